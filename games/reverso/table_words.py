"""Reverso's end-of-game lines in the player's words (see scenes/outcome_text.py)."""

from __future__ import annotations

import re

from game.core import GameState
from scenes.i18n import tr
from scenes.outcome_text import COLOUR_WORDS, Namer


def say_line(line: str, state: GameState, name: Namer, lang: str) -> str | None:
    found = re.fullmatch(r"(black|white) (\d+)", line)
    if not found:
        return None
    colour, count = found.groups()
    return tr(lang, f"{colour.capitalize()}: {count} discs", f"{COLOUR_WORDS['es'][colour].capitalize()}: {count} fichas")
