"""Damas knowledge for the generic search: material decides most games, and
random play throws pieces away, so rollouts take captures (and blows) when
they can and stop early to count material."""

from __future__ import annotations

import math
import random

from game.ai.knowledge import GameKnowledge
from game.core import Action, GameState, Seat
from games.damas.engine import BLACK, DARK_SQUARES, KING, SIZE, WHITE, Damas

KING_VALUE = 3.0  # flying kings sweep whole diagonals
ADVANCE = 0.05  # per row a man has come forward: crowning is the way to kings
SCALE = 2.0  # material lead that makes a win about three times in four
GREEDY = ("jump", "blow", "force")


def material(state: Damas, colour: int) -> float:
    own = 1 if colour == WHITE else -1
    total = 0.0
    board = state.board
    for sq in DARK_SQUARES:
        piece = board[sq] * own
        if piece > 0:
            if piece == KING:
                total += KING_VALUE
            else:
                row = sq // SIZE
                advanced = (SIZE - 1 - row) if colour == WHITE else row
                total += 1.0 + ADVANCE * advanced
    return total


def evaluate(state: GameState) -> tuple[float, float]:
    assert isinstance(state, Damas)
    lead = material(state, WHITE) - material(state, BLACK)
    white_wins = 1.0 / (1.0 + math.exp(-lead / SCALE))
    values = [0.0, 0.0]
    values[state.seat_of(WHITE)] = white_wins
    values[state.seat_of(BLACK)] = 1.0 - white_wins
    return values[0], values[1]


def rollout_policy(state: GameState, seat: Seat, legal: list[Action], rng: random.Random) -> Action:
    greedy = [a for a in legal if a.kind in GREEDY]
    if greedy and rng.random() < 0.9:
        return greedy[rng.randrange(len(greedy))]
    return legal[rng.randrange(len(legal))]


KNOWLEDGE = GameKnowledge(evaluate=evaluate, rollout_cutoff=12, rollout_policy=rollout_policy)
