"""Reverso (rulebook 001): Othello on an 8x8 board.

The colours are drawn ("Se sortea quién juega con las piezas de color blanco y quién con
las piezas negras"), as in Damas; black moves first ("Las negras siempre comienzan el
partido"). Rules version 2 (version 1 always gave black to the first seat: its saves go on
from their snapshot). Squares are numbered
``row * 8 + col`` from the top-left corner; the board is kept as two 64-bit
masks so move generation is a handful of shifts.

Decisions where the rulebook is silent (also on the rules screen):
- The start is the usual one (Fig. 1 is missing from the text): white on d4
  and e5, black on e4 and d5.
- A player who cannot flank must pass: the pass is an explicit action so the
  table and the log show it.
- The rulebook splits the discs 30/30 but never says what happens when a
  player runs out; as at tournaments the opponent hands one over, so the
  supply never limits play.
- A drawn count of discs is a draw.
"""

from __future__ import annotations

from collections.abc import Mapping

from game.core import Action, GameState, JSONValue, Outcome, Seat, placing_from_scores
from game.snapshot_fields import SnapshotFields
from game.text import Msg
from game.view import Event, turn_fields
from games.reverso import SPEC
from games.reverso.texts import TEXTS
from games.reverso.view import BLACK, PASS, WHITE, ReversoView, place, place_square
from games.reverso.view import square_name as name_of_square

SIZE = 8
FULL = (1 << 64) - 1
NOT_A = 0xFEFEFEFEFEFEFEFE  # clears column 0 after a shift towards higher columns
NOT_H = 0x7F7F7F7F7F7F7F7F  # clears column 7 after a shift towards lower columns

START_SQUARES = sum(1 << (row * 8 + col) for row in (3, 4) for col in (3, 4))  # never emptied
COLUMNS = "abcdefgh"


def _shift(bits: int, direction: int) -> int:
    """Move every bit one square in ``direction`` (one of the eight offsets)."""
    if direction == 1:
        return (bits << 1) & NOT_A & FULL
    if direction == -1:
        return (bits >> 1) & NOT_H
    if direction == 8:
        return (bits << 8) & FULL
    if direction == -8:
        return bits >> 8
    if direction == 9:
        return (bits << 9) & NOT_A & FULL
    if direction == 7:
        return (bits << 7) & NOT_H & FULL
    if direction == -7:
        return (bits >> 7) & NOT_A
    return (bits >> 9) & NOT_H  # -9


DIRECTIONS = (1, -1, 8, -8, 9, 7, -7, -9)


def legal_mask(own: int, opp: int) -> int:
    """Squares where ``own`` may place a disc (Kogge-Stone style flood per direction)."""
    empty = ~(own | opp) & FULL
    moves = 0
    for d in DIRECTIONS:
        run = _shift(own, d) & opp
        for _ in range(5):
            run |= _shift(run, d) & opp
        moves |= _shift(run, d) & empty
    return moves


def flips_for(own: int, opp: int, square: int) -> int:
    """Discs flipped by placing at ``square``: every flanked line, in all eight directions."""
    placed = 1 << square
    flips = 0
    for d in DIRECTIONS:
        line = 0
        cursor = _shift(placed, d)
        while cursor & opp:
            line |= cursor
            cursor = _shift(cursor, d)
        if cursor & own:
            flips |= line
    return flips


