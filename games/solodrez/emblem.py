"""SoloDrez's picture in the menu and on the setup screen: three overlapping columns of PokerDrez
cards, the middle one a run from the Joker down, and a neutral card on the last."""

from __future__ import annotations

import pygame

from game.cards.pokerdrez import PokerDrezCard
from scenes.cards.pokerdrez import FACES
from scenes.cards.widget import card_size_for, draw_card
from scenes.emblems import cached

_COLUMNS = (("T3", "A8", "C5"), ("B2", "D7", "T9", "A1"), ("P4", "D6", "N"))


def _render_solodrez(surface: pygame.Surface, rect: pygame.Rect) -> None:
    card_w, card_h = card_size_for(rect.h * 0.5)
    step = int(card_h * 0.24)
    gap = max(2, card_w // 8)
    total = 3 * card_w + 2 * gap
    for index, column in enumerate(_COLUMNS):
        x = rect.centerx - total // 2 + index * (card_w + gap)
        tallest = card_h + step * (len(_COLUMNS[1]) - 1)
        y = rect.centery - tallest // 2 + (step if index != 1 else 0)
        for depth, code in enumerate(column):
            draw_card(
                surface, pygame.Rect(x, y + depth * step, card_w, card_h), PokerDrezCard.decode(code), faces=FACES
            )


emblem = cached(_render_solodrez)
