"""A modal dialog: a title, a message and a row of buttons over a dimmed screen.

``dialog_widgets`` returns the dialog first (it covers the whole window and has no
intent, so clicks outside the buttons do nothing) and then its buttons, named
``dialog:0``, ``dialog:1``... with the intents given."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from scenes import theme
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.button import Button, button, row


@dataclass(eq=False)
class Dialog(Widget):
    title: str = ""
    message: str = ""
    card: pygame.Rect | None = None

    def draw(self, surface: pygame.Surface, theme_module: Any = theme) -> None:
        paint.dim(surface, 150)
        card = self.card or self.rect
        u = theme.unit(surface.get_size())
        paint.panel(surface, card, (30, 36, 44, 245), radius=int(u * 2), border=theme.GOLD, border_width=max(1, int(u / 3)))
        pad = int(u * 4)
        y = card.y + pad
        if self.title:
            paint.text_in(surface, self.title, pygame.Rect(card.x + pad, y, card.w - 2 * pad, int(u * 6)), int(u * 4),
                          theme.GOLD, bold=True, align="left")
            y += int(u * 8)
        size = max(12, int(u * 2.8))
        for line in theme.wrap(self.message, size, card.w - 2 * pad):
            paint.text_in(surface, line, pygame.Rect(card.x + pad, y, card.w - 2 * pad, int(size * 1.5)), size,
                          theme.IVORY, align="left")
            y += int(size * 1.5)


def dialog_widgets(screen: pygame.Rect, title: str, message: str,
                   buttons: Sequence[tuple[str, Any, str]]) -> list[Widget]:
    """``buttons``: (label, intent, style) from left to right."""
    u = theme.unit(screen.size)
    width = int(min(screen.w * 0.9, u * 110))
    pad = int(u * 4)
    size = max(12, int(u * 2.8))
    lines = len(theme.wrap(message, size, width - 2 * pad))
    height = pad * 2 + (int(u * 8) if title else 0) + lines * int(size * 1.5) + int(u * 14)
    card = pygame.Rect(0, 0, width, min(height, screen.h - 2 * pad))
    card.center = screen.center
    strip = pygame.Rect(card.x + pad, card.bottom - pad - int(u * 8), card.w - 2 * pad, int(u * 8))
    widgets: list[Widget] = [Dialog(name="dialog", rect=pygame.Rect(screen), title=title, message=message, card=card)]
    for i, (rect, (label, intent, style)) in enumerate(zip(row(strip, len(buttons), pad // 2), buttons, strict=True)):
        widgets.append(button(f"dialog:{i}", rect, label, intent, style=style))
    return widgets


def dialog_buttons(widgets: Sequence[Widget]) -> list[Button]:
    return [w for w in widgets if isinstance(w, Button) and w.name.startswith("dialog:")]
