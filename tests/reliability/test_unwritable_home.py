"""A save that cannot be written (a full disk, a read-only or missing folder) never stops a game:
the status bar says so and play goes on; once saving works again the autosave catches up."""

from __future__ import annotations

import pytest

from game.core import Action
from scenes.app import App, start
from scenes.game_scene import GameScene
from scenes.menu import MenuScene
from scenes.session import COMPUTER, HUMAN, SeatConfig, Session, autosave_path

ANA = SeatConfig("Ana", HUMAN)
BETO = SeatConfig("Beto", HUMAN)
ROBOT = SeatConfig("Robot", COMPUTER, "random")


@pytest.fixture
def blocked_home(ludoteca_home):
    """The data folder's place is taken by a plain file, so nothing can be written there."""
    ludoteca_home.parent.mkdir(parents=True, exist_ok=True)
    ludoteca_home.write_text("not a folder", encoding="utf-8")
    return ludoteca_home


def test_a_session_plays_on_when_its_autosave_cannot_be_written(blocked_home):
    session = Session.new("reverso", (ANA, BETO), seed=7, save_path=autosave_path("reverso"))
    assert session.save_problem
    session.apply(0, Action("place", (2, 3)))
    assert len(session.state.history) == 1 and session.save_problem
    blocked_home.unlink()  # room again: the next save works and holds everything so far
    session.apply(1, session.state.legal_actions(1)[0])
    assert session.save_problem is None
    assert Session.load(autosave_path("reverso")).state == session.state


def test_the_app_starts_and_plays_with_an_unwritable_data_folder(blocked_home):
    app = App(size=(900, 640), lang="en", think_delay=0.0, load_settings=False)
    start(app)
    app.guarded_step()
    assert isinstance(app.top, MenuScene)
    session = Session.new("reverso", (ANA, ROBOT), seed=7, save_path=autosave_path("reverso"))
    app.push(GameScene(app, session))
    app.guarded_step()
    scene = app.top
    assert isinstance(scene, GameScene) and "could not be saved" in scene.notice
    scene.on_intent(scene.state.legal_actions(0)[0])
    app.guarded_step()
    assert app.top is scene and len(scene.session.state.history) >= 1
    assert "could not be saved" in scene.notice
    scene.ensure_layout()
    assert "could not be saved" in next(w for w in scene.widgets if w.name == "status").text


def test_a_whole_game_ends_normally_with_an_unwritable_data_folder(blocked_home):
    app = App(size=(900, 640), lang="en", think_delay=0.0, load_settings=False)
    app.push(GameScene(app, Session.new("reverso", (ANA, ROBOT), seed=11, save_path=autosave_path("reverso"))))
    app.guarded_step()
    scene = app.top
    for _ in range(400):
        if scene.state.is_over():
            break
        if scene.may_act():
            scene.on_intent(scene.state.legal_actions(0)[0])
        scene.join_computer()
        app.guarded_step()
    app.guarded_step()
    assert scene.state.is_over()
    assert app.top is scene  # the end panel, not an error dialog
    assert any(w.name == "end:headline" for w in scene.widgets)
