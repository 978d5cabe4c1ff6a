"""Trampas's own words: the gettext domain ``trampas`` (games/trampas/locale), falling back to the shared one.

English message ids; the Spanish (and any other language) is in the catalogue, never in code.
"""

from __future__ import annotations

from pathlib import Path

from game.text import N_, Domain

TEXTS = Domain("trampas", Path(__file__).resolve().parent / "locale")

# The La Dama y el Tigre cards by their two-letter codes (see game/dama_tigre/deck.py).
CARD_NAMES = {
    "RL": N_("Red Lady"),
    "RT": N_("Red Tiger"),
    "BL": N_("Blue Lady"),
    "BT": N_("Blue Tiger"),
    "RB": N_("Blue/Red"),
    "LT": N_("Lady/Tiger"),
}


def card_name(code: str, lang: str) -> str:
    """A card's name in ``lang`` ("Red Lady", "Dama Roja")."""
    return TEXTS.t(lang, CARD_NAMES[code])
