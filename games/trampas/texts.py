"""Trampas's own words: the gettext domain ``trampas`` (games/trampas/locale), falling back to the shared one.

English message ids; the Spanish (and any other language) is in the catalogue, never in code.
"""

from __future__ import annotations

from pathlib import Path

from game.dama_tigre.deck import CARD_NAMES
from game.text import Domain

TEXTS = Domain("trampas", Path(__file__).resolve().parent / "locale")



def card_name(code: str, lang: str) -> str:
    """A card's name in ``lang`` ("Red Lady", "Dama Roja")."""
    return TEXTS.t(lang, CARD_NAMES[code])
