"""Issue 23, "A menu for 24 games": families people can jump between, each game's card readable
whole, keyboard and mouse, last played and unfinished games first, and a search by name."""

import pygame
from shell_helpers import click, find, frames, make_app, names, press

from game.registry import SPECS
from scenes.app import start
from scenes.menu import GameCard, MenuScene
from scenes.session import HUMAN, SeatConfig, Session, Settings, autosave_path
from scenes.shell import DialogScene


def menu(size=(1280, 720), recent=()):
    app = make_app(size)
    app.settings.recent = tuple(recent)
    start(app)
    frames(app)
    if isinstance(app.top, DialogScene):  # the offer to resume the last game: not now
        press(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)
    return app


def cards(app) -> list[str]:
    return [n for n in names(app) if n.startswith(("game:", "resume:"))]


def type_text(app, text: str) -> None:
    for ch in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    frames(app)


def test_typing_on_the_menu_searches_games_by_name_ignoring_case_and_accents() -> None:
    app = menu()
    type_text(app, "LUDO")
    assert cards(app) == ["game:ludo"]
    assert find(app, "search").value == "LUDO"
    press(app, pygame.K_ESCAPE)  # the first Escape leaves the field, as in every text field
    assert cards(app) == ["game:ludo"]
    press(app, pygame.K_ESCAPE)  # the second clears the search
    assert len([n for n in cards(app) if n.startswith("game:")]) == len(SPECS)


def test_a_search_that_finds_nothing_says_so() -> None:
    app = menu()
    type_text(app, "zzz")
    assert cards(app) == [] and "no-match" in names(app)
    assert "zzz" in find(app, "no-match").text


def test_a_family_button_jumps_to_the_family_and_focuses_its_first_game() -> None:
    app = menu(size=(800, 600))
    last = list(dict.fromkeys(spec.family for spec in SPECS.values()))[-1]
    click(app, f"jump:{last}")
    heading = find(app, f"family:{last}")
    assert heading.rect.y <= app.top.grid_rect.y + 2 or app.top.scroll == app.top.max_scroll
    focused = app.top.focused_widget
    first = next(spec.id for spec in SPECS.values() if spec.family == last)
    assert isinstance(focused, GameCard) and focused.name == f"game:{first}"


def test_the_games_played_last_come_first_after_the_unfinished_ones() -> None:
    session = Session.new("reverso", (SeatConfig("Ana", HUMAN), SeatConfig("Beto", HUMAN)), seed=1,
                          save_path=autosave_path("reverso"))
    seat = session.state.to_act()[0]
    session.apply(seat, session.state.legal_actions(seat)[0])
    app = menu(recent=("reverso", "ludo", "damas"))
    shown = cards(app)
    assert shown[:3] == ["resume:reverso", "game:ludo", "game:damas"]  # Reverso is already first, to resume


def test_starting_a_game_remembers_it_as_played_last(ludoteca_home) -> None:
    app = menu()
    click(app, "game:damas")
    click(app, "start")
    assert app.settings.recent[0] == "damas"
    assert Settings.load().recent[0] == "damas"  # kept for the next start


def test_every_game_card_carries_its_whole_description_for_its_tooltip() -> None:
    app = menu(size=(640, 480))
    for spec in SPECS.values():
        card = find(app, f"game:{spec.id}")
        assert card.tooltip == card.summary and card.summary


def test_settings_keep_only_well_formed_recent_games(ludoteca_home) -> None:
    ludoteca_home.mkdir(parents=True, exist_ok=True)
    (ludoteca_home / "settings.json").write_text('{"recent": ["ludo", 3, "", "ludo", "damas"]}', encoding="utf-8")
    assert Settings.load().recent == ("ludo", "damas")
