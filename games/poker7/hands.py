"""Poker7's hand: all seven cards split into groups, and the order over hands (rulebook 003, "Poker7",
"Jerarquía de combinaciones").

A group is one card, or cards that all share a figure, or all share a colour; every card is in one
group ("Cada carta se contabilizará en un único grupo"). A hand is compared by (our complete order,
the spec's P7-18; each point is a test in tests/rules/test_poker7.py):

1. the sizes of its groups, largest first, compared one by one ("ganará aquella que tenga el grupo
   mayor"; "Si hay empate en cantidad se aplicará el mismo criterio entre el resto");
2. then, group by group in the same order, a group of consecutive numbers beats one that is not
   ("Grupos ordenados (escaleras)": figure ranks 1-6 in a colour group, colour numbers 1-9 in a figure
   group; a pair can be a run; no wrap-around);
3. then, group by group, the hierarchy: a colour group beats any figure group, figures rank
   Jóker > Reina > Torre > Alfil > Caballo > Peón; two colour groups by the colour's number, then by
   their figures from the highest; two groups of one figure by their colour numbers from the highest.

A hand's groups are ordered by (size, run, hierarchy), and of all the ways to split seven cards the
best under this order is the hand (as a poker player takes the best hand). A single card is read as a
group of its colour (the stronger reading). With one deck no two different sets of seven cards compare
equal, so a tie needs the very same cards; the engine still splits the pot then.

``hand_key`` is cached by the set of cards: computer players that simulate showdowns ask it for the
same sevens again and again (benchmark: ``python -m games.poker7.hands``).
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

from game.cards.pokerdrez import PokerDrezCard, is_consecutive

COLOUR, FIGURE = "colour", "figure"
# A group's place in the hierarchy: (kind, main number, the other numbers from the highest).
GroupType = tuple[int, int, tuple[int, ...]]
HandKey = tuple[tuple[int, ...], tuple[bool, ...], tuple[GroupType, ...]]


@dataclass(frozen=True, slots=True)
class Group:
    """One group of a hand: its cards (highest first), whether it is a colour or a figure group,
    and whether its numbers run without a gap."""

    cards: tuple[PokerDrezCard, ...]
    kind: str
    run: bool

    @property
    def size(self) -> int:
        return len(self.cards)


@dataclass(frozen=True, slots=True)
class Hand:
    """A hand's best split, its groups in order (the strongest first), and its key (higher wins)."""

    groups: tuple[Group, ...]
    key: HandKey


def _figure(card: PokerDrezCard) -> int:
    assert card.figure is not None, "Poker7 has no neutral cards"
    return int(card.figure)


def _colour(card: PokerDrezCard) -> int:
    assert card.colour is not None, "Poker7 has no neutral cards"
    return int(card.colour)


def _describe(cards: Sequence[PokerDrezCard], kind: str) -> tuple[tuple[int, bool, GroupType], Group]:
    """The order key of one group and the group itself."""
    if kind == COLOUR:
        numbers = sorted((_figure(c) for c in cards), reverse=True)
        gtype: GroupType = (1, _colour(cards[0]), tuple(numbers))
        ordered = tuple(sorted(cards, key=_figure, reverse=True))
    else:
        numbers = sorted((_colour(c) for c in cards), reverse=True)
        gtype = (0, _figure(cards[0]), tuple(numbers))
        ordered = tuple(sorted(cards, key=_colour, reverse=True))
    run = len(cards) >= 2 and is_consecutive(numbers)
    return (len(cards), run, gtype), Group(ordered, kind, run)


def _candidate_groups(
    first: PokerDrezCard, rest: Sequence[PokerDrezCard]
) -> Iterable[tuple[tuple[PokerDrezCard, ...], str]]:
    """Every group holding ``first`` with cards of ``rest``: alone, with cards of its figure, or of its colour."""
    yield (first,), COLOUR
    same_figure = [c for c in rest if c.figure == first.figure]
    same_colour = [c for c in rest if c.colour == first.colour]
    for size in range(1, len(same_figure) + 1):
        for others in combinations(same_figure, size):
            yield (first, *others), FIGURE
    for size in range(1, len(same_colour) + 1):
        for others in combinations(same_colour, size):
            yield (first, *others), COLOUR


def _splits(cards: tuple[PokerDrezCard, ...]) -> Iterable[list[tuple[tuple[int, bool, GroupType], Group]]]:
    """Every split of ``cards`` into groups (each group found from its first card, so once)."""
    if not cards:
        yield []
        return
    first, rest = cards[0], cards[1:]
    for members, kind in _candidate_groups(first, rest):
        left = tuple(c for c in rest if c not in members)
        described = _describe(members, kind)
        for tail in _splits(left):
            yield [described, *tail]


