"""VikingDrez matches counted per side: which side wins, and which player.

    python -m games.vikingdrez.balance --bots hard --games 100 --seed 5000
    python -m games.vikingdrez.balance --bots hard,normal --games 200 --seed 2000

The arena counts wins per player name, so two players of one strength cannot tell the sides apart;
this counts them per side (attackers, defenders, draws, and why each game ended) and, with two
strengths, per player too: the first seat attacks, so the two players swap seats every game (the
first named attacks in the even games). Every move's thinking time is taken on the wall clock
(what a person waits) and on the process's CPU clock (what the search cost), and the load average
is read at the start and the end. A line per game goes to stderr; ``--minutes`` stops starting new
games after that long, so a busy machine still gives a summary of the games played. The summary
is JSON, with a 95% Wilson interval for each share. Game ``g`` has seed ``seed + g``; ``--start``
plays the rest of a run stopped by ``--minutes`` (the same seeds and seats)."""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from collections import Counter, defaultdict

from game import intervals
from game.ai.base import make_bot
from games.vikingdrez.engine import ATT, DEF, VikingDrez

SIDE_NAMES = {ATT: "attackers", DEF: "defenders", None: "draw"}


def wilson(wins: float, games: int) -> tuple[float, float]:
    """The 95% Wilson score interval of a share ``wins / games`` (a draw counts half a win), to three
    places as this report has always printed it (``game.intervals.wilson``)."""
    low, high = intervals.wilson(wins, games)
    return round(low, 3), round(high, 3)


def times(seconds: list[float]) -> dict[str, float | int]:
    if not seconds:
        return {"moves": 0}
    return {"moves": len(seconds), "median": round(statistics.median(seconds), 3), "max": round(max(seconds), 3)}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--bots", default="hard", help="one strength for both sides, or two (A,B) that swap seats")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--start", type=int, default=0, help="the first game to play (the rest of a stopped run)")
    parser.add_argument("--minutes", type=float, default=0.0, help="start no new game after this long (0: no limit)")
    args = parser.parse_args()
    names = args.bots.split(",")
    if len(names) == 1:
        names = names * 2
    started = time.monotonic()
    load_start = os.getloadavg()[0]
    sides: Counter[str] = Counter()
    reasons: Counter[str] = Counter()
    points: defaultdict[str, float] = defaultdict(float)
    attacking: dict[str, Counter[str]] = {name: Counter() for name in names}
    wall: dict[str, list[float]] = {name: [] for name in names}
    cpu: dict[str, list[float]] = {name: [] for name in names}
    plies: list[int] = []
    played = 0
    for index in range(args.start, args.games):
        if args.minutes and time.monotonic() - started > 60 * args.minutes:
            break
        seed = args.seed + index
        state = VikingDrez(2, seed)
        seated = names if index % 2 == 0 else names[::-1]  # seat 0 attacks
        bots = [make_bot(seated[s], seed=seed * 1009 + s) for s in range(2)]
        while not state.is_over():
            seat = state.to_act()[0]
            wall_start, cpu_start = time.perf_counter(), time.process_time()
            action = bots[seat].choose(state, seat)
            wall[seated[seat]].append(time.perf_counter() - wall_start)
            cpu[seated[seat]].append(time.process_time() - cpu_start)
            state.apply(seat, action)
        assert state.result is not None
        winner, reason = state.result
        sides[SIDE_NAMES[winner]] += 1
        reasons[reason] += 1
        plies.append(len(state.history))
        if winner is None:
            for name in set(seated):
                points[name] += 0.5
        else:
            points[seated[state.seat_of(winner)]] += 1
        attacking[seated[0]]["games"] += 1
        attacking[seated[0]]["won" if winner == ATT else "drawn" if winner is None else "lost"] += 1
        played += 1
        print(
            f"[{index + 1}] {seated[0]} attacks, {seated[1]} defends: {SIDE_NAMES[winner]} ({reason}); "
            f"so far {dict(sides)}, {dict(points)}",
            file=sys.stderr,
            flush=True,
        )
    summary: dict[str, object] = {
        "bots": names,
        "games": played,
        "seed": args.seed,
        "start": args.start,
        "sides": dict(sides),
        "defenders_share": wilson(sides["defenders"] + sides["draw"] / 2, played),
        "reasons": dict(reasons),
        "plies_median": statistics.median(plies) if plies else None,
        "load": [round(load_start, 1), round(os.getloadavg()[0], 1)],
        "minutes": round((time.monotonic() - started) / 60, 1),
    }
    if names[0] != names[1]:
        summary["points"] = dict(points)  # a draw is half a point
        summary["first_share"] = [
            round(points[names[0]] / played, 3) if played else None,
            wilson(points[names[0]], played),
        ]
        summary["attacking"] = {name: dict(counts) for name, counts in attacking.items()}
    summary["wall_seconds"] = {name: times(wall[name]) for name in dict.fromkeys(names)}
    summary["cpu_seconds"] = {name: times(cpu[name]) for name in dict.fromkeys(names)}
    print(json.dumps(summary, indent=2))


if __name__ == "__main__":
    main()
