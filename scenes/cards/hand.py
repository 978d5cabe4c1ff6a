"""Where the cards of a hand or a row go: rectangles only, for any deck."""

from __future__ import annotations

import pygame

from scenes.cards.widget import card_size_for


def fan_rects(area: pygame.Rect, count: int, card_h: int, gap_fraction: float = 0.08) -> list[pygame.Rect]:
    """A hand fan: ``count`` cards of height ``card_h`` in a row centred in ``area``, overlapping
    when they must."""
    if count <= 0:
        return []
    w, h = card_size_for(card_h)
    gap = round(w * gap_fraction)
    step = w + gap
    if count > 1 and (count - 1) * step + w > area.w:
        step = max(4, (area.w - w) // (count - 1))
    total = (count - 1) * step + w
    x0 = area.centerx - total // 2
    y = area.centery - h // 2
    return [pygame.Rect(x0 + i * step, y, w, h) for i in range(count)]


def row_of_cards(area: pygame.Rect, count: int, card_h: int, max_step: float = 1.12) -> list[pygame.Rect]:
    """``count`` cards from the left of ``area``, overlapping when they must."""
    w, h = card_size_for(card_h)
    if count <= 0:
        return []
    step = min(w * max_step, (area.w - w) / (count - 1)) if count > 1 else 0
    y = area.centery - h // 2
    return [pygame.Rect(round(area.x + i * step), y, w, h) for i in range(count)]
