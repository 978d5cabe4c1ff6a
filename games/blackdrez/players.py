"""BlackDrez's computer players. They read only their seat's view (everything dealt is face up, and the
view counts the cards of each figure left in the deck) and the legal actions; the one thing they do
not see, the order of the deck, they sample with ``state.determinize(seat)``, which reorders it.

- Easy plays by rule of thumb: draws while its total is low (6 or less with every Joker at 1),
  stands on 7 or more when everyone is tied, otherwise withdraws. It keeps its Jokers as dealt.
- Normal tries each legal action on sampled orders of the deck and plays the rest of the round out
  with a counting rule for everyone (draw while fewer than half the cards left in the deck would
  take the total over 11, stand on 8 or more when all are tied, else withdraw); it keeps the action
  whose round ends best for it: the cards it piles up less the others' average.
- Hard does the same on many more orders of the deck.

Only the round in play is weighed: what a round leaves in the deck changes the next little.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.core import Action, GameState, Seat
from games.blackdrez.engine import ELEVEN, BlackDrez, low_total, value
from games.blackdrez.view import DRAW, STAND, WITHDRAW, BlackDrezView


@dataclass(frozen=True)
class Level:
    worlds: int  # deck orders sampled per legal action (0: rule of thumb only)
    risk: float  # the counting rule draws while the chance of going over 11 is at most this


EASY = Level(worlds=0, risk=0.0)
NORMAL = Level(worlds=40, risk=0.5)
HARD = Level(worlds=150, risk=0.5)


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


def round_gain(state: BlackDrez, seat: Seat, before: list[int], risk: float) -> float:
    """Play the round out with the counting rule for everyone; the seat's cards piled up less the
    others' average."""
    number = state.round_number
    while not state.is_over() and state.round_number == number:
        actor = state.to_act()[0]
        legal = state.legal_actions(actor)
        state.apply(actor, _counting(state, actor, legal, risk))
    gains = [state.pile_count(s) - before[s] for s in range(state.players)]
    others = [g for s, g in enumerate(gains) if s != seat]
    return gains[seat] - sum(others) / len(others)


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
            return thumb(view, seat, legal)
        # the same view and seed give the same choice (the deck order is never read)
        rng = random.Random(f"{self.seed}|{view.round_number}|{view.tables}|{view.jokers_high}|{view.stood}")
        before = list(view.piles)
        best, best_score = legal[0], float("-inf")
        for action in legal:
            score = 0.0
            for _ in range(self.level.worlds):
                world = state.determinize(seat, rng)
                assert isinstance(world, BlackDrez)
                world.apply(seat, action)
                score += round_gain(world, seat, before, self.level.risk)
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