def _key_of(groups: list[tuple[tuple[int, bool, GroupType], Group]]) -> HandKey:
    keys = sorted((entry[0] for entry in groups), reverse=True)
    return (tuple(k[0] for k in keys), tuple(k[1] for k in keys), tuple(k[2] for k in keys))


def best_by_every_split(cards: tuple[PokerDrezCard, ...]) -> Hand:
    """The best hand found the slow way, over every split into groups (the tests' oracle for ``_best``)."""
    best: Hand | None = None
    for split in _splits(cards):
        key = _key_of(split)
        if best is None or key > best.key:
            best = _hand(split, key)
    assert best is not None
    return best


def _hand(split: list[tuple[tuple[int, bool, GroupType], Group]], key: HandKey) -> Hand:
    return Hand(tuple(group for _, group in sorted(split, key=lambda entry: entry[0], reverse=True)), key)


@lru_cache(maxsize=200_000)
def _best(cards: tuple[PokerDrezCard, ...]) -> Hand:
    """The best split, fast: the best never holds two groups of one figure (or one colour), since
    joining them makes a larger group, which wins on size first. So a split is which cards go with
    their figure and which with their colour; a card sharing only its colour (or only its figure)
    goes there, and only cards that share both are tried both ways."""
    figures = [_figure(c) for c in cards]
    colours = [_colour(c) for c in cards]
    n = len(cards)
    free: list[int] = []
    fixed = 0  # the cards that go with their figure whatever else happens
    for i in range(n):
        figure_shared = figures.count(figures[i]) > 1
        colour_shared = colours.count(colours[i]) > 1
        if figure_shared and colour_shared:
            free.append(i)
        elif figure_shared:
            fixed |= 1 << i
    # First the sizes alone (they decide first): only the splits with the best sizes are looked at
    # further, which spares describing most groups.
    best_sizes: tuple[int, ...] = ()
    candidates: list[list[tuple[int, int, int]]] = []
    for choice in range(1 << len(free)):
        with_figure = fixed
        for bit, index in enumerate(free):
            if choice >> bit & 1:
                with_figure |= 1 << index
        masks: dict[tuple[int, int], int] = {}
        for i in range(n):
            cls = (0, figures[i]) if with_figure >> i & 1 else (1, colours[i])
            masks[cls] = masks.get(cls, 0) | 1 << i
        sizes = tuple(sorted((mask.bit_count() for mask in masks.values()), reverse=True))
        if sizes < best_sizes:
            continue
        groups = [(kind, number, mask) for (kind, number), mask in masks.items()]
        if sizes > best_sizes:
            best_sizes, candidates = sizes, [groups]
        else:
            candidates.append(groups)
    described: dict[tuple[str, int], tuple[tuple[int, bool, GroupType], Group]] = {}
    best_key: HandKey | None = None
    best_split: list[tuple[tuple[int, bool, GroupType], Group]] = []
    for groups in candidates:
        split = []
        for kind, _, mask in groups:
            word = COLOUR if kind == 1 or mask & (mask - 1) == 0 else FIGURE  # one card: read as its colour
            entry = described.get((word, mask))
            if entry is None:
                entry = described[word, mask] = _describe([cards[i] for i in range(n) if mask >> i & 1], word)
            split.append(entry)
        key = _key_of(split)
        if best_key is None or key > best_key:
            best_key, best_split = key, split
    assert best_key is not None
    return _hand(best_split, best_key)


def evaluate(cards: Iterable[PokerDrezCard]) -> Hand:
    """The best split of ``cards`` (Poker7 uses seven: two hidden and the five commons)."""
    hand = tuple(sorted(cards))
    if any(card.is_neutral for card in hand):
        raise ValueError("neutral cards are not in Poker7's deck")
    if len(set(hand)) != len(hand):
        raise ValueError("a card twice in one hand: Poker7 is played with one deck")
    return _best(hand)


def hand_key(cards: Iterable[PokerDrezCard]) -> HandKey:
    """The comparable value of a hand: higher wins, equal keys split."""
    return _best(tuple(sorted(cards))).key


def _benchmark() -> None:
    import random

    from game.cards.pokerdrez import figure_deck

    rng = random.Random(1)
    deck = figure_deck()
    sevens = [tuple(rng.sample(deck, 7)) for _ in range(3000)]
    _best.cache_clear()
    start = time.perf_counter()
    for seven in sevens:
        hand_key(seven)
    cold = time.perf_counter() - start
    start = time.perf_counter()
    for _ in range(10):
        for seven in sevens:
            hand_key(seven)
    warm = (time.perf_counter() - start) / 10
    print(f"{len(sevens) / cold:,.0f} new hands per second; {len(sevens) / warm:,.0f} per second once seen")


if __name__ == "__main__":
    _benchmark()
