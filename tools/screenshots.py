#!/usr/bin/env python3
"""Screenshots of every screen for the docs, made headless (SDL's dummy video and audio drivers).

    python tools/screenshots.py                      # every table and screen at 1280x720 and 1920x1080
    python tools/screenshots.py --sizes 1280x720 --only puertas menu
    python tools/screenshots.py --lang es --out /tmp/shots

Each game with a table is played by computer players through the real game scene
(``ludoteca --demo``) and its last frame saved as ``<game>-<W>x<H>.png``; the menu, a setup
screen, a rules screen, the settings and the statistics (filled from a few games played at
random, in a scratch folder that is thrown away) are saved as ``<screen>-<W>x<H>.png``. The
player's own saves, settings and statistics are never touched: every run uses a fresh
LUDOTECA_HOME.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
OUT = REPO / "docs" / "screenshots"
SIZES = ((1280, 720), (1920, 1080))
SCREENS = ("menu", "setup", "rules", "settings", "stats", "showme")
# Each game's spec names a moment in the middle of a game with something to see (its showcase).


def _setup_and_rules_games() -> tuple[str, str]:
    """The setup screen is shown for the game with the most seats and an option (it has the most
    to show), the rules screen for the first game with hidden information."""
    from game.registry import GAMES, SPECS

    setup = max(SPECS.values(), key=lambda s: (bool(GAMES[s.id].options_spec), s.max_players)).id
    rules = next(s.id for s in SPECS.values() if s.hidden_information)
    return setup, rules


def headless_env(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update({"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "LUDOTECA_HOME": str(home),
                "PYTHONPATH": str(REPO) + os.pathsep + env.get("PYTHONPATH", "")})
    return env


def shoot_table(game_id: str, size: tuple[int, int], lang: str, bot: str, out: Path, home: Path,
                option: tuple[str, str] | None = None) -> Path:
    """``option`` (NAME, VALUE): the table with that option, saved as ``<game>-<VALUE>-<W>x<H>.png``."""
    from game.registry import SPECS

    show = SPECS[game_id].showcase
    seed, moves = show.seed, show.moves
    path = out / f"{game_id}{'-' + option[1] if option else ''}-{size[0]}x{size[1]}.png"
    command = [sys.executable, "-m", "scenes", "--demo", game_id, "--seed", str(seed), "--moves", str(moves),
               "--bot", bot, "--size", f"{size[0]}x{size[1]}", "--lang", lang, "--screenshot", str(path)]
    if option:
        command += ["--option", f"{option[0]}={option[1]}"]
    if show.players:
        command += ["--players", str(show.players)]  # more of the table in use
    result = subprocess.run(command, cwd=REPO, env=headless_env(home), capture_output=True, text=True, timeout=900)
    if result.returncode != 0:
        raise RuntimeError(f"{game_id} at {size}: {result.stderr.strip() or result.stdout.strip()}")
    return path


def shoot_screens(names: list[str], size: tuple[int, int], lang: str, out: Path, home: Path) -> list[Path]:
    command = [sys.executable, str(Path(__file__).resolve()), "--child-screens", ",".join(names),
               "--sizes", f"{size[0]}x{size[1]}", "--lang", lang, "--out", str(out)]
    result = subprocess.run(command, cwd=REPO, env=headless_env(home), capture_output=True, text=True, timeout=900)
    if result.returncode != 0:
        raise RuntimeError(f"screens at {size}: {result.stderr.strip()}")
    return [out / f"{name}-{size[0]}x{size[1]}.png" for name in names]


# --- inside the child process: the shell's screens ----------------------------------------------

def _sample_statistics() -> None:
    """A few games finished at random by one person against the computer, so the table has numbers."""
    import random

    from game.registry import GAMES, SPECS
    from scenes.session import COMPUTER, HUMAN, SeatConfig, Session
    from scenes.stats_store import record_session

    # A few games of several kinds: the showcase's seats, two or three games each.
    plan = [(spec.id, spec.showcase.players or spec.min_players, 2 + i % 2) for i, spec in enumerate(SPECS.values())]
    for game_id, players, games in plan:
        cls = GAMES[game_id]
        for n in range(games):
            seats = [SeatConfig("Ana", HUMAN)] + [SeatConfig(f"Robot {i}", COMPUTER, "random") for i in range(1, players)]
            options = None
            if cls.options_spec and players == 1:
                spec = cls.options_spec[0]
                options = {spec.name: spec.choices[n % len(spec.choices)]}
            session = Session.new(game_id, seats, seed=100 + n, options=options)
            rng = random.Random(n)
            steps = 0
            while not session.state.is_over() and steps < 4000:
                seat = session.state.to_act()[0]
                session.state.apply(seat, rng.choice(session.state.legal_actions(seat)))
                steps += 1
            record_session(session)


def child_screens(names: list[str], size: tuple[int, int], lang: str, out: Path) -> None:
    from scenes.app import App
    from scenes.menu import MenuScene
    from scenes.rules import RulesScene
    from scenes.settings import SettingsScene
    from scenes.setup import SetupScene
    from scenes.stats import StatsScene

    if "stats" in names:
        _sample_statistics()
    app = App(size=size, lang=lang, think_delay=0.0, load_settings=False)
    app.sounds.enabled = False
    from game.registry import SPECS

    setup_game, rules_game = _setup_and_rules_games()
    makers = {"menu": lambda: MenuScene(app), "setup": lambda: SetupScene(app, setup_game),
              "rules": lambda: RulesScene(app, rules_game), "settings": lambda: SettingsScene(app),
              "stats": lambda: StatsScene(app, next(iter(SPECS)))}
    for name in names:
        if name == "showme":
            _show_me(app, rules_game)
        else:
            app.reset(makers[name]())
            app.apply_pending()
            app.step()
        app.screenshot(out / f"{name}-{size[0]}x{size[1]}.png")


def _show_me(app: Any, game_id: str) -> None:
    """A guided opening ("Show me") after the newcomer's first move: a computer's step waits for Next."""
    from game.core import Action
    from game.registry import SPECS
    from game.spec import load

    guided = game_id if SPECS[game_id].guide else next(g for g, spec in SPECS.items() if spec.guide)
    app.open_lesson(guided, load(SPECS[guided].guide))
    app.apply_pending()
    scene = app.top
    first = scene.session.guide.steps[0]
    scene._apply(first.seat, Action.decode(first.action))
    for _ in range(50):
        app.step()
        if scene.computers.held_for_reading:
            break
    scene.settle()
    app.step()


# --- the command -------------------------------------------------------------------------------------

def parse_sizes(text: str) -> list[tuple[int, int]]:
    sizes = []
    for part in text.split(","):
        w, _, h = part.strip().lower().partition("x")
        sizes.append((int(w), int(h)))
    return sizes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=OUT, help="folder for the PNG files (default: docs/screenshots)")
    parser.add_argument("--sizes", default=",".join(f"{w}x{h}" for w, h in SIZES), help="e.g. 1280x720,1920x1080")
    parser.add_argument("--lang", choices=("en", "es"), default="en")
    parser.add_argument("--bot", default="random", help="the computer players of the table demos (default: random)")
    parser.add_argument("--only", nargs="*", help="game ids and screen names to make (default: all); "
                        "GAME:NAME=VALUE for a table with an option, e.g. tradingfaces:variant=memory")
    parser.add_argument("--child-screens", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    sizes = parse_sizes(args.sizes)
    args.out.mkdir(parents=True, exist_ok=True)
    if args.child_screens:
        child_screens(args.child_screens.split(","), sizes[0], args.lang, args.out)
        return 0

    sys.path.insert(0, str(REPO))
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from scenes.tables import TABLES

    wanted = set(args.only or [])
    variants = {w for w in wanted if ":" in w and "=" in w}  # GAME:NAME=VALUE
    wanted -= variants
    with_options = []
    for text in sorted(variants):
        game_id, _, setting = text.partition(":")
        name, _, value = setting.partition("=")
        if game_id not in TABLES:
            print(f"screenshots: no table called {game_id}", file=sys.stderr)
            return 2
        with_options.append((game_id, (name, value)))
    games = [g for g in TABLES if (not wanted and not variants) or g in wanted]
    screens = [s for s in SCREENS if (not wanted and not variants) or s in wanted]
    unknown = wanted - set(TABLES) - set(SCREENS)
    if unknown:
        print(f"screenshots: nothing called {', '.join(sorted(unknown))}; tables: {', '.join(TABLES)}; "
              f"screens: {', '.join(SCREENS)}", file=sys.stderr)
        return 2
    made: list[Path] = []
    failures = 0
    with tempfile.TemporaryDirectory(prefix="ludoteca-shots-") as scratch:
        for size in sizes:
            for game_id in games:
                started = time.monotonic()
                try:
                    made.append(shoot_table(game_id, size, args.lang, args.bot, args.out, Path(scratch) / game_id))
                except (RuntimeError, subprocess.TimeoutExpired) as exc:
                    failures += 1
                    print(f"FAILED {exc}", file=sys.stderr)
                    continue
                print(f"{made[-1].name}  {time.monotonic() - started:.1f} s", flush=True)
            for game_id, option in with_options:
                started = time.monotonic()
                try:
                    made.append(shoot_table(game_id, size, args.lang, args.bot, args.out,
                                            Path(scratch) / f"{game_id}-{option[1]}", option))
                except (RuntimeError, subprocess.TimeoutExpired) as exc:
                    failures += 1
                    print(f"FAILED {exc}", file=sys.stderr)
                    continue
                print(f"{made[-1].name}  {time.monotonic() - started:.1f} s", flush=True)
            if screens:
                started = time.monotonic()
                try:
                    shots = shoot_screens(screens, size, args.lang, args.out, Path(scratch) / f"screens-{size[0]}")
                except (RuntimeError, subprocess.TimeoutExpired) as exc:
                    failures += 1
                    print(f"FAILED {exc}", file=sys.stderr)
                else:
                    made.extend(shots)
                    print(f"{', '.join(p.name for p in shots)}  {time.monotonic() - started:.1f} s", flush=True)
    total = sum(p.stat().st_size for p in made if p.exists())
    print(f"{len(made)} screenshots in {args.out} ({total / 1e6:.1f} MB)" + (f", {failures} failed" if failures else ""))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
