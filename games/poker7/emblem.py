"""Poker7's picture in the menu and on the setup screen: a fan of PokerDrez cards (a group of four
reds) beside a pile of chips."""

from __future__ import annotations

import pygame

from game.cards.pokerdrez import PokerDrezCard
from scenes.cards.pokerdrez import FACES
from scenes.cards.widget import card_image, card_size_for, shadow_image
from scenes.emblems import cached

HAND = ("D2", "T2", "C2", "P2")
CHIP = (196, 52, 48)
EDGE = (246, 240, 225)


def _render_poker7(surface: pygame.Surface, rect: pygame.Rect) -> None:
    height = rect.h * 0.56
    size = card_size_for(height)
    cx, cy = rect.centerx - rect.w * 0.1, rect.centery - rect.h * 0.06
    for i, code in enumerate(HAND):
        angle = 18 - i * 12
        face = pygame.transform.rotozoom(card_image(size, PokerDrezCard.decode(code), faces=FACES), angle, 1.0)
        shadow = pygame.transform.rotozoom(shadow_image(size), angle, 1.0)
        centre = (int(cx + (i - 1.5) * size[0] * 0.56), int(cy + abs(i - 1.5) * size[1] * 0.05))
        surface.blit(shadow, shadow.get_rect(center=(centre[0] + 2, centre[1] + 4)))
        surface.blit(face, face.get_rect(center=centre))
    radius = max(4, int(rect.h * 0.09))
    base_x, base_y = int(rect.centerx + rect.w * 0.3), int(rect.bottom - rect.h * 0.16)
    for column, count in enumerate((4, 2)):
        for k in range(count):
            centre = (base_x + column * int(radius * 1.9) - radius, base_y - k * max(3, radius // 2))
            pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 1, centre[1] + 2), radius)
            pygame.draw.circle(surface, CHIP, centre, radius)
            pygame.draw.circle(surface, EDGE, centre, radius, max(1, radius // 4))
            pygame.draw.circle(surface, EDGE, centre, max(2, radius // 3), max(1, radius // 6))


emblem = cached(_render_poker7)
