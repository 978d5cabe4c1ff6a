"""Command-line values, checked where they are read: every bad value gives one line naming it and
its allowed range, exit status 2, never a traceback (``python -m game`` and ``ludoteca``)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import NoReturn

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


def _shown(text: str) -> str:
    return repr(text if len(text) <= 40 else text[:40] + "...")


def fail(prog: str, message: str) -> int:
    """Say one line on standard error; the exit status of a bad value."""
    print(f"{prog}: {message}", file=sys.stderr)
    return 2
