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
- hard: 400,000 positions (the search is the same, only longer: it wins every deal normal wins),
  but at most 12,000 positions entered and 400,000 looked at in one move (about 1 CPU second, 2 at
  worst on this project's loaded machine: docs/AI.md). Past a move's piece it makes a thinking
  move, one it takes back on its next move, and the search goes on from where it stopped: the same
  search as in one piece, position for position, so the same deals are won (a thinking move can
  always be undone, so no way on is lost). Where no move can be taken back it plays the search's
  first move and searches on from there, skipping what was proved lost. Positions and looks, never
  seconds: the same deal still gets the same moves under any load.

The solver command (``python -m game solve solodrez``) and the table's Hint keep their own budget
(``solver.DEFAULT_NODES``); these budgets are the players' alone.
"""

from __future__ import annotations

from game.core import Action, GameState, Seat
from games.solodrez.rules import FULL_RUN, moves
from games.solodrez.solver import Walk, best_looking, position_key
from games.solodrez.view import RESIGN, SoloDrezView, move, move_parts

EASY_NODES = 500
NORMAL_NODES = 20_000
HARD_NODES = 400_000
HARD_MOVE_NODES = 12_000  # hard's positions entered in one move ...
HARD_MOVE_LOOKS = 400_000  # ... and positions looked at (see the module's docstring)
STALL_MOVES = 100  # moves in a row without a finished run after which the player stops wandering


def ranks_of(view: SoloDrezView) -> tuple[tuple[int, ...], ...]:
    """The columns as the solver reads them: figures' ranks, 0 for a neutral card."""
    letters = {"P": 1, "C": 2, "A": 3, "T": 4, "D": 5, "B": 6, "N": 0}
    return tuple(tuple(letters[code[0]] for code in column) for column in view.columns)


class SoloDrezPlayer:
    def __init__(self, name: str, nodes: int, move_nodes: int | None = None, move_looks: int | None = None) -> None:
        self.name = name
        self.nodes = nodes  # positions the search may enter in one deal
        self.move_nodes = nodes if move_nodes is None else move_nodes  # ... and in one move
        self.move_looks = move_looks  # moves' positions the search may look at in one move (Walk.run)
        self.spent = 0  # ... entered so far in this deal
        self.settled = False  # the search proved the deal lost or ran out: no more searches ...
        self._settled_at = 0  # ... from the move it did so on (an undo to before it searches again)
        self.searched = 0  # searches run in this deal, a piece a move (for the tests and the curious)
        self._deal: int | None = None
        self._plan: list[Action] = []
        self._expected: tuple[tuple[str, ...], ...] | None = None
        self._had: set[tuple[tuple[int, ...], ...]] = set()  # positions on the table this deal
        self._dead: set[tuple[tuple[int, ...], ...]] = set()  # positions the searches proved lost
        self._walk: Walk | None = None  # the search under way, from the columns ``_anchor``
        self._anchor: tuple[tuple[str, ...], ...] = ()
        self._away: tuple[Action, tuple[tuple[str, ...], ...]] | None = None  # a move back, from where
        self._last_run = (0, 0)  # runs off the table, and the move when the last one left

    def _new_deal(self, view: SoloDrezView) -> None:
        self._deal, self.spent, self.searched, self.settled = view.deal, 0, 0, False
        self._plan, self._expected, self._had, self._dead = [], None, set(), set()
        self._walk, self._away = None, None
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
                self._think(view, ranks, min(left, self.move_nodes))
        if self._plan and self._plan[0] in view.legal:
            chosen = self._plan.pop(0)
            self._expected = _after(view.columns, chosen) if self._plan else None
            return chosen
        self._plan, self._expected = [], None
        return self._best_looking(ranks, view)

    def _think(self, view: SoloDrezView, ranks: tuple[tuple[int, ...], ...], nodes: int) -> None:
        """One move's piece of the search (``nodes`` positions at most), and the plan it leaves.

        The search runs from one position, its anchor. When a move's piece ends without an answer
        and budget is left, the player makes a thinking move: one it can take back at once (the
        best-looking, the search's own first move when it is one), then takes it back, the search
        going on from where it stopped all the while, as one search of the whole budget would: every
        way on from the anchor stays open. Only where no move can be taken back does it commit to
        the search's first move and search again from there (skipping what was proved lost)."""
        back = self._away is not None and view.columns == self._away[1]
        if self._walk is None or not (view.columns == self._anchor or back):
            self._walk, self._anchor, self._away, back = Walk(ranks, self._dead), view.columns, None, False
        status, path, used = self._walk.run(nodes, self.move_looks)
        self.spent += used
        self.searched += 1
        returning = [self._away[0]] if back and self._away is not None else []
        if status == "won":
            self._plan = [*returning, *(move(*choice) for choice in path)]
        elif status == "lost" or self.nodes - self.spent < 2:
            # "lost" holds for every position after this one too (a thinking move's position can
            # come back to the anchor: it is lost with it), and "unknown" used all that was left:
            # either way no search pays any more in this deal.
            self.settled, self._settled_at = True, view.moves
            self._walk, self._away = None, None
        elif returning:
            self._plan = returning  # back to the anchor, the search going on
        else:
            thinking = _takeback(view, path[0] if path else None)
            if thinking is not None:
                self._plan, self._away = [thinking[0]], (thinking[1], _after(view.columns, thinking[0]))
            elif path:
                self._plan, self._walk = [move(*path[0])], None  # committed: a new search next move

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


def _takeback(view: SoloDrezView, first: tuple[int, int, int] | None) -> tuple[Action, Action] | None:
    """A move from the view's columns that the next move can take back, and that move back: the
    search's ``first`` move when it is one, else the best-looking. None when there is none (a run
    finished by a move leaves the table: such a move is never taken back)."""
    ranks = ranks_of(view)
    choices = [choice for choice, _ in best_looking(ranks)]
    if first is not None:
        choices.insert(0, first)
    for source, count, target in choices:
        chosen = move(source, count, target)
        if chosen not in view.legal:
            continue
        after = [list(column) for column in ranks]
        after[target].extend(after[source][len(after[source]) - count :])
        del after[source][len(after[source]) - count :]
        if tuple(after[target]) == FULL_RUN:
            continue
        if (target, count, source) in moves(after):
            return chosen, move(target, count, source)
    return None


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
    return SoloDrezPlayer("hard", HARD_NODES, HARD_MOVE_NODES, HARD_MOVE_LOOKS)
