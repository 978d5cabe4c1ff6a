"""Build the double-click app with PyInstaller (6.x), from the repository root or anywhere:

    python build/build.py              # one folder: dist/ludoteca/ludoteca (the default: starts fastest)
    python build/build.py --onefile    # one file:   dist/ludoteca-onefile (unpacks itself on every start)
    python build/build.py --check      # ... then run the built app headless and save a screenshot

Needs ``python -m pip install . pyinstaller`` (the app's own dependencies and PyInstaller) in the
Python that runs it. Prints the build time and the size of what was built.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build" / "ludoteca.spec"
DIST = ROOT / "dist"
WORK = ROOT / "build" / "work"
EXE_SUFFIX = ".exe" if sys.platform == "win32" else ""


def folder_size(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def built_executable(onefile: bool) -> Path:
    if onefile:
        return DIST / f"ludoteca-onefile{EXE_SUFFIX}"
    return DIST / "ludoteca" / f"ludoteca{EXE_SUFFIX}"


def build(onefile: bool, console: bool = False) -> Path:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise SystemExit("build.py: PyInstaller is not installed; run: python -m pip install 'pyinstaller>=6,<7'") from None
    command = [sys.executable, "-m", "PyInstaller", str(SPEC), "--noconfirm", "--clean", "--log-level", "WARN",
               "--distpath", str(DIST), "--workpath", str(WORK)]
    extra = [flag for flag, on in (("--onefile", onefile), ("--console", console)) if on]
    if extra:
        command += ["--", *extra]
    started = time.perf_counter()
    if subprocess.run(command, cwd=ROOT).returncode != 0:
        raise SystemExit(f"build.py: PyInstaller failed; the command was: {' '.join(command)}")
    seconds = time.perf_counter() - started
    target = built_executable(onefile)
    if not target.exists():
        raise SystemExit(f"build.py: PyInstaller finished but {target} is missing")
    measured = target if onefile else target.parent
    print(f"built {target.relative_to(ROOT)} in {seconds:.0f} s; {measured.relative_to(ROOT)} is "
          f"{folder_size(measured) / 1e6:.1f} MB")
    return target


def demo_games() -> list[str]:
    """Every game with a table: each one's demo reads its own data (boards, word list, art)."""
    sys.path.insert(0, str(ROOT))
    from scenes.tables import TABLE_CLASSES

    return list(TABLE_CLASSES)


def solver_games() -> list[str]:
    """Every game whose spec names a solver: its demo is also played alone by the hard player, whose
    search is the solver, so a solver's library left out of the bundle (HiGHS) fails here too."""
    sys.path.insert(0, str(ROOT))
    from game.registry import GAMES

    return [game_id for game_id, cls in GAMES.items() if cls.spec.solver is not None and "hard" in cls.spec.players]


def check(executable: Path) -> None:
    """Run the built app as a person without Python would: a clean environment, no network needed,
    no display (SDL's dummy drivers), and a home of its own so no settings leak in. Every game
    plays a few demo moves and saves a screenshot, so an asset left out of the bundle fails here."""
    with tempfile.TemporaryDirectory(prefix="ludoteca-check-") as home:
        env = {"HOME": home, "PATH": "/usr/bin:/bin", "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
        if sys.platform == "win32":
            env = {**env, "SYSTEMROOT": os.environ.get("SYSTEMROOT", r"C:\Windows")}
        demos = [(game, []) for game in demo_games()]
        demos += [(game, ["--players", "1", "--bot", "hard"]) for game in solver_games()]
        for game, more in demos:
            shot = Path(home) / f"{game}.png"
            command = [str(executable), "--demo", game, "--seed", "3", "--moves", "6", *more, "--screenshot", str(shot)]
            try:
                result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
            except subprocess.TimeoutExpired:
                raise SystemExit(f"build.py: the built app did not finish its check in 120 s: {' '.join(command)}") from None
            if result.returncode != 0 or not shot.exists() or shot.stat().st_size == 0:
                raise SystemExit(f"build.py: the built app failed its check (exit {result.returncode}):\n"
                                 f"{result.stdout}{result.stderr}")
            print(f"check: {' '.join(command[1:-1])} -> {shot.stat().st_size} byte screenshot; {result.stdout.strip()}")


def main() -> int:
    parser = argparse.ArgumentParser(prog="python build/build.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--onefile", action="store_true", help="one self-unpacking executable instead of a folder")
    parser.add_argument("--console", action="store_true", help="Windows: keep a console window (for debugging)")
    parser.add_argument("--check", action="store_true", help="run the built app headless in a clean environment")
    args = parser.parse_args()
    if shutil.which("strip") is None and sys.platform.startswith("linux"):
        print("build.py: note: 'strip' (binutils) is missing; the libraries keep their debug symbols", file=sys.stderr)
    executable = build(args.onefile, args.console)
    if args.check:
        check(executable)
    return 0


if __name__ == "__main__":
    sys.exit(main())
