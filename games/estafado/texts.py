"""Estafado's own message catalogue (games/estafado/locale), and the words for its sides, cards,
symbols and ends, marked here or in deck.py and translated where they are shown."""

from __future__ import annotations

from pathlib import Path

from game.text import N_, Domain, Msg
from games.estafado.deck import DIE_FACE_NAMES, KIND_OF, SYMBOL_HELP, SYMBOL_NAMES
from games.estafado.view import BEAR_CAUGHT_FOX, EAGLE_CAUGHT_CROW, RABBITS_CAUGHT, SUN_SET, cell_name

TEXTS = Domain("estafado", Path(__file__).parent / "locale")

SIDE_WORDS = (N_("Red Fox"), N_("Crow"))
END_WORDS = {
    RABBITS_CAUGHT: N_("The Red Fox caught three rabbits."),
    EAGLE_CAUGHT_CROW: N_("The Bald Eagle caught the Crow."),
    BEAR_CAUGHT_FOX: N_("The Black Bear caught the Red Fox."),
    SUN_SET: N_("The Sun/Moon went all the way round: night fell on the Fox."),
}


def card_msg(code: str) -> Msg:
    return TEXTS.msg(KIND_OF[code].name)


def card_name(code: str, lang: str) -> str:
    return TEXTS.t(lang, KIND_OF[code].name)


def symbol_name(symbol: str, lang: str) -> str:
    return TEXTS.t(lang, SYMBOL_NAMES[symbol])


def symbol_help(symbol: str, lang: str) -> str:
    return TEXTS.t(lang, SYMBOL_HELP[symbol])


def die_face_msg(face: str) -> Msg:
    return TEXTS.msg(DIE_FACE_NAMES[face])


def cell_words(cell: int) -> str:
    """A cell as the log says it: ``c3`` (the same in every language)."""
    return cell_name(cell)
