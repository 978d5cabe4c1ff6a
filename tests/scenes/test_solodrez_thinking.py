"""SoloDrez's hard player thinking at the real table: the search goes on in pieces in the worker
thread, no card moves and the log stays empty until the move comes, the status line says who is
thinking (and for how long, in a long thought), and a thought no one wants any more stops."""

from __future__ import annotations

import time

from table_helpers import display  # noqa: F401 (autouse fixture)

from scenes.game_scene import GameScene
from scenes.session import COMPUTER, SeatConfig, Session
from tests.scenes.shell_helpers import make_app


def _table(lang: str, deal: int) -> GameScene:
    app = make_app(lang=lang)
    session = Session.new("solodrez", (SeatConfig("Computer 1", COMPUTER, "hard"),), seed=deal, save_path=None)
    scene = GameScene(app, session)
    app.push(scene)
    app.apply_pending()
    return scene


def test_hard_thinks_in_pieces_and_nothing_moves_until_its_move():
    """Deal 24 takes hard four pieces of search (11,347 positions): while they run the table and the
    log are as dealt and the status line says the computer is thinking; then one real move."""
    scene = _table("en", 24)
    app = scene.app
    deadline = time.monotonic() + 120
    seen_thinking = False
    while not scene.session.state.history and time.monotonic() < deadline:
        app.step()
        if scene.computers.job is not None and not scene.computers.job.done:
            seen_thinking = True
            assert scene.session.state.moves == 0
            assert "Computer 1 is thinking" in scene._status_text(scene.board.seat)
        time.sleep(0.005)
    assert seen_thinking
    history = scene.session.state.history
    assert len(history) == 1
    # The first move is the first of the way one search finds: nothing was moved to buy time.
    from games.solodrez import solver
    from games.solodrez.engine import SoloDrez

    way = solver.search(SoloDrez(1, 24, {}).ranks(), 400_000, shorter_first=True)[1]
    assert history[0][1].args == way[0]


def test_a_long_thought_says_how_long_in_both_languages(monkeypatch):
    for lang, words in (("en", "Computer 1 is thinking… (7 s)"), ("es", "Ordenador 1 está pensando… (7 s)")):
        scene = _table(lang, 26)
        scene.app.step()
        assert scene.computers.job is not None
        monkeypatch.setattr(type(scene.computers), "thought_seconds", lambda self: 7)
        assert scene._status_text(scene.board.seat) == words
        monkeypatch.undo()
        scene.computers.abandon()


def test_a_thought_no_one_wants_stops():
    """Deal 26 takes hard 44,993 positions (15 pieces): leaving the thought (an undo, the menu) stops
    its worker thread after the piece under way, with no move."""
    scene = _table("en", 26)
    scene.app.step()
    job = scene.computers.job
    assert job is not None
    time.sleep(0.05)
    scene.computers.abandon()
    assert job.join(30)
    assert job.action is None and job.error is None
    assert job.pieces < 15


def test_a_second_long_thought_says_its_first_second_at_once(monkeypatch):
    """The seconds the status line last showed are forgotten when a new thought starts: the first
    thought stopped at 3 s, the second's 3 s was not shown until its 4th second."""
    scene = _table("en", 26)
    computers = scene.computers
    scene.app.step()
    assert computers.job is not None
    monkeypatch.setattr(type(computers), "thought_seconds", lambda self: 3)
    computers.step()
    assert computers._counted == 3  # the first thought's 3 s were shown
    computers.abandon()  # an undo: the thought is dropped and the computer thinks anew
    laid_out = []
    monkeypatch.setattr(scene, "relayout", lambda: laid_out.append(computers.job))
    computers.step()  # the new thought starts (and the table is laid out for it)
    second = computers.job
    assert second is not None and laid_out == [second]
    computers.step()  # its third second: shown at once
    assert laid_out == [second, second]
    computers.abandon()
