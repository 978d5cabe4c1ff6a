"""Seconds per computer move by strength over whole games (a measurement, not a test; docs/AI.md has
the figures):

    python -m games.rummidrez.move_times --games 1

``--games`` two-player games from seed 7000 of each pairing (hard against normal, easy against
normal), the seats swapping each game, one hand each (option ``hands`` 1). Each ``choose`` is timed
both by the wall clock (HiGHS's time limit is on it) and in CPU seconds (``time.process_time``),
which a busy machine inflates far less. ``--style JSON`` plays hard as ``HardPlayer(Style(...))``
(a rule that is off, e.g. ``'{"reserve": 0, "sample_below": 3, "read_draws": true}'``).
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections import defaultdict

from game.ai.base import Bot, make_bot
from games.rummidrez.engine import RummiDrez
from games.rummidrez.players import HardPlayer, Style

PAIRINGS = (("hard", "normal"), ("easy", "normal"))


def measure(games: int, style: Style | None = None) -> dict[str, object]:
    wall: dict[str, list[float]] = defaultdict(list)
    cpu: dict[str, list[float]] = defaultdict(list)
    for pairing in PAIRINGS:
        for g in range(games):
            names = [pairing[(s + g) % 2] for s in range(2)]
            bots: list[Bot] = [
                HardPlayer(style) if style is not None and name == "hard" else make_bot(name, seed=7000 + g * 1009 + s)
                for s, name in enumerate(names)
            ]
            state = RummiDrez(2, 7000 + g, {"hands": 1})
            while not state.is_over():
                seat = state.to_act()[0]
                started, clock = time.process_time(), time.perf_counter()
                action = bots[seat].choose(state, seat)
                cpu[names[seat]].append(time.process_time() - started)
                wall[names[seat]].append(time.perf_counter() - clock)
                state.apply(seat, action)
    return {
        name: {
            "moves": len(wall[name]),
            "median_wall": round(statistics.median(wall[name]), 4),
            "worst_wall": round(max(wall[name]), 3),
            "median_cpu": round(statistics.median(cpu[name]), 4),
            "worst_cpu": round(max(cpu[name]), 3),
        }
        for name in wall
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1, help="games of each pairing")
    parser.add_argument("--style", help="hard as HardPlayer(Style(**JSON)) instead of today's hard")
    args = parser.parse_args()
    style = None if args.style is None else Style(**json.loads(args.style))
    print(json.dumps(measure(args.games, style)))


if __name__ == "__main__":
    main()
