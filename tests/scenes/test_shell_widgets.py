"""The shared widgets and the layouts at several window sizes."""

import pygame
import pytest
from shell_helpers import click, find, frames, make_app, names, press, widgets

from game.registry import GAMES
from scenes.app import start
from scenes.game_scene import GameScene
from scenes.menu import MenuScene
from scenes.rules import RulesScene
from scenes.session import COMPUTER, HUMAN, SeatConfig, Session
from scenes.settings import SettingsScene
from scenes.setup import SetupScene
from scenes.shell import DialogScene
from scenes.widgets.base import widget_at
from scenes.widgets.chessboard import Piece, chessboard_widgets, square_name
from scenes.widgets.grid import grid_widgets, square_fit
from scenes.widgets.log import Log


@pytest.fixture
def surface():
    pygame.init()
    return pygame.Surface((400, 400))


def test_grid_cells_are_named_and_only_listed_cells_click(surface):
    board = square_fit(pygame.Rect(0, 0, 400, 300), 3, 4)
    assert board.w == 4 * (board.h // 3)
    items = grid_widgets(board, 3, 4, clickable=[(1, 2)], hints=[(1, 2)], highlights=[(0, 0)], marks=[(2, 3)])
    cells = {w.name: w for w in items[1:]}
    assert len(cells) == 12 and "cell:2,3" in cells
    assert widget_at(items, cells["cell:1,2"].rect.center).intent == ("cell", 1, 2)
    assert widget_at(items, cells["cell:0,0"].rect.center) is None
    assert cells["cell:0,0"].highlight and cells["cell:2,3"].marked and cells["cell:1,2"].hint
    for widget in items:
        widget.draw(surface, None)


def test_chessboard_puts_a1_bottom_left_and_turns_when_flipped(surface):
    items = chessboard_widgets(pygame.Rect(0, 0, 400, 400), 8, 8, pieces={(0, 4): Piece("♔")}, targets=[(1, 4)])
    a1 = find_named(items, "square:0,0")
    h8 = find_named(items, "square:7,7")
    assert a1.rect.x < h8.rect.x and a1.rect.y > h8.rect.y
    assert a1.dark and not find_named(items, "square:0,1").dark  # a1 is a dark square, as on a chessboard
    assert widget_at(items, find_named(items, "square:1,4").rect.center).intent == ("square", 1, 4)
    flipped = chessboard_widgets(pygame.Rect(0, 0, 400, 400), 8, 8, flipped=True)
    assert find_named(flipped, "square:0,0").rect.y < find_named(flipped, "square:7,7").rect.y
    assert square_name(0, 4) == "e1"
    small = chessboard_widgets(pygame.Rect(0, 0, 300, 300), 7, 7, clickable=[(3, 3)])
    assert sum(1 for w in small if w.clickable) == 1
    for widget in items + flipped + small:
        widget.draw(surface, None)


def find_named(items, name):
    return next(w for w in items if w.name == name)


def test_log_scrolls_within_its_lines(surface):
    log = Log(name="log", rect=pygame.Rect(0, 0, 200, 120), lines=[f"move {i}" for i in range(40)], size=12)
    assert log.max_scroll() > 0
    assert log.scrolled(10_000) == log.max_scroll()
    assert log.scrolled(-5) == 0
    log.scroll = 3
    log.draw(surface, None)


def test_dialog_keyboard_and_escape():
    app = make_app()
    start(app)
    frames(app)
    chosen = []
    app.push(DialogScene(app, "Question", "Pick one", [("Yes", lambda: chosen.append("yes"), "primary"),
                                                       ("No", lambda: chosen.append("no"), "normal")]))
    frames(app)
    assert find(app, "dialog:0").focused
    press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    assert chosen == ["no"] and isinstance(app.top, MenuScene)
    app.push(DialogScene(app, "Question", "Pick one", [("Yes", lambda: chosen.append("yes"), "primary"),
                                                       ("No", lambda: chosen.append("no"), "normal")]))
    frames(app)
    press(app, pygame.K_ESCAPE)
    assert chosen == ["no", "no"]


def test_menu_by_keyboard():
    app = make_app()
    start(app)
    frames(app)
    press(app, pygame.K_TAB)
    focused = [w.name for w in widgets(app) if w.focused]
    assert focused == ["settings"]
    for _ in range(10):
        if find(app, "game:reverso").focused:
            break
        press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, SetupScene)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)


def test_switching_a_seat_to_computer_renames_only_a_default_name():
    app = make_app()
    app.push(SetupScene(app, "reverso"))  # two players exactly: no player count stepper
    frames(app)
    assert "players:-" not in names(app)
    click(app, "kind:0:computer")
    assert app.top.seats[0].kind == COMPUTER and app.top.seats[0].name == "Computer 1"
    app.top.seats[1].name = "Lola"
    click(app, "kind:1:human")
    assert app.top.seats[1].name == "Lola"


def test_a_disabled_button_ignores_clicks():
    app = make_app()
    app.push(SetupScene(app, "trampas" if "trampas" in GAMES else "reverso"))
    frames(app)
    scene = app.top
    if "players:+" not in names(app):
        pytest.skip("no game with a player count to change")
    while find(app, "players:+").enabled:
        click(app, "players:+")
    top = find(app, "players:+")
    before = scene.players
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=top.rect.center, button=1))
    frames(app)
    assert scene.players == before == scene.game.max_players


