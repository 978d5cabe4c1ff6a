#!/usr/bin/env python3
"""Words the screens draw cut short, headless.

    python tools/text_fit_sweep.py                          # 1024x640, 1280x720, 1920x1080, both languages
    python tools/text_fit_sweep.py --size 800x600 --steps 40
    python tools/text_fit_sweep.py --size 640x480 --game ludo --game damas

Every game is played with random legal moves (generator 1, seed 7) through the real game scene,
all seats people so the table is laid out for whoever acts, at its smallest and largest player
counts; after every move, and on the menu, settings, statistics, every setup (each player count)
and every rules screen, it lists the labels and buttons that would be drawn shortened with an
ellipsis (after setting them smaller, as they do) and the paragraphs taller than their place.
Each finding is printed once per game, language, size and widget. A look, not a test.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.registry import GAMES  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.game_scene import GameScene  # noqa: E402
from scenes.menu import MenuScene  # noqa: E402
from scenes.rules import RulesScene  # noqa: E402
from scenes.session import HUMAN, SeatConfig, Session  # noqa: E402
from scenes.settings import SettingsScene  # noqa: E402
from scenes.setup import SetupScene  # noqa: E402
from scenes.stats import StatsScene  # noqa: E402
from scenes.widgets import paint  # noqa: E402
from scenes.widgets.button import Button  # noqa: E402
from scenes.widgets.text import Label, Paragraph  # noqa: E402


def cut_short(widgets: list) -> list[tuple[str, str]]:
    """(widget name, its words) for every widget whose words do not fit as it draws them."""
    found = []
    for w in widgets:
        if isinstance(w, Button) and w.label:
            room = w.rect.w - max(4, w.rect.h // 4)
            bold = w.style == "primary"
            size = paint.size_to_fit(w.label, paint.font_px(w.rect.h), room, bold)
            if paint.fit_text(w.label, size, room, bold) != w.label:
                found.append((w.name, w.label))
        elif isinstance(w, Label) and w.text:
            size = paint.size_to_fit(w.text, w.size, w.rect.w, w.bold, 0.8)
            if paint.fit_text(w.text, size, w.rect.w, w.bold) != w.text:
                found.append((w.name, w.text))
        elif isinstance(w, Paragraph) and w.text and w.rect.h > 0 and w.height_for(w.rect.w) > w.rect.h + 1:
            found.append((w.name, w.text))
    return found


def play_at_random(scene: GameScene, steps: int, seed: int = 1) -> Iterator[int]:
    """Random legal moves (generator ``seed``) in a game scene whose seats are all people: yields each
    step's number with the table laid out for whoever acts (the curtain lifted), then plays a move."""
    rng = random.Random(seed)
    for step in range(steps):
        if scene.curtain_up:
            scene.on_intent("reveal")
        scene.ensure_layout()
        yield step
        state = scene.session.state
        if state.is_over():
            return
        seat = state.to_act()[0]
        scene.session.apply(seat, rng.choice(state.legal_actions(seat)))
        scene.turns.decide()
        scene.table.reset_selection()
        scene.relayout()


def sweep_setup(scene: SetupScene, report: Callable[[str], None]) -> None:
    """Every player count with the options as they open, then every choice of every option (the others
    at their defaults) at every player count that choice allows: a choice's words are drawn only while
    it is chosen ("Sí (personas ante una pantalla)" was cut at 640x480 and no sweep had shown it)."""
    defaults = dict(scene.options)
    settings: list[tuple[str, dict]] = [("", defaults)]
    for spec in scene.game.options_spec:
        settings += [(f"{spec.name}={choice}", {**defaults, spec.name: choice}) for choice in spec.choices
                     if choice != defaults[spec.name]]
    for label, options in settings:
        scene.options = dict(options)
        low, high = scene.game.player_range(scene.options)
        for players in range(low, high + 1):
            scene.players = players
            scene.relayout()
            scene.ensure_layout()
            report(f"{players} pl. {label}".strip())
    scene.options = defaults


