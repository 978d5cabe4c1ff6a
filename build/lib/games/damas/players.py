"""Damas players: the generic alpha-beta (``game/ai/alphabeta.py``) with a draughts evaluation.

The evaluation, for the seat asked, in hundredths of a man:
- material: a man 100, a king 320 (flying kings sweep whole diagonals);
- advancement: a man gains more the nearer it is to crowning;
- the back row: men still on their own back row keep the opponent from crowning
  (worth something only while the opponent has no king);
- mobility: the plain moves each side has (a king counts the empty squares along
  its diagonals, a man its empty forward squares);
- safety: the pieces of the player to move that the opponent could capture if it
  were their turn (a fraction of the biggest capture: the mover may still save them).
  The captures the player to move has are searched by the quiescence instead.

"Soplar" needs nothing of its own: a plain move while a capture existed lets the
opponent blow or force, and those are legal actions the search sees; blows, forced
captures and captures are the noisy actions of the quiescence.
"""

from __future__ import annotations

from collections.abc import Hashable

from game.ai.alphabeta import AlphaBetaBot, GameHooks, SearchLevel
from game.core import Action, GameState, Seat
from games.damas.engine import (
    BLACK,
    DARK_SQUARES,
    KING,
    MAN,
    PROMOTION_ROW,
    RAYS,
    SIZE,
    WHITE,
    Damas,
    legal_captures,
)

MAN_VALUE = 100.0
KING_VALUE = 320.0
# By rows advanced from the man's own back row (0) to the row before crowning (8).
ADVANCE = (0.0, 1.0, 2.0, 4.0, 7.0, 11.0, 16.0, 22.0, 30.0)
BACK_ROW = 4.0  # per man on its own back row while the opponent has no king
MOBILITY = 1.5  # per plain move
HANGING = 0.3  # share of the opponent's best capture against the player to move
NOISY = frozenset({"jump", "blow", "force"})


def _counts(board: list[int]) -> tuple[list[float], list[int], list[int]]:
    """Per colour: the score of material, advancement and back row; kings; plain moves."""
    score = [0.0, 0.0]
    kings = [0, 0]
    moves = [0, 0]
    back = [0, 0]
    for sq in DARK_SQUARES:
        piece = board[sq]
        if not piece:
            continue
        colour = WHITE if piece > 0 else BLACK
        rays = RAYS[sq]
        if abs(piece) == KING:
            kings[colour] += 1
            score[colour] += KING_VALUE
            for ray in rays:
                for target in ray:
                    if board[target]:
                        break
                    moves[colour] += 1
        else:
            row = sq // SIZE
            advanced = (SIZE - 1 - row) if colour == WHITE else row
            score[colour] += MAN_VALUE + ADVANCE[advanced]
            if advanced == 0:
                back[colour] += 1
            for d in ((0, 1) if colour == WHITE else (2, 3)):
                ray = rays[d]
                if ray and not board[ray[0]]:
                    moves[colour] += 1
    for colour in (WHITE, BLACK):
        if not kings[1 - colour]:
            score[colour] += BACK_ROW * back[colour]
    return score, kings, moves


def capture_value(board: list[int], colour: int) -> float:
    """What the best capture ``colour`` could make now would take."""
    best = 0.0
    for capture in legal_captures(board, colour):
        taken = sum(KING_VALUE if abs(board[sq]) == KING else MAN_VALUE for sq in capture.taken)
        best = max(best, taken)
    return best


def evaluate(state: Damas, colour: int) -> float:
    """The value of the position for ``colour`` (the other colour's is its negation)."""
    board = state.board
    score, _kings, moves = _counts(board)
    value = score[colour] - score[1 - colour] + MOBILITY * (moves[colour] - moves[1 - colour])
    mover = state.to_move
    threat = HANGING * capture_value(board, 1 - mover)
    return value - threat if mover == colour else value + threat


class DamasHooks(GameHooks):
    def key(self, state: GameState) -> Hashable:
        assert isinstance(state, Damas)
        retract = state.retract[0] if state.retract is not None else None
        return (tuple(state.board), state.to_move, state.stage, state.offenders, retract)

    def evaluate(self, state: GameState, seat: Seat) -> float:
        assert isinstance(state, Damas)
        return evaluate(state, state.colour_of_seat(seat))

    def order(self, state: GameState, seat: Seat, actions: list[Action]) -> list[Action]:
        assert isinstance(state, Damas)
        promotion = PROMOTION_ROW[state.colour_of_seat(seat)]
        board = state.board

        def rank(action: Action) -> float:
            kind = action.kind
            if kind == "jump":
                return -10.0 - len(action.args)  # longer captures first
            if kind == "blow":
                return -5.0
            if kind == "force":
                return -4.0
            row0, col0, row1 = action.args[0], action.args[1], action.args[2]
            if abs(board[row0 * SIZE + col0]) == MAN:
                return -1.0 if row1 == promotion else 0.0
            return 1.0

        return sorted(actions, key=rank)

    def noisy(self, state: GameState, action: Action) -> bool:
        return action.kind in NOISY


HOOKS = DamasHooks()
# Normal: two turns and the captures after them. Hard: four turns. Each engine node
# costs about 0.1 ms (the engine lists every legal action of every child): a fourth turn
# is 2,000-3,500 nodes, about 0.25 s of CPU; the caps (0.8 s, 2.4 s) bound a busy machine.
NORMAL_LEVEL = SearchLevel(max_depth=2, seconds=0.8, quiescence=6, random_plies=10, margin=12.0)
HARD_LEVEL = SearchLevel(max_depth=4, seconds=2.4, quiescence=8, random_plies=10, margin=8.0)


def make_normal(seed: int = 0) -> AlphaBetaBot:
    return AlphaBetaBot(HOOKS, NORMAL_LEVEL, seed, "normal")


def make_hard(seed: int = 0) -> AlphaBetaBot:
    return AlphaBetaBot(HOOKS, HARD_LEVEL, seed, "hard")

