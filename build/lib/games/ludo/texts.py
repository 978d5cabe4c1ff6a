"""Ludo's own message catalogue (games/ludo/locale), and the words for its colours, marked here
and translated where they are shown."""

from __future__ import annotations

from pathlib import Path

from game.text import N_, Domain

TEXTS = Domain("ludo", Path(__file__).parent / "locale")

# The colours, as players are named by them ("Red throws the dice").
COLOUR_WORDS = {"red": N_("Red"), "blue": N_("Blue"), "green": N_("Green"), "yellow": N_("Yellow")}
# How the end of a game was reached.
FOUR_HOME = N_("All four pieces reached home.")
TURN_LIMIT_WORDS = N_("The turn limit ended the game: most pieces home, then the furthest along.")
