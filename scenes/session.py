"""A game being played in the app: the state, who sits where, the log, autosave and undo.

Pure Python (no pygame), so it is tested without a window. Every applied action
is saved at once, atomically: the file is written beside the save, flushed and
synced, then renamed over it, so a crash leaves either the old or the new save,
never half of one. A finished game clears the autosave.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core import Action, GameState, SaveError, Seat, load_state
from game.guide import Guide
from game.registry import GAMES
from game.text import SOURCE_LANGUAGE, Msg, languages, render
from scenes import user_files

SESSION_FORMAT = 1
# Real saves are a few kilobytes (the longest random games stay under 20 KB). Anything far bigger is
# not ours: refuse it without reading it into memory.
MAX_SAVE_BYTES = 4 * 1024 * 1024
MAX_SETTINGS_BYTES = 64 * 1024
# A temporary file this old was left by a process killed in the middle of a save; nobody will rename it.
STALE_TEMP_SECONDS = 600
# Each game keeps its own unfinished game: saves/<game id>.json. Starting a game of one never
# touches another's. Before, one autosave.json held the last game of any kind (moved at start-up).
SAVES_DIR = "saves"
AUTOSAVE_NAME = "autosave.json"
SETTINGS_NAME = "settings.json"
RECENT_GAMES = 24  # how many games the settings remember as played last


@dataclass(frozen=True, slots=True)
class Pace:
    """How a computer's turn is shown: its chosen move stays marked ``shown`` seconds before it is
    played, and after a move has finished moving on the table the next computer waits ``rest``
    seconds, so a person can follow what the computer and the dice did. A click skips the wait."""

    shown: float
    rest: float


PACES = {"slow": Pace(1.6, 1.4), "normal": Pace(0.9, 0.7), "fast": Pace(0.35, 0.15)}
HUMAN = "human"
COMPUTER = "computer"


def data_dir() -> Path:
    """Where saves and settings live: $LUDOTECA_HOME, else the platform's user data folder."""
    override = os.environ.get("LUDOTECA_HOME")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir("ludoteca", appauthor=False))


def autosave_path(game_id: str) -> Path:
    """Where ``game_id``'s unfinished game is kept."""
    return data_dir() / SAVES_DIR / f"{game_id}.json"


def legacy_autosave_path() -> Path:
    """The one autosave of every game, as Ludoteca kept it before each game had its own."""
    return data_dir() / AUTOSAVE_NAME


def settings_path() -> Path:
    return data_dir() / SETTINGS_NAME


