"""Chips drawn on a table: a small pile with its count beside it, for every betting game (Poker7,
PokerDrez's stakes). The chips that travel between piles are the motion's gems (``scenes.motion.GemPile``):
a ``ChipStack`` carries ``extra["gems_of"]`` so they fly to and from it."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import pygame

from scenes import theme
from scenes.widgets import paint
from scenes.widgets.base import Widget

CHIP_FILL = (196, 52, 48)
CHIP_EDGE = (246, 240, 225)


@dataclass(eq=False)
class ChipStack(Widget):
    """A pile of chips with its count beside it (nothing drawn for none unless ``always``)."""

    count: int = 0
    always: bool = False
    bold: bool = False

    def drawn_width(self) -> int:
        """How much of its line, from the left, the pile and its count take (0 when nothing is drawn):
        what shares the line (a seat's "All in") starts after it."""
        if self.count <= 0 and not self.always:
            return 0
        size = paint.size_to_fit(str(self.count), paint.font_px(self.rect.h, 0.7), self.rect.w, True)
        return min(self.rect.w, self.rect.h + 4 + theme.font(size, True).size(str(self.count))[0])

    def draw(self, surface: pygame.Surface, theme_module: Any = theme) -> None:
        r = self.rect
        if self.count <= 0 and not self.always:
            return
        discs = 0 if self.count <= 0 else min(3, 1 + int(math.log2(max(1, self.count))) // 3)
        step = max(2, r.h // 8)
        size = r.h - step * max(0, discs - 1)
        for k in range(discs):
            centre = (r.x + size // 2, r.bottom - size // 2 - k * step)
            pygame.draw.circle(surface, (0, 0, 0), (centre[0], centre[1] + 1), size // 2)
            pygame.draw.circle(surface, CHIP_FILL, centre, size // 2)
            pygame.draw.circle(surface, CHIP_EDGE, centre, size // 2, max(1, size // 8))
            pygame.draw.circle(surface, CHIP_EDGE, centre, size // 5, max(1, size // 12))
        size = r.h
        text_rect = pygame.Rect(r.x + size + 4, r.y, r.w - size - 4, r.h)
        paint.text_in(
            surface,
            str(self.count),
            text_rect,
            paint.font_px(r.h, 0.7),
            theme.GOLD if self.bold else theme.IVORY,
            bold=True,
            align="left",
        )
