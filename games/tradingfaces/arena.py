"""Trading Faces' arena with its variant and a head-to-head count (docs/AI.md):

    python -m games.tradingfaces.arena --bots hard,normal --players 3 --games 200 --seed 1000 [--variant memory]

The seating is ``python -m game arena``'s: the bot list fills the seats, its last bot the rest
(``hard,normal`` with 3 players: one hard against two normal), and game ``g`` turns the table by
``g`` places, so each seat is held equally often. ``python -m game arena`` plays default options
only; this one plays either variant.

What it counts, for the first bot against every seat of the others:
- first places: games the first bot won (first place not shared by all), against its fair share;
- head to head: over every pair (first bot's seat, another bot's seat) of every game, the share in
  which the first bot finished ahead; a tie counts half. With two players this is the game's win
  rate, draws as halves; with more it says how often the first bot beats a given other player, which
  is how GAME-DONE's "hard beats normal in 60%" is read for more than two players.
Wilson 95% intervals; the first bot's move times (median and longest, wall clock).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from game.ai.base import make_bot
from game.intervals import wilson
from games.tradingfaces.engine import TradingFaces


def arena(bots: list[str], players: int, games: int, seed: int, variant: str) -> dict[str, object]:
    seating = bots + [bots[-1]] * (players - len(bots))
    first = seating[0]
    wins = draws = 0
    pairs = ahead = 0.0
    times: list[float] = []
    chooser = random.Random(seed)
    for index in range(games):
        game_seed = seed + index
        names = [seating[(s + index) % players] for s in range(players)]
        at = [make_bot(name, seed=game_seed * 1009 + s) for s, name in enumerate(names)]
        state = TradingFaces(players, game_seed, {"variant": variant})
        while not state.is_over():
            acting = state.to_act()
            seat = acting[0] if len(acting) == 1 else acting[chooser.randrange(len(acting))]
            started = time.perf_counter()
            action = at[seat].choose(state, seat)
            if names[seat] == first:
                times.append(time.perf_counter() - started)
            state.apply(seat, action)
        outcome = state.outcome()
        assert outcome is not None
        placing = outcome.placing
        if all(p == 1 for p in placing):
            draws += 1
        elif any(placing[s] == 1 for s in range(players) if names[s] == first):
            wins += 1
        for mine in (s for s in range(players) if names[s] == first):
            for other in (s for s in range(players) if names[s] != first):
                pairs += 1
                ahead += 1.0 if placing[mine] < placing[other] else 0.5 if placing[mine] == placing[other] else 0.0
    first_seats = seating.count(first)
    low, high = wilson(wins, games)
    h_low, h_high = wilson(ahead, int(pairs))
    return {
        "variant": variant,
        "players": players,
        "seating": seating,
        "games": games,
        "seed": seed,
        "first_bot": first,
        "first_places": wins,
        "first_place_share": round(wins / games, 4),
        "first_place_interval": [round(low, 3), round(high, 3)],
        "fair_share": round(first_seats / players, 4),
        "draws": draws,
        "head_to_head": round(ahead / pairs, 4) if pairs else None,
        "head_to_head_pairs": int(pairs),
        "head_to_head_interval": [round(h_low, 3), round(h_high, 3)],
        "median_move_seconds": round(statistics.median(times), 5) if times else None,
        "longest_move_seconds": round(max(times), 4) if times else None,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bots", required=True, help="comma-separated: the first bot, then the others")
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--variant", choices=("classic", "memory"), default="classic")
    args = parser.parse_args()
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    print(json.dumps(arena(bots, args.players, args.games, args.seed, args.variant)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
