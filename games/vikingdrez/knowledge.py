"""VikingDrez knowledge for the generic search (the easy strength): random play lets the king
walk out or walk into a sandwich, so rollouts take an escape or a capture when one is there
and stop early to judge the position with the alpha-beta player's evaluation."""

from __future__ import annotations

import math
import random

from game.ai.knowledge import GameKnowledge
from game.core import Action, GameState, Seat
from games.vikingdrez.engine import ATT, DEF, VikingDrez
from games.vikingdrez.players import HOOKS, evaluate_for_attackers

SCALE = 250.0  # an evaluation lead that makes a win about three times in four


def evaluate(state: GameState) -> tuple[float, float]:
    assert isinstance(state, VikingDrez)
    attackers_win = 1.0 / (1.0 + math.exp(-evaluate_for_attackers(state) / SCALE))
    values = [0.0, 0.0]
    values[state.seat_of(ATT)] = attackers_win
    values[state.seat_of(DEF)] = 1.0 - attackers_win
    return values[0], values[1]


def rollout_policy(state: GameState, seat: Seat, legal: list[Action], rng: random.Random) -> Action:
    if rng.random() < 0.8:
        sharp = [a for a in legal if HOOKS.noisy(state, a)]
        if sharp:
            return sharp[rng.randrange(len(sharp))]
    return legal[rng.randrange(len(legal))]


KNOWLEDGE = GameKnowledge(evaluate=evaluate, rollout_cutoff=10, rollout_policy=rollout_policy)
