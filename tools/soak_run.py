"""The long soak, in chunks that survive the end of a session.

    python tools/soak_run.py --out soak-runs/seed0 [--total 10000] [--chunk 1000] [--seed 0] [games...]
    python tools/soak_run.py --out soak-runs/seed0 --summary

Round after round, every game plays its next chunk of games (``python -m game soak GAME
--start K --games-per-game N``), so all games advance together and a run stopped at any
point leaves whole chunks behind. Each chunk is one JSON file with the commit it ran on;
chunks already on disk are skipped, so running the command again resumes the run. The
summary adds the chunks up per game (the same games as one uninterrupted run).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.registry import GAMES  # noqa: E402


def commit() -> str:
    out = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True)
    dirty = subprocess.run(["git", "status", "--porcelain", "game", "games"], cwd=ROOT, capture_output=True, text=True)
    return out.stdout.strip() + ("+dirty game/ or games/" if dirty.stdout.strip() else "")


def _children_cpu() -> float:
    """CPU seconds used by finished child processes: wall time says more about the load
    beside the soak than about the soak."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _claim(claim: Path) -> bool:
    """Take a chunk for this process, so that two runs over the same game (one per core) share
    its chunks instead of playing the same one twice. A claim left by a process that no longer
    runs is taken over."""
    try:
        fd = os.open(claim, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
    except FileExistsError:
        try:
            os.kill(int(claim.read_text() or 0), 0)
            return False  # its owner is still playing it
        except (ProcessLookupError, ValueError):
            claim.unlink(missing_ok=True)
            return _claim(claim)
        except PermissionError:
            return False
    with os.fdopen(fd, "w") as f:
        f.write(str(os.getpid()))
    return True


def run_chunk(out: Path, game: str, start: int, games: int, seed: int) -> None:
    target = out / f"{game}-{start:06d}.json"
    claim = target.with_suffix(".running")
    if target.exists() or not _claim(claim):
        return
    try:
        _play_chunk(target, game, start, games, seed)
    finally:
        claim.unlink(missing_ok=True)


def _play_chunk(target: Path, game: str, start: int, games: int, seed: int) -> None:
    began, ran_on = time.time(), commit()  # the code the chunk starts with
    cpu_before = _children_cpu()
    proc = subprocess.run([sys.executable, "-m", "game", "soak", game, "--start", str(start),
                           "--games-per-game", str(games), "--seed", str(seed), "--json"],
                          cwd=ROOT, capture_output=True, text=True)
    if proc.returncode not in (0, 1):
        print(f"{game} {start}: the soak itself failed:\n{proc.stderr}", file=sys.stderr)
        return
    row = json.loads(proc.stdout)[0]
    row.update(start=start, seed=seed, commit=ran_on, began=time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(began)),
               wall_seconds=round(time.time() - began, 1), cpu_seconds=round(_children_cpu() - cpu_before, 1))
    target.write_text(json.dumps(row, indent=2))
    print(f"{game:<12} {start:>6}+{games}: {row['actions']} actions, {row['violations']} violations, "
          f"{row['wall_seconds']} s wall, {row['cpu_seconds']} s CPU", flush=True)


def summary(out: Path) -> int:
    totals: dict[str, dict] = {}
    for path in sorted(out.glob("*.json")):
        row = json.loads(path.read_text())
        t = totals.setdefault(row["game"], {"games": 0, "actions": 0, "violations": 0, "seconds": 0.0,
                                            "first_violations": [], "commits": set(),
                                            "cpu_games": 0, "cpu_seconds": 0.0})
        t["games"] += row["games"]
        t["actions"] += row["actions"]
        t["violations"] += row["violations"]
        t["seconds"] += row["seconds"]
        if "cpu_seconds" in row:
            t["cpu_games"] += row["games"]
            t["cpu_seconds"] += row["cpu_seconds"]
        t["first_violations"] += row["first_violations"]
        t["commits"].add(row["commit"])
    print("| game | games | actions | violations | seconds (in the soak process) | CPU s per game | commits |")
    print("|---|---:|---:|---:|---:|---:|---|")
    for game, t in sorted(totals.items()):
        per_game = f"{t['cpu_seconds'] / t['cpu_games']:.3f}" if t["cpu_games"] else "—"
        print(f"| {game} | {t['games']} | {t['actions']} | {t['violations']} | {t['seconds']:.0f} | {per_game} | "
              f"{', '.join(sorted(t['commits']))} |")
    games = sum(t["games"] for t in totals.values())
    print(f"| **all** | **{games}** | **{sum(t['actions'] for t in totals.values())}** | "
          f"**{sum(t['violations'] for t in totals.values())}** | "
          f"{sum(t['seconds'] for t in totals.values()):.0f} | | |")
    for game, t in sorted(totals.items()):
        for v in t["first_violations"][:3]:
            print(f"VIOLATION {game}: {v}")
    return 1 if any(t["violations"] for t in totals.values()) else 0


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("games", nargs="*", help="game ids (default: all)")
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--total", type=int, default=10000)
    p.add_argument("--chunk", type=int, default=1000)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--summary", action="store_true")
    args = p.parse_args()
    if args.summary:
        return summary(args.out)
    args.out.mkdir(parents=True, exist_ok=True)
    for start in range(0, args.total, args.chunk):
        for game in args.games or sorted(GAMES):
            run_chunk(args.out, game, start, min(args.chunk, args.total - start), args.seed)
    return summary(args.out)


if __name__ == "__main__":
    sys.exit(main())
