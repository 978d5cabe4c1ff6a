"""What one seat may know of a PokerDrez game (a frozen, typed value), and the actions' text forms.

Secrets are absent: the opponent's hand is a count (plus the cards of it this seat has seen go
there, ``opponent_known``); the deck and the discard pile are counts (the discard pile is face
down: remembering what was played is part of the game).

Actions (plain words, so they stand in saves as they are):

=============================  ================================================================
``keep``                       before play: keep every pawn
``remove:e7``                  before play: take one of one's own pawns off the board
``move:e2e4,P5,hand``          a chess move (UCI) backed by a card of one's hand, discarded
``move:e2e4,P5,common``        the same with a common card (then ``return`` follows)
``move:e2e4,die``              a chess move backed by the die just rolled (no card spent)
``move:e2e4``                  a chess move once the deck has run out (plain chess)
``roll``                       roll the die (only its holder; it passes to the opponent)
``return:D5``                  after drawing, the card of one's three that goes to the commons
``swap:hand,deck``             a neutral card of one's hand for the deck's top card
``swap:hand,opponent``         ... for a card of the opponent's hand, picked blind
``swap:hand,D5``               ... for that common card
``swap:common,deck``           a neutral common card for the deck's top card
``swap:common,opponent``       ... for a card of the opponent's hand, picked blind
``raise:12``                   (betting) raise the stake to 12 chips, on one's turn before the move
``meet``                       (betting) meet the opponent's raise
``refuse``                     (betting) refuse it, and lose the game
=============================  ================================================================
"""

from __future__ import annotations

from dataclasses import dataclass

from game.cards.pokerdrez import PokerDrezCard
from game.core import Action, Seat
from game.view import View

MOVE, ROLL, KEEP, REMOVE, RETURN, SWAP = "move", "roll", "keep", "remove", "return", "swap"
RAISE, MEET, REFUSE = "raise", "meet", "refuse"  # the betting variant (games/pokerdrez/betting.py)
HAND, COMMON, DIE, DECK, OPPONENT = "hand", "common", "die", "deck", "opponent"


@dataclass(frozen=True, slots=True)
class BettingView:
    """The chips as every seat sees them (nothing of them is secret). ``stacks``: each seat's chips
    in front of it; ``pot``: the chips in the middle; ``stake``: the stake agreed; ``offered``: a
    raise waiting for its answer (None when none), and ``answering`` the seat that must answer it;
    ``committed``: the last raiser, who must win (None: nobody raised); ``raise_range``: the
    stakes the viewing seat may name now, lowest and highest (None: it may not raise now);
    ``net``: each seat's gain (or loss, below zero) once the game is over, else None."""

    minimum: int
    maximum: int
    stacks: tuple[int, int]
    pot: int
    stake: int
    offered: int | None
    answering: Seat | None
    committed: Seat | None
    raise_range: tuple[int, int] | None
    net: tuple[int, int] | None


@dataclass(frozen=True, slots=True, kw_only=True)
class PokerDrezView(View):
    """``phase``: ``remove`` (pawn removal before play), ``play`` (the card phase), ``return``
    (the mover gives one of three cards back to the commons), ``chess`` (the deck ran out: plain
    chess) or ``over``. ``colour`` is the seat's side (``white`` for seat 0, ``black`` for seat 1;
    None for a spectator). ``fen`` is the board; ``moves`` the game's moves in algebraic notation
    (SAN); ``last_move`` the last chess move in UCI, for marking it. ``chess_moves``: for the seat
    to act, every chess move (UCI) the board allows whatever the cards (a table says why a piece
    with such a move cannot make it now); empty otherwise. ``discard_top``: the card discarded
    last, shown to both players on its way to the pile (None when the pile is empty)."""

    phase: str
    colour: str | None
    fen: str
    moves: tuple[str, ...]
    last_move: str | None
    in_check: bool
    hand: tuple[PokerDrezCard, ...] | None
    hand_counts: tuple[int, int]
    opponent_known: tuple[PokerDrezCard, ...]
    commons: tuple[PokerDrezCard, ...]
    deck_count: int
    discard_count: int
    discard_top: PokerDrezCard | None
    die_in_play: bool
    die_holder: Seat | None
    rolled: int | None
    swapped: bool
    removed: tuple[str | None, str | None]
    result: str | None
    winner: Seat | None
    chess_moves: tuple[str, ...] = ()
    betting: BettingView | None = None  # the chips and the stake (None: played without betting)


