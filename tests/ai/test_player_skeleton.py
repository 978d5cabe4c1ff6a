"""The skeleton every game's own player is written on (game/ai/player.py): the view, what the player
notes of it, the one legal move without thought, else the game's ``decide``."""

from __future__ import annotations

from typing import Any

import pytest

from game.ai.player import LevelPlayer, ViewPlayer
from game.core import Action, GameState, Seat
from game.view import View

A, B = Action("a"), Action("b")


class OnlyViews:
    """A stand-in for a state that answers its seat's view and nothing else (as the never-peek guard)."""

    def __init__(self, *legal: Action) -> None:
        self.legal = legal

    def view(self, seat: Seat) -> View:
        return View(seat=seat, to_act=(seat,) if self.legal else (), legal=self.legal)


class Noting(LevelPlayer[View, int]):
    view_type = View

    def __init__(self) -> None:
        super().__init__(7, 2, "noting")
        self.seen: list[tuple[Action, ...]] = []
        self.decided = 0

    def observe(self, view: View, seat: Seat) -> None:
        self.seen.append(view.legal)

    def decide(self, state: GameState, seat: Seat, view: View, legal: list[Action]) -> Action:
        self.decided += 1
        return legal[-1]


def choose(player: ViewPlayer[Any], *legal: Action) -> Action:
    state: Any = OnlyViews(*legal)
    return player.choose(state, 0)


def test_one_legal_move_is_played_without_thought_but_the_view_is_noted():
    player = Noting()
    assert (player.seed, player.level, player.name) == (7, 2, "noting")
    assert choose(player, A) == A and player.decided == 0
    assert choose(player, A, B) == B and player.decided == 1
    assert player.seen == [(A,), (A, B)]


def test_forced_may_ask_for_thought_on_a_lone_move():
    class Thoughtful(Noting):
        def forced(self, view: View, legal: list[Action]) -> Action | None:
            return None

    player = Thoughtful()
    assert choose(player, A) == A and player.decided == 1


def test_a_seat_with_no_legal_move_is_a_callers_error():
    with pytest.raises(ValueError, match="no legal action"):
        choose(Noting())
