"""SokuDrez's solver: the fewest swaps that sort the grid as it stands, with HiGHS (highspy).

Every card is unique, so a sorted grid is any placing of the 54 cards where each row holds the
nine colours and each column the six figures. Going from the grid to one such target moves each
card from its cell to its target cell: a permutation of the cells, which takes 54 minus its
number of cycles swaps (a cell already right is a cycle of one), and no fewer. So the fewest swaps
is 54 minus the most cycles over every target: an optimisation over the placings.

HiGHS solves a mixed-integer model of the placings (``_credit_model``: ``x[i, j]``, the card of
cell ``i`` goes to cell ``j``) that maximises a credit bounding the cycles from above: the cards
that stay, the pairs that trade places, a third of a cycle for every other card (``most_cycles``).
Its proved bound is the lower bound on the swaps; its placings, the rulebook strategy's and a
plain one, each improved by changes that keep a placing sorted and split its cycles (``improve``),
give the way. The answer is proved when the way meets the bound; otherwise both are told. Checked
against a breadth-first search over swaps on small grids (tests/rules/test_sokudrez_solver.py).
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from typing import Any

from game.ai.milp import maximising_lp
from game.cards.pokerdrez import PokerDrezCard
from game.core import GameState
from games.sokudrez.rules import column_of, points, row_of, sorted_grid
from games.sokudrez.view import CELLS, COLUMNS, ROWS, Fewest, swap

DEFAULT_SECONDS = 10.0
# The longest cycles the model counts one by one: 2 (fixed cards and pairs, ``_credit_model``) or 3
# (cycles of three too, ``_cycle_model``).
MODEL_CYCLES = 2


def target_swaps(grid: Sequence[PokerDrezCard], target: Sequence[int]) -> list[tuple[int, int]]:
    """The swaps that take each card of cell ``i`` to cell ``target[i]``: each puts one card where it
    belongs (two on a cycle's last swap), 54 minus the cycles in all."""
    where = list(range(len(target)))  # where[i]: the cell now holding the card that started in cell i
    holder = list(range(len(target)))  # holder[c]: the starting cell of the card now in cell c
    swaps = []
    for start in range(len(target)):
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


def improve(
    figures: Sequence[int], colours: Sequence[int], rows: int, columns: int, target: Sequence[int]
) -> list[int]:
    """A sorted placing with at least as many cycles as ``target``, by changes that keep it sorted.

    Two cards whose target cells share a row and who share a figure (or share a column and a
    colour) may trade targets and the placing stays sorted; if the two cards lie on one cycle, the
    trade splits it in two (one swap fewer). Whole rows or whole columns of the placing may also
    trade places: kept when they add cycles. Repeated until nothing adds one."""
    target = list(target)
    n = len(target)

    def cycle_of() -> list[int]:
        label = [-1] * n
        for start in range(n):
            cell = start
            while label[cell] < 0:
                label[cell] = start
                cell = target[cell]
        return label

    changed = True
    while changed:
        changed = False
        label = cycle_of()
        for a in range(n):
            for b in range(a + 1, n):
                if label[a] != label[b] or a == target[a]:
                    continue
                p, q = target[a], target[b]
                same_row = p // columns == q // columns and figures[a] == figures[b]
                same_column = p % columns == q % columns and colours[a] == colours[b]
                if same_row or same_column:
                    target[a], target[b] = q, p
                    label = cycle_of()
                    changed = True
        count = _cycles(target)
        lines = [(r, s, True) for r in range(rows) for s in range(r + 1, rows)]
        lines += [(c, d, False) for c in range(columns) for d in range(c + 1, columns)]
        for first, second, by_rows in lines:
            trial = [_trade_lines(cell, columns, first, second, by_rows) for cell in target]
            if _cycles(trial) > count:
                target, count, changed = trial, _cycles(trial), True
    return target


def _trade_lines(cell: int, columns: int, first: int, second: int, by_rows: bool) -> int:
    """Where ``cell`` lies once rows (or columns) ``first`` and ``second`` trade places."""
    row, column = divmod(cell, columns)
    if by_rows:
        row = second if row == first else first if row == second else row
    else:
        column = second if column == first else first if column == second else column
    return row * columns + column


def _credit_model(figures: Sequence[int], colours: Sequence[int], rows: int, columns: int) -> Any:
    """The sorted placings as a HiGHS model, with the credit that bounds their cycles from above.

    Columns: ``x[i, j]`` (binary, index ``i * n + j``), then ``y`` for each pair of cells ``i < j``
    (continuous, at most ``x[i, j]`` and ``x[j, i]``: 1 when the two cards trade places). Objective:
    ``2 * sum(x[i, i]) + sum(y)``, which is ``3 * cycles - n`` when every other card lies on a cycle
    of three, and more than that otherwise (see ``most_cycles``)."""
    import highspy
    import numpy as np

    n = rows * columns
    pairs = [(i, j) for i in range(n) for j in range(i + 1, n)]
    count = n * n + len(pairs)
    cost = np.zeros(count)
    cost[[i * n + i for i in range(n)]] = 2.0
    cost[n * n :] = 1.0
    equal_one: list[list[int]] = []
    for i in range(n):
        equal_one.append([i * n + j for j in range(n)])  # the card of cell i goes to one cell
        equal_one.append([j * n + i for j in range(n)])  # cell i receives one card
    for row in range(rows):
        cells = range(row * columns, (row + 1) * columns)
        for colour in sorted(set(colours)):  # each row receives each colour once
            equal_one.append([i * n + j for i in range(n) if colours[i] == colour for j in cells])
    for column in range(columns):
        cells = range(column, n, columns)
        for figure in sorted(set(figures)):  # each column receives each figure once
            equal_one.append([i * n + j for i in range(n) if figures[i] == figure for j in cells])
    starts, index, value = [0], [], []
    for row_columns in equal_one:
        index += row_columns
        value += [1.0] * len(row_columns)
        starts.append(len(index))
    for p, (i, j) in enumerate(pairs):  # y <= x[i, j] and y <= x[j, i]
        for arc in (i * n + j, j * n + i):
            index += [n * n + p, arc]
            value += [1.0, -1.0]
            starts.append(len(index))
    lower = [1.0] * len(equal_one) + [-highspy.kHighsInf] * (2 * len(pairs))
    upper = [1.0] * len(equal_one) + [0.0] * (2 * len(pairs))
    lp = maximising_lp(cost, np.ones(count), n * n, starts, index, value, lower, upper)
    return lp


def _cycle_model(figures: Sequence[int], colours: Sequence[int], rows: int, columns: int) -> Any:
    """The sorted placings as a HiGHS model whose credit also counts the cycles of three.

    Columns: ``x[i, j]`` (binary, index ``i * n + j``); ``y`` for each pair of cells ``i < j``
    (continuous, 1 when the two cards trade places); ``z`` for each cycle of three cells, in both
    directions (``i -> j -> k -> i`` and ``i -> k -> j -> i`` for ``i < j < k``: continuous, 1 when
    the three cards go round it). A card's move lies on one cycle, so for each move ``i -> j``
    the pair and the cycles of three that use it add up to at most ``x[i, j]`` (one row a move,
    not one a cycle: the same bound, and 2,862 rows instead of about 150,000). Objective:
    ``3 * sum(x[i, i]) + 2 * sum(y) + sum(z)``, which bounds ``4 * cycles - n`` (see
    ``most_cycles``)."""
    import highspy
    import numpy as np

    n = rows * columns
    pairs = [(i, j) for i in range(n) for j in range(i + 1, n)]
    pair_of = {pair: p for p, pair in enumerate(pairs)}
    threes: list[tuple[int, int, int]] = []
    for i in range(n):
        for j in range(i + 1, n):
            for k in range(j + 1, n):
                threes += [(i, j, k), (i, k, j)]
    first_y, first_z = n * n, n * n + len(pairs)
    count = first_z + len(threes)
    cost = np.zeros(count)
    cost[[i * n + i for i in range(n)]] = 3.0
    cost[first_y:first_z] = 2.0
    cost[first_z:] = 1.0
    equal_one: list[list[int]] = []
    for i in range(n):
        equal_one.append([i * n + j for j in range(n)])  # the card of cell i goes to one cell
        equal_one.append([j * n + i for j in range(n)])  # cell i receives one card
    for row in range(rows):
        cells = range(row * columns, (row + 1) * columns)
        for colour in sorted(set(colours)):  # each row receives each colour once
            equal_one.append([i * n + j for i in range(n) if colours[i] == colour for j in cells])
    for column in range(columns):
        cells = range(column, n, columns)
        for figure in sorted(set(figures)):  # each column receives each figure once
            equal_one.append([i * n + j for i in range(n) if figures[i] == figure for j in cells])
    on_move: dict[tuple[int, int], list[int]] = {(i, j): [] for i in range(n) for j in range(n) if i != j}
    for z, (a, b, c) in enumerate(threes):
        for move in ((a, b), (b, c), (c, a)):
            on_move[move].append(first_z + z)
    starts, index, value = [0], [], []
    for row_columns in equal_one:
        index += row_columns
        value += [1.0] * len(row_columns)
        starts.append(len(index))
    for (i, j), cycles in on_move.items():  # y + the z through i -> j <= x[i, j]
        index += [i * n + j, first_y + pair_of[min(i, j), max(i, j)], *cycles]
        value += [-1.0, 1.0] + [1.0] * len(cycles)
        starts.append(len(index))
    lower = [1.0] * len(equal_one) + [-highspy.kHighsInf] * len(on_move)
    upper = [1.0] * len(equal_one) + [0.0] * len(on_move)
    lp = maximising_lp(cost, np.ones(count), n * n, starts, index, value, lower, upper)
    return lp, threes


def most_cycles(
    figures: Sequence[int],
    colours: Sequence[int],
    rows: int,
    columns: int,
    seconds: float = DEFAULT_SECONDS,
    starts: Sequence[Sequence[int]] = (),
    longest: int = MODEL_CYCLES,
) -> tuple[list[int], int]:
    """``(target, at most)``: a sorted placing of a grid (``target[i]``: the cell the card of cell
    ``i`` goes to) with as many cycles as found, and a proved upper bound on the cycles of any.

    The cards are ``(figures[i], colours[i])``, one of each, laid ``rows`` by ``columns``; sorted
    means each row holds every colour and each column every figure. ``starts``: placings already
    known (the best is handed to HiGHS as its first solution, and kept if it stays the best).

    The bound: a placing's cycles are its fixed cards ``F``, its pairs of cards that trade places
    ``P``, and cycles of three or more among the other ``n - F - 2P`` cards, so at most
    ``F + P + (n - F - 2P) / 3 = (n + 2F + P) / 3``. HiGHS maximises ``2F + P`` over every sorted
    placing (a mixed-integer model, ``_credit_model``); its proved bound ``B`` on it gives
    ``cycles <= (n + B) / 3`` for every placing, and its placing is kept if it has the most cycles.

    With ``longest=3`` (``_cycle_model``) the cycles of three ``T`` are counted too: the others are
    of four cards or more, so ``cycles <= F + P + T + (n - F - 2P - 3T) / 4 = (n + 3F + 2P + T) / 4``,
    never more than the bound above for the same placing (the difference is ``(n - F - 2P - 3T) /
    12``); HiGHS maximises ``3F + 2P + T`` and ``cycles <= (n + B) / 4``.
    """
    import highspy
    import numpy as np

    n = rows * columns
    threes: list[tuple[int, int, int]] = []
    if longest == 3:
        lp, threes = _cycle_model(figures, colours, rows, columns)
    else:
        lp = _credit_model(figures, colours, rows, columns)
    solver = highspy._core._Highs()  # the plain class: the wrapper prints a banner on stdout
    solver.setOptionValue("output_flag", False)
    solver.setOptionValue("threads", 1)
    solver.setOptionValue("mip_rel_gap", 0.0)
    solver.setOptionValue("time_limit", max(0.1, float(seconds)))
    solver.setOptionValue("random_seed", 0)
    solver.passModel(lp)
    starts = [improve(figures, colours, rows, columns, start) for start in starts]
    best = max(starts, key=_cycles, default=None)
    if best is not None:
        start = np.zeros(lp.num_col_)
        start[[i * n + best[i] for i in range(n)]] = 1.0
        pair = n * n
        for i in range(n):
            for j in range(i + 1, n):
                start[pair] = float(best[i] == j and best[j] == i)
                pair += 1
        for z, (a, b, c) in enumerate(threes):
            start[pair + z] = float(best[a] == b and best[b] == c and best[c] == a)
        solution = highspy.HighsSolution()
        solution.col_value = list(start)
        solution.value_valid = True
        solver.setSolution(solution)
    solver.run()
    info = solver.getInfo()
    if solver.getModelStatus() == highspy.HighsModelStatus.kOptimal:
        credit_bound = info.objective_function_value
    else:
        credit_bound = info.mip_dual_bound
    # Stopped before HiGHS had any bound (under load, before the root's relaxation): no bound from it.
    share = 4 if threes else 3  # the credit is 4 * cycles - n (with cycles of three), else 3 * cycles - n
    at_most = min(n, int((n + credit_bound + 1e-6) // share)) if math.isfinite(credit_bound) else n
    if info.primal_solution_status == 2:  # feasible: a placing was found
        values = solver.getSolution().col_value
        found = improve(
            figures, colours, rows, columns, [max(range(n), key=lambda j: values[i * n + j]) for i in range(n)]
        )
        if best is None or _cycles(found) > _cycles(best):
            best = found
    if best is None:
        raise RuntimeError("HiGHS found no sorted placing in its time and none was given")
    return list(best), max(at_most, _cycles(best))


def fewest_swaps(
    grid: Sequence[PokerDrezCard], seconds: float = DEFAULT_SECONDS, workers: int = 1, longest: int = MODEL_CYCLES
) -> tuple[list[tuple[int, int]], int, bool]:
    """``(swaps, lower bound, proved)`` for ``grid``: a shortest way found, the fewest swaps proved
    possible at least, and whether the way found is proved the shortest.

    The fewest swaps is 54 minus the most cycles (``most_cycles``); the placings it starts from are
    the rulebook strategy's and the plain one. ``workers`` is kept for callers; HiGHS runs on one
    thread (the machine is shared)."""
    figures = [int(card.figure) for card in grid]  # type: ignore[arg-type]
    colours = [int(card.colour) for card in grid]  # type: ignore[arg-type]
    starts = [plain_target(grid)]
    strategy = strategy_target(grid)
    if strategy is not None:
        starts.append(strategy)
    best, at_most = most_cycles(figures, colours, ROWS, COLUMNS, seconds, starts, longest)
    lower = max(CELLS - at_most, counted_bound(grid))
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
