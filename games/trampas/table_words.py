"""Trampas' end-of-game lines in the player's words (see scenes/outcome_text.py)."""

from __future__ import annotations

from scenes.i18n import N_
from scenes.outcome_text import seat_lines

say_line = seat_lines(r"seat (?P<seat>\d+): (?P<gems>\d+) gems", N_("{name}: {gems} gems"))
