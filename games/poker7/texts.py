"""Poker7's words: its own gettext domain (games/poker7/locale), English message ids.

The engine returns messages (:class:`~game.text.Msg`) made here; the table says them and its own
texts through ``TEXTS.t``/``tn``."""

from __future__ import annotations

from pathlib import Path

from game.cards.pokerdrez import PokerDrezCard
from game.core import Action
from game.text import N_, Domain, Msg, Seat
from games.poker7.view import ALL_IN, CALL, CHECK, FOLD, NEXT, RAISE, raise_total, shown_card

TEXTS = Domain("poker7", Path(__file__).resolve().parent / "locale")

# Each card's full name (the deck's SOURCE_NAMES, marked here for this catalogue), by its code.
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
}


# The betting rounds, as the table names them (index: view.ROUNDS).
ROUND_NAMES = (
    N_("Betting after the hidden cards"),
    N_("Betting after three commons"),
    N_("Betting after all five commons"),
    N_("Betting after the shown cards"),
)
# A group of a hand at the showdown: a colour group names its colour, a figure group its figure.
COLOUR_NAMES = {
    1: N_("greys"),
    2: N_("reds"),
    3: N_("magentas"),
    4: N_("purples"),
    5: N_("blues"),
    6: N_("yellows"),
    7: N_("cyans"),
    8: N_("oranges"),
    9: N_("greens"),
}
FIGURE_NAMES = {
    6: N_("Jokers"),
    5: N_("Queens"),
    4: N_("Rooks"),
    3: N_("Bishops"),
    2: N_("Knights"),
    1: N_("Pawns"),
}


def card_msg(card: PokerDrezCard) -> Msg:
    return TEXTS.msg(CARD_NAMES[card.encode()])


def group_msg(size: int, kind: str, card: PokerDrezCard, run: bool) -> Msg:
    """ "4 reds", "3 Bishops in a row", "Green Knight" (a single card)."""
    if size == 1:
        return card_msg(card)
    if kind == "colour":
        assert card.colour is not None
        name = TEXTS.msg(COLOUR_NAMES[card.number or 0])
    else:
        assert card.figure is not None
        name = TEXTS.msg(FIGURE_NAMES[int(card.figure)])
    if run:
        return TEXTS.msg("{n} {name} in a row", {"n": size, "name": name})
    return TEXTS.msg("{n} {name}", {"n": size, "name": name})


def action_msg(seat: int, action: Action, owes: int) -> Msg | str:
    """What ``action`` of ``seat`` does (``owes``: what calling puts in), for the log."""
    who = Seat(seat)
    kind = action.kind
    if kind == FOLD:
        return TEXTS.msg("{seat} folds", {"seat": who})
    if kind == CHECK:
        return TEXTS.msg("{seat} checks", {"seat": who})
    if kind == CALL:
        return TEXTS.msg("{seat} calls {n}", {"seat": who, "n": owes})
    if kind == RAISE and raise_total(action) is not None:
        return TEXTS.msg("{seat} raises to {n}", {"seat": who, "n": raise_total(action)})
    if kind == ALL_IN:
        return TEXTS.msg("{seat} goes all in", {"seat": who})
    card = shown_card(action)
    if card is not None:
        return TEXTS.msg("{seat} shows the {card}", {"seat": who, "card": card_msg(card)})
    if kind == NEXT:
        return TEXTS.msg("{seat} deals the next hand", {"seat": who})
    return action.encode()
