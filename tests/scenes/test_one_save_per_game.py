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
    assert [s.game_id for s in found.sessions] == ["damas", "reverso"]
    assert found.of("reverso").state == reverso.state and found.of("damas").state == damas.state
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
    assert unfinished_games().of("reverso").state == reverso.state


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
    assert found.of("damas").state == session.state
    assert autosave_path("damas").exists() and not legacy_autosave_path().exists()


def test_an_older_autosave_never_overwrites_a_games_own_save() -> None:
    own = saved_game("damas", 5)
    older = saved_game("damas", 1, seed=9)
    autosave_path("damas").replace(legacy_autosave_path())
    own.save()
    assert unfinished_games().of("damas").state == own.state
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
