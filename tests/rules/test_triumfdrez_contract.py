"""TriumfDrez beside the shared contract. What tests/test_contract.py and tests/reliability/ check
for every registered game (random playouts with checks at every step, replays, snapshot round trips,
saves, the fuzzer) is not repeated here (it was, while the game was not yet registered); this file
keeps what only this game has: its view's secrets, determinize, damaged snapshots of its own shape,
its own laws."""

from __future__ import annotations

import json
import random

import pytest

from game.ai.base import RandomBot
from game.core import SaveError
from game.view import View, to_json
from games.triumfdrez.engine import TriumfDrez
from games.triumfdrez.testing import one_too_many
from games.triumfdrez.view import TriumfDrezView
from tests.random_play import bot_moves


def _played(players: int, seed: int, moves: int, options=None) -> TriumfDrez:
    return bot_moves(TriumfDrez(players, seed, options or {}), moves, seed)


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
