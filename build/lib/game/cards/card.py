"""What the card kit asks of a card value, and the errors it raises.

A card value is any frozen, hashable, orderable value with a text form that round-trips:
``decode(card.encode()) == card``. The text form is a plain word (letters, digits, ``_ . + -``, not
starting with a digit) so it can stand in an action's arguments and in saves as it is.

Two physical cards that the rules cannot tell apart (the two copies of a card when two decks are
shuffled together, the two neutral PokerDrez cards) are *equal values*: a zone is a list and the
table a multiset, never a set. See ``game/cards/__init__.py`` for why.

This module imports nothing of the engine (``game.core``), so the kit type-checks on its own.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, Protocol, TypeVar

WORD_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_.+\-]*$")


class CardTextError(ValueError):
    """Text that is not the text form of any card of the deck in question."""


class CardDataError(ValueError):
    """Cards or zones read from outside (a snapshot, a save) that cannot be right.

    The message names the zone and the entry at fault. ``ValueError`` so that the engine's save
    loading reports it as a damaged save; a game reading its snapshot with ``SnapshotFields`` passes
    ``fields.fail`` to the kit instead, and gets a ``SaveError`` naming the game."""


class CardValue(Protocol):
    """A card: frozen, hashable, totally ordered among cards of its own type, with a text form.

    ``encode`` returns a plain word; the type's ``decode`` (passed to the kit as a function, see
    ``Decoder``) reads it back. Ordering only has to be total and stable: the kit sorts with it so
    that what it samples depends on what a seat knows, never on where the cards truly lie."""

    def encode(self) -> str: ...

    def __hash__(self) -> int: ...

    def __eq__(self, other: object, /) -> bool: ...

    def __lt__(self, other: Any, /) -> bool: ...


C = TypeVar("C", bound=CardValue)

#: Reads a card's text form back; raises ``CardTextError`` (a ``ValueError``) for anything else.
Decoder = Callable[[str], C]


def check_round_trip(card: CardValue, decode: Callable[[str], CardValue]) -> None:
    """Raise ``CardTextError`` unless ``card``'s text is a plain word that decodes back to it."""
    text = card.encode()
    if not WORD_RE.match(text):
        raise CardTextError(f"card text {text!r} is not a plain word")
    if decode(text) != card:
        raise CardTextError(f"card text {text!r} does not read back to the same card")
