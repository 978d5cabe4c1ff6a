"""What one seat of Trampas may know, as a frozen value, and the named actions of the game.

A seat sees its own hand; every pile is face down for everybody, its owner included ("Los
jugadores no pueden mirar las cartas de su pila": remembering them is part of the game), so a
pile is only a count until its cards are revealed. Revealed cards, the cards a
player is publicly known to hold this year, gems, the pot, the goal and the bids are public.

The table reads only this module (and ``texts``): the constants it draws with, the actions it
offers (built and read here, never by position) and the facts the rules decided (which
revealed cards are traps against this season's goal).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core import Action, Seat
from game.view import View

WINNING_GEMS = 5
IDENTITIES = ("RL", "RT", "BL", "BT")  # the four Door cards: a goal is one of them

CHOOSE, BUILD, REVEAL, GIVE, OVER = "choose", "build", "reveal", "give", "over"


# --- actions ----------------------------------------------------------------------------------
PASS = Action("pass")


def play(code: str) -> Action:
    """The first card of the season, face down at once."""
    return Action("play", (code,))


def build(code: str) -> Action:
    """Another card face down on one's pile."""
    return Action("build", (code,))


def bid(count: int) -> Action:
    return Action("bid", (count,))


def reveal(owner: Seat) -> Action:
    """Turn up the top card of ``owner``'s pile."""
    return Action("reveal", (owner,))


def stop(receiver: Seat) -> Action:
    """Pay ``receiver`` 1 gem to end the season."""
    return Action("stop", (receiver,))


def give(receiver: Seat) -> Action:
    """The gem of one's own trap goes to ``receiver``."""
    return Action("give", (receiver,))


def card_of(action: Action) -> str:
    """The card code of a ``play`` or ``build``."""
    code = action.args[0]
    assert isinstance(code, str)
    return code


def bid_of(action: Action) -> int:
    count = action.args[0]
    assert isinstance(count, int)
    return count


def seat_of(action: Action) -> Seat:
    """The seat a ``reveal``, ``stop`` or ``give`` names."""
    seat = action.args[0]
    assert isinstance(seat, int)
    return seat


# --- the view ---------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True, kw_only=True)
class MoveDetail:
    """What the last move showed everybody. ``kind`` is the move's kind (a ``give`` shows as the
    ``reveal`` it finished). For a reveal: ``owner`` of the pile, the ``card`` turned, its
    ``matches`` with the goal, ``found`` and ``bid`` after it, and who got a trap's gem
    (``gem_to``), what the revealer paid to the pot (``paid_pot``) or won from it (``won_pot``).
    For a stop: who was paid (``to``). For a bid: the ``bid``."""

    kind: str
    owner: Seat | None = None
    card: str | None = None
    matches: int = 0
    found: int = 0
    bid: int = 0
    gem_to: Seat | None = None
    paid_pot: int | None = None
    won_pot: int | None = None
    to: Seat | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class TrampasView(View):
    year: int
    season: int
    phase: str
    turn: Seat | None  # who must bid, reveal or give (None while everybody chooses, and at the end)
    start_player: Seat
    goal: str
    used_doors: tuple[str, ...]
    door_deck_size: int
    gems: tuple[int, ...]
    treasury: int
    pot: int
    hand: tuple[str, ...] | None  # the seat's own hand (None: a spectator)
    hand_sizes: tuple[int, ...]
    pile_sizes: tuple[int, ...]  # every pile is face down, its owner's too: a count
    shown: tuple[tuple[str, ...], ...]  # cards revealed from each pile this season, oldest first
    known: tuple[tuple[str, ...], ...]  # cards each player is publicly known to hold this year
    traps: tuple[str, ...]  # the Clue cards that are traps against this season's goal
    aside_count: int
    bid: int
    bidder: Seat | None
    passed: tuple[bool, ...]
    found: int
    winner: Seat | None

    @property
    def detail(self) -> MoveDetail | None:
        """The last move's public detail, when there is one."""
        if self.last is None or not isinstance(self.last.detail, MoveDetail):
            return None
        return self.last.detail
