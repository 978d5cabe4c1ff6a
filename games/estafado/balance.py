"""Estafado's balance by simulation: equal computer players on both sides, the share of games each
side wins and how the games ended.

    PYTHONPATH=. python -m games.estafado.balance --strength normal --games 1000 --seed 0

Game ``g`` is played from seed ``seed + g`` (the same forests for every setting compared); the
players of the two sides are seeded apart. The deck's counts (games/estafado/deck.py) are the knobs;
docs/AI.md has the figures of the deck as it stands.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from typing import Any

from game.ai.base import RandomBot
from game.ai.bot import Bot
from games.estafado.engine import Estafado
from games.estafado.players import make_easy, make_hard, make_normal
from games.estafado.view import FOX

MAKERS: dict[str, Callable[[int], Bot]] = {
    "random": RandomBot,
    "easy": make_easy,
    "normal": make_normal,
    "hard": make_hard,
}


def play(seed: int, fox: Bot, crow: Bot, clocks: tuple[list[float], list[float]] | None = None) -> Estafado:
    """One game; ``clocks`` (if given) gets each side's CPU seconds per choice with more than one option."""
    state = Estafado(2, seed)
    players = (fox, crow)
    while not state.is_over():
        seat = state.to_act()[0]
        began = time.process_time()
        action = players[seat].choose(state, seat)
        if clocks is not None and len(state.legal_actions(seat)) > 1:
            clocks[seat].append(time.process_time() - began)
        state.apply(seat, action)
    return state


def _clock(times: list[float]) -> dict[str, float]:
    if not times:
        return {}
    return {"median": round(statistics.median(times), 6), "max": round(max(times), 4), "moves": len(times)}


def balance(
    strength: str, games: int, seed: int = 0, crow_strength: str | None = None, progress: bool = False
) -> dict[str, Any]:
    ends: Counter[str] = Counter()
    fox_wins = 0
    rounds = 0
    started = time.perf_counter()
    clocks: tuple[list[float], list[float]] = ([], [])
    for index in range(games):
        game_seed = seed + index
        fox = MAKERS[strength](game_seed * 2 + 1)
        crow = MAKERS[crow_strength or strength](game_seed * 2 + 2)
        state = play(game_seed, fox, crow, clocks)
        ends[state.end or "?"] += 1
        fox_wins += state.winner == FOX
        rounds += state.round
        if progress:
            print(
                f"game {index + 1}: seed {game_seed}, {state.end}, fox wins so far {fox_wins}/{index + 1}",
                file=sys.stderr,
                flush=True,
            )
    share = fox_wins / games
    # 95% interval of the Fox's share (normal approximation).
    half = 1.96 * math.sqrt(share * (1 - share) / games)
    return {
        "fox": strength,
        "crow": crow_strength or strength,
        "games": games,
        "seed": seed,
        "fox_wins": fox_wins,
        "fox_share": round(share, 4),
        "interval": [round(share - half, 4), round(share + half, 4)],
        "ends": dict(ends),
        "mean_rounds": round(rounds / games, 2),
        # CPU seconds a choice (only choices with more than one option), each side
        "move_cpu": {"fox": _clock(clocks[0]), "crow": _clock(clocks[1])},
        "seconds": round(time.perf_counter() - started, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--strength", choices=sorted(MAKERS), default="normal")
    parser.add_argument("--crow", choices=sorted(MAKERS), help="the Crow's strength, if not the same")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument(
        "--seed", type=int, default=0, help="game g is played from seed + g: a later --seed resumes a run"
    )
    parser.add_argument("--progress", action="store_true", help="a line on stderr after every game")
    args = parser.parse_args()
    print(json.dumps(balance(args.strength, args.games, args.seed, args.crow, args.progress)))


if __name__ == "__main__":
    main()
