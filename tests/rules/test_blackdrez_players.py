"""BlackDrez's computer players: legal moves on every seat and count, and a never-peek test (twin
states differing only in the order of the deck, the one secret, get the same choices)."""

from __future__ import annotations

import random

import pytest

from game.core import Action
from games.blackdrez.engine import BlackDrez
from games.blackdrez.players import NORMAL, Reply, bust_chance, make_easy, make_hard, make_normal, win_chance
from games.blackdrez.view import DRAW, WITHDRAW
from tests.rules.test_blackdrez import position


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
@pytest.mark.parametrize("players", [2, 3])  # hard reckons exactly with two in the round, samples with three
def test_never_peeks_at_the_deck(make, players):
    for seed in range(3):
        state = BlackDrez(players, seed)
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


def test_win_chance_is_the_game_not_the_round():
    # "Ganará el jugador que más cartas haya acumulado": once the deck cannot deal again, only the
    # sign of the margin counts; before, a lead is worth more the fewer cards are left
    assert win_chance(1, 2, over=True) == 1.0
    assert win_chance(0, 2, over=True) == 0.5
    assert win_chance(-9, 2, over=True) == 0.0
    assert win_chance(0, 30, over=False) == pytest.approx(0.5)
    assert 0.5 < win_chance(3, 40, over=False) < win_chance(3, 10, over=False) < 1.0
    assert win_chance(-3, 10, over=False) == pytest.approx(1 - win_chance(3, 10, over=False))


def test_hard_takes_a_sure_win_in_the_last_round():
    # three cards left: no new deal after this round. Seat 0 leads by three cards; withdrawing hands
    # the other seat two more, and still wins the game; a draw (two Queens in three) may lose it
    state = position(2, {0: ["T1", "A1"], 1: ["D1", "T2"]}, ["D2", "D3", "P1"])
    while state.cards.count("deck") > 6:
        state.cards.move_at("deck", 0, "pile.0", state)
        state.cards.move_at("deck", 0, "pile.1", state)
    for _ in range(3):
        state.cards.move_at("deck", 0, "pile.0", state)
    assert state.cards.count("deck") == 3 and state.to_act() == (0,)
    reply = Reply(0, 4000, NORMAL.risk)
    assert reply.best(state, state.legal_actions(0)) == Action(WITHDRAW)
    assert reply.after(state, 0, Action(WITHDRAW)) == 1.0


def test_hard_plays_a_whole_game():
    players = 2
    state = BlackDrez(players, 42)
    bots = [make_hard(s) if s == 0 else make_normal(s) for s in range(players)]
    while not state.is_over():
        seat = state.to_act()[0]
        action = bots[seat].choose(state, seat)
        assert action in state.legal_actions(seat)
        state.apply(seat, action)
