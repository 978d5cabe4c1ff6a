"""Draws Ludoteca's icon (a tiger card from La Dama y el Tigre with a Reverso disc in front)
and writes it in every size the desktops ask for:

    python build/make_icons.py

writes assets/icons/ludoteca-{16,32,48,64,128,256,512}.png, ludoteca.ico (Windows: PNG
images inside an ICO directory) and ludoteca.icns (macOS: PNG images inside ICNS chunks).
The art is drawn with pygame.draw on a large canvas and scaled down, so the edges are
smooth; the 16 and 32 pixel icons use a simpler picture that stays legible that small.
Run it again after changing the drawing and commit the results.
"""

from __future__ import annotations

import io
import math
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

ICON_DIR = Path(__file__).resolve().parent.parent / "assets" / "icons"
SIZES = (16, 32, 48, 64, 128, 256, 512)
CANVAS = 1024  # drawn at this size, then scaled down

IVORY = (246, 240, 225)
CARD_EDGE = (150, 40, 44)
CARD_RED = (196, 48, 52)
TIGER = (232, 132, 40)
TIGER_LIGHT = (246, 178, 96)
STRIPE = (50, 28, 20)
PALE = (250, 240, 222)
INK = (32, 30, 36)
EYE = (246, 214, 96)
FELT = (28, 82, 60)
FELT_LIGHT = (40, 104, 77)
DISC_BLACK = (24, 24, 28)
DISC_SHINE = (88, 88, 100)
DISC_WHITE = (236, 234, 222)

Point = tuple[float, float]


def _rotated(points: list[Point], centre: Point, degrees: float) -> list[Point]:
    a = math.radians(degrees)
    cx, cy = centre
    return [(cx + (x - cx) * math.cos(a) - (y - cy) * math.sin(a),
             cy + (x - cx) * math.sin(a) + (y - cy) * math.cos(a)) for x, y in points]


def _rounded_rect_points(x: float, y: float, w: float, h: float, r: float, steps: int = 10) -> list[Point]:
    points: list[Point] = []
    for cx, cy, start in ((x + w - r, y + r, -90), (x + w - r, y + h - r, 0), (x + r, y + h - r, 90),
                          (x + r, y + r, 180)):
        for i in range(steps + 1):
            a = math.radians(start + 90 * i / steps)
            points.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return points


def _tiger(surface: pygame.Surface, cx: float, cy: float, s: float, detailed: bool) -> None:
    """A tiger's head centred at (cx, cy), ``s`` pixels wide."""
    for side in (-1, 1):
        ear = (cx + side * s * 0.34, cy - s * 0.32)
        pygame.draw.circle(surface, STRIPE, ear, s * 0.17)
        pygame.draw.circle(surface, TIGER, ear, s * 0.14)
        pygame.draw.circle(surface, PALE, ear, s * 0.07)
    ruff = []
    for i in range(29):
        a = math.radians(-20 + 220 * i / 28)
        radius = s * (0.56 if i % 2 == 0 else 0.46)
        ruff.append((cx + radius * math.cos(a), cy + s * 0.05 + radius * 0.85 * math.sin(a)))
    pygame.draw.polygon(surface, TIGER_LIGHT, ruff)
    pygame.draw.ellipse(surface, TIGER, pygame.Rect(cx - s * 0.46, cy - s * 0.4, s * 0.92, s * 0.8))
    # Brow stripes and cheek stripes.
    for dx, length in ((-0.12, 0.16), (0.0, 0.2), (0.12, 0.16)):
        top = cy - s * 0.4
        pygame.draw.polygon(surface, STRIPE, [(cx + (dx - 0.035) * s, top), (cx + (dx + 0.035) * s, top),
                                              (cx + dx * 0.7 * s, top + length * s)])
    for side in (-1, 1):
        for fy, length in ((-0.06, 0.2), (0.07, 0.24), (0.2, 0.18)):
            edge = cx + side * s * 0.46
            pygame.draw.polygon(surface, STRIPE, [(edge, cy + (fy - 0.04) * s), (edge, cy + (fy + 0.04) * s),
                                                  (edge - side * length * s, cy + (fy + 0.005) * s)])
    # Eyes.
    for side in (-1, 1):
        ex = cx + side * s * 0.17
        eye = pygame.Rect(0, 0, s * 0.18, s * 0.1)
        eye.center = (int(ex), int(cy - s * 0.05))
        pygame.draw.ellipse(surface, EYE, eye)
        pygame.draw.ellipse(surface, INK, eye, max(1, int(s * 0.015)))
        pupil = pygame.Rect(0, 0, s * 0.035, s * 0.09)
        pupil.center = eye.center
        pygame.draw.ellipse(surface, INK, pupil)
    # Muzzle and nose.
    for side in (-1, 1):
        pygame.draw.ellipse(surface, PALE, pygame.Rect(cx + side * s * 0.085 - s * 0.11, cy + s * 0.1, s * 0.22, s * 0.17))
    pygame.draw.polygon(surface, (120, 60, 66), [(cx - s * 0.08, cy + s * 0.08), (cx + s * 0.08, cy + s * 0.08),
                                                 (cx, cy + s * 0.16)])
    if detailed:
        for side in (-1, 1):
            for k, fy in enumerate((0.15, 0.19, 0.23)):
                pygame.draw.line(surface, INK, (cx + side * s * 0.15, cy + fy * s),
                                 (cx + side * s * 0.44, cy + (fy - 0.04 + k * 0.04) * s), max(1, int(s * 0.012)))


