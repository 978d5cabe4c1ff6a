#!/usr/bin/env python3
"""Check the nine PokerDrez colours (``game.cards.pokerdrez.PALETTE``) for colour-blind players.

    python tools/cvd_palette_check.py [--out DIR]

Draws the nine colours as swatches (with their numbers) into ``DIR/pokerdrez-palette.png``, runs
the team's ``../shared/tools/cvd_simulate.py`` on it (Machado et al. 2009, full severity; needs
numpy), reads back its three pictures and prints, for normal vision and each deficiency, the
closest pair of colours by CIEDE2000. About 2.3 is a just noticeable difference; pairs over 10 read
as different colours at a glance.

The colour science below is plain Python (no numpy) so the tests can guard the palette with it:
``simulate`` applies the same matrices in the same linear RGB as the shared tool.
"""

from __future__ import annotations

import argparse
import itertools
import math
import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SHARED_TOOL = REPO.parent / "shared" / "tools" / "cvd_simulate.py"

Rgb = tuple[int, int, int]

# The matrices of ../shared/tools/cvd_simulate.py (Machado, Oliveira & Fernandes 2009, severity 1).
MATRICES: dict[str, tuple[tuple[float, float, float], ...]] = {
    "protan": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deutan": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritan": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}
VISIONS = ("normal", *MATRICES)


def _to_linear(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _to_srgb(c: float) -> float:
    c = min(1.0, max(0.0, c))
    return c * 12.92 if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055


def simulate(rgb: Rgb, vision: str) -> Rgb:
    """``rgb`` as seen with ``vision`` (``normal``, ``protan``, ``deutan``, ``tritan``)."""
    if vision == "normal":
        return rgb
    linear = [_to_linear(c / 255) for c in rgb]
    seen = [sum(m * c for m, c in zip(row, linear, strict=True)) for row in MATRICES[vision]]
    r, g, b = (int(_to_srgb(c) * 255 + 0.5) for c in seen)
    return (r, g, b)


def lab(rgb: Rgb) -> tuple[float, float, float]:
    """CIELAB (D65) of an sRGB colour."""
    r, g, b = (_to_linear(c / 255) for c in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def delta_e(first: Rgb, second: Rgb) -> float:
    """CIEDE2000 between two sRGB colours."""
    l1, a1, b1 = lab(first)
    l2, a2, b2 = lab(second)
    c_bar = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_bar**7 / (c_bar**7 + 25**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dl, dc = l2 - l1, c2p - c1p
    dh = 0.0
    if c1p * c2p:
        dh = h2p - h1p
        if dh > 180:
            dh -= 360
        elif dh < -180:
            dh += 360
    big_dh = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_bar, cp_bar = (l1 + l2) / 2, (c1p + c2p) / 2
    if c1p * c2p == 0:
        h_bar = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        h_bar = (h1p + h2p) / 2
    else:
        h_bar = (h1p + h2p + 360) / 2 if h1p + h2p < 360 else (h1p + h2p - 360) / 2
    t = (1 - 0.17 * math.cos(math.radians(h_bar - 30)) + 0.24 * math.cos(math.radians(2 * h_bar))
         + 0.32 * math.cos(math.radians(3 * h_bar + 6)) - 0.20 * math.cos(math.radians(4 * h_bar - 63)))
    d_theta = 30 * math.exp(-(((h_bar - 275) / 25) ** 2))
    r_c = 2 * math.sqrt(cp_bar**7 / (cp_bar**7 + 25**7))
    s_l = 1 + 0.015 * (l_bar - 50) ** 2 / math.sqrt(20 + (l_bar - 50) ** 2)
    s_c = 1 + 0.045 * cp_bar
    s_h = 1 + 0.015 * cp_bar * t
    r_t = -math.sin(math.radians(2 * d_theta)) * r_c
    return math.sqrt((dl / s_l) ** 2 + (dc / s_c) ** 2 + (big_dh / s_h) ** 2 + r_t * (dc / s_c) * (big_dh / s_h))


def closest_pair(colours: dict[str, Rgb]) -> tuple[float, str, str]:
    """The smallest CIEDE2000 between two of ``colours`` and the two names."""
    return min((delta_e(colours[a], colours[b]), a, b) for a, b in itertools.combinations(colours, 2))


# --- the check with the shared tool ---------------------------------------------------------------
SWATCH = 80


def _swatches(path: Path) -> list[tuple[str, tuple[int, int]]]:
    """Draw the palette's swatches (numbers beside, not on, the sampled centres); return where."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame  # a tool: the game package never draws

    from game.cards.pokerdrez import PALETTE

    pygame.init()
    surface = pygame.Surface((SWATCH * 9, SWATCH + 30))
    surface.fill((255, 255, 255))
    font = pygame.font.Font(None, 28)
    centres: list[tuple[str, tuple[int, int]]] = []
    for i, (colour, rgb) in enumerate(PALETTE.items()):
        surface.fill(rgb, pygame.Rect(i * SWATCH + 4, 4, SWATCH - 8, SWATCH - 8))
        label = font.render(str(colour.number), True, (0, 0, 0))
        surface.blit(label, (i * SWATCH + SWATCH // 2 - label.get_width() // 2, SWATCH + 4))
        centres.append((colour.id, (i * SWATCH + SWATCH // 2, SWATCH // 2)))
    pygame.image.save(surface, str(path))
    return centres


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", default="/tmp/cvd-palette")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    shot = out / "pokerdrez-palette.png"
    centres = _swatches(shot)
    result = subprocess.run([sys.executable, str(SHARED_TOOL), str(shot), str(out / "pokerdrez-palette")],
                            capture_output=True, text=True, check=True)
    print(result.stdout.strip())
    import pygame

    for vision in VISIONS:
        picture = pygame.image.load(str(shot if vision == "normal" else out / f"pokerdrez-palette-{vision}.png"))
        seen = {name: tuple(picture.get_at(xy))[:3] for name, xy in centres}
        colours: dict[str, Rgb] = {name: (rgb[0], rgb[1], rgb[2]) for name, rgb in seen.items()}
        distance, a, b = closest_pair(colours)
        print(f"{vision:7s} closest pair {a}/{b}: CIEDE2000 {distance:.1f}  "
              + " ".join(f"{name}=#{rgb[0]:02x}{rgb[1]:02x}{rgb[2]:02x}" for name, rgb in colours.items()))


if __name__ == "__main__":
    sys.path.insert(0, str(REPO))
    main()
