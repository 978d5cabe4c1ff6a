"""Damas' own message catalogue (games/damas/locale), falling back to the shared one."""

from __future__ import annotations

from game.text import Domain

TEXTS = Domain("damas")
