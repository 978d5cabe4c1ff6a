"""SokuDrez beside the shared contract. What tests/test_contract.py and tests/reliability/ check
for every registered game (random playouts with checks at every step, replays, snapshot round trips,
saves, the fuzzer) is not repeated here (it was, while the game was not yet registered); this file
keeps what only this game has: its view's secrets, determinize, damaged snapshots of its own shape,
its own laws."""

from __future__ import annotations

import random

from game.checks import checked_playout
from games.sokudrez.engine import SokuDrez, points
from games.sokudrez.players import make_easy, make_hard, make_normal
from games.sokudrez.view import SokuDrezView, swap_cells


def test_the_strategy_player_sorts_a_grid_alone():
    state = SokuDrez(1, 11, {})
    player = make_easy()
    report = checked_playout(state, lambda st, seat: player.choose(st, seat), random.Random(0), save_every=5)
    assert report.finished and state.view(0).solved


def test_at_a_table_normal_and_hard_take_a_highest_scoring_swap():
    state = SokuDrez(2, 12, {})
    state.apply(0, make_easy().choose(state, 0))
    view = state.view(1)
    assert isinstance(view, SokuDrezView)
    best = max(points(state.grid, a, b) for a in range(54) for b in range(a + 1, 54))
    for player in (make_normal(), make_hard()):
        a, b = swap_cells(player.choose(state, 1))
        assert points(state.grid, a, b) == best


def test_a_table_of_computers_finishes():
    state = SokuDrez(3, 13, {})
    players = [make_easy(), make_normal(), make_easy()]
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, players[seat].choose(state, seat))
    assert state.outcome() is not None


def test_all_points_at_once_are_the_printed_points():
    from games.sokudrez.players import all_points

    for seed in range(5):
        grid = SokuDrez(2, seed, {}).grid
        assert all_points(grid) == {(a, b): points(grid, a, b) for a in range(54) for b in range(a + 1, 54)}


def _after(grid, a, b):
    grid = list(grid)
    grid[a], grid[b] = grid[b], grid[a]
    return grid


def _greedy(grid, swaps_left):
    """Independently of the players' code: the best swap's points and cells by the printed rule."""
    from games.sokudrez.rules import sorted_grid

    best, cells = -2, None
    for a in range(54):
        for b in range(a + 1, 54):
            value = points(grid, a, b)
            if swaps_left == 1 and value and sorted_grid(_after(grid, a, b)):
                value = -1
            if value > best:
                best, cells = value, (a, b)
    return best, cells


def test_hard_picks_among_the_best_swaps_the_one_that_leaves_the_next_player_least():
    # Our decision for hard at a table: of the highest-scoring swaps, the one that scores most over
    # the rest of its double turn and then leaves the next player's greedy double turn least.
    state = SokuDrez(2, 21, {})
    rng = random.Random(3)
    for _ in range(3):  # a grid part way through the game, a double turn to play
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[rng.randrange(1431)])
    seat = state.to_act()[0]
    assert state.swaps_left == 2
    grid = list(state.grid)
    top = max(points(grid, a, b) for a in range(54) for b in range(a + 1, 54))
    best = [(a, b) for a in range(54) for b in range(a + 1, 54) if points(grid, a, b) == top]

    def outlook(cells):
        after = _after(grid, *cells)
        second, then = _greedy(after, 1)
        after = _after(after, *then)
        first, then = _greedy(after, 2)
        return max(0, second), -(first + max(0, _greedy(_after(after, *then), 1)[0]))

    chosen = swap_cells(make_hard().choose(state, seat))
    assert chosen in best
    assert outlook(chosen) == max(outlook(cells) for cells in best[:24])
