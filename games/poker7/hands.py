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

Finding the best split: the largest group of a best split is all the cards of one figure or one colour
with the most cards, and so on down (see ``_best_splits``); only where two such places share a card are
both ways tried. Hands are bit masks there (``card_bit``), so a hand needs no sorting. ``hand_key`` is
cached by the set of cards: computer players that simulate showdowns ask it for the same sevens again
and again (benchmark: ``python -m games.poker7.hands``; the tests compare it with the slow way over
every split).

``rank_of_mask`` / ``hand_rank`` give the same order as one int, from tables made at import (session
10): what the engine's showdown and the computer players compare; ``key_of_mask`` and ``evaluate``
stay for the groups shown at the end of a hand and as the tests' yardstick of the order.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations

from game.cards.pokerdrez import PokerDrezCard, figure_deck, is_consecutive

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


# The fast evaluator works on bit masks: card (figure f, colour c) is bit (f - 1) * 9 + (c - 1), so a hand
# is an int whatever its order, and a group is the hand's bits of one figure or one colour.
_CARD_AT: tuple[PokerDrezCard, ...] = tuple(sorted(figure_deck()))
_BIT: dict[PokerDrezCard, int] = {card: 1 << (_figure(card) - 1) * 9 + _colour(card) - 1 for card in _CARD_AT}
# The fifteen places a group may gather at: (kind, number, the bits of that figure or colour).
_FIGURE_KIND, _COLOUR_KIND = 0, 1
_NODES: tuple[tuple[int, int, int], ...] = (
    *((_FIGURE_KIND, f, sum(1 << (f - 1) * 9 + c for c in range(9))) for f in range(1, 7)),
    *((_COLOUR_KIND, c, sum(1 << f * 9 + c - 1 for f in range(6))) for c in range(1, 10)),
)
_KEYS: dict[int, HandKey] = {}  # hand mask -> key (computer players judge the same sevens again and again)
_ENTRIES: dict[tuple[int, int], tuple[int, bool, GroupType]] = {}  # (kind, group mask) -> order key
_CACHE_LIMIT = 200_000  # then the cache starts again (a game's positions move on)
Split = tuple[tuple[int, int], ...]  # a split of a hand: (kind, group mask) for each group


def card_bit(card: PokerDrezCard) -> int:
    """The bit of ``card`` in a hand mask (``key_of_mask``)."""
    return _BIT[card]


def _members(mask: int) -> list[int]:
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return found


def _best_splits(mask: int, places: tuple[tuple[int, int], ...], memo: dict[int, list[Split]]) -> list[Split]:
    """Every split of ``mask`` with the best group sizes, each as (kind, group mask) pairs; ``places``
    are the figures and colours (kind, bits) where two or more of its cards gather; ``memo`` keeps
    what was found for the cards left in other branches.

    The largest group of a best split is every card of one figure or one colour with the most cards
    (had that place more cards elsewhere, moving one in would make a larger first group); the rest is
    the same question over the cards left. Once no two cards share anything, each is a group alone,
    read as its colour (the stronger reading)."""
    found = memo.get(mask)
    if found is not None:
        return found
    most = 1
    largest: list[tuple[int, int]] = []
    left: list[tuple[int, int]] = []
    for kind, bits in places:
        group = mask & bits
        size = group.bit_count()
        if size > 1:
            left.append((kind, bits))
            if size > most:
                most, largest = size, [(kind, group)]
            elif size == most:
                largest.append((kind, group))
    if most == 1:
        found = [tuple((_COLOUR_KIND, 1 << i) for i in _members(mask))]
    else:
        rest_places = tuple(left)
        together = 0
        for _, group in largest:
            together |= group
        if together.bit_count() == most * len(largest):
            # The largest places share no card: every best split holds them all (taking one leaves
            # the others as large), so they are taken at once.
            taken = tuple(largest)
            found = [(*taken, *rest) for rest in _best_splits(mask ^ together, rest_places, memo)]
        else:
            found = []
            for place in largest:
                found.extend((place, *rest) for rest in _best_splits(mask ^ place[1], rest_places, memo))
            found = list({frozenset(split): split for split in found}.values())  # each split once
    memo[mask] = found
    return found


def _entry(kind: int, group: int) -> tuple[int, bool, GroupType]:
    """A group's order key: its size, whether its numbers run, its place in the hierarchy."""
    found = _ENTRIES.get((kind, group))
    if found is None:
        cards = [_CARD_AT[i] for i in _members(group)]
        found = _describe(cards, COLOUR if kind == _COLOUR_KIND else FIGURE)[0]
        _ENTRIES[kind, group] = found
    return found


