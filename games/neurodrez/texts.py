"""NeuroDrez's own message catalogue (games/neurodrez/locale): the engine's messages are made here."""

from pathlib import Path

# The deck's card names, translated once in the shared catalogue (this game's falls back to it).
from game.cards.pokerdrez import CARD_NAMES as CARD_NAMES
from game.text import Domain

TEXTS = Domain("neurodrez", Path(__file__).parent / "locale")
