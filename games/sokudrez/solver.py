"""SokuDrez's solver: the fewest swaps that sort the grid as it stands, with CP-SAT (OR-Tools).

Every card is unique, so a sorted grid is any placing of the 54 cards where each row holds the
nine colours and each column the six figures. Going from the grid to one such target moves each
card from its cell to its target cell: a permutation of the cells, which takes 54 minus its
number of cycles swaps (a cell already right is a cycle of one), and no fewer. So the fewest swaps
is 54 minus the most cycles over every target: an optimisation, solved as a constraint model:

- ``x[i, j]``: the card now in cell ``i`` goes to cell ``j``; one target for each card, one card
  for each cell; each row receives each colour once and each column each figure once;
- ``label[i]`` in 0..i: cells joined by the permutation share a label, and ``first[i]`` (a cycle
  counted at cell ``i``) forces ``label[i] == i``: only the lowest cell of a cycle can carry its
  label, so the cycles counted are at most the cycles there are; maximise their number.

CP-SAT answers within a time limit: the optimum when it proves it, otherwise the best way it found
and the bound it proved (the fewest swaps is at least 54 minus that bound).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

from game.cards.pokerdrez import PokerDrezCard
from game.core import GameState
from games.sokudrez.rules import column_of, points, row_of, sorted_grid
from games.sokudrez.view import CELLS, COLUMNS, ROWS, Fewest, swap

DEFAULT_SECONDS = 10.0


def target_swaps(grid: Sequence[PokerDrezCard], target: Sequence[int]) -> list[tuple[int, int]]:
    """The swaps that take each card of cell ``i`` to cell ``target[i]``: each puts one card where it
    belongs (two on a cycle's last swap), 54 minus the cycles in all."""
    where = list(range(CELLS))  # where[i]: the cell now holding the card that started in cell i
    holder = list(range(CELLS))  # holder[c]: the starting cell of the card now in cell c
    swaps = []
    for start in range(CELLS):
        while where[start] != target[start]:
            here, there = where[start], target[start]
            other = holder[there]
            swaps.append((min(here, there), max(here, there)))
            holder[here], holder[there] = other, start
            where[start], where[other] = there, here
    return swaps


def strategy_swap(grid: Sequence[PokerDrezCard]) -> tuple[int, int] | None:
    """The rulebook's strategy: columns first, then rows by swaps of one figure (None: sorted)."""
    figures = [[grid[r * COLUMNS + c].figure for r in range(ROWS)] for c in range(COLUMNS)]
    best: tuple[int, int, int] | None = None
    for c in range(COLUMNS):
        repeated = {f for f in figures[c] if figures[c].count(f) > 1}
        missing = {card.figure for card in grid} - set(figures[c])
        for r in range(ROWS):
            a = r * COLUMNS + c
            if grid[a].figure not in repeated:
                continue
            for b in range(CELLS):
                other = column_of(b)
                if other == c or grid[b].figure not in missing or figures[other].count(grid[b].figure) < 2:
                    continue
                value = points(grid, a, b) + 4 * (grid[a].figure not in figures[other])
                if best is None or value > best[0]:
                    best = (value, a, b)
    if best is not None:
        return best[1], best[2]
    colours = [[grid[r * COLUMNS + c].colour for c in range(COLUMNS)] for r in range(ROWS)]
    for r in range(ROWS):
        repeated_colours = {k for k in colours[r] if colours[r].count(k) > 1}
        missing_colours = {card.colour for card in grid} - set(colours[r])
        for c in range(COLUMNS):
            a = r * COLUMNS + c
            if grid[a].colour not in repeated_colours:
                continue
            for b in range(CELLS):
                if row_of(b) != r and grid[b].figure == grid[a].figure and grid[b].colour in missing_colours:
                    value = points(grid, a, b) + 4 * (grid[a].colour not in colours[row_of(b)])
                    if best is None or value > best[0]:
                        best = (value, a, b)
    return None if best is None else (best[1], best[2])


def strategy_target(grid: Sequence[PokerDrezCard], limit: int = 200) -> list[int] | None:
    """Where the strategy's swaps send each cell's card, or None if it does not sort the grid."""
    cards = list(grid)
    holder = list(range(CELLS))
    for _ in range(limit):
        if sorted_grid(cards):
            target = [0] * CELLS
            for cell, start in enumerate(holder):
                target[start] = cell
            return target
        chosen = strategy_swap(cards)
        if chosen is None:
            return None
        a, b = chosen
        cards[a], cards[b] = cards[b], cards[a]
        holder[a], holder[b] = holder[b], holder[a]
    return None


def plain_target(grid: Sequence[PokerDrezCard]) -> list[int]:
    """A sorted placing that always exists: figure of rank f in row f - 1, colours shifted a column
    per row (each row all nine colours, each column all six figures, every card once)."""
    target = []
    for card in grid:
        assert card.figure is not None and card.colour is not None
        row = int(card.figure) - 1
        target.append(row * COLUMNS + (int(card.colour) - 1 - row) % COLUMNS)
    return target


def counted_bound(grid: Sequence[PokerDrezCard]) -> int:
    """At least this many swaps: a column short of k figures must let k cards out, and so must a row
    short of k colours; a swap takes two cards out of their columns (or rows) at most."""
    out_of_columns = sum(ROWS - len({grid[r * COLUMNS + c].figure for r in range(ROWS)}) for c in range(COLUMNS))
    out_of_rows = sum(COLUMNS - len({grid[r * COLUMNS + c].colour for c in range(COLUMNS)}) for r in range(ROWS))
    return -(-max(out_of_columns, out_of_rows) // 2)


def _placing_model(grid: Sequence[PokerDrezCard]) -> tuple[Any, dict[tuple[int, int], Any]]:
    """The sorted placings of ``grid``'s cards as a CP-SAT model: ``x[i, j]``, the card of cell ``i``
    goes to cell ``j``."""
    from ortools.sat.python import cp_model  # type: ignore[import-not-found,unused-ignore]  # not a dependency: see __init__

    model = cp_model.CpModel()
    x = {(i, j): model.new_bool_var(f"x{i}_{j}") for i in range(CELLS) for j in range(CELLS)}
    for i in range(CELLS):
        model.add_exactly_one(x[i, j] for j in range(CELLS))
        model.add_exactly_one(x[j, i] for j in range(CELLS))
    for row in range(ROWS):
        cells = range(row * COLUMNS, (row + 1) * COLUMNS)
        for colour in {card.colour for card in grid}:
            model.add_exactly_one(x[i, j] for i in range(CELLS) if grid[i].colour == colour for j in cells)
    for column in range(COLUMNS):
        cells = range(column, CELLS, COLUMNS)
        for figure in {card.figure for card in grid}:
            model.add_exactly_one(x[i, j] for i in range(CELLS) if grid[i].figure == figure for j in cells)
    return model, x


def _cycles(target: Sequence[int]) -> int:
    seen = [False] * len(target)
    count = 0
    for start in range(len(target)):
        if not seen[start]:
            count += 1
            cell = start
            while not seen[cell]:
                seen[cell] = True
                cell = target[cell]
    return count


def _solve(model: Any, seconds: float, workers: int) -> tuple[Any, Any]:
    from ortools.sat.python import cp_model  # type: ignore[import-not-found,unused-ignore]  # not a dependency: see __init__

    solver = cp_model.CpSolver()
    solver.parameters.max_time_in_seconds = max(0.1, seconds)
    solver.parameters.num_workers = workers
    status = solver.solve(model)
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        raise RuntimeError("the solver found no sorted grid in its time (there always is one)")
    return solver, status


def fewest_swaps(
    grid: Sequence[PokerDrezCard], seconds: float = DEFAULT_SECONDS, workers: int = 1
) -> tuple[list[tuple[int, int]], int, bool]:
    """``(swaps, lower bound, proved)`` for ``grid``: a shortest way found, the fewest swaps proved
    possible at least, and whether the way found is proved the shortest.

    First the placing that leaves the most cards where they are (a quarter of the time): its way is
    a good start, and the most cards that can stay, ``kept``, bounds the answer, since a cycle of
    moved cards holds at least two: swaps = 54 - cycles >= (54 - kept) / 2. Then the cycles
    themselves are maximised from that start, for the rest of the time."""
    from ortools.sat.python import cp_model  # type: ignore[import-not-found,unused-ignore]  # not a dependency: see __init__

    model, x = _placing_model(grid)
    model.maximize(sum(x[i, i] for i in range(CELLS)))
    try:
        solver, status = _solve(model, seconds / 4, workers)
    except RuntimeError:  # no placing found in the time: the plain one, and no bound beyond the rows'
        start = plain_target(grid)
        lower = 0
    else:
        start = [next(j for j in range(CELLS) if solver.value(x[i, j])) for i in range(CELLS)]
        kept_at_most = int(solver.best_objective_bound + 1e-6)
        lower = -(-(CELLS - kept_at_most) // 2)
    lower = max(lower, counted_bound(grid))
    strategy = strategy_target(grid)
    if strategy is not None and _cycles(strategy) > _cycles(start):
        start = strategy  # the rulebook's strategy often beats the most-kept placing
    best = start
    if CELLS - _cycles(best) > lower:
        model, x = _placing_model(grid)
        label = [model.new_int_var(0, i, f"label{i}") for i in range(CELLS)]
        first = [model.new_bool_var(f"first{i}") for i in range(CELLS)]
        for i in range(CELLS):
            model.add(label[i] == i).only_enforce_if(first[i])
            model.add_implication(x[i, i], first[i])
            for j in range(CELLS):
                if i != j:
                    model.add(label[i] == label[j]).only_enforce_if(x[i, j])
                model.add_hint(x[i, j], start[i] == j)
        model.add(sum(first) >= _cycles(start))
        model.maximize(sum(first))
        try:
            solver, status = _solve(model, seconds * 3 / 4, workers)
        except RuntimeError:
            pass  # nothing better in the time: the first placing stands
        else:
            found = [next(j for j in range(CELLS) if solver.value(x[i, j])) for i in range(CELLS)]
            if _cycles(found) > _cycles(best):
                best = found
            lower = max(lower, CELLS - int(solver.best_objective_bound + 1e-6))
            if status == cp_model.OPTIMAL:
                lower = max(lower, CELLS - _cycles(found))
    swaps = target_swaps(grid, best)
    return swaps, lower, len(swaps) <= lower


def solve(state: GameState, seconds: float | int | None = None) -> Fewest:
    """The fewest swaps for ``state``'s grid as it stands (``seconds``: the time limit)."""
    started = time.perf_counter()
    grid = list(state.grid)  # type: ignore[attr-defined]
    swaps, bound, proved = fewest_swaps(grid, float(seconds) if seconds else DEFAULT_SECONDS)
    return Fewest(
        status="won",
        moves=tuple(swap(a, b) for a, b in swaps),
        lower_bound=bound,
        proved=proved,
        seconds=time.perf_counter() - started,
    )
