"""Favores' words: its own gettext domain (games/favores/locale), with the names of the cards, so
neither the engine nor the table writes a sentence in a language."""

from __future__ import annotations

from pathlib import Path

from game.dama_tigre.deck import CARD_NAMES
from game.text import Domain, Msg

# The registry registers the folder too; saying it here lets the engine speak without the registry.
TEXTS = Domain("favores", Path(__file__).parent / "locale")



def card_msg(code: str) -> Msg:
    return TEXTS.msg(CARD_NAMES[code])


def card_name(code: str, lang: str) -> str:
    return TEXTS.t(lang, CARD_NAMES[code])
