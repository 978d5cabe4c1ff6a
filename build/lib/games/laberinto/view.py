"""What a Laberinto seat sees (everything: the game has no secrets), as a frozen value, and
the names of the maze's cells and actions that the table and the engine share.

Cells are numbered ``row * 4 + col`` from the top-left corner; ``cell_name`` says ``a1``..``d4``.
Actions: ``move(start, to)`` (one cub one step), ``swap(a, b)`` (two clue cards, the smaller
cell first) and ``NO_SWAP``; ``move_cells`` and ``swap_cells`` read them back."""

from __future__ import annotations

from dataclasses import dataclass

from game.core import Action, Seat
from game.view import View

SIZE = 4
CELLS = SIZE * SIZE
COLUMNS = "abcd"
# Doors in the corners: same colours in opposite corners (see the engine's decisions).
DOOR_AT = {0: "RL", 3: "BL", 12: "BT", 15: "RT"}
CORNERS = frozenset(DOOR_AT)
PLAYER_COLOURS = ("red", "blue")
START = (0, 3)  # Lady Door of each seat's colour
GOAL = (15, 12)  # Tiger Door of each seat's colour
CUBS = 5

MOVE, SWAP = "move", "swap"
NO_SWAP = Action("no_swap")


def cell_name(cell: int) -> str:
    """Column letter then row number from the top: ``a1`` is the top-left corner."""
    return f"{COLUMNS[cell % SIZE]}{cell // SIZE + 1}"


def move(start: int, to: int) -> Action:
    """One cub from ``start`` to the neighbouring cell ``to``."""
    return Action(MOVE, (start, to))


def swap(a: int, b: int) -> Action:
    """The clue cards on ``a`` and ``b`` trade places (written smaller cell first)."""
    return Action(SWAP, (min(a, b), max(a, b)))


def is_move(action: Action) -> bool:
    return action.kind == MOVE


def is_swap(action: Action) -> bool:
    return action.kind == SWAP


def move_cells(action: Action) -> tuple[int, int]:
    """(from, to) of a move."""
    start, to = action.args
    return int(start), int(to)


def swap_cells(action: Action) -> tuple[int, int]:
    """The two cells of a swap, smaller first."""
    a, b = action.args
    return int(a), int(b)


@dataclass(frozen=True, slots=True, kw_only=True)
class LaberintoView(View):
    """The maze (``cards[cell]``: a two-letter card code), the cubs (``cubs[seat][cell]``), the
    markers on the two Swap cards, whose step it is, and what the last move and swap did."""

    cards: tuple[str, ...]
    cubs: tuple[tuple[int, ...], ...]
    colour_marker: str  # "red" or "blue"
    role_marker: str  # "lady" or "tiger"
    turn: Seat | None  # None once the game is over
    phase: str | None  # "move", then "maze"; None once over
    escaped: tuple[int, ...]  # cubs on each seat's Tiger Door
    swaps: tuple[tuple[int, int], ...]  # the swaps the maze allows now (maze step only)
    last_move: tuple[int, int] | None
    last_swap: tuple[int, int] | None
    winner: Seat | None
