"""Colours, fonts and sizes shared by every scene. Sizes scale with the window,
so nothing is laid out in fixed pixels."""

from __future__ import annotations

from functools import lru_cache

import pygame

from assets import asset_path

FONT_REGULAR = asset_path("fonts", "DejaVuSans.ttf")
FONT_BOLD = asset_path("fonts", "DejaVuSans-Bold.ttf")

# The table: a deep green felt with warm wood and ivory accents.
FELT = (28, 82, 60)
FELT_DARK = (20, 62, 45)
FELT_LIGHT = (40, 104, 77)
WOOD = (112, 72, 40)
WOOD_DARK = (78, 48, 26)
IVORY = (246, 240, 225)
INK = (32, 30, 36)
INK_SOFT = (90, 86, 96)
GOLD = (226, 182, 72)
HIGHLIGHT = (255, 214, 92)
HINT = (120, 220, 160)
DANGER = (214, 72, 64)
SHADOW = (0, 0, 0, 90)
PANEL = (24, 28, 34, 215)
BUTTON = (58, 66, 82)
BUTTON_HOVER = (78, 90, 112)
BUTTON_TEXT = IVORY
CARD_RED = (196, 48, 52)
CARD_BLUE = (38, 86, 176)

GEM_RGB = {
    "red": (214, 44, 56),
    "blue": (40, 110, 220),
    "yellow": (244, 196, 40),
    "white": (236, 236, 240),
    "black": (44, 44, 52),
}


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """DejaVu Sans (Spanish letters and chess glyphs) at ``size`` pixels."""
    return pygame.font.Font(str(FONT_BOLD if bold else FONT_REGULAR), max(8, int(size)))


def unit(surface_size: tuple[int, int]) -> float:
    """The base length of the layout: 1/100 of the shorter side of the window."""
    return min(surface_size) / 100.0


def text(surface: pygame.Surface, message: str, pos: tuple[int, int], size: int,
         colour: tuple[int, int, int] = IVORY, bold: bool = False, anchor: str = "topleft") -> pygame.Rect:
    image = font(size, bold).render(message, True, colour)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def wrap(message: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Split ``message`` into lines no wider than ``width`` pixels (paragraphs kept)."""
    return list(_wrapped(message, size, width, bold))  # a new list: callers may shorten it


@lru_cache(maxsize=2048)
def _wrapped(message: str, size: int, width: int, bold: bool) -> tuple[str, ...]:
    """``wrap`` measured once per text, size and width: the menu's 25 cards wrapped their summaries
    every frame, 380 measurements of text a frame."""
    f = font(size, bold)
    lines: list[str] = []
    for paragraph in message.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            trial = word if not line else f"{line} {word}"
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)
