"""The computer player's protocol: choose an action for a seat.

A bot is handed the true state only so that it can ask for ``determinize(seat)``
and the seat's legal actions, both of which depend on the seat's view alone
(the contract tests check that). A bot must never read the state otherwise.
"""

from __future__ import annotations

from typing import Protocol

from game.core import Action, GameState, Seat


class Bot(Protocol):
    name: str

    def choose(self, state: GameState, seat: Seat) -> Action: ...
