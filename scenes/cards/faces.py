"""Face painters: how a deck paints its cards. The card widget, its image cache and the table
pieces know no deck; a deck module registers a painter under a name and passes that name along.

A painter paints on a surface ``SUPERSAMPLE`` times the card's size (the widget scales it down,
so pygame's unsmoothed polygons come out smooth), inside ``rect`` (the whole card, its corners
rounded by ``corner_radius``). ``card`` is whatever the deck's values are (hashable: the image
cache keys on it); ``variant`` is the deck's own hashable choice of look (La Dama y el Tigre's
Door frame and colour help, say), ``None`` when the deck has one look.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Protocol

import pygame

Point = tuple[float, float]
RGB = tuple[int, int, int]


class FacePainter(Protocol):
    """What a deck registers: a face for each of its cards and a back."""

    def paint_face(self, surface: pygame.Surface, rect: pygame.Rect, card: Hashable, variant: Hashable) -> None: ...

    def paint_back(self, surface: pygame.Surface, rect: pygame.Rect, variant: Hashable) -> None: ...


_PAINTERS: dict[str, FacePainter] = {}


def register_faces(name: str, painter: FacePainter) -> FacePainter:
    """Make ``painter`` the faces of the deck called ``name`` (a deck module does it once, on import)."""
    known = _PAINTERS.get(name)
    if known is not None and known is not painter:
        raise ValueError(f"a face painter named {name!r} is already registered")
    _PAINTERS[name] = painter
    return painter


def face_painter(name: str) -> FacePainter:
    """The painter registered as ``name``; its deck module must have been imported."""
    try:
        return _PAINTERS[name]
    except KeyError:
        raise LookupError(f"no face painter named {name!r} (import its deck module); "
                          f"registered: {sorted(_PAINTERS)}") from None


def registered_faces() -> list[str]:
    return sorted(_PAINTERS)


def corner_radius(width: int) -> int:
    """The rounding of a card's corners at ``width``: every deck's cards share the widget's outline."""
    return max(2, round(width * 0.08))


# --- helpers for painters ---------------------------------------------------------------------
def mix(a: RGB, b: RGB, t: float) -> RGB:
    return tuple(int(x + (y - x) * t) for x, y in zip(a, b, strict=True))  # type: ignore[return-value]


def darker(c: RGB, t: float = 0.35) -> RGB:
    return mix(c, (0, 0, 0), t)


def lighter(c: RGB, t: float = 0.35) -> RGB:
    return mix(c, (255, 255, 255), t)


class Box:
    """Maps fractions of a box to pixels, so the art is written once for every size."""

    def __init__(self, x: float, y: float, w: float, h: float) -> None:
        self.x, self.y, self.w, self.h = x, y, w, h

    def p(self, fx: float, fy: float) -> Point:
        return (self.x + fx * self.w, self.y + fy * self.h)

    def pts(self, *fractions: Point) -> list[Point]:
        return [self.p(fx, fy) for fx, fy in fractions]

    def r(self, fx: float, fy: float, fw: float, fh: float) -> pygame.Rect:
        return pygame.Rect(round(self.x + fx * self.w), round(self.y + fy * self.h),
                           max(1, round(fw * self.w)), max(1, round(fh * self.h)))

    def len(self, f: float) -> int:
        return max(1, round(f * min(self.w, self.h)))
