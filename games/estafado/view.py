"""What one side of Estafado may know, as a frozen value; the floor's and the ring's geometry; the
game's actions by name.

Seat 0 is the Red Fox (with the Bald Eagle and the Vixen), seat 1 the Crow (with the Black Bear and
the Sun/Moon). Floor cells are numbered ``row * 5 + column`` from the top-left corner and named
``a1``..``e5`` (column letter, row number). The ring around the floor has 20 spaces, one at each
end of every row and column and none at the corners, numbered clockwise from the space above
column ``a``: 0-4 above columns a-e, 5-9 right of rows 1-5, 10-14 below columns e-a, 15-19 left of
rows 5-1. Every ring space faces one line of the floor (``ring_line``).

A face-down card's identity is absent from a view unless that side has seen it (``memory``): the
Fox's hand is a count for the Crow, the cards the Crow peeked at are hers alone.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core import Action, Seat
from game.view import View

FOX, CROW = 0, 1
SIZE = 5
CELLS = SIZE * SIZE
RING = 20
COLUMNS = "abcde"
# Where the pieces start (the rulebook's diagram is lost; see the engine's decisions).
FOX_START = 0  # a1
BEAR_START = 24  # e5
CROW_START = 12  # below column c
SUN_START = 14  # below column a: the Sun/Moon's start and finish
EAGLE_MIN_DISTANCE = 5  # the Eagle starts at least this many ring steps from the Crow (engine: why)

# Phases, in the order of a round.
EAGLE_START = "eagle_start"  # the Fox sets the Eagle on the ring (once, before the first move)
FOX_MOVE = "fox_move"  # the first step of a move (or a rest when no step is possible)
FOX_SECOND = "fox_second"  # the second step, or stop after one (option 2)
FOX_EXCHANGE = "fox_exchange"  # a card was revealed: exchange it for a hand card, or keep it
FOX_LEAP = "fox_leap"  # a Leap card offers one step further
FOX_LIGHT = "fox_light"  # a Glow card turns up a neighbour: which one
FOX_SCOUT = "fox_scout"  # a Scout card: which face-down card to look at
FOX_DISCARD = "fox_discard"  # a sixth card in hand: which one to discard
FOX_DIVE = "fox_dive"  # a Water Dive card: move the Eagle or not
EAGLE = "eagle"  # the Eagle's flight
CROW_ALARM = "crow_alarm"  # an Alarm card lets the Crow look at one card anywhere
CROW_MOVE = "crow_move"  # the Crow slides one ring space
CROW_PEEK = "crow_peek"  # which face-down card of her line to look at
CROW_SWAP = "crow_swap"  # what to swap it with
BEAR = "bear"  # the Bear's step (the Sun/Moon then moves by itself)
OVER = "over"
PHASES: tuple[str, ...] = (
    EAGLE_START,
    FOX_MOVE,
    FOX_SECOND,
    FOX_EXCHANGE,
    FOX_LEAP,
    FOX_LIGHT,
    FOX_SCOUT,
    FOX_DISCARD,
    FOX_DIVE,
    EAGLE,
    CROW_ALARM,
    CROW_MOVE,
    CROW_PEEK,
    CROW_SWAP,
    BEAR,
    OVER,
)
FOX_PHASES = frozenset(
    (EAGLE_START, FOX_MOVE, FOX_SECOND, FOX_EXCHANGE, FOX_LEAP, FOX_LIGHT, FOX_SCOUT, FOX_DISCARD, FOX_DIVE, EAGLE)
)

# How the game ended.
RABBITS_CAUGHT, EAGLE_CAUGHT_CROW, BEAR_CAUGHT_FOX, SUN_SET = "rabbits", "eagle", "bear", "sun"
ENDS: tuple[str, ...] = (RABBITS_CAUGHT, EAGLE_CAUGHT_CROW, BEAR_CAUGHT_FOX, SUN_SET)


# --- geometry -----------------------------------------------------------------------------------
def cell_name(cell: int) -> str:
    return f"{COLUMNS[cell % SIZE]}{cell // SIZE + 1}"


def row_of(cell: int) -> int:
    return cell // SIZE


def column_of(cell: int) -> int:
    return cell % SIZE


def orthogonal(cell: int) -> tuple[int, ...]:
    """The cards next to ``cell`` up, down, left and right ("adyacentes", never diagonal)."""
    row, col = divmod(cell, SIZE)
    found = []
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        r, c = row + dr, col + dc
        if 0 <= r < SIZE and 0 <= c < SIZE:
            found.append(r * SIZE + c)
    return tuple(found)


def diagonal(cell: int) -> tuple[int, ...]:
    row, col = divmod(cell, SIZE)
    found = []
    for dr, dc in ((-1, -1), (-1, 1), (1, -1), (1, 1)):
        r, c = row + dr, col + dc
        if 0 <= r < SIZE and 0 <= c < SIZE:
            found.append(r * SIZE + c)
    return tuple(found)


def ring_side(space: int) -> str:
    """ "N", "E", "S" or "W": the side of the floor a ring space lies on."""
    return "NESW"[space // SIZE]


def ring_line(space: int) -> tuple[int, ...]:
    """The floor cells of the row or column a ring space faces."""
    side, index = divmod(space, SIZE)
    if side == 0:
        return tuple(r * SIZE + index for r in range(SIZE))
    if side == 1:
        return tuple(index * SIZE + c for c in range(SIZE))
    if side == 2:
        column = SIZE - 1 - index
        return tuple(r * SIZE + column for r in range(SIZE))
    row = SIZE - 1 - index
    return tuple(row * SIZE + c for c in range(SIZE))


def ring_distance(a: int, b: int) -> int:
    """Steps between two ring spaces the short way round."""
    d = (a - b) % RING
    return min(d, RING - d)


# --- actions ------------------------------------------------------------------------------------
STOP = Action("stop")  # end the move here: after one step (option 2) or declining a Leap or a Water Dive
REST = Action("rest")  # no step is possible: the Fox stays
KEEP = Action("keep")  # keep the revealed card (no exchange)
SWAP_DECK = Action("swap_deck")  # the peeked card for the top card of the deck
NO_SWAP = Action("no_swap")  # the peeked card cannot be swapped
BEAR_STAY = Action("bear_stay")  # the Bear has no card to go to


def perch(space: int) -> Action:
    """The Eagle's starting space on the ring."""
    return Action("perch", (space,))


