"""Measure the shell: idle CPU of the menu window and frame times of the Reverso scene.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy python -m scenes.measure [--seconds 5] [--frames 200]

Prints one JSON object. Idle CPU is the process CPU time spent while the real loop
(``App.run``) sits on the menu with nothing happening, as a percentage of one core.
Frame times are for a full redraw of a Reverso game in progress (draw + flip), and
for a relayout plus redraw (what a move costs), at the given window size.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
import threading
import time

import pygame


def idle_cpu(seconds: float, size: tuple[int, int]) -> dict[str, float]:
    from scenes.app import App, start

    began = time.perf_counter()
    app = App(size=size, lang="en")
    start(app)
    app.step()
    first_frame_ms = (time.perf_counter() - began) * 1000
    app.sounds.ready.wait(10)  # sound synthesis runs once at start-up; it is not idling
    for _ in range(3):
        app.step()  # first frames: fonts, felt, emblems

    def stop() -> None:
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    timer = threading.Timer(seconds, stop)
    cpu0, wall0, frames0 = time.process_time(), time.perf_counter(), app.frames
    timer.start()
    while app.running:
        app.step(block=True)
    cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
    return {"first_frame_ms": round(first_frame_ms, 1), "idle_seconds": round(wall, 2), "idle_cpu_seconds": round(cpu, 4),
            "idle_cpu_percent": round(100 * cpu / wall, 2), "idle_frames_drawn": app.frames - frames0}


def frame_times(frames: int, size: tuple[int, int]) -> dict[str, float]:
    from game.ai.base import RandomBot
    from scenes.app import App
    from scenes.game_scene import GameScene
    from scenes.session import HUMAN, SeatConfig, Session

    app = App(size=size, lang="en", think_delay=0.0)
    from game.registry import SPECS

    first = next(iter(SPECS))  # the first game of the registry, as every figure so far
    session = Session.new(first, (SeatConfig("Ana", HUMAN), SeatConfig("Beto", HUMAN)), seed=7)
    bot = RandomBot(7)
    for _ in range(24):
        seat = session.state.to_act()[0]
        session.apply(seat, bot.choose(session.state, seat))
    scene = GameScene(app, session)
    app.push(scene)
    app.step()
    scene.settle()
    draw, relayout = [], []
    for i in range(frames):
        start = time.perf_counter()
        if i % 2:
            scene.relayout()
            scene.ensure_layout()
        scene.draw(app.screen)
        pygame.display.flip()
        (relayout if i % 2 else draw).append((time.perf_counter() - start) * 1000)
    return {"frame_ms_median": round(statistics.median(draw), 3),
            "frame_ms_p95": round(sorted(draw)[int(len(draw) * 0.95) - 1], 3),
            "relayout_frame_ms_median": round(statistics.median(relayout), 3)}


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m scenes.measure")
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--frames", type=int, default=200)
    parser.add_argument("--size", default="1280x800")
    args = parser.parse_args()
    size = tuple(int(v) for v in args.size.split("x"))
    os.environ.setdefault("LUDOTECA_HOME", tempfile.mkdtemp(prefix="ludoteca-measure-"))
    result = {"size": args.size, "video_driver": os.environ.get("SDL_VIDEODRIVER", "default")}
    result.update(frame_times(args.frames, size))
    result.update(idle_cpu(args.seconds, size))
    print(json.dumps(result))


if __name__ == "__main__":
    main()
