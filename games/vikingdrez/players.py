"""VikingDrez players: the generic alpha-beta (``game/ai/alphabeta.py``) with a tafl evaluation.

The evaluation, from the attackers' side, in hundredths of an attacker (the defenders' value
is its negation):
- material: an attacker 100, a defender 150 (four against eight: each counts for more);
- the king's escape routes: the corners he sees now (two at once is a fork one block cannot
  stop), the squares he reaches in one move from which he would see two corners, how many
  corners those squares see in all, whether a corner is three moves away, how many squares he
  reaches, and how far he stands from the nearest corner;
- the attackers around the king: each one beside him (a hostile corner or empty throne
  beside him counts less) is a step towards his capture;
- the blockade: along each of the eight edge lines into a corner, the attacker nearest the
  corner shuts the line (more the nearer he stands), every empty square the king could slide
  along into a corner counts against the attackers, and an attacker on the square diagonal to a
  corner shuts the way to both squares beside it. This last part is what the defenders read as
  their open lines to the corners.
Captures (and the king's escape) are the noisy moves of the quiescence; the search asks which
moves are noisy for every move of every node, so each position's answer is worked out once,
from the squares where an arrival captures, and kept.
"""

from __future__ import annotations

from collections.abc import Hashable

from game.ai.alphabeta import AlphaBetaBot, GameHooks, SearchLevel
from game.core import Action, GameState, Seat
from games.vikingdrez.engine import (
    ATT,
    ATTACKER,
    BESIDE_THRONE,
    CORNERS,
    DEFENDER,
    DOWN,
    EMPTY,
    ENDS,
    KING,
    LEFT,
    MOVES,
    NEIGHBOURS,
    NEXT,
    RAYS,
    RIGHT,
    SIZE,
    SQUARES,
    THRONE,
    UP,
    VikingDrez,
)

ATTACKER_VALUE = 100.0
DEFENDER_VALUE = 150.0
CORNER_NOW = 260.0  # the king sees a corner: with his side to move, he is out
FORK = 900.0  # the king sees two corners at once: one block cannot stop him
FORK_NEXT = 150.0  # per square the king reaches in one move from which he would see two corners
ROUTE = 35.0  # per corner the king sees from a square he reaches in one move
THREE_MOVES = 12.0  # the nearest corner three king moves away
KING_ROOM = 3.0  # per square the king can reach in one move
KING_FAR = 6.0  # per square of the king's distance (rows plus columns) to his nearest corner
BESIDE_KING = 45.0  # per attacker beside the king
HOSTILE_BESIDE_KING = 20.0  # per corner or empty throne beside him
# The blockade: along each of the eight edge lines that lead into a corner, the attacker nearest
# the corner shuts the line beyond him; the nearer he stands, the more of it he shuts.
LINE_SHUT = (0.0, 30.0, 18.0, 8.0)  # by his distance from the corner (1: beside it)
OPEN_SQUARE = 4.0  # per empty square of a line the king could slide along into the corner
DIAGONAL_GUARD = 12.0  # per attacker on the square diagonal to a corner (it shuts two lines in)


def _corner_lines() -> tuple[tuple[int, ...], ...]:
    """The eight edge lines into the corners, each from the square beside its corner outwards."""
    lines = []
    for corner in sorted(CORNERS):
        for ray in RAYS[corner]:
            if ray:
                lines.append(tuple(sq for sq in ray if sq not in CORNERS))
    return tuple(lines)


CORNER_LINES = _corner_lines()
# The square diagonal to each corner, one step in from both edges.
DIAGONALS = tuple(
    (row + (1 if row == 0 else -1)) * SIZE + col + (1 if col == 0 else -1)
    for row, col in (divmod(corner, SIZE) for corner in sorted(CORNERS))
)


def king_square(board: list[int]) -> int:
    return board.index(KING)


def corners_seen(board: list[int], square: int) -> int:
    """How many corners a king on ``square`` could slide into (empty squares between)."""
    seen = 0
    for ray in RAYS[square]:
        for sq in ray:
            if sq in CORNERS:
                seen += 1
                break
            if board[sq] != EMPTY:
                break
    return seen


def king_reach(board: list[int], king: int) -> tuple[int, int, int, int, int]:
    """What the king's way out looks like: the corners he sees now; among the squares he reaches in
    one move, how many see two corners (a fork) and how many corners they see in all; his moves
    to the nearest corner (9 when none is open within three); and how many squares he reaches."""
    first: list[int] = []
    now = 0
    for ray in RAYS[king]:
        for sq in ray:
            if board[sq] != EMPTY:
                break
            if sq in CORNERS:
                now += 1
                break
            first.append(sq)
    forks = routes = 0
    for sq in first:
        seen = corners_seen(board, sq)
        routes += seen
        if seen >= 2:
            forks += 1
    if now:
        return now, forks, routes, 1, len(first)
    if routes:
        return 0, forks, routes, 2, len(first)
    seen_squares = set(first)
    seen_squares.add(king)
    for square in first:
        for ray in RAYS[square]:
            for sq in ray:
                if board[sq] != EMPTY:
                    break
                if sq not in seen_squares:
                    seen_squares.add(sq)
                    if corners_seen(board, sq):
                        return 0, 0, 0, 3, len(first)
    return 0, 0, 0, 9, len(first)


