"""Tricks: what every trick-taking game shares, whatever its deck and its ranking.

A trick is led by one seat; the others play in seat order (``seat + 1`` modulo the players, the
kit's play order) until every seat has played once. What differs from game to game is passed in as
a function: which "suit" a card belongs to (a figure, a colour...) for following, and how strong a
card is in a trick given the card led (trumps, a super-trump colour...) for the winner.

- ``Trick``: a trick in progress (its leader and the cards played, in play order), immutable.
- ``playable``: the cards of a hand a seat may play to a trick: any card when leading or when it
  holds none of the suit led, else only cards of that suit.
- ``Trick.winner``: the seat of the strongest card, by a ranking function of (card, card led).
- ``tricks_taken`` / ``side_tricks``: how many tricks each seat, or each partnership, took.
- ``voids``: the suits each seat has shown it lacks (it did not follow), for players who sample
  hidden hands consistent with what they saw.

Pure and typed (``mypy --strict``); no game's name or deck here.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

C = TypeVar("C")
K = TypeVar("K", bound=Hashable)


class Comparable(Protocol):
    def __lt__(self, other: Any, /) -> bool: ...


@dataclass(frozen=True, slots=True)
class Trick(Generic[C]):
    """A trick in progress: ``leader`` played ``cards[0]``, the next seats in play order the rest."""

    leader: int
    players: int
    cards: tuple[C, ...] = ()

    def __post_init__(self) -> None:
        if type(self.players) is not int or self.players < 1:
            raise ValueError(f"a trick needs at least one player, not {self.players!r}")
        if type(self.leader) is not int or not 0 <= self.leader < self.players:
            raise ValueError(f"there is no seat {self.leader!r} to lead among {self.players}")
        if len(self.cards) > self.players:
            raise ValueError(f"{len(self.cards)} cards in a trick of {self.players} players")

    @property
    def complete(self) -> bool:
        return len(self.cards) == self.players

    @property
    def led(self) -> C | None:
        """The card led (None before the leader plays)."""
        return self.cards[0] if self.cards else None

    def seat_at(self, index: int) -> int:
        """The seat that plays (or played) the ``index``-th card of the trick."""
        return (self.leader + index) % self.players

    @property
    def to_play(self) -> int | None:
        """The seat to play next, None once complete."""
        return None if self.complete else self.seat_at(len(self.cards))

    @property
    def plays(self) -> tuple[tuple[int, C], ...]:
        """Each card with the seat that played it, in play order."""
        return tuple((self.seat_at(index), card) for index, card in enumerate(self.cards))

    def card_of(self, seat: int) -> C | None:
        """The card ``seat`` played to this trick, None if it has not played yet."""
        for player, card in self.plays:
            if player == seat:
                return card
        return None

    def play(self, seat: int, card: C) -> Trick[C]:
        """This trick with ``card`` added by ``seat``, who must be the seat to play."""
        if seat != self.to_play:
            raise ValueError(f"seat {seat} is not to play to this trick (seat {self.to_play} is)")
        return Trick(self.leader, self.players, (*self.cards, card))

    def winner(self, power: Callable[[C, C], Comparable]) -> int:
        """The seat whose card is strongest: ``power(card, card_led)`` ranks the cards played (the
        highest wins; between equal powers, the card played first, as with two copies of a card)."""
        if not self.cards:
            raise ValueError("nobody has played to this trick yet")
        led = self.cards[0]
        best = 0
        best_power = power(led, led)
        for index in range(1, len(self.cards)):
            candidate = power(self.cards[index], led)
            if best_power < candidate:
                best, best_power = index, candidate
        return self.seat_at(best)


def playable(hand: Iterable[C], led: C | None, suit_of: Callable[[C], K]) -> tuple[C, ...]:
    """The cards of ``hand`` that may be played: all of them to lead (``led`` None) or when none
    is of the led card's suit; otherwise only the cards of that suit (the duty to follow)."""
    cards = tuple(hand)
    if led is None:
        return cards
    suit = suit_of(led)
    following = tuple(card for card in cards if suit_of(card) == suit)
    return following or cards


def follows(card: C, hand: Iterable[C], led: C | None, suit_of: Callable[[C], K]) -> bool:
    """Whether playing ``card`` from ``hand`` keeps the duty to follow."""
    return card in playable(hand, led, suit_of)


def tricks_taken(winners: Iterable[int], players: int) -> tuple[int, ...]:
    """How many tricks each seat took, from the winners of the tricks played."""
    counts = [0] * players
    for seat in winners:
        counts[seat] += 1
    return tuple(counts)


def side_tricks(winners: Iterable[int], sides: Sequence[Sequence[int]]) -> tuple[int, ...]:
    """How many tricks each side (a partnership, or a seat alone) took: ``sides`` lists each
    side's seats, every seat in exactly one side."""
    side_of = seat_sides(sides)
    counts = [0] * len(sides)
    for seat in winners:
        counts[side_of[seat]] += 1
    return tuple(counts)


def seat_sides(sides: Sequence[Sequence[int]]) -> dict[int, int]:
    """Each seat's side index; ``ValueError`` when a seat sits on two sides."""
    side_of: dict[int, int] = {}
    for index, seats in enumerate(sides):
        for seat in seats:
            if seat in side_of:
                raise ValueError(f"seat {seat} sits on two sides")
            side_of[seat] = index
    return side_of


def voids(tricks: Iterable[Trick[C]], suit_of: Callable[[C], K]) -> dict[int, frozenset[K]]:
    """The suits each seat has shown it holds no more of: it played another suit to a trick led
    in that suit (only seats that showed one appear)."""
    shown: dict[int, set[K]] = {}
    for trick in tricks:
        if not trick.cards:
            continue
        suit = suit_of(trick.cards[0])
        for seat, card in trick.plays[1:]:
            if suit_of(card) != suit:
                shown.setdefault(seat, set()).add(suit)
    return {seat: frozenset(suits) for seat, suits in shown.items()}
