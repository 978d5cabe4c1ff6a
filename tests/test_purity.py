"""The rules never import pygame: scenes/ is the only place that draws."""

import ast
from pathlib import Path

GAME_DIR = Path(__file__).resolve().parent.parent / "game"
FORBIDDEN = {"pygame", "scenes"}


def test_game_package_imports_no_ui():
    offenders = []
    for path in GAME_DIR.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                if name.split(".")[0] in FORBIDDEN:
                    offenders.append(f"{path.relative_to(GAME_DIR.parent)}: {name}")
    assert not offenders, offenders
