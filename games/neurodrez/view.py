"""What one seat may know of a NeuroDrez game (a frozen, typed value), and the actions' text forms.

Secrets are absent: the other players' tile hands and cards are counts, the deck a count. Cards
played are shown and lie face up on the discard pile.

Actions (plain words and numbers, so they stand in saves as they are; cells are 0..48, a1 = 0):

=============================  ================================================================
``roll``                       throw the three dice (figure, colour, surface)
``sudden``                     before rolling, with 18 tiles or more on the terrain: call early
                               sudden death (the next player is the first to remove a tile)
``place:TILE,CELL``            lay a tile of one's hand (colour*6+surface) on an empty cell
                               touching the terrain
``remove:CELL``                sudden death: take away the tile on CELL
``enter:PIECE,CELL,VIA``       bring a piece (colour*6+kind) onto the terrain; VIA is ``die``,
                               ``king`` (the king needs neither) or a card of one's hand (``D5``)
``move:FROM,TO,VIA``           move the piece on FROM to TO, VIA as for ``enter``
``withdraw:CELL``              no piece can enter or move: take the piece on CELL off the terrain,
                               show both cards and draw two new ones
``withdraw``                   the same with no piece of one's own on the terrain
=============================  ================================================================
"""

from __future__ import annotations

from dataclasses import dataclass

from game.cards.pokerdrez import PokerDrezCard
from game.core import Action, Seat
from game.text import N_
from game.view import View

ROLL, SUDDEN, PLACE, REMOVE, ENTER, MOVE, WITHDRAW = "roll", "sudden", "place", "remove", "enter", "move", "withdraw"
DIE, KING_VIA = "die", "king"
STEP_ROLL, STEP_PLACE, STEP_REMOVE, STEP_ACT, STEP_OVER = "roll", "place", "remove", "act", "over"
BUILD, SUDDEN_DEATH = "build", "sudden"
COMPETITIVE, COOPERATIVE, SOLO = "competitive", "cooperative", "solo"

COLOUR_NAMES = (N_("White"), N_("Black"), N_("Red"), N_("Green"), N_("Blue"), N_("Yellow"))
SURFACE_NAMES = (N_("Earth"), N_("Water"), N_("Air"), N_("Fire"), N_("Flora"), N_("Fauna"))
KIND_NAMES = (N_("king"), N_("queen"), N_("rook"), N_("bishop"), N_("knight"), N_("pawn"))
FACE_NAMES = ("", N_("Pawn"), N_("Knight"), N_("Bishop"), N_("Rook"), N_("Queen"), N_("Any"))


def tile_colour(tile: int) -> int:
    """A tile is ``colour * 6 + surface``."""
    return tile // 6


def tile_surface(tile: int) -> int:
    return tile % 6


def piece_colour(piece: int) -> int:
    """A piece is ``colour * 6 + kind`` (kinds: king, queen, rook, bishop, knight, pawn)."""
    return piece // 6


def piece_kind(piece: int) -> int:
    return piece % 6


@dataclass(frozen=True, slots=True)
class TileView:
    """A tile on the terrain: its cell, the tile (printed colour and surface), and the colour it
    shows now (the printed one, or the marker of whoever conquered it)."""

    cell: int
    tile: int
    colour: int
    surface: int
    marker: int | None


@dataclass(frozen=True, slots=True)
class PieceView:
    """A piece on the terrain: which one (``colour``, ``kind`` index of KINDS), its cell, its side,
    whether it stands on a tile of its side's colours (``safe``), whether it is conquering the tile
    (and since which turn), and the sides whose pieces could take it by their own move now
    (``threatened_by``)."""

    piece: int
    colour: int
    kind: int
    cell: int
    side: int
    safe: bool
    since: int
    threatened_by: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ActorView:
    """One turn-taker: the seat who plays it (in the solitaire one seat plays six colours), its
    side, the colours whose pieces it moves, and how many tiles and cards it holds."""

    seat: Seat
    side: int
    colours: tuple[int, ...]
    tiles: int
    cards: int


@dataclass(frozen=True, slots=True)
class Dice:
    figure: int
    colour: int
    surface: int


