"""The game log: a scrolling list of lines, newest at the bottom."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import pygame

from scenes import theme
from scenes.widgets import paint
from scenes.widgets.base import Widget


@lru_cache(maxsize=2048)
def _wrap(line: str, size: int, width: int) -> tuple[str, ...]:
    return tuple(theme.wrap(line, size, width))


@dataclass(eq=False)
class Log(Widget):
    title: str = ""
    lines: list[str] = field(default_factory=list)
    scroll: int = 0  # lines scrolled up from the newest
    size: int = 14

    @property
    def line_height(self) -> int:
        return int(self.size * 1.45)

    def rows_visible(self) -> int:
        return max(1, (self.rect.h - self._title_height() - self.size) // self.line_height)

    def _title_height(self) -> int:
        return int(self.size * 2.0) if self.title else 0

    def max_scroll(self) -> int:
        return max(0, len(self.wrapped()) - self.rows_visible())

    def wrapped(self) -> list[tuple[int, str]]:
        """(index of the entry, text) for every drawn row; long entries wrap."""
        width = max(10, self.rect.w - self.size * 2) - self.size * 2
        rows: list[tuple[int, str]] = []
        for index, line in enumerate(self.lines):
            for part in _wrap(line, self.size, width):
                rows.append((index, part))
        return rows

    def scrolled(self, rows: int) -> int:
        """The scroll offset after moving ``rows`` rows (positive: towards older lines)."""
        return max(0, min(self.max_scroll(), self.scroll + rows))

    def draw(self, surface: pygame.Surface, theme_module: Any = theme) -> None:
        paint.panel(surface, self.rect, (16, 30, 24, 200), radius=max(6, self.size // 2), shadow=False)
        pad = self.size
        top = self.rect.y + pad // 2
        if self.title:
            paint.text_in(surface, self.title, pygame.Rect(self.rect.x + pad, top, self.rect.w - 2 * pad, self._title_height()),
                          int(self.size * 1.05), theme.GOLD, bold=True, align="left")
            top += self._title_height()
        rows = self.wrapped()
        visible = self.rows_visible()
        scroll = min(self.scroll, self.max_scroll())
        end = len(rows) - scroll
        start = max(0, end - visible)
        newest = len(self.lines) - 1
        y = top
        number_w = self.size * 2
        for row in range(start, end):
            index, part = rows[row]
            colour = theme.IVORY if index == newest else (196, 204, 196)
            # The number goes on an entry's first row only: the tail of a wrapped entry scrolled half out of
            # sight read "1. 3" in Ludo's log.
            if row == 0 or rows[row - 1][0] != index:
                paint.text_in(surface, f"{index + 1}.", pygame.Rect(self.rect.x + pad // 2, y, number_w, self.line_height),
                              int(self.size * 0.85), (140, 160, 146), align="right")
            paint.text_in(surface, part, pygame.Rect(self.rect.x + pad // 2 + number_w + pad // 2, y,
                                                     self.rect.w - number_w - pad * 2, self.line_height),
                          self.size, colour, align="left")
            y += self.line_height
        if scroll:
            paint.text_in(surface, "▼", pygame.Rect(self.rect.right - pad * 2, self.rect.bottom - pad * 2, pad, pad),
                          self.size, theme.GOLD)
        if start > 0:
            paint.text_in(surface, "▲", pygame.Rect(self.rect.right - pad * 2, top - pad // 2, pad, pad),
                          self.size, theme.GOLD)
