"""Ludo (rulebook 001, "JUEGO DE LUDO"): 2-4 players, two dice with CORONA and PLUMA faces.

The board is data: ``games/ludo/data/board.tmx`` (a Tiled map) lists the
clockwise track with its CORONA and PLUMA squares, each colour's start CORONA
and the last square before its home lane, the home lanes, the prisons and the
central CORONA. Nothing here knows a coordinate.

A piece's place is its progress along its own path: -1 in prison, 0 on its
start CORONA, up to ``last_track`` on the shared track, then the home lane,
then ``centre`` (home). Seats play colours in clockwise order, so turns go
clockwise too.

Actions:
- ``roll``: throw both dice (the roll-off at the start, and every turn).
- ``move:FACE,PIECE`` uses one die (1-4, ``corona`` or ``pluma``) on one piece;
  with a CORONA on a piece in prison it frees it. When the piece ends on a
  square with opponents the action ends in ``,prison`` (send them all to
  prison) or ``,ride,COLOUR`` (ride on that colour's piece).
- ``back:PIECE``: after an opponent reached a CORONA, move one of your pieces
  back two squares.

Decisions where the rulebook is silent (also on the rules screen):
- The dice: each has the faces CORONA, PLUMA, 1, 2, 3, 4. With them every rule
  can happen: the "CORONA y 2" example, the double 1, the roll-off (where
  CORONA and PLUMA count nothing) and the exact count to the centre.
- Colours: two players take red and green (facing each other), three take red,
  blue and green, four take all of them.
- The two dice are used one at a time, in either order, each on any piece
  (the same piece may take both). A die that can be used must be used; one
  that cannot is lost.
- A piece freed with a CORONA takes the other die's points if that die is a
  number (the "CORONA y 2" example); a second CORONA or a PLUMA is free to use.
- A CORONA (or PLUMA) die, and landing on a CORONA (or PLUMA) by points, takes
  a piece to the next one of its kind on the track before its home lane; a
  CORONA/PLUMA die is of no use to a piece with none ahead, and a piece that
  lands by points on the last one before its lane stays there. The central
  CORONA needs the exact count. Freeing a piece onto its start CORONA makes
  nobody retreat.
- Retreat: each other player, clockwise, chooses which of their own pieces on
  the track goes back two squares (chosen for them when all choices are alike);
  a piece never goes back past its start. Pieces in prison, in a home lane or
  home are never touched.
- Landing on opponents (also when freed onto the start CORONA): prison sends
  every opponent piece on that square to prison; riding puts your piece on top
  of one opponent piece. A rider is carried forward whenever its carrier
  advances along the track, and gets off (staying on the square) when the
  carrier goes to prison, goes back, or leaves the track, or when the rider
  reaches the last square before its own home lane. Moving the rider with a
  die ends the ride. A piece carrying riders that lands on opponents is
  decided by its owner, as the rulebook says.
- Double 1: every opponent piece standing exactly two squares behind any of
  the thrower's pieces on the track goes to prison, and the turn ends. If none
  is there, the two 1s are played as usual.
- The game ends when someone has all four pieces home. So that a game cannot
  go on for ever, it also ends after 600 turns: the most pieces home, then the
  most progress, wins.
"""

from __future__ import annotations

import copy
import os
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path as FilePath  # Path is the engine's own (a colour's path)

from game.core import Action, GameState, JSONValue, Outcome, Seat, copy_generator
from game.snapshot_fields import SnapshotFields
from game.text import Msg
from game.text import Seat as TextSeat
from game.view import Event, turn_fields
from games.ludo import SPEC
from games.ludo.texts import COLOUR_WORDS, FOUR_HOME, TEXTS, TURN_LIMIT_WORDS
from games.ludo.view import (
    CORONA,
    FACES,
    PIECES,
    PLUMA,
    PRISON,
    RETREAT_SQUARES,
    ROLL,
    Landing,
    LudoEvent,
    LudoPath,
    LudoView,
    PieceView,
    back,
    move,
)

# The game's data files live beside its code (games/ludo/data/); resolved from this module's own
# file, the same from a source checkout, an installed wheel and a PyInstaller bundle (whose modules
# report a __file__ inside the bundle's folder, beside the collected data).
BOARD_PATH = FilePath(__file__).resolve().parent / "data" / "board.tmx"

__all__ = ["CORONA", "FACES", "PIECES", "PLUMA", "PRISON", "RETREAT_SQUARES", "ROLL", "SEAT_COLOURS", "TURN_LIMIT",
           "Board", "Ludo", "Path", "load_board"]

SEAT_COLOURS = {2: ("red", "green"), 3: ("red", "blue", "green"), 4: ("red", "blue", "green", "yellow")}
TURN_LIMIT = 600
_ACTIONS: dict[tuple[str, tuple[int | str, ...]], Action] = {}


def _action(kind: str, args: tuple[int | str, ...]) -> Action:
    """Actions are immutable and few, so each is built (and validated) once."""
    action = _ACTIONS.get((kind, args))
    if action is None:
        action = _ACTIONS[(kind, args)] = Action(kind, args)
    return action



