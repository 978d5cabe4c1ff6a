"""What one seat of Ideograma may know, as a frozen value, and the actions' names.

A seat sees the board, every score, how many tiles each player holds and how many are left in
the bag, and its own rack (a spectator none); the racks are shown in the open only at the end.
The table draws from this alone: it imports no rule and calls none. While a person lays tiles,
the table says which (``LaidTile``s, its ``tentative()``), the game screen asks the engine's
``preview`` and hands the table its :class:`Judgement`: the score and words of the play, or why
they make none. It is a query, not a copy of every play: checking a laid word needs the
dictionary and, in the challenge variant, scores placements no list holds.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core import Action, Seat
from game.text import Msg
from game.view import View

SIZE = 15
CENTRE = (7, 7)  # the start square, H8
BLANK = "?"  # a blank tile on a rack (racks hold upper-case letters, "Ñ" included)
COLUMNS = "ABCDEFGHIJKLMNO"
ALPHABET = "ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"  # the letters a blank may stand for, in order
CHECKED, CHALLENGE_MODE = "checked", "challenge"  # the option "words"
BLANK_WORD = "blank"  # a blank in an exchange

Square = tuple[int, int]  # (row, column) from the top left

PASS = Action("pass")
CHALLENGE = Action("challenge")
ACCEPT = Action("accept")


# --- actions: named constructors and readers -------------------------------------------------------

def tile_code(letter: str, blank: bool) -> str:
    """An action's code for a tile: A-Z, NY for Ñ; lower case for a blank standing for the letter."""
    code = "NY" if letter.upper() == "Ñ" else letter.upper()
    return code.lower() if blank else code


def code_letter(code: str) -> tuple[str, bool]:
    """(letter, is_blank) of a tile code: ``"ny"`` is a blank Ñ."""
    letter = "Ñ" if code.upper() == "NY" else code.upper()
    return letter, code.islower()


def play(row: int, col: int, direction: str, codes: tuple[str, ...]) -> Action:
    """New tiles from (row, col) along ``direction`` ("h" across, "v" down), squares already
    filled skipped; ``codes`` as :func:`tile_code` writes them."""
    return Action("play", (row, col, direction, *codes))


def is_play(action: Action) -> bool:
    return action.kind == "play"


def play_start(action: Action) -> tuple[Square, str]:
    """The first new tile's square and the direction of a play."""
    row, col, direction = action.args[:3]
    return (int(row), int(col)), str(direction)


def play_codes(action: Action) -> tuple[str, ...]:
    return tuple(str(code) for code in action.args[3:])


def exchange(codes: tuple[str, ...]) -> Action:
    """Rack tiles back to the bag: codes A-Z, NY, or ``blank``, in alphabet order."""
    return Action("exchange", tuple(codes))


def is_exchange(action: Action) -> bool:
    return action.kind == "exchange"


def exchange_codes(action: Action) -> tuple[str, ...]:
    return tuple(str(code) for code in action.args)


def rack_code(tile: str) -> str:
    """A rack tile's code in an exchange."""
    return BLANK_WORD if tile == BLANK else tile_code(tile, False)


# --- the view's parts -------------------------------------------------------------------------------

@dataclass(frozen=True, slots=True, kw_only=True)
class BoardTile:
    """A tile on the board: its square, its letter (upper case) and whether it is a blank."""

    row: int
    col: int
    letter: str
    blank: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class WordScore:
    word: str  # upper case
    points: int


@dataclass(frozen=True, slots=True, kw_only=True)
class Move:
    """The last move as everybody saw it. ``kind``: play, exchange, pass or challenge."""

    seat: Seat
    kind: str
    tiles: tuple[BoardTile, ...] = ()  # a play's new tiles
    words: tuple[WordScore, ...] = ()  # a play's words
    score: int = 0
    bonus: int = 0
    count: int = 0  # tiles exchanged
    against: Seat | None = None  # a challenge: whose word
    upheld: bool = False  # a challenge: the word came off
    bad_words: tuple[str, ...] = ()  # a challenge upheld: the words not in the dictionary


@dataclass(frozen=True, slots=True, kw_only=True)
class Pending:
    """A word waiting for a challenge (challenge variant)."""

    seat: Seat
    tiles: tuple[BoardTile, ...]
    score: int


@dataclass(frozen=True, slots=True, kw_only=True)
class LaidTile:
    """A tile a person has laid this turn, not yet played."""

    row: int
    col: int
    letter: str  # upper case; for a blank, the letter it stands for
    blank: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class Judgement:
    """What tiles laid by hand make: the play and its score, or why they make none (the engine's
    ``preview`` of a tentative play, for the seat to act)."""

    action: Action | None = None
    score: int | None = None
    words: tuple[tuple[str, int], ...] = ()
    bonus: int = 0
    reason: Msg | None = None  # None when playable or when nothing is laid
    playable: bool = False
    unchecked: bool = False  # challenge variant: the words are not judged


@dataclass(frozen=True, slots=True, kw_only=True)
class IdeogramaView(View):
    board: tuple[tuple[str | None, ...], ...]  # SIZE rows of upper-case letters or None
    blanks: tuple[Square, ...]  # squares whose tile is a blank
    premiums: tuple[tuple[str, ...], ...]  # "", "DL", "TL", "DW", "TW" per square
    values: tuple[tuple[str, int], ...]  # letter -> points
    scores: tuple[int, ...]
    rack_sizes: tuple[int, ...]
    bag: int  # tiles left in the bag
    turn: Seat | None
    start_draws: tuple[tuple[str | None, ...], ...]  # the first-tile draws, a round each
    first_player: Seat
    words: str  # CHECKED or CHALLENGE_MODE
    move: Move | None  # the last move's public facts
    pending: Pending | None
    scoreless_turns: int
    end: str | None  # "out" or "blocked"
    went_out: Seat | None
    adjustments: tuple[int, ...] | None
    rack: tuple[str, ...] | None  # the seat's own tiles (None: a spectator)
    final_racks: tuple[tuple[str, ...], ...] | None  # every rack, once the game is over

    def value(self, letter: str) -> int | None:
        return next((points for name, points in self.values if name == letter), None)

    def cell(self, square: Square) -> str | None:
        return self.board[square[0]][square[1]]

    def is_blank(self, square: Square) -> bool:
        return square in self.blanks
