"""Vuelvan's fast paths agree with the plain definitions they replace.

``is_legal`` answers without building the legal list, and the legal list is put
together from prebuilt Action values; both must give exactly what the rules
(the slow definitions below, written as the rules read) give, in every position.
"""

from __future__ import annotations

import itertools
import random

import pytest

from game.core import Action
from games.vuelvan.engine import HINT_CODES, LEVELS, HandCard, Vuelvan

KINDS = ("play", "discard", "role", "colour", "look", "swap", "drop", "no_such")
WORDS = ("lady", "tiger", "red", "blue", "green")
NUMBERS = tuple(range(-1, 6))


def candidate_actions() -> list[Action]:
    """Legal-looking and illegal actions of every kind: wrong lengths, wrong types, out of range."""
    values = NUMBERS + WORDS
    arg_lists = [()]
    arg_lists += [(v,) for v in values]
    arg_lists += list(itertools.product(values, values))
    arg_lists += list(itertools.product(NUMBERS, NUMBERS, NUMBERS))
    return [Action(kind, args) for kind in KINDS for args in arg_lists]


CANDIDATES = candidate_actions()


def slow_legal_actions(state: Vuelvan, seat: int) -> list[Action]:
    """The legal list spelled out from the rules, one Action at a time."""
    if state.is_over() or seat != state.turn:
        return []
    hand = state.hands[seat]
    actions = [Action("play", (slot, door)) for slot in range(len(hand)) for door in range(4)]
    actions += [Action("discard", (slot,)) for slot in range(len(hand))]
    if not state.may_use_gems(seat):
        return actions
    gems = state.gems[seat]
    others = [(seat + k) % state.players for k in range(1, state.players)]

    def points(target: int, kind: str, value: str) -> bool:
        return any(card.code in HINT_CODES[(kind, value)] for card in state.hands[target])

    if "red" in gems:
        actions += [Action("role", (t, r)) for t in others for r in ("lady", "tiger") if points(t, "role", r)]
    if "blue" in gems:
        actions += [Action("colour", (t, c)) for t in others for c in ("red", "blue") if points(t, "colour", c)]
    if "white" in gems:
        # "una de las cuatro cartas de Puerta a tu elección" (rules version 2)
        actions += [Action("look", (d,)) for d in range(4)]
    if "black" in gems:
        if hand:
            actions += [
                Action("swap", (m, t, o)) for t in others for m in range(len(hand)) for o in range(len(state.hands[t]))
            ]
        elif gems == ("black",):
            actions.append(Action("drop"))
    return actions


def positions() -> list[Vuelvan]:
    """Positions along random games at every level and table size, plus a few rigged corners."""
    found = []
    for level, players in itertools.product(LEVELS, (2, 3, 4)):
        state = Vuelvan(players, seed=players * 31 + LEVELS.index(level), options={"level": level})
        rng = random.Random(players)
        step = 0
        while not state.is_over():
            if step % 3 == 0:
                found.append(state.clone())
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            step += 1
        found.append(state)
    # "Si la única que le queda es la gema negra, deberá simplemente descartarla"
    lone_black = Vuelvan(3, seed=5)
    lone_black.hands[0] = []
    lone_black.gems[0] = ("black",)
    found.append(lone_black)
    empty_with_gems = Vuelvan(3, seed=6)
    empty_with_gems.hands[0] = []
    empty_with_gems.gems[0] = ("white", "black")
    found.append(empty_with_gems)
    looked_and_white = Vuelvan(4, seed=8)  # a Door already seen is offered all the same
    looked_and_white.looks.append((0, 2))
    found.append(looked_and_white)
    wide = Vuelvan(2, seed=7)  # hand sizes no deal produces: the prebuilt blocks must still fit
    wide.hands[1] = wide.hands[1] + [HandCard("RB"), HandCard("LT")]
    found.append(wide)
    return found


@pytest.mark.parametrize("state", positions(), ids=lambda s: f"{s.players}p-{s.level}-{s.actions_done}")
def test_legal_list_and_is_legal_match_the_rules(state: Vuelvan) -> None:
    for seat in range(state.players):
        expected = slow_legal_actions(state, seat)
        assert state.legal_actions(seat) == expected
        legal = set(expected)
        for action in CANDIDATES:
            assert state.is_legal(seat, action) == (action in legal), (seat, action.encode())
        for action in expected:  # swaps and hints with sizes the candidates do not reach
            assert state.is_legal(seat, action)


def test_the_legal_list_is_the_callers_own() -> None:
    # Prebuilt Action values are shared, the list is not: a caller may shuffle or trim it.
    state = Vuelvan(3, seed=1)
    first = state.legal_actions(0)
    first.clear()
    assert state.legal_actions(0)
