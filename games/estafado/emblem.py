"""Estafado's picture in the menu and on the setup screen: a corner of the forest floor, face-down
cards and one rabbit turned up, the Red Fox beside it and the Crow watching from outside."""

from __future__ import annotations

import pygame

from games.estafado.table_faces import FACES
from games.estafado.table_tokens import _crow_painter, _fox_painter
from scenes.cards.widget import draw_card
from scenes.emblems import cached


def _render_estafado(surface: pygame.Surface, rect: pygame.Rect) -> None:
    # One row of three cards as tall as the picture allows, the tokens as wide as half a card: two rows
    # of three drew each card under half the picture's height, and it read smaller than the others'.
    cell_h = min(rect.h * 0.9, rect.w / (3 * 0.7 + 2 * 0.06 + 0.75))
    cell_w = cell_h * 0.7
    gap = max(2, int(cell_h * 0.06))
    width = 3 * cell_w + 2 * gap + cell_w * 0.75
    x0 = rect.centerx - width / 2
    y0 = rect.centery - cell_h / 2
    for col in range(3):
        card = pygame.Rect(int(x0 + col * (cell_w + gap)), int(y0), int(cell_w), int(cell_h))
        code = "rabbit1" if col == 1 else None
        draw_card(surface, card, code, face_up=code is not None, faces=FACES, variant=("en", False))
    fox = pygame.Rect(0, 0, int(cell_w * 0.8), int(cell_w * 0.8))
    fox.center = (int(x0 + cell_w / 2), int(y0 + cell_h * 0.62))
    _fox_painter(surface, fox)
    crow = pygame.Rect(0, 0, int(cell_w * 0.75), int(cell_w * 0.75))
    crow.center = (int(x0 + 3 * cell_w + 2 * gap + cell_w * 0.3), int(y0 + cell_w * 0.4))
    _crow_painter(surface, crow)


emblem = cached(_render_estafado)
