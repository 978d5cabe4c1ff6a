"""The SokuDrez table: two clicks swap two cards; sorted rows and columns are marked from the view;
the solver's fewest swaps is held against the player's count; and a real swap through the app."""

from __future__ import annotations

import time
import types

import pytest
from table_helpers import build as build_table
from table_helpers import click as click_table
from table_helpers import display  # noqa: F401 (autouse fixture)

from games.sokudrez.engine import SokuDrez
from games.sokudrez.table import SokuDrezTable
from games.sokudrez.view import RESIGN, SOLVE, swap
from scenes.tables import TABLES

SIZE = (960, 640)


def table(lang: str = "en") -> SokuDrezTable:
    return SokuDrezTable(types.SimpleNamespace(lang=lang))


def test_registered():
    assert TABLES["sokudrez"] is SokuDrezTable


def test_two_clicks_swap_two_cards_and_a_second_click_lets_go():
    state = SokuDrez(2, 3, {})
    t = table()
    assert click_table(state, 0, "cell:5", t, SIZE) is None and t.picked == 5
    assert click_table(state, 0, "cell:5", t, SIZE) is None and t.picked is None
    a, b = state.grid[5], state.grid[40]
    click_table(state, 0, "cell:40", t, SIZE)
    assert click_table(state, 0, "cell:5", t, SIZE) == swap(5, 40)
    assert state.grid[5] == b and state.grid[40] == a


def test_sorted_rows_and_columns_are_marked():
    state = SokuDrez(1, 3, {})
    widgets, _ = build_table(state, 0, table(), SIZE)
    marks = {w.name: w.text for w in widgets if w.name.startswith(("row_mark", "column_mark"))}
    view = state.view(0)
    assert len(marks) == 15
    assert all((marks[f"row_mark:{r}"] == "✓") == view.rows_done[r] for r in range(6))
    assert all((marks[f"column_mark:{c}"] == "✓") == view.columns_done[c] for c in range(9))
    # A line not yet sorted says how far it is, from the view's counts.
    assert all(marks[f"row_mark:{r}"] == f"{view.row_colours[r]}/9" for r in range(6) if not view.rows_done[r])
    assert all(marks[f"column_mark:{c}"] == f"{view.column_figures[c]}/6" for c in range(9) if not view.columns_done[c])


def test_the_view_counts_each_line_s_colours_and_figures():
    state = SokuDrez(1, 3, {})
    view = state.view(0)
    rows = [state.grid[r * 9 : r * 9 + 9] for r in range(6)]
    columns = [state.grid[c::9] for c in range(9)]
    assert view.row_colours == tuple(len({card.colour for card in row}) for row in rows)
    assert view.column_figures == tuple(len({card.figure for card in column}) for column in columns)
    assert view.rows_done == tuple(count == 9 for count in view.row_colours)
    assert view.columns_done == tuple(count == 6 for count in view.column_figures)


def test_the_fewest_swaps_is_shown_against_the_count():
    state = SokuDrez(1, 3, {})
    t = table()
    assert click_table(state, 0, "solve", t, SIZE) is None and t.tentative() == (SOLVE,)
    t.receive_preview(t.tentative(), state.preview(0, (SOLVE,)))
    widgets, _ = build_table(state, 0, t, SIZE)
    text = next(w.text for w in widgets if w.name == "fewest")
    assert "can be sorted in" in text and "You have made 0" in text


def test_give_up_alone():
    state = SokuDrez(1, 2, {})
    t = table()
    widgets, legal = build_table(state, 0, t, SIZE)
    assert t.on_intent(RESIGN, state.view(0), 0, legal) == RESIGN


@pytest.mark.parametrize("size", [(640, 480), (1920, 1080), (600, 900)])
def test_the_grid_fits_at_any_size(size):
    widgets, _ = build_table(SokuDrez(3, 1, {}), 0, table(), size)
    cards = [w.rect for w in widgets if w.name.startswith("cell:")]
    assert len(cards) == 54
    for i, a in enumerate(cards):
        assert all(not a.colliderect(b) for b in cards[i + 1 :])