def square_name(square: int) -> str:
    return name_of_square(square // SIZE, square % SIZE)


class Reverso(GameState, spec=SPEC):
    # 2: the colours are drawn (version 1 gave black, and the first move, to the first seat).
    rules_version = 2

    def setup(self) -> None:
        d4, e4, d5, e5 = 3 * 8 + 3, 3 * 8 + 4, 4 * 8 + 3, 4 * 8 + 4
        # discs[BLACK] and discs[WHITE]: the board by colour, whoever plays it
        self.discs = [(1 << e4) | (1 << d5), (1 << d4) | (1 << e5)]
        # "Se sortea quién juega con las piezas de color blanco y quién con las piezas negras",
        # drawn as Damas draws its white seat.
        white_seat: Seat = self.rng.randrange(2)
        self.black_seat: Seat = 1 - white_seat
        self.turn: Seat = self.black_seat  # "Las negras siempre comienzan el partido."
        # Whether the snapshot says who plays which colour: not for a game going on from a save of
        # rules version 1 (black was the first seat), whose snapshot is written as it was read.
        self.colours_in_snapshot = True
        self.passes_in_row = 0
        self.last_flips = 0
        self.last_square: int | None = None

    # --- contract ---------------------------------------------------------------------
    def to_act(self) -> tuple[Seat, ...]:
        return () if self.is_over() else (self.turn,)

    def is_over(self) -> bool:
        return self.passes_in_row >= 2 or (self.discs[0] | self.discs[1]) == FULL

    def moves_mask(self, seat: Seat) -> int:
        colour = self.colour_of(seat)
        return legal_mask(self.discs[colour], self.discs[1 - colour])

    def legal_actions(self, seat: Seat) -> list[Action]:
        if seat != self.turn or self.is_over():
            return []
        mask = self.moves_mask(seat)
        if not mask:
            return [PASS]
        actions = []
        while mask:
            low = mask & -mask
            sq = low.bit_length() - 1
            actions.append(place(sq // SIZE, sq % SIZE))
            mask ^= low
        return actions

    def why_illegal(self, seat: Seat, action: Action) -> str:
        if action.kind == "pass":
            return "you may pass only when no disc can flank"
        if action.kind == "place" and len(action.args) == 2:
            row, col = action.args
            if not (isinstance(row, int) and isinstance(col, int) and 0 <= row < 8 and 0 <= col < 8):
                return "that square is off the board"
            if (self.discs[0] | self.discs[1]) >> (row * 8 + col) & 1:
                return "that square is taken"
            return "a disc there would not flank any of your opponent's discs"
        return "Reverso only knows place:ROW,COL and pass"

    def _apply(self, seat: Seat, action: Action) -> None:
        if action.kind == "pass":
            self.passes_in_row += 1
            self.last_flips = 0
            self.last_square = None
        else:
            row, col = place_square(action)
            square = row * SIZE + col
            colour = self.colour_of(seat)
            flips = flips_for(self.discs[colour], self.discs[1 - colour], square)
            self.discs[colour] |= flips | (1 << square)
            self.discs[1 - colour] &= ~flips
            self.passes_in_row = 0
            self.last_flips = flips
            self.last_square = square
        self.turn = 1 - seat
        # The game ends at once when neither side can move (the next seat would only
        # pass into another pass), so nobody has to click two pointless passes.
        if not self.is_over() and not self.moves_mask(self.turn) and not self.moves_mask(seat):
            self.passes_in_row = 2

    def invariant_violations(self) -> list[str]:
        problems = []
        if self.discs[0] & self.discs[1]:
            problems.append("a square holds both colours")
        # Counted from the start, or from the base a game of older rules went on from (the moves
        # before it were played under other rules).
        start, first = 4, 0
        if self.base is not None:
            start = sum(bin(int(bits)).count("1") for bits in self.base.snapshot["discs"])
            first = self.base.length
        placed = sum(1 for _, action in self.history[first:] if action.kind == "place")
        if sum(self.counts()) != start + placed:
            problems.append(f"{sum(self.counts())} discs on the board after {placed} were placed")
        return problems

    def counts(self) -> tuple[int, int]:
        """Discs of black, of white."""
        return bin(self.discs[0]).count("1"), bin(self.discs[1]).count("1")

    def seat_counts(self) -> tuple[int, int]:
        """Discs of each seat's colour."""
        counts = self.counts()
        return counts[self.colour_of(0)], counts[self.colour_of(1)]

    def outcome(self) -> Outcome | None:
        if not self.is_over():
            return None
        black, white = self.counts()
        scores = self.seat_counts()
        return Outcome(
            scores=scores,
            placing=placing_from_scores(scores),
            detail=(TEXTS.msg("{colour}: {n} disc", {"colour": TEXTS.msg("Black")}, plural="{colour}: {n} discs", n=black),
                    TEXTS.msg("{colour}: {n} disc", {"colour": TEXTS.msg("White")}, plural="{colour}: {n} discs", n=white)),
        )

    def board(self) -> list[list[int | None]]:
        """Rows of 0 (black), 1 (white) or None."""
        return [
            [0 if self.discs[0] >> (r * 8 + c) & 1 else 1 if self.discs[1] >> (r * 8 + c) & 1 else None for c in range(8)]
            for r in range(8)
        ]

    def view(self, seat: Seat | None) -> ReversoView:
        over = self.is_over()
        mask = self.moves_mask(self.turn) if not over else 0
        return ReversoView(
            **turn_fields(self, seat),
            last=self._last_event(),
            board=tuple(tuple(row) for row in self.board()),
            counts=self.counts(),
            black_seat=self.black_seat,
            turn=None if over else self.turn,
            hints=tuple((sq // SIZE, sq % SIZE) for sq in range(64) if mask >> sq & 1),
            placed=None if self.last_square is None else (self.last_square // SIZE, self.last_square % SIZE),
            flipped=tuple((sq // SIZE, sq % SIZE) for sq in range(64) if self.last_flips >> sq & 1),
        )

    def _last_event(self) -> Event | None:
        """The last move, from the position alone (a game going on from a snapshot has no history
        before it): the mover is the seat not to play now, as seats alternate, passes included."""
        mover = 1 - self.turn
        if self.last_square is not None:
            return Event(mover, place(self.last_square // SIZE, self.last_square % SIZE))
        if self.passes_in_row:
            return Event(mover, PASS)
        return None

    def snapshot(self) -> dict[str, JSONValue]:
        snapshot: dict[str, JSONValue] = {
            "discs": list(self.discs),
            "turn": self.turn,
            "passes": self.passes_in_row,
            "last_square": self.last_square,
            "last_flips": self.last_flips,
        }
        if self.colours_in_snapshot:
            snapshot["black_seat"] = self.black_seat
            snapshot["white_seat"] = 1 - self.black_seat
        return snapshot

    @classmethod
    def from_snapshot(cls, players: int, seed: int, options: Mapping[str, JSONValue],
                      snapshot: Mapping[str, JSONValue]) -> Reverso:
        fields = SnapshotFields(cls, snapshot)
        state = cls(players, seed, options)
        discs = fields.ints(fields["discs"], "discs", 0, FULL, length=2)
        fields.check(not discs[0] & discs[1], "has a square holding both colours")
        fields.check((discs[0] | discs[1]) & START_SQUARES == START_SQUARES, "has an empty square of the four at the start")
        state.discs = discs
        if "black_seat" in fields.data or "white_seat" in fields.data:
            state.black_seat = fields.seat(fields["black_seat"], "black_seat", 2)
            white_seat = fields.seat(fields["white_seat"], "white_seat", 2)
            fields.check(white_seat == 1 - state.black_seat, "gives both colours to one seat")
            state.colours_in_snapshot = True
        else:
            # Rules version 1 drew nothing: black was the first seat.
            state.black_seat = 0
            state.colours_in_snapshot = False
        state.turn = fields.seat(fields["turn"], "turn", 2)
        state.passes_in_row = fields.int(fields["passes"], "passes", 0, 2)
        state.last_square = fields.optional_int(fields["last_square"], "last_square", 0, 63)
        state.last_flips = fields.int(fields["last_flips"], "last_flips", 0, FULL)
        if state.last_square is not None:
            fields.check((discs[0] | discs[1]) >> state.last_square & 1 == 1, "has its last disc on an empty square")
        # Reverso's own invariant counts the placements in the history, which the rebuilt state
        # does not hold yet (load_state gives it the saved moves afterwards): the board's own
        # consistency was checked above instead.
        fields.finish(state, invariants=False)
        return state

    def clone(self) -> Reverso:
        other = object.__new__(Reverso)
        other.__dict__.update(self.__dict__)
        other.discs = list(self.discs)
        other.history = list(self.history)
        return other

    def describe(self, seat: Seat, action: Action, lang: str = "en") -> Msg:
        black = self.colour_of(seat) == BLACK
        if action.kind == "pass":
            return TEXTS.msg("Black passes") if black else TEXTS.msg("White passes")
        row, col = action.args
        where = name_of_square(int(row), int(col))
        return (TEXTS.msg("Black plays {square}", {"square": where}) if black
                else TEXTS.msg("White plays {square}", {"square": where}))

    def colour_of(self, seat: Seat) -> int:
        """The colour ``seat`` plays."""
        return BLACK if seat == self.black_seat else WHITE


def perft(state: Reverso, depth: int) -> int:
    """Leaf count of the move tree (a pass counts as a move, as in Othello perft)."""
    if depth == 0:
        return 1
    if state.is_over():
        return 1
    seat = state.turn
    total = 0
    for action in state.legal_actions(seat):
        child = state.clone()
        child._apply(seat, action)  # legal by construction; skip the re-check
        total += perft(child, depth - 1)
    return total
