"""The board of PokerDrez para 4: four armies on one 8x8 board, their moves and check.

python-chess knows two armies and the chess pawn; para 4 has four armies and changed pieces
(rulebook 003, "PokerDrez para 4"), so the moves are written here, small:

- King: one square any way; never ends its owner's move in check.
- Queen, rook, knight: as in chess.
- Bishop: diagonal slides as in chess, and also one step orthogonally onto an empty square, which
  is never a capture ("además puede moverse (no capturar) a una de las 4 posiciones horizontal y
  vertical adyacentes").
- Pawn: slides like a rook onto empty squares only; captures only on its four diagonal
  neighbours; never promotes ("se puede mover como la torre ... solo puede capturar ... en una de
  las cuatro casillas diagonales adjuntas ... No hay coronación").
- A piece may capture an opponent's piece or its partner's, never one of its own colour
  ("puede comer una pieza de su compañero ... pero no una propia"). Kings are never captured: a
  king that cannot escape an attack is mated.
- Check comes from the other team only: a partner's piece never checks.

A board is a tuple of 64 squares (a1 = 0, b1 = 1, ..., h8 = 63), each None or a piece: the seat
that owns it and its kind (``K Q R B N P``). The layout (which square each piece starts on) is data:
``data/layout.json``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

SEATS = 4
KINDS = ("K", "Q", "R", "B", "N", "P")
COLOURS = ("yellow", "green", "red", "blue")  # by seat: the turn order "amarillo, verde, rojo y azul"
TEAMS = ("light", "dark")  # seats 0 and 2 (yellow, red) are light; 1 and 3 (green, blue) dark

Piece = tuple[int, str]
Square = Piece | None
Board = tuple[Square, ...]


def team_of(seat: int) -> int:
    """0 for the light team (yellow, red), 1 for the dark one (green, blue)."""
    return seat % 2


def partner_of(seat: int) -> int:
    return (seat + 2) % SEATS


def enemies_of(seat: int) -> tuple[int, int]:
    return ((seat + 1) % SEATS, (seat + 3) % SEATS)


def square_name(square: int) -> str:
    return SQUARE_NAMES[square]


SQUARE_NAMES = tuple("abcdefgh"[square % 8] + str(square // 8 + 1) for square in range(64))
# A move's squares as the actions write them ("e2e4"), looked up rather than built for every card.
MOVE_NAMES = tuple(tuple(SQUARE_NAMES[a] + SQUARE_NAMES[b] for b in range(64)) for a in range(64))


def parse_square(text: str) -> int | None:
    """The square of ``a1``..``h8``, or None."""
    if len(text) != 2 or text[0] not in "abcdefgh" or text[1] not in "12345678":
        return None
    return "abcdefgh".index(text[0]) + 8 * (int(text[1]) - 1)


@dataclass(frozen=True, slots=True)
class Layout:
    """Where each army starts (and where its captured pieces come back): ``starts[seat][kind]``."""

    name: str
    source: str
    starts: tuple[dict[str, int], ...]

    def start_board(self) -> Board:
        squares: list[Square] = [None] * 64
        for seat, army in enumerate(self.starts):
            for kind, square in army.items():
                squares[square] = (seat, kind)
        return tuple(squares)

    def home(self, seat: int, kind: str) -> int:
        return self.starts[seat][kind]


def load_layout(path: Path | None = None) -> Layout:
    data = json.loads((path or Path(__file__).parent / "data" / "layout.json").read_text(encoding="utf-8"))
    if data["turn_order"] != list(COLOURS):
        raise ValueError("the layout's turn order is not yellow, green, red, blue")
    starts: list[dict[str, int]] = []
    taken: set[int] = set()
    for colour in COLOURS:
        army = data["armies"][colour]
        if sorted(army) != sorted(KINDS):
            raise ValueError(f"the {colour} army is not one of each kind")
        squares = {kind: parse_square(name) for kind, name in army.items()}
        for kind, square in squares.items():
            if square is None or square in taken:
                raise ValueError(f"the {colour} {kind} has a bad or shared square")
            taken.add(square)
        starts.append({kind: square for kind, square in squares.items() if square is not None})
    return Layout(str(data["name"]), str(data["source"]), tuple(starts))


LAYOUT = load_layout()

_KNIGHT = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))
_ORTHOGONAL = ((1, 0), (-1, 0), (0, 1), (0, -1))
_DIAGONAL = ((1, 1), (1, -1), (-1, 1), (-1, -1))
_ALL = _ORTHOGONAL + _DIAGONAL


def _steps(square: int, directions: tuple[tuple[int, int], ...]) -> list[int]:
    file, rank = square % 8, square // 8
    return [f + 8 * r for df, dr in directions if 0 <= (f := file + df) < 8 and 0 <= (r := rank + dr) < 8]


def _rays(square: int, directions: tuple[tuple[int, int], ...]) -> list[list[int]]:
    file, rank = square % 8, square // 8
    rays = []
    for df, dr in directions:
        ray = []
        f, r = file + df, rank + dr
        while 0 <= f < 8 and 0 <= r < 8:
            ray.append(f + 8 * r)
            f, r = f + df, r + dr
        rays.append(ray)
    return rays


# Geometry, once: neighbours and rays of every square.
KNIGHT_JUMPS = tuple(tuple(_steps(sq, _KNIGHT)) for sq in range(64))
KING_STEPS = tuple(tuple(_steps(sq, _ALL)) for sq in range(64))
ORTHOGONAL_STEPS = tuple(tuple(_steps(sq, _ORTHOGONAL)) for sq in range(64))
DIAGONAL_STEPS = tuple(tuple(_steps(sq, _DIAGONAL)) for sq in range(64))
ORTHOGONAL_RAYS = tuple(tuple(tuple(ray) for ray in _rays(sq, _ORTHOGONAL)) for sq in range(64))
DIAGONAL_RAYS = tuple(tuple(tuple(ray) for ray in _rays(sq, _DIAGONAL)) for sq in range(64))

Move = tuple[int, int]  # from, to


def capturable(board: Board, seat: int, square: int) -> bool:
    """Whether ``seat`` may capture what stands on ``square``: a piece of another colour (an
    opponent's or the partner's), never its own, never a king."""
    target = board[square]
    return target is not None and target[0] != seat and target[1] != "K"


def _slides(board: Board, seat: int, square: int, rays: tuple[tuple[int, ...], ...], captures: bool) -> list[Move]:
    moves: list[Move] = []
    for ray in rays:
        for to in ray:
            if board[to] is None:
                moves.append((square, to))
                continue
            if captures and capturable(board, seat, to):
                moves.append((square, to))
            break
    return moves


def piece_moves(board: Board, square: int) -> list[Move]:
    """The moves of the piece on ``square`` by its own way of moving, before check is considered."""
    piece = board[square]
    assert piece is not None
    seat, kind = piece
    if kind == "N":
        return [(square, to) for to in KNIGHT_JUMPS[square] if board[to] is None or capturable(board, seat, to)]
    if kind == "K":
        return [(square, to) for to in KING_STEPS[square] if board[to] is None or capturable(board, seat, to)]
    if kind == "R":
        return _slides(board, seat, square, ORTHOGONAL_RAYS[square], True)
    if kind == "Q":
        return _slides(board, seat, square, ORTHOGONAL_RAYS[square], True) + _slides(
            board, seat, square, DIAGONAL_RAYS[square], True
        )
    if kind == "B":
        return _slides(board, seat, square, DIAGONAL_RAYS[square], True) + [
            (square, to) for to in ORTHOGONAL_STEPS[square] if board[to] is None
        ]
    # the pawn: rook slides without capturing, captures on the diagonal neighbours
    return _slides(board, seat, square, ORTHOGONAL_RAYS[square], False) + [
        (square, to) for to in DIAGONAL_STEPS[square] if capturable(board, seat, to)
    ]


def attacked_by(board: Board, square: int, attackers: tuple[int, ...]) -> bool:
    """Whether a piece of one of the seats ``attackers`` could capture on ``square`` (were a
    capturable piece there). Looked at from the square outwards."""
    for to in KNIGHT_JUMPS[square]:
        piece = board[to]
        if piece is not None and piece[1] == "N" and piece[0] in attackers:
            return True
    for to in KING_STEPS[square]:
        piece = board[to]
        if piece is not None and piece[1] == "K" and piece[0] in attackers:
            return True
    for to in DIAGONAL_STEPS[square]:
        piece = board[to]
        if piece is not None and piece[1] == "P" and piece[0] in attackers:
            return True
    for ray in ORTHOGONAL_RAYS[square]:
        for to in ray:
            piece = board[to]
            if piece is not None:
                if piece[1] in "RQ" and piece[0] in attackers:
                    return True
                break
    for ray in DIAGONAL_RAYS[square]:
        for to in ray:
            piece = board[to]
            if piece is not None:
                if piece[1] in "BQ" and piece[0] in attackers:
                    return True
                break
    return False


def king_square(board: Board, seat: int) -> int:
    try:
        return board.index((seat, "K"))  # the scan in C: asked at every legal-move search
    except ValueError:
        raise ValueError(f"seat {seat} has no king on the board") from None


def in_check(board: Board, seat: int) -> bool:
    """Whether ``seat``'s king is attacked by the other team (by either of its two armies)."""
    return attacked_by(board, king_square(board, seat), enemies_of(seat))


