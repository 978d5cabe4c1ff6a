"""What one seat may know of a TriumfDrez game (a frozen, typed value), and the actions' text forms.

Secrets are absent: another seat's hand is a count, unless its side plays an open contract (then it
lies face up for everyone from the first lead); the cards left undealt are a count for everyone,
always. The cards played are public: every seat saw them (``tricks`` and ``trick``).

Actions (plain words, so they stand in saves as they are):

===========================  ======================================================================
``bid:9,A,7,closed``         a contract: 9 tricks, trumps Alfil (figure letter), super-trumps cyan
                             (colour number); ``no`` for no trumps or no super-trumps; ``open``
                             to play with the hand (and the partner's) face up
``pass``                     no higher bid now (a later turn may bid again)
``play:C9``                  play the Green Caballo to the trick
===========================  ======================================================================
"""

from __future__ import annotations

from dataclasses import dataclass

from game.cards.pokerdrez import Colour, Figure, PokerDrezCard
from game.core import Action, Seat
from game.view import View

BID, PASS, PLAY = "bid", "pass", "play"
NO, OPEN, CLOSED = "no", "open", "closed"
PHASE_AUCTION, PHASE_PLAY, PHASE_OVER = "auction", "play", "over"


@dataclass(frozen=True, slots=True, order=True)
class Bid:
    """A proposed contract: ``tricks`` to take, the trump figure and the super-trump colour (None:
    played without it), and whether the declaring side plays with its hands open."""

    tricks: int
    trump: Figure | None
    supertrump: Colour | None
    open: bool

    @property
    def dropped(self) -> int:
        """How many of the two (trump, super-trump) the bid plays without."""
        return (self.trump is None) + (self.supertrump is None)

    def strength(self) -> tuple[int, bool, int]:
        """What makes one bid higher than another (decision D5): more tricks; at equal tricks open
        hands; then more of trump and super-trump dropped. The figure and colour chosen never count."""
        return (self.tricks, self.open, self.dropped)

    def beats(self, other: Bid) -> bool:
        return self.strength() > other.strength()

    def action(self) -> Action:
        trump: int | str = self.trump.letter if self.trump is not None else NO
        supertrump: int | str = self.supertrump.number if self.supertrump is not None else NO
        return Action(BID, (self.tricks, trump, supertrump, OPEN if self.open else CLOSED))


@dataclass(frozen=True, slots=True)
class Call:
    """One turn of the auction: ``bid`` None for a pass."""

    seat: Seat
    bid: Bid | None


@dataclass(frozen=True, slots=True)
class Contract:
    """The auction's result: the last bidder (declarer), its bid and its side's seats."""

    declarer: Seat
    bid: Bid
    side: tuple[Seat, ...]


@dataclass(frozen=True, slots=True)
class PlayedTrick:
    """A trick of this hand: who led, the cards in play order with their seats, who won it (None
    while it is being played)."""

    leader: Seat
    plays: tuple[tuple[Seat, PokerDrezCard], ...]
    winner: Seat | None


@dataclass(frozen=True, slots=True)
class HandResult:
    """A hand played out: its contract, the tricks the declaring side took, whether it made the
    contract, the hand's value and the sides (indices of ``sides``) that scored it."""

    number: int
    contract: Contract
    taken: int
    made: bool
    value: int
    scorers: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class OpenHand:
    seat: Seat
    cards: tuple[PokerDrezCard, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class TriumfDrezView(View):
    """``phase``: ``auction``, ``play`` or ``over``. ``sides`` lists each side's seats (partners
    opposite with four players; every seat alone otherwise); ``scores`` is per side. ``hand`` is the
    seat's own cards (None for a spectator); ``open_hands`` the hands laid face up for everyone by an
    open contract. ``calls`` is this hand's auction so far, ``high`` the bid to beat. ``trick`` the
    trick being played (None in the auction), ``tricks`` this hand's tricks already won.
    ``winners`` lists the sides that won the game once it is over."""

    phase: str
    players: int
    dealer: Seat
    hand_number: int
    target: int
    sides: tuple[tuple[Seat, ...], ...]
    scores: tuple[int, ...]
    hand: tuple[PokerDrezCard, ...] | None
    hand_counts: tuple[int, ...]
    open_hands: tuple[OpenHand, ...]
    undealt_count: int
    calls: tuple[Call, ...]
    high: Call | None
    minimum_bid: int
    contract: Contract | None
    trick: PlayedTrick | None
    tricks: tuple[PlayedTrick, ...]
    tricks_won: tuple[int, ...]
    results: tuple[HandResult, ...]
    winners: tuple[int, ...]


def bid(tricks: int, trump: Figure | None, supertrump: Colour | None, open: bool = False) -> Action:
    return Bid(tricks, trump, supertrump, open).action()


def pass_() -> Action:
    return Action(PASS)


def play(card: PokerDrezCard) -> Action:
    return Action(PLAY, (card.encode(),))


def read_bid(action: Action) -> Bid | None:
    """The bid an action names, None when it is not a well-formed ``bid``."""
    if action.kind != BID or len(action.args) != 4:
        return None
    tricks, trump_text, super_text, open_text = action.args
    if type(tricks) is not int or open_text not in (OPEN, CLOSED):
        return None
    trump: Figure | None = None
    if trump_text != NO:
        trump = next((f for f in Figure if f.letter == trump_text), None)
        if trump is None:
            return None
    supertrump: Colour | None = None
    if super_text != NO:
        if type(super_text) is not int or not 1 <= super_text <= 9:
            return None
        supertrump = Colour(super_text)
    return Bid(tricks, trump, supertrump, open_text == OPEN)


def read_card(action: Action) -> PokerDrezCard | None:
    if action.kind != PLAY or len(action.args) != 1 or not isinstance(action.args[0], str):
        return None
    try:
        return PokerDrezCard.decode(action.args[0])
    except ValueError:
        return None
