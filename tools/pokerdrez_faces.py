#!/usr/bin/env python3
"""Draw every PokerDrez card face (scenes/cards/pokerdrez.py) on a sheet, at each size asked.

    python tools/pokerdrez_faces.py [--out DIR] [--sizes 60 300] [--cvd]

Writes ``DIR/pokerdrez-faces-<height>.png`` for each card height: one row a figure (Bufón, Dama,
Torre, Alfil, Caballo, Peón) in the nine colours by number, then the two neutral cards and the
back. ``--cvd`` runs the team's ``../shared/tools/cvd_simulate.py`` on each sheet (Machado et al.
2009, full severity; needs numpy): ``-protan``, ``-deutan`` and ``-tritan`` pictures beside it.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
SHARED_TOOL = REPO.parent / "shared" / "tools" / "cvd_simulate.py"
FELT = (22, 74, 52)


def sheet(height: int) -> Any:  # a pygame.Surface (pygame is imported when drawing)
    """All 56 faces and a back at ``height`` pixels, on the table's felt green."""
    import pygame

    from game.cards.pokerdrez import NEUTRAL, Colour, Figure, card
    from scenes.cards import card_size_for, draw_card
    from scenes.cards.pokerdrez import FACES

    w, h = card_size_for(height)
    gap = max(4, w // 6)
    rows: list[list[Any]] = [[card(figure, colour) for colour in Colour] for figure in sorted(Figure, reverse=True)]
    rows.append([NEUTRAL, NEUTRAL, None])
    surface = pygame.Surface((gap + 9 * (w + gap), gap + len(rows) * (h + gap)))
    surface.fill(FELT)
    for r, row in enumerate(rows):
        for c, value in enumerate(row):
            rect = pygame.Rect(gap + c * (w + gap), gap + r * (h + gap), w, h)
            draw_card(surface, rect, value, value is not None, faces=FACES)
    return surface


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="build/pokerdrez-faces", help="folder for the sheets")
    parser.add_argument("--sizes", type=int, nargs="+", default=[60, 300], help="card heights in pixels")
    parser.add_argument("--cvd", action="store_true", help="also write how colour-blind players see them")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    sys.path.insert(0, str(REPO))
    import pygame

    pygame.init()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for height in args.sizes:
        path = out / f"pokerdrez-faces-{height}.png"
        pygame.image.save(sheet(height), str(path))
        print(path)
        if args.cvd:
            prefix = out / f"pokerdrez-faces-{height}"
            subprocess.run([sys.executable, str(SHARED_TOOL), str(path), str(prefix)], check=True)
            for kind in ("protan", "deutan", "tritan"):
                print(f"{prefix}-{kind}.png")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
