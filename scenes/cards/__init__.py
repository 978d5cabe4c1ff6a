"""The card kit of the screen side: a card widget for any deck, and table pieces.

- ``faces``: ``FacePainter`` (a deck's ``paint_face`` / ``paint_back``), ``register_faces``.
- ``widget``: ``CardWidget``, ``card_widget``, ``draw_card``, ``card_image`` (cached), shadows,
  sizes (``CARD_RATIO``, ``card_size_for``, ``card_fit``); each takes ``faces=`` a deck's name.
- ``hand``: ``fan_rects`` (a hand fan), ``row_of_cards``.
- ``pieces``: ``empty_slot``, ``pile_painter`` / ``deck_painter`` with ``count_badge``, seat plates,
  ``seat_bands``, ``split_side``, ``side_column``, ``MovingTable`` (imported on its own: it brings scenes/motion.py).
- decks: ``dama_tigre`` (La Dama y el Tigre), ``pokerdrez`` (the 56-card PokerDrez deck).
"""

from scenes.cards.faces import FacePainter, face_painter, register_faces, registered_faces
from scenes.cards.hand import fan_rects, row_of_cards
from scenes.cards.widget import (
    CARD_RATIO,
    CardWidget,
    card_fit,
    card_image,
    card_size_for,
    card_widget,
    draw_card,
    shadow_image,
)

__all__ = [
    "CARD_RATIO",
    "CardWidget",
    "FacePainter",
    "card_fit",
    "card_image",
    "card_size_for",
    "card_widget",
    "draw_card",
    "face_painter",
    "fan_rects",
    "register_faces",
    "registered_faces",
    "row_of_cards",
    "shadow_image",
]
