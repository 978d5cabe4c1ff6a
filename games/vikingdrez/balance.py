"""Side balance of VikingDrez: computer players of one strength on both sides, and which side wins.

    python -m games.vikingdrez.balance --strength hard --games 50 --seed 5000

The arena counts wins per player name, so two players of one strength cannot tell the sides apart;
this counts them per side (attackers, defenders, draws, and why each game ended), with every
move's thinking time, and prints JSON. Game ``g`` has seed ``seed + g`` (the sides are drawn from it)."""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections import Counter

from game.ai.base import make_bot
from games.vikingdrez.engine import ATT, DEF, VikingDrez

SIDE_NAMES = {ATT: "attackers", DEF: "defenders", None: "draw"}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--strength", default="hard")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    results: Counter[str] = Counter()
    reasons: Counter[str] = Counter()
    seconds: list[float] = []
    plies: list[int] = []
    for index in range(args.games):
        seed = args.seed + index
        state = VikingDrez(2, seed)
        bots = [make_bot(args.strength, seed=seed * 1009 + s) for s in range(2)]
        while not state.is_over():
            seat = state.to_act()[0]
            started = time.perf_counter()
            action = bots[seat].choose(state, seat)
            seconds.append(time.perf_counter() - started)
            state.apply(seat, action)
        assert state.result is not None
        winner, reason = state.result
        results[SIDE_NAMES[winner]] += 1
        reasons[reason] += 1
        plies.append(len(state.history))
    print(
        json.dumps(
            {
                "strength": args.strength,
                "games": args.games,
                "seed": args.seed,
                "results": dict(results),
                "reasons": dict(reasons),
                "plies_median": statistics.median(plies),
                "seconds_median": round(statistics.median(seconds), 3),
                "seconds_max": round(max(seconds), 3),
                "moves": len(seconds),
            },
            indent=2,
        )
    )


if __name__ == "__main__":
    main()