def step(cell: int) -> Action:
    """The Fox steps onto ``cell``."""
    return Action("step", (cell,))


def vixen(cell: int) -> Action:
    """The Vixen's protection on ``cell`` (once per game)."""
    return Action("vixen", (cell,))


def exchange(code: str) -> Action:
    """The revealed card for the hand card ``code``, which acts instead."""
    return Action("exchange", (code,))


def light(cell: int) -> Action:
    return Action("light", (cell,))


def scout(cell: int) -> Action:
    return Action("scout", (cell,))


def discard(code: str) -> Action:
    return Action("discard", (code,))


def dive(steps: int) -> Action:
    """A Water Dive: the Eagle moves ``steps`` ring spaces (negative: anticlockwise)."""
    return Action("dive", (steps,))


def eagle(steps: int) -> Action:
    """The Eagle's flight: one space either way, or two once per game."""
    return Action("eagle", (steps,))


def alarm(cell: int) -> Action:
    return Action("alarm", (cell,))


def crow(steps: int) -> Action:
    """The Crow slides one ring space: +1 clockwise, -1 anticlockwise."""
    return Action("crow", (steps,))


def peek(cell: int) -> Action:
    return Action("peek", (cell,))


def swap(cell: int) -> Action:
    """The peeked card for the card on ``cell``."""
    return Action("swap", (cell,))


def bear(cell: int) -> Action:
    return Action("bear", (cell,))


CELL_ACTIONS = frozenset(("step", "vixen", "light", "scout", "alarm", "peek", "swap", "bear"))
RING_ACTIONS = frozenset(("perch", "dive", "eagle", "crow"))
CARD_ACTIONS = frozenset(("exchange", "discard"))


def cell_of(action: Action) -> int | None:
    """The floor cell an action names, if it names one."""
    if action.kind in CELL_ACTIONS and action.args and isinstance(action.args[0], int):
        return action.args[0]
    return None


def card_of(action: Action) -> str | None:
    if action.kind in CARD_ACTIONS and action.args and isinstance(action.args[0], str):
        return action.args[0]
    return None


def steps_of(action: Action) -> int | None:
    if action.kind in RING_ACTIONS and action.args and isinstance(action.args[0], int):
        return action.args[0]
    return None


