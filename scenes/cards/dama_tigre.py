"""La Dama y el Tigre's cards, drawn as vectors (no bitmap files), registered as the face painter
``dama_tigre`` of the card kit; and the pieces its tables share (gems beside counts, seat names).

Codes are the deck's: ``RL RT BL BT`` (colour then role), ``RB`` (the Blue/Red colour wild) and
``LT`` (the Lady/Tiger role wild); ``None`` or ``face_up=False`` draws a back. The painter's
variant is ``(door, symbols)``: a Door card (an arched stone frame; its back a closed wooden door)
and the colour symbols in the corners (the colour-help setting, ``set_colour_help``).

The art: a lady (veil, crown, gown) or a tiger's head (ears, ruff, stripes) in the card's colour
on an ivory face, with a corner index of a colour symbol (a heart for red, a diamond for blue, so
colour-blind players can tell them apart) over a role symbol (a crown for the lady, a paw for the
tiger).

``draw_card``, ``card_image``, ``card_widget``, ``CardWidget`` and ``deck_painter`` here are the
kit's, bound to this deck with its old arguments (``door``, ``symbols``).
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import pygame

from scenes import theme
from scenes.cards import widget as kit
from scenes.cards.faces import RGB, Box, Point, darker, lighter, mix, register_faces
from scenes.cards.widget import CARD_RATIO, Painter, card_fit, card_size_for, shadow_image
from scenes.i18n import tr
from scenes.widgets.base import Widget
from scenes.widgets.gem import GemWidget, draw_gem
from scenes.widgets.text import Picture

FACES = "dama_tigre"  # the name its face painter is registered under

FACE = (250, 246, 234)
FACE_EDGE = (120, 104, 84)
INK = (34, 28, 30)
GOLD = (222, 178, 64)
GOLD_DARK = (150, 110, 30)
STONE = (184, 174, 156)
STONE_DARK = (122, 112, 98)
NEUTRAL = (96, 96, 106)  # the Lady/Tiger wild has no colour: a grey that stays apart from red and blue for every eye
BACK = (30, 50, 46)
BACK_LINE = (196, 160, 84)
WOOD_LIGHT = (150, 98, 52)
WOOD_DARKER = (92, 56, 28)
HIGHLIGHT_RING = theme.HIGHLIGHT
SELECTABLE_RING = theme.HINT

CARD_COLOURS: dict[str, RGB] = {"red": theme.CARD_RED, "blue": theme.CARD_BLUE}

# The colour-help setting: the heart and diamond in the corners. The app sets it from the
# settings (``set_colour_help``); off, the corners show the role alone.
COLOUR_HELP = True


def set_colour_help(on: bool) -> None:
    global COLOUR_HELP
    COLOUR_HELP = bool(on)


_Box = Box  # the name La Dama y el Tigre's emblems import (games/*/emblem.py)


# --- symbols -----------------------------------------------------------------------------------
def heart_points(cx: float, cy: float, size: float, steps: int = 40) -> list[Point]:
    """A heart (the red symbol) centred on (cx, cy), ``size`` wide."""
    return list(_heart_points(cx, cy, size, steps))


@lru_cache(maxsize=512)
def _heart_points(cx: float, cy: float, size: float, steps: int) -> tuple[Point, ...]:
    """``heart_points`` worked out once per place and size: Vuelvan's badges drew hearts every frame
    (640 cosines a frame)."""
    points = []
    for i in range(steps):
        t = 2 * math.pi * i / steps
        x = 16 * math.sin(t) ** 3
        y = 13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t)
        points.append((cx + x * size / 34, cy - (y + 2.5) * size / 34))
    return tuple(points)


def diamond_points(cx: float, cy: float, size: float) -> list[Point]:
    """A diamond (the blue symbol), a little taller than wide."""
    return [(cx, cy - size * 0.6), (cx + size * 0.42, cy), (cx, cy + size * 0.6), (cx - size * 0.42, cy)]


def draw_colour_symbol(surface: pygame.Surface, colour: str, centre: Point, size: float,
                       fill: RGB | None = None, outline: RGB | None = None) -> None:
    """The heart (red) or diamond (blue) that names a colour without relying on hue."""
    cx, cy = centre
    points = heart_points(cx, cy, size) if colour == "red" else diamond_points(cx, cy, size)
    pygame.draw.polygon(surface, fill or CARD_COLOURS[colour], points)
    if outline is not None:
        pygame.draw.polygon(surface, outline, points, max(1, round(size / 14)))


def crown_points(cx: float, cy: float, size: float) -> list[Point]:
    w, h = size, size * 0.62
    x0, y0 = cx - w / 2, cy - h / 2
    return [(x0, y0 + h), (x0, y0 + h * 0.15), (x0 + w * 0.27, y0 + h * 0.55), (cx, y0),
            (x0 + w * 0.73, y0 + h * 0.55), (x0 + w, y0 + h * 0.15), (x0 + w, y0 + h)]


def draw_crown(surface: pygame.Surface, centre: Point, size: float, colour: RGB = GOLD, edge: RGB = GOLD_DARK) -> None:
    points = crown_points(centre[0], centre[1], size)
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, edge, points, max(1, round(size / 16)))
    for tip in (points[1], points[3], points[5]):
        pygame.draw.circle(surface, colour, tip, size * 0.09)
        pygame.draw.circle(surface, edge, tip, size * 0.09, max(1, round(size / 22)))


def draw_paw(surface: pygame.Surface, centre: Point, size: float, colour: RGB) -> None:
    cx, cy = centre
    pygame.draw.ellipse(surface, colour, pygame.Rect(cx - size * 0.3, cy - size * 0.05, size * 0.6, size * 0.45))
    for dx, dy in ((-0.36, -0.12), (-0.13, -0.33), (0.13, -0.33), (0.36, -0.12)):
        pygame.draw.ellipse(surface, colour, pygame.Rect(cx + dx * size - size * 0.1, cy + dy * size - size * 0.12,
                                                         size * 0.2, size * 0.25))


def draw_role_symbol(surface: pygame.Surface, role: str, centre: Point, size: float, colour: RGB) -> None:
    if role == "lady":
        draw_crown(surface, centre, size, colour, darker(colour, 0.4))
    else:
        draw_paw(surface, centre, size, colour)


# --- figures ---------------------------------------------------------------------------------------
def draw_lady(surface: pygame.Surface, box: Box, colour: RGB) -> None:
    """A lady seen from the front: a veil falling behind her, a crown, a bell-shaped gown."""
    dark, deep, light = darker(colour, 0.3), darker(colour, 0.55), lighter(colour, 0.3)
    skin = (244, 214, 186)
    # The veil: behind the head, spreading down to the elbows.
    veil = box.pts((0.5, 0.08), (0.64, 0.12), (0.72, 0.3), (0.8, 0.52), (0.7, 0.56), (0.62, 0.36),
                   (0.38, 0.36), (0.3, 0.56), (0.2, 0.52), (0.28, 0.3), (0.36, 0.12))
    pygame.draw.polygon(surface, lighter(colour, 0.55), veil)
    pygame.draw.polygon(surface, light, veil, box.len(0.012))
    # The gown: a bell from the waist, with pleats.
    hem = [box.p(0.5 + 0.4 * math.cos(a), 0.93 + 0.05 * math.sin(a)) for a in
           [i * math.pi / 12 for i in range(13)]]
    gown = box.pts((0.42, 0.55), (0.58, 0.55)) + [box.p(0.9, 0.93)] + hem + [box.p(0.1, 0.93)]
    pygame.draw.polygon(surface, colour, gown)
    for fx in (0.3, 0.4, 0.5, 0.6, 0.7):
        pygame.draw.line(surface, dark, box.p(0.5 + (fx - 0.5) * 0.25, 0.58), box.p(fx, 0.96), box.len(0.014))
    # The bodice and sleeves.
    bodice = box.pts((0.33, 0.36), (0.67, 0.36), (0.59, 0.56), (0.41, 0.56))
    pygame.draw.polygon(surface, dark, bodice)
    for side in (-1, 1):
        sleeve = box.pts((0.5 + side * 0.16, 0.35), (0.5 + side * 0.25, 0.4), (0.5 + side * 0.24, 0.6),
                         (0.5 + side * 0.14, 0.62), (0.5 + side * 0.12, 0.45))
        pygame.draw.polygon(surface, colour, sleeve)
        pygame.draw.circle(surface, skin, box.p(0.5 + side * 0.16, 0.625), box.len(0.035))
    pygame.draw.line(surface, GOLD, box.p(0.41, 0.56), box.p(0.59, 0.56), box.len(0.025))
    # Neck, face, hair.
    pygame.draw.rect(surface, skin, box.r(0.46, 0.27, 0.08, 0.1))
    pygame.draw.ellipse(surface, deep, box.r(0.385, 0.115, 0.23, 0.2))  # hair behind the face
    pygame.draw.ellipse(surface, skin, box.r(0.41, 0.14, 0.18, 0.17))
    pygame.draw.arc(surface, deep, box.r(0.395, 0.12, 0.21, 0.14), math.radians(20), math.radians(160), box.len(0.04))
    # A quiet face: closed eyes and a small mouth.
    for side in (-1, 1):
        pygame.draw.arc(surface, INK, box.r(0.5 + side * 0.045 - 0.025, 0.215, 0.05, 0.03),
                        math.radians(200), math.radians(340), box.len(0.008))
    pygame.draw.ellipse(surface, mix(colour, skin, 0.3), box.r(0.48, 0.265, 0.04, 0.018))
    # A necklace and the crown.
    pygame.draw.arc(surface, GOLD, box.r(0.41, 0.27, 0.18, 0.12), math.radians(200), math.radians(340), box.len(0.014))
    draw_crown(surface, box.p(0.5, 0.1), box.w * 0.17)


def draw_tiger(surface: pygame.Surface, box: Box, colour: RGB) -> None:
    """A tiger's head: ears, a ruff of cheek fur, stripes, a pale muzzle and whiskers."""
    stripe = darker(colour, 0.72)
    light = lighter(colour, 0.3)
    pale = (250, 240, 222)
    # Ears: small and round, set wide on the head, pale inside.
    for side in (-1, 1):
        ear = box.p(0.5 + side * 0.27, 0.29)
        pygame.draw.circle(surface, stripe, ear, box.w * 0.115)
        pygame.draw.circle(surface, colour, ear, box.w * 0.095)
        pygame.draw.circle(surface, pale, ear, box.w * 0.05)
    # The ruff: tufts of cheek fur jutting out around the lower face.
    cx, cy = box.p(0.5, 0.55)
    ruff = []
    for i in range(27):
        a = math.radians(-35 + 250 * i / 26)
        radius = box.w * (0.43 if i % 2 == 0 else 0.35)
        ruff.append((cx + radius * math.cos(a), cy + radius * 0.8 * math.sin(a)))
    pygame.draw.polygon(surface, light, ruff)
    pygame.draw.polygon(surface, darker(colour, 0.2), ruff, box.len(0.012))
    # The face: wider than tall.
    face = box.r(0.15, 0.25, 0.7, 0.56)
    pygame.draw.ellipse(surface, colour, face)
    # Stripes: three on the brow, three on each cheek (dark wedges).
    for dx, top, length in ((-0.09, 0.255, 0.12), (0.0, 0.245, 0.15), (0.09, 0.255, 0.12)):
        pygame.draw.polygon(surface, stripe, box.pts((0.5 + dx - 0.025, top), (0.5 + dx + 0.025, top),
                                                     (0.5 + dx * 0.7, top + length)))
    for side in (-1, 1):
        for fy, length in ((0.45, 0.16), (0.55, 0.19), (0.65, 0.15)):
            edge = 0.5 + side * 0.35
            pygame.draw.polygon(surface, stripe, box.pts((edge, fy - 0.03), (edge, fy + 0.03),
                                                         (edge - side * length, fy + 0.005)))
    # Eyes: almond shapes with slit pupils.
    for side in (-1, 1):
        cx = 0.5 + side * 0.13
        eye = box.pts((cx - 0.075, 0.46), (cx - 0.02, 0.425), (cx + 0.06, 0.44), (cx + 0.075, 0.47),
                      (cx + 0.02, 0.49), (cx - 0.05, 0.485))
        if side < 0:
            eye = [(2 * box.p(cx, 0)[0] - x, y) for x, y in eye]
        pygame.draw.polygon(surface, (246, 214, 96), eye)
        pygame.draw.polygon(surface, INK, eye, box.len(0.012))
        pygame.draw.ellipse(surface, INK, box.r(cx - 0.012, 0.43, 0.024, 0.055))
    # Muzzle, nose, mouth, whiskers.
    for side in (-1, 1):
        pygame.draw.ellipse(surface, pale, box.r(0.5 + side * 0.065 - 0.085, 0.58, 0.17, 0.13))
    pygame.draw.ellipse(surface, pale, box.r(0.42, 0.67, 0.16, 0.1))
    nose = box.pts((0.44, 0.565), (0.56, 0.565), (0.5, 0.625))
    pygame.draw.polygon(surface, (120, 60, 66), nose)
    pygame.draw.line(surface, INK, box.p(0.5, 0.625), box.p(0.5, 0.66), box.len(0.012))
    for side in (-1, 1):
        pygame.draw.arc(surface, INK, box.r(0.5 + (0 if side > 0 else -0.07), 0.63, 0.07, 0.05),
                        math.radians(190), math.radians(350), box.len(0.012))
        for k, fy in enumerate((0.6, 0.635, 0.67)):
            start = box.p(0.5 + side * 0.12, fy)
            end = box.p(0.5 + side * 0.36, fy - 0.03 + k * 0.035)
            pygame.draw.line(surface, INK, start, end, box.len(0.007))
        for fx, fy in ((0.09, 0.6), (0.1, 0.635), (0.08, 0.655)):
            pygame.draw.circle(surface, stripe, box.p(0.5 + side * fx, fy), box.len(0.008))


