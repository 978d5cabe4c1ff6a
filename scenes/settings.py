"""Settings: language, fullscreen (also F11), window size, sound on or off and its volume,
colour symbols on cards (colour help) and animations. Every change applies at once and is
saved beside the games."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from scenes import theme
from scenes.i18n import languages, own_name, t, tp
from scenes.session import PACES, window_choices
from scenes.shell import ShellScene, header
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.button import button, row
from scenes.widgets.text import Label, Picture

if TYPE_CHECKING:
    from scenes.app import App


VOLUME_STEP = 10


# The window sizes Settings offers where they fit the desktop (``window_choices``).
WINDOW_PRESETS = ((1024, 640), (1280, 800), (1600, 900), (1920, 1080))


class SettingsScene(ShellScene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self._panel = pygame.Rect(0, 0, 0, 0)

    def rows(self) -> list[tuple[str, str, list[tuple[str, str, Any, bool, bool]]]]:
        """(key, label, choices); each choice is (name, text, intent, selected, enabled)."""
        lang = self.lang
        s = self.app.settings
        on, off = t(lang, "On"), t(lang, "Off")

        def switch(key: str, value: bool) -> list[tuple[str, str, Any, bool, bool]]:
            return [(f"{key}:on", on, (key, True), value, True), (f"{key}:off", off, (key, False), not value, True)]

        return [
            ("lang", t(lang, "Language"),
             [(f"lang:{code}", own_name(code), ("lang", code), s.lang == code, True) for code in languages()]),
            ("fullscreen", t(lang, "Full screen (F11)"), switch("fullscreen", s.fullscreen)),
            ("window", t(lang, "Window size"),
             [(f"window:{w}x{h}", f"{w}×{h}", ("window", (w, h)), tuple(s.window) == (w, h) and not s.fullscreen,
               not s.fullscreen) for w, h in window_choices(self.app.desktop(), s.window, WINDOW_PRESETS)]),
            ("sound", t(lang, "Sound"), switch("sound", s.sound)),
            ("volume", t(lang, "Volume"),
             [("volume:-", "−", ("volume", s.volume - VOLUME_STEP), False, s.volume > 0),
              ("volume:+", "+", ("volume", s.volume + VOLUME_STEP), False, s.volume < 100)]),
            ("colour_help", t(lang, "Colour symbols on cards"),
             switch("colour_help", s.colour_help)),
            ("motion", t(lang, "Animations"), switch("motion", s.motion)),
            # How long computers' moves and dice stay in view (a click on the table skips ahead).
            ("pace", t(lang, "Pace of the computers"),
             [("pace:slow", t(lang, "Slow"), ("pace", "slow"), s.pace == "slow", True),
              ("pace:normal", tp(lang, "a pace", "Normal"), ("pace", "normal"), s.pace == "normal", True),
              ("pace:fast", t(lang, "Fast"), ("pace", "fast"), s.pace == "fast", True)]),
        ]

    def layout(self, rect: pygame.Rect) -> list[Widget]:
        lang = self.lang
        s = self.app.settings
        u = theme.unit(rect.size)
        margin = int(u * 5)
        width = int(min(rect.w - 2 * margin, u * 150))
        rows = self.rows()
        back = pygame.Rect(rect.x + margin, rect.bottom - margin - int(u * 7), int(u * 24), int(u * 7))
        self._panel = pygame.Rect(0, rect.y + margin + int(u * 14), width, 0)
        self._panel.centerx = rect.centerx
        # Rows share the height between the title and the Back button, never taller than 11 units each.
        pitch = min(u * 11, (back.y - u * 3 - self._panel.y - u * 6) / len(rows))
        row_h, gap = int(pitch * 0.68), int(pitch * 0.32)
        label_w = int(width * 0.36)
        widgets: list[Widget] = []
        y = self._panel.y + int(u * 3)
        inner_x = self._panel.x + int(u * 4)
        inner_w = self._panel.w - int(u * 8)
        for key, label, choices in rows:
            widgets.append(Label(name=f"label:{key}", rect=pygame.Rect(inner_x, y, label_w, row_h), text=label,
                                 size=max(11, int(u * 2.5)), colour=theme.IVORY))
            strip = pygame.Rect(inner_x + label_w + int(u * 2), y, inner_w - label_w - int(u * 2), row_h)
            if key == "volume":
                widgets.extend(self._volume_row(strip, choices, s.volume, s.sound, u))
            else:
                count = max(len(choices), 2)
                cells = row(strip, 4 if key == "window" else count, int(u * 1.5))
                for cell, (name, text, intent, selected, enabled) in zip(cells, choices, strict=False):
                    widgets.append(button(name, cell, text, intent, style="quiet", selected=selected,
                                          enabled=enabled))
            y += row_h + gap
        self._panel.h = y - gap + int(u * 3) - self._panel.y
        widgets.append(button("back", back, t(lang, "Back"), "back", style="primary"))
        return widgets

    def _volume_row(self, strip: pygame.Rect, choices: list, volume: int, sound_on: bool, u: float) -> list[Widget]:
        """A minus button, a bar filled to the volume with its percentage, a plus button."""
        (minus_name, minus_text, minus_intent, _, minus_on), (plus_name, plus_text, plus_intent, _, plus_on) = choices
        side = strip.h
        bar = pygame.Rect(strip.x + side + int(u * 1.5), strip.y, strip.w - 2 * (side + int(u * 1.5)), strip.h)

        def paint_bar(surface: pygame.Surface, r: pygame.Rect) -> None:
            track = r.inflate(0, -r.h // 2)
            pygame.draw.rect(surface, (20, 40, 32), track, border_radius=track.h // 2)
            filled = pygame.Rect(track.x, track.y, int(track.w * volume / 100), track.h)
            colour = theme.GOLD if sound_on else (120, 130, 120)
            if filled.w:
                pygame.draw.rect(surface, colour, filled, border_radius=track.h // 2)
            pygame.draw.rect(surface, (90, 110, 96), track, max(1, track.h // 8), border_radius=track.h // 2)
            text = f"{volume}%" if sound_on else f"{volume}% · {t(self.lang, 'muted')}"
            paint.text_in(surface, text, track, paint.font_px(r.h, 0.36), theme.INK if volume > 55 else theme.IVORY,
                          bold=True)

        return [button(minus_name, pygame.Rect(strip.x, strip.y, side, side), minus_text, minus_intent, style="quiet",
                       enabled=minus_on),
                Picture(name="volume:bar", rect=bar, painter=paint_bar),
                button(plus_name, pygame.Rect(strip.right - side, strip.y, side, side), plus_text, plus_intent,
                       style="quiet", enabled=plus_on)]

    def draw(self, surface: pygame.Surface) -> None:
        self.ensure_layout()
        self.draw_background(surface)
        u = theme.unit(surface.get_size())
        header(surface, pygame.Rect(self._panel.x, int(u * 5), self._panel.w, int(u * 10)),
               t(self.lang, "Settings"))
        paint.panel(surface, self._panel, (14, 30, 24, 170), radius=int(u * 1.5), shadow=False)
        for widget in self.widgets:
            widget.draw(surface, theme)

    def press(self, widget: Widget) -> None:
        if isinstance(widget.intent, tuple) and widget.intent[0] == "volume":
            self.on_intent(widget.intent)  # the click is heard at the new volume
            self.app.sounds.play("click")
            self.dirty = True
            return
        super().press(widget)

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
        elif key in ("sound", "colour_help", "motion"):
            setattr(s, key, bool(value))
        elif key == "volume":
            s.volume = max(0, min(100, int(value)))
        elif key == "pace" and value in PACES:
            s.pace = value
        self.app.apply_settings(window_changed=window_changed)
        self.relayout()
