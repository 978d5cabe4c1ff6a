"""Positions for testing searching players: a game of ``gid`` played at random for a while."""

from __future__ import annotations

import random
from collections.abc import Iterator

from game.core import GameState
from game.registry import GAMES


def random_positions(gid: str, count: int, seed: int = 0, steps: int = 80) -> Iterator[GameState]:
    """Up to ``count`` unfinished two-player positions, each after up to ``steps`` random actions."""
    rng = random.Random(seed)
    for k in range(count):
        state = GAMES[gid](2, seed + k, {})
        for _ in range(rng.randrange(steps)):
            if state.is_over():
                break
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        if not state.is_over():
            yield state
