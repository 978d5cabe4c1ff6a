"""The shared rules side passes a strict type check (mypy --strict), so the contract every game
is written on says exactly what it takes and gives. A game's own typed modules join the list as
they pass."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
# The shared rules side, and every game's view and texts (what its table and computer players read).
CHECKED = ["game", *sorted(str(p.relative_to(ROOT)) for p in ROOT.glob("games/*/view.py")),
           *sorted(str(p.relative_to(ROOT)) for p in ROOT.glob("games/*/texts.py")),
           # Engines join as they pass.
           "games/damas/engine.py", "games/favores/engine.py", "games/ideograma/engine.py",
           "games/laberinto/engine.py", "games/ludo/engine.py", "games/pokerdrez/engine.py",
           "games/puertas/engine.py", "games/recompensas/engine.py", "games/reverso/engine.py",
           "games/trampas/engine.py", "games/vuelvan/engine.py"]


def test_the_shared_rules_side_passes_mypy_strict():
    pytest.importorskip("mypy")
    done = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--no-error-summary", *CHECKED],
                          cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
