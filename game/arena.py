"""Computer players against each other: ``python -m game arena GAME --bots A,B[,...]``.

The bot list gives one bot per seat; when it is shorter than the number of
players, its last bot fills the remaining seats (``--bots normal,random
--players 4`` is one normal player against three random ones). The game of
seed ``g`` turns the seating round by ``g`` places (seat ``s`` holds
``seating[(s + g) % players]``), so every bot plays every seat equally often
over any run of a multiple of the player count, and a game is the same game
whichever run it is played in: a long run split into pieces from any seeds
plays the very games of the long run. (Before session 11 the turn was the
game's place in its run, ``g - seed``: the same seating whenever ``seed`` is
a multiple of the player count, as in most runs recorded in docs/AI.md. To
replay a run from another seed exactly, ``--seating-origin SEED`` turns the
table by ``g - SEED``.) When several seats may act at once, which one acts
first is drawn from a generator of the game's own seed, for the same reason.

``--option NAME=VALUE`` (repeatable) plays every game with that option, read and checked by the
game as a new game's options are (``game.arguments.game_options``); the options played, defaults
included, are in the ``--json`` output.

Results are gathered per bot name over every seat it held ("games" counts
seat-games: a name that fills three seats of a game counts three). A win is
first place not shared by everybody; a draw is everybody sharing first
place. In a solitaire game there is nobody to beat: the mean score is the
figure to read.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from game.ai.base import make_bot
from game.arguments import MAX_SEED, bot_names, fail, game_options, int_in, option_setting, seed_number
from game.core import JSONValue
from game.registry import get_game

# A game longer than this is abandoned and reported: a bot or the rules are stuck.
MAX_ACTIONS = 20000


@dataclass
class BotRecord:
    name: str
    games: int = 0
    wins: int = 0
    draws: int = 0
    score_total: float = 0.0
    reward_total: float = 0.0
    moves: int = 0
    seconds_total: float = 0.0
    seconds_max: float = 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "bot": self.name,
            "games": self.games,
            "wins": self.wins,
            "draws": self.draws,
            "win_rate": round(self.wins / self.games, 4) if self.games else 0.0,
            "mean_score": round(self.score_total / self.games, 3) if self.games else 0.0,
            "mean_reward": round(self.reward_total / self.games, 4) if self.games else 0.0,
            "moves": self.moves,
            "mean_seconds_per_move": round(self.seconds_total / self.moves, 4) if self.moves else 0.0,
            "max_seconds_per_move": round(self.seconds_max, 4),
        }


@dataclass
class ArenaResult:
    game: str
    players: int
    games: int
    seed: int
    seating: list[str]
    records: dict[str, BotRecord] = field(default_factory=dict)
    unfinished: int = 0
    seating_origin: int = 0
    # Every option of the game as played, defaults included (as a save records them).
    options: dict[str, JSONValue] = field(default_factory=dict)

    def to_json(self) -> dict[str, object]:
        return {
            "game": self.game,
            "players": self.players,
            "options": self.options,
            "games": self.games,
            "seed": self.seed,
            "seating": self.seating,
            "seating_origin": self.seating_origin,
            "unfinished": self.unfinished,
            "bots": [record.to_json() for record in self.records.values()],
        }


def seating_for(bots: list[str], players: int) -> list[str]:
    if not bots:
        raise ValueError("name at least one bot")
    if len(bots) > players:
        raise ValueError(f"{len(bots)} bots for {players} seats")
    return bots + [bots[-1]] * (players - len(bots))


def seat_names(seating: list[str], game_seed: int, origin: int = 0) -> list[str]:
    """Who sits where in the game of seed ``game_seed``: the seating turned ``game_seed - origin``
    places (seat ``s`` holds ``seating[(s + game_seed - origin) % players]``). It depends on the seed
    alone, never on the game's place in a run, so a piece of a run seats its games as the run does."""
    players = len(seating)
    return [seating[(s + game_seed - origin) % players] for s in range(players)]


