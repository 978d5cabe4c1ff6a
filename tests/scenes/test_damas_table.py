"""The Damas table: clicks on squares become moves and whole captures, the soplar choices
are offered as buttons and on the board, and a real turn is clicked through the running app."""

import types

import pygame
import pytest
from table_helpers import build, click, display, start_against_computer  # noqa: F401 (display: autouse fixture)

from game.core import Action
from games.damas.engine import FORCE, Damas
from games.damas.table import DamasTable
from scenes.tables import TABLES
from scenes.widgets.base import find_widget
from scenes.widgets.marker import MoveMarker

# Two ways on from the first landing: b4xd6xb8xd10 and b4xd6xf8 (engine rows count from the top).
FORK = [
    ".b...b.b.b",
    "b.b.......",
    "..........",
    "..b.b.....",
    "..........",
    "..b.......",
    ".w.w......",
    "w.w...w.w.",
    ".w.w.....w",
    "w.W.w.w.w.",
]


def rigged(rows=FORK, white_seat=0) -> Damas:
    state = Damas(2, seed=0)
    state.white_seat = white_seat
    state.set_position(rows)
    return state


def square(row, col):
    """The widget name of an engine square (the widget counts rows from rank 1)."""
    return f"square:{9 - row},{col}"


def clickable_squares(widgets):
    return {w.name for w in widgets if w.clickable and w.name.startswith("square:")}


def table_for(lang="en"):
    table = DamasTable(types.SimpleNamespace(lang=lang))
    table.seat_names = ["Ana", "Bea"]
    return table


def test_registered():
    assert TABLES["damas"] is DamasTable


def test_a_plain_move_is_a_piece_then_its_square():
    state = Damas(2, seed=0)
    state.white_seat = 0
    table = table_for()
    # "Comienzan las blancas avanzando en diagonal de a un casillero por vez, siempre hacia adelante"
    assert click(state, 0, square(7, 2), table) is None
    widgets, _ = build(state, 0, table)
    targets = {w.name for w in widgets if getattr(w, "target", False)}
    assert targets == {square(6, 1), square(6, 3)}
    assert click(state, 0, square(6, 3), table) == Action("move", (7, 2, 6, 3))


def test_clicking_the_piece_again_or_another_piece_changes_the_choice():
    state = Damas(2, seed=0)
    state.white_seat = 0
    table = table_for()
    click(state, 0, square(7, 2), table)
    click(state, 0, square(7, 2), table)
    assert table.path == []
    click(state, 0, square(7, 2), table)
    click(state, 0, square(7, 4), table)
    assert table.path == [(7, 4)]


def test_a_capture_with_a_fork_waits_for_the_next_landing():
    # "Si se dan las condiciones se puede comer más de una ficha por turno."
    state = rigged()
    table = table_for()
    removed = state.removed[1]
    assert click(state, 0, square(6, 1), table) is None
    assert click(state, 0, square(4, 3), table) is None  # two routes go on from d6
    assert table.path == [(6, 1), (4, 3)]
    widgets, _ = build(state, 0, table)
    assert {w.name for w in widgets if getattr(w, "target", False)} == {square(2, 1), square(2, 5)}
    assert "capturing" in [w.name for w in widgets]
    # Only one route goes on through b8: it is played to its end at once.
    assert click(state, 0, square(2, 1), table) == Action("jump", (6, 1, 4, 3, 2, 1, 0, 3))
    assert state.removed[1] == removed + 3 and state.board[0 * 10 + 3] == 2  # crowned on the far row


def test_a_single_route_is_played_at_its_first_landing():
    state = rigged()
    table = table_for()
    click(state, 0, square(6, 3), table)
    assert click(state, 0, square(4, 1), table) == Action("jump", (6, 3, 4, 1, 2, 3))


