"""A rows x cols board of square cells: a framed plate, highlighted cells, hint dots.

``grid_widgets`` returns the frame followed by one ``GridCell`` per cell, named
``cell:ROW,COL`` (so tests and tables can find them); clicking a clickable cell
gives the intent ``("cell", row, col)``. What sits in a cell (a disc, a tile) is
drawn by the ``painter`` callback, so the grid knows nothing about any game.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass
from typing import Any

import pygame

from scenes import theme
from scenes.widgets import paint
from scenes.widgets.base import Widget

Cell = tuple[int, int]
Painter = Callable[[pygame.Surface, "GridCell"], None]


@dataclass(frozen=True, slots=True)
class GridStyle:
    cell: tuple[int, int, int] = (34, 120, 76)
    cell_alt: tuple[int, int, int] | None = None  # chequered when set
    line: tuple[int, int, int] = (18, 62, 40)
    frame: tuple[int, int, int] = theme.WOOD
    frame_edge: tuple[int, int, int] = theme.WOOD_DARK
    highlight: tuple[int, int, int] = theme.HIGHLIGHT
    hint: tuple[int, int, int] = theme.HINT


def square_fit(rect: pygame.Rect, rows: int, cols: int, margin_cells: float = 0.0) -> pygame.Rect:
    """The largest rectangle of square cells (plus ``margin_cells`` of frame on each side) centred in ``rect``."""
    cell = min(rect.w / (cols + 2 * margin_cells), rect.h / (rows + 2 * margin_cells))
    cell = max(1, int(cell))
    board = pygame.Rect(0, 0, cell * cols, cell * rows)
    board.center = rect.center
    return board


def board_and_panel(rect: pygame.Rect, u: int, least_panel: int = 0) -> tuple[pygame.Rect, pygame.Rect]:
    """A board game's table: the board's area and its panel, the panel beside the board while the window
    is about square or wider (the board shrinks a little to leave it a readable width, at least
    ``least_panel`` pixels) and below it in a tall window."""
    if rect.w >= rect.h * 0.95:
        side_w = min(max(rect.w - rect.h - 2 * u, 34 * u, least_panel), int(rect.w * 0.4))
        board_area = pygame.Rect(rect.x, rect.y, rect.w - side_w - 2 * u, rect.h)
        return board_area, pygame.Rect(board_area.right + 2 * u, rect.y, side_w, rect.h)
    side_h = max(int(rect.h * 0.3), 30 * u)
    board_area = pygame.Rect(rect.x, rect.y, rect.w, rect.h - side_h - 2 * u)
    return board_area, pygame.Rect(rect.x, board_area.bottom + 2 * u, rect.w, side_h)


@dataclass(eq=False)
class GridFrame(Widget):
    rows: int = 8
    cols: int = 8
    style: GridStyle = GridStyle()

    def draw(self, surface: pygame.Surface, theme_module: Any = theme) -> None:
        cell = self.rect.w // max(1, self.cols)
        rim = max(3, cell // 4)
        outer = self.rect.inflate(rim * 2, rim * 2)
        paint.panel(surface, outer, self.style.frame, radius=max(4, rim), border=self.style.frame_edge,
                    border_width=max(1, rim // 4))
        pygame.draw.rect(surface, self.style.cell, self.rect)
        if self.style.cell_alt is not None:
            for r in range(self.rows):
                for c in range(self.cols):
                    if (r + c) % 2:
                        pygame.draw.rect(surface, self.style.cell_alt, cell_rect(self.rect, self.rows, self.cols, r, c))
        width = max(1, cell // 36)
        for i in range(self.cols + 1):
            x = self.rect.x + round(i * self.rect.w / self.cols)
            pygame.draw.line(surface, self.style.line, (x, self.rect.top), (x, self.rect.bottom - 1), width)
        for i in range(self.rows + 1):
            y = self.rect.y + round(i * self.rect.h / self.rows)
            pygame.draw.line(surface, self.style.line, (self.rect.left, y), (self.rect.right - 1, y), width)


@dataclass(eq=False)
class GridCell(Widget):
    row: int = 0
    col: int = 0
    hint: bool = False  # a small dot: "you may play here"
    marked: bool = False  # a ring: e.g. the last move
    painter: Painter | None = None
    style: GridStyle = GridStyle()

    def draw(self, surface: pygame.Surface, theme_module: Any = theme) -> None:
        inner = self.rect.inflate(-2, -2)
        if self.highlight:
            glow = pygame.Surface(inner.size, pygame.SRCALPHA)
            glow.fill((*self.style.highlight, 90))
            surface.blit(glow, inner.topleft)
        elif self.hovered and self.clickable:
            glow = pygame.Surface(inner.size, pygame.SRCALPHA)
            glow.fill((255, 255, 255, 28))
            surface.blit(glow, inner.topleft)
        if self.painter is not None:
            self.painter(surface, self)
        if self.hint:
            # A ring where a piece would stand plus a centre dot: visible at a glance on any
            # board colour, and brighter under the pointer.
            ring = max(4, int(self.rect.w * 0.34))
            dot = pygame.Surface((ring * 2 + 2, ring * 2 + 2), pygame.SRCALPHA)
            alpha = 230 if self.hovered else 150
            centre = (ring + 1, ring + 1)
            pygame.draw.circle(dot, (*self.style.hint, alpha), centre, ring, max(2, self.rect.w // 18))
            pygame.draw.circle(dot, (*self.style.hint, alpha), centre, max(2, self.rect.w // 10))
            surface.blit(dot, dot.get_rect(center=self.rect.center))
        if self.marked:
            radius = max(3, self.rect.w // 8)
            pygame.draw.circle(surface, theme.DANGER, self.rect.center, radius)
            pygame.draw.circle(surface, theme.IVORY, self.rect.center, radius, max(1, radius // 3))
        if self.focused:
            pygame.draw.rect(surface, theme.GOLD, inner, max(2, self.rect.w // 20))


def cell_rect(board: pygame.Rect, rows: int, cols: int, row: int, col: int) -> pygame.Rect:
    x0 = board.x + round(col * board.w / cols)
    x1 = board.x + round((col + 1) * board.w / cols)
    y0 = board.y + round(row * board.h / rows)
    y1 = board.y + round((row + 1) * board.h / rows)
    return pygame.Rect(x0, y0, x1 - x0, y1 - y0)


def grid_widgets(
    board: pygame.Rect,
    rows: int,
    cols: int,
    *,
    clickable: Collection[Cell] | None = None,
    hints: Collection[Cell] = (),
    highlights: Collection[Cell] = (),
    marks: Collection[Cell] = (),
    painter: Painter | None = None,
    style: GridStyle = GridStyle(),
    name: str = "cell",
    extra: Callable[[int, int], dict[str, Any]] | None = None,
) -> list[Widget]:
    """The frame and every cell of a board filling ``board`` (see ``square_fit``).

    ``clickable`` None makes every cell clickable; otherwise only those listed.
    """
    hint_set, high_set, mark_set = set(map(tuple, hints)), set(map(tuple, highlights)), set(map(tuple, marks))
    click_set = None if clickable is None else set(map(tuple, clickable))
    widgets: list[Widget] = [GridFrame(name=f"{name}s", rect=pygame.Rect(board), rows=rows, cols=cols, style=style)]
    for r in range(rows):
        for c in range(cols):
            active = click_set is None or (r, c) in click_set
            widgets.append(GridCell(
                name=f"{name}:{r},{c}",
                rect=cell_rect(board, rows, cols, r, c),
                intent=("cell", r, c) if active else None,
                highlight=(r, c) in high_set,
                row=r,
                col=c,
                hint=(r, c) in hint_set,
                marked=(r, c) in mark_set,
                painter=painter,
                style=style,
                extra=extra(r, c) if extra else {},
            ))
    return widgets
