"""Recompensas's picture in the menu and on the setup screen."""

from __future__ import annotations

import pygame

from scenes.emblems import cached, card_at, gem


def _render_recompensas(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Four doors in a square, treasure (red and blue gems) and trash (white and black) in front of them."""
    h = rect.h
    cx, cy = rect.centerx, rect.centery
    card_h = h * 0.46
    gems = (("red", "white"), ("blue",), ("black", "red"), ("white", "blue"))
    for i, stones in enumerate(gems):
        row, col = divmod(i, 2)
        centre = (cx + (col - 0.5) * card_h * 0.82, cy + (row - 0.5) * card_h * 1.04)
        door = card_at(surface, centre, card_h, None, face_up=False, door=True)
        for k, colour in enumerate(stones):
            offset = (k - (len(stones) - 1) / 2) * card_h * 0.24
            gem(surface, (door.centerx + offset, door.bottom - card_h * 0.12), card_h * 0.3, colour)


emblem = cached(_render_recompensas)
