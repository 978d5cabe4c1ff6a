"""The table in the middle of the game screen: the game's own drawing of one seat's view.

The table receives only ``state.view(seat)`` and ``state.legal_actions(seat)`` (empty unless that
seat may act now), never the state. The moves a person makes on it are checked here and played
through the scene (``GameScene._apply``). While a person composes a move (tiles laid, not yet
played), the table says what (``GameTable.tentative``), this section asks the engine what it
would make (``GameState.preview``) and hands the answer to the table before it builds
(``GameTable.receive_preview``): the flow stays one way, and the table runs no rule."""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any

import pygame

from game.core import Action, GameState, IllegalActionError, Seat
from scenes.game_screen.section import Section
from scenes.i18n import t
from scenes.widgets.base import Widget, widget_at

if TYPE_CHECKING:
    from scenes.base import GameTable
    from scenes.game_scene import GameScene


class _PreviewJob:
    """The engine's answer for a tentative move, worked out on a clone in a worker thread."""

    def __init__(self, state: GameState, seat: Seat, tentative: Any) -> None:
        self.answer: Any = None
        self._done = threading.Event()
        clone = state.clone()
        threading.Thread(target=self._run, args=(clone, seat, tentative), name="preview", daemon=True).start()

    def _run(self, state: GameState, seat: Seat, tentative: Any) -> None:
        try:
            self.answer = state.preview(seat, tentative)
        finally:
            self._done.set()

    @property
    def done(self) -> bool:
        return self._done.is_set()


class Previews:
    """The engine's answer for the move a table is composing, remembered for the last one: the
    engine is asked again only when the tentative move, the seat or the position changes (a
    move applied, or another state after an undo), so building the table again costs nothing.

    A table whose previews take long (``GameTable.slow_previews``: a solitaire's solver) gets its
    answer from a worker thread when the app thinks in threads: None until it arrives, and then
    ``arrived()`` tells the scene to build the table again. An answer for a position or a move
    that is gone by then is dropped."""

    def __init__(self, threaded: bool = False) -> None:
        self._state: Any = None
        self._key: tuple[Any, ...] | None = None
        self._answer: Any = None
        self._job: _PreviewJob | None = None
        self.threaded = threaded
        self.asked = 0  # how many times the engine was asked (tests)

    def hand(self, table: GameTable, state: GameState, seat: Seat | None, may_act: bool) -> None:
        """Give ``table`` the engine's answer for what it composes now (None when it composes
        nothing, or ``seat`` may not act)."""
        tentative = table.tentative() if may_act and seat is not None else None
        if tentative is None or seat is None:
            table.receive_preview(None, None)
            return
        key = (seat, len(state.history), tentative)
        if state is not self._state or key != self._key:
            self._state, self._key = state, key
            self.asked += 1
            if self.threaded and table.slow_previews:
                self._answer = None
                self._job = _PreviewJob(state, seat, tentative)
            else:
                self._job = None
                self._answer = state.preview(seat, tentative)
        table.receive_preview(tentative, self._answer)

    def arrived(self) -> bool:
        """Whether an answer thought in a worker thread has just come (build the table again)."""
        job = self._job
        if job is None or not job.done:
            return False
        self._job = None
        self._answer = job.answer
        return True


class Board(Section):
    """The section that holds the game's table (``scene.table``, the game's ``GameTable``)."""

    def __init__(self, scene: GameScene) -> None:
        super().__init__(scene)
        self.seat: Seat | None = None  # whose view was laid out last, and what it was
        self.view: Any = {}
        self.legal: list[Action] = []
        self.previews = Previews(threaded=getattr(scene.app, "threaded_bots", False))

    def layout(self, rect: pygame.Rect, u: float) -> list[Widget]:
        super().layout(rect, u)
        scene = self.scene
        self.seat = seat = scene.viewer()
        self.view = self.state.view(seat)
        self.legal = self.state.legal_actions(seat) if scene.may_act() else []
        self.previews.hand(scene.table, self.state, seat, scene.may_act())
        widgets = scene.table.build(rect, self.view, seat, self.legal)
        pending = scene.computers.pending
        if pending is not None:
            # Show where the computer is about to play, if the table can point at it.
            _, chosen = pending
            for widget in widgets:
                if widget.intent == chosen or widget.extra.get("action") == chosen:
                    widget.highlight = True
            # A table whose moves have no widget of their own marks the chosen one itself.
            show_chosen = getattr(scene.table, "show_chosen", None)
            if show_chosen is not None:
                widgets = show_chosen(widgets, pending[0], chosen)
        if not scene.may_act():
            for widget in widgets:
                widget.hovered = False
        return widgets

    # --- input --------------------------------------------------------------------------------
    def on_table_intent(self, intent: Any) -> None:
        """A table widget was pressed: the table says which move it means, or shows a selection step."""
        scene = self.scene
        if not scene.may_act():
            pending = scene.computers.pending
            if pending is not None and scene.computers.held_for_reading and intent == pending[1]:
                scene.computers.hurry()  # the widget of a computer's move that waits for people: go on
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
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.KEYDOWN):
            scene._hold_tooltips()  # the shell, which hides them, never sees this event: none during a drag
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
