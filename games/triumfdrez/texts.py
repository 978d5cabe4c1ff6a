"""TriumfDrez's own message catalogue (games/triumfdrez/locale): the engine's messages are made here,
with the names of the cards, figures and colours marked for this catalogue."""

from pathlib import Path

from game.cards.pokerdrez import Colour, Figure
from game.text import N_, Domain

TEXTS = Domain("triumfdrez", Path(__file__).parent / "locale")

FIGURE_NAMES: dict[Figure, str] = {
    Figure.BUFON: N_("Joker"),
    Figure.DAMA: N_("Queen"),
    Figure.TORRE: N_("Rook"),
    Figure.ALFIL: N_("Bishop"),
    Figure.CABALLO: N_("Knight"),
    Figure.PEON: N_("Pawn"),
}
COLOUR_NAMES: dict[Colour, str] = {
    Colour.GREY: N_("Grey"),
    Colour.RED: N_("Red"),
    Colour.MAGENTA: N_("Magenta"),
    Colour.PURPLE: N_("Purple"),
    Colour.BLUE: N_("Blue"),
    Colour.YELLOW: N_("Yellow"),
    Colour.CYAN: N_("Cyan"),
    Colour.ORANGE: N_("Orange"),
    Colour.GREEN: N_("Green"),
}

# Each card's full name (the deck's SOURCE_NAMES, marked here for this catalogue), by its code.
CARD_NAMES: dict[str, str] = {
    "P1": N_("Grey Pawn"),
    "P2": N_("Red Pawn"),
    "P3": N_("Magenta Pawn"),
    "P4": N_("Purple Pawn"),
    "P5": N_("Blue Pawn"),
    "P6": N_("Yellow Pawn"),
    "P7": N_("Cyan Pawn"),
    "P8": N_("Orange Pawn"),
    "P9": N_("Green Pawn"),
    "C1": N_("Grey Knight"),
    "C2": N_("Red Knight"),
    "C3": N_("Magenta Knight"),
    "C4": N_("Purple Knight"),
    "C5": N_("Blue Knight"),
    "C6": N_("Yellow Knight"),
    "C7": N_("Cyan Knight"),
    "C8": N_("Orange Knight"),
    "C9": N_("Green Knight"),
    "A1": N_("Grey Bishop"),
    "A2": N_("Red Bishop"),
    "A3": N_("Magenta Bishop"),
    "A4": N_("Purple Bishop"),
    "A5": N_("Blue Bishop"),
    "A6": N_("Yellow Bishop"),
    "A7": N_("Cyan Bishop"),
    "A8": N_("Orange Bishop"),
    "A9": N_("Green Bishop"),
    "T1": N_("Grey Rook"),
    "T2": N_("Red Rook"),
    "T3": N_("Magenta Rook"),
    "T4": N_("Purple Rook"),
    "T5": N_("Blue Rook"),
    "T6": N_("Yellow Rook"),
    "T7": N_("Cyan Rook"),
    "T8": N_("Orange Rook"),
    "T9": N_("Green Rook"),
    "D1": N_("Grey Queen"),
    "D2": N_("Red Queen"),
    "D3": N_("Magenta Queen"),
    "D4": N_("Purple Queen"),
    "D5": N_("Blue Queen"),
    "D6": N_("Yellow Queen"),
    "D7": N_("Cyan Queen"),
    "D8": N_("Orange Queen"),
    "D9": N_("Green Queen"),
    "B1": N_("Grey Joker"),
    "B2": N_("Red Joker"),
    "B3": N_("Magenta Joker"),
    "B4": N_("Purple Joker"),
    "B5": N_("Blue Joker"),
    "B6": N_("Yellow Joker"),
    "B7": N_("Cyan Joker"),
    "B8": N_("Orange Joker"),
    "B9": N_("Green Joker"),
}
