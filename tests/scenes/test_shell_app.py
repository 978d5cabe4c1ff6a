"""The app shell driven through its real loop: clicks are real pygame events."""

import json
import subprocess
import sys
import threading
from pathlib import Path

import pygame
import pytest
from shell_helpers import click, find, frames, game_scene, make_app, names, press, run_until, type_text, widgets

from game.ai.base import BOTS, RandomBot
from game.core import Action, GameState, Outcome, placing_from_scores
from game.registry import FOLDER_PATHS, GAMES
from scenes.app import start
from scenes.base import GameTable
from scenes.game_scene import GameScene
from scenes.menu import MenuScene
from scenes.pause import PauseScene
from scenes.rules import RulesScene, parse_markdown
from scenes.session import COMPUTER, HUMAN, SeatConfig, Session, autosave_path
from scenes.settings import SettingsScene
from scenes.setup import SetupScene
from scenes.shell import DialogScene
from scenes.tables import TABLES
from scenes.widgets.button import button
from scenes.widgets.text import Label

REPO = Path(__file__).resolve().parents[2]
ANA = SeatConfig("Ana", HUMAN)
BETO = SeatConfig("Beto", HUMAN)
ROBOT = SeatConfig("Robot", COMPUTER, "random")


# --- navigation ----------------------------------------------------------------------------

def test_menu_to_setup_to_game():
    app = make_app()
    start(app)
    frames(app)
    assert isinstance(app.top, MenuScene)
    assert "game:reverso" in names(app) and "settings" in names(app) and "quit" in names(app)
    assert "resume" not in names(app)  # nothing saved yet
    click(app, "game:damas")  # Reverso has no chance, so no seed to type
    assert isinstance(app.top, SetupScene)
    click(app, "kind:1:human")
    click(app, "name:0")  # the click selects the default name: what is typed replaces it
    type_text(app, "Ana")
    click(app, "seed")
    type_text(app, "12x3")  # only digits are taken
    click(app, "start")
    scene = app.top
    assert isinstance(scene, GameScene)
    assert [s.name for s in scene.session.seats] == ["Ana", "Player 2"]
    assert scene.session.state.seed == 123 and scene.session.fixed_seed
    assert autosave_path("damas").exists()
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    click(app, "menu")
    assert isinstance(app.top, MenuScene) and len(app.stack) == 1
    assert "resume" in names(app) and "resume:damas" in names(app)  # the unfinished game leads the menu


def test_games_without_a_table_cannot_be_opened(monkeypatch):
    app = make_app()
    start(app)
    frames(app)
    missing = [gid for gid in GAMES if gid not in TABLES]
    for gid in missing:
        card = find(app, f"game:{gid}")
        assert not card.clickable
    if not missing:
        monkeypatch.delitem(TABLES, "reverso")
        app.top.relayout()
        assert not find(app, "game:reverso").clickable


def test_setup_offers_every_strength_meant_for_people_and_defaults_to_normal():
    from scenes.strengths import strengths

    app = make_app()
    app.push(SetupScene(app, "reverso"))
    frames(app)
    default = "normal" if "normal" in BOTS else "random"
    assert app.top.seats[1].bot == default
    seen = set()
    for _ in range(len(BOTS)):
        seen.add(app.top.seats[1].bot)
        click(app, "strength:1")
    assert seen == set(strengths())  # issue 23: the search the others are built from is not offered


# --- a real Reverso turn ---------------------------------------------------------------------

def test_clicking_a_hinted_cell_plays_it():
    app = make_app()
    scene = game_scene(app, Session.new("reverso", (ANA, BETO), seed=5))
    hinted = [w for w in widgets(app) if w.name.startswith("cell:") and getattr(w, "hint", False)]
    assert sorted(w.name for w in hinted) == ["cell:2,3", "cell:3,2", "cell:4,5", "cell:5,4"]
    assert not find(app, "cell:0,0").clickable  # not a legal square: nothing to click
    click(app, "cell:2,3")
    state = scene.session.state
    assert state.history == [(0, Action("place", (2, 3)))]
    assert state.board()[3][3] == 0  # d4 turned black
    assert scene.session.log[-1].text("en") == "Black plays d3"
    assert find(app, "cell:2,3").marked  # the last move is marked
    assert app.top.table.animating  # the flip is animated, without blocking input
    click(app, "cell:2,2")  # white answers at once: the animation never blocks a click
    assert len(state.history) == 2


