"""The table in the middle of the game screen: the game's own drawing of one seat's view.

The table receives only ``state.view(seat)`` and ``state.legal_actions(seat)`` (empty unless that
seat may act now), never the state. The moves a person makes on it are checked here and played
through the scene (``GameScene._apply``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core import Action, IllegalActionError, Seat
from scenes.game_screen.section import Section
from scenes.i18n import t
from scenes.widgets.base import Widget, widget_at

if TYPE_CHECKING:
    from scenes.game_scene import GameScene


class Board(Section):
    """The section that holds the game's table (``scene.table``, the game's ``GameTable``)."""

    def __init__(self, scene: GameScene) -> None:
        super().__init__(scene)
        self.seat: Seat | None = None  # whose view was laid out last, and what it was
        self.view: Any = {}
        self.legal: list[Action] = []

    def layout(self, rect: pygame.Rect, u: float) -> list[Widget]:
        super().layout(rect, u)
        scene = self.scene
        self.seat = seat = scene.viewer()
        self.view = self.state.view(seat)
        self.legal = self.state.legal_actions(seat) if scene.may_act() else []
        widgets = scene.table.build(rect, self.view, seat, self.legal)
        pending = scene.computers.pending
        if pending is not None:
            # Show where the computer is about to play, if the table can point at it.
            _, chosen = pending
            for widget in widgets:
                if widget.intent == chosen or widget.extra.get("action") == chosen:
                    widget.highlight = True
        if not scene.may_act():
            for widget in widgets:
                widget.hovered = False
        return widgets

    # --- input --------------------------------------------------------------------------------
    def on_table_intent(self, intent: Any) -> None:
        """A table widget was pressed: the table says which move it means, or shows a selection step."""
        scene = self.scene
        if not scene.may_act():
            return
        seat = scene.viewer()
        action = scene.table.on_intent(intent, self.view, seat, self.legal)
        if action is None:
            scene.relayout()  # a selection step: the table shows the choice
            return
        self.play(seat, action)

    def play(self, seat: Seat, action: Action) -> None:
        if action not in self.legal and not self._engine_accepts(seat, action):
            self.scene.status.say(t(self.lang, "That move is not allowed now."))
            self.scene.relayout()
            return
        self.scene._apply(seat, action)

    def _engine_accepts(self, seat: Seat, action: Action) -> bool:
        """An engine may accept more than it lists (any word that fits the board in Ideograma's
        challenge variant): its own check decides."""
        try:
            self.state.check(seat, action)
        except IllegalActionError:
            return False
        return True

    def raw_input(self, event: pygame.event.Event) -> bool:
        """A table that takes raw input (dragging tiles, typing letters) has ``handle_event(event,
        may_act)`` and sees every event first. It answers None to leave the event to the usual
        clicks and keys, "redraw" or "relayout" when it used it, or an Action to play."""
        scene = self.scene
        hook = getattr(scene.table, "handle_event", None)
        if hook is None or scene.curtain_for is not None:
            return False
        scene.ensure_layout()
        answer = hook(event, scene.may_act())
        if answer is None:
            return False
        if isinstance(answer, Action):
            if scene.may_act():
                self.play(scene.viewer(), answer)
        elif answer == "relayout":
            scene.relayout()
        else:
            scene.dirty = True
        return True

    def explain_dead_click(self, pos: tuple[int, int]) -> None:
        """A click on the table that offers nothing (a square no move reaches, a rival's piece):
        the table may say why in the status bar, until the next click or move."""
        scene, status = self.scene, self.scene.status
        if status.refused:
            status.refused = False
            status.notice = ""
            scene.relayout()
        if not scene.may_act() or widget_at(scene.widgets, pos) is not None:
            return
        seat = scene.viewer()
        for under in reversed(scene.widgets):  # from the top: a square may lie under a drawing of routes
            if under.rect.collidepoint(pos):
                why = scene.table.refusal(under.name, self.view, seat, self.legal, self.lang)
                if why:
                    status.notice, status.refused = why, True
                    scene.relayout()
                    return
