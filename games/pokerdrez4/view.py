"""What one seat may know of a PokerDrez para 4 game (a frozen, typed value), and the actions' text forms.

Secrets are absent: the other hands are counts; the partner's hand is there only when the option
``partners_see`` is on (people at one screen who talk their moves over); the deck and the discard
pile are counts (the discard pile is face down).

Actions (plain words, so they stand in saves as they are):

=============================  ================================================================
``move:b1c2,D5,hand``          a board move (from, to) backed by a card of one's hand, discarded
``move:b1c2,D5,common``        the same with a common card (then ``return`` follows)
``move:b1c2``                  a board move once the deck has run out (no card)
``enter:Q,D5,hand``            a captured piece (its kind: K Q R B N P) back on its starting
                               square, backed by a card (``common`` as above)
``enter:Q``                    the same once the deck has run out
``return:D5``                  after drawing, the card of one's three that goes to the commons
``pass``                       no action is possible and the king is not in check: the two cards
                               of the hand are shown and discarded, two are drawn
=============================  ================================================================
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.cards.pokerdrez import PokerDrezCard
from game.core import Action, Seat
from game.view import View

MOVE, ENTER, RETURN, PASS = "move", "enter", "return", "pass"
HAND, COMMON = "hand", "common"
SOURCES = (HAND, COMMON)
KIND_LETTERS = ("K", "Q", "R", "B", "N", "P")


@dataclass(frozen=True, slots=True)
class Man:
    """A piece on the board: its square (a1 = 0 ... h8 = 63), its owner's seat and its kind."""

    square: int
    seat: Seat
    kind: str


@dataclass(frozen=True, slots=True, kw_only=True)
class PokerDrez4View(View):
    """``phase``: ``play`` (cards back the moves), ``return`` (the mover gives one of three cards
    back to the commons), ``free`` (the deck ran out: moves need no card) or ``over``.

    ``men``: the pieces on the board. ``reserves[seat]``: the kinds of that seat's captured pieces,
    waiting to come back; ``homes[seat]``: each kind's starting square, in ``KIND_LETTERS`` order.
    ``hand``: this seat's cards (None for a spectator); ``partner_hand``: the partner's, only with
    ``partners_see``. ``in_check[seat]``: that seat's king is attacked by the other team.
    ``board_moves``: for the seat to act, every board move its pieces have whatever the cards
    (from, to), so a table can say why a piece that could move may not now; ``entries``: likewise
    the kinds that could come back. ``last_move``: the squares of the last move (from, to), or
    (-1, to) for an entry. ``discard_top``: the card played last, shown on its way to the pile.
    ``result``: ``checkmate``, ``repetition``, ``quiet`` (no capture for too long) or ``long``
    (the move limit); ``winners``: the winning team's seats (empty for a draw); ``mated``: whose
    king was mated."""

    phase: str
    men: tuple[Man, ...]
    reserves: tuple[tuple[str, ...], ...]
    homes: tuple[tuple[int, ...], ...]
    hand: tuple[PokerDrezCard, ...] | None
    partner_hand: tuple[PokerDrezCard, ...] | None
    hand_counts: tuple[int, ...]
    commons: tuple[PokerDrezCard, ...]
    deck_count: int
    discard_count: int
    discard_top: PokerDrezCard | None
    in_check: tuple[bool, ...]
    last_move: tuple[int, int] | None
    board_moves: tuple[tuple[int, int], ...]
    entries: tuple[str, ...]
    turn: int
    quiet: int
    partners_see: bool
    layout_name: str
    result: str | None
    winners: tuple[Seat, ...]
    mated: Seat | None


@dataclass(frozen=True, slots=True)
class PlayText:
    """A ``move`` or ``enter`` action read back: ``origin`` and ``target`` squares for a move (for
    an entry ``origin`` is -1 and ``kind`` the piece's kind), the card (None once the deck ran
    out) and where it comes from (``hand``, ``common`` or None)."""

    kind_of_action: str
    origin: int
    target: int
    kind: str | None
    card: PokerDrezCard | None
    source: str | None


def square_text(square: int) -> str:
    return "abcdefgh"[square % 8] + str(square // 8 + 1)


def _square(text: str) -> int | None:
    if len(text) != 2 or text[0] not in "abcdefgh" or text[1] not in "12345678":
        return None
    return "abcdefgh".index(text[0]) + 8 * (int(text[1]) - 1)


def card_move(origin: int, target: int, card: PokerDrezCard | None = None, source: str | None = None) -> Action:
    squares = square_text(origin) + square_text(target)
    if card is None:
        return Action(MOVE, (squares,))
    if source not in SOURCES:
        raise ValueError(f"a card comes from the hand or the commons, not {source!r}")
    return Action(MOVE, (squares, card.encode(), source))


def entry(kind: str, card: PokerDrezCard | None = None, source: str | None = None) -> Action:
    if card is None:
        return Action(ENTER, (kind,))
    if source not in SOURCES:
        raise ValueError(f"a card comes from the hand or the commons, not {source!r}")
    return Action(ENTER, (kind, card.encode(), source))


def return_card(card: PokerDrezCard) -> Action:
    return Action(RETURN, (card.encode(),))


def pass_turn() -> Action:
    return Action(PASS)


def read_play(action: Action) -> PlayText | None:
    """The parts of a ``move`` or ``enter`` action, or None when it is not well formed. Read once per
    action and remembered (the engine, the table, the players and every description ask again; the
    answer is an immutable value)."""
    try:
        return _read_play_once(action)
    except TypeError:  # an action built with a list of arguments cannot be a key: read it plainly
        return _read_play(action)


@lru_cache(maxsize=1 << 15)
def _read_play_once(action: Action) -> PlayText | None:
    return _read_play(action)


def _read_play(action: Action) -> PlayText | None:
    if action.kind not in (MOVE, ENTER) or len(action.args) not in (1, 3):
        return None
    if not all(isinstance(a, str) for a in action.args):
        return None
    args = [str(a) for a in action.args]
    card: PokerDrezCard | None = None
    source: str | None = None
    if len(args) == 3:
        if args[2] not in SOURCES:
            return None
        try:
            card = PokerDrezCard.decode(args[1])
        except ValueError:
            return None
        source = args[2]
    if action.kind == ENTER:
        if args[0] not in KIND_LETTERS:
            return None
        return PlayText(ENTER, -1, -1, args[0], card, source)
    if len(args[0]) != 4:
        return None
    origin, target = _square(args[0][:2]), _square(args[0][2:])
    if origin is None or target is None:
        return None
    return PlayText(MOVE, origin, target, None, card, source)


def read_card(action: Action) -> PokerDrezCard | None:
    """The card of a ``return`` action, or None."""
    if action.kind != RETURN or len(action.args) != 1 or not isinstance(action.args[0], str):
        return None
    try:
        return PokerDrezCard.decode(action.args[0])
    except ValueError:
        return None
