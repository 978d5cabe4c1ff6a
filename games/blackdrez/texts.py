"""BlackDrez's own message catalogue (games/blackdrez/locale): the engine's messages are made here,
with the names of the cards marked in the shared catalogue."""

from pathlib import Path

# The deck's card names, translated once in the shared catalogue (this game's falls back to it).
from game.cards.pokerdrez import CARD_NAMES as CARD_NAMES
from game.text import Domain

TEXTS = Domain("blackdrez", Path(__file__).parent / "locale")