def write_atomically(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so readers only ever see the old or the whole new file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp_name = tempfile.mkstemp(prefix=path.stem + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp_name, path)
    except BaseException:
        try:
            os.unlink(temp_name)
        except FileNotFoundError:
            pass
        raise
    _sync_directory(path.parent)


def _sync_directory(folder: Path) -> None:
    """Make the rename itself durable (a power cut right after it must not bring the old file back).
    Only POSIX can open a directory for this; elsewhere the rename is as durable as the system makes it."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def remove_stale_temp_files(path: Path, older_than: float = STALE_TEMP_SECONDS) -> list[Path]:
    """Delete the temporary files a killed process left beside ``path`` (never the save itself).
    Only old ones: a fresh one may belong to another Ludoteca window saving right now."""
    removed: list[Path] = []
    now = time.time()
    try:
        candidates = list(path.parent.glob(f"{path.stem}.*.tmp"))
    except OSError:
        return removed
    for candidate in candidates:
        try:
            if now - candidate.stat().st_mtime > older_than:
                candidate.unlink()
                removed.append(candidate)
        except OSError:
            pass
    return removed


def move_aside(path: Path) -> Path:
    """Rename an unreadable save to ``<stem>.broken-<timestamp>.json`` (never delete it)."""
    return user_files.set_aside(path)


def default_name(kind: str, seat: int, lang: str) -> str:
    """The name a seat gets when nobody types one: "Player 2", "Computer 3" in ``lang``."""
    if kind == HUMAN:
        return render(Msg("Player {number}", {"number": seat + 1}), lang)
    return render(Msg("Computer {number}", {"number": seat + 1}), lang)


def is_default_name(name: str, seat: int) -> bool:
    """Whether ``name`` is no name of its own: empty, or a default name in any language."""
    return name.strip() == "" or name in {default_name(k, seat, lang) for k in (HUMAN, COMPUTER) for lang in languages()}


def shown_names(seats: Sequence[SeatConfig], lang: str) -> list[str]:
    """Each seat's name as shown in ``lang``: a default name follows the language, also in a
    game started in another one ("Jugador 2" becomes "Player 2" when the app turns English)."""
    return [default_name(cfg.kind, seat, lang) if is_default_name(cfg.name, seat) else cfg.name
            for seat, cfg in enumerate(seats)]


@dataclass(frozen=True, slots=True)
class SeatConfig:
    """One seat: a person's name, or a computer player and its strength (a bot name)."""

    name: str
    kind: str = HUMAN
    bot: str = "random"

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "kind": self.kind, "bot": self.bot}

    @classmethod
    def from_json(cls, data: Any) -> SeatConfig:
        if not isinstance(data, dict):
            raise SaveError("a seat of the save is not an object")
        name, kind, bot = data.get("name"), data.get("kind"), data.get("bot", "random")
        if not isinstance(name, str) or kind not in (HUMAN, COMPUTER) or not isinstance(bot, str):
            raise SaveError("a seat of the save has no valid name, kind or strength")
        return cls(name=name, kind=kind, bot=bot)


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One line of the game log, described when it happened: the engine's message (a ``Msg``,
    said in any language), or the words an older engine gave for each language."""

    seat: Seat
    action: Action
    said: Msg | Mapping[str, str]
    shown: bool = True  # False: the first step of a move the next line says whole (``GameState.logged``)

    def text(self, lang: str, names: Sequence[str] = ()) -> str:
        if isinstance(self.said, Msg):
            return render(self.said, lang, names)
        return with_names(self.said.get(lang) or self.said.get(SOURCE_LANGUAGE, ""), names)

    @property
    def en(self) -> str:
        return self.text("en")

    @property
    def es(self) -> str:
        return self.text("es")


def describe(state: GameState, seat: Seat, action: Action) -> Msg | dict[str, str]:
    """What ``action`` does, before it is applied: the engine's message, or (an engine that still
    writes sentences) its words in every language there is a catalogue for."""
    said = state.describe(seat, action, SOURCE_LANGUAGE)
    if isinstance(said, Msg):
        return said
    return {lang: state.describe(seat, action, lang) for lang in languages()}


def with_result(said: Msg | dict[str, str], result: object) -> Msg | dict[str, str]:
    """A log line with what chance showed added ("Red throws the dice: 5 and CORONA")."""
    if isinstance(result, Msg) and isinstance(said, Msg):
        return Msg("{move}: {result}", {"move": said, "result": result})
    return said


_SEAT_WORD = re.compile(r"\b(?:Player|Jugador) ([1-9])\b")


def with_names(line: str, names: Sequence[str]) -> str:
    """Engines describe seats as "Player 2" / "Jugador 2" (the rules know no names);
    the log shows the names the players chose instead."""
    if not names:
        return line

    def name(match: re.Match[str]) -> str:
        index = int(match.group(1)) - 1
        return names[index] if index < len(names) else match.group(0)

    return _SEAT_WORD.sub(name, line)


@dataclass
class Session:
    state: GameState
    seats: tuple[SeatConfig, ...]
    save_path: Path | None = None  # None: never saved (demos, tests)
    fixed_seed: bool = False  # the seed was chosen by the player, so Restart keeps it
    log: list[LogEntry] = field(default_factory=list)
    # Why the last autosave could not be written (a full disk, a read-only folder); None once one works.
    save_problem: str | None = None
    seconds: float = 0.0  # time spent at the table while the game was on (a solitaire's time per deal)
    # A guided opening ("Show me") being played: its steps decide the first moves. Never saved: a
    # lesson must not take the place of the person's own unfinished game of that game.
    guide: Guide | None = None

    def __post_init__(self) -> None:
        if len(self.seats) != self.state.players:
            raise ValueError(f"{len(self.seats)} seat settings for {self.state.players} players")

    # --- creating and loading --------------------------------------------------------
    @classmethod
    def new(cls, game_id: str, seats: Sequence[SeatConfig], seed: int | None = None,
            options: Mapping[str, Any] | None = None, save_path: Path | None = None) -> Session:
        game = GAMES[game_id]
        fixed = seed is not None
        if seed is None:
            seed = int.from_bytes(os.urandom(4), "big")
        if options is None:  # the defaults, with any option that does not take this many seats moved to one that does
            options = game.options_for(len(seats))
        session = cls(game(len(seats), seed, options), tuple(seats), save_path, fixed_seed=fixed)
        session.save()
        return session

    @classmethod
    def from_json(cls, data: Any, save_path: Path | None = None) -> Session:
        if not isinstance(data, dict):
            raise SaveError("the save is not a JSON object", "not_a_save")
        fmt = data.get("format")
        if not isinstance(fmt, int) or isinstance(fmt, bool):
            raise SaveError("the save has no format version", "not_a_save")
        if fmt > SESSION_FORMAT:
            raise SaveError(f"the save was written by a newer Ludoteca (format {fmt})", "newer_app")
        if fmt < 1:
            raise SaveError(f"unknown save format {fmt}", "not_a_save")
        info = data.get("session")
        if not isinstance(info, dict) or not isinstance(info.get("seats"), list):
            raise SaveError("the save has no seat list", "not_a_save")
        seats = tuple(SeatConfig.from_json(s) for s in info["seats"])
        state = load_state(data.get("game"), GAMES)
        if len(seats) != state.players:
            raise SaveError(f"the save lists {len(seats)} seats for a game of {state.players}")
        session = cls(state, seats, save_path, fixed_seed=bool(info.get("fixed_seed", False)))
        seconds = info.get("seconds", 0.0)
        if isinstance(seconds, (int, float)) and not isinstance(seconds, bool) and 0 <= seconds < 10**9:
            session.seconds = float(seconds)
        session.log = describe_history(state)
        return session

    @classmethod
    def load(cls, path: Path) -> Session:
        """Read a save; SaveError (with a message a person can read) when it cannot be used. Only a
        regular file is read (a named pipe would block), never more than ``MAX_SAVE_BYTES``."""
        try:
            raw = user_files.read_bytes(path, MAX_SAVE_BYTES)
        except user_files.UserFileError as exc:
            if exc.kind == "too_large":
                raise SaveError(f"the file is too large to be a saved game (over {MAX_SAVE_BYTES // (1024 * 1024)} MB)",
                                "too_large") from exc
            raise SaveError(f"the save {exc}", "unreadable") from exc
        if raw is None:
            raise SaveError("the save cannot be read: there is no file", "unreadable")
        try:
            data = user_files.decode_json(raw)
        except user_files.UserFileError as exc:
            message = "the save is not text" if exc.kind == "not_text" else str(exc).replace("the file", "the save", 1)
            raise SaveError(message, "not_a_save") from exc
        return cls.from_json(data, save_path=path)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": SESSION_FORMAT,
            "session": {"seats": [s.to_json() for s in self.seats], "fixed_seed": self.fixed_seed,
                        "seconds": round(self.seconds, 1)},
            "game": self.state.to_json(),
        }

    # --- playing ------------------------------------------------------------------------
    @property
    def game_id(self) -> str:
        return self.state.id

    def humans(self) -> list[Seat]:
        return [s for s, cfg in enumerate(self.seats) if cfg.is_human]

    def names(self, lang: str) -> list[str]:
        return shown_names(self.seats, lang)

    def apply(self, seat: Seat, action: Action) -> LogEntry:
        """Apply a legal action (IllegalActionError otherwise, nothing changed), log it, save."""
        state = self.state
        state.check(seat, action)
        said = describe(state, seat, action)
        shown = state.logged(seat, action)
        state.apply(seat, action)
        entry = LogEntry(seat, action, with_result(said, state.describe_result(seat, action)), shown)
        self.log.append(entry)
        self.save()
        return entry

    def save(self) -> bool:
        """Autosave now; a finished game removes the autosave instead. A save that cannot be written
        does not stop the game: False, and ``save_problem`` says why until a save works again."""
        if self.save_path is None:
            return True
        try:
            if self.state.is_over():
                self.clear_save()
            else:
                write_atomically(self.save_path, json.dumps(self.to_json(), ensure_ascii=False))
        except OSError as exc:
            self.save_problem = exc.strerror or str(exc)
            return False
        self.save_problem = None
        return True

    def clear_save(self) -> None:
        if self.save_path is not None:
            try:
                self.save_path.unlink()
            except FileNotFoundError:
                pass

    # --- undo -----------------------------------------------------------------------------
    @property
    def undo_allowed(self) -> bool:
        """Undo is for one person: a solitaire game or one human against computers.
        Between two humans at one screen it would let one take back the other's move."""
        return len(self.humans()) == 1

    def undo_point(self) -> int | None:
        """History length to go back to: just before the last human decision that may be
        taken back (never below the state's undo floor), or None."""
        if not self.undo_allowed:
            return None
        history = self.state.history
        for index in range(len(history) - 1, self.state.undo_floor - 1, -1):
            if self.seats[history[index][0]].is_human:
                return index
        return None

    def can_undo(self) -> bool:
        return self.undo_point() is not None

    def undo(self) -> bool:
        """Go back to the previous human decision by replaying seed + options + history."""
        point = self.undo_point()
        if point is None:
            return False
        self.state = self.state.rewound(point)
        del self.log[point:]
        self.save()
        return True

    @classmethod
    def guided(cls, game_id: str, guide: Guide, lang: str) -> Session:
        """A lesson: the guide's game with the newcomer at their seat and easy computers elsewhere."""
        seats = tuple(SeatConfig(default_name(HUMAN, s, lang)) if s == guide.person
                      else SeatConfig(default_name(COMPUTER, s, lang), COMPUTER, "easy")
                      for s in range(guide.players))
        state = GAMES[game_id](guide.players, guide.seed, dict(guide.options))
        return cls(state, seats, save_path=None, guide=guide)

    def restarted(self) -> Session:
        """A new game with the same seats and options (and seed, if the player chose it)."""
        seed = self.state.seed if self.fixed_seed else None
        return Session.new(self.game_id, self.seats, seed, self.state.options, self.save_path)


