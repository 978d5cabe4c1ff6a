"""The players: one row per seat with name, kind, score and a marker on whose turn it is."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from scenes import theme
from scenes.widgets import paint
from scenes.widgets.base import Widget


@dataclass(frozen=True, slots=True)
class SeatRow:
    name: str
    detail: str = ""  # "Computer · normal", "You"
    score: str = ""
    to_act: bool = False
    shown: bool = False  # whose view is on the table
    thinking: bool = False
    place: int | None = None


@dataclass(eq=False)
class ScorePanel(Widget):
    title: str = ""
    rows: list[SeatRow] = field(default_factory=list)
    size: int = 14
    spinner: float = 0.0  # seconds, turns the "thinking" dots

    def row_height(self) -> int:
        return int(self.size * 3.2)

    def wanted_height(self) -> int:
        title = int(self.size * 2.0) if self.title else 0
        return title + self.row_height() * len(self.rows) + self.size

    def row_layout(self, top: int) -> tuple[int, bool]:
        """Each row's height from ``top`` (under the title), and whether a row is one line (the name,
        then what the seat is, smaller, after it). Six players in a short panel: closer rows rather
        than players left out; eight at 640x480: one line each (two lines ran into each other and the
        last two players were left out)."""
        h = self.row_height()
        room = self.rect.bottom - self.size // 3 - top
        if not self.rows or h * len(self.rows) <= room:
            return h, False
        h = room // len(self.rows)
        if h >= int(self.size * 2.6):
            return h, False
        return max(int(self.size * 1.4), h), True

    def _draw_one_line(self, surface: pygame.Surface, row: SeatRow, band: pygame.Rect, pad: int) -> None:
        if row.to_act:
            paint.panel(surface, band, (60, 96, 70, 200), radius=band.h // 4, shadow=False,
                        border=theme.GOLD, border_width=max(1, self.size // 8))
            mid = band.centery
            x = band.x + pad // 3
            pygame.draw.polygon(surface, theme.GOLD, [(x, mid - pad // 3), (x + pad * 2 // 3, mid), (x, mid + pad // 3)])
        text_x = band.x + pad + pad * 2 // 3
        right = band.right - (pad * 4 if row.score else pad // 2)
        size = paint.size_to_fit(row.name, self.size, right - text_x, row.to_act, smallest=0.8)
        drawn = paint.text_in(surface, row.name, pygame.Rect(text_x, band.y, right - text_x, band.h), size,
                              theme.IVORY, bold=row.to_act, align="left")
        detail = row.detail + (" " + "·" * (1 + int(self.spinner * 3) % 3) if row.thinking else "")
        rest = pygame.Rect(drawn.right + pad // 2, band.y, right - drawn.right - pad // 2, band.h)
        small = max(paint.READABLE, int(self.size * 0.8))
        if detail and rest.w > 0 and paint.fit_text(detail, small, rest.w) != "":
            paint.text_in(surface, detail, rest, small, (176, 196, 180), align="left")
        if row.score:
            paint.text_in(surface, row.score, pygame.Rect(band.right - pad * 5, band.y, pad * 5 - pad // 2, band.h),
                          int(self.size * 1.1), theme.GOLD, bold=True, align="right")
        if row.shown:
            pygame.draw.circle(surface, theme.HINT, (band.right - pad // 2, band.centery), max(2, pad // 5))

    def draw(self, surface: pygame.Surface, theme_module: Any = theme) -> None:
        paint.panel(surface, self.rect, (16, 30, 24, 200), radius=max(6, self.size // 2), shadow=False)
        pad = self.size
        y = self.rect.y + pad // 2
        if self.title:
            paint.text_in(surface, self.title, pygame.Rect(self.rect.x + pad, y, self.rect.w - 2 * pad, int(self.size * 2.0)),
                          int(self.size * 1.05), theme.GOLD, bold=True, align="left")
            y += int(self.size * 2.0)
        h, one_line = self.row_layout(y)
        for row in self.rows:
            if y + h > self.rect.bottom:
                break
            band = pygame.Rect(self.rect.x + pad // 2, y, self.rect.w - pad, h - pad // 3)
            if one_line:
                self._draw_one_line(surface, row, band, pad)
                y += h
                continue
            if row.to_act:
                paint.panel(surface, band, (60, 96, 70, 200), radius=band.h // 4, shadow=False,
                            border=theme.GOLD, border_width=max(1, self.size // 8))
            marker = pygame.Rect(band.x + pad // 3, band.y, pad, band.h)
            if row.to_act:
                pygame.draw.polygon(surface, theme.GOLD, [
                    (marker.x, marker.centery - pad // 3), (marker.x + pad * 2 // 3, marker.centery),
                    (marker.x, marker.centery + pad // 3)])
            text_x = marker.right + pad // 3
            name_rect = pygame.Rect(text_x, band.y + band.h // 10, band.right - text_x - (pad * 4 if row.score else pad),
                                    band.h // 2)
            paint.text_in(surface, row.name, name_rect, self.size, theme.IVORY, bold=row.to_act, align="left")
            detail = row.detail
            detail_w = band.right - text_x - (pad * 4 if row.score else pad)
            # Set smaller rather than cut ("Computer · Nor…"); sized with the longest thinking dots, so
            # the words do not change size as the dots come and go.
            # Never under paint.READABLE: at 640x480 "Ordenador · Al azar" shrank to 6 px; past that
            # it is shortened instead.
            detail_size = max(paint.READABLE, paint.size_to_fit(detail + " ···" if row.thinking else detail,
                                                                int(self.size * 0.8), detail_w, smallest=0.75))
            if row.thinking:
                detail += " " + "·" * (1 + int(self.spinner * 3) % 3)
            paint.text_in(surface, detail, pygame.Rect(text_x, band.centery, detail_w, band.h // 2 - 2),
                          detail_size, (176, 196, 180), align="left")
            score = row.score
            paint.text_in(surface, score, pygame.Rect(band.right - pad * 5, band.y, pad * 5 - pad // 2, band.h),
                          int(self.size * 1.1), theme.GOLD, bold=True, align="right")
            if row.shown:
                eye = (band.right - pad // 2, band.y + pad // 2)
                pygame.draw.circle(surface, theme.HINT, eye, max(2, pad // 5))
            y += h
