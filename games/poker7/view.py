"""What one seat may know of a Poker7 game (a frozen, typed value), and the actions' text forms.

Secrets are absent: another seat's hidden cards are not in this seat's view until that seat shows one
of them (the fifth betting moment) or the showdown shows both; a folded hand is never shown. The deck
is a count.

Actions (plain words, so they stand in saves as they are):

================  ===============================================================================
``fold``          give up the hand (only when there is a bet to match)
``check``         bet nothing more (only when there is nothing to match)
``call``          match the highest bet (or put in every chip when that is less)
``raise:N``       bet or raise so that this round's bet is N chips in all (any N in the range the
                  view gives; the legal list offers a few usual sizes)
``allin``         every chip (a raise, or a call when that does not beat the bet)
``show:D5``       show that hidden card to everybody (before the last betting round)
``next``          deal the next hand (after a hand ends, so that everybody sees how it ended)
================  ===============================================================================
"""

from __future__ import annotations

from dataclasses import dataclass

# The betting words and the values a view carries of the chips, shared by every game that bets.
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
from game.cards.pokerdrez import PokerDrezCard
from game.core import Action, Seat
from game.view import View

NEXT = "next"

# The phases of a hand.
BETTING, SHOWING, HAND_OVER, OVER = "bet", "show", "hand_over", "over"
# The betting rounds, in order: after the hidden cards, after three commons, after the last two,
# after everybody showed one hidden card.
ROUNDS = ("hidden", "three", "five", "shown")


def next_hand() -> Action:
    return Action(NEXT)


@dataclass(frozen=True, slots=True, kw_only=True)
class SeatView:
    """One seat as everybody sees it. ``hidden`` holds its two hidden cards only for the seat itself
    and, at the showdown, for everybody; ``shown`` is the hidden card it showed (None: not yet)."""

    seat: Seat
    stack: int
    bet: int  # put in during this betting round
    committed: int  # put in during this hand (the stake included)
    in_game: bool  # False: out of chips, out of the game
    in_hand: bool  # dealt in and not folded
    folded: bool
    all_in: bool
    hidden: tuple[PokerDrezCard, ...] | None
    shown: PokerDrezCard | None
    out_after: int | None  # the hand after which it left the game


@dataclass(frozen=True, slots=True, kw_only=True)
class GroupView:
    """One group of a hand at the showdown: its cards, ``colour`` or ``figure``, and whether it runs."""

    cards: tuple[PokerDrezCard, ...]
    kind: str
    run: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class ShownHand:
    """A hand at the showdown: its seven cards split into groups (strongest first) and its place
    among the hands shown (1 the best; equal hands share a place)."""

    seat: Seat
    groups: tuple[GroupView, ...]
    place: int


@dataclass(frozen=True, slots=True, kw_only=True)
class HandResult:
    """How the last hand ended: the pots paid, and the hands shown (empty when all but one folded)."""

    hand: int
    pots: tuple[PotView, ...]
    hands: tuple[ShownHand, ...]
    received: tuple[int, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class Poker7View(View):
    """``phase``: ``bet``, ``show`` (each seat in the hand shows one hidden card, in play order),
    ``hand_over`` (the last hand's result stays on the table until ``next``) or ``over``.
    ``betting_round``: the index in ``ROUNDS`` of the round being bet (or last bet)."""

    phase: str
    hand: int  # the hand being played, from 1
    hands_limit: int  # 0: play until one seat holds every chip
    dealer: Seat
    seats: tuple[SeatView, ...]
    commons: tuple[PokerDrezCard, ...]
    deck_count: int
    betting_round: int
    stake: int  # what every seat puts in at the start of a hand (also the smallest bet)
    highest: int  # the highest bet of this round
    pot: int
    pots: tuple[PotView, ...]
    turn: Seat | None  # the seat to bet or show now
    choices: BetChoices | None  # for this seat, when it is its turn to bet
    result: HandResult | None  # the last hand's end, until the next hand is dealt
    winners: tuple[Seat, ...]  # at the end of the game

    def seat_view(self, seat: Seat) -> SeatView:
        return self.seats[seat]
