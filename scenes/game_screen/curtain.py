"""The pass-and-play curtain: while the device changes hands it is the whole screen (never drawn over
the table, so nothing secret is on screen), with only the Menu button in a corner."""

from __future__ import annotations

import pygame

from scenes.game_screen.section import Section
from scenes.i18n import t
from scenes.widgets.base import Widget
from scenes.widgets.button import button
from scenes.widgets.curtain import Curtain, curtain_widgets


class CurtainSection(Section):
    intents = frozenset({"reveal"})

    def layout(self, rect: pygame.Rect, u: float) -> list[Widget]:
        super().layout(rect, u)
        lang = self.lang
        name = self.session.names(self.lang)[self.scene.curtain_for]
        widgets = curtain_widgets(
            rect, t(lang, "Pass to {name}", name=name),
            t(lang, "Hand the device over. Only the next player should look once the curtain opens."),
            t(lang, "I am {name}: show my table", name=name))
        corner = pygame.Rect(rect.right - int(u * 24), rect.y + int(u * 3), int(u * 20), int(u * 6))
        widgets.append(button("pause", corner, t(lang, "Menu"), "pause", style="quiet"))
        return widgets

    def cover(self, surface: pygame.Surface) -> bool:
        """Under the pause menu or a dialog in pass-and-play, the table shows one person's hidden
        cards while the device may be between people: draw the drapes instead. True when drawn."""
        if not self.scene.turns.pass_and_play or self.state.is_over():
            return False
        Curtain(name="cover", rect=surface.get_rect()).draw(surface)
        return True

    def on_intent(self, intent: str) -> None:
        scene = self.scene
        if intent == "reveal" and scene.curtain_for is not None:
            scene.turns.reveal()
            scene.table.reset_selection()
            scene.relayout()
