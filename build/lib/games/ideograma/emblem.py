"""Ideograma's picture in the menu and on the setup screen."""

from __future__ import annotations

import pygame

from scenes import theme
from scenes.widgets import paint


def tiles(surface: pygame.Surface, rect: pygame.Rect) -> None:
    side = int(min(rect.w / 4.4, rect.h / 2.2))
    for i, letter in enumerate("IDEA"):
        tile = pygame.Rect(0, 0, side, side)
        tile.center = (int(rect.centerx + (i - 1.5) * side * 1.08), rect.centery)
        pygame.draw.rect(surface, (0, 0, 0), tile.move(1, 2), border_radius=side // 6)
        pygame.draw.rect(surface, (240, 222, 180), tile, border_radius=side // 6)
        paint.text_in(surface, letter, tile, int(side * 0.6), theme.INK, bold=True)
