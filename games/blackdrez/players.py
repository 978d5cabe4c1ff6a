"""BlackDrez's computer players. They read only their seat's view (everything dealt is face up, and the
view counts the cards of each figure left in the deck) and the legal actions; the one thing they do
not see, the order of the deck, they sample with ``state.determinize(seat)``, which reorders it.

- Easy plays by rule of thumb: draws while its total is low (6 or less with every Joker at 1),
  stands on 7 or more when everyone is tied, otherwise withdraws. It keeps its Jokers as dealt.
- Normal counts the deck: it draws while at most 65% of the cards left would take it over 11
  (every Joker at 1), stands on 8 or more when everyone is tied, otherwise withdraws. (The best reply
  to random play, with two players, is a measuring tool's player, not Normal: ``reply-random`` in
  ``games.blackdrez.ceiling``, see docs/AI.md, BlackDrez session 14.)
- Hard is the best reply to players who count as Normal does (``Reckoning``): with two left in the
  round it reckons the round exactly from the view, every legal choice of its own (Jokers included)
  and every figure the next card may be (weighted by the cards of each figure left, which the view
  counts: the deck's order is never read), the other taken to play Normal's counting rule. With two
  players it plays for the game: a round's end is worth the chance of winning from the piles it
  leaves (``win_chance``). With three or more in the round it tries each choice on sampled orders
  of the deck, the round played out by Normal's rule for everyone, and keeps the best.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from game.ai.player import LevelPlayer
from game.core import Action, GameState, Seat
from games.blackdrez.engine import ELEVEN, JOKER_HIGH, JOKER_LOW, BlackDrez, joker_count, low_total, value
from games.blackdrez.view import (
    ACTIVE,
    DRAW,
    JOKERS,
    PHASE_PLAY,
    PHASE_ROUND_OVER,
    STAND,
    WITHDRAW,
    BlackDrezView,
)


@dataclass(frozen=True)
class Level:
    worlds: int  # deck orders sampled per legal action (0: rule of thumb only)
    risk: float  # the counting rule draws while the chance of going over 11 is at most this
    whole: bool = False  # play every sampled world out to the end of the game, not of the round
    slip: float = 0.0  # how often the others are imagined to play any legal move at all
    reckon: bool = False  # with two in the round, reckon it exactly as the best reply to counting players
    for_game: bool = True  # with two players, the reckoning weighs the chance of winning the game


EASY = Level(worlds=0, risk=0.0)
NORMAL = Level(worlds=0, risk=0.65)
HARD = Level(worlds=24, risk=0.65, reckon=True)


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


# A seat in a round, as the reckoning sees it: (total with every Joker at 1, Jokers, Jokers counted
# at 6, cards). Actions in the reckoning: "draw", "withdraw", "stand" or the Jokers to count at 6.
Seat4 = tuple[int, int, int, int]
Move = str | int
FACES = (1, 2, 3, 4, 5, 1)  # each figure's points, Pawn first; the Joker at 1
MOVES: dict[Move, Action] = {DRAW: Action(DRAW), WITHDRAW: Action(WITHDRAW), STAND: Action(STAND)}


def _points(seat: Seat4) -> int:
    return seat[0] + (JOKER_HIGH - JOKER_LOW) * seat[2]


class Reckoning:
    """Hard's reckoning of a round with two seats left in it: the best reply to players who count as
    Normal does. It works on the round as the view shows it, reduced to what the rules read (each of
    the two seats' total with its Jokers at 1, its Jokers, how many count 6, its cards; the cards of
    each figure left in the deck; whose turn; whether one stood; whether the Jokers were changed
    this turn), so it never sees the deck's order. Its own seat tries every legal choice; the other
    is taken to play Normal's counting rule (a guess about the other, read from nothing hidden);
    every card the deck may give is weighed by the cards of its figure left. Positions met twice
    are reckoned once. The rules below are the engine's for two seats in the round (legal moves,
    D2's Jokers, D3's turn, D4's standing, D5's half): ``tests/rules/test_blackdrez_players.py``
    checks them against the engine.

    With two players it plays for the game, not the round: a round's end is worth the chance of
    winning from the piles it leaves (``win_chance``), so it takes risks when behind near the end
    and none when ahead; with more, the cards it takes less the other's, shared out among the
    ``players - 1`` others (the seats out of the round take nothing more)."""

    def __init__(self, view: BlackDrezView, me: Seat, risk: float, for_game: bool = True) -> None:
        active = [s for s in range(view.players) if view.status[s] == ACTIVE]
        assert len(active) == 2 and me in active
        self.me = me
        self.other = active[0] if active[1] == me else active[1]
        self.risk = risk
        self.players = view.players
        # the cards of the seats out of the round stay on the table for its winner
        self.dead = sum(len(view.tables[s]) for s in range(view.players) if s not in active)
        self.for_game = for_game and view.players == 2
        self.margin = view.piles[me] - view.piles[self.other]
        self.final = bool(view.rounds and view.round_number >= view.rounds)
        self.seen: dict[tuple[object, ...], float] = {}

        def reduced(seat: Seat) -> Seat4:
            cards = view.tables[seat]
            return (low_total(cards), joker_count(cards), view.jokers_high[seat], len(cards))

        self.root = (reduced(me), reduced(self.other))

    # index 0 is ``me``, 1 the other, throughout
    def best(self, view: BlackDrezView) -> Action:
        """The choice worth most to ``me`` now (its turn)."""
        turn = 0
        moves = self.moves(self.root, view.deck_figures, turn, view.switched)
        best, best_score = moves[0], float("-inf")
        for move in moves:
            score = self.after(self.root, view.deck_figures, turn, bool(view.stood), move)
            if score > best_score:
                best, best_score = move, score
        return MOVES[best] if isinstance(best, str) else Action(JOKERS, (best,))

    def moves(self, seats: tuple[Seat4, Seat4], deck: tuple[int, ...], turn: int, switched: bool) -> list[Move]:
        """The engine's legal moves for two in the round, in its order."""
        low, jokers, high, _ = seats[turn]
        moves: list[Move] = [DRAW] if sum(deck) else []
        moves.append(WITHDRAW)
        if _points(seats[0]) == _points(seats[1]):  # D4
            moves.append(STAND)
        if not switched and jokers:
            moves.extend(k for k in range(jokers + 1) if k != high and low + (JOKER_HIGH - JOKER_LOW) * k < ELEVEN)
        return moves

    def counting(self, seat: Seat4, deck: tuple[int, ...], moves: list[Move]) -> Move:
        """Normal's rule (``counting``) on the reduced round."""
        if STAND in moves and _points(seat) >= 8:
            return STAND
        if DRAW in moves:
            over = sum(count for face, count in zip(FACES, deck, strict=True) if seat[0] + face > ELEVEN)
            if over <= self.risk * sum(deck):
                return DRAW
        return WITHDRAW

    def worth(self, mine: int, others: int, deck: tuple[int, ...]) -> float:
        """What the round's end is worth to ``me`` when it takes ``mine`` cards and the other ``others``."""
        if self.for_game:
            left = sum(deck)
            return win_chance(self.margin + mine - others, left, self.final or left < 2 * self.players)
        return mine - others / (self.players - 1)

    def value(self, seats: tuple[Seat4, Seat4], deck: tuple[int, ...], turn: int, stood: bool, switched: bool) -> float:
        key = (seats, deck, turn, stood, switched)
        known = self.seen.get(key)
        if known is not None:
            return known
        moves = self.moves(seats, deck, turn, switched)
        if turn == 0:
            result = max(self.after(seats, deck, turn, stood, move) for move in moves)
        else:
            result = self.after(seats, deck, turn, stood, self.counting(seats[1], deck, moves))
        self.seen[key] = result
        return result

    def after(self, seats: tuple[Seat4, Seat4], deck: tuple[int, ...], turn: int, stood: bool, move: Move) -> float:
        """The worth after ``turn`` plays ``move``: for a draw, the average over the figures it may give."""
        pool = self.dead + seats[0][3] + seats[1][3]
        if move == DRAW:
            total = 0.0
            for index, count in enumerate(deck):
                if count:
                    rest = deck[:index] + (count - 1,) + deck[index + 1 :]
                    total += count * self.card(seats, rest, turn, index)
            return total / sum(deck)
        if move == WITHDRAW:
            kept = seats[turn][3] // 2  # D5
            return self.worth(kept, pool - kept, deck) if turn == 0 else self.worth(pool - kept, kept, deck)
        if move == STAND:
            if stood:  # the other stood already: both stood, they share (D6)
                return self.worth(pool // 2, pool // 2, deck)
            return self.value(seats, deck, 1 - turn, True, False)
        assert isinstance(move, int)
        low, jokers, _, cards = seats[turn]
        changed = (low, jokers, move, cards)
        new: tuple[Seat4, Seat4] = (changed, seats[1]) if turn == 0 else (seats[0], changed)
        following = self.next(new, turn)
        return self.value(new, deck, following, False, following == turn)

    def card(self, seats: tuple[Seat4, Seat4], deck: tuple[int, ...], turn: int, index: int) -> float:
        """``turn`` draws a card of figure ``index`` (Pawn 0, Joker 5): D2's Jokers, then 11, over, or on."""
        low, jokers, high, cards = seats[turn]
        low, cards = low + FACES[index], cards + 1
        step = JOKER_HIGH - JOKER_LOW
        if index == 5:
            jokers += 1
            if low + step * (high + 1) <= ELEVEN:
                high += 1
        pool = self.dead + seats[0][3] + seats[1][3] + 1
        if any(low + step * h == ELEVEN for h in range(jokers + 1)):
            return self.worth(pool, 0, deck) if turn == 0 else self.worth(0, pool, deck)
        if low > ELEVEN:
            return self.worth(0, pool, deck) if turn == 0 else self.worth(pool, 0, deck)
        while high > 0 and low + step * high > ELEVEN:
            high -= 1
        drawn = (low, jokers, high, cards)
        new: tuple[Seat4, Seat4] = (drawn, seats[1]) if turn == 0 else (seats[0], drawn)
        return self.value(new, deck, self.next(new, turn), False, False)

    @staticmethod
    def next(seats: tuple[Seat4, Seat4], last: int) -> int:
        """D3 for two in the round after ``last`` played (not a stand): the lower total, or ``last``
        again when tied."""
        mine, others = _points(seats[0]), _points(seats[1])
        return last if mine == others else 0 if mine < others else 1


class BlackDrezPlayer(LevelPlayer[BlackDrezView, Level]):
    """Reads only its seat's view and legal actions (``game.ai.player``); samples with ``determinize``."""

    view_type = BlackDrezView

    def __init__(self, seed: int = 0, level: Level = NORMAL, name: str = "normal") -> None:
        super().__init__(seed, level, name)

    def decide(self, state: GameState, seat: Seat, view: BlackDrezView, legal: list[Action]) -> Action:
        if not self.level.worlds:
            return counting(view, seat, legal, self.level.risk) if self.level.risk else thumb(view, seat, legal)
        in_round = sum(1 for word in view.status if word == ACTIVE)
        if self.level.reckon and view.phase == PHASE_PLAY and in_round == 2:
            # from the view alone: the deck's order is in no view
            return Reckoning(view, seat, self.level.risk, self.level.for_game).best(view)
        # three or more in the round: sampled orders of the deck
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
