"""A generic alpha-beta player for two-player zero-sum games of perfect information.

It works through the engine contract: ``determinize`` (a copy, in these games),
``legal_actions``, ``to_act``, ``is_over`` and ``outcome``; a game supplies the
rest as :class:`GameHooks` (an evaluation, a cheap position key, a move-ordering
hint, which actions are "noisy", and optionally a faster way to make a child).

- Negamax with alpha-beta. Whose side a node is on follows the seat to act, not
  the parity of the ply: a seat may act several times in a row (Laberinto's move
  then swap, Damas' blow then move), and then the value is not negated.
- Depth counts *turns*: it goes down by one only when the seat to act changes, so
  the leaves are always between two turns and the evaluation never sees a turn
  cut in half.
- Iterative deepening under a wall-clock cap that holds under load: the clock is
  read every few nodes, an unfinished iteration is thrown away and the last
  completed one is played; a deeper iteration is not begun once a share of the
  time has gone (it would cost several times the last one). A depth cap bounds the
  work on a quiet machine.
- A transposition table keyed by the game's position key (bounds and the best
  action of each node), and move ordering: the table's best action first, then
  the noisy actions in the game's order (captures first, say), then the quiet ones
  by the history heuristic (how often each refuted a line in this search), the
  game's order among equals.
- Quiescence (optional): past the depth, only the noisy actions are searched
  (the player to move may also stand on the evaluation), a few plies at most.
- In the first plies of a game the player picks at random among the root actions
  whose value is within a margin of the best, so that games differ; likewise (if the
  game's level asks for it) at a position it has met before in the game, with a margin
  that grows each time, so that two players cannot go round a cycle for ever. The generator
  is seeded from the bot's seed and the position, never the clock: one position
  and one seed always give a fresh player the same choice (when the depth cap, not
  the clock, ends the search).
"""

from __future__ import annotations

import hashlib
import random
import time
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

from game.ai.choices import legal_choices
from game.core import Action, GameState, Seat

WIN = 1_000_000.0  # a won game outranks every evaluation; sooner wins rank higher
INF = float("inf")
EXACT, LOWER, UPPER = 0, 1, 2


def settled_by_table(entry: tuple[int, int, float, Any], depth: int, alpha: float, beta: float) -> float | None:
    """The value a transposition-table entry ``(depth, flag, value, best move)`` settles for a
    node searched ``depth`` deep in the window (alpha, beta), or None. Shared with Reverso's search."""
    entry_depth, flag, value, _ = entry
    if entry_depth >= depth and (flag == EXACT or (flag == LOWER and value >= beta)
                                 or (flag == UPPER and value <= alpha)):
        return float(value)
    return None


def bound_flag(best: float, original_alpha: float, beta: float) -> int:
    """What a node's best value is: an upper bound (failed low), a lower bound (cut off) or exact."""
    return UPPER if best <= original_alpha else LOWER if best >= beta else EXACT


@dataclass(frozen=True, slots=True)
class SearchLevel:
    max_depth: int  # in turns
    seconds: float  # wall-clock cap per choice
    quiescence: int = 0  # noisy plies searched past the depth (0: none)
    random_plies: int = 0  # while the game has had fewer actions than this...
    margin: float = 0.0  # ...pick at random among root actions within this of the best
    check_every: int = 8  # nodes between two looks at the clock
    # A deeper iteration starts only while less than this share of the time has gone: each
    # costs several times the one before, so a late start would only be thrown away.
    start_share: float = 0.3
    # In a game with no draw rule two players can go round in a cycle for ever. When the
    # position at a choice has been met before (by this player, in this game), pick at random
    # among the root actions within this margin times the number of earlier meetings.
    repeat_margin: float = 0.0


