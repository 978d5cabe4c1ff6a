"""The PokerDrez deck (rulebook 003, "Componentes"), once, for all twelve PokerDrez games.

One deck is 56 cards: six figures (Bufón, also called Jóker; Dama, also called Reina; Torre, Alfil,
Caballo, Peón), each in nine colours that carry a number (1 grey, 2 red, 3 magenta, 4 purple,
5 blue, 6 yellow, 7 cyan, 8 orange, 9 green), and two neutral cards ("cartas neutrales o de
traición") with no figure, colour or number. Games use one deck or two shuffled together (112).

Text form (a plain word, so it stands in actions and saves as it is): the figure's letter in
Spanish chess notation, then the colour's number; ``N`` for a neutral card.

    B Bufón (Jóker)   D Dama   T Torre   A Alfil   C Caballo   P Peón   N neutral
    ``D5`` Dama azul (blue queen), ``B8`` Bufón naranja, ``P1`` Peón gris, ``N``.

Copies: a card value does not say which deck it came from. The rules never tell two copies apart
(nor the two neutral cards), and neither can a player looking at the table, so copies are *equal
values* and zones are multisets: ``deck(2)`` holds ``D5`` twice. A copy number would be information
without meaning: two positions differing only in which copy lies where would compare unequal, an
action would have to name a copy nobody can see, and determinize would invent copy numbers.

The die: each card prints its figure's die face in its top right corner (the rulebook's die section:
"La equivalencia entre los números del dado y las piezas está expresada en las propias cartas";
BlackDrez: "se puede ver en la esquina superior derecha"): Peón 1, Caballo 2, Alfil 3, Torre 4,
Dama 5, Bufón 6. That is also the figures' rank (Jóker > Reina > Torre > Alfil > Caballo > Peón),
so ``Figure`` is an ``IntEnum`` whose value is both. Neutral cards show no face.

Names are for display through message catalogues: the engine exposes stable ids (``figure.id``,
``colour.id``, ``card.message_key``) and never a sentence. ``SOURCE_NAMES`` holds the Spanish and
English names once, as data for the catalogues to take in; engines must not read it.

``PALETTE`` holds the RGB of the nine colours as data, chosen to stay apart under protanopia,
deuteranopia and tritanopia (figures in ``docs/pokerdrez-palette.md``); drawing happens elsewhere.
"""

from __future__ import annotations

import operator
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from enum import IntEnum
from typing import Any

from game.cards.card import CardTextError
from game.text import N_


class Figure(IntEnum):
    """A figure; its value is the die face printed on its cards, and its rank (higher wins)."""

    PEON = 1
    CABALLO = 2
    ALFIL = 3
    TORRE = 4
    DAMA = 5
    BUFON = 6

    @property
    def letter(self) -> str:
        """Its letter in the text form (Spanish chess notation; B for the Bufón)."""
        return _FIGURE_LETTERS[self]

    @property
    def id(self) -> str:
        """A stable id for message keys and options: ``peon`` ... ``bufon``."""
        return self.name.lower()

    @property
    def die_face(self) -> int:
        return int(self)


class Colour(IntEnum):
    """A colour; its value is the number printed with it."""

    GREY = 1
    RED = 2
    MAGENTA = 3
    PURPLE = 4
    BLUE = 5
    YELLOW = 6
    CYAN = 7
    ORANGE = 8
    GREEN = 9

    @property
    def number(self) -> int:
        return int(self)  # not self.value: an enum's value is a descriptor, 3x slower in hot loops

    @property
    def id(self) -> str:
        """A stable id for message keys: ``grey`` ... ``green``."""
        return self.name.lower()

    @property
    def rgb(self) -> tuple[int, int, int]:
        return PALETTE[self]


_FIGURE_LETTERS: dict[Figure, str] = {
    Figure.BUFON: "B", Figure.DAMA: "D", Figure.TORRE: "T",
    Figure.ALFIL: "A", Figure.CABALLO: "C", Figure.PEON: "P",
}
NEUTRAL_TEXT = "N"