def draw_colour_wild(surface: pygame.Surface, box: Box) -> None:
    """Blue/Red: counts as both colours and no role, so a big heart meets a big diamond."""
    red, blue = CARD_COLOURS["red"], CARD_COLOURS["blue"]
    draw_colour_symbol(surface, "red", box.p(0.34, 0.42), box.w * 0.5, red, darker(red, 0.4))
    draw_colour_symbol(surface, "blue", box.p(0.66, 0.62), box.w * 0.56, blue, darker(blue, 0.4))


# --- whole cards -------------------------------------------------------------------------------------
def _rounded(surface: pygame.Surface, rect: pygame.Rect, colour: Any, radius: int, width: int = 0) -> None:
    pygame.draw.rect(surface, colour, rect, width, border_radius=radius)


def _arch_points(rect: pygame.Rect, steps: int = 24) -> list[Point]:
    """A doorway: straight sides and a round top."""
    r = rect.w / 2
    cx, top = rect.centerx, rect.y + r
    points: list[Point] = [(rect.x, rect.bottom)]
    for i in range(steps + 1):
        a = math.pi + math.pi * i / steps
        points.append((cx + r * math.cos(a), top + r * math.sin(a)))
    points.append((rect.right, rect.bottom))
    return points


def _panel_tint(code: str) -> tuple[RGB, RGB]:
    """(background, edge) of the card's inner panel."""
    if code == "LT":
        return (236, 236, 238), NEUTRAL
    if code == "RB":
        return (240, 236, 230), (120, 96, 120)
    colour = CARD_COLOURS["red" if code[0] == "R" else "blue"]
    return mix(FACE, colour, 0.14), colour


