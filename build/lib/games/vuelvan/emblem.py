"""Vuelvan's picture in the menu and on the setup screen."""

from __future__ import annotations

import math

import pygame

from scenes import theme
from scenes.emblems import cached, card_at


def _arrow(surface: pygame.Surface, start: tuple[float, float], end: tuple[float, float], bend: float,
           width: int, colour: tuple[int, int, int]) -> None:
    """A curved arrow from ``start`` to ``end``, bowed sideways by ``bend`` pixels."""
    (x0, y0), (x1, y1) = start, end
    mx, my = (x0 + x1) / 2 + bend, (y0 + y1) / 2
    points = []
    for i in range(17):
        t = i / 16
        points.append(((1 - t) ** 2 * x0 + 2 * (1 - t) * t * mx + t * t * x1,
                       (1 - t) ** 2 * y0 + 2 * (1 - t) * t * my + t * t * y1))
    pygame.draw.lines(surface, colour, False, points[:-2], width)
    (ax, ay), (bx, by) = points[-3], points[-1]
    length = math.hypot(bx - ax, by - ay) or 1
    ux, uy = (bx - ax) / length, (by - ay) / length
    size = width * 2.6
    pygame.draw.polygon(surface, colour, [(bx + ux * size * 0.4, by + uy * size * 0.4),
                                          (bx - ux * size - uy * size * 0.7, by - uy * size + ux * size * 0.7),
                                          (bx - ux * size + uy * size * 0.7, by - uy * size - ux * size * 0.7)])


def _render_vuelvan(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Three door cards waiting, and cards on their way back to the right door."""
    h = rect.h
    cx, cy = rect.centerx, rect.centery
    card_h = h * 0.56
    doors = ((-1, "RL"), (0, "BT"), (1, "BL"))
    for i, code in doors:
        card_at(surface, (cx + i * card_h * 0.86, cy + h * 0.18), card_h, code, door=True)
    width = max(2, int(h * 0.035))
    flying = ((-1.55, "RL", -1, 16), (1.55, "BL", 1, -16))
    for dx, code, target, angle in flying:
        start = (cx + dx * card_h * 0.86, cy - h * 0.22)
        card_at(surface, start, card_h * 0.62, code, angle=angle)
        end = (cx + target * card_h * 0.86 - target * card_h * 0.05, cy - h * 0.1)
        _arrow(surface, (start[0] - dx * card_h * 0.1, start[1] - card_h * 0.32), end, -dx * card_h * 0.25, width,
               theme.GOLD)
    card_at(surface, (cx, cy - h * 0.3), card_h * 0.5, "BT", angle=0)
    _arrow(surface, (cx + card_h * 0.22, cy - h * 0.4), (cx + card_h * 0.06, cy - h * 0.14), card_h * 0.3, width,
           theme.GOLD)


emblem = cached(_render_vuelvan)
