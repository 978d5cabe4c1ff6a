"""PokerGuess's picture in the menu and on the setup screen: three PokerDrez cards face up and two
face down (what is in play, partly unseen), a chip and a question mark (the guess)."""

from __future__ import annotations

import pygame

from game.cards.pokerdrez import PokerDrezCard
from scenes import theme
from scenes.cards.pokerdrez import FACES
from scenes.cards.widget import card_image, card_size_for, shadow_image
from scenes.emblems import cached
from scenes.widgets import paint

OPEN = ("P9", "A9", "B6")
CHIP = (40, 110, 200)
EDGE = (246, 240, 225)


def _render_pokerguess(surface: pygame.Surface, rect: pygame.Rect) -> None:
    height = rect.h * 0.5
    size = card_size_for(height)
    cx, cy = rect.centerx - rect.w * 0.08, rect.centery + rect.h * 0.02
    cards: list[PokerDrezCard | None] = [None, PokerDrezCard.decode(OPEN[0]), PokerDrezCard.decode(OPEN[1]), None]
    cards.insert(2, PokerDrezCard.decode(OPEN[2]))
    for i, card in enumerate(cards):
        angle = 24 - i * 12
        image = card_image(size, card, faces=FACES, face_up=card is not None)
        face = pygame.transform.rotozoom(image, angle, 1.0)
        shadow = pygame.transform.rotozoom(shadow_image(size), angle, 1.0)
        centre = (int(cx + (i - 2) * size[0] * 0.5), int(cy + abs(i - 2) * size[1] * 0.06))
        surface.blit(shadow, shadow.get_rect(center=(centre[0] + 2, centre[1] + 4)))
        surface.blit(face, face.get_rect(center=centre))
    # the guess: a gold question mark on a dark bubble, top right
    radius = max(6, int(rect.h * 0.16))
    # placed from the fan by the picture's height, so that a wide picture keeps them together
    bubble = (int(cx + rect.h * 0.62), int(cy - rect.h * 0.28))
    pygame.draw.circle(surface, (0, 0, 0), (bubble[0] + 2, bubble[1] + 3), radius)
    pygame.draw.circle(surface, (20, 34, 28), bubble, radius)
    pygame.draw.circle(surface, theme.GOLD, bubble, radius, max(1, radius // 6))
    box = pygame.Rect(0, 0, 2 * radius, 2 * radius)
    box.center = bubble
    paint.text_in(surface, "?", box, paint.font_px(box.h, 0.75), theme.GOLD, bold=True)
    # a chip, bottom right
    chip = max(4, int(rect.h * 0.09))
    base = (int(cx + rect.h * 0.66), int(cy + rect.h * 0.3))
    for k in range(3):
        centre = (base[0], base[1] - k * max(3, chip // 2))
        pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 1, centre[1] + 2), chip)
        pygame.draw.circle(surface, CHIP, centre, chip)
        pygame.draw.circle(surface, EDGE, centre, chip, max(1, chip // 4))
        pygame.draw.circle(surface, EDGE, centre, max(2, chip // 3), max(1, chip // 6))


emblem = cached(_render_pokerguess)
