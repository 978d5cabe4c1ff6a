"""Favores's end-of-game lines in the player's words (see scenes/outcome_text.py)."""

from __future__ import annotations

from game.core import GameState
from scenes.i18n import N_, t
from scenes.outcome_text import Namer, seat_lines

FIXED = {
    "tie on points broken by gems on the last day": N_("Tied on points: more gems on the last day decided it."),
    "tie on points and gems broken by who played first on the last day": N_(
        "Tied on points and gems: who played first on the last day decided it."),
}
SEATS = seat_lines(r"seat (?P<seat>\d+): (?P<points>-?\d+) points, (?P<gems>\d+) gems",
                   N_("{name}: {points} points, {gems} gems"))


def say_line(line: str, state: GameState, name: Namer, lang: str) -> str | None:
    if line in FIXED:
        return t(lang, FIXED[line])
    return SEATS(line, state, name, lang)