def describe_history(state: GameState) -> list[LogEntry]:
    """The log of a loaded game, each action described in the position it was played in."""
    entries = []
    start = 0
    if state.base is not None:
        # Moves played under older rules cannot be replayed to the position they were made in.
        start = state.base.length
        for seat, action in state.history[:start]:
            entries.append(LogEntry(seat, action, Msg("{action} (under earlier rules)", {"action": action.encode()})))
    replay = state.rewound(start)
    for seat, action in state.history[start:]:
        said = describe(replay, seat, action)
        shown = replay.logged(seat, action)
        replay.apply(seat, action)
        entries.append(LogEntry(seat, action, with_result(said, replay.describe_result(seat, action)), shown))
    return entries


@dataclass(frozen=True, slots=True)
class ResumeCheck:
    """What was found at start-up: a session to offer, or a broken save moved aside."""

    session: Session | None = None
    broken_message: str | None = None
    broken_kind: str | None = None  # one of SaveError.KINDS
    moved_to: Path | None = None


def check_autosave(path: Path) -> ResumeCheck:
    """Look for an unfinished game in ``path``. A save that cannot be used is renamed aside (kept,
    never deleted) and reported, so the app can say so and start normally."""
    remove_stale_temp_files(path)
    if not path.exists():
        return ResumeCheck()
    try:
        session = Session.load(path)
    except Exception as exc:  # noqa: BLE001 - whatever a save does to a game's replay, the app must start
        if isinstance(exc, SaveError):
            message, kind = str(exc), exc.kind
        else:
            message, kind = f"the save does not replay ({type(exc).__name__}: {exc})", "does_not_replay"
        try:
            moved = move_aside(path)
        except OSError:
            moved = None
        return ResumeCheck(broken_message=message, broken_kind=kind, moved_to=moved)
    if session.state.is_over():
        session.clear_save()
        return ResumeCheck()
    return ResumeCheck(session=session)


