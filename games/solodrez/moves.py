"""Each move of a SoloDrez computer player timed: CPU seconds (the process's own) and wall seconds,
and the positions its searches entered, deal by deal, as the arena plays them (each deal from its
start, ``choose`` until the game is over).

    nice -n 10 python -m games.solodrez.moves hard --first 0 --deals 200 --out FILE.jsonl

Each deal is one JSON line appended to ``--out`` as it finishes; deals already in the file are
skipped, so a run stopped half-way is taken up again by the same command. ``--summary`` reads the
file and prints wins and the moves' median, 90th percentile and worst CPU and wall seconds.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time
from pathlib import Path
from typing import TypedDict

import games.solodrez.players as players
from games.solodrez.engine import SoloDrez

MAKERS = {"easy": players.make_easy, "normal": players.make_normal, "hard": players.make_hard}


class Row(TypedDict):
    """One deal's line of the ``--out`` file (typed, so the progress line's ``max`` is of numbers)."""

    deal: int
    won: bool
    runs: int
    moves: int
    searches: int
    positions: int
    load: float
    cpu: list[float]
    wall: list[float]
    nodes: list[int]
    looks: list[int]


def play(bot: str, deal: int) -> Row:
    player = MAKERS[bot]()
    state = SoloDrez(1, deal, {})
    cpu: list[float] = []
    wall: list[float] = []
    nodes: list[int] = []
    looks: list[int] = []
    while not state.is_over():
        spent, looked = player.spent, getattr(player, "looked", 0)
        started, cpu_started = time.perf_counter(), time.process_time()
        action = player.choose(state, 0)
        cpu.append(round(time.process_time() - cpu_started, 4))
        wall.append(round(time.perf_counter() - started, 4))
        nodes.append(player.spent - spent)
        looks.append(getattr(player, "looked", 0) - looked)
        state.apply(0, action)
    return {
        "deal": deal,
        "won": bool(state.won),
        "runs": len(state.removed),
        "moves": len(cpu),
        "searches": player.searched,
        "positions": player.spent,
        "load": round(os.getloadavg()[0], 1),
        "cpu": cpu,
        "wall": wall,
        "nodes": nodes,
        "looks": looks,
    }


def summary(path: Path) -> str:
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    cpu = sorted(t for row in rows for t in row["cpu"])
    wall = sorted(t for row in rows for t in row["wall"])
    worst = max(rows, key=lambda row: max(row["cpu"]))
    worst_wall = max(rows, key=lambda row: max(row["wall"]))
    lost = [row["deal"] for row in rows if not row["won"]]
    loads = [row["load"] for row in rows]

    def pct(values: list[float], share: float) -> float:
        return values[min(len(values) - 1, int(share * len(values)))]

    return "\n".join(
        [
            f"{len(rows)} deals, {sum(row['won'] for row in rows)} won; not won: {lost}",
            f"moves {len(cpu)}; CPU s a move median {statistics.median(cpu):.4f}, 90th pct {pct(cpu, 0.9):.4f}, "
            f"worst {cpu[-1]:.3f} (deal {worst['deal']})",
            f"wall s a move median {statistics.median(wall):.4f}, 90th pct {pct(wall, 0.9):.4f}, "
            f"worst {wall[-1]:.3f} (deal {worst_wall['deal']})",
            f"positions a move, most: {max(max(row['nodes']) for row in rows)}; a deal, most: "
            f"{max(row['positions'] for row in rows)}; deals' CPU s worst {max(sum(row['cpu']) for row in rows):.2f}",
            f"positions looked at a move, most: {max(max(row.get('looks', [0])) for row in rows)}",
            f"1-minute load during the deals: {min(loads)}-{max(loads)}",
        ]
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bot", choices=sorted(MAKERS))
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--only", type=str, default="", help="comma-separated deals instead of a range")
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--summary", action="store_true")
    args = parser.parse_args()
    if args.summary:
        print(summary(args.out))
        return
    done = set()
    if args.out.exists():
        done = {json.loads(line)["deal"] for line in args.out.read_text().splitlines() if line.strip()}
    deals = [int(d) for d in args.only.split(",")] if args.only else range(args.first, args.first + args.deals)
    for deal in deals:
        if deal in done:
            continue
        row = play(args.bot, deal)
        with args.out.open("a") as out:
            out.write(json.dumps(row) + "\n")
        print(deal, row["won"], row["moves"], max(row["cpu"]), max(row["wall"]), row["positions"], flush=True)
    print(summary(args.out))


if __name__ == "__main__":
    main()
