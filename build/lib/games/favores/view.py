"""What one seat of Favores may know, as a frozen value, and the game's actions by name.

The table draws only from :class:`FavoresView`. Other players' identities, the Doors left
unused and the deck's order are absent: a seat sees its own identity, every public pile, and
the identities of a day once it is scored (in ``results``).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core import Action, Seat
from game.view import View

DAYS = 3
START_GEMS = 5
MOST_GEMS_BONUS = 3

# Phases of a day.
TURN, AUCTION_PHASE, FINAL, OVER = "turn", "auction", "final", "over"

# --- actions, by name ---------------------------------------------------------------------------
ADD = Action("add")  # reveal the top card of the deck into the lot
AUCTION = Action("auction")  # call an auction on the lot
PASS = Action("pass")  # no bid


def bid(amount: int) -> Action:
    return Action("bid", (amount,))


def is_bid(action: Action) -> bool:
    return action.kind == "bid"


def bid_amount(action: Action) -> int:
    """The gems a bid offers (a pass offers none)."""
    return int(action.args[0]) if action.kind == "bid" else 0


# --- the view -----------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True, kw_only=True)
class DayResult:
    """A scored day: everyone's identity, collection and points (public once the day ends)."""

    day: int
    start: Seat
    identities: tuple[str, ...]
    collections: tuple[tuple[str, ...], ...]
    gems: tuple[int, ...]
    card_points: tuple[int, ...]
    wild_targets: tuple[tuple[int | None, int | None], ...]  # per seat: (colour wild, role wild) targets
    bonus: tuple[int, ...]
    total: tuple[int, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class AuctionResult:
    """How the last auction ended: who took the lot for how much and who was paid.
    ``final``: the open auction of the day's last card (its bid goes to nobody)."""

    final: bool
    caller: Seat | None
    winner: Seat | None
    bid: int
    lot: tuple[str, ...]
    payments: tuple[int, ...] = ()
    to_reserve: int = 0


@dataclass(frozen=True, slots=True, kw_only=True)
class FavoresView(View):
    day: int
    phase: str
    turn: Seat | None  # the seat to play (None once the game is over)
    day_start: Seat
    identity: str | None  # the viewer's own identity (None: a spectator, or the game is over)
    gems: tuple[int, ...]
    reserve: int
    lot: tuple[str, ...]
    deck_size: int
    discard: tuple[str, ...]
    collections: tuple[tuple[str, ...], ...]
    caller: Seat | None
    bids: tuple[int | None, ...]  # per seat: None no chance yet, 0 passed
    high_bid: int
    high_bidder: Seat | None
    waiting: tuple[Seat, ...]  # seats still to get their one bid chance, in order
    final_opener: Seat | None
    scores: tuple[int, ...]
    results: tuple[DayResult, ...]
    settled: AuctionResult | None  # the auction just ended, until the next card or auction
