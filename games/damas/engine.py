"""Damas (rulebook 001, "JUEGO DE DAMAS"): draughts with 15 men a side, flying kings and "soplar".

The board is 10 by 10: the rulebook lays the men "en filas de cinco" on the
dark squares of three rows, and five dark squares a row means ten columns.
Squares are ``row * 10 + col`` with row 0 at the top as White sees the board;
the dark squares are those with ``row + col`` odd (so the bottom-left corner,
a1, is dark). White starts on rows 7-9 and moves up; Black on rows 0-2 and
moves down.

Actions:
- ``move:r0,c0,r1,c1``: a step without capturing (a man one square forward,
  a king any distance along an empty diagonal).
- ``jump:r0,c0,r1,c1,...``: a whole capture, listing every square the piece
  lands on; exactly one enemy piece lies between two landings.
- ``blow:r,c``: "soplar": remove the opponent's piece on r,c that could have
  captured last turn and did not (then the same player moves).
- ``force``: instead of blowing, make the opponent take the last move back
  and capture.

Decisions where the rulebook is silent (also on the rules screen):
- The colours are drawn at random when the game is set up ("Se sortea con qué
  color jugará cada participante"); White moves first.
- A capture, once begun, goes on while the capturing piece can still capture;
  there is no duty to choose the route that takes the most pieces.
- Captured pieces leave the board only when the capture is over: they cannot
  be jumped twice and they block the way meanwhile (the usual convention).
- Capturing is not filtered out of the legal moves: a player who could capture
  may still make a plain move; the punishment is "soplar" on the next turn.
- "Soplar" offers the opponent, at the start of their next turn, three
  choices: blow one of the pieces that could have captured (and then move as
  usual), force the capture (the plain move is taken back and the offender
  must play a capture of their choice instead), or let it pass by simply
  moving.
- When a king could capture, a man's capture is not allowed ("corresponde
  primero hacerlo con la dama"); the man's plain moves stay legal (and
  soplable), like any other non-capturing move.
- A man crowned when none of its colour has been taken yet is crowned all the
  same (players put any marker on it); kings are not limited by the pieces
  already taken.
- "Cinco jugadas" means five moves of each player: once only kings are left,
  the game is drawn after ten more moves unless someone wins first.
- So that king shuffles cannot go on for ever, the game is also drawn after
  50 moves in a row (25 each) with no capture, no blow and no man moving.
- A player to move who has no piece, or no legal action at all, loses.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.core import Action, GameState, JSONValue, Outcome, Seat
from game.snapshot_fields import SnapshotFields
from game.text import Msg
from game.text import Seat as SeatWords
from game.view import Event, turn_fields
from games.damas import SPEC
from games.damas.texts import TEXTS
from games.damas.view import (
    FORCE,
    KINGS_ONLY_LIMIT,
    QUIET_LIMIT,
    DamasView,
    LastMove,
    Option,
    Sides,
    action_squares,
    blow_square,
)

SIZE = 10
MEN_PER_SIDE = 15
WHITE, BLACK = 0, 1
COLOUR_WORDS = ("white", "black")
COLUMNS = "abcdefghij"
KINGS_ONLY_MOVE_LIMIT = KINGS_ONLY_LIMIT  # five moves of each player
QUIET_MOVE_LIMIT = QUIET_LIMIT  # 25 moves of each player without progress

# Board cells: 0 empty; +1/+2 a white man/king; -1/-2 a black man/king.
MAN, KING = 1, 2
DIRECTIONS = ((-1, -1), (-1, 1), (1, -1), (1, 1))
FORWARD = ((0, 1), (2, 3))  # indices into DIRECTIONS: White goes up, Black goes down
ALL_DIRECTIONS = (0, 1, 2, 3)
PROMOTION_ROW = (0, SIZE - 1)
# A plain move that skipped a capture can be taken back ("force"): the board, the pieces taken
# from each colour, and the two draw counts as they were before it.
Retract = tuple[tuple[int, ...], tuple[int, ...], int | None, int]

_ACTION_CACHE: dict[tuple[str, tuple[int, ...]], Action] = {}


def _cached_action(kind: str, args: tuple[int, ...]) -> Action:
    """Actions are immutable, so the few thousand plain moves and blows are built once."""
    key = (kind, args)
    action = _ACTION_CACHE.get(key)
    if action is None:
        action = _ACTION_CACHE[key] = Action(kind, args)
    return action


def _ray(square: int, direction: int) -> tuple[int, ...]:
    d_row, d_col = DIRECTIONS[direction]
    row, col = divmod(square, SIZE)
    squares = []
    row, col = row + d_row, col + d_col
    while 0 <= row < SIZE and 0 <= col < SIZE:
        squares.append(row * SIZE + col)
        row, col = row + d_row, col + d_col
    return tuple(squares)


RAYS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(_ray(square, d) for d in range(4)) for square in range(SIZE * SIZE)
)
DARK_SQUARES: tuple[int, ...] = tuple(sq for sq in range(SIZE * SIZE) if sum(divmod(sq, SIZE)) % 2 == 1)


def is_dark(row: int, col: int) -> bool:
    return 0 <= row < SIZE and 0 <= col < SIZE and (row + col) % 2 == 1


def square_name(square: int) -> str:
    """Board notation as White sees it: columns a-j from the left, ranks 1-10 from the bottom."""
    row, col = divmod(square, SIZE)
    return f"{COLUMNS[col]}{SIZE - row}"


def colour_of(piece: int) -> int:
    return WHITE if piece > 0 else BLACK


def sign_of(colour: int) -> int:
    return 1 if colour == WHITE else -1


@dataclass(frozen=True, slots=True)
class Capture:
    """One complete capture: the squares landed on (start first) and the pieces taken."""

    path: tuple[int, ...]
    taken: tuple[int, ...]

    def action(self) -> Action:
        return Action("jump", tuple(n for sq in self.path for n in divmod(sq, SIZE)))


def capture_routes(board: list[int], start: int) -> list[Capture]:
    """Every complete capture the piece on ``start`` can make (empty if none).

    A route ends only where the piece cannot capture any further. The start
    square counts as empty (the piece has left it); pieces already taken stay
    in place until the end, blocking and never taken twice.
    """
    piece = board[start]
    own = sign_of(colour_of(piece))
    king = abs(piece) == KING
    directions = ALL_DIRECTIONS if king else FORWARD[colour_of(piece)]
    routes: list[Capture] = []
    board[start] = 0

    def extend(square: int, path: tuple[int, ...], taken: tuple[int, ...]) -> None:
        extended = False
        for d in directions:
            ray = RAYS[square][d]
            if king:
                i = 0
                while i < len(ray) and board[ray[i]] == 0:
                    i += 1
                if i >= len(ray) - 1:
                    continue
                target = ray[i]
                if board[target] * own > 0 or target in taken:
                    continue
                j = i + 1
                while j < len(ray) and board[ray[j]] == 0:
                    extended = True
                    extend(ray[j], path + (ray[j],), taken + (target,))
                    j += 1
            elif len(ray) >= 2:
                target, landing = ray[0], ray[1]
                if board[target] * own < 0 and target not in taken and board[landing] == 0:
                    extended = True
                    extend(landing, path + (landing,), taken + (target,))
        if not extended and taken:
            routes.append(Capture(path, taken))

    try:
        extend(start, (start,), ())
    finally:
        board[start] = piece
    return routes


def plain_moves(board: list[int], start: int) -> list[int]:
    """Squares the piece on ``start`` may step to without capturing."""
    piece = board[start]
    if abs(piece) == KING:
        targets = []
        for ray in RAYS[start]:
            for sq in ray:
                if board[sq]:
                    break
                targets.append(sq)
        return sorted(targets)
    targets = []
    for d in FORWARD[colour_of(piece)]:
        ray = RAYS[start][d]
        if ray and board[ray[0]] == 0:
            targets.append(ray[0])
    return sorted(targets)


def legal_captures(board: list[int], colour: int) -> list[Capture]:
    """Captures ``colour`` may play: a king's, if any king can capture, else a man's."""
    own = sign_of(colour)
    forward = FORWARD[colour]
    kings: list[Capture] = []
    men: list[Capture] = []
    for sq in DARK_SQUARES:
        piece = board[sq] * own
        if piece == KING:
            kings.extend(capture_routes(board, sq))
        elif piece == MAN and not kings:
            rays = RAYS[sq]
            # Cheap first look: a man captures only an adjacent enemy with an empty square behind.
            for d in forward:
                ray = rays[d]
                if len(ray) >= 2 and board[ray[0]] * own < 0 and board[ray[1]] == 0:
                    men.extend(capture_routes(board, sq))
                    break
    return kings or men


def _squares_of(args: tuple[int | str, ...]) -> list[int] | None:
    """Squares named by ``r,c`` pairs in action arguments, or None if malformed."""
    numbers = [a for a in args if isinstance(a, int)]
    if len(args) % 2 or len(numbers) != len(args):
        return None
    squares = []
    for i in range(0, len(numbers), 2):
        row, col = numbers[i], numbers[i + 1]
        if not is_dark(row, col):
            return None
        squares.append(row * SIZE + col)
    return squares


class Damas(GameState, spec=SPEC):

    # --- set-up -------------------------------------------------------------------------
    def setup(self) -> None:
        # "Se sortea con qué color jugará cada participante."
        self.white_seat: Seat = self.rng.randrange(2)
        board = [0] * (SIZE * SIZE)
        for sq in DARK_SQUARES:
            row = sq // SIZE
            if row < 3:
                board[sq] = -MAN
            elif row >= SIZE - 3:
                board[sq] = MAN
        self.board = board
        self.to_move = WHITE  # "Comienzan las blancas"
        self.stage = "turn"  # "turn", "after_blow" (the blower still moves) or "forced"
        # Pieces of the previous mover that could have captured and did not, and the
        # position before that move (for "force"); empty/None when nothing is owed.
        self.offenders: tuple[int, ...] = ()
        self.retract: Retract | None = None
        self.removed = [0, 0]  # pieces of each colour taken or blown
        self.kings_only_moves: int | None = None
        self.quiet_moves = 0
        self.result: tuple[int | None, str] | None = None  # (winning colour or None for a draw, reason)
        self.last: dict[str, Any] | None = None
        self._legal_cache: list[Action] | None = None
        self._capture_cache: list[Capture] | None = None

    def set_position(self, rows: list[str], to_move: int = WHITE) -> None:
        """Replace the board (for tests and puzzles): ten strings of ``.wWbB``, top row first."""
        if len(rows) != SIZE or any(len(r) != SIZE for r in rows):
            raise ValueError("a position is ten rows of ten characters")
        codes = {".": 0, "w": MAN, "W": KING, "b": -MAN, "B": -KING}
        board = [0] * (SIZE * SIZE)
        for row, line in enumerate(rows):
            for col, char in enumerate(line):
                if codes[char] and not is_dark(row, col):
                    raise ValueError(f"piece on a light square at row {row}, column {col}")
                board[row * SIZE + col] = codes[char]
        self.board = board
        self.removed = [MEN_PER_SIDE - self.piece_count(WHITE), MEN_PER_SIDE - self.piece_count(BLACK)]
        self.to_move = to_move
        self.stage = "turn"
        self.offenders = ()
        self.retract = None
        self.kings_only_moves = None if self._men_left() else 0
        self.quiet_moves = 0
        self.result = None
        self.last = None
        self._legal_cache = self._capture_cache = None
        self._check_end()

    # --- seats and colours ------------------------------------------------------------------
    def seat_of(self, colour: int) -> Seat:
        return self.white_seat if colour == WHITE else 1 - self.white_seat

    def colour_of_seat(self, seat: Seat) -> int:
        return WHITE if seat == self.white_seat else BLACK

    def piece_count(self, colour: int) -> int:
        own = sign_of(colour)
        return sum(1 for sq in DARK_SQUARES if self.board[sq] * own > 0)

    def _men_left(self) -> bool:
        return any(abs(self.board[sq]) == MAN for sq in DARK_SQUARES)

    # --- contract -------------------------------------------------------------------------
    def to_act(self) -> tuple[Seat, ...]:
        return () if self.result is not None else (self.seat_of(self.to_move),)

    def is_over(self) -> bool:
        return self.result is not None

    def _actions(self) -> list[Action]:
        if self._legal_cache is None:
            self._legal_cache = self._generate_actions()
        return self._legal_cache

    def _captures(self) -> list[Capture]:
        if self._capture_cache is None:
            self._capture_cache = legal_captures(self.board, self.to_move)
        return self._capture_cache

    def _generate_actions(self) -> list[Action]:
        colour = self.to_move
        captures = [c.action() for c in self._captures()]
        if self.stage == "forced":
            return captures
        actions: list[Action] = []
        if self.stage == "turn" and self.offenders:
            actions += [_cached_action("blow", divmod(sq, SIZE)) for sq in sorted(self.offenders)]
            actions.append(FORCE)
        actions += captures
        own = sign_of(colour)
        for sq in DARK_SQUARES:
            if self.board[sq] * own > 0:
                for target in plain_moves(self.board, sq):
                    actions.append(_cached_action("move", (*divmod(sq, SIZE), *divmod(target, SIZE))))
        return actions

    def legal_actions(self, seat: Seat) -> list[Action]:
        if self.result is not None or seat != self.seat_of(self.to_move):
            return []
        return list(self._actions())

    def why_illegal(self, seat: Seat, action: Action) -> str:
        kind = action.kind
        if kind not in ("move", "jump", "blow", "force"):
            return "Damas only knows move:R,C,R,C, jump:R,C,R,C,..., blow:R,C and force"
        if kind in ("blow", "force"):
            if self.stage != "turn" or not self.offenders:
                return "your opponent did not skip a capture last turn, so there is nothing to blow or force"
            return "only a piece that could have captured may be blown"
        squares = _squares_of(action.args)
        if squares is None or len(squares) < 2 or (kind == "move" and len(squares) != 2):
            return "give the squares as row,column pairs of dark squares on the board"
        own = sign_of(self.to_move)
        start = squares[0]
        if self.board[start] * own <= 0:
            return f"there is no piece of yours on {square_name(start)}"
        if self.stage == "forced" and kind == "move":
            return "you skipped a capture and were made to take it back: you must capture now"
        if kind == "jump":
            if any(c.path == tuple(squares) for c in capture_routes(self.board, start)):
                return "a king can capture, and the king must capture first"
            if any(c.path[: len(squares)] == tuple(squares) for c in capture_routes(self.board, start)):
                return "a capture goes on while the piece can still capture"
            return "that is not a capture this piece can make"
        if abs(self.board[start]) == MAN:
            return "a man steps one square diagonally forward onto an empty square"
        return "a king moves along a diagonal over empty squares only"

    def _apply(self, seat: Seat, action: Action) -> None:
        colour = self.to_move
        skipped = self._captures() if action.kind == "move" else []
        self._legal_cache = self._capture_cache = None
        if action.kind == "blow":
            self._blow(colour, action)
        elif action.kind == "force":
            self._force(colour)
        else:
            self._move(colour, action, skipped)
        self._check_end()

    def _blow(self, colour: int, action: Action) -> None:
        # "le 'soplará' esa ficha retirándola del juego y a continuación, también moverá una de sus fichas"
        row, col = blow_square(action)
        square = row * SIZE + col
        self.board[square] = 0
        self.removed[1 - colour] += 1
        self.quiet_moves = 0
        self.stage = "after_blow"
        self.offenders = ()
        self.retract = None
        self.last = {"kind": "blow", "path": [[row, col]], "taken": [[row, col]], "colour": COLOUR_WORDS[colour]}

    def _force(self, colour: int) -> None:
        # "su rival lo obligará a comer": the skipped capture is played instead of the plain move.
        board, removed, kings_only, quiet = self.retract  # type: ignore[misc]
        self.board = list(board)
        self.removed = list(removed)
        self.kings_only_moves = kings_only
        self.quiet_moves = quiet
        self.to_move = 1 - colour
        self.stage = "forced"
        self.offenders = ()
        self.retract = None
        self.last = {"kind": "force", "path": [], "taken": [], "colour": COLOUR_WORDS[colour]}

    def _move(self, colour: int, action: Action, skipped: list[Capture]) -> None:
        squares = [row * SIZE + col for row, col in action_squares(action)]
        start, end = squares[0], squares[-1]
        piece = self.board[start]
        taken: tuple[int, ...] = ()
        offenders: tuple[int, ...] = ()
        retract = None
        if action.kind == "jump":
            route = next(c for c in capture_routes(self.board, start) if c.path == tuple(squares))
            taken = route.taken
        elif skipped:
            retract = (tuple(self.board), tuple(self.removed), self.kings_only_moves, self.quiet_moves)
            # The piece that moved is still the offender on its new square.
            offenders = tuple(sorted({end if c.path[0] == start else c.path[0] for c in skipped}))
        self.board[start] = 0
        for sq in taken:
            self.board[sq] = 0
        self.removed[1 - colour] += len(taken)
        crowned = abs(piece) == MAN and end // SIZE == PROMOTION_ROW[colour]
        # "se convierte en dama colocándole encima una ficha del mismo color"
        self.board[end] = sign_of(colour) * KING if crowned else piece
        if taken or abs(piece) == MAN:
            self.quiet_moves = 0
        else:
            self.quiet_moves += 1
        if self.kings_only_moves is not None:
            self.kings_only_moves += 1
        elif not self._men_left():
            self.kings_only_moves = 0  # the count of "cinco jugadas" starts now
        self.to_move = 1 - colour
        self.stage = "turn"
        self.offenders = offenders
        self.retract = retract
        self.last = {
            "kind": action.kind,
            "path": [list(divmod(sq, SIZE)) for sq in squares],
            "taken": [list(divmod(sq, SIZE)) for sq in taken],
            "colour": COLOUR_WORDS[colour],
            "crowned": crowned,
        }

    def _check_end(self) -> None:
        colour = self.to_move
        if self.piece_count(1 - colour) == 0:  # a blow can take the last piece of the offender
            self.result = (colour, "no_pieces")
        elif self.piece_count(colour) == 0:
            self.result = (1 - colour, "no_pieces")
        elif not self._actions():
            self.result = (1 - colour, "blocked")
        elif self.kings_only_moves is not None and self.kings_only_moves >= KINGS_ONLY_MOVE_LIMIT:
            self.result = (None, "kings_only")
        elif self.quiet_moves >= QUIET_MOVE_LIMIT:
            self.result = (None, "no_progress")
        if self.result is not None:
            self.offenders = ()
            self.retract = None
            self._legal_cache = []
            self._capture_cache = []

    def outcome(self) -> Outcome | None:
        if self.result is None:
            return None
        winner, reason = self.result
        if winner is None:
            return Outcome(scores=(0.5, 0.5), placing=(1, 1), detail=(END_WORDS[reason],))
        scores = [0.0, 0.0]
        scores[self.seat_of(winner)] = 1.0
        placing = tuple(1 if s else 2 for s in scores)
        name = {"name": SeatWords(self.seat_of(winner))}
        wins = TEXTS.msg("{name} wins (white).", name) if winner == WHITE else TEXTS.msg("{name} wins (black).", name)
        return Outcome(scores=tuple(scores), placing=placing, detail=(wins, END_WORDS[reason]))

    def invariant_violations(self) -> list[str]:
        problems = []
        for colour in (WHITE, BLACK):
            total = self.piece_count(colour) + self.removed[colour]
            if total != MEN_PER_SIDE:
                problems.append(f"{COLOUR_WORDS[colour]} has {total} pieces on the board and removed, not 15")
        if any(self.board[sq] for sq in range(SIZE * SIZE) if sq not in DARK_SQUARES_SET):
            problems.append("a piece stands on a light square")
        for colour in (WHITE, BLACK):
            row = PROMOTION_ROW[colour]
            if any(self.board[row * SIZE + c] == sign_of(colour) * MAN for c in range(SIZE)):
                problems.append(f"a {COLOUR_WORDS[colour]} man on the far row was not crowned")
        return problems

    # --- information ------------------------------------------------------------------------
    def board_rows(self) -> list[list[str | None]]:
        """Rows top first of None or "w", "W" (white man, king), "b", "B"."""
        letters = {0: None, MAN: "w", KING: "W", -MAN: "b", -KING: "B"}
        return [[letters[self.board[r * SIZE + c]] for c in range(SIZE)] for r in range(SIZE)]

    def view(self, seat: Seat | None) -> DamasView:
        winner = None if self.result is None else self.result[0]
        over = self.result is not None
        owed = self.stage == "turn" and bool(self.offenders) and not over
        return DamasView(
            **turn_fields(self, seat),
            last=self._last_event(),
            board=tuple(tuple(row) for row in self.board_rows()),
            colours=(COLOUR_WORDS[self.colour_of_seat(0)], COLOUR_WORDS[self.colour_of_seat(1)]),
            turn=None if over else self.seat_of(self.to_move),
            to_move=COLOUR_WORDS[self.to_move],
            stage=self.stage,
            may_blow=tuple(divmod(sq, SIZE) for sq in sorted(self.offenders)) if owed else (),
            may_force=owed,
            removed=Sides(white=self.removed[WHITE], black=self.removed[BLACK]),
            kings_only_moves_left=None if self.kings_only_moves is None
            else max(0, KINGS_ONLY_MOVE_LIMIT - self.kings_only_moves),
            quiet_moves=self.quiet_moves,
            last_move=None if self.last is None else LastMove(
                kind=self.last["kind"], colour=self.last["colour"],
                path=tuple((int(r), int(c)) for r, c in self.last["path"]),
                taken=tuple((int(r), int(c)) for r, c in self.last["taken"]),
                crowned=bool(self.last.get("crowned", False))),
            winner=None if winner is None else self.seat_of(winner),
            end_reason=None if self.result is None else self.result[1],
            options=() if over else self._options(),
        )

    def _last_event(self) -> Event | None:
        """The last move, from the position alone (a game going on from a snapshot has no history
        before it): ``last`` names the mover's colour and the squares the action named."""
        if self.last is None:
            return None
        seat = self.seat_of(COLOUR_WORDS.index(self.last["colour"]))
        if self.last["kind"] == "force":
            return Event(seat, FORCE)
        return Event(seat, Action(self.last["kind"], tuple(int(n) for square in self.last["path"] for n in square)))

    def _options(self) -> tuple[Option, ...]:
        """Every action of the side to move with its route and, for a capture, the pieces it takes."""
        taken = {capture.action(): capture.taken for capture in self._captures()}
        options = []
        for action in self._actions():
            squares = [] if action.kind == "force" else _squares_of(action.args) or []
            options.append(Option(action, tuple(divmod(sq, SIZE) for sq in squares),
                                  tuple(divmod(sq, SIZE) for sq in taken.get(action, ()))))
        return tuple(options)

    def snapshot(self) -> dict[str, JSONValue]:
        retract = None
        if self.retract is not None:
            board, removed, kings_only, quiet = self.retract
            retract = {"board": list(board), "removed": list(removed), "kings_only": kings_only, "quiet": quiet}
        return {
            "board": list(self.board),
            "white_seat": self.white_seat,
            "to_move": self.to_move,
            "stage": self.stage,
            "offenders": list(self.offenders),
            "retract": retract,
            "removed": list(self.removed),
            "kings_only_moves": self.kings_only_moves,
            "quiet_moves": self.quiet_moves,
            "result": None if self.result is None else list(self.result),
            "last": self.last,
        }

    @classmethod
    def from_snapshot(cls, players: int, seed: int, options: Mapping[str, JSONValue],
                      snapshot: Mapping[str, JSONValue]) -> Damas:
        fields = SnapshotFields(cls, snapshot)
        state = cls(players, seed, options)
        pieces = (0, MAN, KING, -MAN, -KING)

        def board_of(value: object, name: str) -> list[int]:
            board = fields.ints(value, name, -KING, KING, length=SIZE * SIZE)
            fields.check(all(board[sq] in pieces for sq in range(SIZE * SIZE)), f"has an unknown piece in {name}")
            fields.check(not any(board[sq] for sq in range(SIZE * SIZE) if sq not in DARK_SQUARES_SET),
                         f"has a piece on a light square in {name}")
            fields.check(not any(board[PROMOTION_ROW[colour] * SIZE + col] == sign_of(colour) * MAN
                                 for colour in (WHITE, BLACK) for col in range(SIZE)),
                         f"has a man on the far row that was not crowned in {name}")
            return board

        state.board = board_of(fields["board"], "board")
        state.white_seat = fields.seat(fields["white_seat"], "white_seat", 2)
        state.to_move = fields.int(fields["to_move"], "to_move", WHITE, BLACK)
        state.stage = fields.word(fields["stage"], "stage", ("turn", "after_blow", "forced"))
        offenders = fields.ints(fields["offenders"], "offenders", 0, SIZE * SIZE - 1)
        fields.check(offenders == sorted(set(offenders)), "lists its offenders out of order")
        # The offenders are pieces of the player who just moved: the one not to move now.
        previous = sign_of(1 - state.to_move)
        fields.check(all(state.board[sq] * previous > 0 for sq in offenders), "names an offender that is not there")
        state.offenders = tuple(offenders)
        retract = fields["retract"]
        if retract is None:
            state.retract = None
        else:
            retract = fields.mapping(retract, "retract")
            state.retract = (
                tuple(board_of(retract.get("board"), "retract.board")),
                tuple(fields.ints(retract.get("removed"), "retract.removed", 0, MEN_PER_SIDE, length=2)),
                fields.optional_int(retract.get("kings_only"), "retract.kings_only", 0),
                fields.int(retract.get("quiet"), "retract.quiet", 0),
            )
            before = state.retract[0]
            for colour in (WHITE, BLACK):
                own = sign_of(colour)
                on_board = sum(1 for sq in DARK_SQUARES if before[sq] * own > 0)
                fields.check(on_board + state.retract[1][colour] == MEN_PER_SIDE,
                             "has a position to take back whose pieces do not add up")
        # A skipped capture is owed (offenders) exactly while the move can be taken back (retract).
        fields.check(bool(offenders) == (state.retract is not None), "has offenders without a move to take back")
        fields.check(not offenders or state.stage == "turn", "has offenders in the middle of a turn")
        state.removed = fields.ints(fields["removed"], "removed", 0, MEN_PER_SIDE, length=2)
        state.kings_only_moves = fields.optional_int(fields["kings_only_moves"], "kings_only_moves", 0)
        state.quiet_moves = fields.int(fields["quiet_moves"], "quiet_moves", 0)
        result = fields["result"]
        if result is None:
            state.result = None
        else:
            winner, reason = fields.list(result, "result", length=2)
            state.result = (fields.optional_int(winner, "result's winner", WHITE, BLACK),
                            fields.word(reason, "result's reason", ("no_pieces", "blocked", "kings_only", "no_progress")))
            state.offenders, state.retract = (), None
        state.last = _read_last(fields, fields["last"])
        state._legal_cache = state._capture_cache = None
        if state.result is not None:
            state._legal_cache, state._capture_cache = [], []
        fields.finish(state)
        return state

    def clone(self) -> Damas:
        other = object.__new__(Damas)
        other.__dict__.update(self.__dict__)
        other.board = list(self.board)
        other.removed = list(self.removed)
        other.history = list(self.history)
        # ``last`` and ``retract`` are replaced, never mutated, so they may be shared.
        return other

    def describe(self, seat: Seat, action: Action, lang: str = "en") -> Msg:
        who = COLOUR_NAMES[self.colour_of_seat(seat)]
        args = action.args
        if action.kind == "force":
            return TEXTS.msg("{who} forces the capture: the opponent takes the move back and must capture", {"who": who})
        squares = _squares_of(args) or []
        names = [square_name(sq) for sq in squares]
        if action.kind == "blow" and names:
            return TEXTS.msg("{who} blows away (soplar) the piece on {square}", {"who": who, "square": names[0]})
        if action.kind == "move" and len(names) == 2:
            return TEXTS.msg("{who} moves {route}", {"who": who, "route": "-".join(names)})
        if action.kind == "jump" and len(names) >= 2:
            return TEXTS.msg("{who} captures {route} ({n} piece)", {"who": who, "route": "x".join(names)},
                             plural="{who} captures {route} ({n} pieces)", n=len(names) - 1)
        return TEXTS.msg("{action}", {"action": action.encode()})


