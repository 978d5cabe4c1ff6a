"""The headless command line: ``python -m game list|selfplay|perft|solve|soak|bench|arena|fuzz``."""

from __future__ import annotations

import argparse
import importlib
import inspect
import json
import random
import sys
import time

from game import arena
from game.ai.base import Bot, make_bot
from game.arguments import MAX_SEED, Parser, bot_name, bot_names, fail, float_in, int_in, seed_number
from game.checks import ContractViolation, checked_playout
from game.core import Action, GameState, RulesError, Seat
from game.registry import GAMES, get_game


def cmd_list(args: argparse.Namespace) -> int:
    rows = [
        {
            "id": cls.id,
            "title": cls.title,
            "family": cls.family,
            "min_players": cls.min_players,
            "max_players": cls.max_players,
            "solo": cls.solo(),
        }
        for cls in GAMES.values()
    ]
    if args.json:
        print(json.dumps(rows, ensure_ascii=False, indent=2))
    else:
        for r in rows:
            players = f"{r['min_players']}-{r['max_players']}" if r["min_players"] != r["max_players"] else str(r["min_players"])
            print(f"{r['id']:<14} {r['title']:<22} {r['family']:<22} players {players:<5} {'solo' if r['solo'] else ''}")
    return 0


def cmd_selfplay(args: argparse.Namespace) -> int:
    cls = get_game(args.game)
    players = args.players if args.players is not None else max(cls.player_range()[0], min(2, cls.player_range()[1]))
    if not cls.min_players <= players <= cls.max_players:
        return fail("python -m game selfplay", f"--players {players}: {cls.id} is for "
                    f"{cls.min_players} to {cls.max_players} players")
    rng = random.Random(args.seed)
    summary = {
        "game": cls.id,
        "players": players,
        "bot": args.bot,
        "games": args.games,
        "finished": 0,
        "actions": 0,
        "seconds": 0.0,
        "actions_per_second": 0.0,
        "wins": [0] * players,
        "draws": 0,
        "violations": [],
    }
    started = time.perf_counter()
    for index in range(args.games):
        seed = args.seed + index
        bots = [make_bot(args.bot, seed=seed * 31 + s) for s in range(players)]
        try:
            state = cls(players, seed, cls.options_for(players))

            def play(st: GameState, seat: Seat, bots: list[Bot] = bots) -> Action:
                return bots[seat].choose(st, seat)

            report = checked_playout(
                state, play, rng,
                save_every=args.save_every, views_every=1,
            )
        except (ContractViolation, RulesError) as exc:
            summary["violations"].append(f"game seed {seed}: {exc}")
            continue
        summary["finished"] += 1
        summary["actions"] += report.actions
        winners = report.outcome.winners if report.outcome is not None else ()
        if len(winners) == players and players > 1:
            summary["draws"] += 1
        else:
            for w in winners:
                summary["wins"][w] += 1
    elapsed = time.perf_counter() - started
    summary["seconds"] = round(elapsed, 3)
    # Note: this rate includes the contract checks; `bench` measures the bare engine.
    summary["actions_per_second"] = round(summary["actions"] / elapsed, 1) if elapsed else 0.0
    if args.json:
        print(json.dumps(summary, ensure_ascii=False, indent=2))
    else:
        print(f"{cls.id}: {summary['finished']}/{args.games} games finished, {summary['actions']} actions, "
              f"{summary['actions_per_second']} actions/s (with checks), wins per seat {summary['wins']}, "
              f"draws {summary['draws']}")
        for v in summary["violations"]:
            print("VIOLATION:", v)
    return 1 if summary["violations"] else 0


def _game_or_folder(game_id: str) -> type[GameState]:
    """A registered game, or one whose folder (games/<id>/) is not in the registry yet."""
    try:
        return get_game(game_id)
    except KeyError:
        if game_id.isidentifier():
            try:
                cls: type[GameState] = importlib.import_module(f"games.{game_id}").SPEC.engine_class()
                return cls
            except (ImportError, AttributeError):
                pass
        raise


