"""Puertas' words: its own gettext domain (games/puertas/locale), and the names of the cards and
of a guess as messages, so neither the engine nor the table writes a sentence in a language."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from game.dama_tigre.deck import CARD_NAMES
from game.text import N_, Domain, Msg

# The registry registers the folder too; saying it here lets the engine speak without the registry.
TEXTS = Domain("puertas", Path(__file__).parent / "locale")

# What a guess names: one attribute, or a whole identity ("the Red Lady" / "la Dama Roja").
GUESS_NAMES: dict[tuple[str, ...], str] = {
    ("red",): N_("Red"),
    ("blue",): N_("Blue"),
    ("lady",): N_("Lady"),
    ("tiger",): N_("Tiger"),
    ("red", "lady"): N_("the Red Lady"),
    ("blue", "lady"): N_("the Blue Lady"),
    ("red", "tiger"): N_("the Red Tiger"),
    ("blue", "tiger"): N_("the Blue Tiger"),
}


def card_msg(code: str) -> Msg:
    return TEXTS.msg(CARD_NAMES[code])


def card_name(code: str, lang: str) -> str:
    return TEXTS.t(lang, CARD_NAMES[code])


def guess_msg(parts: Sequence[object]) -> Msg:
    return TEXTS.msg(GUESS_NAMES[tuple(str(p) for p in parts)])


def guess_words(parts: Sequence[object], lang: str) -> str:
    """The spoken guess: "Red", "Lady", "the Red Lady" / "Rojo", "la Dama Roja"."""
    return TEXTS.t(lang, GUESS_NAMES[tuple(str(p) for p in parts)])
