"""What the player of SoloDrez sees, as a frozen value, and the game's named actions.

Everything is open: the nine columns, bottom card first, by the cards' text form (``D5``,
``N``...). The engine also carries what its rules work out for the table, so the table runs no
rule: the length of the ordered run at the end of each column (what may be picked up), and
after the game, how it ended.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core import Action
from game.view import View

COLUMNS = 9
MOVE = "move"
RESIGN = Action("resign")


def move(source: int, count: int, target: int) -> Action:
    """The last ``count`` cards of column ``source`` (0-8) onto column ``target``."""
    return Action(MOVE, (source, count, target))


def move_parts(action: Action) -> tuple[int, int, int]:
    """``(source, count, target)`` of a ``move``; ValueError for anything else."""
    if action.kind != MOVE or len(action.args) != 3 or not all(type(a) is int for a in action.args):
        raise ValueError(f"{action.encode()} is not a SoloDrez move")
    source, count, target = action.args
    assert isinstance(source, int) and isinstance(count, int) and isinstance(target, int)
    return source, count, target


@dataclass(frozen=True, slots=True, kw_only=True)
class Verdict:
    """The solver's answer for a position: ``status`` is "won" (a way to clear the table exists:
    ``moves`` is one, from this position), "lost" (every position reachable from here was
    searched and none clears the table) or "unknown" (the search stopped at its budget before
    it could say either). ``nodes`` and ``seconds`` say what the search cost."""

    status: str
    moves: tuple[Action, ...] = ()
    nodes: int = 0
    seconds: float = 0.0


SOLVE = "solve"  # what a table composes when it asks the solver (GameTable.tentative)


@dataclass(frozen=True, slots=True, kw_only=True)
class SoloDrezView(View):
    columns: tuple[tuple[str, ...], ...]  # nine columns, the card lying on the table first
    runs: tuple[int, ...]  # the length of the ordered run at the end of each column
    removed: int  # finished runs Jóker to Peón taken off the table (nine to win)
    neutrals_removed: bool  # the two neutral cards left last: the table is clear
    moves: int  # moves played
    deal: int  # the deal's number (its seed): the same number deals the same columns
    won: bool
    resigned: bool
