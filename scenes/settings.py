"""Settings: language, fullscreen (also F11), sound, window size.
Every change applies at once and is saved beside the games."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from scenes import theme
from scenes.i18n import tr
from scenes.shell import ShellScene, header
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.button import button, row
from scenes.widgets.text import Label

if TYPE_CHECKING:
    from scenes.app import App


class SettingsScene(ShellScene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self._panel = pygame.Rect(0, 0, 0, 0)

    def layout(self, rect: pygame.Rect) -> list[Widget]:
        from scenes.app import WINDOW_PRESETS

        lang = self.lang
        s = self.app.settings
        u = theme.unit(rect.size)
        margin = int(u * 5)
        width = int(min(rect.w - 2 * margin, u * 150))
        self._panel = pygame.Rect(0, rect.y + margin + int(u * 14), width, int(u * 60))
        self._panel.centerx = rect.centerx
        label_w = int(width * 0.34)
        row_h, gap = int(u * 7), int(u * 4)
        on, off = tr(lang, "On", "Sí"), tr(lang, "Off", "No")
        rows: list[tuple[str, str, list[tuple[str, str, Any, bool, bool]]]] = [
            ("lang", tr(lang, "Language", "Idioma"),
             [("lang:es", "Español", ("lang", "es"), s.lang == "es", True),
              ("lang:en", "English", ("lang", "en"), s.lang == "en", True)]),
            ("fullscreen", tr(lang, "Full screen (F11)", "Pantalla completa (F11)"),
             [("fullscreen:on", on, ("fullscreen", True), s.fullscreen, True),
              ("fullscreen:off", off, ("fullscreen", False), not s.fullscreen, True)]),
            ("window", tr(lang, "Window size", "Tamaño de ventana"),
             [(f"window:{w}x{h}", f"{w}×{h}", ("window", (w, h)), tuple(s.window) == (w, h) and not s.fullscreen,
               not s.fullscreen) for w, h in WINDOW_PRESETS]),
            ("sound", tr(lang, "Sound", "Sonido"),
             [("sound:on", on, ("sound", True), s.sound, True), ("sound:off", off, ("sound", False), not s.sound, True)]),
        ]
        widgets: list[Widget] = []
        y = self._panel.y + int(u * 4)
        inner_x = self._panel.x + int(u * 4)
        inner_w = self._panel.w - int(u * 8)
        for key, label, choices in rows:
            widgets.append(Label(name=f"label:{key}", rect=pygame.Rect(inner_x, y, label_w, row_h), text=label,
                                 size=max(11, int(u * 2.5)), colour=theme.IVORY))
            strip = pygame.Rect(inner_x + label_w + int(u * 2), y, inner_w - label_w - int(u * 2), row_h)
            count = max(len(choices), 2)
            cells = row(strip, 4 if key == "window" else count, int(u * 1.5))
            for cell, (name, text, intent, selected, enabled) in zip(cells, choices, strict=False):
                widgets.append(button(name, cell, text, intent, style="quiet", selected=selected, enabled=enabled))
            y += row_h + gap
        self._panel.h = y - self._panel.y
        back = pygame.Rect(rect.x + margin, rect.bottom - margin - int(u * 7), int(u * 24), int(u * 7))
        widgets.append(button("back", back, tr(lang, "Back", "Volver"), "back", style="primary"))
        return widgets

    def draw(self, surface: pygame.Surface) -> None:
        self.ensure_layout()
        self.draw_background(surface)
        u = theme.unit(surface.get_size())
        header(surface, pygame.Rect(self._panel.x, int(u * 5), self._panel.w, int(u * 10)),
               tr(self.lang, "Settings", "Ajustes"))
        paint.panel(surface, self._panel, (14, 30, 24, 170), radius=int(u * 1.5), shadow=False)
        for widget in self.widgets:
            widget.draw(surface, theme)

    def on_intent(self, intent: Any) -> None:
        s = self.app.settings
        if intent == "back":
            self.app.pop_scene(self)
            return
        if not isinstance(intent, tuple):
            return
        key, value = intent
        window_changed = False
        if key == "lang":
            s.lang = value
        elif key == "fullscreen":
            window_changed = s.fullscreen != value
            s.fullscreen = value
        elif key == "window":
            s.window = value
            window_changed = True
        elif key == "sound":
            setattr(s, key, value)
        self.app.apply_settings(window_changed=window_changed)
        self.relayout()
