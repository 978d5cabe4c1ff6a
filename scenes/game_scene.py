"""The game scene: hosts a game's table and owns the turn flow around it.

- Which view is drawn: the human seat to act; while a computer acts, the last
  human seat shown; with no humans at all, seat 0. The table receives only
  ``state.view(seat)`` and ``state.legal_actions(seat)`` (empty unless that seat
  may act now), never the state.
- Computer players think in a worker thread on a clone of the state; the chosen
  move stays highlighted for a moment, then is applied here, on the UI thread.
- Pass-and-play: in a game with hidden information, when the next person to act
  is not the one whose view was last shown, a curtain replaces the whole table.
- Every action goes through the session (which checks it and autosaves); undo is
  offered when one person plays alone or against computers.
"""

from __future__ import annotations

import re
import threading
import time
from typing import TYPE_CHECKING, Any

import pygame

from game.ai.base import BOTS, RandomBot, make_bot
from game.core import Action, IllegalActionError, Seat
from scenes import motion, theme
from scenes.i18n import t
from scenes.outcome_text import outcome_lines, rating_words
from scenes.session import COMPUTER, SeatConfig, Session
from scenes.setup import default_strength, strength_label
from scenes.shell import DialogScene, ShellScene
from scenes.sound import sound_for
from scenes.stats_store import forget_session, record_session, result_of
from scenes.tables import TABLES
from scenes.widgets import paint
from scenes.widgets.base import Widget, widget_at
from scenes.widgets.button import button
from scenes.widgets.curtain import curtain_widgets
from scenes.widgets.log import Log
from scenes.widgets.score_panel import ScorePanel, SeatRow
from scenes.widgets.text import Label

if TYPE_CHECKING:
    from scenes.app import App

TABLE_PREFIX = "table"  # chrome intents are strings; everything else is the table's


