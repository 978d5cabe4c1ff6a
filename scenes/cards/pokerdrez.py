"""The PokerDrez deck's faces (game/cards/pokerdrez.py), registered as the face painter
``pokerdrez_deck`` of the card kit. Every PokerDrez game's table draws its cards with it::

    from scenes.cards import card_widget
    from scenes.cards.pokerdrez import FACES
    card_widget("hand:0", rect, card, faces=FACES, intent=...)   # card: a PokerDrezCard, None for a back

What a face shows, so the nine colours stay apart for every eye (checked with
../shared/tools/cvd_simulate.py, tools/pokerdrez_faces.py draws the sheet):

- a frame in the card's colour (``PALETTE``) and, in the top left corner, a disc of that colour
  holding the colour's number (1-9) large, in ink or white, whichever reads better on it;
- the figure drawn in the middle, filled with the colour; every coloured shape has a dark ink
  outline, so the yellow (6), which tritanopes see near white, never melts into the ivory face;
- in the top right corner the die face printed on the cards (rulebook: Peón 1 ... Dama 5,
  Bufón 6), as pips;
- the two neutral cards: a black and white striped frame and two arrows that swap (a card
  exchanged), no figure, colour, number or die face.

Faces are painted at the kit's supersampled size and scaled down: clear at 60 px tall and at 300.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from functools import lru_cache

import pygame

from game.cards.pokerdrez import Figure, PokerDrezCard
from scenes import theme
from scenes.cards.faces import RGB, Box, Point, corner_radius, darker, lighter, mix, register_faces

FACES = "pokerdrez_deck"  # the name its face painter is registered under

FACE = (250, 246, 234)
FACE_EDGE = (120, 104, 84)
INK = (30, 26, 34)
WHITE = (255, 255, 255)
SKIN = (244, 214, 186)
BACK = (36, 32, 58)
BACK_DARK = (26, 22, 44)
BACK_LINE = (206, 170, 92)


# --- small helpers -----------------------------------------------------------------------------------
def _luminance(c: RGB) -> float:
    def channel(v: int) -> float:
        s = v / 255
        return s / 12.92 if s <= 0.04045 else ((s + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in c)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ink_on(c: RGB) -> RGB:
    """Ink or white, whichever contrasts more with ``c`` (the number on its colour disc)."""
    lum = _luminance(c)
    on_white = (1.05) / (lum + 0.05)
    on_ink = (lum + 0.05) / (_luminance(INK) + 0.05)
    return INK if on_ink >= on_white else WHITE


def _outlined(surface: pygame.Surface, layer: pygame.Surface, width: int, colour: RGB = INK) -> None:
    """Blit ``layer`` onto ``surface`` with a ``width``-pixel outline around everything it holds."""
    silhouette = pygame.mask.from_surface(layer, 8).to_surface(setcolor=(*colour, 255), unsetcolor=(0, 0, 0, 0))
    steps = 16
    for radius in sorted({width, max(1, width // 2)}):
        for i in range(steps):
            a = 2 * math.pi * i / steps
            surface.blit(silhouette, (round(radius * math.cos(a)), round(radius * math.sin(a))))
    surface.blit(layer, (0, 0))


@lru_cache(maxsize=64)
def _glyph(text: str, height: int, colour: RGB) -> pygame.Surface:
    """``text`` in bold, cropped to its ink and scaled so the digits stand ``height`` pixels tall."""
    if not pygame.font.get_init():  # a face can be painted before any text (a tool, a test)
        pygame.font.init()
    image = theme.font(max(8, round(height * 1.45)), True).render(text, True, colour)
    box = image.get_bounding_rect()
    image = image.subsurface(box).copy()
    scale = height / max(1, box.h)
    return pygame.transform.smoothscale(image, (max(1, round(box.w * scale)), max(1, height)))


# --- the figures (drawn in a box: fractions of its width and height) ----------------------------
def _pedestal(s: pygame.Surface, b: Box, fill: RGB) -> None:
    pygame.draw.rect(s, fill, b.r(0.14, 0.86, 0.72, 0.1), border_radius=b.len(0.03))
    pygame.draw.polygon(s, fill, b.pts((0.2, 0.87), (0.8, 0.87), (0.72, 0.78), (0.28, 0.78)))


def draw_peon(s: pygame.Surface, b: Box, fill: RGB, detail: RGB) -> None:
    _pedestal(s, b, fill)
    pygame.draw.polygon(s, fill, b.pts((0.3, 0.79), (0.7, 0.79), (0.6, 0.55), (0.4, 0.55)))
    pygame.draw.ellipse(s, fill, b.r(0.3, 0.5, 0.4, 0.08))
    pygame.draw.circle(s, fill, b.p(0.5, 0.37), b.w * 0.17)
    pygame.draw.line(s, detail, b.p(0.31, 0.54), b.p(0.69, 0.54), b.len(0.02))
    pygame.draw.line(s, detail, b.p(0.22, 0.8), b.p(0.78, 0.8), b.len(0.02))


def draw_torre(s: pygame.Surface, b: Box, fill: RGB, detail: RGB) -> None:
    _pedestal(s, b, fill)
    pygame.draw.polygon(s, fill, b.pts((0.28, 0.79), (0.72, 0.79), (0.66, 0.36), (0.34, 0.36)))
    pygame.draw.rect(s, fill, b.r(0.24, 0.24, 0.52, 0.14))
    for fx in (0.24, 0.44, 0.64):
        pygame.draw.rect(s, fill, b.r(fx, 0.1, 0.12, 0.16))
    pygame.draw.line(s, detail, b.p(0.26, 0.38), b.p(0.74, 0.38), b.len(0.02))
    for fy in (0.5, 0.64):  # courses of stone
        pygame.draw.line(s, detail, b.p(0.35, fy), b.p(0.65, fy), b.len(0.012))
    pygame.draw.line(s, detail, b.p(0.22, 0.8), b.p(0.78, 0.8), b.len(0.02))


def draw_alfil(s: pygame.Surface, b: Box, fill: RGB, detail: RGB) -> None:
    _pedestal(s, b, fill)
    pygame.draw.polygon(s, fill, b.pts((0.3, 0.79), (0.7, 0.79), (0.58, 0.5), (0.42, 0.5)))
    pygame.draw.ellipse(s, fill, b.r(0.3, 0.46, 0.4, 0.07))
    mitre = b.pts((0.5, 0.12), (0.62, 0.22), (0.68, 0.33), (0.64, 0.44), (0.56, 0.48), (0.44, 0.48),
                  (0.36, 0.44), (0.32, 0.33), (0.38, 0.22))
    pygame.draw.polygon(s, fill, mitre)
    pygame.draw.circle(s, fill, b.p(0.5, 0.1), b.w * 0.065)
    pygame.draw.line(s, detail, b.p(0.6, 0.23), b.p(0.47, 0.37), b.len(0.035))  # the mitre's cut
    pygame.draw.line(s, detail, b.p(0.31, 0.5), b.p(0.69, 0.5), b.len(0.02))
    pygame.draw.line(s, detail, b.p(0.22, 0.8), b.p(0.78, 0.8), b.len(0.02))


def draw_caballo(s: pygame.Surface, b: Box, fill: RGB, detail: RGB) -> None:
    _pedestal(s, b, fill)
    head = b.pts((0.26, 0.79), (0.76, 0.79), (0.74, 0.56), (0.7, 0.36), (0.62, 0.2), (0.52, 0.12), (0.44, 0.13),
                 (0.34, 0.2), (0.22, 0.33), (0.15, 0.44), (0.18, 0.52), (0.26, 0.53), (0.36, 0.47),
                 (0.44, 0.46), (0.4, 0.56), (0.3, 0.66))
    pygame.draw.polygon(s, fill, head)
    pygame.draw.polygon(s, fill, b.pts((0.47, 0.15), (0.52, 0.03), (0.58, 0.17)))  # the ear
    pygame.draw.circle(s, detail, b.p(0.43, 0.26), b.w * 0.035)  # the eye
    pygame.draw.circle(s, detail, b.p(0.21, 0.45), b.w * 0.02)  # the nostril
    pygame.draw.lines(s, detail, False, b.pts((0.58, 0.17), (0.66, 0.3), (0.7, 0.46), (0.71, 0.62)), b.len(0.025))
    pygame.draw.line(s, detail, b.p(0.22, 0.8), b.p(0.78, 0.8), b.len(0.02))


def draw_dama(s: pygame.Surface, b: Box, fill: RGB, detail: RGB) -> None:
    # A fan of five sharp points with deep notches, wider than the body: at a card's smallest size
    # the Queen must not read as the Rook's flat, square-toothed top.
    _pedestal(s, b, fill)
    pygame.draw.polygon(s, fill, b.pts((0.29, 0.79), (0.71, 0.79), (0.57, 0.44), (0.43, 0.44)))
    pygame.draw.ellipse(s, fill, b.r(0.31, 0.39, 0.38, 0.08))
    tips = ((0.12, 0.14), (0.3, 0.06), (0.5, 0.02), (0.7, 0.06), (0.88, 0.14))
    notches = ((0.29, 0.3), (0.43, 0.25), (0.57, 0.25), (0.71, 0.3))
    crown = b.pts((0.36, 0.42), tips[0], notches[0], tips[1], notches[1], tips[2], notches[2], tips[3],
                  notches[3], tips[4], (0.64, 0.42))
    pygame.draw.polygon(s, fill, crown)
    for tip in tips:
        pygame.draw.circle(s, fill, b.p(*tip), b.w * 0.045)
    pygame.draw.line(s, detail, b.p(0.32, 0.43), b.p(0.68, 0.43), b.len(0.02))
    pygame.draw.line(s, detail, b.p(0.22, 0.8), b.p(0.78, 0.8), b.len(0.02))


def draw_bufon(s: pygame.Surface, b: Box, fill: RGB, detail: RGB) -> None:
    """The Bufón (Jóker): a jester's head, a three-horned cap with bells over a smiling face and a ruff."""
    other = lighter(fill, 0.45) if _luminance(fill) < 0.5 else darker(fill, 0.3)
    ruff = []
    for i in range(15):
        fx = 0.14 + 0.72 * i / 14
        ruff.append(b.p(fx, 0.96 if i % 2 == 0 else 0.84))
    pygame.draw.polygon(s, fill, [b.p(0.14, 0.74), b.p(0.86, 0.74), *reversed(ruff)])
    pygame.draw.ellipse(s, other, b.r(0.22, 0.7, 0.56, 0.12))
    pygame.draw.ellipse(s, SKIN, b.r(0.3, 0.34, 0.4, 0.42))  # the face
    horns = (
        ((0.3, 0.38), (0.06, 0.12), (0.42, 0.3), fill),
        ((0.58, 0.3), (0.94, 0.12), (0.7, 0.38), fill),
        ((0.4, 0.32), (0.5, 0.02), (0.6, 0.32), other),
    )
    for (ax, ay), (tx, ty), (bx, by), colour in horns:
        mid = ((ax + bx) / 2, (ay + by) / 2)
        bend = (mid[0] + (tx - mid[0]) * 0.45, mid[1] + (ty - mid[1]) * 0.7 - 0.06)
        pygame.draw.polygon(s, colour, b.pts((ax, ay), bend, (tx, ty), (bx, by)))
    for tx, ty in ((0.06, 0.12), (0.94, 0.12), (0.5, 0.02)):
        pygame.draw.circle(s, other, b.p(tx, ty + 0.02), b.w * 0.06)
    pygame.draw.rect(s, fill, b.r(0.28, 0.32, 0.44, 0.08), border_radius=b.len(0.03))  # the cap's band
    for side in (-1, 1):
        pygame.draw.circle(s, INK, b.p(0.5 + side * 0.08, 0.5), b.w * 0.025)
        pygame.draw.circle(s, mix(SKIN, (220, 90, 90), 0.5), b.p(0.5 + side * 0.13, 0.59), b.w * 0.035)
    pygame.draw.arc(s, INK, b.r(0.4, 0.52, 0.2, 0.14), math.radians(200), math.radians(340), b.len(0.025))
    pygame.draw.line(s, detail, b.p(0.29, 0.36), b.p(0.71, 0.36), b.len(0.015))