@dataclass(frozen=True, slots=True)
class Waiting:
    """An unfinished game as the menu lists it, read from its save without replaying it (that
    happens when it is resumed: replaying every save made the first menu frame wait)."""

    game_id: str
    path: Path
    moves: int
    seats: tuple[SeatConfig, ...]
    when: float  # when it was last saved
    # The options it was started with, as saved (the menu names a variant, "Trading Faces (Memory)").
    options: tuple[tuple[str, object], ...] = ()

    def names(self, lang: str) -> list[str]:
        return shown_names(self.seats, lang)

    @property
    def chosen(self) -> dict[str, object]:
        return dict(self.options)


def waiting_in(path: Path) -> Waiting | None:
    """What the menu says of the save at ``path``, or None when the file is not plainly a save of
    ours (then ``check_autosave`` reads it whole, says why and sets it aside)."""
    try:
        raw = user_files.read_bytes(path, MAX_SAVE_BYTES)
        data = user_files.decode_json(raw) if raw is not None else None
        when = path.stat().st_mtime
    except (user_files.UserFileError, OSError):
        return None
    if not isinstance(data, dict) or data.get("format") != SESSION_FORMAT:
        return None
    info, game = data.get("session"), data.get("game")
    if not isinstance(info, dict) or not isinstance(game, dict) or game.get("game") != path.stem:
        return None
    actions = game.get("actions")
    raw_seats = info.get("seats")
    if not isinstance(raw_seats, list):
        return None
    try:
        seats = tuple(SeatConfig.from_json(s) for s in raw_seats)
    except (SaveError, TypeError):
        return None
    if not isinstance(actions, list) or not seats:
        return None
    options = game.get("options")
    chosen = tuple(sorted(options.items())) if isinstance(options, dict) else ()
    return Waiting(path.stem, path, len(actions), seats, when, chosen)


