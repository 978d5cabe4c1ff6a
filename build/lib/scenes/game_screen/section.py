"""What every part of the game screen is: a rectangle with its own widgets, paint and input."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from scenes.widgets.base import Widget

if TYPE_CHECKING:
    from scenes.app import App
    from scenes.game_scene import GameScene
    from scenes.session import Session


class Section:
    """One part of the game screen, after Python Arcade's ``Section``: it knows its scene, lays out
    its widgets in the rectangle the scene gives it, may paint before and after the widgets, and
    answers the chrome intents (strings) it lists in ``intents``. The scene picks the rectangles,
    the order of drawing (the order of ``GameScene.sections``) and routes input."""

    intents: frozenset[str] = frozenset()

    def __init__(self, scene: GameScene) -> None:
        self.scene = scene
        self.rect = pygame.Rect(0, 0, 0, 0)

    @property
    def app(self) -> App:
        return self.scene.app

    @property
    def session(self) -> Session:
        return self.scene.session

    @property
    def state(self) -> Any:
        return self.scene.session.state

    @property
    def lang(self) -> str:
        return self.scene.lang

    def layout(self, rect: pygame.Rect, u: float) -> list[Widget]:
        """The section's widgets in ``rect`` (``u`` is the screen's unit, ``theme.unit``)."""
        self.rect = pygame.Rect(rect)
        return []

    def draw_under(self, surface: pygame.Surface) -> None:
        """Paint before any widget is drawn (a backdrop)."""

    def draw_over(self, surface: pygame.Surface) -> None:
        """Paint after every widget is drawn."""

    def on_intent(self, intent: str) -> None:
        """One of ``intents`` was pressed."""

    def on_wheel(self, dy: int, pos: tuple[int, int]) -> bool:
        """The mouse wheel turned over the screen: True when this section used it."""
        return False
