"""Shared helpers for the table tests: lay a table out from a seat's view and draw it on a
surface, turn a click on a named widget into the action it stands for, and open a game against
a computer in the running app."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame
import pytest
from shell_helpers import make_app, run_until

from game.core import Action
from scenes import theme
from scenes.game_screen.board import Previews
from scenes.widgets.base import Widget, find_widget

TABLE_SIZE = (920, 540)


@pytest.fixture(autouse=True)
def display():
    # Fonts cached by an earlier test may belong to a font module that was quit since.
    theme.font.cache_clear()
    pygame.init()
    pygame.display.set_mode((1, 1))
    yield


def draw_table(table: Any, view: Any, seat: int | None, legal: Sequence[Action],
               size: tuple[int, int] = TABLE_SIZE) -> list[Widget]:
    """The table's widgets for ``view``, each drawn once so that drawing is tested too."""
    rect = pygame.Rect(0, 0, *size)
    widgets = table.build(rect, view, seat, legal)
    surface = pygame.Surface(rect.size)
    for widget in widgets:
        widget.draw(surface, theme)
    return widgets


def build(state: Any, seat: int | None, table: Any,
          size: tuple[int, int] = TABLE_SIZE) -> tuple[list[Widget], list[Action]]:
    legal = state.legal_actions(seat) if seat is not None else []
    Previews().hand(table, state, seat, seat is not None and seat in state.to_act())
    return draw_table(table, state.view(seat), seat, legal, size), legal


def build_seen(table: Any, state: Any, seat: int | None, size: tuple[int, int] = TABLE_SIZE) -> list[Widget]:
    """The table ``seat`` sees, offering its legal actions only when it is that seat's turn (as the
    game scene builds it), without drawing it."""
    may_act = seat is not None and seat in state.to_act()
    legal = state.legal_actions(seat) if may_act else []
    Previews().hand(table, state, seat, may_act)  # the engine's preview, as the board section hands it
    return table.build(pygame.Rect(0, 0, *size), state.view(seat), seat, legal)


def frame_pixels(widgets: Sequence[Widget], size: tuple[int, int] = TABLE_SIZE) -> bytes:
    """The widgets drawn on a fresh surface, as bytes to compare frames pixel for pixel."""
    surface = pygame.Surface(size)
    for widget in widgets:
        widget.draw(surface, theme)
    return pygame.image.tobytes(surface, "RGB")


def click(state: Any, seat: int, name: str, table: Any,
          size: tuple[int, int] = TABLE_SIZE) -> Action | None:
    """Click the widget ``name``: a legal action is applied and returned; a selection step gives None."""
    widgets, legal = build(state, seat, table, size)
    widget = find_widget(widgets, name)
    assert widget.clickable, f"{name} is not clickable"
    action = table.on_intent(widget.intent, state.view(seat), seat, legal)
    if action is not None:
        assert action in legal
        state.apply(seat, action)
    return action


def run_out_animation(table: Any, moving: Widget, size: tuple[int, int] = TABLE_SIZE) -> None:
    """Draw ``moving`` part way through the table's animation (drawing mid-way must work), then
    step the animation until the table says it is done."""
    surface = pygame.Surface(size)
    table.update(0.1)
    moving.draw(surface, theme)
    while table.update(0.1):
        pass


def start_against_computer(game_id: str, seed: int, lang: str = "en"):
    """The running app with ``game_id`` open, a person on seat 0 and a random computer on seat 1,
    stepped until it is the person's turn. Returns (app, scene)."""
    from scenes.game_scene import GameScene
    from scenes.session import COMPUTER, HUMAN, SeatConfig, Session

    app = make_app(lang=lang)
    seats = (SeatConfig("Ana", HUMAN), SeatConfig("Robot", COMPUTER, "random"))
    session = Session.new(game_id, seats, seed=seed, save_path=None)
    scene = GameScene(app, session)
    app.push(scene)
    app.apply_pending()
    run_until(app, lambda: scene.session.state.to_act() == (0,))
    return app, scene


def the_computers_deal_waits_for_a_click(app, scene, ended, choose, on_table, steps: int = 3000) -> None:
    """Play the person's seat 0 with ``choose(state, legal)`` until ``ended(state)`` holds with the
    computer on seat 1 to deal on (a result on the table); then check that its deal waits, shown,
    with ``on_table(widgets)`` still true, until a person clicks the ``next`` widget, and that the
    click lets it deal (``waits_for_reader``)."""
    import time

    from shell_helpers import click as app_click

    app.think_delay = 0.01  # paced, but short: a move that does not wait lands within a few frames
    for _ in range(steps):
        state = scene.session.state
        assert not state.is_over(), "the game ended before a result the computer deals on"
        if ended(state) and state.to_act() == (1,):
            break
        if state.to_act() == (0,) and scene.may_act():
            scene.board.play(0, choose(state, state.legal_actions(0)))
        scene.join_computer()
        app.step()
    else:
        raise AssertionError("no result the computer deals on")
    moves = len(scene.session.state.history)
    for _ in range(20):
        scene.join_computer()
        app.step()
        time.sleep(0.01)
    assert len(scene.session.state.history) == moves, "the computer dealt over the result"
    assert scene.pending is not None and scene.pending[0] == 1 and scene.pending[1].kind == "next"
    assert scene.computers.held_for_reading and on_table(scene.widgets)
    app_click(app, "next")  # the button that deals on, marked as the computer's move: a click lets it deal
    run_until(app, lambda: len(scene.session.state.history) > moves)


def build_for_turn(state: Any, seat: int | None, table: Any, size: tuple[int, int] = (1280, 720)):
    """The table ``seat`` sees, drawn, offering its legal actions only when it is to act; and them."""
    legal = state.legal_actions(seat) if seat is not None and seat in state.to_act() else []
    return draw_table(table, state.view(seat), seat, legal, size), legal


def press_on(state: Any, seat: int, name: str, table: Any) -> Action | None:
    """Click ``name`` on ``seat``'s table: the move is applied (if the engine takes it: a raise may be
    any total of its range, not only the sizes listed) and returned."""
    widgets, legal = build_for_turn(state, seat, table)
    widget = find_widget(widgets, name)
    assert widget.clickable, f"{name} is not clickable"
    action = table.on_intent(widget.intent, state.view(seat), seat, legal)
    if action is not None:
        state.apply(seat, action)
    return action
