"""Computer players: they think in a worker thread on a clone of the state (`thought.py`); the chosen move stays
highlighted for a moment, then is played here, on the UI thread. Nothing here draws.

A long thought comes in pieces (``game.ai.bot.Thinker``): nothing moves between them, the table
says who is thinking, and a thought no one wants any more (an undo, leaving the table) stops at the
end of its piece instead of running on in the background."""

from __future__ import annotations

import math
import time
from typing import TYPE_CHECKING, Any

from game.ai.base import BOTS, RandomBot, make_bot
from game.core import Action, Seat
from scenes.game_screen.status_line import LONG_THOUGHT
from scenes.game_screen.thought import ComputerMove, GuidedBot
from scenes.i18n import t
from scenes.session import COMPUTER, SeatConfig
from scenes.strengths import default_strength
from scenes.widgets.base import widget_at

if TYPE_CHECKING:
    from scenes.game_scene import GameScene


def computer_seats(players: int, lang: str, bot: str | None = None) -> list[SeatConfig]:
    strength = bot if bot in BOTS else default_strength()
    return [SeatConfig(t(lang, "Computer {number}", number=s + 1), COMPUTER, strength) for s in range(players)]


# Usual moments a move that clears something to read is shown with no person to click (waits_for_reader).
READING_TURNS = 4


class ComputerTurns:
    """The computer seats of a scene: one bot per seat, the move being thought (``job``) and the move
    chosen, shown until ``pending_until`` (``pending``). Moves are played through ``scene._apply``."""

    def __init__(self, scene: GameScene) -> None:
        self.scene = scene
        self.bots: dict[Seat, Any] = {}
        self.job: ComputerMove | None = None
        self.pending: tuple[Seat, Action] | None = None
        self.pending_until = 0.0
        self._counted = 0  # the thought's seconds the status line says
        # Paced play: the next computer starts once the table has stopped moving and then rested
        # (``App.rest_after_move``), so each move, roll and draw can be followed.
        self.table_moving = False
        self.resting_until = 0.0
        self.make_bots()

    def make_bots(self, only: Seat | None = None) -> None:
        session = self.scene.session
        state = session.state
        for seat, cfg in enumerate(session.seats):
            if not cfg.is_human and (only is None or seat == only):
                name = cfg.bot if cfg.bot in BOTS else default_strength()
                salt = len(state.history) if only is not None else 0
                bot = make_bot(name, seed=(state.seed * 7919 + seat + salt * 104729) & 0x7FFFFFFF)
                self.bots[seat] = bot if session.guide is None else GuidedBot(session.guide, bot)

    def abandon(self) -> None:
        """Forget a computer's move in progress; its thread ends with its piece of thought under way,
        with a bot no one reuses."""
        if self.job is not None and not self.job.done:
            self.job.stop()
            self.make_bots(only=self.job.seat)
        self.job = None
        self.pending = None

    @property
    def busy(self) -> bool:
        return self.job is not None or self.pending is not None

    @property
    def thinking(self) -> Seat | None:
        return self.job.seat if self.job is not None else None

    def thought_seconds(self) -> int:
        """Whole seconds the computer thinking has thought so far (0 when none is)."""
        return int(time.monotonic() - self.job.started) if self.job is not None else 0

    def table_settled(self, moving: bool) -> None:
        """Told every frame whether the table is still moving: the rest starts when it stops."""
        if self.table_moving and not moving:
            self.resting_until = time.monotonic() + self.scene.app.rest_after_move
        self.table_moving = moving

    @property
    def waiting(self) -> bool:
        """Whether a computer's turn is being held back so people can follow it (a click ends that)."""
        return self.pending is not None or (self.scene.app.rest_after_move > 0 and (
            self.table_moving or time.monotonic() < self.resting_until))

    def skip_ahead(self, pos: tuple[int, int]) -> bool:
        """A click at ``pos`` (on nothing that is a button) while a computer's turn is held back
        for people to follow: go on at once. True when the click was taken so."""
        scene = self.scene
        if not self.waiting or scene.turns.human_to_act() is not None or widget_at(scene.widgets, pos) is not None:
            return False
        scene._finish_motion()
        self.hurry()
        return True

    def hurry(self) -> None:
        """A click while a computer's move is shown or the table rests: go on at once."""
        self.pending_until = 0.0
        self.resting_until = 0.0
        self.table_moving = False  # the scene has just finished the table's motion

    def step(self) -> None:
        """One frame of the computers' turn: play a shown move whose moment is over, take a finished
        thought, or start thinking for the computer to act."""
        scene = self.scene
        if self.pending is not None:
            if time.monotonic() >= self.pending_until:
                seat, action = self.pending
                self.pending = None
                scene._apply(seat, action)
            return
        if self.job is not None:
            if self.job.done:
                self._chose(self.job)
            elif self.thought_seconds() != self._counted and self.thought_seconds() >= LONG_THOUGHT:
                self._counted = self.thought_seconds()
                scene.relayout()  # a long thought's seconds on the status line
            return
        seat = scene.turns.computer_to_act()
        if seat is not None and scene.app.rest_after_move > 0 and (
                self.table_moving or time.monotonic() < self.resting_until):
            return  # the last move is still moving or resting on the table
        if seat is not None:
            self.job = ComputerMove(self.bots[seat], scene.state, seat, scene.app.threaded_bots)
            # A new thought counts from nothing: left at the last thought's seconds, a second long
            # thought that reached the same second would not say it until the next one.
            self._counted = 0
            scene.relayout()
            if self.job.done:
                self._chose(self.job)

    def _chose(self, job: ComputerMove) -> None:
        scene = self.scene
        self.job = None
        state = scene.state
        legal = state.legal_actions(job.seat)
        action = job.action
        # An engine may accept more than it lists (a table reworked at will): its own check decides.
        if job.error is not None or (action not in legal and not state.is_legal(job.seat, action)):
            # A computer that fails or answers nonsense plays a random legal move rather than freezing the game.
            scene.status.say(t(scene.lang, "The computer stumbled and played at random."), fresh=True)
            action = RandomBot(len(state.history)).choose(state, job.seat)
        # A guided opening's computer step waits until the person has read why and pressed Next.
        held = scene.session.guide is not None and scene.session.guide.expected(state, job.seat) == action
        if scene.app.think_delay <= 0 and not held:
            scene._apply(job.seat, action)
            return
        # A move that would clear what people read at their own pace (a showdown) waits for a click;
        # with nobody at the table, for a few of the usual moments.
        reading = scene.table.waits_for_reader(state.view(scene.viewer()), action)
        self.pending = (job.seat, action)
        waits = held or (reading and scene.session.humans())
        self.pending_until = math.inf if waits else time.monotonic() + scene.app.think_delay * (READING_TURNS if reading else 1)
        scene.relayout()

    @property
    def held_for_reading(self) -> bool:
        """A move is shown and waits for a person (a guided step's Next, or a click on the table or on
        the move's widget: ``GameTable.waits_for_reader``)."""
        return self.pending is not None and self.pending_until == math.inf

    def join(self, timeout: float = 10.0) -> None:
        """Wait for a thinking computer (tests; a demo thinks on this thread anyway)."""
        if self.job is not None:
            self.job.join(timeout)