def test_pass_is_a_button_when_it_is_the_only_move():
    # Find a real position where the player to move must pass.
    for seed in range(200):
        probe = GAMES["reverso"](2, 0)
        bot = RandomBot(seed)
        while not probe.is_over() and probe.legal_actions(probe.to_act()[0]) != [Action("pass")]:
            seat = probe.to_act()[0]
            probe.apply(seat, bot.choose(probe, seat))
        if not probe.is_over():
            break
    else:
        pytest.skip("no forced pass found")
    session = Session.new("reverso", (ANA, BETO), seed=0)
    for seat, action in probe.history:
        session.apply(seat, action)
    app = make_app()
    scene = game_scene(app, session)
    click(app, "pass")
    assert scene.session.state.history[-1][1] == Action("pass")


# --- computer players ---------------------------------------------------------------------------

class ThreadSpy(RandomBot):
    threads: list[str] = []

    def choose(self, state, seat):
        ThreadSpy.threads.append(threading.current_thread().name)
        return super().choose(state, seat)


def test_computer_thinks_in_a_worker_thread_and_undo_takes_back_the_human_move(monkeypatch):
    monkeypatch.setitem(BOTS, "spy", ThreadSpy)
    app = make_app()
    scene = game_scene(app, Session.new("reverso", (ANA, SeatConfig("Robot", COMPUTER, "spy")), seed=9,
                                        save_path=autosave_path("reverso")))
    assert "undo" in names(app) and not find(app, "undo").clickable
    click(app, "cell:2,3")
    run_until(app, lambda: len(scene.session.state.history) == 2)
    assert ThreadSpy.threads and all(name != threading.main_thread().name for name in ThreadSpy.threads)
    assert scene.session.state.to_act() == (0,)
    run_until(app, lambda: find(app, "undo").clickable)
    click(app, "undo")
    assert scene.session.state.history == []
    saved = json.loads(autosave_path("reverso").read_text(encoding="utf-8"))
    assert saved["game"]["actions"] == []
    click(app, "cell:5,4")
    run_until(app, lambda: len(scene.session.state.history) == 2)
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.session.state.history == []


def test_no_undo_button_between_two_humans():
    app = make_app()
    game_scene(app, Session.new("reverso", (ANA, BETO), seed=5))
    assert "undo" not in names(app)


def test_a_game_of_computers_plays_to_the_end_panel():
    app = make_app()
    scene = game_scene(app, Session.new("reverso", (ROBOT, SeatConfig("Robota", COMPUTER, "random")), seed=9))
    run_until(app, lambda: scene.session.state.is_over(), limit=2000)
    frames(app)
    assert "end:again" in names(app) and "end:headline" in names(app)
    click(app, "toggle-end")
    assert "end:again" not in names(app)
    click(app, "toggle-end")
    click(app, "end:again")
    assert isinstance(app.top, GameScene) and app.top is not scene


# --- saves ---------------------------------------------------------------------------------------

def test_autosave_is_offered_on_the_next_start(ludoteca_home):
    app = make_app()
    scene = game_scene(app, Session.new("reverso", (ANA, BETO), seed=12, save_path=autosave_path("reverso")))
    click(app, "cell:2,3")
    assert json.loads(autosave_path("reverso").read_text(encoding="utf-8"))["game"]["actions"] == [[0, "place:2,3"]]
    expected = scene.session.state

    again = make_app()
    start(again)
    frames(again)
    assert isinstance(again.top, DialogScene) and "Resume" in again.top.title
    click(again, "dialog:0")
    resumed = again.top
    assert isinstance(resumed, GameScene)
    assert resumed.session.state == expected
    assert [e.text("en") for e in resumed.session.log] == ["Black plays d3"]


def test_broken_save_is_moved_aside_and_the_app_starts(ludoteca_home):
    autosave_path("reverso").parent.mkdir(parents=True)
    autosave_path("reverso").write_text('{"format": 1, "session": {"seats": []}, "game": {"format": 1}}', encoding="utf-8")
    app = make_app()
    start(app)
    frames(app)
    dialog = app.top
    assert isinstance(dialog, DialogScene) and "could not be opened" in dialog.title
    assert "reverso.broken-" in dialog.message
    assert not autosave_path("reverso").exists()
    assert len(list((ludoteca_home / "saves").glob("reverso.broken-*.json"))) == 1
    click(app, "dialog:0")
    assert isinstance(app.top, MenuScene)


# --- the pass-and-play curtain -------------------------------------------------------------------

