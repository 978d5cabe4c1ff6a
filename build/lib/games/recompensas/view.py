"""What the player of Recompensas may know, as a frozen value, and the named actions of the game.

Everything on the Doors is public; the deck is a count (its order is the secret), and at the
Impossible level so are the cards set aside. The engine also carries what its rules work out
for the table: the Hint's suggestion, whether the game can still be won, and how many trash
pairs Remove would take from the revealed Door.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core import Action
from game.view import View

DOORS = ("RL", "BL", "RT", "BT")  # top-left, top-right, bottom-left, bottom-right
GEMS = ("red", "blue", "white", "black")
TREASURES = ("red", "blue")
TRASH = ("white", "black")
WILDS = ("RB", "LT")
ROUNDS = 3
ROLE_PAIR = {"L": ("RL", "BL"), "T": ("RT", "BT")}  # the two Doors of each role: gems move between them


def other_door_of_role(door: str) -> str:
    """Where a gem on ``door`` moves to: the other Door of the same role."""
    first, second = ROLE_PAIR[door[1]]
    return second if door == first else first


# --- actions ----------------------------------------------------------------------------------
PASS = Action("pass")
REMOVE = Action("remove")
COLLECT = Action("collect")


def move(door: str, gem: str) -> Action:
    """One ``gem`` from ``door`` to the other Door of its role."""
    return Action("move", (door, gem))


def restore(white_door: str, black_door: str) -> Action:
    """A wild card: a removed white gem back on ``white_door``, a black one on ``black_door``."""
    return Action("restore", (white_door, black_door))


def swap(giver: str, taker: str) -> Action:
    """A wild card while no trash is removed: a black gem from ``giver`` to ``taker``, a white one back."""
    return Action("swap", (giver, taker))


def move_of(action: Action) -> tuple[str, str]:
    """The Door and the gem of a ``move``."""
    door, gem = action.args
    assert isinstance(door, str) and isinstance(gem, str)
    return door, gem


def doors_of(action: Action) -> tuple[str, str]:
    """The two Doors of a ``restore`` (white's, black's) or a ``swap`` (giver, taker)."""
    first, second = action.args
    assert isinstance(first, str) and isinstance(second, str)
    return first, second


# --- the view ---------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True, kw_only=True)
class Gems:
    """How many gems of each colour (on a Door, collected, or removed)."""

    red: int = 0
    blue: int = 0
    white: int = 0
    black: int = 0

    def count(self, gem: str) -> int:
        value: int = getattr(self, gem)
        return value


@dataclass(frozen=True, slots=True, kw_only=True)
class DoorGems:
    door: str
    gems: Gems


@dataclass(frozen=True, slots=True, kw_only=True)
class RecompensasView(View):
    doors: tuple[DoorGems, ...]  # in DOORS order
    collected: Gems  # red and blue treasure gone for good
    removed: Gems  # white and black trash removed
    score: int
    current: str | None  # the revealed Clue card (None at the end)
    deck_size: int
    played: tuple[str, ...]
    markers: tuple[str, ...]  # the card under each round marker
    round: int
    level: str
    set_aside: tuple[str, ...] | None  # None: set aside face down (Impossible)
    set_aside_count: int
    turns_left: int
    won: bool
    hint: Action | None  # what the Hint button suggests (for the seat to act, when it has a choice)
    winnable: bool  # False: too few cards of some colour are left, whatever comes
    remove_pairs: int  # the white-black pairs Remove would take from the revealed Door

    def door(self, code: str) -> Gems:
        return next(entry.gems for entry in self.doors if entry.door == code)
