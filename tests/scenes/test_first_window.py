"""The first window fits the desktop it opens on: 1280x800 was taller than a 1280x720 screen. A size
saved by an earlier run is kept when it fits that desktop."""

from __future__ import annotations

import pygame

from scenes import app as app_module
from scenes.app import MIN_SIZE, App
from scenes.session import DEFAULT_WINDOW, DESKTOP_ROOM, Settings, window_for_desktop


def test_a_desktop_as_large_as_the_default_window_and_more_gets_the_default():
    assert window_for_desktop((1920, 1080)) == DEFAULT_WINDOW
    assert (
        window_for_desktop((DEFAULT_WINDOW[0] + DESKTOP_ROOM[0], DEFAULT_WINDOW[1] + DESKTOP_ROOM[1])) == DEFAULT_WINDOW
    )


def test_a_smaller_desktop_gets_the_default_scaled_down_with_room_for_a_title_and_task_bar():
    for desktop in ((1280, 720), (1366, 768), (1024, 600), (800, 600)):
        w, h = window_for_desktop(desktop)
        assert w <= desktop[0] - DESKTOP_ROOM[0] and h <= desktop[1] - DESKTOP_ROOM[1]
        assert abs(w / h - DEFAULT_WINDOW[0] / DEFAULT_WINDOW[1]) < 0.01  # the shape kept
    assert window_for_desktop((1280, 720)) == (998, 624)


def test_never_below_the_smallest_window():
    assert window_for_desktop((400, 300), smallest=MIN_SIZE) == MIN_SIZE


def test_a_saved_size_is_kept_when_it_fits_and_refitted_when_it_does_not():
    assert window_for_desktop((1920, 1080), saved=(1600, 900)) == (1600, 900)
    assert window_for_desktop((1280, 720), saved=(1280, 700)) == (1280, 700)  # a maximised window: kept
    assert window_for_desktop((1280, 720), saved=(1600, 900)) == window_for_desktop((1280, 720))


def test_no_desktop_known_keeps_the_saved_size_or_the_default():
    assert window_for_desktop(None) == DEFAULT_WINDOW
    assert window_for_desktop(None, saved=(1024, 640)) == (1024, 640)


def test_settings_say_whether_the_window_was_saved(ludoteca_home):
    assert not Settings.load().window_saved
    settings = Settings.load()
    settings.window = (1600, 900)
    settings.save()
    again = Settings.load()
    assert again.window == (1600, 900) and again.window_saved


def test_the_app_opens_its_first_window_to_fit_the_desktop(monkeypatch, ludoteca_home):
    monkeypatch.setattr(app_module, "desktop_size", lambda: (1280, 720))
    app = App(think_delay=0.0)
    assert app.size == (998, 624) and app.settings.window == (998, 624)


def test_the_app_keeps_a_saved_window_that_fits(monkeypatch, ludoteca_home):
    settings = Settings.load()
    settings.window = (1100, 650)
    settings.save()
    monkeypatch.setattr(app_module, "desktop_size", lambda: (1280, 720))
    assert App(think_delay=0.0).size == (1100, 650)


def test_a_size_given_on_the_command_line_wins(monkeypatch, ludoteca_home):
    monkeypatch.setattr(app_module, "desktop_size", lambda: (1280, 720))
    assert App(size=(1280, 800), think_delay=0.0).size == (1280, 800)


def test_without_a_real_desktop_the_default_stands(ludoteca_home):
    # SDL's dummy driver makes up a 1024x768 desktop: tests and benches are not fitted to it.
    assert app_module.desktop_size() is None or pygame.display.get_driver() not in ("dummy", "offscreen")
    assert App(think_delay=0.0, load_settings=False).size == DEFAULT_WINDOW


def test_settings_offer_only_window_sizes_that_fit_the_desktop():
    from scenes.session import window_choices
    from scenes.settings import WINDOW_PRESETS

    # 1920x1080: the presets with room for a title bar and a task bar (not 1920x1080 itself).
    assert window_choices((1920, 1080), (1280, 800), WINDOW_PRESETS) == [(1024, 640), (1280, 800), (1600, 900)]
    # 1280x720: no preset fits; the first window's own size is offered.
    assert window_choices((1280, 720), (998, 624), WINDOW_PRESETS) == [(998, 624)]
    # 1366x768: the one preset that fits, and the largest first window that does.
    assert window_choices((1366, 768), (1024, 640), WINDOW_PRESETS) == [(1024, 640), (1075, 672)]
    # A saved size that fits the desktop stays on offer; one that does not is not offered.
    assert (1280, 700) in window_choices((1280, 720), (1280, 700), WINDOW_PRESETS)
    assert (1600, 900) not in window_choices((1280, 720), (1600, 900), WINDOW_PRESETS)
    # At most four, the current one kept; without a desktop, the presets as before.
    larger = [(1280, 800), (1600, 900), (1700, 950), (1920, 1080)]
    assert window_choices((2560, 1440), (1700, 950), WINDOW_PRESETS) == larger
    assert window_choices(None, (1280, 800), WINDOW_PRESETS) == list(WINDOW_PRESETS)


def test_the_settings_screen_offers_the_sizes_that_fit(monkeypatch, ludoteca_home):
    from scenes.settings import SettingsScene

    monkeypatch.setattr(app_module, "desktop_size", lambda: (1366, 768))
    app = App(think_delay=0.0)
    scene = SettingsScene(app)
    window_row = next(choices for key, _, choices in scene.rows() if key == "window")
    assert [intent for _, _, intent, _, _ in window_row] == [("window", (1024, 640)), ("window", (1075, 672))]
    assert [selected for _, _, _, selected, _ in window_row] == [False, True]  # it opened at 1075x672
    names = {w.name for w in scene.layout(pygame.Rect(0, 0, *app.size))}
    assert "window:1075x672" in names and "window:1600x900" not in names
