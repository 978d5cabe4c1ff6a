"""The VikingDrez table: a piece then its square makes a move, the targets and the captures a chosen
piece would make are shown, the last move is marked and slides, and a real turn is clicked through
the running app."""

import types

import pygame
import pytest
from table_helpers import build, click, display, run_out_animation, start_against_computer  # noqa: F401 (display: autouse fixture)

from game.core import Action
from games.vikingdrez.engine import ATT, DEF, VikingDrez
from games.vikingdrez.table import TaflSquare, VikingDrezTable
from scenes.tables import TABLES
from scenes.widgets.base import find_widget
from scenes.widgets.marker import MoveMarker

# An attacker on b3 can close b5 between b6 and b4 (engine rows count from the top, rank 7 first).
CAPTURE = [
    ".......",
    ".a.....",
    ".d.....",
    ".......",
    ".a.....",
    ".....k.",
    ".......",
]


def rigged(rows=CAPTURE, to_move=ATT, attacker_seat=0) -> VikingDrez:
    state = VikingDrez(2, seed=0)
    state.attacker_seat = attacker_seat
    state.set_position(rows, to_move)
    return state


def square(row, col):
    """The widget name of an engine square (the widget counts rows from rank 1)."""
    return f"square:{6 - row},{col}"


def table_for(lang="en"):
    table = VikingDrezTable(types.SimpleNamespace(lang=lang))
    table.seat_names = ["Ana", "Bea"]
    return table


def test_registered():
    assert TABLES["vikingdrez"] is VikingDrezTable


def test_a_move_is_a_piece_then_its_square():
    state = VikingDrez(2, seed=0)
    state.attacker_seat = 0
    table = table_for()
    # "Todas las piezas se mueven como las torres del ajedrez"
    assert click(state, 0, square(1, 3), table) is None  # d6
    widgets, _ = build(state, 0, table)
    targets = {w.name for w in widgets if getattr(w, "target", False)}
    assert targets == {square(1, c) for c in (0, 1, 2, 4, 5, 6)}
    assert click(state, 0, square(1, 0), table) == Action("move", (1, 3, 1, 0))
    assert state.to_act() == (1,)


def test_clicking_the_piece_again_lets_it_go_and_another_piece_takes_its_place():
    state = VikingDrez(2, seed=0)
    state.attacker_seat = 0
    table = table_for()
    click(state, 0, square(1, 3), table)
    click(state, 0, square(1, 3), table)
    assert table.chosen is None
    click(state, 0, square(1, 3), table)
    click(state, 0, square(3, 0), table)
    assert table.chosen == (3, 0)


def test_a_capturing_target_is_red_and_its_victims_are_crossed():
    state = rigged()
    table = table_for()
    click(state, 0, square(4, 1), table)
    widgets, _ = build(state, 0, table)
    capture = find_widget(widgets, square(3, 1))
    assert isinstance(capture, TaflSquare) and capture.target and capture.capture
    assert not find_widget(widgets, square(5, 1)).capture
    assert table._would_take == {(2, 1)}
    assert "would_take" in [w.name for w in widgets]
    assert click(state, 0, square(3, 1), table) == Action("move", (4, 1, 3, 1))
    assert state.view(None).last_move.taken == ((2, 1),)


def test_the_last_move_slides_and_its_captures_fade():
    state = rigged()
    table = table_for()
    build(state, 1, table)  # the table has seen the position before the move
    state.apply(0, Action("move", (4, 1, 3, 1)))
    widgets, _ = build(state, 1, table)
    assert table.animating
    run_out_animation(table, find_widget(widgets, "board_marks"))
    assert not table.animating


def test_the_throne_and_the_corners_refuse_a_pawn_with_a_reason():
    state = rigged([".......", ".......", ".......", ".a.....", ".......", ".....k.", "......."])
    table = table_for()
    click(state, 0, square(3, 1), table)  # b4, on the throne's row
    widgets, legal = build(state, 0, table)
    assert find_widget(widgets, square(3, 2)).target and not find_widget(widgets, square(3, 3)).target
    only_king = "Only the king may stand on the throne or a corner."
    assert table.refusal(square(3, 3), state.view(0), 0, legal, "en") == only_king
    assert table.refusal(square(2, 2), state.view(0), 0, legal, "en") == (
        "Pieces move in a straight line over empty squares: the dots show where."
    )
    assert "not yours" in table.refusal(square(5, 5), state.view(0), 0, legal, "en")


def test_markers_cover_every_move_of_the_side_to_move():
    state = rigged()
    widgets, _ = build(state, 1, table_for())  # seat 1 watches the attackers play
    marked = {w.extra["action"] for w in widgets if isinstance(w, MoveMarker)}
    assert marked == set(state.legal_actions(0))
    widgets, _ = build(state, 0, table_for())
    assert not [w for w in widgets if isinstance(w, MoveMarker)]


@pytest.mark.parametrize("size", [(640, 400), (920, 540), (1380, 820), (600, 900)])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_builds_at_any_size(size, lang):
    state = rigged()
    table = table_for(lang)
    click(state, 0, square(4, 1), table, size)
    widgets, _ = build(state, 0, table, size)
    bounds = pygame.Rect(0, 0, *size)
    for widget in widgets:
        if widget.name.startswith(("square", "plate", "selected")):
            assert bounds.contains(widget.rect), widget.name
    assert table.status(state.view(0), 0, lang)
    assert len(table.seat_lines(state.view(None), lang)) == 2


def test_end_of_game_status():
    state = rigged(["...d...", ".......", ".......", ".......", ".......", "......k", "a......"], to_move=DEF)
    state.apply(1, Action("move", (5, 6, 6, 6)))
    assert state.is_over()
    table = table_for()
    build(state, 0, table)
    assert table.status(state.view(0), 0, "en") == "Bea wins (the king escaped)"


def test_a_real_turn_through_the_app():
    from tests.scenes.shell_helpers import click as app_click
    from tests.scenes.shell_helpers import run_until

    for seed in range(10):  # a seed that gives the person the side to move first
        app, scene = start_against_computer("vikingdrez", seed=seed)
        if not scene.session.state.history:
            break
    state = scene.session.state
    done = len(state.history)
    action = state.legal_actions(0)[0]
    r0, c0, r1, c1 = action.args
    app_click(app, square(r0, c0))
    app_click(app, square(r1, c1))
    assert scene.session.state.history[done] == (0, action)
    run_until(app, lambda: scene.session.state.to_act() == (0,) or scene.session.state.is_over())
    assert len(scene.session.state.history) >= done + 2
