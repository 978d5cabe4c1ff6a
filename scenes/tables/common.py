"""Kept until the tables move over: re-exports the card kit's table pieces (scenes/cards/) under the old names."""

from __future__ import annotations

from scenes.cards.dama_tigre import deck_painter, gem_icon, gems_word
from scenes.cards.hand import row_of_cards
from scenes.cards.pieces import (
    BID_BUTTONS_PER_ROW,
    CAPTION,
    PLATE,
    PLATE_ACTIVE,
    SIDE_PANEL,
    SOFT,
    MovingTable,
    SeatBands,
    SideColumn,
    count_badge,
    empty_slot,
    plate_painter,
    player_name,
    seat_bands,
    side_column,
    side_panel,
)

__all__ = [
    "BID_BUTTONS_PER_ROW", "CAPTION", "PLATE", "PLATE_ACTIVE", "SIDE_PANEL", "SOFT", "MovingTable", "SeatBands",
    "SideColumn", "count_badge", "deck_painter", "empty_slot", "gem_icon", "gems_word", "plate_painter",
    "player_name", "row_of_cards", "seat_bands", "side_column", "side_panel",
]
