"""SokuDrez's picture in the menu and on the setup screen: a small sorted grid of PokerDrez cards, two
of them lifted as if being swapped."""

from __future__ import annotations

import pygame

from game.cards.pokerdrez import PokerDrezCard
from scenes.cards.pokerdrez import FACES
from scenes.cards.widget import card_size_for, draw_card
from scenes.emblems import cached

_GRID = (("D2", "D5", "D7"), ("A5", "A7", "A2"), ("P7", "P2", "P5"))


def _render_sokudrez(surface: pygame.Surface, rect: pygame.Rect) -> None:
    card_w, card_h = card_size_for(rect.h * 0.3)
    gap = max(2, card_w // 10)
    total_w, total_h = 3 * card_w + 2 * gap, 3 * card_h + 2 * gap
    for r, row in enumerate(_GRID):
        for c, code in enumerate(row):
            lift = card_h // 8 if (r, c) in ((0, 1), (2, 2)) else 0
            box = pygame.Rect(
                rect.centerx - total_w // 2 + c * (card_w + gap),
                rect.centery - total_h // 2 + r * (card_h + gap) - lift,
                card_w,
                card_h,
            )
            draw_card(surface, box, PokerDrezCard.decode(code), faces=FACES, selected=lift > 0)


emblem = cached(_render_sokudrez)
