"""An exception inside a screen never closes the app: it goes back to the menu with a dialog that offers
to save a report (the game's save and the traceback, in the user data folder), and the game stays saved."""

from __future__ import annotations

import json

import pygame
import pytest

from game.registry import GAMES
from games.reverso.engine import Reverso
from games.reverso.table import ReversoTable
from scenes.app import App, start
from scenes.game_scene import GameScene
from scenes.menu import MenuScene
from scenes.session import COMPUTER, HUMAN, SeatConfig, Session, autosave_path, data_dir
from scenes.shell import DialogScene
from scenes.tables import TABLES

ANA = SeatConfig("Ana", HUMAN)
ROBOT = SeatConfig("Robot", COMPUTER, "random")


class ExplodingTable(ReversoTable):
    explode = False

    def build(self, rect, view, seat, legal):
        if ExplodingTable.explode:
            raise RuntimeError("the table fell over")
        return super().build(rect, view, seat, legal)


class HalfMoveReverso(Reverso):
    """An engine bug in the middle of a move: the board is half changed when it raises."""

    crash = False

    def _apply(self, seat, action):
        if HalfMoveReverso.crash:
            self.discs[0] = "broken"
            raise KeyError("flip")
        super()._apply(seat, action)


@pytest.fixture
def exploding(monkeypatch):
    ExplodingTable.explode = False
    monkeypatch.setitem(TABLES, "reverso", ExplodingTable)


def _app() -> App:
    return App(size=(900, 640), lang="en", think_delay=0.0, load_settings=False)


def _steps(app: App, count: int = 2) -> None:
    for _ in range(count):
        scene = app.top
        if isinstance(scene, GameScene):
            scene.join_computer()
        app.guarded_step()


def _play_a_human_move(app: App, scene: GameScene) -> None:
    before = len(scene.session.state.history)
    legal = scene.state.legal_actions(0)
    scene.on_intent(legal[0])
    assert len(scene.session.state.history) == before + 1
    for _ in range(50):  # the computer answers
        _steps(app, 1)
        if scene.state.to_act() == (0,) and not scene.computer_busy:
            break
    assert scene.state.to_act() == (0,)


def _game(app: App) -> GameScene:
    session = Session.new("reverso", (ANA, ROBOT), seed=1, save_path=autosave_path("reverso"))
    app.push(GameScene(app, session))
    _steps(app)
    scene = app.top
    assert isinstance(scene, GameScene)
    _play_a_human_move(app, scene)
    return scene


def _choose(app: App, label: str) -> None:
    dialog = app.top
    assert isinstance(dialog, DialogScene)
    labels = [choice[0] for choice in dialog.choices]
    dialog.on_intent(labels.index(label))
    _steps(app)


def test_a_table_that_raises_brings_the_report_dialog_and_the_game_stays_saved(exploding):
    app = _app()
    scene = _game(app)
    expected = scene.session.to_json()
    ExplodingTable.explode = True
    scene.relayout()
    _steps(app)  # the draw raises inside the loop; the loop recovers

    dialog = app.top
    assert isinstance(dialog, DialogScene) and dialog.title == "Something went wrong"
    assert "RuntimeError" in dialog.message and "Your game is saved" in dialog.message
    assert "the table fell over" not in dialog.message  # an error's text may quote a hidden card
    assert [c[0] for c in dialog.choices] == ["Save a report", "Back to the menu"]
    assert isinstance(app.stack[0], MenuScene) and len(app.stack) == 2
    saved = Session.load(autosave_path("reverso")).to_json()
    # The time at the table goes on counting until the crash is saved; everything else is as it was.
    assert saved["session"].pop("seconds") >= expected["session"].pop("seconds")
    assert saved == expected
    assert "the table fell over" in (data_dir() / "error.log").read_text(encoding="utf-8")

    _choose(app, "Save a report")
    reports = list((data_dir() / "reports").glob("report-*.json"))
    assert len(reports) == 1
    report = json.loads(reports[0].read_text(encoding="utf-8"))
    anonymous = json.loads(json.dumps(expected))
    for seat, number in zip(anonymous["session"]["seats"], (1, 2), strict=True):
        seat["name"] = f"Player {number}"  # no names in a report
    report["game"]["session"].pop("seconds")  # the time at the table, as above
    assert report["game"] == anonymous
    assert report["error"] == "RuntimeError: the table fell over"
    assert "build" in report["traceback"] and "Traceback" in report["traceback"]
    assert report["screen"] == "GameScene"
    confirmation = app.top
    assert isinstance(confirmation, DialogScene) and confirmation.title == "Report saved"
    assert str(reports[0]) in confirmation.message

    _choose(app, "OK")
    assert isinstance(app.top, MenuScene) and len(app.stack) == 1
    ExplodingTable.explode = False
    assert app.top.resume_session is not None
    app.top.on_intent("resume")
    _steps(app)
    resumed = app.top
    again = resumed.session.to_json()
    again["session"].pop("seconds")  # the time at the table, as above
    assert isinstance(resumed, GameScene) and again == expected


def test_back_to_the_menu_writes_no_report_and_the_game_resumes(exploding):
    app = _app()
    scene = _game(app)
    state = scene.session.state
    ExplodingTable.explode = True
    scene.relayout()
    _steps(app)
    _choose(app, "Back to the menu")
    assert isinstance(app.top, MenuScene) and len(app.stack) == 1
    assert not (data_dir() / "reports").exists()
    assert Session.load(autosave_path("reverso")).state == state


