"""Favores's picture in the menu and on the setup screen."""

from __future__ import annotations

import pygame

from scenes import theme
from scenes.emblems import cached, card_at, gem


def _gavel(surface: pygame.Surface, centre: tuple[float, float], length: float, angle: float) -> None:
    """An auctioneer's gavel: a turned wooden head on a handle, drawn upright and then tilted."""
    w, h = int(length * 0.9), int(length * 1.1)
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    handle = pygame.Rect(0, 0, max(3, int(length * 0.09)), int(length * 0.72))
    handle.midtop = (w // 2, int(h * 0.32))
    pygame.draw.rect(layer, (118, 72, 36), handle, border_radius=handle.w // 2)
    pygame.draw.rect(layer, (150, 98, 52), handle.inflate(-handle.w // 2, 0), border_radius=handle.w // 4)
    head = pygame.Rect(0, 0, int(length * 0.62), int(length * 0.26))
    head.center = (w // 2, int(h * 0.3))
    pygame.draw.rect(layer, (96, 56, 26), head, border_radius=head.h // 3)
    pygame.draw.rect(layer, (140, 88, 44), head.inflate(-head.w // 6, -head.h // 3), border_radius=head.h // 4)
    for fx in (0.2, 0.8):  # brass bands near the ends
        band = pygame.Rect(0, 0, max(2, head.w // 14), head.h)
        band.center = (head.x + int(head.w * fx), head.centery)
        pygame.draw.rect(layer, theme.GOLD, band)
    turned = pygame.transform.rotozoom(layer, angle, 1.0)
    surface.blit(turned, turned.get_rect(center=(int(centre[0]), int(centre[1]))))


def _render_favores(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """An auction: a lot of two cards, the gavel coming down on its block, and gems bid for it."""
    h = min(rect.h, rect.w / 2.3)
    cx, cy = rect.centerx, rect.centery
    card_at(surface, (cx - h * 0.78, cy - h * 0.02), h * 0.62, "RT", angle=10)
    card_at(surface, (cx - h * 0.48, cy + h * 0.04), h * 0.62, "BL", angle=-6)
    block = pygame.Rect(0, 0, int(h * 0.5), int(h * 0.14))
    block.midbottom = (int(cx + h * 0.12), int(cy + h * 0.42))
    pygame.draw.ellipse(surface, (0, 0, 0, 90), block.move(0, block.h // 3))
    pygame.draw.rect(surface, (96, 56, 26), block, border_radius=block.h // 3)
    pygame.draw.rect(surface, (150, 98, 52), block.inflate(-block.w // 8, -block.h // 2).move(0, -block.h // 6),
                     border_radius=block.h // 4)
    _gavel(surface, (cx + h * 0.2, cy - h * 0.1), h * 0.72, 38)
    for i, (dx, dy, colour) in enumerate(((0.62, 0.2, "red"), (0.84, 0.24, "blue"), (0.73, 0.02, "yellow"),
                                         (0.95, 0.02, "white"), (0.84, -0.18, "red"))):
        gem(surface, (cx + h * dx, cy + h * dy), h * (0.24 - 0.01 * i), colour)


emblem = cached(_render_favores)
