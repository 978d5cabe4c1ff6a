"""TriumfDrez's picture in the menu and on the setup screen: a trick of four cards fanned on the felt,
won by the trump figure in the super-trump colour (the Cyan Bishop) laid on top."""

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


def _render_triumfdrez(surface: pygame.Surface, rect: pygame.Rect) -> None:
    h = rect.h * 0.78
    for k, (code, angle) in enumerate((("C9", 24), ("A3", 8), ("C2", -8), ("P7", -24))):
        _card(surface, (rect.centerx + (k - 1.5) * h * 0.34, rect.centery + abs(k - 1.5) * h * 0.06), h, code, angle)
    _card(surface, (rect.centerx, rect.centery - h * 0.04), h * 1.05, "A7", 0)


emblem = cached(_render_triumfdrez)
