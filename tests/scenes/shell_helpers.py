"""Drive the real app loop from tests: find widgets by name, click them with real
pygame mouse events at their centre, run frames until something happens."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.app import App
from scenes.game_scene import GameScene
from scenes.session import Session
from scenes.widgets.base import Widget, find_widget


def make_app(size: tuple[int, int] = (1024, 640), lang: str = "en") -> App:
    # No pause after a computer's move, so tests never sleep; the worker thread stays real.
    return App(size=size, lang=lang, think_delay=0.0)


def frames(app: App, count: int = 2) -> None:
    for _ in range(count):
        app.step()


def game_scene(app: App, session: Session) -> GameScene:
    """Open ``session``'s table on top of the app and run its first frames."""
    app.push(GameScene(app, session))
    frames(app)
    assert isinstance(app.top, GameScene)
    return app.top


def widgets(app: App) -> list[Widget]:
    scene = app.top
    if getattr(getattr(scene, "side", None), "holding", False):
        scene.settle()  # a computer's move lands at once: the side panels catch up with the table
    scene.ensure_layout()
    return scene.widgets


def names(app: App) -> list[str]:
    return [w.name for w in widgets(app)]


def find(app: App, name: str) -> Widget:
    return find_widget(widgets(app), name)


def click(app: App, name: str, count: int = 2) -> None:
    """Click the widget ``name``; when it is not there yet, the table's motion is finished first (a
    pass-and-play curtain falls once the last move has landed)."""
    if name not in names(app) and hasattr(app.top, "settle"):
        app.top.settle()
        frames(app)
    widget = find(app, name)
    assert widget.clickable, f"{name} is not clickable"
    pos = widget.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app, count)
    if getattr(getattr(app.top, "turns", None), "curtain_next", None) is not None:
        app.top.settle()  # the move lands at once, and the curtain it waited for falls
        frames(app)


def press(app: App, key: int, mod: int = 0, count: int = 2) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0))
    frames(app, count)


def type_text(app: App, text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    frames(app, 1)


def run_until(app: App, done: Callable[[], bool], limit: int = 400) -> None:
    """Step the loop, waiting for any thinking computer, until ``done()`` holds."""
    for _ in range(limit):
        if done():
            return
        scene = app.top
        join = getattr(scene, "join_computer", None)
        if join is not None:
            join()
        app.step()
    assert done(), "the app never got there"
