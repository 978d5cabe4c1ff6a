"""BlackDrez's computer players: legal moves on every seat and count, and a never-peek test (twin
states differing only in the order of the deck, the one secret, get the same choices)."""

from __future__ import annotations

import random

import pytest

from game.ai.base import make_bot
from game.core import Action
from games.blackdrez.engine import BlackDrez
from games.blackdrez.players import (
    NORMAL,
    Reckoning,
    _counting,
    bust_chance,
    make_easy,
    make_hard,
    make_normal,
    win_chance,
)
from games.blackdrez.view import DRAW, JOKERS, PHASE_PLAY, PHASE_ROUND_OVER, WITHDRAW
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
    view = state.view(0)
    reckoning = Reckoning(view, 0, NORMAL.risk)
    assert reckoning.best(view) == Action(WITHDRAW)
    assert reckoning.after(reckoning.root, view.deck_figures, 0, False, WITHDRAW) == 1.0


def move(action: Action) -> str | int:
    return action.args[0] if action.kind == JOKERS else action.kind  # type: ignore[return-value]


def engine_worth(state: BlackDrez, me: int) -> float:
    """The same reckoning done on the engine itself (every card of the deck on top in turn, the other
    seat by the counting rule): slow, for short decks only."""
    if state.phase == PHASE_ROUND_OVER:
        piles = [state.pile_count(s) + state.results[-1].taken[s] for s in range(2)]
        left = state.cards.count("deck")
        return win_chance(piles[me] - piles[1 - me], left, over=left < 4)
    seat = state.to_act()[0]
    legal = state.legal_actions(seat)
    if seat != me and len(legal) > 1:
        legal = [_counting(state, seat, legal, NORMAL.risk)]
    values = [engine_after(state, seat, action, me) for action in legal]
    return max(values) if seat == me else values[0]


def engine_after(state: BlackDrez, seat: int, action: Action, me: int) -> float:
    if action.kind != DRAW:
        trial = state.clone()
        trial.apply(seat, action)
        return engine_worth(trial, me)
    deck = list(state.cards.cards("deck"))
    total = 0.0
    for index in range(len(deck)):
        trial = state.clone()
        trial.cards.replace("deck", deck[:index] + deck[index + 1 :] + [deck[index]])  # the last is drawn
        trial.apply(seat, action)
        total += engine_worth(trial, me)
    return total / len(deck)


def test_the_reckoning_follows_the_engine():
    # the reckoning rewrites the rules for two in the round (legal moves, Jokers, turns, standing,
    # withdrawing, the round's end): at every choice of random two-player games its moves are the
    # engine's, in order, and with a short deck its worth of each move is the engine's own
    checked = 0
    for seed in range(6):
        state = BlackDrez(2, 300 + seed)
        bots = [make_bot("random", seed=seed), make_bot("random", seed=seed + 50)]
        while not state.is_over():
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            view = state.view(seat)
            if view.phase == PHASE_PLAY and len(legal) > 1:
                reckoning = Reckoning(view, seat, NORMAL.risk)
                moves = reckoning.moves(reckoning.root, view.deck_figures, 0, view.switched)
                assert moves == [move(a) for a in legal]
                if view.deck_count <= 6:
                    for action in legal:
                        mine = reckoning.after(reckoning.root, view.deck_figures, 0, bool(view.stood), move(action))
                        assert mine == pytest.approx(engine_after(state, seat, action, seat))
                        checked += 1
            state.apply(seat, bots[seat].choose(state, seat))
    assert checked >= 10


def test_hard_plays_a_whole_game():
    players = 2
    state = BlackDrez(players, 42)
    bots = [make_hard(s) if s == 0 else make_normal(s) for s in range(players)]
    while not state.is_over():
        seat = state.to_act()[0]
        action = bots[seat].choose(state, seat)
        assert action in state.legal_actions(seat)
        state.apply(seat, action)
