"""The moves log at the side: every move said in words, newest last, scrolled with the mouse wheel
(a move named in two steps is said once, whole: ``GameState.logged``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.game_screen.section import Section
from scenes.i18n import t
from scenes.widgets.base import Widget
from scenes.widgets.log import Log

if TYPE_CHECKING:
    from scenes.game_scene import GameScene


class MovesLog(Section):
    def __init__(self, scene: GameScene) -> None:
        super().__init__(scene)
        self.scroll = 0  # rows scrolled back from the newest; a new move scrolls back to it

    def layout(self, rect: pygame.Rect, u: float) -> list[Widget]:
        super().layout(rect, u)
        names = self.session.names(self.lang)
        log = Log(
            name="log",
            rect=rect,
            title=t(self.lang, "Moves"),
            lines=[e.text(self.lang, names) for e in self.session.log if e.shown],
            size=max(10, int(u * 1.9)),
        )
        log.scroll = min(self.scroll, log.max_scroll())
        return [log]

    def on_wheel(self, dy: int, pos: tuple[int, int]) -> bool:
        log = next((w for w in self.scene.widgets if isinstance(w, Log)), None)
        if log is None or not log.rect.collidepoint(pos):
            return False
        new = log.scrolled(dy)
        if new != self.scroll:
            self.scroll = log.scroll = new
            self.scene.dirty = True
        return True
