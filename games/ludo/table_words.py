"""Ludo's end-of-game lines in the player's words (see scenes/outcome_text.py)."""

from __future__ import annotations

from game.core import GameState
from scenes.i18n import tr
from scenes.outcome_text import Namer, colour_wins

FIXED = {
    "four home": ("All four pieces reached home.", "Las cuatro fichas llegaron a casa."),
    "turn limit": ("The turn limit ended the game: most pieces home, then the furthest along.",
                   "El límite de turnos terminó la partida: gana quien tiene más fichas en casa, y después la "
                   "más adelantada."),
}


def say_line(line: str, state: GameState, name: Namer, lang: str) -> str | None:
    if line in FIXED:
        return tr(lang, *FIXED[line])
    return colour_wins(line, state, name, lang)
