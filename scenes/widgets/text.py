"""Text widgets: a one-line label, a wrapped paragraph and an editable text field."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from scenes import theme
from scenes.widgets import paint
from scenes.widgets.base import Widget


def label_fits(text: str, size: int, width: int, bold: bool = False) -> bool:
    """Whether a ``Label`` of ``size`` and ``width`` draws ``text`` whole (after setting it a little smaller,
    as it does), so a table can lay out a narrow plate differently instead of ending in an ellipsis."""
    return paint.fit_text(text, paint.size_to_fit(text, size, width, bold, 0.8), width, bold) == text


@dataclass(eq=False)
class Label(Widget):
    text: str = ""
    size: int = 16
    colour: tuple[int, int, int] = theme.IVORY
    bold: bool = False
    align: str = "left"

    def draw(self, surface: pygame.Surface, theme_module: Any = theme) -> None:
        # A little too long for its place (a small window): set a little smaller before it is cut short.
        size = paint.size_to_fit(self.text, self.size, self.rect.w, self.bold, 0.8)
        paint.text_in(surface, self.text, self.rect, size, self.colour, self.bold, self.align)


@dataclass(eq=False)
class Paragraph(Widget):
    """Wrapped text from the top of its rect; lines that do not fit are left out."""

    text: str = ""
    size: int = 16
    colour: tuple[int, int, int] = theme.IVORY
    bold: bool = False
    align: str = "left"

    def draw(self, surface: pygame.Surface, theme_module: Any = theme) -> None:
        line_h = int(self.size * 1.35)
        y = self.rect.y
        for line in theme.wrap(self.text, self.size, self.rect.w, self.bold):
            if y + line_h > self.rect.bottom + 1:
                break
            paint.text_in(surface, line, pygame.Rect(self.rect.x, y, self.rect.w, line_h), self.size, self.colour,
                          self.bold, self.align)
            y += line_h

    def height_for(self, width: int) -> int:
        return len(theme.wrap(self.text, self.size, width, self.bold)) * int(self.size * 1.35)


@dataclass(eq=False)
class TextField(Widget):
    """An editable line. The owning scene routes TEXTINPUT and KEYDOWN events to ``edit``
    while the field has focus; ``allowed`` limits the characters (e.g. digits for a seed).
    ``selected``: the whole text is selected (after a click into the field, or Ctrl+A), so what is
    typed next replaces it and Backspace or Delete clears it, as in any text box."""

    value: str = ""
    placeholder: str = ""
    max_length: int = 24
    allowed: str | None = None
    selected: bool = False

    def edit(self, event: pygame.event.Event) -> bool:
        """Apply a key or text event; True when the value changed (or the selection did)."""
        if event.type == pygame.TEXTINPUT:
            typed = "".join(ch for ch in event.text if ch.isprintable() and (self.allowed is None or ch in self.allowed))
            if not typed:
                return False
            kept = "" if self.selected else self.value
            self.selected = False
            new = (kept + typed)[: self.max_length]
            changed = new != self.value
            self.value = new
            return changed
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_a and event.mod & pygame.KMOD_CTRL:
            self.selected = bool(self.value)
            return True
        if event.key in (pygame.K_BACKSPACE, pygame.K_DELETE) and self.value and self.selected:
            self.value, self.selected = "", False
            return True
        if event.key == pygame.K_BACKSPACE and self.value:
            if event.mod & pygame.KMOD_CTRL:
                self.value = self.value.rstrip().rpartition(" ")[0]
            else:
                self.value = self.value[:-1]
            return True
        if self.selected and event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
            self.selected = False  # the cursor goes back to the end of the text
            return True
        return False

    def draw(self, surface: pygame.Surface, theme_module: Any = theme) -> None:
        radius = max(3, self.rect.h // 5)
        pygame.draw.rect(surface, (250, 246, 236) if self.enabled else (170, 168, 160), self.rect, border_radius=radius)
        border = theme.GOLD if self.focused else (theme.BUTTON_HOVER if self.hovered else theme.INK_SOFT)
        pygame.draw.rect(surface, border, self.rect, max(1, self.rect.h // 14) + (1 if self.focused else 0),
                         border_radius=radius)
        inner = self.rect.inflate(-radius * 2, 0)
        size = paint.font_px(self.rect.h, 0.45)
        if self.value:
            if self.selected and self.focused:
                width = min(inner.w, theme.font(size).size(self.value)[0] + 2)
                band = pygame.Rect(inner.x - 1, self.rect.y + self.rect.h // 5, width, self.rect.h - 2 * (self.rect.h // 5))
                pygame.draw.rect(surface, (170, 200, 240), band)
            drawn = paint.text_in(surface, self.value, inner, size, theme.INK, align="left")
        else:
            drawn = paint.text_in(surface, self.placeholder, inner, size, (150, 146, 150), align="left")
            drawn.w = 0
        if self.focused:
            x = min(inner.right, drawn.right + 2) if self.value else inner.x
            pygame.draw.line(surface, theme.INK, (x, self.rect.y + self.rect.h // 4), (x, self.rect.bottom - self.rect.h // 4),
                             max(1, self.rect.h // 20))


@dataclass(eq=False)
class Picture(Widget):
    """Whatever a callback draws into the rect (emblems, ornaments)."""

    painter: Any = None

    def draw(self, surface: pygame.Surface, theme_module: Any = theme) -> None:
        if self.painter is not None:
            self.painter(surface, self.rect)
