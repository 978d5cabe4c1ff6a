#!/usr/bin/env python3
"""The newcomer's tour (issue 23): one picture per point a new player had stumbled on, made the way
the issue was found, in the running app with a fresh home folder.

    python tools/newcomer_tour.py                       # headless, docs/screenshots/newcomer/
    xvfb-run -s '-screen 0 1280x720x24' python tools/newcomer_tour.py --window   # in a real window

Each picture is named after its point (``2-pace-computer-move-marked.png`` ...); docs/NEWCOMER.md says
what each shows. The player's own saves, settings and statistics are never touched (LUDOTECA_HOME
is a scratch folder thrown away afterwards).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
OUT = REPO / "docs" / "screenshots" / "newcomer"


def _frames(app: Any, count: int = 3) -> None:
    for _ in range(count):
        app.step()


def tour(out: Path, size: tuple[int, int]) -> list[Path]:
    import pygame

    from game.core import Action
    from game.registry import SPECS
    from game.spec import load
    from scenes.app import App
    from scenes.game_scene import GameScene
    from scenes.menu import MenuScene
    from scenes.pause import PauseScene
    from scenes.session import COMPUTER, HUMAN, SeatConfig, Session, autosave_path, default_name
    from scenes.setup import SetupScene
    from scenes.stats import StatsScene

    made: list[Path] = []

    def shot(app: App, name: str) -> None:
        path = out / f"{name}.png"
        app.screenshot(path)
        made.append(path)

    def game(app: App, game_id: str, seats: list[SeatConfig], seed: int, save: bool = False) -> GameScene:
        session = Session.new(game_id, seats, seed=seed, save_path=autosave_path(game_id) if save else None)
        scene = GameScene(app, session)
        app.reset(MenuScene(app))
        app.push(scene)
        app.apply_pending()
        _frames(app)
        return scene

    app = App(size=size, lang="en", load_settings=False, threaded_bots=False)
    app.sounds.enabled = False

    # 2. Turns too fast to follow: a computer's chosen move stays marked on the table (normal pace).
    scene = game(app, "reverso", [SeatConfig("Ana"), SeatConfig("Robot", COMPUTER, "normal")], seed=3)
    while scene.state.to_act() == (0,):
        scene._apply(0, scene.state.legal_actions(0)[0])
        scene.settle()
        _frames(app)
    for _ in range(100):
        _frames(app, 1)
        if scene.computers.pending is not None:
            break
    shot(app, "2-pace-computer-move-marked")

    # 2. Ludo's log says what the dice showed and who starts.
    scene = game(app, "ludo", [SeatConfig("Ana"), SeatConfig("Robot", COMPUTER, "normal")], seed=5)
    for _ in range(6):
        seat = scene.state.to_act()[0]
        scene._apply(seat, scene.state.legal_actions(seat)[0])
        scene.settle()
    _frames(app)
    shot(app, "2-ludo-log-says-the-dice")

    # 3. Strength that matches its name: the setup says what each strength does.
    app.reset(MenuScene(app))
    app.push(SetupScene(app, "ideograma"))
    app.apply_pending()
    _frames(app)
    shot(app, "3-setup-strength-words")

    # 4. Names and language: default names in Spanish, in a game in progress.
    app.settings.lang = "es"
    scene = game(app, "ideograma", [SeatConfig(default_name(HUMAN, 0, "es")),
                                    SeatConfig(default_name(COMPUTER, 1, "es"), COMPUTER, "easy")], seed=2)
    scene.settle()
    _frames(app)
    shot(app, "4-names-in-spanish")
    app.settings.lang = "en"

    # 5. One unfinished game per game: two saved games listed first in the menu.
    for game_id, seed in (("puertas", 4), ("damas", 6)):
        scene = game(app, game_id, [SeatConfig("Ana"), SeatConfig("Robot", COMPUTER, "easy")], seed=seed, save=True)
        for _ in range(3):
            seat = scene.state.to_act()[0]
            scene._apply(seat, scene.state.legal_actions(seat)[0])
    app.reset(MenuScene(app))
    app.apply_pending()
    _frames(app)
    shot(app, "5-menu-unfinished-games-first")

    # 6. Secrets behind the pause menu: in pass-and-play the pause covers the hand as the curtain does.
    scene = game(app, "puertas", [SeatConfig("Ana", HUMAN), SeatConfig("Beto", HUMAN)], seed=3)
    scene.on_intent("reveal")
    _frames(app)
    app.push(PauseScene(app, scene))
    app.apply_pending()
    _frames(app)
    shot(app, "6-pause-covers-the-hand")

    # 7. Small things: Reverso's table, Ludo's board, Ideograma's exchange, the statistics.
    scene = game(app, "reverso", [SeatConfig("Ana"), SeatConfig("Robot", COMPUTER, "easy")], seed=8)
    for _ in range(12):
        seat = scene.state.to_act()[0]
        if not scene.session.seats[seat].is_human:
            break
        scene._apply(seat, scene.state.legal_actions(seat)[-1])
        scene.settle()
        _frames(app, 2)
    scene.settle()
    shot(app, "7-reverso-table")
    scene = game(app, "ideograma", [SeatConfig("Ana"), SeatConfig("Robot", COMPUTER, "easy")], seed=2)
    scene.settle()
    if scene.state.to_act() == (0,):
        scene.board.on_table_intent(("exchange",))
        _frames(app)
    shot(app, "7-ideograma-exchange")
    app.reset(StatsScene(app, next(iter(SPECS))))
    app.apply_pending()
    _frames(app)
    shot(app, "7-statistics")

    # A menu for 24 games: search as you type.
    app.reset(MenuScene(app))
    app.apply_pending()
    _frames(app)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="drez"))
    _frames(app)
    shot(app, "menu-search")

    # A first game for every newcomer: Show me, a computer's step waiting for Next.
    app.open_lesson("puertas", load(SPECS["puertas"].guide))
    app.apply_pending()
    scene = app.top
    first = scene.session.guide.steps[0]
    scene._apply(first.seat, Action.decode(first.action))
    for _ in range(50):
        _frames(app, 1)
        if scene.computers.held_for_reading:
            break
    scene.settle()
    _frames(app, 1)
    shot(app, "show-me-puertas")
    return made


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--window", action="store_true", help="draw in a real window (needs a display: Xvfb)")
    args = parser.parse_args(argv)
    if not args.window:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    sys.path.insert(0, str(REPO))
    width, _, height = args.size.partition("x")
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as home:
        os.environ["LUDOTECA_HOME"] = home
        made = tour(args.out, (int(width), int(height)))
    for path in made:
        print(path.relative_to(REPO) if path.is_relative_to(REPO) else path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
