"""Issue 24, points 5 and 6 and "every user file through one guarded reader": each file of the person's
(autosave, settings, statistics) replaced by each hostile kind of file. The app starts without
blocking, says so once in the person's language, plays a whole game, and every other file stays byte
for byte."""

from __future__ import annotations

import json
import os
import random
import sys
import threading
from pathlib import Path

import pytest

from scenes import user_files
from scenes.session import (
    COMPUTER,
    HUMAN,
    SeatConfig,
    Session,
    Settings,
    autosave_path,
    settings_path,
    unfinished_games,
)
from scenes.stats_store import StatsStore, forget_session, record_session, stats_path

ANA = SeatConfig("Ana", HUMAN)
ROBOT = SeatConfig("Robot", COMPUTER, "random")
HUGE = 10**400
def _reverso_save() -> Path:
    path = autosave_path("reverso")
    path.parent.mkdir(parents=True, exist_ok=True)  # each game's save has its folder
    return path


FILES = {"autosave": _reverso_save, "settings": settings_path, "statistics": stats_path}


def _good_stats() -> bytes:
    return json.dumps({"format": 1, "games": {"damas": {"played": 3, "won": 1, "drawn": 1, "score_count": 3,
                                                        "score_sum": 9.0, "best": 4.0, "solo_best": {}}},
                       "recent": ["x"]}).encode()


def _good_files(home: Path) -> dict[str, bytes]:
    home.mkdir(parents=True, exist_ok=True)
    session = Session.new("reverso", (ANA, ROBOT), seed=9, save_path=autosave_path("reverso"))
    session.apply(0, session.state.legal_actions(0)[0])
    settings_path().write_text(json.dumps({"lang": "en", "volume": 40}))
    stats_path().write_bytes(_good_stats())
    return {name: where().read_bytes() for name, where in FILES.items()}


def _mkfifo(path: Path) -> None:
    os.mkfifo(path)


def _dev_zero(path: Path) -> None:
    path.symlink_to("/dev/zero")


def _folder(path: Path) -> None:
    path.mkdir()
    (path / "inside").write_text("kept")


HOSTILE = {
    "empty": b"",
    "truncated": None,  # the good file's first half
    "huge-numbers": None,  # every number of the good file turned into a 400-digit integer
    "deep-nesting": b"[" * 100_000 + b"]" * 100_000,
    "wrong-types": b'{"format": "1", "lang": 5, "games": [], "session": 7, "game": "x", "volume": "loud"}',
    "folder": _folder,
    "named-pipe": _mkfifo,
    "symlink-to-dev-zero": _dev_zero,
}


def _huge(value):
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return value
    if isinstance(value, (int, float)):
        return HUGE
    if isinstance(value, list):
        return [_huge(v) for v in value]
    return {k: _huge(v) for k, v in value.items()}


