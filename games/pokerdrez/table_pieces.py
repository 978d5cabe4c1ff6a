"""What the PokerDrez table draws besides cards: the chessmen, the die, the board read from its FEN.

The chessmen are the figures of the PokerDrez cards (scenes/cards/pokerdrez.py) in ivory or ebony,
so a player sees at once which card wakes which piece; the king, which has no card, wears a crown
with a cross. Every picture is painted three times larger, scaled down and cached per size.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.cards.pokerdrez import Figure
from scenes import theme
from scenes.cards.faces import Box
from scenes.cards.pokerdrez import FIGURE_PAINTERS
from scenes.widgets import paint
from scenes.widgets.dice import die_image

SUPERSAMPLE = 3
FILES = "abcdefgh"
# (fill, detail, outline) of each side's pieces.
SIDES = {
    "white": ((246, 240, 224), (150, 128, 100), (36, 30, 34)),
    "black": ((52, 48, 60), (150, 140, 170), (10, 8, 14)),
}
LETTER_FIGURES = {"p": Figure.PEON, "n": Figure.CABALLO, "b": Figure.ALFIL, "r": Figure.TORRE, "q": Figure.DAMA}
# A die's pips on its face (fractions of the face), for 1 to 6.
PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.28, 0.28), (0.72, 0.72)),
    3: ((0.26, 0.26), (0.5, 0.5), (0.74, 0.74)),
    4: ((0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72)),
    5: ((0.26, 0.26), (0.74, 0.26), (0.5, 0.5), (0.26, 0.74), (0.74, 0.74)),
    6: ((0.28, 0.24), (0.72, 0.24), (0.28, 0.5), (0.72, 0.5), (0.28, 0.76), (0.72, 0.76)),
}


def placement(fen: str) -> dict[str, str]:
    """The pieces of a FEN's first field by square name (``"e1": "K"``): reading the picture, no rule."""
    board: dict[str, str] = {}
    for rank_index, row in enumerate(fen.split(" ")[0].split("/")):
        file_index = 0
        for char in row:
            if char.isdigit():
                file_index += int(char)
            else:
                if file_index < 8:
                    board[f"{FILES[file_index]}{8 - rank_index}"] = char
                file_index += 1
    return board


def side_to_move(fen: str) -> str:
    parts = fen.split(" ")
    return "black" if len(parts) > 1 and parts[1] == "b" else "white"


def colour_of(letter: str) -> str:
    return "white" if letter.isupper() else "black"


def _king(s: pygame.Surface, b: Box, fill: tuple[int, int, int], detail: tuple[int, int, int]) -> None:
    pygame.draw.rect(s, fill, b.r(0.14, 0.86, 0.72, 0.1), border_radius=b.len(0.03))
    pygame.draw.polygon(s, fill, b.pts((0.2, 0.87), (0.8, 0.87), (0.72, 0.78), (0.28, 0.78)))
    pygame.draw.polygon(s, fill, b.pts((0.28, 0.79), (0.72, 0.79), (0.62, 0.44), (0.38, 0.44)))
    pygame.draw.ellipse(s, fill, b.r(0.26, 0.38, 0.48, 0.09))
    pygame.draw.polygon(
        s, fill, b.pts((0.26, 0.42), (0.74, 0.42), (0.8, 0.26), (0.62, 0.3), (0.5, 0.22), (0.38, 0.3), (0.2, 0.26))
    )
    pygame.draw.rect(s, fill, b.r(0.46, 0.04, 0.08, 0.2))  # the cross
    pygame.draw.rect(s, fill, b.r(0.39, 0.09, 0.22, 0.07))
    pygame.draw.line(s, detail, b.p(0.27, 0.43), b.p(0.73, 0.43), b.len(0.02))
    pygame.draw.line(s, detail, b.p(0.22, 0.8), b.p(0.78, 0.8), b.len(0.02))


def _outline(surface: pygame.Surface, layer: pygame.Surface, width: int, colour: tuple[int, int, int]) -> None:
    silhouette = pygame.mask.from_surface(layer, 8).to_surface(setcolor=(*colour, 255), unsetcolor=(0, 0, 0, 0))
    for i in range(16):
        a = 2 * math.pi * i / 16
        surface.blit(silhouette, (round(width * math.cos(a)), round(width * math.sin(a))))
    surface.blit(layer, (0, 0))


@lru_cache(maxsize=48)
def piece_image(size: int, letter: str) -> pygame.Surface:
    """A chessman (FEN letter: upper case white) ``size`` pixels square, on a soft shadow."""
    s = max(8, size)
    big = s * SUPERSAMPLE
    fill, detail, ink = SIDES[colour_of(letter)]
    image = pygame.Surface((big, big), pygame.SRCALPHA)
    shadow = pygame.Rect(0, 0, int(big * 0.62), int(big * 0.14))
    shadow.center = (big // 2 + big // 40, int(big * 0.9))
    pygame.draw.ellipse(image, (0, 0, 0, 70), shadow)
    layer = pygame.Surface((big, big), pygame.SRCALPHA)
    box = Box(big * 0.08, big * 0.04, big * 0.84, big * 0.88)
    kind = letter.lower()
    if kind == "k":
        _king(layer, box, fill, detail)
    else:
        FIGURE_PAINTERS[LETTER_FIGURES[kind]](layer, box, fill, detail)
    _outline(image, layer, max(2, big // 36), ink)
    return paint.optimised(pygame.transform.smoothscale(image, (s, s)))


def draw_piece(surface: pygame.Surface, centre: tuple[float, float], size: int, letter: str, alpha: int = 255) -> None:
    image = piece_image(size, letter)
    if alpha < 255:
        image = image.copy()
        image.set_alpha(alpha)
    surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))


@lru_cache(maxsize=32)
def pokerdrez_die(size: int, face: int) -> pygame.Surface:
    """The ivory die (scenes/widgets/dice.py's cube) showing ``face`` (1-6) in pips."""
    s = max(12, size)
    image = die_image(s, 0).copy()  # the cube with no pips
    face_box = pygame.Rect(0, 0, int(s * 0.62), int(s * 0.62))
    face_box.center = (int(s * 0.48), int(s * 0.48))
    pip = max(1.5, s * 0.062)
    for fx, fy in PIPS.get(face, ()):
        pygame.draw.circle(image, theme.INK, (face_box.x + fx * face_box.w, face_box.y + fy * face_box.h), pip)
    return image
