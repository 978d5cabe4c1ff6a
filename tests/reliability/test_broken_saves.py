"""Every kind of broken autosave gets a clear message, is kept aside byte for byte, and the app starts.

Checked twice: through ``scenes.session.check_autosave`` (the resume path) and by
starting the real app headless, which must show the menu with the message on top.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import tracemalloc
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core import Action, SaveError
from game.registry import GAMES
from games.reverso.engine import Reverso
from scenes.session import (
    COMPUTER,
    HUMAN,
    MAX_SAVE_BYTES,
    SeatConfig,
    Session,
    autosave_path,
    check_autosave,
    remove_stale_temp_files,
)

SEATS = (SeatConfig("Begoña", HUMAN), SeatConfig("Robot", COMPUTER, "random"))
HUNDRED_MB = 100 * 1024 * 1024


def good_session() -> Session:
    session = Session.new("reverso", SEATS, seed=9, save_path=None)
    for text in ("place:2,3", "place:2,2", "place:2,1"):
        session.apply(session.state.to_act()[0], Action.decode(text))
    return session


def good_data() -> dict:
    return good_session().to_json()


def good_text() -> str:
    return json.dumps(good_data(), ensure_ascii=False)


def edited(change: Callable[[dict], None]) -> bytes:
    data = good_data()
    change(data)
    return json.dumps(data, ensure_ascii=False).encode()


def _set(path: str, value: object) -> Callable[[dict], None]:
    def change(data: dict) -> None:
        keys = path.split(".")
        target = data
        for key in keys[:-1]:
            target = target[int(key)] if isinstance(target, list) else target[key]
        last = keys[-1]
        if isinstance(target, list):
            target[int(last)] = value
        else:
            target[last] = value
    return change


def _cut_inside_a_letter() -> bytes:
    raw = good_text().encode()
    at = raw.index("ñ".encode())
    return raw[: at + 1]  # the first byte of the two that make ñ


# name -> (the file's bytes, what the message must say)
BROKEN: dict[str, tuple[Callable[[], bytes], str]] = {
    "empty": (lambda: b"", "not valid JSON"),
    "truncated-half": (lambda: good_text().encode()[: len(good_text().encode()) // 2], "not valid JSON"),
    "truncated-last-byte": (lambda: good_text().encode()[:-1], "not valid JSON"),
    "truncated-inside-a-letter": (_cut_inside_a_letter, "not text"),
    "random-bytes": (lambda: random.Random(1).randbytes(4096), "not text"),
    "nul-bytes": (lambda: b"\0" * 4096, "not valid JSON"),
    "latin-1": (lambda: good_text().encode("latin-1"), "not text"),
    "utf-16": (lambda: good_text().encode("utf-16"), "not text"),
    "deep-nesting": (lambda: b"[" * 200_000 + b"]" * 200_000, "nested too deeply"),
    "json-list": (lambda: b"[1, 2, 3]", "not a JSON object"),
    "json-string": (lambda: b'"autosave"', "not a JSON object"),
    "json-number": (lambda: b"42", "not a JSON object"),
    "json-null": (lambda: b"null", "not a JSON object"),
    "no-format": (lambda: edited(lambda d: d.pop("format")), "no format version"),
    "format-as-text": (lambda: edited(_set("format", "1")), "no format version"),
    "format-as-bool": (lambda: edited(_set("format", True)), "no format version"),
    "newer-session-format": (lambda: edited(_set("format", 2)), "newer Ludoteca"),
    "newer-game-format": (lambda: edited(_set("game.format", 2)), "newer Ludoteca"),
    "format-zero": (lambda: edited(_set("game.format", 0)), "unknown save format"),
    "no-seats": (lambda: edited(lambda d: d["session"].pop("seats")), "no seat list"),
    "seat-as-text": (lambda: edited(_set("session.seats.0", "Begoña")), "not an object"),
    "seat-of-unknown-kind": (lambda: edited(_set("session.seats.1.kind", "alien")), "no valid name, kind"),
    "one-seat-for-two-players": (lambda: edited(lambda d: d["session"]["seats"].pop()), "lists 1 seats"),
    "game-as-list": (lambda: edited(_set("game", [])), "not a JSON object"),
    "unknown-game": (lambda: edited(_set("game.game", "ajedrez_marciano")), "unknown game"),
    # Reverso's moves as Damas' (at Damas' rules version, so that the moves themselves are refused).
    "another-games-moves": (lambda: edited(lambda d: (_set("game.game", "damas")(d), _set("game.rules", 1)(d))),
                            "does not replay"),
    "illegal-action": (lambda: edited(_set("game.actions.1", [1, "place:0,0"])), "does not replay"),
    "action-by-the-wrong-seat": (lambda: edited(_set("game.actions.1", [0, "place:2,2"])), "does not replay"),
    "unreadable-action": (lambda: edited(_set("game.actions.0", [0, "💥"])), "malformed"),
    "malformed-action": (lambda: edited(_set("game.actions.0", [0])), "malformed"),
    "actions-as-text": (lambda: edited(_set("game.actions", "place:2,3")), "no valid options or action list"),
    "players-out-of-range": (lambda: edited(_set("game.players", 99)), "does not replay"),
    "seed-as-text": (lambda: edited(_set("game.seed", "3")), "no valid player count or seed"),
    "unknown-option": (lambda: edited(_set("game.options", {"turbo": True})), "does not replay"),
    "tampered-snapshot": (lambda: edited(_set("game.snapshot.board", [])), "different position"),
}


# What each message's kind is (SaveError.kind): the app says it in the player's language.
KIND_OF_MESSAGE = {
    "not valid JSON": "not_a_save", "not text": "not_a_save", "nested too deeply": "not_a_save",
    "not a JSON object": "not_a_save", "no format version": "not_a_save", "no seat list": "not_a_save",
    "newer Ludoteca": "newer_app", "unknown game": "unknown_game",
    "does not replay": "does_not_replay", "different position": "does_not_replay",
    "unknown save format": "damaged", "not an object": "damaged", "no valid name, kind": "damaged",
    "lists 1 seats": "damaged", "malformed": "damaged", "no valid options or action list": "damaged",
    "no valid player count or seed": "damaged",
}


def write_broken(path: Path, name: str) -> bytes:
    path.parent.mkdir(parents=True, exist_ok=True)
    content = BROKEN[name][0]()
    path.write_bytes(content)
    return content


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


# --- the resume path -----------------------------------------------------------------------------

def test_the_good_save_used_below_loads():
    path = autosave_path("reverso")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(good_text(), encoding="utf-8")
    found = check_autosave(autosave_path("reverso"))
    assert found.broken_message is None and found.session is not None
    assert found.session.state == good_session().state


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_broken_save_is_refused_clearly_and_kept_aside(name):
    path = autosave_path("reverso")
    content = write_broken(path, name)
    found = check_autosave(autosave_path("reverso"))
    assert found.session is None
    expected = BROKEN[name][1]
    assert found.broken_message and expected in found.broken_message, found.broken_message
    assert found.broken_kind == KIND_OF_MESSAGE[expected]
    assert not path.exists()
    assert found.moved_to is not None and found.moved_to.name.startswith("reverso.broken-")
    assert found.moved_to.read_bytes() == content  # kept exactly as it was, for a bug report
    assert check_autosave(autosave_path("reverso")).session is None and check_autosave(autosave_path("reverso")).broken_message is None  # and only once


def test_a_hundred_megabyte_file_is_refused_without_reading_it(ludoteca_home):
    path = autosave_path("reverso")
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as handle:  # a valid save, then a hole up to 100 MB (sparse: cheap to make)
        handle.write(good_text().encode())
        handle.truncate(HUNDRED_MB)
    tracemalloc.start()
    try:
        found = check_autosave(autosave_path("reverso"))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert "too large" in found.broken_message and "4 MB" in found.broken_message
    assert found.broken_kind == "too_large"
    assert peak < 3 * MAX_SAVE_BYTES  # read at most the cap, never the whole file
    assert found.moved_to.stat().st_size == HUNDRED_MB


def test_a_folder_where_the_save_should_be_is_refused(ludoteca_home):
    autosave_path("reverso").mkdir(parents=True)
    found = check_autosave(autosave_path("reverso"))
    assert "cannot be read" in found.broken_message and found.broken_kind == "unreadable"
    assert found.moved_to is not None and found.moved_to.is_dir()


class CrashingReverso(Reverso):
    """An engine bug that only a replay reaches: not a SaveError, a plain crash."""

    def _apply(self, seat, action):
        if len(self.history) == 2:
            raise KeyError("square")
        super()._apply(seat, action)


def test_an_engine_crash_while_replaying_is_a_broken_save_not_a_crash(monkeypatch):
    path = autosave_path("reverso")
    path.parent.mkdir(parents=True, exist_ok=True)
    text = good_text()
    path.write_text(text, encoding="utf-8")
    monkeypatch.setitem(GAMES, "reverso", CrashingReverso)
    found = check_autosave(autosave_path("reverso"))
    assert found.session is None
    assert "does not replay" in found.broken_message and "KeyError" in found.broken_message
    assert found.broken_kind == "does_not_replay"
    assert found.moved_to.read_text(encoding="utf-8") == text


def test_temporary_files_of_killed_saves_are_cleaned_when_old(ludoteca_home):
    saves = autosave_path("reverso").parent
    saves.mkdir(parents=True, exist_ok=True)
    old = saves / "reverso.abc123.tmp"
    fresh = saves / "reverso.def456.tmp"
    other = saves / "notes.abc123.tmp"
    for temp in (old, fresh, other):
        temp.write_text("{half a sa", encoding="utf-8")
    os.utime(old, (1_000_000, 1_000_000))
    os.utime(other, (1_000_000, 1_000_000))
    assert check_autosave(autosave_path("reverso")).broken_message is None
    assert not old.exists()
    assert fresh.exists()  # may belong to another window saving right now
    assert other.exists()  # not ours
    assert remove_stale_temp_files(autosave_path("reverso"), older_than=-1) == [fresh]


# --- fuzzing: whatever the file holds, loading raises SaveError or succeeds ---------------------

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats(allow_nan=False) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


def _paths(value: object, prefix: tuple = ()) -> list[tuple]:
    found = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += _paths(item, (*prefix, index))
    return found


GOOD = None


def _good_once() -> dict:
    global GOOD
    if GOOD is None:
        GOOD = good_data()
    return json.loads(json.dumps(GOOD))


# LUDOTECA_FUZZ_EXAMPLES=5000 for a longer hunt than the suite's.
FUZZ = settings(max_examples=int(os.environ.get("LUDOTECA_FUZZ_EXAMPLES", "300")), deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture])


@FUZZ
@given(st.data())
def test_any_part_of_a_save_replaced_by_any_json_is_a_save_error_or_loads(data):
    save = _good_once()
    paths = _paths(save)
    path = data.draw(st.sampled_from(paths[1:]))
    replacement = data.draw(json_values)
    target = save
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = replacement
    try:
        Session.from_json(save)
    except SaveError as exc:
        assert str(exc)


@FUZZ
@given(st.lists(st.tuples(st.integers(0, 10**6), st.integers(0, 255)), min_size=1, max_size=8))
def test_flipped_bytes_are_a_save_error_or_load(tmp_path_factory, flips):
    raw = bytearray(good_text().encode())
    for where, byte in flips:
        raw[where % len(raw)] = byte
    path = tmp_path_factory.mktemp("flip") / "autosave.json"
    path.write_bytes(bytes(raw))
    try:
        Session.load(path)
    except SaveError as exc:
        assert str(exc)


# --- starting the app ------------------------------------------------------------------------------

@pytest.fixture
def app():
    from scenes.app import App

    # Not pygame.quit() afterwards: the shared font cache outlives one app (as in the scene tests).
    return App(size=(800, 600), lang="en", think_delay=0.0, load_settings=False)


def _started(app):
    from scenes.app import start

    start(app)
    for _ in range(2):
        app.step()
    return app.top


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_the_app_starts_over_a_broken_save_and_says_why(app, name):
    from scenes.menu import MenuScene
    from scenes.shell import DialogScene

    content = write_broken(autosave_path("reverso"), name)
    dialog = _started(app)
    assert isinstance(dialog, DialogScene) and "could not be opened" in dialog.title
    assert BROKEN[name][1] in dialog.message and "reverso.broken-" in dialog.message
    assert isinstance(app.stack[0], MenuScene)
    kept = list(autosave_path("reverso").parent.glob("reverso.broken-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == content
    dialog.on_intent(0)
    app.step()
    assert isinstance(app.top, MenuScene) and len(app.stack) == 1
    assert "resume" not in [w.name for w in app.top.widgets]


def test_the_app_starts_over_a_hundred_megabyte_file_in_spanish(app):
    from scenes.shell import DialogScene

    app.settings.lang = "es"
    path = autosave_path("reverso")
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as handle:
        handle.truncate(HUNDRED_MB)
    dialog = _started(app)
    assert isinstance(dialog, DialogScene) and "No se pudo abrir" in dialog.title
    # The reason in Spanish first; the loader's detail follows, marked as English.
    assert "demasiado grande" in dialog.message
    assert "Detalle técnico (en inglés): the file is too large" in dialog.message


@pytest.mark.parametrize("name", ["truncated-half", "newer-session-format", "illegal-action"])
def test_the_spanish_dialog_gives_the_reason_in_spanish(app, name):
    from scenes.menu import SAVE_PROBLEMS_ES

    app.settings.lang = "es"
    write_broken(autosave_path("reverso"), name)
    dialog = _started(app)
    reason = SAVE_PROBLEMS_ES[KIND_OF_MESSAGE[BROKEN[name][1]]]
    assert f"Motivo: {reason}." in dialog.message


def test_every_kind_of_save_problem_has_its_spanish_sentence():
    from scenes.menu import SAVE_PROBLEMS_ES

    assert set(SAVE_PROBLEMS_ES) == set(SaveError.KINDS)
    with pytest.raises(ValueError):
        SaveError("a typo in a kind is a bug, not a reason", "damagd")


def test_the_app_starts_when_replaying_crashes_the_engine(app, monkeypatch):
    from scenes.shell import DialogScene

    path = autosave_path("reverso")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(good_text(), encoding="utf-8")
    monkeypatch.setitem(GAMES, "reverso", CrashingReverso)
    dialog = _started(app)
    assert isinstance(dialog, DialogScene) and "KeyError" in dialog.message


# --- the settings file: never a reason not to start ------------------------------------------------

@pytest.mark.parametrize("content", [
    b"", b"\xff\xfe\x00", b"[" * 200_000, b'{"lang": "es", "window": [1e999, 2]}', b"null", b" " * (1024 * 1024),
], ids=["empty", "not-utf8", "deep-nesting", "huge-number", "null", "a-megabyte-of-spaces"])
def test_unreadable_settings_give_the_defaults(content, ludoteca_home):
    from scenes.session import Settings, settings_path

    ludoteca_home.mkdir(exist_ok=True)
    settings_path().write_bytes(content)
    settings = Settings.load(default_lang="es")
    assert settings.lang == "es" and settings.window == (1280, 800)
