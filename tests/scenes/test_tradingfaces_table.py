"""The Trading Faces table: built from a seat's view, clicks become legal actions, secrets stay off the
screen; and whole games clicked through the running app against computer players."""

import types

import pytest
from shell_helpers import click as app_click
from shell_helpers import find, make_app, names, run_until
from table_helpers import build as build_table
from table_helpers import click as click_table
from table_helpers import display  # noqa: F401 (autouse fixture)

from game.core import Action
from games.tradingfaces.table import TradingFacesTable, performance_pose
from games.tradingfaces.view import ACT_IN_PERSON, PERFORM, guess, pass_card
from scenes.game_scene import GameScene
from scenes.session import COMPUTER, HUMAN, SeatConfig, Session
from scenes.tables import TABLES
from tests.rules.test_tradingfaces import deal, filler


def table(lang="en"):
    return TradingFacesTable(types.SimpleNamespace(lang=lang))


def build(state, seat, t=None):
    t = t or table()
    widgets, legal = build_table(state, seat, t, (1000, 600))
    return t, widgets, legal


def click(state, seat, name, t=None):
    return click_table(state, seat, name, t or table(), (1000, 600))


def test_registered():
    assert TABLES["tradingfaces"] is TradingFacesTable


def test_a_click_on_a_card_passes_it_and_it_waits_for_the_left_neighbour():
    state = deal([filler(1, 1), filler(4, 4), filler(8, 8)])
    t = table()
    _, widgets, _ = build(state, 0, t)
    first = next(w for w in widgets if w.name == "hand:0")
    assert click(state, 0, "hand:0", t) == pass_card(first.code)
    _, widgets, _ = build(state, 0, t)
    passing = next(w for w in widgets if w.name == "passing")
    assert passing.code == first.code and passing.extra["home"]  # it will leave for the left
    # The others see that a card was chosen, never which one.
    _, widgets, _ = build(state, 1, t)
    assert "passing" not in [w.name for w in widgets]
    assert not any(
        getattr(w, "code", None) is not None and w.name.startswith("hand") and w.code not in state.hands[1]
        for w in widgets
    )


def test_the_actor_alone_sees_the_emotion_and_hands_stay_face_down():
    state = deal([filler(6, 6, 6), filler(2), filler(4)])
    _, widgets, legal = build(state, 0)
    assert next(w for w in widgets if w.name == "acting_card").code == 6
    assert ACT_IN_PERSON in legal and PERFORM in legal
    for seat in (1, 2):
        _, widgets, _ = build(state, seat)
        assert "acting_card" not in [w.name for w in widgets]
        assert all(not getattr(w, "face_up", False) for w in widgets if w.name.startswith("hand:"))
    assert click(state, 0, "act") == ACT_IN_PERSON
    # The first guesser picks from the thirteen; a wrong guess is ruled out for the next.
    assert click(state, 1, "choice:7") == guess(7)
    _, widgets, legal = build(state, 2)
    assert next(w for w in widgets if w.name == "choice:7").intent is None
    assert click(state, 2, "choice:6") == guess(6)
    assert state.won[2] == [6]


def test_the_drawn_face_moves():
    state = deal([filler(6, 6, 6), filler(2), filler(4)])
    state.apply(0, PERFORM)
    t, widgets, _ = build(state, 1)
    assert "drawn_face" in [w.name for w in widgets]
    assert t.update(0.1)  # it keeps redrawing while it acts
    a, _ = performance_pose(state.performance.pose, 0.1)
    b, _ = performance_pose(state.performance.pose, 2.0)
    assert a != b


def _play_by_clicks(app, scene):
    """Click for the person on seat 0 whenever it is their turn, until the game ends."""
    for _ in range(400):
        state = scene.session.state
        if state.is_over():
            return
        run_until(
            app,
            lambda: scene.session.state.is_over() or 0 in scene.session.state.to_act() and scene.curtain_for is None,
            limit=2000,
        )
        state = scene.session.state
        if state.is_over():
            return
        shown = names(app)
        legal = state.legal_actions(0)
        kind = legal[0].kind
        if kind == "pass":
            app_click(app, "hand:0")
        elif kind in ("act", "perform"):
            app_click(app, "act")
        elif kind == "guess":
            choice = next(n for n in shown if n.startswith("choice:") and find(app, n).clickable)
            app_click(app, choice)
        elif kind == "lift":
            app_click(app, next(n for n in shown if n.startswith("place:") and find(app, n).clickable))
        elif legal[0] == Action("end_turn"):
            app_click(app, "end_turn")
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("variant", ["classic", "memory"])
def test_a_whole_game_by_clicks_against_computers(variant):
    app = make_app(size=(1280, 720))
    seats = (SeatConfig("Ana", HUMAN), SeatConfig("Robot", COMPUTER, "normal"), SeatConfig("Bot", COMPUTER, "easy"))
    session = Session.new("tradingfaces", seats, seed=4, save_path=None, options={"variant": variant})
    scene = GameScene(app, session)
    app.push(scene)
    app.apply_pending()
    _play_by_clicks(app, scene)
    assert scene.session.state.is_over() and scene.session.state.outcome() is not None
    assert len(scene.session.state.history) > 10


