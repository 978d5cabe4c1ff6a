"""What one seat may know of a BlackDrez game (a frozen, typed value), and the actions' text forms.

Everything dealt lies face up, so every seat sees the same: the cards before each player, the totals,
the size of each player's pile of won cards (the piles lie face down, but their size is what counts)
and how many cards of each figure are still in the deck (every card that left the deck was seen
face up, so anyone who watched knows). Only the order of the deck is a secret, and no view has it.

Actions (plain words, so they stand in saves as they are):

=============  =====================================================================================
``draw``       take the top card of the deck
``withdraw``   leave the round with half of one's cards (rounded down) for one's pile
``stand``      take no card while every player still in has the same total (all standing: a tie)
``jokers:1``   count this many of one's Jokers at 6 and the rest at 1 (once a turn)
``next``       a round is over (its cards still lie in sight): gather them for the takers and deal
               the next round (the next dealer does it), or end the game
=============  =====================================================================================
"""

from __future__ import annotations

from dataclasses import dataclass

from game.cards.pokerdrez import PokerDrezCard
from game.core import Action, Seat
from game.view import View

DRAW, WITHDRAW, STAND, JOKERS, NEXT = "draw", "withdraw", "stand", "jokers", "next"
PHASE_PLAY, PHASE_ROUND_OVER, PHASE_OVER = "play", "round_over", "over"

# A seat's state in the round.
ACTIVE, BUST, OUT = "active", "bust", "out"

# Why the seat to act is to act (the table says it).
WHY_LOWEST = "lowest"  # the lowest total alone
WHY_AGAIN = "again"  # it played last and is still (one of) the lowest
WHY_TIE = "tie"  # tied for the lowest: the first of them after the last to play (or the dealer)
WHY_ALL_TIED = "all_tied"  # everyone still in has the same total: draw, or stand

# How a round ended.
END_ELEVEN = "eleven"  # someone reached 11
END_DEAL_ELEVENS = "deal_elevens"  # several had 11 with their first two cards: they share
END_LAST = "last"  # only one player was left in
END_TIE = "tie"  # everyone still in stood on the same total: they share


@dataclass(frozen=True, slots=True)
class RoundResult:
    """A round played out: how it ended, the seats that took the table (several share), the cards
    each seat put on its pile at the end (the table's share, in seat order), the cards set aside
    (what an equal share could not split) and the cards each seat had before it at the end."""

    number: int
    end: str
    takers: tuple[Seat, ...]
    taken: tuple[int, ...]
    aside: int
    tables: tuple[tuple[PokerDrezCard, ...], ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class BlackDrezView(View):
    """``phase``: ``play``, ``round_over`` (the round's cards still lie in sight, ``results[-1]`` says
    who takes them; the next dealer deals on) or ``over``. ``tables`` is the cards before each seat this round, in the order dealt; ``totals`` their
    totals with each seat's Jokers counted as its holder chose (``jokers_high`` of its ``jokers`` at
    6, the rest at 1); ``status`` each seat's part in the round (``active``, ``bust``, ``out`` for
    withdrawn). ``piles`` counts each seat's won cards (the score). ``deck_figures`` counts the
    cards of each figure still in the deck, Pawn first, Joker last. ``why`` says why the seat to act
    acts (``lowest``, ``again``, ``tie``, ``all_tied``); ``stood`` the seats that stood since the
    last card. ``results`` holds the rounds played, the last one last."""

    phase: str
    players: int
    decks: int
    rounds: int
    round_number: int
    dealer: Seat
    tables: tuple[tuple[PokerDrezCard, ...], ...]
    totals: tuple[int, ...]
    jokers: tuple[int, ...]
    jokers_high: tuple[int, ...]
    status: tuple[str, ...]
    stood: tuple[Seat, ...]
    piles: tuple[int, ...]
    deck_count: int
    deck_figures: tuple[int, ...]
    aside_count: int
    why: str | None
    switched: bool
    results: tuple[RoundResult, ...]
    winners: tuple[Seat, ...]


def draw() -> Action:
    return Action(DRAW)


def withdraw() -> Action:
    return Action(WITHDRAW)


def stand() -> Action:
    return Action(STAND)


def next_round() -> Action:
    return Action(NEXT)


def jokers(high: int) -> Action:
    return Action(JOKERS, (high,))


def read_jokers(action: Action) -> int | None:
    """How many Jokers a ``jokers`` action counts at 6; None when it is not a well-formed one."""
    if action.kind != JOKERS or len(action.args) != 1 or type(action.args[0]) is not int:
        return None
    return action.args[0]
