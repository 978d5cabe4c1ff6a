"""The PokerGuess table: a round played by clicks (the chips, then the prediction chosen with its
buttons, keep, show a card, the next round), predictions beside each seat, the check laid out from the
highest prediction down, secrets absent from the others' tables, and a real turn in the running app by
mouse and by keyboard."""

from __future__ import annotations

import types

import pygame
import pytest
from shell_helpers import click as app_click
from shell_helpers import find, press, run_until
from table_helpers import build_for_turn as build
from table_helpers import (  # noqa: F401 (display: autouse fixture)
    display,
    draw_table,
    start_against_computer,
    the_computers_deal_waits_for_a_click,
)
from table_helpers import press_on as press_widget

from games.pokerguess.engine import PokerGuess
from games.pokerguess.predictions import Prediction
from games.pokerguess.table import PokerGuessTable
from games.pokerguess.view import NAME_STEP, ROUND_OVER, SHOWING, call, check, keep, next_round, predict, raise_to
from scenes.cards.widget import CardWidget
from scenes.tables import TABLES
from scenes.widgets.base import find_widget


def table(lang: str = "en") -> PokerGuessTable:
    return PokerGuessTable(types.SimpleNamespace(lang=lang))


def test_registered():
    assert TABLES["pokerguess"] is PokerGuessTable


def test_a_round_by_clicks_with_a_chosen_prediction():
    state = PokerGuess(2, 5, {})
    t = table()
    assert press_widget(state, 0, "more", t) is None  # 2 -> 4
    assert press_widget(state, 0, "raise", t) == raise_to(4)
    assert state.step == NAME_STEP
    start = t._pick(state.view(0))
    assert start is not None
    colour, colours, figure, figures = start
    press_widget(state, 0, "colour:more", t)
    press_widget(state, 0, "colours:more", t)
    expected = Prediction(colour % 9 + 1, colours + 1, (figure - 2) % 6 + 1, max(1, figures - 1))
    assert press_widget(state, 0, "predict", t) == predict(expected)[0]  # "Next: the figure"
    press_widget(state, 0, "figure:less", t)
    press_widget(state, 0, "figures:less", t)
    assert press_widget(state, 0, "predict", t) == predict(expected)[1]
    widgets, _ = build(state, 1, t)
    assert find_widget(widgets, "prediction:0").text == t.prediction_text(expected, "en")  # beside its seat
    assert press_widget(state, 1, "call", t) == call()
    assert press_widget(state, 1, "predict", t).kind == "colour"
    assert press_widget(state, 1, "predict", t).kind == "figure"
    assert press_widget(state, 0, "check", t) == check()
    assert press_widget(state, 0, "keep", t) == keep()
    assert state.phase == SHOWING
    widgets, legal = build(state, 0, t)
    mine = [w for w in widgets if w.name.startswith("hidden:0:") and w.clickable]
    assert len(mine) == 2  # each hidden card is clickable to show it
    assert press_widget(state, 0, mine[0].name, t).kind == "show"
    assert press_widget(state, 1, "show:0", t).kind == "show"
    for seat in (0, 1):
        assert press_widget(state, seat, "check", t) == check()
        assert press_widget(state, seat, "keep", t) == keep()
    assert state.phase == ROUND_OVER
    widgets, _ = build(state, 1, t)
    assert any(w.name.startswith("check:") for w in widgets)  # the check, highest first
    assert any(w.name.startswith("colour_count:") for w in widgets)
    assert any(w.name.startswith("result:") for w in widgets)
    assert press_widget(state, state.to_act()[0], "next", t) == next_round()
    assert state.round_number == 2


def test_a_taken_prediction_is_offered_disabled_with_the_reason():
    state = PokerGuess(2, 6, {})
    t = table()
    state.apply(0, check())
    for action in predict(Prediction(1, 1, 1, 1)):
        state.apply(0, action)
    state.apply(1, check())
    state.apply(1, predict(Prediction(1, 1, 1, 1))[0])
    t.reset_selection()
    t._pick(state.view(1))
    t.pick = [1, 1, 1, 1]
    widgets, _ = build(state, 1, t)
    assert not find_widget(widgets, "predict").enabled
    assert find_widget(widgets, "predict_why") is not None


def test_other_seats_hidden_cards_are_backs_and_absent():
    state = PokerGuess(4, 7, {})
    widgets, _ = build(state, 0, table())
    others = [
        w
        for w in widgets
        if isinstance(w, CardWidget) and w.name.startswith("hidden:") and not w.name.startswith("hidden:0:")
    ]
    assert len(others) == 6 and all(w.code is None and not w.face_up for w in others)
    mine = [w for w in widgets if isinstance(w, CardWidget) and w.name.startswith("hidden:0:")]
    assert all(w.code is not None for w in mine)


