"""The skeleton of a game's own computer player, written once: read the seat's view, take the one
legal move without thought, else ``decide``.

A game's player (``games/<id>/players.py``) extends ``ViewPlayer`` with its view's class and writes
only what is its own: ``decide`` (and, when it remembers what it is shown, ``observe``; when a turn
with one legal move still asks for thought, ``forced``; a measuring tool's player that is told more
than its seat sees, ``view_of``). ``LevelPlayer`` adds the constructor most of them share: a seed, a
level (the game's own value saying how strong) and a name.

Why a view: a computer player sees only what its seat may know (``docs/AI.md``; the never-peek
tests hand it the true state behind a guard that answers only ``view``, ``legal_actions`` and
``determinize`` for its own seat). The view's ``legal`` is the seat's legal actions, in the rules'
order (``game.view.turn_fields``), so the skeleton asks the state for nothing else.
"""

from __future__ import annotations

from typing import Generic, TypeVar

from game.core import Action, GameState, Seat
from game.view import View

V = TypeVar("V", bound=View)
L = TypeVar("L")


def seat_view(state: GameState, seat: Seat, kind: type[V]) -> V:
    """``state.view(seat)``, checked to be the game's view class (a player reads its fields)."""
    view = state.view(seat)
    assert isinstance(view, kind), f"{type(view).__name__} is not a {kind.__name__}"
    return view


class ViewPlayer(Generic[V]):
    """A computer player that chooses from its seat's view (``view_type``) and legal actions alone.
    A subclass sets ``name`` and ``view_type`` and writes ``decide``."""

    name: str
    view_type: type[V]

    def choose(self, state: GameState, seat: Seat) -> Action:
        view = self.view_of(state, seat)
        self.observe(view, seat)
        legal = list(view.legal)
        if not legal:
            raise ValueError(f"seat {seat} has no legal action")  # as ``game.ai.choices.legal_choices``
        move = self.forced(view, legal)
        if move is not None:
            return move
        return self.decide(state, seat, view, legal)

    def view_of(self, state: GameState, seat: Seat) -> V:
        """The view it chooses from: its seat's (a measuring tool's player that peeks says so here)."""
        return seat_view(state, seat, self.view_type)

    def observe(self, view: V, seat: Seat) -> None:
        """What the player notes of every view it is shown, a turn with one legal move too (default:
        nothing): a player that learns from the game keeps its memory here."""

    def forced(self, view: V, legal: list[Action]) -> Action | None:
        """The move to make without thought, or None to ``decide``: the one legal move (default)."""
        return legal[0] if len(legal) == 1 else None

    def decide(self, state: GameState, seat: Seat, view: V, legal: list[Action]) -> Action:
        """The player's choice among ``legal`` (two or more, unless ``forced`` says otherwise). The
        state may be asked only what the seat may ask: ``determinize(seat, rng)`` for sampled worlds."""
        raise NotImplementedError


class LevelPlayer(ViewPlayer[V], Generic[V, L]):
    """A ``ViewPlayer`` made of a seed, a level (the game's own value of how it plays) and a name."""

    def __init__(self, seed: int, level: L, name: str) -> None:
        self.seed = seed
        self.level = level
        self.name = name
