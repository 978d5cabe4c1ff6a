"""Faceted gems in the five colours of La Dama y el Tigre (red, blue, yellow, white, black).

A gem is drawn side-on like a cut stone: a crown of five facets over a
pavilion of four, each facet shaded as if lit from the top left, with a small
sparkle. Drawn four times larger, scaled down and cached per size and colour.
``draw_gem`` paints one; ``draw_gem_tray`` lays out a score as gems in slots
(empty slots show how far the goal is); ``GemWidget`` and ``GemTray`` wrap them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import pygame

from scenes import theme
from scenes.widgets.base import Widget

SUPERSAMPLE = 4
GEM_ORDER = ("red", "blue", "yellow", "white", "black")

RGB = tuple[int, int, int]

# Facets as fractions of the gem's box, with how much each is lit (+) or shaded (-).
_T0, _T1 = (0.3, 0.14), (0.7, 0.14)  # the table's edge
_G0, _G1, _G2, _G3, _G4 = (0.06, 0.38), (0.27, 0.38), (0.5, 0.38), (0.73, 0.38), (0.94, 0.38)  # the girdle
_CULET = (0.5, 0.94)
FACETS: tuple[tuple[tuple[tuple[float, float], ...], float], ...] = (
    ((_G0, _T0, _G1), 0.18),
    ((_T0, _G2, _G1), 0.42),
    ((_T0, _T1, _G2), 0.62),  # the table faces the light
    ((_T1, _G3, _G2), 0.22),
    ((_T1, _G4, _G3), -0.18),
    ((_G0, _G1, _CULET), 0.05),
    ((_G1, _G2, _CULET), 0.32),
    ((_G2, _G3, _CULET), -0.12),
    ((_G3, _G4, _CULET), -0.38),
)
OUTLINE = (_G0, _T0, _T1, _G4, _CULET)


def gem_colour(index: int) -> str:
    """The colour of the ``index``-th gem of a pile: the five colours in turn, for the look."""
    return GEM_ORDER[index % len(GEM_ORDER)]


def _shade(base: RGB, amount: float) -> RGB:
    target = (255, 255, 255) if amount > 0 else (0, 0, 0)
    t = abs(amount)
    return tuple(int(c + (g - c) * t) for c, g in zip(base, target, strict=True))  # type: ignore[return-value]


@lru_cache(maxsize=128)
def gem_image(size: int, colour: str, ghost: bool = False) -> pygame.Surface:
    """A gem ``size`` pixels wide (and as tall), or the faint outline of an empty slot when ``ghost``."""
    size = max(6, size)
    big = size * SUPERSAMPLE
    image = pygame.Surface((big, big), pygame.SRCALPHA)

    def point(fraction: tuple[float, float]) -> tuple[float, float]:
        return (fraction[0] * big, fraction[1] * big)

    outline = [point(p) for p in OUTLINE]
    if ghost:
        pygame.draw.polygon(image, (255, 255, 255, 34), outline)
        pygame.draw.polygon(image, (255, 255, 255, 70), outline, max(1, big // 28))
        return pygame.transform.smoothscale(image, (size, size))
    base = theme.GEM_RGB[colour]
    # A soft shadow under the stone.
    pygame.draw.ellipse(image, (0, 0, 0, 70), pygame.Rect(big * 0.16, big * 0.86, big * 0.68, big * 0.12))
    lift = 0.12 if colour == "black" else 0.0  # black needs a little more light to show its facets
    for facet, light in FACETS:
        pygame.draw.polygon(image, _shade(base, max(-0.9, min(0.9, light + lift))), [point(p) for p in facet])
    edge = _shade(base, 0.55) if colour in ("black", "blue") else _shade(base, -0.35)
    width = max(1, big // 40)
    for facet, _ in FACETS:
        pygame.draw.polygon(image, (*edge, 150), [point(p) for p in facet], width)
    pygame.draw.polygon(image, _shade(base, -0.55), outline, max(1, big // 26))
    # A sparkle on the lit side of the table.
    cx, cy = point((0.38, 0.22))
    arm = big * 0.1
    sparkle = [(cx, cy - arm), (cx + arm * 0.22, cy - arm * 0.22), (cx + arm, cy), (cx + arm * 0.22, cy + arm * 0.22),
               (cx, cy + arm), (cx - arm * 0.22, cy + arm * 0.22), (cx - arm, cy), (cx - arm * 0.22, cy - arm * 0.22)]
    pygame.draw.polygon(image, (255, 255, 255, 230), sparkle)
    return pygame.transform.smoothscale(image, (size, size))


def draw_gem(surface: pygame.Surface, centre: tuple[int, int], size: int, colour: str, ghost: bool = False) -> None:
    image = gem_image(int(size), colour, ghost)
    surface.blit(image, image.get_rect(center=(int(centre[0]), int(centre[1]))))


def tray_layout(rect: pygame.Rect, slots: int, rows: int = 2) -> tuple[int, list[tuple[int, int]]]:
    """(gem size, centres) for ``slots`` gems in ``rows`` rows filling ``rect``."""
    per_row = max(1, math.ceil(slots / rows))
    size = int(min(rect.w / per_row, rect.h / rows * 1.05))
    step_x = rect.w / per_row
    step_y = rect.h / rows
    centres = []
    for i in range(slots):
        row, col = divmod(i, per_row)
        centres.append((round(rect.x + step_x * (col + 0.5)), round(rect.y + step_y * (row + 0.5))))
    return size, centres


def draw_gem_tray(surface: pygame.Surface, rect: pygame.Rect, colours: Sequence[str], slots: int = 10,
                  rows: int = 2) -> None:
    """A score as gems: ``colours`` fill the first slots, the rest of ``slots`` are faint outlines.
    More gems than slots (a score past the goal) are tucked in over the last ones."""
    shown = max(slots, len(colours))
    size, centres = tray_layout(rect, shown, rows)
    for i, centre in enumerate(centres):
        if i < len(colours):
            draw_gem(surface, centre, int(size * 0.9), colours[i])
        else:
            draw_gem(surface, centre, int(size * 0.8), "white", ghost=True)


@dataclass(eq=False)
class GemWidget(Widget):
    """One gem filling its rect (clickable if it has an intent)."""

    colour: str = "red"

    def draw(self, surface: pygame.Surface, theme_module: Any = theme) -> None:
        size = min(self.rect.w, self.rect.h)
        if self.hovered and self.intent is not None:
            size = int(size * 1.08)
        draw_gem(surface, self.rect.center, size, self.colour)


@dataclass(eq=False)
class GemTray(Widget):
    """A player's gems in slots; ``colours`` lists every gem owned."""

    colours: list[str] = field(default_factory=list)
    slots: int = 10
    rows: int = 2

    def draw(self, surface: pygame.Surface, theme_module: Any = theme) -> None:
        draw_gem_tray(surface, self.rect, self.colours, self.slots, self.rows)