@pytest.mark.parametrize("size", [(640, 480), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 5, 8])
def test_builds_at_every_size_with_the_seats_apart(size, players):
    state = PokerGuess(players, 8, {})
    for seat in range(players):  # everybody predicts, so that every seat shows a prediction
        state.apply(seat, check())
        state.apply(seat, state.legal_actions(seat)[-1 - seat])
        state.apply(seat, state.legal_actions(seat)[-1])
    widgets, _ = build(state, 0, table("es"), size)
    plates = [w.rect for w in widgets if w.name.startswith("plate:")]
    assert len(plates) == players
    for i, a in enumerate(plates):
        for b in plates[i + 1 :]:
            assert not a.colliderect(b), (a, b)
    assert sum(1 for w in widgets if w.name.startswith("prediction:")) == players


def test_a_real_turn_in_the_app_by_mouse_and_by_keyboard():
    app, scene = start_against_computer("pokerguess", seed=4)
    state = scene.session.state
    done = len(state.history)
    app_click(app, "call" if call() in state.legal_actions(0) else "check")
    assert len(scene.session.state.history) > done and scene.session.state.history[done][0] == 0
    state = scene.session.state
    assert state.step == NAME_STEP and state.to_act() == (0,)
    done = len(state.history)
    press(app, pygame.K_p)  # the prediction chosen (from its own cards), by keyboard: the colour,
    press(app, pygame.K_p)  # then the figure
    assert state.history[done][0] == 0 and state.history[done][1].kind == "colour"
    assert state.history[done + 1][1].kind == "figure"
    # the moves log says the prediction once, whole (not its colour part first)
    said = find(app, "log").lines
    assert sum("Ana predicts" in line or "Ana changes to" in line for line in said) == 1, said
    assert not any(" names " in line for line in said), said
    run_until(app, lambda: scene.session.state.to_act() == (0,) or scene.session.state.is_over())
    assert find(app, "title") is not None


def _keep_or_check(state, legal):
    """The person's move: check or call a little, keep (or name the first prediction offered), show."""
    kinds = {a.kind: a for a in legal}
    cheap = "call" in kinds and state.view(0).choices.to_call <= 6
    wanted = kinds.get("check") or (kinds["call"] if cheap else None) or kinds.get("keep")
    return wanted or kinds.get("show") or kinds.get("next") or kinds.get("fold") or legal[0]


def test_the_check_stays_until_a_person_clicks_when_a_computer_deals():
    # GAME-DONE line 5, as in Poker7: the predictions checked stay on the table until a person has
    # read them, when the computer is the one to deal the next round (``waits_for_reader``).
    app, scene = start_against_computer("pokerguess", seed=4)
    the_computers_deal_waits_for_a_click(
        app,
        scene,
        lambda state: state.phase == ROUND_OVER and bool(state.view(0).result.checks),
        _keep_or_check,
        lambda widgets: any(w.name.startswith("check:") for w in widgets),
    )
    assert scene.session.state.phase != ROUND_OVER


def test_the_log_says_each_prediction_once_in_both_languages():
    # Issue 18 (session 11): the log said a prediction twice, its colour part ("Ana dice 2× naranja…")
    # and then the whole ("Ana predice 2× naranja y 3× Torre"). The colour part is now said in the
    # status line only (``PokerGuess.logged``); the log has one line a prediction, in both languages,
    # the same when a saved game is loaded (``describe_history``). The session keeps an entry for
    # every action (undo counts them), so the colour part's entry is there, not shown.
    import random

    from scenes.session import HUMAN, SeatConfig, Session, describe_history

    seats = tuple(SeatConfig(name, HUMAN) for name in ("Ana", "Beto", "Cris"))
    session = Session.new("pokerguess", seats, seed=11, save_path=None)
    rng = random.Random(11)
    for _ in range(120):
        state = session.state
        if state.is_over():
            break
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        # a new prediction half the time it may name one, so that the log has several
        naming = [a for a in legal if a.kind == "colour"]
        session.apply(seat, rng.choice(naming) if naming and rng.random() < 0.5 else rng.choice(legal))
    history = session.state.history
    named = sum(1 for _, action in history if action.kind == "figure")
    assert named >= 3 and len(session.log) == len(history)
    names = ["Ana", "Beto", "Cris"]
    for lang, whole, part in (
        ("en", (" predicts ", " changes to "), " names "),
        ("es", (" predice ", " cambia a "), " dice "),
    ):
        shown = [entry.text(lang, names) for entry in session.log if entry.shown]
        assert sum(any(w in line for w in whole) for line in shown) == named, shown
        assert not any(part in line for line in shown), shown
    assert [e.shown for e in describe_history(session.state)] == [e.shown for e in session.log]
    assert [e.shown for e in session.log] == [action.kind != "colour" for _, action in history]


def test_the_status_line_says_bet_when_the_button_says_bet():
    """Playtest: the first seat read "check or raise" beside a button "Bet 2" (nobody had bet yet)."""
    state = PokerGuess(3, 5, {})
    t = table()
    view = state.view(0)
    assert view.choices is not None and view.choices.opening
    widgets, _ = build(state, 0, t)
    assert find_widget(widgets, "raise").label == "Bet 2"
    assert t.status(view, 0, "en") == "Player 1: check or bet"
    assert t.status(view, 0, "es").endswith("pasa o apuesta")


