"""Puertas's picture in the menu and on the setup screen."""

from __future__ import annotations

import pygame

from scenes.emblems import badge, cached, card_at


def _render_puertas(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A closed door between a lady and a tiger, and a question mark: whose card is behind it?"""
    h = rect.h * 0.84
    cx, cy = rect.centerx, rect.centery
    card_at(surface, (cx - h * 0.52, cy + h * 0.04), h * 0.78, "RL", angle=14)
    card_at(surface, (cx + h * 0.52, cy + h * 0.04), h * 0.78, "BT", angle=-14)
    door = card_at(surface, (cx, cy), h, None, face_up=False, door=True)
    badge(surface, (door.right - h * 0.08, door.y + h * 0.16), h * 0.17, "?")


emblem = cached(_render_puertas)
