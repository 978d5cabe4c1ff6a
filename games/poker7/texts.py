"""Poker7's words: its own gettext domain (games/poker7/locale), English message ids.

The engine returns messages (:class:`~game.text.Msg`) made here; the table says them and its own
texts through ``TEXTS.t``/``tn``."""

from __future__ import annotations

from pathlib import Path

# The deck's card names, translated once in the shared catalogue (this game's falls back to it).
from game.cards.pokerdrez import CARD_NAMES as CARD_NAMES
from game.cards.pokerdrez import PokerDrezCard
from game.core import Action
from game.text import N_, Domain, Msg, Seat
from games.poker7.view import ALL_IN, CALL, CHECK, FOLD, NEXT, RAISE, raise_total, shown_card

TEXTS = Domain("poker7", Path(__file__).resolve().parent / "locale")


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


def commons_msg(cards: tuple[PokerDrezCard, ...]) -> Msg:
    """ "the commons are now Blue Rook, Purple Rook, Grey Rook", for the log line of the bet that dealt them."""
    listed: Msg = card_msg(cards[0])
    for card in cards[1:]:
        listed = TEXTS.msg("{first}, {then}", {"first": listed, "then": card_msg(card)})
    return TEXTS.msg("the commons are now {cards}", {"cards": listed})


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


def action_msg(seat: int, action: Action, owes: int, opening: bool = False) -> Msg | str:
    """What ``action`` of ``seat`` does (``owes``: what calling puts in; ``opening``: nobody has bet in
    this round yet, so a raise is a bet, as its button says), for the log."""
    who = Seat(seat)
    kind = action.kind
    if kind == FOLD:
        return TEXTS.msg("{seat} folds", {"seat": who})
    if kind == CHECK:
        return TEXTS.msg("{seat} checks", {"seat": who})
    if kind == CALL:
        return TEXTS.msg("{seat} calls {n}", {"seat": who, "n": owes})
    if kind == RAISE and raise_total(action) is not None:
        if opening:
            return TEXTS.msg("{seat} bets {n}", {"seat": who, "n": raise_total(action)})
        return TEXTS.msg("{seat} raises to {n}", {"seat": who, "n": raise_total(action)})
    if kind == ALL_IN:
        return TEXTS.msg("{seat} goes all in", {"seat": who})
    card = shown_card(action)
    if card is not None:
        return TEXTS.msg("{seat} shows the {card}", {"seat": who, "card": card_msg(card)})
    if kind == NEXT:
        return TEXTS.msg("{seat} deals the next hand", {"seat": who})
    return action.encode()
