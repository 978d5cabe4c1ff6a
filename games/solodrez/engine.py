"""SoloDrez (rulebook 003, PokerDrez): a patience of nine open columns.

The 56 cards of one PokerDrez deck are dealt face up into nine columns, seven cards in the first
two and six in the others. A move takes the last cards of a column, if they are an ordered run
(Jóker, Reina, Torre, Alfil, Caballo, Peón, each one rank below the card under it, colours
free), and lays them on a column whose last card is one rank above the run's first card; an empty
column takes a Jóker or a run headed by one. The two neutral cards stand for whichever figure
keeps a run ordered (see ``rules``). A column holding exactly a real run from the Jóker to the
Peón and nothing else leaves the table; when only the neutral cards are left they leave too,
and the game is won. It is lost when no move is left, or when the player gives up.

Actions: ``move:SOURCE,COUNT,TARGET`` (columns 0-8, the last COUNT cards of SOURCE) and
``resign``.

Decisions where the rulebook is silent (also on the rules screen, and tested):
- The deal: card i of the shuffled deck goes to column i mod 9, so the first two columns get the
  55th and 56th cards ("en las dos primeras serán 7"). The deal's number is the game's seed.
- A neutral card already lying at the end of a column stands for the figure the run under it
  gives it (on a Reina it is a Torre, so only an Alfil run goes on it); a neutral card that ends
  no run (on a Peón, or alone) is free. A lone neutral card may go to an empty column, as a Jóker.
- A finished run leaves the table at once: the rulebook says it "may" be removed, and a column
  holding a finished run can take nothing and give nothing useful.
- Moving a whole column into an empty column is not offered: the table would stay the same.
- The game is lost when no move is left; since runs can go back and forth, the player may also
  give up at any time (the solver says whether the deal can still be won). Giving up is always
  allowed but not listed among the legal moves (a random player would otherwise give up within a
  few moves), and a deal still going after 1,000 moves ends lost: the solver's ways take well
  under 200, and undo gives moves back.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from game.cards.pokerdrez import NEUTRAL, Figure, PokerDrezCard, deck
from game.core import Action, GameState, JSONValue, Outcome, Seat, copy_generator
from game.snapshot_fields import SnapshotFields
from game.text import Msg
from game.view import turn_fields
from games.solodrez import SPEC
from games.solodrez.rules import NEUTRAL_RANK, fits, moves, removable, segment_first, top_run
from games.solodrez.texts import RATINGS, TEXTS, move_msg
from games.solodrez.view import COLUMNS, MOVE, RESIGN, SOLVE, SoloDrezView, Verdict, move, move_parts

FIRST_LONG_COLUMNS = 2  # "en cada columna quedarán 6 cartas (en las dos primeras serán 7)"
MOVE_LIMIT = 1000  # moves after which the deal ends lost (a won deal takes well under 200)
RUNS = 9  # nine figure cards of each figure: nine runs Jóker to Peón
_DECK = Counter(deck(1))
_CODES = sorted({card.encode() for card in _DECK})


def rank(card: PokerDrezCard) -> int:
    return NEUTRAL_RANK if card.figure is None else int(card.figure)


# Each card's rank by the card object's id: the deck module's cards are shared values that live as
# long as the program (a save's cards read back as those same values), so a column's ranks are read
# in C. The table's ranks are read after every move, a call of ``rank`` per card before.
_RANK_BY_ID: dict[int, int] = {id(card): rank(card) for card in _DECK}


def ranks_of(column: list[PokerDrezCard]) -> tuple[int, ...]:
    try:
        return tuple(map(_RANK_BY_ID.__getitem__, map(id, column)))
    except KeyError:  # a card that is not one of the deck module's shared values
        return tuple(rank(card) for card in column)


# The move actions, made once and shared (at most 9 sources x 6 cards x 9 targets): the legal list
# is made anew after every move.
_MOVE_ACTIONS: dict[tuple[int, int, int], Action] = {}


def _move_action(choice: tuple[int, int, int]) -> Action:
    action = _MOVE_ACTIONS.get(choice)
    if action is None:
        action = _MOVE_ACTIONS[choice] = move(*choice)
    return action


class SoloDrez(GameState, spec=SPEC):
    rules_version = 1

    def setup(self) -> None:
        cards = deck(1)
        self.shuffle(cards)
        self.columns: list[list[PokerDrezCard]] = [[] for _ in range(COLUMNS)]
        for index, card in enumerate(cards):
            self.columns[index % COLUMNS].append(card)
        self.removed: list[list[PokerDrezCard]] = []  # the finished runs, as they left
        self.neutrals_removed = False
        self.moves = 0
        self.resigned = False
        self._moves: list[tuple[int, int, int]] | None = None
        self._clear_finished()

    # --- the rules -----------------------------------------------------------------------------
    def ranks(self) -> list[tuple[int, ...]]:
        return [ranks_of(column) for column in self.columns]

    def move_choices(self) -> list[tuple[int, int, int]]:
        if self._moves is None:
            self._moves = [] if self.neutrals_removed or self.resigned else moves(self.ranks())
        return self._moves

    def _clear_finished(self) -> None:
        """Finished runs leave the table; when only the neutral cards are left, they leave too."""
        for column in self.columns:
            if removable(ranks_of(column)):
                self.removed.append(list(column))
                column.clear()
        if not any(map(any, self.ranks())):  # only neutral cards (rank 0) left, or none
            for column in self.columns:
                column.clear()
            self.neutrals_removed = True
        self._moves = None

    def to_act(self) -> tuple[Seat, ...]:
        return () if self.is_over() else (0,)

    def legal_actions(self, seat: Seat) -> list[Action]:
        if seat != 0 or self.is_over():
            return []
        return list(map(_move_action, self.move_choices()))

    def is_legal(self, seat: Seat, action: Action) -> bool:
        if action == RESIGN:  # always open to the player, never listed: see the decisions above
            return True
        try:
            return move_parts(action) in self.move_choices()
        except ValueError:
            return False

    def why_illegal(self, seat: Seat, action: Action) -> str:
        try:
            source, count, target = move_parts(action)
        except ValueError:
            return "SoloDrez has only moves (move:SOURCE,COUNT,TARGET) and resign"
        if not (0 <= source < COLUMNS and 0 <= target < COLUMNS):
            return f"the columns are numbered 0 to {COLUMNS - 1}"
        if source == target:
            return "a run must go to another column"
        column = self.columns[source]
        ranks = [rank(card) for card in column]
        run = top_run(ranks) if ranks else (0, None)
        if not 1 <= count <= run[0]:
            return f"the last {count} cards of column {source + 1} are not an ordered run"
        target_ranks = [rank(card) for card in self.columns[target]]
        if not target_ranks and count == len(ranks):
            return "moving a whole column into an empty one changes nothing"
        if not fits(top_run(target_ranks) if target_ranks else None, count, segment_first(ranks, count, run)):
            if not target_ranks:
                return "an empty column takes only a Joker or a run headed by one"
            return f"that run does not go on the last card of column {target + 1}"
        return "not one of the legal actions now"

    def _apply(self, seat: Seat, action: Action) -> None:
        if action == RESIGN:
            self.resigned = True
            self._moves = None
            return
        source, count, target = move_parts(action)
        moved = self.columns[source][-count:]
        del self.columns[source][-count:]
        self.columns[target].extend(moved)
        self.moves += 1
        self._clear_finished()

    @property
    def won(self) -> bool:
        return self.neutrals_removed

    def is_over(self) -> bool:
        return self.won or self.resigned or self.moves >= MOVE_LIMIT or not self.move_choices()

    def outcome(self) -> Outcome | None:
        if not self.is_over():
            return None
        detail = (
            TEXTS.msg("Runs cleared: {done} of {of}", {"done": len(self.removed), "of": RUNS}),
            TEXTS.msg("Moves: {n}", {"n": self.moves}),
        )
        return Outcome(
            scores=(float(len(self.removed)),),
            placing=(1,) if self.won else (2,),
            rating="won" if self.won else "lost",
            detail=detail,
        )

    def rating_name(self, rating: str, lang: str = "en") -> Msg:
        return TEXTS.msg(RATINGS.get(rating, RATINGS["lost"]))

    def describe(self, seat: Seat, action: Action, lang: str = "en") -> Msg | str:
        if action == RESIGN:
            return TEXTS.msg("Gives up the deal")
        try:
            source, count, target = move_parts(action)
            first = self.columns[source][-count]
        except (ValueError, IndexError):
            return action.encode()
        return move_msg(first.encode(), count, source, target)

    def preview(self, seat: Seat, tentative: object) -> Verdict | None:
        """The solver's verdict for the table as it stands, when the table asks (its Hint and "can
        this still be won?" buttons compose ``(SOLVE,)``); the game screen asks it off the drawing
        thread (the table's ``slow_previews``)."""
        if tentative != (SOLVE,) or seat != 0 or self.is_over():
            return None
        from games.solodrez.solver import solve

        return solve(self)

    # --- information -----------------------------------------------------------------------------
    def view(self, seat: Seat | None) -> SoloDrezView:
        return SoloDrezView(
            **turn_fields(self, seat),
            last=None,
            columns=tuple(tuple(card.encode() for card in column) for column in self.columns),
            runs=tuple(top_run(ranks)[0] if ranks else 0 for ranks in self.ranks()),
            removed=len(self.removed),
            neutrals_removed=self.neutrals_removed,
            moves=self.moves,
            deal=self.seed,
            won=self.won,
            resigned=self.resigned,
        )

    def snapshot(self) -> dict[str, JSONValue]:
        return {
            "columns": [[card.encode() for card in column] for column in self.columns],
            "removed": [[card.encode() for card in run] for run in self.removed],
            "neutrals_removed": self.neutrals_removed,
            "moves": self.moves,
            "resigned": self.resigned,
        }

    @classmethod
    def from_snapshot(
        cls, players: int, seed: int, options: Mapping[str, JSONValue], snapshot: Mapping[str, JSONValue]
    ) -> SoloDrez:
        fields = SnapshotFields(cls, snapshot)
        state = cls(players, seed, options)
        columns = fields.list(fields["columns"], "columns", length=COLUMNS)
        state.columns = [
            [PokerDrezCard.decode(code) for code in fields.words(column, "a column", _CODES)] for column in columns
        ]
        runs = fields.list(fields["removed"], "removed", max_length=RUNS)
        state.removed = [
            [PokerDrezCard.decode(code) for code in fields.words(run, "a removed run", _CODES)] for run in runs
        ]
        state.neutrals_removed = fields.bool(fields["neutrals_removed"], "neutrals_removed")
        state.moves = fields.int(fields["moves"], "moves", 0)
        state.resigned = fields.bool(fields["resigned"], "resigned")
        state._moves = None
        fields.finish(state)
        return state

    def invariant_violations(self) -> list[str]:
        problems = []
        held = Counter(card for column in self.columns for card in column)
        held.update(card for run in self.removed for card in run)
        if self.neutrals_removed:
            held[NEUTRAL] += 2
        if held != _DECK:
            problems.append(
                f"the cards are not one deck: {sorted(map(str, (held - _DECK).elements()))} "
                f"too many, {sorted(map(str, (_DECK - held).elements()))} missing"
            )
        for run in self.removed:
            if [rank(card) for card in run] != [int(figure) for figure in reversed(Figure)]:
                problems.append(f"a removed run is not Joker to Pawn: {[str(card) for card in run]}")
        for index, column in enumerate(self.columns):
            if removable([rank(card) for card in column]):
                problems.append(f"column {index + 1} is a finished run left on the table")
        only_neutrals = all(card.is_neutral for column in self.columns for card in column)
        if only_neutrals != self.neutrals_removed:
            problems.append(
                "the neutral cards did not leave with the last run"
                if only_neutrals
                else "the neutral cards left before the last run"
            )
        return problems

    def clone(self) -> SoloDrez:
        other = object.__new__(SoloDrez)
        other.__dict__.update(self.__dict__)
        other.columns = [list(column) for column in self.columns]
        other.removed = [list(run) for run in self.removed]
        other.history = list(self.history)
        other.options = dict(self.options)
        other.rng = copy_generator(self.rng)
        return other


def action_of(choice: tuple[int, int, int]) -> Action:
    return move(*choice)


__all__ = ["MOVE", "RESIGN", "SoloDrez", "action_of"]
