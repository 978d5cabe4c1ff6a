"""Estafado's forest cards and symbols, drawn as vectors (no bitmap files), registered as the face
painter ``estafado`` of the card kit.

A card's face: a band of its family's colour (prey, the Fox's helpers, hazards, the Crow's allies,
the storm, the quiet forest) with its name, its acting symbol large in the middle, every symbol
small along the foot, and a "0" in the corner for the auxiliary deck. The back is a leafy green;
the Hurricane's back is a storm, different as the rulebook says. The painter's variant is
``(lang, special_back)``: the name's language, and whether the back differs (the same for a card's
face and back, so a card turning over is the same card to the motion).

``draw_symbol`` draws any symbol in any rectangle: the cards, the legend and the tooltips' icons.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from functools import lru_cache

import pygame

from games.estafado.texts import card_name, card_symbols, family, is_auxiliary, main_symbol
from scenes.cards.faces import Box, corner_radius, darker, lighter, register_faces
from scenes.cards.widget import SUPERSAMPLE
from scenes.widgets import paint

FACES = "estafado"

IVORY = (246, 240, 222)
INK = (40, 34, 30)
BACK_GREEN = (38, 74, 46)
BACK_LEAF = (70, 118, 64)
STORM = (64, 54, 98)
STORM_LINE = (170, 160, 220)

FAMILY_COLOURS: dict[str, tuple[int, int, int]] = {
    "prey": (196, 146, 62),
    "help": (58, 132, 78),
    "hazard": (176, 58, 48),
    "crow": (50, 66, 120),
    "storm": (104, 76, 150),
    "forest": (122, 100, 72),
}
# Each symbol's disc colour.
SYMBOL_COLOURS: dict[str, tuple[int, int, int]] = {
    "keep_face_up": (220, 170, 50),
    "do_not_swap": (150, 40, 40),
    "special_back": STORM,
    "rabbit": (196, 146, 62),
    "leap": (58, 132, 78),
    "tunnel": (110, 84, 58),
    "light": (230, 200, 70),
    "scout": (60, 120, 160),
    "forage": (150, 96, 40),
    "water_dive": (40, 110, 180),
    "ouch": (200, 60, 40),
    "yikes": (200, 110, 30),
    "spray": (120, 130, 60),
    "steal": (80, 80, 90),
    "quills": (140, 90, 60),
    "alarm": (50, 66, 120),
    "gale": (104, 76, 150),
    "rivals": (120, 120, 120),
    "block": (30, 30, 30),
    "catch": (30, 30, 30),
    "circling": (90, 90, 90),
    "leap_two": (90, 90, 90),
}


def draw_symbol(surface: pygame.Surface, rect: pygame.Rect, symbol: str) -> None:
    """The symbol's icon: a coloured disc with a white drawing, centred in ``rect``. Painted once per
    symbol and place, then blitted (the legend's symbols were a tenth of a frame)."""
    if rect.x < 0 or rect.y < 0 or rect.w <= 0 or rect.h <= 0:
        paint_symbol(surface, rect, symbol)
        return
    image, corner = _symbol_at((rect.x, rect.y, rect.w, rect.h), symbol)
    surface.blit(image, corner)


@lru_cache(maxsize=256)
def _symbol_at(place: tuple[int, int, int, int], symbol: str) -> tuple[pygame.Surface, tuple[int, int]]:
    """``paint_symbol`` at ``place`` on a transparent picture, cut out with a margin (an arrow's head
    may reach past the square), and where to blit it. Painted where it will be shown: the strokes'
    coordinates are fractions, and the same stroke painted a few pixels away rounds a few pixels
    differently. Every stroke is opaque and not smoothed, so the blit gives the same pixels."""
    x, y, w, h = place
    margin = max(2, max(w, h) // 4)
    canvas = pygame.Surface((x + w + margin, y + h + margin), pygame.SRCALPHA)
    paint_symbol(canvas, pygame.Rect(place), symbol)
    cut = pygame.Rect(place).inflate(2 * margin, 2 * margin).clip(canvas.get_rect())
    return paint.optimised(canvas.subsurface(cut).copy()), cut.topleft


def paint_symbol(surface: pygame.Surface, rect: pygame.Rect, symbol: str) -> None:
    """What ``draw_symbol`` shows, stroke by stroke."""
    size = min(rect.w, rect.h)
    cx, cy = rect.center
    r = size / 2
    colour = SYMBOL_COLOURS.get(symbol, (100, 100, 100))
    pygame.draw.circle(surface, darker(colour, 0.4), (cx, cy), r)
    pygame.draw.circle(surface, colour, (cx, cy), r * 0.9)
    box = Box(cx - r * 0.62, cy - r * 0.62, r * 1.24, r * 1.24)
    white = (250, 248, 240)
    line = max(1, round(size * 0.08))
    _GLYPHS.get(symbol, _glyph_dot)(surface, box, white, line)


def _glyph_dot(s: pygame.Surface, b: Box, c: tuple[int, int, int], w: int) -> None:
    pygame.draw.circle(s, c, b.p(0.5, 0.5), b.len(0.15))


def _arrow(s: pygame.Surface, c: tuple[int, int, int], a: tuple[float, float], z: tuple[float, float], w: int) -> None:
    pygame.draw.line(s, c, a, z, w)
    angle = math.atan2(z[1] - a[1], z[0] - a[0])
    head = max(3, w * 3)
    for turn in (2.5, -2.5):
        pygame.draw.line(s, c, z, (z[0] + head * math.cos(angle + turn), z[1] + head * math.sin(angle + turn)), w)


def _g_keep(s: pygame.Surface, b: Box, c: tuple[int, int, int], w: int) -> None:
    # a card standing face up, with an upward arrow
    pygame.draw.rect(s, c, b.r(0.22, 0.3, 0.4, 0.6), w, border_radius=b.len(0.06))
    _arrow(s, c, b.p(0.78, 0.85), b.p(0.78, 0.1), w)


def _g_no_swap(s: pygame.Surface, b: Box, c: tuple[int, int, int], w: int) -> None:
    # two crossing arrows, struck through
    _arrow(s, c, b.p(0.1, 0.35), b.p(0.9, 0.35), w)
    _arrow(s, c, b.p(0.9, 0.65), b.p(0.1, 0.65), w)
    pygame.draw.line(s, (255, 220, 200), b.p(0.15, 0.95), b.p(0.85, 0.05), w + 1)


def _g_spiral(s: pygame.Surface, b: Box, c: tuple[int, int, int], w: int) -> None:
    points = []
    for i in range(40):
        t = i / 39 * 3 * math.pi
        radius = 0.05 + 0.42 * i / 39
        points.append(b.p(0.5 + radius * math.cos(t), 0.5 + radius * math.sin(t)))
    pygame.draw.lines(s, c, False, points, w)


def _g_rabbit(s: pygame.Surface, b: Box, c: tuple[int, int, int], w: int) -> None:
    pygame.draw.ellipse(s, c, b.r(0.28, 0.0, 0.16, 0.5))
    pygame.draw.ellipse(s, c, b.r(0.56, 0.0, 0.16, 0.5))
    pygame.draw.circle(s, c, b.p(0.5, 0.66), b.len(0.3))


def _g_leap(s: pygame.Surface, b: Box, c: tuple[int, int, int], w: int) -> None:
    points = [b.p(0.1 + 0.8 * i / 20, 0.8 - 0.7 * math.sin(math.pi * i / 20)) for i in range(21)]
    pygame.draw.lines(s, c, False, points[:-1], w)
    _arrow(s, c, points[-3], points[-1], w)


def _g_tunnel(s: pygame.Surface, b: Box, c: tuple[int, int, int], w: int) -> None:
    pygame.draw.arc(s, c, b.r(0.0, 0.1, 1.0, 1.4), 0, math.pi, w)
    _arrow(s, c, b.p(0.2, 0.9), b.p(0.8, 0.3), w)


def _g_light(s: pygame.Surface, b: Box, c: tuple[int, int, int], w: int) -> None:
    pygame.draw.circle(s, c, b.p(0.5, 0.5), b.len(0.2))
    for i in range(8):
        a = i * math.pi / 4
        pygame.draw.line(
            s,
            c,
            b.p(0.5 + 0.3 * math.cos(a), 0.5 + 0.3 * math.sin(a)),
            b.p(0.5 + 0.48 * math.cos(a), 0.5 + 0.48 * math.sin(a)),
            w,
        )


def _g_eye(s: pygame.Surface, b: Box, c: tuple[int, int, int], w: int) -> None:
    pygame.draw.ellipse(s, c, b.r(0.0, 0.25, 1.0, 0.5), w)
    pygame.draw.circle(s, c, b.p(0.5, 0.5), b.len(0.16))


def _g_acorn(s: pygame.Surface, b: Box, c: tuple[int, int, int], w: int) -> None:
    pygame.draw.ellipse(s, c, b.r(0.25, 0.35, 0.5, 0.6))
    pygame.draw.rect(s, c, b.r(0.15, 0.22, 0.7, 0.2), border_radius=b.len(0.08))
    pygame.draw.line(s, c, b.p(0.5, 0.22), b.p(0.55, 0.05), w)


def _g_wave(s: pygame.Surface, b: Box, c: tuple[int, int, int], w: int) -> None:
    _arrow(s, c, b.p(0.5, 0.0), b.p(0.5, 0.5), w)
    for y in (0.7, 0.9):
        points = [b.p(i / 16, y + 0.07 * math.sin(i / 16 * 4 * math.pi)) for i in range(17)]
        pygame.draw.lines(s, c, False, points, w)


def _g_ouch(s: pygame.Surface, b: Box, c: tuple[int, int, int], w: int) -> None:
    points = []
    for i in range(16):
        radius = 0.48 if i % 2 == 0 else 0.22
        a = i * math.pi / 8
        points.append(b.p(0.5 + radius * math.cos(a), 0.5 + radius * math.sin(a)))
    pygame.draw.polygon(s, c, points)


def _g_yikes(s: pygame.Surface, b: Box, c: tuple[int, int, int], w: int) -> None:
    pygame.draw.arc(s, c, b.r(0.15, 0.1, 0.7, 0.6), 0, math.pi, w)
    pygame.draw.line(s, c, b.p(0.85, 0.4), b.p(0.85, 0.75), w)
    _arrow(s, c, b.p(0.15, 0.4), b.p(0.15, 0.95), w)


def _g_spray(s: pygame.Surface, b: Box, c: tuple[int, int, int], w: int) -> None:
    for fx, fy, fr in ((0.3, 0.4, 0.16), (0.55, 0.3, 0.2), (0.7, 0.6, 0.17), (0.4, 0.7, 0.14)):
        pygame.draw.circle(s, c, b.p(fx, fy), b.len(fr), w)


def _g_steal(s: pygame.Surface, b: Box, c: tuple[int, int, int], w: int) -> None:
    # a bandit's mask
    pygame.draw.ellipse(s, c, b.r(0.0, 0.3, 1.0, 0.4))
    for fx in (0.28, 0.72):
        pygame.draw.ellipse(s, (20, 20, 24), b.r(fx - 0.12, 0.42, 0.24, 0.16))


def _g_quills(s: pygame.Surface, b: Box, c: tuple[int, int, int], w: int) -> None:
    for i in range(5):
        x = 0.1 + i * 0.2
        pygame.draw.polygon(s, c, b.pts((x - 0.08, 0.9), (x + 0.08, 0.9), (x, 0.1 + 0.15 * (i % 2))))


def _g_alarm(s: pygame.Surface, b: Box, c: tuple[int, int, int], w: int) -> None:
    pygame.draw.rect(s, c, b.r(0.4, 0.05, 0.2, 0.6), border_radius=b.len(0.08))
    pygame.draw.circle(s, c, b.p(0.5, 0.85), b.len(0.11))


def _g_rivals(s: pygame.Surface, b: Box, c: tuple[int, int, int], w: int) -> None:
    pygame.draw.circle(s, c, b.p(0.5, 0.5), b.len(0.45), w)
    pygame.draw.line(s, c, b.p(0.18, 0.18), b.p(0.82, 0.82), w)


def _g_block(s: pygame.Surface, b: Box, c: tuple[int, int, int], w: int) -> None:
    pygame.draw.rect(s, c, b.r(0.1, 0.35, 0.8, 0.3))


def _g_catch(s: pygame.Surface, b: Box, c: tuple[int, int, int], w: int) -> None:
    for i in range(3):
        x = 0.25 + i * 0.25
        pygame.draw.line(s, c, b.p(x, 0.1), b.p(x - 0.15, 0.9), w)


_GLYPHS = {
    "keep_face_up": _g_keep,
    "do_not_swap": _g_no_swap,
    "special_back": _g_spiral,
    "rabbit": _g_rabbit,
    "leap": _g_leap,
    "leap_two": _g_leap,
    "tunnel": _g_tunnel,
    "light": _g_light,
    "scout": _g_eye,
    "forage": _g_acorn,
    "water_dive": _g_wave,
    "ouch": _g_ouch,
    "yikes": _g_yikes,
    "spray": _g_spray,
    "steal": _g_steal,
    "quills": _g_quills,
    "alarm": _g_alarm,
    "gale": _g_spiral,
    "rivals": _g_rivals,
    "block": _g_block,
    "catch": _g_catch,
    "circling": _g_spiral,
}


def _leaf(
    s: pygame.Surface, centre: tuple[float, float], size: float, angle: float, colour: tuple[int, int, int]
) -> None:
    points = []
    for i in range(12):
        t = i / 11 * math.pi
        along, across = size * math.cos(t), size * 0.4 * math.sin(t)
        points.append(
            (
                centre[0] + along * math.cos(angle) - across * math.sin(angle),
                centre[1] + along * math.sin(angle) + across * math.cos(angle),
            )
        )
    for i in range(12):
        t = math.pi + i / 11 * math.pi
        along, across = size * math.cos(t), size * 0.4 * math.sin(t)
        points.append(
            (
                centre[0] + along * math.cos(angle) - across * math.sin(angle),
                centre[1] + along * math.sin(angle) + across * math.cos(angle),
            )
        )
    pygame.draw.polygon(s, colour, points)


class ForestFaces:
    """The face painter of the forest deck."""

    def paint_face(self, surface: pygame.Surface, rect: pygame.Rect, card: Hashable, variant: Hashable) -> None:
        code = str(card)
        lang = variant[0] if isinstance(variant, tuple) and variant else "es"
        radius = corner_radius(rect.w)
        colour = FAMILY_COLOURS[family(code)]
        pygame.draw.rect(surface, darker(colour, 0.5), rect, border_radius=radius)
        inner = rect.inflate(-rect.w // 24, -rect.w // 24)
        pygame.draw.rect(surface, IVORY, inner, border_radius=radius)
        band = pygame.Rect(inner.x, inner.y, inner.w, inner.h // 4)
        pygame.draw.rect(surface, colour, band, border_top_left_radius=radius, border_top_right_radius=radius)
        # The name on its band, never in letters under paint.READABLE on the screen (faces are painted
        # SUPERSAMPLE times larger): a card too small for them (a hand card in the side panel's list, a
        # card remembered in a corner, the floor at 640x480) shows none, its name beside it or in its
        # tooltip; a long name is shortened rather than shrunk (session 15: names of 6 px).
        base, smallest = int(band.h * 0.5), paint.READABLE * SUPERSAMPLE
        named_beside = isinstance(variant, tuple) and len(variant) > 2 and bool(variant[2])
        if base >= smallest and not named_beside:  # the hand's list names its cards beside them
            name = card_name(code, str(lang))
            size = paint.size_to_fit(name, base, band.w - band.w // 10, bold=True, smallest=smallest / base)
            paint.text_in(
                surface,
                paint.fit_text(name, size, band.w - band.w // 12, bold=True),
                band,
                size,
                (252, 250, 244),
                bold=True,
            )
        art = pygame.Rect(0, 0, inner.w * 6 // 10, inner.w * 6 // 10)
        art.center = (inner.centerx, inner.y + inner.h * 55 // 100)
        main = main_symbol(code)
        if main is not None:
            draw_symbol(surface, art, main)
        else:
            for i, angle in enumerate((-0.6, 0.4, 1.6)):
                _leaf(
                    surface,
                    (art.centerx + (i - 1) * art.w * 0.22, art.centery + (i % 2) * art.h * 0.1),
                    art.w * 0.32,
                    angle,
                    lighter(colour, 0.1 * i),
                )
        foot = [s for s in card_symbols(code) if s != main]
        icon = inner.w // 5
        x = inner.centerx - (len(foot) * icon + (len(foot) - 1) * icon // 5) // 2
        for symbol in foot:
            draw_symbol(surface, pygame.Rect(x, inner.bottom - icon - inner.h // 30, icon, icon), symbol)
            x += icon + icon // 5
        if is_auxiliary(code):
            corner = pygame.Rect(inner.right - icon, inner.bottom - icon, icon, icon)
            paint.text_in(surface, "0", corner, paint.font_px(icon, 0.8), darker(colour, 0.3), bold=True)

    def paint_back(self, surface: pygame.Surface, rect: pygame.Rect, variant: Hashable) -> None:
        special = isinstance(variant, tuple) and len(variant) > 1 and bool(variant[1])
        radius = corner_radius(rect.w)
        pygame.draw.rect(surface, (20, 30, 22), rect, border_radius=radius)
        inner = rect.inflate(-rect.w // 20, -rect.w // 20)
        if special:
            pygame.draw.rect(surface, STORM, inner, border_radius=radius)
            box = Box(inner.x, inner.y + (inner.h - inner.w) / 2, inner.w, inner.w)
            _g_spiral(surface, box, STORM_LINE, max(2, inner.w // 30))
            return
        pygame.draw.rect(surface, BACK_GREEN, inner, border_radius=radius)
        step = inner.w / 3
        for row in range(5):
            for col in range(3):
                centre = (inner.x + step * (col + 0.5), inner.y + inner.h * (row + 0.5) / 5)
                _leaf(surface, centre, step * 0.38, 0.7 if (row + col) % 2 else -0.7, BACK_LEAF)
        pygame.draw.rect(
            surface,
            (150, 180, 120),
            inner.inflate(-inner.w // 8, -inner.w // 8),
            max(1, inner.w // 60),
            border_radius=radius,
        )


register_faces(FACES, ForestFaces())


def variant(lang: str, code: str | None, special: bool = False) -> tuple[str, bool]:
    """The painter's variant of a card: its language and whether its back differs."""
    return (lang, special or (code is not None and "special_back" in card_symbols(code)))
