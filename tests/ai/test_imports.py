"""Every module of the computer players imports on its own, first thing in a fresh interpreter
(a circular import hid behind the suite's import order once: ``import game.ai.mcts`` alone failed)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MODULES = sorted(
    ".".join(path.relative_to(ROOT).with_suffix("").parts)
    for path in (ROOT / "game" / "ai").rglob("*.py")
    if path.name != "__init__.py"
)


@pytest.mark.parametrize("module", MODULES)
def test_the_module_imports_alone(module):
    done = subprocess.run([sys.executable, "-c", f"import {module}"], cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-800:]