def test_two_people_choose_their_cards_behind_the_curtain():
    app = make_app(size=(1280, 720))
    seats = (SeatConfig("Ana", HUMAN), SeatConfig("Beto", HUMAN), SeatConfig("Robot", COMPUTER, "normal"))
    session = Session.new("tradingfaces", seats, seed=5, save_path=None)
    scene = GameScene(app, session)
    app.push(scene)
    app.apply_pending()
    run_until(app, lambda: scene.curtain_for == 0, limit=500)  # the computer chose at once; Ana first
    assert "hand:0" not in names(app)
    app_click(app, "reveal")
    ana = list(scene.session.state.hands[0])
    app_click(app, "hand:0")
    # Ana has chosen: the device goes to Beto behind the curtain, with nothing of Ana's on screen.
    run_until(app, lambda: scene.curtain_for == 1)
    assert "hand:0" not in names(app) and "passing" not in names(app)
    app_click(app, "reveal")
    shown = [find(app, n).code for n in names(app) if n.startswith("hand:")]
    assert sorted(shown) == sorted(scene.session.state.hands[1]) or len(shown) == len(scene.session.state.hands[1]) - 1
    assert scene.session.state.view(1).my_choice is None and scene.session.state.choices[0] in ana


def test_a_card_is_passed_with_the_keyboard():
    import pygame
    from shell_helpers import press, widgets

    app = make_app(size=(1280, 720))
    seats = (SeatConfig("Ana", HUMAN), SeatConfig("Robot", COMPUTER, "normal"), SeatConfig("Bot", COMPUTER, "easy"))
    session = Session.new("tradingfaces", seats, seed=5, save_path=None)
    scene = GameScene(app, session)
    app.push(scene)
    app.apply_pending()
    run_until(
        app,
        lambda: (
            scene.session.state.phase == "pass"
            and 0 in scene.session.state.to_act()
            and scene.session.state.choices[1] is not None
            and scene.session.state.choices[2] is not None
        ),
    )
    for _ in range(60):
        focused = next((w for w in widgets(app) if w.focused), None)
        if focused is not None and focused.name.startswith("hand:"):
            break
        press(app, pygame.K_TAB)
    else:
        raise AssertionError("Tab never reached a card of the hand")
    before = len(scene.session.state.history)
    press(app, pygame.K_RETURN)
    assert len(scene.session.state.history) > before
    assert scene.session.state.history[before] == (0, pass_card(focused.code))


def test_people_act_behind_a_curtain_and_guess_without_one():
    # Seed 2 deals seat 2 (Beto) a set of 3s: he acts first, before anyone passes.
    app = make_app(size=(1280, 720))
    seats = (SeatConfig("Ana", HUMAN), SeatConfig("Beto", HUMAN), SeatConfig("Carla", HUMAN))
    session = Session.new("tradingfaces", seats, seed=2, save_path=None)
    scene = GameScene(app, session)
    app.push(scene)
    app.apply_pending()
    assert scene.session.state.current == (1, 3)
    run_until(app, lambda: scene.curtain_for == 1)  # before: the device goes to Beto alone
    assert "acting_card" not in names(app)
    app_click(app, "reveal")
    assert find(app, "acting_card").code == 3
    app_click(app, "act")
    # Then the guessers: their cards are put away and the emotion has left the screen, so their views
    # hold no secret and the device goes round without a curtain (Carla, on Beto's left, first).
    run_until(app, lambda: 2 in scene.session.state.to_act())
    assert scene.curtain_for is None and scene.viewer() == 2
    assert "acting_card" not in names(app)
    assert not any(n.startswith("hand:") and find(app, n).face_up for n in names(app))
    app_click(app, "choice:5")
    run_until(app, lambda: 0 in scene.session.state.to_act())
    assert scene.curtain_for is None and scene.viewer() == 0
    app_click(app, "choice:3")
    assert scene.session.state.won == [[3], [3, 3], []]
    # Passing again: hands are secrets, so the curtain is back for anyone but the one at the device.
    run_until(app, lambda: scene.curtain_for is not None or scene.viewer() == 0, limit=500)
    state = scene.session.state
    if scene.curtain_for is None:
        assert scene.viewer() == 0 and state.view_holds_secrets(0)  # Ana guessed last: she holds the device
        app_click(app, next(n for n in names(app) if n.startswith("hand:")))
        run_until(app, lambda: scene.curtain_for is not None, limit=500)
    assert scene.curtain_for in (1, 2) and not any(n.startswith("hand:") for n in names(app))