@dataclass(frozen=True, slots=True)
class PokerDrezCard:
    """A PokerDrez card: a figure in a colour, or a neutral card (both None).

    Ordered by figure rank, then colour number, neutral cards first."""

    figure: Figure | None
    colour: Colour | None
    # Worked out once from the two fields above (init=False: not part of the value, nor of its
    # JSON). Engines compare, sort, hash and encode cards millions of times in a soak or a
    # search; reading an int or a str is what makes that cheap.
    _rank: int = field(init=False, repr=False, compare=False)
    _text: str = field(init=False, repr=False, compare=False)
    _hash: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if (self.figure is None) != (self.colour is None):
            raise CardTextError("a PokerDrez card has both a figure and a colour, or neither (neutral)")
        if self.figure is not None and type(self.figure) is not Figure:
            raise CardTextError(f"{self.figure!r} is not a Figure")
        if self.colour is not None and type(self.colour) is not Colour:
            raise CardTextError(f"{self.colour!r} is not a Colour")
        if self.figure is None or self.colour is None:
            rank, text = 0, NEUTRAL_TEXT
        else:
            rank, text = int(self.figure) * 16 + int(self.colour), f"{self.figure.letter}{self.colour.number}"
        object.__setattr__(self, "_rank", rank)
        object.__setattr__(self, "_text", text)
        object.__setattr__(self, "_hash", hash((self.figure, self.colour)))  # the dataclass's own hash

    # --- value ---------------------------------------------------------------------------------
    # Written out rather than generated: the same meaning as the dataclass's (figure and colour),
    # read off the precomputed rank.
    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if type(other) is not PokerDrezCard:
            return NotImplemented
        return self._rank == other._rank

    def __hash__(self) -> int:
        return self._hash

    def __copy__(self) -> PokerDrezCard:
        return self  # immutable: a copy is the card itself

    def __deepcopy__(self, memo: dict[int, Any]) -> PokerDrezCard:
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (PokerDrezCard, (self.figure, self.colour))

    # --- text form ---------------------------------------------------------------------------
    def encode(self) -> str:
        return self._text

    @classmethod
    def decode(cls, text: str) -> PokerDrezCard:
        """The card of ``D5``, ``B8``, ``N``...; ``CardTextError`` for anything else."""
        if not isinstance(text, str):
            raise CardTextError(f"a card's text is a string, not {type(text).__name__}")
        found = _BY_TEXT.get(text)
        if found is not None:
            return found
        raise CardTextError(f"{text!r} is not a PokerDrez card: a figure letter (B D T A C P) and a "
                            f"colour number (1-9), like D5, or N for a neutral card")

    def __str__(self) -> str:
        return self._text

    # --- order ---------------------------------------------------------------------------------
    def __lt__(self, other: Any) -> bool:
        if type(other) is not PokerDrezCard:
            return NotImplemented
        return self._rank < other._rank

    def __le__(self, other: Any) -> bool:
        if type(other) is not PokerDrezCard:
            return NotImplemented
        return self._rank <= other._rank

    def __gt__(self, other: Any) -> bool:
        if type(other) is not PokerDrezCard:
            return NotImplemented
        return self._rank > other._rank

    def __ge__(self, other: Any) -> bool:
        if type(other) is not PokerDrezCard:
            return NotImplemented
        return self._rank >= other._rank

    # --- what the card shows -------------------------------------------------------------------
    @property
    def is_neutral(self) -> bool:
        return self.figure is None

    @property
    def is_bufon(self) -> bool:
        """The Bufón (Jóker): wild in PokerDrez and several other games."""
        return self.figure is Figure.BUFON

    @property
    def die_face(self) -> int | None:
        """The die face printed on the card (its figure's), None on a neutral card."""
        return None if self.figure is None else self.figure.die_face

    @property
    def number(self) -> int | None:
        """The number printed with the colour, None on a neutral card."""
        return None if self.colour is None else self._rank & 15

    @property
    def message_key(self) -> str:
        """The catalogue key of the card's full name: ``pokerdrez.card.D5``, ``pokerdrez.card.N``."""
        return f"pokerdrez.card.{self.encode()}"


NEUTRAL = PokerDrezCard(None, None)
_CARDS: dict[tuple[Figure, Colour], PokerDrezCard] = {
    (figure, colour): PokerDrezCard(figure, colour) for figure in Figure for colour in Colour
}
FIGURE_CARDS: tuple[PokerDrezCard, ...] = tuple(sorted(_CARDS.values()))
_BY_TEXT: dict[str, PokerDrezCard] = {c.encode(): c for c in (NEUTRAL, *FIGURE_CARDS)}
NEUTRALS_PER_DECK = 2
CARDS_PER_DECK = len(FIGURE_CARDS) + NEUTRALS_PER_DECK  # 56
_DECKS: dict[int, tuple[PokerDrezCard, ...]] = {
    decks: tuple(sorted([NEUTRAL] * NEUTRALS_PER_DECK * decks + list(FIGURE_CARDS) * decks)) for decks in (1, 2)
}


