"""The rules of a game, from its folder's ``rules/<lang>.md`` (``games/<id>/rules/``): headings, paragraphs and
bullets, scrolled with the wheel, the arrow keys, Page Up/Down, Home and End."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.registry import FOLDER_PATHS, GAMES, SPECS
from game.spec import load
from game.text import SOURCE_LANGUAGE
from scenes import theme
from scenes.i18n import language_name, t
from scenes.shell import ShellScene, header
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.button import button

if TYPE_CHECKING:
    from scenes.app import App


@lru_cache(maxsize=8)
def _fade_mask(width: int, height: int) -> pygame.Surface:
    """White with alpha falling from opaque to clear, to multiply onto the bottom of a page."""
    mask = pygame.Surface((width, height), pygame.SRCALPHA)
    for row in range(height):
        alpha = int(255 * (1 - (row + 1) / height))
        mask.fill((255, 255, 255, alpha), pygame.Rect(0, row, width, 1))
    return mask


@dataclass(frozen=True, slots=True)
class Block:
    kind: str  # "h1", "h2", "h3", "p", "li"
    text: str


def rules_file(game_id: str, lang: str) -> tuple[Path | None, str | None]:
    """The rules file in ``lang``, else in English, else in another language there is, and the
    language it is in when that is not ``lang`` (None: the player's own)."""
    folder = FOLDER_PATHS.get(game_id)
    if folder is None:
        return None, None
    others = sorted(p.stem for p in (folder / "rules").glob("*.md"))
    for code in dict.fromkeys((lang, SOURCE_LANGUAGE, *others)):
        path = folder / "rules" / f"{code}.md"
        if path.is_file():
            return path, None if code == lang else code
    return None, None


def parse_markdown(text: str) -> list[Block]:
    """The small markdown the rules use: ``#`` headings, paragraphs, ``- `` or ``* `` bullets.
    Emphasis marks are dropped (the text stays), so ``**Goal**`` reads "Goal"."""
    blocks: list[Block] = []
    paragraph: list[str] = []

    def flush() -> None:
        if paragraph:
            blocks.append(Block("p", clean(" ".join(paragraph))))
            paragraph.clear()

    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            flush()
            continue
        heading = re.match(r"^(#{1,6})\s+(.*)$", line)
        bullet = re.match(r"^(?:[-*+]|\d+[.)])\s+(.*)$", line)
        if heading:
            flush()
            blocks.append(Block(f"h{min(3, len(heading.group(1)))}", clean(heading.group(2))))
        elif bullet:
            flush()
            blocks.append(Block("li", clean(bullet.group(1))))
        elif blocks and blocks[-1].kind == "li" and not paragraph and raw.startswith((" ", "\t")):
            blocks[-1] = Block("li", blocks[-1].text + " " + clean(line))  # a bullet continued on the next line
        else:
            paragraph.append(line)
    flush()
    return blocks


def clean(text: str) -> str:
    text = re.sub(r"\*\*(.+?)\*\*|__(.+?)__", lambda m: m.group(1) or m.group(2), text)
    text = re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?!\w)", r"\1", text)
    text = re.sub(r"`([^`]*)`", r"\1", text)
    text = re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", text)
    return text