def _counts(mask: int) -> tuple[list[int], list[int], list[int]]:
    """How many cards of each figure and each colour, and the cards (bit numbers)."""
    figures = [0] * 6
    colours = [0] * 9
    members = _members(mask)
    for i in members:
        figures[i // 9] += 1
        colours[i % 9] += 1
    return figures, colours, members


def _forced_split(mask: int) -> Split | None:
    """The split when no card shares both its figure and its colour with others (most hands): each
    card goes where it has company, or stands alone; None when some card could go either way."""
    figures, colours, members = _counts(mask)
    groups: dict[tuple[int, int], int] = {}
    for i in members:
        figure_company, colour_company = figures[i // 9] > 1, colours[i % 9] > 1
        if figure_company and colour_company:
            return None
        place = (_FIGURE_KIND, i // 9) if figure_company else (_COLOUR_KIND, i % 9 if colour_company else 9 + i)
        groups[place] = groups.get(place, 0) | 1 << i
    return tuple((place[0], group) for place, group in groups.items())


def _best_split(mask: int) -> tuple[HandKey, Split]:
    forced = _forced_split(mask)
    if forced is not None:
        splits = [forced]
    else:
        figures, colours, _ = _counts(mask)
        places = tuple(
            (kind, bits)
            for kind, number, bits in _NODES
            if (figures if kind == _FIGURE_KIND else colours)[number - 1] > 1
        )
        splits = _best_splits(mask, places, {})
    best_key: HandKey | None = None
    best: Split = ()
    for split in splits:
        entries = sorted((_entry(kind, group) for kind, group in split), reverse=True)
        key = (tuple(e[0] for e in entries), tuple(e[1] for e in entries), tuple(e[2] for e in entries))
        if best_key is None or key > best_key:
            best_key, best = key, split
    assert best_key is not None
    return best_key, best


def key_of_mask(mask: int) -> HandKey:
    """The key of the hand whose cards are the bits of ``mask`` (``card_bit``): the computer players'
    way in, with no card sorted or looked up."""
    found = _KEYS.get(mask)
    if found is None:
        found = _best_split(mask)[0]
        if len(_KEYS) >= _CACHE_LIMIT:
            _KEYS.clear()
        _KEYS[mask] = found
    return found


# --- The rank: the same order as ``HandKey``, as one int -------------------------------------------------
# The engine's showdown and the computer players' chances compare hands millions of times; an int is
# quicker to make, compare and cache than the key's tuples. Every group's part is looked up in a table
# made once (``_GROUPS``: a group of two or more cards is one figure or one colour, never both, so its
# mask alone says which; a single card is read as its colour), and a hand's rank packs, like the key,
# the sizes of its groups (largest first), then their runs, then their places in the hierarchy:
#
#   rank = sizes (7 slots of 3 bits, the unused ones 0) << 238 | runs << 33k | places (33 bits each)
#
# where k is the number of groups. Two hands with equal sizes have the same k, so their runs and places
# line up; a place is (kind, number, the other numbers from the highest, in 4-bit slots), so places of
# groups of one size compare as the key's tuples do. ``tests/rules/test_poker7.py`` checks the ranks'
# order against the keys' over many random hands.
_SLOT_BITS, _PLACE_BITS = 3, 33
_SIZES_SHIFT = 7 + 7 * _PLACE_BITS  # below the sizes: seven runs and seven places at most


def _group_parts(kind: int, group: int) -> tuple[int, int, int, int]:
    """(order within a hand, size, run, place) of one group; the order is (size, run, place)."""
    size, run, (kind_number, number, numbers) = _entry(kind, group)
    place = kind_number << 32 | number << 28
    for slot, value in enumerate(numbers):
        place |= value << 24 - 4 * slot
    return (size << 34 | run << 33 | place, size, int(run), place)


def _group_table() -> dict[int, tuple[int, int, int, int]]:
    table: dict[int, tuple[int, int, int, int]] = {}
    for kind, _number, bits in _NODES:
        members = _members(bits)
        for subset in range(1, 1 << len(members)):
            group = 0
            for slot, bit in enumerate(members):
                if subset >> slot & 1:
                    group |= 1 << bit
            if 2 <= group.bit_count() <= 7 or kind == _COLOUR_KIND and group.bit_count() == 1:
                table[group] = _group_parts(kind, group)
    return table


_GROUPS = _group_table()  # group mask -> its parts (every group of seven cards or fewer)
_FIGURE_BITS = tuple(bits for kind, _, bits in _NODES if kind == _FIGURE_KIND)
_COLOUR_BITS = tuple(bits for kind, _, bits in _NODES if kind == _COLOUR_KIND)
_PLACES = tuple((kind, bits) for kind, _, bits in _NODES)
_RANKS: dict[int, int] = {}  # hand mask -> rank, as ``_KEYS``


def _pack(groups: list[int]) -> int:
    """The rank of a hand split into these group masks."""
    table = _GROUPS
    parts = sorted([table[group] for group in groups], reverse=True)
    sizes = runs = places = 0
    for _, size, run, place in parts:
        sizes = sizes << _SLOT_BITS | size
        runs = runs << 1 | run
        places = places << _PLACE_BITS | place
    k = len(parts)
    return (sizes << _SLOT_BITS * (7 - k)) << _SIZES_SHIFT | runs << _PLACE_BITS * k | places


_ALL_BITS = _FIGURE_BITS + _COLOUR_BITS


def _leaves(mask: int, places: tuple[int, ...], taken: list[int], found: list[list[int]]) -> None:
    """Add to ``found`` the splits (group masks) that may be best for a hand of which the groups
    ``taken`` are placed and the cards ``mask`` left; ``places`` are the figures' and colours' bits
    where two or more of those cards may still gather.

    As in ``_best_splits``: the largest group of a best split is all the cards left of one figure or
    one colour with the most; largest places that share no card are all taken at once, and where two
    share a card both ways are tried. Once no two cards left share anything, each stands alone."""
    most = 1
    largest: list[int] = []
    crowded: list[int] = []
    for bits in places:
        group = mask & bits
        if group & (group - 1):  # two cards or more
            crowded.append(bits)
            size = group.bit_count()
            if size > most:
                most, largest = size, [group]
            elif size == most:
                largest.append(group)
    if most == 1:
        groups = list(taken)
        while mask:
            low = mask & -mask
            groups.append(low)
            mask ^= low
        found.append(groups)
        return
    left = tuple(crowded)
    if len(largest) == 1:
        group = largest[0]
        _leaves(mask ^ group, left, [*taken, group], found)
        return
    together = 0
    for group in largest:
        together |= group
    if together.bit_count() == most * len(largest):
        _leaves(mask ^ together, left, taken + largest, found)
        return
    for group in largest:
        _leaves(mask ^ group, left, [*taken, group], found)


def _rank(mask: int) -> int:
    found: list[list[int]] = []
    _leaves(mask, _ALL_BITS, [], found)
    return max(map(_pack, found)) if len(found) > 1 else _pack(found[0])


def rank_of_mask(mask: int) -> int:
    """The rank of the hand whose cards are the bits of ``mask`` (``card_bit``): higher wins, equal
    ranks split, in the same order as ``key_of_mask``; cached, as the players ask again and again."""
    found = _RANKS.get(mask)
    if found is None:
        found = _rank(mask)
        if len(_RANKS) >= _CACHE_LIMIT:
            _RANKS.clear()
        _RANKS[mask] = found
    return found


def hand_rank(cards: Iterable[PokerDrezCard]) -> int:
    """``rank_of_mask`` of these cards: what the engine's showdown compares."""
    mask = 0
    for card in cards:
        mask |= _BIT[card]
    return rank_of_mask(mask)


def _best(cards: tuple[PokerDrezCard, ...]) -> Hand:
    """The best split of ``cards`` with its groups."""
    mask = 0
    for card in cards:
        mask |= _BIT[card]
    key, split = _best_split(mask)
    described = [
        _describe([_CARD_AT[i] for i in _members(group)], COLOUR if kind == _COLOUR_KIND else FIGURE)
        for kind, group in split
    ]
    return _hand(described, key)


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
    mask = 0
    for card in cards:
        mask |= _BIT[card]
    return key_of_mask(mask)


def _benchmark() -> None:
    import random

    rng = random.Random(1)
    deck = figure_deck()
    sevens = [tuple(rng.sample(deck, 7)) for _ in range(3000)]
    _KEYS.clear()
    _ENTRIES.clear()
    start = time.perf_counter()
    for seven in sevens:
        hand_key(seven)
    cold = time.perf_counter() - start
    start = time.perf_counter()
    for _ in range(10):
        for seven in sevens:
            hand_key(seven)
    warm = (time.perf_counter() - start) / 10
    print(f"key: {len(sevens) / cold:,.0f} new hands per second; {len(sevens) / warm:,.0f} per second once seen")
    masks = [sum(card_bit(card) for card in seven) for seven in sevens]
    _RANKS.clear()
    start = time.process_time()
    for mask in masks:
        rank_of_mask(mask)
    cold = time.process_time() - start
    print(f"rank: {len(sevens) / cold:,.0f} new hands per CPU second")


if __name__ == "__main__":
    _benchmark()
