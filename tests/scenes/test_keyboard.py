"""Everything without a mouse: Tab and the arrow keys move the focus (arrows to the nearest
clickable thing in that direction), Enter or Space acts, Escape pauses, F11 toggles full
screen, and a ring shows where the focus is."""

import pygame
import pytest
from shell_helpers import find, frames, make_app, press, widgets

from scenes.app import start
from scenes.game_scene import GameScene
from scenes.keyboard import DIRECTIONS, nearest
from scenes.menu import GameCard, MenuScene
from scenes.pause import PauseScene
from scenes.rules import RulesScene
from scenes.session import COMPUTER, HUMAN, SeatConfig, Session
from scenes.settings import SettingsScene
from scenes.setup import SetupScene
from scenes.stats import StatsScene
from scenes.tables import TABLES
from scenes.widgets.base import Widget

ANA = SeatConfig("Ana", HUMAN)
BETO = SeatConfig("Beto", HUMAN)
ROBOT = SeatConfig("Robot", COMPUTER, "random")


def focused(app):
    return next((w for w in widgets(app) if w.focused), None)


def box(name, x, y, w=10, h=10):
    return Widget(name=name, rect=pygame.Rect(x, y, w, h), intent=name)


# --- choosing the next widget ---------------------------------------------------------------------

def test_arrows_go_to_the_nearest_widget_in_that_direction():
    grid = [box(f"{r},{c}", c * 10, r * 10) for r in range(3) for c in range(3)]
    centre = grid[4].rect
    others = [w for w in grid if w.rect != centre]
    assert nearest(centre, others, DIRECTIONS[pygame.K_RIGHT]).name == "1,2"
    assert nearest(centre, others, DIRECTIONS[pygame.K_LEFT]).name == "1,0"
    assert nearest(centre, others, DIRECTIONS[pygame.K_UP]).name == "0,1"
    assert nearest(centre, others, DIRECTIONS[pygame.K_DOWN]).name == "2,1"
    assert nearest(grid[2].rect, [w for w in grid if w is not grid[2]], DIRECTIONS[pygame.K_RIGHT]) is None


def test_straight_ahead_beats_nearer_but_off_to_the_side():
    here = pygame.Rect(0, 0, 100, 20)
    below_far = box("below", 10, 200, 80, 20)
    diagonal_near = box("diagonal", 150, 40, 80, 20)
    assert nearest(here, [below_far, diagonal_near], DIRECTIONS[pygame.K_DOWN]).name == "below"


# --- screens ---------------------------------------------------------------------------------------

def test_menu_arrows_reach_a_game_far_down_and_scroll_to_it():
    app = make_app(size=(800, 500))
    start(app)
    frames(app)
    scene = app.top
    press(app, pygame.K_DOWN)
    assert focused(app) is not None
    for _ in range(30):
        press(app, pygame.K_DOWN)
    last = focused(app)
    assert isinstance(last, GameCard)
    assert scene.scroll > 0 and scene.grid_rect.contains(last.rect)  # scrolled so the card shows whole
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_LEFT)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, SetupScene)


def test_a_game_is_played_with_arrows_and_enter_and_paused_with_escape():
    app = make_app()
    scene = GameScene(app, Session.new("reverso", (ANA, BETO), seed=1))
    app.push(scene)
    frames(app)
    press(app, pygame.K_RIGHT)
    first = focused(app)
    assert first is not None and first.name.startswith("cell:")
    press(app, pygame.K_DOWN)
    second = focused(app)
    assert second.name.startswith("cell:") and second.name != first.name
    assert second.rect.centery > first.rect.centery
    chosen = focused(app).name
    press(app, pygame.K_SPACE)
    assert len(scene.session.state.history) == 1
    row, col = (int(v) for v in chosen.split(":")[1].split(","))
    assert scene.session.state.history[0][1].args == (row, col)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    assert focused(app).name == "resume"
    press(app, pygame.K_DOWN)
    press(app, pygame.K_DOWN)
    assert focused(app).name == "settings"
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, SettingsScene)


def test_f11_toggles_full_screen():
    app = make_app()
    start(app)
    frames(app)
    before = app.settings.fullscreen
    press(app, pygame.K_F11)
    assert app.settings.fullscreen != before
    press(app, pygame.K_F11)
    assert app.settings.fullscreen == before


def test_the_rules_screen_keeps_its_arrows_for_scrolling():
    app = make_app(size=(640, 400))
    app.push(RulesScene(app, "reverso"))
    frames(app)
    scene = app.top
    if not scene.max_scroll:
        pytest.skip("the rules fit without scrolling")
    press(app, pygame.K_DOWN)
    assert scene.scroll > 0


def test_a_ring_shows_the_focus():
    app = make_app()
    start(app)
    frames(app)
    plain = app.screen.copy()
    press(app, pygame.K_TAB)
    widget = focused(app)
    u = min(app.size) / 100
    ring = widget.rect.inflate(int(u * 1.2) + 4, int(u * 1.2) + 4)
    light = (250, 250, 246, 255)
    edge = [(x, ring.y + 1) for x in range(ring.x + ring.w // 3, ring.right - ring.w // 3)]
    assert any(app.screen.get_at(p) == light for p in edge)
    assert all(plain.get_at(p) != light for p in edge)


# --- every clickable thing is reachable by arrows alone ------------------------------------------------

def reachable_by_arrows(app):
    """From the first focusable widget, every other one is reached by arrow presses alone."""
    scene = app.top
    scene.ensure_layout()
    items = scene.focusable()
    if len(items) < 2:
        return
    names = {w.name for w in items}
    start_name = items[0].name
    seen, todo = {start_name}, [start_name]
    while todo:
        name = todo.pop()
        scene.ensure_layout()
        here = find(app, name)
        for direction in DIRECTIONS.values():
            target = nearest(here.rect, [w for w in scene.focusable() if w is not here], direction)
            if target is not None and target.name not in seen:
                seen.add(target.name)
                todo.append(target.name)
    assert names <= seen, f"{type(scene).__name__}: not reachable by arrows: {sorted(names - seen)}"


@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_every_table_can_be_played_by_arrows(game_id):
    app = make_app()
    cls = __import__("game.registry", fromlist=["GAMES"]).GAMES[game_id]
    seats = [ANA] + [ROBOT] * (max(cls.min_players, min(2, cls.max_players)) - 1)
    app.push(GameScene(app, Session.new(game_id, seats, seed=1)))
    frames(app)
    reachable_by_arrows(app)


@pytest.mark.parametrize("make", [
    lambda app: MenuScene(app), lambda app: SetupScene(app, "trampas"), lambda app: SettingsScene(app),
    lambda app: StatsScene(app)], ids=["menu", "setup", "settings", "stats"])
def test_every_screen_can_be_used_by_arrows(make):
    app = make_app()
    app.push(make(app))
    frames(app)
    reachable_by_arrows(app)
