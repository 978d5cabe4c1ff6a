"""The computer player's protocol: choose an action for a seat; and, for a player whose thought is
long, the same thought in pieces (``Thinker``).

A bot is handed the true state only so that it can ask for ``determinize(seat)``
and the seat's legal actions, both of which depend on the seat's view alone
(the contract tests check that). A bot must never read the state otherwise.
"""

from __future__ import annotations

import time
from typing import Protocol, runtime_checkable

from game.core import Action, GameState, Seat


class Bot(Protocol):
    name: str

    def choose(self, state: GameState, seat: Seat) -> Action: ...


@runtime_checkable
class Thinker(Bot, Protocol):
    """A bot that can think in pieces: ``think`` does one piece (a bounded share of the work, a
    fraction of a second) and answers the move, or None when it wants another piece on the same
    state. Nothing is played between pieces, so a person never sees a move made only to buy time;
    the app calls pieces until the move comes (in a worker thread, where it can stop a thought no
    one wants any more: ``scenes/game_screen/computers.py``). ``choose`` is all the pieces in one
    call, so whoever times ``choose`` (the arena, the tools) times the whole thought."""

    def think(self, state: GameState, seat: Seat) -> Action | None: ...


def think(bot: Bot, state: GameState, seat: Seat) -> Action | None:
    """One piece of ``bot``'s thought: ``think`` for a ``Thinker``, else the whole ``choose``."""
    return bot.think(state, seat) if isinstance(bot, Thinker) else bot.choose(state, seat)


class TimedBot:
    """A bot whose CPU time is noted in ``times`` for each real choice (more than one legal move): how a
    measuring tool reports its player's move times beside the arena's results."""

    def __init__(self, bot: Bot, times: list[float]) -> None:
        self.bot, self.times, self.name = bot, times, bot.name

    def choose(self, state: GameState, seat: Seat) -> Action:
        started = time.process_time()
        action = self.bot.choose(state, seat)
        if len(state.legal_actions(seat)) > 1:
            self.times.append(time.process_time() - started)
        return action
