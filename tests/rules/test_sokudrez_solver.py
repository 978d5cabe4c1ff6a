"""SokuDrez's fewest-swaps solver (HiGHS) against a brute force that knows nothing of cycles.

The brute force walks every grid reachable by swaps, breadth first, until a sorted one: the fewest
swaps by definition. It is run on small grids (two or three rows of figures by three or four
columns of colours, the same rules in small), where it finishes, and on full deals one or two swaps
from sorted. The solver must never claim a proof that is wrong, never give a bound above the truth
nor a way longer than the truth when it says it proved it.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Sequence

import pytest

from game.cards.pokerdrez import figure_deck
from games.sokudrez.engine import SokuDrez, sorted_grid
from games.sokudrez.solver import fewest_swaps, improve, most_cycles, plain_target, solve, target_swaps

Card = tuple[int, int]  # (figure, colour)


def small_sorted(grid: Sequence[Card], rows: int, columns: int) -> bool:
    rows_ok = all(len({grid[r * columns + c][1] for c in range(columns)}) == columns for r in range(rows))
    return rows_ok and all(len({grid[r * columns + c][0] for r in range(rows)}) == rows for c in range(columns))


def brute_force(grid: Sequence[Card], rows: int, columns: int) -> int:
    """The fewest swaps to a sorted grid, by breadth-first search over swaps."""
    start = tuple(grid)
    seen = {start}
    frontier = deque([(start, 0)])
    n = len(grid)
    while frontier:
        here, depth = frontier.popleft()
        if small_sorted(here, rows, columns):
            return depth
        for a in range(n):
            for b in range(a + 1, n):
                after = list(here)
                after[a], after[b] = after[b], after[a]
                key = tuple(after)
                if key not in seen:
                    seen.add(key)
                    frontier.append((key, depth + 1))
    raise AssertionError("a grid of one card of each kind can always be sorted")


def small_deal(rows: int, columns: int, seed: int) -> list[Card]:
    cards = [(f, k) for f in range(rows) for k in range(columns)]
    random.Random(seed).shuffle(cards)
    return cards


@pytest.mark.parametrize("longest", [2, 3])  # the model of pairs, and the one with cycles of three
@pytest.mark.parametrize(("rows", "columns", "deals"), [(2, 3, 30), (2, 4, 25), (3, 3, 8)])
def test_the_fewest_swaps_equal_a_brute_force_on_small_grids(rows, columns, deals, longest):
    for seed in range(deals):
        grid = small_deal(rows, columns, seed)
        truth = brute_force(grid, rows, columns)
        figures, colours = [f for f, _ in grid], [k for _, k in grid]
        target, at_most = most_cycles(figures, colours, rows, columns, seconds=20, longest=longest)
        found = len(grid) - _cycles_of(target)
        after = list(grid)
        for a, b in _swaps(target):
            after[a], after[b] = after[b], after[a]
        assert small_sorted(after, rows, columns)
        # So small a grid is always proved within the time, and then the way found is the truth.
        assert found == len(grid) - at_most == truth, (rows, columns, seed)


def _cycles_of(target: Sequence[int]) -> int:
    seen, count = set(), 0
    for start in range(len(target)):
        if start not in seen:
            count += 1
            cell = start
            while cell not in seen:
                seen.add(cell)
                cell = target[cell]
    return count


def _swaps(target: Sequence[int]) -> list[tuple[int, int]]:
    return target_swaps([], target)  # the way only needs the placing


def sorted_deck_grid():
    grid = [None] * 54
    for card, cell in zip(figure_deck(1), plain_target(figure_deck(1)), strict=True):
        grid[cell] = card
    return grid


def test_a_full_grid_one_swap_from_sorted_is_proved_one():
    rng = random.Random(1)
    for _ in range(3):
        grid = sorted_deck_grid()
        while True:
            a, b = rng.sample(range(54), 2)
            grid[a], grid[b] = grid[b], grid[a]
            if not sorted_grid(grid):
                break
            grid[a], grid[b] = grid[b], grid[a]
        swaps, lower, proved = fewest_swaps(grid, seconds=20)
        assert (len(swaps), lower, proved) == (1, 1, True)


def test_a_full_grid_two_swaps_away_matches_a_one_swap_search():
    rng = random.Random(2)
    for _ in range(3):
        grid = sorted_deck_grid()
        for _ in range(2):
            a, b = rng.sample(range(54), 2)
            grid[a], grid[b] = grid[b], grid[a]
        one_swap_sorts = any(
            sorted_grid(grid[:a] + [grid[b]] + grid[a + 1 : b] + [grid[a]] + grid[b + 1 :])
            for a in range(54)
            for b in range(a + 1, 54)
        )
        truth = 0 if sorted_grid(grid) else 1 if one_swap_sorts else 2
        swaps, lower, proved = fewest_swaps(grid, seconds=20)
        assert lower <= truth <= len(swaps)
        assert proved and len(swaps) == truth


def test_improving_a_placing_keeps_it_sorted_and_never_loses_a_cycle():
    state = SokuDrez(1, 5, {})
    figures = [int(card.figure) for card in state.grid]
    colours = [int(card.colour) for card in state.grid]
    start = plain_target(state.grid)
    better = improve(figures, colours, 6, 9, start)
    assert _cycles_of(better) >= _cycles_of(start)
    placed = [None] * 54
    for cell, card in enumerate(state.grid):
        placed[better[cell]] = card
    assert sorted_grid(placed)


def test_the_solver_s_way_sorts_a_deal_and_is_never_below_its_bound():
    state = SokuDrez(1, 0, {})
    answer = solve(state, 4)
    assert 1 <= answer.lower_bound <= len(answer.moves)
    assert answer.proved == (answer.lower_bound == len(answer.moves))
    for action in answer.moves:
        state.apply(0, action)
    assert state.view(0).solved
