"""What one seat sees of Reverso, as a frozen value, and the named actions.

Everything is public in Reverso, so every seat sees the same board. Squares are ``(row, col)``
from the top-left corner; discs are colours: :data:`BLACK` (0) or :data:`WHITE` (1).
The table reads only this module (and ``texts.py``), never the engine."""

from __future__ import annotations

from dataclasses import dataclass

from game.core import Action, Seat
from game.view import View

SIZE = 8
BLACK, WHITE = 0, 1
COLUMNS = "abcdefgh"

Square = tuple[int, int]

PASS = Action("pass")


def place(row: int, col: int) -> Action:
    """The action that puts a disc on ``(row, col)``."""
    return Action("place", (row, col))


def is_place(action: Action) -> bool:
    return action.kind == "place" and len(action.args) == 2


def place_square(action: Action) -> Square:
    """The square a ``place`` action puts its disc on."""
    row, col = action.args
    return int(row), int(col)


def square_name(row: int, col: int) -> str:
    """The square as the log and the board's frame name it: a-h left to right, 1-8 top to bottom."""
    return f"{COLUMNS[col]}{row + 1}"


@dataclass(frozen=True, slots=True, kw_only=True)
class ReversoView(View):
    board: tuple[tuple[int | None, ...], ...]  # rows of BLACK, WHITE or None
    counts: tuple[int, int]  # discs of black, of white
    black_seat: Seat  # the seat playing black (who moved first)
    turn: Seat | None  # the seat to play; None once the game is over
    hints: tuple[Square, ...]  # where the side to play may put a disc (empty: it must pass)
    placed: Square | None  # the last disc put down (None at the start or after a pass)
    flipped: tuple[Square, ...]  # the discs that last disc turned over

    def colour_of(self, seat: Seat) -> int:
        """The colour ``seat`` plays."""
        return BLACK if seat == self.black_seat else WHITE

    @property
    def playing(self) -> int | None:
        """The colour to play, None once the game is over."""
        return None if self.turn is None else self.colour_of(self.turn)
