"""What a person playing the games saw and frowned at (a play-test through the real app), each
fixed in the scenes and checked here through the real loop."""

from __future__ import annotations

import pytest
from shell_helpers import click, find, frames, make_app

from scenes.game_scene import GameScene
from scenes.session import HUMAN, SeatConfig, Session
from scenes.setup import SetupScene

ANA = SeatConfig("Ana", HUMAN)
BEA = SeatConfig("Bea", HUMAN)


def game_scene(app, session):
    app.push(GameScene(app, session))
    frames(app)
    assert isinstance(app.top, GameScene)
    return app.top


def test_the_status_line_names_the_player_once_between_two_people():
    # Between people the status line says whose turn it is; Puertas' own line already begins with
    # the name ("Ana (Collector) takes a market card"), which read "Ana · Ana (Collector) ...".
    app = make_app()
    scene = game_scene(app, Session.new("puertas", (ANA, BEA), seed=3))
    click(app, "reveal")
    name = scene.session.seats[scene.viewer()].name
    text = find(app, "status").text
    assert text.startswith(name) and not text.startswith(f"{name} · {name}")
    assert text.count(name) == 1


def test_the_status_line_still_says_whose_turn_when_the_table_does_not():
    # Reverso's line names a colour, not a person: the person's name goes first.
    app = make_app()
    scene = game_scene(app, Session.new("reverso", (ANA, BEA), seed=1))
    name = scene.session.seats[scene.viewer()].name
    assert find(app, "status").text.startswith(f"{name} · ")


def test_the_setup_of_ideograma_speaks_of_tiles_not_cards():
    # Ideograma is played with letter tiles on a rack ("fichas"); its setup said "Some cards stay
    # hidden from the others".
    for lang, word in (("en", "tiles"), ("es", "fichas")):
        app = make_app(lang=lang)
        app.push(SetupScene(app, "ideograma"))
        frames(app)
        text = find(app, "about:how").text
        assert word in text and "card" not in text and "carta" not in text
    app = make_app(lang="es")
    app.push(SetupScene(app, "trampas"))
    frames(app)
    assert "cartas" in find(app, "about:how").text  # the card games keep their cards


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "es"), ((1280, 720), "en"), ((1024, 640), "es"),
                                             ((1920, 1080), "es")])
def test_ideograma_says_that_typing_skips_the_letters_on_the_board(size, lang):
    # A player who clicked before an A on the board and typed the whole word C-A-L laid their own A
    # as well ("CAAL"): typing skips filled squares, so only one's own letters are typed. The hint
    # says so, and it fits its place.
    app = make_app(size, lang)
    game_scene(app, Session.new("ideograma", (ANA, BEA), seed=2))
    click(app, "reveal")
    hint = find(app, "preview:hint")
    assert ("already on the board" if lang == "en" else "ya están en el tablero") in hint.text
    assert hint.height_for(hint.rect.w) <= hint.rect.h