class SecretPick(GameState):
    """A tiny hidden-information game: each seat holds a secret number and picks 0-2 twice."""

    id = "secret_pick"
    title = "Secret Pick"
    family = "Test"
    min_players = 2
    max_players = 2
    hidden_information = True

    def setup(self):
        self.secrets = [self.rng.randrange(1000, 10000) for _ in range(2)]
        self.turn = 0
        self.picks = []

    def to_act(self):
        return () if self.is_over() else (self.turn,)

    def legal_actions(self, seat):
        return [Action("pick", (n,)) for n in range(3)] if seat in self.to_act() else []

    def _apply(self, seat, action):
        self.picks.append((seat, action.args[0]))
        self.turn = 1 - seat

    def is_over(self):
        return len(self.picks) >= 4

    def outcome(self):
        if not self.is_over():
            return None
        scores = tuple(sum(n for s, n in self.picks if s == seat) for seat in range(2))
        return Outcome(scores, placing_from_scores(scores))

    def view(self, seat):
        view = {"picks": [list(p) for p in self.picks], "turn": self.turn}
        if seat is not None:
            view["secret"] = self.secrets[seat]
        return view

    def snapshot(self):
        return {"secrets": self.secrets, "turn": self.turn, "picks": [list(p) for p in self.picks]}


class SecretTable(GameTable):
    game_id = "secret_pick"
    built: list = []

    def build(self, rect, view, seat, legal):
        SecretTable.built.append((seat, view.get("secret")))
        items = [Label(name="secret", rect=pygame.Rect(rect.x, rect.y, 200, 30), text=str(view.get("secret")))]
        for i, action in enumerate(legal):
            items.append(button(f"act:{action.args[0]}", pygame.Rect(rect.x + i * 60, rect.y + 40, 50, 30),
                                str(action.args[0]), action))
        return items


@pytest.fixture
def secret_game(monkeypatch):
    monkeypatch.setitem(GAMES, "secret_pick", SecretPick)
    monkeypatch.setitem(TABLES, "secret_pick", SecretTable)
    SecretTable.built = []


def test_curtain_between_two_people_in_a_hidden_information_game(secret_game):
    app = make_app()
    scene = game_scene(app, Session.new("secret_pick", (ANA, BETO), seed=5))
    secrets = scene.session.state.secrets
    assert scene.curtain_up and "curtain" in names(app) and "secret" not in names(app)
    assert SecretTable.built == []  # the table was never laid out behind the curtain
    click(app, "reveal")
    assert find(app, "secret").text == str(secrets[0])
    click(app, "act:1")
    assert scene.curtain_up and "Beto" in find(app, "curtain").headline
    assert "secret" not in names(app)
    assert all(secret != secrets[1] for _, secret in SecretTable.built)
    before = len(SecretTable.built)
    frames(app, 3)
    assert len(SecretTable.built) == before  # nothing is redrawn behind the curtain
    click(app, "reveal")
    assert find(app, "secret").text == str(secrets[1])
    assert SecretTable.built[-1] == (1, secrets[1])


def test_no_curtain_for_one_person_against_a_computer(secret_game):
    app = make_app()
    scene = game_scene(app, Session.new("secret_pick", (ANA, ROBOT), seed=5))
    assert not scene.curtain_up
    click(app, "act:0")
    run_until(app, lambda: scene.session.state.to_act() == (0,) and not scene.computer_busy)
    assert not scene.curtain_up
    assert find(app, "secret").text == str(scene.session.state.secrets[0])
    assert all(seat == 0 for seat, _ in SecretTable.built)  # only Ana's view was ever drawn


# --- settings, rules, idling --------------------------------------------------------------------------

def test_settings_apply_at_once_and_are_saved(ludoteca_home):
    app = make_app()
    start(app)
    frames(app)
    click(app, "settings")
    assert isinstance(app.top, SettingsScene)
    click(app, "lang:es")
    assert app.lang == "es" and find(app, "back").label == "Volver"
    click(app, "sound:off")
    assert not app.sounds.enabled
    saved = json.loads((ludoteca_home / "settings.json").read_text(encoding="utf-8"))
    assert saved["lang"] == "es" and saved["sound"] is False
    click(app, "back")
    assert find(app, "settings").label == "Ajustes"


def test_rules_screen_scrolls_and_says_when_there_are_none():
    app = make_app(size=(640, 400))
    app.push(RulesScene(app, "reverso"))
    frames(app)
    scene = app.top
    if scene.max_scroll:
        press(app, pygame.K_PAGEDOWN)
        assert scene.scroll > 0
        press(app, pygame.K_HOME)
        assert scene.scroll == 0
    app.push(RulesScene(app, "no_such_game"))
    frames(app)
    assert "no written rules" in app.top.blocks()[0].text


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_rules_screen_ends_with_where_the_rulebook_is_silent(game):
    # Where the rulebook is silent or contradicts itself, the decision is written in the game's
    # rules screen, under a heading that says so, in both languages.

    for lang, heading in (("en", "# Where the rulebook is silent"), ("es", "# Donde el reglamento calla")):
        text = (FOLDER_PATHS[game] / "rules" / f"{lang}.md").read_text(encoding="utf-8")
        decisions = text.split(heading, 1)
        assert len(decisions) == 2 and decisions[1].count("\n- ") >= 1, (game, lang)


