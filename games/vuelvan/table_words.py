"""Vuelvan's end-of-game lines in the player's words (see scenes/outcome_text.py)."""

from __future__ import annotations

import re

from game.core import GameState
from scenes.i18n import N_, t
from scenes.outcome_text import Namer

LINES = {
    "correct": N_("Cards on their right Door"),
    "unused_gems": N_("Gems not played"),
    "wild_discarded": N_("Wild cards discarded"),
    "wrong_door": N_("Cards on a wrong Door"),
    "clue_discarded": N_("Clue cards discarded"),
    "wild_on_door": N_("Wild cards on a Door"),
}


def say_line(line: str, state: GameState, name: Namer, lang: str) -> str | None:
    found = re.fullmatch(r"(\w+) (-?\d+)", line)
    if found and found.group(1) in LINES:
        return f"{t(lang, LINES[found.group(1)])}: {found.group(2)}"
    return None
