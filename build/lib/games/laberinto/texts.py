"""Laberinto's own message catalogue (games/laberinto/locale), and the words for its players
and cards, marked here and translated where they are shown."""

from __future__ import annotations

from pathlib import Path

from game.text import N_, Domain

TEXTS = Domain("laberinto", Path(__file__).parent / "locale")

# The players are named by the colour of their cubs.
PLAYER_WORDS = (N_("Red"), N_("Blue"))
# The markers' sides, as the Swap cards and the table's hints say them.
SIDE_WORDS = {"blue": N_("Blue"), "red": N_("Red"), "lady": N_("Lady"), "tiger": N_("Tiger")}
# Card names by code (Spanish puts the role first: "Dama Roja", "Tigre Rojo").
CARD_WORDS = {
    "RL": N_("Red Lady"), "RT": N_("Red Tiger"), "BL": N_("Blue Lady"), "BT": N_("Blue Tiger"),
    "RB": N_("Blue/Red"), "LT": N_("Lady/Tiger"),
}
DOOR_WORDS = N_("{card} Door")