def card(figure: Figure, colour: Colour) -> PokerDrezCard:
    """The figure card of ``figure`` in ``colour`` (one shared value per card)."""
    return _CARDS[figure, colour]


def deck(decks: int = 1) -> list[PokerDrezCard]:
    """Every card of ``decks`` decks (1 or 2), sorted: shuffle it with the game's generator."""
    if decks not in (1, 2):
        raise ValueError(f"PokerDrez is played with one deck or two, not {decks!r}")
    return list(_DECKS[decks])


def figure_deck(decks: int = 1) -> list[PokerDrezCard]:
    """The deck without its neutral cards (Poker7, PokerGuess, SokuDrez... leave them out)."""
    return [c for c in deck(decks) if not c.is_neutral]


def figure_for_die(face: int) -> Figure:
    """The figure a die face names: 1 Peón ... 5 Dama, 6 Bufón (any piece in PokerDrez)."""
    if type(face) is not int or not 1 <= face <= 6:
        raise ValueError(f"a die shows 1 to 6, not {face!r}")
    return Figure(face)


# ``sorted(cards, key=ORDER_KEY)`` is ``sorted(cards)`` (the order compares ranks, equal cards have
# equal ranks, and both sorts are stable), read in C rather than by ``__lt__`` at every comparison.
ORDER_KEY: Callable[[PokerDrezCard], int] = operator.attrgetter("_rank")


# --- hand and pile helpers ------------------------------------------------------------------------
def sort_hand(cards: Iterable[PokerDrezCard]) -> list[PokerDrezCard]:
    """A hand in the order a player fans it: highest figure first, then by number; neutral last."""
    return sorted(cards, key=lambda c: (c.is_neutral, -(c.figure or 0), c.number or 0))


def figure_counts(cards: Iterable[PokerDrezCard]) -> Counter[Figure]:
    """How many cards of each figure (neutral cards count for none)."""
    return Counter(c.figure for c in cards if c.figure is not None)


def colour_counts(cards: Iterable[PokerDrezCard]) -> Counter[Colour]:
    """How many cards of each colour (neutral cards count for none)."""
    return Counter(c.colour for c in cards if c.colour is not None)


def of_figure(cards: Iterable[PokerDrezCard], figure: Figure) -> list[PokerDrezCard]:
    return [c for c in cards if c.figure is figure]


def of_colour(cards: Iterable[PokerDrezCard], colour: Colour) -> list[PokerDrezCard]:
    return [c for c in cards if c.colour is colour]


def is_consecutive(numbers: Sequence[int]) -> bool:
    """Whether ``numbers`` (colour numbers or die faces), in any order, run without gap or repeat:
    the "consecutive" groups and runs of Poker7 and RummyDrez."""
    return bool(numbers) and len(set(numbers)) == len(numbers) and max(numbers) - min(numbers) == len(numbers) - 1


def codes(cards: Iterable[PokerDrezCard]) -> list[str]:
    return [c.encode() for c in cards]


def from_codes(texts: Iterable[str]) -> list[PokerDrezCard]:
    return [PokerDrezCard.decode(text) for text in texts]


# --- data for others ------------------------------------------------------------------------------
# The nine colours as drawn on a card face. Checked with ../shared/tools/cvd_simulate.py (Machado et
# al. 2009, full severity): see docs/pokerdrez-palette.md and tests/cards/test_pokerdrez_palette.py.
# Every card also prints its number, which no colour deficiency hides.
PALETTE: dict[Colour, tuple[int, int, int]] = {
    Colour.GREY: (114, 114, 114),
    Colour.RED: (250, 0, 20),
    Colour.MAGENTA: (237, 44, 240),
    Colour.PURPLE: (75, 29, 111),
    Colour.BLUE: (0, 3, 217),
    Colour.YELLOW: (255, 255, 0),
    Colour.CYAN: (41, 207, 210),
    Colour.ORANGE: (251, 162, 56),
    Colour.GREEN: (35, 143, 70),
}

