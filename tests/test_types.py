"""The rules side passes a strict type check (mypy --strict), so the contract every game is
written on says exactly what it takes and gives, and every game's engine, view and texts keep it."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# The shared rules side, and every game's view and texts (what its table and computer players read).
# The shared rules side, and every game's engine, view and texts: a new game is checked from its
# first commit. A game's move timer (``moves.py``, the figures of docs/AI.md) too: SoloDrez's had
# an error no test saw.
CHECKED = ["game", *sorted(str(p.relative_to(ROOT)) for name in ("engine", "view", "texts", "moves")
                           for p in ROOT.glob(f"games/*/{name}.py"))]


def test_the_shared_rules_side_passes_mypy_strict():
    pytest.importorskip("mypy")
    done = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-error-summary", *CHECKED],
                          cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
