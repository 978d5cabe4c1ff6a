"""What one seat may know of a PokerGuess game (a frozen, typed value), and the actions' text forms.

Secrets are absent: another seat's hidden cards are not in this seat's view until that seat shows one
of them (the phase of the last card) or the final show reveals both; a folded hand is never shown.
The deck is a count. Every prediction is public (the rulebook advises writing them down).

A turn has up to three steps: first the chips (``fold``, ``check``, ``call``, ``raise:N``, ``allin``),
then the prediction: ``keep``, or its colour part (``colour:C,A``) and then its figure part
(``figure:F,B``). Naming it in two parts keeps each legal list short (54 choices at most, not the
2,916 whole predictions), so that every list a player or a test walks through stays small. A seat
with no chips left to bet goes straight to its prediction.

==================  ===========================================================================
``fold``            give up the round (only when there is a bet to match)
``check``           put in nothing more (only when there is nothing to match)
``call``            match the highest bet (or every chip when that is less)
``raise:N``         raise so that this phase's bet is N chips in all
``allin``           every chip
``colour:C,A``      the prediction's first part: at least A cards of colour C (1 grey .. 9 green)
``figure:F,B``      its second part: at least B cards of figure F (1 Pawn .. 6 Joker), among the
                    cards in play
``keep``            keep one's prediction as it is (no change)
``show:D5``         show that hidden card to everybody (the phase of the last card)
``next``            deal the next round (after a round ends, so that everybody sees how it ended)
==================  ===========================================================================
"""

from __future__ import annotations

from dataclasses import dataclass

# The betting words and the values a view carries of the chips (shared by every game that bets:
# a phase of changes is the chips' betting round).
from game.cards.betting import ALL_IN as ALL_IN
from game.cards.betting import BET_KINDS as BET_KINDS
from game.cards.betting import CALL as CALL
from game.cards.betting import CHECK as CHECK
from game.cards.betting import FOLD as FOLD
from game.cards.betting import RAISE as RAISE
from game.cards.betting import SHOW as SHOW
from game.cards.betting import BetChoices as BetChoices
from game.cards.betting import PotView as PotView
from game.cards.betting import all_in as all_in
from game.cards.betting import call as call
from game.cards.betting import check as check
from game.cards.betting import fold as fold
from game.cards.betting import raise_to as raise_to
from game.cards.betting import raise_total as raise_total
from game.cards.betting import show as show
from game.cards.betting import shown_card as shown_card
from game.cards.pokerdrez import Colour, Figure, PokerDrezCard
from game.core import Action, Seat
from game.view import View

# The prediction value and the counts' bounds, for the table (which reads no rule module).
from games.pokerguess.predictions import MAX_COLOURS as MAX_COLOURS
from games.pokerguess.predictions import MAX_FIGURES as MAX_FIGURES
from games.pokerguess.predictions import Prediction as Prediction

COLOUR_COUNT, FIGURE_COUNT = len(Colour), len(Figure)  # colours 1 grey .. 9 green, figures 1 Peón .. 6 Jóker

COLOUR, FIGURE, KEEP, NEXT = "colour", "figure", "keep", "next"
NAME_KINDS = frozenset({COLOUR, FIGURE, KEEP})

# The phases of a round: the first changes, showing one card each, the second changes, the result.
FIRST, SHOWING, SECOND, ROUND_OVER, OVER = "first", "show", "second", "round_over", "over"
# The steps of a turn in a phase of changes: the chips, then keep or a colour part, then a figure part.
BET_STEP, NAME_STEP, FIGURE_STEP = "bet", "name", "figure"


def name_colour(colour: int, colours: int) -> Action:
    return Action(COLOUR, (colour, colours))


def name_figure(figure: int, figures: int) -> Action:
    return Action(FIGURE, (figure, figures))


def predict(prediction: Prediction) -> tuple[Action, Action]:
    """The two actions that name ``prediction``: its colour part, then its figure part."""
    return name_colour(prediction.colour, prediction.colours), name_figure(prediction.figure, prediction.figures)


