"""Recompensas's end-of-game lines in the player's words (see scenes/outcome_text.py)."""

from __future__ import annotations

import re

from game.core import GameState
from scenes.i18n import t
from scenes.outcome_text import Namer


def say_line(line: str, state: GameState, name: Namer, lang: str) -> str | None:
    found = re.fullmatch(r"(\d+)/(\d+)", line)
    if not found:
        return None
    got, of = found.groups()
    return t(lang, "Treasures collected: {got} of {of}", got=got, of=of)
