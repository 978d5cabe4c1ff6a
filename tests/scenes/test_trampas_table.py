"""The Trampas table: built from a seat's view, clicks become legal actions, secrets stay hidden."""

import types

import pytest
from table_helpers import build as build_table
from table_helpers import click as click_table
from table_helpers import display  # noqa: F401 (autouse fixture)

from game.core import Action
from games.trampas.engine import Trampas
from games.trampas.table import TrampasTable
from scenes.tables import TABLES
from scenes.widgets.base import find_widget

PASS_ACTION = Action("pass")


def build(state: Trampas, seat, lang="en", size=(960, 640)):
    table = TrampasTable(types.SimpleNamespace(lang=lang))
    widgets, legal = build_table(state, seat, table, size)
    return table, widgets, legal


def click(state: Trampas, seat: int, name: str) -> Action:
    action = click_table(state, seat, name, TrampasTable(types.SimpleNamespace(lang="en")), (960, 640))
    assert action is not None  # every click in these tests is a whole action, never a selection step
    return action


def test_registered():
    assert TABLES["trampas"] is TrampasTable


def test_a_season_by_clicks():
    state = Trampas(2, seed=3)
    first = [c.code for c in state.hands[1]][0]
    assert click(state, 1, "hand:0") == Action("play", (first,))
    click(state, 0, "hand:0")
    assert click(state, 0, "hand:0").kind == "build"
    assert click(state, 1, "bid:2") == Action("bid", (2,))
    assert click(state, 0, "pass") == PASS_ACTION
    assert click(state, 1, "pile:0") == Action("reveal", (0,))



@pytest.mark.parametrize("players", [2, 4, 6])
def test_only_the_viewer_sees_its_hand_and_pile(players):
    state = Trampas(players, seed=players)
    for seat in range(players):
        state.apply(seat, state.legal_actions(seat)[0])
    _, widgets, _ = build(state, 1, "es")
    faces = [w for w in widgets if getattr(w, "code", None) is not None]
    names = {w.name.split(":")[0] + ":" + w.name.split(":")[1] for w in faces if w.name.count(":")}
    assert names <= {"hand:0", "hand:1", "hand:2", "hand:3", "hand:4", "hand:5", "pile:1"}
    _, widgets, _ = build(state, None)
    assert not [w for w in widgets if getattr(w, "code", None) is not None and w.name != "goal"]


def test_revealed_cards_and_the_last_event_are_shown():
    state = Trampas(3, seed=1)
    for seat in range(3):
        state.apply(seat, state.legal_actions(seat)[0])
    state.apply(0, Action("bid", (13,)))
    state.apply(1, PASS_ACTION)
    state.apply(2, PASS_ACTION)
    click(state, 0, "pile:1")
    if not state.is_over() and state.phase in ("reveal", "give"):
        table, widgets, _ = build(state, 2)
        assert find_widget(widgets, "shown:1:0").code == state.shown[1][0].code
        assert "revealed" in find_widget(widgets, "last").text
        assert "reveals" in table.status(state.view(2), 2, "en")
