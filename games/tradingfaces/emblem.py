"""Trading Faces' picture in the menu and on the setup screen: three cards of one emotion fanned, and
a drawn face making it."""

from __future__ import annotations

import pygame

from games.tradingfaces.table_faces import ACTOR_LOOKS, paint_card, paint_face
from games.tradingfaces.view import BY_NUMBER, HAPPY
from scenes.emblems import cached


def _render_tradingfaces(surface: pygame.Surface, rect: pygame.Rect) -> None:
    h = int(rect.h * 0.78)
    w = int(h * 0.68)
    for k, angle in enumerate((16, 4, -8)):
        card = pygame.Surface((w, h), pygame.SRCALPHA)
        paint_card(card, card.get_rect(), HAPPY)
        turned = pygame.transform.rotozoom(card, angle, 1.0)
        centre = (rect.x + int(rect.w * 0.3) + k * int(w * 0.28), rect.centery + int(h * 0.04))
        surface.blit(turned, turned.get_rect(center=centre))
    side = int(rect.h * 0.62)
    face = pygame.Rect(0, 0, side, side)
    face.center = (rect.right - int(side * 0.62), rect.centery)
    pygame.draw.circle(surface, (30, 70, 52), face.center, int(side * 0.56))
    paint_face(surface, face, BY_NUMBER[HAPPY].pose, ACTOR_LOOKS[1])


emblem = cached(_render_tradingfaces)