class GameHooks:
    """What a game tells the search. Subclasses override ``key`` and ``evaluate``."""

    def key(self, state: GameState) -> Hashable:
        """A cheap value equal for equal positions (the seat to act included)."""
        raise NotImplementedError

    def evaluate(self, state: GameState, seat: Seat) -> float:
        """How good the position is for ``seat`` (the other seat's value is its negation)."""
        raise NotImplementedError

    def order(self, state: GameState, seat: Seat, actions: list[Action]) -> list[Action]:
        """The actions, likeliest best first (captures first, say)."""
        return actions

    def noisy(self, state: GameState, action: Action) -> bool:
        """Whether quiescence searches this action (captures, say)."""
        return False

    def child(self, state: GameState, seat: Seat, action: Action) -> GameState:
        """The position after ``action``. The action comes from ``legal_actions`` of this
        very state, so the engine's check (a list scan) is skipped, as ``perft`` does; and
        search nodes never need the action log, so children do not add to it."""
        other = state.clone()
        other._apply(seat, action)
        return other

    def ply(self, state: GameState) -> int:
        """How many actions the game has had (for the random opening window)."""
        return len(state.history)


class _Timeout(Exception):
    pass


def stable_seed(*parts: object) -> int:
    """A seed from values whose ``repr`` is stable across runs (``hash`` of text is not)."""
    return int.from_bytes(hashlib.blake2b(repr(parts).encode(), digest_size=8).digest(), "big")