def test_an_error_in_the_middle_of_a_move_keeps_the_last_good_save(monkeypatch):
    monkeypatch.setitem(GAMES, "reverso", HalfMoveReverso)
    HalfMoveReverso.crash = False
    app = _app()
    scene = _game(app)
    good = autosave_path("reverso").read_bytes()
    HalfMoveReverso.crash = True
    scene.ensure_layout()
    legal = scene.state.legal_actions(0)
    cell = next(w for w in scene.widgets if w.clickable and w.extra.get("action") in legal)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=cell.rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=cell.rect.center, button=1))
    _steps(app, 1)  # the click reaches the engine, which raises inside the loop
    HalfMoveReverso.crash = False
    _steps(app)
    assert isinstance(app.top, DialogScene) and "KeyError" in app.top.message
    # The half-changed state no longer replays to itself: it was not saved over the good autosave.
    assert autosave_path("reverso").read_bytes() == good
    assert Session.load(autosave_path("reverso")) is not None
    _choose(app, "Save a report")
    report = json.loads(next((data_dir() / "reports").glob("report-*.json")).read_text(encoding="utf-8"))
    assert report["game"]["game"]["snapshot"]["discs"][0] == "broken"  # the report shows the broken state


def test_an_error_in_the_menu_offers_a_report_without_a_game():
    app = _app()
    start(app)
    _steps(app)
    menu = app.top

    def broken_draw(surface):
        raise ZeroDivisionError("menu arithmetic")

    menu.draw = broken_draw
    menu.dirty = True
    _steps(app, 2)  # the first raises and recovers; the second shows a new menu with the dialog
    dialog = app.top
    assert isinstance(dialog, DialogScene) and "menu arithmetic" not in dialog.message
    assert "Your game is saved" not in dialog.message
    _choose(app, "Save a report")
    report = json.loads(next((data_dir() / "reports").glob("report-*.json")).read_text(encoding="utf-8"))
    assert report["game"] is None and report["screen"] == "MenuScene"


def test_a_report_that_cannot_be_written_says_so(exploding, ludoteca_home):
    app = _app()
    scene = _game(app)
    (ludoteca_home / "reports").write_text("a file where the folder should be", encoding="utf-8")
    ExplodingTable.explode = True
    scene.relayout()
    _steps(app)
    _choose(app, "Save a report")
    assert isinstance(app.top, DialogScene) and app.top.title == "The report could not be saved"
    _choose(app, "OK")
    assert isinstance(app.top, MenuScene)


def test_the_dialog_speaks_spanish(exploding):
    app = App(size=(900, 640), lang="es", think_delay=0.0, load_settings=False)
    scene = _game(app)
    ExplodingTable.explode = True
    scene.relayout()
    _steps(app)
    dialog = app.top
    assert dialog.title == "Algo ha fallado" and "Tu partida está guardada" in dialog.message
    assert [c[0] for c in dialog.choices] == ["Guardar un informe", "Volver al menú"]


def test_an_error_that_keeps_coming_back_stops_the_app_rather_than_spinning(exploding):
    app = _app()
    app.push(MenuScene(app))
    _steps(app)

    def broken_update(dt):
        raise RuntimeError("again")

    for _ in range(3):
        app.top.update = broken_update
        app.guarded_step()  # recovers: back to a new menu with the dialog on top
        app.apply_pending()
        assert isinstance(app.top, DialogScene)
    app.top.update = broken_update
    with pytest.raises(RuntimeError, match="again"):
        app.guarded_step()



def test_when_even_the_recovery_fails_the_app_goes_back_to_the_menu(exploding, monkeypatch):
    import scenes.session

    app = _app()
    scene = _game(app)

    def no_report(*args, **kwargs):
        raise MemoryError("no room for a report")

    monkeypatch.setattr(scenes.session, "error_report", no_report)
    ExplodingTable.explode = True
    scene.relayout()
    _steps(app)
    assert isinstance(app.top, MenuScene) and len(app.stack) == 1
    ExplodingTable.explode = False
    assert app.top.resume_session is not None


def test_a_report_holds_no_names_no_home_folder_and_nothing_of_the_environment(monkeypatch, tmp_path):
    """Issue 24: the report the app offers to save holds the game (to reproduce the error) and
    nothing else of the person's: not their names, not their user name (in the home folder's path),
    not the environment."""
    from pathlib import Path

    from scenes.session import error_report

    home = tmp_path / "users" / "begona.secreta"
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("LUDOTECA_HOME", str(home / ".local" / "ludoteca"))
    monkeypatch.setenv("SOME_TOKEN", "tok-123-secret")
    assert Path.home() == home
    session = Session.new("reverso", (SeatConfig("Begoña Secreta", HUMAN), ROBOT), seed=1, save_path=None)
    try:
        raise OSError(f"cannot open {home}/.local/ludoteca/autosave.json")
    except OSError as exc:
        report = error_report(exc, session, "GameScene")
    text = json.dumps(report, ensure_ascii=False)
    assert "Begoña" not in text and "Robot" not in text
    assert "begona.secreta" not in text and str(home) not in text
    assert "tok-123-secret" not in text
    assert "<data>/autosave.json" in report["error"]
    assert report["game"]["game"]["seed"] == 1  # the game stays: it is what reproduces the error
