"""PokerDrez beside the shared contract. What tests/test_contract.py and tests/reliability/ check
for every registered game (random playouts with checks at every step, replays, snapshot round trips,
saves, the fuzzer) is not repeated here (it was, while the game was not yet registered); this file
keeps what only this game has: its view's secrets, determinize, damaged snapshots of its own shape,
its own laws."""

from __future__ import annotations

import json
import random

import pytest

from game.ai.base import RandomBot
from game.cards.pokerdrez import NEUTRAL
from game.core import SaveError
from game.view import View, to_json
from games.pokerdrez.engine import PokerDrez
from games.pokerdrez.view import PokerDrezView, keep, swap
from tests.random_play import bot_moves

OPTION_SETS = [{"decks": d, "die": die, "stakes": "off"} for d in (2, 1) for die in (True, False)] + [
    {"decks": 1, "die": True, "stakes": "5-20"},  # the betting variant (games/pokerdrez/betting.py)
    {"decks": 2, "die": False, "stakes": "10-50"},
]


def _played(seed: int, moves: int, options=None) -> PokerDrez:
    return bot_moves(PokerDrez(2, seed, options or {}), moves, seed)


def test_many_seeds_finish():
    for seed in range(16):
        state = PokerDrez(2, seed, OPTION_SETS[seed % len(OPTION_SETS)])
        bot = RandomBot(seed)
        for _ in range(5000):
            if state.is_over():
                break
            seat = state.to_act()[0]
            state.apply(seat, bot.choose(state, seat))
            if seed % 4 == 0:
                assert not state.invariant_violations()
        assert state.is_over(), f"seed {seed} did not end"


def test_the_view_is_typed_and_hides_the_secrets():
    state = _played(3, 30)
    for seat in (0, 1, None):
        view = state.view(seat)
        assert isinstance(view, PokerDrezView) and isinstance(view, View)
        json.dumps(to_json(view))
        text = json.dumps(to_json(view))
        assert "deck" not in {f for f in view.__dataclass_fields__ if f.endswith("cards")}
        if seat is not None:
            assert view.hand == state.hand(seat)
    # the opponent's hand is a count: two states that differ only there look the same
    twin = state.clone()
    other_hand = list(state.hand(1))
    deck = list(state.cards.cards("deck"))
    twin.cards.replace("hand.1", deck[:2])
    twin.cards.replace("deck", other_hand + deck[2:])
    assert not twin.invariant_violations()
    assert twin.view(0) == state.view(0) and twin.view(None) == state.view(None)
    assert text


def test_determinize_resamples_the_hidden_cards_and_keeps_what_is_known():
    state = _played(11, 40)
    seat = state.to_act()[0]
    other = 1 - seat
    rng = random.Random(1)
    hands = set()
    for _ in range(40):
        det = state.determinize(seat, rng)
        assert det.view(seat) == state.view(seat)
        assert det.legal_actions(seat) == state.legal_actions(seat)
        assert not det.invariant_violations()
        assert sorted(det.cards.cards("deck") + det.hand(other)) == sorted(
            state.cards.cards("deck") + state.hand(other)
        )
        hands.add(tuple(sorted(det.hand(other))))
    assert len(hands) > 20  # never simply the true hand


def test_determinize_keeps_a_neutral_card_given_to_the_opponent():
    import chess

    from tests.rules.test_pokerdrez import cards, position

    state = position(chess.STARTING_FEN, hand0=("N", "P2"), hand1=("D7", "D8"))
    state.apply(0, swap("hand", "opponent"))
    for i in range(20):
        det = state.determinize(0, random.Random(i))
        assert NEUTRAL in det.hand(1)
    assert cards("N") == [NEUTRAL]


@pytest.mark.parametrize(
    "damage",
    [
        lambda s: s["cards"]["deck"].append("B1"),  # a card made
        lambda s: s["cards"]["deck"].pop(),  # a card lost
        lambda s: s["moves"].append("e2e5"),  # an illegal move
        lambda s: s.__setitem__("phase", "dancing"),
        lambda s: s.__setitem__("rolled", 9),
        lambda s: s.__setitem__("result", ["checkmate", 0]),  # an end the position does not give
        lambda s: s.__setitem__("removed", ["e2", "e7"]),  # two pawns of one file
        lambda s: s["known"][0].append("D5"),  # a known card that is not there
        lambda s: s.__setitem__("start_fen", "8/8/8/8/8/8/8/K6k w - - 0 1"),
    ],
)
def test_damaged_snapshots_are_refused(damage):
    state = _played(4, 30)
    snapshot = json.loads(json.dumps(state.snapshot()))
    damage(snapshot)
    with pytest.raises(SaveError):
        PokerDrez.from_snapshot(2, state.seed, state.options, snapshot)


def test_invariants_catch_a_card_made_or_a_hand_too_big():
    state = _played(2, 20)
    assert state.invariant_violations() == []
    state.cards.replace("hand.0", list(state.hand(0)) + [NEUTRAL])
    assert state.invariant_violations()


def test_keep_is_the_first_choice_before_play():
    assert PokerDrez(2, 0, {}).legal_actions(1)[0] == keep()
