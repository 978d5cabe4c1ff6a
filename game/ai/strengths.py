"""The strengths a person picks ("easy", "normal", "hard").

A game's spec may name its own player for a strength (``GameSpec.players``:
``{strength: "module:factory"}``, a factory taking a seed and returning a bot) where
generic search is weak; its module is imported the first time it is needed. Every
strength without one is Information-Set MCTS with that strength's budget.
"""

from __future__ import annotations

from typing import cast

from game.ai.bot import Bot, think
from game.ai.mcts import STRENGTHS, ISMCTSBot
from game.core import Action, GameState, Seat
from game.registry import SPECS
from game.spec import load


class StrengthBot:
    """A player of a given strength for whatever game it is handed."""

    strength = "normal"

    def __init__(self, seed: int = 0) -> None:
        self.name = self.strength
        self.seed = seed
        self._delegates: dict[str, Bot] = {}

    def delegate_for(self, game_id: str) -> Bot:
        bot = self._delegates.get(game_id)
        if bot is None:
            spec = SPECS.get(game_id)
            own = spec.players.get(self.strength) if spec is not None else None
            if own:
                bot = cast(Bot, load(own)(self.seed))
            else:
                bot = ISMCTSBot(self.seed, STRENGTHS[self.strength], self.strength)
            self._delegates[game_id] = bot
        return bot

    def choose(self, state: GameState, seat: Seat) -> Action:
        return self.delegate_for(state.id).choose(state, seat)

    def think(self, state: GameState, seat: Seat) -> Action | None:
        """One piece of the game's own player's thought (``game.ai.bot.Thinker``)."""
        return think(self.delegate_for(state.id), state, seat)


class EasyBot(StrengthBot):
    strength = "easy"


class NormalBot(StrengthBot):
    strength = "normal"


class HardBot(StrengthBot):
    strength = "hard"


class PlainSearchBot(ISMCTSBot):
    """Generic search at the normal budget, never a game-specific player: a yardstick."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, STRENGTHS["normal"], "ismcts")
