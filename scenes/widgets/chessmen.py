"""Chessmen drawn as pictures, for the board games whose pieces are the PokerDrez deck's figures.

The deck's figure painters (``scenes.cards.pokerdrez.FIGURE_PAINTERS``) draw the queen, rook,
bishop, knight and pawn; the deck has no king, so ``draw_king`` adds one in the same style. Each
army may wear a sign on its pedestal (``MARKS``: a dot, a bar, a ring, a cross, a triangle) so that
colour is never the only clue; ``draw_mark`` also puts that sign on anything else (a die's face).
``chessman_image`` paints a piece three times larger with its shadow and an outline, scales it down
and caches it per size.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.cards.pokerdrez import Figure
from scenes.cards.faces import Box
from scenes.cards.pokerdrez import FIGURE_PAINTERS
from scenes.widgets import paint

RGB = tuple[int, int, int]
SUPERSAMPLE = 3
INK = (24, 20, 28)  # the outline
MARKS = ("dot", "bar", "ring", "cross", "triangle")


def draw_king(s: pygame.Surface, b: Box, fill: RGB, detail: RGB) -> None:
    """A king in the figure painters' style: pedestal, body, a crown of three points and a cross."""
    pygame.draw.rect(s, fill, b.r(0.14, 0.86, 0.72, 0.1), border_radius=b.len(0.03))
    pygame.draw.polygon(s, fill, b.pts((0.2, 0.87), (0.8, 0.87), (0.72, 0.78), (0.28, 0.78)))
    pygame.draw.polygon(s, fill, b.pts((0.3, 0.79), (0.7, 0.79), (0.6, 0.42), (0.4, 0.42)))
    pygame.draw.polygon(
        s, fill, b.pts((0.24, 0.44), (0.76, 0.44), (0.8, 0.24), (0.64, 0.32), (0.5, 0.2), (0.36, 0.32), (0.2, 0.24))
    )
    pygame.draw.rect(s, fill, b.r(0.46, 0.03, 0.08, 0.2))
    pygame.draw.rect(s, fill, b.r(0.38, 0.08, 0.24, 0.07))
    pygame.draw.line(s, detail, b.p(0.25, 0.45), b.p(0.75, 0.45), b.len(0.025))


def draw_mark(s: pygame.Surface, b: Box, mark: str | None, ink: RGB) -> None:
    """The sign ``mark`` (one of ``MARKS``; None: none) on the pedestal of the piece in ``b``."""
    cx, cy = b.p(0.5, 0.9)
    r = b.len(0.045)
    w = max(1, r // 2)
    if mark == "dot":
        pygame.draw.circle(s, ink, (cx, cy), r)
    elif mark == "bar":
        pygame.draw.rect(s, ink, pygame.Rect(cx - 3 * r, cy - r // 2, 6 * r, r))
    elif mark == "ring":
        pygame.draw.circle(s, ink, (cx, cy), r + 1, w)
    elif mark == "cross":
        pygame.draw.line(s, ink, (cx - r, cy - r), (cx + r, cy + r), w)
        pygame.draw.line(s, ink, (cx - r, cy + r), (cx + r, cy - r), w)
    elif mark == "triangle":
        pygame.draw.polygon(s, ink, [(cx, cy - r), (cx + r, cy + r), (cx - r, cy + r)])


@lru_cache(maxsize=256)
def chessman_image(
    size: int, figure: Figure | None, fill: RGB, detail: RGB, mark: str | None, edge: RGB = INK
) -> pygame.Surface:
    """A ``size`` square picture of the piece ``figure`` (None: the king) in ``fill`` with its
    ``detail`` lines and pedestal ``mark``, a soft shadow under it and an ``edge`` outline around."""
    s = max(8, size)
    big = s * SUPERSAMPLE
    image = pygame.Surface((big, big), pygame.SRCALPHA)
    shadow = pygame.Rect(0, 0, int(big * 0.62), int(big * 0.14))
    shadow.center = (big // 2 + big // 40, int(big * 0.9))
    pygame.draw.ellipse(image, (0, 0, 0, 70), shadow)
    layer = pygame.Surface((big, big), pygame.SRCALPHA)
    box = Box(big * 0.08, big * 0.04, big * 0.84, big * 0.88)
    if figure is None:
        draw_king(layer, box, fill, detail)
    else:
        FIGURE_PAINTERS[figure](layer, box, fill, detail)
    draw_mark(layer, box, mark, detail)
    silhouette = pygame.mask.from_surface(layer, 8).to_surface(setcolor=(*edge, 255), unsetcolor=(0, 0, 0, 0))
    width = max(2, big // 36)
    for i in range(16):
        a = 2 * math.pi * i / 16
        image.blit(silhouette, (round(width * math.cos(a)), round(width * math.sin(a))))
    image.blit(layer, (0, 0))
    return paint.optimised(pygame.transform.smoothscale(image, (s, s)))


def draw_chessman(surface: pygame.Surface, centre: tuple[float, float], image: pygame.Surface) -> None:
    """``image`` (a ``chessman_image``) centred on ``centre``."""
    surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))
