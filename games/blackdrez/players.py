"""BlackDrez's computer players. They read only their seat's view (everything dealt is face up, and the
view counts the cards of each figure left in the deck) and the legal actions; the one thing they do
not see, the order of the deck, they sample with ``state.determinize(seat)``, which reorders it.

- Easy plays by rule of thumb: draws while its total is low (6 or less with every Joker at 1),
  stands on 7 or more when everyone is tied, otherwise withdraws. It keeps its Jokers as dealt.
- Normal counts the deck: it draws while at most 65% of the cards left would take it over 11
  (every Joker at 1), stands on 8 or more when everyone is tied, otherwise withdraws.
- Hard is the best reply to players who count as Normal does (``Reply``): with two left in the
  round it reckons the round exactly, every legal choice of its own and every figure the next
  card may be (weighted by the cards of each figure left, which the view counts: the deck's order is
  never read), the others taken to play Normal's counting rule. With two players it plays for the
  game: a round's end is worth the chance of winning from the piles it leaves (``win_chance``).
  With more in the round, or past its budget of positions, it tries each choice on sampled orders
  of the deck, the round played out by Normal's rule for everyone, and keeps the best.
"""

from __future__ import annotations

import math
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
    reply: int = 0  # positions the best reply to counting players may reckon (0: none)
    for_game: bool = True  # with two players, the reply weighs the chance of winning the game


EASY = Level(worlds=0, risk=0.0)
NORMAL = Level(worlds=0, risk=0.65)
HARD = Level(worlds=24, risk=0.65, reply=20000)


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


SPREAD = 3.8  # the variance of the rest of a game's margin, per card left in the deck (measured)


def win_chance(margin: int, left: int, over: bool) -> float:
    """A two-player game's worth to a seat ``margin`` cards ahead once a round ends: 1, 1/2 or 0 when
    the game is over, else the chance of staying ahead (a draw half), the rest of the game's margin
    taken as normal with variance ``SPREAD`` a card left in the deck (normal against normal, 300
    games: 3.2-4.2 whatever the cards left)."""
    if over or left <= 0:
        return 1.0 if margin > 0 else 0.5 if margin == 0 else 0.0
    return 0.5 * (1.0 + math.erf(margin / math.sqrt(2.0 * SPREAD * left)))


class Reply:
    """Hard's reckoning of the round in play: the best reply to players who count as Normal does.
    Its own seat tries every legal choice; every other seat is taken to play Normal's counting rule
    (a guess about the others, read from nothing hidden); every card the deck may give is weighed by
    the cards of each figure left, which the view counts (the deck's order is never read). With two
    players it plays for the game, not the round: what a round's end is worth is the chance of
    winning with the piles as they then stand (``win_chance``), so it takes risks when behind near
    the end and none when ahead; with more, the cards it piles up less the others' average. Past
    ``budget`` positions it gives up (None)."""

    def __init__(self, me: Seat, budget: int, risk: float, for_game: bool = True) -> None:
        self.me = me
        self.budget = budget
        self.risk = risk
        self.for_game = for_game
        self.seen: dict[tuple[object, ...], float] = {}
        self.before: list[int] = []

    def key(self, state: BlackDrez) -> tuple[object, ...]:
        seats = tuple(
            (low_total(cards), joker_count(cards), state.high[s], len(cards), state.status[s], state.pile_count(s))
            for s in range(state.players)
            for cards in (state.table(s),)
        )
        deck = [0] * 7
        for card in state.cards.cards("deck"):
            deck[card.figure or 0] += 1
        return (seats, tuple(deck), state.turn, state.last_actor, tuple(state.stood), state.switched)

    def worth(self, state: BlackDrez) -> float:
        """What the round's end is worth to ``me``."""
        n = state.players
        piles = [state.pile_count(s) for s in range(n)]
        if state.phase == PHASE_ROUND_OVER and state.results:
            piles = [p + t for p, t in zip(piles, state.results[-1].taken, strict=True)]
        if n == 2 and self.for_game:
            left = state.cards.count("deck")
            over = left < 2 * n or bool(state.rounds and state.round_number >= state.rounds)
            return win_chance(piles[self.me] - piles[1 - self.me], left, over)
        gains = [p - b for p, b in zip(piles, self.before, strict=True)]
        return gains[self.me] - (sum(gains) - gains[self.me]) / (n - 1)

    def best(self, state: BlackDrez, legal: list[Action]) -> Action | None:
        """The choice worth most to ``me`` at the root, or None past the budget."""
        self.before = [state.pile_count(s) for s in range(state.players)]
        best, best_score = None, float("-inf")
        for action in legal:
            score = self.after(state, self.me, action)
            if score is None:
                return None
            if score > best_score:
                best, best_score = action, score
        return best

    def value(self, state: BlackDrez) -> float | None:
        if state.phase != PHASE_PLAY:
            return self.worth(state)
        key = self.key(state)
        known = self.seen.get(key)
        if known is not None:
            return known
        if len(self.seen) >= self.budget:
            return None
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        result: float | None
        if seat == self.me:
            result = float("-inf")
            for action in legal:
                score = self.after(state, seat, action)
                if score is None:
                    return None
                result = max(result, score)
        else:
            action = legal[0] if len(legal) == 1 else _counting(state, seat, legal, self.risk)
            result = self.after(state, seat, action)
            if result is None:
                return None
        self.seen[key] = result
        return result

    def after(self, state: BlackDrez, seat: Seat, action: Action) -> float | None:
        """The worth after ``action``: for a draw, the average over the figures the card may be."""
        if action.kind != DRAW:
            trial = state.clone(scratch=True)
            trial.apply(seat, action)
            return self.value(trial)
        deck = list(state.cards.cards("deck"))
        firsts: dict[object, int] = {}
        counts: dict[object, int] = {}
        for index, card in enumerate(deck):
            firsts.setdefault(card.figure, index)
            counts[card.figure] = counts.get(card.figure, 0) + 1
        total = 0.0
        for figure, index in firsts.items():
            trial = state.clone(scratch=True)
            trial.cards.replace("deck", deck[:index] + deck[index + 1 :] + [deck[index]])  # that card on top
            trial.apply(seat, action)
            rest = self.value(trial)
            if rest is None:
                return None
            total += counts[figure] / len(deck) * rest
        return total


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
        if self.level.reply and isinstance(state, BlackDrez) and view.phase == PHASE_PLAY and in_round <= 2:
            # on a copy whose deck is a sampled order of the same cards: the reply reads only the
            # figures' counts, never the order. Two in the round: 0.008 s CPU median, never past the
            # budget; with three, 4,000 positions were not enough in 18 of 30 early choices (0.25 s
            # each, wasted), so three or more sample
            rng = random.Random(f"{self.seed}|{view.round_number}|{view.tables}")
            world = state.determinize(seat, rng)
            assert isinstance(world, BlackDrez)
            chosen = Reply(seat, self.level.reply, self.level.risk, self.level.for_game).best(world, legal)
            if chosen is not None:
                return chosen
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
