"""NeuroDrez's picture in the menu and on the setup screen: a patch of terrain (four tiles of
different colours and surfaces), a knight conquering one of them, and the three dice."""

from __future__ import annotations

import pygame

from games.neurodrez.table_pieces import die_face, draw_piece, draw_tile
from scenes.emblems import cached


def _render_neurodrez(surface: pygame.Surface, rect: pygame.Rect) -> None:
    h = rect.h * 0.9
    cell = int(h / 2.2)
    x0 = int(rect.centerx - cell * 1.7)
    y0 = int(rect.centery - cell)
    # (col, row, printed colour, shown colour, surface, marker)
    for col, row, printed, shown, surf, marker in (
        (0, 0, 3, 3, 4, None),
        (1, 0, 4, 4, 1, None),
        (0, 1, 5, 2, 3, 2),
        (1, 1, 0, 0, 0, None),
    ):
        r = pygame.Rect(x0 + col * cell, y0 + row * cell, cell, cell)
        draw_tile(surface, r, printed, shown, surf, marker, (col, row) == (1, 0))
    draw_piece(surface, (x0 + cell * 1.5, y0 + cell * 0.52), int(cell * 0.85), 2, 4)
    side = int(cell * 0.62)
    for i, (which, value) in enumerate((("figure", 6), ("colour", 3), ("surface", 5))):
        image = die_face(side, which, value)
        surface.blit(image, (x0 + int(cell * 2.15) + (i % 2) * int(side * 0.9), y0 + int(i * side * 0.72)))


emblem = cached(_render_neurodrez)  # the name keys the picture kept on disk: one per game