def test_computers_guess_after_the_drawn_face_has_acted_once_at_any_pace(monkeypatch):
    # In the app a computer waits until the table stops moving; the drawn face moved for ever, so the
    # computers never guessed (found in a real window). It acts once, then holds its expression.
    from scenes.game_screen import computers

    now = [1000.0]
    monkeypatch.setattr(computers.time, "monotonic", lambda: now[0])
    from scenes.app import App

    app = App(size=(1280, 720), lang="en", threaded_bots=False, load_settings=False)  # the settings' pace
    app.settings.pace = "slow"
    seats = tuple(SeatConfig(f"Robot {i}", COMPUTER, "normal") for i in range(3))
    session = Session.new("tradingfaces", seats, seed=2, save_path=None)  # seat 2 acts before anyone passes
    scene = GameScene(app, session)
    app.push(scene)
    acting = []
    for _ in range(400):
        if scene.session.state.sets:
            break
        now[0] += 0.1
        scene.update(0.1)
        app.apply_pending()
        scene.ensure_layout()  # the table lays out what it shows (the drawn face) as in a frame
        if scene.session.state.performance is not None:
            # The app draws frames only while a scene animates: the face acting must count, or it idles.
            acting.append((scene.table.animating, scene.table._held))
    assert scene.session.state.sets, "the guessers never guessed"
    assert acting and all(animating for animating, held in acting if not held)
    assert any(held for _, held in acting)  # and then it rested
    assert scene.table.clock < 4.6  # the face held its expression after one performance


def test_spanish_names_are_readable_in_a_hand_of_ten_and_among_the_thirteen():
    # Issue 22 (session 7's note): "Spanish card names above 10 px". A hand of ten now spans the
    # width under the side column, and the thirteen faces to guess from choose how many to a row.
    state = deal([filler(1, size=10), filler(4, size=10), filler(8, size=10)])
    t = TradingFacesTable(types.SimpleNamespace(lang="es"))
    widgets, _ = build_table(state, 0, t, (940, 560))[:2]
    hand_names = [w for w in widgets if w.name.startswith("hand_name:")]
    assert len(hand_names) == 10 and min(w.size for w in hand_names) >= 12
    acting = deal([filler(6, 6, 6, size=10), filler(2, size=10), filler(4, size=10)])
    assert click_table(acting, 0, "act", t, (940, 560)) == ACT_IN_PERSON
    widgets, _ = build_table(acting, 1, t, (940, 560))[:2]
    choice_names = [w for w in widgets if w.name.startswith("choice_name:")]
    assert len(choice_names) == 13 and min(w.size for w in choice_names) >= 12


def test_the_actors_hand_lies_face_down_while_the_others_guess():
    # Session 11's play-through: with the actor's hand face up during the guessing, the thirteen faces
    # had the room of a hidden hand's table less a face-up hand, and "disgusted" was a few pixels wide.
    state = deal([filler(6, 6, 6), filler(2), filler(4)])
    _, before, _ = build(state, 0)
    assert all(w.face_up for w in before if w.name.startswith("hand:"))  # choosing how to act: it may look
    state.apply(0, ACT_IN_PERSON)
    _, widgets, _ = build(state, 0)
    hand = [w for w in widgets if w.name.startswith("hand:")]
    assert hand and all(not w.face_up for w in hand)
    caption = next(w for w in widgets if w.name == "hand_caption")
    assert caption.text == "Your cards wait face down while the others guess."
    _, guesser, _ = build(state, 1)
    mine = {w.name: w.rect.h for w in widgets if w.name.startswith("choice:")}
    theirs = {w.name: w.rect.h for w in guesser if w.name.startswith("choice:")}
    assert mine and mine == theirs  # the thirteen faces as large for the actor as for a guesser


def test_the_memory_grid_stays_put_from_lift_to_decide():
    # Session 11's play-through: the grid widened when no face was on the stage, so a click aimed from
    # the last frame took the card beside the one meant.
    from games.tradingfaces.engine import TradingFaces
    from games.tradingfaces.view import lift

    state = TradingFaces(3, 2, {"variant": "memory"})
    _, widgets, _ = build(state, 0)
    before = {w.name: tuple(w.rect) for w in widgets if w.name.startswith("place:")}
    state.apply(0, lift(3))
    state.apply(1, PERFORM)
    _, widgets, _ = build(state, 0)
    after = {w.name: tuple(w.rect) for w in widgets if w.name.startswith("place:")}
    assert before and before == after
