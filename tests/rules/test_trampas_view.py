"""Trampas' typed view: a View holding what the seat may know, named actions, a table that asks no rule."""

from __future__ import annotations

import random

from game.view import View
from games.trampas import view as tv
from games.trampas.engine import Trampas
from tests.random_play import legal_moves


def played(seed: int, moves: int, players: int = 3) -> Trampas:
    return legal_moves(Trampas(players, seed=seed), moves, seed)


def test_the_view_is_a_frozen_typed_view_with_the_common_fields():
    state = played(1, 9)
    for seat in (*range(state.players), None):
        view = state.view(seat)
        assert isinstance(view, tv.TrampasView) and isinstance(view, View)
        assert view.seat == seat and view.to_act == state.to_act() and view.over == state.is_over()
        assert view.legal == (tuple(state.legal_actions(seat)) if seat in state.to_act() else ())
        assert view.last is not None and view.last.seat == state.last["seat"]
        view.to_json()


def test_twin_states_that_differ_only_in_hidden_cards_look_alike():
    """Another seat's hand, every face-down pile, the cards set aside and the Door deck are secrets."""
    state = played(4, 6, players=4)
    for seed in range(10):
        twin = state.determinize(0, random.Random(seed))
        twin.piles[0] = list(reversed(twin.piles[0]))  # the seat's own pile too: it may not look at it
        assert twin.view(0) == state.view(0)
        assert twin.view(None) == state.view(None)


def test_a_card_played_or_built_stays_unnamed_in_the_last_event():
    state = Trampas(2, seed=3)
    code = state.hands[0][0].code
    state.apply(0, tv.play(code))
    last = state.view(1).last
    assert last is not None and last.action == tv.Action("play") and code not in str(last)


def test_named_actions_round_trip():
    assert tv.card_of(tv.play("RL")) == "RL" and tv.play("RL").encode() == "play:RL"
    assert tv.card_of(tv.build("LT")) == "LT" and tv.build("LT").kind == "build"
    assert tv.bid_of(tv.bid(7)) == 7
    for make in (tv.reveal, tv.stop, tv.give):
        assert tv.seat_of(make(2)) == 2
    state = played(2, 5)
    for action in state.legal_actions(state.to_act()[0]):
        rebuilt = {"play": lambda a: tv.play(tv.card_of(a)), "build": lambda a: tv.build(tv.card_of(a)),
                   "bid": lambda a: tv.bid(tv.bid_of(a)), "pass": lambda a: tv.PASS,
                   "reveal": lambda a: tv.reveal(tv.seat_of(a)), "stop": lambda a: tv.stop(tv.seat_of(a)),
                   "give": lambda a: tv.give(tv.seat_of(a))}[action.kind](action)
        assert rebuilt == action


