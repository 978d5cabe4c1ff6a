"""The two models of the fewest-swaps solver side by side, deal by deal (a command, not a test):

    PYTHONPATH=. python -m games.sokudrez.models --deals 50 --first 0 --seconds 4 [--json]

For each deal (seeds ``first`` .. ``first + deals - 1``, from its start) the solver runs once with
the model that counts fixed cards and pairs (``longest=2``) and once with the one that counts
cycles of three too (``longest=3``), each with the same time limit (wall-clock seconds, HiGHS on
one thread). Per model: deals proved, the median swaps found and proved bound, the mean gap, and
CPU seconds (the process's own time) median and worst.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from games.sokudrez.engine import SokuDrez
from games.sokudrez.solver import fewest_swaps


def run(deals: int, first: int, seconds: float) -> dict[int, list[dict[str, float]]]:
    rows: dict[int, list[dict[str, float]]] = {2: [], 3: []}
    for seed in range(first, first + deals):
        grid = list(SokuDrez(1, seed, {}).grid)
        for longest in (2, 3):
            cpu = time.process_time()
            swaps, lower, proved = fewest_swaps(grid, seconds, longest=longest)
            rows[longest].append(
                {"seed": seed, "swaps": len(swaps), "lower": lower, "proved": proved, "cpu": time.process_time() - cpu}
            )
    return rows


def summary(rows: list[dict[str, float]]) -> dict[str, float]:
    cpu = [r["cpu"] for r in rows]
    return {
        "deals": len(rows),
        "proved": sum(1 for r in rows if r["proved"]),
        "median_swaps": statistics.median(r["swaps"] for r in rows),
        "median_lower": statistics.median(r["lower"] for r in rows),
        "mean_gap": round(statistics.mean(r["swaps"] - r["lower"] for r in rows), 2),
        "cpu_median": round(statistics.median(cpu), 2),
        "cpu_worst": round(max(cpu), 2),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--seconds", type=float, default=4.0)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    rows = run(args.deals, args.first, args.seconds)
    if args.json:
        print(json.dumps({str(k): {"summary": summary(v), "deals": v} for k, v in rows.items()}))
    else:
        for longest, found in rows.items():
            print(f"longest={longest}: {summary(found)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
