"""Engine benchmarks: random-play speed and computer-move times, per game.

A command, not a test: ``python -m game bench [--json] [--games K] [--moves M]``.
"""

from __future__ import annotations

import random
import statistics
import time
from typing import Any

from game.ai.base import BOTS, RandomBot, make_bot
from game.registry import GAMES


def actions_per_second(game_id: str, games: int = 20, seed: int = 0) -> dict[str, Any]:
    """Bare engine speed: whole games of random play, legal_actions + apply only."""
    cls = GAMES[game_id]
    actions = 0
    started = time.perf_counter()
    cpu_started = time.process_time()
    for index in range(games):
        players = cls.min_players + index % (cls.max_players - cls.min_players + 1)
        state = cls(players, seed + index, cls.options_for(players))
        rng = random.Random(seed + index)
        while not state.is_over():
            seats = state.to_act()
            seat = seats[0] if len(seats) == 1 else rng.choice(seats)
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            actions += 1
    elapsed = time.perf_counter() - started
    cpu = time.process_time() - cpu_started
    # Per CPU second too: on a busy machine (two cores shared by many) the wall clock measures the load.
    return {"games": games, "actions": actions, "seconds": round(elapsed, 3),
            "actions_per_second": round(actions / elapsed, 1) if elapsed else None,
            "cpu_seconds": round(cpu, 3), "actions_per_cpu_second": round(actions / cpu, 1) if cpu else None}


def move_times(game_id: str, bot_name: str, moves: int = 10, seed: int = 0) -> dict[str, Any]:
    """Seconds per computer move, sampled along random games (the bot plays one seat)."""
    cls = GAMES[game_id]
    bot = make_bot(bot_name, seed=seed)
    filler = RandomBot(seed + 1)
    times: list[float] = []
    game_index = 0
    while len(times) < moves:
        state = cls(cls.min_players, seed + game_index, cls.options_for(cls.min_players))
        game_index += 1
        while not state.is_over() and len(times) < moves:
            seat = state.to_act()[0]
            if seat == 0:
                t0 = time.perf_counter()
                action = bot.choose(state, seat)
                times.append(time.perf_counter() - t0)
            else:
                action = filler.choose(state, seat)
            state.apply(seat, action)
    return {"bot": bot_name, "moves": len(times), "mean_seconds": round(statistics.fmean(times), 4),
            "median_seconds": round(statistics.median(times), 4), "max_seconds": round(max(times), 4)}


def run(games: int = 20, moves: int = 10, seed: int = 0, game_ids: list[str] | None = None) -> list[dict[str, Any]]:
    rows = []
    for gid in game_ids or sorted(GAMES):
        bots = [move_times(gid, name, moves, seed)
                for name in (BOTS if moves > 0 else ())  # --moves 0: the engine speed alone
                if name != "random"]
        rows.append({"game": gid, "engine": actions_per_second(gid, games, seed), "bots": bots})
    return rows
