"""Every file of the person's that Ludoteca reads back (the autosave, the settings, the statistics, and
whatever comes next) is read through here, and only here.

Pure Python (no pygame). The rules, the same for every file:

- only a regular file is read: a named pipe would block ``open()`` for ever, a device (a link to
  ``/dev/zero``) never ends, a folder cannot be read. Such a thing is refused without being read
  (its type is looked at first, and again on the open descriptor, opened without blocking);
- never more than the file's limit is read, whatever the file's size says;
- every error of decoding (not UTF-8, not JSON, nested too deeply, a number too long) and every
  error of the caller's validation (whatever it raises: ``float()`` of a 400-digit integer
  overflows) means the file is not ours to use: it is set aside as ``<name>.broken-<time><suffix>``
  (renamed, never deleted, so it can go with a bug report) and the app starts without it;
- the person is told once, in their language: a problem is queued here and the menu shows it
  (``take_problems``), so no screen has to know which file broke.

The autosave reports through its own dialog (``scenes.session.check_autosave``, which says why in
the kinds of ``SaveError``) but reads and sets aside with the same functions.
"""

from __future__ import annotations

import json
import os
import stat
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from scenes.i18n import N_, t

T = TypeVar("T")

SETTINGS = "settings"
STATISTICS = "statistics"
AUTOSAVE = "autosave"
# How each file is named to the person: (English, Spanish).
FILE_NAMES = {
    SETTINGS: N_("the settings file"),
    STATISTICS: N_("the statistics file"),
    AUTOSAVE: N_("the saved game"),
}


class UserFileError(Exception):
    """A file that cannot be used. ``kind``: ``unreadable`` (missing permission, not a regular
    file), ``too_large``, ``not_text``, ``not_json`` or ``invalid`` (the caller refused its content)."""

    KINDS = ("unreadable", "too_large", "not_text", "not_json", "invalid")

    def __init__(self, message: str, kind: str) -> None:
        if kind not in self.KINDS:
            raise ValueError(f"unknown kind of file error {kind!r}")
        super().__init__(message)
        self.kind = kind


class KeepFile(Exception):
    """Raised by a caller's validation for a file that must be left where it is, untouched (one
    written by a newer Ludoteca): nothing is set aside and nothing is queued."""


