"""The game screen is made of small parts (scenes/game_screen/) that GameScene composes: each part
stays small enough to read at once, and every button of the screen is answered by one section."""

import random
from pathlib import Path

import pygame
import pytest
from shell_helpers import game_scene, make_app

from scenes.game_scene import GameScene
from scenes.session import COMPUTER, HUMAN, SeatConfig, Session

ROOT = Path(__file__).resolve().parents[2]


def test_each_part_of_the_game_screen_reads_at_once():
    parts = sorted((ROOT / "scenes" / "game_screen").glob("*.py"))
    assert len(parts) >= 8
    for path in parts:
        lines = len(path.read_text(encoding="utf-8").splitlines())
        assert lines <= 200, f"{path.name} has {lines} lines"
    lines = len((ROOT / "scenes" / "game_scene.py").read_text(encoding="utf-8").splitlines())
    assert lines < 300, f"game_scene.py has {lines} lines"


def _chrome_intents(scene: GameScene) -> set[str]:
    scene.ensure_layout()
    return {w.intent for w in scene.widgets if w.clickable and isinstance(w.intent, str)}


def _owners(scene: GameScene, intent: str) -> list[str]:
    sections = (scene.board, scene.top_bar, scene.players, scene.log, scene.status, scene.end, scene.curtain)
    return [type(s).__name__ for s in sections if intent in s.intents]


def test_no_two_sections_answer_the_same_intent():
    app = make_app()
    scene = GameScene(app, Session.new("reverso", (SeatConfig("Ana", HUMAN), SeatConfig("Beto", HUMAN)), seed=5,
                                       save_path=None))
    for intent in ("reveal", "pause", "rules", "undo", "toggle-end", "again", "menu", "stats"):
        assert len(_owners(scene, intent)) == 1, intent


@pytest.mark.parametrize("game_id", ["puertas", "reverso", "recompensas"])
def test_every_button_of_the_screen_has_a_section_to_answer_it(game_id):
    """Mid-play, behind the curtain, at the end and with the end panel folded."""
    app = make_app()
    people = (SeatConfig("Ana", HUMAN), SeatConfig("Beto", HUMAN))
    seats = people[:1] if game_id == "recompensas" else people
    scene = game_scene(app, Session.new(game_id, seats, seed=2, save_path=None))
    seen: set[str] = set()
    rng = random.Random(3)
    while not scene.state.is_over():
        if scene.curtain_up:
            seen |= _chrome_intents(scene)
            scene.on_intent("reveal")
        seat = scene.state.to_act()[0]
        scene._apply(seat, rng.choice(scene.state.legal_actions(seat)))
        seen |= _chrome_intents(scene)
    scene.on_intent("toggle-end")
    seen |= _chrome_intents(scene)
    assert {"pause", "rules", "again", "menu", "stats", "toggle-end"} <= seen
    if game_id == "puertas":  # hidden cards between two people: the curtain came down between turns
        assert "reveal" in seen
    for intent in seen:
        assert _owners(scene, intent), f"{game_id}: nothing answers {intent!r}"


def test_a_computer_seat_is_run_by_the_computers_part():
    app = make_app()
    seats = (SeatConfig("Ana", HUMAN), SeatConfig("Robot", COMPUTER, "random"))
    scene = game_scene(app, Session.new("reverso", seats, seed=11, save_path=None))
    scene.on_intent(scene.state.legal_actions(0)[0])
    assert scene.state.to_act() == (1,) and not scene.computer_busy and not scene.may_act()
    scene.update(0.0)  # the computer starts thinking in its thread
    assert scene.computers.thinking == 1 or len(scene.state.history) == 2
    for _ in range(10):
        scene.join_computer()
        scene.update(0.0)
        if not scene.computer_busy:
            break
    assert len(scene.state.history) == 2 and scene.state.to_act() == (0,) and scene.may_act()