def _make_hostile(path: Path, kind: str, good: bytes) -> None:
    path.unlink()
    maker = HOSTILE[kind]
    if kind == "truncated":
        path.write_bytes(good[: len(good) // 2])
    elif kind == "huge-numbers":
        path.write_text(json.dumps(_huge(json.loads(good))))
    elif callable(maker):
        if kind == "named-pipe" and not hasattr(os, "mkfifo"):
            pytest.skip("no named pipes here")
        if kind == "symlink-to-dev-zero" and not os.path.exists("/dev/zero"):
            pytest.skip("no /dev/zero here")
        maker(path)
    else:
        path.write_bytes(maker)


def _within(seconds: float, work):
    """Run ``work`` in a thread; fail (rather than hang the suite) when it does not end in time."""
    result: dict = {}

    def run():
        try:
            result["value"] = work()
        except BaseException as exc:  # noqa: BLE001 - handed to the test below
            result["error"] = exc

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        for path in FILES.values():  # a reader blocked on a pipe: give it a writer so it ends
            try:
                os.close(os.open(path(), os.O_WRONLY | os.O_NONBLOCK))
            except OSError:
                pass
        pytest.fail(f"blocked for more than {seconds} s")
    if "error" in result:
        raise result["error"]
    return result.get("value")


def _set_aside(home: Path, stem: str) -> list[Path]:
    return sorted(p for p in home.iterdir() if p.name.startswith(f"{stem}.broken-"))


@pytest.mark.parametrize("kind", sorted(HOSTILE))
@pytest.mark.parametrize("file", sorted(FILES))
def test_each_user_file_of_each_hostile_kind(file, kind, ludoteca_home):
    from scenes.app import App, start
    from scenes.game_scene import GameScene
    from scenes.menu import MenuScene
    from scenes.shell import DialogScene

    good = _good_files(ludoteca_home)
    path = FILES[file]()
    _make_hostile(path, kind, good[file])

    def started():
        app = App(size=(800, 600), think_delay=0.0)  # reads the settings, as a person's start does
        start(app)
        app.step()
        return app

    app = _within(10, started)
    # Every other file is exactly as it was.
    for other, where in FILES.items():
        if other != file:
            assert where().read_bytes() == good[other], other
    # The hostile one was set aside (or, for a settings file only partly wrong, used as far as it goes).
    # The statistics are read when a game starts or ends: they are looked at after the game below.
    if file != "statistics":
        _assert_set_aside_and_told(app, file, kind, ludoteca_home)
    while isinstance(app.top, DialogScene):  # "Not now" to the resume offer
        app.top.on_intent(len(app.top.widgets) - 2)
        app.step()
    assert isinstance(app.top, MenuScene) and len(app.stack) == 1
    # And it plays a whole game, whose result is counted.
    scene = GameScene(app, Session.new("reverso", (ANA, ROBOT), seed=7, save_path=autosave_path("reverso")))
    app.push(scene)
    app.step()
    rng = random.Random(1)

    def play():
        while not scene.state.is_over():
            seat = scene.state.to_act()[0]
            scene._apply(seat, rng.choice(scene.state.legal_actions(seat)))
    _within(60, play)
    store = StatsStore()
    assert store.problem is None
    expected = 1 if file == "statistics" else 4
    assert store.get("reverso").played == 1 and store.get("damas").played == (3 if file != "statistics" else 0)
    assert sum(s.played for s in store.games.values()) == expected
    app.reset(MenuScene(app))
    app.step()
    if file == "statistics":
        _assert_set_aside_and_told(app, file, kind, ludoteca_home)
    assert not user_files.take_problems()  # told once, not again
    assert [type(s).__name__ for s in app.stack] == ["MenuScene"]


def _assert_set_aside_and_told(app, file, kind, home) -> None:
    from scenes.shell import DialogScene

    path = FILES[file]()
    aside = _set_aside(path.parent, path.stem)
    if kind == "huge-numbers" and file == "settings":
        assert aside == [] and app.settings.volume == 80  # an out-of-range volume: the default
        return
    assert len(aside) == 1 and os.path.lexists(aside[0]), [p.name for p in home.iterdir()]
    if kind == "folder":
        assert (aside[0] / "inside").read_text() == "kept"
    dialog = app.top
    assert isinstance(dialog, DialogScene), type(dialog).__name__
    assert aside[0].name in dialog.message
    dialog.on_intent(0)
    app.step()


def test_a_400_digit_integer_in_the_statistics_no_longer_crashes_every_game(ludoteca_home):
    """Point 5: ``float()`` of it overflowed in ``GameStats.from_json``, for ever."""
    ludoteca_home.mkdir(exist_ok=True)
    stats_path().write_text(json.dumps({"format": 1, "games": {"reverso": {"played": 2, "score_sum": HUGE}}}))
    session = Session.new("reverso", (ANA, ROBOT), seed=5)
    forget_session(session)  # what the game scene does at the first move
    rng = random.Random(2)
    while not session.state.is_over():
        seat = session.state.to_act()[0]
        session.apply(seat, rng.choice(session.state.legal_actions(seat)))
    assert record_session(session)
    [kept] = _set_aside(ludoteca_home, "stats")
    assert str(HUGE) in kept.read_text()
    assert StatsStore().get("reverso").played == 1
    [problem] = user_files.take_problems()
    assert problem.file == user_files.STATISTICS and "OverflowError" not in problem.text("es")[:20]
    assert problem.text("es").startswith("No se pudo usar el archivo de estadísticas")


@pytest.mark.parametrize("value", [HUGE, -HUGE, 1e308, float("nan")])
def test_no_score_or_count_out_of_range_is_taken(value):
    from scenes.stats_store import GameStats

    for name in ("played", "score_sum", "best"):
        with pytest.raises((ValueError, TypeError)):
            GameStats.from_json({"played": 1, name: value})


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
@pytest.mark.parametrize("file", sorted(FILES))
def test_a_named_pipe_never_blocks_a_read(file, ludoteca_home):
    """Point 6: ``open()`` of a pipe with no writer blocked the app before its first frame."""
    ludoteca_home.mkdir(exist_ok=True)
    os.mkfifo(FILES[file]())
    readers = {"autosave": unfinished_games, "settings": Settings.load, "statistics": StatsStore}
    _within(5, readers[file])
    assert not os.path.lexists(FILES[file]())
    assert len(_set_aside(FILES[file]().parent, FILES[file]().stem)) == 1


def test_the_guarded_reader_never_reads_past_its_limit(tmp_path):
    path = tmp_path / "big.json"
    path.write_bytes(b" " * 5000)
    with pytest.raises(user_files.UserFileError) as info:
        user_files.read_bytes(path, 4096)
    assert info.value.kind == "too_large"
    assert user_files.read_bytes(tmp_path / "missing.json", 10) is None


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_the_error_log_is_never_written_into_a_pipe(tmp_path):
    os.mkfifo(tmp_path / "error.log")
    with pytest.raises(OSError):
        _within(5, lambda: user_files.append_text(tmp_path / "error.log", "x"))


def test_spanish_and_english_texts_name_the_file_and_where_it_went(tmp_path):
    problem = user_files.FileProblem(user_files.SETTINGS, "not JSON", tmp_path / "settings.broken-1.json")
    title, text = user_files.problems_message([problem], "es")
    assert "ajustes" in text and "settings.broken-1.json" in text and title.startswith("Algunos")
    assert "settings file" in user_files.problems_message([problem], "en")[1]


if sys.platform == "win32":  # pragma: no cover - the kinds above need POSIX file types
    pytestmark = pytest.mark.skip("POSIX file types")
