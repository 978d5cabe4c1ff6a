"""SokuDrez (rulebook 003, PokerDrez): sort a grid of six rows of nine cards by swapping two cards.

The 54 figure cards of one PokerDrez deck (the neutral cards stay out) are shuffled and laid face
up in six rows of nine. A move swaps any two cards. The grid is sorted when every row holds the
nine colours (numbers 1-9) and every column the six figures.

Alone, the aim is to sort it in as few swaps as possible (the solver says how few it can be done
in). With two to eight players, each swap scores up to eight points (``points``); the first
player's first turn is one swap, and every turn after that, for every player, is two swaps; the
sorting swap counts only when it is the first of a player's two; most points win.

Actions: ``swap:A,B`` (cells 0-53 row by row, A < B) and, alone, ``resign``.

Decisions where the rulebook is silent (also on the rules screen, and tested):
- The eight tests of a swap are judged on the grid before the swap: a card "exists" in the row or
  column it is going to when any card there has its figure or number, the card it is swapped
  with included (so swapping two cards of one figure never scores the figure tests). Two cards of
  one column (or row) are judged as printed: their column is both the one they leave and the one
  they go to.
- The first player's single opening swap is not the first of two: if it sorted the grid (a deal
  one swap from sorted, which practically never comes) it would score nothing.
- Multiplayer: the game also ends, with the points as they are, after 60 swaps per player, so a
  table that stops trying ends; equal totals share the place.
- Alone: giving up is always allowed (not listed among the legal moves), and the game ends
  unsorted after 300 swaps (the fewest possible is at most 54 - 1).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from game.cards.pokerdrez import CARD_NAMES, PokerDrezCard, figure_deck
from game.core import Action, GameState, JSONValue, Outcome, Seat, copy_generator, placing_from_scores
from game.snapshot_fields import SnapshotFields
from game.text import Msg
from game.text import Seat as SeatWord
from game.view import turn_fields
from games.sokudrez import SPEC
from games.sokudrez.rules import points, sorted_grid
from games.sokudrez.texts import TEXTS
from games.sokudrez.view import CELLS, COLUMNS, RESIGN, ROWS, SOLVE, Fewest, SokuDrezView, swap, swap_cells

SOLO_LIMIT = 300
PER_PLAYER_LIMIT = 60
_DECK = Counter(figure_deck(1))
_CODE = {card: card.encode() for card in _DECK}  # each card's text form, worked out once (views, logs)
_CODES = sorted(_CODE.values())
_SWAPS = [swap(a, b) for a in range(CELLS) for b in range(a + 1, CELLS)]


class SokuDrez(GameState, spec=SPEC):
    rules_version = 1

    def setup(self) -> None:
        cards = figure_deck(1)
        self.shuffle(cards)
        self.grid: list[PokerDrezCard] = cards
        self.turn = 0  # the player to act
        self.swaps_left = 1  # the first player's first turn is one swap; every later turn two
        self.scores = [0] * self.players
        self.moves_by_seat = [0] * self.players
        self.last_points: int | None = None
        self.resigned = False

    @property
    def alone(self) -> bool:
        return self.players == 1

    @property
    def solved(self) -> bool:
        return sorted_grid(self.grid)

    @property
    def moves(self) -> int:
        return sum(self.moves_by_seat)

    def to_act(self) -> tuple[Seat, ...]:
        return () if self.is_over() else (self.turn,)

    def legal_actions(self, seat: Seat) -> list[Action]:
        if self.is_over() or seat != self.turn:
            return []
        return list(_SWAPS)

    def is_legal(self, seat: Seat, action: Action) -> bool:
        if action == RESIGN:
            return self.alone  # alone, always open, never listed: see the decisions above
        try:
            first, second = swap_cells(action)
        except ValueError:
            return False
        return 0 <= first < second < CELLS

    def why_illegal(self, seat: Seat, action: Action) -> str:
        if action == RESIGN:
            return "only a player alone gives up; at a table the game goes on"
        try:
            first, second = swap_cells(action)
        except ValueError:
            return "SokuDrez has only swaps (swap:A,B with cells 0-53)"
        if not (0 <= first < CELLS and 0 <= second < CELLS):
            return f"the cells are numbered 0 to {CELLS - 1}"
        if first == second:
            return "a swap takes two different cards"
        return "write the smaller cell first"

    def _apply(self, seat: Seat, action: Action) -> None:
        if action == RESIGN:
            self.resigned = True
            return
        first, second = swap_cells(action)
        scored = 0 if self.alone else points(self.grid, first, second)
        self.grid[first], self.grid[second] = self.grid[second], self.grid[first]
        self.moves_by_seat[seat] += 1
        # "La última jugada ... solo se contabilizará si es el primero del turno doble de ese jugador."
        first_of_two = self.swaps_left == 2
        if self.solved and not first_of_two:
            scored = 0
        if not self.alone:
            self.scores[seat] += scored
            self.last_points = scored
        self.swaps_left -= 1
        if self.swaps_left == 0:
            self.turn = (self.turn + 1) % self.players
            self.swaps_left = 2

    def is_over(self) -> bool:
        if self.solved or self.resigned:
            return True
        if self.alone:
            return self.moves >= SOLO_LIMIT
        return min(self.moves_by_seat) >= PER_PLAYER_LIMIT

    def outcome(self) -> Outcome | None:
        if not self.is_over():
            return None
        if self.alone:
            detail: tuple[Msg, ...] = (TEXTS.msg("Swaps: {n}", {"n": self.moves}),)
            return Outcome(
                scores=(float(self.moves),),
                placing=(1,) if self.solved else (2,),
                rating="won" if self.solved else "lost",
                detail=detail,
            )
        placing = placing_from_scores(self.scores)
        detail = tuple(
            TEXTS.msg("{who}: {points} points", {"who": SeatWord(seat), "points": score})
            for seat, score in enumerate(self.scores)
        )
        return Outcome(scores=tuple(float(score) for score in self.scores), placing=placing, detail=detail)

    def describe(self, seat: Seat, action: Action, lang: str = "en") -> Msg | str:
        if action == RESIGN:
            return TEXTS.msg("Gives up")
        try:
            first, second = swap_cells(action)
            a, b = self.grid[first], self.grid[second]
        except (ValueError, IndexError):
            return action.encode()
        # The cards by name ("Red Pawn"), not by code ("P2"): the log is read by people.
        names = {"first": TEXTS.msg(CARD_NAMES[_CODE[a]]), "second": TEXTS.msg(CARD_NAMES[_CODE[b]])}
        if self.alone:
            return TEXTS.msg("Swaps {first} and {second}", names)
        return TEXTS.msg(
            "Swaps {first} and {second}: {n} point",
            names,
            plural="Swaps {first} and {second}: {n} points",
            n=points(self.grid, first, second),
        )

    def preview(self, seat: Seat, tentative: object) -> Fewest | None:
        """The solver's fewest swaps for this deal, from its first grid (a table's ``(SOLVE,)``): what
        the player's count is held against."""
        if tentative != (SOLVE,):
            return None
        from games.sokudrez.solver import solve

        return solve(type(self)(self.players, self.seed, self.options))

    # --- information -----------------------------------------------------------------------------
    def view(self, seat: Seat | None) -> SokuDrezView:
        row_colours = tuple(len({self.grid[r * COLUMNS + c].colour for c in range(COLUMNS)}) for r in range(ROWS))
        column_figures = tuple(len({self.grid[r * COLUMNS + c].figure for r in range(ROWS)}) for c in range(COLUMNS))
        return SokuDrezView(
            **turn_fields(self, seat),
            grid=tuple(_CODE[card] for card in self.grid),
            scores=tuple(self.scores),
            swaps_left=self.swaps_left,
            last_points=self.last_points,
            moves=self.moves,
            moves_by_seat=tuple(self.moves_by_seat),
            solved=self.solved,
            deal=self.seed,
            rows_done=tuple(count == COLUMNS for count in row_colours),
            columns_done=tuple(count == ROWS for count in column_figures),
            row_colours=row_colours,
            column_figures=column_figures,
        )

    def snapshot(self) -> dict[str, JSONValue]:
        return {
            "grid": [_CODE[card] for card in self.grid],
            "turn": self.turn,
            "swaps_left": self.swaps_left,
            "scores": list(self.scores),
            "moves_by_seat": list(self.moves_by_seat),
            "last_points": self.last_points,
            "resigned": self.resigned,
        }

    @classmethod
    def from_snapshot(
        cls, players: int, seed: int, options: Mapping[str, JSONValue], snapshot: Mapping[str, JSONValue]
    ) -> SokuDrez:
        fields = SnapshotFields(cls, snapshot)
        state = cls(players, seed, options)
        state.grid = [PokerDrezCard.decode(code) for code in fields.words(fields["grid"], "grid", _CODES, length=CELLS)]
        state.turn = fields.seat(fields["turn"], "turn", players)
        state.swaps_left = fields.int(fields["swaps_left"], "swaps_left", 1, 2)
        state.scores = fields.ints(fields["scores"], "scores", 0, 8 * PER_PLAYER_LIMIT, length=players)
        state.moves_by_seat = fields.ints(fields["moves_by_seat"], "moves_by_seat", 0, SOLO_LIMIT, length=players)
        state.last_points = fields.optional_int(fields["last_points"], "last_points", 0, 8)
        state.resigned = fields.bool(fields["resigned"], "resigned")
        fields.check(not state.resigned or players == 1, "has a table that gave up")
        fields.finish(state)
        return state

    def invariant_violations(self) -> list[str]:
        problems = []
        if Counter(self.grid) != _DECK or len(self.grid) != CELLS:
            problems.append("the grid is not the 54 figure cards of one deck")
        if not self.alone:
            if self.moves == 0 and (self.turn, self.swaps_left) != (0, 1):
                problems.append("the first player's first turn is not one swap")
            if any(score > 8 * moves for score, moves in zip(self.scores, self.moves_by_seat, strict=True)):
                problems.append("more points than eight a swap")
        return problems

    def clone(self) -> SokuDrez:
        other = object.__new__(SokuDrez)
        other.__dict__.update(self.__dict__)
        other.grid = list(self.grid)
        other.scores = list(self.scores)
        other.moves_by_seat = list(self.moves_by_seat)
        other.history = list(self.history)
        other.options = dict(self.options)
        other.rng = copy_generator(self.rng)
        return other