def _what_it_is(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def read_bytes(path: Path, limit: int) -> bytes | None:
    """The bytes of the regular file ``path`` (None when there is nothing there). ``UserFileError``
    for anything else: never blocks, never reads more than ``limit`` + 1 bytes."""
    try:
        info = os.stat(path)  # through a symbolic link: what it points to is what would be read
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as exc:
        raise UserFileError(f"cannot be read: {getattr(exc, 'strerror', None) or exc}", "unreadable") from exc
    if not stat.S_ISREG(info.st_mode):
        raise UserFileError(f"cannot be read: it is {_what_it_is(info.st_mode)}, not a file", "unreadable")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise UserFileError(f"cannot be read: {exc.strerror or exc}", "unreadable") from exc
    try:
        info = os.fstat(fd)  # it may have been swapped for something else since the look above
        if not stat.S_ISREG(info.st_mode):
            raise UserFileError(f"cannot be read: it is {_what_it_is(info.st_mode)}, not a file", "unreadable")
        if info.st_size > limit:
            raise UserFileError(f"the file is too large (over {_size(limit)})", "too_large")
        chunks: list[bytes] = []
        total = 0
        while total <= limit:
            chunk = os.read(fd, min(1 << 16, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    except OSError as exc:
        raise UserFileError(f"cannot be read: {exc.strerror or exc}", "unreadable") from exc
    finally:
        os.close(fd)
    if total > limit:  # it grew while we read
        raise UserFileError(f"the file is too large (over {_size(limit)})", "too_large")
    return b"".join(chunks)


def _size(limit: int) -> str:
    if limit >= 1024 * 1024:
        return f"{limit // (1024 * 1024)} MB"
    return f"{limit // 1024} KB"


def decode_json(raw: bytes) -> Any:
    """JSON from bytes; ``UserFileError`` (``not_text`` or ``not_json``) for anything else."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise UserFileError("the file is not text", "not_text") from exc
    try:
        return json.loads(text)
    except RecursionError as exc:
        raise UserFileError("the file is not valid JSON (nested too deeply)", "not_json") from exc
    except ValueError as exc:  # also a number of more than 4,300 digits
        raise UserFileError(f"the file is not valid JSON ({exc})", "not_json") from exc


def read_json(path: Path, limit: int) -> Any:
    """``decode_json(read_bytes(path, limit))``; None when there is no file."""
    raw = read_bytes(path, limit)
    return None if raw is None else decode_json(raw)


def set_aside(path: Path) -> Path:
    """Rename ``path`` to ``<stem>.broken-<timestamp><suffix>`` beside it (never delete it; a link
    is renamed, not what it points to). OSError when it cannot be renamed."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.broken-{stamp}{path.suffix}")
    counter = 1
    while os.path.lexists(target):
        target = path.with_name(f"{path.stem}.broken-{stamp}-{counter}{path.suffix}")
        counter += 1
    os.replace(path, target)
    return target


# --- telling the person ----------------------------------------------------------------------------

@dataclass(frozen=True, slots=True)
class FileProblem:
    """A file that could not be used: which (``SETTINGS``, ``STATISTICS``...), why (in English, for a
    bug report) and where it was set aside (None: it could not be renamed)."""

    file: str
    detail: str
    moved_to: Path | None

    def text(self, lang: str) -> str:
        name = t(lang, FILE_NAMES[self.file]) if self.file in FILE_NAMES else self.file
        if self.moved_to is not None:
            return t(lang, "Could not use {file}: it was kept aside as {kept}. Reason: {detail}.",
                     file=name, kept=self.moved_to.name, detail=self.detail)
        return t(lang, "Could not use {file}: it could not be moved aside and is left as it is. Reason: {detail}.",
                 file=name, detail=self.detail)


_problems: list[FileProblem] = []
_lock = threading.Lock()


def report(problem: FileProblem) -> None:
    with _lock:
        _problems.append(problem)


def take_problems(file: str | None = None) -> list[FileProblem]:
    """The problems not told yet (only those of ``file`` when given); each is returned once."""
    with _lock:
        taken = [p for p in _problems if file is None or p.file == file]
        _problems[:] = [p for p in _problems if p not in taken]
    return taken


def problems_message(problems: list[FileProblem], lang: str) -> tuple[str, str]:
    """A dialog's title and text for ``problems`` in ``lang``."""
    title = t(lang, "Some files could not be used")
    lead = t(lang, "Ludoteca goes on with the usual defaults.")
    return title, " ".join([lead, *(p.text(lang) for p in problems)])


def load(path: Path, limit: int, file: str, parse: Callable[[Any], T]) -> tuple[T | None, FileProblem | None]:
    """Read the JSON file ``path`` and return ``(parse(data), None)``; ``(None, None)`` when there is
    no file (or ``parse`` raised ``KeepFile``). A file that cannot be used (unreadable, too large, not
    JSON, or ``parse`` raised anything else) is set aside, and a problem is queued for the person and
    returned: ``(None, problem)``."""
    try:
        data = read_json(path, limit)
        if data is None:
            return None, None
        return parse(data), None
    except KeepFile:
        return None, None
    except Exception as exc:  # noqa: BLE001 - whatever a file does to a validation, the app must start
        detail = str(exc) if isinstance(exc, UserFileError) else f"{type(exc).__name__}: {exc}"
        return None, set_aside_and_report(path, file, detail)


def set_aside_and_report(path: Path, file: str, detail: str) -> FileProblem:
    try:
        moved: Path | None = set_aside(path)
    except OSError:
        moved = None
    problem = FileProblem(file, detail[:300], moved)
    report(problem)
    return problem


def append_text(path: Path, text: str) -> None:
    """Append ``text`` to the log file ``path`` (created if missing), but only to a regular file: a
    pipe would block. OSError when it cannot."""
    path.parent.mkdir(parents=True, exist_ok=True)
    flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    if os.path.lexists(path) and not stat.S_ISREG(os.stat(path).st_mode):
        raise OSError(f"{path.name} is not a regular file")
    fd = os.open(path, flags, 0o644)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(f"{path.name} is not a regular file")
        os.write(fd, text.encode("utf-8"))
    finally:
        os.close(fd)
