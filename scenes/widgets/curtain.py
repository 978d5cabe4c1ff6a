"""The pass-and-play curtain: covers the whole window while the device changes hands.

It is drawn INSTEAD of the table (never over it), so nothing secret is on screen."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from scenes import theme
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.button import button


@dataclass(eq=False)
class Curtain(Widget):
    headline: str = ""
    message: str = ""

    def draw(self, surface: pygame.Surface, theme_module: Any = theme) -> None:
        r = self.rect
        # Heavy drapes: vertical folds in deep red with a gold rail.
        pygame.draw.rect(surface, (92, 20, 30), r)
        folds = max(6, r.w // max(1, r.h // 6))
        for i in range(folds):
            x = r.x + i * r.w / folds
            fold = pygame.Rect(int(x), r.y, int(r.w / folds) + 1, r.h)
            shade = pygame.Surface(fold.size, pygame.SRCALPHA)
            for j in range(fold.w):
                t = j / max(1, fold.w - 1)
                alpha = int(70 * abs(0.5 - t) * 2)
                pygame.draw.line(shade, (0, 0, 0, alpha), (j, 0), (j, fold.h))
            surface.blit(shade, fold.topleft)
        rail = pygame.Rect(r.x, r.y, r.w, max(6, r.h // 40))
        pygame.draw.rect(surface, theme.GOLD, rail)
        pygame.draw.rect(surface, theme.WOOD_DARK, rail, 1)
        if not (self.headline or self.message):
            return  # only the drapes: a cover behind the pause menu or a dialog
        u = theme.unit(r.size)
        card = pygame.Rect(0, 0, int(min(r.w * 0.8, u * 90)), int(u * 34))
        card.center = (r.centerx, r.centery - int(u * 4))
        paint.panel(surface, card, theme.PANEL, radius=int(u * 2), border=theme.GOLD, border_width=max(1, int(u / 3)))
        paint.text_in(surface, self.headline, pygame.Rect(card.x, card.y + int(u * 4), card.w, int(u * 10)),
                      int(u * 6), theme.GOLD, bold=True)
        y = card.y + int(u * 15)
        for line in theme.wrap(self.message, int(u * 3), card.w - int(u * 8)):
            paint.text_in(surface, line, pygame.Rect(card.x, y, card.w, int(u * 4.5)), int(u * 3), theme.IVORY)
            y += int(u * 4.5)


def curtain_widgets(rect: pygame.Rect, headline: str, message: str, reveal_label: str) -> list[Widget]:
    """The curtain and its one button (named ``reveal``, intent ``"reveal"``)."""
    u = theme.unit(rect.size)
    height = int(u * 8)
    # Wide enough for its label ("I am <name>: show my table"), so a longer name is not cut short.
    needed = theme.font(paint.font_px(height), True).size(reveal_label)[0] + max(4, height // 4) + int(u * 4)
    width = int(min(rect.w * 0.9, max(min(rect.w * 0.6, u * 56), needed)))
    reveal = pygame.Rect(0, 0, width, height)
    reveal.center = (rect.centerx, rect.centery + int(u * 20))
    return [
        Curtain(name="curtain", rect=pygame.Rect(rect), headline=headline, message=message),
        button("reveal", reveal, reveal_label, "reveal", style="primary"),
    ]