# The sides' names as the log and the table say them ("Blancas", "Negras").
COLOUR_NAMES = (TEXTS.msg("White"), TEXTS.msg("Black"))
# Why a game ended, for the end panel.
END_WORDS = {
    "no_pieces": TEXTS.msg("The other side has no pieces left."),
    "blocked": TEXTS.msg("The other side has no move left."),
    "kings_only": TEXTS.msg("Draw: only kings moved for too long."),
    "no_progress": TEXTS.msg("Draw: too many moves without a capture or a man moving."),
}


def _read_last(fields: SnapshotFields, last: object) -> dict[str, Any] | None:
    """The last move as the table shows it (replaced on every action, never changed in place)."""
    if last is None:
        return None
    last = dict(fields.mapping(last, "last"))
    fields.word(last.get("kind"), "last.kind", ("move", "jump", "blow", "force"))
    fields.word(last.get("colour"), "last.colour", COLOUR_WORDS)
    for key in ("path", "taken"):
        last[key] = [fields.ints(square, f"last.{key}", 0, SIZE - 1, length=2)
                     for square in fields.list(last.get(key), f"last.{key}")]
    if "crowned" in last:
        fields.bool(last["crowned"], "last.crowned")
    return last


DARK_SQUARES_SET = frozenset(DARK_SQUARES)


def perft(state: Damas, depth: int) -> int:
    """Leaf count of the action tree; blows and forcing count as actions of their own."""
    if depth == 0 or state.is_over():
        return 1
    seat = state.to_act()[0]
    actions = state.legal_actions(seat)
    if depth == 1:
        return len(actions)  # every child is one leaf, over or not
    total = 0
    for action in actions:
        child = state.clone()
        child._apply(seat, action)  # legal by construction; skip the re-check
        total += perft(child, depth - 1)
    return total
