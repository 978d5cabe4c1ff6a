"""The pass-and-play curtain: while the device changes hands it is the whole screen (never drawn over
the table, so nothing secret is on screen), with only the Menu button in a corner."""

from __future__ import annotations

import pygame

from scenes.game_screen.section import Section
from scenes.i18n import tr
from scenes.widgets.base import Widget
from scenes.widgets.button import button
from scenes.widgets.curtain import curtain_widgets


class CurtainSection(Section):
    intents = frozenset({"reveal"})

    def layout(self, rect: pygame.Rect, u: float) -> list[Widget]:
        super().layout(rect, u)
        lang = self.lang
        name = self.session.seats[self.scene.curtain_for].name
        widgets = curtain_widgets(
            rect, tr(lang, f"Pass to {name}", f"Pasa a {name}"),
            tr(lang, "Hand the device over. Only the next player should look once the curtain opens.",
               "Pasa el dispositivo. Cuando se abra el telón, que mire solo quien juega ahora."),
            tr(lang, f"I am {name}: show my table", f"Soy {name}: mostrar mi mesa"))
        corner = pygame.Rect(rect.right - int(u * 24), rect.y + int(u * 3), int(u * 20), int(u * 6))
        widgets.append(button("pause", corner, tr(lang, "Menu", "Menú"), "pause", style="quiet"))
        return widgets

    def on_intent(self, intent: str) -> None:
        scene = self.scene
        if intent == "reveal" and scene.curtain_for is not None:
            scene.turns.reveal()
            scene.table.reset_selection()
            scene.relayout()
