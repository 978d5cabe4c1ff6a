"""Seconds per computer move by strength, and how often the declarer makes its contract, over whole
games with the strengths mixed (a measurement, not a test; docs/AI.md has the figures):

    python -m games.triumfdrez.move_times --games 2

For each player count, ``--games`` games from seed 5000 with the seating turning one place a game:
two players hard against normal and easy against normal, in turn; three hard, normal and easy; four
hard and easy against two normals. Each ``choose`` is timed in CPU seconds (``time.process_time``),
which a busy machine inflates far less than wall time.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections import defaultdict

from game.ai.base import make_bot
from games.triumfdrez.engine import TriumfDrez

MIXES = {
    2: (("hard", "normal"), ("easy", "normal")),
    3: (("hard", "normal", "easy"),),
    4: (("hard", "normal", "easy", "normal"),),
}


def measure(games: int) -> dict[str, object]:
    times: dict[str, list[float]] = defaultdict(list)
    contracts: dict[str, list[int]] = defaultdict(lambda: [0, 0])  # made, declared
    for players, seatings in MIXES.items():
        for g in range(games):
            base = seatings[g % len(seatings)]
            names = [base[(s + g) % players] for s in range(players)]
            bots = [make_bot(name, seed=5000 + g * 1009 + s) for s, name in enumerate(names)]
            state = TriumfDrez(players, 5000 + g, {})
            while not state.is_over():
                seat = state.to_act()[0]
                started = time.process_time()
                action = bots[seat].choose(state, seat)
                times[names[seat]].append(time.process_time() - started)
                state.apply(seat, action)
            for result in state.results:
                tally = contracts[names[result.contract.declarer]]
                tally[0] += result.made
                tally[1] += 1
    return {
        "seconds": {
            name: {"moves": len(t), "median_cpu": round(statistics.median(t), 4), "worst_cpu": round(max(t), 3)}
            for name, t in times.items()
        },
        "made_of_declared": dict(contracts),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2, help="games at each player count")
    print(json.dumps(measure(parser.parse_args().games)))


if __name__ == "__main__":
    main()
