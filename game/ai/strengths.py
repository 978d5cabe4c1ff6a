"""The strengths a person picks ("easy", "normal", "hard") and the per-game table
that swaps in a game-specific player where generic search is weak.

``OVERRIDES`` maps a game id to ``{strength: "module:factory"}``; a factory takes
a seed and returns a bot. Modules are imported the first time they are needed.
Every strength without an override is Information-Set MCTS with that strength's
budget.
"""

from __future__ import annotations

import importlib

from game.ai.mcts import STRENGTHS, ISMCTSBot
from game.core import Action, GameState, Seat

OVERRIDES: dict[str, dict[str, str]] = {
    "reverso": {
        "normal": "game.ai.reverso_ab:make_normal",
        "hard": "game.ai.reverso_ab:make_hard",
    },
    # Perfect information, two players: alpha-beta with a draughts (Damas) or race (Laberinto)
    # evaluation sees deeper and plays far faster than sampled search.
    "damas": {
        "normal": "game.ai.damas_ab:make_normal",
        "hard": "game.ai.damas_ab:make_hard",
    },
    "laberinto": {
        "normal": "game.ai.laberinto_ab:make_normal",
        "hard": "game.ai.laberinto_ab:make_hard",
    },
    # Thousands of plays a turn and seconds per playout: search cannot help; the best play can.
    "ideograma": {
        "easy": "game.ai.ideograma_bot:make_easy",
        "normal": "game.ai.ideograma_bot:make_normal",
        "hard": "game.ai.ideograma_bot:make_hard",
    },
    # Cooperative with hidden own hands: the conventions partner (written with the game)
    # plays far better than search, and a partner people can read is the point.
    "vuelvan": {
        "normal": "game.ai.vuelvan_partner:make_partner",
        "hard": "game.ai.vuelvan_partner:make_partner",
    },
    # Dice, no secrets and long games: a race evaluation that knows which pieces can be
    # hit, searched over the dice, plays better and far faster than sampled search.
    "ludo": {
        "easy": "game.ai.ludo_player:make_easy",
        "normal": "game.ai.ludo_player:make_normal",
        "hard": "game.ai.ludo_player:make_hard",
    },
    # A round turns on one decision, to guess or to wait, which needs a reading of the
    # other player's takes: the Bayesian player does that; search did not (61-67% vs random).
    "puertas": {
        "easy": "game.ai.puertas_player:make_easy",
        "normal": "game.ai.puertas_player:make_normal",
        "hard": "game.ai.puertas_player:make_hard",
    },
    # A solitaire against the deck: the Hint's one-card look-ahead won about half the Normal
    # deals where search won none of 19; hard looks one card further.
    "recompensas": {
        "normal": "game.ai.recompensas_player:make_normal",
        "hard": "game.ai.recompensas_player:make_hard",
    },
}


def _factory(path: str):
    module, _, attr = path.partition(":")
    return getattr(importlib.import_module(module), attr)


class StrengthBot:
    """A player of a given strength for whatever game it is handed."""

    strength = "normal"

    def __init__(self, seed: int = 0) -> None:
        self.name = self.strength
        self.seed = seed
        self._delegates: dict[str, object] = {}

    def delegate_for(self, game_id: str):
        bot = self._delegates.get(game_id)
        if bot is None:
            override = OVERRIDES.get(game_id, {}).get(self.strength)
            if override:
                bot = _factory(override)(self.seed)
            else:
                bot = ISMCTSBot(self.seed, STRENGTHS[self.strength], self.strength)
            self._delegates[game_id] = bot
        return bot

    def choose(self, state: GameState, seat: Seat) -> Action:
        return self.delegate_for(state.id).choose(state, seat)


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
