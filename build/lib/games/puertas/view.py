"""What one seat of Puertas may know, as a frozen value, and the game's actions by name.

The table draws only from :class:`PuertasView`; the Bayesian player reads only it. The other
player's Door is absent (None) until the round is over; the deck's order and the two Doors
set aside are never in it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core import Action, Seat
from game.view import View

TARGET = 10  # gems that win the game
MARKET_SIZE = 4
SET_SIZE = 4
COLOURS: tuple[str, ...] = ("red", "blue")
ROLES: tuple[str, ...] = ("lady", "tiger")

# Phases of a round (see the engine's docstring).
COLLECT, REVEAL_PHASE, GUESS, AFTER_DISCARD, ROUND_OVER, OVER = (
    "collect", "reveal", "guess", "after_discard", "round_over", "over")

# Why a round ended.
REASONS: tuple[str, ...] = ("collector_set", "guesser_set", "guess_right", "guess_wrong", "deck_out")

# --- actions, by name ---------------------------------------------------------------------------
REVEAL = Action("reveal")
SCORE_SET = Action("score_set")
END_TURN = Action("end_turn")
NEXT_ROUND = Action("next_round")


def take(slot: int, code: str) -> Action:
    """The Collector takes the market card ``code`` from ``slot``."""
    return Action("take", (slot, code))


def discard(slot: int, code: str) -> Action:
    """The Guesser discards the market card ``code`` from ``slot``."""
    return Action("discard", (slot, code))


def guess(*parts: str) -> Action:
    """A guess: a colour, a role, or a colour and a role (in that order)."""
    return Action("guess", tuple(parts))


def is_take(action: Action) -> bool:
    return action.kind == "take"


def is_discard(action: Action) -> bool:
    return action.kind == "discard"


def is_guess(action: Action) -> bool:
    return action.kind == "guess"


def market_slot(action: Action) -> int:
    """The market slot a take or a discard names."""
    return int(action.args[0])


def market_card(action: Action) -> str:
    """The card a take or a discard names."""
    return str(action.args[1])


def guess_parts(action: Action) -> tuple[str, ...]:
    """What a guess names: ``("red",)``, ``("lady",)`` or ``("red", "lady")``."""
    return tuple(str(part) for part in action.args)


# --- the view -----------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True, kw_only=True)
class RoundResult:
    """What ended a round, kept as public record (identities are shown at the end)."""

    number: int
    collector: Seat
    identities: tuple[str, str]  # per seat
    winner: Seat
    gems: int
    reason: str  # one of REASONS
    guess: tuple[str, ...] = ()
    set_attribute: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "collector": self.collector,
            "identities": list(self.identities),
            "winner": self.winner,
            "gems": self.gems,
            "reason": self.reason,
            "guess": list(self.guess),
            "set_attribute": self.set_attribute,
        }


@dataclass(frozen=True, slots=True, kw_only=True)
class PuertasView(View):
    phase: str
    collector: Seat
    guesser: Seat
    scores: tuple[int, int]
    target: int = TARGET
    round: int  # the round being played, or the one just finished
    # Each seat's Door: the viewer's own, and both once the round is over; else None.
    identities: tuple[str | None, str | None]
    market: tuple[str, ...]
    deck_count: int
    refilled: int | None  # the market slot the last take or discard refilled
    discard: tuple[str, ...]
    collected: tuple[str, ...]  # the Collector's cards, face up
    # The attributes of the viewer's own Door that the Collector's cards hold a set for.
    my_sets: tuple[str, ...]
    # Indexes of the Collector's cards to glow: a set the viewer may score (or must reveal), or,
    # once the round is over, the set that won it.
    set_glow: tuple[int, ...]
    rounds: tuple[RoundResult, ...]
    winner: Seat | None  # once the game is over