def cmd_perft(args: argparse.Namespace) -> int:
    cls = _game_or_folder(args.game)
    perft = getattr(sys.modules[cls.__module__], "perft", None)
    if perft is None:
        print(f"perft means nothing for {cls.id}", file=sys.stderr)
        return 2
    if args.jokers and "jokers" not in inspect.signature(perft).parameters:
        print(f"--jokers means nothing for {cls.id}", file=sys.stderr)
        return 2
    state = cls(cls.min_players, 0, {})
    if args.position:
        for number, text in enumerate(args.position.split(), 1):
            if not state.to_act():
                return fail("python -m game perft", f"--position: move {number} {text!r} comes after the end of the game")
            try:
                state.apply_text(state.to_act()[0], text)
            except RulesError as exc:
                return fail("python -m game perft", f"--position: move {number} {text!r} cannot be played: {exc}")
    started = time.perf_counter()
    count = perft(state, args.depth, jokers=True) if args.jokers else perft(state, args.depth)
    elapsed = time.perf_counter() - started
    print(count)
    print(f"depth {args.depth}: {count} leaves in {elapsed:.2f} s", file=sys.stderr)
    return 0


def cmd_solve(args: argparse.Namespace) -> int:
    """A solitaire's solver on one deal, from its start: can it be won, and how (the spec's solver)."""
    cls = _game_or_folder(args.game)
    if cls.spec.solver is None:
        return fail("python -m game solve", f"{cls.id} has no solver")
    from game.spec import load

    solver = load(cls.spec.solver)
    state = cls(cls.min_players, args.seed, {})
    answer = solver(state, args.nodes) if args.nodes else solver(state)
    from game.view import to_json

    found = to_json(answer)  # the solver's frozen answer: status, moves, and what else it says
    found["seconds"] = round(answer.seconds, 4)
    if args.json:
        print(json.dumps({"game": cls.id, "seed": args.seed, **found}, indent=2))
    else:
        extra = ", ".join(f"{key} {value}" for key, value in found.items() if key not in ("status", "moves", "seconds"))
        print(f"{cls.id} deal {args.seed}: {answer.status} ({extra}; {answer.seconds:.2f} s)")
        if found["moves"]:
            print(f"{len(found['moves'])} moves: " + " ".join(found["moves"]))
    return 0


def cmd_soak(args: argparse.Namespace) -> int:
    from game.soak import soak_parallel

    bots = tuple(args.bots.split(","))
    results = []
    for gid in args.game or sorted(GAMES):
        get_game(gid)
        result = soak_parallel(gid, args.games_per_game, seed=args.seed, bots=bots,
                               start=args.start, jobs=args.jobs)
        results.append(result)
        if not args.json:
            print(f"{gid:<14} games {result.games:>6}  actions {result.actions:>9}  "
                  f"violations {len(result.violations)}  ({result.seconds:.1f} s)", flush=True)
            for violation in result.violations[:5]:
                print("   VIOLATION:", violation)
    if args.json:
        print(json.dumps([r.to_json() for r in results], ensure_ascii=False, indent=2))
    return 1 if any(r.violations for r in results) else 0


def cmd_bench(args: argparse.Namespace) -> int:
    from game.bench import run

    rows = run(games=args.games, moves=args.moves, seed=args.seed, game_ids=args.game or None)
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    for row in rows:
        engine = row["engine"]
        bots = "  ".join(f"{b['bot']} {b['mean_seconds']:.3f}/{b['median_seconds']:.3f}/{b['max_seconds']:.3f}s"
                         for b in row["bots"])  # mean / median / worst
        print(f"{row['game']:<14} {engine['actions_per_second']:>10} actions/s "
              f"({engine['actions_per_cpu_second']} per CPU second)   {bots}")
    return 0


def cmd_fuzz(args: argparse.Namespace) -> int:
    from game.fuzz import GameReport, run

    ids = [get_game(gid).id for gid in args.game] or None

    def progress(report: GameReport) -> None:
        tried = sum(report.tried.values())
        print(f"{report.game:<14} inputs {tried:>7} (saves {report.tried['save']}, snapshots "
              f"{report.tried['snapshot']}, actions {report.tried['action']})  failures {len(report.failures)}",
              flush=True)
        for failure in report.distinct()[:5]:
            print(f"   FAILURE [{failure.target}] {failure.problem}\n      input: {failure.data[:600]}", flush=True)

    reports = run(args.minutes * 60, ids, args.seed, progress=progress)
    total = sum(sum(r.tried.values()) for r in reports)
    failures = sum(len(r.failures) for r in reports)
    print(f"total: {total} inputs in {args.minutes:g} min, {failures} failures")
    return 1 if failures else 0


