"""Data files: fonts, boards, rules texts, translations, art. Paths resolve the same
from a source checkout, an installed package and a PyInstaller bundle."""

from __future__ import annotations

from pathlib import Path

ASSETS_DIR = Path(__file__).resolve().parent


def asset_path(*parts: str) -> Path:
    return ASSETS_DIR.joinpath(*parts)
