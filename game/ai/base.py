"""What every computer player offers: choose an action for a seat.

A bot is handed the true state only so that it can ask for ``determinize(seat)``
and the seat's legal actions, both of which depend on the seat's view alone
(the contract tests check that). A bot must never read the state otherwise.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from game.ai.choices import legal_choices
from game.core import Action, GameState, Seat

__all__ = ["BOTS", "Bot", "RandomBot", "legal_choices", "make_bot"]


class Bot(Protocol):
    name: str

    def choose(self, state: GameState, seat: Seat) -> Action: ...


class RandomBot:
    """Uniformly random among the legal actions: the yardstick for every other bot."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: GameState, seat: Seat) -> Action:
        actions = legal_choices(state, seat)
        return self.rng.choice(actions)


# name -> a factory taking a seed
BOTS: dict[str, Callable[..., Bot]] = {"random": RandomBot}


def _register_search_bots() -> None:
    # Imported here, not at the top: those modules build on this one's Bot protocol.
    from game.ai.strengths import EasyBot, HardBot, NormalBot, PlainSearchBot

    BOTS.update({"easy": EasyBot, "normal": NormalBot, "hard": HardBot, "ismcts": PlainSearchBot})


_register_search_bots()


def make_bot(name: str, seed: int = 0) -> Bot:
    try:
        return BOTS[name](seed=seed)
    except KeyError:
        raise KeyError(f"unknown bot {name!r}; known bots: {', '.join(sorted(BOTS))}") from None
