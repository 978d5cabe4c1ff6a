"""SokuDrez's computer players, reading only the view (everything is open).

- easy: the rulebook's strategy ("Se recomienda empezar organizando por columnas"): while a column
  repeats a figure, swap one of the repeated cards for a card of a figure the column lacks, taken
  from a column where that figure is repeated (where the first figure is missing, if it can);
  then, rows, with swaps of two cards of one figure so the columns stay sorted;
- normal: the swap that scores the most points now (alone: the strategy's swap);
- hard: a choice among the highest-scoring swaps, by what it leaves: first the most points over
  the rest of its turn (the second swap of a double turn), then the fewest points the next player
  can score in their double turn after it (its two best swaps, one after the other), and last the
  solver's: a swap that takes a card to where the solver's fewest-swaps placing wants it (alone:
  the solver's way itself).

At a table every player keeps clear of sorting the grid with the second swap of a double turn,
which would score nothing, when another swap scores.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.cards.pokerdrez import PokerDrezCard
from game.core import Action, GameState, Seat
from games.sokudrez.rules import sorted_grid
from games.sokudrez.solver import fewest_swaps, strategy_swap
from games.sokudrez.view import CELLS, COLUMNS, ROWS, SokuDrezView, swap, swap_cells

HARD_SECONDS = 2.0
LOOKAHEAD_WIDTH = 24  # the highest-scoring swaps hard looks past (they are rarely more)


def all_points(grid: Sequence[PokerDrezCard]) -> dict[tuple[int, int], int]:
    """``points(grid, a, b)`` for every swap at once, from what each card brings: a point for
    leaving a column where its figure is repeated, one for reaching a column that lacks it, and
    the same for its colour and the rows (the lookahead weighs thousands of swaps a move)."""
    figures = [[grid[r * COLUMNS + c].figure for r in range(ROWS)] for c in range(COLUMNS)]
    colours = [[grid[r * COLUMNS + c].colour for c in range(COLUMNS)] for r in range(ROWS)]
    leaving = []
    lacks_figure = []  # per cell, per column: the column lacks the card's figure
    lacks_colour = []  # per cell, per row: the row lacks the card's colour
    for cell, card in enumerate(grid):
        r, c = divmod(cell, COLUMNS)
        leaving.append((figures[c].count(card.figure) >= 2) + (colours[r].count(card.colour) >= 2))
        lacks_figure.append([card.figure not in column for column in figures])
        lacks_colour.append([card.colour not in row for row in colours])
    found = {}
    for a in range(CELLS):
        ra, ca = divmod(a, COLUMNS)
        base, fig_a, col_a = leaving[a], lacks_figure[a], lacks_colour[a]
        for b in range(a + 1, CELLS):
            rb, cb = divmod(b, COLUMNS)
            found[a, b] = base + leaving[b] + fig_a[cb] + lacks_figure[b][ca] + col_a[rb] + lacks_colour[b][ra]
    return found


def _grid(view: SokuDrezView) -> list[PokerDrezCard]:
    return [PokerDrezCard.decode(code) for code in view.grid]


def _scored(view: SokuDrezView, grid: list[PokerDrezCard]) -> dict[tuple[int, int], int]:
    """Each swap's points as it would count now (a sorting second swap of two counts nothing)."""
    return _counted(grid, view.swaps_left)


def _counted(grid: list[PokerDrezCard], swaps_left: int) -> dict[tuple[int, int], int]:
    found = all_points(grid)
    # One swap touches two rows and two columns: with more unsorted, no swap sorts the grid.
    if swaps_left == 1 and max(_unsorted_lines(grid)) <= 2:
        for (a, b), value in found.items():
            if value:
                grid[a], grid[b] = grid[b], grid[a]
                if sorted_grid(grid):
                    found[a, b] = -1  # it would end the game for nothing
                grid[a], grid[b] = grid[b], grid[a]
    return found


def _unsorted_lines(grid: Sequence[PokerDrezCard]) -> tuple[int, int]:
    rows = sum(len({grid[r * COLUMNS + c].colour for c in range(COLUMNS)}) != COLUMNS for r in range(ROWS))
    columns = sum(len({grid[r * COLUMNS + c].figure for r in range(ROWS)}) != ROWS for c in range(COLUMNS))
    return rows, columns


def _best(found: dict[tuple[int, int], int]) -> int:
    return max(found.values())


def _swapped(grid: list[PokerDrezCard], cells: tuple[int, int]) -> list[PokerDrezCard]:
    after = list(grid)
    a, b = cells
    after[a], after[b] = after[b], after[a]
    return after


def _greedy_turn(grid: list[PokerDrezCard]) -> int:
    """The points a greedy player takes in a double turn from ``grid``: its best swap, then its best."""
    if sorted_grid(grid):
        return 0
    first = _counted(grid, 2)
    top = _best(first)
    cells = next(c for c, v in first.items() if v == top)
    after = _swapped(grid, cells)
    if sorted_grid(after):
        return top
    return top + max(0, _best(_counted(after, 1)))


def _lookahead(view: SokuDrezView, grid: list[PokerDrezCard], best: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Of the highest-scoring swaps, those that score most over the rest of the turn and then leave
    the next player least."""

    def outlook(cells: tuple[int, int]) -> tuple[int, int]:
        after = _swapped(grid, cells)
        if sorted_grid(after):
            return 0, 0
        mine = 0
        if view.swaps_left == 2:
            second = _counted(after, 1)
            top = _best(second)
            mine = max(0, top)
            after = _swapped(after, next(c for c, v in second.items() if v == top))
        return mine, -_greedy_turn(after)

    weighed = {cells: outlook(cells) for cells in best[:LOOKAHEAD_WIDTH]}
    top = max(weighed.values())
    return [cells for cells, value in weighed.items() if value == top]


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
            best = _lookahead(view, grid, best)
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
