"""Trampas's picture in the menu and on the setup screen."""

from __future__ import annotations

import math

import pygame

from scenes.emblems import cached, card_at, gem


def _trap(surface: pygame.Surface, centre: tuple[float, float], width: float) -> None:
    """A sprung-open jaw trap seen from above: a steel ring of jagged teeth around the plate, and its chain."""
    cx, cy = centre
    steel, light, dark = (156, 162, 172), (214, 218, 226), (52, 56, 64)
    outer = pygame.Rect(0, 0, int(width), int(width * 0.62))
    outer.center = (int(cx), int(cy))
    links = [(outer.right + width * 0.08 * k, outer.centery + width * 0.05 * k) for k in range(4)]
    for x, y in links:
        pygame.draw.ellipse(surface, dark, pygame.Rect(x - width * 0.06, y - width * 0.035, width * 0.12, width * 0.07),
                            max(1, int(width * 0.025)))
    pygame.draw.ellipse(surface, (0, 0, 0, 100), outer.move(0, int(width * 0.05)))
    pygame.draw.ellipse(surface, dark, outer)
    pygame.draw.ellipse(surface, steel, outer.inflate(-int(width * 0.06), -int(width * 0.05)))
    inner = outer.inflate(-int(width * 0.26), -int(width * 0.2))
    pygame.draw.ellipse(surface, (40, 60, 50), inner)
    teeth = 14
    for i in range(teeth):  # jagged teeth from the ring towards the plate
        a0, a1 = 2 * math.pi * i / teeth, 2 * math.pi * (i + 1) / teeth
        am = (a0 + a1) / 2
        base0 = (inner.centerx + inner.w / 2 * math.cos(a0), inner.centery + inner.h / 2 * math.sin(a0))
        base1 = (inner.centerx + inner.w / 2 * math.cos(a1), inner.centery + inner.h / 2 * math.sin(a1))
        tip = (inner.centerx + inner.w * 0.3 * math.cos(am), inner.centery + inner.h * 0.3 * math.sin(am))
        pygame.draw.polygon(surface, light, [base0, tip, base1])
        pygame.draw.polygon(surface, dark, [base0, tip, base1], 1)
    plate = inner.inflate(-int(inner.w * 0.62), -int(inner.h * 0.62))
    pygame.draw.ellipse(surface, dark, plate)
    pygame.draw.ellipse(surface, steel, plate.inflate(-max(2, plate.w // 4), -max(2, plate.h // 4)))
    pygame.draw.ellipse(surface, dark, outer, max(1, int(width * 0.02)))


def _render_trampas(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Piles of face-down cards built on the table, one with a trap on it, and the gem it costs."""
    h = rect.h
    cx, cy = rect.centerx, rect.centery
    card_h = h * 0.66
    for pile, (dx, height) in enumerate(((-0.95, 3), (0.0, 5), (0.95, 2))):
        base = (cx + dx * card_h * 0.8, cy + h * 0.1)
        for k in range(height):
            card_at(surface, (base[0] + k * card_h * 0.025, base[1] - k * card_h * 0.07), card_h, None,
                     face_up=False, angle=(k % 2 - 0.5) * 4)
        if pile == 2:
            top = (base[0] + (height - 1) * card_h * 0.025, base[1] - (height - 1) * card_h * 0.07)
            card_at(surface, (top[0] + card_h * 0.05, top[1] - card_h * 0.06), card_h, "RT", angle=-8)
    top_y = cy + h * 0.1 - 4 * card_h * 0.07
    _trap(surface, (cx + card_h * 0.1, top_y - card_h * 0.05), card_h * 0.78)
    gem(surface, (cx - card_h * 0.72, cy - h * 0.3), h * 0.2, "yellow")


emblem = cached(_render_trampas)
