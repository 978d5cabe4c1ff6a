"""Reverso knowledge for the generic search (the easy strength): cut rollouts
short and judge the position with the alpha-beta player's evaluation."""

from __future__ import annotations

import math

from game.ai.knowledge import GameKnowledge
from game.core import GameState
from games.reverso.engine import Reverso
from games.reverso.players import evaluate as evaluate_discs

# The evaluation's scale: a corner is worth about 20000, so a position one corner
# up is judged a win about three times in four.
SCALE = 20000.0


def evaluate(state: GameState) -> tuple[float, float]:
    assert isinstance(state, Reverso)
    mover = state.turn
    colour = state.colour_of(mover)
    value = evaluate_discs(state.discs[colour], state.discs[1 - colour])
    win = 1.0 / (1.0 + math.exp(-value / SCALE))
    return (win, 1.0 - win) if mover == 0 else (1.0 - win, win)


KNOWLEDGE = GameKnowledge(evaluate=evaluate, rollout_cutoff=6)
