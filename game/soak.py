"""The soak: many whole games of every registered game, every player count and
option combination, with the contract and each game's invariants checked at
every step. A benchmark-sized run is a command (``python -m game soak``);
the test suite runs a small slice.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.ai.base import Bot, make_bot
from game.checks import ContractViolation, checked_playout
from game.core import Action, GameState, RulesError, Seat
from game.registry import GAMES

Chooser = Callable[[GameState, Seat], Action]


def configurations(cls: type[GameState]) -> list[tuple[int, dict[str, Any]]]:
    return cls.configurations()  # only the counts each combination of options may be played with


@dataclass
class SoakResult:
    game: str
    games: int = 0
    actions: int = 0
    seconds: float = 0.0
    violations: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "games": self.games,
            "actions": self.actions,
            "seconds": round(self.seconds, 2),
            "violations": len(self.violations),
            "first_violations": self.violations[:5],
        }


class ChanceWatch:
    """Wraps the players' choice and checks, from one choice to the next, that an action which drew on
    the game's generator raised the undo floor (else undo could take it back and roll again)."""

    def __init__(self, choose: Chooser) -> None:
        self.choose = choose
        self.mark: tuple[int, object] | None = None

    def __call__(self, state: GameState, seat: int) -> Action:
        self.check(state)
        self.mark = (len(state.history), state.rng.getstate())
        return self.choose(state, seat)

    def check(self, state: GameState) -> None:
        if self.mark is None or len(state.history) != self.mark[0] + 1:
            return
        if state.rng.getstate() != self.mark[1] and state.undo_floor != len(state.history):
            seat, action = state.history[-1]
            raise ContractViolation(f"{state.id} (seed {state.seed}, after {len(state.history)} actions): "
                                    f"{action.encode()} by seat {seat} used chance without mark_irreversible, "
                                    "so undo could roll it again")


def soak_game(game_id: str, games: int, seed: int = 0, bots: tuple[str, ...] = ("random",),
              views_every: int = 5, save_every: int = 25, start: int = 0) -> SoakResult:
    """Play games ``start`` .. ``start + games - 1`` of ``game_id``, cycling through every
    configuration and bot mix. Game ``index`` is the same whatever the chunk it is played
    in, so runs over consecutive chunks add up to one long run."""
    cls = GAMES[game_id]
    configs = configurations(cls)
    result = SoakResult(game_id)
    started = time.perf_counter()
    for index in range(start, start + games):
        players, options = configs[index % len(configs)]
        game_seed = seed * 1_000_003 + index
        rng = random.Random(game_seed)
        seat_bots = [make_bot(rng.choice(bots), seed=game_seed * 7 + s) for s in range(players)]
        try:
            state = cls(players, game_seed, options)
            def play(st: GameState, seat: Seat, bots: list[Bot] = seat_bots) -> Action:
                return bots[seat].choose(st, seat)

            watch = ChanceWatch(play)
            report = checked_playout(state, watch, rng, save_every=save_every, views_every=views_every)
            watch.check(state)
            result.actions += report.actions
        except (ContractViolation, RulesError) as exc:
            result.violations.append(f"{players}p {options} seed {game_seed}: {exc}")
        except Exception as exc:  # a crash is a violation too, reported with its type
            result.violations.append(f"{players}p {options} seed {game_seed}: crash {type(exc).__name__}: {exc}")
        result.games += 1
    result.seconds = time.perf_counter() - started
    return result


def _soak_chunk(job: tuple[str, int, int, int, tuple[str, ...]]) -> SoakResult:
    game_id, start, games, seed, bots = job
    return soak_game(game_id, games, seed=seed, bots=bots, start=start)


def soak_parallel(game_id: str, games: int, seed: int = 0, bots: tuple[str, ...] = ("random",),
                  start: int = 0, jobs: int = 1) -> SoakResult:
    """``soak_game`` split into chunks over ``jobs`` processes; the same games, the same result."""
    if jobs <= 1:
        return soak_game(game_id, games, seed=seed, bots=bots, start=start)
    import multiprocessing

    chunk = max(1, -(-games // (jobs * 4)))
    work = [(game_id, first, min(chunk, start + games - first), seed, bots)
            for first in range(start, start + games, chunk)]
    started = time.perf_counter()
    total = SoakResult(game_id)
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        for part in pool.map(_soak_chunk, work):
            total.games += part.games
            total.actions += part.actions
            total.violations.extend(part.violations)
    total.seconds = time.perf_counter() - started
    return total