def fold_lines(lines: list[str], room: int) -> list[str]:
    """``lines`` in at most ``room`` lines: neighbours joined with " · " when there are too many."""
    room = max(1, room)
    if len(lines) <= room:
        return list(lines)
    per_line = -(-len(lines) // room)
    return [" · ".join(lines[i:i + per_line]) for i in range(0, len(lines), per_line)]


def computer_seats(players: int, lang: str, bot: str | None = None) -> list[SeatConfig]:
    strength = bot if bot in BOTS else default_strength()
    return [SeatConfig(t(lang, "Computer {number}", number=s + 1), COMPUTER, strength) for s in range(players)]


class ComputerMove:
    """A computer player choosing on a clone of the state, in a thread or right away."""

    def __init__(self, bot: Any, state: Any, seat: Seat, threaded: bool) -> None:
        self.seat = seat
        self.action: Action | None = None
        self.error: BaseException | None = None
        self._done = threading.Event()
        self._clone = state.clone()
        if threaded:
            threading.Thread(target=self._run, args=(bot,), name=f"computer-seat-{seat}", daemon=True).start()
        else:
            self._run(bot)

    def _run(self, bot: Any) -> None:
        try:
            self.action = bot.choose(self._clone, self.seat)
        except Exception as exc:  # a broken bot must not take the app down; see fallback below
            self.error = exc
        finally:
            self._done.set()

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def join(self, timeout: float | None = None) -> bool:
        return self._done.wait(timeout)


class GameScene(ShellScene):
    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.table = TABLES[session.game_id](app)
        self.table.seat_names = [seat.name for seat in session.seats]
        self.bots: dict[Seat, Any] = {}
        self._make_bots()
        self.shown_seat: Seat | None = None  # the human whose view was last on the table
        self.curtain_for: Seat | None = None
        self.job: ComputerMove | None = None
        self.pending: tuple[Seat, Action] | None = None
        self.pending_until = 0.0
        self.log_scroll = 0
        self.end_hidden = False  # the end panel folded away to look at the final position
        self.spin = 0.0
        self.notice = ""  # a refused click, a computer that failed: said in the status bar until the next move
        self._say_save_problem()
        self._notice_fresh = False
        self._refused = False  # the notice explains a click that did nothing (see _explain_dead_click)
        base = session.state.base
        if base is not None and len(session.state.history) == base.length:
            # Just resumed from a save of older rules: say why undo stops here (until the next move).
            self.notice = t(self.lang, "This game was saved under earlier rules: it goes on from where it was; "
                                       "earlier moves cannot be undone.")
        self._view: dict = {}
        self._view_seat: Seat | None = None
        self._legal: list[Action] = []
        self._table_rect = pygame.Rect(0, 0, 0, 0)
        self._announced_end = session.state.is_over()
        # Statistics count a game once: not again after undo and a second ending (see stats_store).
        self._stats_recorded = session.state.is_over()
        if not session.state.history and not self._stats_recorded:
            forget_session(session)
        self._decide_viewer()

    def _make_bots(self, only: Seat | None = None) -> None:
        state = self.session.state
        for seat, cfg in enumerate(self.session.seats):
            if not cfg.is_human and (only is None or seat == only):
                name = cfg.bot if cfg.bot in BOTS else default_strength()
                salt = len(state.history) if only is not None else 0
                self.bots[seat] = make_bot(name, seed=(state.seed * 7919 + seat + salt * 104729) & 0x7FFFFFFF)

    def _abandon_computer(self) -> None:
        """Forget a computer's move in progress; its thread finishes on its own with a bot no one reuses."""
        if self.job is not None and not self.job.done:
            self._make_bots(only=self.job.seat)
        self.job = None
        self.pending = None

    # --- whose view ------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.session.state

    def human_to_act(self) -> Seat | None:
        for seat in self.state.to_act():
            if self.session.seats[seat].is_human:
                return seat
        return None

    def computer_to_act(self) -> Seat | None:
        for seat in self.state.to_act():
            if not self.session.seats[seat].is_human:
                return seat
        return None

    @property
    def pass_and_play(self) -> bool:
        return self.state.hidden_information and len(self.session.humans()) > 1

    def _decide_viewer(self) -> None:
        """Pick the seat whose view is drawn, raising the curtain when the device must change hands."""
        if self.state.is_over() or self.computer_to_act() is not None:
            return
        seat = self.human_to_act()
        if seat is None:
            return
        if self.pass_and_play and seat != self.shown_seat:
            self.curtain_for = seat
        elif self.curtain_for is None:
            self.shown_seat = seat

    def viewer(self) -> Seat | None:
        if self.curtain_for is not None:
            return None
        if self.computer_to_act() is None and not self.state.is_over():
            seat = self.human_to_act()
            if seat is not None:
                return seat
        if self.shown_seat is not None:
            return self.shown_seat
        humans = self.session.humans()
        if not humans:
            return 0
        # Before any person has been shown the table in pass-and-play, show nobody's secrets.
        return None if self.pass_and_play else humans[0]

    def may_act(self) -> bool:
        seat = self.viewer()
        return (seat is not None and self.curtain_for is None and self.job is None and self.pending is None
                and not self.state.is_over() and seat in self.state.to_act() and self.session.seats[seat].is_human)

    # --- the turn flow ------------------------------------------------------------------------
    @property
    def computer_busy(self) -> bool:
        return self.job is not None or self.pending is not None

    def update(self, dt: float) -> None:
        super().update(dt)
        if motion.enabled():
            self.spin += dt  # the thinking dots turn; with animations off they stand still
        else:
            self._finish_motion()
        if self.table.update(dt):
            self.dirty = True
        if self.job is not None:
            self.dirty = True  # the "thinking" dots
        if self.state.is_over() or self.curtain_for is not None:
            return
        if self.pending is not None:
            if time.monotonic() >= self.pending_until:
                seat, action = self.pending
                self.pending = None
                self._apply(seat, action)
            return
        if self.job is not None:
            if self.job.done:
                self._computer_chose(self.job)
            return
        seat = self.computer_to_act()
        if seat is not None:
            self.job = ComputerMove(self.bots[seat], self.state, seat, self.app.threaded_bots)
            self.relayout()
            if self.job.done:
                self._computer_chose(self.job)

    def _computer_chose(self, job: ComputerMove) -> None:
        self.job = None
        legal = self.state.legal_actions(job.seat)
        action = job.action
        if job.error is not None or action not in legal:
            # A computer that fails or answers nonsense plays a random legal move rather than freezing the game.
            self.notice = t(self.lang, "The computer stumbled and played at random.")
            self._notice_fresh = True
            action = RandomBot(len(self.state.history)).choose(self.state, job.seat)
        if self.app.think_delay <= 0:
            self._apply(job.seat, action)
            return
        self.pending = (job.seat, action)
        self.pending_until = time.monotonic() + self.app.think_delay
        self.relayout()

    def _apply(self, seat: Seat, action: Action) -> None:
        try:
            self.session.apply(seat, action)
        except IllegalActionError as exc:
            self.notice = str(exc)
            self.relayout()
            return
        if self.session.seats[seat].is_human:
            self.shown_seat = seat
        if self._notice_fresh:
            self._notice_fresh = False  # said about this very move: keep it until the next one
        else:
            self.notice = ""
        self._say_save_problem()
        self.table.reset_selection()
        self.log_scroll = 0
        self.app.sounds.play(sound_for(self.session.game_id, action))
        if self.state.is_over() and not self._announced_end:
            self._announced_end = True
            self.end_hidden = False
            self.app.sounds.play(self._end_sound())
            if not self._stats_recorded:
                self._stats_recorded = True
                record_session(self.session)
        self._decide_viewer()
        self.relayout()

    def _end_sound(self) -> str:
        """A fanfare when a person won (or the table won together), a quiet chime otherwise."""
        outcome = self.state.outcome()
        result = result_of(self.state, outcome, self.session.humans()) if outcome is not None else None
        return "win" if result is not None and result.won else "end"

    def _finish_motion(self) -> None:
        """With animations off, the table shows the end of any movement at once."""
        for _ in range(100):
            if not self.table.update(10.0):
                break

    def _say_save_problem(self) -> None:
        """A failed autosave (full disk, read-only folder) is said in the status bar; play goes on."""
        problem = self.session.save_problem
        if problem:
            self.notice = t(self.lang, "The game could not be saved ({problem}); play goes on.", problem=problem)

    def join_computer(self, timeout: float = 10.0) -> None:
        """Wait for a thinking computer (tests; a demo thinks on this thread anyway)."""
        if self.job is not None:
            self.job.join(timeout)

    def settle(self) -> None:
        """Finish animations at once (for a screenshot)."""
        self.ensure_layout()  # the last move's view is on the table first, so its motion is finished too
        for _ in range(100):
            if not self.table.update(10.0):
                break
        self.pending_until = 0.0
        self.dirty = True

    @property
    def animating(self) -> bool:
        return self.table.animating or self.job is not None or self.pending is not None or super().animating

    # --- intents ----------------------------------------------------------------------------
    def on_intent(self, intent: Any) -> None:
        if isinstance(intent, str):
            self._chrome(intent)
            return
        if not self.may_act():
            return
        seat = self.viewer()
        action = self.table.on_intent(intent, self._view, seat, self._legal)
        if action is None:
            self.relayout()  # a selection step: the table shows the choice
            return
        self._play_chosen(seat, action)

    def _play_chosen(self, seat: Seat, action: Action) -> None:
        if action not in self._legal and not self._engine_accepts(seat, action):
            self.notice = t(self.lang, "That move is not allowed now.")
            self.relayout()
            return
        self._apply(seat, action)

    def _engine_accepts(self, seat: Seat, action: Action) -> bool:
        """An engine may accept more than it lists (any word that fits the board in Ideograma's
        challenge variant): its own check decides."""
        try:
            self.state.check(seat, action)
        except IllegalActionError:
            return False
        return True

    def handle(self, event: pygame.event.Event) -> None:
        if self._table_input(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._explain_dead_click(event.pos)
        super().handle(event)

    def _explain_dead_click(self, pos: tuple[int, int]) -> None:
        """A click on the table that offers nothing (a square no move reaches, a rival's piece):
        the table may say why in the status bar, until the next click or move."""
        if self._refused:
            self._refused = False
            self.notice = ""
            self.relayout()
        if not self.may_act() or widget_at(self.widgets, pos) is not None:
            return
        seat = self.viewer()
        for under in reversed(self.widgets):  # from the top: a square may lie under a drawing of routes
            if under.rect.collidepoint(pos):
                why = self.table.refusal(under.name, self._view, seat, self._legal, self.lang)
                if why:
                    self.notice, self._refused = why, True
                    self.relayout()
                    return

    def _table_input(self, event: pygame.event.Event) -> bool:
        """A table that takes raw input (dragging tiles, typing letters) has ``handle_event(event,
        may_act)`` and sees every event first. It answers None to leave the event to the usual
        clicks and keys, "redraw" or "relayout" when it used it, or an Action to play."""
        hook = getattr(self.table, "handle_event", None)
        if hook is None or self.curtain_for is not None:
            return False
        self.ensure_layout()
        answer = hook(event, self.may_act())
        if answer is None:
            return False
        if isinstance(answer, Action):
            if self.may_act():
                self._play_chosen(self.viewer(), answer)
        elif answer == "relayout":
            self.relayout()
        else:
            self.dirty = True
        return True

    def _chrome(self, intent: str) -> None:
        from scenes.pause import PauseScene
        from scenes.rules import RulesScene

        if intent == "reveal" and self.curtain_for is not None:
            self.shown_seat = self.curtain_for
            self.curtain_for = None
            self.table.reset_selection()
            self.relayout()
        elif intent == "pause":
            self.app.push(PauseScene(self.app, self))
        elif intent == "rules":
            self.app.push(RulesScene(self.app, self.session.game_id))
        elif intent == "undo":
            self.undo()
        elif intent == "again":
            self.restart()
        elif intent == "menu":
            self.quit_to_menu()
        elif intent == "toggle-end":
            self.end_hidden = not self.end_hidden
            self.relayout()
        elif intent == "stats":
            from scenes.stats import StatsScene

            self.app.push(StatsScene(self.app, self.session.game_id))

    def undo(self) -> bool:
        if not self.session.can_undo():
            return False
        self._abandon_computer()  # its answer is for a position that is gone
        self.session.undo()
        self._announced_end = self.state.is_over()
        self.table.reset_selection()
        self.notice = ""
        self._decide_viewer()
        self.relayout()
        return True

    def restart(self) -> None:
        self._abandon_computer()
        self.app.replace(GameScene(self.app, self.session.restarted()))

    def quit_to_menu(self) -> None:
        from scenes.menu import MenuScene

        self._abandon_computer()
        self.app.reset(MenuScene(self.app))

    def on_back(self) -> None:
        self._chrome("pause")

    def focusable(self) -> list[Widget]:
        """Tab reaches the table's clickable things too, so a game can be played from the keyboard."""
        return [w for w in self.widgets if w.clickable]

    def on_key(self, event: pygame.event.Event) -> None:
        if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
        elif event.key == pygame.K_F1:
            self._chrome("rules")
        else:
            super().on_key(event)

    def on_wheel(self, dy: int, pos: tuple[int, int]) -> None:
        log = next((w for w in self.widgets if isinstance(w, Log)), None)
        if log is not None and log.rect.collidepoint(pos):
            new = log.scrolled(dy)
            if new != self.log_scroll:
                self.log_scroll = log.scroll = new
                self.dirty = True

    # --- layout ----------------------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> list[Widget]:
        lang = self.lang
        u = theme.unit(rect.size)
        if self.curtain_for is not None:
            name = self.session.seats[self.curtain_for].name
            widgets = curtain_widgets(
                rect, t(lang, "Pass to {name}", name=name),
                t(lang, "Hand the device over. Only the next player should look once the curtain opens."),
                t(lang, "I am {name}: show my table", name=name))
            corner = pygame.Rect(rect.right - int(u * 24), rect.y + int(u * 3), int(u * 20), int(u * 6))
            widgets.append(button("pause", corner, t(lang, "Menu"), "pause", style="quiet"))
            return widgets

        margin = int(u * 2.5)
        top_h = int(u * 8)
        status_h = int(u * 6)
        wide = rect.w >= rect.h * 1.15
        side_w = int(max(u * 36, rect.w * 0.24)) if wide else rect.w - 2 * margin
        top = pygame.Rect(rect.x + margin, rect.y + margin, rect.w - 2 * margin, top_h)
        if wide:
            side = pygame.Rect(rect.right - margin - side_w, top.bottom + margin, side_w,
                               rect.h - top_h - status_h - 4 * margin)
            table = pygame.Rect(rect.x + margin, top.bottom + margin, side.x - rect.x - 2 * margin, side.h)
        else:
            side_h = int(rect.h * 0.26)
            side = pygame.Rect(rect.x + margin, rect.bottom - margin * 2 - status_h - side_h, side_w, side_h)
            table = pygame.Rect(rect.x + margin, top.bottom + margin, rect.w - 2 * margin,
                                side.y - top.bottom - 2 * margin)
        status = pygame.Rect(rect.x + margin, rect.bottom - margin - status_h, rect.w - 2 * margin, status_h)
        self._table_rect = table

        seat = self.viewer()
        self._view_seat = seat
        self._view = self.state.view(seat)
        self._legal = self.state.legal_actions(seat) if self.may_act() else []
        widgets: list[Widget] = []
        table_widgets = self.table.build(table, self._view, seat, self._legal)
        if self.pending is not None:
            # Show where the computer is about to play, if the table can point at it.
            _, chosen = self.pending
            for widget in table_widgets:
                if widget.intent == chosen or widget.extra.get("action") == chosen:
                    widget.highlight = True
        if not self.may_act():
            for widget in table_widgets:
                widget.hovered = False
        widgets.extend(table_widgets)

        # Top bar: the game and its controls.
        title = pygame.Rect(top.x, top.y, int(top.w * 0.4), top_h)
        widgets.append(Label(name="title", rect=title, text=self.state.title, size=int(u * 4.2), colour=theme.GOLD,
                             bold=True))
        controls = [("pause", t(lang, "Menu"), "quiet", t(lang, "Pause the game (Esc)")),
                    ("rules", t(lang, "Rules"), "normal", t(lang, "How to play (F1)"))]
        if self.session.undo_allowed:
            controls.append(("undo", t(lang, "Undo"), "normal", self._undo_tip(lang)))
        x = top.right
        bw, bh = int(u * 17), int(u * 6)
        for name, label, style, tip in controls:
            x -= bw
            widgets.append(button(name, pygame.Rect(x, top.centery - bh // 2, bw, bh), label, name, style=style,
                                  enabled=name != "undo" or self.session.can_undo(), tooltip=tip))
            x -= int(u * 1.5)

        # Side: players and log.
        panel = ScorePanel(name="scores", rect=pygame.Rect(side), title=t(lang, "Players"),
                           rows=self._seat_rows(lang), size=max(11, int(u * 2.1)), spinner=self.spin)
        panel.rect.h = min(side.h // 2, panel.wanted_height())
        widgets.append(panel)
        log_rect = pygame.Rect(side.x, panel.rect.bottom + margin, side.w, side.bottom - panel.rect.bottom - margin)
        log = Log(name="log", rect=log_rect, title=t(lang, "Moves"),
                  lines=[e.text(lang, [s.name for s in self.session.seats]) for e in self.session.log], size=max(10, int(u * 1.9)))
        log.scroll = min(self.log_scroll, log.max_scroll())
        widgets.append(log)

        status_text = pygame.Rect(status.x + int(u * 5), status.y, status.w - int(u * 6), status.h)
        widgets.append(Label(name="status", rect=status_text, text=self._status_text(seat),
                             size=max(11, int(u * 2.5))))
        if self.state.is_over():
            widgets.extend(self._end_panel(table, u, lang))
        return widgets

    def _seat_rows(self, lang: str) -> list[SeatRow]:
        seat_lines = getattr(self.table, "seat_lines", None)
        scores = seat_lines(self._view, lang) if seat_lines else []
        outcome = self.state.outcome()
        to_act = self.state.to_act()
        thinking = self.job.seat if self.job is not None else None
        rows = []
        for seat, cfg in enumerate(self.session.seats):
            detail = (t(lang, "Person") if cfg.is_human
                      else t(lang, "Computer") + " · " + strength_label(cfg.bot, lang))
            if seat < len(scores):
                detail = f"{scores[seat]} · {detail}"
            score = ""
            if outcome is not None:
                value = outcome.scores[seat]
                score = str(int(value)) if float(value).is_integer() else f"{value:g}"
            rows.append(SeatRow(name=cfg.name, detail=detail, score=score, to_act=seat in to_act,
                                shown=seat == self._view_seat and len(self.session.humans()) > 1,
                                thinking=seat == thinking, place=outcome.placing[seat] if outcome else None))
        return rows

    def _undo_tip(self, lang: str) -> str:
        """What Undo does, or why it is greyed out (a greyed-out button otherwise says nothing)."""
        if self.session.can_undo():
            return t(lang, "Take back your last move (Ctrl+Z)")
        if any(self.session.seats[s].is_human for s, _ in self.state.history):
            return t(lang, "Nothing to take back: what the dice or the cards have shown cannot be undone")
        return t(lang, "Nothing to take back yet")

    def _status_text(self, seat: Seat | None) -> str:
        lang = self.lang
        if self.notice:
            return self.notice
        if self.pending is not None:
            who, action = self.pending
            return f"{self.session.seats[who].name} · {self.state.describe(who, action, lang)}"
        if self.job is not None:
            return t(lang, "{name} is thinking…", name=self.session.seats[self.job.seat].name)
        text = self.table.status(self._view, seat, lang)
        if text:
            if self.may_act() and len(self.session.humans()) > 1:
                name = self.session.seats[seat].name
                # Between people the line says whose it is, unless the table's line already names them.
                return text if _names(name, text) else f"{name} · {text}"
            return text
        if self.state.is_over():
            return t(lang, "The game is over.")
        names = ", ".join(self.session.seats[s].name for s in self.state.to_act())
        return t(lang, "Turn: {names}", names=names)

    def _end_panel(self, table: pygame.Rect, u: float, lang: str) -> list[Widget]:
        outcome = self.state.outcome()
        widgets: list[Widget] = []
        if self.end_hidden:
            widgets.append(button("toggle-end", pygame.Rect(table.centerx - int(u * 16), table.bottom - int(u * 7),
                                                            int(u * 32), int(u * 6)),
                                  t(lang, "Show the result"), "toggle-end", style="primary"))
            return widgets
        names = [cfg.name for cfg in self.session.seats]
        winners = outcome.winners
        if self.state.cooperative:
            headline = t(lang, "Game over")
        elif len(names) == 1 and winners and not self.session.seats[0].is_human:
            headline = t(lang, "{name} wins!", name=names[0])  # a solitaire the computer played
        elif len(names) == 1:
            headline = (t(lang, "You win!") if winners
                        else t(lang, "The deck wins this time"))
        elif len(winners) == len(names) and len(names) > 1:
            headline = t(lang, "A draw!")
        elif len(winners) == 1:
            headline = t(lang, "{name} wins!", name=names[winners[0]])
        else:
            joined = " & ".join(names[w] for w in winners)
            headline = t(lang, "{joined} win!", joined=joined)
        order = sorted(range(len(names)), key=lambda s: (outcome.placing[s], s))
        lines = []
        for seat in order:
            value = outcome.scores[seat]
            shown = str(int(value)) if float(value).is_integer() else f"{value:g}"
            # Alone at the table a place says nothing (a lost solitaire read "2. Ana", second to the deck).
            lines.append(("" if len(names) == 1 else f"{outcome.placing[seat]}.", names[seat], shown))
        summary = []
        if outcome.team_score is not None:
            summary.append(t(lang, "Team score: {team_score:g}", team_score=outcome.team_score))
        if outcome.rating:
            summary.append(rating_words(self.state, outcome.rating, lang))
        said_by_table = getattr(self.table, "outcome_lines", None)
        details = (said_by_table(self._view, outcome, lang) if said_by_table is not None
                   else outcome_lines(self.state, outcome, names, lang))
        row_h = int(u * 5)
        line_h = int(u * 3.4)
        width = int(min(table.w * 0.94, u * 96))
        fixed = int(u * 12) + row_h * len(lines) + int(u * 17)
        # One line each, the way the game tells it; folded two to a line only when the table is too short.
        room = max(1, (table.h - fixed) // line_h)
        extra = fold_lines(([" · ".join(summary)] if summary else []) + details, room)
        # A line wider than the card is wrapped when there is room (Ideograma's four players' leftover
        # tiles ran off the end of one line).
        wrapped: list[str] = []
        for i, text in enumerate(extra):
            first = i == 0 and bool(summary)
            pieces = theme.wrap(text, max(10, int(u * (2.4 if first else 2.2))), width - 2 * int(u * 4), first)
            wrapped += [text] if first else pieces
        if len(wrapped) <= room:
            extra = wrapped
        height = fixed + line_h * len(extra)
        card = pygame.Rect(0, 0, width, min(height, table.h))
        card.center = table.center

        def draw_card(surface: pygame.Surface, r: pygame.Rect) -> None:
            veil = pygame.Surface(table.size, pygame.SRCALPHA)
            veil.fill((8, 12, 10, 110))
            surface.blit(veil, table.topleft)
            paint.panel(surface, r, (26, 34, 40, 240), radius=int(u * 2), border=theme.GOLD,
                        border_width=max(1, int(u / 3)))

        from scenes.widgets.text import Picture

        widgets.append(Picture(name="end", rect=card, painter=draw_card))
        pad = int(u * 4)
        widgets.append(Label(name="end:headline", rect=pygame.Rect(card.x + pad, card.y + pad // 2, card.w - 2 * pad,
                                                                   int(u * 9)),
                             text=headline, size=int(u * 5), colour=theme.GOLD, bold=True, align="center"))
        y = card.y + int(u * 11)
        for i, (place, name, score) in enumerate(lines):
            line = pygame.Rect(card.x + pad, y, card.w - 2 * pad, row_h)
            first = outcome.placing[order[i]] == 1
            colour = theme.IVORY if first else (200, 206, 200)
            widgets.append(Label(name=f"end:place:{i}", rect=pygame.Rect(line.x, y, int(u * 6), row_h), text=place,
                                 size=int(u * 2.8), colour=colour, bold=first))
            widgets.append(Label(name=f"end:name:{i}", rect=pygame.Rect(line.x + int(u * 6), y, line.w - int(u * 20),
                                                                        row_h),
                                 text=name, size=int(u * 2.8), colour=colour, bold=first))
            widgets.append(Label(name=f"end:score:{i}", rect=pygame.Rect(line.right - int(u * 14), y, int(u * 14), row_h),
                                 text=score, size=int(u * 3), colour=theme.GOLD, bold=True, align="right"))
            y += row_h
        for i, text in enumerate(extra):
            first = i == 0 and bool(summary)
            widgets.append(Label(name=f"end:detail:{i}", rect=pygame.Rect(card.x + pad, y + int(u) + i * line_h,
                                                                          card.w - 2 * pad, line_h),
                                 text=text, size=max(10, int(u * (2.4 if first else 2.2))),
                                 colour=theme.IVORY if first else (196, 206, 192), bold=first, align="center"))
        strip = pygame.Rect(card.x + pad, card.bottom - pad - int(u * 6.5), card.w - 2 * pad, int(u * 6.5))
        from scenes.widgets.button import row

        choices = [("again", t(lang, "Play again"), "primary"),
                   ("toggle-end", t(lang, "See the board"), "normal"),
                   ("stats", t(lang, "Statistics"), "normal"),
                   ("menu", t(lang, "Menu"), "quiet")]
        for r, (name, label, style) in zip(row(strip, len(choices), int(u * 1.5)), choices, strict=True):
            widgets.append(button(f"end:{name}" if name != "toggle-end" else "toggle-end", r, label, name, style=style))
        return widgets

    def draw(self, surface: pygame.Surface) -> None:
        self.ensure_layout()
        if not motion.enabled():
            self._finish_motion()  # a layout may just have started a flip: show where it ends
        self.draw_background(surface)
        if self.curtain_for is None:
            for widget in self.widgets:
                if isinstance(widget, ScorePanel):
                    widget.spinner = self.spin
            top = pygame.Rect(0, 0, surface.get_width(), int(theme.unit(surface.get_size()) * 12))
            shade = pygame.Surface(top.size, pygame.SRCALPHA)
            shade.fill((0, 0, 0, 50))
            surface.blit(shade, (0, 0))
            status = next((w for w in self.widgets if w.name == "status"), None)
            if status is not None:
                u = theme.unit(surface.get_size())
                bar = pygame.Rect(int(u * 2.5), status.rect.y, surface.get_width() - int(u * 5), status.rect.h)
                paint.panel(surface, bar, (14, 30, 24, 170), radius=bar.h // 3, shadow=False)
        for widget in self.widgets:
            widget.draw(surface, theme)
        if self.job is not None and self.curtain_for is None:
            self._draw_thinking(surface)

    def _draw_thinking(self, surface: pygame.Surface) -> None:
        """A turning ring beside the status line while a computer thinks."""
        u = theme.unit(surface.get_size())
        status = next((w for w in self.widgets if w.name == "status"), None)
        if status is None:
            return
        centre = (status.rect.x - int(u * 2.5), status.rect.centery)
        radius = max(4, int(u * 1.4))
        for i in range(8):
            angle = self.spin * 6 + i * 0.785
            alpha = int(255 * (i + 1) / 8)
            dot = (centre[0] + int(radius * pygame.math.Vector2(1, 0).rotate_rad(angle).x),
                   centre[1] + int(radius * pygame.math.Vector2(1, 0).rotate_rad(angle).y))
            pygame.draw.circle(surface, paint.blend((40, 60, 50), theme.GOLD, alpha / 255), dot, max(1, int(u * 0.35)))

    # --- for the curtain test and the pause menu -------------------------------------------------
    @property
    def curtain_up(self) -> bool:
        return self.curtain_for is not None

    def confirm_restart(self) -> None:
        lang = self.lang
        self.app.push(DialogScene(self.app, t(lang, "Start again?"),
                                  t(lang, "This game ends and a new one starts with the same players and options."),
                                  [(t(lang, "Start again"), self.restart, "primary"),
                                   (t(lang, "Cancel"), None, "normal")]))


def _names(name: str, text: str) -> bool:
    """Whether ``text`` names the player ``name`` as a whole word: a player called "Ana" is not
    named by "Anatomía", nor one called "a" by every sentence with that letter."""
    return re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text) is not None