@dataclass(frozen=True, slots=True, kw_only=True)
class NeuroDrezView(View):
    """``mode``: competitive, cooperative or solo. ``phase``: ``build`` (tiles are laid) or
    ``sudden`` (tiles are taken away). ``step`` of the turn: ``roll``, ``place``, ``remove``, ``act``
    or ``over``. ``actor``: whose turn (an index into ``actors``).

    ``sides[i]``: the colours of side i (a player, or a team); ``limit``: pieces a side may have on
    the terrain at once. ``terrain``: the tiles laid; ``pieces``: the pieces on them (the others
    wait off the terrain). ``my_tiles[i]`` and ``my_cards[i]``: the tiles and cards of this seat's
    i-th actor (``mine`` lists those actors); empty for a spectator.

    ``dice``: this turn's throw (None before it), ``last_dice``: the throw of the turn before, kept
    on show. ``placeable``/``removable``: the cells a tile may go to or be taken from now.
    ``king_moved``: per side, whether its last action was the king's. ``claimed``: the cells
    conquered at the start of this turn. ``last_move``: (from, to) of the last piece action
    (from -1 for an entry, to -1 for a withdrawal). ``out_tiles``: tiles no longer in play (taken
    away, or left in hand when early sudden death was called). ``opening``: each round of the
    opening throw, (seat, face) pairs. ``result``: ``win``, ``coop_win``, ``coop_loss``, ``long`` or
    None; ``winners`` the seats who won; ``winning_side`` and ``winning_surface`` when one side won."""

    mode: str
    phase: str
    step: str
    turn: int
    actor: int
    actors: tuple[ActorView, ...]
    sides: tuple[tuple[int, ...], ...]
    limit: int
    terrain: tuple[TileView, ...]
    pieces: tuple[PieceView, ...]
    mine: tuple[int, ...]
    my_tiles: tuple[tuple[int, ...], ...]
    my_cards: tuple[tuple[PokerDrezCard, ...], ...]
    deck_count: int
    discard_count: int
    discard_top: PokerDrezCard | None
    dice: Dice | None
    last_dice: Dice | None
    placeable: tuple[int, ...]
    removable: tuple[int, ...]
    king_moved: tuple[bool, ...]
    claimed: tuple[int, ...]
    last_move: tuple[int, int] | None
    out_tiles: tuple[int, ...]
    tiles_laid: int
    sudden_called: bool
    opening: tuple[tuple[tuple[Seat, int], ...], ...]
    result: str | None
    winners: tuple[Seat, ...]
    winning_side: int | None
    winning_surface: int | None


def roll() -> Action:
    return Action(ROLL)


def call_sudden() -> Action:
    return Action(SUDDEN)


def place(tile: int, cell: int) -> Action:
    return Action(PLACE, (tile, cell))


def remove(cell: int) -> Action:
    return Action(REMOVE, (cell,))


def enter(piece: int, cell: int, via: str) -> Action:
    return Action(ENTER, (piece, cell, via))


def move(origin: int, target: int, via: str) -> Action:
    return Action(MOVE, (origin, target, via))


def withdraw(cell: int | None = None) -> Action:
    return Action(WITHDRAW) if cell is None else Action(WITHDRAW, (cell,))


def via_card(via: str) -> PokerDrezCard | None:
    """The card a VIA word names, or None (``die``, ``king``, or not a card)."""
    if via in (DIE, KING_VIA):
        return None
    try:
        return PokerDrezCard.decode(via)
    except ValueError:
        return None


@dataclass(frozen=True, slots=True)
class Play:
    """An action read back for a table: its kind, the tile and the cell of a ``place``, the cell of a
    ``remove`` or ``withdraw`` (``target``), the piece entering (``piece``) or the cell moved from
    (``origin``, -1 for an entry), the cell landed on (``target``) and what backs it (``via``)."""

    kind: str
    tile: int = -1
    piece: int = -1
    origin: int = -1
    target: int = -1
    via: str = ""


def read(action: Action) -> Play | None:
    """The parts of an action, or None when it is not well formed."""
    args = action.args
    ints = [a for a in args if isinstance(a, int)]
    if action.kind in (ROLL, SUDDEN) and not args:
        return Play(action.kind)
    if action.kind == WITHDRAW and not args:
        return Play(WITHDRAW)
    if action.kind in (REMOVE, WITHDRAW) and len(args) == 1 and len(ints) == 1:
        return Play(action.kind, target=ints[0])
    if action.kind == PLACE and len(args) == 2 and len(ints) == 2:
        return Play(PLACE, tile=ints[0], target=ints[1])
    if action.kind in (ENTER, MOVE) and len(args) == 3 and len(ints) == 2 and isinstance(args[2], str):
        if action.kind == ENTER:
            return Play(ENTER, piece=ints[0], target=ints[1], via=args[2])
        return Play(MOVE, origin=ints[0], target=ints[1], via=args[2])
    return None
