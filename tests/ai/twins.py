"""The never-peek check the computer-player tests share: a player with a memory of its own, asked at a
state and at twins of it that differ only in what its seat cannot see, chooses alike."""

from __future__ import annotations

import copy
import random
from typing import Any

from game.core import GameState, Seat


def twins_agree(state: GameState, seat: Seat, player: Any, twins: int) -> int:
    """Asserts that copies of ``player`` (its memory deep-copied, so that asking leaves it as it was)
    choose the same at ``state`` and at each of ``twins`` determinizations for ``seat``; returns how
    many twins differed from ``state`` (a twin equal to it checks nothing)."""
    differed = 0
    for k in range(twins):
        twin = state.determinize(seat, random.Random(k))
        assert twin.view(seat) == state.view(seat)
        if twin.snapshot() == state.snapshot():
            continue
        assert copy.deepcopy(player).choose(state, seat) == copy.deepcopy(player).choose(twin, seat)
        differed += 1
    return differed
