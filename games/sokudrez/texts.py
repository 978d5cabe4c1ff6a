"""SokuDrez's own words: the gettext domain ``sokudrez`` (games/sokudrez/locale), falling back to the
shared one. English message ids; the Spanish is in the catalogue, never in code."""

from __future__ import annotations

from pathlib import Path

from game.text import Domain

TEXTS = Domain("sokudrez", Path(__file__).resolve().parent / "locale")
