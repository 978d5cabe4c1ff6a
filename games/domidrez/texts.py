"""DomiDrez's own message catalogue (games/domidrez/locale): the engine's and the table's messages
are made here, with the names of the cards, figures and colours marked for this catalogue."""

from pathlib import Path

# The deck's card names, translated once in the shared catalogue (this game's falls back to it).
from game.cards.pokerdrez import CARD_NAMES as CARD_NAMES
from game.cards.pokerdrez import Colour, Figure
from game.text import N_, Domain

TEXTS = Domain("domidrez", Path(__file__).parent / "locale")

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
