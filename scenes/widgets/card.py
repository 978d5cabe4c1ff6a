"""Kept until the tables move over: re-exports the card kit (scenes/cards/) under the old names."""

from __future__ import annotations

from typing import Any

from scenes.cards import dama_tigre as _dama_tigre
from scenes.cards.dama_tigre import (
    BACK,
    BACK_LINE,
    CARD_COLOURS,
    FACE,
    FACE_EDGE,
    GOLD,
    GOLD_DARK,
    HIGHLIGHT_RING,
    INK,
    NEUTRAL,
    SELECTABLE_RING,
    STONE,
    STONE_DARK,
    WOOD_DARKER,
    WOOD_LIGHT,
    CardWidget,
    _Box,
    card_image,
    card_widget,
    crown_points,
    diamond_points,
    draw_card,
    draw_colour_symbol,
    draw_colour_wild,
    draw_crown,
    draw_lady,
    draw_paw,
    draw_role_symbol,
    draw_tiger,
    heart_points,
    set_colour_help,
)
from scenes.cards.faces import RGB, Point
from scenes.cards.hand import fan_rects
from scenes.cards.widget import CARD_RATIO, SUPERSAMPLE, Painter, card_fit, card_size_for, shadow_image

__all__ = [
    "BACK", "BACK_LINE", "CARD_COLOURS", "CARD_RATIO", "FACE", "FACE_EDGE", "GOLD", "GOLD_DARK", "HIGHLIGHT_RING",
    "INK", "NEUTRAL", "RGB", "SELECTABLE_RING", "STONE", "STONE_DARK", "SUPERSAMPLE", "WOOD_DARKER", "WOOD_LIGHT",
    "CardWidget", "Painter", "Point", "_Box", "card_fit", "card_image", "card_size_for", "card_widget",
    "crown_points", "diamond_points", "draw_card", "draw_colour_symbol", "draw_colour_wild", "draw_crown",
    "draw_lady", "draw_paw", "draw_role_symbol", "draw_tiger", "fan_rects", "heart_points", "set_colour_help",
    "shadow_image",
]


def __getattr__(name: str) -> Any:
    if name == "COLOUR_HELP":  # a setting: read it where it lives, never a copy taken at import
        return _dama_tigre.COLOUR_HELP
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
