"""Every computer player by name: the random yardstick and the strengths a person picks
(``make_bot("normal")``). What a bot is: ``game.ai.bot.Bot``."""

from __future__ import annotations

import random
from collections.abc import Callable

from game.ai.bot import Bot
from game.ai.choices import legal_choices
from game.ai.strengths import EasyBot, HardBot, NormalBot, PlainSearchBot
from game.core import Action, GameState, Seat

__all__ = ["BOTS", "Bot", "RandomBot", "legal_choices", "make_bot"]


class RandomBot:
    """Uniformly random among the legal actions: the yardstick for every other bot."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: GameState, seat: Seat) -> Action:
        actions = legal_choices(state, seat)
        return self.rng.choice(actions)


# name -> a factory taking a seed
BOTS: dict[str, Callable[..., Bot]] = {
    "random": RandomBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot, "ismcts": PlainSearchBot,
}


def make_bot(name: str, seed: int = 0) -> Bot:
    try:
        return BOTS[name](seed=seed)
    except KeyError:
        raise KeyError(f"unknown bot {name!r}; known bots: {', '.join(sorted(BOTS))}") from None
