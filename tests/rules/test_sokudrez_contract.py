"""SokuDrez on the engine contract before it is registered (it has no table yet): the shared checks
run on the class directly, alone and at tables of two to eight, with its computer players."""

from __future__ import annotations

import random

import pytest

from game.checks import checked_playout
from game.registry import GAMES
from games.sokudrez.engine import SokuDrez, points
from games.sokudrez.players import make_easy, make_hard, make_normal
from games.sokudrez.view import SokuDrezView, swap_cells


@pytest.mark.parametrize("players", [1, 2, 5, 8])
def test_random_playouts_keep_the_contract(players):
    state = SokuDrez(players, players, {})
    rng = random.Random(players)
    report = checked_playout(
        state,
        lambda st, seat: rng.choice(st.legal_actions(seat)),
        random.Random(players),
        save_every=25,
        views_every=10,
    )
    assert report.finished and state.outcome() is not None


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


def test_the_fuzzing_harness_finds_nothing(monkeypatch):
    from game import fuzz

    monkeypatch.setitem(GAMES, "sokudrez", SokuDrez)
    reports = fuzz.run(5.0, ["sokudrez"], seed=3, saves_per_game=3)
    assert sum(reports[0].tried.values()) > 20
    assert [f.problem for f in reports[0].distinct()] == []
