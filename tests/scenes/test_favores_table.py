"""The Favores table: built from a seat's view, clicks become legal actions, secrets stay hidden."""

import types

from table_helpers import build as build_table
from table_helpers import click as click_table
from table_helpers import display  # noqa: F401 (autouse fixture)

from game.core import Action
from games.favores.engine import Favores
from games.favores.table import FavoresTable
from scenes.tables import TABLES
from scenes.widgets.base import find_widget


def build(state: Favores, seat, lang="en"):
    table = FavoresTable(types.SimpleNamespace(lang=lang))
    widgets, legal = build_table(state, seat, table, (960, 640))
    return table, widgets, legal


def click(state: Favores, seat: int, name: str) -> Action:
    action = click_table(state, seat, name, FavoresTable(types.SimpleNamespace(lang="en")), (960, 640))
    assert action is not None  # every click in these tests is a whole action, never a selection step
    return action


def test_registered():
    assert TABLES["favores"] is FavoresTable


def test_a_turn_and_an_auction_by_clicks():
    state = Favores(3, seed=2)
    assert click(state, 0, "auction") == Action("auction")
    assert click(state, 1, "bid:3") == Action("bid", (3,))
    assert click(state, 2, "pass") == Action("pass")
    click(state, 0, "bid:4")
    assert state.collections[0] and state.gems == [1, 7, 7]
    assert click(state, 1, "add") == Action("add")


def test_only_the_viewers_identity_is_face_up():
    state = Favores(4, seed=1)
    for lang in ("en", "es"):
        _, widgets, _ = build(state, 2, lang)
        doors = {w.name: w for w in widgets if w.name.startswith("identity:")}
        assert doors["identity:2"].code == state.identities[2].code and doors["identity:2"].face_up
        assert all(w.code is None and not w.face_up for name, w in doors.items() if name != "identity:2")
    _, widgets, _ = build(state, None)
    assert all(w.code is None for w in widgets if w.name.startswith("identity:"))


def test_a_finished_game_draws_with_every_days_result():
    state = Favores(2, seed=0)
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    table, widgets, _ = build(state, 0, "es")
    assert find_widget(widgets, "day:3:0")
    assert "Fin de la partida" in table.status(state.view(0), 0, "es")
    assert len(table.seat_lines(state.view(0), "en")) == 2
