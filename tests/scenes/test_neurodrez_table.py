"""The NeuroDrez table: a whole turn by clicks (the dice, a tile and its cell, a piece and its tile),
the die-or-card choice where both back a move, the other players' tiles and cards absent, every size
in both languages, and a real turn through the app."""

import random
import types

import pygame
import pytest
from table_helpers import build, click, display  # noqa: F401 (display: autouse fixture)

from games.neurodrez.engine import NeuroDrez
from games.neurodrez.table import NeuroDrezTable
from games.neurodrez.view import read
from scenes.tables import TABLES
from scenes.widgets.base import find_widget


def cell_name(cell: int) -> str:
    return f"cell:{6 - cell // 7},{cell % 7}"


def table_for(lang: str = "en") -> NeuroDrezTable:
    table = NeuroDrezTable(types.SimpleNamespace(lang=lang))
    table.seat_names = ["Ana", "Bea", "Carla", "Dani", "Eva", "Flor"]
    return table


def test_registered():
    assert TABLES["neurodrez"] is NeuroDrezTable


def test_a_whole_turn_by_clicks():
    state = NeuroDrez(2, 3)
    seat = state.to_act()[0]
    table = table_for()
    assert click(state, seat, "die:figure", table).kind == "roll"
    assert state.step == "place"
    tile = state.hands[state.actor][0]
    assert click(state, seat, f"tile:{tile}", table) is None
    target = read(next(a for a in state.legal_actions(seat) if a.args[0] == tile)).target
    played = click(state, seat, cell_name(target), table)
    assert played is not None and played.kind == "place" and state.terrain[target] == tile
    # Enter a piece: the first entry, by clicking the piece waiting and then its tile.
    entries = [read(a) for a in state.legal_actions(seat) if a.kind == "enter"]
    if not entries:
        pytest.skip("no entry in this deal")
    first = entries[0]
    assert click(state, seat, f"waiting:{first.piece}", table) is None
    fitting = [p for p in entries if p.piece == first.piece and p.target == first.target]
    action = click(state, seat, cell_name(first.target), table)
    if len(fitting) > 1:  # the die and a card (or two cards) back it: they glow, one click spends one
        assert action is None
        widgets, legal = build(state, seat, table)
        lit = [w for w in widgets if w.clickable and w.name.startswith(("card:", "die:figure"))]
        assert lit
        action = table.on_intent(lit[0].intent, state.view(seat), seat, legal)
        state.apply(seat, action)
    assert action is not None and action.kind == "enter"
    assert state.where[first.piece] == first.target and state.actor != seat


def test_other_players_tiles_and_cards_are_not_on_the_table():
    state = NeuroDrez(3, 5)
    table = table_for()
    widgets, _ = build(state, 0, table)
    names = {w.name for w in widgets}
    for tile in state.hands[1] + state.hands[2]:
        assert f"tile:{tile}" not in names
    assert sum(1 for n in names if n.startswith("card:")) == 2


@pytest.mark.parametrize("size", [(420, 300), (640, 380), (920, 540), (1500, 760)])
@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("players", [1, 2, 6])
def test_builds_at_any_size(size, lang, players):
    state = NeuroDrez(players, 2, {})
    rng = random.Random(1)
    for _ in range(25):
        state.apply(
            state.to_act()[0], rng.choice([a for a in state.legal_actions(state.to_act()[0]) if a.kind != "sudden"])
        )
    seat = state.to_act()[0]
    table = table_for(lang)
    widgets, _ = build(state, seat, table, size)
    surface = pygame.Surface(size)
    for widget in widgets:
        widget.draw(surface)
    assert table.status(state.view(seat), seat, lang)
    find_widget(widgets, "prompt")


def test_a_real_turn_through_the_app():
    from scenes.game_scene import GameScene
    from scenes.session import COMPUTER, HUMAN, SeatConfig, Session
    from tests.scenes.shell_helpers import click as app_click
    from tests.scenes.shell_helpers import frames, make_app, run_until

    app = make_app()
    seats = (SeatConfig("Ana", HUMAN), SeatConfig("Robot", COMPUTER, "random"))
    scene = GameScene(app, Session.new("neurodrez", seats, seed=4, save_path=None))
    app.push(scene)
    app.apply_pending()
    run_until(app, lambda: scene.session.state.to_act() == (0,))
    done = len(scene.session.state.history)
    app_click(app, "die:figure")
    frames(app, 2)
    state = scene.session.state
    assert state.history[done] == (0, state.history[done][1]) and state.history[done][1].kind == "roll"
    placing = read(next(a for a in state.legal_actions(0) if a.kind == "place"))
    app_click(app, f"tile:{placing.tile}")
    app_click(app, cell_name(placing.target))
    frames(app, 2)
    assert scene.session.state.history[done + 1][1].kind == "place"
