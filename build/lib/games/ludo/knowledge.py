"""Ludo knowledge for the generic search: a random playout runs for hundreds of
actions, so rollouts stop early and each player is judged by how far their
pieces have come (home counts extra, prison counts nothing).

Every strength now plays Ludo with ``games.ludo.players``; this knowledge serves the
``ismcts`` yardstick that the new player is measured against."""

from __future__ import annotations

import math

from game.ai.knowledge import GameKnowledge
from game.core import GameState
from games.ludo.engine import PRISON, Ludo

HOME_BONUS = 0.25  # a piece home is safe for good: worth a bit more than its distance
SCALE = 0.5  # a lead of half a piece's journey makes a win about three times in four


def progress(state: Ludo, seat: int) -> float:
    centre = state.centre(seat)
    total = 0.0
    for place in state.pos[seat]:
        if place == PRISON:
            continue
        total += (place + 1) / (centre + 1)
        if place == centre:
            total += HOME_BONUS
    return total


def evaluate(state: GameState) -> tuple[float, ...]:
    assert isinstance(state, Ludo)
    players = state.players
    done = [progress(state, s) for s in range(players)]
    # Expected share of the rivals each seat is ahead of: 1 ahead of all, 0 behind all.
    return tuple(
        sum(1.0 / (1.0 + math.exp(-(done[s] - done[o]) / SCALE)) for o in range(players) if o != s) / (players - 1)
        for s in range(players)
    )


KNOWLEDGE = GameKnowledge(evaluate=evaluate, rollout_cutoff=16)
