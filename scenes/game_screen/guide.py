"""The coach of a guided opening ("Show me"): in place of the moves log, the words of the step being
played, with Next while a computer's guided move waits to be read, and Play on once the steps are
over (the log comes back and the game goes on against the computers).

The words come from the game's own catalogue (the guide names message ids); which step is shown
follows from the state (``Guide.step_at``), so undo walks the lesson back too."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core import Action, Seat
from scenes import theme
from scenes.game_screen.section import Section
from scenes.i18n import game_t, t
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.button import button
from scenes.widgets.text import Label, Paragraph, Picture

if TYPE_CHECKING:
    from scenes.game_scene import GameScene


class GuideSection(Section):
    intents = frozenset({"guide-next", "guide-close"})

    def __init__(self, scene: GameScene) -> None:
        super().__init__(scene)
        self.closed = False

    @property
    def showing(self) -> bool:
        return self.session.guide is not None and not self.closed

    def words(self) -> tuple[str, str]:
        """The heading and the words for the step to play now."""
        guide = self.session.guide
        assert guide is not None
        lang, state = self.lang, self.state
        game_id = self.session.game_id
        step = guide.step_at(state)
        if step is None:
            return t(lang, "Show me: well done"), game_t(game_id, lang, guide.farewell)
        number = guide.number_at(state)
        heading = t(lang, "Show me: step {number} of {total}", number=number, total=len(guide.steps))
        says = game_t(game_id, lang, step.says)
        if number == 1:
            says = game_t(game_id, lang, guide.welcome) + "\n\n" + says
        return heading, says

    def or_else(self, log: Section) -> Section:
        """What stands under the players: this coach while it speaks, else the moves log."""
        return self if self.showing else log

    def allows(self, seat: Seat, action: Action) -> bool:
        """Whether ``action`` keeps to the lesson; if not, the person is told so and nothing is played."""
        guide = self.session.guide
        if guide is None or guide.allows(self.state, seat, action):
            return True
        self.scene.status.say(t(self.lang, "This lesson asks for another move: read the coach's words at the side."))
        self.scene.table.reset_selection()
        self.scene.relayout()
        return False

    def on_intent(self, intent: str) -> None:
        if intent == "guide-next":
            self.scene._finish_motion()
            self.scene.computers.hurry()
        elif intent == "guide-close":
            self.closed = True
            self.scene.relayout()

    def layout(self, rect: pygame.Rect, u: float) -> list[Widget]:
        super().layout(rect, u)
        lang = self.lang
        heading, says = self.words()
        pad = int(u * 1.6)
        button_h = int(u * 5.5)
        over = self.session.guide is not None and self.session.guide.over(self.state)
        action: tuple[str, str] | None = None
        if over:
            action = ("guide-close", t(lang, "Play on"))
        elif self.scene.computers.held_for_reading:
            action = ("guide-next", t(lang, "Next"))
        text_room = pygame.Rect(
            rect.x + pad,
            rect.y + int(u * 5.5),
            rect.w - 2 * pad,
            rect.h - int(u * 5.5) - pad - (button_h + pad if action else 0),
        )
        # The largest size at which every paragraph fits: the words are the point of the lesson.
        size = int(u * 2.4)
        paragraphs = says.split("\n\n")
        while size > 10:
            needed = sum(
                Paragraph(name="", rect=pygame.Rect(0, 0, text_room.w, 1), text=p, size=size).height_for(text_room.w)
                + size // 2
                for p in paragraphs
            )
            if needed <= text_room.h:
                break
            size -= 1

        def backdrop(surface: pygame.Surface, r: pygame.Rect) -> None:
            paint.panel(
                surface, r, (22, 40, 52, 235), radius=int(u * 1.5), border=theme.GOLD, border_width=max(1, int(u / 3))
            )

        widgets: list[Widget] = [
            Picture(name="guide", rect=pygame.Rect(rect), painter=backdrop),
            Label(
                name="guide:heading",
                rect=pygame.Rect(rect.x + pad, rect.y + int(u * 0.8), rect.w - 2 * pad, int(u * 4.5)),
                text=heading,
                size=max(10, int(u * 2.5)),
                colour=theme.GOLD,
                bold=True,
            ),
        ]
        y = text_room.y
        for i, text in enumerate(paragraphs):
            block = Paragraph(
                name=f"guide:says:{i}", rect=pygame.Rect(text_room.x, y, text_room.w, 1), text=text, size=size
            )
            block.rect.h = min(block.height_for(text_room.w), max(0, text_room.bottom - y))
            widgets.append(block)
            y += block.rect.h + size // 2
        if action is not None:
            name, label = action
            place = pygame.Rect(rect.right - pad - int(u * 20), rect.bottom - pad - button_h, int(u * 20), button_h)
            widgets.append(button(name, place, label, name, style="primary"))
        return widgets
