"""Issue 23, point 5, "One unfinished game per game": starting a new game must not destroy an
unfinished game of another; keep one save per game, show them in the menu ("Resume Puertas, 12
moves in"), and the destructive choice never has the default focus."""

import json
import os

import pygame
from shell_helpers import click, find, frames, make_app, names, press

from game.core import Action
from scenes.app import start
from scenes.game_scene import GameScene
from scenes.menu import MenuScene
from scenes.session import (
    COMPUTER,
    HUMAN,
    SeatConfig,
    Session,
    autosave_path,
    legacy_autosave_path,
    unfinished_games,
)
from scenes.setup import SetupScene
from scenes.shell import DialogScene

ANA, BETO, ROBOT = SeatConfig("Ana", HUMAN), SeatConfig("Beto", HUMAN), SeatConfig("Robot", COMPUTER, "random")


def saved_game(game_id: str, moves: int, seed: int = 3, seats=(ANA, BETO)) -> Session:
    session = Session.new(game_id, seats, seed=seed, save_path=autosave_path(game_id))
    for _ in range(moves):
        seat = session.state.to_act()[0]
        session.apply(seat, session.state.legal_actions(seat)[0])
    session.save()
    return session


def test_each_game_keeps_its_own_unfinished_game_and_the_one_played_last_comes_first() -> None:
    reverso = saved_game("reverso", 4)
    damas = saved_game("damas", 2)
    os.utime(autosave_path("reverso"), (1_000_000, 1_000_000))  # Damas was played after Reverso
    found = unfinished_games()
    assert [w.game_id for w in found.waiting] == ["damas", "reverso"]
    assert found.of("reverso").moves == 4 and found.of("damas").moves == 2
    assert Session.load(found.of("reverso").path).state == reverso.state
    assert Session.load(found.of("damas").path).state == damas.state
    assert found.latest.game_id == "damas" and not found.broken


def test_starting_a_game_of_one_kind_leaves_another_kinds_unfinished_game_alone() -> None:
    reverso = saved_game("reverso", 4)
    before = autosave_path("reverso").read_bytes()
    app = make_app()
    app.push(SetupScene(app, "damas"))
    frames(app)
    click(app, "start")  # no unfinished Damas: no question, the game starts
    assert isinstance(app.top, GameScene) and app.top.session.game_id == "damas"
    assert autosave_path("reverso").read_bytes() == before
    assert Session.load(unfinished_games().of("reverso").path).state == reverso.state


def test_replacing_a_game_of_the_same_kind_asks_first_and_enter_resumes_rather_than_replaces() -> None:
    waiting = saved_game("reverso", 4)
    app = make_app()
    app.push(SetupScene(app, "reverso"))
    frames(app)
    click(app, "start")
    dialog = app.top
    assert isinstance(dialog, DialogScene)
    assert dialog.focused_widget is not None and dialog.focused_widget.intent == 0  # "Resume that game"
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, GameScene) and app.top.session.state == waiting.state
    assert len(app.top.session.state.history) == 4


def test_the_menu_shows_every_unfinished_game_with_how_far_it_went_and_resumes_the_one_clicked() -> None:
    saved_game("reverso", 12)
    saved_game("damas", 2)
    os.utime(autosave_path("reverso"), (1_000_000, 1_000_000))
    app = make_app()
    start(app)
    frames(app)
    if isinstance(app.top, DialogScene):  # the start-up offer of the last game: not now
        press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)
    cards = [n for n in names(app) if n.startswith("resume:")]
    assert cards == ["resume:damas", "resume:reverso"]
    assert find(app, "resume:reverso").players == "12 moves in"
    click(app, "resume:reverso")
    assert isinstance(app.top, GameScene) and app.top.session.game_id == "reverso"


def test_the_single_autosave_of_older_versions_becomes_its_games_own_save() -> None:
    session = saved_game("damas", 3)
    data = json.loads(autosave_path("damas").read_text(encoding="utf-8"))
    autosave_path("damas").unlink()
    legacy_autosave_path().parent.mkdir(parents=True, exist_ok=True)
    legacy_autosave_path().write_text(json.dumps(data), encoding="utf-8")
    found = unfinished_games()
    assert Session.load(found.of("damas").path).state == session.state
    assert autosave_path("damas").exists() and not legacy_autosave_path().exists()


def test_an_older_autosave_never_overwrites_a_games_own_save() -> None:
    own = saved_game("damas", 5)
    older = saved_game("damas", 1, seed=9)
    autosave_path("damas").replace(legacy_autosave_path())
    own.save()
    assert Session.load(unfinished_games().of("damas").path).state == own.state
    kept = [p.name for p in legacy_autosave_path().parent.iterdir() if p.name.startswith("autosave.broken-")]
    assert len(kept) == 1  # set aside, never deleted
    assert older.state != own.state


def test_a_finished_game_leaves_no_save_behind() -> None:
    session = saved_game("reverso", 0, seats=(ANA, ROBOT))
    while not session.state.is_over():
        seat = session.state.to_act()[0]
        action: Action = session.state.legal_actions(seat)[0]
        session.apply(seat, action)
    assert not autosave_path("reverso").exists()
    assert unfinished_games().of("reverso") is None


def test_the_menu_lists_unfinished_games_without_replaying_them(monkeypatch) -> None:
    # Replaying nine saves doubled the time to the first menu frame; the menu needs only how far
    # each went and who plays. A game is replayed when it is resumed.
    saved_game("reverso", 6)
    saved_game("damas", 3)
    from scenes import session as session_module

    def no_replay(*args, **kwargs):
        raise AssertionError("a save was replayed to list it")

    monkeypatch.setattr(session_module.Session, "from_json", classmethod(no_replay))
    found = unfinished_games()
    assert sorted((w.game_id, w.moves) for w in found.waiting) == [("damas", 3), ("reverso", 6)]
    assert found.of("reverso").names("en") == ["Ana", "Beto"]


def test_a_save_that_is_not_plainly_ours_is_read_whole_set_aside_and_said() -> None:
    path = autosave_path("damas")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": 1, "session": {"seats": []}, "game": {"format": 1}}', encoding="utf-8")
    found = unfinished_games()
    assert found.of("damas") is None and len(found.broken) == 1 and not path.exists()
