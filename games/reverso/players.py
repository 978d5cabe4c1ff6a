"""A Reverso player: alpha-beta search on bitboards with an Othello evaluation.

Generic search is weak at Reverso (random rollouts misjudge corners and
mobility), so the normal and hard strengths use this instead. The search is
negamax with alpha-beta, iterative deepening under a time cap, a
transposition table and move ordering by the previous iteration's best move
then by square value; once the remaining empties fit in the depth it plays
the ending out exactly (most discs wins).

The evaluation follows the usual Othello features: mobility, corners, the
squares next to an empty corner, frontier discs, a square-value table, and
the disc count (which counts for little until the board fills up).
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from game.ai.alphabeta import bound_flag, settled_by_table
from game.ai.player import LevelPlayer
from game.core import Action, GameState, Seat
from games.reverso.engine import DIRECTIONS, FULL, PASS, Reverso, _shift, flips_for, legal_mask
from games.reverso.view import ReversoView

SQUARE_VALUES = (
    (20, -3, 11, 8, 8, 11, -3, 20),
    (-3, -7, -4, 1, 1, -4, -7, -3),
    (11, -4, 2, 2, 2, 2, -4, 11),
    (8, 1, 2, -3, -3, 2, 1, 8),
    (8, 1, 2, -3, -3, 2, 1, 8),
    (11, -4, 2, 2, 2, 2, -4, 11),
    (-3, -7, -4, 1, 1, -4, -7, -3),
    (20, -3, 11, 8, 8, 11, -3, 20),
)


def _masks_by_value() -> tuple[tuple[int, int], ...]:
    groups: dict[int, int] = {}
    for row in range(8):
        for col in range(8):
            value = SQUARE_VALUES[row][col]
            groups[value] = groups.get(value, 0) | 1 << (row * 8 + col)
    return tuple(sorted(groups.items()))


VALUE_MASKS = _masks_by_value()
CORNERS = (0, 7, 56, 63)
CORNER_MASK = sum(1 << sq for sq in CORNERS)
# The three squares touching each corner: worth little while the corner is empty,
# since they hand the corner to the opponent.
CORNER_NEIGHBOURS = (
    (1 << 0, (1 << 1) | (1 << 8) | (1 << 9)),
    (1 << 7, (1 << 6) | (1 << 15) | (1 << 14)),
    (1 << 56, (1 << 57) | (1 << 48) | (1 << 49)),
    (1 << 63, (1 << 62) | (1 << 55) | (1 << 54)),
)
# Move ordering: best squares first (corners, then edges, X squares last).
ORDER = tuple(sorted(range(64), key=lambda sq: -SQUARE_VALUES[sq // 8][sq % 8]))

WIN = 1_000_000.0  # an exact win outranks every heuristic value


def evaluate(own: int, opp: int) -> float:
    """Heuristic value of a position for the side to move (``own``); about +-30000."""
    empty = ~(own | opp) & FULL
    own_moves = legal_mask(own, opp).bit_count()
    opp_moves = legal_mask(opp, own).bit_count()
    mobility = 100.0 * (own_moves - opp_moves) / (own_moves + opp_moves) if own_moves + opp_moves else 0.0
    corners = 25.0 * ((own & CORNER_MASK).bit_count() - (opp & CORNER_MASK).bit_count())
    closeness = 0.0
    for corner, neighbours in CORNER_NEIGHBOURS:
        if corner & empty:
            closeness -= 12.5 * ((own & neighbours).bit_count() - (opp & neighbours).bit_count())
    near_empty = 0
    for d in DIRECTIONS:
        near_empty |= _shift(empty, d)
    own_front = (own & near_empty).bit_count()
    opp_front = (opp & near_empty).bit_count()
    frontier = -100.0 * (own_front - opp_front) / (own_front + opp_front) if own_front + opp_front else 0.0
    own_discs, opp_discs = own.bit_count(), opp.bit_count()
    discs = 100.0 * (own_discs - opp_discs) / (own_discs + opp_discs)
    squares = 0
    for value, mask in VALUE_MASKS:
        squares += value * ((own & mask).bit_count() - (opp & mask).bit_count())
    # Weights after K. Kukreja's well-known Othello evaluation; the disc count
    # grows in weight as the board fills, when it is what decides the game.
    filled = 64 - empty.bit_count()
    disc_weight = 10.0 if filled < 48 else 10.0 + (filled - 48) * 20.0
    return (disc_weight * discs + 801.7 * corners + 382.0 * closeness + 78.9 * mobility
            + 74.4 * frontier + 10.0 * squares)


def final_value(own: int, opp: int) -> float:
    diff = own.bit_count() - opp.bit_count()
    if diff > 0:
        return WIN + diff
    if diff < 0:
        return -WIN + diff
    return 0.0


class _Timeout(Exception):
    pass




@dataclass(frozen=True, slots=True)
class AlphaBetaLevel:
    max_depth: int
    seconds: float
    # While at most this many discs are on the board, pick at random among the
    # moves whose value is within ``opening_margin`` of the best, so that games
    # between the same players do not all repeat one opening.
    opening_discs: int = 8
    opening_margin: float = 300.0


NORMAL_LEVEL = AlphaBetaLevel(max_depth=4, seconds=0.8)
HARD_LEVEL = AlphaBetaLevel(max_depth=9, seconds=2.4)


class ReversoAlphaBetaBot(LevelPlayer[ReversoView, AlphaBetaLevel]):
    """Alpha-beta on the position its seat sees (``game.ai.player``; Reverso hides nothing)."""

    view_type = ReversoView

    def __init__(self, seed: int = 0, level: AlphaBetaLevel = NORMAL_LEVEL, name: str = "normal") -> None:
        super().__init__(seed, level, name)
        self.rng = random.Random(seed)
        self.nodes = 0
        self.last_depth = 0
        self.deadline = 0.0
        self.table: dict[tuple[int, int], tuple[int, int, float, int]] = {}

    def decide(self, state: GameState, seat: Seat, view: ReversoView, legal: list[Action]) -> Action:
        # Perfect information: the determinization is simply a copy.
        position = state.determinize(seat, self.rng)
        assert isinstance(position, Reverso)
        colour = position.colour_of(seat)
        square = self.best_square(position.discs[colour], position.discs[1 - colour])
        return Action("place", (square // 8, square % 8)) if square is not None else PASS

    def best_square(self, own: int, opp: int) -> int | None:
        moves = legal_mask(own, opp)
        if not moves:
            return None
        squares = [sq for sq in range(64) if moves >> sq & 1]
        self.rng.shuffle(squares)  # ties go to a random one of the best
        if len(squares) == 1:
            return squares[0]
        self.deadline = time.perf_counter() + self.level.seconds
        self.nodes = 0
        self.table = {}
        empties = 64 - (own | opp).bit_count()
        opening = (own | opp).bit_count() <= self.level.opening_discs
        margin = self.level.opening_margin if opening else 0.0
        best_values: list[tuple[float, int]] = [(0.0, sq) for sq in squares]
        for depth in range(1, self.level.max_depth + 1):
            try:
                best_values = self._root(own, opp, [sq for _, sq in best_values], depth, margin)
            except _Timeout:
                break
            self.last_depth = depth
            if depth >= empties or abs(best_values[0][0]) >= WIN:
                break  # exact: nothing deeper to learn
        top_value = best_values[0][0]
        if opening and abs(top_value) < WIN:
            near = [sq for value, sq in best_values if value >= top_value - self.level.opening_margin]
            return self.rng.choice(near)
        return best_values[0][1]

    def _root(self, own: int, opp: int, squares: list[int], depth: int, margin: float) -> list[tuple[float, int]]:
        """Values of every root move, best first: exact for the best and for those within
        ``margin`` of it, an upper bound for the rest."""
        alpha = -float("inf")
        scored: list[tuple[float, int]] = []
        for sq in squares:
            flips = flips_for(own, opp, sq)
            new_own = own | flips | (1 << sq)
            new_opp = opp & ~flips
            value = -self._negamax(new_opp, new_own, depth - 1, -float("inf"), -(alpha - margin), False)
            scored.append((value, sq))
            if value > alpha:
                alpha = value
        # Moves that failed low keep only an upper bound, which still orders them well.
        scored.sort(key=lambda pair: -pair[0])
        return scored

    def _negamax(self, own: int, opp: int, depth: int, alpha: float, beta: float, passed: bool) -> float:
        self.nodes += 1
        if self.nodes & 255 == 0 and time.perf_counter() > self.deadline:
            raise _Timeout
        moves = legal_mask(own, opp)
        if not moves:
            if passed or not legal_mask(opp, own):
                return final_value(own, opp)
            return -self._negamax(opp, own, depth, -beta, -alpha, True)
        if depth <= 0:
            return evaluate(own, opp)
        key = (own, opp)
        entry = self.table.get(key)
        first = -1
        if entry is not None:
            settled = settled_by_table(entry, depth, alpha, beta)
            if settled is not None:
                return settled
            first = entry[3]
        original_alpha = alpha
        best = -float("inf")
        best_square = -1
        order = [first] if first >= 0 and moves >> first & 1 else []
        order += [sq for sq in ORDER if moves >> sq & 1 and sq != first]
        for sq in order:
            flips = flips_for(own, opp, sq)
            value = -self._negamax(opp & ~flips, own | flips | (1 << sq), depth - 1, -beta, -alpha, False)
            if value > best:
                best = value
                best_square = sq
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        self.table[key] = (depth, bound_flag(best, original_alpha, beta), best, best_square)
        return best


def make_normal(seed: int = 0) -> ReversoAlphaBetaBot:
    return ReversoAlphaBetaBot(seed, NORMAL_LEVEL, "normal")


def make_hard(seed: int = 0) -> ReversoAlphaBetaBot:
    return ReversoAlphaBetaBot(seed, HARD_LEVEL, "hard")
