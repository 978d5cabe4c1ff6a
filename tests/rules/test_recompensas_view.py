"""Recompensas' typed view: a View with no secret, the Hint and the lost cause worked out by the engine,
named actions, and a table that asks no rule."""

from __future__ import annotations

import random

from game.view import View
from games.recompensas import view as rv
from games.recompensas.engine import Recompensas, hint, still_winnable


def played(seed: int, moves: int, level: str = "normal") -> Recompensas:
    state = Recompensas(1, seed, {"level": level})
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over():
            break
        state.apply(0, rng.choice(state.legal_actions(0)))
    return state


def test_the_view_is_a_typed_view_carrying_the_hint_and_the_lost_cause():
    for seed in range(6):
        state = played(seed, 3 * seed)
        view = state.view(0)
        assert isinstance(view, rv.RecompensasView) and isinstance(view, View)
        assert view.legal == tuple(state.legal_actions(0)) and view.over == state.is_over()
        assert view.hint == (hint(state) if len(view.legal) > 1 else None)
        assert view.winnable == still_winnable(state)
        for door in rv.DOORS:
            assert [view.door(door).count(gem) for gem in rv.GEMS] == state.doors[door]
        view.to_json()


def test_twin_states_that_differ_only_in_the_deck_order_look_alike():
    for level in ("normal", "impossible"):
        state = played(5, 4, level)
        for seed in range(8):
            assert state.determinize(0, random.Random(seed)).view(0) == state.view(0)


def test_named_actions_round_trip():
    assert rv.move_of(rv.move("RL", "white")) == ("RL", "white") and rv.move("RL", "white").encode() == "move:RL,white"
    assert rv.doors_of(rv.restore("RL", "RT")) == ("RL", "RT") and rv.restore("RL", "RT").kind == "restore"
    assert rv.doors_of(rv.swap("BT", "BL")) == ("BT", "BL") and rv.swap("BT", "BL").kind == "swap"
    assert {rv.other_door_of_role(d) for d in rv.DOORS} == set(rv.DOORS)
    for seed in range(10):
        state = played(seed, seed * 2)
        for action in state.legal_actions(0):
            rebuilt = {"move": lambda a: rv.move(*rv.move_of(a)), "restore": lambda a: rv.restore(*rv.doors_of(a)),
                       "swap": lambda a: rv.swap(*rv.doors_of(a))}.get(action.kind, lambda a: a)(action)
            assert rebuilt == action