class AlphaBetaBot:
    def __init__(self, hooks: GameHooks, level: SearchLevel, seed: int = 0, name: str = "alphabeta") -> None:
        self.hooks = hooks
        self.level = level
        self.seed = seed
        self.name = name
        self.nodes = 0
        self.last_depth = 0
        self.last_values: list[tuple[float, Action]] = []
        self.deadline = INF
        self.table: dict[Hashable, tuple[int, int, float, Action | None]] = {}
        self.history: dict[tuple[Seat, Action], int] = {}
        self.seen: dict[Hashable, int] = {}  # positions met at this player's choices, this game
        self.last_ply = -1

    # --- the contract --------------------------------------------------------------------
    def choose(self, state: GameState, seat: Seat) -> Action:
        actions = legal_choices(state, seat)
        if len(actions) == 1:
            return actions[0]
        # Perfect information: the determinization is a copy of the position.
        position = state.determinize(seat, random.Random(self.seed))
        ply = self.hooks.ply(position)
        position.history = []  # search nodes never read it; copying it at every node would cost
        key = self.hooks.key(position)
        if ply < self.last_ply:
            self.seen = {}  # a new game
        self.last_ply = ply
        met = self.seen.get(key, 0)
        self.seen[key] = met + 1
        rng = random.Random(stable_seed(self.seed, ply, key))
        margin = self.level.margin if ply < self.level.random_plies else self.level.repeat_margin * met
        return self.search(position, seat, actions, rng, margin)

    # --- the search -------------------------------------------------------------------------
    def search(self, position: GameState, seat: Seat, actions: list[Action], rng: random.Random,
               margin: float = 0.0) -> Action:
        """The best action (or one within ``margin`` of the best, at random)."""
        hooks, level = self.hooks, self.level
        self.deadline = time.perf_counter() + level.seconds
        self.nodes = 0
        self.table = {}
        self.history = {}
        self.last_depth = 0
        root = list(actions)
        rng.shuffle(root)  # equal values go to a random one of them...
        ranked = hooks.order(position, seat, root)  # ...but the hint still orders the first pass
        values: list[tuple[float, Action]] = [(0.0, a) for a in ranked]
        children = [hooks.child(position, seat, a) for a in ranked]
        child_of = dict(zip(ranked, children, strict=True))
        started = time.perf_counter()
        for depth in range(1, level.max_depth + 1):
            if depth > 1 and time.perf_counter() - started > level.start_share * level.seconds:
                break
            try:
                values = self._root(seat, [a for _, a in values], child_of, depth, margin)
            except _Timeout:
                break
            self.last_depth = depth
            if abs(values[0][0]) >= WIN / 2:
                break  # a forced result: deeper search cannot change it
        self.last_values = values
        top = values[0][0]
        if margin and abs(top) < WIN / 2:
            near = [a for v, a in values if v >= top - margin]
            return rng.choice(near)
        return values[0][1]

    def _root(self, seat: Seat, ranked: list[Action], child_of: dict[Action, GameState], depth: int,
              margin: float) -> list[tuple[float, Action]]:
        """Every root action's value, best first: exact for the best and those within
        ``margin`` of it, an upper bound for the others (which still orders them)."""
        alpha = -INF
        scored: list[tuple[float, Action]] = []
        for action in ranked:
            value = self._after(child_of[action], seat, depth, alpha - margin, INF, 1)
            scored.append((value, action))
            alpha = max(alpha, value)
        scored.sort(key=lambda pair: -pair[0])  # stable: ties keep the earlier order
        return scored

    def _after(self, child: GameState, mover: Seat, depth: int, alpha: float, beta: float, height: int) -> float:
        """The value for ``mover`` of the position ``child`` that ``mover``'s action made."""
        if child.is_over():
            return self._final(child, mover, height)
        following = child.to_act()[0]
        if following == mover:  # the same seat goes on: the same turn, the same side
            return self._negamax(child, mover, depth, alpha, beta, height)
        return -self._negamax(child, following, depth - 1, -beta, -alpha, height)

    @staticmethod
    def _final(state: GameState, seat: Seat, height: int) -> float:
        outcome = state.outcome()
        assert outcome is not None
        reward = outcome.rewards()[seat]
        if reward > 0.5:
            return WIN - height
        if reward < 0.5:
            return -WIN + height
        return 0.0

    def _tick(self) -> None:
        self.nodes += 1
        if self.nodes % self.level.check_every == 0 and time.perf_counter() > self.deadline:
            raise _Timeout

    def _negamax(self, state: GameState, mover: Seat, depth: int, alpha: float, beta: float, height: int) -> float:
        self._tick()
        hooks = self.hooks
        if depth <= 0:
            return self._quiesce(state, mover, alpha, beta, height, self.level.quiescence)
        key = hooks.key(state)
        entry = self.table.get(key)
        first = None
        if entry is not None:
            settled = settled_by_table(entry, depth, alpha, beta)
            if settled is not None:
                return settled
            first = entry[3]
        actions = self._ordered(state, mover, first)
        original_alpha = alpha
        best, best_action = -INF, None
        for action in actions:
            value = self._after(hooks.child(state, mover, action), mover, depth, alpha, beta, height + 1)
            if value > best:
                best, best_action = value, action
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        flag = bound_flag(best, original_alpha, beta)
        self.table[key] = (depth, flag, best, best_action)
        if flag == LOWER and best_action is not None and not hooks.noisy(state, best_action):
            # The history heuristic: a quiet action that refuted one line often refutes others.
            self.history[(mover, best_action)] = self.history.get((mover, best_action), 0) + depth * depth
        return best

    def _ordered(self, state: GameState, mover: Seat, first: Action | None) -> list[Action]:
        """The table's best action, then the noisy ones in the game's order, then the quiet ones
        by how often they refuted other lines (the game's order among equals)."""
        hooks = self.hooks
        actions = hooks.order(state, mover, state.legal_actions(mover))
        noisy = [a for a in actions if hooks.noisy(state, a)]
        quiet = [a for a in actions if not hooks.noisy(state, a)] if noisy else actions
        history = self.history
        if history:
            quiet = sorted(quiet, key=lambda a: -history.get((mover, a), 0))
        ordered = noisy + quiet if noisy else quiet
        if first is not None and first in ordered:
            ordered.remove(first)
            ordered.insert(0, first)
        return ordered

    def _quiesce(self, state: GameState, mover: Seat, alpha: float, beta: float, height: int, left: int) -> float:
        """Past the depth: the evaluation, unless a noisy action does better for the mover."""
        hooks = self.hooks
        stand = hooks.evaluate(state, mover)
        if left <= 0 or stand >= beta:
            return stand
        best = stand
        alpha = max(alpha, stand)
        noisy = [a for a in state.legal_actions(mover) if hooks.noisy(state, a)]
        for action in hooks.order(state, mover, noisy):
            self._tick()
            child = hooks.child(state, mover, action)
            if child.is_over():
                value = self._final(child, mover, height + 1)
            else:
                following = child.to_act()[0]
                if following == mover:
                    value = self._quiesce(child, mover, alpha, beta, height + 1, left - 1)
                else:
                    value = -self._quiesce(child, following, -beta, -alpha, height + 1, left - 1)
            if value > best:
                best = value
                if value > alpha:
                    alpha = value
                    if alpha >= beta:
                        break
        return best
