"""What one seat sees of Damas, as a frozen value, and the named actions.

Everything in Damas is public, so every seat sees the same position; the view also lists every
move open to the side to move with the route it takes and the pieces it captures, so the table
can mark a computer's choice or a capture being clicked without running a rule itself.

Squares are ``(row, col)`` with row 0 at the top as White sees the board (rank 10); the dark
squares have ``row + col`` odd. Colours are the words ``"white"`` and ``"black"``; board cells
are None or ``"w"``, ``"W"`` (a white man, king), ``"b"``, ``"B"``."""

from __future__ import annotations

from dataclasses import dataclass

from game.core import Action, Seat
from game.view import View

SIZE = 10
COLUMNS = "abcdefghij"
QUIET_LIMIT = 50  # a draw after 50 moves in a row without a capture, a blow or a man moving
KINGS_ONLY_LIMIT = 10  # a draw after five moves of each player once only kings are left

Square = tuple[int, int]

FORCE = Action("force")


# --- actions ------------------------------------------------------------------------------------
def step(start: Square, end: Square) -> Action:
    """A move without capturing, from ``start`` to ``end``."""
    return Action("move", (*start, *end))


def jump(*landings: Square) -> Action:
    """A whole capture: the start, then every square the piece lands on."""
    return Action("jump", tuple(n for square in landings for n in square))


def blow(square: Square) -> Action:
    """"Soplar": remove the opponent's piece on ``square`` that could have captured and did not."""
    return Action("blow", square)


def action_squares(action: Action) -> tuple[Square, ...]:
    """The squares an action names: a move's or a capture's route, the piece a blow removes."""
    args = action.args
    return tuple((int(args[i]), int(args[i + 1])) for i in range(0, len(args) - 1, 2))


def blow_square(action: Action) -> Square:
    """The piece a ``blow`` removes."""
    return action_squares(action)[0]


def square_name(square: Square) -> str:
    """Board notation as White sees it: columns a-j from the left, ranks 1-10 from the bottom."""
    row, col = square
    return f"{COLUMNS[col]}{SIZE - row}"


def colour_of_cell(cell: str) -> str:
    """The colour of the piece in a board cell ("w", "W", "b", "B")."""
    return "white" if cell in ("w", "W") else "black"


# --- the view -----------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Sides:
    """A count for each colour."""

    white: int
    black: int

    def of(self, colour: str) -> int:
        return self.white if colour == "white" else self.black


@dataclass(frozen=True, slots=True)
class LastMove:
    """The last move as the board marks it."""

    kind: str  # "move", "jump", "blow" or "force"
    colour: str  # who made it
    path: tuple[Square, ...]  # the squares it went through (a blow: the piece removed; force: none)
    taken: tuple[Square, ...]  # the pieces it removed
    crowned: bool = False


@dataclass(frozen=True, slots=True)
class Option:
    """A move open to the side to move: the action, its route and the pieces it would capture."""

    action: Action
    path: tuple[Square, ...]
    taken: tuple[Square, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class DamasView(View):
    board: tuple[tuple[str | None, ...], ...]  # rows top first (as White sees the board)
    colours: tuple[str, str]  # each seat's colour
    turn: Seat | None  # the seat to move; None once the game is over
    to_move: str  # the colour to move
    stage: str  # "turn", "after_blow" (the blower still moves) or "forced" (must capture)
    may_blow: tuple[Square, ...]  # pieces that skipped a capture and may be blown away now
    may_force: bool  # whether the side to move may force the skipped capture
    removed: Sides  # pieces of each colour taken or blown away
    kings_only_moves_left: int | None  # moves before a draw once only kings are left
    quiet_moves: int  # moves in a row without progress
    last_move: LastMove | None
    winner: Seat | None
    end_reason: str | None  # "no_pieces", "blocked", "kings_only" or "no_progress"
    options: tuple[Option, ...]  # every move of the side to move (empty once the game is over)
