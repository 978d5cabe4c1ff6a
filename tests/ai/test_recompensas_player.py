"""The Recompensas player (games/recompensas/players.py): the Hint's judgement, one or two
cards ahead, from the view alone."""

from __future__ import annotations

import random

import pytest

from game.ai.base import make_bot
from game.core import Action
from games.recompensas.engine import LEVELS, Recompensas, hint, next_card_odds, state_from_view
from games.recompensas.players import TwoCardsAhead, _revealed, make_hard, make_normal
from tests.rules.test_recompensas import game_with


def test_normal_and_hard_are_this_player():
    state = Recompensas(1, 0)
    assert type(make_bot("normal").delegate_for(state.id)).__name__ == "RecompensasPlayer"
    assert type(make_bot("hard").delegate_for(state.id)).__name__ == "RecompensasPlayer"


@pytest.mark.parametrize("level", LEVELS)
def test_normal_plays_the_hint_and_hard_a_legal_action_whatever_the_hidden_cards(level):
    state = Recompensas(1, 11, {"level": level})
    normal, hard = make_normal(), make_hard()
    rng = random.Random(4)
    for _ in range(5):  # the first cards of a deal at every level
        if state.is_over():
            break
        choice = normal.choose(state, 0)
        assert choice == hint(state_from_view(state.view(0)))
        deep = hard.choose(state, 0)
        assert deep in state.legal_actions(0)
        # The same view with the unseen cards dealt again: the same choices (never peeks).
        twin = state.determinize(0, random.Random(rng.getrandbits(32)))
        assert normal.choose(twin, 0) == choice and hard.choose(twin, 0) == deep
        state.apply(0, deep if rng.random() < 0.5 else rng.choice(state.legal_actions(0)))


def test_one_card_deep_is_the_hint():
    state = state_from_view(Recompensas(1, 5).view(0))
    search = TwoCardsAhead(deadline=float("inf"))
    values = {action: search.action_value(state, action, 1) for action in state.legal_actions(0)}
    best = min(values.values())
    assert values[hint(state)] == best


def test_a_revealed_card_leaves_the_odds_of_the_next():
    # "Revela la carta superior del mazo": the card turned up is no longer among those to come.
    state = state_from_view(Recompensas(1, 2).view(0))
    odds = next_card_odds(state)
    card = next(iter(odds))
    after = _revealed(state, {door: list(c) for door, c in state.doors.items()}, card)
    assert after.current == card and len(after.deck) == len(state.deck) - 1
    assert state.current in after.played
    later = next_card_odds(after)
    assert later.get(card, 0) == odds[card] - 1 and sum(later.values()) == sum(odds.values()) - 1


def test_hard_takes_the_last_treasure():
    # "Ganarás la partida si consigues recolectar los 10 tesoros."
    last = game_with({"BL": [0, 1, 0, 0], "BT": [0, 0, 0, 0]}, "BL")
    assert make_hard().choose(last, 0) == Action("collect")


def test_out_of_time_hard_keeps_the_hints_choice():
    state = Recompensas(1, 9)
    player = make_hard()
    player.seconds = -1.0  # the deadline has passed before the first node
    while len(state.legal_actions(0)) < 2:
        state.apply(0, state.legal_actions(0)[0])
    assert player.choose(state, 0) == hint(state_from_view(state.view(0)))
