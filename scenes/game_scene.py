"""The game scene: hosts a game's table and composes the parts of the game screen around it.

The parts live in ``scenes/game_screen/`` (see its ``__init__``): the sections of the screen
(the table, the top bar, the players and moves panels, the status line, the end panel, the
curtain) each lay out and draw their own rectangle; ``Turns`` decides whose view is drawn and
who may act, ``ComputerTurns`` runs the computer players. This scene makes the parts, gives
them their rectangles, routes input to them and plays the moves:

- Every action goes through the session (which checks it and autosaves); undo is offered when
  one person plays alone or against computers.
- Chrome intents are strings, each answered by the section that lists it; the others are the table's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core import Action, IllegalActionError, Seat
from scenes import motion, theme
from scenes.game_screen.board import Board
from scenes.game_screen.computers import ComputerMove, ComputerTurns, computer_seats
from scenes.game_screen.curtain import CurtainSection
from scenes.game_screen.end_panel import EndPanel, fold_lines
from scenes.game_screen.guide import GuideSection
from scenes.game_screen.moves_log import MovesLog
from scenes.game_screen.players_panel import PlayersPanel
from scenes.game_screen.regions import regions
from scenes.game_screen.section import Section
from scenes.game_screen.side import SidePanels
from scenes.game_screen.status_line import StatusLine, _names
from scenes.game_screen.top_bar import TopBar
from scenes.game_screen.turns import Turns
from scenes.i18n import t
from scenes.session import Session
from scenes.shell import DialogScene, ShellScene
from scenes.sound import sound_for
from scenes.tables import TABLES
from scenes.widgets.base import Widget, tab_stops

if TYPE_CHECKING:
    from scenes.app import App

__all__ = ["TABLE_PREFIX", "ComputerMove", "GameScene", "_names", "computer_seats", "fold_lines"]

TABLE_PREFIX = "table"  # chrome intents are strings; everything else is the table's


class GameScene(ShellScene):
    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.table = TABLES[session.game_id](app)
        self.table.seat_names = session.names(self.lang)
        self.table.people = frozenset(session.humans())
        self.computers = ComputerTurns(self)
        self.turns = Turns(self)
        self.spin = 0.0  # seconds the thinking dots have turned
        self.board = Board(self)
        self.top_bar = TopBar(self)
        self.players = PlayersPanel(self)
        self.log = MovesLog(self)
        self.status = StatusLine(self)
        self.end = EndPanel(self)
        self.curtain = CurtainSection(self)
        self.guide = GuideSection(self)
        self.side = SidePanels(self)
        self.turns.decide()

    @property
    def state(self) -> Any:
        return self.session.state

    @property
    def sections(self) -> list[Section]:
        """The sections on screen now, in the order they are laid out and drawn."""
        if self.curtain_for is not None:
            return [self.curtain]
        shown: list[Section] = [self.board, self.top_bar, self.players, self.guide.or_else(self.log), self.status]
        return [*shown, self.end] if self.state.is_over() else shown

    # --- whose view (see game_screen.turns) ------------------------------------------------------
    def human_to_act(self) -> Seat | None:
        return self.turns.human_to_act()

    def viewer(self) -> Seat | None:
        return self.turns.viewer()

    def may_act(self) -> bool:
        return self.turns.may_act()

    @property
    def shown_seat(self) -> Seat | None:
        return self.turns.shown_seat

    @shown_seat.setter
    def shown_seat(self, seat: Seat | None) -> None:
        self.turns.shown_seat = seat

    @property
    def curtain_for(self) -> Seat | None:
        return self.turns.curtain_for

    @curtain_for.setter
    def curtain_for(self, seat: Seat | None) -> None:
        self.turns.curtain_for = seat

    curtain_up = property(lambda self: self.curtain_for is not None)

    # --- the computers (see game_screen.computers) -------------------------------------------------
    @property
    def computer_busy(self) -> bool:
        return self.computers.busy

    @property
    def pending(self) -> tuple[Seat, Action] | None:
        """A computer's chosen move, shown on the table before it is played."""
        return self.computers.pending

    def join_computer(self, timeout: float = 10.0) -> None:
        """Wait for a thinking computer (tests; a demo thinks on this thread anyway)."""
        self.computers.join(timeout)

    # --- the turn flow ------------------------------------------------------------------------------
    @property
    def notice(self) -> str:
        """Said in the status line instead of whose turn it is, until the next move."""
        return self.status.notice

    @notice.setter
    def notice(self, text: str) -> None:
        self.status.notice = text

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.state.is_over():
            self.session.seconds += min(dt, 1.0)  # a frame that hung (a window dragged) counts a second at most
        if motion.enabled():
            self.spin += dt  # the thinking dots turn; with animations off they stand still
        else:
            self._finish_motion()
        moving = self.table.update(dt)
        if moving:
            self.dirty = True
        self.computers.table_settled(moving)
        if self.turns.table_settled(moving) or (not moving and self.side.landed()):
            self.relayout()
        if self.board.previews.arrived():
            self.relayout()  # a slow preview (a solver's answer) came from its worker thread
        if self.computers.job is not None:
            self.dirty = True  # the "thinking" dots
        if not self.state.is_over() and self.curtain_for is None:
            self.computers.step()

    def _apply(self, seat: Seat, action: Action) -> None:
        """Play ``action`` for ``seat`` (a person's or a computer's), and let every part follow."""
        if not self.guide.allows(seat, action):
            return
        try:
            self.session.apply(seat, action)
        except IllegalActionError as exc:
            self.status.say(str(exc))
            self.relayout()
            return
        if self.session.seats[seat].is_human:
            self.shown_seat = seat
        self.status.move_played()
        self.side.after_move(seat)
        self.table.reset_selection()
        self.log.scroll = 0
        self.app.sounds.play(sound_for(self.session.game_id, action))
        self.end.after_move()
        self.turns.decide()
        self.relayout()

    def undo(self) -> bool:
        if not self.session.can_undo():
            return False
        self.computers.abandon()  # its answer is for a position that is gone
        self.session.undo()
        self.end.after_undo()
        self.table.reset_selection()
        self.notice = ""
        self.turns.decide()
        self.relayout()
        return True

    def restart(self) -> None:
        self.computers.abandon()
        self.app.replace(GameScene(self.app, self.session.restarted()))

    def quit_to_menu(self) -> None:
        from scenes.menu import MenuScene

        self.computers.abandon()
        self.app.reset(MenuScene(self.app))

    def confirm_restart(self) -> None:
        lang = self.lang
        self.app.push(DialogScene(self.app, t(lang, "Start again?"),
                                  t(lang, "This game ends and a new one starts with the same players and options."),
                                  [(t(lang, "Start again"), self.restart, "primary"),
                                   (t(lang, "Cancel"), None, "normal")]))

    def _finish_motion(self) -> None:
        """With animations off, the table shows the end of any movement at once."""
        for _ in range(100):
            if not self.table.update(10.0):
                break

    def settle(self) -> None:
        """Finish animations at once (for a screenshot)."""
        self.ensure_layout()  # the last move's view is on the table first, so its motion is finished too
        self._finish_motion()
        if not self.computers.held_for_reading:  # a lesson's step still waits for Next
            self.computers.pending_until = 0.0
        if self.turns.table_settled(False) or self.side.landed():
            self.relayout()  # a curtain, or the side panels, that waited for the move to land
        self.dirty = True

    @property
    def animating(self) -> bool:
        return self.table.animating or self.computers.busy or super().animating

    # --- input: routed to the sections ---------------------------------------------------------------
    def on_intent(self, intent: Any) -> None:
        if isinstance(intent, str):
            self._chrome(intent)
        else:
            self.board.on_table_intent(intent)

    def _chrome(self, intent: str) -> None:
        for section in (self.curtain, self.top_bar, self.end, self.guide):
            if intent in section.intents:
                section.on_intent(intent)
                return

    def handle(self, event: pygame.event.Event) -> None:
        if self.board.raw_input(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.computers.skip_ahead(event.pos):
                return
            self.board.explain_dead_click(event.pos)
        super().handle(event)

    def on_back(self) -> None:
        self._chrome("pause")

    def focusable(self) -> list[Widget]:
        """Tab reaches the table's clickable things too, so a game can be played from the keyboard."""
        return tab_stops(self.widgets)

    def on_key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
        elif event.key == pygame.K_F1:
            self._chrome("rules")
        else:
            super().on_key(event)

    def on_wheel(self, dy: int, pos: tuple[int, int]) -> None:
        self.log.on_wheel(dy, pos)  # the one section that scrolls (it checks the pointer is over it)

    # --- layout and drawing ----------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> list[Widget]:
        if self.curtain_for is not None:
            return self.curtain.layout(rect, theme.unit(rect.size))
        where = regions(rect)
        u = where.u
        self.table.seat_names = self.session.names(self.lang)  # default names follow a change of language
        widgets = self.board.layout(where.table, u)  # first: the others read the seat's view it took
        table_widgets = list(widgets)
        widgets += self.top_bar.layout(where.top, u)
        widgets += self.side.layout(where)
        if self.state.is_over():
            widgets += self.end.layout(where.table, u, table_widgets)
        return widgets

    def _status_text(self, seat: Seat | None) -> str:
        return self.status.text(seat)

    def draw_under_overlay(self, surface: pygame.Surface) -> None:
        if not self.curtain.cover(surface):
            self.draw(surface)

    def draw(self, surface: pygame.Surface) -> None:
        self.ensure_layout()
        if not motion.enabled():
            self._finish_motion()  # a layout may just have started a flip: show where it ends
        self.draw_background(surface)
        sections = self.sections
        for section in sections:
            section.draw_under(surface)
        for widget in self.widgets:
            widget.draw(surface, theme)
        for section in sections:
            section.draw_over(surface)
