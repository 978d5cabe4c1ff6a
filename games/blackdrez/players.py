"""BlackDrez's computer players. They read only their seat's view (everything dealt is face up, and the
view counts the cards of each figure left in the deck) and the legal actions; the one thing they do
not see, the order of the deck, they sample with ``state.determinize(seat)``, which reorders it.

- Easy plays by rule of thumb: draws while its total is low (6 or less with every Joker at 1),
  stands on 7 or more when everyone is tied, otherwise withdraws. It keeps its Jokers as dealt.
- Normal counts the deck: it draws while at most 65% of the cards left would take it over 11
  (every Joker at 1), stands on 8 or more when everyone is tied, otherwise withdraws.
- Hard reckons the round exactly when three or fewer are left in it: every legal choice, and
  every figure the next card may be (weighted by the cards of each figure left), each seat taken
  to choose what gives it most cards less the others' average (``Solver``, on a copy whose deck
  is a sampled order: only the figures' counts matter). With more in the round, or past its
  budget of positions, it tries each choice on sampled orders of the deck, the round played out
  by Normal's rule for everyone, and keeps the best.

Only the round in play is weighed: what a round leaves in the deck changes the next little.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.core import Action, GameState, Seat
from games.blackdrez.engine import ELEVEN, BlackDrez, joker_count, low_total, value
from games.blackdrez.view import DRAW, PHASE_PLAY, PHASE_ROUND_OVER, STAND, WITHDRAW, BlackDrezView


@dataclass(frozen=True)
class Level:
    worlds: int  # deck orders sampled per legal action (0: rule of thumb only)
    risk: float  # the counting rule draws while the chance of going over 11 is at most this
    whole: bool = False  # play every sampled world out to the end of the game, not of the round
    slip: float = 0.0  # how often the others are imagined to play any legal move at all
    solve: int = 0  # positions hard may reckon exactly (0: none)


EASY = Level(worlds=0, risk=0.0)
NORMAL = Level(worlds=0, risk=0.65)
HARD = Level(worlds=24, risk=0.65, solve=4000)


def bust_chance(low: int, deck_figures: tuple[int, ...]) -> float:
    """The chance that the next card takes a total of ``low`` (Jokers at 1) over 11, from the cards of
    each figure left in the deck (Pawn first; a Joker counts 1)."""
    left = sum(deck_figures)
    if not left:
        return 1.0
    over = sum(count for face, count in enumerate(deck_figures, start=1) if face != 6 and low + face > ELEVEN)
    return over / left


def thumb(view: BlackDrezView, seat: Seat, legal: list[Action]) -> Action:
    """Easy's rule: draw on a low total, stand when tied on 7 or more, else withdraw."""
    low = low_total(view.tables[seat])
    points = view.totals[seat]
    kinds = {a.kind: a for a in legal}
    if STAND in kinds and points >= 7:
        return kinds[STAND]
    if DRAW in kinds and low <= 6:
        return kinds[DRAW]
    return kinds.get(WITHDRAW, legal[0])


def counting(view: BlackDrezView, seat: Seat, legal: list[Action], risk: float) -> Action:
    """Normal's rule, from the view: stand on 8 or more when everyone is tied; draw while the chance
    that the next card takes the total over 11 (counted from the cards left in the deck, every
    Joker at 1) is at most ``risk``; else withdraw. It keeps its Jokers as they came."""
    kinds = {a.kind: a for a in legal}
    if STAND in kinds and view.totals[seat] >= 8:
        return kinds[STAND]
    if DRAW in kinds and bust_chance(low_total(view.tables[seat]), view.deck_figures) <= risk:
        return kinds[DRAW]
    return kinds.get(WITHDRAW, legal[0])


def _counting(state: BlackDrez, seat: Seat, legal: list[Action], risk: float) -> Action:
    """The counting rule, on a (sampled) state: quick, for playing rounds out."""
    cards = state.table(seat)
    kinds = {a.kind: a for a in legal}
    if STAND in kinds and state._total(seat) >= 8:
        return kinds[STAND]
    if DRAW in kinds:
        low = low_total(cards)
        deck = state.cards.cards("deck")
        over = sum(1 for card in deck if low + value(card) > ELEVEN)
        if over <= risk * len(deck):
            return kinds[DRAW]
    return kinds.get(WITHDRAW, legal[0])


def round_gain(
    state: BlackDrez, seat: Seat, before: list[int], risk: float, whole: bool = False, slip: float = 0.0
) -> float:
    """Play the round out (``whole``: the game) with the counting rule for everyone; the seat's
    cards piled up less the others' average (``whole``: its share of the win, with the margin as a
    tie-break)."""
    number = state.round_number
    while not state.is_over() and (whole or state.round_number == number or state.phase == PHASE_ROUND_OVER):
        actor = state.to_act()[0]
        legal = state.legal_actions(actor)
        if len(legal) == 1:
            action = legal[0]
        elif actor != seat and slip and state.rng.random() < slip:
            action = state.rng.choice(legal)  # the others are not perfect: now and then, anything
        else:
            action = _counting(state, actor, legal, risk)
        state.apply(actor, action)
    gains = [state.pile_count(s) - before[s] for s in range(state.players)]
    others = [g for s, g in enumerate(gains) if s != seat]
    margin = gains[seat] - sum(others) / len(others)
    if whole:
        outcome = state.outcome()
        assert outcome is not None
        return outcome.rewards()[seat] + 0.002 * margin
    return margin


