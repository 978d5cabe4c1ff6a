"""Laberinto's end-of-game lines in the player's words (see scenes/outcome_text.py)."""

from __future__ import annotations

from game.core import GameState
from scenes.i18n import N_
from scenes.outcome_text import Namer, pair


def say_line(line: str, state: GameState, name: Namer, lang: str) -> str | None:
    return pair(line, state, name, lang, N_("Cubs out of the maze"))
