"""SokuDrez's rules on a grid of cards, for the engine, the solver and the players: where a cell is,
whether a grid is sorted, and the printed points of a swap."""

from __future__ import annotations

from collections.abc import Sequence

from game.cards.pokerdrez import PokerDrezCard
from games.sokudrez.view import COLUMNS, ROWS


def row_of(cell: int) -> int:
    return cell // COLUMNS


def column_of(cell: int) -> int:
    return cell % COLUMNS


def sorted_grid(grid: Sequence[PokerDrezCard]) -> bool:
    """Every row holds the nine colours and every column the six figures."""
    rows_ok = all(len({grid[r * COLUMNS + c].colour for c in range(COLUMNS)}) == COLUMNS for r in range(ROWS))
    return rows_ok and all(len({grid[r * COLUMNS + c].figure for r in range(ROWS)}) == ROWS for c in range(COLUMNS))


def points(grid: Sequence[PokerDrezCard], first: int, second: int) -> int:
    """The printed score of swapping the cards of ``first`` and ``second`` (0-8), on the grid before
    the swap: for each of the two cards, a point if its figure was repeated in the column it leaves,
    one if its figure was missing from the column it goes to, and the same two for its number and
    the rows."""

    # The two columns and two rows involved, read once each (this runs for every swap a player weighs).
    figures = {c: [grid[r * COLUMNS + c].figure for r in range(ROWS)] for c in {column_of(first), column_of(second)}}
    colours = {r: [grid[r * COLUMNS + c].colour for c in range(COLUMNS)] for r in {row_of(first), row_of(second)}}
    total = 0
    for mine, theirs in ((first, second), (second, first)):
        card = grid[mine]
        total += figures[column_of(mine)].count(card.figure) >= 2  # "estaba repetida en su columna original"
        total += card.figure not in figures[column_of(theirs)]  # "no existía en la columna destino"
        total += colours[row_of(mine)].count(card.colour) >= 2  # "estaba repetido en su fila original"
        total += card.colour not in colours[row_of(theirs)]  # "no existía en la fila destino"
    return total
