"""CPU time of one computer move, over positions of 2, 4 and 8 players reached by 0-40 random moves.
A measure, not a test (CPU time: a busy machine inflates wall time far more):

    python -m games.poker7.move_times --positions 25
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from game.ai.base import RandomBot
from games.poker7.engine import Poker7
from games.poker7.players import Poker7Player


def move_times(strength: str, positions: int) -> list[float]:
    times: list[float] = []
    for players in (2, 4, 8):
        for seed in range(positions):
            state = Poker7(players, seed, {})
            random_player, rng = RandomBot(seed), random.Random(seed)
            for _ in range(rng.randrange(40)):
                if state.is_over():
                    break
                seat = state.to_act()[0]
                state.apply(seat, random_player.choose(state, seat))
            if state.is_over():
                continue
            seat = state.to_act()[0]
            started = time.process_time()
            Poker7Player(strength, seed).choose(state, seat)
            times.append(time.process_time() - started)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--positions", type=int, default=25, help="seeds per player count")
    args = parser.parse_args()
    for strength in ("easy", "normal", "hard"):
        times = move_times(strength, args.positions)
        print(
            f"{strength}: {len(times)} moves, median {statistics.median(times) * 1000:.1f} ms, "
            f"worst {max(times) * 1000:.1f} ms of CPU",
            flush=True,
        )


if __name__ == "__main__":
    main()