class RulesScene(ShellScene):
    def __init__(self, app: App, game_id: str, offer_lesson: bool = True) -> None:
        super().__init__(app)
        self.game_id = game_id
        # "Show me" starts a guided opening; not from a game's pause menu, where it would leave that game.
        spec = SPECS.get(game_id)
        self.lesson = spec.guide if offer_lesson and spec is not None else None
        self.scroll = 0
        self.max_scroll = 0
        self._page: pygame.Surface | None = None
        self._page_key: tuple[Any, ...] = ()
        self._view = pygame.Rect(0, 0, 0, 0)
        self.notice = ""

    @property
    def title(self) -> str:
        cls = GAMES.get(self.game_id)
        return cls.title if cls else self.game_id

    def blocks(self) -> list[Block]:
        lang = self.lang
        path, fallback = rules_file(self.game_id, lang)
        if path is None:
            self.notice = ""
            return [Block("p", t(lang, "There are no written rules for {title} yet.", title=self.title))]
        self.notice = t(lang, "Only available in {language}.", language=language_name(fallback, lang)) if fallback \
            else ""
        try:
            return parse_markdown(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError) as exc:
            return [Block("p", t(lang, "The rules file cannot be read: {exc}", exc=exc))]

    def _render_page(self, width: int, u: float) -> pygame.Surface:
        """The whole text drawn once on a tall transparent surface; scrolling just blits part of it."""
        key = (width, round(u, 2), self.lang)
        if self._page is not None and self._page_key == key:
            return self._page
        styles = {"h1": (int(u * 4.2), True, theme.GOLD, u * 3), "h2": (int(u * 3.2), True, theme.GOLD, u * 3.5),
                  "h3": (int(u * 2.7), True, (236, 214, 150), u * 2.5), "p": (int(u * 2.4), False, theme.IVORY, u * 1.6),
                  "li": (int(u * 2.4), False, theme.IVORY, u * 0.8)}
        pieces: list[tuple[int, int, str, int, bool, tuple[int, int, int]]] = []
        y = 0
        bullet_indent = int(u * 4)
        for block in self.blocks():
            size, bold, colour, space_before = styles[block.kind]
            if pieces:
                y += int(space_before)
            indent = bullet_indent if block.kind == "li" else 0
            lines = theme.wrap(block.text, size, width - indent, bold)
            line_h = int(size * 1.45)
            for i, line in enumerate(lines):
                pieces.append((indent, y, line, size, bold, colour))
                if block.kind == "li" and i == 0:
                    pieces.append((int(u * 1.2), y, "•", size, True, theme.GOLD))
                y += line_h
            if block.kind in ("h1", "h2"):
                y += int(u * 0.6)
        page = pygame.Surface((width, max(1, y + int(u * 4))), pygame.SRCALPHA)
        for x, py, line, size, bold, colour in pieces:
            page.blit(theme.font(size, bold).render(line, True, colour), (x, py))
        self._page, self._page_key = page, key
        return page

    def layout(self, rect: pygame.Rect) -> list[Widget]:
        lang = self.lang
        u = theme.unit(rect.size)
        margin = int(u * 5)
        column_w = int(min(rect.w - 2 * margin - u * 6, u * 140))
        self._view = pygame.Rect(0, rect.y + margin + int(u * 12), column_w, rect.h - 2 * margin - int(u * 22))
        self._view.centerx = rect.centerx
        page = self._render_page(self._view.w, u)
        self.max_scroll = max(0, page.get_height() - self._view.h)
        self.scroll = max(0, min(self.scroll, self.max_scroll))
        back = pygame.Rect(rect.x + margin, rect.bottom - margin - int(u * 7), int(u * 24), int(u * 7))
        widgets: list[Widget] = [button("back", back, t(lang, "Back"), "back", style="primary" if not self.lesson
                                        else "normal")]
        if self.lesson:
            show = pygame.Rect(0, back.y, int(u * 34), back.h)
            show.right = rect.right - margin
            widgets.append(button("show-me", show, t(lang, "Show me how to play"), "show-me", style="primary",
                                  tooltip=t(lang, "A short guided opening on the real table: each move explained, "
                                                  "you make yours.")))
        return widgets

    def draw(self, surface: pygame.Surface) -> None:
        self.ensure_layout()
        self.draw_background(surface)
        u = theme.unit(surface.get_size())
        margin = int(u * 5)
        header(surface, pygame.Rect(self._view.x, margin, self._view.w, int(u * 10)),
               t(self.lang, "How to play {title}", title=self.title))
        paint.panel(surface, self._view.inflate(int(u * 5), int(u * 3)), (14, 30, 24, 170), radius=int(u * 1.5),
                    shadow=False)
        page = self._render_page(self._view.w, u)
        visible = page.subsurface(pygame.Rect(0, self.scroll, self._view.w, min(self._view.h, page.get_height() - self.scroll)))
        fade = int(u * 4)
        if self.scroll < self.max_scroll and visible.get_height() > 2 * fade:
            # More text below: the last lines fade out instead of being cut mid-line.
            visible = visible.copy()
            visible.blit(_fade_mask(visible.get_width(), fade), (0, visible.get_height() - fade),
                         special_flags=pygame.BLEND_RGBA_MULT)
        surface.blit(visible, self._view.topleft)
        if self.max_scroll:
            track = pygame.Rect(self._view.right + int(u * 3), self._view.y, max(3, int(u * 0.6)), self._view.h)
            pygame.draw.rect(surface, (20, 50, 38), track, border_radius=track.w)
            knob_h = max(track.w * 4, int(track.h * track.h / (track.h + self.max_scroll)))
            knob = pygame.Rect(track.x, track.y + int((track.h - knob_h) * self.scroll / self.max_scroll), track.w, knob_h)
            pygame.draw.rect(surface, theme.GOLD, knob, border_radius=track.w)
        if self.notice:
            paint.text_in(surface, self.notice, pygame.Rect(self._view.x, self._view.bottom + int(u * 2), self._view.w,
                                                            int(u * 4)), int(u * 2.2), (206, 214, 200), align="right")
        for widget in self.widgets:
            widget.draw(surface, theme)

    def scroll_by(self, pixels: int) -> None:
        new = max(0, min(self.max_scroll, self.scroll + pixels))
        if new != self.scroll:
            self.scroll = new
            self.dirty = True

    def on_wheel(self, dy: int, pos: tuple[int, int]) -> None:
        self.scroll_by(-dy * int(theme.unit(self.app.size) * 6))

    def on_key(self, event: pygame.event.Event) -> None:
        u = theme.unit(self.app.size)
        steps = {pygame.K_DOWN: int(u * 4), pygame.K_UP: -int(u * 4), pygame.K_PAGEDOWN: self._view.h - int(u * 4),
                 pygame.K_PAGEUP: -(self._view.h - int(u * 4)), pygame.K_HOME: -self.max_scroll - 1,
                 pygame.K_END: self.max_scroll + 1}
        if event.key in steps:
            self.scroll_by(steps[event.key])
        elif event.key == pygame.K_SPACE:
            self.scroll_by(self._view.h - int(u * 4))
        else:
            super().on_key(event)

    def on_intent(self, intent: Any) -> None:
        if intent == "back":
            self.app.pop_scene(self)
        elif intent == "show-me" and self.lesson:
            self.start_lesson()

    def start_lesson(self) -> None:
        assert self.lesson is not None
        self.app.open_lesson(self.game_id, load(self.lesson))