def evaluate_for_attackers(state: VikingDrez) -> float:
    board = state.board
    value = ATTACKER_VALUE * board.count(ATTACKER) - DEFENDER_VALUE * board.count(DEFENDER)
    king = king_square(board)
    now, forks, routes, distance, room = king_reach(board, king)
    if now >= 2:
        value -= FORK
    elif now:
        value -= CORNER_NOW
    value -= FORK_NEXT * forks + ROUTE * routes + KING_ROOM * room
    if distance == 3:
        value -= THREE_MOVES
    row, col = divmod(king, SIZE)
    value += KING_FAR * (min(row, SIZE - 1 - row) + min(col, SIZE - 1 - col))
    for n in NEIGHBOURS[king]:
        cell = board[n]
        if cell == ATTACKER:
            value += BESIDE_KING
        elif n in CORNERS or (n == THRONE and cell == EMPTY):
            value += HOSTILE_BESIDE_KING
    for line in CORNER_LINES:
        for distance_from_corner, sq in enumerate(line, 1):
            cell = board[sq]
            if cell == EMPTY:
                continue
            if cell == ATTACKER and distance_from_corner < len(LINE_SHUT):
                value += LINE_SHUT[distance_from_corner]
            value -= OPEN_SQUARE * (distance_from_corner - 1)
            break
        else:
            value -= OPEN_SQUARE * len(line)
    for sq in DIAGONALS:
        if board[sq] == ATTACKER:
            value += DIAGONAL_GUARD
    return value


NOISY_KEPT = 4096  # positions whose noisy moves are kept (then the store starts afresh)
MOVE_IDS = frozenset(id(action) for action in ENDS)
END_SQUARES = {id(action): ends for action, ends in ENDS.items()}  # without hashing the action
OPPOSITE = (DOWN, UP, RIGHT, LEFT)


class VikingDrezHooks(GameHooks):
    def __init__(self) -> None:
        self._noisy: dict[int, tuple[list[Action], frozenset[int]]] = {}
        self._last: tuple[list[Action], frozenset[int]] = ([], frozenset())

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
        # The search asks about each action of a node in a row: the last answer comes first.
        legal, last = state._legal_cache, self._last  # one read: another thread's search may replace it
        found = last[1] if legal is not None and legal is last[0] else self.noisy_moves(state)
        if id(action) in MOVE_IDS:  # one of the engine's own move values: no hashing needed
            return id(action) in found
        ends = ENDS.get(action)
        return ends is not None and id(MOVES[ends[0]][ends[1]]) in found

    def noisy_moves(self, state: VikingDrez) -> frozenset[int]:
        """The side to move's captures and the king's escapes (by the ids of the engine's move
        values). The search asks about every action of a node, often twice: each answer is kept
        with the engine's list of legal moves it came from, which the engine replaces whenever the
        position changes (a copy of the position shares it while it is the same position)."""
        legal = state._actions()
        kept = self._noisy.get(id(legal))
        if kept is None or kept[0] is not legal:
            if len(self._noisy) >= NOISY_KEPT:
                self._noisy.clear()
            kept = self._noisy[id(legal)] = (legal, frozenset(id(action) for action in self._find_noisy(state, legal)))
        self._last = kept
        return kept[1]

    @staticmethod
    def _find_noisy(state: VikingDrez, legal: list[Action]) -> list[Action]:
        board = state.board
        landings = capture_landings(state)
        found = []
        for action in legal:
            start, end = END_SQUARES[id(action)]
            if board[start] == KING:
                if end in CORNERS or (end in landings and state.armed_king):
                    found.append(action)
            elif end in landings:
                found.append(action)
        return found


def capture_landings(state: VikingDrez) -> set[int]:
    """The squares where a piece of the side to move would capture on arrival: beside an enemy
    with a hostile square on his other side (the arriving piece never comes from that square: it
    would have to pass over the enemy), or the last free square around the king."""
    board = state.board
    side = state.to_move
    victim = DEFENDER if side == ATT else ATTACKER
    landings = set()
    for square in range(SQUARES):
        cell = board[square]
        if cell == victim:
            nexts = NEXT[square]
            for direction in range(4):
                landing, anvil = nexts[direction], nexts[OPPOSITE[direction]]
                if landing is not None and anvil is not None and board[landing] == EMPTY:
                    if state._hostile(anvil, side):
                        landings.add(landing)
        elif cell == KING and side == ATT:
            if square == THRONE or square in BESIDE_THRONE:
                free = [n for n in NEIGHBOURS[square] if n != THRONE and board[n] != ATTACKER]
                if len(free) == 1 and board[free[0]] == EMPTY:
                    landings.add(free[0])
            else:
                nexts = NEXT[square]
                for direction in range(4):
                    landing, anvil = nexts[direction], nexts[OPPOSITE[direction]]
                    if landing is not None and anvil is not None and board[landing] == EMPTY:
                        if board[anvil] == ATTACKER or anvil in CORNERS:
                            landings.add(landing)
    return landings


HOOKS = VikingDrezHooks()
# Normal: two turns and the captures after them. Hard: up to five turns. The caps (0.8 s, 1.6 s) bound
# a busy machine (the median move stays within GAME-DONE's 1 s and 3 s); the figures are in docs/AI.md.
NORMAL_LEVEL = SearchLevel(max_depth=2, seconds=0.8, quiescence=4, random_plies=6, margin=15.0, repeat_margin=10.0)
HARD_LEVEL = SearchLevel(max_depth=5, seconds=1.6, quiescence=6, random_plies=6, margin=8.0, repeat_margin=10.0)


def make_normal(seed: int = 0) -> AlphaBetaBot:
    return AlphaBetaBot(HOOKS, NORMAL_LEVEL, seed, "normal")


def make_hard(seed: int = 0) -> AlphaBetaBot:
    return AlphaBetaBot(HOOKS, HARD_LEVEL, seed, "hard")
