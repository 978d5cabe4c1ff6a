"""BlackDrez's picture in the menu and on the setup screen: the only two-card eleven there is, a Joker
counted 6 beside a Queen, fanned on the felt over a face-down deck."""

from __future__ import annotations

import pygame

from game.cards.pokerdrez import PokerDrezCard
from scenes.cards.pokerdrez import FACES
from scenes.cards.widget import card_image, card_size_for, shadow_image
from scenes.emblems import cached


def _card(surface: pygame.Surface, centre: tuple[float, float], height: float, code: str | None, angle: float) -> None:
    size = card_size_for(height)
    card = PokerDrezCard.decode(code) if code is not None else None
    face = pygame.transform.rotozoom(card_image(size, card, faces=FACES, face_up=card is not None), angle, 1.0)
    shadow = pygame.transform.rotozoom(shadow_image(size), angle, 1.0)
    lift = max(1, int(height / 40))
    surface.blit(shadow, shadow.get_rect(center=(int(centre[0]) + lift, int(centre[1]) + lift * 2)))
    surface.blit(face, face.get_rect(center=(int(centre[0]), int(centre[1]))))


def _render_blackdrez(surface: pygame.Surface, rect: pygame.Rect) -> None:
    h = rect.h * 0.74
    _card(surface, (rect.centerx - h * 0.42, rect.centery - h * 0.02), h * 0.92, None, 10)
    _card(surface, (rect.centerx - h * 0.05, rect.centery + h * 0.04), h, "B8", 8)
    _card(surface, (rect.centerx + h * 0.32, rect.centery + h * 0.02), h, "D5", -10)


emblem = cached(_render_blackdrez)
