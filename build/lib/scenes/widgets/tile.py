"""A letter tile of a crossword game, drawn as vectors: an ivory face on a wooden edge, the
letter in the middle and its value small in the corner. A blank shows the letter it stands
for in red ink and no value; a blank not yet played is an empty face.

Tiles are drawn a few times larger and scaled down (smooth edges), once per look and size.

A tile in flight (scenes/motion.py) is named by a short code, ``tile_code``: its letter, then
its value or ``*`` for a blank ("A/1", "E/*", "/*" for a blank still on the rack); no code is
a tile seen from the back.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

import pygame

from scenes import theme
from scenes.widgets import paint
from scenes.widgets.base import Widget

SUPERSAMPLE = 3
FACE = (244, 233, 206)  # ivory
FACE_NEW = (255, 238, 168)  # a tile laid this turn, not yet played
FACE_MARKED = (222, 196, 190)  # chosen for an exchange
EDGE = (176, 132, 84)  # the wooden side seen under the face
LETTER_INK = theme.INK
BLANK_INK = (176, 46, 40)
VALUE_INK = (84, 70, 60)
BACK = (150, 106, 62)  # a tile face down: the wooden back
Colour = tuple[int, int, int]


@lru_cache(maxsize=512)
def tile_image(size: int, letter: str, value: int | None, blank: bool = False, face: Colour = FACE,
               lift: bool = False) -> pygame.Surface:
    """A tile ``size`` pixels square. ``letter`` "" draws an empty face (a blank in the rack);
    ``value`` None leaves the corner empty. ``lift`` adds a drop shadow (a tile in the hand)."""
    s = max(8, int(size))
    big = s * SUPERSAMPLE
    pad = int(big * 0.12) if lift else 0
    image = pygame.Surface((big + pad, big + pad), pygame.SRCALPHA)
    radius = max(2, int(big * 0.14))
    body = pygame.Rect(0, 0, big, big)
    if lift:
        shade = body.move(pad // 2, pad)
        pygame.draw.rect(image, (0, 0, 0, 70), shade, border_radius=radius)
    thickness = max(2, int(big * 0.07))
    pygame.draw.rect(image, paint.blend(EDGE, (0, 0, 0), 0.25), body, border_radius=radius)
    side = body.inflate(-2 * SUPERSAMPLE, -SUPERSAMPLE).move(0, 0)
    pygame.draw.rect(image, EDGE, side, border_radius=radius)
    top = pygame.Rect(body.x + SUPERSAMPLE, body.y + SUPERSAMPLE, body.w - 2 * SUPERSAMPLE,
                      body.h - thickness - SUPERSAMPLE)
    # The face: lighter towards the top left, as if lit from there.
    bands = 6
    for i in range(bands):
        t = i / (bands - 1)
        band = top.inflate(-int(top.w * 0.1 * t), -int(top.h * 0.1 * t)).move(-int(top.w * 0.03 * t),
                                                                            -int(top.h * 0.03 * t))
        pygame.draw.rect(image, paint.blend(face, (255, 255, 255), 0.22 * t), band,
                         border_radius=max(1, radius - int(radius * 0.3 * t)))
    pygame.draw.rect(image, paint.blend(face, EDGE, 0.55), top, max(1, SUPERSAMPLE), border_radius=radius)
    if letter:
        ink = BLANK_INK if blank else LETTER_INK
        letter_px = int(top.h * (0.62 if len(letter) == 1 else 0.42))
        glyph = theme.font(letter_px, True).render(letter, True, ink)
        bounds = glyph.get_bounding_rect()
        centre = (top.centerx - (int(top.w * 0.06) if value is not None else 0), top.centery + int(top.h * 0.02))
        target = bounds.copy()
        target.center = centre
        image.blit(glyph, target.topleft, bounds)
        if blank:
            # A blank's letter is underlined: it is worth nothing, whatever it says.
            line_y = min(top.bottom - SUPERSAMPLE * 2, target.bottom + int(top.h * 0.06))
            pygame.draw.line(image, ink, (target.x, line_y), (target.right, line_y), max(2, int(big * 0.035)))
    elif blank:
        pygame.draw.circle(image, paint.blend(face, EDGE, 0.35), top.center, int(top.w * 0.18), max(1, SUPERSAMPLE))
    if value is not None and letter and not blank:
        value_px = int(top.h * 0.27)
        digits = theme.font(value_px, True).render(str(value), True, VALUE_INK)
        bounds = digits.get_bounding_rect()
        target = bounds.copy()
        target.bottomright = (top.right - int(top.w * 0.09), top.bottom - int(top.h * 0.09))
        image.blit(digits, target.topleft, bounds)
    scaled = pygame.transform.smoothscale(image, (max(1, (big + pad) // SUPERSAMPLE),) * 2)
    return paint.optimised(scaled)


def tile_code(letter: str, value: int | None, blank: bool) -> str:
    """The code of a tile as ``flight_image`` draws it (see the module's notes)."""
    return f"{letter}/{'*' if blank else '' if value is None else value}"


def read_tile_code(code: str) -> tuple[str, int | None, bool]:
    """(letter, value, blank) of a ``tile_code``."""
    letter, _, mark = code.partition("/")
    blank = mark == "*"
    return letter, (int(mark) if mark and not blank else None), blank


@lru_cache(maxsize=64)
def back_image(size: int) -> pygame.Surface:
    """A tile face down, ``size`` pixels square: the wood, a little darker at its foot."""
    s = max(4, int(size))
    image = pygame.Surface((s, s), pygame.SRCALPHA)
    radius = max(1, s // 5)
    pygame.draw.rect(image, paint.blend(BACK, (0, 0, 0), 0.3), image.get_rect(), border_radius=radius)
    pygame.draw.rect(image, BACK, pygame.Rect(0, 0, s, max(1, s - max(1, s // 12))), border_radius=radius)
    return image


def flight_image(size: tuple[int, int], code: str | None) -> pygame.Surface:
    """A tile in flight at ``size`` (its smaller side): its face for a code, its back for None."""
    side = max(8, min(size))
    if code is None:
        return back_image(side)
    letter, value, blank = read_tile_code(code)
    return tile_image(side, letter, value, blank)


def draw_tile(surface: pygame.Surface, rect: pygame.Rect, letter: str, value: int | None, blank: bool = False,
              face: Colour = FACE, lift: bool = False, alpha: int = 255) -> None:
    """A tile filling ``rect`` (its square side is the smaller of the two)."""
    size = min(rect.w, rect.h)
    image = tile_image(size, letter, value, blank, face, lift)
    if alpha < 255:
        image = image.copy()
        image.set_alpha(alpha)
    surface.blit(image, (rect.centerx - size // 2, rect.centery - size // 2))


@dataclass(eq=False)
class Tile(Widget):
    """A tile as a widget (the rack's, or one on the board): ``selected`` lifts it, ``marked``
    (for an exchange) tints it and ``hidden`` leaves only its empty place (while it is being
    dragged; nothing at all with ``hole`` off). ``face`` paints the face in another colour."""

    letter: str = ""
    value: int | None = None
    blank: bool = False
    selected: bool = False
    marked: bool = False
    hidden: bool = False
    hole: bool = True
    face: Colour | None = None

    @property
    def code(self) -> str:
        return tile_code(self.letter, self.value, self.blank)

    def draw(self, surface: pygame.Surface, theme_module: Any = theme) -> None:
        if self.hidden:
            if not self.hole:
                return
            hole = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            pygame.draw.rect(hole, (0, 0, 0, 50), hole.get_rect(), border_radius=max(2, self.rect.w // 7))
            surface.blit(hole, self.rect.topleft)
            return
        rect = self.rect.move(0, -max(2, self.rect.h // 6)) if self.selected else self.rect
        face = FACE_MARKED if self.marked else self.face or FACE
        draw_tile(surface, rect, self.letter, self.value, self.blank, face, lift=self.selected or self.hovered)
        if self.selected or self.highlight:
            pygame.draw.rect(surface, theme.GOLD, rect.inflate(4, 4), max(2, rect.w // 16),
                             border_radius=max(3, rect.w // 6))
        if self.marked:
            # A small arrow back to the bag on a tile chosen for the exchange.
            r = max(3, rect.w // 6)
            centre = (rect.right - r, rect.y + r)
            pygame.draw.circle(surface, theme.DANGER, centre, r)
            pygame.draw.line(surface, theme.IVORY, (centre[0] - r // 2, centre[1]), (centre[0] + r // 2, centre[1]),
                             max(1, r // 3))
