"""Damas's end-of-game lines in the player's words (see scenes/outcome_text.py)."""

from __future__ import annotations

from game.core import GameState
from scenes.i18n import tr
from scenes.outcome_text import Namer, colour_wins

FIXED = {
    "no_pieces": ("The other side has no pieces left.", "Al rival no le quedan piezas."),
    "blocked": ("The other side has no move left.", "El rival no tiene jugada posible."),
    "kings_only": ("Draw: only kings moved for too long.", "Tablas: demasiadas jugadas solo con damas."),
    "no_progress": ("Draw: too many moves without a capture or a man moving.",
                    "Tablas: demasiadas jugadas sin comer ni mover un peón."),
}


def say_line(line: str, state: GameState, name: Namer, lang: str) -> str | None:
    if line in FIXED:
        return tr(lang, *FIXED[line])
    # Colours are drawn by lot in Damas.
    return colour_wins(line, state, name, lang, lambda seat: ("white", "black")[state.colour_of_seat(seat)])
