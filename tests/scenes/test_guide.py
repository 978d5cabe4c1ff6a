"""Issue 23, "A first game for every newcomer": each game's rules screen has a "Show me" that plays a
short guided opening on the real table (the moves explained one by one, the player making them)."""

import math

import pygame
import pytest
from shell_helpers import find, frames, names

from game.core import Action
from game.guide import GuideError, check_guide
from game.registry import GAMES, SPECS
from game.spec import load
from scenes.app import App
from scenes.game_scene import GameScene
from scenes.i18n import game_t
from scenes.pause import PauseScene
from scenes.rules import RulesScene

GUIDED = sorted(game_id for game_id, spec in SPECS.items() if spec.guide)


def guide_of(game_id: str):
    return load(SPECS[game_id].guide)


def test_the_five_hardest_games_to_read_have_a_guided_opening() -> None:
    # "Start with the five games whose rules are hardest to read (Puertas, Trampas, Vuelvan, Laberinto, Recompensas)"
    assert {"puertas", "trampas", "vuelvan", "laberinto", "recompensas"} <= set(GUIDED)


@pytest.mark.parametrize("game_id", GUIDED)
def test_every_guide_replays_on_its_game(game_id: str) -> None:
    guide = guide_of(game_id)
    check_guide(guide, GAMES[game_id])  # raises GuideError with the step that no longer fits
    assert len(guide.steps) >= 5  # an opening, not a single move


@pytest.mark.parametrize("game_id", GUIDED)
def test_every_guide_speaks_both_languages(game_id: str) -> None:
    guide = guide_of(game_id)
    for msgid in (guide.welcome, guide.farewell, *(step.says for step in guide.steps)):
        assert game_t(game_id, "es", msgid) != msgid, msgid


def test_a_guide_that_no_longer_replays_says_which_step() -> None:
    guide = guide_of("puertas")
    broken = type(guide)(guide.players, guide.seed + 1, guide.person, guide.welcome, guide.steps, guide.farewell)
    with pytest.raises(GuideError, match="step"):
        check_guide(broken, GAMES["puertas"])


def lesson(size: tuple[int, int] = (1280, 720)) -> tuple[App, GameScene]:
    app = App(size=size, lang="en", threaded_bots=False, think_delay=0.5, load_settings=False)
    rules = RulesScene(app, "puertas")
    app.push(rules)
    frames(app)
    rules.on_intent("show-me")
    frames(app)
    assert isinstance(app.top, GameScene)
    return app, app.top


def test_show_me_on_the_rules_screen_opens_the_lesson_on_the_real_table() -> None:
    app, scene = lesson()
    assert scene.session.guide is guide_of("puertas")
    assert scene.session.save_path is None  # a lesson never takes the place of the person's own unfinished game
    assert [cfg.is_human for cfg in scene.session.seats] == [True, False]
    words = " ".join(getattr(w, "text", "") for w in scene.widgets)
    assert "Welcome to Puertas" in words and "step 1 of 17" in words


def test_the_pause_menus_rules_offer_no_lesson() -> None:
    # From inside a game the lesson would leave that game: the rules there are only to read.
    app = App(size=(1024, 640), lang="en", threaded_bots=False, think_delay=0.0, load_settings=False)
    rules = RulesScene(app, "puertas", offer_lesson=False)
    app.push(rules)
    frames(app)
    assert "show-me" not in names(app)
    assert "offer_lesson=False" in open(PauseScene.__module__.replace(".", "/") + ".py", encoding="utf-8").read()


def test_another_move_than_the_step_asks_is_refused_with_the_state_unchanged() -> None:
    app, scene = lesson()
    before = scene.state.dumps()
    scene._apply(0, Action.decode("take:0,BT"))  # legal in the game, not the lesson's move
    assert scene.state.dumps() == before
    assert "lesson asks for another move" in scene.status.notice
    scene._apply(0, Action.decode("take:3,RL"))
    assert len(scene.state.history) == 1


def test_a_computers_step_waits_to_be_read_until_next() -> None:
    app, scene = lesson()
    scene._apply(0, Action.decode("take:3,RL"))
    for _ in range(20):
        frames(app)
        if scene.computers.held_for_reading:
            break
    assert scene.computers.held_for_reading and scene.computers.pending_until == math.inf
    assert scene.computers.pending == (1, Action.decode("discard:0,BT"))  # the guide's move, not the bot's own
    frames(app, 3)
    scene.settle()  # finishing the motion (a screenshot) does not play the step either
    frames(app, 3)
    assert len(scene.state.history) == 1  # still waiting: the words are being read
    assert find(app, "guide-next") is not None
    scene.on_intent("guide-next")
    frames(app, 3)
    assert len(scene.state.history) == 2


def test_a_click_on_the_market_card_plays_the_first_step() -> None:
    app, scene = lesson()
    card = next(
        w
        for w in scene.widgets
        if getattr(w, "intent", None) is not None
        and w.clickable
        and scene.table.on_intent(w.intent, scene.board.view, 0, scene.board.legal) == Action.decode("take:3,RL")
    )
    pos = card.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    frames(app, 3)
    assert [a.encode() for _, a in scene.state.history] == ["take:3,RL"]


def test_the_whole_lesson_then_play_on_brings_back_the_log_and_counts_nothing(monkeypatch) -> None:
    recorded = []
    monkeypatch.setattr("scenes.game_screen.end_panel.record_session", recorded.append)
    app, scene = lesson()
    guide = scene.session.guide
    while not guide.over(scene.state):
        step = guide.step_at(scene.state)
        if step.seat == guide.person:
            scene._apply(step.seat, Action.decode(step.action))
        else:
            for _ in range(20):
                frames(app)
                if scene.computers.held_for_reading:
                    break
            scene.on_intent("guide-next")
        scene._finish_motion()
        frames(app)
    assert scene.state.scores == [7, 0]
    assert find(app, "guide-close") is not None and scene.guide.or_else(scene.log) is scene.guide
    scene.on_intent("guide-close")
    frames(app)
    assert scene.guide.or_else(scene.log) is scene.log and find(app, "log") is not None
    assert not recorded