def test_a_real_swap_through_the_app_against_a_computer():
    from tests.scenes.shell_helpers import click as app_click
    from tests.scenes.table_helpers import start_against_computer

    app, scene = start_against_computer("sokudrez", 5)
    before = len(scene.session.state.history)
    app_click(app, "cell:0")
    app_click(app, "cell:53")
    assert scene.session.state.history[before] == (0, swap(0, 53))


def test_the_solver_runs_off_the_drawing_thread_in_the_app():
    from scenes.game_scene import GameScene
    from scenes.session import HUMAN, SeatConfig, Session
    from tests.scenes.shell_helpers import click as app_click
    from tests.scenes.shell_helpers import make_app, run_until

    app = make_app(lang="es")
    scene = GameScene(app, Session.new("sokudrez", (SeatConfig("Ana", HUMAN),), seed=4, save_path=None))
    app.push(scene)
    app.apply_pending()
    run_until(app, lambda: scene.session.state.to_act() == (0,))
    app_click(app, "solve")
    assert scene.table.fewest() is None  # thinking, and the table still answers
    app_click(app, "cell:1")
    deadline = time.monotonic() + 90
    while scene.table.fewest() is None and time.monotonic() < deadline:
        time.sleep(0.05)
        app.step()
    assert scene.table.fewest() is not None


def test_a_deal_is_sorted_to_its_end_by_clicks_alone():
    from games.sokudrez.solver import strategy_target, target_swaps
    from scenes.game_scene import GameScene
    from scenes.session import HUMAN, SeatConfig, Session
    from tests.scenes.shell_helpers import click as app_click
    from tests.scenes.shell_helpers import make_app, run_until

    app = make_app()
    scene = GameScene(app, Session.new("sokudrez", (SeatConfig("Ana", HUMAN),), seed=6, save_path=None))
    app.push(scene)
    app.apply_pending()
    run_until(app, lambda: scene.session.state.to_act() == (0,))
    state = scene.session.state
    way = target_swaps(state.grid, strategy_target(state.grid))  # the rulebook's way, clicked card by card
    for a, b in way:
        run_until(app, lambda: scene.session.state.to_act() == (0,) or scene.session.state.is_over())
        app_click(app, f"cell:{a}")
        app_click(app, f"cell:{b}")
    run_until(app, lambda: scene.session.state.is_over())
    assert scene.session.state.view(0).solved
    assert scene.session.state.outcome().rating == "won"
    assert scene.session.state.moves == len(way)


def test_the_fewest_swaps_is_asked_once_a_deal_not_after_every_swap():
    from table_helpers import draw_table

    from scenes.game_screen.board import Previews

    state = SokuDrez(1, 3, {})
    t = table()
    previews = Previews()
    t.on_intent(("solve",), state.view(0), 0, state.legal_actions(0))
    previews.hand(t, state, 0, True)
    draw_table(t, state.view(0), 0, state.legal_actions(0), SIZE)
    first = t.fewest()
    assert first is not None and previews.asked == 1
    state.apply(0, swap(0, 1))
    previews.hand(t, state, 0, True)
    draw_table(t, state.view(0), 0, state.legal_actions(0), SIZE)
    assert t.fewest() is first and previews.asked == 1  # the answer is about the deal's first grid


def test_the_last_swap_stays_marked_after_it_lands():
    # A person must be able to follow what the computer did: after its swap slides, its two cards
    # stay marked until the next swap (ours too), and a new deal marks nothing.
    state = SokuDrez(2, 3, {})
    t = table()
    widgets, _ = build_table(state, 0, t, SIZE)
    assert not any(w.highlight for w in widgets if w.name.startswith("cell:"))
    state.apply(0, swap(7, 30))
    widgets, _ = build_table(state, 1, t, SIZE)
    widgets, _ = build_table(state, 1, t, SIZE)  # a redraw with nothing new keeps the marks
    assert {w.name for w in widgets if w.name.startswith("cell:") and w.highlight} == {"cell:7", "cell:30"}
    state.apply(1, swap(0, 53))
    widgets, _ = build_table(state, 1, t, SIZE)
    assert {w.name for w in widgets if w.name.startswith("cell:") and w.highlight} == {"cell:0", "cell:53"}
    widgets, _ = build_table(SokuDrez(2, 4, {}), 0, t, SIZE)
    assert not any(w.highlight for w in widgets if w.name.startswith("cell:"))
