"""Command-line values, checked where they are read: every bad value gives one line naming it and
its allowed range, exit status 2, never a traceback (``python -m game`` and ``ludoteca``)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, NoReturn

if TYPE_CHECKING:
    from game.core import GameState, JSONValue

MAX_SEED = 2**64 - 1


class Parser(argparse.ArgumentParser):
    """An ``ArgumentParser`` whose errors are one line (the usage is one ``--help`` away); its
    subcommands' parsers are of this class too."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message} (see {self.prog} --help)\n")


def int_in(low: int, high: int, what: str = "a whole number") -> Callable[[str], int]:
    """An argparse type: an integer from ``low`` to ``high``."""

    def parse(text: str) -> int:
        stripped = text.strip()
        digits = stripped.lstrip("+-")
        # Checked before int(): a number of thousands of digits is not worth converting.
        if not digits.isdigit() or not digits.isascii() or len(digits) > 40:
            raise argparse.ArgumentTypeError(f"{_shown(text)} is not {what} from {low} to {high}")
        value = int(stripped)
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{_shown(text)} is outside {low} to {high}")
        return value

    parse.__name__ = "integer"
    return parse


def float_in(low: float, high: float) -> Callable[[str], float]:
    """An argparse type: a number from ``low`` to ``high``."""

    def parse(text: str) -> float:
        try:
            value = float(text) if len(text) <= 40 else float("nan")
        except ValueError:
            value = float("nan")
        if not low <= value <= high:  # also NaN and infinities
            raise argparse.ArgumentTypeError(f"{_shown(text)} is not a number from {low:g} to {high:g}")
        return value

    parse.__name__ = "number"
    return parse


def seed_number(text: str) -> int:
    return int_in(0, MAX_SEED, "a seed")(text)


def bot_name(text: str) -> str:
    """A computer player's name (``random``, ``easy``, ``normal``...)."""
    from game.ai.base import BOTS

    if text not in BOTS:
        raise argparse.ArgumentTypeError(f"{_shown(text)} is not a computer player; known: {', '.join(sorted(BOTS))}")
    return text


def bot_names(text: str) -> str:
    """A comma-separated list of computer players' names."""
    names = [name.strip() for name in text.split(",")]
    if not any(names):
        raise argparse.ArgumentTypeError("no computer player named")
    for name in names:
        if name:
            bot_name(name)
    return text


def option_setting(text: str) -> tuple[str, str]:
    """An argparse type: ``NAME=VALUE``, one option of a game (the game checks the name and the value,
    see ``game_options``)."""
    name, sep, value = text.partition("=")
    if not sep or not name.strip() or not value.strip():
        raise argparse.ArgumentTypeError(f"{_shown(text)} is not NAME=VALUE, e.g. decks=2")
    return name.strip(), value.strip()


def game_options(cls: type[GameState], settings: Iterable[tuple[str, str]]) -> dict[str, JSONValue]:
    """Every option of ``cls`` with ``settings`` (text, as typed) applied, the rest at their defaults.

    A value is the option's choice whose text it is (``"2"`` is the choice ``2``: the text the setup
    screen and the statistics name a choice by); the game's own ``resolve_options`` then checks
    names and values as it does for a new game or a save, and refuses an unknown name or value
    with ``OptionError`` (a ``ValueError``) naming what is allowed. A name given twice: the last."""
    typed: dict[str, JSONValue] = {}
    for name, text in settings:
        spec = next((option for option in cls.options_spec if option.name == name), None)
        choices = spec.choices if spec is not None else ()
        typed[name] = next((choice for choice in choices if str(choice) == text), text)
    return cls.resolve_options(typed)


def _shown(text: str) -> str:
    return repr(text if len(text) <= 40 else text[:40] + "...")


def fail(prog: str, message: str) -> int:
    """Say one line on standard error; the exit status of a bad value."""
    print(f"{prog}: {message}", file=sys.stderr)
    return 2
