"""PokerDrez para 4's pieces drawn: four armies in colours picked to stay apart for colour-blind players
(see the table's docstring), each with its own mark on the pedestal. A module of its own so that the
menu's emblem draws them without importing the table."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.cards.pokerdrez import Figure
from scenes.cards.faces import Box
from scenes.cards.pokerdrez import FIGURE_PAINTERS
from scenes.widgets import paint

SUPERSAMPLE = 3
# Army colours by seat (yellow, green, red, blue): fill, detail. See the module's docstring.
ARMY = {
    0: ((240, 228, 66), (150, 130, 20)),
    1: ((0, 158, 115), (0, 80, 56)),
    2: ((213, 94, 0), (120, 50, 0)),
    3: ((30, 60, 160), (150, 170, 230)),
}
INK = (24, 20, 28)
KIND_FIGURES = {"Q": Figure.DAMA, "R": Figure.TORRE, "B": Figure.ALFIL, "N": Figure.CABALLO, "P": Figure.PEON}


def _king(s: pygame.Surface, b: Box, fill: tuple[int, int, int], detail: tuple[int, int, int]) -> None:
    pygame.draw.rect(s, fill, b.r(0.14, 0.86, 0.72, 0.1), border_radius=b.len(0.03))
    pygame.draw.polygon(s, fill, b.pts((0.2, 0.87), (0.8, 0.87), (0.72, 0.78), (0.28, 0.78)))
    pygame.draw.polygon(s, fill, b.pts((0.3, 0.79), (0.7, 0.79), (0.6, 0.42), (0.4, 0.42)))
    pygame.draw.polygon(
        s, fill, b.pts((0.24, 0.44), (0.76, 0.44), (0.8, 0.24), (0.64, 0.32), (0.5, 0.2), (0.36, 0.32), (0.2, 0.24))
    )
    pygame.draw.rect(s, fill, b.r(0.46, 0.03, 0.08, 0.2))
    pygame.draw.rect(s, fill, b.r(0.38, 0.08, 0.24, 0.07))
    pygame.draw.line(s, detail, b.p(0.25, 0.45), b.p(0.75, 0.45), b.len(0.025))


def _mark(s: pygame.Surface, b: Box, seat: int, colour: tuple[int, int, int]) -> None:
    """Each army's own sign on the pedestal, so that colour is never the only clue."""
    centre = b.p(0.5, 0.9)
    r = b.len(0.045)
    if seat == 0:
        pygame.draw.circle(s, colour, centre, r)
    elif seat == 1:
        pygame.draw.rect(s, colour, pygame.Rect(centre[0] - 3 * r, centre[1] - r // 2, 6 * r, r))
    elif seat == 2:
        pygame.draw.circle(s, colour, centre, r + 1, max(1, r // 2))
    else:
        pygame.draw.line(s, colour, (centre[0] - r, centre[1] - r), (centre[0] + r, centre[1] + r), max(1, r // 2))
        pygame.draw.line(s, colour, (centre[0] - r, centre[1] + r), (centre[0] + r, centre[1] - r), max(1, r // 2))


@lru_cache(maxsize=96)
def piece_image(size: int, seat: int, kind: str) -> pygame.Surface:
    s = max(8, size)
    big = s * SUPERSAMPLE
    fill, detail = ARMY[seat]
    image = pygame.Surface((big, big), pygame.SRCALPHA)
    shadow = pygame.Rect(0, 0, int(big * 0.62), int(big * 0.14))
    shadow.center = (big // 2 + big // 40, int(big * 0.9))
    pygame.draw.ellipse(image, (0, 0, 0, 70), shadow)
    layer = pygame.Surface((big, big), pygame.SRCALPHA)
    box = Box(big * 0.08, big * 0.04, big * 0.84, big * 0.88)
    if kind == "K":
        _king(layer, box, fill, detail)
    else:
        FIGURE_PAINTERS[KIND_FIGURES[kind]](layer, box, fill, detail)
    _mark(layer, box, seat, detail)
    silhouette = pygame.mask.from_surface(layer, 8).to_surface(setcolor=(*INK, 255), unsetcolor=(0, 0, 0, 0))
    width = max(2, big // 36)
    for i in range(16):
        a = 2 * math.pi * i / 16
        image.blit(silhouette, (round(width * math.cos(a)), round(width * math.sin(a))))
    image.blit(layer, (0, 0))
    return paint.optimised(pygame.transform.smoothscale(image, (s, s)))


def draw_piece(surface: pygame.Surface, centre: tuple[float, float], size: int, seat: int, kind: str) -> None:
    image = piece_image(size, seat, kind)
    surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))
