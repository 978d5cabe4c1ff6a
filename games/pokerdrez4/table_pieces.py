"""PokerDrez para 4's pieces drawn: four armies in colours picked to stay apart for colour-blind players
(see the table's docstring), each with its own mark on the pedestal. A module of its own so that the
menu's emblem draws them without importing the table."""

from __future__ import annotations

import pygame

from game.cards.pokerdrez import Figure
from scenes.widgets.chessmen import chessman_image, draw_chessman

# Army colours by seat (yellow, green, red, blue): fill, detail. See the module's docstring.
ARMY = {
    0: ((240, 228, 66), (150, 130, 20)),
    1: ((0, 158, 115), (0, 80, 56)),
    2: ((213, 94, 0), (120, 50, 0)),
    3: ((30, 60, 160), (150, 170, 230)),
}
# Each army's own sign on the pedestal (scenes/widgets/chessmen.py), so that colour is never the only clue.
SEAT_MARKS = ("dot", "bar", "ring", "cross")
KIND_FIGURES = {"Q": Figure.DAMA, "R": Figure.TORRE, "B": Figure.ALFIL, "N": Figure.CABALLO, "P": Figure.PEON}


def piece_image(size: int, seat: int, kind: str) -> pygame.Surface:
    """The piece ``kind`` (a letter; K the king) of ``seat``'s army, ``size`` pixels square (cached)."""
    fill, detail = ARMY[seat]
    return chessman_image(size, KIND_FIGURES.get(kind), fill, detail, SEAT_MARKS[seat])


def draw_piece(surface: pygame.Surface, centre: tuple[float, float], size: int, seat: int, kind: str) -> None:
    draw_chessman(surface, centre, piece_image(size, seat, kind))
