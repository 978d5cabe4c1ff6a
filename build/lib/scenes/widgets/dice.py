"""Ludo's dice, drawn as vectors: ivory cubes with pips for 1 to 4, a crown for CORONA and
a feather for PLUMA. ``draw_crown_mark`` and ``draw_feather_mark`` are also what the Ludo
board puts on its CORONA and PLUMA squares. Pictures are drawn three times larger, scaled
down and cached per size, so a frame only blits them."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import pygame

from scenes import theme
from scenes.widgets import paint
from scenes.widgets.base import Widget

SUPERSAMPLE = 3
IVORY_TOP = (252, 248, 236)
IVORY_EDGE = (206, 196, 172)
PIP = (36, 32, 40)
CROWN_GOLD = (232, 184, 52)
CROWN_EDGE = (150, 104, 24)
JEWEL = (200, 40, 52)
FEATHER = (34, 108, 120)
FEATHER_LIGHT = (110, 182, 186)
FEATHER_SPINE = (236, 232, 214)

Face = int | str


def crown_points(cx: float, cy: float, size: float) -> list[tuple[float, float]]:
    """A five-pointed crown ``size`` wide, centred on (cx, cy)."""
    w, h = size, size * 0.7
    x0, y0 = cx - w / 2, cy - h / 2
    return [(x0 + w * 0.06, y0 + h), (x0, y0 + h * 0.12), (x0 + w * 0.25, y0 + h * 0.5), (x0 + w * 0.5, y0),
            (x0 + w * 0.75, y0 + h * 0.5), (x0 + w, y0 + h * 0.12), (x0 + w * 0.94, y0 + h)]


def draw_crown_mark(surface: pygame.Surface, centre: tuple[float, float], size: float,
                    colour: tuple[int, int, int] = CROWN_GOLD, edge: tuple[int, int, int] = CROWN_EDGE) -> None:
    """The CORONA: a gold crown with a band and a red jewel."""
    cx, cy = centre
    points = crown_points(cx, cy, size)
    pygame.draw.polygon(surface, colour, points)
    band = pygame.Rect(0, 0, size * 0.9, size * 0.16)
    band.midbottom = (round(cx), round(cy + size * 0.35))
    pygame.draw.rect(surface, paint.blend(colour, edge, 0.35), band)
    pygame.draw.polygon(surface, edge, points, max(1, round(size / 16)))
    for tip in (points[1], points[3], points[5]):
        pygame.draw.circle(surface, colour, tip, size * 0.08)
        pygame.draw.circle(surface, edge, tip, size * 0.08, max(1, round(size / 26)))
    pygame.draw.circle(surface, JEWEL, (cx, cy + size * 0.05), size * 0.08)


def draw_feather_mark(surface: pygame.Surface, centre: tuple[float, float], size: float,
                      colour: tuple[int, int, int] = FEATHER, light: tuple[int, int, int] = FEATHER_LIGHT) -> None:
    """The PLUMA: a quill leaning to the right, its vane cut by a few barbs."""
    cx, cy = centre

    def spine(t: float) -> tuple[float, float]:
        # A gentle curve from the bottom left (the quill's tip) to the top right.
        x = -0.36 + 0.72 * t + 0.08 * math.sin(math.pi * t)
        y = 0.42 - 0.84 * t
        return cx + x * size, cy + y * size

    def normal(t: float) -> tuple[float, float]:
        a, b = spine(max(0.0, t - 0.01)), spine(min(1.0, t + 0.01))
        dx, dy = b[0] - a[0], b[1] - a[1]
        length = math.hypot(dx, dy) or 1.0
        return -dy / length, dx / length

    steps = 24
    left, right = [], []
    for i in range(steps + 1):
        t = 0.22 + 0.78 * i / steps
        width = size * 0.2 * math.sin(math.pi * (t - 0.22) / 0.78) ** 0.6
        (x, y), (nx, ny) = spine(t), normal(t)
        left.append((x + nx * width, y + ny * width))
        right.append((x - nx * width * 0.75, y - ny * width * 0.75))
    vane = left + right[::-1]
    pygame.draw.polygon(surface, colour, vane)
    # The half of the vane facing the light is paler.
    ts = [0.22 + 0.78 * i / steps for i in range(steps + 1)]
    inner = [((x + spine(t)[0]) / 2, (y + spine(t)[1]) / 2) for (x, y), t in zip(left, ts, strict=True)]
    pygame.draw.polygon(surface, light, inner + [spine(t) for t in reversed(ts)])
    # Barbs: a few pale cuts across the vane, slanting towards the tip.
    width = max(1, round(size / 24))
    for t in (0.42, 0.58, 0.74):
        (x, y), (nx, ny) = spine(t), normal(t)
        (tx, ty) = spine(t + 0.08)
        reach = size * 0.16
        pygame.draw.line(surface, FEATHER_SPINE, (x, y), (tx + nx * reach, ty + ny * reach), width)
        pygame.draw.line(surface, FEATHER_SPINE, (x, y), (tx - nx * reach * 0.7, ty - ny * reach * 0.7), width)
    # The shaft: pale along the vane, bare and darker below it.
    shaft = [spine(i / steps) for i in range(steps + 1)]
    pygame.draw.lines(surface, FEATHER_SPINE, False, shaft, max(1, round(size / 18)))
    pygame.draw.lines(surface, paint.blend(colour, (0, 0, 0), 0.4), False, shaft[:6], max(1, round(size / 14)))


PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.28, 0.28), (0.72, 0.72)),
    3: ((0.26, 0.26), (0.5, 0.5), (0.74, 0.74)),
    4: ((0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72)),
}


@lru_cache(maxsize=64)
def die_image(size: int, face: Face) -> pygame.Surface:
    """An ivory die seen from above, lit from the top left, showing ``face``."""
    s = max(12, size)
    big = s * SUPERSAMPLE
    image = pygame.Surface((big, big), pygame.SRCALPHA)
    body = pygame.Rect(0, 0, big, big).inflate(-big // 12, -big // 12)
    radius = big // 6
    pygame.draw.rect(image, (0, 0, 0, 80), body.move(big // 40, big // 24), border_radius=radius)
    pygame.draw.rect(image, IVORY_EDGE, body, border_radius=radius)
    top = body.inflate(-big // 14, -big // 14).move(-big // 60, -big // 60)
    steps = 8
    for i in range(steps):
        t = i / (steps - 1)
        shade = paint.blend(IVORY_EDGE, IVORY_TOP, 0.35 + 0.65 * t)
        pygame.draw.rect(image, shade, top.inflate(-t * big * 0.08, -t * big * 0.08), border_radius=radius)
    pygame.draw.rect(image, paint.blend(IVORY_EDGE, (0, 0, 0), 0.3), body, max(2, big // 50), border_radius=radius)
    face_box = top.inflate(-top.w * 0.1, -top.h * 0.1)
    if isinstance(face, int):
        pip = face_box.w * 0.1
        for fx, fy in PIPS.get(face, ()):
            centre = (face_box.x + fx * face_box.w, face_box.y + fy * face_box.h)
            pygame.draw.circle(image, (255, 255, 255), (centre[0] + pip * 0.15, centre[1] + pip * 0.2), pip)
            pygame.draw.circle(image, PIP, centre, pip)
    elif face == "corona":
        draw_crown_mark(image, face_box.center, face_box.w * 0.78)
    elif face == "pluma":
        draw_feather_mark(image, face_box.center, face_box.w * 0.9)
    return paint.optimised(pygame.transform.smoothscale(image, (s, s)))


def draw_die(surface: pygame.Surface, rect: pygame.Rect, face: Face | None, *, used: bool = False,
             selected: bool = False, hovered: bool = False, choosable: bool = False) -> None:
    """One die in ``rect`` (a square); ``face`` None draws an empty slot."""
    size = min(rect.w, rect.h)
    box = pygame.Rect(0, 0, size, size)
    box.center = rect.center
    if face is None:
        slot = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(slot, (255, 255, 255, 40), slot.get_rect().inflate(-size // 10, -size // 10),
                         max(1, size // 30), border_radius=size // 6)
        surface.blit(slot, box.topleft)
        return
    lift = size // 14 if selected else size // 30 if hovered and choosable else 0
    image = die_image(size, face)
    if used:
        image = image.copy()
        image.set_alpha(95)
    surface.blit(image, box.move(0, -lift).topleft)
    ring = box.move(0, -lift).inflate(-size // 14, -size // 14)
    if selected:
        pygame.draw.rect(surface, theme.GOLD, ring, max(3, size // 16), border_radius=size // 6)
    elif choosable:
        colour = paint.blend(theme.HINT, (255, 255, 255), 0.3) if hovered else theme.HINT
        pygame.draw.rect(surface, colour, ring, max(2, size // 24), border_radius=size // 6)


def face_label(face: Face, lang: str) -> str:
    if face == "corona":
        return "CORONA"
    if face == "pluma":
        return "PLUMA"
    return str(face)


@dataclass(eq=False)
class DieWidget(Widget):
    face: Face | None = None
    used: bool = False
    selected: bool = False

    def draw(self, surface: pygame.Surface, theme_module: Any = theme) -> None:
        draw_die(surface, self.rect, self.face, used=self.used, selected=self.selected, hovered=self.hovered,
                 choosable=self.clickable)
        if self.highlight and not self.selected:
            pygame.draw.rect(surface, theme.HIGHLIGHT, self.rect, max(3, self.rect.w // 14),
                             border_radius=self.rect.w // 6)
