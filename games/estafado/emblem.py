"""Estafado's picture in the menu and on the setup screen: a corner of the forest floor, face-down
cards and one rabbit turned up, the Red Fox on his way to it and the Crow watching from outside."""

from __future__ import annotations

import pygame

from games.estafado.table_faces import FACES
from games.estafado.table_tokens import _crow_painter, _fox_painter
from scenes.cards.widget import draw_card
from scenes.emblems import cached


def _render_estafado(surface: pygame.Surface, rect: pygame.Rect) -> None:
    cell_h = rect.h / 2.3
    cell_w = cell_h * 0.7
    gap = max(2, int(cell_h * 0.06))
    width = 3 * cell_w + 2 * gap
    x0 = rect.centerx - width / 2
    y0 = rect.y + rect.h * 0.06
    for row in range(2):
        for col in range(3):
            card = pygame.Rect(int(x0 + col * (cell_w + gap)), int(y0 + row * (cell_h + gap)), int(cell_w), int(cell_h))
            code = "rabbit1" if (row, col) == (0, 2) else None
            draw_card(surface, card, code, face_up=code is not None, faces=FACES, variant=("en", False))
    fox = pygame.Rect(0, 0, int(cell_w * 0.8), int(cell_w * 0.8))
    fox.center = (int(x0 + cell_w / 2), int(y0 + cell_h * 1.5 + gap))
    _fox_painter(surface, fox)
    crow = pygame.Rect(0, 0, int(cell_w * 0.75), int(cell_w * 0.75))
    crow.center = (int(x0 + width + cell_w * 0.25), int(y0 + cell_h * 0.5))
    _crow_painter(surface, crow)


emblem = cached(_render_estafado)
