"""PokerGuess's arena with a head-to-head count, for 3 players or more (docs/AI.md, "PokerGuess"):

    python -m games.pokerguess.head_to_head --bots hard,normal --players 3 --games 20 --seed 0 --out h2h.jsonl
    python -m games.pokerguess.head_to_head --bots hard,normal --summary h2h.jsonl

The games are ``python -m game arena``'s, the same seeds and seats: the bot list fills the seats, its
last bot the rest (``hard,normal`` with 3 players: one hard against two normal), game ``g`` turns the
table by ``g`` places, each bot seeded ``game_seed * 1009 + seat``. Each game is one JSON line added to
``--out`` as it ends (a game already there is skipped, so a stopped run resumes, and runs over
consecutive seed ranges add up to one).

The summary counts, for the first bot, as docs/AI.md defines them for Trading Faces and RummiDrez:
- first places: games it won, against its fair share of seats (1 / players);
- head to head: over every pair (its seat, another bot's seat) of every game, the share in which it
  finished ahead (placing by chips, then by how long a seat lasted), a tie counting half;
Wilson 95% intervals; its move times on the chips steps (where it judges) and over every move with a
choice, median and longest (wall clock); and every bot's chips steps in wall clock and CPU time (the
CPU time does not stretch when the machine is loaded).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

from game.ai.base import make_bot
from game.arena import seating_for
from game.intervals import wilson
from games.pokerguess.engine import PokerGuess
from games.pokerguess.view import BET_STEP, PokerGuessView


def play(names: list[str], game_seed: int) -> dict[str, object]:
    """One game: the placings and the first bot's move times (chips steps, every move with a choice)."""
    players = len(names)
    bots = [make_bot(name, seed=game_seed * 1009 + s) for s, name in enumerate(names)]
    state = PokerGuess(players, game_seed, {})
    bet_times: list[float] = []
    choice_times: list[float] = []
    # every bot's chips steps, wall clock and CPU (the CPU time does not stretch with the load)
    steps: dict[str, dict[str, list[float]]] = {name: {"bet_wall": [], "bet_cpu": []} for name in names}
    while not state.is_over():
        seat = state.to_act()[0]
        view = state.view(seat)
        assert isinstance(view, PokerGuessView)
        started, cpu = time.perf_counter(), time.process_time()
        action = bots[seat].choose(state, seat)
        spent, cpu = time.perf_counter() - started, time.process_time() - cpu
        if len(view.legal) > 1 and view.phase in ("first", "second") and view.step == BET_STEP:
            steps[names[seat]]["bet_wall"].append(round(spent, 4))
            steps[names[seat]]["bet_cpu"].append(round(cpu, 4))
        if names[seat] == names[0] and len(view.legal) > 1:
            choice_times.append(spent)
            if view.phase in ("first", "second") and view.step == BET_STEP:
                bet_times.append(spent)
        state.apply(seat, action)
    outcome = state.outcome()
    assert outcome is not None
    return {
        "seed": game_seed,
        "names": names,
        "placing": list(outcome.placing),
        "rounds": state.round_number,
        "bet_times": [round(t, 4) for t in bet_times],
        "choice_times": [round(t, 4) for t in choice_times],
        "steps": steps,
    }


def summary(games: list[dict[str, object]], first: str) -> dict[str, object]:
    wins = 0
    pairs = 0
    ahead = 0.0
    bet_times: list[float] = []
    choice_times: list[float] = []
    steps: dict[str, dict[str, list[float]]] = {}
    for game in games:
        for name, times in game.get("steps", {}).items():  # type: ignore[attr-defined]
            for key, values in times.items():
                steps.setdefault(name, {}).setdefault(key, []).extend(values)
        names, placing = game["names"], game["placing"]
        assert isinstance(names, list) and isinstance(placing, list)
        mine = [s for s, name in enumerate(names) if name == first]
        others = [s for s, name in enumerate(names) if name != first]
        wins += any(placing[s] == 1 for s in mine) and not all(p == 1 for p in placing)
        for s in mine:
            for o in others:
                pairs += 1
                ahead += 1.0 if placing[s] < placing[o] else 0.5 if placing[s] == placing[o] else 0.0
        bet_times += game["bet_times"]  # type: ignore[arg-type]
        choice_times += game["choice_times"]  # type: ignore[arg-type]
    players = len(games[0]["names"]) if games else 0  # type: ignore[arg-type]
    seeds = [int(g["seed"]) for g in games]  # type: ignore[call-overload]
    low, high = wilson(wins, len(games))
    h_low, h_high = wilson(ahead, pairs)
    return {
        "bot": first,
        "players": players,
        "games": len(games),
        "seeds": [min(seeds), max(seeds)] if seeds else [],
        "first_places": wins,
        "first_rate": round(wins / len(games), 4) if games else 0.0,
        "first_interval": [round(low, 4), round(high, 4)],
        "fair_share": round(1 / players, 4) if players else 0.0,
        "pairs": pairs,
        "head_to_head": round(ahead / pairs, 4) if pairs else 0.0,
        "head_to_head_interval": [round(h_low, 4), round(h_high, 4)],
        "bet_step_median_s": round(statistics.median(bet_times), 4) if bet_times else 0.0,
        "bet_step_longest_s": max(bet_times, default=0.0),
        "choice_median_s": round(statistics.median(choice_times), 4) if choice_times else 0.0,
        "choice_longest_s": max(choice_times, default=0.0),
        # every bot's chips steps (games played since session 11 only): median and longest
        "chips_steps": {
            name: {
                "steps": len(times.get("bet_cpu", [])),
                **{
                    f"{key}_{what}_s": round(fn(values), 4) if values else 0.0
                    for key, values in times.items()
                    for what, fn in (("median", statistics.median), ("longest", max))
                },
            }
            for name, times in steps.items()
        },
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bots", default="hard,normal")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path)
    parser.add_argument("--summary", type=Path, nargs="*", help="add up these files' games and print the counts")
    args = parser.parse_args()
    if args.summary:
        games = [json.loads(line) for path in args.summary for line in path.read_text().splitlines() if line]
        print(json.dumps(summary(games, args.bots.split(",")[0].strip()), indent=2))
        return 0
    seating = seating_for([b.strip() for b in args.bots.split(",")], args.players)
    done: set[int] = set()
    if args.out is not None and args.out.exists():
        done = {json.loads(line)["seed"] for line in args.out.read_text().splitlines() if line}
    for index in range(args.games):
        game_seed = args.seed + index
        if game_seed in done:
            continue
        # as in ``python -m game arena``: game g turns the table by g places (g counted from seed 0,
        # so that seed ranges played apart seat the bots as one long run from 0 does)
        names = [seating[(s + game_seed) % args.players] for s in range(args.players)]
        line = json.dumps(play(names, game_seed))
        if args.out is not None:
            with args.out.open("a") as out:
                out.write(line + "\n")
        print(line if args.out is None else f"[{index + 1}/{args.games}] seed {game_seed}", file=sys.stderr, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
