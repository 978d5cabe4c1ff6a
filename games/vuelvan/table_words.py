"""Vuelvan's end-of-game lines in the player's words (see scenes/outcome_text.py)."""

from __future__ import annotations

import re

from game.core import GameState
from scenes.i18n import tr
from scenes.outcome_text import Namer

LINES = {
    "correct": ("Cards on their right Door", "Cartas en su Puerta"),
    "unused_gems": ("Gems not played", "Gemas sin jugar"),
    "wild_discarded": ("Wild cards discarded", "Comodines descartados"),
    "wrong_door": ("Cards on a wrong Door", "Cartas en una Puerta equivocada"),
    "clue_discarded": ("Clue cards discarded", "Cartas de pista descartadas"),
    "wild_on_door": ("Wild cards on a Door", "Comodines en una Puerta"),
}


def say_line(line: str, state: GameState, name: Namer, lang: str) -> str | None:
    found = re.fullmatch(r"(\w+) (-?\d+)", line)
    if found and found.group(1) in LINES:
        en, es = LINES[found.group(1)]
        return f"{tr(lang, en, es)}: {found.group(2)}"
    return None