def test_markdown_blocks():
    blocks = parse_markdown("# Title\n\nSome **bold** text\ncontinued.\n\n- one\n- two\n## Sub\n")
    assert [(b.kind, b.text) for b in blocks] == [
        ("h1", "Title"), ("p", "Some bold text continued."), ("li", "one"), ("li", "two"), ("h2", "Sub")]


def test_idle_app_does_not_redraw():
    app = make_app()
    start(app)
    frames(app, 3)
    drawn = app.frames
    frames(app, 5)
    assert app.frames == drawn and not app.busy()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=find(app, "settings").rect.center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 1)
    assert app.frames == drawn + 1  # hovering a button is worth one frame


# --- the demo --------------------------------------------------------------------------------------

def _run_demo(*args, tmp_path):
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "LUDOTECA_HOME": str(tmp_path / "home"),
           "PATH": "/usr/bin:/bin"}
    return subprocess.run([sys.executable, "-m", "scenes", *args], cwd=REPO, env=env, capture_output=True, text=True,
                          timeout=120)


def test_demo_writes_a_png(tmp_path):
    shot = tmp_path / "shot.png"
    result = _run_demo("--demo", "reverso", "--seed", "3", "--moves", "8", "--bot", "random", "--screenshot",
                       str(shot), "--size", "640x400", "--lang", "es", tmp_path=tmp_path)
    assert result.returncode == 0, result.stderr
    assert pygame.image.load(str(shot)).get_size() == (640, 400)
    assert not (tmp_path / "home" / "autosave.json").exists()  # a demo never touches the player's save


def test_demo_of_an_unknown_game_fails_clearly(tmp_path):
    result = _run_demo("--demo", "no_such_game", "--screenshot", str(tmp_path / "x.png"), tmp_path=tmp_path)
    assert result.returncode != 0
    assert "unknown game 'no_such_game'" in result.stderr


class BrokenBot(RandomBot):
    def choose(self, state, seat):
        raise RuntimeError("out of ideas")


def test_a_failing_computer_plays_a_random_legal_move(monkeypatch):
    monkeypatch.setitem(BOTS, "broken", BrokenBot)
    app = make_app()
    scene = game_scene(app, Session.new("reverso", (ANA, SeatConfig("Robot", COMPUTER, "broken")), seed=9))
    click(app, "cell:2,3")
    run_until(app, lambda: len(scene.session.state.history) == 2)
    assert "stumbled" in find(app, "status").text
    click(app, next(w.name for w in widgets(app) if w.name.startswith("cell:") and w.clickable))
    run_until(app, lambda: len(scene.session.state.history) == 4)
    assert "stumbled" in find(app, "status").text  # said again about the new failure
    assert scene.session.state.legal_actions(0)


def test_the_computers_choice_is_shown_before_it_is_played():
    app = make_app()
    app.think_delay = 60.0  # long enough that only settle() lets the move land
    scene = game_scene(app, Session.new("reverso", (ANA, ROBOT), seed=9))
    click(app, "cell:2,3")
    run_until(app, lambda: scene.pending is not None)
    seat, chosen = scene.pending
    assert len(scene.session.state.history) == 1
    marked = [w for w in widgets(app) if w.highlight and w.name.startswith("cell:")]
    assert [w.name for w in marked] == [f"cell:{chosen.args[0]},{chosen.args[1]}"]
    assert "Robot" in find(app, "status").text
    assert not any(w.clickable for w in widgets(app) if w.name.startswith("cell:"))  # no clicks meanwhile
    scene.settle()
    frames(app)
    assert scene.session.state.history[-1] == (1, chosen)


def test_an_unexpected_error_returns_to_the_menu_with_a_message(ludoteca_home):
    app = make_app()
    game_scene(app, Session.new("reverso", (ANA, ROBOT), seed=5, save_path=autosave_path("reverso")))
    app.recover(RuntimeError("a table fell over"))
    frames(app)
    assert isinstance(app.top, DialogScene) and "RuntimeError" in app.top.message
    assert "a table fell over" not in app.top.message  # the text may quote a hidden card: in error.log only
    assert isinstance(app.stack[0], MenuScene) and len(app.stack) == 2
    assert "a table fell over" in (ludoteca_home / "error.log").read_text(encoding="utf-8")
    click(app, "dialog:1")  # back to the menu (dialog:0 saves a report: tests/reliability/test_crash_dialog.py)
    assert "resume" in names(app)  # the game is still there to resume


def test_a_move_can_be_played_from_the_keyboard():
    app = make_app()
    scene = game_scene(app, Session.new("reverso", (ANA, BETO), seed=5))
    press(app, pygame.K_TAB)
    focused = next(w for w in widgets(app) if w.focused)
    assert focused.name.startswith("cell:")
    press(app, pygame.K_RETURN)
    assert len(scene.session.state.history) == 1
