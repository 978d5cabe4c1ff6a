"""Trampas's end-of-game lines in the player's words (see scenes/outcome_text.py)."""

from __future__ import annotations

from scenes.outcome_text import seat_lines

say_line = seat_lines(r"seat (?P<seat>\d+): (?P<gems>\d+) gems", "{name}: {gems} gems", "{name}: {gems} gemas")
