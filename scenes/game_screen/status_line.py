"""The status line along the bottom: whose turn it is and what to do, what a computer is doing (with
a turning ring while it thinks), and any notice (a refused click, a failed save, a stumbling computer)
until the next move."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pygame

from game.core import Seat
from game.text import Seat as SeatWord
from scenes import theme
from scenes.game_screen.section import Section
from scenes.i18n import Msg, say, t
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.text import Label

if TYPE_CHECKING:
    from scenes.game_scene import GameScene

LONG_THOUGHT = 3  # seconds of a computer's thought after which the status line counts them


class StatusLine(Section):
    def __init__(self, scene: GameScene) -> None:
        super().__init__(scene)
        self.notice = ""  # said instead of the usual line until the next move
        self.fresh = False  # the notice is about the move being played: it outlives that move
        self.refused = False  # the notice explains a click that did nothing (see Board.explain_dead_click)
        self.say_save_problem()
        base = self.state.base
        if base is not None and len(self.state.history) == base.length:
            # Just resumed from a save of older rules: say why undo stops here (until the next move).
            self.notice = t(self.lang, "This game was saved under earlier rules: it goes on from where it was; "
                                       "earlier moves cannot be undone.")

    def say(self, notice: str, fresh: bool = False) -> None:
        self.notice = notice
        if fresh:
            self.fresh = True

    def say_save_problem(self) -> None:
        """A failed autosave (full disk, read-only folder) is said in the status bar; play goes on."""
        problem = self.session.save_problem
        if problem:
            self.notice = t(self.lang, "The game could not be saved ({problem}); play goes on.", problem=problem)

    def move_played(self) -> None:
        """A move was played: the notice goes, unless it was said about that very move."""
        if self.fresh:
            self.fresh = False
        else:
            self.notice = ""
        self.say_save_problem()

    def layout(self, rect: pygame.Rect, u: float) -> list[Widget]:
        super().layout(rect, u)
        text = pygame.Rect(rect.x + int(u * 5), rect.y, rect.w - int(u * 6), rect.h)
        # Through the scene, so the text can be replaced there (the privacy test does).
        return [Label(name="status", rect=text, text=self.scene._status_text(self.scene.board.seat),
                      size=max(11, int(u * 2.5)))]

    def text(self, seat: Seat | None) -> str:
        scene, lang, state = self.scene, self.lang, self.state
        names = self.session.names(lang)
        if self.notice:
            return self.notice
        pending = scene.computers.pending
        if pending is not None:
            who, action = pending
            described = state.describe(who, action, lang)
            if isinstance(described, Msg) and _names_a_seat(described):  # the message names the player itself
                return say(described, lang, names)
            return f"{names[who]} · {say(described, lang, names)}"
        thinking = scene.computers.thinking
        if thinking is not None:
            seconds = scene.computers.thought_seconds()
            if seconds >= LONG_THOUGHT:  # a long thought says how long, so a still table is not taken for a hang
                return t(lang, "{name} is thinking… ({seconds} s)", name=names[thinking], seconds=seconds)
            return t(lang, "{name} is thinking…", name=names[thinking])
        text = scene.table.status(scene.board.view, seat, lang)
        if text:
            if scene.may_act() and len(self.session.humans()) > 1:
                name = names[seat]
                # Between people the line says whose it is, unless the table's line already names them.
                return text if _names(name, text) else f"{name} · {text}"
            return text
        if state.is_over():
            return t(lang, "The game is over.")
        return t(lang, "Turn: {names}", names=", ".join(names[s] for s in state.to_act()))

    def _label(self) -> Widget | None:
        return next((w for w in self.scene.widgets if w.name == "status"), None)

    def draw_under(self, surface: pygame.Surface) -> None:
        """A dark band the width of the window behind the line."""
        status = self._label()
        if status is not None:
            u = theme.unit(surface.get_size())
            bar = pygame.Rect(int(u * 2.5), status.rect.y, surface.get_width() - int(u * 5), status.rect.h)
            paint.panel(surface, bar, (14, 30, 24, 170), radius=bar.h // 3, shadow=False)

    def draw_over(self, surface: pygame.Surface) -> None:
        """A turning ring beside the line while a computer thinks."""
        if self.scene.computers.job is None:
            return
        u = theme.unit(surface.get_size())
        status = self._label()
        if status is None:
            return
        centre = (status.rect.x - int(u * 2.5), status.rect.centery)
        radius = max(4, int(u * 1.4))
        for i in range(8):
            angle = self.scene.spin * 6 + i * 0.785
            alpha = int(255 * (i + 1) / 8)
            dot = (centre[0] + int(radius * pygame.math.Vector2(1, 0).rotate_rad(angle).x),
                   centre[1] + int(radius * pygame.math.Vector2(1, 0).rotate_rad(angle).y))
            pygame.draw.circle(surface, paint.blend((40, 60, 50), theme.GOLD, alpha / 255), dot, max(1, int(u * 0.35)))


def _names(name: str, text: str) -> bool:
    """Whether ``text`` names the player ``name`` as a whole word: a player called "Ana" is not
    named by "Anatomía", nor one called "a" by every sentence with that letter."""
    return re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text) is not None


def _names_a_seat(message: Msg) -> bool:
    return any(isinstance(value, SeatWord) or (isinstance(value, Msg) and _names_a_seat(value))
               for value in message.params.values())
