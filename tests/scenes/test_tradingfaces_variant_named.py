"""Session 11 noticed that the setup screen and the offers to resume called a game of Memory plain
Trading Faces, and that the setup screen described passing cards even with Memory chosen. Each now
names the game the options choose (``GameSpec.variant_option``), in both languages."""

import pygame
import pytest
from shell_helpers import click, find, frames, make_app, press

from scenes.app import start
from scenes.menu import MenuScene
from scenes.session import COMPUTER, HUMAN, SeatConfig, Session, autosave_path
from scenes.setup import SetupScene
from scenes.shell import DialogScene

MEMORY = {"en": "Memory", "es": "Memoria"}
PASSING = {"en": "Pass cards", "es": "Pasa cartas"}
HANDS = {"en": "Hands stay hidden", "es": "Las manos quedan ocultas"}


def saved_memory_game() -> Session:
    seats = (SeatConfig("Ana", HUMAN), SeatConfig("Beto", COMPUTER, "normal"))
    session = Session.new(
        "tradingfaces", seats, seed=3, options={"variant": "memory"}, save_path=autosave_path("tradingfaces")
    )
    seat = session.state.to_act()[0]
    session.apply(seat, session.state.legal_actions(seat)[0])
    session.save()
    return session


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_setup_screen_names_and_describes_the_game_chosen(lang):
    app = make_app(size=(1280, 720), lang=lang)
    app.push(SetupScene(app, "tradingfaces"))
    frames(app)
    scene = app.top
    title, line = scene.heading()
    assert title == "Trading Faces" and PASSING[lang] in line
    assert HANDS[lang] in find(app, "about:how").text
    click(app, "option:variant:+")  # the game: Memory
    assert find(app, "option:variant").text == MEMORY[lang]
    title, line = scene.heading()
    assert title == f"Trading Faces ({MEMORY[lang]})"
    assert PASSING[lang] not in line and line.startswith("Fiesta · ")
    assert HANDS[lang] not in find(app, "about:how").text  # Memory has no hands: its cards lie face down


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_offers_to_resume_name_memory(lang):
    saved_memory_game()
    app = make_app(size=(1280, 720), lang=lang)
    start(app)  # the start-up offer of the game played last
    frames(app)
    dialog = app.top
    assert isinstance(dialog, DialogScene)
    assert f"Trading Faces ({MEMORY[lang]})" in dialog.message
    press(app, pygame.K_ESCAPE)  # not now
    assert isinstance(app.top, MenuScene)
    # Starting another game from the setup screen: the question names the game waiting too.
    app.push(SetupScene(app, "tradingfaces"))
    frames(app)
    click(app, "start")
    assert isinstance(app.top, DialogScene)
    assert f"Trading Faces ({MEMORY[lang]})" in app.top.message


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_menus_unfinished_card_names_memory(lang):
    saved_memory_game()
    app = make_app(size=(1280, 720), lang=lang)
    app.push(MenuScene(app))
    frames(app)
    card = find(app, "resume:tradingfaces")
    assert card.title == "Trading Faces" and card.players.startswith(f"{MEMORY[lang]} · ")


def test_a_classic_game_keeps_its_plain_title():
    seats = (SeatConfig("Ana", HUMAN), SeatConfig("Beto", COMPUTER, "normal"), SeatConfig("Cleo", COMPUTER, "normal"))
    session = Session.new("tradingfaces", seats, seed=3, save_path=autosave_path("tradingfaces"))
    seat = session.state.to_act()[0]
    session.apply(seat, session.state.legal_actions(seat)[0])
    session.save()
    app = make_app()
    start(app)
    frames(app)
    assert isinstance(app.top, DialogScene)
    assert "Trading Faces with Ana" in app.top.message
    press(app, pygame.K_ESCAPE)  # not now
    assert MEMORY["en"] not in find(app, "resume:tradingfaces").players
