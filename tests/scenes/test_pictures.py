"""The kept pictures (scenes/widgets/pictures.py): one least-recently-used order and one budget in
bytes for every picture cache, so the pictures of tables left behind do not stay for the whole run
(docs/PERFORMANCE.md, "Memory, session 15")."""

from __future__ import annotations

import pygame
import pytest

from scenes.widgets import pictures


@pytest.fixture(autouse=True)
def empty():
    pygame.init()
    pygame.display.set_mode((1, 1))
    pictures.forget_all()
    yield
    pictures.forget_all()


def test_a_picture_is_made_once_per_arguments():
    made = []

    @pictures.kept
    def square(side: int, colour: tuple[int, int, int] = (0, 0, 0)) -> pygame.Surface:
        made.append(side)
        return pygame.Surface((side, side))

    first = square(10)
    assert square(10) is first
    assert square(11) is not first
    assert square(10, colour=(1, 2, 3)) is not first  # as lru_cache: keywords make their own entry
    assert made == [10, 11, 10]
    assert pictures.used_bytes() == sum(
        pictures.picture_bytes(s) for s in (first, square(11), square(10, colour=(1, 2, 3)))
    )


def test_cache_clear_drops_only_that_functions_pictures():
    @pictures.kept
    def one(side: int) -> pygame.Surface:
        return pygame.Surface((side, side))

    @pictures.kept
    def other(side: int) -> tuple[pygame.Surface, tuple[int, int]]:
        return pygame.Surface((side, side)), (0, 0)

    a, b = one(4), other(5)
    one.cache_clear()
    assert other(5) is b
    assert one(4) is not a
    assert pictures.used_bytes() == pictures.picture_bytes(b) + pictures.picture_bytes(one(4))


def test_over_the_budget_the_least_recently_used_go_first(monkeypatch):
    monkeypatch.setattr(pictures, "SCREENS", 1)  # the budget: 1280x720 at 4 bytes a pixel (the window is 1x1)
    budget = pictures.budget()
    assert budget == 1280 * 720 * 4

    @pictures.kept
    def strip(index: int) -> pygame.Surface:
        return pygame.Surface((1280, 720 // 4), pygame.SRCALPHA)  # a quarter of the budget each

    kept_first = [strip(i) for i in range(4)]
    assert pictures.used_bytes() <= budget
    strip(0)  # used again: now the most recent
    strip(4)  # over the budget: the least recently used (1) goes
    assert pictures.used_bytes() <= budget
    assert strip(0) is kept_first[0]
    assert strip(2) is kept_first[2] and strip(3) is kept_first[3]
    assert strip(1) is not kept_first[1]


def test_a_picture_bigger_than_the_budget_is_still_kept_while_alone(monkeypatch):
    monkeypatch.setattr(pictures, "SCREENS", 1)

    @pictures.kept
    def huge(side: int) -> pygame.Surface:
        return pygame.Surface((side, side), pygame.SRCALPHA)

    big = huge(2000)
    assert huge(2000) is big


def test_no_table_draws_more_than_half_the_budget(tmp_path, monkeypatch):
    """What one screen draws must stay well under the budget, or its own pictures would push each
    other out and be drawn again at every frame. Every table's bench scene (a game 14 moves in), at
    the bench's window size, drawn and laid out again as the bench does: its pictures are counted."""
    monkeypatch.setenv("LUDOTECA_HOME", str(tmp_path))
    from scenes import bench
    from scenes.app import App
    from scenes.menu import MenuScene
    from scenes.tables import TABLES

    app = App(size=(1280, 720), lang="en", threaded_bots=False, think_delay=0.0, load_settings=False)
    app.sounds.enabled = False
    half = pictures.budget() // 2  # half of the budget the app has at this size
    assert half == pictures.SCREENS * 1280 * 720 * 4 // 2
    monkeypatch.setattr(pictures, "SCREENS", 1000)  # nothing pushed out while counting
    drawn = {}
    for name in ("menu", *TABLES):
        pictures.forget_all()
        scene = MenuScene(app) if name == "menu" else bench.demo_scene(app, name)
        bench.show(app, scene)
        for _ in range(2):
            scene.relayout()
            scene.dirty = True
            app.draw()
        drawn[name] = pictures.used_bytes()
    assert {name: size for name, size in drawn.items() if size > half} == {}