def _ideograma_turn(monkeypatch):
    """An Ideograma game on Ana's turn, with every engine preview counted."""
    from shell_helpers import run_until

    app = make_app((1280, 720))
    seats = (SeatConfig("Ana", HUMAN), SeatConfig("Robot", COMPUTER, "random"))
    scene = GameScene(app, Session.new("ideograma", seats, seed=4, save_path=None))
    app.push(scene)
    app.apply_pending()
    run_until(app, lambda: scene.state.to_act() == (0,))
    asked = []
    engine = type(scene.state)
    real = engine.preview
    monkeypatch.setattr(engine, "preview", lambda self, seat, tentative: asked.append(tentative) or real(self, seat,
                                                                                                          tentative))
    return scene, asked


def test_the_board_section_asks_the_engine_once_per_tentative_play(monkeypatch):
    scene, asked = _ideograma_turn(monkeypatch)
    scene.ensure_layout()
    assert asked == []  # nothing laid: nothing to ask
    board = scene.state.board
    empty = [(r, c) for r in range(15) for c in range(15) if not board[r * 15 + c]]
    table = scene.table
    table.on_intent(("rack", table.order[0]), scene.board.view, 0, scene.board.legal)
    scene.board.on_table_intent(("cell", *empty[0]))
    scene.ensure_layout()
    assert len(asked) == 1 and asked[0] == table.tentative()
    assert table.previewed() == scene.state.preview(0, table.tentative())
    asked.clear()
    for _ in range(5):  # building the table again (a hover, a resize, a frame) asks nothing
        scene.relayout()
        scene.ensure_layout()
    assert asked == []
    scene.board.on_table_intent(("cell", *empty[0]))  # taken back: nothing laid, nothing asked
    scene.ensure_layout()
    assert asked == [] and table.previewed() is None and table._assessment.action is None


def test_a_table_shows_no_answer_given_for_other_tiles(monkeypatch):
    scene, _ = _ideograma_turn(monkeypatch)
    scene.ensure_layout()
    table = scene.table
    table.receive_preview(("other",), "an answer for other tiles")
    assert table.previewed() is None


def test_a_game_without_preview_is_unaffected(monkeypatch):
    from game.core import GameState

    def refuse(self, seat, tentative):
        raise AssertionError("the engine was asked a preview")

    app = make_app()
    seats = (SeatConfig("Ana", HUMAN), SeatConfig("Robot", COMPUTER, "random"))
    scene = game_scene(app, Session.new("reverso", seats, seed=11, save_path=None))
    assert type(scene.state).preview is GameState.preview and scene.state.preview(0, ("anything",)) is None
    monkeypatch.setattr(type(scene.state), "preview", refuse)
    scene.ensure_layout()
    assert scene.table.tentative() is None and scene.table.previewed() is None
    scene.on_intent(scene.state.legal_actions(0)[0])
    scene.relayout()
    scene.ensure_layout()
    assert len(scene.state.history) == 1 and scene.board.previews.asked == 0


def test_reverso_sits_at_its_table_as_damas_does():
    # Issue 23, point 7: "Reverso's table unlike the others". Board at the left, and a panel with the other
    # player's plate on top, one's own at the foot, what to do and the last disc between them.
    import types

    from game.registry import GAMES
    from games.reverso.table import ReversoTable

    pygame.init()
    state = GAMES["reverso"](2, 3)
    for _ in range(5):
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    seat = state.to_act()[0]
    table = ReversoTable(types.SimpleNamespace(lang="en"))
    widgets = table.build(pygame.Rect(0, 0, 900, 540), state.view(seat), seat, state.legal_actions(seat))
    named = {w.name: w for w in widgets}
    board = pygame.Rect(named["cell:0,0"].rect).union(named["cell:7,7"].rect)
    side = named["side"].rect
    assert board.right < side.x and side.right <= 900
    mine, theirs = (named[f"count:{state.view(seat).colour_of(seat)}"], named[f"count:{1 - state.view(seat).colour_of(seat)}"])
    assert theirs.rect.y < named["how"].rect.y < named["last"].rect.y < mine.rect.y
