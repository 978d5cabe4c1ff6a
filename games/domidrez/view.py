"""What one seat may know of a DomiDrez game (a frozen, typed value), and the actions' text forms.

Secrets are absent: another seat's hand is a count, the face-down stock is a count. The line of
cards played this hand is public (every seat saw each card laid), and so is what each neutral card
on it named. What a careful player remembers of the turns ("she drew on purple Jóker: no Jóker,
no purple, no neutral then") is in the view too, as each seat's last figure and colour it drew or
passed on since it last laid a card, so the computer players read it like anyone else. The whole
record of turns stays in the state (``DomiDrez.turns``, saved in the snapshot): a view that
carried it grew with the hand, and turning it into JSON and comparing it at every step was a
large part of the soak's time.

Actions (plain words, so they stand in saves as they are):

======================  ===========================================================================
``play:D5``             lay the Blue Dama on the line (it shares the figure or the colour asked)
``play:N,B,4``          lay a neutral card and name the figure and colour the next player must
                        follow: Bufón (figure letter) and purple (colour number)
``play:N``              lay a neutral card as one's last card (the hand is over: nothing to name)
``draw``                no card fits: take the stock's top card; the turn passes
``pass``                no card fits and the stock is empty
======================  ===========================================================================
"""

from __future__ import annotations

from dataclasses import dataclass

from game.cards.pokerdrez import NEUTRAL, Colour, Figure, PokerDrezCard
from game.core import Action, Seat
from game.view import View

PLAY, DRAW, PASS = "play", "draw", "pass"
PHASE_PLAY, PHASE_OVER = "play", "over"
NEUTRAL_CODE = "N"


@dataclass(frozen=True, slots=True)
class Requirement:
    """What the next card must share, its figure or its colour: the top card's, or what a neutral
    card named."""

    figure: Figure
    colour: Colour

    def admits(self, card: PokerDrezCard) -> bool:
        """Whether ``card`` may be laid now: a neutral on anything, else the same figure or colour."""
        return card.figure is None or card.figure is self.figure or card.colour is self.colour


@dataclass(frozen=True, slots=True)
class Turn:
    """One turn of this hand as every seat saw it: ``card`` laid (None when the seat drew or
    passed), ``named`` what a neutral card asked for next, ``drew`` whether the seat took the
    stock's top card (unseen by the others), and ``faced`` the requirement it had to meet."""

    seat: Seat
    faced: Requirement
    card: PokerDrezCard | None = None
    named: Requirement | None = None
    drew: bool = False


@dataclass(frozen=True, slots=True)
class HandResult:
    """A hand played out: ``winners`` (one, or several tied for fewest cards in a closed game),
    whether the game closed, the points each winner scored and the cards left in every hand."""

    number: int
    winners: tuple[Seat, ...]
    closed: bool
    points: int
    left: tuple[int, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class DomiDrezView(View):
    """``phase``: ``play`` or ``over``. ``hand`` is the seat's own cards (None for a spectator),
    ``hand_counts`` every hand's size. ``line`` the cards laid this hand, the first one turned up
    from the stock at the start, and ``named`` what each of them named (a neutral card; None for
    the others, in the line's order); ``requirement`` what the next card must share. ``lacks``
    per seat: the figure and colour it drew or passed on last, since it last laid a card (it held
    no card of either then, nor a neutral card), else None; ``turn_count`` the turns of this hand
    so far; ``passes`` how many seats in a row have passed with the stock empty (when every seat
    has, the game is closed). ``scores`` per seat; ``results`` the hands played out;
    ``winners`` the seat that won the whole game once it is over."""

    phase: str
    players: int
    decks: int
    dealer: Seat
    hand_number: int
    target: int
    scores: tuple[int, ...]
    hand: tuple[PokerDrezCard, ...] | None
    hand_counts: tuple[int, ...]
    stock_count: int
    line: tuple[PokerDrezCard, ...]
    named: tuple[Requirement | None, ...]
    requirement: Requirement
    lacks: tuple[Requirement | None, ...]
    turn_count: int
    passes: int
    results: tuple[HandResult, ...]
    winners: tuple[Seat, ...]


def play(card: PokerDrezCard, figure: Figure | None = None, colour: Colour | None = None) -> Action:
    """The action laying ``card``; a neutral card names ``figure`` and ``colour`` (none when it is
    the seat's last card)."""
    if card.is_neutral:
        if figure is None or colour is None:
            return Action(PLAY, (NEUTRAL_CODE,))
        return Action(PLAY, (NEUTRAL_CODE, figure.letter, colour.number))
    return Action(PLAY, (card.encode(),))


def draw() -> Action:
    return Action(DRAW)


def pass_() -> Action:
    return Action(PASS)


@dataclass(frozen=True, slots=True)
class Play:
    """A ``play`` action read: the card and, for a neutral card not played last, what it names."""

    card: PokerDrezCard
    named: Requirement | None


_FIGURE_BY_LETTER = {figure.letter: figure for figure in Figure}


def read_play(action: Action) -> Play | None:
    """The card a ``play`` action lays (and what it names), None when it is not well formed."""
    if action.kind != PLAY or not action.args or not isinstance(action.args[0], str):
        return None
    if action.args[0] == NEUTRAL_CODE:
        if len(action.args) == 1:
            return Play(NEUTRAL, None)
        if len(action.args) != 3:
            return None
        letter, number = action.args[1], action.args[2]
        figure = _FIGURE_BY_LETTER.get(letter) if isinstance(letter, str) else None
        if figure is None or type(number) is not int or not 1 <= number <= 9:
            return None
        return Play(NEUTRAL, Requirement(figure, Colour(number)))
    if len(action.args) != 1:
        return None
    try:
        card = PokerDrezCard.decode(action.args[0])
    except ValueError:
        return None
    return Play(card, None)
