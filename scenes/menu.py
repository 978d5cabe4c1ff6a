"""The main menu: every game with its picture, plus Resume, Settings and Quit.

Games that have no table yet are shown dimmed as "coming soon" and cannot be opened."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.core import GameState
from game.registry import GAMES, SPECS
from game.spec import GameSpec
from scenes import theme, user_files
from scenes.emblems import emblem_for
from scenes.i18n import N_, game_t, game_title, t, tn, tp, variant_name
from scenes.session import ResumeCheck, Session, Unfinished, Waiting, check_autosave, unfinished_games
from scenes.shell import DialogScene, ShellScene
from scenes.tables import TABLES
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.button import Button, button
from scenes.widgets.text import Label, TextField

if TYPE_CHECKING:
    from scenes.app import App


def players_text(cls: type[GameState] | GameSpec, lang: str) -> str:
    if cls.min_players == cls.max_players:
        n = cls.min_players
        return tn(lang, "{n} player", "{n} players", n)
    return t(lang, "{min_players}–{max_players} players", min_players=cls.min_players, max_players=cls.max_players)


def join_names(names: list[str], lang: str) -> str:
    """"Ana, Beto and Robot" / "Ana, Beto y Robot"."""
    if len(names) < 2:
        return "".join(names)
    return ", ".join(names[:-1]) + t(lang, " and ") + names[-1]


RECENT_SHOWN = 6  # the games played last, at most one row of cards


def _folded(text: str) -> str:
    """Lower case without accents, so "ludo" finds "Ludo" and "dama" finds "Dáma"."""
    return "".join(ch for ch in unicodedata.normalize("NFKD", text.casefold()) if not unicodedata.combining(ch))


def where_text(moves: int, lang: str) -> str:
    """How far an unfinished game went: "12 moves in"."""
    if moves == 0:  # "after 0 moves" read oddly
        return t(lang, "before its first move")
    return tn(lang, "one move in", "{n} moves in", moves)


@dataclass(eq=False)
class GameCard(Widget):
    title: str = ""
    family: str = ""
    players: str = ""
    summary: str = ""
    badge: str = ""  # "coming soon" on games without a table
    painter: Any = None
    clip: pygame.Rect | None = None

    def hit(self, pos: tuple[int, int]) -> bool:
        inside = self.clip is None or self.clip.collidepoint(pos)
        return inside and super().hit(pos)

    def draw(self, surface: pygame.Surface, theme_module: Any = theme) -> None:
        r = self.rect
        lit = self.hovered or self.focused
        colour = (40, 52, 46, 235) if self.enabled else (30, 38, 36, 190)
        paint.panel(surface, r, colour, radius=max(6, r.w // 16),
                    border=theme.GOLD if lit else (70, 90, 80), border_width=2 if lit else 1)
        pad = max(4, r.w // 18)
        picture = pygame.Rect(r.x + pad, r.y + pad, r.w - 2 * pad, int(r.h * 0.5))
        pygame.draw.rect(surface, (22, 70, 50), picture, border_radius=max(4, r.w // 22))
        if self.painter is not None:
            self.painter(surface, picture.inflate(-pad, -pad))
        if not self.enabled:
            veil = pygame.Surface(picture.size, pygame.SRCALPHA)
            veil.fill((20, 24, 24, 150))
            surface.blit(veil, picture.topleft)
        y = picture.bottom + pad // 2
        title_h = int(r.h * 0.13)
        paint.text_in(surface, self.title, pygame.Rect(r.x + pad, y, r.w - 2 * pad, title_h), int(title_h * 0.78),
                      theme.GOLD if self.enabled else (170, 160, 130), bold=True, align="left")
        y += title_h
        small = max(12, int(r.h * 0.064))  # never the 9-10 px it was at 1024x640
        fine = max(11, int(small * 0.92))
        if self.family:
            paint.text_in(surface, self.family, pygame.Rect(r.x + pad, y, r.w - 2 * pad, int(small * 1.5)), small,
                          (200, 210, 196), align="left")
            y += int(small * 1.5)
        paint.text_in(surface, self.players, pygame.Rect(r.x + pad, y, r.w - 2 * pad, int(small * 1.5)), small,
                      (200, 210, 196), align="left")
        y += int(small * 1.6)
        if self.summary and y + small < r.bottom - pad // 2:
            lines = theme.wrap(self.summary, fine, r.w - 2 * pad)
            room = max(0, int((r.bottom - pad // 3 - y) // (small * 1.3)))
            if len(lines) > room > 0:
                lines = lines[:room]
                lines[-1] = lines[-1].rstrip(" ,.;:") + "…"
            for line in lines[:room]:
                paint.text_in(surface, line, pygame.Rect(r.x + pad, y, r.w - 2 * pad, int(small * 1.3)),
                              fine, (170, 186, 172), align="left")
                y += int(small * 1.3)
        if self.badge:
            tag = pygame.Rect(0, 0, int(r.w * 0.62), int(r.h * 0.11))
            tag.center = picture.center
            paint.panel(surface, tag, (20, 20, 24, 230), radius=tag.h // 2, border=theme.GOLD, shadow=False)
            paint.text_in(surface, self.badge, tag, int(tag.h * 0.5), theme.GOLD, bold=True)


# Why a save could not be used, by ``SaveError.kind``, for the Spanish dialog.
# Why a saved game could not be opened, by kind, in words for people (the loader's detail is
# technical and in English).
SAVE_PROBLEMS = {
    "unreadable": N_("the system does not let the file be read"),
    "too_large": N_("the file is too large to be a saved game"),
    "not_a_save": N_("the file is cut short or damaged and is no longer a readable saved game"),
    "newer_app": N_("a newer version of Ludoteca saved it"),
    "newer_rules": N_("it was saved under newer rules of that game, which this version does not know"),
    "unknown_game": N_("it is a game this version of Ludoteca does not have"),
    "damaged": N_("the file has data missing or damaged"),
    "does_not_replay": N_("its moves do not lead to the position that was saved"),
}
SAVE_PROBLEMS_ES = {kind: t("es", sentence) for kind, sentence in SAVE_PROBLEMS.items()}


class MenuScene(ShellScene):
    def __init__(self, app: App, offer_resume: bool = False) -> None:
        super().__init__(app)
        self.offer_resume = offer_resume
        self.scroll = 0
        self.max_scroll = 0
        self.grid_rect = pygame.Rect(0, 0, 0, 0)
        self.unfinished = Unfinished()
        self.query = ""  # the search field's text: only games whose name holds it are shown
        self._group_tops: dict[str, int] = {}  # where each group's heading is, in the scrolled content

    @property
    def resume_session(self) -> Waiting | None:
        """The unfinished game played last (the top bar's Resume)."""
        return self.unfinished.latest

    def enter(self) -> None:
        super().enter()
        if self.offer_resume:
            self.offer_resume = False
            self.unfinished = self.app.unfinished
            for broken in self.unfinished.broken:
                self._show_found(broken)
            latest = self.unfinished.latest
            if latest is not None:  # read whole only now, the one game offered
                self._offer(latest)
        else:
            self.unfinished = unfinished_games()
            for broken in self.unfinished.broken:
                self._show_found(broken)
        self._show_file_problems()

    def _show_file_problems(self) -> None:
        """Settings or statistics that could not be used were set aside: say so, once."""
        problems = user_files.take_problems()
        problems = [p for p in problems if p.file != user_files.AUTOSAVE]  # the autosave has its own dialog
        if problems:
            title, message = user_files.problems_message(problems, self.lang)
            self.app.push(DialogScene(self.app, title, message, [(t(self.lang, "OK"), None, "primary")]))

    def _show_found(self, found: Any) -> None:
        lang = self.lang
        if found.broken_message:
            where = f" ({found.moved_to.name})" if found.moved_to else ""
            # The detail comes from the loader in English; a sentence for its kind comes first, so the
            # reason is readable in every language.
            reason = SAVE_PROBLEMS.get(found.broken_kind or "damaged", SAVE_PROBLEMS["damaged"])
            self.app.push(DialogScene(
                self.app, t(lang, "The saved game could not be opened"),
                t(lang, "Ludoteca kept the file aside{where} and starts afresh. Reason: {reason}. "
                        "Technical detail: {detail}.",
                  where=where, reason=t(lang, reason), detail=found.broken_message),
                [(t(lang, "OK"), None, "primary")]))
        elif found.session is not None:
            session = found.session
            names = join_names(session.names(lang), lang)
            where = where_text(len(session.state.history), lang)
            self.app.push(DialogScene(
                self.app, t(lang, "Resume your game?"),
                t(lang, "{title} with {names} is waiting, {where}.",
                  title=game_title(session.state, session.state.options, lang), names=names,
                  where=where),
                [(t(lang, "Resume"), lambda: self._resume(session), "primary"),
                 (t(lang, "Not now"), None, "normal")]))

    def _offer(self, waiting: Waiting) -> None:
        """The start-up offer of the game played last: read whole now (a save that turns out broken
        is set aside and said so, and the menu lists the others)."""
        found = check_autosave(waiting.path)
        self._show_found(found)
        if found.session is None:
            self.unfinished = unfinished_games()
            self.relayout()

    def _resume(self, session: Session) -> None:
        from scenes.game_scene import GameScene

        self.app.remember_played(session.game_id)
        self.app.push(GameScene(self.app, session))

    def layout(self, rect: pygame.Rect) -> list[Widget]:
        lang = self.lang
        u = theme.unit(rect.size)
        margin = int(u * 5)
        widgets: list[Widget] = []
        top = pygame.Rect(rect.x + margin, rect.y + margin, rect.w - 2 * margin, int(u * 9))
        labels = []
        if self.resume_session is not None:
            labels.append(("resume", tp(lang, "the menu's button", "Resume"), "resume", "primary"))
        labels += [("settings", t(lang, "Settings"), "settings", "normal"),
                   ("stats", t(lang, "Statistics"), "stats", "normal"),
                   ("quit", t(lang, "Quit"), "quit", "quiet")]
        height = int(u * 7)
        x = top.right
        top_buttons = []
        for name, label, intent, style in reversed(labels):
            size = paint.font_px(height)
            width = max(int(u * 20), paint.theme.font(size, style == "primary").size(label)[0] + height)
            x -= width
            top_buttons.insert(0, button(name, pygame.Rect(x, top.y + int(u * 1.5), width, height), label, intent,
                                         style=style))
            x -= int(u * 1.5)
        widgets.extend(top_buttons)  # left to right, so Tab moves the way people read

        groups = self._groups(lang)
        bar_y = top.bottom + int(u * 6)
        bar_widgets, bar_bottom = self._bar(pygame.Rect(rect.x + margin, bar_y, rect.w - 2 * margin, int(u * 6)),
                                            groups, u, lang)
        widgets.extend(bar_widgets)
        self.grid_rect = pygame.Rect(rect.x + margin, bar_bottom + int(u * 2), rect.w - 2 * margin,
                                     rect.bottom - bar_bottom - int(u * 2) - margin // 2)
        gap = int(u * 2.5)
        heading_h = int(u * 5.5)
        columns = max(2, min(6, int((self.grid_rect.w + gap) // (u * 24 + gap))))
        card_w = (self.grid_rect.w - gap * (columns - 1)) // columns
        card_h = int(card_w * 1.08)
        # Place every group's heading and cards from the top of the content, then scroll it.
        placed: list[tuple[str, Any, pygame.Rect]] = []
        self._group_tops = {}
        y = 0
        for key, heading, items in groups:
            if not items:
                continue
            self._group_tops[key] = y
            placed.append(("heading", (key, heading, len(items)),
                           pygame.Rect(self.grid_rect.x, y, self.grid_rect.w, heading_h)))
            y += heading_h
            for i, item in enumerate(items):
                col, line = i % columns, i // columns
                placed.append(("resume" if isinstance(item, Waiting) else "game", item,
                               pygame.Rect(self.grid_rect.x + col * (card_w + gap), y + line * (card_h + gap),
                                           card_w, card_h)))
            y += ((len(items) + columns - 1) // columns) * (card_h + gap) + gap
        self.max_scroll = max(0, y - gap - self.grid_rect.h)
        self.scroll = min(self.scroll, self.max_scroll)
        if not placed:
            widgets.append(Label(name="no-match", rect=pygame.Rect(self.grid_rect.x, self.grid_rect.y,
                                                                   self.grid_rect.w, int(u * 8)),
                                 text=t(lang, "No game is called “{query}”.", query=self.query.strip()),
                                 size=int(u * 3), colour=(206, 214, 200)))
        for kind, item, place in placed:
            place.y += self.grid_rect.y - self.scroll
            if kind == "heading":
                key, heading, count = item
                widgets.append(Label(name=f"family:{key}", rect=place, text=heading, size=int(u * 3),
                                     colour=theme.GOLD, bold=True, extra={"count": count}))
                continue
            if kind == "resume":
                spec = SPECS[item.game_id]
                # Only a save whose options choose a variant loads its engine for the variant's name,
                # said on the line under the title, which a card's width would cut short.
                variant = variant_name(GAMES[spec.id], item.chosen, lang) if spec.variant(item.chosen) else None
                where = where_text(item.moves, lang)
                widgets.append(GameCard(
                    name=f"resume:{spec.id}", rect=place, intent=("resume", spec.id), title=spec.title,
                    players=where if variant is None else f"{variant} · {where}",
                    summary=(said := t(lang, "with {names}", names=join_names(item.names(lang), lang))),
                    tooltip=said, badge=tp(lang, "the menu's button", "Resume"), painter=emblem_for(spec.id, spec.family),
                    clip=self.grid_rect))
                continue
            cls, card = item, place
            playable = cls.id in TABLES
            summary = game_t(cls.id, lang, cls.summary) if cls.summary else ""
            widgets.append(GameCard(
                name=f"game:{cls.id}", rect=card, intent=("setup", cls.id) if playable else None,
                enabled=playable, title=cls.title, family="", players=players_text(cls, lang)
                + (t(lang, " · solo") if cls.solo and cls.max_players > 1 else ""),
                summary=summary, tooltip=summary,  # the whole description, when the card has to shorten it
                badge="" if playable else t(lang, "Coming soon"),
                painter=emblem_for(cls.id, cls.family), clip=self.grid_rect))
            if playable:
                size = int(card_w * 0.15)
                rules = pygame.Rect(card.right - size - card_w // 24, card.y + card_w // 24, size, size)
                widgets.append(_clipped(button(f"rules:{cls.id}", rules, "?", ("rules", cls.id), style="normal",
                                               tooltip=t(lang, "How to play {title}", title=cls.title)), self.grid_rect))
        return widgets

    # --- what the grid shows: groups of cards --------------------------------------------------
    def _groups(self, lang: str) -> list[tuple[str, str, list[Any]]]:
        """(key, heading, cards) in order: the unfinished games, the games played last, then every
        family; each filtered by the search (by a game's name: the family buttons find a family)."""
        def wanted(spec: GameSpec) -> bool:
            query = _folded(self.query)
            return not query or query in _folded(spec.title)

        waiting = [w for w in self.unfinished.waiting if w.game_id in SPECS and wanted(SPECS[w.game_id])]
        busy = {s.game_id for s in waiting}
        recent = [SPECS[g] for g in self.app.settings.recent
                  if g in SPECS and g not in busy and SPECS[g].id in TABLES and wanted(SPECS[g])]
        groups: list[tuple[str, str, list[Any]]] = [
            ("unfinished", t(lang, "Unfinished games"), list(waiting)),
            ("recent", t(lang, "Played last"), recent[:RECENT_SHOWN]),
        ]
        families: dict[str, list[GameSpec]] = {}
        for spec in SPECS.values():  # the light catalogue: no engine is imported to list the games
            families.setdefault(spec.family, []).append(spec)
        for family, members in families.items():
            groups.append((family, family, [spec for spec in members if wanted(spec)]))
        return groups

    def _bar(self, rect: pygame.Rect, groups: list[tuple[str, str, list[Any]]], u: float,
             lang: str) -> tuple[list[Widget], int]:
        """The search field and one button per group to jump to it; the buttons wrap onto more lines
        in a narrow window. Returns the widgets and the bar's bottom."""
        height = rect.h
        search = pygame.Rect(rect.x, rect.y, int(min(rect.w * 0.3, u * 42)), height)
        widgets: list[Widget] = [TextField(name="search", rect=search, intent=("focus", "search"), value=self.query,
                                           placeholder=t(lang, "Search games"), max_length=30)]
        size = paint.font_px(height, 0.42)
        x, y = search.right + int(u * 2), rect.y
        for key, heading, items in groups:
            if not items:
                continue
            label = f"{heading} · {len(items)}"
            width = theme.font(size).size(label)[0] + height
            if x + width > rect.right and x > search.right + int(u * 2):
                x, y = search.right + int(u * 2), y + height + int(u)
            widgets.append(button(f"jump:{key}", pygame.Rect(x, y, min(width, rect.right - x), height), label,
                                  ("jump", key), style="quiet",
                                  tooltip=t(lang, "Go to {group}", group=heading)))
            x += width + int(u)
        return widgets, y + height

    def _jump(self, key: str) -> None:
        """Scroll so the group's heading is at the top, and focus its first card (for the keyboard)."""
        if key not in self._group_tops:
            return
        self.scroll = min(self.max_scroll, self._group_tops[key])
        self.relayout()
        self.ensure_layout()
        first = next((w for w in self.widgets if isinstance(w, GameCard) and w.clickable
                      and w.rect.y >= self.grid_rect.y and self._group_of(w) == key), None)
        if first is not None:
            super().set_focus(first)

    def _group_of(self, card: Widget) -> str | None:
        """The group whose heading is the last one above ``card``."""
        above = [w for w in self.widgets if w.name.startswith("family:") and w.rect.y <= card.rect.y]
        return above[-1].name.split(":", 1)[1] if above else None

    def on_text(self, field: TextField) -> None:
        if field.name == "search":
            self.query = field.value
            self.scroll = 0
            self.relayout()

    def handle(self, event: pygame.event.Event) -> None:
        # Typing on the menu searches: the letters go to the search field wherever the focus is.
        if event.type == pygame.TEXTINPUT and not isinstance(self.focused_widget, TextField):
            self.ensure_layout()
            search = next((w for w in self.widgets if w.name == "search"), None)
            if isinstance(search, TextField):
                self.set_focus(search)
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.ensure_layout()
        self.draw_background(surface)
        u = theme.unit(surface.get_size())
        margin = int(u * 5)
        # The name keeps clear of the buttons beside it (at 640x480 in Spanish they covered "ca").
        buttons = [w.rect.x for w in self.widgets if w.name in ("resume", "settings", "stats", "quit")]
        room = (min(buttons) if buttons else surface.get_width()) - margin - int(u * 2)
        title = paint.size_to_fit("Ludoteca", int(u * 7.5), room, True, smallest=0.5)
        paint.text_in(surface, "Ludoteca", pygame.Rect(margin, margin, room, int(u * 9)), title, theme.GOLD,
                      bold=True, align="left")
        paint.text_in(surface, t(self.lang, "Tabletop games for one screen"),
                      pygame.Rect(margin, margin + int(u * 9), int(u * 80), int(u * 4.5)), int(u * 2.6), (206, 214, 200),
                      align="left")
        y = margin + int(u * 14.5)
        pygame.draw.line(surface, theme.GOLD, (margin, y), (surface.get_width() - margin, y), max(1, int(u / 4)))
        for widget in self.widgets:
            if isinstance(widget, GameCard) or widget.name.startswith(("rules:", "family:")):
                continue
            widget.draw(surface, theme)
        surface.set_clip(self.grid_rect.inflate(int(u), int(u)))
        for widget in self.widgets:
            if isinstance(widget, GameCard) or widget.name.startswith(("rules:", "family:")):
                widget.draw(surface, theme)
        surface.set_clip(None)
        if self.max_scroll:
            track = pygame.Rect(self.grid_rect.right + int(u * 1.5), self.grid_rect.y, max(3, int(u * 0.6)),
                                self.grid_rect.h)
            pygame.draw.rect(surface, (20, 50, 38), track, border_radius=track.w)
            knob_h = max(track.w * 4, int(track.h * track.h / (track.h + self.max_scroll)))
            knob = pygame.Rect(track.x, track.y + int((track.h - knob_h) * self.scroll / self.max_scroll), track.w, knob_h)
            pygame.draw.rect(surface, theme.GOLD, knob, border_radius=track.w)

    def on_wheel(self, dy: int, pos: tuple[int, int]) -> None:
        self._scroll_by(-dy * int(theme.unit(self.app.size) * 8))

    def _scroll_by(self, pixels: int) -> None:
        new = max(0, min(self.max_scroll, self.scroll + pixels))
        if new != self.scroll:
            self.scroll = new
            self.relayout()

    def on_key(self, event: pygame.event.Event) -> None:
        step = int(theme.unit(self.app.size) * 20)
        if event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
            self._scroll_by(step)
        elif event.key in (pygame.K_UP, pygame.K_PAGEUP):
            self._scroll_by(-step)
        else:
            super().on_key(event)

    def focusable(self) -> list[Widget]:
        return [w for w in self.widgets if w.clickable and isinstance(w, (Button, GameCard))]

    def set_focus(self, widget: Widget | None) -> None:
        """Focus a card and the list scrolls to show it whole (keyboard players cannot use the wheel)."""
        super().set_focus(widget)
        if widget is None or not isinstance(widget, GameCard) or not self.grid_rect.h:
            return
        gap = int(theme.unit(self.app.size) * 2)
        if widget.rect.y < self.grid_rect.y:
            self._scroll_by(widget.rect.y - self.grid_rect.y - gap)
        elif widget.rect.bottom > self.grid_rect.bottom:
            self._scroll_by(widget.rect.bottom - self.grid_rect.bottom + gap)

    def on_back(self) -> None:
        # Escape on the menu does not quit by surprise; it clears a search.
        if self.query:
            self.query = ""
            self.scroll = 0
            self.relayout()

    def on_intent(self, intent: Any) -> None:
        from scenes.rules import RulesScene
        from scenes.settings import SettingsScene
        from scenes.setup import SetupScene

        if intent == "quit":
            self.app.running = False
        elif intent == "settings":
            self.app.push(SettingsScene(self.app))
        elif intent == "stats":
            from scenes.stats import StatsScene

            self.app.push(StatsScene(self.app))
        elif intent == "resume" or (isinstance(intent, tuple) and intent[0] == "resume"):
            waiting = self.resume_session if intent == "resume" else self.unfinished.of(intent[1])
            found = check_autosave(waiting.path) if waiting is not None else ResumeCheck()
            if found.session is not None:
                self._resume(found.session)
            else:
                self._show_found(found)
                self.unfinished = unfinished_games()
                self.relayout()
        elif isinstance(intent, tuple) and intent[0] == "jump":
            self._jump(intent[1])
        elif isinstance(intent, tuple) and intent[0] == "setup" and intent[1] in TABLES:
            self.app.push(SetupScene(self.app, intent[1]))
        elif isinstance(intent, tuple) and intent[0] == "rules":
            self.app.push(RulesScene(self.app, intent[1]))


def _clipped(widget: Button, clip: pygame.Rect) -> Button:
    """A button on a card that scrolls: clickable only inside the visible grid."""
    if not clip.contains(widget.rect):
        widget.enabled = clip.colliderect(widget.rect) and clip.collidepoint(widget.rect.center)
    return widget
