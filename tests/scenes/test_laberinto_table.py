"""The Laberinto table: built from the view, clicks become legal moves and swaps; and a real
turn clicked through the running app."""

import types

import pygame
import pytest
from table_helpers import build as build_at
from table_helpers import click as click_at
from table_helpers import display, start_against_computer  # noqa: F401 (display: autouse fixture)

from game.core import Action
from games.laberinto.engine import Laberinto
from games.laberinto.table import LaberintoTable
from scenes.tables import TABLES

FIXED = ["RL", "BL", "RL", "BL",
         "RT", "BT", "RL", "BT",
         "BL", "RT", "BT", "RL",
         "BT", "BL", "RT", "RT"]


def fixed() -> Laberinto:
    state = Laberinto(2, 0)
    state.cards = list(FIXED)
    return state


def build(state, seat, table, size=(960, 640)):
    return build_at(state, seat, table, size)


def click(state, seat, name, table):
    return click_at(state, seat, name, table, (960, 640))


def clickable(widgets):
    return sorted(w.name for w in widgets if w.clickable and w.name.startswith("cell:"))


def test_registered():
    assert TABLES["laberinto"] is LaberintoTable


def test_a_move_then_a_swap_by_clicks():
    state = fixed()
    table = LaberintoTable(types.SimpleNamespace(lang="en"))
    widgets, _ = build(state, 0, table)
    assert clickable(widgets) == ["cell:0"]  # only the card holding red cubs
    assert click(state, 0, "cell:0", table) is None
    widgets, _ = build(state, 0, table)
    assert clickable(widgets) == ["cell:0", "cell:1", "cell:4"]
    assert click(state, 0, "cell:1", table) == Action("move", (0, 1))
    # The maze step: every card of a legal swap is offered, then its partners.
    widgets, _ = build(state, 0, table)
    assert clickable(widgets) == ["cell:1", "cell:13", "cell:2", "cell:5"]
    assert click(state, 0, "cell:1", table) is None
    assert click(state, 0, "cell:13", table) == Action("swap", (1, 13))
    assert state.to_act() == (1,) and (state.colour_marker, state.role_marker) == ("red", "tiger")


def test_a_card_with_one_partner_swaps_at_once():
    state = fixed()
    table = LaberintoTable(types.SimpleNamespace(lang="en"))
    state.apply(0, Action("move", (0, 1)))
    assert click(state, 0, "cell:2", table) == Action("swap", (1, 2))


def test_no_swap_button_only_when_stuck():
    state = fixed()
    state.cards = ["RL", "RT", "BL", "BL", "BL", "RT", "BL", "BT", "RT", "RT", "RT", "RL", "BT", "RL", "BT", "RT"]
    state.cubs[0] = [0] * 16
    state.cubs[0][9] = 5
    state.phase = "maze"
    table = LaberintoTable(types.SimpleNamespace(lang="es"))
    widgets, _ = build(state, 0, table)
    assert clickable(widgets) == []
    assert click(state, 0, "no_swap", table) == Action("no_swap")
    state2 = fixed()
    widgets, _ = build(state2, 0, table)
    assert "no_swap" not in [w.name for w in widgets]


def test_nothing_is_clickable_for_the_waiting_player():
    state = fixed()
    table = LaberintoTable(types.SimpleNamespace(lang="en"))
    widgets, _ = build(state, 1, table)
    assert clickable(widgets) == []
    assert table.status(state.view(1), 1, "en") == "Red is moving a cub"


@pytest.mark.parametrize("size", [(640, 480), (960, 640), (1400, 700), (600, 900)])
def test_builds_at_any_size_and_cards_do_not_overlap(size):
    state = fixed()
    table = LaberintoTable(types.SimpleNamespace(lang="en"))
    widgets, _ = build(state, 0, table, size)
    cells = [w.rect for w in widgets if w.name.startswith("cell:")]
    assert len(cells) == 16
    for i, a in enumerate(cells):
        assert all(not a.colliderect(b) for b in cells[i + 1:])
        assert pygame.Rect(0, 0, *size).contains(a)


def test_a_real_turn_through_the_app():
    from tests.scenes.shell_helpers import click as app_click
    from tests.scenes.shell_helpers import run_until

    app, scene = start_against_computer("laberinto", seed=4)
    app_click(app, "cell:0")
    app_click(app, "cell:4")
    state = scene.session.state
    assert state.history[0] == (0, Action("move", (0, 4)))
    first = state.legal_actions(0)[0]
    if first == Action("no_swap"):
        app_click(app, "no_swap")
    else:
        app_click(app, f"cell:{first.args[0]}")
        if len(scene.session.state.history) == 1:
            app_click(app, f"cell:{first.args[1]}")
    assert scene.session.state.history[1][1].kind in ("swap", "no_swap")
    run_until(app, lambda: scene.session.state.to_act() == (0,) or scene.session.state.is_over())
    assert len(scene.session.state.history) >= 4
