"""A push button: a label on a rounded plate, with hover, disabled and keyboard-focus looks."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from scenes import theme
from scenes.widgets import paint
from scenes.widgets.base import Widget

STYLES = {
    # plate, plate when hovered, text
    "normal": (theme.BUTTON, theme.BUTTON_HOVER, theme.BUTTON_TEXT),
    "primary": ((176, 132, 44), (206, 160, 60), theme.INK),
    "danger": ((150, 52, 48), (182, 68, 60), theme.IVORY),
    "quiet": ((34, 58, 48), (48, 80, 66), theme.IVORY),
}


@dataclass(eq=False)
class Button(Widget):
    label: str = ""
    style: str = "normal"
    selected: bool = False  # a toggle or a chosen option, drawn with a gold rim

    def draw(self, surface: pygame.Surface, theme_module: Any = theme) -> None:
        plate, hover, ink = STYLES.get(self.style, STYLES["normal"])
        radius = max(4, self.rect.h // 4)
        if not self.enabled:
            colour = paint.blend(plate, (40, 44, 50), 0.6)
            # One light grey on every greyed-out plate: a primary's dark ink greyed out was nearly
            # invisible on its darkened gold ("Play" in Ideograma before any tile is laid).
            ink = (158, 160, 154)
        elif self.hovered or self.highlight:
            colour = hover
        else:
            colour = plate
        if self.selected and self.enabled:
            colour = paint.blend(colour, theme.GOLD, 0.35)
        lift = 0 if not self.enabled else max(1, self.rect.h // 14)
        shadow = self.rect.move(0, lift)
        pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=radius)
        pygame.draw.rect(surface, colour, self.rect, border_radius=radius)
        # A lighter top edge gives the plate a little relief; on a small plate it read as a stray line
        # floating above it (the menu's "?" badges), so small ones go without.
        if self.rect.h >= 28:
            top = pygame.Rect(self.rect.x + radius, self.rect.y + 1, max(0, self.rect.w - 2 * radius), 1)
            pygame.draw.rect(surface, paint.blend(colour, (255, 255, 255), 0.25), top)
        if self.selected or self.focused:
            pygame.draw.rect(surface, theme.GOLD, self.rect, max(2, self.rect.h // 16), border_radius=radius)
        bold = self.style == "primary"
        room = self.rect.inflate(-radius, 0)
        # A label a little too wide for its plate is set smaller rather than cut ("Ordenador" at 800x600).
        paint.text_in(surface, self.label, room, paint.size_to_fit(self.label, paint.font_px(self.rect.h), room.w, bold),
                      ink, bold=bold)


def label_fits(label: str, rect: pygame.Rect, bold: bool = False) -> bool:
    """Whether ``label`` is drawn whole on a button of ``rect`` (set as small as ``Button.draw`` allows),
    so a table can choose shorter words for a small window instead of an ellipsis."""
    room = rect.w - max(4, rect.h // 4)
    return paint.fit_text(label, paint.size_to_fit(label, paint.font_px(rect.h), room, bold), room, bold) == label


def button(name: str, rect: pygame.Rect, label: str, intent: Any, enabled: bool = True, style: str = "normal",
           selected: bool = False, tooltip: str = "") -> Button:
    return Button(name=name, rect=pygame.Rect(rect), intent=intent, enabled=enabled, label=label, style=style,
                  selected=selected, tooltip=tooltip)


def column(rect: pygame.Rect, count: int, row_height: int, gap: int) -> list[pygame.Rect]:
    """``count`` rows of equal height stacked from the top of ``rect``, centred horizontally."""
    return [pygame.Rect(rect.x, rect.y + i * (row_height + gap), rect.w, row_height) for i in range(count)]


def row(rect: pygame.Rect, count: int, gap: int) -> list[pygame.Rect]:
    """``count`` equal cells side by side filling ``rect``."""
    if count <= 0:
        return []
    width = (rect.w - gap * (count - 1)) / count
    return [pygame.Rect(round(rect.x + i * (width + gap)), rect.y, round(width), rect.h) for i in range(count)]