SIZES = [(480, 360), (800, 600), (1280, 800), (1920, 1080), (700, 1000)]


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_screen_fits_the_window(size):
    app = make_app(size=size)
    session = Session.new("reverso", (SeatConfig("Ana", HUMAN), SeatConfig("Robot", COMPUTER, "random")), seed=1)
    scenes = [MenuScene(app), SetupScene(app, "reverso"), RulesScene(app, "reverso"), SettingsScene(app),
              GameScene(app, session)]
    window = pygame.Rect((0, 0), size)
    for scene in scenes:
        app.push(scene)
        frames(app, 1)
        for widget in widgets(app):
            if isinstance(scene, MenuScene) and widget.name.startswith(("game:", "rules:", "family:")):
                continue  # the game cards scroll
            assert window.contains(widget.rect), f"{type(scene).__name__}: {widget.name} {widget.rect} outside {size}"
        app.pop()
        frames(app, 1)


def test_a_tooltip_appears_after_the_pointer_rests():
    app = make_app()
    app.push(GameScene(app, Session.new("reverso", (SeatConfig("Ana", HUMAN), SeatConfig("Robot", COMPUTER, "random")),
                                        seed=1)))
    frames(app)
    scene = app.top
    target = find(app, "rules")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=target.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 1)
    assert scene.animating and not scene._tooltip_shown
    scene.update(1.0)
    assert scene._tooltip_shown and not scene._tooltip_waiting()
    app.draw()


def test_after_a_click_no_tooltip_comes_back_until_the_pointer_moves():
    # Seen in a playthrough (session 8): a move rebuilds the table under a resting pointer, so the
    # tooltip of whatever lay under it came back 0.6 s after every move until the mouse moved.
    app = make_app()
    app.push(GameScene(app, Session.new("reverso", (SeatConfig("Ana", HUMAN), SeatConfig("Robot", COMPUTER, "random")),
                                        seed=1)))
    frames(app)
    scene = app.top
    target = find(app, "rules")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=target.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 1)
    scene.update(1.0)
    assert scene._tooltip_shown
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=0, unicode=""))
    assert not scene._tooltip_shown
    scene.relayout()
    scene.ensure_layout()  # what a move does: the widgets are built anew under the resting pointer
    scene.update(1.0)
    assert not scene._tooltip_shown and not scene._tooltip_waiting()
    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(target.rect.centerx + 1, target.rect.centery),
                                    rel=(1, 0), buttons=(0, 0, 0)))
    scene.update(1.0)
    assert scene._tooltip_shown


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 640)], ids=["1280x720", "1920x1080", "1024x640"])
def test_the_setup_screen_says_what_each_strength_means_when_a_computer_plays(size):
    app = make_app(size=size)
    app.push(SetupScene(app, "favores"))
    frames(app)
    scene = app.top
    while scene.players > scene.game.min_players:
        click(app, "players:-")
    click(app, "kind:0:human")
    click(app, "kind:1:computer")
    shown = names(app)
    assert {"guide:easy", "guide:normal", "guide:hard", "guide:random"} <= set(shown)
    guide = [w for w in widgets(app) if w.name.startswith("guide:")]
    players_panel_bottom = find(app, "start").rect.top
    assert all(w.rect.bottom <= players_panel_bottom for w in guide)
    # Nobody to explain a strength to: no guide.
    click(app, "kind:1:human")
    assert not any(name.startswith("guide:") for name in names(app))
    # With every seat taken, the guide gives way to the seats rather than overlapping them.
    click(app, "kind:1:computer")
    while find(app, "players:+").enabled:
        click(app, "players:+")
    rows = [w.rect for w in widgets(app) if w.name.startswith("kind:")]
    for widget in widgets(app):
        if widget.name.startswith("guide:"):
            assert not any(widget.rect.colliderect(r) for r in rows)


def test_a_tooltip_keeps_clear_of_the_buttons_under_its_widget():
    # Issue 23, point 7: Ideograma's rack tiles put their tooltip over the Shuffle and Exchange buttons.
    import types

    import pygame

    from scenes.shell import ShellScene
    from scenes.widgets.button import button

    tile = button("rack:0", pygame.Rect(100, 100, 40, 40), "A", ("rack", 0), tooltip="Blank: any letter")
    below = button("shuffle", pygame.Rect(80, 146, 120, 30), "Shuffle", ("shuffle",))
    fake = types.SimpleNamespace(widgets=[tile, below])
    box = ShellScene._tooltip_place(fake, pygame.Rect(0, 0, 150, 24), tile, pygame.Rect(0, 0, 400, 300), 4)
    assert not box.colliderect(below.rect) and not box.colliderect(tile.rect)
    assert box.bottom <= tile.rect.top  # above it, since below was taken
    alone = types.SimpleNamespace(widgets=[tile])
    assert ShellScene._tooltip_place(alone, pygame.Rect(0, 0, 150, 24), tile, pygame.Rect(0, 0, 400, 300), 4).top > 140
