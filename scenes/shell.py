"""What every screen of the shell shares: widgets laid out from the window size,
keyboard focus (Tab / Shift+Tab, Enter or Space to press), hover, a hand cursor over
things that can be clicked, Escape to go back, and modal dialogs as overlay scenes."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from scenes import theme
from scenes.base import Scene
from scenes.widgets import paint
from scenes.widgets.base import Widget, widget_at
from scenes.widgets.button import Button
from scenes.widgets.dialog import dialog_widgets
from scenes.widgets.text import TextField

if TYPE_CHECKING:
    from scenes.app import App


class ShellScene(Scene):
    """A scene whose widgets come from ``layout(rect)``, rebuilt when ``relayout`` is asked."""

    overlay = False  # True: the scenes below stay visible (dialogs, the pause menu)

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self._needs_layout = True
        self._focus_name: str | None = None
        self._selected_field: str | None = None  # a text field whose whole text is selected
        self._hovered: Widget | None = None
        self._hover_seconds = 0.0
        self._tooltip_shown = False
        # After a click or a key, no tooltip until the pointer moves: the move it made rebuilds the
        # layout under a resting pointer, and the tooltip would come back after every move.
        self._tooltips_held = False

    # --- layout --------------------------------------------------------------------------
    @property
    def lang(self) -> str:
        return self.app.lang

    def relayout(self) -> None:
        self._needs_layout = True
        self.dirty = True

    def enter(self) -> None:
        self.relayout()

    def resize(self, size: tuple[int, int]) -> None:
        self.relayout()

    def layout(self, rect: pygame.Rect) -> list[Widget]:
        raise NotImplementedError

    def ensure_layout(self) -> None:
        if not self._needs_layout:
            return
        self._needs_layout = False
        self.widgets = self.layout(pygame.Rect((0, 0), self.app.size))
        if pygame.mouse.get_focused():
            self._hover(pygame.mouse.get_pos())
        for widget in self.widgets:
            widget.focused = widget.name == self._focus_name
            if isinstance(widget, TextField):
                widget.selected = widget.focused and widget.name == self._selected_field

    # --- input --------------------------------------------------------------------------
    def focusable(self) -> list[Widget]:
        return [w for w in self.widgets if w.clickable and isinstance(w, (Button, TextField))]

    @property
    def focused_widget(self) -> Widget | None:
        return next((w for w in self.widgets if w.focused), None)

    def set_focus(self, widget: Widget | None) -> None:
        for w in self.widgets:
            w.focused = w is widget
        self._focus_name = widget.name if widget is not None else None
        self.dirty = True

    def _hover(self, pos: tuple[int, int]) -> None:
        top = widget_at(self.widgets, pos)
        # The tooltip belongs to the clickable thing under the pointer, else to the topmost thing there
        # that has one: a deck's size, a gem count, a greyed-out button say what they are too.
        tip = top if top is not None else next(
            (w for w in reversed(self.widgets) if w.tooltip and w.rect.collidepoint(pos)), None)
        if tip is not self._hovered:
            if self._tooltip_shown:
                self.dirty = True
            self._hovered, self._hover_seconds, self._tooltip_shown = tip, 0.0, False
        for widget in self.widgets:
            hovered = widget is top
            if hovered != widget.hovered:
                widget.hovered = hovered
                self.dirty = True
        self.app.set_hand_cursor(top is not None)

    def handle(self, event: pygame.event.Event) -> None:
        self.ensure_layout()
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self._hold_tooltips()
        if event.type == pygame.MOUSEMOTION:
            self._tooltips_held = False
            self._hover(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            widget = widget_at(self.widgets, event.pos)
            if isinstance(widget, TextField):
                self.set_focus(widget)
                # A click into a field selects its text, so a default name is replaced by typing.
                widget.selected = bool(widget.value)
                self._selected_field = widget.name if widget.selected else None
            elif widget is not None:
                if self.focused_widget is not None and isinstance(self.focused_widget, TextField):
                    self.set_focus(None)
                self.press(widget)
            elif isinstance(self.focused_widget, TextField):
                self.set_focus(None)
        elif event.type == pygame.MOUSEWHEEL:
            self.on_wheel(event.y, pygame.mouse.get_pos())
        elif event.type in (pygame.TEXTINPUT, pygame.KEYDOWN):
            field = self.focused_widget
            if isinstance(field, TextField) and field.edit(event):
                self._selected_field = field.name if field.selected else None
                self.on_text(field)
                self.dirty = True
                return
            if event.type == pygame.KEYDOWN:
                self.on_key(event)

    def press(self, widget: Widget) -> None:
        self.app.sounds.play("click")
        self.on_intent(widget.intent)
        self.dirty = True

    def on_key(self, event: pygame.event.Event) -> None:
        key = event.key
        if key == pygame.K_TAB:
            items = self.focusable()
            if items:
                current = self.focused_widget
                index = items.index(current) if current in items else -1
                step = -1 if event.mod & pygame.KMOD_SHIFT else 1
                self.set_focus(items[(index + step) % len(items)])
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            widget = self.focused_widget
            if widget is not None and widget.clickable and not isinstance(widget, TextField):
                self.press(widget)
            elif key != pygame.K_SPACE:
                self.on_enter()
        elif key == pygame.K_ESCAPE:
            if isinstance(self.focused_widget, TextField):
                self.set_focus(None)
            else:
                self.on_back()

    def on_text(self, field: TextField) -> None:
        """A text field changed."""

    def on_enter(self) -> None:
        """Enter with nothing focused."""

    def on_back(self) -> None:
        """Escape: by default, close this screen."""
        if len(self.app.stack) > 1:
            self.app.pop()

    def on_wheel(self, dy: int, pos: tuple[int, int]) -> None:
        pass

    # --- tooltips: shown after the pointer rests on a widget that has one ----------------------
    TOOLTIP_DELAY = 0.6

    def _hold_tooltips(self) -> None:
        if self._tooltip_shown:
            self.dirty = True
        self._tooltips_held, self._tooltip_shown, self._hover_seconds = True, False, 0.0

    def _tooltip_waiting(self) -> bool:
        return (self._hovered is not None and bool(self._hovered.tooltip) and not self._tooltip_shown
                and not self._tooltips_held and self._hovered in self.widgets)

    @property
    def animating(self) -> bool:
        return self._tooltip_waiting()

    def update(self, dt: float) -> None:
        if self._tooltip_waiting():
            self._hover_seconds += dt
            if self._hover_seconds >= self.TOOLTIP_DELAY:
                self._tooltip_shown = True
                self.dirty = True

    def draw_tooltip(self, surface: pygame.Surface) -> None:
        widget = self._hovered
        if not self._tooltip_shown or widget is None or not widget.tooltip or widget not in self.widgets:
            return
        u = theme.unit(surface.get_size())
        size = max(11, int(u * 2.2))
        image = paint.rendered(widget.tooltip, size, theme.INK)
        box = self._tooltip_place(image.get_rect().inflate(int(u * 2.4), int(u * 1.4)), widget, surface.get_rect(),
                                  int(u))
        paint.panel(surface, box, (250, 240, 214), radius=box.h // 3, border=theme.GOLD, shadow=True)
        surface.blit(image, image.get_rect(center=box.center))

    def _tooltip_place(self, box: pygame.Rect, widget: Widget, screen: pygame.Rect, gap: int) -> pygame.Rect:
        """Below the widget, else above it, else beside it: the first place that covers no other clickable
        thing (Ideograma's rack tiles had put theirs over the Shuffle and Exchange buttons)."""
        others = [w.rect for w in self.widgets if w.clickable and w is not widget]
        places = []
        for anchor, point in (("midtop", (widget.rect.centerx, widget.rect.bottom + gap)),
                              ("midbottom", (widget.rect.centerx, widget.rect.top - gap)),
                              ("midleft", (widget.rect.right + gap, widget.rect.centery)),
                              ("midright", (widget.rect.left - gap, widget.rect.centery))):
            place = pygame.Rect(box)
            setattr(place, anchor, point)
            place.clamp_ip(screen)
            if not place.colliderect(widget.rect) and place.collidelist(others) < 0:
                return place
            places.append(place)
        return places[0]

    # --- drawing --------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        surface.blit(paint.felt(surface.get_size()), (0, 0))

    def draw(self, surface: pygame.Surface) -> None:
        self.ensure_layout()
        self.draw_background(surface)
        for widget in self.widgets:
            widget.draw(surface, theme)


SUBTITLE_UNITS = 2.4  # a header's subtitle, in the screen's units (theme.unit)


def subtitle_lines(subtitle: str, size: int, width: int) -> tuple[list[str], int]:
    """A header's subtitle in at most two lines of ``width`` and the size they are drawn at: one line
    while it fits, else wrapped, set smaller (not under paint.READABLE) when two lines are not enough.
    At the first window a game's long summary lost its end on one line."""
    if theme.font(size).size(subtitle)[0] <= width:
        return [subtitle], size
    while size > paint.READABLE and len(theme.wrap(subtitle, size, width)) > 2:
        size -= 1
    return theme.wrap(subtitle, size, width)[:2], size


def header(surface: pygame.Surface, rect: pygame.Rect, title: str, subtitle: str = "") -> None:
    """A screen title in gold with a thin rule under it; the subtitle under the title, in two lines
    when one is too short for it."""
    u = theme.unit(surface.get_size())
    paint.text_in(surface, title, pygame.Rect(rect.x, rect.y, rect.w, int(u * 8)), int(u * 5.2), theme.GOLD, bold=True,
                  align="left")
    y = rect.y + int(u * 9)
    if subtitle:
        lines, size = subtitle_lines(subtitle, int(u * SUBTITLE_UNITS), rect.w)
        # Two lines sit closer, from a little higher, so that the rule stays above the screen's body.
        top, line_h = (int(u * 8), int(u * 4)) if len(lines) == 1 else (int(u * 7.5), int(size * 1.15))
        for k, line in enumerate(lines):
            paint.text_in(surface, line, pygame.Rect(rect.x, rect.y + top + k * line_h, rect.w, line_h), size,
                          (206, 214, 200), align="left")
        y = max(rect.y + int(u * 12.5), rect.y + top + len(lines) * line_h + int(u * 0.4))
    pygame.draw.line(surface, (*theme.GOLD,), (rect.x, y), (rect.right, y), max(1, int(u / 4)))


class DialogScene(ShellScene):
    """A modal question over whatever is below. Each choice is (label, callback, style);
    Escape picks the last choice (the cancel of the dialog)."""

    overlay = True

    def __init__(self, app: App, title: str, message: str,
                 choices: Sequence[tuple[str, Callable[[], Any] | None, str]]) -> None:
        super().__init__(app)
        self.title = title
        self.message = message
        self.choices = list(choices)

    def layout(self, rect: pygame.Rect) -> list[Widget]:
        return dialog_widgets(rect, self.title, self.message,
                              [(label, i, style) for i, (label, _, style) in enumerate(self.choices)])

    def enter(self) -> None:
        super().enter()
        self.ensure_layout()
        buttons = [w for w in self.widgets if isinstance(w, Button)]
        if buttons and self._focus_name is None:
            self.set_focus(buttons[0])

    def on_intent(self, intent: Any) -> None:
        if isinstance(intent, int) and 0 <= intent < len(self.choices):
            self.app.pop_scene(self)
            callback = self.choices[intent][1]
            if callback is not None:
                callback()

    def on_back(self) -> None:
        self.on_intent(len(self.choices) - 1)

    def draw(self, surface: pygame.Surface) -> None:
        self.ensure_layout()
        for widget in self.widgets:
            widget.draw(surface, theme)