def keep() -> Action:
    return Action(KEEP)


def next_round() -> Action:
    return Action(NEXT)


def parts(action: Action) -> tuple[int, int] | None:
    """The two numbers of a ``colour`` or ``figure`` action when they are in range, else None."""
    # What ``valid`` asks of a prediction's half, checked here directly: the soak asks this of every
    # colour and figure action it describes, a dozen a step.
    args = action.args
    if len(args) != 2:
        return None
    which, count = args
    if type(which) is not int or type(count) is not int:
        return None
    if action.kind == COLOUR:
        return (which, count) if 1 <= which <= COLOUR_COUNT and 1 <= count <= MAX_COLOURS else None
    if action.kind == FIGURE:
        return (which, count) if 1 <= which <= FIGURE_COUNT and 1 <= count <= MAX_FIGURES else None
    return None


@dataclass(frozen=True, slots=True, kw_only=True)
class SeatView:
    """One seat as everybody sees it. ``hidden`` holds its two hidden cards only for the seat itself
    and, at the final show, for everybody; ``shown`` the hidden card it showed (None: not yet)."""

    seat: Seat
    stack: int
    bet: int  # put in during this phase
    committed: int  # put in during this round (the stake included)
    in_game: bool  # False: out of chips, out of the game
    in_hand: bool  # dealt in and not folded
    folded: bool
    all_in: bool
    hidden: tuple[PokerDrezCard, ...] | None
    shown: PokerDrezCard | None
    prediction: Prediction | None
    names_left: int  # predictions it may still name in this phase
    out_after: int | None  # the round after which it left the game


@dataclass(frozen=True, slots=True, kw_only=True)
class CheckView:
    """One prediction at the final check, in the order checked (highest first): the cards in play
    that count for its colour and for its figure (the shared card in one group only), and whether
    it held."""

    seat: Seat
    prediction: Prediction
    holds: bool
    colour_cards: tuple[PokerDrezCard, ...]
    figure_cards: tuple[PokerDrezCard, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class RoundResult:
    """How the last round ended: the predictions checked (empty when all but one folded), the pots
    paid, and what each seat received."""

    round: int
    checks: tuple[CheckView, ...]
    pots: tuple[PotView, ...]
    received: tuple[int, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class PokerGuessView(View):
    """``phase``: ``first`` and ``second`` (the phases of changes), ``show`` (each seat in the round
    shows one hidden card, in play order), ``round_over`` (the result stays until ``next``) or ``over``.
    ``step``: in a phase of changes, ``bet``, ``name`` (keep, or the colour part) or ``figure`` (the
    figure part, after ``pending``, the colour part named this turn)."""

    phase: str
    step: str
    pending: tuple[int, int] | None  # the colour and count named in this turn, before the figure
    round: int  # the round being played, from 1
    rounds_limit: int  # 0: play until one seat holds every chip
    dealer: Seat
    seats: tuple[SeatView, ...]
    table: tuple[PokerDrezCard, ...]  # the five open cards
    deck_count: int
    in_play: int  # the cards a prediction speaks of at most: the table and two per seat dealt in
    stake: int  # what every seat puts in at the start of a round (also the smallest bet)
    highest: int  # the highest bet of this phase
    pot: int
    pots: tuple[PotView, ...]
    turn: Seat | None  # the seat to act now
    last_changer: Seat | None  # the seat that changed last in this phase: it may not change again
    choices: BetChoices | None  # for this seat, when it is its turn to bet
    result: RoundResult | None  # the last round's end, until the next round is dealt
    winners: tuple[Seat, ...]  # at the end of the game

    def seat_view(self, seat: Seat) -> SeatView:
        return self.seats[seat]

    def taken(self) -> tuple[Prediction, ...]:
        """The predictions this seat may not name: those of the others still in the round."""
        return tuple(s.prediction for s in self.seats if s.prediction is not None and s.in_hand and s.seat != self.seat)