# --- what happened, as everybody saw it ------------------------------------------------------------
# Kinds of happening (the detail of the last move, for the table's animations and the log).
REVEALED = "revealed"  # cells[0] turned face up: card
FLIPPED_DOWN = "flipped_down"  # cells turned face down at the end of the Fox's move
STEPPED = "stepped"  # the Fox went from cells[0] to cells[1]
JUMPED_BACK = "jumped_back"  # Yikes: the Fox went from cells[0] back to cells[1]
EXCHANGED = "exchanged"  # cells[0]: card from the hand replaced the revealed one (now discarded)
ROLLED = "rolled"  # the Evasion die: face, for the rabbit on cells[0]
CAPTURED = "captured"  # the rabbit card on cells[0] was caught; a deck card filled the space
ESCAPED = "escaped"  # the rabbit on cells[0] escaped and stays face up
LOST_MOVE = "lost_move"  # the Fox's move was skipped (Ouch)
SPRAYED = "sprayed"  # the next move is one card only
STOLEN = "stolen"  # card went from the Fox's hand to the discards
DREW = "drew"  # the Fox drew a card into his hand
SCOUTED = "scouted"  # the Fox looked at cells[0]
ALARMED = "alarmed"  # the Crow will look at one card
GALE_BLEW = "gale"  # cells were shuffled among themselves
PEEKED = "peeked"  # the Crow looked at cells[0]
SWAPPED = "swapped"  # the cards on cells[0] and cells[1] changed places
SWAPPED_DECK = "swapped_deck"  # the card on cells[0] went before the Crow; the deck's top card took its place
SWAP_BLOCKED = "swap_blocked"  # the card on cells[1] cannot be moved: nothing moved
BEAR_MOVED = "bear_moved"  # cells[0] -> cells[1]
SUN_MOVED = "sun_moved"
EAGLE_MOVED = "eagle_moved"
CROW_MOVED = "crow_moved"
VIXEN_PLACED = "vixen_placed"
GAME_WON = "won"  # face: the end (one of ENDS)


@dataclass(frozen=True, slots=True)
class Happening:
    """One public fact of a move: what kind, on which cells, which card if it was seen by both, and
    a word (a die face, how the game ended)."""

    kind: str
    cells: tuple[int, ...] = ()
    card: str | None = None
    word: str | None = None


# --- the view -----------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True, kw_only=True)
class EstafadoView(View):
    phase: str
    round: int  # 1.. (the Sun/Moon ends the game after 20)
    # The floor, per cell: the card if face up, else None; ``memory`` the card this side last saw
    # there while it lay face down (None: unknown); ``special_backs`` face-down cells whose back differs.
    face_up: tuple[str | None, ...]
    memory: tuple[str | None, ...]
    tokens: tuple[int, ...]  # per cell, the public number of the physical card there (it moves with the card)
    special_backs: tuple[int, ...]
    fox: int
    bear: int
    bear_from: int | None  # the Bear's arrow: the card it may not go back to
    crow: int
    eagle: int | None  # None until the Fox sets it
    sun: int
    sun_start: int
    vixen: int | None  # the protected cell
    vixen_used: bool
    eagle_double_used: bool
    deck_swaps: int  # 0..3 used by the Crow
    deck_count: int
    deck_top_special: bool  # the top card of the deck shows a different back
    discard: tuple[str, ...]  # face up, newest last
    captured: tuple[str, ...]  # the rabbits before the Fox
    hand: tuple[str, ...]  # the Fox's hand: the Fox's own view only
    hand_count: int
    hand_special: int  # cards in the Fox's hand whose back differs (seen by both)
    crow_pile: tuple[str | None, ...]  # the cards before the Crow: hers; the Fox sees those he knew
    lose_move: bool  # the Fox's next move is lost (Ouch)
    spray_next: bool  # the Fox's next move is one card only (Spray)
    one_step_now: bool  # the Fox's current move is one card only
    alarms: int  # looks the Crow will take at the start of her turn
    move_start: int | None  # where the Fox's current move began
    path: tuple[int, ...]  # the cells the Fox stepped on this move
    revealed: tuple[int, ...]  # cells turned up this move (they go back down unless they keep face up)
    acting: int | None  # the cell whose card is asking a question (exchange, glow)
    peeked: int | None  # the cell the Crow looked at this turn
    happenings: tuple[Happening, ...]  # what the last move did, as everybody saw it
    winner: Seat | None
    end: str | None  # one of ENDS once over
