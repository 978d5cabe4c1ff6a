"""The settings added for comfort: colour help (symbols on cards), animations, volume and mute,
all persisted; and the sounds of moves (never failing without an audio device)."""

import json
import random

import pygame
import pytest
from shell_helpers import click, find, frames, make_app

from game.core import Action
from scenes import motion
from scenes.app import App, start
from scenes.cards import dama_tigre as card
from scenes.game_scene import GameScene
from scenes.session import COMPUTER, HUMAN, SeatConfig, Session, Settings, settings_path
from scenes.settings import SettingsScene
from scenes.sound import Sounds, pcm16, recipes, sound_for

ANA = SeatConfig("Ana", HUMAN)
BETO = SeatConfig("Beto", HUMAN)
ROBOT = SeatConfig("Robot", COMPUTER, "random")


@pytest.fixture(autouse=True)
def restore_switches():
    yield
    card.set_colour_help(True)
    motion.set_enabled(True)


def open_settings(app):
    start(app)
    frames(app)
    click(app, "settings")
    assert isinstance(app.top, SettingsScene)


# --- persisted ----------------------------------------------------------------------------------

def test_new_settings_default_to_help_and_motion_on():
    settings = Settings()
    assert settings.colour_help and settings.motion and settings.sound and 0 < settings.volume <= 100
    make_app()
    assert card.COLOUR_HELP and motion.enabled()


def test_colour_help_animations_and_volume_apply_at_once_and_are_saved(ludoteca_home):
    app = make_app()
    open_settings(app)
    click(app, "colour_help:off")
    click(app, "motion:off")
    before = app.settings.volume
    click(app, "volume:-")
    click(app, "volume:-")
    click(app, "sound:off")
    assert not card.COLOUR_HELP and not motion.enabled()
    assert app.sounds.volume == pytest.approx((before - 20) / 100) and not app.sounds.enabled
    saved = json.loads(settings_path().read_text(encoding="utf-8"))
    assert saved["colour_help"] is False and saved["motion"] is False and saved["volume"] == before - 20
    assert saved["sound"] is False
    card.set_colour_help(True)
    motion.set_enabled(True)
    again = App(size=(800, 600), think_delay=0.0)  # a new start reads them back and uses them
    assert not card.COLOUR_HELP and not motion.enabled() and again.sounds.volume == pytest.approx((before - 20) / 100)


def test_volume_stops_at_its_ends(ludoteca_home):
    app = make_app()
    open_settings(app)
    while find(app, "volume:+").enabled:
        click(app, "volume:+")
    assert app.settings.volume == 100
    while find(app, "volume:-").enabled:
        click(app, "volume:-")
    assert app.settings.volume == 0 and app.sounds.volume == 0


@pytest.mark.parametrize("stored", [{"volume": 150}, {"volume": -1}, {"volume": "loud"}, {"volume": True},
                                    {"colour_help": "no"}, {"motion": 0}])
def test_settings_out_of_range_fall_back_to_defaults(ludoteca_home, stored):
    settings_path().parent.mkdir(parents=True, exist_ok=True)
    settings_path().write_text(json.dumps(stored), encoding="utf-8")
    loaded = Settings.load()
    assert (loaded.volume, loaded.colour_help, loaded.motion) == (Settings().volume, True, True)


# --- colour help on cards --------------------------------------------------------------------

def test_without_colour_help_the_corners_lose_their_colour_symbols():
    pygame.init()
    size = (140, 200)
    for code in ("RL", "RT", "BL", "BT"):
        helped = card.card_image(size, code, symbols=True)
        plain = card.card_image(size, code, symbols=False)
        corner = pygame.Rect(0, 0, 30, 26)  # where the heart or diamond sits
        assert any(helped.get_at((x, y)) != plain.get_at((x, y)) for x in range(corner.w) for y in range(corner.h))
        middle = pygame.Rect(40, 60, 60, 80)  # the figure is the same
        assert all(helped.get_at((x, y)) == plain.get_at((x, y))
                   for x in range(middle.x, middle.right, 3) for y in range(middle.y, middle.bottom, 3))