# The names a player reads, once, for the message catalogues to take in (keys: "pokerdrez.figure.ID",
# "pokerdrez.colour.ID", "pokerdrez.card.CODE"). Engines never read this table: they return keys.
_FIGURE_NAMES: dict[Figure, tuple[str, str, bool]] = {  # Spanish, English, Spanish feminine
    Figure.BUFON: ("Bufón", "Joker", False),
    Figure.DAMA: ("Dama", "Queen", True),
    Figure.TORRE: ("Torre", "Rook", True),
    Figure.ALFIL: ("Alfil", "Bishop", False),
    Figure.CABALLO: ("Caballo", "Knight", False),
    Figure.PEON: ("Peón", "Pawn", False),
}
_COLOUR_NAMES: dict[Colour, tuple[str, str, str]] = {  # Spanish masculine, feminine, English
    Colour.GREY: ("gris", "gris", "grey"),
    Colour.RED: ("rojo", "roja", "red"),
    Colour.MAGENTA: ("magenta", "magenta", "magenta"),
    Colour.PURPLE: ("morado", "morada", "purple"),
    Colour.BLUE: ("azul", "azul", "blue"),
    Colour.YELLOW: ("amarillo", "amarilla", "yellow"),
    Colour.CYAN: ("cian", "cian", "cyan"),
    Colour.ORANGE: ("naranja", "naranja", "orange"),
    Colour.GREEN: ("verde", "verde", "green"),
}


def _source_names() -> dict[str, dict[str, str]]:
    names: dict[str, dict[str, str]] = {}
    for figure, (es, en, _) in _FIGURE_NAMES.items():
        names[f"pokerdrez.figure.{figure.id}"] = {"es": es, "en": en}
    for colour, (es, _, en) in _COLOUR_NAMES.items():
        names[f"pokerdrez.colour.{colour.id}"] = {"es": es.capitalize(), "en": en.capitalize()}
    for each in FIGURE_CARDS:
        assert each.figure is not None and each.colour is not None
        fig_es, fig_en, feminine = _FIGURE_NAMES[each.figure]
        masc, fem, col_en = _COLOUR_NAMES[each.colour]
        names[each.message_key] = {"es": f"{fig_es} {fem if feminine else masc}",
                                   "en": f"{col_en.capitalize()} {fig_en}"}
    names[NEUTRAL.message_key] = {"es": "Carta neutral", "en": "Neutral card"}
    return names


SOURCE_NAMES: dict[str, dict[str, str]] = _source_names()


# Each card's full name, by its code: an English message id, translated once in the shared
# catalogue for every game of the deck (a game's own catalogue falls back to it).
CARD_NAMES: dict[str, str] = {
    "P1": N_("Grey Pawn"),
    "P2": N_("Red Pawn"),
    "P3": N_("Magenta Pawn"),
    "P4": N_("Purple Pawn"),
    "P5": N_("Blue Pawn"),
    "P6": N_("Yellow Pawn"),
    "P7": N_("Cyan Pawn"),
    "P8": N_("Orange Pawn"),
    "P9": N_("Green Pawn"),
    "C1": N_("Grey Knight"),
    "C2": N_("Red Knight"),
    "C3": N_("Magenta Knight"),
    "C4": N_("Purple Knight"),
    "C5": N_("Blue Knight"),
    "C6": N_("Yellow Knight"),
    "C7": N_("Cyan Knight"),
    "C8": N_("Orange Knight"),
    "C9": N_("Green Knight"),
    "A1": N_("Grey Bishop"),
    "A2": N_("Red Bishop"),
    "A3": N_("Magenta Bishop"),
    "A4": N_("Purple Bishop"),
    "A5": N_("Blue Bishop"),
    "A6": N_("Yellow Bishop"),
    "A7": N_("Cyan Bishop"),
    "A8": N_("Orange Bishop"),
    "A9": N_("Green Bishop"),
    "T1": N_("Grey Rook"),
    "T2": N_("Red Rook"),
    "T3": N_("Magenta Rook"),
    "T4": N_("Purple Rook"),
    "T5": N_("Blue Rook"),
    "T6": N_("Yellow Rook"),
    "T7": N_("Cyan Rook"),
    "T8": N_("Orange Rook"),
    "T9": N_("Green Rook"),
    "D1": N_("Grey Queen"),
    "D2": N_("Red Queen"),
    "D3": N_("Magenta Queen"),
    "D4": N_("Purple Queen"),
    "D5": N_("Blue Queen"),
    "D6": N_("Yellow Queen"),
    "D7": N_("Cyan Queen"),
    "D8": N_("Orange Queen"),
    "D9": N_("Green Queen"),
    "B1": N_("Grey Joker"),
    "B2": N_("Red Joker"),
    "B3": N_("Magenta Joker"),
    "B4": N_("Purple Joker"),
    "B5": N_("Blue Joker"),
    "B6": N_("Yellow Joker"),
    "B7": N_("Cyan Joker"),
    "B8": N_("Orange Joker"),
    "B9": N_("Green Joker"),
    "N": N_("Neutral card"),
}
