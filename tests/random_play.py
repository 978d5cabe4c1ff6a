"""Positions reached by random play, for tests that need a game somewhere in its middle. Two draws of
chance, kept apart because tests were written against the positions each gives: the random computer
player's (``RandomBot``, which chooses among ``legal_choices``) and a plain choice among
``legal_actions``. The seat to act first plays; a game over stops early."""

from __future__ import annotations

import random
from typing import TypeVar

from game.ai.base import RandomBot
from game.core import GameState

State = TypeVar("State", bound=GameState)


def bot_moves(state: State, moves: int, seed: int) -> State:
    """``state`` after up to ``moves`` moves of ``RandomBot(seed)`` on every seat."""
    bot = RandomBot(seed)
    for _ in range(moves):
        if state.is_over():
            break
        seat = state.to_act()[0]
        state.apply(seat, bot.choose(state, seat))
    return state


def legal_moves(state: State, moves: int, seed: int) -> State:
    """``state`` after up to ``moves`` moves chosen by ``random.Random(seed)`` among the legal actions."""
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over():
            break
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state
