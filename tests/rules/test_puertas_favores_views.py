"""Puertas and Favores on the typed boundary (issue 15): views are frozen values with no secret,
the tables import no engine, and the named actions round-trip."""

from __future__ import annotations

import pytest

from game.core import Action
from game.view import View
from games.favores import view as fv
from games.favores.engine import Favores
from games.puertas import view as pv
from games.puertas.engine import Puertas
from tests.random_play import legal_moves


def played(cls, players, seed, moves):
    return legal_moves(cls(players, seed), moves, seed)


@pytest.mark.parametrize("seed", range(6))
def test_puertas_views_are_typed_and_keep_the_other_door_secret(seed):
    state = played(Puertas, 2, seed, seed * 4)
    for seat in (0, 1, None):
        view = state.view(seat)
        assert isinstance(view, View) and isinstance(view, pv.PuertasView)
        assert view.legal == (tuple(state.legal_actions(seat)) if seat in state.to_act() else ())
    if state.phase in ("round_over", "over"):
        return
    # A twin that differs only in what seat 0 cannot know: the other Door, the aside, the deck's order.
    twin = state.clone()
    other = next(code for code in state.possible_identities(0) if code != state.identities[1]) \
        if len(state.possible_identities(0)) > 1 else state.identities[1]
    twin.identities[1] = other
    twin.aside = sorted(code for code in ("RL", "BL", "RT", "BT") if code not in twin.identities)
    twin.deck = list(reversed(state.deck))
    assert twin.view(0) == state.view(0)
    assert twin.view(None) == state.view(None)


@pytest.mark.parametrize("seed", range(6))
def test_favores_views_are_typed_and_keep_identities_secret(seed):
    state = played(Favores, 3, seed, seed * 5)
    for seat in (0, 1, 2, None):
        view = state.view(seat)
        assert isinstance(view, View) and isinstance(view, fv.FavoresView)
        assert view.legal == (tuple(state.legal_actions(seat)) if seat in state.to_act() else ())
    if state.is_over():
        return
    twin = state.clone()
    twin.identities = [state.identities[0], state.identities[2], state.identities[1]]
    twin.deck = list(reversed(state.deck))
    assert twin.view(0) == state.view(0)
    assert twin.view(None) == state.view(None)


def test_the_last_event_survives_a_snapshot():
    for cls, players in ((Puertas, 2), (Favores, 3)):
        for seed in range(4):
            state = played(cls, players, seed, 3 + seed * 7)
            rebuilt = cls.from_snapshot(players, seed, {}, state.snapshot())
            assert rebuilt.view(0).last == state.view(0).last
            if state.history and not state.is_over() and state.view(0).last is not None:
                event = state.view(0).last
                if event.action is not None:
                    assert (event.seat, event.action) == state.history[-1]


def test_puertas_actions_round_trip():
    assert pv.take(2, "RT") == Action("take", (2, "RT"))
    assert pv.market_slot(pv.take(2, "RT")) == 2 and pv.market_card(pv.take(2, "RT")) == "RT"
    assert pv.market_slot(pv.discard(3, "LT")) == 3 and pv.market_card(pv.discard(3, "LT")) == "LT"
    assert pv.guess_parts(pv.guess("red", "lady")) == ("red", "lady")
    assert pv.guess("blue") == Action("guess", ("blue",))
    for action in (pv.take(0, "BL"), pv.discard(1, "RB"), pv.guess("tiger"), pv.REVEAL):
        assert Action.decode(action.encode()) == action


def test_favores_actions_round_trip():
    assert fv.bid(3) == Action("bid", (3,)) and fv.bid_amount(fv.bid(3)) == 3
    assert fv.bid_amount(fv.PASS) == 0 and fv.is_bid(fv.bid(1)) and not fv.is_bid(fv.PASS)
    for action in (fv.bid(4), fv.ADD, fv.AUCTION, fv.PASS):
        assert Action.decode(action.encode()) == action
