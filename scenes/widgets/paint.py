"""Drawing helpers shared by the shell's widgets: felt, rounded translucent panels,
shadows and text that fits. Everything here is sized by the caller (from theme.unit),
and the expensive pictures (felt, discs) are cached per size."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from scenes import theme

Colour = tuple[int, int, int] | tuple[int, int, int, int]


@lru_cache(maxsize=8)
def felt(size: tuple[int, int]) -> pygame.Surface:
    """The table: a green felt lit from the centre, darker towards the edges."""
    w, h = max(1, size[0]), max(1, size[1])
    small = pygame.Surface((48, 32))
    cx, cy = 23.5, 15.5
    for y in range(32):
        for x in range(48):
            d = math.hypot((x - cx) / 24, (y - cy) / 16)
            t = min(1.0, d * d * 0.9)
            colour = tuple(int(a + (b - a) * t) for a, b in zip(theme.FELT_LIGHT, theme.FELT_DARK, strict=True))
            small.set_at((x, y), colour)
    surface = pygame.transform.smoothscale(small, (w, h))
    # A faint weave so large areas do not look flat.
    weave = pygame.Surface((w, h), pygame.SRCALPHA)
    step = max(3, min(w, h) // 180)
    for y in range(0, h, step * 2):
        pygame.draw.line(weave, (255, 255, 255, 6), (0, y), (w, y))
    surface.blit(weave, (0, 0))
    return surface.convert() if pygame.display.get_surface() else surface


def panel(surface: pygame.Surface, rect: pygame.Rect, colour: Colour = theme.PANEL, radius: int | None = None,
          border: Colour | None = None, border_width: int = 1, shadow: bool = True) -> None:
    """A rounded panel, translucent when ``colour`` has alpha, with a soft drop shadow."""
    if rect.w <= 0 or rect.h <= 0:
        return
    r = radius if radius is not None else max(4, min(rect.w, rect.h) // 12)
    if shadow:
        off = max(2, r // 3)
        shade = pygame.Surface((rect.w + off * 2, rect.h + off * 2), pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, 60), shade.get_rect().inflate(-off, -off).move(off // 2, off // 2),
                         border_radius=r + off // 2)
        surface.blit(shade, (rect.x - off // 2, rect.y))
    if len(colour) == 4 and colour[3] < 255:
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, colour, layer.get_rect(), border_radius=r)
        surface.blit(layer, rect.topleft)
    else:
        pygame.draw.rect(surface, colour[:3], rect, border_radius=r)
    if border is not None:
        pygame.draw.rect(surface, border, rect, border_width, border_radius=r)


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken everything already drawn (behind a modal panel)."""
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((8, 12, 10, alpha))
    surface.blit(veil, (0, 0))


def fit_text(message: str, size: int, width: int, bold: bool = False) -> str:
    """``message`` shortened with an ellipsis so it fits ``width`` pixels."""
    f = theme.font(size, bold)
    if f.size(message)[0] <= width:
        return message
    while message and f.size(message + "…")[0] > width:
        message = message[:-1]
    return message + "…" if message else ""


def text_in(surface: pygame.Surface, message: str, rect: pygame.Rect, size: int, colour: Colour = theme.IVORY,
            bold: bool = False, align: str = "center") -> pygame.Rect:
    """One line of text inside ``rect`` (shortened if needed), aligned left/center/right, vertically centred."""
    shown = fit_text(message, size, rect.w, bold)
    image = theme.font(size, bold).render(shown, True, colour)
    anchor = {"left": "midleft", "right": "midright"}.get(align, "center")
    point = getattr(rect, anchor)
    target = image.get_rect(**{anchor: point})
    surface.blit(image, target)
    return target


def blend(a: Colour, b: Colour, t: float) -> tuple[int, int, int]:
    return tuple(int(x + (y - x) * t) for x, y in zip(a[:3], b[:3], strict=True))  # type: ignore[return-value]


def font_px(rect_height: int, fraction: float = 0.42) -> int:
    """A font size that sits well inside a row ``rect_height`` pixels tall."""
    return max(9, int(rect_height * fraction))
