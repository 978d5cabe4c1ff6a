"""What the NeuroDrez table draws: the six armies' chessmen, the tiles with their surface and colour
circle, and the three dice. A module of its own so that the menu's emblem draws them without
importing the table. Every picture is painted three times larger, scaled down and cached per size.

The six colours are the rulebook's (white, black, red, green, blue, yellow), in shades that stay
apart for colour-blind players as far as six can; each army also wears its own mark on the pedestal
(none, a dot, a bar, a ring, a cross, a triangle) and each tile names its colour in its tooltip, so
the colour is never the only clue."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.cards.pokerdrez import Figure
from scenes import theme
from scenes.cards.faces import Box
from scenes.widgets import paint
from scenes.widgets.chessmen import INK, chessman_image, draw_chessman, draw_mark
from scenes.widgets.dice import die_image

# Fill and detail of each colour's pieces, and the colour as a tile shows it.
ARMY = (
    ((246, 242, 230), (140, 128, 104)),
    ((46, 44, 54), (170, 160, 190)),
    ((213, 70, 40), (110, 30, 14)),
    ((0, 150, 110), (0, 74, 54)),
    ((50, 100, 215), (170, 190, 240)),
    ((240, 214, 50), (140, 110, 10)),
)
TILE_COLOURS = tuple(fill for fill, _ in ARMY)
# The kinds in the view's order: king, queen, rook, bishop, knight, pawn.
KIND_FIGURES = (None, Figure.DAMA, Figure.TORRE, Figure.ALFIL, Figure.CABALLO, Figure.PEON)
# Surfaces in the view's order (earth, water, air, fire, flora, fauna): the glyph's ink, and the
# parchment the tile is printed on.
SURFACE_INK = ((126, 84, 44), (34, 104, 190), (110, 150, 176), (222, 96, 24), (46, 140, 60), (150, 100, 60))
PARCHMENT = (216, 206, 178)
FELT = (26, 46, 40)


# Each colour's sign on the pedestal (scenes/widgets/chessmen.py): white none, then a dot, a bar, a
# ring, a cross and a triangle.
COLOUR_MARKS = (None, "dot", "bar", "ring", "cross", "triangle")


def piece_image(size: int, colour: int, kind: int) -> pygame.Surface:
    """The piece ``kind`` of ``colour``'s army, ``size`` pixels square (cached)."""
    fill, detail = ARMY[colour]
    edge = (150, 150, 160) if colour == 1 else INK  # the black army's outline must show on dark felt
    return chessman_image(size, KIND_FIGURES[kind], fill, detail, COLOUR_MARKS[colour], edge)


def draw_piece(surface: pygame.Surface, centre: tuple[float, float], size: int, colour: int, kind: int) -> None:
    draw_chessman(surface, centre, piece_image(size, colour, kind))


