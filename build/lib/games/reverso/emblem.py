"""Reverso's picture in the menu and on the setup screen."""

from __future__ import annotations

import pygame

from scenes import theme
from scenes.emblems import disc, square_in


def reverso(surface: pygame.Surface, rect: pygame.Rect) -> None:
    board = square_in(rect)
    pygame.draw.rect(surface, theme.WOOD, board.inflate(6, 6), border_radius=4)
    pygame.draw.rect(surface, (36, 128, 80), board)
    n = 4
    cell = board.w / n
    for i in range(1, n):
        pygame.draw.line(surface, (16, 70, 44), (board.x + i * cell, board.y), (board.x + i * cell, board.bottom))
        pygame.draw.line(surface, (16, 70, 44), (board.x, board.y + i * cell), (board.right, board.y + i * cell))
    for (r, c), black in {(1, 1): False, (1, 2): True, (2, 1): True, (2, 2): False, (0, 2): True, (1, 3): False}.items():
        disc(surface, (int(board.x + (c + 0.5) * cell), int(board.y + (r + 0.5) * cell)), int(cell * 0.38), black)
