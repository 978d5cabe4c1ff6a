"""The end of a game explains itself: the engine's detail lines one by one, in the player's
language, with the players' names."""

import random
import re

import pygame
import pytest
from shell_helpers import frames, make_app, widgets

from game.registry import GAMES
from scenes.game_scene import GameScene, fold_lines
from scenes.outcome_text import outcome_lines, rating_words
from scenes.session import COMPUTER, HUMAN, SeatConfig, Session
from scenes.tables import TABLES
from scenes.widgets import paint

ENGLISH_WORDS = re.compile(r"\b(seat|wins|points|gems|black|white|tie|turn limit|four home|correct|unused)\b",
                           re.IGNORECASE)


def finished_state(game_id, seed=0, limit=5000):
    cls = GAMES[game_id]
    players = cls.min_players if cls.min_players > 1 or cls.max_players == 1 else 2
    if game_id in ("favores", "trampas"):
        players = 3  # a tie-break line or more seats to name
    rng = random.Random(seed)
    for attempt in range(5):
        state = cls(players, seed + attempt, cls.options_for(players))
        steps = 0
        while not state.is_over() and steps < limit:
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            steps += 1
        if state.is_over():
            return state
    pytest.skip(f"random play does not finish {game_id}")


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_detail_lines_are_said_in_spanish_with_names(game_id):
    state = finished_state(game_id)
    outcome = state.outcome()
    names = [f"Nombre{s}" for s in range(state.players)]
    spanish = outcome_lines(state, outcome, names, "es")
    assert len(spanish) == len(outcome.detail)
    for line in spanish:
        assert not ENGLISH_WORDS.search(line), f"{game_id}: {line!r} is not Spanish"
        assert "seat" not in line.lower() and "Player" not in line
    english = outcome_lines(state, outcome, names, "en")
    assert not any(re.search(r"\bseat \d", line) for line in english)
    if any("seat" in str(line) or "Player" in str(line) for line in outcome.detail):  # a Msg: its English
        assert any("Nombre" in line for line in spanish)
    if outcome.rating:
        assert rating_words(state, outcome.rating, "es") != outcome.rating


def test_an_unknown_line_is_shown_as_it_is():
    state = finished_state("reverso")
    object.__setattr__(state, "outcome", lambda: None)
    from game.core import Outcome

    assert outcome_lines(state, Outcome((1, 0), (1, 2), detail=("something new",)), ["A", "B"], "es") == [
        "something new"]


def test_one_gem_is_singular():
    from game.core import Outcome

    state = GAMES["trampas"](2, 1)
    # Trampas says its lines as messages with a plural (no English line to read back any more).
    state.gems, state.winner, state.phase = [1, 5], 1, "over"
    detail = state.outcome().detail
    lines = outcome_lines(state, Outcome((1, 5), (2, 1), detail=detail), ["Ana", "Beto"], "en")
    assert lines == ["Ana: 1 gem", "Beto: 5 gems"]


def test_fold_lines_keeps_everything_within_the_room():
    lines = [f"line {i}" for i in range(7)]
    assert fold_lines(lines, 10) == lines
    folded = fold_lines(lines, 3)
    assert len(folded) <= 3 and " · ".join(folded) == " · ".join(lines)


@pytest.mark.parametrize("game_id", sorted(TABLES))
@pytest.mark.parametrize("size", [(1280, 720), (800, 600)])
def test_the_end_panel_shows_each_line_inside_the_table(game_id, size):
    cls = GAMES[game_id]
    players = 1 if cls.max_players == 1 else min(cls.max_players, 4)
    seats = [SeatConfig("Ana", HUMAN)] + [SeatConfig(f"Robot {i}", COMPUTER, "random") for i in range(1, players)]
    app = make_app(size=size, lang="es")
    scene = GameScene(app, Session.new(game_id, seats, seed=2))
    app.push(scene)
    frames(app, 1)
    rng = random.Random(2)
    steps = 0
    while not scene.state.is_over() and steps < 5000:
        seat = scene.state.to_act()[0]
        scene._apply(seat, rng.choice(scene.state.legal_actions(seat)))
        steps += 1
    if not scene.state.is_over():
        pytest.skip("random play did not finish")
    frames(app, 1)
    shown = [w for w in widgets(app) if w.name.startswith("end:detail:")]
    outcome = scene.state.outcome()
    said_by_table = getattr(scene.table, "outcome_lines", None)  # a table may tell the end its own way
    lines = (said_by_table(scene.board.view, outcome, "es") if said_by_table is not None
             else outcome_lines(scene.state, outcome, [s.name for s in scene.session.seats], "es"))
    expected = len(lines) + (1 if outcome.rating or outcome.team_score is not None else 0)
    # A line wider than the card is wrapped onto the next (never cut short) when there is room.
    assert 1 <= len(shown) <= max(1, expected) or all(
        paint.fit_text(w.text, w.size, w.rect.w, w.bold) == w.text for w in shown)
    text = " ".join(w.text for w in shown)
    for line in lines:
        assert line in text
    card = next(w for w in widgets(app) if w.name == "end")
    assert pygame.Rect((0, 0), size).contains(card.rect)
    for widget in shown:
        assert card.rect.contains(widget.rect)


def test_a_cooperative_game_ranks_nobody_at_its_end():
    # Issue 23, point 7: "Vuelvan's cooperative end panel ranking players '1. / 1.'".
    seats = [SeatConfig("Ana", HUMAN)] + [SeatConfig(f"Robot {i}", COMPUTER, "random") for i in range(1, 3)]
    app = make_app()
    scene = GameScene(app, Session.new("vuelvan", seats, seed=3))
    app.push(scene)
    rng = random.Random(3)
    while not scene.state.is_over():
        seat = scene.state.to_act()[0]
        scene._apply(seat, rng.choice(scene.state.legal_actions(seat)))
    frames(app, 1)
    assert scene.state.cooperative
    places = [w.text for w in widgets(app) if w.name.startswith("end:place:")]
    names = [w.text for w in widgets(app) if w.name.startswith("end:name:")]
    assert places == ["", "", ""] and sorted(names) == ["Ana", "Robot 1", "Robot 2"]
