"""Issue 23, point 2, "Turns too fast to follow": every computer move and every chance result stays
readable (a pace setting: slow, normal, fast; and a click skips ahead)."""

import pygame
import pytest
from shell_helpers import frames

from scenes import app as app_module
from scenes.app import App
from scenes.game_scene import GameScene
from scenes.game_screen import computers
from scenes.session import COMPUTER, PACES, SeatConfig, Session, Settings

ROBOTS = (SeatConfig("Robot 1", COMPUTER, "random"), SeatConfig("Robot 2", COMPUTER, "random"))


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch):
    fake = Clock()
    monkeypatch.setattr(computers.time, "monotonic", fake)
    return fake


def paced_scene(pace: str) -> tuple[App, GameScene]:
    app = App(size=(800, 600), lang="en", threaded_bots=False, load_settings=False)  # the settings' pace
    app.settings.pace = pace
    scene = GameScene(app, Session.new("reverso", ROBOTS, seed=4))
    app.push(scene)
    frames(app)
    return app, scene


def settle(app: App, scene: GameScene) -> None:
    scene._finish_motion()
    frames(app)


@pytest.mark.parametrize("pace", sorted(PACES))
def test_a_computers_move_stays_shown_then_the_table_rests_before_the_next(pace, clock) -> None:
    app, scene = paced_scene(pace)
    shown, rest = PACES[pace].shown, PACES[pace].rest
    assert scene.computers.pending is not None and not scene.session.state.history  # chosen, shown, not played
    clock.now += shown * 0.9
    frames(app)
    assert not scene.session.state.history
    clock.now += shown * 0.2
    frames(app)
    assert len(scene.session.state.history) == 1
    settle(app, scene)  # the discs have finished turning: the rest starts now
    clock.now += rest * 0.9
    frames(app)
    assert scene.computers.pending is None and scene.computers.job is None  # the next computer waits
    clock.now += rest * 0.2
    frames(app)
    assert scene.computers.pending is not None  # and then chooses


def test_slow_is_slower_than_normal_which_is_slower_than_fast() -> None:
    assert PACES["slow"].shown > PACES["normal"].shown > PACES["fast"].shown
    assert PACES["slow"].rest > PACES["normal"].rest > PACES["fast"].rest


def test_a_click_on_the_table_skips_ahead(clock) -> None:
    app, scene = paced_scene("slow")
    assert scene.computers.pending is not None
    spot = (2, 599)  # the bottom-left corner: on the game screen, but on no button
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=spot, button=1))
    frames(app, 3)
    assert len(scene.session.state.history) == 1  # played without waiting for the clock
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot, button=1))
    frames(app, 3)
    assert scene.computers.pending is not None or len(scene.session.state.history) == 2  # no rest either


def test_the_pace_is_a_setting_kept_between_runs(ludoteca_home) -> None:
    settings = Settings(pace="slow")
    settings.save()
    assert Settings.load().pace == "slow"
    (ludoteca_home / "settings.json").write_text('{"pace": "warp"}', encoding="utf-8")
    assert Settings.load().pace == "normal"  # a pace we do not know: the default


def test_tests_and_demos_that_fix_the_delay_do_not_wait() -> None:
    app = App(size=(640, 480), lang="en", think_delay=0.0, load_settings=False)
    assert app.think_delay == 0.0 and app.rest_after_move == 0.0
    assert app_module.PACES is PACES
