"""Ludo's picture in the menu and on the setup screen."""

from __future__ import annotations

import pygame

from scenes import theme
from scenes.emblems import square_in


def ludo(surface: pygame.Surface, rect: pygame.Rect) -> None:
    board = square_in(rect)
    half = board.w // 2
    for i, colour in enumerate(((214, 44, 56), (40, 110, 220), (244, 196, 40), (60, 160, 80))):
        quarter = pygame.Rect(board.x + (i % 2) * half, board.y + (i // 2) * half, half, half)
        pygame.draw.rect(surface, colour, quarter.inflate(-4, -4), border_radius=4)
        pygame.draw.circle(surface, theme.IVORY, quarter.center, half // 4)
    pygame.draw.rect(surface, theme.IVORY, pygame.Rect(board.centerx - half // 5, board.y, half * 2 // 5, board.h))
    pygame.draw.rect(surface, theme.IVORY, pygame.Rect(board.x, board.centery - half // 5, board.w, half * 2 // 5))
