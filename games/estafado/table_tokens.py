"""Estafado's tokens drawn by hand: the Fox, the Vixen, the Bear, the Crow, the Eagle and the Sun/Moon.
In a module of their own so that the menu's emblem draws them without importing the whole table."""

from __future__ import annotations

import math
from typing import Any

import pygame

from scenes import theme

FOX_ORANGE = (214, 98, 34)
BEAR_BLACK = (34, 28, 26)
VIXEN_PINK = (236, 140, 110)
SUN_GOLD = (240, 196, 64)
MOON_BLUE = (60, 70, 130)


def _disc(surface: pygame.Surface, r: pygame.Rect, colour: tuple[int, int, int]) -> None:
    pygame.draw.circle(surface, (0, 0, 0, 90), (r.centerx + r.w // 16, r.centery + r.w // 12), r.w // 2)
    pygame.draw.circle(surface, (250, 244, 228), r.center, r.w // 2)
    pygame.draw.circle(surface, colour, r.center, r.w // 2 - max(2, r.w // 14))


def _fox_painter(surface: pygame.Surface, r: pygame.Rect) -> None:
    _disc(surface, r, (58, 96, 60))
    cx, cy, s = r.centerx, r.centery, r.w / 2
    head = [
        (cx - s * 0.62, cy - s * 0.55),
        (cx - s * 0.3, cy - s * 0.2),
        (cx + s * 0.3, cy - s * 0.2),
        (cx + s * 0.62, cy - s * 0.55),
        (cx + s * 0.55, cy + s * 0.1),
        (cx, cy + s * 0.62),
        (cx - s * 0.55, cy + s * 0.1),
    ]
    pygame.draw.polygon(surface, FOX_ORANGE, head)
    pygame.draw.polygon(
        surface,
        (250, 244, 230),
        [(cx - s * 0.4, cy + s * 0.05), (cx, cy + s * 0.6), (cx + s * 0.4, cy + s * 0.05), (cx, cy + s * 0.25)],
    )
    for ex in (-0.22, 0.22):
        pygame.draw.circle(surface, (30, 24, 20), (cx + s * ex, cy - s * 0.02), max(1, s * 0.08))
    pygame.draw.circle(surface, (30, 24, 20), (cx, cy + s * 0.55), max(1, s * 0.08))


def _vixen_painter(surface: pygame.Surface, r: pygame.Rect) -> None:
    _disc(surface, r, VIXEN_PINK)
    cx, cy, s = r.centerx, r.centery, r.w / 2
    heart = [
        (cx, cy + s * 0.45),
        (cx - s * 0.5, cy - s * 0.05),
        (cx - s * 0.3, cy - s * 0.4),
        (cx, cy - s * 0.15),
        (cx + s * 0.3, cy - s * 0.4),
        (cx + s * 0.5, cy - s * 0.05),
    ]
    pygame.draw.polygon(surface, (250, 244, 230), heart)


def _bear_painter(arrow_to: tuple[int, int] | None, home: pygame.Rect) -> Any:
    def draw(surface: pygame.Surface, r: pygame.Rect) -> None:
        if arrow_to is not None:
            angle = math.atan2(arrow_to[1] - home.centery, arrow_to[0] - home.centerx)
            tip = (r.centerx + math.cos(angle) * r.w * 0.78, r.centery + math.sin(angle) * r.w * 0.78)
            base = [
                (r.centerx + math.cos(angle + a) * r.w * 0.45, r.centery + math.sin(angle + a) * r.w * 0.45)
                for a in (0.45, -0.45)
            ]
            pygame.draw.polygon(surface, theme.DANGER, [tip, *base])
        _disc(surface, r, (120, 88, 60))
        cx, cy, s = r.centerx, r.centery, r.w / 2
        for ex in (-0.45, 0.45):
            pygame.draw.circle(surface, BEAR_BLACK, (cx + s * ex, cy - s * 0.42), s * 0.2)
        pygame.draw.circle(surface, BEAR_BLACK, (cx, cy + s * 0.05), s * 0.55)
        pygame.draw.ellipse(surface, (150, 120, 90), pygame.Rect(cx - s * 0.22, cy + s * 0.1, s * 0.44, s * 0.34))
        pygame.draw.circle(surface, BEAR_BLACK, (cx, cy + s * 0.18), max(1, s * 0.09))

    return draw


def _bird(
    surface: pygame.Surface,
    r: pygame.Rect,
    body: tuple[int, int, int],
    head: tuple[int, int, int],
    beak: tuple[int, int, int],
) -> None:
    cx, cy, s = r.centerx, r.centery, r.w / 2
    pygame.draw.polygon(
        surface,
        body,
        [
            (cx - s * 0.95, cy - s * 0.1),
            (cx - s * 0.1, cy - s * 0.05),
            (cx + s * 0.95, cy - s * 0.1),
            (cx + s * 0.2, cy + s * 0.35),
            (cx - s * 0.2, cy + s * 0.35),
        ],
    )
    pygame.draw.circle(surface, head, (cx, cy - s * 0.2), s * 0.28)
    pygame.draw.polygon(
        surface, beak, [(cx + s * 0.15, cy - s * 0.28), (cx + s * 0.5, cy - s * 0.15), (cx + s * 0.15, cy - s * 0.1)]
    )


def _crow_painter(surface: pygame.Surface, r: pygame.Rect) -> None:
    _disc(surface, r, (90, 96, 120))
    _bird(surface, r.inflate(-r.w // 6, -r.w // 6), (20, 20, 26), (34, 34, 40), (70, 70, 76))


def _eagle_painter(surface: pygame.Surface, r: pygame.Rect) -> None:
    _disc(surface, r, (70, 120, 170))
    _bird(surface, r.inflate(-r.w // 6, -r.w // 6), (96, 62, 34), (250, 250, 246), (236, 186, 40))


def _sun_painter(surface: pygame.Surface, r: pygame.Rect) -> None:
    cx, cy, s = r.centerx, r.centery, r.w / 2
    pygame.draw.circle(surface, (250, 244, 228), (cx, cy), s)
    pygame.draw.circle(surface, MOON_BLUE, (cx, cy), s * 0.86)
    pygame.draw.polygon(
        surface,
        SUN_GOLD,
        [
            (cx + s * 0.86 * math.cos(a), cy + s * 0.86 * math.sin(a))
            for a in [math.pi / 2 + i * math.pi / 16 for i in range(17)]
        ],
    )
    pygame.draw.circle(surface, (240, 240, 250), (cx + s * 0.35, cy - s * 0.2), s * 0.22)
