"""The one rule every computer player starts from: choose among the seat's legal actions.

Kept apart from ``game.ai.base``, which registers the search bots when imported (and so
imports the search): the search itself needs this rule, and importing it from ``base``
made ``import game.ai.mcts`` circular."""

from __future__ import annotations

from game.core import Action, GameState, Seat


def legal_choices(state: GameState, seat: Seat) -> list[Action]:
    """The actions a player may choose from; a seat asked to choose with none is a caller's error."""
    actions = state.legal_actions(seat)
    if not actions:
        raise ValueError(f"seat {seat} has no legal action")
    return actions
