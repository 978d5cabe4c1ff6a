"""TriumfDrez on the engine contract before it is registered (it has no table yet): the shared checks of
tests/test_contract.py run on the class directly, with the typed view, determinize, snapshots and the
fuzzing harness."""

from __future__ import annotations

import json
import random

import pytest

from game.ai.base import RandomBot
from game.checks import checked_playout
from game.core import SaveError, load_state
from game.registry import GAMES
from game.view import View, to_json
from games.triumfdrez import SPEC
from games.triumfdrez.engine import TriumfDrez
from games.triumfdrez.testing import one_too_many
from games.triumfdrez.view import TriumfDrezView

SETS = [(2, {}), (3, {}), (4, {}), (4, {"target": 30}), (3, {"target": 100}), (2, {"target": 75})]


def _played(players: int, seed: int, moves: int, options=None) -> TriumfDrez:
    state = TriumfDrez(players, seed, options or {})
    bot = RandomBot(seed)
    for _ in range(moves):
        if state.is_over():
            break
        seat = state.to_act()[0]
        state.apply(seat, bot.choose(state, seat))
    return state


def test_the_spec_names_this_engine():
    assert SPEC.engine_class() is TriumfDrez


@pytest.mark.parametrize(("players", "options"), SETS, ids=lambda v: str(v))
def test_random_playouts_keep_the_contract(players, options):
    state = TriumfDrez(players, 7, options)
    bots = [RandomBot(70 + s) for s in range(players)]
    report = checked_playout(
        state, lambda st, seat: bots[seat].choose(st, seat), random.Random(7), save_every=7, views_every=3
    )
    assert report.finished and state.outcome() is not None


def test_many_seeds_finish_with_their_laws_kept():
    for seed in range(12):
        players = 2 + seed % 3
        state = TriumfDrez(players, seed)
        bot = RandomBot(seed)
        for _ in range(20_000):
            if state.is_over():
                break
            seat = state.to_act()[0]
            state.apply(seat, bot.choose(state, seat))
            if seed % 4 == 0:
                assert not state.invariant_violations()
        assert state.is_over(), f"seed {seed} did not end"
        assert max(state.scores) >= state.target


def test_the_view_is_typed_and_json():
    state = _played(4, 3, 40)
    for seat in (0, 1, 2, 3, None):
        view = state.view(seat)
        assert isinstance(view, TriumfDrezView) and isinstance(view, View)
        json.dumps(to_json(view))


def test_determinize_keeps_every_seats_view():
    for players in (2, 3, 4):
        state = _played(players, 11, 25)
        seat = state.to_act()[0]
        rng = random.Random(1)
        for _ in range(20):
            det = state.determinize(seat, rng)
            assert det.view(seat) == state.view(seat)
            assert det.legal_actions(seat) == state.legal_actions(seat)
            assert not det.invariant_violations()


def test_snapshots_round_trip_through_json():
    for seed in range(6):
        players, options = SETS[seed]
        state = _played(players, seed, 20 * seed + 5, options)
        snapshot = json.loads(json.dumps(state.snapshot()))
        again = TriumfDrez.from_snapshot(players, state.seed, state.options, snapshot)
        assert again.snapshot() == state.snapshot()
        for seat in (*range(players), None):
            assert again.view(seat) == state.view(seat)


@pytest.mark.parametrize(
    "damage",
    [
        one_too_many,
        lambda s: s["cards"]["undealt"].pop(),  # a card lost
        lambda s: s.__setitem__("phase", "dancing"),
        lambda s: s.__setitem__("dealer", 0),  # not the rotation's
        lambda s: s["scores"].__setitem__(0, 99),  # points no hand gave
        lambda s: s["calls"].append([s["calls"][-1][0], "bid:7,no,no,closed"]),  # out of turn, not higher
        lambda s: s.__setitem__("contract", [1, "bid:13,no,no,open"]),
        lambda s: s["done"][0][1].reverse(),  # a trick's cards in another order: wrong winner or duty broken
        lambda s: s["done"][0].__setitem__(2, (s["done"][0][2] + 1) % 4),  # the wrong winner
        lambda s: s.__setitem__("winners", [0]),
    ],
)
def test_damaged_snapshots_are_refused(damage):
    state = _played(4, 4, 30)
    assert state.phase == "play" and state.done
    snapshot = json.loads(json.dumps(state.snapshot()))
    damage(snapshot)
    with pytest.raises(SaveError):
        TriumfDrez.from_snapshot(4, state.seed, state.options, snapshot)


def test_saves_load_and_replay():
    state = _played(3, 9, 60)
    again = load_state(json.loads(state.dumps()), {"triumfdrez": TriumfDrez})
    assert again == state


def test_the_fuzzing_harness_finds_nothing(monkeypatch):
    from game import fuzz

    monkeypatch.setitem(GAMES, "triumfdrez", TriumfDrez)
    reports = fuzz.run(6.0, ["triumfdrez"], seed=3, saves_per_game=4)
    assert sum(reports[0].tried.values()) > 30
    assert [f.problem for f in reports[0].distinct()] == []


def test_is_legal_agrees_with_the_legal_list():
    # is_legal answers without listing the bids: it must say exactly what the list says
    from game.core import Action

    for players in (2, 3, 4):
        state = _played(players, 13, 8)
        probes = [
            Action.decode(t)
            for t in (
                "pass",
                "bid:7,no,no,closed",
                "bid:13,B,9,open",
                "bid:9,A,7,closed",
                "bid:9,A,07,closed",
                "bid:4,A,7,closed",
                "play:C9",
                "play:N",
            )
        ]
        for _ in range(60):
            if state.is_over():
                break
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            for action in [*legal[:50], *legal[-50:], *probes]:
                assert state.is_legal(seat, action) == (action in legal), action
            assert not state.is_legal((seat + 1) % players, legal[0])
            state.apply(seat, legal[len(legal) // 2])
