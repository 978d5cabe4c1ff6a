"""The shared deck of "La Dama y el Tigre" (rulebook 000) and its gems.

Every card has two attributes, a role (lady or tiger) and a colour (red or
blue). Four Door cards, one per identity; twelve Clue cards, three per
identity; two wild Clue cards: "Azul/Rojo" counts as both colours and no
role, "Dama/Tigre" counts as both roles and no colour.

Cards are small immutable values with a two-letter code used in action text
and saves: R/B for the colour then L/T for the role (``RL`` = Red Lady), and
``RB`` / ``LT`` for the two wild cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from game.cards.card import CardTextError
from game.text import N_, SHARED, Msg

Role = Literal["lady", "tiger"]
Colour = Literal["red", "blue"]
ROLES: tuple[Role, ...] = ("lady", "tiger")
COLOURS: tuple[Colour, ...] = ("red", "blue")
GEM_COLOURS = ("red", "blue", "yellow", "white", "black")

# The names of the deck's cards, roles and colours come from the shared catalogue: Spanish
# colour words agree with the figure ("Dama Roja", "Tigre Rojo"), so each name is whole.


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """A Clue or Door card. ``roles``/``colours`` list what it counts as."""

    code: str  # RL RT BL BT, or RB (colour wild) / LT (role wild)

    def __post_init__(self) -> None:
        if self.code not in ALL_CODES:
            raise ValueError(f"no Dama y Tigre card {self.code!r}")

    @property
    def is_wild(self) -> bool:
        return self.code in ("RB", "LT")

    @property
    def roles(self) -> tuple[Role, ...]:
        if self.code == "LT":
            return ROLES
        if self.code == "RB":
            return ()
        return ("lady",) if self.code[1] == "L" else ("tiger",)

    @property
    def colours(self) -> tuple[Colour, ...]:
        if self.code == "RB":
            return COLOURS
        if self.code == "LT":
            return ()
        return ("red",) if self.code[0] == "R" else ("blue",)

    @property
    def role(self) -> Role | None:
        """The single role of an identity card (None for the wild cards)."""
        return self.roles[0] if len(self.roles) == 1 else None

    @property
    def colour(self) -> Colour | None:
        return self.colours[0] if len(self.colours) == 1 else None

    def has_role(self, role: str) -> bool:
        return role in self.roles

    def has_colour(self, colour: str) -> bool:
        return colour in self.colours

    def shares_with(self, identity: Card) -> bool:
        """Counts towards a set for ``identity``: matches its role or its colour."""
        return identity.role in self.roles or identity.colour in self.colours

    def name(self, lang: str = "en") -> str:
        return card_name(self.code, lang)

    def encode(self) -> str:
        """The text form for the card kit (``game.cards``): the code itself."""
        return self.code

    @classmethod
    def decode(cls, text: str) -> Card:
        if text not in ALL_CODES:
            raise CardTextError(f"{text!r} is not a Dama y Tigre card")
        return cls(text)

    def __str__(self) -> str:
        return self.code


IDENTITY_CODES = ("RL", "BL", "RT", "BT")
ALL_CODES = (*IDENTITY_CODES, "RB", "LT")
IDENTITIES: tuple[Card, ...] = tuple(Card(c) for c in IDENTITY_CODES)
WILD_COLOUR = Card("RB")  # "Azul/Rojo": both colours, no role
WILD_ROLE = Card("LT")  # "Dama/Tigre": both roles, no colour


def identity(colour: str, role: str) -> Card:
    return Card(("R" if colour == "red" else "B") + ("L" if role == "lady" else "T"))


def door_cards() -> list[Card]:
    """The four Door cards, one per identity."""
    return list(IDENTITIES)


def clue_cards(with_wilds: bool = True) -> list[Card]:
    """Twelve Clue cards (three per identity) and, by default, the two wild cards."""
    cards = [card for card in IDENTITIES for _ in range(3)]
    if with_wilds:
        cards += [WILD_COLOUR, WILD_ROLE]
    return cards


# Every Clue card's code and every Door card's code, sorted: what a full box holds (for counting
# cards and checking saved positions).
CLUE_CODES: tuple[str, ...] = tuple(sorted(card.code for card in clue_cards()))
DOOR_CODES: tuple[str, ...] = tuple(sorted(card.code for card in door_cards()))


def card_msg(code: str) -> Msg:
    """A card's name as a message (an engine's log line takes it as a parameter)."""
    if code not in CARD_NAMES:
        raise ValueError(f"no card {code!r}")
    return Msg(CARD_NAMES[code])


# Each card's name: an English message id, translated in the shared catalogue.
CARD_NAMES = {"RB": N_("Blue/Red"), "LT": N_("Lady/Tiger"), "RL": N_("Red Lady"), "RT": N_("Red Tiger"),
                "BL": N_("Blue Lady"), "BT": N_("Blue Tiger")}


def card_name(code: str, lang: str = "en") -> str:
    if code not in CARD_NAMES:
        raise ValueError(f"no card {code!r}")
    return SHARED.t(lang, CARD_NAMES[code])


def role_name(role: str, lang: str = "en") -> str:
    return {"lady": SHARED.tp(lang, "a card's role", "Lady"), "tiger": SHARED.tp(lang, "a card's role", "Tiger")}[role]


def colour_name(colour: str, lang: str = "en") -> str:
    """The colour as a word of its own ("Rojo" in Spanish, the form without a noun)."""
    return {"red": SHARED.tp(lang, "a card's colour", "Red"), "blue": SHARED.tp(lang, "a card's colour", "Blue")}[colour]


