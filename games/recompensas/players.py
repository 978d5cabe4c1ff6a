"""Recompensas (a solitaire against the deck): the player is the Hint button's judgement.

The generic search spent its second on a few hundred sampled decks and won none of 19 Normal
deals; the Hint's one-card look-ahead (``games.recompensas.engine.hint``) wins about half.
So the computer plays what the Hint button would suggest, which is also what the issue asks of
a solitaire: the Hint is the player's own move.

- normal: the Hint itself, one card ahead (about 2 ms a move);
- hard: the same judgement two cards ahead: for each action, each card that may come next,
  the best answer to it judged one card further on (an expectimax over the unseen cards, as
  the player can count them), under a time cap after which the one-card choice stands;
- easy stays the generic search (beatable, and rarely silly in a solitaire).

Both read only the seat's view (``state_from_view``): the deck's order is never looked at.
"""

from __future__ import annotations

import time

from game.ai.player import ViewPlayer
from game.core import Action, GameState, Seat
from games.recompensas.engine import (
    ROUNDS,
    Recompensas,
    _after,
    _work_left,
    hint,
    next_card_odds,
    state_from_view,
)
from games.recompensas.view import RecompensasView

HARD_SECONDS = 2.0  # past this the deeper look is dropped and the one-card choice stands


class _OutOfTime(Exception):
    pass


def _revealed(state: Recompensas, doors: dict[str, list[int]], card: str) -> Recompensas:
    """``state`` after its current card was used (leaving ``doors``) and ``card`` turned up:
    the bookkeeping of the engine's ``_next_card`` with the next card chosen, not drawn."""
    probe = object.__new__(Recompensas)
    probe.level = state.level
    probe.doors = doors
    probe.set_aside = state.set_aside
    probe.won = False
    played, markers, deck = list(state.played), list(state.markers), list(state.deck)
    if deck:
        played.append(state.current)
    else:  # the round ends with this card: the played pile is the next deck
        markers.append(state.current)
        deck, played = played, []
    if card in deck:
        deck.remove(card)
    else:  # unseen but set aside face down: the deck holds as many cards, whichever they are
        deck.pop()
    probe.played, probe.markers, probe.deck, probe.current = played, markers, deck, card
    return probe


def _round_over_for_good(state: Recompensas) -> bool:
    return not state.deck and len(state.markers) + 1 >= ROUNDS


class TwoCardsAhead:
    """Expectimax over the unseen cards, two cards deep, with the Hint's measure of a position."""

    def __init__(self, deadline: float) -> None:
        self.deadline = deadline
        self.nodes = 0

    def best_reply_value(self, state: Recompensas, depth: int) -> float:
        """The value of the best action at ``state`` (its card revealed), looking ``depth`` cards on."""
        replies = state._actions()
        if depth == 0:  # (a pass leaves the Doors as they are, which is what _after gives)
            return min(_work_left(_after(state, reply)) for reply in replies)
        return min(self.action_value(state, reply, depth) for reply in replies)

    def action_value(self, state: Recompensas, action: Action, depth: int) -> float:
        """Expected measure after ``action`` and the next card, answered as well as ``depth - 1`` cards allow."""
        self.nodes += 1
        if self.nodes % 256 == 1 and time.perf_counter() > self.deadline:  # the first node too
            raise _OutOfTime
        doors = _after(state, action)
        now = _work_left(doors)
        if now < 0 or _round_over_for_good(state):
            return now
        odds = next_card_odds(state)
        if not odds:
            return now
        total = 0.0
        for card, count in odds.items():
            total += count * self.best_reply_value(_revealed(state, doors, card), depth - 1)
        return total / sum(odds.values())


class RecompensasPlayer(ViewPlayer[RecompensasView]):
    """Plays the Hint's choice (``depth`` 1), or looks one card further (``depth`` 2), from its view
    (``game.ai.player``)."""

    view_type = RecompensasView

    def __init__(self, name: str, depth: int, seconds: float = HARD_SECONDS) -> None:
        self.name = name
        self.depth = depth
        self.seconds = seconds

    def decide(self, state: GameState, seat: Seat, view: RecompensasView, legal: list[Action]) -> Action:
        seen = state_from_view(view)  # the unseen cards in an arbitrary order
        quick = view.hint if view.hint is not None else hint(seen)  # the view carries the Hint's choice
        if self.depth <= 1:
            return quick
        search = TwoCardsAhead(time.perf_counter() + self.seconds)
        try:
            values = [(search.action_value(seen, action, self.depth), index, action)
                      for index, action in enumerate(legal)]
        except _OutOfTime:
            return quick
        return min(values)[2]


def make_normal(seed: int = 0) -> RecompensasPlayer:
    return RecompensasPlayer("normal", depth=1)


def make_hard(seed: int = 0) -> RecompensasPlayer:
    return RecompensasPlayer("hard", depth=2)
