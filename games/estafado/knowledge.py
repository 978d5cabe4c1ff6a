"""Estafado knowledge for the search (ISMCTS, game/ai/mcts.py): what the hard players of both sides
use where they search (``players.SEARCHED``, the moves of one piece each), and what the generic
search uses if it plays Estafado. Rollouts play the rules of thumb of players.py (each side from its
own view of the imagined world); a rollout cut short is judged by the rabbits caught, the rounds the
Sun/Moon has left and the Bear's distance."""

from __future__ import annotations

import math
import random

from game.ai.knowledge import GameKnowledge
from game.core import Action, GameState, Seat
from games.estafado.engine import Estafado
from games.estafado.players import decide, manhattan
from games.estafado.view import EstafadoView

NOISE = 0.15  # rollouts stray from the rules of thumb this often


def evaluate(state: GameState) -> tuple[float, float]:
    assert isinstance(state, Estafado)
    rabbits = len(state.captured)
    rounds_left = 21 - state.round
    # A rabbit every five rounds or so is the Fox's pace: ahead of it he is favoured.
    lead = rabbits - (3 - rounds_left / 5.5) + 0.1 * min(manhattan(state.fox, state.bear), 4)
    fox = 1.0 / (1.0 + math.exp(-1.6 * lead))
    return fox, 1.0 - fox


def rollout_policy(state: GameState, seat: Seat, legal: list[Action], rng: random.Random) -> Action:
    if len(legal) == 1:
        return legal[0]
    if rng.random() < NOISE:
        return legal[rng.randrange(len(legal))]
    view = state.view(seat)
    assert isinstance(view, EstafadoView)
    return decide(view, legal, rng)


KNOWLEDGE = GameKnowledge(evaluate=evaluate, rollout_cutoff=24, rollout_policy=rollout_policy)

__all__ = ["KNOWLEDGE", "evaluate", "rollout_policy"]
