"""Ideograma's words: its own message catalogue (games/ideograma/locale), English message ids.

The registry registers the domain too; naming the folder here lets the engine speak alone
(a test, a tool) without the registry."""

from pathlib import Path

from game.text import Domain

TEXTS = Domain("ideograma", Path(__file__).parent / "locale")
