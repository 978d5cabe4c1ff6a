"""PokerGuess's words: its own gettext domain (games/pokerguess/locale), English message ids.

The engine returns messages (:class:`~game.text.Msg`) made here; the table says them and its own
texts through ``TEXTS.t``/``tn``."""

from __future__ import annotations

import functools
from pathlib import Path

# The deck's card names, translated once in the shared catalogue (this game's falls back to it).
from game.cards.pokerdrez import CARD_NAMES as CARD_NAMES
from game.cards.pokerdrez import PokerDrezCard
from game.core import Action
from game.text import N_, Domain, Msg, Seat
from games.pokerguess.predictions import Prediction
from games.pokerguess.view import (
    ALL_IN,
    CALL,
    CHECK,
    COLOUR,
    FIGURE,
    FOLD,
    KEEP,
    NEXT,
    RAISE,
    parts,
    raise_total,
    shown_card,
)

TEXTS = Domain("pokerguess", Path(__file__).resolve().parent / "locale")

# Words of the shared poker table (scenes/cards/poker_table.py) that PokerGuess says its own way in
# Spanish ("all in", "enseñar", as its rulebook does): its catalogue is read before the shared one.
TABLE_WORDS = (
    N_("All in"),
    N_("All in: {n}"),
    N_("Least"),
    N_("Min"),
    N_("Show one of your two hidden cards to everybody (click it, or press 1 or 2)"),
    N_("{card} (shown to everybody)"),
)

PHASE_NAMES = {
    "first": N_("First round of changes"),
    "show": N_("Everybody shows one card"),
    "second": N_("Second round of changes"),
}
# A colour and a figure as a prediction names them ("4× red · 3× Pawn": a count, then the name, so that
# one form serves every count).
COLOUR_NAMES = {
    1: N_("grey"),
    2: N_("red"),
    3: N_("magenta"),
    4: N_("purple"),
    5: N_("blue"),
    6: N_("yellow"),
    7: N_("cyan"),
    8: N_("orange"),
    9: N_("green"),
}
FIGURE_NAMES = {
    6: N_("Joker"),
    5: N_("Queen"),
    4: N_("Rook"),
    3: N_("Bishop"),
    2: N_("Knight"),
    1: N_("Pawn"),
}


def card_msg(card: PokerDrezCard) -> Msg:
    return TEXTS.msg(CARD_NAMES[card.encode()])


def colour_msg(colour: int) -> Msg:
    return TEXTS.msg(COLOUR_NAMES[colour])


def figure_msg(figure: int) -> Msg:
    return TEXTS.msg(FIGURE_NAMES[figure])


def prediction_msg(prediction: Prediction) -> Msg:
    """ "4× red and 3× Pawn"."""
    return TEXTS.msg(
        "{a}× {colour} and {b}× {figure}",
        {
            "a": prediction.colours,
            "colour": colour_msg(prediction.colour),
            "b": prediction.figures,
            "figure": figure_msg(prediction.figure),
        },
    )


# Kept: a message depends only on these arguments, and the soak describes each legal action in both
# languages at every step (a fifth of its time before this cache).
@functools.lru_cache(maxsize=4096)
def action_msg(
    seat: int,
    action: Action,
    owes: int,
    current: Prediction | None,
    pending: tuple[int, int] | None = None,
    opening: bool = False,
) -> Msg | str:
    """What ``action`` of ``seat`` does (``owes``: what calling puts in; ``current``: its prediction
    before the move; ``pending``: the colour part it named this turn; ``opening``: nobody has bet in
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
    part = parts(action)
    if part is not None and action.kind == COLOUR:
        return TEXTS.msg("{seat} names {n}× {colour}…", {"seat": who, "n": part[1], "colour": colour_msg(part[0])})
    if part is not None and action.kind == FIGURE and pending is not None:
        said = Prediction(pending[0], pending[1], part[0], part[1])
        if current is None:
            return TEXTS.msg("{seat} predicts {what}", {"seat": who, "what": prediction_msg(said)})
        return TEXTS.msg("{seat} changes to {what}", {"seat": who, "what": prediction_msg(said)})
    if kind == KEEP:
        return TEXTS.msg("{seat} keeps the prediction", {"seat": who})
    card = shown_card(action)
    if card is not None:
        return TEXTS.msg("{seat} shows the {card}", {"seat": who, "card": card_msg(card)})
    if kind == NEXT:
        return TEXTS.msg("{seat} deals the next round", {"seat": who})
    return action.encode()