def _paint_figure(surface: pygame.Surface, area: pygame.Rect, code: str) -> None:
    box = Box(area.x, area.y, area.w, area.h)
    if code == "RB":
        draw_colour_wild(surface, box)
        return
    if code == "LT":
        # Half lady, half tiger: each drawn whole on its own layer, then one half of each kept.
        for painter, half in ((draw_lady, 0), (draw_tiger, 1)):
            layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            painter(layer, box if painter is draw_lady else _square_box(area), NEUTRAL)
            keep = pygame.Rect(area.x + half * area.w // 2, 0, area.w // 2 + half, surface.get_height())
            surface.blit(layer, keep.topleft, keep)
        pygame.draw.line(surface, darker(NEUTRAL, 0.3), (area.centerx, area.y + area.h * 0.04),
                         (area.centerx, area.bottom - area.h * 0.02), max(1, area.w // 80))
        return
    colour = CARD_COLOURS["red" if code[0] == "R" else "blue"]
    if code[1] == "L":
        draw_lady(surface, box, colour)
    else:
        draw_tiger(surface, _square_box(area), colour)


def _square_box(area: pygame.Rect) -> Box:
    """The tiger's head is round: draw it in a square box, a little above the middle."""
    side = min(area.w * 1.22, area.h)
    return Box(area.centerx - side / 2, area.centery - side * 0.52, side, side)


def _corner_index(surface: pygame.Surface, code: str, at: Point, size: float, symbols: bool = True) -> None:
    """Colour symbol over role symbol, as on the corners of a playing card (the role alone
    without colour help)."""
    x, y = at
    if not symbols:
        if code in ("RL", "RT", "BL", "BT"):
            colour = CARD_COLOURS["red" if code[0] == "R" else "blue"]
            draw_role_symbol(surface, "lady" if code[1] == "L" else "tiger", (x, y + size * 0.2), size * 0.95,
                             darker(colour, 0.15))
        elif code == "LT":
            draw_role_symbol(surface, "lady", (x, y), size * 1.05, NEUTRAL)
            draw_role_symbol(surface, "tiger", (x, y + size * 1.2), size * 1.05, NEUTRAL)
        return  # the colour wild's corners hold colour symbols only
    if code == "RB":
        draw_colour_symbol(surface, "red", (x, y), size, outline=darker(CARD_COLOURS["red"], 0.4))
        draw_colour_symbol(surface, "blue", (x, y + size * 1.2), size, outline=darker(CARD_COLOURS["blue"], 0.4))
        return
    if code == "LT":
        draw_role_symbol(surface, "lady", (x, y), size * 1.05, NEUTRAL)
        draw_role_symbol(surface, "tiger", (x, y + size * 1.2), size * 1.05, NEUTRAL)
        return
    colour_word = "red" if code[0] == "R" else "blue"
    colour = CARD_COLOURS[colour_word]
    draw_colour_symbol(surface, colour_word, (x, y), size, outline=darker(colour, 0.4))
    draw_role_symbol(surface, "lady" if code[1] == "L" else "tiger", (x, y + size * 1.2), size * 0.95,
                     darker(colour, 0.15))


def _paint_face(surface: pygame.Surface, card: pygame.Rect, code: str, door: bool, symbols: bool = True) -> None:
    w, h = card.size
    radius = max(2, round(w * 0.08))
    _rounded(surface, card, FACE, radius)
    _rounded(surface, card, FACE_EDGE, radius, max(1, round(w * 0.012)))
    tint, edge = _panel_tint(code)
    margin_x, margin_top, margin_bottom = w * 0.16, h * 0.06, h * 0.06
    panel = pygame.Rect(round(card.x + margin_x), round(card.y + margin_top),
                        round(w - 2 * margin_x), round(h - margin_top - margin_bottom))
    if door:
        # An arched stone frame with a keystone: the Door cards are doorways.
        frame = panel.inflate(round(w * 0.04), 0)
        pygame.draw.polygon(surface, STONE_DARK, _arch_points(frame))
        inner_frame = frame.inflate(-round(w * 0.02), -round(w * 0.02)).move(0, round(w * 0.01))
        pygame.draw.polygon(surface, STONE, _arch_points(inner_frame))
        opening = frame.inflate(-round(w * 0.1), -round(w * 0.1)).move(0, round(w * 0.05))
        pygame.draw.polygon(surface, tint, _arch_points(opening))
        for i in range(1, 6):  # joints between the arch stones
            a = math.pi + math.pi * i / 6
            r_out, r_in = frame.w / 2 - w * 0.012, opening.w / 2
            cx, cy = frame.centerx, frame.y + frame.w / 2
            cy_in = opening.y + opening.w / 2
            pygame.draw.line(surface, STONE_DARK, (cx + r_in * math.cos(a), cy_in + r_in * math.sin(a)),
                             (cx + r_out * math.cos(a), cy + r_out * math.sin(a)), max(1, round(w * 0.01)))
        key = pygame.Rect(0, 0, round(w * 0.12), round(w * 0.09))
        key.midtop = (frame.centerx, frame.y - round(w * 0.01))
        pygame.draw.polygon(surface, GOLD, [key.topleft, key.topright, (key.right - key.w * 0.25, key.bottom),
                                            (key.x + key.w * 0.25, key.bottom)])
        figure_area = pygame.Rect(opening.x, opening.y + opening.w * 0.12, opening.w, opening.h - opening.w * 0.12)
        _paint_figure(surface, figure_area.inflate(-round(w * 0.02), -round(h * 0.03)), code)
        step_h = max(2, round(h * 0.03))
        pygame.draw.rect(surface, STONE_DARK, pygame.Rect(frame.x - round(w * 0.02), frame.bottom - step_h,
                                                          frame.w + round(w * 0.04), step_h))
    else:
        if code == "RB":
            # Split down the diagonal: red above, blue below.
            _rounded(surface, panel, tint, round(w * 0.05))
            red_half = [panel.topleft, panel.topright, panel.bottomleft]
            blue_half = [panel.topright, panel.bottomright, panel.bottomleft]
            pygame.draw.polygon(surface, mix(FACE, CARD_COLOURS["red"], 0.22), red_half)
            pygame.draw.polygon(surface, mix(FACE, CARD_COLOURS["blue"], 0.22), blue_half)
        else:
            _rounded(surface, panel, tint, round(w * 0.05))
        _rounded(surface, panel, edge, round(w * 0.05), max(1, round(w * 0.014)))
        _paint_figure(surface, panel.inflate(-round(w * 0.03), -round(h * 0.06)), code)
    symbol = w * 0.1
    _corner_index(surface, code, (card.x + w * 0.085, card.y + h * 0.07), symbol, symbols)
    # The same index upside down in the opposite corner, as on playing cards.
    corner = pygame.Surface((w, h), pygame.SRCALPHA)
    _corner_index(corner, code, (w * 0.085, h * 0.07), symbol, symbols)
    surface.blit(pygame.transform.rotate(corner, 180), card.topleft)


def _paint_back(surface: pygame.Surface, card: pygame.Rect, door: bool) -> None:
    w, h = card.size
    radius = max(2, round(w * 0.08))
    if door:
        # A closed wooden door under a stone arch.
        _rounded(surface, card, (70, 64, 58), radius)
        frame = card.inflate(-round(w * 0.12), -round(h * 0.08))
        pygame.draw.polygon(surface, STONE, _arch_points(frame))
        leaf = frame.inflate(-round(w * 0.1), -round(w * 0.1)).move(0, round(w * 0.05))
        pygame.draw.polygon(surface, WOOD_LIGHT, _arch_points(leaf))
        planks = 5
        for i in range(1, planks):
            x = leaf.x + leaf.w * i / planks
            pygame.draw.line(surface, WOOD_DARKER, (x, leaf.y + leaf.w * 0.06), (x, leaf.bottom), max(1, round(w * 0.012)))
        for fy in (0.38, 0.8):
            band = pygame.Rect(leaf.x, leaf.y + leaf.h * fy, leaf.w, max(2, round(h * 0.025)))
            pygame.draw.rect(surface, (50, 46, 48), band)
            for fx in (0.12, 0.88):
                pygame.draw.circle(surface, (150, 140, 130), (leaf.x + leaf.w * fx, band.centery), max(1, band.h * 0.3))
        ring = (leaf.x + leaf.w * 0.72, leaf.y + leaf.h * 0.6)
        pygame.draw.circle(surface, GOLD, ring, max(2, round(w * 0.06)), max(1, round(w * 0.018)))
        pygame.draw.circle(surface, GOLD_DARK, (ring[0], ring[1] - w * 0.06), max(1, round(w * 0.018)))
        pygame.draw.polygon(surface, STONE_DARK, _arch_points(frame), max(1, round(w * 0.02)))
        _rounded(surface, card, (40, 36, 32), radius, max(1, round(w * 0.015)))
        return
    _rounded(surface, card, BACK, radius)
    inner = card.inflate(-round(w * 0.12), -round(w * 0.12))
    _rounded(surface, inner, lighter(BACK, 0.06), round(radius * 0.6))
    # A lattice of small diamonds, clipped to the inner panel.
    lattice = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    step = w / 6
    line = max(1, round(w * 0.01))
    for i in range(-12, 13):
        x = inner.x + i * step
        pygame.draw.line(lattice, (*BACK_LINE, 110), (x, inner.y), (x + inner.h, inner.bottom), line)
        pygame.draw.line(lattice, (*BACK_LINE, 110), (x, inner.bottom), (x + inner.h, inner.y), line)
    surface.blit(lattice, inner.topleft, inner)
    # The emblem: a tiny doorway holding a heart and a diamond.
    emblem = pygame.Rect(0, 0, round(w * 0.42), round(w * 0.56))
    emblem.center = card.center
    pygame.draw.ellipse(surface, BACK, emblem.inflate(round(w * 0.16), round(w * 0.16)))
    pygame.draw.ellipse(surface, BACK_LINE, emblem.inflate(round(w * 0.16), round(w * 0.16)), max(1, round(w * 0.02)))
    pygame.draw.polygon(surface, BACK_LINE, _arch_points(emblem), max(1, round(w * 0.02)))
    draw_colour_symbol(surface, "red", (emblem.centerx - w * 0.07, emblem.centery + w * 0.05), w * 0.12, BACK_LINE)
    draw_colour_symbol(surface, "blue", (emblem.centerx + w * 0.08, emblem.centery + w * 0.05), w * 0.12, BACK_LINE)
    _rounded(surface, inner, BACK_LINE, round(radius * 0.6), max(1, round(w * 0.012)))
    _rounded(surface, card, (14, 24, 22), radius, max(1, round(w * 0.012)))


class DamaTigreFaces:
    """The face painter of La Dama y el Tigre's deck; ``variant`` is ``(door, symbols)``."""

    def paint_face(self, surface: pygame.Surface, rect: pygame.Rect, card: Hashable, variant: Hashable) -> None:
        door, symbols = _variant(variant)
        _paint_face(surface, rect, str(card), door, symbols)

    def paint_back(self, surface: pygame.Surface, rect: pygame.Rect, variant: Hashable) -> None:
        _paint_back(surface, rect, _variant(variant)[0])


def _variant(variant: Hashable) -> tuple[bool, bool]:
    if variant is None:
        return False, COLOUR_HELP
    door, symbols = variant  # type: ignore[misc]
    return bool(door), bool(symbols)  # type: ignore[has-type]


PAINTER = register_faces(FACES, DamaTigreFaces())


# --- the kit bound to this deck ------------------------------------------------------------------
def card_image(size: tuple[int, int], code: str | None, face_up: bool = True, door: bool = False,
               symbols: bool | None = None) -> pygame.Surface:
    """The card's picture at ``size`` (no shadow, no state), drawn large and scaled down.
    ``symbols``: the colour symbols in the corners; None follows the colour-help setting."""
    return kit.card_image(size, code, face_up, faces=FACES,
                          variant=(bool(door), COLOUR_HELP if symbols is None else bool(symbols)))


def draw_card(surface: pygame.Surface, rect: pygame.Rect, code: str | None, face_up: bool = True, door: bool = False,
              highlight: bool = False, selectable: bool = False, selected: bool = False, hovered: bool = False,
              dimmed: bool = False, shadow: bool = True) -> pygame.Rect:
    """Paint one card into ``rect``: the kit's ``draw_card`` with this deck's faces."""
    return kit.draw_card(surface, rect, code, face_up, faces=FACES, variant=(bool(door), COLOUR_HELP),
                         highlight=highlight, selectable=selectable, selected=selected, hovered=hovered,
                         dimmed=dimmed, shadow=shadow)


@dataclass(eq=False)
class CardWidget(kit.CardWidget):
    """A clickable card of this deck. ``code`` None (or ``face_up`` False) shows the back."""

    faces: str = FACES
    door: bool = False

    def face_variant(self) -> Hashable:
        return (self.door, COLOUR_HELP)


def card_widget(name: str, rect: pygame.Rect, code: str | None, intent: Any = None, face_up: bool = True,
                door: bool = False, highlight: bool = False, selected: bool = False, dimmed: bool = False,
                tooltip: str = "") -> CardWidget:
    """A card widget; it is selectable exactly when it has an intent."""
    return CardWidget(name=name, rect=pygame.Rect(rect), intent=intent, code=code, face_up=face_up, door=door,
                      highlight=highlight, selectable=intent is not None, selected=selected, dimmed=dimmed,
                      tooltip=tooltip)


def deck_painter(count: int, door: bool = False) -> Painter:
    """A face-down stack of this deck with its size on a badge."""
    from scenes.cards.pieces import deck_painter as stack  # pieces import the table machinery: only when asked

    return stack(count, faces=FACES, variant=(bool(door), COLOUR_HELP))


# --- the look motion carries (scenes/motion.py knows no deck) -------------------------------------
def card_variant(door: bool = False) -> Hashable:
    """The painter's variant of a card of this deck: a Door or not, and the colour-help setting."""
    return (bool(door), COLOUR_HELP)


def look_extra(door: bool = False) -> dict[str, Any]:
    """The ``extra`` of a face-down stack, a hidden hand or a deck that deals this deck's cards
    (Doors when ``door``): their look, for the motion."""
    return {"faces": FACES, "variant": card_variant(door)}


def card_extra(code: str | None, door: bool = False) -> dict[str, Any]:
    """The ``extra`` of a picture that draws one card of this deck (``code`` None: its back), so
    the motion moves it as that card."""
    return {"card": (code, FACES, card_variant(door))}


# --- the tables' gems and words ------------------------------------------------------------------
def gems_word(count: int, lang: str) -> str:
    return tr(lang, "gem" if count == 1 else "gems", "gema" if count == 1 else "gemas")


def gem_icon(name: str, rect: pygame.Rect, colour: str, count: int, tooltip: str = "") -> Widget:
    """A gem beside a count; an empty outline when the count is 0."""
    if count > 0:
        return GemWidget(name=name, rect=rect, colour=colour, tooltip=tooltip)
    return Picture(name=name, rect=rect, tooltip=tooltip, painter=lambda surface, r: draw_gem(
        surface, r.center, int(min(r.w, r.h) * 0.9), "white", ghost=True))


__all__ = [
    "BACK", "BACK_LINE", "CARD_COLOURS", "CARD_RATIO", "COLOUR_HELP", "FACE", "FACE_EDGE", "FACES", "GOLD",
    "GOLD_DARK", "HIGHLIGHT_RING", "INK", "NEUTRAL", "PAINTER", "SELECTABLE_RING", "STONE", "STONE_DARK",
    "WOOD_DARKER", "WOOD_LIGHT", "CardWidget", "DamaTigreFaces", "card_extra", "card_fit", "card_image", "card_size_for",
    "card_variant", "look_extra",
    "card_widget", "crown_points", "deck_painter", "diamond_points", "draw_card", "draw_colour_symbol",
    "draw_colour_wild", "draw_crown", "draw_lady", "draw_paw", "draw_role_symbol", "draw_tiger", "gem_icon",
    "gems_word", "heart_points", "set_colour_help", "shadow_image",
]
