"""Issue 23, point 4, "Names and language": default names follow the language, also in a game in
progress; the name field selects its default text on click and takes Ctrl+A; a demo's
all-computer seat is not "(you)"."""

import pygame
import pytest
from shell_helpers import click, find, frames, game_scene, make_app, press
from table_helpers import build_seen

from game.registry import GAMES
from scenes.session import COMPUTER, HUMAN, SeatConfig, Session, default_name
from scenes.setup import SetupScene
from scenes.tables import TABLES
from scenes.widgets.score_panel import ScorePanel
from scenes.widgets.text import Label


def test_default_names_are_shown_in_the_language_of_the_screen_not_the_one_they_were_made_in() -> None:
    seats = (SeatConfig(default_name(HUMAN, 0, "es"), HUMAN),
             SeatConfig(default_name(COMPUTER, 1, "es"), COMPUTER, "random"),
             SeatConfig("Lola", HUMAN))
    session = Session.new("ludo", seats, seed=1)
    assert session.names("en") == ["Player 1", "Computer 2", "Lola"]
    assert session.names("es") == [default_name(HUMAN, 0, "es"), default_name(COMPUTER, 1, "es"), "Lola"]
    assert session.names("es")[0] != "Player 1"  # the Spanish catalogue has its own words


def test_a_game_in_progress_renames_its_default_seats_when_the_language_changes() -> None:
    app = make_app(lang="es")
    seats = (SeatConfig(default_name(HUMAN, 0, "es"), HUMAN), SeatConfig(default_name(COMPUTER, 1, "es"), COMPUTER))
    scene = game_scene(app, Session.new("reverso", seats, seed=2))
    app.settings.lang = "en"  # as the settings screen does, the game paused behind it
    scene.relayout()
    frames(app)
    panel = next(w for w in scene.widgets if isinstance(w, ScorePanel))
    assert [row.name for row in panel.rows] == ["Player 1", "Computer 2"]
    assert scene.table.seat_names == ["Player 1", "Computer 2"]


def test_a_click_into_the_name_field_selects_the_default_name_so_typing_replaces_it() -> None:
    app = make_app()
    app.push(SetupScene(app, "reverso"))
    frames(app)
    click(app, "name:0")
    assert find(app, "name:0").selected
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Ana"))
    frames(app)
    assert app.top.seats[0].name == "Ana" and not find(app, "name:0").selected
    press(app, pygame.K_a, mod=pygame.KMOD_CTRL)
    assert find(app, "name:0").selected
    press(app, pygame.K_BACKSPACE)
    assert app.top.seats[0].name == ""
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Bea"))
    press(app, pygame.K_END)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="triz"))
    frames(app)
    assert app.top.seats[0].name == "Beatriz"


@pytest.mark.parametrize("game_id", ["puertas", "favores", "trampas", "laberinto", "vuelvan"])
def test_no_you_mark_for_a_seat_no_person_plays(game_id: str) -> None:
    state = GAMES[game_id](2, 5)
    table = TABLES[game_id](make_app())

    def texts() -> str:
        return " ".join(w.text for w in build_seen(table, state, 0) if isinstance(w, Label))

    table.people = frozenset({0})
    assert "(you)" in texts()  # a person at seat 0: the table says which seat is theirs
    table.people = frozenset()  # a demo: every seat a computer
    assert "(you)" not in texts()


def test_every_table_marks_you_only_through_is_you() -> None:
    # A mark written as `seat == who` called a demo's computer seat "(you)"; every table asks is_you.
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    for path in sorted(root.glob("games/*/table*.py")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if "(you)" in line:
                assert "is_you(" in line, f"{path.relative_to(root)}:{number}: {line.strip()}"
