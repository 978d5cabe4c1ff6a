"""Vuelvan's typed view: a frozen value that holds what the seat may know and nothing else; the
table draws from it alone (it imports no rules); actions are made and read by name."""

from __future__ import annotations

import dataclasses
import random

import pytest

from game.core import Action
from game.view import View
from games.vuelvan import view as vv
from games.vuelvan.engine import HandCard, Vuelvan
from tests.rules.test_vuelvan import act, rigged


def played(players: int, seed: int, moves: int) -> Vuelvan:
    state = Vuelvan(players, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over():
            break
        state.apply(state.turn, rng.choice(state.legal_actions(state.turn)))
    return state


def frozen_all_the_way(value: object) -> None:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        assert type(value).__dataclass_params__.frozen, type(value).__name__  # type: ignore[attr-defined]
        for f in dataclasses.fields(value):
            frozen_all_the_way(getattr(value, f.name))
    else:
        assert not isinstance(value, (list, dict, set)), value
        if isinstance(value, tuple):
            for item in value:
                frozen_all_the_way(item)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_view_is_a_frozen_view_with_the_common_fields(players):
    state = played(players, players, 5)
    for seat in (*range(players), None):
        view = state.view(seat)
        assert isinstance(view, vv.VuelvanView) and isinstance(view, View)
        frozen_all_the_way(view)
        assert view.seat == seat and view.to_act == state.to_act() and view.over == state.is_over()
        assert view.legal == (tuple(state.legal_actions(seat)) if seat in state.to_act() else ())
        assert view.to_json()["hands"]  # plain JSON for the checks


@pytest.mark.parametrize("players", [2, 3, 4])
def test_twins_that_differ_only_in_what_a_seat_cannot_see_give_it_the_same_view(players):
    # The seat's own hand (within what the table knows of it), its own face-down discards, the
    # box and the Doors it has not seen are hidden from it.
    for seed in range(6):
        state = played(players, seed, seed * 2)
        if state.is_over():
            continue
        for seat in range(players):
            for k in range(3):
                twin = state.determinize(seat, random.Random(k))
                assert twin.view(seat) == state.view(seat)
        # A spectator sees no hand: any deal with the same public knowledge shows the same.
        twin = state.clone()
        twin.hands = [[dataclasses.replace(card, code=card.possible[0]) for card in hand] for hand in state.hands]
        twin.box = ["RL"]  # the box is a count either way
        assert dataclasses.replace(twin.view(None), box=0) == dataclasses.replace(state.view(None), box=0)


def test_the_own_hand_is_absent_yet_what_the_table_knows_of_it_is_there():
    state = rigged([["RT", "BT", "RL", "BL", "LT"], ["RB", "RL", "BT", "RT", "BL"]], turn=1)
    act(state, "role:0,tiger")
    view = state.view(0)
    assert all(card.code is None and card.points == () for card in view.hands[0])
    assert view.hands[0][0].knows == vv.Knowledge(role="tiger")
    assert view.hands[0][2].knows == vv.Knowledge(not_role="tiger")
    # A partner's cards: their code and the hints that would point at them.
    assert view.hands[1][0].code == "RB" and view.hands[1][0].points == ("red", "blue")
    assert view.hands[1][1].points == ("lady", "red")


def test_placed_cards_say_whether_they_scored_once_the_game_is_over():
    state = rigged([["RL"], ["BL"]], doors=("RL", "BL", "RT", "BT"))
    act(state, "play:0,0")
    assert state.view(1).placed[0].correct is None
    act(state, "play:0,2")
    assert [p.correct for p in state.view(0).placed] == [True, False]
    assert [line.key for line in state.view(0).tally] == [key for key, _ in vv.SCORE_POINTS]


def test_a_swap_is_remembered_in_the_view():
    state = rigged([["RT", "BT", "RL"], ["RB", "RL", "BT"], ["BL", "BL", "RT"]])
    act(state, "swap:0,1,0")
    view = state.view(0)
    assert view.hands[0][0].code is None and view.hands[0][0].knows == vv.Knowledge(exact="RB")
    assert view.hands[0][0].swapped == "taken" and view.hands[1][0].swapped == "given"


@pytest.mark.parametrize("action, reader, parts", [
    (vv.play(2, 3), vv.play_parts, (2, 3)),
    (vv.discard(4), vv.discard_slot, 4),
    (vv.hint("role", 1, "lady"), vv.hint_parts, ("role", 1, "lady")),
    (vv.hint("colour", 2, "blue"), vv.hint_target, 2),
    (vv.look(1), vv.look_door, 1),
    (vv.swap(0, 2, 1), vv.swap_parts, (0, 2, 1)),
])
def test_actions_are_made_and_read_by_name(action, reader, parts):
    assert reader(action) == parts
    assert Action.decode(action.encode()) == action


def test_the_named_actions_are_the_engines_own():
    state = Vuelvan(3, seed=4)
    legal = set(state.legal_actions(0))
    assert {vv.play(0, 3), vv.discard(1), vv.look(2), vv.swap(0, 2, 1)} <= legal
    assert {a for a in legal if vv.is_hint(a)} == {vv.hint(*vv.hint_parts(a)) for a in legal if vv.is_hint(a)}
    assert vv.gem_of(vv.look(2)) == "white" and vv.gem_of(vv.play(0, 0)) is None
    lone = Vuelvan(2, seed=4)
    lone.hands[0], lone.hands[1] = [], [HandCard("RL")]
    lone.gems[0] = ("black",)
    assert lone.legal_actions(0) == [vv.drop()]


