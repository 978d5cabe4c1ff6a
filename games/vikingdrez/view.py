"""What one seat sees of VikingDrez, as a frozen value, and the named actions.

Everything in VikingDrez is public, so every seat sees the same position. The view also lists
every move of the side to move with the pieces it would capture, so the table can show what a
chosen piece may do and what a computer's move takes without running a rule itself.

Squares are ``(row, col)`` with row 0 at the top (rank 7) and column 0 on the left (file a).
Sides are the words ``"attackers"`` (the eight black pawns) and ``"defenders"`` (the four
white pawns and the white king). Board cells are None, ``"a"`` (an attacker), ``"d"`` (a
defender) or ``"k"`` (the king)."""

from __future__ import annotations

from dataclasses import dataclass

from game.core import Action, Seat
from game.view import View

SIZE = 7
COLUMNS = "abcdefg"
ATTACKERS, DEFENDERS = "attackers", "defenders"
THRONE: tuple[int, int] = (3, 3)
QUIET_LIMIT = 50  # moves of each side in a row without a capture before the game is drawn
CORNERS: tuple[tuple[int, int], ...] = ((0, 0), (0, SIZE - 1), (SIZE - 1, 0), (SIZE - 1, SIZE - 1))

Square = tuple[int, int]


def move(start: Square, end: Square) -> Action:
    """The action that slides the piece on ``start`` to ``end``."""
    return Action("move", (*start, *end))


def is_move(action: Action) -> bool:
    return action.kind == "move" and len(action.args) == 4 and all(isinstance(n, int) for n in action.args)


def move_squares(action: Action) -> tuple[Square, Square]:
    """Where a ``move`` starts and where it ends."""
    r0, c0, r1, c1 = action.args
    return (int(r0), int(c0)), (int(r1), int(c1))


def square_name(square: Square) -> str:
    """Board notation: files a-g from the left, ranks 1-7 from the bottom."""
    row, col = square
    return f"{COLUMNS[col]}{SIZE - row}"


def side_of_cell(cell: str) -> str:
    """The side a piece on the board belongs to."""
    return ATTACKERS if cell == "a" else DEFENDERS


@dataclass(frozen=True, slots=True)
class LastMove:
    """The last move as the board marks it: who moved, from where to where, and what it took."""

    side: str
    start: Square
    end: Square
    taken: tuple[Square, ...]


@dataclass(frozen=True, slots=True)
class Option:
    """A capturing move open to the side to move, and the pieces it would take (the king among them)."""

    action: Action
    start: Square
    end: Square
    taken: tuple[Square, ...] = ()


@dataclass(frozen=True, slots=True)
class Rules:
    """The options of this game, as the table and the rules summary need them."""

    armed_king: bool
    king_returns: bool
    empty_throne_hostile: bool
    repetition: str  # "draw" or "defenders_lose"
    no_move: str  # "loses" or "draw"


@dataclass(frozen=True, slots=True, kw_only=True)
class VikingDrezView(View):
    board: tuple[tuple[str | None, ...], ...]  # rows top first (rank 7 first)
    sides: tuple[str, str]  # each seat's side
    turn: Seat | None  # the seat to move; None once the game is over
    to_move: str  # the side to move
    lost: tuple[int, int]  # pawns lost by the attackers, by the defenders
    quiet_plies: int  # moves in a row (both sides counted) without a capture
    repeated: int  # how many times the position now on the board has stood with this side to move
    last_move: LastMove | None
    winner: Seat | None
    end_reason: str | None  # "escape", "king_taken", "no_move", "repetition" or "quiet"
    moves: tuple[Action, ...]  # every move of the side to move, whoever looks (empty once the game is over)
    captures: tuple[Option, ...]  # those of them that capture, with what each takes
    rules: Rules

    def side_of(self, seat: Seat) -> str:
        return self.sides[seat]

    def seat_of(self, side: str) -> Seat:
        return self.sides.index(side)