def test_draw_card_follows_the_switch():
    pygame.init()
    rect = pygame.Rect(0, 0, 70, 100)
    shots = {}
    for on in (True, False):
        card.set_colour_help(on)
        surface = pygame.Surface((80, 110), pygame.SRCALPHA)
        card.draw_card(surface, rect, "RL", shadow=False)
        shots[on] = pygame.image.tobytes(surface, "RGBA")
        assert shots[on] == pygame.image.tobytes(_alone(card.card_image(rect.size, "RL", symbols=on)), "RGBA")
    assert shots[True] != shots[False]


def _alone(image):
    surface = pygame.Surface((80, 110), pygame.SRCALPHA)
    surface.blit(image, (0, 0))
    return surface


# --- animations -------------------------------------------------------------------------------

def _play(app, scene, moves, seed=3):
    """Play a person's random moves through the scene, a frame after each; yield after every frame."""
    rng = random.Random(seed)
    for _ in range(moves):
        if scene.state.is_over():
            return
        seat = scene.human_to_act()
        if seat is not None and scene.may_act():
            scene._apply(seat, rng.choice(scene.state.legal_actions(seat)))
            app.draw()  # the frame right after a click, before a computer answers
            yield
        app.step()
        yield


@pytest.mark.parametrize("game_id", ["reverso", "puertas"])
def test_flips_play_with_animations_on_and_are_skipped_with_them_off(game_id):
    seen = {}
    for on in (True, False):
        app = make_app()
        app.threaded_bots = False
        app.settings.motion = on
        app.apply_settings()
        scene = GameScene(app, Session.new(game_id, (ANA, ROBOT), seed=2))
        app.push(scene)
        frames(app)
        seen[on] = any(scene.table.animating for _ in _play(app, scene, 40))
    assert seen == {True: True, False: False}


# --- sounds ----------------------------------------------------------------------------------

def test_moves_have_fitting_sounds():
    assert sound_for("ludo", Action("roll")) == "dice"
    assert sound_for("favores", Action("bid", (3,))) == "gem"
    assert sound_for("favores", Action("add", (1,))) == "card"
    assert sound_for("puertas", Action("take", (1,))) == "card"
    assert sound_for("recompensas", Action("collect", (1,))) == "gem"
    assert sound_for("reverso", Action("place", (2, 3))) == "place"
    assert sound_for("reverso", Action("pass")) == "click"


def test_every_sound_is_short_and_within_range():
    made = recipes()
    assert {"click", "place", "card", "gem", "dice", "win", "end"} <= set(made)
    for name, samples in made.items():
        assert samples and max(abs(v) for v in samples) <= 1.0, name
        assert len(samples) / 22050 <= 1.5, name
    data = pcm16(made["click"], channels=2, rate=44100)
    assert len(data) == 2 * 2 * int(len(made["click"]) * 2)  # resampled to the mixer's rate, both channels


def test_sounds_never_fail_without_a_mixer(monkeypatch):
    def refuse(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", refuse)
    sounds = Sounds()
    assert sounds.ready.wait(10)
    sounds.play("win")  # silently nothing
    assert sounds.played == ["win"]


def test_a_sound_that_breaks_while_playing_is_ignored():
    sounds = Sounds()
    sounds.ready.wait(10)

    class Broken:
        def set_volume(self, value):
            raise pygame.error("device gone")

    sounds._sounds["card"] = Broken()
    sounds.play("card")


def test_the_game_plays_the_sound_of_each_move_and_a_fanfare_for_a_win():
    app = make_app()
    app.threaded_bots = False
    scene = GameScene(app, Session.new("reverso", (ANA, BETO), seed=2))
    app.push(scene)
    frames(app)
    rng = random.Random(1)
    while not scene.state.is_over():
        seat = scene.state.to_act()[0]
        scene._apply(seat, rng.choice(scene.state.legal_actions(seat)))
    assert "place" in app.sounds.played
    draw = all(p == 1 for p in scene.state.outcome().placing)
    assert app.sounds.played[-1] == ("end" if draw else "win")  # one of the two people won


def test_losing_to_a_computer_ends_with_the_quiet_chime():
    for seed in range(20):
        app = make_app()
        app.threaded_bots = False
        scene = GameScene(app, Session.new("recompensas", (ANA,), seed=seed))
        app.push(scene)
        frames(app, 1)
        rng = random.Random(seed)
        while not scene.state.is_over():
            scene._apply(0, rng.choice(scene.state.legal_actions(0)))
        if scene.state.outcome().placing[0] != 1:
            assert app.sounds.played[-1] == "end"
            return
    pytest.skip("random play never lost Recompensas")
