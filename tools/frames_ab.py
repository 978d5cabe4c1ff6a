#!/usr/bin/env python3
"""Frame CPU of the same scenes in two or more source trees, measured alternately.

    git worktree add /tmp/old <commit>
    SDL_VIDEODRIVER=dummy python tools/frames_ab.py --rounds 4 --frames 120 . /tmp/old
    python tools/frames_ab.py --scenes menu,reverso,pokerdrez4 . /tmp/old

Each round starts a fresh process per tree (in the tree, with the tree on PYTHONPATH), which draws
the ``--bench`` scene of every game asked (``scenes.bench.demo_scene``, at 1280x720 unless --size
says otherwise) again and again and reports the drawing thread's CPU per frame; the trees take
turns, the order reversed every other round, so that a busy machine weighs on them alike. Printed:
each round with the load average, then per tree and scene the median over the rounds of the
frames' median and of their 10th percentile. A measurement, not a test; the figures are upper
bounds on a busy machine.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

CHILD = r"""
import json, statistics, sys, time
from scenes.app import App
from scenes.bench import demo_scene, show
from scenes.menu import MenuScene
from scenes.tables import TABLES
size, frames, scenes = json.loads(sys.argv[1])
app = App(size=tuple(size), lang="en", threaded_bots=False, think_delay=0.0, load_settings=False)
app.sounds.enabled = False
out = {}
for name in scenes or ["menu", *TABLES]:
    scene = MenuScene(app) if name == "menu" else demo_scene(app, name)
    show(app, scene)
    for _ in range(3):  # the first frames fill the caches
        scene.relayout()
        scene.dirty = True
        app.draw()
    times = []
    for _ in range(frames):
        cpu = time.thread_time()
        scene.dirty = True
        app.draw()
        times.append((time.thread_time() - cpu) * 1000)
    times.sort()
    out[name] = [statistics.median(times), times[len(times) // 10]]
print("FRAMES " + json.dumps(out))
"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("trees", nargs="+", type=Path, help="source trees (a worktree of each commit)")
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--frames", type=int, default=120)
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--scenes", default="", help="comma-separated: menu and game ids (default: all)")
    args = parser.parse_args()
    size = [int(v) for v in args.size.lower().split("x")]
    scenes = [s for s in args.scenes.split(",") if s]
    trees = [t.resolve() for t in args.trees]
    found: dict[Path, dict[str, list[list[float]]]] = {t: {} for t in trees}
    for round_ in range(args.rounds):
        for tree in trees if round_ % 2 == 0 else trees[::-1]:
            env = dict(os.environ, PYTHONPATH=str(tree))
            env.setdefault("SDL_VIDEODRIVER", "dummy")
            env.setdefault("SDL_AUDIODRIVER", "dummy")
            run = subprocess.run(
                [sys.executable, "-c", CHILD, json.dumps([size, args.frames, scenes])],
                cwd=tree,
                env=env,
                capture_output=True,
                text=True,
            )
            line = next((ln for ln in run.stdout.splitlines() if ln.startswith("FRAMES ")), None)
            if line is None:
                print(f"{tree}: failed\n{run.stderr[-2000:]}", file=sys.stderr)
                return 1
            figures = json.loads(line[len("FRAMES ") :])
            for name, pair in figures.items():
                found[tree].setdefault(name, []).append(pair)
            load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
            shown = {name: round(pair[0], 2) for name, pair in figures.items()}
            print(f"round {round_} {tree} load {load:.2f} {shown}", flush=True)
    print("median over the rounds of the frames' median (10th percentile), ms:")
    for tree in trees:
        cells = [
            f"{name} {statistics.median(p[0] for p in pairs):.2f} ({statistics.median(p[1] for p in pairs):.2f})"
            for name, pairs in found[tree].items()
        ]
        print(f"{tree}: " + ", ".join(cells))
    return 0


if __name__ == "__main__":
    sys.exit(main())
