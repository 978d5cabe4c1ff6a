"""What one seat may know of a RummiDrez game (a frozen, typed value), and the actions' text forms.

Secrets are absent: another seat's hand is a count; the stock is a count for everyone. The table is
public. Actions (plain words, so they stand in saves as they are):

==========================  ==========================================================================
``draw``                    take the top card of the stock; the turn passes
``pass``                    the stock is empty: lay nothing this turn
``lay:A35,K6TC``            lay runs: each word a run to put on the table (``rules.py`` gives the text
                            form of a run)
``lay:_A35,A36``            a word starting with ``_`` is a run taken off the table to be rebuilt: the
                            cards of the runs taken off must all be in the runs put down, and the rest
                            of those comes from the hand (here the A6 extends A3-A4-A5)
==========================  ==========================================================================
"""

from __future__ import annotations

from dataclasses import dataclass

from game.cards.pokerdrez import PokerDrezCard
from game.core import Action, Seat
from game.view import View

DRAW, PASS, LAY = "draw", "pass", "lay"
TAKEN_MARK = "_"
PHASE_PLAY, PHASE_OVER = "play", "over"
OUT, BLOCKED = "out", "blocked"


@dataclass(frozen=True, slots=True)
class TableMeld:
    """A run on the table: its text form and its cards in the order they lie."""

    code: str
    cards: tuple[PokerDrezCard, ...]


@dataclass(frozen=True, slots=True)
class HandResult:
    """A hand played out: ``how`` is ``out`` (a player laid the last card) or ``blocked`` (the stock
    was empty and a whole round laid nothing); ``winner`` None when a blocked hand is tied;
    ``left`` the cards each seat still held."""

    number: int
    how: str
    winner: Seat | None
    points: int
    left: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Laid:
    """What a lay did, for the log and the table's motion: the runs taken off the table to be
    rebuilt, the runs put down, and the cards that came from the hand."""

    taken: tuple[str, ...]
    put: tuple[str, ...]
    from_hand: tuple[PokerDrezCard, ...]


@dataclass(frozen=True, slots=True)
class Composition:
    """The engine's answer about a table a person is composing (``preview``): for each group, in
    the order given, its run's text form or None and why not (a fault word of ``rules.py``), and its
    cards in the order they lie in the run (as given when it is none); the action that plays it when
    it is a legal play, else ``problem`` says why not (a key of the engine's PROBLEMS)."""

    groups: tuple[str | None, ...]
    ordered: tuple[tuple[PokerDrezCard, ...], ...]
    faults: tuple[str | None, ...]
    from_hand: int
    action: Action | None
    problem: str | None


@dataclass(frozen=True, slots=True, kw_only=True)
class RummiDrezView(View):
    """``phase`` is ``play`` or ``over``. ``hand`` the seat's own cards, sorted (None for a spectator);
    ``hand_counts`` every seat's number of cards; ``opened`` whether each seat has made its opening
    of seven cards. ``table`` the runs on the table in the order they were put down. ``idle`` how
    many turns in a row laid nothing since the stock ran out (the hand is blocked when it reaches
    the number of players). ``target`` the points to win (0 when a set number of hands is played:
    ``hands`` of them). ``solo_left`` the cards left in hand at the end of a solo game."""

    phase: str
    players: int
    dealer: Seat
    hand_number: int
    target: int
    hands: int
    scores: tuple[int, ...]
    hand: tuple[PokerDrezCard, ...] | None
    hand_counts: tuple[int, ...]
    opened: tuple[bool, ...]
    stock_count: int
    table: tuple[TableMeld, ...]
    idle: int
    opening: int
    results: tuple[HandResult, ...]
    winners: tuple[Seat, ...]


def draw() -> Action:
    return Action(DRAW)


def pass_() -> Action:
    return Action(PASS)


def lay(put: list[str] | tuple[str, ...], taken: list[str] | tuple[str, ...] = ()) -> Action:
    """The lay that takes the runs ``taken`` off the table and puts ``put`` down (text forms)."""
    return Action(LAY, (*(TAKEN_MARK + code for code in sorted(taken)), *sorted(put)))


def read_lay(action: Action) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """(taken, put) of a ``lay`` action, None when it is not one."""
    if action.kind != LAY or not action.args:
        return None
    taken: list[str] = []
    put: list[str] = []
    for arg in action.args:
        if not isinstance(arg, str):
            return None
        if arg.startswith(TAKEN_MARK):
            taken.append(arg[1:])
        else:
            put.append(arg)
    return tuple(taken), tuple(put)
