#!/usr/bin/env python3
"""Random-play speed of one engine, cold, then a digest of the same games: to compare two trees.

    python tools/engine_digest.py GAME GAMES [TIMINGS]      # from a tree's root

First ``TIMINGS`` runs (default 1) of ``game.bench.actions_per_second(GAME, GAMES, 0)`` in this fresh
process (the engines' own caches cold, as in ``--bench``), each printed as random actions per CPU
second; then the same GAMES played again, hashing every legal list (encoded, in order), and the
outcome of each game: two trees printing the same digest list the same actions in the same order.
Run it alternately from the two trees (``git archive COMMIT game games assets | tar -x -C /tmp/old``)
so that a busy machine weighs on both alike. A measurement, not a test.
"""

from __future__ import annotations

import hashlib
import os
import random
import sys

sys.path.insert(0, os.getcwd())  # the tree it is run from, not the installed one

from game.bench import actions_per_second  # noqa: E402
from game.registry import GAMES  # noqa: E402


def digest(game_id: str, games: int) -> tuple[str, int]:
    cls = GAMES[game_id]
    hashed = hashlib.sha256()
    actions = 0
    for index in range(games):  # as game.bench.actions_per_second plays them
        players = cls.min_players + index % (cls.max_players - cls.min_players + 1)
        state = cls(players, index, cls.options_for(players))
        rng = random.Random(index)
        while not state.is_over():
            seats = state.to_act()
            seat = seats[0] if len(seats) == 1 else rng.choice(seats)
            legal = state.legal_actions(seat)
            hashed.update("|".join(action.encode() for action in legal).encode())
            state.apply(seat, rng.choice(legal))
            actions += 1
        outcome = state.outcome()
        assert outcome is not None
        hashed.update(repr((outcome.scores, outcome.placing)).encode())
    return hashed.hexdigest()[:16], actions


def main(argv: list[str]) -> int:
    game_id, games = argv[0], int(argv[1])
    for _ in range(int(argv[2]) if len(argv) > 2 else 1):
        row = actions_per_second(game_id, games, 0)
        print(
            f"{game_id}: {row['actions_per_cpu_second']} random actions per CPU second "
            f"({row['actions']} actions, {row['cpu_seconds']} CPU s)"
        )
    code, actions = digest(game_id, games)
    print(f"{game_id}: digest {code} of {games} games, {actions} actions")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
