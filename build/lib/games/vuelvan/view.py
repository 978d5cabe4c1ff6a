"""What one seat of Vuelvan may know, as a frozen value; the actions' names and readers.

A player never sees their own Clue cards: in the view of seat ``s`` the cards of hand ``s``
have no ``code`` (None), only what the whole table knows of them (``possible``, ``knows``),
and so do that seat's face-down discards and the Doors it has not seen. A spectator sees no
card of any hand. Everything a table draws is here, worked out by the engine: what each card
is known to be, which hints point at the cards one can see, whether a placed card was right.

Cards are two-letter codes (``RL`` = Red Lady, ``RB`` and ``LT`` the wild cards); Doors and
hand slots are numbered from 0.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from game.core import Action, Seat
from game.view import View

DOORS = 4
GEMS: tuple[str, ...] = ("red", "blue", "white", "black")
ROLES: tuple[str, ...] = ("lady", "tiger")
COLOURS: tuple[str, ...] = ("red", "blue")
WILD_CODES: tuple[str, ...] = ("RB", "LT")
# What each card counts as (a wild counts as both of one attribute and none of the other).
CARD_ROLES: Mapping[str, tuple[str, ...]] = MappingProxyType({
    "RL": ("lady",), "BL": ("lady",), "RT": ("tiger",), "BT": ("tiger",), "RB": (), "LT": ("lady", "tiger"),
})
CARD_COLOURS: Mapping[str, tuple[str, ...]] = MappingProxyType({
    "RL": ("red",), "BL": ("blue",), "RT": ("red",), "BT": ("blue",), "RB": ("red", "blue"), "LT": (),
})
# The gem each kind of action spends.
GEM_OF_KIND: Mapping[str, str] = MappingProxyType(
    {"role": "red", "colour": "blue", "look": "white", "swap": "black", "drop": "black"})
# The rulebook's final table: each line's name and its points, in the rulebook's order.
SCORE_POINTS: tuple[tuple[str, int], ...] = (
    ("correct", 1), ("unused_gems", 2), ("wild_discarded", 3), ("wrong_door", -4), ("clue_discarded", -5),
    ("wild_on_door", -6),
)


@dataclass(frozen=True, slots=True, kw_only=True)
class Knowledge:
    """What the whole table knows of a card from its possible identities: exactly which card
    (``exact``), or a role and a colour it surely has or surely has not."""

    exact: str | None = None
    role: str | None = None
    colour: str | None = None
    not_role: str | None = None
    not_colour: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class HandCardView:
    """A card in a hand. ``code`` is None for the viewer's own cards (and all, for a spectator);
    ``possible`` is what everybody knows it may be, ``knows`` the same in words; ``points`` the
    hints (lady, tiger, red, blue) that would point at it, when the viewer sees it; ``hinted`` the
    number of the action that last pointed at it; ``swapped`` "taken" or "given" after a swap."""

    code: str | None
    possible: tuple[str, ...]
    knows: Knowledge
    points: tuple[str, ...] = ()
    hinted: int | None = None
    swapped: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class DoorView:
    """A Door: its owner (None: a neutral Door), who looked at it, its card when the viewer knows it."""

    owner: Seat | None
    looked_by: tuple[Seat, ...] = ()
    code: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class PlacedView:
    """A card placed on a Door: shown to everybody on its way, so its code is public. ``possible``
    is what was known of it when placed; ``correct`` whether it scored, once the game is over."""

    seat: Seat
    door: int
    code: str
    possible: tuple[str, ...]
    swapped: str | None = None
    correct: bool | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class DiscardView:
    """A discarded card, face down: its discarder never saw it (``code`` None for them)."""

    seat: Seat
    possible: tuple[str, ...]
    code: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class HintView:
    by: Seat
    to: Seat
    kind: str  # "role" or "colour"
    value: str  # lady/tiger or red/blue
    slots: tuple[int, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class ScoreLine:
    """One line of the final table: how many, and the points each is worth."""

    key: str
    count: int
    points: int


@dataclass(frozen=True, slots=True, kw_only=True)
class VuelvanView(View):
    players: int
    level: str
    opposite_doors: bool
    turn: Seat | None  # None once the game is over
    doors: tuple[DoorView, ...]
    hands: tuple[tuple[HandCardView, ...], ...]
    placed: tuple[PlacedView, ...]
    discards: tuple[DiscardView, ...]
    gems: tuple[tuple[str, ...], ...]
    gems_used: tuple[int, ...]
    gem_limit: int | None
    box: int  # Clue cards left in the box (never seen)
    hints: tuple[HintView, ...]
    actions_done: int
    # Once the game is over: the final table, the team's score and its band.
    tally: tuple[ScoreLine, ...] = ()
    score: int | None = None
    rating: str | None = None


# --- actions: named constructors and readers -----------------------------------------------------
def play(slot: int, door: int) -> Action:
    """Place one's card ``slot`` on Door ``door``."""
    return Action("play", (slot, door))


def discard(slot: int) -> Action:
    return Action("discard", (slot,))


def hint(kind: str, target: Seat, value: str) -> Action:
    """A red-gem (``kind`` "role": lady/tiger) or blue-gem (``kind`` "colour": red/blue) hint."""
    return Action(kind, (target, value))


def look(door: int) -> Action:
    """The white gem: look at Door ``door`` in secret."""
    return Action("look", (door,))


def swap(mine: int, target: Seat, theirs: int) -> Action:
    """The black gem: swap one's card ``mine`` with ``target``'s card ``theirs``."""
    return Action("swap", (mine, target, theirs))


def drop() -> Action:
    """Give up a lone black gem (no cards left)."""
    return Action("drop")


def is_hint(action: Action) -> bool:
    return action.kind in ("role", "colour")


def play_parts(action: Action) -> tuple[int, int]:
    """(slot, door) of a ``play``."""
    slot, door = action.args
    return int(slot), int(door)


def discard_slot(action: Action) -> int:
    return int(action.args[0])


def hint_parts(action: Action) -> tuple[str, Seat, str]:
    """(kind, target, value) of a hint."""
    target, value = action.args
    return action.kind, int(target), str(value)


def hint_target(action: Action) -> Seat:
    return int(action.args[0])


def look_door(action: Action) -> int:
    return int(action.args[0])


def swap_parts(action: Action) -> tuple[int, Seat, int]:
    """(mine, target, theirs) of a ``swap``."""
    mine, target, theirs = action.args
    return int(mine), int(target), int(theirs)


def gem_of(action: Action) -> str | None:
    """The gem an action spends (None: a card played or discarded)."""
    return GEM_OF_KIND.get(action.kind)