def _disc(surface: pygame.Surface, centre: Point, radius: float) -> None:
    """A Reverso disc seen slightly from above: the white side shows as a rim under the black top."""
    x, y = centre
    pygame.draw.circle(surface, (0, 0, 0, 110), (x + radius * 0.06, y + radius * 0.14), radius * 1.02)
    pygame.draw.circle(surface, DISC_WHITE, (x, y + radius * 0.1), radius)
    pygame.draw.circle(surface, DISC_BLACK, (x, y - radius * 0.02), radius * 0.97)
    pygame.draw.circle(surface, DISC_SHINE, (x - radius * 0.3, y - radius * 0.35), radius * 0.32)
    pygame.draw.circle(surface, DISC_BLACK, (x - radius * 0.22, y - radius * 0.27), radius * 0.3)


def draw_icon(side: int = CANVAS, detailed: bool = True) -> pygame.Surface:
    """The icon at ``side`` x ``side`` pixels, on a transparent background."""
    surface = pygame.Surface((side, side), pygame.SRCALPHA)
    s = side / 1024
    # A round felt tile behind everything gives the icon one clear outline on any desktop.
    tile = _rounded_rect_points(40 * s, 40 * s, 944 * s, 944 * s, 190 * s)
    pygame.draw.polygon(surface, FELT, tile)
    pygame.draw.circle(surface, FELT_LIGHT, (512 * s, 470 * s), 360 * s)
    pygame.draw.polygon(surface, FELT, tile, max(1, int(10 * s)))
    # The card, tilted a little, with its shadow.
    centre = (470 * s, 470 * s)
    card = _rounded_rect_points(250 * s, 130 * s, 440 * s, 640 * s, 48 * s)
    shadow = [(x + 22 * s, y + 30 * s) for x, y in _rotated(card, centre, -10)]
    pygame.draw.polygon(surface, (0, 0, 0, 90), shadow)
    pygame.draw.polygon(surface, IVORY, _rotated(card, centre, -10))
    pygame.draw.polygon(surface, CARD_EDGE, _rotated(card, centre, -10), max(1, int(16 * s)))
    inner = _rounded_rect_points(290 * s, 170 * s, 360 * s, 560 * s, 30 * s)
    pygame.draw.polygon(surface, CARD_RED, _rotated(inner, centre, -10), max(1, int(8 * s)))
    # The tiger drawn upright on its own canvas, then turned with the card.
    face = pygame.Surface((side, side), pygame.SRCALPHA)
    _tiger(face, 470 * s, 450 * s, 370 * s, detailed)
    face = pygame.transform.rotozoom(face, 10, 1.0)
    surface.blit(face, face.get_rect(center=(side // 2 - 42 * s, side // 2 - 52 * s)))
    _disc(surface, (720 * s, 740 * s), 190 * s)
    return surface


def draw_small_icon(side: int) -> pygame.Surface:
    """16 and 32 pixels: a straight card with the tiger's face and the disc, nothing finer."""
    big = pygame.Surface((CANVAS, CANVAS), pygame.SRCALPHA)
    s = CANVAS / 1024
    pygame.draw.polygon(big, FELT, _rounded_rect_points(0, 0, 1024 * s, 1024 * s, 200 * s))
    pygame.draw.polygon(big, IVORY, _rounded_rect_points(150 * s, 60 * s, 620 * s, 860 * s, 80 * s))
    pygame.draw.polygon(big, CARD_RED, _rounded_rect_points(150 * s, 60 * s, 620 * s, 860 * s, 80 * s), int(50 * s))
    _tiger(big, 460 * s, 440 * s, 480 * s, detailed=False)
    _disc(big, (770 * s, 790 * s), 220 * s)
    return pygame.transform.smoothscale(big, (side, side))


def icon_png(side: int) -> bytes:
    image = draw_small_icon(side) if side <= 32 else pygame.transform.smoothscale(draw_icon(), (side, side))
    buffer = io.BytesIO()
    pygame.image.save(image, buffer, "png")
    return buffer.getvalue()


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO file holding PNG images (read by Windows Vista and later, and by PyInstaller)."""
    sizes = [s for s in sorted(pngs) if s <= 256]
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = b"", b""
    for side in sizes:
        data = pngs[side]
        entries += struct.pack("<BBBBHHII", side % 256, side % 256, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
        blobs += data
    return header + entries + blobs


ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICNS file holding PNG images (macOS 10.7 and later)."""
    chunks = b"".join(kind + struct.pack(">I", 8 + len(pngs[side])) + pngs[side]
                      for side, kind in ICNS_TYPES.items() if side in pngs)
    return b"icns" + struct.pack(">I", 8 + len(chunks)) + chunks


def main() -> int:
    ICON_DIR.mkdir(parents=True, exist_ok=True)
    pngs = {side: icon_png(side) for side in SIZES}
    for side, data in pngs.items():
        (ICON_DIR / f"ludoteca-{side}.png").write_bytes(data)
    (ICON_DIR / "ludoteca.ico").write_bytes(ico_bytes(pngs))
    (ICON_DIR / "ludoteca.icns").write_bytes(icns_bytes(pngs))
    print(f"icons in {ICON_DIR}: {', '.join(str(s) for s in SIZES)} px, ludoteca.ico, ludoteca.icns")
    return 0


if __name__ == "__main__":
    sys.exit(main())
