"""SoloDrez's computer player is the solver: it plays a way to clear the table that it found.

It reads only the view (everything is open in SoloDrez), asks the solver once, and plays the
moves it was given while the table is where the plan expects; after anything else (an undo, a
person's move) it asks again. When the solver proves the deal lost, or stops at its budget
without an answer, the player gives up: it never wanders.

- normal: the solver with a budget of 20,000 positions (a fraction of a second on most deals);
- hard: 400,000 positions (it wins every deal normal wins, and more of the hard ones).
"""

from __future__ import annotations

from game.core import Action, GameState, Seat
from games.solodrez.solver import search
from games.solodrez.view import RESIGN, SoloDrezView, move, move_parts

NORMAL_NODES = 20_000
HARD_NODES = 400_000


def ranks_of(view: SoloDrezView) -> tuple[tuple[int, ...], ...]:
    """The columns as the solver reads them: figures' ranks, 0 for a neutral card."""
    letters = {"P": 1, "C": 2, "A": 3, "T": 4, "D": 5, "B": 6, "N": 0}
    return tuple(tuple(letters[code[0]] for code in column) for column in view.columns)


class SoloDrezPlayer:
    def __init__(self, name: str, nodes: int) -> None:
        self.name = name
        self.nodes = nodes
        self._plan: list[Action] = []
        self._expected: tuple[tuple[str, ...], ...] | None = None

    def choose(self, state: GameState, seat: Seat) -> Action:
        view = state.view(seat)
        assert isinstance(view, SoloDrezView)
        if view.columns != self._expected or not self._plan:
            status, path, _ = search(ranks_of(view), self.nodes)
            self._plan = [move(*choice) for choice in path] if status == "won" else []
        if not self._plan or self._plan[0] not in view.legal:
            self._plan, self._expected = [], None
            return RESIGN
        chosen = self._plan.pop(0)
        self._expected = _after(view.columns, chosen) if self._plan else None
        return chosen


def _after(columns: tuple[tuple[str, ...], ...], action: Action) -> tuple[tuple[str, ...], ...]:
    """The columns the plan expects after ``action`` (a finished run leaves)."""
    source, count, target = move_parts(action)
    changed = [list(column) for column in columns]
    moved = changed[source][len(changed[source]) - count :]
    del changed[source][len(changed[source]) - count :]
    changed[target].extend(moved)
    if len(changed[target]) == 6 and [code[0] for code in changed[target]] == list("BDTACP"):
        changed[target] = []
    return tuple(tuple(column) for column in changed)


def make_normal(seed: int = 0) -> SoloDrezPlayer:
    return SoloDrezPlayer("normal", NORMAL_NODES)


def make_hard(seed: int = 0) -> SoloDrezPlayer:
    return SoloDrezPlayer("hard", HARD_NODES)