def test_soplar_blow_force_or_move():
    # "su rival lo obligará a comer o le 'soplará' esa ficha retirándola del juego y a continuación,
    #  también moverá una de sus fichas"
    state = rigged()
    state.apply(0, Action("move", (7, 6, 6, 5)))  # White could capture and made a plain move
    table = table_for("es")
    widgets, legal = build(state, 1, table)
    names = [w.name for w in widgets]
    assert {"blow:6,1", "blow:6,3", "force", "soplar_title"} <= set(names)
    assert find_widget(widgets, "force").intent == FORCE
    assert {square(6, 1), square(6, 3)} <= clickable_squares(widgets)
    # Blowing by clicking the offending piece on the board; then Black still moves.
    before = state.clone()
    assert click(state, 1, square(6, 1), table) == Action("blow", (6, 1))
    assert state.to_act() == (1,) and state.stage == "after_blow"
    widgets, _ = build(state, 1, table)
    assert "force" not in [w.name for w in widgets]
    # Or the force button: White must take the move back and capture.
    assert click(before, 1, "force", table) == FORCE
    assert before.stage == "forced" and before.to_act() == (0,)
    widgets, legal = build(before, 0, table)
    assert "forced" in [w.name for w in widgets] and all(a.kind == "jump" for a in legal)


def test_the_viewer_plays_from_the_bottom():
    state = Damas(2, seed=0)
    table = table_for()
    black = 1 - state.white_seat
    widgets, _ = build(state, black, table)
    a1 = find_widget(widgets, square(9, 0)).rect  # White's corner
    j10 = find_widget(widgets, square(0, 9)).rect
    assert a1.y < j10.y and a1.x > j10.x
    widgets, _ = build(state, state.white_seat, table)
    assert find_widget(widgets, square(9, 0)).rect.y > find_widget(widgets, square(0, 9)).rect.y


def test_markers_cover_every_legal_action_of_the_side_to_move():
    state = rigged()
    state.apply(0, Action("move", (7, 6, 6, 5)))
    widgets, _ = build(state, 0, table_for())  # seat 0 watches seat 1 play
    marked = {w.extra["action"] for w in widgets if isinstance(w, MoveMarker)}
    assert marked == set(state.legal_actions(1))
    widgets, _ = build(state, 1, table_for())  # no markers on the acting seat's own turn
    assert not [w for w in widgets if isinstance(w, MoveMarker)]


@pytest.mark.parametrize("size", [(640, 400), (920, 540), (1380, 820), (600, 900)])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_builds_at_any_size(size, lang):
    state = rigged()
    state.apply(0, Action("move", (7, 6, 6, 5)))
    table = table_for(lang)
    widgets, _ = build(state, 1, table, size)
    bounds = pygame.Rect(0, 0, *size)
    for widget in widgets:
        if widget.name.startswith(("square", "blow", "force", "plate")):
            assert bounds.contains(widget.rect), widget.name
    assert table.status(state.view(1), 1, lang)
    assert len(table.seat_lines(state.view(None), lang)) == 2


def test_end_of_game_status():
    state = rigged([
        "..........",
        "..........",
        "..........",
        "..b.......",
        ".w........",
        "..........",
        "..........",
        "..........",
        "..........",
        "..........",
    ])
    state.apply(0, Action("jump", (4, 1, 2, 3)))
    assert state.is_over()
    table = table_for()
    build(state, 0, table)
    assert table.status(state.view(0), 0, "en") == "Ana wins (no pieces left)"


def test_a_real_turn_through_the_app():
    from tests.scenes.shell_helpers import click as app_click
    from tests.scenes.shell_helpers import run_until

    app, scene = start_against_computer("damas", seed=5)
    state = scene.session.state
    done = len(state.history)
    move = next(a for a in state.legal_actions(0) if a.kind == "move")
    r0, c0, r1, c1 = move.args
    app_click(app, square(r0, c0))
    app_click(app, square(r1, c1))
    assert scene.session.state.history[done] == (0, move)
    run_until(app, lambda: scene.session.state.to_act() == (0,) or scene.session.state.is_over())
    assert len(scene.session.state.history) >= done + 2