@dataclass(frozen=True, slots=True)
class Unfinished:
    """Every unfinished game found, the most recently played first, and the saves that could
    not be used (each renamed aside, to be reported once)."""

    waiting: tuple[Waiting, ...] = ()
    broken: tuple[ResumeCheck, ...] = ()

    def of(self, game_id: str) -> Waiting | None:
        return next((w for w in self.waiting if w.game_id == game_id), None)

    @property
    def latest(self) -> Waiting | None:
        return self.waiting[0] if self.waiting else None


def move_legacy_autosave() -> ResumeCheck:
    """The single autosave of older versions becomes its game's own save (a broken one is set
    aside and reported; one whose game already has a newer save of its own is set aside too)."""
    legacy = legacy_autosave_path()
    if not legacy.exists():
        return ResumeCheck()
    found = check_autosave(legacy)
    if found.session is None:
        return found
    target = autosave_path(found.session.game_id)
    try:
        if target.exists():
            move_aside(legacy)  # kept, never deleted: the game's own save is the newer one
        else:
            target.parent.mkdir(parents=True, exist_ok=True)
            os.replace(legacy, target)
    except OSError:
        pass  # a read-only folder: the old file stays where it is, nothing is lost
    return ResumeCheck()


def unfinished_games() -> Unfinished:
    """Look for every game's unfinished save (see ``check_autosave``)."""
    moved = move_legacy_autosave()
    folder = data_dir() / SAVES_DIR
    try:
        paths = sorted(folder.glob("*.json"))
    except OSError:
        paths = []
    found: list[Waiting] = []
    broken = [moved] if moved.broken_message else []
    for path in paths:
        if path.stem not in GAMES:
            continue  # a game this Ludoteca does not have (a newer one's save): left alone
        remove_stale_temp_files(path)
        waiting = waiting_in(path)
        if waiting is not None:
            found.append(waiting)
            continue
        check = check_autosave(path)  # not plainly a save: read whole, to say why and set it aside
        if check.session is not None and check.session.save_path is not None:
            found.append(Waiting(path.stem, path, len(check.session.state.history), check.session.seats,
                                 path.stat().st_mtime if path.exists() else 0.0))
        elif check.broken_message:
            broken.append(check)
    found.sort(key=lambda w: -w.when)
    return Unfinished(tuple(found), tuple(broken))


# --- after an unexpected error -------------------------------------------------------------------

REPORTS_DIR = "reports"


def save_if_consistent(session: Session) -> bool:
    """Save ``session`` after an unexpected error, but only if its state is still the one its own
    actions replay to. An error inside a move may leave a state half-changed; saving that would
    write a file that no longer loads, so the autosave of the last good move is kept instead."""
    if session.save_path is None:
        return False
    state = session.state
    try:
        consistent = load_state(json.loads(json.dumps(state.to_json())), GAMES) == state
    except Exception:  # noqa: BLE001 - a state that cannot even be written out is not consistent
        consistent = False
    if not consistent:
        return False
    return session.save()  # False on a full disk: the previous autosave stays