@dataclass(frozen=True, slots=True)
class MoveText:
    """A ``move`` action read back: the UCI move, the card (None for the die or plain chess) and
    where it comes from (``hand``, ``common``, ``die`` or None in plain chess)."""

    uci: str
    card: PokerDrezCard | None
    source: str | None


def card_move(uci: str, card: PokerDrezCard, source: str) -> Action:
    if source not in (HAND, COMMON):
        raise ValueError(f"a card comes from the hand or the commons, not {source!r}")
    return Action(MOVE, (uci, card.encode(), source))


def die_move(uci: str) -> Action:
    return Action(MOVE, (uci, DIE))


def chess_move(uci: str) -> Action:
    return Action(MOVE, (uci,))


def roll() -> Action:
    return Action(ROLL)


def keep() -> Action:
    return Action(KEEP)


def remove_pawn(square: str) -> Action:
    return Action(REMOVE, (square,))


def return_card(card: PokerDrezCard) -> Action:
    return Action(RETURN, (card.encode(),))


def swap(place: str, target: str | PokerDrezCard) -> Action:
    """A neutral card of ``place`` (``hand`` or ``common``) for ``deck``, ``opponent`` or a common card."""
    return Action(SWAP, (place, target.encode() if isinstance(target, PokerDrezCard) else target))


def read_move(action: Action) -> MoveText | None:
    """The parts of a ``move`` action, or None when it is no well-formed move."""
    if action.kind != MOVE or not 1 <= len(action.args) <= 3 or not all(isinstance(a, str) for a in action.args):
        return None
    args = [str(a) for a in action.args]
    if len(args) == 1:
        return MoveText(args[0], None, None)
    if len(args) == 2:
        return MoveText(args[0], None, DIE) if args[1] == DIE else None
    if args[2] not in (HAND, COMMON):
        return None
    try:
        card = PokerDrezCard.decode(args[1])
    except ValueError:
        return None
    return MoveText(args[0], card, args[2])


def read_card(action: Action) -> PokerDrezCard | None:
    """The card of a ``return`` action, or None."""
    if action.kind != RETURN or len(action.args) != 1 or not isinstance(action.args[0], str):
        return None
    try:
        return PokerDrezCard.decode(action.args[0])
    except ValueError:
        return None


def read_remove(action: Action) -> str | None:
    """The square of a ``remove`` action, or None."""
    if action.kind != REMOVE or len(action.args) != 1 or not isinstance(action.args[0], str):
        return None
    return action.args[0]


@dataclass(frozen=True, slots=True)
class SwapText:
    """A ``swap`` action read back: the place of the neutral card (``hand`` or ``common``) and what
    it is exchanged for (``deck``, ``opponent``, or the common card taken)."""

    place: str
    target: str
    card: PokerDrezCard | None


def read_swap(action: Action) -> SwapText | None:
    """The parts of a ``swap`` action, or None when it is no well-formed exchange."""
    if action.kind != SWAP or len(action.args) != 2 or not all(isinstance(a, str) for a in action.args):
        return None
    place, target = str(action.args[0]), str(action.args[1])
    if place not in (HAND, COMMON):
        return None
    if target in (DECK, OPPONENT):
        return SwapText(place, target, None)
    try:
        return SwapText(place, target, PokerDrezCard.decode(target))
    except ValueError:
        return None


def raise_to(stake: int) -> Action:
    return Action(RAISE, (stake,))


def meet() -> Action:
    return Action(MEET)


def refuse() -> Action:
    return Action(REFUSE)


def read_raise(action: Action) -> int | None:
    """The stake a ``raise`` action names, or None when it names none."""
    if action.kind != RAISE or len(action.args) != 1 or type(action.args[0]) is not int:
        return None
    return action.args[0]
