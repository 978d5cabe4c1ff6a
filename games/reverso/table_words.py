"""Reverso's end-of-game lines in the player's words (see scenes/outcome_text.py)."""

from __future__ import annotations

import re

from game.core import GameState
from scenes.i18n import tn
from scenes.outcome_text import Namer, colour_word


def say_line(line: str, state: GameState, name: Namer, lang: str) -> str | None:
    found = re.fullmatch(r"(black|white) (\d+)", line)
    if not found:
        return None
    colour, count = found.groups()
    return tn(lang, "{colour}: {n} disc", "{colour}: {n} discs", int(count), colour=colour_word(colour, lang).capitalize())