def error_report(error: BaseException, session: Session | None, screen: str = "") -> dict[str, Any]:
    """What a person may send us after a crash: the error with its traceback and the game's save.
    It holds no secrets beyond the game itself (which is needed to reproduce the error, and is what
    the autosave holds anyway): the people's names become "Player N", the home folder (the user's
    name is in its path) becomes ``~``, and nothing of the environment or the settings is written."""
    import platform
    import sys
    import traceback

    game: Any = None
    if session is not None:
        try:
            game = json.loads(json.dumps(session.to_json()))
            for index, seat in enumerate(game["session"]["seats"]):
                seat["name"] = f"Player {index + 1}"
        except Exception as exc:  # noqa: BLE001 - the report must be written even when the game is broken
            game = {"unavailable": _without_home(f"{type(exc).__name__}: {exc}"), "game": session.game_id,
                    "seed": session.state.seed, "options": session.state.options,
                    "actions": [[seat, action.encode()] for seat, action in session.state.history]}
    return {
        "report": 1,
        "time": time.strftime("%Y-%m-%d %H:%M:%S %z"),
        "error": _without_home(f"{type(error).__name__}: {error}"),
        "traceback": _without_home("".join(traceback.format_exception(error))),
        "screen": screen,
        "python": sys.version.split()[0],
        "platform": platform.platform(),
        "game": game,
    }


def _without_home(text: str) -> str:
    """``text`` with the user's data folder and home folder written as ``<data>`` and ``~``."""
    for folder, short in ((str(data_dir()), "<data>"), (str(Path.home()), "~")):
        if len(folder) > 1:
            text = text.replace(folder, short)
    return text


def write_error_report(report: Mapping[str, Any], folder: Path | None = None) -> Path:
    """Write ``report`` as ``reports/report-<timestamp>.json`` in the user data folder; OSError if it cannot."""
    folder = folder or data_dir() / REPORTS_DIR
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = folder / f"report-{stamp}.json"
    counter = 1
    while path.exists():
        path = folder / f"report-{stamp}-{counter}.json"
        counter += 1
    write_atomically(path, json.dumps(report, ensure_ascii=False, indent=1))
    return path


# --- settings ---------------------------------------------------------------------------------

DEFAULT_WINDOW = (1280, 800)
# What a first window leaves free of its desktop: the window's own title bar and frame, and a task bar
# or dock (pygame knows the desktop's whole size, not the part windows may use).
DESKTOP_ROOM = (16, 96)


def window_for_desktop(desktop: tuple[int, int] | None, saved: tuple[int, int] | None = None,
                       smallest: tuple[int, int] = (480, 360)) -> tuple[int, int]:
    """The window to open on a desktop of ``desktop`` pixels: the size saved last when it fits the
    desktop, else ``DEFAULT_WINDOW``, scaled down (its shape kept) to leave ``DESKTOP_ROOM`` free when
    the desktop is smaller (1280x800 on a 1280x720 screen reached under the task bar), never below
    ``smallest``. No desktop known (no display yet, or a driver without one): the saved size or the default."""
    if desktop is None or desktop[0] <= 0 or desktop[1] <= 0:
        return saved or DEFAULT_WINDOW
    if saved is not None and saved[0] <= desktop[0] and saved[1] <= desktop[1]:
        return saved
    room = (desktop[0] - DESKTOP_ROOM[0], desktop[1] - DESKTOP_ROOM[1])
    scale = min(1.0, room[0] / DEFAULT_WINDOW[0], room[1] / DEFAULT_WINDOW[1])
    return (max(smallest[0], int(DEFAULT_WINDOW[0] * scale)), max(smallest[1], int(DEFAULT_WINDOW[1] * scale)))



