"""DomiDrez's picture in the menu and on the setup screen: a line of cards laid edge to edge, each
sharing the figure or the colour of the one before (Purple Pawn, Purple Jóker, Green Jóker), and a
neutral card at its end."""

from __future__ import annotations

import pygame

from game.cards.pokerdrez import PokerDrezCard
from scenes.cards.pokerdrez import FACES
from scenes.cards.widget import card_image, card_size_for, shadow_image
from scenes.emblems import cached


def _card(surface: pygame.Surface, centre: tuple[float, float], height: float, code: str, angle: float) -> None:
    size = card_size_for(height)
    face = pygame.transform.rotozoom(card_image(size, PokerDrezCard.decode(code), faces=FACES), angle, 1.0)
    shadow = pygame.transform.rotozoom(shadow_image(size), angle, 1.0)
    lift = max(1, int(height / 40))
    surface.blit(shadow, shadow.get_rect(center=(int(centre[0]) + lift, int(centre[1]) + lift * 2)))
    surface.blit(face, face.get_rect(center=(int(centre[0]), int(centre[1]))))


def _render_domidrez(surface: pygame.Surface, rect: pygame.Rect) -> None:
    h = rect.h * 0.62
    step = h * 0.44
    line = (("P4", -6), ("B4", 3), ("B9", -3), ("N", 6))
    for k, (code, angle) in enumerate(line):
        x = rect.centerx + (k - 1.5) * step
        y = rect.centery + (k % 2) * h * 0.16 - h * 0.08
        _card(surface, (x, y), h, code, angle)


emblem = cached(_render_domidrez)
