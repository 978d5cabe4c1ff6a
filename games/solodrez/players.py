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
- hard: 400,000 positions (the search is exhaustive like normal's, only longer: it wins every deal
  normal wins). Its search tries, of moves that look equally good, the one moving fewer cards
  first (``solver.Walk``'s ``shorter_first``): the same deals won and proved lost, in two thirds of
  the positions, and its longest thought halved (deal 118; docs/AI.md).
  It thinks in pieces (``think``: at most 3,000 positions entered and 100,000 looked at in one,
  about half a CPU second) so that the app can show it thinking, keep the table alive and stop a
  thought no one wants any more (an undo, leaving the table); between two pieces nothing moves,
  and the next piece takes the search up where it stopped: the same search as in one piece,
  position for position. The move comes when the search has a way, proves the deal lost or has
  spent the deal's budget, so a move's time is its whole search (docs/AI.md measures it); a
  thought is at most 100,000 positions (more than any deal 0-399 needs), after which it plays the
  search's first move, the best-looking one not proved lost, and searches again from there on its
  next move (a deal that needs more, such as deal 652, gets several long moves instead of one very
  long one). A thought also stops at 1,350,000 positions looked at (more than any deal 0-399
  needs: 1,287,237, deal 204), and once a thought of the deal has stopped so, the later ones at
  900,000: deal 652's thoughts cost more a position the deeper the deal's search goes (docs/AI.md).
  Positions and looks, never seconds: the same deal still gets the same moves under any load.

The solver command (``python -m game solve solodrez``) and the table's Hint keep their own budget
(``solver.DEFAULT_NODES``); these budgets are the players' alone.
"""

from __future__ import annotations

from game.core import Action, GameState, Seat
from games.solodrez.solver import Columns, Walk, best_looking, position_key
from games.solodrez.view import RESIGN, SoloDrezView, move, move_parts

EASY_NODES = 500
NORMAL_NODES = 20_000
HARD_NODES = 400_000
HARD_PIECE_NODES = 3_000  # hard's positions entered in one piece of thought ...
HARD_PIECE_LOOKS = 100_000  # ... and positions looked at (see the module's docstring)
HARD_MOVE_NODES = 100_000  # hard's positions entered in one move's whole thought (see the docstring) ...
HARD_MOVE_LOOKS = 1_350_000  # ... and positions looked at (deal 652; docs/AI.md) ...
HARD_LATER_LOOKS = 900_000  # ... or this many, once a thought of this deal has spent its budget
STALL_MOVES = 100  # moves in a row without a finished run after which the player stops wandering


def ranks_of(view: SoloDrezView) -> tuple[tuple[int, ...], ...]:
    """The columns as the solver reads them: figures' ranks, 0 for a neutral card."""
    letters = {"P": 1, "C": 2, "A": 3, "T": 4, "D": 5, "B": 6, "N": 0}
    return tuple(tuple(letters[code[0]] for code in column) for column in view.columns)


class SoloDrezPlayer:
    def __init__(
        self,
        name: str,
        nodes: int,
        piece_nodes: int | None = None,
        piece_looks: int | None = None,
        shorter_first: bool = False,
        move_nodes: int | None = None,
        move_looks: int | None = None,
        later_looks: int | None = None,
    ) -> None:
        self.name = name
        self.nodes = nodes  # positions the search may enter in one deal
        self.piece_nodes = nodes if piece_nodes is None else piece_nodes  # ... and in one piece of thought
        self.piece_looks = piece_looks  # moves' positions the search may look at in one piece (Walk.run)
        self.shorter_first = shorter_first  # the order the search tries moves in (solver.Walk)
        self.move_nodes = move_nodes  # positions one move's thought may enter (None: the deal's budget)
        self.move_looks = move_looks  # ... and look at (None: no limit but the pieces') ...
        # ... once a thought of this deal has spent its budget (None: move_looks): a deal that needs
        # that much search sits deep in positions proved lost, where a position costs more.
        self.later_looks = move_looks if later_looks is None else later_looks
        self.capped = False  # a thought of this deal spent its budget with no answer
        self._thought = 0  # ... entered in the thought under way
        self._thought_looks = 0  # ... looked at in it
        self.looked = 0  # positions looked at in this deal's searches (for the tools)
        self.spent = 0  # ... entered so far in this deal
        self.settled = False  # the search proved the deal lost or ran out: no more searches ...
        self._settled_at = 0  # ... from the move it did so on (an undo to before it searches again)
        self.searched = 0  # pieces of search run in this deal (for the tests and the curious)
        self._deal: int | None = None
        self._plan: list[Action] = []
        self._expected: tuple[tuple[str, ...], ...] | None = None
        self._had: set[Columns] = set()  # positions on the table this deal
        self._dead: set[Columns] = set()  # positions the searches proved lost
        self._walk: Walk | None = None  # the search under way, from the columns ``_anchor``
        self._anchor: tuple[tuple[str, ...], ...] = ()
        self._last_run = (0, 0)  # runs off the table, and the move when the last one left

    def _new_deal(self, view: SoloDrezView) -> None:
        self._deal, self.spent, self.searched, self.settled = view.deal, 0, 0, False
        self.looked, self.capped = 0, False
        self._plan, self._expected, self._had, self._dead = [], None, set(), set()
        self._walk = None
        self._last_run = (view.removed, view.moves)

    def choose(self, state: GameState, seat: Seat) -> Action:
        """The move, after all the thought it takes: ``think`` piece after piece until it answers (the
        arena and the tools time this whole call: a move's real time)."""
        while True:
            chosen = self.think(state, seat)
            if chosen is not None:
                return chosen

    def think(self, state: GameState, seat: Seat) -> Action | None:
        """One piece of thought (``game.ai.bot.Thinker``): the move, or None when the search under
        way wants another piece from the same table. Nothing moves between pieces: the next call
        takes the search up where it stopped (the same search as in one piece, position for
        position), and the move comes when the search has a way, proves the deal lost or has spent
        the deal's budget."""
        view = state.view(seat)
        assert isinstance(view, SoloDrezView)
        if view.deal != self._deal or (view.moves == 0 and not self._thinking(view)):
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
                if not self._think(view, ranks, min(left, self.piece_nodes)):
                    return None  # thinking on: the table stays as it is
        self._thought = self._thought_looks = 0  # an answer: the next move's thought starts afresh
        if self._plan and self._plan[0] in view.legal:
            chosen = self._plan.pop(0)
            self._expected = _after(view.columns, chosen) if self._plan else None
            return chosen
        self._plan, self._expected = [], None
        return self._best_looking(ranks, view)

    def _thinking(self, view: SoloDrezView) -> bool:
        """Whether a search is under way from this very table (a deal's first move thought in pieces
        must not start the deal afresh at every piece)."""
        return self._walk is not None and self._deal == view.deal and view.columns == self._anchor

    def _think(self, view: SoloDrezView, ranks: tuple[tuple[int, ...], ...], nodes: int) -> bool:
        """One piece of the search (``nodes`` positions at most) from this table; True when it has an
        answer (a plan, or settled: the search proved the deal lost or spent the deal's budget),
        False when it wants another piece. A search under way from another table (a person moved
        or undid in between) is dropped, and a new one starts here with what is left."""
        if not self._thinking(view):
            self._walk, self._anchor = Walk(ranks, self._dead, self.shorter_first), view.columns
            self._thought = self._thought_looks = 0
        assert self._walk is not None
        if self.move_nodes is not None:
            nodes = min(nodes, max(2, self.move_nodes - self._thought))
        looks = self.piece_looks
        cap = self._looks_cap()
        if cap is not None:
            left = max(1, cap - self._thought_looks)
            looks = left if looks is None else min(looks, left)
        looked = self._walk.looked
        status, path, used = self._walk.run(nodes, looks)
        self.spent += used
        self._thought += used
        self._thought_looks += self._walk.looked - looked
        self.looked += self._walk.looked - looked
        self.searched += 1
        if status == "won":
            self._plan, self._walk = [move(*choice) for choice in path], None
            return True
        if status == "lost" or self.nodes - self.spent < 2:
            # "lost" holds for every position after this one too, and "unknown" used all that was
            # left: either way no search pays any more in this deal.
            self.settled, self._settled_at, self._walk = True, view.moves, None
            return True
        cap = self._looks_cap()
        spent = (self.move_nodes is not None and self._thought >= self.move_nodes) or (
            cap is not None and self._thought_looks >= cap
        )
        if spent and path:
            # The move's thought is spent with no answer: play the search's first move (the
            # best-looking one not proved lost) and search again from there next move, skipping
            # what this search proved lost. A real move, never taken back for its own sake.
            self._plan, self._walk, self.capped = [move(*path[0])], None, True
            return True
        return False

    def _looks_cap(self) -> int | None:
        """The positions this move's thought may look at (None: no limit but the pieces')."""
        return self.later_looks if self.capped else self.move_looks

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
    return SoloDrezPlayer(
        "hard",
        HARD_NODES,
        HARD_PIECE_NODES,
        HARD_PIECE_LOOKS,
        shorter_first=True,
        move_nodes=HARD_MOVE_NODES,
        move_looks=HARD_MOVE_LOOKS,
        later_looks=HARD_LATER_LOOKS,
    )
