"""Information-Set Monte Carlo Tree Search that works on any game through the contract.

Single-observer ISMCTS (Cowling, Powley & Whitehouse 2012): every iteration
starts from ``state.determinize(seat, rng)`` -- a full state consistent with
what the searching seat may know, secrets and the future of chance resampled
-- and never from the true state. One tree is shared by all determinizations;
an edge is ``(seat, action)``, selection uses UCB with availability counts
(a child is "available" in an iteration when its action is legal in that
iteration's determinization), and a reward vector with one value per seat is
backed up, so every seat picks the child best for itself (N players).

For a game without hidden information ``determinize`` is a clone with a
reseeded generator, so the same code is plain MCTS with sampled chance.

Simultaneous choices (``to_act()`` with several seats): the engine collects
the choices one at a time, so the search does too. The searching seat always
moves first among the seats acting together, so its own choice is never
conditioned on a choice it could not see; the other seats follow in random
order (which, if anything, makes them slightly too well informed: a cautious
assumption).

Rewards: ``Outcome.rewards()`` for competitive games; for solitaire and
cooperative games (where everybody shares one placing) the score -- the team
score when there is one -- scaled by the lowest and highest values seen in the
search so far, so the bot maximizes the score.

Rollouts play uniformly random actions (or a game's rollout policy) for at
most ``rollout_cutoff`` actions, then ask the game's ``evaluate`` hook (see
:mod:`game.ai.knowledge`) for an estimate; without a hook, a rollout plays
on to the end (up to a long safety cap, after which the outcome counts as
even for everybody).
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass

from game.ai.choices import legal_choices
from game.ai.knowledge import GameKnowledge, knowledge_for
from game.core import Action, GameState, Outcome, Seat

# A rollout without an evaluation hook stops here and counts as even: a
# safety net against games whose random play wanders for very long.
ROLLOUT_SAFETY_CAP = 2000


@dataclass(frozen=True, slots=True)
class Budget:
    """How hard a bot thinks: at most ``iterations`` and at most ``seconds`` per move."""

    iterations: int
    seconds: float
    exploration: float = 0.7


EASY = Budget(iterations=60, seconds=0.25, exploration=1.0)
NORMAL = Budget(iterations=1500, seconds=0.8)
HARD = Budget(iterations=6000, seconds=2.4)
STRENGTHS: dict[str, Budget] = {"easy": EASY, "normal": NORMAL, "hard": HARD}


class _Node:
    """Statistics of one edge of the shared tree (and the node it leads to)."""

    __slots__ = ("children", "visits", "avail", "totals", "mover")

    def __init__(self, players: int, mover: Seat = -1) -> None:
        self.children: dict[tuple[Seat, Action], _Node] = {}
        self.visits = 0
        self.avail = 1
        self.totals = [0.0] * players
        self.mover = mover  # the seat whose choice this edge is (-1 for the root)


def _step(state: GameState, seat: Seat, action: Action) -> None:
    """Apply an action taken from ``legal_actions``: skip the re-check ``apply`` makes,
    which would cost as much as generating the actions again."""
    state._irreversible = False
    state._apply(seat, action)
    state.history.append((seat, action))


class _Scale:
    """Maps raw rewards to [0, 1]: fixed for competitive rewards, running min/max for scores."""

    __slots__ = ("fixed", "low", "high")

    def __init__(self, fixed: bool) -> None:
        self.fixed = fixed
        self.low = math.inf
        self.high = -math.inf

    def see(self, values: tuple[float, ...] | list[float]) -> None:
        if self.fixed:
            return
        for v in values:
            if v < self.low:
                self.low = v
            if v > self.high:
                self.high = v

    def __call__(self, mean: float) -> float:
        if self.fixed:
            return mean
        if self.high <= self.low:
            return 0.5
        return (mean - self.low) / (self.high - self.low)


def scores_are_the_goal(state: GameState) -> bool:
    """Solitaire and cooperative games: placing says nothing, the score is what counts."""
    return state.players == 1 or state.cooperative


def outcome_reward(state: GameState, outcome: Outcome) -> tuple[float, ...]:
    if scores_are_the_goal(state):
        if outcome.team_score is not None:
            return tuple(float(outcome.team_score) for _ in range(state.players))
        if state.cooperative:
            shared = sum(outcome.scores) / len(outcome.scores)
            return tuple(shared for _ in range(state.players))
        return tuple(float(s) for s in outcome.scores)
    return outcome.rewards()


class ISMCTSBot:
    """A computer player that searches determinizations of what its seat knows."""

    def __init__(self, seed: int = 0, budget: Budget = NORMAL, name: str = "normal") -> None:
        self.name = name
        self.budget = budget
        self.rng = random.Random(seed)
        self.last_iterations = 0  # for benchmarks and tests

    def choose(self, state: GameState, seat: Seat) -> Action:
        actions = legal_choices(state, seat)
        if len(actions) == 1:
            self.last_iterations = 0
            return actions[0]
        root = self.search(state, seat)
        ranked = [
            (child.visits, child.totals[seat], -i, action)
            for i, ((mover, action), child) in enumerate(root.children.items())
            if mover == seat and action in actions
        ]
        if not ranked:  # a budget too small to try any of the real actions
            return actions[self.rng.randrange(len(actions))]
        return max(ranked)[3]

    def search(self, state: GameState, seat: Seat) -> _Node:
        knowledge = knowledge_for(state.id)
        players = state.players
        scale = _Scale(fixed=not scores_are_the_goal(state))
        root = _Node(players)
        started = time.perf_counter()
        deadline = started + self.budget.seconds
        c = self.budget.exploration
        rng = self.rng
        fair = knowledge.fair_opponents and state.hidden_information and players > 1
        others = [s for s in range(players) if s != seat]
        iterations = 0
        while iterations < self.budget.iterations:
            if iterations:
                now = time.perf_counter()
                # Stop when one more iteration of the usual length would overrun the cap.
                if now + (now - started) / iterations >= deadline:
                    break
            iterations += 1
            det = state.determinize(seat, rng)
            # Whose statistics this iteration feeds: everybody's, or with fair opponents
            # one seat's, in a world sampled from what that seat knows.
            learner = -1
            if fair:
                learner = seat if rng.random() < 0.5 else others[rng.randrange(len(others))]
                if learner != seat:
                    det = det.determinize(learner, rng)
            node = root
            path = [root]
            while not det.is_over():
                mover = self._mover(det.to_act(), seat, rng)
                legal = det.legal_actions(mover)
                untried = []
                available = []
                children = node.children
                counts = learner < 0 or mover == learner
                for action in legal:
                    child = children.get((mover, action))
                    if child is None or child.visits == 0:
                        untried.append(action)
                    else:
                        if counts:
                            child.avail += 1
                        available.append((action, child))
                if untried:
                    action = untried[rng.randrange(len(untried))]
                    child = children.get((mover, action))
                    if child is None:
                        child = children[(mover, action)] = _Node(players, mover)
                    _step(det, mover, action)
                    path.append(child)
                    break
                action, node = self._select(available, mover, c, scale)
                _step(det, mover, action)
                path.append(node)
            rewards = self._rollout(det, knowledge, rng, deadline if iterations > 1 else math.inf)
            if rewards is None:  # out of time in the middle of a long rollout: drop that iteration
                iterations -= 1
                break
            scale.see(rewards)
            for visited in path:
                if learner >= 0 and visited.mover != learner:
                    continue
                visited.visits += 1
                totals = visited.totals
                for i in range(players):
                    totals[i] += rewards[i]
        self.last_iterations = iterations
        return root

    @staticmethod
    def _mover(seats: tuple[Seat, ...], observer: Seat, rng: random.Random) -> Seat:
        if len(seats) == 1:
            return seats[0]
        if observer in seats:
            return observer
        return seats[rng.randrange(len(seats))]

    @staticmethod
    def _select(available: list[tuple[Action, _Node]], mover: Seat, c: float, scale: _Scale) -> tuple[Action, _Node]:
        best = None
        best_value = -math.inf
        for action, child in available:
            value = scale(child.totals[mover] / child.visits) + c * math.sqrt(math.log(child.avail) / child.visits)
            if value > best_value:
                best_value = value
                best = (action, child)
        assert best is not None
        return best

    @staticmethod
    def _rollout(state: GameState, knowledge: GameKnowledge, rng: random.Random,
                 deadline: float) -> tuple[float, ...] | None:
        cutoff = knowledge.rollout_cutoff if knowledge.evaluate is not None else ROLLOUT_SAFETY_CAP
        policy = knowledge.rollout_policy
        steps = 0
        while not state.is_over():
            if steps >= cutoff:
                if knowledge.evaluate is not None:
                    return tuple(knowledge.evaluate(state))
                return tuple(0.5 for _ in range(state.players))
            seats = state.to_act()
            mover = seats[0] if len(seats) == 1 else seats[rng.randrange(len(seats))]
            legal = state.legal_actions(mover)
            action = policy(state, mover, legal, rng) if policy else legal[rng.randrange(len(legal))]
            _step(state, mover, action)
            steps += 1
            if steps & 31 == 0 and time.perf_counter() > deadline:
                return None
        outcome = state.outcome()
        assert outcome is not None
        return outcome_reward(state, outcome)
