"""A computer's thought: in a worker thread on a clone of the state (or right away), piece after
piece (``game.ai.bot.Thinker``) until the move comes or no one wants it any more. Nothing here
draws and nothing here plays: ``scenes/game_screen/computers.py`` plays the move on the UI thread."""

from __future__ import annotations

import threading
import time
from typing import Any

from game.ai.bot import think
from game.core import Action, Seat


class ComputerMove:
    """A computer player choosing on a clone of the state, in a thread or right away: piece after
    piece of its thought until the move comes, or until ``stop``."""

    def __init__(self, bot: Any, state: Any, seat: Seat, threaded: bool) -> None:
        self.seat = seat
        self.action: Action | None = None
        self.error: BaseException | None = None
        self.started = time.monotonic()
        self.pieces = 0  # pieces of thought so far (one for a bot that thinks at once)
        self._done = threading.Event()
        self._stopped = threading.Event()
        self._clone = state.clone()
        if threaded:
            threading.Thread(target=self._run, args=(bot,), name=f"computer-seat-{seat}", daemon=True).start()
        else:
            self._run(bot)

    def _run(self, bot: Any) -> None:
        try:
            while self.action is None and not self._stopped.is_set():
                self.action = think(bot, self._clone, self.seat)
                self.pieces += 1
        except Exception as exc:  # a broken bot must not take the app down; see fallback below
            self.error = exc
        finally:
            self._done.set()

    def stop(self) -> None:
        """No one wants this move any more: the thought ends with its piece under way."""
        self._stopped.set()

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def join(self, timeout: float | None = None) -> bool:
        return self._done.wait(timeout)


class GuidedBot:
    """A computer seat during a guided opening: on its own steps it makes the guide's move; after
    them it thinks as ``bot`` does."""

    def __init__(self, guide: Any, bot: Any) -> None:
        self.guide = guide
        self.bot = bot

    def choose(self, state: Any, seat: Seat) -> Action:
        scripted = self.guide.expected(state, seat)
        return scripted if scripted is not None else self.bot.choose(state, seat)

    def think(self, state: Any, seat: Seat) -> Action | None:
        scripted = self.guide.expected(state, seat)
        return scripted if scripted is not None else think(self.bot, state, seat)
