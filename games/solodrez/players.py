"""SoloDrez's computer players: the solver, within a budget of positions a deal, and then the
solver's own sense of a good move.

Each reads only the view (everything is open in SoloDrez). On its first turn of a deal it asks the
solver for a way to clear the table, with its whole budget: the number of positions the search may
enter for this deal (positions, never seconds, so the same deal gets the same moves on a quiet or a
loaded machine). It plays the way found while the table is where the way expects; after anything
else (an undo, a person's move) it asks again with what is left of the budget.

When the search proves the deal lost, or the budget runs out before it can tell, the player does not
give up: it plays on, each move the best-looking one by the order the solver tries moves in (cards
lying one rank below the card under them, empty columns, finished runs), never back to a position
it has already had on the table this deal, so every finished run it can still make leaves the table
and scores. It gives up when every move leads back to a position it has had, or when 100 of its
moves in a row have finished no run (a way to clear the table takes 67 moves at the median).

- easy: 500 positions a deal (the search finds the easiest deals' ways; the rest by the look of the
  table alone);
- normal: 20,000 positions (a fraction of a second on most deals);
- hard: 400,000 positions (the search is the same, only longer: it wins every deal normal wins).

The solver command (``python -m game solve solodrez``) and the table's Hint keep their own budget
(``solver.DEFAULT_NODES``); these budgets are the players' alone.
"""

from __future__ import annotations

from game.core import Action, GameState, Seat
from games.solodrez.solver import best_looking, position_key, search
from games.solodrez.view import RESIGN, SoloDrezView, move, move_parts

EASY_NODES = 500
NORMAL_NODES = 20_000
HARD_NODES = 400_000
STALL_MOVES = 100  # moves in a row without a finished run after which the player stops wandering


def ranks_of(view: SoloDrezView) -> tuple[tuple[int, ...], ...]:
    """The columns as the solver reads them: figures' ranks, 0 for a neutral card."""
    letters = {"P": 1, "C": 2, "A": 3, "T": 4, "D": 5, "B": 6, "N": 0}
    return tuple(tuple(letters[code[0]] for code in column) for column in view.columns)


class SoloDrezPlayer:
    def __init__(self, name: str, nodes: int) -> None:
        self.name = name
        self.nodes = nodes  # positions the search may enter in one deal
        self.spent = 0  # ... entered so far in this deal
        self.settled = False  # the search proved the deal lost or ran out: no more searches ...
        self._settled_at = 0  # ... from the move it did so on (an undo to before it searches again)
        self.searched = 0  # searches run in this deal (for the tests and the curious)
        self._deal: int | None = None
        self._plan: list[Action] = []
        self._expected: tuple[tuple[str, ...], ...] | None = None
        self._had: set[tuple[tuple[int, ...], ...]] = set()  # positions on the table this deal
        self._last_run = (0, 0)  # runs off the table, and the move when the last one left

    def _new_deal(self, view: SoloDrezView) -> None:
        self._deal, self.spent, self.searched, self.settled = view.deal, 0, 0, False
        self._plan, self._expected, self._had = [], None, set()
        self._last_run = (view.removed, view.moves)

    def choose(self, state: GameState, seat: Seat) -> Action:
        view = state.view(seat)
        assert isinstance(view, SoloDrezView)
        if view.deal != self._deal or view.moves == 0:
            self._new_deal(view)  # a new deal, or this one from its start: the whole budget again
        ranks = ranks_of(view)
        self._had.add(position_key(ranks))
        if self.settled and view.moves < self._settled_at:
            self.settled = False  # undone to before the search gave up: what is left may serve
        if view.removed != self._last_run[0]:
            self._last_run = (view.removed, view.moves)
        if view.columns != self._expected or not self._plan or self._plan[0] not in view.legal:
            self._plan, self._expected = [], None
            left = self.nodes - self.spent
            if left >= 2 and not self.settled:  # the search enters this position and one more
                status, path, used = search(ranks, left)
                self.spent += used
                self.searched += 1
                if status == "won":
                    self._plan = [move(*choice) for choice in path]
                else:
                    # "lost" holds for every position after this one too, and "unknown" used all
                    # that was left: either way no search pays any more in this deal.
                    self.settled, self._settled_at = True, view.moves
        if self._plan and self._plan[0] in view.legal:
            chosen = self._plan.pop(0)
            self._expected = _after(view.columns, chosen) if self._plan else None
            return chosen
        self._plan, self._expected = [], None
        return self._best_looking(ranks, view)

    def _best_looking(self, ranks: tuple[tuple[int, ...], ...], view: SoloDrezView) -> Action:
        """The best-looking move to a position not yet had this deal; giving up when there is none,
        or when the last ``STALL_MOVES`` moves finished no run."""
        if view.moves - self._last_run[1] >= STALL_MOVES:
            return RESIGN
        for choice, key in best_looking(ranks):
            chosen = move(*choice)
            if key not in self._had and chosen in view.legal:
                return chosen
        return RESIGN


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


def make_easy(seed: int = 0) -> SoloDrezPlayer:
    return SoloDrezPlayer("easy", EASY_NODES)


def make_normal(seed: int = 0) -> SoloDrezPlayer:
    return SoloDrezPlayer("normal", NORMAL_NODES)


def make_hard(seed: int = 0) -> SoloDrezPlayer:
    return SoloDrezPlayer("hard", HARD_NODES)
