"""The SoloDrez table: runs picked by click or drag become legal moves; the digits pick and place
runs; Hint and "Can it still be won?" show the solver's verdict; and a real move clicked through
the running app, with undo."""

from __future__ import annotations

import time
import types

import pygame
import pytest
from table_helpers import build as build_table
from table_helpers import click as click_table
from table_helpers import display  # noqa: F401 (autouse fixture)

from game.cards.pokerdrez import PokerDrezCard
from games.solodrez.engine import SoloDrez
from games.solodrez.table import SoloDrezTable
from games.solodrez.view import RESIGN, SOLVE, move
from scenes.tables import TABLES

SIZE = (960, 640)


def position(*columns: str) -> SoloDrez:
    state = SoloDrez(1, 0, {})
    state.columns = [[PokerDrezCard.decode(code) for code in text.split()] for text in columns]
    state.columns += [[] for _ in range(9 - len(state.columns))]
    state.removed, state._moves = [], None
    return state


def table(lang: str = "en") -> SoloDrezTable:
    return SoloDrezTable(types.SimpleNamespace(lang=lang))


def test_registered():
    assert TABLES["solodrez"] is SoloDrezTable


def test_a_run_with_one_place_to_go_moves_at_a_click():
    state = position("P1 T3", "C9 D2 A7", "P5")
    assert click_table(state, 0, "col1:2", table(), SIZE) == move(1, 1, 0)
    assert [c.encode() for c in state.columns[0]] == ["P1", "T3", "A7"]


def test_a_run_with_several_places_is_picked_then_placed():
    state = position("P1 T3", "C9 D2 A7", "C4 T5", "P5")
    t = table()
    assert click_table(state, 0, "col1:2", t, SIZE) is None
    assert t.picked == (1, 1)
    widgets, _ = build_table(state, 0, t, SIZE)
    targets = sorted(w.name for w in widgets if w.clickable and w.intent == ("to", 2))
    assert "col2:1" in targets and "slot:2" in targets
    assert not any(w.clickable and w.intent == ("to", 3) for w in widgets)  # a bishop on a pawn: no
    assert click_table(state, 0, "col2:1", t, SIZE) == move(1, 1, 2)


def test_only_cards_heading_a_movable_run_are_offered():
    state = position("P1 A3 C5", "C9 T2", "D4 P6")
    widgets, _ = build_table(state, 0, table(), SIZE)
    offered = sorted(w.name for w in widgets if w.clickable)
    assert [n for n in offered if n.startswith("col")] == ["col0:1", "col2:1"]  # the knight alone fits nowhere
    assert table().refusal("col0:0", state.view(0), 0, state.legal_actions(0), "en")


def test_digits_pick_a_column_s_run_and_the_column_it_goes_to():
    state = position("P1 T3", "C9 D2 A7", "C4 T5", "P5")
    t = table()
    build_table(state, 0, t, SIZE)
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2, mod=0, unicode="2")
    assert t.handle_event(key, True) == "relayout" and t.picked == (1, 1)
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_3, mod=0, unicode="3")
    assert t.handle_event(key, True) == move(1, 1, 2)


def test_a_run_is_dragged_onto_its_column():
    state = position("P1 T3", "C9 D2 A7", "C4 T5", "P5")
    t = table()
    widgets, _ = build_table(state, 0, t, SIZE)
    bishop = next(w for w in widgets if w.name == "col1:2")
    rook = next(w for w in widgets if w.name == "col2:1")
    start = (bishop.rect.centerx, bishop.rect.bottom - 5)
    assert t.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1), True) == "redraw"
    for step in (10, 40, 80):
        t.handle_event(
            pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] + step, start[1]), rel=(1, 0), buttons=(1, 0, 0)), True
        )
    assert bishop.rect.centerx > start[0] + 40  # the run follows the pointer
    end = rook.rect.center
    t.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 0), buttons=(1, 0, 0)), True)
    assert t.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1), True) == move(1, 1, 2)


def test_a_drop_where_the_run_does_not_fit_moves_nothing():
    state = position("P1 T3", "C9 D2 A7", "C4 T5", "P5")
    t = table()
    widgets, _ = build_table(state, 0, t, SIZE)
    bishop = next(w for w in widgets if w.name == "col1:2")
    pawn = next(w for w in widgets if w.name == "col3:0")
    t.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=bishop.rect.center, button=1), True)
    t.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pawn.rect.center, rel=(1, 0), buttons=(1, 0, 0)), True)
    assert t.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pawn.rect.center, button=1), True) == "relayout"


def test_the_hint_asks_the_solver_and_rings_its_first_move():
    state = SoloDrez(1, 4, {})
    t = table()
    assert click_table(state, 0, "hint", t, SIZE) is None
    assert t.tentative() == (SOLVE,)
    verdict = state.preview(0, t.tentative())
    t.receive_preview(t.tentative(), verdict)
    widgets, _ = build_table(state, 0, t, SIZE)
    names = {w.name for w in widgets}
    assert "verdict" in names and "hint_text" in names
    source, count, target = verdict.moves[0].args
    top = f"col{source}:{len(state.columns[source]) - 1}"
    assert next(w for w in widgets if w.name == top).highlight


def test_give_up():
    state = SoloDrez(1, 2, {})
    t = table()
    widgets, legal = build_table(state, 0, t, SIZE)
    give_up = next(w for w in widgets if w.name == "resign")
    assert t.on_intent(give_up.intent, state.view(0), 0, legal) == RESIGN  # always open, never listed
    state.apply(0, RESIGN)
    assert state.is_over()


@pytest.mark.parametrize("size", [(640, 480), (960, 640), (1920, 1080), (600, 900)])
def test_every_card_stays_readable_at_any_size(size):
    state = SoloDrez(1, 3, {})
    for action in state.preview(0, (SOLVE,)).moves[:12]:  # longer columns than the deal
        state.apply(0, action)
    widgets, _ = build_table(state, 0, table(), size)
    for index, column in enumerate(state.columns):
        cards = [w for w in widgets if w.name.startswith(f"col{index}:")]
        assert len(cards) == len(column)
        for lower, upper in zip(cards, cards[1:], strict=False):
            assert upper.rect.y - lower.rect.y >= lower.rect.h * 0.19  # the number and the die show
        if cards:
            assert cards[-1].rect.bottom <= size[1]


def test_a_real_move_through_the_app_with_undo_and_the_solver_off_the_drawing_thread():
    from scenes.game_scene import GameScene
    from scenes.session import HUMAN, SeatConfig, Session
    from tests.scenes.shell_helpers import click as app_click
    from tests.scenes.shell_helpers import make_app, run_until

    app = make_app(lang="es")
    session = Session.new("solodrez", (SeatConfig("Ana", HUMAN),), seed=4, save_path=None)
    scene = GameScene(app, session)
    app.push(scene)
    app.apply_pending()
    run_until(app, lambda: scene.session.state.to_act() == (0,))
    app_click(app, "solve")
    deadline = time.monotonic() + 60
    while scene.table.verdict() is None and time.monotonic() < deadline:
        time.sleep(0.02)
        app.step()
    verdict = scene.table.verdict()
    assert verdict is not None and verdict.status == "won"
    first = verdict.moves[0]
    source, count, target = first.args
    state = scene.session.state
    app_click(app, f"col{source}:{len(state.columns[source]) - count}")
    if scene.session.state.history == []:  # more than one place: click where it goes
        app_click(
            app, f"slot:{target}" if not state.columns[target] else f"col{target}:{len(state.columns[target]) - 1}"
        )
    assert scene.session.state.history == [(0, first)]
    assert scene.undo() and scene.session.state.history == []
