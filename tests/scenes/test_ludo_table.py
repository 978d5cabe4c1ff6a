"""The Ludo table: the board comes from the Tiled map, a turn is played with the roll button,
a die and a piece, landing choices and retreats are buttons and pieces; and a real turn is
clicked through the running app."""

import random
import types

import pygame
import pytest
from table_helpers import build, click, display, run_out_animation, start_against_computer  # noqa: F401 (display: autouse fixture)

from game.core import Action
from games.ludo.engine import CORONA, ROLL, Ludo, load_board
from games.ludo.table import LudoTable
from games.ludo.table_board import BOARD_PATH, board_image, load_map
from scenes.tables import TABLES
from scenes.widgets.base import find_widget
from scenes.widgets.dice import DieWidget
from scenes.widgets.marker import MoveMarker
from tests.rules import ludo_setup
from tests.rules.ludo_setup import ScriptedDice, roll

RED, BLUE, GREEN, YELLOW = 0, 1, 2, 3  # seats of a four-player game


def ready(positions=None, *, players=4, turn=0) -> Ludo:
    """A four-player game past the roll-off unless told otherwise (see ludo_setup.ready)."""
    return ludo_setup.ready(positions, players=players, turn=turn)


def table_for(lang="en"):
    table = LudoTable(types.SimpleNamespace(lang=lang))
    table.seat_names = ["Ana", "Bea", "Carla", "Dani"]
    return table


def clickable_pieces(widgets):
    return sorted(w.name for w in widgets if w.clickable and w.name.startswith("piece:"))


def test_registered():
    assert TABLES["ludo"] is LudoTable


def test_the_board_positions_come_from_the_tiled_map():
    import pytmx

    tmx = pytmx.TiledMap(str(BOARD_PATH))
    track = {o.properties["index"]: o for o in tmx.get_layer_by_name("track")}
    state = ready(positions={RED: [0, 7]})
    widgets, _ = build(state, RED, table_for())
    board = find_widget(widgets, "board").rect
    scale = board.w / (tmx.width * tmx.tilewidth)
    for k, square in ((0, 0), (1, 7)):  # Red starts on track square 0
        foot = find_widget(widgets, f"piece:0,{k}").foot
        obj = track[square]
        assert abs(foot[0] - (board.x + (obj.x + obj.width / 2) * scale)) <= 2
        assert board.y + obj.y * scale <= foot[1] <= board.y + (obj.y + obj.height) * scale
    # Every CORONA and PLUMA of the map is where the rules have it.
    kinds = load_board().kinds
    assert [kind for _, kind, _ in load_map().track] == list(kinds)
    assert board_image(200, ("red", "green")).get_size() == (200, 200)


def test_the_roll_button_throws():
    # "Se arrojan los dados, y el participante que obtiene más puntos comienza el juego."
    state = Ludo(2, seed=1)
    table = table_for("es")
    widgets, _ = build(state, 0, table)
    assert find_widget(widgets, "roll").label == "Tirar para ver quién empieza"
    assert click(state, 0, "roll", table) == ROLL


def test_a_die_then_a_piece():
    state = ready(positions={RED: [5, 10]})
    roll(state, 2, 3)
    table = table_for()
    widgets, _ = build(state, RED, table)
    assert [w.name for w in widgets if isinstance(w, DieWidget) and w.clickable] == ["die:0", "die:1"]
    assert click(state, RED, "die:1", table) is None
    widgets, _ = build(state, RED, table)
    assert find_widget(widgets, "die:1").selected
    hovered = find_widget(widgets, "piece:0,0")
    assert hovered.ghost is not None  # where 3 squares on would land
    assert click(state, RED, "piece:0,0", table) == Action("move", (3, 0))
    # One die left: its face is chosen by itself, a piece is enough.
    widgets, _ = build(state, RED, table)
    assert not find_widget(widgets, "die:0").clickable
    assert click(state, RED, "piece:0,1", table) == Action("move", (2, 1))


def test_a_piece_then_a_die():
    state = ready(positions={RED: [5]})
    roll(state, 2, 3)
    table = table_for()
    assert click(state, RED, "piece:0,0", table) is None
    assert click(state, RED, "die:0", table) == Action("move", (2, 0))


def test_a_corona_frees_the_first_piece_from_any_cell():
    # "Es preciso sacar CORONA con el dado, para poder liberar una ficha."
    state = ready()
    roll(state, CORONA, 2)
    table = table_for()
    widgets, _ = build(state, RED, table)
    assert clickable_pieces(widgets) == ["piece:0,0", "piece:0,1", "piece:0,2", "piece:0,3"]
    assert click(state, RED, "piece:0,3", table) == Action("move", (CORONA, 0))
    # "Ejemplo: CORONA y 2: La ficha sale a CORONA y avanza 2 lugares."
    assert click(state, RED, "piece:0,0", table) == Action("move", (2, 0))
    assert state.pos[RED][0] == 2


