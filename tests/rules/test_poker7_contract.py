"""Poker7 beside the shared contract. What tests/test_contract.py and tests/reliability/ check
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
from games.poker7.engine import Poker7
from games.poker7.view import SHOWING, Poker7View
from tests.random_play import bot_moves

OPTION_SETS = [{}, {"table": "quick"}, {"table": "deep", "hands": 10}]


def _played(seed: int, moves: int, players: int = 4, options=None) -> Poker7:
    return bot_moves(Poker7(players, seed, options or {}), moves, seed)


def test_many_seeds_finish_with_every_chip_kept():
    for seed in range(30):
        players = 2 + seed % 7
        state = Poker7(players, seed, OPTION_SETS[seed % 3])
        bot = RandomBot(seed)
        for _ in range(20000):
            if state.is_over():
                break
            seat = state.to_act()[0]
            state.apply(seat, bot.choose(state, seat))
            assert not state.invariant_violations()
        assert state.is_over(), f"seed {seed} did not end"


def test_the_view_is_typed_and_hides_the_others_hidden_cards():
    state = _played(3, 6)
    for seat in (0, 1, 2, 3, None):
        view = state.view(seat)
        assert isinstance(view, Poker7View) and isinstance(view, View)
        json.dumps(to_json(view))
    # twin states that differ only in another seat's hidden cards look the same to seat 0
    twin = state.clone()
    deck = list(state.cards.cards("deck"))
    theirs = list(state.cards.cards("hidden.2"))
    twin.cards.replace("hidden.2", deck[:2])
    twin.cards.replace("deck", theirs + deck[2:])
    assert not twin.invariant_violations()
    assert twin.view(0) == state.view(0) and twin.view(None) == state.view(None)
    assert twin.view(2) != state.view(2)


def test_determinize_resamples_what_the_seat_has_not_seen_and_keeps_the_shown_cards():
    state = Poker7(3, 21, {})
    while state.phase != SHOWING or state.to_act()[0] == state.chips.contenders()[0]:
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        state.apply(seat, next((a for a in legal if a.kind in ("check", "call")), legal[0]))
    seat = state.to_act()[0]
    first = state.chips.contenders()[0]
    shown = state.shown[first]
    assert shown is not None
    rng = random.Random(1)
    others = set()
    for _ in range(40):
        det = state.determinize(seat, rng)
        assert det.view(seat) == state.view(seat)
        assert det.legal_actions(seat) == state.legal_actions(seat)
        assert not det.invariant_violations()
        assert shown in det.cards.cards(f"hidden.{first}")
        others.add(tuple(sorted(det.cards.cards(f"hidden.{first}"))))
    assert len(others) > 10


@pytest.mark.parametrize(
    "damage",
    [
        lambda s: s["cards"]["deck"].append("B1"),  # a card made
        lambda s: s["cards"]["deck"].pop(),  # a card lost
        lambda s: s["cards"]["deck"].append("N"),  # a neutral card
        lambda s: s["chips"]["stacks"].__setitem__(0, s["chips"]["stacks"][0] + 5),  # chips made
        lambda s: s.__setitem__("phase", "dancing"),
        lambda s: s.__setitem__("round", 7),
        lambda s: s.__setitem__("dealer", 9),
        lambda s: s["shown"].__setitem__(0, "D5"),  # a shown card it does not hold
        lambda s: s.__setitem__("settlement", {"received": [0, 0, 0, 0], "pots": []}),
        lambda s: s["out_after"].__setitem__(0, 1),  # out of the game with chips
    ],
)
def test_damaged_snapshots_are_refused(damage):
    state = _played(4, 5)
    snapshot = json.loads(json.dumps(state.snapshot()))
    damage(snapshot)
    with pytest.raises(SaveError):
        Poker7.from_snapshot(4, state.seed, state.options, snapshot)

