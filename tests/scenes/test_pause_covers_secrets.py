"""Pass-and-play: the pause menu and dialogs must not show one person's hidden cards behind them.

Issue 23, point 6: "In pass-and-play the pause menu shows the current player's hidden cards dimmed
behind it; it must cover them as the curtain does." Two deals that differ in every hidden card give
the same picture once the pause menu is open, so nothing of either hand is on screen."""

import pygame

from scenes.pause import PauseScene
from scenes.session import COMPUTER, HUMAN, SeatConfig, Session
from scenes.shell import DialogScene
from tests.scenes.shell_helpers import frames, game_scene, make_app, press


def paused_frame(seed: int, seats: tuple[SeatConfig, ...], dialog: bool = False) -> tuple[bytes, bytes]:
    """The screen with the table up (the curtain opened for the first person), then paused."""
    app = make_app()
    scene = game_scene(app, Session.new("puertas", seats, seed=seed))
    if scene.curtain_for is not None:
        scene.turns.reveal()
        scene.relayout()
    frames(app)
    table = pygame.image.tobytes(app.screen, "RGB")
    if dialog:
        scene.confirm_restart()
    else:
        press(app, pygame.K_ESCAPE, count=1)
    frames(app)
    assert isinstance(app.top, DialogScene if dialog else PauseScene)
    return table, pygame.image.tobytes(app.screen, "RGB")


def test_the_pause_menu_covers_the_table_in_pass_and_play() -> None:
    people = (SeatConfig("Ana", HUMAN), SeatConfig("Beto", HUMAN))
    table_a, paused_a = paused_frame(3, people)
    table_b, paused_b = paused_frame(4, people)
    assert table_a != table_b  # the two deals show different cards on the open table
    assert paused_a == paused_b  # and nothing of them behind the pause menu


def test_a_dialog_over_the_table_covers_it_too_in_pass_and_play() -> None:
    people = (SeatConfig("Ana", HUMAN), SeatConfig("Beto", HUMAN))
    assert paused_frame(3, people, dialog=True)[1] == paused_frame(4, people, dialog=True)[1]


def test_against_the_computer_the_table_stays_visible_behind_the_pause_menu() -> None:
    # One person at the screen: the only hand shown is their own, so the table shows through dimmed.
    alone = (SeatConfig("Ana", HUMAN), SeatConfig("Robot", COMPUTER, "random"))
    assert paused_frame(3, alone)[1] != paused_frame(4, alone)[1]
