"""How fast the engine plays random games, in CPU time (less sensitive to the machine's load than
the wall clock): ``PYTHONPATH=. python -m games.neurodrez.speed [--games N]``. Early sudden death is
never called, so the games run their whole course."""

from __future__ import annotations

import argparse
import random
import time

from games.neurodrez.engine import NeuroDrez


def random_actions_per_second(games: int, players: int) -> tuple[int, float]:
    actions = 0
    started = time.process_time()
    for seed in range(games):
        state = NeuroDrez(players, seed, {})
        rng = random.Random(seed)
        while not state.is_over():
            seat = state.to_act()[0]
            state.apply(seat, rng.choice([a for a in state.legal_actions(seat) if a.kind != "sudden"]))
            actions += 1
    return actions, time.process_time() - started


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--players", type=int, default=2)
    args = parser.parse_args()
    count, seconds = random_actions_per_second(args.games, args.players)
    print(f"{count} actions in {seconds:.2f} s of CPU: {count / seconds:.0f} random actions per CPU second")
