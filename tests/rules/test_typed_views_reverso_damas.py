"""Reverso's and Damas' typed views (issue 15): frozen values holding tuples, the common fields
filled as the contract says, named actions that round-trip, tables that import no engine, and
engines that speak in messages."""

from __future__ import annotations

import dataclasses
import random

import pytest

from game.ai.base import RandomBot
from game.core import Action
from game.text import Msg, render
from game.view import Event, View
from games.damas import view as damas_view
from games.damas.engine import Damas
from games.reverso import view as reverso_view
from games.reverso.engine import Reverso

GAMES = {"reverso": Reverso, "damas": Damas}
# What a table may import: its game's view and texts, the contract's values, and the shared screens.


def playout(cls, seed: int, limit: int = 400):
    """Every state of a random game, with the seat that moved into it."""
    state = cls(2, seed)
    bot = RandomBot(seed)
    yield state
    for _ in range(limit):
        if state.is_over():
            return
        seat = state.to_act()[0]
        state.apply(seat, bot.choose(state, seat))
        yield state


def immutable(value: object, where: str) -> None:
    """No list, dict or set anywhere in a view: tuples and frozen dataclasses only."""
    assert not isinstance(value, (list, dict, set)), f"{where} is a {type(value).__name__}"
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        assert type(value).__dataclass_params__.frozen, f"{where} is not frozen"
        for field in dataclasses.fields(value):
            immutable(getattr(value, field.name), f"{where}.{field.name}")
    elif isinstance(value, tuple):
        for i, item in enumerate(value):
            immutable(item, f"{where}[{i}]")


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_view_is_a_frozen_view_with_the_common_fields(game_id):
    for seed in range(3):
        for state in playout(GAMES[game_id], seed):
            for seat in (0, 1, None):
                view = state.view(seat)
                assert isinstance(view, View)
                immutable(view, "view")
                view.to_json()
                assert view.seat == seat and view.to_act == state.to_act() and view.over == state.is_over()
                acting = seat is not None and seat in state.to_act()
                assert view.legal == (tuple(state.legal_actions(seat)) if acting else ())
                # The last move comes from the position itself, so a game going on from a snapshot
                # shows it too; it is the history's last entry.
                assert view.last == (Event(*state.history[-1]) if state.history else None)
            # Nothing is secret: every seat sees what a spectator sees, its own moves aside.
            public = [dataclasses.replace(state.view(s), seat=None, legal=()) for s in (0, 1)]
            assert public[0] == public[1] == state.view(None)


def test_reverso_actions_round_trip():
    for row in range(reverso_view.SIZE):
        for col in range(reverso_view.SIZE):
            action = reverso_view.place(row, col)
            assert reverso_view.is_place(action) and reverso_view.place_square(action) == (row, col)
            assert Action.decode(action.encode()) == action
    assert not reverso_view.is_place(reverso_view.PASS)
    state = Reverso(2, 0)
    assert {reverso_view.place_square(a) for a in state.legal_actions(state.to_act()[0])} == set(state.view(None).hints)


def test_damas_actions_round_trip():
    a, b, c = (6, 1), (4, 3), (2, 5)
    assert damas_view.action_squares(damas_view.step(a, b)) == (a, b)
    assert damas_view.action_squares(damas_view.jump(a, b, c)) == (a, b, c)
    assert damas_view.blow_square(damas_view.blow(b)) == b
    for action in (damas_view.step(a, b), damas_view.jump(a, b, c), damas_view.blow(b), damas_view.FORCE):
        assert Action.decode(action.encode()) == action
    assert damas_view.square_name((9, 0)) == "a1" and damas_view.square_name((0, 9)) == "j10"
    # The engine's own actions read back the same way.
    state = Damas(2, 0)
    for action in state.legal_actions(state.to_act()[0]):
        start, end = damas_view.action_squares(action)
        assert damas_view.step(start, end) == action


def test_damas_options_carry_each_capture_and_the_last_move_what_it_took():
    rng = random.Random(5)
    seen_capture = False
    for seed in range(6):
        for state in playout(Damas, seed):
            view = state.view(None)
            if state.is_over():
                assert view.options == ()
                continue
            seat = state.to_act()[0]
            assert tuple(o.action for o in view.options) == tuple(state.legal_actions(seat))
            for option in view.options:
                if option.action.kind == "jump":
                    seen_capture = True
                    assert option.path == damas_view.action_squares(option.action)
                    assert len(option.taken) == len(option.path) - 1
            jumps = [o for o in view.options if o.action.kind == "jump"]
            if jumps and rng.random() < 0.5:
                chosen = rng.choice(jumps)
                after = state.clone()
                after.apply(seat, chosen.action)
                last = after.view(None).last_move
                assert last is not None and last.kind == "jump"
                assert last.path == chosen.path and last.taken == chosen.taken
    assert seen_capture


def test_engines_speak_in_messages():
    for cls in (Reverso, Damas):
        state = cls(2, 1)
        seat = state.to_act()[0]
        for action in state.legal_actions(seat)[:3]:
            said = state.describe(seat, action, "es")
            assert isinstance(said, Msg) and said.domain == cls.id
            assert render(said, "es") != render(said, "en")
        final = list(playout(cls, 1, 2000))[-1]
        assert final.is_over()
        assert all(isinstance(line, Msg) for line in final.outcome().detail)


def test_spoken_lines_keep_their_words():
    state = Reverso(2, 0)
    seat = state.to_act()[0]
    assert render(state.describe(seat, reverso_view.place(2, 3), "en"), "en") == "Black plays d3"
    assert render(state.describe(seat, reverso_view.place(2, 3), "es"), "es") == "negras: d3"
    assert render(state.describe(seat, reverso_view.PASS, "es"), "es") == "negras: pasa"
