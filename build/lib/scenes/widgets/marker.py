"""A move drawn on the table only while the shell points at it.

The game scene highlights the widget whose ``intent`` or ``extra["action"]`` is the
move a computer is about to play. Many moves have no single widget of their own (a
draughts capture crosses several squares, a Ludo piece goes somewhere else), so a
table adds one ``MoveMarker`` per move it can foresee: invisible and never clickable,
it draws rings, crosses and arrows over the board when highlighted.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import pygame

from scenes import theme
from scenes.widgets.base import Widget

Point = tuple[int, int]


@dataclass(eq=False)
class MoveMarker(Widget):
    points: list[Point] = field(default_factory=list)  # the way the move goes, arrow at the end
    rings: list[pygame.Rect] = field(default_factory=list)  # things that move or are chosen
    crosses: list[pygame.Rect] = field(default_factory=list)  # things taken or removed
    colour: tuple[int, int, int] = theme.HIGHLIGHT

    def draw(self, surface: pygame.Surface, theme_module: Any = theme) -> None:
        if not self.highlight or self.rect.w <= 0 or self.rect.h <= 0:
            return
        unit = max(2, min(r.w for r in self.rings + self.crosses + [self.rect]) // 12)
        # Drawn on a layer the size of the marker, then blended in one blit.
        area = self.rect.inflate(unit * 8, unit * 8)
        dx, dy = -area.x, -area.y
        layer = pygame.Surface(area.size, pygame.SRCALPHA)
        for ring in self.rings:
            pygame.draw.rect(layer, (*self.colour, 230), ring.move(dx, dy).inflate(-unit, -unit), max(2, unit),
                             border_radius=max(2, ring.w // 6))
        for box in self.crosses:
            inner = box.move(dx, dy).inflate(-box.w // 3, -box.h // 3)
            for a, b in ((inner.topleft, inner.bottomright), (inner.topright, inner.bottomleft)):
                pygame.draw.line(layer, (*theme.DANGER, 235), a, b, max(3, unit + 1))
        if len(self.points) >= 2:
            width = max(3, unit)
            points = [(x + dx, y + dy) for x, y in self.points]
            pygame.draw.lines(layer, (*self.colour, 200), False, points, width)
            for point in points[:-1]:
                pygame.draw.circle(layer, (*self.colour, 220), point, width)
            _arrow_head(layer, points[-2], points[-1], width * 3, (*self.colour, 235))
        surface.blit(layer, area.topleft)


def _arrow_head(surface: pygame.Surface, start: Point, end: Point, size: int, colour: tuple[int, ...]) -> None:
    angle = math.atan2(end[1] - start[1], end[0] - start[0])
    left = (end[0] - size * math.cos(angle - 0.45), end[1] - size * math.sin(angle - 0.45))
    right = (end[0] - size * math.cos(angle + 0.45), end[1] - size * math.sin(angle + 0.45))
    pygame.draw.polygon(surface, colour, [end, left, right])


def bounding(rects: list[pygame.Rect]) -> pygame.Rect:
    """The rectangle around all of ``rects``: a marker's own rect."""
    if not rects:
        return pygame.Rect(0, 0, 0, 0)
    return rects[0].unionall(rects[1:])
