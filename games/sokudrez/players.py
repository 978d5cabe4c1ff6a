"""SokuDrez's computer players, reading only the view (everything is open).

- easy: the rulebook's strategy ("Se recomienda empezar organizando por columnas"): while a column
  repeats a figure, swap one of the repeated cards for a card of a figure the column lacks, taken
  from a column where that figure is repeated (where the first figure is missing, if it can);
  then, rows, with swaps of two cards of one figure so the columns stay sorted;
- normal: the swap that scores the most points now (alone: the strategy's swap);
- hard: the solver's choice among the highest-scoring swaps: one that takes a card to where the
  solver's fewest-swaps placing wants it (alone: the solver's way itself).

At a table every player keeps clear of sorting the grid with the second swap of a double turn,
which would score nothing, when another swap scores.
"""

from __future__ import annotations

from game.cards.pokerdrez import PokerDrezCard
from game.core import Action, GameState, Seat
from games.sokudrez.rules import points, sorted_grid
from games.sokudrez.solver import fewest_swaps, strategy_swap
from games.sokudrez.view import CELLS, SokuDrezView, swap, swap_cells

HARD_SECONDS = 2.0


def _grid(view: SokuDrezView) -> list[PokerDrezCard]:
    return [PokerDrezCard.decode(code) for code in view.grid]


def _scored(view: SokuDrezView, grid: list[PokerDrezCard]) -> dict[tuple[int, int], int]:
    """Each swap's points as it would count now (a sorting second swap of two counts nothing)."""
    found = {}
    for a in range(CELLS):
        for b in range(a + 1, CELLS):
            value = points(grid, a, b)
            if view.swaps_left == 1 and value:
                grid[a], grid[b] = grid[b], grid[a]
                if sorted_grid(grid):
                    value = -1  # it would end the game for nothing
                grid[a], grid[b] = grid[b], grid[a]
            found[a, b] = value
    return found


class SokuDrezPlayer:
    def __init__(self, name: str) -> None:
        self.name = name
        self._plan: list[Action] = []
        self._expected: tuple[str, ...] | None = None

    def choose(self, state: GameState, seat: Seat) -> Action:
        view = state.view(seat)
        assert isinstance(view, SokuDrezView)
        grid = _grid(view)
        alone = len(view.scores) == 1
        if alone:
            return self._alone(view, grid)
        if self.name == "easy":
            chosen = strategy_swap(grid)
            return swap(*chosen) if chosen else view.legal[0]
        scored = _scored(view, grid)
        top = max(scored.values())
        best = [cells for cells, value in scored.items() if value == top]
        if self.name == "hard" and len(best) > 1:
            target = _target(grid)
            for a, b in best:
                if target[a] == b or target[b] == a:  # a card goes where the solver's placing wants it
                    return swap(a, b)
        return swap(*best[0])

    def _alone(self, view: SokuDrezView, grid: list[PokerDrezCard]) -> Action:
        if self.name == "easy" or self.name == "normal":
            step = strategy_swap(grid)
            return swap(*step) if step else view.legal[0]
        if view.grid != self._expected or not self._plan:
            swaps, _, _ = fewest_swaps(grid, HARD_SECONDS)
            self._plan = [swap(a, b) for a, b in swaps]
        chosen = self._plan.pop(0)
        a, b = swap_cells(chosen)
        after = list(view.grid)
        after[a], after[b] = after[b], after[a]
        self._expected = tuple(after)
        return chosen


def _target(grid: list[PokerDrezCard]) -> list[int]:
    """Where the solver's placing sends each cell's card (from its way, replayed)."""
    swaps, _, _ = fewest_swaps(grid, HARD_SECONDS)
    holder = list(range(CELLS))
    for a, b in swaps:
        holder[a], holder[b] = holder[b], holder[a]
    target = [0] * CELLS
    for cell, start in enumerate(holder):
        target[start] = cell
    return target


def make_easy(seed: int = 0) -> SokuDrezPlayer:
    return SokuDrezPlayer("easy")


def make_normal(seed: int = 0) -> SokuDrezPlayer:
    return SokuDrezPlayer("normal")


def make_hard(seed: int = 0) -> SokuDrezPlayer:
    return SokuDrezPlayer("hard")
