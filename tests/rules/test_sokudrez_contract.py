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

