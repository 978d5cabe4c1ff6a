"""Estafado's own message catalogue (games/estafado/locale), and the words for its sides, cards,
symbols and ends, marked here or in deck.py and translated where they are shown."""

from __future__ import annotations

from pathlib import Path

from game.text import N_, Domain, Msg
from games.estafado import deck as _deck
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
# The same ends as the moves list says them after a move's line ("… to d3: the Black Bear catches the
# Red Fox"), like the other things a move shows: a sentence of their own read oddly after the colon.
LOG_END_WORDS = {
    RABBITS_CAUGHT: N_("the Red Fox has caught three rabbits"),
    EAGLE_CAUGHT_CROW: N_("the Bald Eagle catches the Crow"),
    BEAR_CAUGHT_FOX: N_("the Black Bear catches the Red Fox"),
    SUN_SET: N_("the Sun/Moon has gone all the way round: night falls on the Fox"),
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


# --- what a table may know of a card, to draw it (the deck's data, never a rule) ----------------------
_HELP = frozenset((_deck.LEAP, _deck.LIGHT, _deck.SCOUT, _deck.FORAGE, _deck.WATER_DIVE, _deck.TUNNEL))
_HAZARD = frozenset((_deck.OUCH, _deck.YIKES, _deck.SPRAY, _deck.STEAL, _deck.QUILLS))
SYMBOLS_IN_PLAY: tuple[str, ...] = tuple(
    s for s in _deck.SYMBOLS if any(s in k.symbols for k in _deck.KINDS if k.fate == _deck.PLAY)
)
DIE_FACES: tuple[str, ...] = _deck.DIE_FACES
BLANK_FACE = _deck.BLANK


def card_symbols(code: str) -> tuple[str, ...]:
    return _deck.symbols_of(code)


def main_symbol(code: str) -> str | None:
    """The symbol a card's picture shows large: the one that acts, else the one that matters most."""
    kind = _deck.KIND_OF[code]
    passive = (_deck.TUNNEL, _deck.QUILLS, _deck.RIVALS, _deck.DO_NOT_SWAP)
    return kind.active or next((s for s in kind.symbols if s in passive), None)


def is_auxiliary(code: str) -> bool:
    return _deck.KIND_OF[code].deck == "auxiliary"


def has_special_back(code: str) -> bool:
    return _deck.has(code, _deck.SPECIAL_BACK)


def family(code: str) -> str:
    """The card's family, for its colour: prey, help, hazard, crow, storm or forest."""
    symbols = set(_deck.symbols_of(code))
    if _deck.RABBIT in symbols:
        return "prey"
    if _deck.GALE in symbols:
        return "storm"
    if _deck.ALARM in symbols:
        return "crow"
    if symbols & _HAZARD:
        return "hazard"
    if symbols & _HELP:
        return "help"
    return "forest"


def card_tooltip(code: str, lang: str) -> str:
    """The card's name and what each of its symbols does."""
    lines = [card_name(code, lang)]
    lines += [f"{symbol_name(s, lang)}: {symbol_help(s, lang)}" for s in _deck.symbols_of(code)]
    return "\n".join(lines)


def die_face_name(face: str, lang: str) -> str:
    return TEXTS.t(lang, DIE_FACE_NAMES[face])
