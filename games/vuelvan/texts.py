"""Vuelvan's words: its own gettext domain (games/vuelvan/locale), English message ids.

The engine returns messages (:class:`~game.text.Msg`) made here; the table says them and its own
texts through ``TEXTS.t``/``tn``/``tp``. Names of cards, roles and colours are marked once here
and translated where they are shown."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from game.dama_tigre.deck import CARD_NAMES
from game.text import N_, Domain, Msg

TEXTS = Domain("vuelvan")

# One card's role or colour, as the marks on a card say it ("Lady", "no Tiger", "Blue").
ROLE_WORDS: Mapping[str, str] = MappingProxyType({"lady": N_("Lady"), "tiger": N_("Tiger")})
COLOUR_WORDS: Mapping[str, str] = MappingProxyType({"red": N_("Red"), "blue": N_("Blue")})
# Several cards of a role, as a hint names them.
ROLE_PLURALS: Mapping[str, str] = MappingProxyType({"lady": N_("Ladies"), "tiger": N_("Tigers")})
RATING_NAMES: Mapping[str, str] = MappingProxyType({
    "excellent": N_("Excellent: try the next level"),
    "very_good": N_("Very good: nearly mastered"),
    "fair": N_("Fair: very close"),
    "poor": N_("Poor, but it could be worse"),
    "very_poor": N_("Very poor"),
    "seriously": N_("Seriously?"),
})
# The end panel's lines of the final table ("3 × on the right Door (+1)").
SCORE_WORDS: Mapping[str, str] = MappingProxyType({
    "correct": N_("on the right Door"),
    "unused_gems": N_("gems not played"),
    "wild_discarded": N_("wild cards discarded"),
    "wrong_door": N_("on a wrong Door"),
    "clue_discarded": N_("cards discarded"),
    "wild_on_door": N_("wild cards on a Door"),
})


def card_name(code: str) -> Msg:
    return TEXTS.msg(CARD_NAMES[code])


def say_card(lang: str, code: str) -> str:
    """A card's name in ``lang`` ("Red Lady", "Tigre Rojo")."""
    return TEXTS.t(lang, CARD_NAMES[code])


def rating_name(rating: str) -> Msg:
    return TEXTS.msg(RATING_NAMES[rating])
