"""Laberinto knowledge for the generic search: the game is a race, so a position
is judged by how far each player's cubs still are from their Tiger Door, and
rollouts mostly step cubs towards it (random wandering on a shifting maze
almost never ends)."""

from __future__ import annotations

import math
import random

from game.ai.knowledge import GameKnowledge
from game.core import Action, GameState, Seat
from games.laberinto.engine import CELLS, GOAL, SIZE, Laberinto

SCALE = 3.0  # steps of lead that make a win about three times in four


def _steps(cell: int, goal: int) -> int:
    return abs(cell // SIZE - goal // SIZE) + abs(cell % SIZE - goal % SIZE)


def distance_left(state: Laberinto, seat: Seat) -> int:
    goal = GOAL[seat]
    cubs = state.cubs[seat]
    return sum(cubs[cell] * _steps(cell, goal) for cell in range(CELLS) if cubs[cell])


def evaluate(state: GameState) -> tuple[float, float]:
    assert isinstance(state, Laberinto)
    # Half a step for the player to move, who is about to take one.
    lead = distance_left(state, 1) - distance_left(state, 0) + (0.5 if state.turn == 0 else -0.5)
    red_wins = 1.0 / (1.0 + math.exp(-lead / SCALE))
    return red_wins, 1.0 - red_wins


def rollout_policy(state: GameState, seat: Seat, legal: list[Action], rng: random.Random) -> Action:
    if legal[0].kind == "move" and rng.random() < 0.8:
        goal = GOAL[seat]
        forward = [a for a in legal if _steps(a.args[1], goal) < _steps(a.args[0], goal)]
        if forward:
            return forward[rng.randrange(len(forward))]
    return legal[rng.randrange(len(legal))]


KNOWLEDGE = GameKnowledge(evaluate=evaluate, rollout_cutoff=10, rollout_policy=rollout_policy)
