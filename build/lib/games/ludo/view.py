"""What a Ludo seat sees (everything: dice are thrown in the open), as a frozen value, and the
names of the dice faces and the actions that the table and the engine share.

A piece's place is its progress along its own colour's path: ``PRISON`` (-1), 0 on its start
CORONA, up to ``last_track`` on the shared track, then its home lane, then ``centre`` (home).
Each colour's path comes in the view (``LudoPath``) so the table can walk a piece square by
square without reading the board's rules. Actions: ``ROLL``, ``move(face, piece)`` with an
optional landing (``PRISON_LANDING`` or ``ride_landing(colour)``) and ``back(piece)``."""

from __future__ import annotations

from dataclasses import dataclass

from game.core import Action, Seat
from game.view import View

CORONA, PLUMA = "corona", "pluma"
Face = int | str
FACES: tuple[Face, ...] = (CORONA, PLUMA, 1, 2, 3, 4)
PIECES = 4
PRISON = -1
RETREAT_SQUARES = 2
MOVE, BACK = "move", "back"
ROLL = Action("roll")
PRISON_LANDING: tuple[str, ...] = ("prison",)
# Where a piece stands, for drawing: ("track", square) | ("lane", colour, step) | ("home", colour)
# | ("prison", colour, slot).
Place = tuple[object, ...]


def ride_landing(colour: str) -> tuple[str, ...]:
    """The landing that rides on a piece of ``colour``."""
    return ("ride", colour)


def move(face: Face, piece: int, landing: tuple[str, ...] = ()) -> Action:
    """Use the die showing ``face`` on ``piece`` (0-3); ``landing`` says what happens to the
    opponents on the square it reaches (empty when there are none)."""
    return Action(MOVE, (face, piece, *landing))


def back(piece: int) -> Action:
    """Move ``piece`` back two squares (after an opponent reached a CORONA)."""
    return Action(BACK, (piece,))


def is_move(action: Action) -> bool:
    return action.kind == MOVE


def is_back(action: Action) -> bool:
    return action.kind == BACK


def move_face(action: Action) -> Face:
    face = action.args[0]
    return face if isinstance(face, (int, str)) else str(face)


def move_piece(action: Action) -> int:
    return int(action.args[1])


def move_landing(action: Action) -> tuple[str, ...]:
    """``()``, ``("prison",)`` or ``("ride", colour)``."""
    return tuple(str(part) for part in action.args[2:])


def landing_rides_on(landing: tuple[str, ...]) -> str | None:
    """The colour a landing rides on, None when it does not ride."""
    return landing[1] if len(landing) > 1 and landing[0] == "ride" else None


def back_piece(action: Action) -> int:
    return int(action.args[0])


@dataclass(frozen=True, slots=True)
class LudoPath:
    """One colour's way round: ``squares[progress]`` is the track square of each progress on the
    track (0..``last_track``); after it come the home lane's steps, then home (``centre``)."""

    colour: str
    last_track: int
    centre: int
    squares: tuple[int, ...]

    def place(self, progress: int, slot: int) -> Place:
        """Where a piece of this colour at ``progress`` stands (``slot``: its prison cell)."""
        if progress == PRISON:
            return ("prison", self.colour, slot)
        if progress >= self.centre:
            return ("home", self.colour)
        if progress <= self.last_track:
            return ("track", self.squares[progress])
        return ("lane", self.colour, progress - self.last_track)


@dataclass(frozen=True, slots=True)
class PieceView:
    """A piece: ``where`` is "prison", "track" (with ``square``), "lane" (with ``step``) or
    "home"; ``riding`` is the (seat, piece) carrying it, if any."""

    where: str
    progress: int
    square: int | None = None
    step: int | None = None
    riding: tuple[int, int] | None = None


@dataclass(frozen=True, slots=True)
class Landing:
    """One action of the seat to act and the progress its piece ends on (for the table's ghost
    pawn and for marking a computer's move)."""

    action: Action
    piece: int
    end: int


@dataclass(frozen=True, slots=True, kw_only=True)
class LudoEvent:
    """What the last action did, step by step: ``roll`` (``dice``), ``free`` / ``move`` (``piece``,
    ``face``, progress ``start`` to ``end``), ``prison`` (``pieces`` sent there), ``ride`` (``piece``
    ``on`` a carrier), ``back`` (``piece``, ``start`` to ``end``), ``double_one`` (``pieces``)."""

    kind: str
    seat: Seat
    piece: int | None = None
    face: Face | None = None
    start: int | None = None
    end: int | None = None
    dice: tuple[Face, ...] = ()
    pieces: tuple[tuple[int, int], ...] = ()
    on: tuple[int, int] | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class LudoView(View):
    colours: tuple[str, ...]  # by seat, clockwise
    paths: tuple[LudoPath, ...]  # by seat
    pieces: tuple[tuple[PieceView, ...], ...]  # by seat, then piece
    phase: str  # "rolloff", then "play"
    turn: Seat | None  # whose turn in play (None in the roll-off)
    dice: tuple[Face, ...]  # the turn's dice not used yet
    rolled: tuple[Face, ...]  # what the last throw showed
    rolled_by: Seat | None
    must_roll: bool
    retreat: Seat | None  # the seat that must move a piece back now
    rolloff: tuple[tuple[Seat, tuple[Face, ...]], ...]  # the roll-off's throws so far, by seat
    bound_piece: int | None  # a freed piece that must take the other die's points
    moves: tuple[Landing, ...]  # the seat to act's moves and retreats, with where they end
    events: tuple[LudoEvent, ...]
    turns: int
    winner: Seat | None