def test_the_narrowest_seat_still_shows_the_whole_prediction():
    """text_fit_sweep, eight seats at 640x480 in Spanish: "5 mo·8 Bu" was cut on its seat; the
    narrowest form drops the spaces ("5mo·8Bu"), the tooltip keeps the whole words."""
    import dataclasses

    from games.pokerguess.predictions import Prediction
    from scenes import theme
    from scenes.widgets import paint

    state = PokerGuess(8, 5, {})
    view = state.view(0)
    said = Prediction(4, 5, 6, 8)  # 5 purple, 8 Jokers
    seats = tuple(dataclasses.replace(info, prediction=said) if s == 1 else info for s, info in enumerate(view.seats))
    view = dataclasses.replace(view, seats=seats)
    t = table("es")
    line_h = 14
    width = theme.font(paint.READABLE, True).size("5mo·8Bu")[0] + 1  # at the smallest letters drawn
    inner = pygame.Rect(0, 0, width, 6 * line_h)
    label = next(w for w in t.seat_notes(inner, line_h, view, 1, "Ana", "es") if w.name == "prediction:1")
    assert paint.fit_text(label.text, label.size, width, True) == label.text, label.text
    assert label.size >= paint.READABLE
    assert "8× Bufón" in label.tooltip


def test_facing_an_all_in_the_status_line_offers_no_raise():
    # Session 15's play-through: "Player 1: call 98, raise or fold" with the computer all in and no
    # raise button. The status line names only what the buttons offer.
    state = PokerGuess(2, 5, {})
    t = table()
    seat = state.to_act()[0]
    assert press_widget(state, seat, "allin", t).kind == "allin"
    while state.to_act()[0] == seat:  # the all-in seat names its prediction
        legal = state.legal_actions(seat)
        state.apply(
            seat,
            next(a for a in legal if a.kind in ("keep", "predict"))
            if any(a.kind in ("keep", "predict") for a in legal)
            else legal[0],
        )
    other = state.to_act()[0]
    view = state.view(other)
    assert view.choices is not None and view.choices.to_call and not view.choices.can_raise
    assert t.status(view, other, "en").endswith(f"call {view.choices.to_call} or fold")


# What a person reads at a seat: the showdown and the folded end panel's button cover none of it.
SEAT_WORDS = ("name:", "stack:", "bet:", "prediction:", "status:")


def _everybody_at_the_check(players: int) -> PokerGuess:
    """A round in which nobody folds: every seat in the check (the most rows the showdown has)."""
    state = PokerGuess(players, 8, {})
    while state.phase != ROUND_OVER:
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        kinds = {a.kind: a for a in legal}
        choice = kinds.get("check") or kinds.get("keep") or kinds.get("call") or kinds.get("show")
        state.apply(seat, choice or next(a for a in legal if a.kind not in ("fold", "raise")))
    return state


@pytest.mark.parametrize("size", [(640, 480), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", range(2, 9))
def test_the_check_covers_no_seats_words_and_reads_whole(size, players):
    # Session 15's look: at 1280x720 the showdown lay over the top seat's prediction (and with eight
    # seats over three seats' names); its rows are made lower, the cards left out if need be.
    from scenes.game_screen.regions import regions
    from scenes.widgets import paint

    state = _everybody_at_the_check(players)
    assert len(state.view(0).result.checks) == players
    widgets, _ = build(state, 0, table("es"), regions(pygame.Rect(0, 0, *size)).table.size)
    panel = find_widget(widgets, "showdown").rect
    covered = [w.name for w in widgets if w.name.startswith(SEAT_WORDS) and w.rect.colliderect(panel)]
    assert not covered, covered
    rows = [w for w in widgets if w.name.startswith(("check:", "verdict:", "colour_count:", "figure_count:"))]
    assert sum(w.name.startswith("check:") for w in rows) == players
    for w in rows:
        assert panel.contains(w.rect), (w.name, w.rect, panel)
        assert w.size >= paint.READABLE and paint.fit_text(w.text, w.size, w.rect.w, w.bold) == w.text, w.text


@pytest.mark.parametrize("size", [(640, 480), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 4, 8])
def test_show_the_result_covers_no_seats_words(size, players):
    # The end panel folded away ("See the board") left its button at the bottom's middle, over the
    # bottom seat's prediction; now it goes where it covers no words.
    import random

    from shell_helpers import make_app

    from scenes.game_scene import GameScene
    from scenes.session import HUMAN, SeatConfig, Session

    app = make_app(size)
    seats = tuple(SeatConfig(f"Jugador {i + 1}", HUMAN) for i in range(players))
    session = Session.new("pokerguess", seats, seed=7, save_path=None, options={"rounds": 10})
    rng = random.Random(3)
    while not session.state.is_over():
        seat = session.state.to_act()[0]
        session.apply(seat, rng.choice(session.state.legal_actions(seat)))
    app.push(GameScene(app, session))
    app.step()
    scene = app.top
    scene.on_intent("toggle-end")
    scene.ensure_layout()
    button = find_widget(scene.widgets, "toggle-end").rect
    covered = [w.name for w in scene.widgets if w.name.startswith(SEAT_WORDS) and w.rect.colliderect(button)]
    assert not covered, covered
