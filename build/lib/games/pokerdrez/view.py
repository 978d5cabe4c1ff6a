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
=============================  ================================================================
"""

from __future__ import annotations

from dataclasses import dataclass

from game.cards.pokerdrez import PokerDrezCard
from game.core import Action, Seat
from game.view import View

MOVE, ROLL, KEEP, REMOVE, RETURN, SWAP = "move", "roll", "keep", "remove", "return", "swap"
HAND, COMMON, DIE, DECK, OPPONENT = "hand", "common", "die", "deck", "opponent"


@dataclass(frozen=True, slots=True, kw_only=True)
class PokerDrezView(View):
    """``phase``: ``remove`` (pawn removal before play), ``play`` (the card phase), ``return``
    (the mover gives one of three cards back to the commons), ``chess`` (the deck ran out: plain
    chess) or ``over``. ``colour`` is the seat's side (``white`` for seat 0, ``black`` for seat 1;
    None for a spectator). ``fen`` is the board; ``moves`` the game's moves in algebraic notation
    (SAN); ``last_move`` the last chess move in UCI, for marking it."""

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
    die_in_play: bool
    die_holder: Seat | None
    rolled: int | None
    swapped: bool
    removed: tuple[str | None, str | None]
    result: str | None
    winner: Seat | None


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
