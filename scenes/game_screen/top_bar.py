"""The top bar of the game screen: the game's name, and Undo, Rules and Menu on the right."""

from __future__ import annotations

from functools import lru_cache

import pygame

from scenes import theme
from scenes.game_screen.section import Section
from scenes.i18n import t
from scenes.widgets.base import Widget
from scenes.widgets.button import button
from scenes.widgets.text import Label


class TopBar(Section):
    intents = frozenset({"pause", "rules", "undo"})

    def layout(self, rect: pygame.Rect, u: float) -> list[Widget]:
        super().layout(rect, u)
        lang = self.lang
        title = pygame.Rect(rect.x, rect.y, int(rect.w * 0.4), rect.h)
        widgets: list[Widget] = [Label(name="title", rect=title, text=self.state.title, size=int(u * 4.2),
                                       colour=theme.GOLD, bold=True)]
        controls = [("pause", t(lang, "Menu"), "quiet", t(lang, "Pause the game (Esc)")),
                    ("rules", t(lang, "Rules"), "normal", t(lang, "How to play (F1)"))]
        if self.session.undo_allowed:
            controls.append(("undo", t(lang, "Undo"), "normal", self.undo_tip()))
        x = rect.right
        bw, bh = int(u * 17), int(u * 6)
        for name, label, style, tip in controls:
            x -= bw
            widgets.append(button(name, pygame.Rect(x, rect.centery - bh // 2, bw, bh), label, name, style=style,
                                  enabled=name != "undo" or self.session.can_undo(), tooltip=tip))
            x -= int(u * 1.5)
        return widgets

    def undo_tip(self) -> str:
        """What Undo does, or why it is greyed out (a greyed-out button otherwise says nothing)."""
        lang = self.lang
        if self.session.can_undo():
            return t(lang, "Take back your last move (Ctrl+Z)")
        if any(self.session.seats[s].is_human for s, _ in self.state.history):
            return t(lang, "Nothing to take back: what the dice or the cards have shown cannot be undone")
        return t(lang, "Nothing to take back yet")

    def draw_under(self, surface: pygame.Surface) -> None:
        """A light shade across the top of the window, behind the bar."""
        top = pygame.Rect(0, 0, surface.get_width(), int(theme.unit(surface.get_size()) * 12))
        surface.blit(_shade(top.size), (0, 0))

    def on_intent(self, intent: str) -> None:
        from scenes.pause import PauseScene
        from scenes.rules import RulesScene

        if intent == "pause":
            self.app.push(PauseScene(self.app, self.scene))
        elif intent == "rules":
            self.app.push(RulesScene(self.app, self.session.game_id))
        elif intent == "undo":
            self.scene.undo()


@lru_cache(maxsize=4)
def _shade(size: tuple[int, int]) -> pygame.Surface:
    """The bar's shade, made once per window width (it was made anew every frame)."""
    shade = pygame.Surface(size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, 50))
    return shade