def run_arena(game_id: str, bots: list[str], players: int | None = None, games: int = 10, seed: int = 0,
              progress: Callable[[int, ArenaResult], None] | None = None,
              seating_origin: int = 0, options: Mapping[str, JSONValue] | None = None) -> ArenaResult:
    cls = get_game(game_id)
    chosen = cls.resolve_options(options)  # the game's own check: OptionError (a ValueError) names what is allowed
    low, high = cls.player_range(chosen)
    if players is None:
        players = max(low, min(len(bots), high))
    if not low <= players <= high:
        with_options = f" with options {chosen}" if (low, high) != (cls.min_players, cls.max_players) else ""
        raise ValueError(f"{cls.id}{with_options} is for {low}-{high} players, not {players}")
    seating = seating_for(bots, players)
    result = ArenaResult(cls.id, players, games, seed, seating, seating_origin=seating_origin, options=chosen)
    for name in seating:
        result.records.setdefault(name, BotRecord(name))
    for index in range(games):
        game_seed = seed + index
        names = seat_names(seating, game_seed, seating_origin)
        # Of seats acting at once, the one to move first: drawn from the game's seed (the first game
        # of a run draws as before session 11, when one generator of the run's seed served every game).
        chooser = random.Random(game_seed)
        players_at = [make_bot(name, seed=game_seed * 1009 + s) for s, name in enumerate(names)]
        state = cls(players, game_seed, chosen)
        steps = 0
        while not state.is_over() and steps < MAX_ACTIONS:
            acting = state.to_act()
            seat = acting[0] if len(acting) == 1 else acting[chooser.randrange(len(acting))]
            started = time.perf_counter()
            action = players_at[seat].choose(state, seat)
            spent = time.perf_counter() - started
            state.apply(seat, action)
            record = result.records[names[seat]]
            record.moves += 1
            record.seconds_total += spent
            record.seconds_max = max(record.seconds_max, spent)
            steps += 1
        outcome = state.outcome()
        if outcome is None:
            result.unfinished += 1
            continue
        rewards = outcome.rewards()
        everybody_first = players > 1 and all(p == 1 for p in outcome.placing)
        for s, name in enumerate(names):
            record = result.records[name]
            record.games += 1
            record.score_total += outcome.scores[s]
            record.reward_total += rewards[s]
            if everybody_first:
                record.draws += 1
            elif outcome.placing[s] == 1:  # alone, first place is a solitaire won
                record.wins += 1
        if progress is not None:
            progress(index + 1, result)
    return result


def format_result(result: ArenaResult) -> str:
    lines = [f"{result.game}, {result.players} players, {result.games} games from seed {result.seed}, "
             f"seating {','.join(result.seating)} (turned by each game's seed)"
             + "".join(f", {name}={value}" for name, value in result.options.items())]
    lines.append(f"{'bot':<10} {'games':>6} {'wins':>6} {'draws':>6} {'win%':>6} {'mean score':>11} "
                 f"{'s/move':>8} {'max s':>7}")
    for record in result.records.values():
        row = record.to_json()
        lines.append(f"{record.name:<10} {record.games:>6} {record.wins:>6} {record.draws:>6} "
                     f"{100 * row['win_rate']:>5.1f}% {row['mean_score']:>11.2f} "
                     f"{row['mean_seconds_per_move']:>8.3f} {row['max_seconds_per_move']:>7.3f}")
    if result.unfinished:
        lines.append(f"UNFINISHED: {result.unfinished} games passed {MAX_ACTIONS} actions")
    return "\n".join(lines)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game")
    parser.add_argument("--bots", type=bot_names, required=True,
                        help="comma-separated bot names, one per seat; the last fills the rest")
    parser.add_argument("--players", type=int_in(1, 99), help="players (1 to 99, within the game's range)")
    parser.add_argument("--games", type=int_in(1, 10**6), default=10, help="1 to 1000000")
    parser.add_argument("--seed", type=seed_number, default=0, help=f"0 to {MAX_SEED}")
    parser.add_argument("--seating-origin", type=seed_number, default=0,
                        help="the seed whose game has the seating unturned (default 0); give a run's first "
                             "seed to replay a run from before session 11, which turned it by the game's place")
    parser.add_argument("--option", type=option_setting, action="append", default=[], metavar="NAME=VALUE",
                        help="an option of the game, e.g. decks=2 (repeatable; checked by the game as a new game's are; "
                             "the rest at their defaults)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--progress", action="store_true", help="print a line to stderr after every game")


def command(args: argparse.Namespace) -> int:
    bots = [name.strip() for name in args.bots.split(",") if name.strip()]
    for name in bots:
        make_bot(name)  # an unknown name fails here, before any game is played
    progress = None
    if args.progress:
        def progress(done: int, result: ArenaResult) -> None:
            summary = ", ".join(f"{r.name} {r.wins}w/{r.draws}d" for r in result.records.values())
            print(f"[{done}/{result.games}] {summary}", file=sys.stderr, flush=True)
    cls = get_game(args.game)
    try:
        options = game_options(cls, args.option)
    except ValueError as exc:
        known = ", ".join(f"{o.name} ({', '.join(map(str, o.choices))})" for o in cls.options_spec) or "none"
        return fail("python -m game arena", f"--option: {exc}; the options of {cls.id}: {known}")
    try:
        result = run_arena(args.game, bots, args.players, args.games, args.seed, progress, args.seating_origin,
                           options)
    except ValueError as exc:
        print(exc, file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(result.to_json(), ensure_ascii=False, indent=2))
    else:
        print(format_result(result))
    return 1 if result.unfinished else 0