@dataclass(frozen=True, slots=True)
class Board:
    """The board as the rules need it, read from the Tiled map."""

    colours: tuple[str, ...]  # clockwise
    kinds: tuple[str, ...]  # per track square: "corona", "pluma" or "plain"
    start: dict[str, int]  # track index of each colour's start CORONA
    last_track: dict[str, int]  # progress of the last track square before the home lane
    lane_length: dict[str, int]

    @property
    def track_length(self) -> int:
        return len(self.kinds)

    def centre(self, colour: str) -> int:
        return self.last_track[colour] + self.lane_length[colour] + 1

    def square(self, colour: str, progress: int) -> int:
        """Track index of a progress on the track."""
        return (self.start[colour] + progress) % self.track_length

    def kind_at(self, colour: str, progress: int) -> str:
        return self.kinds[self.square(colour, progress)]

    def path(self, colour: str) -> Path:
        return _path(self, colour)


@dataclass(frozen=True, slots=True)
class Path:
    """One colour's way round, as lookup tables indexed by progress (-1 is prison)."""

    last_track: int
    centre: int
    squares: tuple[int | None, ...]  # track index at each progress 0..centre (None off the track)
    moves: tuple[dict[int | str, tuple[int, bool] | None], ...]  # progress -> face -> (target, retreat)


def _next_of_kind(board: Board, colour: str, progress: int, kind: str) -> int | None:
    for p in range(progress + 1, board.last_track[colour] + 1):
        if board.kind_at(colour, p) == kind:
            return p
    return None


def _destination(board: Board, colour: str, progress: int, face: int | str) -> tuple[int, bool] | None:
    if face in (CORONA, PLUMA):
        target = _next_of_kind(board, colour, progress, face)
        return None if target is None else (target, face == CORONA)
    centre = board.centre(colour)
    target = progress + int(face)
    if target > centre:  # "Todo valor excedente le hará retroceder tantos casilleros como puntos haya sobrepasado."
        target = centre - (target - centre)
    if target <= board.last_track[colour]:
        kind = board.kind_at(colour, target)
        if kind in (CORONA, PLUMA):
            # "deberá avanzar hasta la próxima pluma o corona respectivamente"
            return _next_of_kind(board, colour, target, kind) or target, kind == CORONA
    return target, False


_PATHS: dict[tuple[int, str], Path] = {}


def _path(board: Board, colour: str) -> Path:
    key = (id(board), colour)
    path = _PATHS.get(key)
    if path is None:
        last, centre = board.last_track[colour], board.centre(colour)
        squares = tuple(board.square(colour, p) if p <= last else None for p in range(centre + 1))
        moves = tuple({f: _destination(board, colour, p, f) for f in FACES} for p in range(centre))
        path = _PATHS[key] = Path(last, centre, squares, moves)
    return path


