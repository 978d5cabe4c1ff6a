"""Ludo's end-of-game lines in the player's words (see scenes/outcome_text.py)."""

from __future__ import annotations

from game.core import GameState
from scenes.i18n import N_, t
from scenes.outcome_text import Namer, colour_wins

FIXED = {
    "four home": N_("All four pieces reached home."),
    "turn limit": N_("The turn limit ended the game: most pieces home, then the furthest along."),
}


def say_line(line: str, state: GameState, name: Namer, lang: str) -> str | None:
    if line in FIXED:
        return t(lang, FIXED[line])
    return colour_wins(line, state, name, lang)
