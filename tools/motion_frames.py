#!/usr/bin/env python3
"""Frames in the middle of the tables' motion (scenes/motion.py), headless.

    python tools/motion_frames.py time                       # CPU per full frame, mid-motion and settled
    python tools/motion_frames.py png trampas --seed 2 --move 9 --out /tmp/frames

``time`` plays each moving table with computer players through the real game scene at 1280x720
and, after every move that moves something, draws the whole window at four moments of the
motion, then once settled: the median and 95th percentile CPU time of a frame (this thread
only, so the machine's load matters less). ``png`` replays one game move by move with random
players, and saves the table for seat 0 at a few moments of the motion of move ``--move``.
A look, not a test.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
import types
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

MOMENTS = (0.03, 0.08, 0.13, 0.18)


def frame_times(moves: int = 40, seed: int = 3) -> None:
    from scenes.app import App
    from scenes.game_scene import GameScene, computer_seats
    from scenes.session import Session

    print(f"{'table':<13}{'mid-motion median':>18}{'p95':>7}{'settled median':>16}{'moves':>7}  (ms of CPU, 1280x720)")
    from game.registry import SPECS

    for gid, players in ((s.id, s.showcase.players or s.min_players) for s in SPECS.values()):
        app = App(size=(1280, 720), lang="en", threaded_bots=False, think_delay=0.0, load_settings=False)
        app.sounds.enabled = False
        scene = GameScene(app, Session.new(gid, computer_seats(players, "en", "random"), seed=seed, save_path=None))
        app.push(scene)
        app.apply_pending()
        surface = pygame.Surface(app.size)
        moving: list[float] = []
        still: list[float] = []
        for _ in range(moves):
            if scene.state.is_over():
                break
            scene.update(0.0)
            scene.ensure_layout()
            if not scene.table.animating:
                continue
            for moment in MOMENTS:
                scene.table.motion.clock = moment
                start = time.thread_time()
                scene.draw(surface)
                moving.append((time.thread_time() - start) * 1000)
            scene.table.motion.land()
            start = time.thread_time()
            scene.draw(surface)
            still.append((time.thread_time() - start) * 1000)
        p95 = sorted(moving)[int(len(moving) * 0.95)] if moving else 0.0
        print(f"{gid:<13}{statistics.median(moving) if moving else 0:>18.2f}{p95:>7.2f}"
              f"{statistics.median(still) if still else 0:>16.2f}{len(still):>7}")
    print(f"load average {os.getloadavg()[0]:.2f}")


def pictures(gid: str, seed: int, move: int, out: Path, seat: int = 0) -> None:
    from game.ai.base import RandomBot
    from game.registry import GAMES
    from scenes import theme
    from scenes.tables import TABLES

    pygame.init()
    pygame.display.set_mode((1, 1))
    cls = GAMES[gid]
    state = cls(cls.spec.showcase.players or cls.min_players, seed, {})
    bot = RandomBot(seed)
    table = TABLES[gid](types.SimpleNamespace(lang="en"))
    rect = pygame.Rect(0, 0, 1000, 600)
    for number in range(1, move + 1):
        if state.is_over():
            sys.exit(f"{gid} seed {seed} ends after {number - 1} moves")
        actor = state.to_act()[0]
        action = bot.choose(state, actor)
        if number == move:
            table.build(rect, state.view(seat), seat, [])
            table.motion.land()
            print(f"move {number}: {state.describe(actor, action, 'en')}")
        state.apply(actor, action)
    widgets = table.build(rect, state.view(seat), seat, [])
    out.mkdir(parents=True, exist_ok=True)
    for moment in (0.0, *MOMENTS):
        table.motion.clock = moment
        surface = pygame.Surface(rect.size)
        surface.fill((30, 80, 60))
        for widget in widgets:
            widget.draw(surface, theme)
        path = out / f"{gid}-{move}-{round(moment * 1000):03d}ms.png"
        pygame.image.save(surface, str(path))
        print(path)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    timing = sub.add_parser("time")
    timing.add_argument("--moves", type=int, default=40)
    png = sub.add_parser("png")
    from game.registry import SPECS

    png.add_argument("game", choices=sorted(SPECS))
    png.add_argument("--seed", type=int, default=1)
    png.add_argument("--move", type=int, default=1)
    png.add_argument("--seat", type=int, default=0)
    png.add_argument("--out", type=Path, default=Path("motion-frames"))
    args = parser.parse_args()
    if args.command == "time":
        frame_times(args.moves)
    else:
        pictures(args.game, args.seed, args.move, args.out, args.seat)


if __name__ == "__main__":
    main()