@lru_cache(maxsize=4)
def load_board(path: str | None = None) -> Board:
    """Read the Tiled map (as data: no display, no pygame calls)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # pytmx imports pygame quietly if present
    import pytmx  # type: ignore[import-untyped]

    tmx = pytmx.TiledMap(str(path or BOARD_PATH))
    colours = tuple(str(tmx.properties["colours"]).split(","))
    track = sorted(tmx.get_layer_by_name("track"), key=lambda o: o.properties["index"])
    if [o.properties["index"] for o in track] != list(range(len(track))):
        raise ValueError("the track squares of the Ludo map are not numbered 0..N-1")
    kinds = tuple(str(o.properties["kind"]) for o in track)
    start = {str(o.properties["start_of"]): o.properties["index"] for o in track if o.properties.get("start_of")}
    entry = {str(o.properties["home_entry_of"]): o.properties["index"] for o in track
             if o.properties.get("home_entry_of")}
    lanes: dict[str, int] = {}
    for o in tmx.get_layer_by_name("home lanes"):
        colour = str(o.properties["colour"])
        lanes[colour] = max(lanes.get(colour, 0), int(o.properties["step"]))
    last_track = {c: (entry[c] - start[c]) % len(track) for c in colours}
    for c in colours:
        if kinds[start[c]] != CORONA:
            raise ValueError(f"the start square of {c} is not a CORONA")
    return Board(colours, kinds, start, last_track, lanes)


def face_value(face: int | str) -> int:
    """Points of a face in the roll-off: CORONA and PLUMA count nothing."""
    return face if isinstance(face, int) else 0


def face_name(face: int | str, lang: str = "en") -> str:
    """A face as the log says it: CORONA, PLUMA or its number (the same in every language)."""
    if face == CORONA:
        return "CORONA"
    if face == PLUMA:
        return "PLUMA"
    return str(face)


Piece = tuple[int, int]  # (seat, piece index)


class Ludo(GameState, spec=SPEC):

    # --- set-up ---------------------------------------------------------------------------
    def setup(self) -> None:
        self.board = load_board()
        self.colours: tuple[str, ...] = SEAT_COLOURS[self.players]
        self.paths: tuple[Path, ...] = tuple(self.board.path(c) for c in self.colours)
        self._legal_cache: list[Action] | None = None
        self.pos: list[list[int]] = [[PRISON] * PIECES for _ in range(self.players)]
        self.riding: list[list[Piece | None]] = [[None] * PIECES for _ in range(self.players)]
        self.phase = "rolloff"  # then "play"
        self.rolloff_waiting: list[Seat] = list(range(self.players))
        self.rolloff_rolls: dict[Seat, list[int | str]] = {}
        self.turn: Seat = 0
        self.dice: list[int | str] = []  # the current turn's dice not used yet
        self.rolled: list[int | str] = []  # the last throw, for the table
        self.rolled_by: Seat | None = None
        self.awaiting_roll = True  # the seat to play must throw before anything else
        self.bound_piece: int | None = None  # a freed piece that must take the other die's points
        self.retreats: list[Seat] = []  # seats that still must move a piece back
        self.turns = 0
        self.winner: Seat | None = None
        self.ended_by_limit = False
        self.events: list[dict[str, JSONValue]] = []  # what the last action did, for the table and the log

    # --- geometry ------------------------------------------------------------------------------
    def colour(self, seat: Seat) -> str:
        return self.colours[seat]

    def last_track(self, seat: Seat) -> int:
        return self.paths[seat].last_track

    def centre(self, seat: Seat) -> int:
        return self.paths[seat].centre

    def on_track(self, seat: Seat, progress: int) -> bool:
        return 0 <= progress <= self.paths[seat].last_track

    def square_of(self, piece: Piece) -> int | None:
        """Track index of a piece, None when it is in prison, in its lane or home."""
        seat, k = piece
        progress = self.pos[seat][k]
        return None if progress < 0 else self.paths[seat].squares[progress]

    def pieces_on_square(self, square: int) -> list[Piece]:
        return [(s, k) for s in range(self.players) for k in range(PIECES) if self.square_of((s, k)) == square]

    def occupancy(self) -> dict[int, list[Piece]]:
        """Track index -> the pieces on it."""
        where: dict[int, list[Piece]] = {}
        for s in range(self.players):
            squares = self.paths[s].squares
            for k, progress in enumerate(self.pos[s]):
                if progress >= 0 and (sq := squares[progress]) is not None:
                    where.setdefault(sq, []).append((s, k))
        return where

    def riders_of(self, piece: Piece) -> list[Piece]:
        if not self.anyone_riding():
            return []
        return [(s, k) for s in range(self.players) for k in range(PIECES) if self.riding[s][k] == piece]

    def anyone_riding(self) -> bool:
        return any(carrier is not None for row in self.riding for carrier in row)

    def stack_of(self, piece: Piece) -> set[Piece]:
        """The piece and everything riding on it, directly or not."""
        stack = {piece}
        if not self.anyone_riding():
            return stack
        frontier = [piece]
        while frontier:
            for rider in self.riders_of(frontier.pop()):
                if rider not in stack:
                    stack.add(rider)
                    frontier.append(rider)
        return stack

    def destination(self, seat: Seat, progress: int, face: int | str) -> tuple[int, bool] | None:
        """Where a piece at ``progress`` ends with ``face`` and whether the others retreat; None if it cannot move."""
        return self.paths[seat].moves[progress][face]

    # --- contract ------------------------------------------------------------------------------
    def to_act(self) -> tuple[Seat, ...]:
        if self.is_over():
            return ()
        if self.retreats:
            return (self.retreats[0],)
        if self.phase == "rolloff":
            return (self.rolloff_waiting[0],)
        return (self.turn,)

    def is_over(self) -> bool:
        return self.winner is not None

    def legal_actions(self, seat: Seat) -> list[Action]:
        if seat not in self.to_act():
            return []
        if self.retreats:
            return self._retreat_actions(seat)
        if self.phase == "rolloff" or self.awaiting_roll:
            return [ROLL]
        if self._legal_cache is None:
            self._legal_cache = self._move_actions(seat)
        return list(self._legal_cache)

    def _landing_choices(self, seat: Seat, piece: Piece, target: int,
                         occupancy: dict[int, list[Piece]]) -> list[tuple[str, ...]]:
        """Suffixes for a move ending on ``target``: () when no opponent is there."""
        square = self.paths[seat].squares[target]
        if square is None or all(p[0] == seat for p in occupancy.get(square, ())):
            return [()]
        stack = self.stack_of(piece)
        opponents = [p for p in occupancy[square] if p[0] != seat and p not in stack]
        if not opponents:
            return [()]
        choices: list[tuple[str, ...]] = [("prison",)]
        carriers = sorted({s for s, k in opponents if self.riding[s][k] is None})
        choices += [("ride", self.colours[s]) for s in carriers]
        return choices

    def _move_actions(self, seat: Seat) -> list[Action]:
        actions: list[Action] = []
        occupancy = self.occupancy()
        for face in sorted(set(self.dice), key=FACES.index):
            for k in range(PIECES):
                progress = self.pos[seat][k]
                if self.bound_piece is not None and isinstance(face, int) and k != self.bound_piece:
                    continue
                if progress == PRISON:
                    # "Es preciso sacar CORONA con el dado, para poder liberar una ficha."
                    if face == CORONA and k == self.pos[seat].index(PRISON):
                        actions += [_action("move", (face, k, *c)) for c in self._landing_choices(seat, (seat, k), 0, occupancy)]
                    continue
                if progress >= self.centre(seat):
                    continue
                landing = self.destination(seat, progress, face)
                if landing is None:
                    continue
                actions += [_action("move", (face, k, *c))
                            for c in self._landing_choices(seat, (seat, k), landing[0], occupancy)]
        return actions

    def _retreat_candidates(self, seat: Seat) -> list[int]:
        return [k for k in range(PIECES) if self.on_track(seat, self.pos[seat][k])]

    def _retreat_actions(self, seat: Seat) -> list[Action]:
        return [_action("back", (k,)) for k in self._retreat_candidates(seat)]

    def why_illegal(self, seat: Seat, action: Action) -> str:
        if action.kind not in ("roll", "move", "back"):
            return "Ludo only knows roll, move:FACE,PIECE[,prison|,ride,COLOUR] and back:PIECE"
        if self.retreats:
            return "a piece of yours must first go back two squares (back:PIECE)"
        if action.kind == "roll":
            return "the dice are already thrown: use them"
        if self.awaiting_roll or self.phase == "rolloff":
            return "throw the dice first"
        if action.kind == "back":
            return "pieces go back only after an opponent reaches a CORONA"
        args = action.args
        if len(args) < 2 or args[0] not in FACES or not isinstance(args[1], int) or not 0 <= args[1] < PIECES:
            return "give a face you threw and a piece from 0 to 3"
        face, k = args[0], args[1]
        if face not in self.dice:
            return f"no die of yours shows {face}"
        progress = self.pos[seat][k]
        if progress == PRISON:
            return "only a CORONA frees a piece from prison" if face != CORONA else "free the first piece in prison"
        if self.bound_piece is not None and isinstance(face, int) and k != self.bound_piece:
            return "the piece you freed must take the other die's points"
        if progress >= self.centre(seat):
            return "that piece is already home"
        if self.destination(seat, progress, face) is None:
            return f"there is no {face} ahead of that piece before its home lane"
        return "say what happens to the opponents on the square: prison or ride,COLOUR"

    # --- applying ---------------------------------------------------------------------------------
    def _apply(self, seat: Seat, action: Action) -> None:
        self.events = []
        self._legal_cache = None
        if action.kind == "roll":
            self.mark_irreversible()
            throw: list[int | str] = [self.rng.choice(FACES), self.rng.choice(FACES)]
            self.rolled = throw
            self.rolled_by = seat
            self.events.append({"kind": "roll", "seat": seat, "dice": list(throw)})
            if self.phase == "rolloff":
                self._rolloff(seat, throw)
            else:
                self._turn_roll(seat, throw)
        elif action.kind == "back":
            self._retreat(seat, int(action.args[0]))
            self.retreats.pop(0)
            self._auto_retreats()
        else:
            self._move(seat, action)
        if self.winner is None and not self.retreats and self.phase == "play":
            self._settle()

    def _rolloff(self, seat: Seat, throw: list[int | str]) -> None:
        # "el participante que obtiene más puntos comienza el juego. En caso de igualar, arrojarán
        #  nuevamente los dados los que hayan empatado [...] la CORONA y la PLUMA no tienen valor."
        self.rolloff_rolls[seat] = throw
        self.rolloff_waiting.pop(0)
        if self.rolloff_waiting:
            return
        points = {s: sum(face_value(f) for f in t) for s, t in self.rolloff_rolls.items()}
        best = max(points.values())
        leaders = sorted(s for s, v in points.items() if v == best)
        if len(leaders) == 1:
            self.phase = "play"
            self.turn = leaders[0]
            self.awaiting_roll = True
        else:
            self.rolloff_waiting = leaders
            self.rolloff_rolls = {}

    def _turn_roll(self, seat: Seat, throw: list[int | str]) -> None:
        self.turns += 1
        self.awaiting_roll = False
        if throw == [1, 1]:
            victims = self._double_one_victims(seat)
            if victims:
                # "la manda a prisión, quedándose el tirador donde está [...] Para esta regla no hay excepciones"
                for victim in victims:
                    self._to_prison(victim)
                self.events.append({"kind": "double_one", "seat": seat, "prison": [list(v) for v in victims]})
                self.dice = []
                return
        self.dice = list(throw)

    def _double_one_victims(self, seat: Seat) -> list[Piece]:
        behind = {(sq - 2) % self.board.track_length
                  for k in range(PIECES) if (sq := self.square_of((seat, k))) is not None}
        return [(s, k) for s in range(self.players) if s != seat for k in range(PIECES)
                if self.square_of((s, k)) in behind]

    def _to_prison(self, piece: Piece) -> None:
        seat, k = piece
        for rider in self.riders_of(piece):
            self.riding[rider[0]][rider[1]] = None  # riders get off and stay on the square
        self.pos[seat][k] = PRISON
        self.riding[seat][k] = None

    def _carry(self, piece: Piece, old: int, new: int) -> None:
        """Move the riders of ``piece`` along the track squares it covered going from ``old`` to ``new``."""
        seat = piece[0]
        covered = max(0, min(new, self.last_track(seat)) - old)
        for rider in self.riders_of(piece):
            rs, rk = rider
            start = self.pos[rs][rk]
            step = min(covered, self.last_track(rs) - start)
            self.pos[rs][rk] = start + step
            self._carry(rider, start, start + step)
            if step < new - old:
                self.riding[rs][rk] = None  # carried as far as it can go: it gets off here

    def _move(self, seat: Seat, action: Action) -> None:
        face, k = action.args[0], int(action.args[1])
        choice = action.args[2:]
        self.dice.remove(face)
        piece = (seat, k)
        old = self.pos[seat][k]
        retreat = False
        if old == PRISON:
            # "Esta se colocará en la CORONA de salida que corresponde a su color, y avanzará los puntos
            #  obtenidos con el otro dado."
            new = 0
            self.pos[seat][k] = 0
            if any(isinstance(d, int) for d in self.dice):
                self.bound_piece = k
            self.events.append({"kind": "free", "seat": seat, "piece": k})
        else:
            new, retreat = self.destination(seat, old, face)  # type: ignore[misc]
            self.riding[seat][k] = None  # moving by itself ends a ride
            self.pos[seat][k] = new
            self._carry(piece, old, new)
            if self.bound_piece == k and isinstance(face, int):
                self.bound_piece = None
            self.events.append({"kind": "move", "seat": seat, "piece": k, "from": old, "to": new, "face": face})
        if choice:
            self._land(seat, piece, new, choice)
        if all(p == self.centre(seat) for p in self.pos[seat]):
            # "Gana la partida quien llega primero a la CORONA central con sus cuatro fichas."
            self.winner = seat
            self.dice = []
            return
        if retreat:
            # "debiendo los demás jugadores retroceder (una ficha) dos casilleros"
            self.retreats = [(seat + i) % self.players for i in range(1, self.players)]
            self._auto_retreats()

    def _land(self, seat: Seat, piece: Piece, progress: int, choice: tuple[int | str, ...]) -> None:
        square = self.board.square(self.colours[seat], progress)
        stack = self.stack_of(piece)
        opponents = [p for p in self.pieces_on_square(square) if p[0] != seat and p not in stack]
        if choice[0] == "prison":
            # "puede enviarlo a prisión"
            for victim in opponents:
                self._to_prison(victim)
            self.events.append({"kind": "prison", "seat": seat, "pieces": [list(v) for v in opponents]})
        else:
            # "o dejarse llevar adelante por él en cada tiro"
            carrier_seat = self.colours.index(str(choice[1]))
            carrier = min(p for p in opponents if p[0] == carrier_seat and self.riding[p[0]][p[1]] is None)
            self.riding[seat][piece[1]] = carrier
            self.events.append({"kind": "ride", "seat": seat, "piece": piece[1], "on": list(carrier)})

    def _auto_retreats(self) -> None:
        """Skip seats with nothing to move back; choose for them when every choice is alike."""
        while self.retreats:
            seat = self.retreats[0]
            candidates = self._retreat_candidates(seat)
            if not candidates:
                self.retreats.pop(0)
                continue
            kinds = {(self.pos[seat][k], self.riding[seat][k], bool(self.riders_of((seat, k)))) for k in candidates}
            if len(kinds) > 1:
                return
            self._retreat(seat, candidates[0])
            self.retreats.pop(0)

    def _retreat(self, seat: Seat, k: int) -> None:
        piece = (seat, k)
        for rider in self.riders_of(piece):
            self.riding[rider[0]][rider[1]] = None
        self.riding[seat][k] = None
        old = self.pos[seat][k]
        self.pos[seat][k] = max(0, old - RETREAT_SQUARES)  # never back past its own start
        self.events.append({"kind": "back", "seat": seat, "piece": k, "from": old, "to": self.pos[seat][k]})

    def _settle(self) -> None:
        """Drop the dice when none can be used; then the turn passes clockwise."""
        if self.dice:
            # A die with no use now may get one once the other is played (a CORONA frees a piece that
            # the points then move), so dice are dropped only when neither can be used.
            actions = self._move_actions(self.turn)
            if not actions:
                self.dice = []
            self._legal_cache = actions
        if not self.dice:
            self.bound_piece = None
            if not self.awaiting_roll:
                if self.turns >= TURN_LIMIT:
                    self._end_by_limit()
                    return
                self.turn = (self.turn + 1) % self.players
                self.awaiting_roll = True

    def _end_by_limit(self) -> None:
        self.ended_by_limit = True
        scores, progress = self._standing()
        self.winner = max(range(self.players), key=lambda s: (scores[s], progress[s], -s))

    def _standing(self) -> tuple[list[int], list[int]]:
        home = [sum(1 for p in self.pos[s] if p == self.centre(s)) for s in range(self.players)]
        progress = [sum(max(0, p) for p in self.pos[s]) for s in range(self.players)]
        return home, progress

    def outcome(self) -> Outcome | None:
        if self.winner is None:
            return None
        home, progress = self._standing()
        # The winner is first even when the turn limit ended the game on a tie-break.
        scores = [float(h) for h in home]
        tiebreak = [(1 if s == self.winner else 0, progress[s]) for s in range(self.players)]
        keyed = [(scores[s], *tiebreak[s]) for s in range(self.players)]
        placing = tuple(1 + sum(1 for other in keyed if other > mine) for mine in keyed)
        detail = (TEXTS.msg("{name} wins ({colour}).", {"name": TextSeat(self.winner),
                                                         "colour": _colour_in_text(self.colours[self.winner])}),
                  TEXTS.msg(TURN_LIMIT_WORDS if self.ended_by_limit else FOUR_HOME))
        return Outcome(scores=tuple(scores), placing=placing, detail=detail)

    def invariant_violations(self) -> list[str]:
        problems = []
        for s in range(self.players):
            for k in range(PIECES):
                p = self.pos[s][k]
                if not PRISON <= p <= self.centre(s):
                    problems.append(f"{self.colours[s]} piece {k} is off its path ({p})")
                carrier = self.riding[s][k]
                if carrier is not None:
                    if carrier[0] == s:
                        problems.append("a piece rides on its own colour")
                    elif self.square_of((s, k)) is None or self.square_of((s, k)) != self.square_of(carrier):
                        problems.append(f"{self.colours[s]} piece {k} rides a piece on another square")
        if self.bound_piece is not None and not self.dice:
            problems.append("a piece is bound to a die that is not there")
        return problems

    # --- information ---------------------------------------------------------------------------------
    def piece_place(self, seat: Seat, k: int) -> PieceView:
        """Where a piece is, for the table: prison, track (with the square), lane (with the step) or home."""
        p = self.pos[seat][k]
        path = self.paths[seat]
        carrier = self.riding[seat][k]
        riding = None if carrier is None else (carrier[0], carrier[1])
        if p == PRISON:
            return PieceView("prison", p, riding=riding)
        if p == path.centre:
            return PieceView("home", p, riding=riding)
        if p <= path.last_track:
            return PieceView("track", p, square=path.squares[p], riding=riding)
        return PieceView("lane", p, step=p - path.last_track, riding=riding)

    def landings(self) -> tuple[Landing, ...]:
        """The seat to act's moves and retreats with the progress each piece ends on."""
        acting = self.to_act()
        if not acting:
            return ()
        seat = acting[0]
        out = []
        for action in self.legal_actions(seat):
            if action.kind == "back":
                k = int(action.args[0])
                out.append(Landing(action, k, max(0, self.pos[seat][k] - RETREAT_SQUARES)))
            elif action.kind == "move":
                face, k = action.args[0], int(action.args[1])
                progress = self.pos[seat][k]
                landing = None if progress == PRISON else self.destination(seat, progress, face)
                out.append(Landing(action, k, 0 if landing is None else landing[0]))
        return tuple(out)

    def view(self, seat: Seat | None) -> LudoView:
        acting = self.to_act()
        return LudoView(
            **turn_fields(self, seat),
            last=self._last_event(),
            colours=self.colours,
            paths=tuple(_view_path(self.board, c) for c in self.colours),
            pieces=tuple(tuple(self.piece_place(s, k) for k in range(PIECES)) for s in range(self.players)),
            phase=self.phase,
            turn=self.turn if self.phase == "play" else None,
            dice=tuple(self.dice),
            rolled=tuple(self.rolled),
            rolled_by=self.rolled_by,
            must_roll=bool(acting) and not self.retreats and (self.phase == "rolloff" or self.awaiting_roll),
            retreat=acting[0] if self.retreats else None,
            rolloff=tuple((s, tuple(t)) for s, t in sorted(self.rolloff_rolls.items())),
            bound_piece=self.bound_piece,
            moves=self.landings(),
            events=self._view_events(),
            turns=self.turns,
            winner=self.winner,
        )

    def _view_events(self) -> tuple[LudoEvent, ...]:
        out = []
        for event in self.events:
            typed = _typed_event(event)
            if typed is not None:
                out.append(typed)
        return tuple(out)

    def _last_event(self) -> Event | None:
        """The last action and what it did, worked out from its events (a game rebuilt from its
        snapshot has no history): the first event is the action's own, a landing follows it."""
        events = self._view_events()
        if not events:
            return None
        first = events[0]
        action: Action | None = None
        if first.kind == "roll":
            action = ROLL
        elif first.kind == "back" and first.piece is not None:
            action = back(first.piece)
        elif first.kind in ("free", "move") and first.piece is not None:
            face = CORONA if first.kind == "free" else first.face
            landing: tuple[str, ...] = ()
            for later in events[1:]:
                if later.kind == "prison" and later.seat == first.seat:
                    landing = ("prison",)
                elif later.kind == "ride" and later.seat == first.seat and later.on is not None \
                        and 0 <= later.on[0] < len(self.colours):
                    landing = ("ride", self.colours[later.on[0]])
            if face is not None:
                action = move(face, first.piece, landing)
        return Event(first.seat, action, events)

    def snapshot(self) -> dict[str, JSONValue]:
        return {
            "colours": list(self.colours),
            "pos": [list(p) for p in self.pos],
            "riding": [[None if r is None else list(r) for r in row] for row in self.riding],
            "phase": self.phase,
            "rolloff_waiting": list(self.rolloff_waiting),
            "rolloff_rolls": {str(s): list(t) for s, t in self.rolloff_rolls.items()},
            "turn": self.turn,
            "dice": list(self.dice),
            "rolled": list(self.rolled),
            "rolled_by": self.rolled_by,
            "awaiting_roll": self.awaiting_roll,
            "bound_piece": self.bound_piece,
            "retreats": list(self.retreats),
            "turns": self.turns,
            "winner": self.winner,
            "ended_by_limit": self.ended_by_limit,
            "events": self.events,
        }

    @classmethod
    def from_snapshot(cls, players: int, seed: int, options: Mapping[str, JSONValue],
                      snapshot: Mapping[str, JSONValue]) -> Ludo:
        fields = SnapshotFields(cls, snapshot)
        state = cls(players, seed, options)
        fields.check(fields["colours"] == list(state.colours),
                     f"has the colours {fields['colours']!r}, not those of {players} players")
        seats = range(players)
        state.pos = [fields.ints(row, f"pos[{s}]", PRISON, state.centre(s), length=PIECES)
                     for s, row in enumerate(fields.list(fields["pos"], "pos", length=players))]
        riding: list[list[Piece | None]] = []
        for s, row in enumerate(fields.list(fields["riding"], "riding", length=players)):
            riding.append([None if carrier is None
                           else (fields.seat(fields.list(carrier, "a carrier", length=2)[0], "a carrier's seat", players),
                                 fields.int(carrier[1], "a carrier's piece", 0, PIECES - 1))
                           for carrier in fields.list(row, f"riding[{s}]", length=PIECES)])
        state.riding = riding
        state.phase = fields.word(fields["phase"], "phase", ("rolloff", "play"))
        state.rolloff_waiting = [fields.seat(s, "rolloff_waiting", players)
                                 for s in fields.list(fields["rolloff_waiting"], "rolloff_waiting", max_length=players)]
        fields.check(len(set(state.rolloff_waiting)) == len(state.rolloff_waiting), "waits twice for one roll-off")
        rolls = fields.mapping(fields["rolloff_rolls"], "rolloff_rolls")
        seat_keys = {str(s): s for s in seats}
        state.rolloff_rolls = {}
        for key, throw in rolls.items():
            fields.check(key in seat_keys, f"has a roll-off throw of seat {key!r}")
            state.rolloff_rolls[seat_keys[key]] = _faces(fields, throw, "a roll-off throw", 2, 2)
        state.turn = fields.seat(fields["turn"], "turn", players)
        state.dice = _faces(fields, fields["dice"], "dice", 0, 2)
        state.rolled = _faces(fields, fields["rolled"], "rolled", 0, 2)
        state.rolled_by = fields.optional_seat(fields["rolled_by"], "rolled_by", players)
        state.awaiting_roll = fields.bool(fields["awaiting_roll"], "awaiting_roll")
        state.bound_piece = fields.optional_int(fields["bound_piece"], "bound_piece", 0, PIECES - 1)
        state.retreats = [fields.seat(s, "retreats", players)
                          for s in fields.list(fields["retreats"], "retreats", max_length=players - 1)]
        state.turns = fields.int(fields["turns"], "turns", 0, TURN_LIMIT)
        state.winner = fields.optional_seat(fields["winner"], "winner", players)
        state.ended_by_limit = fields.bool(fields["ended_by_limit"], "ended_by_limit")
        events = fields.list(fields["events"], "events")
        fields.check(all(isinstance(event, dict) and isinstance(event.get("kind"), str) for event in events),
                     "has an event that is not a kind and its details")
        state.events = copy.deepcopy(events)  # the saved base is kept: never share its lists
        fields.check(state.phase == "play" or (bool(state.rolloff_waiting) and state.winner is None),
                     "is in the roll-off with nobody left to roll")
        fields.check(state.winner is None or state.ended_by_limit
                     or all(p == state.centre(state.winner) for p in state.pos[state.winner]),
                     "has a winner who has not brought every piece home")
        state._legal_cache = None
        fields.finish(state)
        return state

    def clone(self) -> Ludo:
        other = self.position_copy(list(self.history))
        other.rng = copy_generator(self.rng)
        return other

    def position_copy(self, history: list[tuple[Seat, Action]]) -> Ludo:
        """A copy of the position with ``history`` in place of this game's, sharing this game's
        generator: ``clone`` gives it a copy; a searching player, whose copies never throw
        dice themselves, gives it none (copying a generator is most of a clone's cost)."""
        other = object.__new__(Ludo)
        other.__dict__.update(self.__dict__)
        other.pos = [list(p) for p in self.pos]
        other.riding = [list(r) for r in self.riding]
        other.rolloff_waiting = list(self.rolloff_waiting)
        other.rolloff_rolls = dict(self.rolloff_rolls)
        other.dice = list(self.dice)
        other.rolled = list(self.rolled)
        other.retreats = list(self.retreats)
        other.history = history
        # ``events`` is replaced on every action, never mutated afterwards, so it may be shared.
        return other

    def describe(self, seat: Seat, action: Action, lang: str = "en") -> Msg | str:
        who = _colour(self.colours[seat])
        if action.kind == "roll":
            return TEXTS.msg("{who} throws the dice", {"who": who})
        if action.kind == "back" and action.args:
            k = action.args[0]
            return TEXTS.msg("{who} moves piece {piece} back two squares",
                             {"who": who, "piece": k + 1 if isinstance(k, int) else k})
        if action.kind == "move" and len(action.args) >= 2:
            face, k = action.args[0], action.args[1]
            piece = int(k) + 1 if isinstance(k, int) else k
            freeing = isinstance(k, int) and 0 <= k < PIECES and self.pos[seat][k] == PRISON
            if freeing:
                text = TEXTS.msg("{who} frees piece {piece} with a CORONA", {"who": who, "piece": piece})
            else:
                text = TEXTS.msg("{who} moves piece {piece} with {face}",
                                 {"who": who, "piece": piece, "face": face_name(face)})
            rest = action.args[2:]
            if rest[:1] == ("prison",):
                text = TEXTS.msg("{move} and sends the opponents there to prison", {"move": text})
            elif rest[:1] == ("ride",) and len(rest) > 1:
                other: Msg | str = _colour(str(rest[1])) if str(rest[1]) in COLOUR_WORDS else str(rest[1])
                text = TEXTS.msg("{move} and rides on {other}", {"move": text, "other": other})
            return text
        return action.encode()

    def describe_result(self, seat: Seat, action: Action) -> Msg | None:
        """What the dice showed, for the log (the throw is public), and what followed from it at
        once: who starts after the roll for the start, no move possible, a double one's prison."""
        if action.kind != "roll" or len(self.rolled) != 2:
            return None
        dice = TEXTS.msg("{first} and {second}", {"first": face_name(self.rolled[0]),
                                                  "second": face_name(self.rolled[1])})
        if any(event.get("kind") == "double_one" for event in self.events):
            return TEXTS.msg("{dice}: a double one sends the pieces just behind to prison", {"dice": dice})
        if self.phase == "play" and self.rolloff_rolls and self.turns == 0 and not self.rolloff_waiting:
            return TEXTS.msg("{dice}; {who} starts", {"dice": dice, "who": _colour(self.colours[self.turn])})
        if self.phase == "play" and not self.dice and (self.turn != seat or self.awaiting_roll):
            return TEXTS.msg("{dice}: no move possible", {"dice": dice})
        return dice


