#!/usr/bin/env python3
"""Resident memory after each phase of ``ludoteca --bench``, in its order: where the peak comes from.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy python tools/memory_phases.py [--frames N]

Opens the window, draws the menu and every table (the bench's scene of each, ``--frames`` frames,
20 by default where the bench draws 120), plays every engine's random games as the bench does,
then idles a second; after each step prints the resident set and its high-water mark (Linux,
``/proc/self/status``) and the bytes of the kept pictures (``scenes.widgets.pictures``). Run it
from a tree's root to measure that tree. A measurement, not a test.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile

sys.path.insert(0, os.getcwd())  # the tree it is run from, not the installed one


def resident_mb() -> tuple[float, float]:
    with open("/proc/self/status") as status:
        fields = dict(line.split(":", 1) for line in status)
    return int(fields["VmRSS"].split()[0]) / 1024, int(fields["VmHWM"].split()[0]) / 1024


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--frames", type=int, default=20)
    args = parser.parse_args(argv)
    os.environ.setdefault("LUDOTECA_HOME", tempfile.mkdtemp(prefix="ludoteca-memory-"))
    from game.registry import GAMES
    from scenes import bench
    from scenes.app import App
    from scenes.menu import MenuScene
    from scenes.tables import TABLES

    try:
        from scenes.widgets.pictures import used_bytes
    except ImportError:  # a tree from before the kept pictures

        def used_bytes() -> int:
            return 0

    def mark(name: str) -> None:
        now, peak = resident_mb()
        print(
            f"{name:<24} resident {now:7.1f} MB  peak {peak:7.1f} MB  pictures {used_bytes() / 1e6:5.1f} MB", flush=True
        )

    app = App(size=bench.DEFAULT_SIZE, lang="en", threaded_bots=False, think_delay=0.0, load_settings=False)
    app.sounds.enabled = False
    mark("window")
    menu = MenuScene(app)
    bench.show(app, menu)
    bench.time_frames(app, menu, args.frames)
    mark("menu")
    for game_id in TABLES:
        scene = bench.demo_scene(app, game_id)
        bench.show(app, scene)
        bench.time_frames(app, scene, args.frames)
        mark(game_id)
    for game_id in GAMES:
        bench.engine_speed(game_id)
        mark(f"engine {game_id}")
    bench.idle_cpu(bench.DEFAULT_SIZE, 1.0)
    mark("idle")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
