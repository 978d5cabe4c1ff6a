"""The statistics screen: one row per game with games played and won by a person, the best
and average score, and for solitaire games the best score at each difficulty.

Reached from the menu and from the end of a game (then the game just played is marked).
The numbers come from ``scenes/stats_store.py``; a broken statistics file was moved aside
when it was read, and this screen says so."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game.core import GameState
from game.registry import GAMES
from scenes import theme, user_files
from scenes.i18n import t, tn
from scenes.shell import DialogScene, ShellScene, header
from scenes.stats_store import SOLO_RECORD, GameStats, StatsStore, split_record_key
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.button import button

if TYPE_CHECKING:
    from scenes.app import App

# Share of the table's width per column: game, played, won, best, average, solitaire bests.
COLUMN_SHARES = (0.28, 0.08, 0.12, 0.08, 0.09, 0.35)


def number_text(value: float | None) -> str:
    """12, 7.5, or a dash when there is nothing yet."""
    if value is None:
        return "–"
    if float(value).is_integer():
        return str(int(value))
    return f"{value:.1f}"


def options_text(cls: type[GameState], key: str, lang: str) -> str:
    """``level=hard`` as the game names it to people ("Difícil")."""
    if not key:
        return t(lang, "Best")
    words = []
    for part in key.split(","):
        name, _, value = part.partition("=")
        spec = next((s for s in cls.options_spec if s.name == name), None)
        if spec is None:
            words.append(value)
            continue
        chosen = next((c for c in spec.choices if str(c) == value), value)
        words.append(spec.choice_text(chosen, lang).split(" (")[0])  # the name, not its explanation
    return "/".join(words)


def solo_text(cls: type[GameState], stats: GameStats, lang: str) -> str:
    """Best solitaire score per difficulty, in the order the game lists its options."""
    if not stats.solo_best or set(stats.solo_best) == {""}:
        return ""  # a solitaire without options: its best is the Best column already

    def order(key: str) -> tuple:
        ranks = []
        for part in key.split(","):
            name, _, value = part.partition("=")
            spec = next((s for s in cls.options_spec if s.name == name), None)
            values = [str(c) for c in spec.choices] if spec else []
            ranks.append(values.index(value) if value in values else len(values))
        return tuple(ranks)

    return " · ".join(f"{options_text(cls, key, lang)} {number_text(stats.solo_best[key])}"
                      for key in sorted(stats.solo_best, key=order))


def deals_text(stats: GameStats, lang: str, shown: int = 3) -> str:
    """A dealt solitaire's last deals by number: won or not, and a win's fewest moves and time."""
    parts = []
    for deal in list(stats.deals)[-shown:][::-1]:
        record = stats.deals[deal]
        if record.won and record.moves is not None and record.seconds is not None:
            minutes, seconds = divmod(round(record.seconds), 60)
            parts.append(t(lang, "Deal {deal}: won, {moves} moves, {time}", deal=deal, moves=record.moves,
                           time=f"{minutes}:{seconds:02d}"))
        else:
            parts.append(t(lang, "Deal {deal}: not won yet", deal=deal))
    return " · ".join(parts)


def record_title(cls: type[GameState], words: str, lang: str) -> str:
    """A row's name: the game's title, and for a record of its own what sets it apart
    ("SokuDrez · alone", "PokerDrez · Chips 5/20")."""
    if not words:
        return cls.title
    parts = [part for part in words.split(",") if part != SOLO_RECORD]
    said = [t(lang, "alone")] if SOLO_RECORD in words.split(",") else []
    if parts:
        said.append(options_text(cls, ",".join(parts), lang))
    return f"{cls.title} · {' · '.join(said)}"


def record_rows(cls: type[GameState], store: StatsStore) -> list[str]:
    """The records of one game on the screen: its own, then those kept apart, in a stable order."""
    apart = sorted(key for key in store.games if split_record_key(key)[0] == cls.id and key != cls.id)
    return [cls.id, *apart]


def row_cells(cls: type[GameState], stats: GameStats, lang: str, words: str = "") -> list[str]:
    won = str(stats.won)
    if stats.played:
        won += f" ({round(100 * stats.won / stats.played)}%)"
    return [record_title(cls, words, lang), str(stats.played), won, number_text(stats.best),
            number_text(stats.average), details_text(cls, stats, lang, alone=SOLO_RECORD in words.split(","))]


def details_text(cls: type[GameState], stats: GameStats, lang: str, alone: bool = False) -> str:
    """The last column: a solitaire's bests or last deals; for a game against others how the rest of the
    games went (the column had stood two thirds empty). ``alone``: the record of a game played alone
    that is also played against others."""
    if cls.max_players == 1 or cls.min_players == 1:
        solo = solo_text(cls, stats, lang) or deals_text(stats, lang)
        if solo or cls.max_players == 1 or alone:
            return solo
    if not stats.played:
        return ""
    lost = tn(lang, "{n} lost", "{n} lost", stats.lost)
    if stats.drawn:
        return f"{lost} · {tn(lang, '{n} drawn', '{n} drawn', stats.drawn)}"
    return lost


@dataclass(eq=False)
class StatsRow(Widget):
    """One line of the table; the heading line is drawn in gold."""

    cells: list[str] = field(default_factory=list)
    heading: bool = False
    shade: bool = False
    size: int = 14

    def draw(self, surface: pygame.Surface, theme_module: Any = theme) -> None:
        r = self.rect
        if self.highlight:
            paint.panel(surface, r, (90, 74, 30, 190), radius=r.h // 4, border=theme.GOLD, shadow=False)
        elif self.shade:
            paint.panel(surface, r, (255, 255, 255, 14), radius=r.h // 4, shadow=False)
        pad = max(4, r.h // 4)
        x = r.x + pad
        width = r.w - 2 * pad
        for i, (share, text) in enumerate(zip(COLUMN_SHARES, self.cells, strict=False)):
            cell = pygame.Rect(int(x), r.y, int(width * share) - pad // 2, r.h)
            if self.heading:
                colour = theme.GOLD
            elif i == 0:
                colour = theme.IVORY
            else:
                colour = (214, 222, 206) if text not in ("0", "–") else (140, 156, 144)
            align = "left" if i in (0, len(COLUMN_SHARES) - 1) else "center"
            paint.text_in(surface, text, cell, self.size, colour, bold=self.heading or i == 0, align=align)
            x += width * share


class StatsScene(ShellScene):
    def __init__(self, app: App, record: str | None = None) -> None:
        super().__init__(app)
        self.record = record  # the record of the game just played (stats_store.record_key): its row is marked
        self.store = StatsStore()
        if self.store.problem:
            user_files.take_problems(user_files.STATISTICS)  # this screen's own notice tells it
        self.scroll = 0
        self.max_scroll = 0
        self._panel = pygame.Rect(0, 0, 0, 0)
        self._body = pygame.Rect(0, 0, 0, 0)

    def layout(self, rect: pygame.Rect) -> list[Widget]:
        lang = self.lang
        u = theme.unit(rect.size)
        margin = int(u * 5)
        width = int(min(rect.w - 2 * margin, u * 190))
        top = rect.y + margin + int(u * 14)
        bottom = rect.bottom - margin - int(u * 11)
        self._panel = pygame.Rect(0, top, width, bottom - top)
        self._panel.centerx = rect.centerx
        row_h = int(u * 5.2)
        size = max(10, int(u * 2.3))
        inner = self._panel.inflate(-int(u * 3), -int(u * 2))
        widgets: list[Widget] = [StatsRow(
            name="stats:heading", rect=pygame.Rect(inner.x, inner.y, inner.w, row_h), heading=True, size=size,
            cells=[t(lang, "Game"), t(lang, "Played"), t(lang, "Won"),
                   t(lang, "Best"), t(lang, "Average"),
                   t(lang, "Details")])]
        self._body = pygame.Rect(inner.x, inner.y + row_h + int(u), inner.w, inner.bottom - inner.y - row_h - int(u))
        rows = [(cls, key) for cls in GAMES.values() for key in record_rows(cls, self.store)]
        self.max_scroll = max(0, len(rows) * row_h - self._body.h)
        self.scroll = max(0, min(self.scroll, self.max_scroll))
        for i, (cls, key) in enumerate(rows):
            place = pygame.Rect(self._body.x, self._body.y + i * row_h - self.scroll, self._body.w, row_h)
            if place.bottom <= self._body.y or place.y >= self._body.bottom:
                continue  # scrolled out of sight
            words = split_record_key(key)[1]
            widgets.append(StatsRow(name=f"stats:{key}", rect=place,
                                    cells=row_cells(cls, self.store.get(key), lang, words),
                                    shade=i % 2 == 1, highlight=key == self.record, size=size))
        bar_y = rect.bottom - margin - int(u * 7)
        widgets.append(button("back", pygame.Rect(rect.x + margin, bar_y, int(u * 24), int(u * 7)),
                              t(lang, "Back"), "back", style="primary"))
        if self.store.games and not self.store.read_only:
            clear_w = int(u * 34)
            widgets.append(button("clear", pygame.Rect(rect.right - margin - clear_w, bar_y, clear_w, int(u * 7)),
                                  t(lang, "Clear statistics"), "clear", style="quiet"))
        return widgets

    def draw(self, surface: pygame.Surface) -> None:
        self.ensure_layout()
        self.draw_background(surface)
        u = theme.unit(surface.get_size())
        lang = self.lang
        header(surface, pygame.Rect(self._panel.x, int(u * 5), self._panel.w, int(u * 10)),
               t(lang, "Statistics"),
               t(lang, "Games finished with at least one person at the table"))
        paint.panel(surface, self._panel, (14, 30, 24, 170), radius=int(u * 1.5), shadow=False)
        surface.set_clip(self._body)  # rows scrolled half out of sight are cut at the table's edge
        for widget in self.widgets:
            if isinstance(widget, StatsRow) and widget.name != "stats:heading":
                widget.draw(surface, theme)
        surface.set_clip(None)
        for widget in self.widgets:
            if not isinstance(widget, StatsRow) or widget.name == "stats:heading":
                widget.draw(surface, theme)
        notice = self.notice()
        if notice:
            paint.text_in(surface, notice, pygame.Rect(self._panel.x, self._panel.bottom + int(u * 0.5),
                                                       self._panel.w, int(u * 3.5)),
                          max(10, int(u * 2)), (236, 200, 140), align="right")

    def notice(self) -> str:
        lang, store = self.lang, self.store
        if store.moved_to is not None:
            return t(lang, "The statistics file could not be read; it was kept aside as {name}.", name=store.moved_to.name)
        if store.problem:
            return t(lang, "The statistics file cannot be used, so nothing new is recorded.")
        return ""

    # --- input ------------------------------------------------------------------------------
    def on_intent(self, intent: Any) -> None:
        if intent == "back":
            self.app.pop_scene(self)
        elif intent == "clear":
            lang = self.lang
            self.app.push(DialogScene(
                self.app, t(lang, "Clear the statistics?"),
                t(lang, "Every game's count starts again from nothing. This cannot be undone."),
                [(t(lang, "Clear"), self.clear, "danger"), (t(lang, "Cancel"), None, "normal")]))

    def clear(self) -> None:
        self.store.games = {}
        try:
            self.store.save()
        except OSError:
            pass
        self.relayout()

    def scroll_by(self, pixels: int) -> None:
        new = max(0, min(self.max_scroll, self.scroll + pixels))
        if new != self.scroll:
            self.scroll = new
            self.relayout()

    def on_wheel(self, dy: int, pos: tuple[int, int]) -> None:
        self.scroll_by(-dy * int(theme.unit(self.app.size) * 5.2))

    def on_key(self, event: pygame.event.Event) -> None:
        page = max(1, self._body.h - int(theme.unit(self.app.size) * 5))
        if event.key == pygame.K_PAGEDOWN:
            self.scroll_by(page)
        elif event.key == pygame.K_PAGEUP:
            self.scroll_by(-page)
        else:
            super().on_key(event)
