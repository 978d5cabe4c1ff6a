"""RummiDrez's picture in the menu and on the setup screen: two runs laid on the felt, a run of
Bishops by number and a colour run of yellow figures, a neutral card standing in the gap of the first."""

from __future__ import annotations

import pygame

from game.cards.pokerdrez import PokerDrezCard
from scenes.cards.pokerdrez import FACES
from scenes.cards.widget import card_image, card_size_for, shadow_image
from scenes.emblems import cached


def _card(surface: pygame.Surface, centre: tuple[float, float], height: float, code: str) -> None:
    size = card_size_for(height)
    face = card_image(size, PokerDrezCard.decode(code), faces=FACES)
    lift = max(1, int(height / 40))
    shadow = shadow_image(size)
    surface.blit(shadow, shadow.get_rect(center=(int(centre[0]) + lift, int(centre[1]) + lift * 2)))
    surface.blit(face, face.get_rect(center=(int(centre[0]), int(centre[1]))))


def _render_rummidrez(surface: pygame.Surface, rect: pygame.Rect) -> None:
    h = rect.h * 0.44
    w = card_size_for(h)[0]
    step = w * 0.62
    for row, codes in enumerate((("A3", "N", "A5", "A6"), ("T6", "A6", "C6"))):
        y = rect.centery + (row - 0.5) * h * 1.08
        x0 = rect.centerx - step * (len(codes) - 1) / 2 + (row - 0.5) * w * 0.3
        for k, code in enumerate(codes):
            _card(surface, (x0 + k * step, y), h, code)


emblem = cached(_render_rummidrez)
