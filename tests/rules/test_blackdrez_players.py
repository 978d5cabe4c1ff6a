"""BlackDrez's computer players: legal moves on every seat and count, and a never-peek test (twin
states differing only in the order of the deck, the one secret, get the same choices)."""

from __future__ import annotations

import random

import pytest

from games.blackdrez.engine import BlackDrez
from games.blackdrez.players import bust_chance, make_easy, make_hard, make_normal
from games.blackdrez.view import DRAW


def twin(state: BlackDrez, seed: int) -> BlackDrez:
    """The same game with the deck in another order: nothing any seat sees differs."""
    other = state.clone()
    deck = list(other.cards.cards("deck"))
    random.Random(seed).shuffle(deck)
    other.cards.replace("deck", deck)
    other.rng = random.Random(seed)
    assert all(other.view(s) == state.view(s) for s in range(state.players))
    return other


@pytest.mark.parametrize("make", [make_easy, make_normal, make_hard])
def test_never_peeks_at_the_deck(make):
    for seed in range(3):
        state = BlackDrez(3, seed)
        for _ in range(4):
            if state.is_over():
                break
            seat = state.to_act()[0]
            other = twin(state, seed + 100)
            assert make(7).choose(state, seat) == make(7).choose(other, seat)
            state.apply(seat, make(1).choose(state, seat))


@pytest.mark.parametrize("players", [2, 4, 8])
def test_normal_plays_whole_games(players):
    state = BlackDrez(players, players)
    bots = [make_normal(s) if s % 2 else make_easy(s) for s in range(players)]
    while not state.is_over():
        seat = state.to_act()[0]
        action = bots[seat].choose(state, seat)
        assert action in state.legal_actions(seat)
        state.apply(seat, action)
    assert state.outcome() is not None


def test_bust_chance_counts_the_deck():
    # with 8, "solo si el sale una reina o una torre": Queens and Rooks of a fresh deck, 18 of 54
    assert bust_chance(8, (9, 9, 9, 9, 9, 9)) == pytest.approx(18 / 54)
    assert bust_chance(6, (9, 9, 9, 9, 9, 9)) == 0.0


def test_easy_draws_on_a_low_total():
    for seed in range(20):
        state = BlackDrez(2, seed)
        if state.phase != "play":
            continue
        seat = state.to_act()[0]
        if sum(1 for c in state.table(seat) if c.figure is not None) and state._total(seat) <= 5:
            assert make_easy(0).choose(state, seat).kind == DRAW