class Solver:
    """Hard's reckoning of a round by expectimax: every legal choice, and every figure the next card
    may be (weighted by the cards of each figure left in the deck, which the view counts: the order
    of the deck is never read), played on copies of the game to the round's end. Each seat is taken
    to choose what gives it most cards less the others' average. Positions met twice are reckoned
    once (the colours of the cards do not matter, nor which seat holds the dealer's button beyond
    whose turn it is). Past ``budget`` positions it gives up (None) and the caller plays Normal's rule."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.seen: dict[tuple[object, ...], tuple[float, ...]] = {}

    def key(self, state: BlackDrez) -> tuple[object, ...]:
        seats = tuple(
            (low_total(cards), joker_count(cards), state.high[s], len(cards), state.status[s])
            for s in range(state.players)
            for cards in (state.table(s),)
        )
        deck = [0] * 7
        for card in state.cards.cards("deck"):
            deck[card.figure or 0] += 1
        return (seats, tuple(deck), state.turn, state.last_actor, tuple(state.stood), state.switched, state.phase)

    def value(self, state: BlackDrez) -> tuple[float, ...] | None:
        """The cards each seat is expected to add to its pile from here to the round's end."""
        n = state.players
        if state.phase != PHASE_PLAY:
            if state.phase == PHASE_ROUND_OVER and state.results:
                return tuple(float(t) for t in state.results[-1].taken)
            return (0.0,) * n
        key = self.key(state)
        known = self.seen.get(key)
        if known is not None:
            return known
        if len(self.seen) >= self.budget:
            return None
        seat = state.to_act()[0]
        best: tuple[float, ...] | None = None
        best_score = float("-inf")
        for action in state.legal_actions(seat):
            result = self.after(state, seat, action)
            if result is None:
                return None
            score = result[seat] - (sum(result) - result[seat]) / (n - 1)
            if score > best_score:
                best, best_score = result, score
        assert best is not None
        self.seen[key] = best
        return best

    def after(self, state: BlackDrez, seat: Seat, action: Action) -> tuple[float, ...] | None:
        """The value after ``action``: for a draw, the average over the figures the card may be."""
        n = state.players
        if action.kind != DRAW:
            trial = state.clone(scratch=True)
            before = [trial.pile_count(s) for s in range(n)]
            trial.apply(seat, action)
            rest = self.value(trial)
            if rest is None:
                return None
            return tuple(rest[s] + trial.pile_count(s) - before[s] for s in range(n))
        deck = list(state.cards.cards("deck"))
        firsts: dict[object, int] = {}
        counts: dict[object, int] = {}
        for index, card in enumerate(deck):
            firsts.setdefault(card.figure, index)
            counts[card.figure] = counts.get(card.figure, 0) + 1
        total = [0.0] * n
        for figure, index in firsts.items():
            weight = counts[figure] / len(deck)
            trial = state.clone(scratch=True)
            order = deck[:index] + deck[index + 1 :] + [deck[index]]  # that card on top
            trial.cards.replace("deck", order)
            trial.apply(seat, action)
            rest = self.value(trial)
            if rest is None:
                return None
            for s in range(n):
                total[s] += weight * rest[s]
        return tuple(total)


class BlackDrezPlayer:
    """Reads only ``state.view(seat)`` and ``state.legal_actions(seat)``; samples with ``determinize``."""

    def __init__(self, seed: int = 0, level: Level = NORMAL, name: str = "normal") -> None:
        self.seed = seed
        self.level = level
        self.name = name

    def choose(self, state: GameState, seat: Seat) -> Action:
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        view = state.view(seat)
        assert isinstance(view, BlackDrezView)
        if not self.level.worlds:
            return counting(view, seat, legal, self.level.risk) if self.level.risk else thumb(view, seat, legal)
        in_round = sum(1 for word in view.status if word == "active")
        if self.level.solve and isinstance(state, BlackDrez) and view.phase == PHASE_PLAY and in_round <= 3:
            # the deck's order is what the solver must not read: it reckons on a copy whose deck is
            # a sampled order of the same cards (the view's counts), and only by figure
            rng = random.Random(f"{self.seed}|{view.round_number}|{view.tables}")
            world = state.determinize(seat, rng)
            assert isinstance(world, BlackDrez)
            solver = Solver(self.level.solve)
            best, best_score = None, float("-inf")
            n = view.players
            for action in legal:
                result = solver.after(world, seat, action)
                if result is None:
                    best = None
                    break
                score = result[seat] - (sum(result) - result[seat]) / (n - 1)
                if score > best_score:
                    best, best_score = action, score
            if best is not None:
                return best
        # too many in the round, or too many positions to reckon: sampled orders of the deck
        # the same view and seed give the same choice (the deck order is never read)
        rng = random.Random(f"{self.seed}|{view.round_number}|{view.tables}|{view.jokers_high}|{view.stood}")
        before = list(view.piles)
        # the same sampled orders of the deck for every action: the actions are compared on equal luck
        worlds: list[BlackDrez] = []
        for _ in range(self.level.worlds):
            sampled = state.determinize(seat, rng)
            assert isinstance(sampled, BlackDrez)
            worlds.append(sampled)
        best, best_score = legal[0], float("-inf")
        for action in legal:
            score = 0.0
            for world in worlds:
                trial = world.clone(scratch=True)
                trial.apply(seat, action)
                score += round_gain(trial, seat, before, self.level.risk, self.level.whole, self.level.slip)
            if score > best_score:
                best, best_score = action, score
        return best


def make_easy(seed: int = 0) -> BlackDrezPlayer:
    return BlackDrezPlayer(seed, EASY, "easy")


def make_normal(seed: int = 0) -> BlackDrezPlayer:
    return BlackDrezPlayer(seed, NORMAL, "normal")


def make_hard(seed: int = 0) -> BlackDrezPlayer:
    return BlackDrezPlayer(seed, HARD, "hard")


__all__ = ["bust_chance", "make_easy", "make_hard", "make_normal"]
