"""How fast the engine plays random games, in CPU time (less sensitive to the machine's load than
the wall clock): ``PYTHONPATH=. python -m games.pokerdrez4.speed [--games N]``."""

from __future__ import annotations

import argparse
import random
import time

from games.pokerdrez4.engine import PokerDrez4


def random_actions_per_second(games: int) -> tuple[int, float]:
    actions = 0
    started = time.process_time()
    for seed in range(games):
        state = PokerDrez4(4, seed, {})
        rng = random.Random(seed)
        while not state.is_over():
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            actions += 1
    return actions, time.process_time() - started


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=30)
    count, seconds = random_actions_per_second(parser.parse_args().games)
    print(f"{count} actions in {seconds:.2f} s of CPU: {count / seconds:.0f} random actions per CPU second")
