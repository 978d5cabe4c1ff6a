"""Damas's end-of-game lines in the player's words (see scenes/outcome_text.py)."""

from __future__ import annotations

from game.core import GameState
from scenes.i18n import N_, t
from scenes.outcome_text import Namer, colour_wins

FIXED = {
    "no_pieces": N_("The other side has no pieces left."),
    "blocked": N_("The other side has no move left."),
    "kings_only": N_("Draw: only kings moved for too long."),
    "no_progress": N_("Draw: too many moves without a capture or a man moving."),
}


def say_line(line: str, state: GameState, name: Namer, lang: str) -> str | None:
    if line in FIXED:
        return t(lang, FIXED[line])
    # Colours are drawn by lot in Damas.
    return colour_wins(line, state, name, lang, lambda seat: ("white", "black")[state.colour_of_seat(seat)])