def after_move(board: Board, move: Move) -> Board:
    squares = list(board)
    squares[move[1]] = squares[move[0]]
    squares[move[0]] = None
    return tuple(squares)


def after_entry(board: Board, seat: int, kind: str, layout: Layout = LAYOUT) -> Board:
    squares = list(board)
    squares[layout.home(seat, kind)] = (seat, kind)
    return tuple(squares)


def aligned(first: int, second: int) -> bool:
    """Whether two squares share a rank, a file or a diagonal."""
    df, dr = first % 8 - second % 8, first // 8 - second // 8
    return df == 0 or dr == 0 or abs(df) == abs(dr)


def legal_moves(board: Board, seat: int) -> list[Move]:
    """Every board move of ``seat`` after which its own king is not in check.

    Only some moves need the look at the position after them: the king's, every move while the
    king is attacked, and a move from a square in line with the king (it may open that line). Any
    other move leaves the king as safe as it was: the square it leaves opens no line to the king,
    and the square it takes is then held by one's own piece (a partner's piece taken there was
    blocking as much as the taker does). ``legal_moves_slowly`` checks every move, for the tests."""
    moves: list[Move] = []
    enemies = enemies_of(seat)
    king = king_square(board, seat)
    checked = attacked_by(board, king, enemies)
    for square, piece in enumerate(board):
        if piece is None or piece[0] != seat:
            continue
        careful = checked or square == king or aligned(square, king)
        if careful and not checked and square != king:
            # In line with the king: only a piece whose leaving opens an attack is pinned. One look
            # with the square emptied settles it for all its moves (the piece standing on its
            # target afterwards blocks or captures, it never attacks its own king).
            emptied = list(board)
            emptied[square] = None
            careful = attacked_by(tuple(emptied), king, enemies)
        for move in piece_moves(board, square):
            if not careful or not attacked_by(after_move(board, move), move[1] if square == king else king, enemies):
                moves.append(move)
    return moves


def legal_moves_slowly(board: Board, seat: int) -> list[Move]:
    """``legal_moves`` looking at the position after every move: the reference the tests compare with."""
    moves: list[Move] = []
    enemies = enemies_of(seat)
    king = king_square(board, seat)
    for square, piece in enumerate(board):
        if piece is None or piece[0] != seat:
            continue
        for move in piece_moves(board, square):
            if not attacked_by(after_move(board, move), move[1] if square == king else king, enemies):
                moves.append(move)
    return moves


def legal_entries(board: Board, seat: int, reserve: tuple[str, ...], layout: Layout = LAYOUT) -> list[str]:
    """The kinds of ``seat``'s captured pieces that may come back now: onto their starting square,
    capturing what stands there (an opponent's or the partner's piece; never one's own nor a
    king), and leaving the king out of check."""
    kinds: list[str] = []
    enemies = enemies_of(seat)
    king = king_square(board, seat)
    for kind in sorted(set(reserve), key=KINDS.index):
        home = layout.home(seat, kind)
        if board[home] is not None and not capturable(board, seat, home):
            continue
        if not attacked_by(after_entry(board, seat, kind, layout), king, enemies):
            kinds.append(kind)
    return kinds
