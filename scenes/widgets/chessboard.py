"""A chequered board of any size with coordinates along the edges.

Files are lettered a, b, c... from the left and ranks numbered 1, 2, 3... from the
bottom, as on a chess diagram (``flipped`` turns the board for the other side).
``chessboard_widgets`` returns the frame and one ``Square`` per square, named
``square:ROW,COL`` in board coordinates (row 0 is rank 1); clicking a clickable square
gives the intent ``("square", row, col)``. Pieces come from ``pieces`` as text glyphs
(DejaVu Sans has the chess symbols) or from a ``painter`` callback."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass
from typing import Any

import pygame

from scenes import theme
from scenes.widgets import paint
from scenes.widgets.base import Widget

Square = tuple[int, int]
LIGHT = (238, 220, 182)
DARK = (150, 104, 70)
FILES = "abcdefghijklmnopqrstuvwxyz"


@dataclass(frozen=True, slots=True)
class Piece:
    glyph: str  # e.g. "♞"
    colour: tuple[int, int, int] = theme.INK
    outline: tuple[int, int, int] | None = None


@dataclass(eq=False)
class BoardFrame(Widget):
    rows: int = 8
    cols: int = 8
    flipped: bool = False
    board: pygame.Rect | None = None

    def draw(self, surface: pygame.Surface, theme_module: Any = theme) -> None:
        board = self.board or self.rect
        cell = board.w / self.cols
        paint.panel(surface, self.rect, theme.WOOD, radius=max(4, int(cell / 5)), border=theme.WOOD_DARK)
        size = max(9, int(cell * 0.26))
        margin = (self.rect.w - board.w) // 2
        for c in range(self.cols):
            letter = FILES[self.cols - 1 - c] if self.flipped else FILES[c]
            x = board.x + int(c * cell)
            for y in (board.bottom, self.rect.y):
                paint.text_in(surface, letter, pygame.Rect(x, y, int(cell), margin), size, (238, 220, 182))
        for r in range(self.rows):
            number = str(r + 1) if self.flipped else str(self.rows - r)
            y = board.y + int(r * cell)
            for x in (self.rect.x, board.right):
                paint.text_in(surface, number, pygame.Rect(x, y, margin, int(cell)), size, (238, 220, 182))


@dataclass(eq=False)
class BoardSquare(Widget):
    row: int = 0  # board coordinates: row 0 is rank 1
    col: int = 0
    dark: bool = False
    target: bool = False  # a highlighted destination
    piece: Piece | None = None
    painter: Callable[[pygame.Surface, BoardSquare], None] | None = None

    def draw_glow(self, surface: pygame.Surface) -> None:
        """The gold wash of a highlighted square, or the faint one under the pointer."""
        if self.highlight:
            colour = (*theme.HIGHLIGHT, 120)
        elif self.hovered and self.clickable:
            colour = (255, 255, 255, 40)
        else:
            return
        glow = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        glow.fill(colour)
        surface.blit(glow, self.rect.topleft)

    def draw(self, surface: pygame.Surface, theme_module: Any = theme) -> None:
        paint.fill_rect(surface, DARK if self.dark else LIGHT, self.rect)
        self.draw_glow(surface)
        if self.painter is not None:
            self.painter(surface, self)
        elif self.piece is not None:
            size = int(self.rect.h * 0.78)
            if self.piece.outline is not None:
                for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
                    paint.text_in(surface, self.piece.glyph, self.rect.move(dx, dy), size, self.piece.outline)
            paint.text_in(surface, self.piece.glyph, self.rect, size, self.piece.colour)
        if self.target:
            radius = max(3, self.rect.w // 7)
            if self.piece is None:
                dot = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
                pygame.draw.circle(dot, (20, 90, 50, 170), (radius, radius), radius)
                surface.blit(dot, dot.get_rect(center=self.rect.center))
            else:
                pygame.draw.rect(surface, (20, 120, 60), self.rect, max(2, self.rect.w // 14))
        if self.focused:
            pygame.draw.rect(surface, theme.GOLD, self.rect, max(2, self.rect.w // 16))


def square_name(row: int, col: int) -> str:
    """``a1`` style name of a square in board coordinates."""
    return f"{FILES[col]}{row + 1}"


def chessboard_widgets(
    rect: pygame.Rect,
    rows: int = 8,
    cols: int = 8,
    *,
    pieces: Mapping[Square, Piece] | None = None,
    painter: Callable[[pygame.Surface, BoardSquare], None] | None = None,
    clickable: Collection[Square] | None = None,
    targets: Collection[Square] = (),
    highlights: Collection[Square] = (),
    flipped: bool = False,
    name: str = "square",
) -> list[Widget]:
    """A board fitted into ``rect`` with a coordinate margin of about half a square."""
    cell = max(4, int(min(rect.w / (cols + 1), rect.h / (rows + 1))))
    board = pygame.Rect(0, 0, cell * cols, cell * rows)
    board.center = rect.center
    margin = cell // 2
    frame = board.inflate(margin * 2, margin * 2)
    pieces = pieces or {}
    target_set, high_set = set(map(tuple, targets)), set(map(tuple, highlights))
    click_set = None if clickable is None else set(map(tuple, clickable))
    widgets: list[Widget] = [BoardFrame(name=f"{name}s", rect=frame, rows=rows, cols=cols, flipped=flipped, board=board)]
    for r in range(rows):
        for c in range(cols):
            screen_row = r if flipped else rows - 1 - r
            screen_col = cols - 1 - c if flipped else c
            active = click_set is None or (r, c) in click_set
            widgets.append(BoardSquare(
                name=f"{name}:{r},{c}",
                rect=pygame.Rect(board.x + screen_col * cell, board.y + screen_row * cell, cell, cell),
                intent=("square", r, c) if active else None,
                highlight=(r, c) in high_set,
                row=r,
                col=c,
                dark=(r + c) % 2 == 0,
                target=(r, c) in target_set,
                piece=pieces.get((r, c)),
                painter=painter,
            ))
    return widgets