def draw_glyph(surface: pygame.Surface, rect: pygame.Rect, surface_index: int) -> None:
    """The surface's sign in ``rect``: hills, waves, wind, a flame, a leaf, a paw."""
    ink = SURFACE_INK[surface_index]
    x, y, w, h = rect.x, rect.y, rect.w, rect.h
    line = max(1, w // 12)
    if surface_index == 0:  # earth: two hills
        pygame.draw.polygon(surface, ink, [(x, y + h * 0.85), (x + w * 0.35, y + h * 0.2), (x + w * 0.7, y + h * 0.85)])
        pygame.draw.polygon(
            surface,
            paint.blend(ink, (0, 0, 0), 0.25),
            [(x + w * 0.4, y + h * 0.85), (x + w * 0.7, y + h * 0.4), (x + w, y + h * 0.85)],
        )
    elif surface_index == 1:  # water: three waves
        for i in range(3):
            yy = y + h * (0.25 + 0.25 * i)
            points = [(x + w * t / 8, yy + math.sin(t / 8 * 2 * math.pi) * h * 0.08) for t in range(9)]
            pygame.draw.lines(surface, ink, False, points, line)
    elif surface_index == 2:  # air: wind lines with curls
        for i, length in enumerate((0.8, 0.6, 0.7)):
            yy = y + h * (0.25 + 0.25 * i)
            pygame.draw.line(surface, ink, (x, yy), (x + w * length, yy), line)
            pygame.draw.arc(
                surface,
                ink,
                pygame.Rect(x + w * length - w * 0.1, yy - h * 0.2, w * 0.2, h * 0.2),
                -math.pi / 2,
                math.pi,
                line,
            )
    elif surface_index == 3:  # fire: a flame
        pygame.draw.polygon(
            surface,
            ink,
            [
                (x + w * 0.5, y),
                (x + w * 0.85, y + h * 0.55),
                (x + w * 0.7, y + h),
                (x + w * 0.3, y + h),
                (x + w * 0.15, y + h * 0.55),
            ],
        )
        pygame.draw.polygon(
            surface,
            (252, 200, 60),
            [
                (x + w * 0.5, y + h * 0.4),
                (x + w * 0.66, y + h * 0.72),
                (x + w * 0.58, y + h * 0.95),
                (x + w * 0.42, y + h * 0.95),
                (x + w * 0.34, y + h * 0.72),
            ],
        )
    elif surface_index == 4:  # flora: a leaf on its stem
        pygame.draw.ellipse(surface, ink, pygame.Rect(x + w * 0.2, y + h * 0.05, w * 0.6, h * 0.7))
        pygame.draw.line(
            surface, paint.blend(ink, (255, 255, 255), 0.5), (x + w * 0.5, y + h * 0.15), (x + w * 0.5, y + h), line
        )
    else:  # fauna: a paw
        pygame.draw.ellipse(surface, ink, pygame.Rect(x + w * 0.25, y + h * 0.45, w * 0.5, h * 0.45))
        for fx, fy in ((0.15, 0.3), (0.38, 0.1), (0.62, 0.1), (0.85, 0.3)):
            pygame.draw.circle(surface, ink, (x + w * fx, y + h * fy + h * 0.08), max(2, w * 0.1))


def draw_tile(
    surface: pygame.Surface,
    rect: pygame.Rect,
    printed: int,
    shown: int,
    surface_index: int,
    marker: int | None,
    small: bool,
) -> None:
    """A tile: parchment framed in the colour it shows, its surface's sign (large when ``small`` is
    False, else in the top right corner under a piece), and its printed colour's circle top left,
    covered by the conqueror's marker when conquered. Painted once per look and size and then
    blitted: the board's tiles were a fifth of a frame."""
    surface.blit(tile_image(rect.size, printed, shown, surface_index, marker, small), rect.topleft)


@lru_cache(maxsize=512)
def tile_image(
    size: tuple[int, int], printed: int, shown: int, surface_index: int, marker: int | None, small: bool
) -> pygame.Surface:
    """``paint_tile`` on a transparent square: every stroke is opaque and not smoothed, so the blit
    gives the same pixels as painting on the table."""
    image = pygame.Surface(size, pygame.SRCALPHA)
    paint_tile(image, image.get_rect(), printed, shown, surface_index, marker, small)
    return paint.optimised(image)


def paint_tile(
    surface: pygame.Surface,
    rect: pygame.Rect,
    printed: int,
    shown: int,
    surface_index: int,
    marker: int | None,
    small: bool,
) -> None:
    """What ``draw_tile`` shows, painted stroke by stroke."""
    inner = rect.inflate(-max(2, rect.w // 16), -max(2, rect.w // 16))
    pygame.draw.rect(surface, TILE_COLOURS[shown], inner, border_radius=max(2, rect.w // 10))
    face = inner.inflate(-max(4, rect.w // 6), -max(4, rect.w // 6))
    pygame.draw.rect(surface, PARCHMENT, face, border_radius=max(2, rect.w // 14))
    pygame.draw.rect(surface, (90, 80, 60), face, 1, border_radius=max(2, rect.w // 14))
    if small:
        glyph = pygame.Rect(0, 0, face.w * 0.34, face.h * 0.34)
        glyph.topright = (face.right - face.w // 14, face.y + face.h // 14)
    else:
        glyph = face.inflate(-face.w * 0.36, -face.h * 0.36)
        glyph.y += face.h // 14
    draw_glyph(surface, glyph, surface_index)
    radius = max(3, int(rect.w * 0.11))
    centre = (face.x + radius + 1, face.y + radius + 1)
    pygame.draw.circle(surface, TILE_COLOURS[printed], centre, radius)
    pygame.draw.circle(surface, INK, centre, radius, max(1, radius // 4))
    if marker is not None:  # the round marker of the conqueror, on the circle
        pygame.draw.circle(surface, TILE_COLOURS[marker], centre, radius + 1)
        pygame.draw.circle(surface, theme.GOLD, centre, radius + 1, max(1, radius // 3))


PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.28, 0.28), (0.72, 0.72)),
    3: ((0.26, 0.26), (0.5, 0.5), (0.74, 0.74)),
    4: ((0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72)),
    5: ((0.26, 0.26), (0.74, 0.26), (0.5, 0.5), (0.26, 0.74), (0.74, 0.74)),
    6: ((0.28, 0.24), (0.72, 0.24), (0.28, 0.5), (0.72, 0.5), (0.28, 0.76), (0.72, 0.76)),
}


@lru_cache(maxsize=96)
def die_face(size: int, which: str, value: int) -> pygame.Surface:
    """One of the three dice: ``figure`` (pips; six is any piece, ringed in gold), ``colour`` (a
    disc of the colour with its army's mark) or ``surface`` (the surface's sign)."""
    s = max(12, size)
    image = die_image(s, 0).copy()  # the shared ivory cube with no pips
    face = pygame.Rect(0, 0, int(s * 0.62), int(s * 0.62))
    face.center = (int(s * 0.48), int(s * 0.48))
    if which == "figure":
        pip = max(1.5, s * 0.062)
        for fx, fy in PIPS.get(value, ()):
            pygame.draw.circle(image, theme.INK, (face.x + fx * face.w, face.y + fy * face.h), pip)
        if value == 6:
            pygame.draw.rect(image, theme.GOLD, face.inflate(s // 10, s // 10), max(1, s // 24), border_radius=s // 8)
    elif which == "colour":
        pygame.draw.circle(image, TILE_COLOURS[value], face.center, face.w // 2)
        pygame.draw.circle(image, INK, face.center, face.w // 2, max(1, s // 30))
        box = Box(face.x, face.y, face.w, face.h)
        draw_mark(image, Box(box.x, box.y - face.h * 0.55, box.w, box.h), COLOUR_MARKS[value], ARMY[value][1])
    else:
        draw_glyph(image, face, value)
    return image
