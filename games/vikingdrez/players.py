"""VikingDrez players: the generic alpha-beta (``game/ai/alphabeta.py``) with a tafl evaluation.

The evaluation, from the attackers' side, in hundredths of an attacker (the defenders' value
is its negation):
- material: an attacker 100, a defender 140 (four against eight: each counts for more);
- the king's way out: how many rook moves he needs to reach a corner over empty squares
  (one move from two corners at once is a fork the attackers cannot stop), and how many
  squares he can reach at all;
- the attackers around the king: each one beside him (a hostile corner or empty throne
  beside him counts half) is a step towards his capture;
- the corner guards: an attacker on a square next to a corner shuts that corner's lines.
Captures (and the king's escape) are the noisy moves of the quiescence.
"""

from __future__ import annotations

from collections.abc import Hashable

from game.ai.alphabeta import AlphaBetaBot, GameHooks, SearchLevel
from game.core import Action, GameState, Seat
from games.vikingdrez.engine import (
    ATT,
    ATTACKER,
    CORNERS,
    DEFENDER,
    EMPTY,
    ENDS,
    KING,
    NEIGHBOURS,
    RAYS,
    THRONE,
    VikingDrez,
)

ATTACKER_VALUE = 100.0
DEFENDER_VALUE = 140.0
# By the number of king moves to the nearest corner (index 0 unused: he is there, the game is over).
ESCAPE = (0.0, 260.0, 90.0, 30.0, 10.0)
FORK = 900.0  # the king one move from two corners
KING_ROOM = 3.0  # per square the king can reach in one move
BESIDE_KING = 45.0  # per attacker beside the king
HOSTILE_BESIDE_KING = 20.0  # per corner or empty throne beside him
CORNER_GUARD = 18.0  # per attacker on a square next to a corner
GUARD_SQUARES = frozenset(n for corner in CORNERS for n in NEIGHBOURS[corner])


def king_square(board: list[int]) -> int:
    return board.index(KING)


def king_reach(board: list[int], king: int) -> tuple[int, int, int]:
    """The king's moves to the nearest corner (a large number when none is open), how many
    corners he reaches in one move, and how many squares he reaches in one move."""
    first: set[int] = set()
    corners_now = 0
    for ray in RAYS[king]:
        for sq in ray:
            if board[sq] != EMPTY:
                break
            first.add(sq)
            if sq in CORNERS:
                corners_now += 1
    if corners_now:
        return 1, corners_now, len(first)
    seen = set(first)
    seen.add(king)
    frontier = first
    for distance in (2, 3, 4):
        following: set[int] = set()
        for square in frontier:
            for ray in RAYS[square]:
                for sq in ray:
                    if board[sq] != EMPTY:
                        break
                    if sq in CORNERS:
                        return distance, 0, len(first)
                    if sq not in seen:
                        seen.add(sq)
                        following.add(sq)
        if not following:
            break
        frontier = following
    return 9, 0, len(first)


def evaluate_for_attackers(state: VikingDrez) -> float:
    board = state.board
    attackers = board.count(ATTACKER)
    defenders = board.count(DEFENDER)
    value = ATTACKER_VALUE * attackers - DEFENDER_VALUE * defenders
    king = king_square(board)
    distance, corners_now, room = king_reach(board, king)
    escape = FORK if corners_now >= 2 else ESCAPE[distance] if distance < len(ESCAPE) else 0.0
    value -= escape + KING_ROOM * room
    for n in NEIGHBOURS[king]:
        if board[n] == ATTACKER:
            value += BESIDE_KING
        elif n in CORNERS or (n == THRONE and board[n] == EMPTY):
            value += HOSTILE_BESIDE_KING
    value += CORNER_GUARD * sum(1 for sq in GUARD_SQUARES if board[sq] == ATTACKER)
    return value


class VikingDrezHooks(GameHooks):
    def key(self, state: GameState) -> Hashable:
        assert isinstance(state, VikingDrez)
        return bytes(state.board) + bytes((state.to_move,))

    def evaluate(self, state: GameState, seat: Seat) -> float:
        assert isinstance(state, VikingDrez)
        value = evaluate_for_attackers(state)
        return value if state.side_of_seat(seat) == ATT else -value

    def order(self, state: GameState, seat: Seat, actions: list[Action]) -> list[Action]:
        assert isinstance(state, VikingDrez)
        board = state.board
        king = king_square(board)

        def rank(action: Action) -> float:
            start, end = ENDS[action]
            if board[start] == KING:
                return -100.0 if end in CORNERS else -2.0
            # Moves that end beside an enemy may capture; beside the king, they close in.
            near = sum(1 for n in NEIGHBOURS[end] if board[n] not in (EMPTY, board[start]) and n != start)
            return -float(near) - (1.0 if end in NEIGHBOURS[king] else 0.0)

        return sorted(actions, key=rank)

    def noisy(self, state: GameState, action: Action) -> bool:
        assert isinstance(state, VikingDrez)
        board = state.board
        start, end = ENDS[action]
        piece = board[start]
        if piece == KING:
            if end in CORNERS:
                return True
            if not state.armed_king:
                return False
        # Only a move that ends beside an enemy can capture: look before trying it.
        enemies = (DEFENDER, KING) if piece == ATTACKER else (ATTACKER,)
        if not any(board[n] in enemies for n in NEIGHBOURS[end]):
            return False
        board[start], board[end] = EMPTY, piece
        try:
            return bool(state.captures_after(end))
        finally:
            board[start], board[end] = piece, EMPTY


HOOKS = VikingDrezHooks()
# Normal: two turns and the captures after them. Hard: up to five turns. The caps (0.8 s, 2.4 s) bound
# a busy machine; the figures are in docs/AI.md.
NORMAL_LEVEL = SearchLevel(max_depth=2, seconds=0.8, quiescence=4, random_plies=6, margin=15.0, repeat_margin=10.0)
HARD_LEVEL = SearchLevel(max_depth=5, seconds=2.4, quiescence=6, random_plies=6, margin=8.0, repeat_margin=10.0)


def make_normal(seed: int = 0) -> AlphaBetaBot:
    return AlphaBetaBot(HOOKS, NORMAL_LEVEL, seed, "normal")


def make_hard(seed: int = 0) -> AlphaBetaBot:
    return AlphaBetaBot(HOOKS, HARD_LEVEL, seed, "hard")
