"""A solitaire's solver over many deals: how many can be won, how long it takes, how fast it searches.

    PYTHONPATH=. python tools/solver_report.py GAME [--deals 1000] [--first 0] [--nodes N] [--json]

Each deal (seeds ``first`` .. ``first + deals - 1``) is solved from its start by the solver the
game's spec names. Prints the share of deals won, lost and unknown (the budget ran out), the
median and worst CPU seconds (the process's own time: on a shared machine the clock also counts
everybody else's work), and positions searched per CPU second over all deals.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.registry import get_game  # noqa: E402
from game.spec import load  # noqa: E402


def _engine(game_id: str) -> type:
    try:
        return get_game(game_id)
    except KeyError:
        import importlib

        return importlib.import_module(f"games.{game_id}").SPEC.engine_class()  # type: ignore[no-any-return]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--nodes", type=int, default=None)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--progress", action="store_true", help="say every 50 deals on stderr")
    args = parser.parse_args(argv)
    cls = _engine(args.game)
    if cls.spec.solver is None:
        print(f"{cls.id} has no solver", file=sys.stderr)
        return 2
    solver = load(cls.spec.solver)
    rows = []
    started = time.perf_counter()
    for seed in range(args.first, args.first + args.deals):
        state = cls(cls.min_players, seed, {})
        cpu = time.process_time()
        answer = solver(state, args.nodes) if args.nodes else solver(state)
        rows.append(
            {
                "seed": seed,
                "status": answer.status,
                "nodes": answer.nodes,
                "seconds": answer.seconds,
                "cpu_seconds": time.process_time() - cpu,
                "moves": len(answer.moves),
                "lower_bound": getattr(answer, "lower_bound", None),
                "proved": getattr(answer, "proved", None),
            }
        )
        if args.progress and len(rows) % 50 == 0:
            print(f"{len(rows)} deals", file=sys.stderr, flush=True)
    # CPU seconds, not the clock's: on a shared machine the clock counts the others' work too.
    seconds = [row["cpu_seconds"] for row in rows]
    counts = {status: sum(1 for row in rows if row["status"] == status) for status in ("won", "lost", "unknown")}
    won_moves = [row["moves"] for row in rows if row["status"] == "won"]
    summary = {
        "game": cls.id,
        "deals": len(rows),
        "first": args.first,
        "nodes_budget": args.nodes,
        **{f"share_{status}": round(count / len(rows), 4) for status, count in counts.items()},
        **counts,
        "median_cpu_seconds": round(statistics.median(seconds), 4),
        "worst_cpu_seconds": round(max(seconds), 3),
        "worst_seed": max(rows, key=lambda row: row["cpu_seconds"])["seed"],
        "median_wall_seconds": round(statistics.median(row["seconds"] for row in rows), 4),
        "nodes_per_second": round(sum(row["nodes"] for row in rows) / max(sum(seconds), 1e-9)),
        "median_moves_of_won": statistics.median(won_moves) if won_moves else None,
        "wall_seconds": round(time.perf_counter() - started, 1),
        "proved": sum(1 for row in rows if row["proved"]) if rows[0]["proved"] is not None else None,
        "mean_gap_to_bound": (
            round(statistics.mean(row["moves"] - row["lower_bound"] for row in rows), 2)
            if rows[0]["lower_bound"] is not None
            else None
        ),
        "unknown_seeds": [row["seed"] for row in rows if row["status"] == "unknown"],
    }
    if args.json:
        print(json.dumps({**summary, "rows": rows}, indent=2))
    else:
        for key, value in summary.items():
            print(f"{key:<22} {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
