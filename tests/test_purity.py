"""The rules never import pygame: drawing happens only in scenes/ and in a game's own drawing
modules (``games/<id>/table*.py`` and ``emblem.py``). Everything else in a game's folder, and
all of game/, is pure Python that the command line, the soak and the computer players run
without a display."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FORBIDDEN = {"pygame", "scenes"}  # pytmx reads boards as data without pygame (DESIGN.md)


def is_drawing_module(path: Path) -> bool:
    return path.parent.parent.name == "games" and (path.stem.startswith("table") or path.stem == "emblem")


def imported_names(path: Path) -> list[str]:
    names = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.append(node.module)
    return names


def rules_modules() -> list[Path]:
    found = list((ROOT / "game").rglob("*.py"))
    found += [p for p in (ROOT / "games").rglob("*.py") if not is_drawing_module(p)]
    return found


def test_game_package_imports_no_ui():
    offenders = []
    for path in rules_modules():
        for name in imported_names(path):
            parts = name.split(".")
            drawing = parts[0] == "games" and len(parts) > 2 and (parts[2].startswith("table") or parts[2] == "emblem")
            if parts[0] in FORBIDDEN or drawing:
                offenders.append(f"{path.relative_to(ROOT)}: {name}")
    assert not offenders, offenders


def test_there_are_rules_modules_and_drawing_modules_in_every_game_folder():
    for folder in (ROOT / "games").iterdir():
        if folder.is_dir() and (folder / "__init__.py").exists():
            assert (folder / "engine.py").exists(), folder
            assert (folder / "table.py").exists(), folder
