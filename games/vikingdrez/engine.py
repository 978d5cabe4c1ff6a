"""VikingDrez (rulebook 003, "VikingDrez (Brandubh)"): the 7x7 tafl game.

Eight black attackers try to capture the white king before he reaches one of the four corners;
four white defenders help him. Squares are ``row * 7 + col`` with row 0 at the top (rank 7); the
throne is the centre, d4. Board cells: 0 empty, 1 an attacker, 2 a defender, 3 the king.

Actions: ``move:r0,c0,r1,c1`` slides a piece like a chess rook.

What the rulebook says, and where it is checked (tests/rules/test_vikingdrez.py quotes it):
- 8 black pawns, 4 white pawns and the white king, who starts on the throne;
- every piece moves like a rook, never over or onto another piece;
- only the king may stand on the throne or a corner; the king on a corner wins;
- a piece shut between two enemies (or an enemy and a hostile square) by the enemy's move is
  taken; moving between two enemies is safe;
- the throne and the corners count as the capturer's own pieces;
- the king falls to two attackers in a line, to three beside the throne, to four on it.

Where the rulebook is silent, the choice is one option, the rule set (``RULE_SETS``), each as a
known implementation settles it (the spec, §3.3). The setup screen has room for one or two
options, and a named rule set is what tafl players choose between. The default, "book":
- the king is armed, he captures and helps capture ("una pieza"; Ludii, OpenTafl,
  dragonheelslair), and may go back to the throne (nothing forbids it; OpenTafl,
  dragonheelslair); Ludii forbids the return, georgelivas also disarms him;
- the empty throne is hostile to both sides ("El trono ... valen como piezas propias"; Ludii,
  setupgroup, georgelivas; OpenTafl and dragonheelslair say no). With the king on it, it is
  hostile to the attackers only (the Nielsen rules): Black cannot own the king's square;
- a position standing for the third time with the same side to move is a draw (OpenTafl's
  default, dragonheelslair, georgelivas; Copenhagen makes the defenders lose), and a side with
  no move on its turn loses (Copenhagen; dragonheelslair and georgelivas: a draw).
Fixed in every rule set:
- who moves first: the attackers, as in every source (Ludii, OpenTafl, setupgroup, the Nielsen
  rules, georgelivas);
- every piece may cross the empty throne without stopping (OpenTafl's "cenp", dragonheelslair,
  georgelivas; passing is not stopping);
- so that every game ends, 50 moves of each side in a row without a capture make a draw (none
  of the sources has one; OpenTafl and the Nielsen rules leave it to repetition). It is a fixed
  rule, not an option: every option multiplies the games the shared checks play.
- The first seat plays the attackers (black), the second the defenders (white): nothing is
  left to chance, so the game asks for no seed.
- A captured king stays on his square, crossed out, so the board shows how he fell.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.core import Action, GameState, JSONValue, OptionSpec, Outcome, Seat
from game.snapshot_fields import SnapshotFields
from game.text import N_, Msg
from game.text import Seat as SeatWords
from game.view import Event, turn_fields
from games.vikingdrez import SPEC
from games.vikingdrez.texts import TEXTS
from games.vikingdrez.view import (
    ATTACKERS,
    COLUMNS,
    DEFENDERS,
    QUIET_LIMIT,
    SIZE,
    LastMove,
    Option,
    Rules,
    VikingDrezView,
    is_move,
    move_squares,
)

ATT, DEF = 0, 1  # the two sides, by index
SIDE_WORDS = (ATTACKERS, DEFENDERS)
EMPTY, ATTACKER, DEFENDER, KING = 0, 1, 2, 3
CELL_LETTERS = (None, "a", "d", "k")
ATTACKER_COUNT, DEFENDER_COUNT = 8, 4
SQUARES = SIZE * SIZE
THRONE = 3 * SIZE + 3
CORNERS = frozenset({0, SIZE - 1, SQUARES - SIZE, SQUARES - 1})
RESTRICTED = CORNERS | {THRONE}
END_REASONS = ("escape", "king_taken", "no_move", "repetition", "quiet")
REPETITIONS = 3  # the third time a position stands, with the same side to move

# The standard Brandubh cross (the rulebook gives no diagram): the king on d4, defenders on d3,
# d5, c4, e4, attackers on the two squares beyond them on each arm.
START: tuple[int, ...] = tuple(
    KING
    if sq == THRONE
    else DEFENDER
    if sq in (2 * SIZE + 3, 4 * SIZE + 3, 3 * SIZE + 2, 3 * SIZE + 4)
    else ATTACKER
    if sq in (3, SIZE + 3, 5 * SIZE + 3, 6 * SIZE + 3, 3 * SIZE, 3 * SIZE + 1, 3 * SIZE + 5, 3 * SIZE + 6)
    else EMPTY
    for sq in range(SQUARES)
)

UP, DOWN, LEFT, RIGHT = 0, 1, 2, 3
_STEPS = ((-1, 0), (1, 0), (0, -1), (0, 1))


def _ray(square: int, direction: int) -> tuple[int, ...]:
    d_row, d_col = _STEPS[direction]
    row, col = divmod(square, SIZE)
    found = []
    row, col = row + d_row, col + d_col
    while 0 <= row < SIZE and 0 <= col < SIZE:
        found.append(row * SIZE + col)
        row, col = row + d_row, col + d_col
    return tuple(found)


RAYS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(tuple(_ray(sq, d) for d in range(4)) for sq in range(SQUARES))
# The square one step away in each direction (None off the board), and two steps away.
NEXT: tuple[tuple[int | None, ...], ...] = tuple(tuple(ray[0] if ray else None for ray in rays) for rays in RAYS)
BEYOND: tuple[tuple[int | None, ...], ...] = tuple(
    tuple(ray[1] if len(ray) > 1 else None for ray in rays) for rays in RAYS
)
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(tuple(n for n in nxt if n is not None) for nxt in NEXT)
BESIDE_THRONE = frozenset(NEIGHBOURS[THRONE])


@dataclass(frozen=True, slots=True)
class RuleSet:
    """What one rule set says where the rulebook is silent."""

    armed_king: bool  # the king captures and closes captures
    king_returns: bool  # the king may stop on the throne again
    empty_throne_hostile: bool  # the empty throne closes captures against both sides
    repetition: str  # the third repetition: "draw" or "defenders_lose"
    no_move: str  # a side with no move on its turn: "loses" or "draw"


RULE_SETS: dict[str, RuleSet] = {
    # Our reading of the book: "una pieza" arms the king, "el trono ... vale como pieza propia" makes
    # it hostile, nothing forbids the king's return; repetition as OpenTafl, no move as Copenhagen.
    "book": RuleSet(True, True, True, "draw", "loses"),
    # Aage Nielsen's Copenhagen-style rules: perpetual repetition and a side without a move lose.
    "copenhagen": RuleSet(True, True, True, "defenders_lose", "loses"),
    # OpenTafl's Brandub string and dragonheelslair: the throne captures nobody; both cases draw.
    "opentafl": RuleSet(True, True, False, "draw", "draw"),
    # Ludii's Brandub (Nielsen suggested ruleset): the king may not land on the centre again.
    "ludii": RuleSet(True, False, True, "draw", "loses"),
    # georgelivas/brandubh: an unarmed king who never goes back; repetition and no move draw.
    "unarmed_king": RuleSet(False, False, True, "draw", "draw"),
}

# Every move on the board, built once (Actions are immutable): by start and end square, and back.
MOVES: tuple[tuple[Action | None, ...], ...] = tuple(
    tuple(
        Action("move", (*divmod(start, SIZE), *divmod(end, SIZE)))
        if start != end and (start // SIZE == end // SIZE or start % SIZE == end % SIZE)
        else None
        for end in range(SQUARES)
    )
    for start in range(SQUARES)
)
ENDS: dict[Action, tuple[int, int]] = {
    action: (start, end) for start, row in enumerate(MOVES) for end, action in enumerate(row) if action is not None
}


def action_of(start: int, end: int) -> Action:
    """The move from ``start`` to ``end`` (two squares on one row or column)."""
    action = MOVES[start][end]
    assert action is not None
    return action


# Along each ray from each square: the squares in order, each with the move that ends there.
RAY_MOVES: tuple[tuple[tuple[tuple[int, Action], ...], ...], ...] = tuple(
    tuple(tuple((end, action_of(start, end)) for end in ray) for ray in RAYS[start]) for start in range(SQUARES)
)


def side_of(cell: int) -> int:
    return ATT if cell == ATTACKER else DEF


def square_name(square: int) -> str:
    row, col = divmod(square, SIZE)
    return f"{COLUMNS[col]}{SIZE - row}"


class VikingDrez(GameState, spec=SPEC):
    # One option: the rule set, as the known implementations settle what the rulebook leaves open
    # (the spec, §3.3; the module's docstring). The first is the default.
    options_spec = (
        OptionSpec(
            "rules",
            "book",
            tuple(RULE_SETS),
            label=N_("Rule set"),
            choice_labels={
                "book": N_("The book's, as we read it"),
                "copenhagen": N_("Copenhagen"),
                "opentafl": N_("OpenTafl"),
                "ludii": N_("Ludii"),
                "unarmed_king": N_("Unarmed king"),
            },
        ),
    )

    # --- set-up ------------------------------------------------------------------------------
    def setup(self) -> None:
        self.board: list[int] = list(START)
        # The first seat plays the attackers: on the setup screen a person picks a side by picking a
        # seat. (A saved position says which seat attacks, so this could change without breaking saves.)
        self.attacker_seat: Seat = 0
        self.to_move = ATT  # every tafl source we compared has the attackers start
        self.lost = [0, 0]  # pawns each side has lost
        self.quiet_plies = 0
        # How often each position (board and side to move) has stood since the last capture: no
        # position before a capture can come back, as the pieces never come back.
        self.seen: dict[bytes, int] = {self._key(): 1}
        self.result: tuple[int | None, str] | None = None  # (winning side or None, reason)
        self.last: tuple[int, int, int, tuple[int, ...]] | None = None  # side, start, end, taken
        self._legal_cache: list[Action] | None = None
        self._read_options()

    def _read_options(self) -> None:
        chosen = RULE_SETS[str(self.options["rules"])]
        self.armed_king: bool = chosen.armed_king
        self.king_returns: bool = chosen.king_returns
        self.empty_throne_hostile: bool = chosen.empty_throne_hostile
        self.repetition: str = chosen.repetition
        self.no_move: str = chosen.no_move
        self.quiet_limit = QUIET_LIMIT

    def set_position(self, rows: list[str], to_move: int = ATT) -> None:
        """Put an arbitrary position on the board (tests and tools): the pieces missing from the
        box count as lost, and the position is the first of its line."""
        self.board = board_from_rows(rows)
        self.lost = [ATTACKER_COUNT - self.board.count(ATTACKER), DEFENDER_COUNT - self.board.count(DEFENDER)]
        self.to_move = to_move
        self.quiet_plies = 0
        self.seen = {self._key(): 1}
        self.result = None
        self.last = None
        self._legal_cache = None

    def _key(self) -> bytes:
        return bytes(self.board) + bytes((self.to_move,))

    def seat_of(self, side: int) -> Seat:
        return self.attacker_seat if side == ATT else 1 - self.attacker_seat

    def side_of_seat(self, seat: Seat) -> int:
        return ATT if seat == self.attacker_seat else DEF

    # --- contract ------------------------------------------------------------------------------
    def to_act(self) -> tuple[Seat, ...]:
        return () if self.result is not None else (self.seat_of(self.to_move),)

    def is_over(self) -> bool:
        return self.result is not None

    def legal_actions(self, seat: Seat) -> list[Action]:
        if self.result is not None or seat != self.seat_of(self.to_move):
            return []
        return list(self._actions())

    def _actions(self) -> list[Action]:
        if self._legal_cache is None:
            self._legal_cache = self.moves_of(self.to_move)
        return self._legal_cache

    def moves_of(self, side: int) -> list[Action]:
        """Every rook move of ``side``: "tantas casillas como deseen, sin poder pasar por encima
        de otras", stopping on the throne or a corner only with the king."""
        board = self.board
        moves: list[Action] = []
        returns = self.king_returns
        pawn = ATTACKER if side == ATT else DEFENDER
        for start in range(SQUARES):
            cell = board[start]
            if cell == pawn:
                for ray in RAY_MOVES[start]:
                    for end, action in ray:
                        if board[end]:
                            break
                        if end == THRONE:
                            continue  # passing is not stopping: every piece may cross the empty throne
                        if end in CORNERS:
                            break
                        moves.append(action)
            elif cell == KING and side == DEF:
                for ray in RAY_MOVES[start]:
                    for end, action in ray:
                        if board[end]:
                            break
                        if end != THRONE or returns:  # the king may always cross his throne
                            moves.append(action)
        return moves

    def is_legal(self, seat: Seat, action: Action) -> bool:
        return action in self._actions()

    def why_illegal(self, seat: Seat, action: Action) -> str:
        if not is_move(action):
            return "VikingDrez only knows move:ROW,COL,ROW,COL"
        (r0, c0), (r1, c1) = move_squares(action)
        if not all(0 <= n < SIZE for n in (r0, c0, r1, c1)):
            return "that square is off the board"
        start, end = r0 * SIZE + c0, r1 * SIZE + c1
        cell = self.board[start]
        if not cell:
            return "there is no piece on that square"
        if side_of(cell) != self.to_move:
            return "that piece is not yours"
        if start == end or (r0 != r1 and c0 != c1):
            return "pieces move in a straight line along a row or a column, like a rook"
        if self.board[end]:
            return "that square is taken"
        if end in CORNERS and cell != KING:
            return "only the king may stand on a corner"
        if end == THRONE:
            return "only the king may stand on the throne" if cell != KING else "the king may not go back to the throne"
        return "another piece (or the throne) is in the way"

    def _apply(self, seat: Seat, action: Action) -> None:
        start, end = ENDS[action]  # legal, so one of the board's moves
        side = self.to_move
        board = self.board
        piece = board[start]
        board[start] = EMPTY
        board[end] = piece
        taken = self.captures_after(end)
        king_taken = False
        for square in taken:
            if board[square] == KING:
                king_taken = True  # he stays on his square, crossed out, as the game ends
            else:
                board[square] = EMPTY
                self.lost[1 - side] += 1
        self.last = (side, start, end, taken)
        self.to_move = 1 - side
        self._legal_cache = None
        if taken:
            self.quiet_plies = 0
            self.seen = {}
        else:
            self.quiet_plies += 1
        key = self._key()
        self.seen[key] = self.seen.get(key, 0) + 1
        # "habrá logrado escapar y habrán ganado las blancas"
        if piece == KING and end in CORNERS:
            self.result = (DEF, "escape")
        elif king_taken:
            self.result = (ATT, "king_taken")
        elif self.seen[key] >= REPETITIONS:
            self.result = (None if self.repetition == "draw" else ATT, "repetition")
        elif not self._actions():
            self.result = (side if self.no_move == "loses" else None, "no_move")
        elif self.quiet_plies >= 2 * self.quiet_limit:
            self.result = (None, "quiet")
        if self.result is not None:
            self._legal_cache = []

    def captures_after(self, end: int) -> tuple[int, ...]:
        """What the piece that has just come to ``end`` captures: "encerrar a una contraria entre
        ella misma y otra propia" (or a hostile square). Only the mover captures."""
        board = self.board
        piece = board[end]
        if piece == KING and not self.armed_king:
            return ()
        taken = []
        side = side_of(piece)
        enemy_pawn = DEFENDER if side == ATT else ATTACKER
        nexts, beyonds = NEXT[end], BEYOND[end]
        for d in range(4):
            victim = nexts[d]
            if victim is None:
                continue
            cell = board[victim]
            if cell == enemy_pawn:
                anvil = beyonds[d]
                if anvil is not None and self._hostile(anvil, side):
                    taken.append(victim)
            elif cell == KING and side == ATT and self.king_falls(victim, end):
                taken.append(victim)
        return tuple(taken)

    def _hostile(self, square: int, capturer: int) -> bool:
        """Whether ``square`` closes a sandwich for ``capturer``: "El trono o las esquinas valen
        como piezas propias a la hora de encerrar una pieza contraria"."""
        cell = self.board[square]
        if square in CORNERS:
            return True
        if square == THRONE:
            if cell == EMPTY:
                return self.empty_throne_hostile
            return capturer == DEF  # the king's throne is never Black's: hostile to attackers only
        if capturer == ATT:
            return cell == ATTACKER
        return cell == DEFENDER or (cell == KING and self.armed_king)

    def king_falls(self, king: int, mover: int) -> bool:
        """Whether the attacker that has just come to ``mover`` takes the king on ``king``: on the
        throne "rodeado por 4 piezas", beside it "por tres piezas negras", elsewhere between two
        (a corner counting as one)."""
        board = self.board
        if king == THRONE or king in BESIDE_THRONE:
            return all(board[n] == ATTACKER for n in NEIGHBOURS[king] if n != THRONE)
        d_row, d_col = (king // SIZE - mover // SIZE), (king % SIZE - mover % SIZE)
        direction = _STEPS.index((d_row, d_col))
        beyond = NEXT[king][direction]
        return beyond is not None and (board[beyond] == ATTACKER or beyond in CORNERS)

    # --- end ------------------------------------------------------------------------------------
    def outcome(self) -> Outcome | None:
        if self.result is None:
            return None
        winner, reason = self.result
        if winner is None:
            return Outcome(scores=(0.5, 0.5), placing=(1, 1), detail=(END_WORDS[reason],))
        scores = [0.0, 0.0]
        scores[self.seat_of(winner)] = 1.0
        name = {"name": SeatWords(self.seat_of(winner))}
        wins = (
            TEXTS.msg("{name} wins with the attackers.", name)
            if winner == ATT
            else TEXTS.msg("{name} wins with the defenders.", name)
        )
        return Outcome(
            scores=tuple(scores), placing=tuple(1 if s else 2 for s in scores), detail=(wins, END_WORDS[reason])
        )

    def invariant_violations(self) -> list[str]:
        problems = []
        board = self.board
        counts = [board.count(ATTACKER), board.count(DEFENDER), board.count(KING)]
        if counts[0] + self.lost[ATT] != ATTACKER_COUNT:
            problems.append(f"{counts[0]} attackers on the board and {self.lost[ATT]} lost, not 8")
        if counts[1] + self.lost[DEF] != DEFENDER_COUNT:
            problems.append(f"{counts[1]} defenders on the board and {self.lost[DEF]} lost, not 4")
        if counts[2] != 1:
            problems.append(f"{counts[2]} kings on the board")
        if any(board[sq] not in (EMPTY, KING) for sq in RESTRICTED):
            problems.append("a pawn stands on the throne or a corner")
        if self.result is None and any(board[sq] == KING for sq in CORNERS):
            problems.append("the king is on a corner and the game goes on")
        return problems

    # --- information ---------------------------------------------------------------------------
    def rows(self) -> tuple[tuple[str | None, ...], ...]:
        return tuple(tuple(CELL_LETTERS[self.board[r * SIZE + c]] for c in range(SIZE)) for r in range(SIZE))

    def rules(self) -> Rules:
        return Rules(
            armed_king=self.armed_king,
            king_returns=self.king_returns,
            empty_throne_hostile=self.empty_throne_hostile,
            repetition=self.repetition,
            no_move=self.no_move,
        )

    def view(self, seat: Seat | None) -> VikingDrezView:
        over = self.result is not None
        last = None
        if self.last is not None:
            side, start, end, taken = self.last
            last = LastMove(
                side=SIDE_WORDS[side],
                start=divmod(start, SIZE),
                end=divmod(end, SIZE),
                taken=tuple(divmod(sq, SIZE) for sq in taken),
            )
        winner = None if self.result is None or self.result[0] is None else self.seat_of(self.result[0])
        return VikingDrezView(
            **turn_fields(self, seat),
            last=self._last_event(),
            board=self.rows(),
            sides=(SIDE_WORDS[self.side_of_seat(0)], SIDE_WORDS[self.side_of_seat(1)]),
            turn=None if over else self.seat_of(self.to_move),
            to_move=SIDE_WORDS[self.to_move],
            lost=(self.lost[ATT], self.lost[DEF]),
            quiet_plies=self.quiet_plies,
            repeated=self.seen.get(self._key(), 1),
            last_move=last,
            winner=winner,
            end_reason=None if self.result is None else self.result[1],
            moves=() if over else tuple(self._actions()),
            captures=() if over else self._captures(),
            rules=self.rules(),
        )

    def _captures(self) -> tuple[Option, ...]:
        """The moves of the side to move that capture, and what each takes (tried on the board, then undone)."""
        board = self.board
        found = []
        for action in self._actions():
            (r0, c0), (r1, c1) = move_squares(action)
            start, end = r0 * SIZE + c0, r1 * SIZE + c1
            piece = board[start]
            board[start], board[end] = EMPTY, piece
            taken = self.captures_after(end)
            board[start], board[end] = piece, EMPTY
            if taken:
                found.append(Option(action, (r0, c0), (r1, c1), tuple(divmod(sq, SIZE) for sq in taken)))
        return tuple(found)

    def _last_event(self) -> Event | None:
        if self.last is None:
            return None
        side, start, end, _taken = self.last
        return Event(self.seat_of(side), action_of(start, end))

    def snapshot(self) -> dict[str, JSONValue]:
        last: JSONValue = None
        if self.last is not None:
            side, start, end, taken = self.last
            last = {"side": side, "start": start, "end": end, "taken": list(taken)}
        return {
            "board": list(self.board),
            "attacker_seat": self.attacker_seat,
            "to_move": self.to_move,
            "lost": list(self.lost),
            "quiet_plies": self.quiet_plies,
            "seen": [[key.hex(), count] for key, count in sorted(self.seen.items())],
            "result": None if self.result is None else [self.result[0], self.result[1]],
            "last": last,
        }

    @classmethod
    def from_snapshot(
        cls, players: int, seed: int, options: Mapping[str, JSONValue], snapshot: Mapping[str, JSONValue]
    ) -> VikingDrez:
        fields = SnapshotFields(cls, snapshot)
        state = cls(players, seed, options)
        board = fields.ints(fields["board"], "board", EMPTY, KING, length=SQUARES)
        fields.check(board.count(KING) == 1, "has no king, or more than one")
        fields.check(board.count(ATTACKER) <= ATTACKER_COUNT, "has more than eight attackers")
        fields.check(board.count(DEFENDER) <= DEFENDER_COUNT, "has more than four defenders")
        fields.check(all(board[sq] in (EMPTY, KING) for sq in RESTRICTED), "has a pawn on the throne or a corner")
        state.board = board
        state.attacker_seat = fields.seat(fields["attacker_seat"], "attacker_seat", 2)
        state.to_move = fields.int(fields["to_move"], "to_move", ATT, DEF)
        state.lost = fields.ints(fields["lost"], "lost", 0, ATTACKER_COUNT, length=2)
        state.quiet_plies = fields.int(fields["quiet_plies"], "quiet_plies", 0, 2 * state.quiet_limit)
        seen: dict[bytes, int] = {}
        for entry in fields.list(fields["seen"], "seen", max_length=2 * QUIET_LIMIT + 2):
            key_text, count = fields.list(entry, "seen's entry", length=2)
            fields.check(isinstance(key_text, str) and len(key_text) == 2 * (SQUARES + 1), "has a malformed position")
            try:
                key = bytes.fromhex(key_text)
            except ValueError:
                fields.fail("has a malformed position")
            fields.check(all(b <= KING for b in key[:SQUARES]) and key[SQUARES] <= DEF, "has a malformed position")
            seen[key] = fields.int(count, "a position's count", 1, REPETITIONS)
        fields.check(seen.get(state._key(), 0) >= 1, "has not counted the position on the board")
        state.seen = seen
        result = fields["result"]
        if result is None:
            state.result = None
        else:
            winner, reason = fields.list(result, "result", length=2)
            state.result = (
                fields.optional_int(winner, "result's winner", ATT, DEF),
                fields.word(reason, "result's reason", END_REASONS),
            )
        last = fields["last"]
        if last is None:
            state.last = None
        else:
            last = fields.mapping(last, "last")
            side = fields.int(last.get("side"), "last.side", ATT, DEF)
            start = fields.int(last.get("start"), "last.start", 0, SQUARES - 1)
            end = fields.int(last.get("end"), "last.end", 0, SQUARES - 1)
            taken = tuple(fields.ints(last.get("taken"), "last.taken", 0, SQUARES - 1, max_length=4))
            fields.check(side == 1 - state.to_move, "has its last move made by the side to move")
            fields.check(
                MOVES[start][end] is not None and board[start] == EMPTY, "has a last move that is no rook move"
            )
            fields.check(
                all(sq in NEIGHBOURS[end] and board[sq] in (EMPTY, KING) for sq in taken),
                "has its last move take a piece it was not beside",
            )
            fields.check(
                bool(board[end]) and side_of(board[end]) == side, "has its last move end on no piece of its own"
            )
            state.last = (side, start, end, taken)
        state._legal_cache = [] if state.result is not None else None
        fields.finish(state)
        return state

    def clone(self) -> VikingDrez:
        other = object.__new__(VikingDrez)
        other.__dict__.update(self.__dict__)
        other.board = list(self.board)
        other.lost = list(self.lost)
        other.seen = dict(self.seen)
        other.history = list(self.history)
        # ``last``, ``result`` and the legal list are replaced, never changed in place.
        return other

    def describe(self, seat: Seat, action: Action, lang: str = "en") -> Msg:
        attackers = self.side_of_seat(seat) == ATT
        if not is_move(action):
            return TEXTS.msg("{action}", {"action": action.encode()})
        (r0, c0), (r1, c1) = move_squares(action)
        if not all(0 <= n < SIZE for n in (r0, c0, r1, c1)):
            return TEXTS.msg("{action}", {"action": action.encode()})
        start, end = r0 * SIZE + c0, r1 * SIZE + c1
        route = {"route": f"{square_name(start)}-{square_name(end)}"}
        piece = self.board[start]
        taken: tuple[int, ...] = ()
        if piece and not self.board[end] and self.result is None:  # a move onto an empty square: try it
            if piece == KING and end in CORNERS:
                return TEXTS.msg("The king escapes to {square}", {"square": square_name(end)})
            board = self.board
            board[start], board[end] = EMPTY, piece
            taken = self.captures_after(end)
            board[start], board[end] = piece, EMPTY
        if any(self.board[sq] == KING for sq in taken):
            return TEXTS.msg("The attackers move {route} and capture the king", route)
        if taken and piece == KING:
            return TEXTS.msg(
                "The king moves {route} and captures {n} piece",
                route,
                plural="The king moves {route} and captures {n} pieces",
                n=len(taken),
            )
        if taken:
            if attackers:
                return TEXTS.msg(
                    "The attackers move {route} and capture {n} piece",
                    route,
                    plural="The attackers move {route} and capture {n} pieces",
                    n=len(taken),
                )
            return TEXTS.msg(
                "The defenders move {route} and capture {n} piece",
                route,
                plural="The defenders move {route} and capture {n} pieces",
                n=len(taken),
            )
        if piece == KING:
            return TEXTS.msg("The king moves {route}", route)
        return (
            TEXTS.msg("The attackers move {route}", route)
            if attackers
            else TEXTS.msg("The defenders move {route}", route)
        )


# Why a game ended, for the end panel.
END_WORDS = {
    "escape": TEXTS.msg("The king reached a corner."),
    "king_taken": TEXTS.msg("The king was captured."),
    "no_move": TEXTS.msg("The side to move had no move left."),
    "repetition": TEXTS.msg("The same position stood for the third time."),
    "quiet": TEXTS.msg("Too many moves without a capture."),
}


def perft(state: VikingDrez, depth: int) -> int:
    """Leaf count of the move tree."""
    if depth == 0 or state.is_over():
        return 1
    actions = state._actions()
    if depth == 1:
        return len(actions)
    total = 0
    seat = state.to_act()[0]
    for action in list(actions):
        child = state.clone()
        child._apply(seat, action)
        total += perft(child, depth - 1)
    return total


def board_from_rows(rows: list[str]) -> list[int]:
    """A board from seven strings of ``.``, ``a``, ``d``, ``k`` (rank 7 first): for tests and tools."""
    letters: dict[str, int] = {".": EMPTY, "a": ATTACKER, "d": DEFENDER, "k": KING}
    board: list[Any] = [letters[ch] for row in rows for ch in row]
    assert len(board) == SQUARES
    return board