def test_landing_on_an_opponent_asks_prison_or_ride():
    # "puede enviarlo a prisión, o dejarse llevar adelante por él en cada tiro"
    board = load_board()
    blue_at_red_3 = (board.square("red", 3) - board.start["blue"]) % board.track_length
    state = ready(positions={RED: [0], BLUE: [blue_at_red_3]})
    roll(state, 3, 3)
    table = table_for("es")
    assert click(state, RED, "piece:0,0", table) is None
    widgets, _ = build(state, RED, table)
    assert {"land:prison", "land:ride:blue", "cancel"} <= {w.name for w in widgets}
    assert find_widget(widgets, "land:ride:blue").label == "Dejarse llevar por Azul"
    assert click(state, RED, "land:ride:blue", table) == Action("move", (3, 0, "ride", "blue"))
    assert state.riding[RED][0] == (BLUE, 0)
    widgets, _ = build(state, BLUE, table_for())
    assert find_widget(widgets, "piece:0,0").riding


def test_the_retreat_is_a_click_on_the_piece_that_goes_back():
    # "debiendo los demás jugadores retroceder (una ficha) dos casilleros"
    state = ready(players=2, positions={0: [5], 1: [6, 9]})
    roll(state, CORONA, 4)
    state.apply(0, Action("move", (CORONA, 0)))
    assert state.to_act() == (1,)
    table = table_for()
    widgets, legal = build(state, 1, table)
    assert clickable_pieces(widgets) == ["piece:1,0", "piece:1,1"]
    assert "retreat" in [w.name for w in widgets]
    assert click(state, 1, "piece:1,1", table) == Action("back", (1,))
    assert state.pos[1] == [6, 7, -1, -1]


def test_markers_cover_every_legal_action_of_a_computer():
    board = load_board()
    blue_at_red_3 = (board.square("red", 3) - board.start["blue"]) % board.track_length
    state = ready(positions={RED: [0, 5], BLUE: [blue_at_red_3]})
    roll(state, 3, CORONA)
    widgets, _ = build(state, GREEN, table_for())  # Green watches Red
    marked = {w.extra["action"] for w in widgets if isinstance(w, MoveMarker)}
    assert set(state.legal_actions(RED)) <= marked
    state2 = ready()
    widgets, _ = build(state2, GREEN, table_for())
    assert {w.extra["action"] for w in widgets if isinstance(w, MoveMarker)} == {ROLL}


def test_a_moved_piece_walks_to_its_square():
    state = ready(positions={RED: [5]})
    roll(state, 4, 2)
    table = table_for()
    build(state, RED, table)
    state.apply(RED, Action("move", (4, 0)))
    widgets, _ = build(state, RED, table)
    assert table.animating
    run_out_animation(table, find_widget(widgets, "walking"), (920, 540))
    assert not table.animating


@pytest.mark.parametrize("size", [(640, 400), (920, 540), (1380, 820), (600, 900)])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_builds_at_any_size(size, lang):
    state = ready(positions={RED: [0, 5], GREEN: [3]})
    roll(state, 3, CORONA)
    table = table_for(lang)
    widgets, _ = build(state, RED, table, size)
    bounds = pygame.Rect(0, 0, *size)
    for widget in widgets:
        if widget.name.startswith(("board", "die:", "roll", "side")):
            assert bounds.contains(widget.rect), widget.name
    assert table.status(state.view(RED), RED, lang)
    assert len(table.seat_lines(state.view(None), lang)) == 4


def test_a_real_turn_through_the_app():
    from tests.scenes.shell_helpers import click as app_click
    from tests.scenes.shell_helpers import run_until

    app, scene = start_against_computer("ludo", seed=2)
    for _ in range(10):  # the roll-off, as often as ties ask
        run_until(app, lambda: scene.session.state.to_act() == (0,))
        if scene.session.state.phase == "play":
            break
        app_click(app, "roll")
    run_until(app, lambda: scene.session.state.to_act() == (0,) and scene.session.state.legal_actions(0) == [ROLL])
    done = len(scene.session.state.history)
    scene.session.state.rng = ScriptedDice(CORONA, 3)  # so that there is something to move
    app_click(app, "roll")
    scene.session.state.rng = random.Random(0)
    assert scene.session.state.history[done] == (0, ROLL)
    # Use whatever the dice allow by clicking: a piece, a die if asked, a landing if asked.
    for _ in range(6):
        state = scene.session.state
        if state.to_act() != (0,) or state.legal_actions(0) == [ROLL]:
            break
        action = state.legal_actions(0)[0]
        before = len(state.history)
        if action.kind == "back":
            app_click(app, f"piece:0,{action.args[0]}")
        else:
            face, k = action.args[0], action.args[1]
            names = [w.name for w in app.top.widgets if w.clickable]
            if f"die:{state.rolled.index(face)}" in names:
                app_click(app, f"die:{state.rolled.index(face)}")
            app_click(app, f"piece:0,{k}")
            if len(scene.session.state.history) == before:
                suffix = action.args[2:]
                app_click(app, "land:prison" if suffix[:1] == ("prison",) else f"land:ride:{suffix[1]}")
        assert scene.session.state.history[before][0] == 0
    assert scene.session.state.history[done + 1] == (0, Action("move", (CORONA, 0)))
    run_until(app, lambda: scene.session.state.to_act() == (0,) or scene.session.state.is_over())
