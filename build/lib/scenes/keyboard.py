"""Playing without a mouse: the arrow keys move the keyboard focus to the nearest clickable
thing in that direction, and a ring shows where the focus is.

Tab and Shift+Tab (in reading order), Enter or Space (press), Escape (back or pause) live in
``scenes/shell.py``; F11 (full screen) in ``scenes/app.py``, which also sends arrow keys
here first. A screen with fewer than two things to focus keeps its arrow keys (the rules
screen scrolls with them)."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from scenes import theme
from scenes.widgets.base import Widget

DIRECTIONS: dict[int, tuple[int, int]] = {
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
}
# How much a step sideways counts against a step forwards when choosing the next widget: a
# widget straight ahead wins over a nearer one far off to the side.
SIDEWAYS_WEIGHT = 3.0


def _gap(a0: int, a1: int, b0: int, b1: int) -> int:
    """Distance between the intervals [a0, a1) and [b0, b1): 0 when they overlap."""
    return max(0, b0 - a1, a0 - b1)


def nearest(current: pygame.Rect, candidates: Sequence[Widget], direction: tuple[int, int]) -> Widget | None:
    """The widget a step in ``direction`` from ``current`` leads to, or None at the edge.

    A candidate must lie ahead (its centre past ours in that direction). Among those, the
    one with the least forward distance plus a weighted sideways distance wins; widgets in
    line with the current one (overlapping it sideways) have no sideways distance at all,
    so Down from a button goes to the one under it, not to a nearer one down and across."""
    dx, dy = direction
    cx, cy = current.center
    best: Widget | None = None
    best_score = math.inf
    for widget in candidates:
        r = widget.rect
        forward = (r.centerx - cx) * dx + (r.centery - cy) * dy
        if forward <= 0:
            continue
        if dx:
            ahead = max(0, (r.left - current.right) if dx > 0 else (current.left - r.right))
            sideways = _gap(current.top, current.bottom, r.top, r.bottom)
            offset = abs(r.centery - cy)
        else:
            ahead = max(0, (r.top - current.bottom) if dy > 0 else (current.top - r.bottom))
            sideways = _gap(current.left, current.right, r.left, r.right)
            offset = abs(r.centerx - cx)
        score = ahead + forward * 0.1 + SIDEWAYS_WEIGHT * sideways + offset * 0.5
        if score < best_score:
            best, best_score = widget, score
    return best


def arrow_focus(scene: object, event: pygame.event.Event) -> bool:
    """Move ``scene``'s focus for an arrow key; True when the key was used for that."""
    from scenes.shell import ShellScene

    if event.type != pygame.KEYDOWN or event.key not in DIRECTIONS or not isinstance(scene, ShellScene):
        return False
    if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
        return False
    scene.ensure_layout()
    items = scene.focusable()
    if len(items) < 2:
        return False  # nothing to move between: the screen may scroll with the arrows instead
    current = scene.focused_widget
    if current is None or current not in items:
        scene.set_focus(items[0])
        return True
    target = nearest(current.rect, [w for w in items if w is not current], DIRECTIONS[event.key])
    if target is not None:
        scene.set_focus(target)
    return True


def draw_focus_ring(surface: pygame.Surface, scene: object) -> None:
    """A two-tone ring around the focused widget of ``scene``: a dark line inside a light one,
    so it shows on felt, on ivory cards and on gold buttons alike."""
    widget = getattr(scene, "focused_widget", None)
    widgets = getattr(scene, "widgets", [])
    if widget is None or widget not in widgets or not widget.clickable:
        return
    u = theme.unit(surface.get_size())
    width = max(2, int(u * 0.35))
    ring = widget.rect.inflate(int(u * 1.2) + 2 * width, int(u * 1.2) + 2 * width)
    radius = max(4, min(ring.w, ring.h) // 5)
    pygame.draw.rect(surface, theme.INK, ring.inflate(2, 2), width + 2, border_radius=radius + 1)
    pygame.draw.rect(surface, (250, 250, 246), ring, width, border_radius=radius)
