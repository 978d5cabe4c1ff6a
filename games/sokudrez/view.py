"""What a player of SokuDrez sees, as a frozen value, and the game's named actions.

Everything is open: the 54 cards of the grid by their text form, row by row (cell ``r * 9 + c``).
The engine also carries what the table needs and must not work out itself: the points each
player has, whose turn it is and how many swaps are left in it, the points of the last swap,
and whether the grid is sorted.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core import Action
from game.view import View

ROWS = 6
COLUMNS = 9
CELLS = ROWS * COLUMNS
SWAP = "swap"
RESIGN = Action("resign")
SOLVE = "solve"


def swap(first: int, second: int) -> Action:
    """Exchange the cards of two cells (0-53, row by row); the smaller cell first."""
    low, high = sorted((first, second))
    return Action(SWAP, (low, high))


def swap_cells(action: Action) -> tuple[int, int]:
    """The two cells of a ``swap``; ValueError for anything else."""
    if action.kind != SWAP or len(action.args) != 2 or not all(type(a) is int for a in action.args):
        raise ValueError(f"{action.encode()} is not a SokuDrez swap")
    first, second = action.args
    assert isinstance(first, int) and isinstance(second, int)
    return first, second


@dataclass(frozen=True, slots=True, kw_only=True)
class Fewest:
    """The solver's answer for a grid: ``swaps`` a way to sort it with the fewest swaps it found;
    ``proved`` when no shorter way exists (else ``lower_bound`` is what is proved), ``seconds``
    what it took. ``status``: "won" (a way is known: every grid can be sorted)."""

    status: str
    moves: tuple[Action, ...]
    lower_bound: int
    proved: bool
    nodes: int = 0
    seconds: float = 0.0


@dataclass(frozen=True, slots=True, kw_only=True)
class SokuDrezView(View):
    grid: tuple[str, ...]  # 54 cards, row by row
    scores: tuple[int, ...]  # each player's points (solitaire: nothing)
    swaps_left: int  # swaps left in the turn of the player to act (1 or 2)
    last_points: int | None  # the points the last swap scored (None: none yet, or solitaire)
    moves: int  # swaps played
    moves_by_seat: tuple[int, ...]
    solved: bool
    deal: int
    rows_done: tuple[bool, ...]  # each row holds the nine colours
    columns_done: tuple[bool, ...]  # each column holds the six figures
    # How far each line is: the colours a row holds (9 when sorted), the figures a column holds (6),
    # so the table can show the way there without counting them itself.
    row_colours: tuple[int, ...]
    column_figures: tuple[int, ...]