def _colour(colour: str) -> Msg:
    """A colour as a player's name in the log ("Red throws the dice")."""
    return TEXTS.msg(COLOUR_WORDS[colour])


def _colour_in_text(colour: str) -> Msg:
    """A colour inside a sentence, in lower case ("Ana wins (red).")."""
    words = {"red": TEXTS.msg("red", context="a colour inside a sentence"),
             "blue": TEXTS.msg("blue", context="a colour inside a sentence"),
             "green": TEXTS.msg("green", context="a colour inside a sentence"),
             "yellow": TEXTS.msg("yellow", context="a colour inside a sentence")}
    return words[colour]


_VIEW_PATHS: dict[tuple[int, str], LudoPath] = {}


def _view_path(board: Board, colour: str) -> LudoPath:
    """A colour's path as the view shows it (built once per board and colour)."""
    key = (id(board), colour)
    found = _VIEW_PATHS.get(key)
    if found is None:
        path = board.path(colour)
        squares = tuple(int(path.squares[p] or 0) for p in range(path.last_track + 1))
        found = _VIEW_PATHS[key] = LudoPath(colour, path.last_track, path.centre, squares)
    return found


def _pair(value: object) -> tuple[int, int]:
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        raise ValueError(f"{value!r} is not a pair")
    return int(value[0]), int(value[1])