def window_choices(
    desktop: tuple[int, int] | None, current: tuple[int, int], presets: tuple[tuple[int, int], ...], most: int = 4
) -> list[tuple[int, int]]:
    """The window sizes Settings offers on a desktop of ``desktop`` pixels, smallest first: the presets
    that fit it with ``DESKTOP_ROOM`` to spare (the room a first window leaves), the size a first
    window opens at there (``window_for_desktop``: on a 1280x720 screen no preset fits, and this
    one does), and the current size when it fits the desktop (a saved size is kept, as at start-up).
    At most ``most``, dropping the smallest other than the current. No desktop known: the presets."""
    if desktop is None or desktop[0] <= 0 or desktop[1] <= 0:
        return list(presets)
    room = (desktop[0] - DESKTOP_ROOM[0], desktop[1] - DESKTOP_ROOM[1])
    sizes = {size for size in presets if size[0] <= room[0] and size[1] <= room[1]}
    sizes.add(window_for_desktop(desktop))
    current = (int(current[0]), int(current[1]))
    if current[0] <= desktop[0] and current[1] <= desktop[1]:
        sizes.add(current)
    chosen = sorted(sizes, key=lambda size: (size[0] * size[1], size))
    while len(chosen) > most:
        chosen.remove(next(size for size in chosen if size != current))
    return chosen

@dataclass
class Settings:
    lang: str = "en"
    fullscreen: bool = False
    sound: bool = True  # False: muted
    window: tuple[int, int] = DEFAULT_WINDOW
    window_saved: bool = False  # whether ``window`` was read from the settings file (not written back)
    volume: int = 80  # percent
    colour_help: bool = True  # heart and diamond beside the colours of cards
    motion: bool = True  # animations (flips, pieces walking); off: things change at once
    recent: tuple[str, ...] = ()  # the games opened last, the latest first (the menu shows them first)
    pace: str = "normal"  # how long a computer's move and a chance result stay in view (PACES)

    @classmethod
    def load(cls, path: Path | None = None, default_lang: str = "en") -> Settings:
        """The settings saved, each value that is not one of ours left at its default. A file that
        is not a JSON object of ours at all is set aside and the person told (``scenes.user_files``)."""
        settings = cls(lang=default_lang)

        def parse(data: Any) -> None:
            if not isinstance(data, dict):
                raise ValueError("the settings are not a JSON object")
            # A value of the wrong type is not a file of ours: set aside. A value of the right type
            # out of its range (a window wider than any screen we know) falls back to its default.
            kinds = {"lang": str, "fullscreen": bool, "sound": bool, "colour_help": bool, "motion": bool,
                     "window": list, "volume": int, "recent": list, "pace": str}
            for name, kind in kinds.items():
                value = data.get(name)
                if name in data and (not isinstance(value, kind) or (kind is int and isinstance(value, bool))):
                    raise ValueError(f"the setting {name!r} is not a {kind.__name__}")
            if data.get("lang") in languages():
                settings.lang = data["lang"]
            for name in ("fullscreen", "sound", "colour_help", "motion"):
                if isinstance(data.get(name), bool):
                    setattr(settings, name, data[name])
            window = data.get("window")
            if (isinstance(window, list) and len(window) == 2
                    and all(isinstance(v, int) and not isinstance(v, bool) and 320 <= v <= 10000 for v in window)):
                settings.window = (window[0], window[1])
                settings.window_saved = True
            volume = data.get("volume")
            if isinstance(volume, int) and not isinstance(volume, bool) and 0 <= volume <= 100:
                settings.volume = volume
            if data.get("pace") in PACES:
                settings.pace = data["pace"]
            recent = data.get("recent")
            if isinstance(recent, list):
                # Only game ids (a game this Ludoteca lacks is kept, for the newer one that has it).
                ids = [g for g in recent if isinstance(g, str) and 0 < len(g) <= 40]
                settings.recent = tuple(dict.fromkeys(ids))[:RECENT_GAMES]

        user_files.load(path or settings_path(), MAX_SETTINGS_BYTES, user_files.SETTINGS, parse)
        return settings

    def save(self, path: Path | None = None) -> None:
        data = {"lang": self.lang, "fullscreen": self.fullscreen, "sound": self.sound,
                "window": list(self.window), "volume": self.volume, "colour_help": self.colour_help,
                "motion": self.motion, "recent": list(self.recent), "pace": self.pace}
        write_atomically(path or settings_path(), json.dumps(data, indent=2))