FIGURE_PAINTERS = {
    Figure.PEON: draw_peon, Figure.CABALLO: draw_caballo, Figure.ALFIL: draw_alfil,
    Figure.TORRE: draw_torre, Figure.DAMA: draw_dama, Figure.BUFON: draw_bufon,
}

PIPS: dict[int, tuple[Point, ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.28, 0.28), (0.72, 0.72)),
    3: ((0.26, 0.26), (0.5, 0.5), (0.74, 0.74)),
    4: ((0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72)),
    5: ((0.26, 0.26), (0.74, 0.26), (0.5, 0.5), (0.26, 0.74), (0.74, 0.74)),
    6: ((0.28, 0.24), (0.72, 0.24), (0.28, 0.5), (0.72, 0.5), (0.28, 0.76), (0.72, 0.76)),
}


def draw_die_face(surface: pygame.Surface, rect: pygame.Rect, face: int) -> None:
    """A die's face as printed on the card: pips on a white rounded square, outlined in ink."""
    radius = max(2, rect.w // 6)
    pygame.draw.rect(surface, WHITE, rect, border_radius=radius)
    pygame.draw.rect(surface, INK, rect, max(1, rect.w // 14), border_radius=radius)
    box = Box(rect.x, rect.y, rect.w, rect.h)
    pip = max(1.0, rect.w * (0.11 if face > 1 else 0.14))
    for fx, fy in PIPS[face]:
        pygame.draw.circle(surface, INK, box.p(fx, fy), pip)


# --- whole cards ----------------------------------------------------------------------------------------
def _frame(surface: pygame.Surface, card: pygame.Rect, colour: RGB | None) -> pygame.Rect:
    """The ivory card, a band of the card's colour inside its edge (black and white stripes on a
    neutral card), and the inner face it frames; returns the inner face."""
    w = card.w
    radius = corner_radius(w)
    line = max(1, round(w * 0.012))
    pygame.draw.rect(surface, FACE, card, border_radius=radius)
    band = card.inflate(-round(w * 0.08), -round(w * 0.08))
    inner = band.inflate(-round(w * 0.14), -round(w * 0.14))
    band_radius = max(2, round(radius * 0.8))
    if colour is not None:
        pygame.draw.rect(surface, colour, band, border_radius=band_radius)
        pygame.draw.rect(surface, mix(FACE, colour, 0.14), inner, border_radius=band_radius // 2)
    else:
        stripes = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        pygame.draw.rect(stripes, (*WHITE, 255), band, border_radius=band_radius)
        step = max(4, round(w * 0.07))
        for x in range(band.x - band.h, band.right, step * 2):
            pygame.draw.polygon(stripes, (*INK, 255), [(x, band.bottom), (x + step, band.bottom),
                                                       (x + step + band.h, band.y), (x + band.h, band.y)])
        clip = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        pygame.draw.rect(clip, (255, 255, 255, 255), band, border_radius=band_radius)
        stripes.blit(clip, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surface.blit(stripes, (0, 0))
        pygame.draw.rect(surface, FACE, inner, border_radius=band_radius // 2)
    pygame.draw.rect(surface, INK, band, line * 2, border_radius=band_radius)
    pygame.draw.rect(surface, INK, inner, line, border_radius=band_radius // 2)
    pygame.draw.rect(surface, FACE_EDGE, card, line, border_radius=radius)
    return inner


def _paint_face(surface: pygame.Surface, card: pygame.Rect, value: PokerDrezCard) -> None:
    w = card.w
    outline = max(2, round(w * 0.022))
    if value.figure is None or value.colour is None:
        inner = _frame(surface, card, None)
        _paint_swap(surface, inner, outline)
        return
    colour = value.colour.rgb
    inner = _frame(surface, card, colour)
    # The figure, filled with the colour and outlined in ink.
    area = pygame.Rect(inner.x + round(w * 0.04), inner.y + round(w * 0.3), inner.w - round(w * 0.08),
                       inner.bottom - inner.y - round(w * 0.34))
    side = min(area.w, area.h)
    box = Box(area.centerx - side / 2, area.bottom - side, side, side)
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    FIGURE_PAINTERS[value.figure](layer, box, colour, darker(colour, 0.55) if _luminance(colour) > 0.3
                                  else lighter(colour, 0.55))
    _outlined(surface, layer, outline)
    # The number on a disc of the colour, top left.
    r = w * 0.17
    centre = (card.x + w * 0.2, card.y + w * 0.2)
    pygame.draw.circle(surface, INK, centre, r + outline)
    pygame.draw.circle(surface, colour, centre, r)
    glyph = _glyph(str(value.colour.number), max(4, round(r * 1.3)), ink_on(colour))
    surface.blit(glyph, glyph.get_rect(center=(round(centre[0]), round(centre[1]))))
    # The die face, top right.
    die = pygame.Rect(0, 0, round(w * 0.25), round(w * 0.25))
    die.center = (round(card.right - w * 0.2), round(card.y + w * 0.2))
    draw_die_face(surface, die, value.figure.die_face)


def _paint_swap(surface: pygame.Surface, inner: pygame.Rect, outline: int) -> None:
    """The neutral card's sign: two arrows going opposite ways, a card given for another."""
    side = min(inner.w, inner.h) * 0.8
    b = Box(inner.centerx - side / 2, inner.centery - side / 2, side, side)
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    grey = (150, 150, 156)
    for fy, leftwards in ((0.36, False), (0.64, True)):
        tail, tip = (0.12, 0.88) if not leftwards else (0.88, 0.12)
        head_base = tip - 0.2 if not leftwards else tip + 0.2
        pygame.draw.rect(layer, WHITE if not leftwards else grey,
                         b.r(min(tail, head_base), fy - 0.05, abs(head_base - tail), 0.1))
        pygame.draw.polygon(layer, WHITE if not leftwards else grey,
                            b.pts((head_base, fy - 0.14), (tip, fy), (head_base, fy + 0.14)))
    _outlined(surface, layer, outline)


def _paint_back(surface: pygame.Surface, card: pygame.Rect) -> None:
    """A dark back with a chessboard in the middle and a gold rim."""
    w, h = card.size
    radius = corner_radius(w)
    pygame.draw.rect(surface, BACK, card, border_radius=radius)
    inner = card.inflate(-round(w * 0.12), -round(w * 0.12))
    pygame.draw.rect(surface, BACK_DARK, inner, border_radius=round(radius * 0.6))
    board = pygame.Rect(0, 0, round(w * 0.64), round(w * 0.64))
    board.center = card.center
    cell = board.w / 8
    for row in range(8):
        for col in range(8):
            if (row + col) % 2 == 0:
                square = pygame.Rect(round(board.x + col * cell), round(board.y + row * cell),
                                     round(board.x + (col + 1) * cell) - round(board.x + col * cell),
                                     round(board.y + (row + 1) * cell) - round(board.y + row * cell))
                pygame.draw.rect(surface, mix(BACK, BACK_LINE, 0.55), square)
    pygame.draw.rect(surface, BACK_LINE, board.inflate(round(w * 0.03), round(w * 0.03)), max(1, round(w * 0.02)))
    for fy in (0.2, 0.8):  # a die's pip above and below the board
        pygame.draw.circle(surface, BACK_LINE, (card.centerx, card.y + h * fy), max(1, round(w * 0.035)))
    pygame.draw.rect(surface, BACK_LINE, inner, max(1, round(w * 0.012)), border_radius=round(radius * 0.6))
    pygame.draw.rect(surface, (14, 12, 24), card, max(1, round(w * 0.012)), border_radius=radius)


class PokerDrezFaces:
    """The face painter of the PokerDrez deck: one look (``variant`` is ignored)."""

    def paint_face(self, surface: pygame.Surface, rect: pygame.Rect, card: Hashable, variant: Hashable) -> None:
        if not isinstance(card, PokerDrezCard):
            raise TypeError(f"the PokerDrez faces paint PokerDrez cards, not {card!r}")
        _paint_face(surface, rect, card)

    def paint_back(self, surface: pygame.Surface, rect: pygame.Rect, variant: Hashable) -> None:
        _paint_back(surface, rect)


PAINTER = register_faces(FACES, PokerDrezFaces())
