"""PokerDrez para 4 beside the shared contract. What tests/test_contract.py and tests/reliability/ check
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
from games.pokerdrez4.board import partner_of
from games.pokerdrez4.engine import PokerDrez4
from games.pokerdrez4.view import PokerDrez4View
from tests.random_play import bot_moves

OPTION_SETS = [{"decks": d, "partners_see": p} for d in (2, 1) for p in (False, True)]


def _played(seed: int, moves: int, options=None) -> PokerDrez4:
    return bot_moves(PokerDrez4(4, seed, options or {}), moves, seed)


def _long_game(seed: int, options=None) -> PokerDrez4:
    """A game still going after a good many moves (random games often end early in mate)."""
    for attempt in range(50):
        state = _played(seed * 100 + attempt, 40, options)
        if not state.is_over():
            return state
    raise AssertionError("no random game lasted 40 moves")


def test_many_seeds_finish_with_their_invariants():
    ends = set()
    for seed in range(24):
        state = PokerDrez4(4, seed, OPTION_SETS[seed % 4])
        bot = RandomBot(seed)
        for _ in range(3000):
            if state.is_over():
                break
            seat = state.to_act()[0]
            state.apply(seat, bot.choose(state, seat))
            if seed % 6 == 0:
                assert not state.invariant_violations()
        assert state.is_over(), f"seed {seed} did not end"
        ends.add(state.result[0] if state.result else None)
    assert "checkmate" in ends


def test_the_view_is_typed_and_hides_the_other_hands():
    state = _long_game(3)
    for seat in (0, 1, 2, 3, None):
        view = state.view(seat)
        assert isinstance(view, PokerDrez4View) and isinstance(view, View)
        json.dumps(to_json(view))
        if seat is not None:
            assert view.hand == state.hand(seat)
            assert view.partner_hand is None  # the option is off
    # twin states that differ only in the other seats' hands look the same to seat 0
    twin = state.clone()
    others = [list(state.hand(s)) for s in (1, 2, 3)]
    deck = list(state.cards.cards("deck"))
    for i, s in enumerate((1, 2, 3)):
        twin.cards.replace(f"hand.{s}", deck[2 * i : 2 * i + 2])
    twin.cards.replace("deck", [c for hand in others for c in hand] + deck[6:])
    twin._legal = None
    assert not twin.invariant_violations()
    assert twin.view(0) == state.view(0) and twin.view(None) == state.view(None)


def test_partners_see_each_others_cards_only_with_the_option():
    # "puede discutir en voz alta la mejor jugada con su compañero" (D10)
    state = _long_game(4, {"partners_see": True})
    for seat in range(4):
        view = state.view(seat)
        assert view.partner_hand == tuple(sorted(state.hand(partner_of(seat))))
    assert state.view(None).partner_hand is None


def test_determinize_resamples_what_the_seat_cannot_see():
    for options in ({}, {"partners_see": True}):
        state = _long_game(11, options)
        seat = state.to_act()[0]
        rng = random.Random(1)
        seen = set()
        for _ in range(30):
            det = state.determinize(seat, rng)
            assert det.view(seat) == state.view(seat)
            assert det.legal_actions(seat) == state.legal_actions(seat)
            assert not det.invariant_violations()
            seen.add(tuple(det.hand((seat + 1) % 4)))
            if options:
                assert sorted(det.hand(partner_of(seat))) == sorted(state.hand(partner_of(seat)))
        assert len(seen) > 15


def test_the_private_determinize_hides_the_partner_even_with_the_option():
    # D10: computer partners share nothing hidden
    state = _long_game(12, {"partners_see": True})
    seat = state.to_act()[0]
    partner = partner_of(seat)
    rng = random.Random(2)
    hands = {tuple(sorted(state.private_determinize(seat, rng).hand(partner))) for _ in range(30)}
    assert len(hands) > 15


@pytest.mark.parametrize(
    "damage",
    [
        lambda s: s["cards"]["deck"].append("B1"),  # a card made
        lambda s: s["cards"]["deck"].pop(),  # a card lost
        lambda s: s["cards"]["deck"].append("N"),  # a neutral card, which para 4 leaves out
        lambda s: s.__setitem__("phase", "dancing"),
        lambda s: s.__setitem__("mover", 4),
        lambda s: s["board"].__setitem__(s["board"].index(None), "0Q"),  # a second queen
        lambda s: s["board"].__setitem__(s["board"].index("0K"), None),  # a king gone
        lambda s: s["reserves"][1].append("K"),
        lambda s: s.__setitem__("result", ["checkmate", 0, 1]),  # an end the position does not give
        lambda s: s.__setitem__("quiet", 999),
    ],
)
def test_damaged_snapshots_are_refused(damage):
    state = _long_game(4)
    snapshot = json.loads(json.dumps(state.snapshot()))
    damage(snapshot)
    with pytest.raises(SaveError):
        PokerDrez4.from_snapshot(4, state.seed, state.options, snapshot)