def main(argv: list[str] | None = None) -> int:
    parser = Parser(prog="python -m game", description="Ludoteca's rules engine, headless.")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("list", help="every registered game")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_list)
    p = sub.add_parser("selfplay", help="whole games between computer players, with contract checks")
    p.add_argument("game")
    p.add_argument("--players", type=int_in(1, 99), help="players (default: two, or the game's only count)")
    p.add_argument("--games", type=int_in(1, 10**6), default=10, help="games to play (1 to 1000000)")
    p.add_argument("--seed", type=seed_number, default=0, help=f"seed of the first game (0 to {MAX_SEED})")
    p.add_argument("--bot", type=bot_name, default="random", help="computer player (random, easy, normal, hard...)")
    p.add_argument("--save-every", type=int_in(1, 10**6), default=1,
                   help="check save/reload every N actions (1: every action; up to 1000000)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_selfplay)
    p = sub.add_parser("perft", help="move-tree leaf counts")
    p.add_argument("game")
    p.add_argument("--depth", type=int_in(0, 12), required=True, help="plies to walk (0 to 12)")
    p.add_argument("--position", help="space-separated actions from the start, e.g. 'place:2,3 place:2,2'")
    p.add_argument("--jokers", action="store_true", help="every card is a joker (card games of chess: PokerDrez)")
    p.set_defaults(func=cmd_perft)
    p = sub.add_parser("solve", help="a solitaire's solver on one deal: won (with the moves), lost or unknown")
    p.add_argument("game")
    p.add_argument("--seed", type=seed_number, default=0, help=f"the deal's number (0 to {MAX_SEED})")
    p.add_argument("--nodes", type=int_in(1, 10**9), default=None,
                   help="the solver's budget: positions to search before answering unknown, or seconds for a "
                        "solver that works to a time limit (default: the solver's own)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_solve)
    p = sub.add_parser("soak", help="many games of every game and configuration, invariants checked")
    p.add_argument("game", nargs="*", help="game ids (default: all)")
    p.add_argument("--games-per-game", type=int_in(1, 10**7), default=100, help="1 to 10000000")
    p.add_argument("--seed", type=seed_number, default=0, help=f"0 to {MAX_SEED}")
    p.add_argument("--bots", type=bot_names, default="random", help="comma-separated bot names mixed across seats")
    p.add_argument("--start", type=int_in(0, 10**9), default=0,
                   help="index of the first game: chunks of one long run (the same games, run later)")
    p.add_argument("--jobs", type=int_in(1, 256), default=1, help="processes to share the games (1 to 256)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_soak)
    p = sub.add_parser("bench", help="engine actions per second and seconds per computer move")
    p.add_argument("game", nargs="*", help="game ids (default: all)")
    p.add_argument("--games", type=int_in(1, 10**5), default=20, help="random games per game for the engine speed")
    p.add_argument("--moves", type=int_in(0, 10**5), default=10,
                   help="computer moves timed per strength (0: the engine's speed alone)")
    p.add_argument("--seed", type=seed_number, default=0, help=f"0 to {MAX_SEED}")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_bench)
    p = sub.add_parser("fuzz", help="mutated saves, snapshots and malformed actions against every game")
    p.add_argument("--minutes", type=float_in(0.01, 24 * 60), default=1.0, help="minutes in all (up to 1440)")
    p.add_argument("--game", action="append", default=[], metavar="ID", help="only this game (repeatable)")
    p.add_argument("--seed", type=seed_number, default=0, help=f"0 to {MAX_SEED}")
    p.set_defaults(func=cmd_fuzz)
    p = sub.add_parser("arena", help="computer players against each other: wins, scores, seconds per move")
    arena.add_arguments(p)
    p.set_defaults(func=arena.command)
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # a bad value (said in one line) or --help: the status, for callers of main()
        return exc.code if isinstance(exc.code, int) else 2
    try:
        status: int = args.func(args)
        return status
    except KeyError as exc:  # an unknown game or computer player
        return fail(parser.prog, str(exc.args[0]))


if __name__ == "__main__":
    sys.exit(main())