def _typed_event(event: Mapping[str, object]) -> LudoEvent | None:
    """An event of the snapshot as the view shows it; None for one that does not read as an event
    (a hand-edited save)."""
    try:
        def optional_int(name: str) -> int | None:
            value = event.get(name)
            return None if value is None else int(value)  # type: ignore[call-overload]

        face = event.get("face")
        on = event.get("on")
        pieces = event.get("pieces", event.get("prison", ()))
        dice = event.get("dice", ())
        return LudoEvent(
            kind=str(event["kind"]),
            seat=int(event["seat"]),  # type: ignore[call-overload]
            piece=optional_int("piece"),
            face=face if isinstance(face, (int, str)) else None,
            start=optional_int("from"),
            end=optional_int("to"),
            dice=tuple(f for f in dice if isinstance(f, (int, str))),  # type: ignore[attr-defined]
            pieces=tuple(_pair(v) for v in pieces),  # type: ignore[attr-defined]
            on=None if on is None else _pair(on),
        )
    except (KeyError, TypeError, ValueError):
        return None


def _faces(fields: SnapshotFields, value: object, name: str, low: int, high: int) -> list[int | str]:
    """Dice faces: 1-4 (ints, never bools) or the words corona and pluma."""
    faces = fields.list(value, name, max_length=high)
    fields.check(len(faces) >= low, f"has too few faces in {name}")
    for face in faces:
        fields.check((type(face) is int and 1 <= face <= 4) or face in (CORONA, PLUMA), f"has a face {face!r} in {name}")
    return list(faces)
