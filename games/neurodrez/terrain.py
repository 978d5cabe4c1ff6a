"""NeuroDrez's pieces of the world as data: colours, surfaces, tiles, the 7x7 board and its geometry
(pure functions over plain tuples; the engine holds the state).

A cell is ``y * 7 + x`` (a1 = 0, g7 = 48); the board is the 7x7 one the box holds ("Tablero 7x7"),
and the terrain never leaves it (our decision: the tiles go "sobre el tablero"). A tile is
``colour * 6 + surface``: every colour with every surface once, 36 tiles. A piece is
``colour * 6 + kind`` in ``KINDS`` order: one king, queen, rook, bishop, knight and pawn per colour.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

# The names and the id arithmetic live in the view, where the table may read them too.
from games.neurodrez.view import COLOUR_NAMES as COLOUR_NAMES
from games.neurodrez.view import FACE_NAMES as FACE_NAMES
from games.neurodrez.view import KIND_NAMES as KIND_NAMES
from games.neurodrez.view import SURFACE_NAMES as SURFACE_NAMES
from games.neurodrez.view import piece_colour as piece_colour
from games.neurodrez.view import piece_kind as piece_kind
from games.neurodrez.view import tile_colour as tile_colour
from games.neurodrez.view import tile_surface as tile_surface

SIZE = 7
CELLS = SIZE * SIZE
COLOURS = ("white", "black", "red", "green", "blue", "yellow")
SURFACES = ("earth", "water", "air", "fire", "flora", "fauna")
KINDS = ("K", "Q", "R", "B", "N", "P")
KING, QUEEN, ROOK, BISHOP, KNIGHT, PAWN = range(6)
TILES = 36
PIECES = 36
NONE = -1

# "Peón:1, Caballo:2, Alfil:3, Torre:4, Dama:5 y Jóker:6, el rey no necesita": the kind a face names
# (6: any piece).
DIE_KIND: dict[int, int] = {1: PAWN, 2: KNIGHT, 3: BISHOP, 4: ROOK, 5: QUEEN}
ANY_FACE = 6

# "6 de ellas (una de cada recurso y color) se colocarán en el centro del tablero": the picture is
# missing; our decision is the 3x2 block c3-e4 around the centre d4.
CENTRE_CELLS = (2 * 7 + 2, 2 * 7 + 3, 2 * 7 + 4, 3 * 7 + 2, 3 * 7 + 3, 3 * 7 + 4)

ORTHOGONAL = ((1, 0), (-1, 0), (0, 1), (0, -1))
DIAGONAL = ((1, 1), (1, -1), (-1, 1), (-1, -1))
KNIGHT_JUMPS = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))


def tile_of(colour: int, surface: int) -> int:
    return colour * 6 + surface


def piece_of(colour: int, kind: int) -> int:
    return colour * 6 + kind


def cell_name(cell: int) -> str:
    return "abcdefg"[cell % SIZE] + str(cell // SIZE + 1)


def step(cell: int, dx: int, dy: int) -> int:
    """The cell ``(dx, dy)`` away, or NONE off the board."""
    x, y = cell % SIZE + dx, cell // SIZE + dy
    if 0 <= x < SIZE and 0 <= y < SIZE:
        return y * SIZE + x
    return NONE


NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(n for n in (step(c, dx, dy) for dx, dy in ORTHOGONAL) if n != NONE) for c in range(CELLS)
)


def placeable(terrain: Sequence[int]) -> list[int]:
    """Empty cells touching the terrain along a whole side ("que siempre colinde al menos uno de los
    lados con alguna de las losetas ya existentes")."""
    return [c for c in range(CELLS) if terrain[c] == NONE and any(terrain[n] != NONE for n in NEIGHBOURS[c])]


def outside(terrain: Sequence[int]) -> set[int]:
    """Tile-less cells open to the outside of the terrain: reached from the board's rim through
    tile-less cells. A hole walled in by tiles is not outside ("tener comunicación con el exterior")."""
    seen: set[int] = set()
    todo = [c for c in range(CELLS) if terrain[c] == NONE and (c % SIZE in (0, SIZE - 1) or c // SIZE in (0, SIZE - 1))]
    seen.update(todo)
    while todo:
        cell = todo.pop()
        for n in NEIGHBOURS[cell]:
            if terrain[n] == NONE and n not in seen:
                seen.add(n)
                todo.append(n)
    return seen


def connected(cells: Iterable[int]) -> bool:
    """Whether the tiles on ``cells`` form one group joined along whole sides."""
    left = set(cells)
    if not left:
        return True
    todo = [left.pop()]
    while todo:
        cell = todo.pop()
        for n in NEIGHBOURS[cell]:
            if n in left:
                left.remove(n)
                todo.append(n)
    return not left


def removable(terrain: Sequence[int], board: Sequence[int]) -> list[int]:
    """The cells whose tile may be taken away in sudden death: no piece on it, a side open to the
    outside (the board's rim counts), and the rest of the terrain still in one piece."""
    open_cells = outside(terrain)
    tiles = [c for c in range(CELLS) if terrain[c] != NONE]
    found = []
    for cell in tiles:
        if board[cell] != NONE:
            continue
        x, y = cell % SIZE, cell // SIZE
        on_rim = x in (0, SIZE - 1) or y in (0, SIZE - 1)
        if not on_rim and not any(n in open_cells for n in NEIGHBOURS[cell]):
            continue
        if connected(c for c in tiles if c != cell):
            found.append(cell)
    return found


# The cell each offset leads to from each cell (NONE off the board), and the cells along each ray:
# natural_targets runs for every piece of every position the computer players score.
STEP: dict[tuple[int, int], tuple[int, ...]] = {
    d: tuple(step(c, *d) for c in range(CELLS)) for d in ORTHOGONAL + DIAGONAL + KNIGHT_JUMPS
}


def _ray(cell: int, dx: int, dy: int) -> tuple[int, ...]:
    cells = []
    n = step(cell, dx, dy)
    while n != NONE:
        cells.append(n)
        n = step(n, dx, dy)
    return tuple(cells)


RAYS: dict[tuple[int, int], tuple[tuple[int, ...], ...]] = {
    d: tuple(_ray(c, *d) for c in range(CELLS)) for d in ORTHOGONAL + DIAGONAL
}
_SLIDES = {ROOK: ORTHOGONAL, BISHOP: DIAGONAL, QUEEN: ORTHOGONAL + DIAGONAL}
_LEAPS = {KING: ORTHOGONAL + DIAGONAL, KNIGHT: KNIGHT_JUMPS}


def natural_targets(cell: int, kind: int, terrain: Sequence[int], board: Sequence[int]) -> list[tuple[int, bool]]:
    """Where a piece of ``kind`` on ``cell`` reaches by its own move, as (cell, lands on a piece):
    only cells with tiles; a cell without a tile stops a slide as a piece does (only the knight jumps);
    the pawn steps along a side onto an empty tile and takes only across a corner. Whether a piece
    landed on may be taken is the engine's question."""
    found: list[tuple[int, bool]] = []
    if kind == PAWN:
        for d in ORTHOGONAL:
            n = STEP[d][cell]
            if n != NONE and terrain[n] != NONE and board[n] == NONE:
                found.append((n, False))
        for d in DIAGONAL:
            n = STEP[d][cell]
            if n != NONE and terrain[n] != NONE and board[n] != NONE:
                found.append((n, True))
        return found
    if kind in _LEAPS:
        for d in _LEAPS[kind]:
            n = STEP[d][cell]
            if n != NONE and terrain[n] != NONE:
                found.append((n, board[n] != NONE))
        return found
    for d in _SLIDES[kind]:
        for n in RAYS[d][cell]:
            if terrain[n] == NONE:
                break
            if board[n] != NONE:
                found.append((n, True))
                break
            found.append((n, False))
    return found
