"""Trading Faces' cards and faces, drawn in code: one painter for a face in any pose.

``paint_face`` draws a cartoon head from a pose (games/tradingfaces/emotions.py: brows, eyes,
mouth, head, blush, each -100..100). The cards use it with the emotion's own pose, a background of
the emotion's colour and its number in two corners, plus one small sign a child knows (a tear, a
yawn's "z", a question mark...), so thirteen faces stay apart at the size of a card in a hand of ten.
The computer actor (spec B.8) uses the same painter with other looks (skin, hair) and no sign, its
pose moving from frame to frame.

Registered with the card kit as ``FACES``; a card is an emotion number, ``None`` a back.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygame

from games.tradingfaces.view import BY_NUMBER, POSE_KEYS
from scenes.cards.faces import RGB, Box, Point, corner_radius, darker, lighter, mix, register_faces

FACES = "tradingfaces_emotions"

INK = (40, 30, 36)
WHITE = (255, 255, 255)
MOUTH_INSIDE = (120, 30, 44)
TONGUE = (236, 110, 120)
BLUSH = (240, 96, 110)
TEAR = (90, 170, 240)
CARD_FACE = (252, 248, 238)
BACK = (58, 46, 96)
BACK_LINE = (240, 196, 90)

# One colour per emotion, far enough apart to sort a hand by colour at a glance.
COLOURS: dict[int, RGB] = {
    1: (96, 140, 220),  # sad: blue
    2: (226, 70, 60),  # angry: red
    3: (150, 110, 200),  # scared: violet
    4: (250, 170, 40),  # surprised: orange
    5: (120, 170, 60),  # disgusted: green
    6: (250, 214, 50),  # happy: yellow
    7: (240, 100, 170),  # excited: pink
    8: (150, 150, 150),  # bored: grey
    9: (70, 90, 140),  # tired: night blue
    10: (250, 160, 150),  # shy: salmon
    11: (200, 150, 40),  # proud: gold
    12: (60, 180, 170),  # confused: teal
    13: (150, 100, 70),  # worried: brown
}
SIGNS: dict[int, str] = {
    1: "tear",
    2: "steam",
    3: "shake",
    4: "bang",
    7: "stars",
    9: "zz",
    12: "ask",
    13: "sweat",
    11: "crown",
    5: "fly",
    8: "dots",
    10: "hearts",
    6: "sun",
}


@dataclass(frozen=True, slots=True)
class Look:
    """Who wears the face: skin, hair colour and a hair style (0 short, 1 long, 2 curly)."""

    skin: RGB = (250, 214, 178)
    hair: RGB = (90, 60, 40)
    style: int = 0


CARD_LOOK = Look()
# The computer actors' faces (spec B.8.1): several children, none the cards' own face.
ACTOR_LOOKS: tuple[Look, ...] = (
    Look((236, 190, 150), (40, 30, 26), 1),
    Look((170, 116, 80), (30, 22, 20), 2),
    Look((252, 222, 196), (220, 150, 60), 0),
    Look((120, 80, 56), (20, 16, 16), 0),
    Look((244, 204, 170), (150, 80, 40), 1),
)


def pose_values(pose: Sequence[float]) -> dict[str, float]:
    """The pose as fractions in -1..1 by name."""
    return {key: max(-1.0, min(1.0, float(value) / 100)) for key, value in zip(POSE_KEYS, pose, strict=True)}


def _bezier(a: Point, c: Point, b: Point, steps: int = 14) -> list[Point]:
    out = []
    for i in range(steps + 1):
        t = i / steps
        out.append(
            (
                (1 - t) ** 2 * a[0] + 2 * (1 - t) * t * c[0] + t * t * b[0],
                (1 - t) ** 2 * a[1] + 2 * (1 - t) * t * c[1] + t * t * b[1],
            )
        )
    return out


def _thick(surface: pygame.Surface, colour: RGB, points: Sequence[Point], width: int) -> None:
    """A smooth thick line: segments with round joints."""
    pygame.draw.lines(surface, colour, False, points, width)
    r = max(1, width // 2)
    for p in (points[0], points[-1], *points[1:-1:3]):
        pygame.draw.circle(surface, colour, (round(p[0]), round(p[1])), r)


def paint_face(
    surface: pygame.Surface, rect: pygame.Rect, pose: Sequence[float], look: Look = CARD_LOOK, blink: float = 0.0
) -> None:
    """A head in ``pose`` filling the square ``rect`` (an alpha surface is drawn, tilted, then blitted).
    ``blink`` (0..1) closes the eyes a little more for an idle blink."""
    side = min(rect.w, rect.h)
    layer = pygame.Surface((side, side), pygame.SRCALPHA)
    _draw_head(layer, Box(0, 0, side, side), pose_values(pose), look, blink)
    tilt = pose_values(pose)["head_tilt"] * 14
    if abs(tilt) > 0.5:
        layer = pygame.transform.rotozoom(layer, tilt, 1.0)
    surface.blit(layer, layer.get_rect(center=rect.center))


def _draw_head(s: pygame.Surface, b: Box, p: dict[str, float], look: Look, blink: float) -> None:
    line = b.len(0.028)
    down = p["head_down"] * 0.05  # features slide down when the chin drops, up when it lifts
    skin = look.skin
    # hair behind the head (long hair falls beside it)
    if look.style == 1:
        pygame.draw.ellipse(s, look.hair, b.r(0.05, 0.08, 0.9, 0.86))
    # ears, head
    for fx in (0.03, 0.85):
        pygame.draw.ellipse(s, darker(skin, 0.1), b.r(fx, 0.45, 0.12, 0.18))
    head = b.r(0.09, 0.08, 0.82, 0.88)
    pygame.draw.ellipse(s, skin, head)
    pygame.draw.ellipse(s, darker(skin, 0.45), head, max(1, line // 2))
    # hair on top
    if look.style == 2:
        for i in range(8):
            x = 0.16 + i * 0.097
            pygame.draw.circle(s, look.hair, b.p(x, 0.14 + 0.03 * math.sin(i * 1.7)), b.len(0.09))
    else:
        pygame.draw.ellipse(s, look.hair, b.r(0.11, 0.04, 0.78, 0.24))
        fringe = b.pts((0.11, 0.22), (0.28, 0.13), (0.5, 0.19), (0.68, 0.12), (0.89, 0.22), (0.89, 0.13), (0.11, 0.13))
        pygame.draw.polygon(s, look.hair, fringe)
    # blush
    if p["blush"] > 0.05:
        glow = pygame.Surface(s.get_size(), pygame.SRCALPHA)
        alpha = int(60 + 120 * p["blush"])
        for fx in (0.2, 0.64):
            pygame.draw.ellipse(glow, (*BLUSH, alpha), b.r(fx, 0.6 + down, 0.16, 0.09))
        s.blit(glow, (0, 0))
    _eyes(s, b, p, line, down, skin, blink)
    _brows(s, b, p, line, down, look)
    # nose
    nose_y = 0.6 + down
    _thick(s, darker(skin, 0.4), _bezier(b.p(0.48, nose_y), b.p(0.5, nose_y + 0.05), b.p(0.53, nose_y)), line)
    if p["nose_wrinkle"] > 0.2:
        for dx in (-0.05, 0.05):
            _thick(s, darker(skin, 0.45), [b.p(0.5 + dx, nose_y - 0.07), b.p(0.5 + dx * 1.6, nose_y - 0.03)], line)
    _mouth(s, b, p, line, down)


def _eyes(s: pygame.Surface, b: Box, p: dict[str, float], line: int, down: float, skin: RGB, blink: float) -> None:
    y = 0.47 + down
    openness = 1.0 + 0.45 * p["eye_open"] if p["eye_open"] >= 0 else 1.0 + 0.95 * p["eye_open"]
    openness *= 1 - blink
    for cx in (0.34, 0.66):
        if p["eye_smile"] > 0.5 and openness > 0.3:
            # laughing eyes: upward arcs
            _thick(s, INK, _bezier(b.p(cx - 0.08, y + 0.02), b.p(cx, y - 0.08), b.p(cx + 0.08, y + 0.02)), line * 2)
            continue
        if openness < 0.12:
            # shut: a lid line curving down
            _thick(s, INK, _bezier(b.p(cx - 0.08, y), b.p(cx, y + 0.05), b.p(cx + 0.08, y)), line * 2)
            continue
        w, h = 0.17, 0.15 * openness
        white = b.r(cx - w / 2, y - h / 2, w, h)
        pygame.draw.ellipse(s, WHITE, white)
        pupil_r = 0.042 if openness > 0.5 else 0.034
        px = cx + p["gaze_x"] * 0.035
        py = y + p["gaze_y"] * 0.02 * openness
        pygame.draw.circle(s, INK, b.p(px, py), b.len(pupil_r))
        pygame.draw.circle(s, WHITE, b.p(px + 0.012, py - 0.012), b.len(0.011))
        # cover what leaves the eye's ellipse (the pupil may look out of it)
        mask = pygame.Surface(s.get_size(), pygame.SRCALPHA)
        ring = white.inflate(b.len(0.09), b.len(0.09))
        pygame.draw.ellipse(mask, (*skin, 255), ring)
        pygame.draw.ellipse(mask, (0, 0, 0, 0), white)
        clip = s.get_clip()
        s.set_clip(ring)
        s.blit(mask, (0, 0))
        s.set_clip(clip)
        pygame.draw.ellipse(s, INK, white, line)
        if p["eye_smile"] > 0.15:
            # cheeks push the lower lids up
            lid = b.r(cx - w / 2 - 0.01, y + h * (0.5 - p["eye_smile"] * 0.6), w + 0.02, h)
            pygame.draw.ellipse(s, skin, lid)
            _thick(
                s,
                darker(skin, 0.4),
                _bezier(
                    b.p(cx - w / 2, y + h * 0.3), b.p(cx, y + h * (0.1 - p["eye_smile"])), b.p(cx + w / 2, y + h * 0.3)
                ),
                line,
            )
        if p["eye_open"] < -0.15 and openness >= 0.12:
            # heavy upper lid
            lid_h = h * (0.5 + 0.8 * -p["eye_open"]) * 0.6
            pygame.draw.rect(s, skin, b.r(cx - w / 2 - 0.005, y - h / 2 - 0.01, w + 0.01, lid_h + 0.01))
            _thick(s, INK, [b.p(cx - w / 2, y - h / 2 + lid_h), b.p(cx + w / 2, y - h / 2 + lid_h)], line)


def _brows(s: pygame.Surface, b: Box, p: dict[str, float], line: int, down: float, look: Look) -> None:
    base = 0.345 + down - p["brow_raise"] * 0.06
    colour = darker(look.hair, 0.2)
    for side, cx in ((-1, 0.34), (1, 0.66)):
        inner_x, outer_x = cx - side * 0.08, cx + side * 0.095
        asym = p["brow_asym"] * 0.05 * side
        inner_y = base - p["brow_inner"] * 0.055 - asym + max(0.0, -p["brow_inner"]) * 0.015
        outer_y = base + p["brow_inner"] * 0.015 - asym
        middle = ((inner_x + outer_x) / 2, (inner_y + outer_y) / 2 - 0.025)
        _thick(s, colour, _bezier(b.p(inner_x, inner_y), b.p(*middle), b.p(outer_x, outer_y), 10), line * 2 + 1)


def _mouth(s: pygame.Surface, b: Box, p: dict[str, float], line: int, down: float) -> None:
    cx = 0.5 + p["mouth_side"] * 0.07
    cy = 0.77 + down * 0.8 - p["nose_wrinkle"] * 0.015
    half = 0.15 * (1 + 0.45 * p["mouth_wide"])
    curve = p["mouth_curve"]
    opened = max(0.0, p["mouth_open"])
    tilt = p["mouth_side"] * 0.03
    left = (cx - half, cy - curve * 0.06 + tilt)
    right = (cx + half, cy - curve * 0.06 - tilt)
    upper_mid = (cx, cy + curve * 0.03 - opened * 0.035 - p["nose_wrinkle"] * 0.03)
    lower_mid = (cx, cy + curve * 0.06 + opened * 0.16)
    if opened < 0.08:
        _thick(s, INK, _bezier(b.p(*left), b.p(*((upper_mid[0], upper_mid[1] + curve * 0.05))), b.p(*right)), line * 2)
        return
    if p["mouth_wide"] < -0.3 and opened > 0.5:
        # a round "oh"
        oval = b.r(cx - half, cy - 0.05, half * 2, 0.05 + opened * 0.13)
        pygame.draw.ellipse(s, MOUTH_INSIDE, oval)
        pygame.draw.ellipse(s, INK, oval, line)
        return
    upper = _bezier(b.p(*left), b.p(*upper_mid), b.p(*right))
    lower = _bezier(b.p(*right), b.p(*lower_mid), b.p(*left))
    shape = upper + lower
    pygame.draw.polygon(s, MOUTH_INSIDE, shape)
    # teeth along the upper lip of a smile, a tongue at the bottom of a wide-open mouth
    if curve > 0.3:
        clip = s.get_clip()
        top = min(y for _, y in upper)
        s.set_clip(pygame.Rect(0, round(top), s.get_width(), round(b.h * (0.03 + opened * 0.03))))
        pygame.draw.polygon(s, WHITE, shape)
        s.set_clip(clip)
    if opened > 0.5:
        pygame.draw.ellipse(s, TONGUE, b.r(cx - half * 0.45, lower_mid[1] - 0.06 - opened * 0.02, half * 0.9, 0.07))
    pygame.draw.polygon(s, INK, shape, line)


# --- the signs that help a child tell the cards apart --------------------------------------------------
def _sign(s: pygame.Surface, b: Box, kind: str, colour: RGB) -> None:
    line = b.len(0.03)
    if kind == "tear":
        pygame.draw.circle(s, TEAR, b.p(0.34, 0.64), b.len(0.045))
        pygame.draw.polygon(s, TEAR, b.pts((0.305, 0.63), (0.34, 0.55), (0.375, 0.63)))
    elif kind == "steam":
        for x in (0.1, 0.9):
            for k in range(2):
                pts = [b.p(x + 0.03 * math.sin(i * 1.3 + k), 0.12 - 0.02 * i - k * 0.06) for i in range(5)]
                _thick(s, (250, 250, 250), pts, line)
    elif kind == "sweat":
        pygame.draw.circle(s, TEAR, b.p(0.83, 0.33), b.len(0.04))
        pygame.draw.polygon(s, TEAR, b.pts((0.8, 0.32), (0.83, 0.24), (0.86, 0.32)))
    elif kind == "shake":
        for x, d in ((0.03, -1), (0.97, 1)):
            for k in range(2):
                xx = x + d * k * 0.045
                _thick(s, WHITE, _bezier(b.p(xx, 0.3), b.p(xx + d * 0.03, 0.4), b.p(xx, 0.5)), line)
    elif kind == "bang":
        _thick(s, INK, [b.p(0.88, 0.04), b.p(0.88, 0.16)], line * 2)
        pygame.draw.circle(s, INK, b.p(0.88, 0.22), line)
    elif kind == "stars":
        for fx, fy, r in ((0.1, 0.12, 0.07), (0.9, 0.18, 0.06), (0.9, 0.02, 0.04)):
            _star(s, b.p(fx, fy), b.len(r), WHITE)
    elif kind == "zz":
        for fx, fy, r in ((0.8, 0.12, 0.07), (0.92, 0.02, 0.05)):
            x, y = b.p(fx, fy)
            d = b.len(r)
            _thick(s, WHITE, [(x - d, y - d), (x + d, y - d), (x - d, y + d), (x + d, y + d)], line)
    elif kind == "ask":
        x, y = b.p(0.88, 0.1)
        d = b.len(0.06)
        _thick(
            s,
            WHITE,
            _bezier((x - d, y - d * 0.6), (x, y - d * 2.2), (x + d, y - d * 0.6))
            + _bezier((x + d, y - d * 0.6), (x + d * 0.6, y + d * 0.2), (x, y + d * 0.5)),
            line,
        )
        pygame.draw.circle(s, WHITE, (round(x), round(y + d * 1.3)), line)
    elif kind == "crown":
        pts = b.pts((0.34, 0.1), (0.34, -0.01), (0.42, 0.05), (0.5, -0.03), (0.58, 0.05), (0.66, -0.01), (0.66, 0.1))
        pygame.draw.polygon(s, (255, 214, 60), pts)
        pygame.draw.polygon(s, INK, pts, max(1, line // 2))
    elif kind == "fly":
        x, y = b.p(0.86, 0.12)
        pygame.draw.circle(s, INK, (round(x), round(y)), b.len(0.028))
        for dx in (-1, 1):
            pygame.draw.ellipse(
                s,
                (220, 230, 250),
                pygame.Rect(
                    round(x + dx * b.len(0.03) - b.len(0.03)), round(y - b.len(0.06)), b.len(0.06), b.len(0.045)
                ),
            )
    elif kind == "dots":
        for i in range(3):
            pygame.draw.circle(s, WHITE, b.p(0.76 + i * 0.07, 0.08), b.len(0.022))
    elif kind == "hearts":
        for fx, fy in ((0.1, 0.1),):
            _heart(s, b.p(fx, fy), b.len(0.06))
    elif kind == "sun":
        _star(s, b.p(0.9, 0.08), b.len(0.06), (255, 250, 200))
    del colour


def _star(s: pygame.Surface, centre: Point, r: int, colour: RGB) -> None:
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rad = r if i % 2 == 0 else r * 0.45
        pts.append((centre[0] + rad * math.cos(a), centre[1] + rad * math.sin(a)))
    pygame.draw.polygon(s, colour, pts)
    pygame.draw.polygon(s, INK, pts, max(1, r // 8))


def _heart(s: pygame.Surface, centre: Point, r: int) -> None:
    x, y = centre
    pygame.draw.circle(s, (240, 70, 100), (round(x - r * 0.5), round(y)), round(r * 0.55))
    pygame.draw.circle(s, (240, 70, 100), (round(x + r * 0.5), round(y)), round(r * 0.55))
    pygame.draw.polygon(
        s, (240, 70, 100), [(x - r * 1.02, y + r * 0.15), (x + r * 1.02, y + r * 0.15), (x, y + r * 1.2)]
    )


@lru_cache(maxsize=64)
def _glyph(text: str, height: int, colour: RGB) -> pygame.Surface:
    if not pygame.font.get_init():
        pygame.font.init()
    font = pygame.font.Font(None, max(8, round(height * 1.45)))
    font.set_bold(True)
    image = font.render(text, True, colour)
    bounds = image.get_bounding_rect()
    image = image.subsurface(bounds).copy()
    scale = height / max(1, image.get_height())
    return pygame.transform.smoothscale(image, (max(1, round(image.get_width() * scale)), height))


def paint_card(surface: pygame.Surface, card: pygame.Rect, number: int) -> None:
    colour = COLOURS[number]
    radius = corner_radius(card.w)
    pygame.draw.rect(surface, colour, card, border_radius=radius)
    inner = card.inflate(-round(card.w * 0.07), -round(card.w * 0.07))
    pygame.draw.rect(surface, mix(colour, CARD_FACE, 0.55), inner, border_radius=radius)
    pygame.draw.rect(surface, darker(colour, 0.45), card, max(1, card.w // 60), border_radius=radius)
    # the face, as large as the card allows below the number
    side = min(round(inner.w * 1.04), round(inner.h * 0.8))
    face = pygame.Rect(0, 0, side, side)
    face.center = (inner.centerx, inner.centery + round(inner.h * 0.1))
    paint_face(surface, face, BY_NUMBER[number].pose)
    sign = SIGNS.get(number)
    if sign:
        _sign(surface, Box(face.x, face.y, face.w, face.h), sign, colour)
    # the number in a disc of the emotion's colour, top left; small again bottom right
    disc_r = round(card.w * 0.16)
    centre = (inner.x + disc_r - round(card.w * 0.01), inner.y + disc_r - round(card.w * 0.01))
    pygame.draw.circle(surface, colour, centre, disc_r)
    pygame.draw.circle(surface, darker(colour, 0.5), centre, disc_r, max(1, card.w // 70))
    glyph = _glyph(str(number), round(disc_r * 1.15), INK if sum(colour) > 420 else WHITE)
    surface.blit(glyph, glyph.get_rect(center=centre))
    small = _glyph(str(number), round(card.w * 0.1), darker(colour, 0.55))
    surface.blit(
        small, small.get_rect(bottomright=(inner.right - round(card.w * 0.03), inner.bottom - round(card.w * 0.02)))
    )


def paint_back(surface: pygame.Surface, card: pygame.Rect) -> None:
    radius = corner_radius(card.w)
    pygame.draw.rect(surface, BACK, card, border_radius=radius)
    inner = card.inflate(-round(card.w * 0.12), -round(card.w * 0.12))
    pygame.draw.rect(surface, lighter(BACK, 0.12), inner, border_radius=radius)
    pygame.draw.rect(surface, BACK_LINE, inner, max(1, card.w // 40), border_radius=radius)
    # thirteen dots in a ring: the thirteen emotions, and a smile in the middle
    cx, cy = inner.center
    ring = inner.w * 0.34
    for i, number in enumerate(sorted(COLOURS)):
        a = -math.pi / 2 + 2 * math.pi * i / 13
        pygame.draw.circle(
            surface,
            COLOURS[number],
            (round(cx + ring * math.cos(a)), round(cy + ring * math.sin(a))),
            max(2, round(card.w * 0.05)),
        )
    b = Box(cx - inner.w * 0.2, cy - inner.w * 0.2, inner.w * 0.4, inner.w * 0.4)
    line = b.len(0.09)
    pygame.draw.circle(surface, BACK_LINE, b.p(0.3, 0.35), line)
    pygame.draw.circle(surface, BACK_LINE, b.p(0.7, 0.35), line)
    _thick(surface, BACK_LINE, _bezier(b.p(0.15, 0.6), b.p(0.5, 1.0), b.p(0.85, 0.6)), line)


class EmotionFaces:
    """The card kit's painter for the 39 emotion cards (``card``: the emotion's number)."""

    def paint_face(self, surface: pygame.Surface, rect: pygame.Rect, card: Hashable, variant: Hashable) -> None:
        if isinstance(card, int) and card in COLOURS:
            paint_card(surface, rect, card)
        else:
            paint_back(surface, rect)

    def paint_back(self, surface: pygame.Surface, rect: pygame.Rect, variant: Hashable) -> None:
        paint_back(surface, rect)


PAINTER = register_faces(FACES, EmotionFaces())
