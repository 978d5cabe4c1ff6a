"""The widget base: a named rectangle that draws itself and turns a click into an intent.

Widgets are rebuilt from the current view whenever the scene lays out (they are
cheap values, not long-lived objects with state of their own), so a widget can
never show anything the view does not hold. ``intent`` is whatever the scene
wants back on a click: usually an engine Action, or a small tuple for a step
of a multi-step choice (``("select", 3)``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame


@dataclass(eq=False)
class Widget:
    name: str
    rect: pygame.Rect
    intent: Any = None
    enabled: bool = True
    highlight: bool = False
    hovered: bool = False
    focused: bool = False
    tooltip: str = ""
    extra: dict[str, Any] = field(default_factory=dict)

    def draw(self, surface: pygame.Surface, theme: Any) -> None:
        raise NotImplementedError

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.enabled and self.rect.collidepoint(pos)

    @property
    def clickable(self) -> bool:
        return self.enabled and self.intent is not None


def widget_at(widgets: list[Widget], pos: tuple[int, int]) -> Widget | None:
    """Topmost clickable widget under ``pos`` (later in the list is on top)."""
    for widget in reversed(widgets):
        if widget.clickable and widget.hit(pos):
            return widget
    return None


def tab_stops(widgets: list[Widget]) -> list[Widget]:
    """The clickable widgets Tab reaches, in order; two widgets for one choice (a card and its name
    beside it) are one stop, the first."""
    stops: list[Widget] = []
    for w in widgets:
        if w.clickable and not any(w.intent == other.intent for other in stops):
            stops.append(w)
    return stops


def find_widget(widgets: list[Widget], name: str) -> Widget:
    for widget in widgets:
        if widget.name == name:
            return widget
    raise LookupError(f"no widget named {name!r}; there are: {[w.name for w in widgets]}")