def subtitle_cut(scene: SetupScene, size: tuple[int, int], report: Callable[[str], None]) -> None:
    """The setup screen's subtitle, drawn by its header rather than by a widget: reported when its
    two lines do not hold it whole."""
    from scenes import theme
    from scenes.shell import SUBTITLE_UNITS, subtitle_lines

    _, subtitle = scene.heading()
    lines, _ = subtitle_lines(subtitle, int(theme.unit(size) * SUBTITLE_UNITS), scene.header_rect(size).w)
    if " ".join(lines) != subtitle:
        report(subtitle)


def sweep(sizes: list[tuple[int, int]], steps: int, games: list[str] | None = None, screens: bool = True,
          quiet: bool = False) -> list[str]:
    """The findings, one line each (printed unless ``quiet``): every game in ``games`` (default all) and,
    with ``screens``, the menu, settings, statistics and those games' setup and rules screens."""
    seen: set[tuple] = set()
    lines: list[str] = []
    games = sorted(games or GAMES)

    def report(where: str, lang: str, size: tuple[int, int], widgets: list, note: str = "") -> None:
        for name, words in cut_short(widgets):
            # A setup's options each say their own words: each option and choice is a finding of its own.
            setup = where.startswith("setup:")
            key = (where, lang, size, name if setup else name.split(":")[0], words if setup else "")
            if key not in seen:
                seen.add(key)
                lines.append(f"{where:12} {lang} {size[0]}x{size[1]} {note:10} {name}: {words[:90]}")
                if not quiet:
                    print(lines[-1])

    def report_line(where: str, lang: str, size: tuple[int, int], words: str) -> None:
        """A finding drawn outside any widget (a header's subtitle)."""
        key = (where, lang, size, "subtitle", words)
        if key not in seen:
            seen.add(key)
            lines.append(f"{where:12} {lang} {size[0]}x{size[1]} {'':10} subtitle: {words[:90]}")
            if not quiet:
                print(lines[-1])

    for size in sizes:
        for lang in ("es", "en"):
            app = App(size=size, lang=lang, think_delay=0.0)
            screens_here = ([] if not screens else
                            [("menu", MenuScene(app)), ("settings", SettingsScene(app)), ("stats", StatsScene(app))]
                            + [(f"setup:{g}", SetupScene(app, g)) for g in games]
                            + [(f"rules:{g}", RulesScene(app, g)) for g in games])
            for where, scene in screens_here:
                app.push(scene)
                app.step()
                scene.ensure_layout()
                report(where, lang, size, scene.widgets)
                if isinstance(scene, SetupScene):
                    subtitle_cut(scene, size, lambda words, w=where, la=lang, si=size: report_line(w, la, si, words))
                    sweep_setup(scene, lambda note, s=scene, w=where, la=lang, si=size: report(w, la, si, s.widgets, note))
                app.pop()
                app.step()
            for game_id in games:
                cls = GAMES[game_id]
                for players in sorted({cls.min_players, cls.max_players}):
                    seats = tuple(SeatConfig(f"Jugador {i + 1}", HUMAN) for i in range(players))
                    scene = GameScene(app, Session.new(game_id, seats, seed=7, save_path=None))
                    app.push(scene)
                    app.step()
                    for step in play_at_random(scene, steps):
                        report(game_id, lang, size, scene.widgets, f"{players} pl. #{step}")
                    app.pop()
                    app.step()
    if not quiet:
        print(f"{len(seen)} finding(s)")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--size", action="append", help="WxH (repeatable); default 1024x640, 1280x720, 1920x1080")
    parser.add_argument("--steps", type=int, default=60, help="random moves per game")
    parser.add_argument("--game", action="append", help="only this game (repeatable), with its setup and rules")
    args = parser.parse_args()
    sizes = [tuple(int(v) for v in s.lower().split("x")) for s in (args.size or ["1024x640", "1280x720", "1920x1080"])]
    sweep(sizes, args.steps, args.game)


if __name__ == "__main__":
    main()
