"""The pause menu over a game: resume, rules, settings, restart, quit to the menu."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from scenes import theme
from scenes.i18n import t
from scenes.shell import ShellScene
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.button import button, column
from scenes.widgets.text import Label

if TYPE_CHECKING:
    from scenes.app import App
    from scenes.game_scene import GameScene


class PauseScene(ShellScene):
    overlay = True

    def __init__(self, app: App, game: GameScene) -> None:
        super().__init__(app)
        self.game = game
        self._card = pygame.Rect(0, 0, 0, 0)

    def layout(self, rect: pygame.Rect) -> list[Widget]:
        lang = self.lang
        u = theme.unit(rect.size)
        entries = [("resume", t(lang, "Resume"), "primary"),
                   ("rules", t(lang, "Rules"), "normal"),
                   ("settings", t(lang, "Settings"), "normal"),
                   ("restart", t(lang, "Restart"), "normal"),
                   ("menu", t(lang, "Quit to menu"), "quiet")]
        row_h, gap = int(u * 7.5), int(u * 2)
        self._card = pygame.Rect(0, 0, int(u * 56), int(u * 16) + len(entries) * (row_h + gap))
        self._card.center = rect.center
        widgets: list[Widget] = [Label(name="pause-title", rect=pygame.Rect(self._card.x, self._card.y + int(u * 3),
                                                                           self._card.w, int(u * 8)),
                                       text=t(lang, "Paused"), size=int(u * 4.5), colour=theme.GOLD,
                                       bold=True, align="center")]
        inner = pygame.Rect(self._card.x + int(u * 6), self._card.y + int(u * 13), self._card.w - int(u * 12), 0)
        for r, (name, label, style) in zip(column(inner, len(entries), row_h, gap), entries, strict=True):
            widgets.append(button(name, r, label, name, style=style))
        return widgets

    def enter(self) -> None:
        super().enter()
        self.ensure_layout()
        self.set_focus(self.widgets[1])

    def on_back(self) -> None:
        self.app.pop_scene(self)

    def on_intent(self, intent: Any) -> None:
        from scenes.rules import RulesScene
        from scenes.settings import SettingsScene

        if intent == "resume":
            self.app.pop_scene(self)
        elif intent == "rules":
            self.app.push(RulesScene(self.app, self.game.session.game_id, offer_lesson=False))
        elif intent == "settings":
            self.app.push(SettingsScene(self.app))
        elif intent == "restart":
            self.app.pop_scene(self)
            self.game.confirm_restart()
        elif intent == "menu":
            self.game.quit_to_menu()  # the game is already saved after its last move

    def draw(self, surface: pygame.Surface) -> None:
        self.ensure_layout()
        paint.dim(surface, 160)
        u = theme.unit(surface.get_size())
        paint.panel(surface, self._card, (30, 36, 44, 245), radius=int(u * 2), border=theme.GOLD,
                    border_width=max(1, int(u / 3)))
        for widget in self.widgets:
            widget.draw(surface, theme)
