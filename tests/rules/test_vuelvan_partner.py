"""The Vuelvan computer partner: reads only its seat's view, keeps its conventions, beats random play."""

from __future__ import annotations

import random

import pytest

from game.ai.base import RandomBot
from game.core import Action
from games.vuelvan.engine import LEVELS, HandCard, Vuelvan
from games.vuelvan.players import Beliefs, VuelvanPartner, make_partner, measure, register
from tests.rules.test_vuelvan import rigged


class ViewOnly:
    """Exposes exactly what the partner may use: the seat's view and its legal actions."""

    def __init__(self, state: Vuelvan) -> None:
        self._state = state

    def view(self, seat):
        return self._state.view(seat)

    def legal_actions(self, seat):
        return self._state.legal_actions(seat)


def know(state: Vuelvan, seat: int, slot: int) -> None:
    """Lay out by hand that the holder knows that card exactly (as after two hints)."""
    card = state.hands[seat][slot]
    state.hands[seat][slot] = HandCard(card.code, (card.code,), 1)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_partner_plays_whole_games_through_the_view_alone(players, level):
    state = Vuelvan(players, seed=players * 7, options={"level": level})
    partners = [VuelvanPartner(seed=s) for s in range(players)]
    while not state.is_over():
        seat = state.turn
        action = partners[seat].choose(ViewOnly(state), seat)
        assert action in state.legal_actions(seat)
        state.apply(seat, action)
    assert state.outcome().rating is not None


def test_partner_choice_does_not_depend_on_its_own_hidden_cards():
    # Same view, different own hand (and unseen Doors): the same choice.
    for seed in range(6):
        state = Vuelvan(2 + seed % 3, seed=seed)
        bots = [RandomBot(seed)] * state.players
        for _ in range(seed):
            if not state.is_over():
                state.apply(state.turn, bots[0].choose(state, state.turn))
        if state.is_over():
            continue
        seat = state.turn
        choice = VuelvanPartner().choose(state, seat)
        for k in range(5):
            other = state.determinize(seat, random.Random(k))
            assert other.view(seat) == state.view(seat)
            assert VuelvanPartner().choose(other, seat) == choice


def test_places_a_card_it_is_sure_of_on_its_own_door():
    state = rigged([["RT", "BT", "RL", "BL", "LT"], ["RB", "RL", "BT", "RT", "BL"]],
                   doors=("RL", "BL", "RT", "BT"))
    know(state, 0, 2)  # seat 0 knows its card 3 is the Red Lady; its own Door is the Red Lady
    assert VuelvanPartner().choose(state, 0) == Action("play", (2, 0))


def test_discards_only_cards_it_is_sure_are_wild():
    state = rigged([["RT", "BT", "RL", "BL", "LT"], ["RB", "RL", "BT", "RT", "BL"]])
    know(state, 0, 4)
    assert VuelvanPartner().choose(state, 0) == Action("discard", (4,))
    # with nothing certain, it never discards: a gem or a placement instead
    fresh = Vuelvan(3, seed=4)
    assert VuelvanPartner().choose(fresh, 0).kind != "discard"


def test_reads_a_door_from_a_known_card_placed_on_its_placers_own_door():
    state = rigged([["RT", "BT", "RL", "BL", "LT"], ["RB", "RL", "BT", "RT", "BL"]],
                   doors=("RL", "BL", "RT", "BT"), turn=1)
    know(state, 1, 4)  # seat 1 knows its Blue Lady and its own Door is the Blue Lady
    state.apply(1, Action("play", (4, 1)))
    beliefs = Beliefs(state.view(0), 0)
    assert beliefs.door_belief[1] == {"BL": 1.0}
    assert beliefs.door_of("BL") == 1


def test_swap_convention_takes_a_wild_or_a_card_for_its_own_door_and_partners_read_it():
    swaps = 0
    for seed in range(40):
        state = Vuelvan(2 + seed % 3, seed=seed)
        partners = [VuelvanPartner(s) for s in range(state.players)]
        while not state.is_over():
            seat = state.turn
            action = partners[seat].choose(state, seat)
            if action.kind == "swap":
                swaps += 1
                _, target, theirs = action.args
                card = state.hands[target][theirs]
                if card.code in ("RB", "LT"):
                    assert not set(card.possible) <= {"RB", "LT"}  # the partner did not know it
                else:
                    assert card.code == state.doors[seat]  # a card for the taker's own Door
                    state.apply(seat, action)
                    for reader in range(state.players):
                        if reader != seat and not state.is_over():
                            assert Beliefs(state.view(reader), reader).door_belief[seat] == {card.code: 1.0}
                    continue
            state.apply(seat, action)
    assert swaps > 10


def test_hints_when_a_hint_makes_a_partners_cards_certain():
    state = rigged([["BT", "BT", "RT"], ["RL", "RL", "BL"], ["RT", "BL", "BT"]],
                   doors=("RT", "RL", "BL", "BT"))
    state.gems[0] = ("red", "blue", "white")
    # Seat 1 already knows its cards are Ladies; a colour hint settles all three, and
    # two of them belong on seat 1's own Door.
    state.hands[1] = [HandCard(c.code, ("RL", "BL", "LT"), 1) for c in state.hands[1]]
    action = VuelvanPartner().choose(state, 0)
    assert action in (Action("colour", (1, "red")), Action("colour", (1, "blue")))


def test_register_and_factory():
    bots: dict[str, type] = {}
    register(bots)
    assert bots["vuelvan_partner"] is VuelvanPartner
    assert make_partner(3).name == "vuelvan_partner"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_partner_tables_score_far_above_random_tables(players):
    partner = measure(players, "basic", 12, lambda s: VuelvanPartner(s))
    random_table = measure(players, "basic", 12, lambda s: RandomBot(s))
    assert partner["mean"] > random_table["mean"] + 15
    assert partner["mean"] > 0
