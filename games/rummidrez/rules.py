"""RummiDrez's melds (rulebook 003, "RummiDrez"): what a run is, its text form, and the runs a set of
cards can make. Pure Python, no state: the engine, the computer players and the tests share it.

Two kinds of run, both in order, both without wrap-around:

- a **figure run**: one figure in consecutive colour numbers, no colour twice, 3 to 9 cards
  ("escaleras ... de cada una de las figuras (ordenadas consecutivamente por los números)",
  "hasta nueve, sin repetir color");
- a **colour run**: one colour in consecutive figures of the hierarchy Bufón, Dama, Torre, Alfil,
  Caballo, Peón, no figure twice, 3 to 6 cards ("de los colores (ordenados consecutivamente por la
  jerarquía de sus figuras)", "hasta seis, sin repetir figura").

A neutral card fills one missing card *between two others* ("cubrir una carta que pueda faltar como
conexión entre otras dos cartas"): both ends of a run are real cards (decision D2). So the real
cards of a group say which run it is, and where its neutral cards stand: the lowest and highest real
card bound it, and every gap between them must be filled by one neutral card. Two different real
cards share a figure or a colour, never both, so a group of cards makes one run or none.

Text form of a run (a plain word, so it stands in an action): a figure run is the figure's letter
and its lowest and highest colour numbers (``A35``: Alfil 3, 4, 5); a colour run is ``K``, the colour
number and its highest and lowest figure letters (``K6TC``: yellow Torre, Alfil, Caballo). Each
position a neutral card holds follows as ``n`` and its number or letter: ``A37n4n5`` is A3 N N A6 A7.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache, reduce
from operator import or_

from game.cards.pokerdrez import NEUTRAL, Colour, Figure, PokerDrezCard, card

FIGURE_RUN, COLOUR_RUN = "F", "K"
SHORTEST = 3
LONGEST = {FIGURE_RUN: 9, COLOUR_RUN: 6}
_LETTER = {f: f.letter for f in Figure}
_FIGURE_OF_LETTER = {f.letter: f for f in Figure}


@dataclass(frozen=True, slots=True, order=True)
class Meld:
    """A run on the table. ``kind`` is ``F`` (one figure; positions are colour numbers 1-9) or ``K``
    (one colour; positions are figure ranks 1 Peón ... 6 Bufón); ``key`` the figure's or colour's
    value; ``lo``..``hi`` the positions it spans; ``neutrals`` the positions neutral cards hold."""

    kind: str
    key: int
    lo: int
    hi: int
    neutrals: tuple[int, ...] = ()

    def __len__(self) -> int:
        return self.hi - self.lo + 1

    def card_at(self, position: int) -> PokerDrezCard:
        if position in self.neutrals:
            return NEUTRAL
        if self.kind == FIGURE_RUN:
            return card(Figure(self.key), Colour(position))
        return card(Figure(position), Colour(self.key))

    @property
    def cards(self) -> tuple[PokerDrezCard, ...]:
        """Its cards in the order they lie: numbers going up in a figure run, figures going down
        (Bufón first) in a colour run."""
        return _cards(self)

    @property
    def code(self) -> str:
        return _code(self)


@lru_cache(maxsize=65536)
def _cards(meld: Meld) -> tuple[PokerDrezCard, ...]:
    positions = range(meld.lo, meld.hi + 1) if meld.kind == FIGURE_RUN else range(meld.hi, meld.lo - 1, -1)
    return tuple(meld.card_at(p) for p in positions)


@lru_cache(maxsize=65536)
def _code(meld: Meld) -> str:
    if meld.kind == FIGURE_RUN:
        head = f"{_LETTER[Figure(meld.key)]}{meld.lo}{meld.hi}"
        return head + "".join(f"n{p}" for p in meld.neutrals)
    head = f"K{meld.key}{_LETTER[Figure(meld.hi)]}{_LETTER[Figure(meld.lo)]}"
    return head + "".join(f"n{_LETTER[Figure(p)]}" for p in sorted(meld.neutrals, reverse=True))


def is_valid(meld: Meld) -> bool:
    """Whether ``meld`` is a run the rules allow (decision D2: neutral cards only inside)."""
    if meld.kind == FIGURE_RUN:
        top = 9
    elif meld.kind == COLOUR_RUN:
        top = 6
    else:
        return False
    if meld.kind == FIGURE_RUN and not 1 <= meld.key <= 6:
        return False
    if meld.kind == COLOUR_RUN and not 1 <= meld.key <= 9:
        return False
    if not 1 <= meld.lo < meld.hi <= top or len(meld) < SHORTEST:
        return False
    inside = set(range(meld.lo + 1, meld.hi))
    return (
        len(set(meld.neutrals)) == len(meld.neutrals)
        and set(meld.neutrals) <= inside
        and (list(meld.neutrals) == sorted(meld.neutrals))
    )


@lru_cache(maxsize=65536)
def decode(word: str) -> Meld | None:
    """The run a word names, None unless the word is a run's one text form."""
    if not isinstance(word, str) or len(word) < 3:
        return None
    head, *marks = word.split("n")
    try:
        if head[0] == "K":
            if len(head) != 4 or not head[1].isdigit():
                return None
            hi, lo = _FIGURE_OF_LETTER[head[2]], _FIGURE_OF_LETTER[head[3]]
            neutrals = tuple(sorted(int(_FIGURE_OF_LETTER[m]) for m in marks if len(m) == 1))
            meld = Meld(COLOUR_RUN, int(head[1]), int(lo), int(hi), neutrals)
        else:
            if len(head) != 3 or not head[1:].isdigit():
                return None
            figure = _FIGURE_OF_LETTER[head[0]]
            neutrals = tuple(sorted(int(m) for m in marks if len(m) == 1 and m.isdigit()))
            meld = Meld(FIGURE_RUN, int(figure), int(head[1]), int(head[2]), neutrals)
    except (KeyError, ValueError):
        return None
    if len(neutrals) != len(marks) or not is_valid(meld) or meld.code != word:
        return None
    return meld


def meld_of(cards: Iterable[PokerDrezCard]) -> Meld | None:
    """The run a group of cards makes, in whatever order they were put down; None when they make
    none. Neutral cards take the gaps between the real cards; there must be exactly as many."""
    group = list(cards)
    if len(group) < SHORTEST:
        return None
    reals = [c for c in group if not c.is_neutral]
    if len(reals) < 2:
        return None
    spare = len(group) - len(reals)
    figures = {c.figure for c in reals}
    colours = {c.colour for c in reals}
    if len(figures) == 1:
        kind, key = FIGURE_RUN, int(reals[0].figure or 0)
        positions = [int(c.colour or 0) for c in reals]
    elif len(colours) == 1:
        kind, key = COLOUR_RUN, int(reals[0].colour or 0)
        positions = [int(c.figure or 0) for c in reals]
    else:
        return None
    if len(set(positions)) != len(positions):
        return None
    lo, hi = min(positions), max(positions)
    gaps = tuple(p for p in range(lo + 1, hi) if p not in positions)
    if len(gaps) != spare:
        return None
    meld = Meld(kind, key, lo, hi, gaps)
    return meld if is_valid(meld) else None


# Why a group is not a run, for the table's marks (message ids live in the engine's catalogue use).
SHORT, MIXED, REPEATED, GAPS, NEUTRAL_END, TOO_MANY_NEUTRALS = (
    "short",
    "mixed",
    "repeated",
    "gaps",
    "neutral_end",
    "neutrals",
)


def fault(cards: Iterable[PokerDrezCard]) -> str | None:
    """Why a group of cards is not a run (one of the words above), None when it is one."""
    group = list(cards)
    if meld_of(group) is not None:
        return None
    if len(group) < SHORTEST:
        return SHORT
    reals = [c for c in group if not c.is_neutral]
    if len(reals) < 2:
        return NEUTRAL_END
    figures = {c.figure for c in reals}
    colours = {c.colour for c in reals}
    if len(figures) > 1 and len(colours) > 1:
        return MIXED
    positions = [int(c.colour or 0) for c in reals] if len(figures) == 1 else [int(c.figure or 0) for c in reals]
    if len(set(positions)) != len(positions):
        return REPEATED
    lo, hi = min(positions), max(positions)
    gaps = sum(1 for p in range(lo + 1, hi) if p not in positions)
    spare = len(group) - len(reals)
    return GAPS if gaps > spare else NEUTRAL_END if gaps < spare else TOO_MANY_NEUTRALS


# --- every run there is -----------------------------------------------------------------------------
def _all_melds(most_neutrals: int) -> tuple[Meld, ...]:
    found: list[Meld] = []
    for kind, keys, top in ((FIGURE_RUN, range(1, 7), 9), (COLOUR_RUN, range(1, 10), 6)):
        for key in keys:
            for lo in range(1, top + 1):
                for hi in range(lo + SHORTEST - 1, top + 1):
                    inside = list(range(lo + 1, hi))
                    for mask in range(1 << len(inside)):
                        neutrals = tuple(p for i, p in enumerate(inside) if mask >> i & 1)
                        if len(neutrals) <= most_neutrals:
                            found.append(Meld(kind, key, lo, hi, neutrals))
    return tuple(found)


# Two decks hold four neutral cards: no run ever holds more.
ALL_MELDS: tuple[Meld, ...] = _all_melds(4)
REAL_CARDS: dict[Meld, tuple[PokerDrezCard, ...]] = {
    m: tuple(c for c in m.cards if not c.is_neutral) for m in ALL_MELDS
}


# The runs a search needs: a run of six or more cards is two shorter runs side by side (cut between
# two real cards), so runs of three to five cards make every table a longer one makes, but for the
# rare long run whose neutral cards leave no such cut (the table's own runs are added back by the
# search, so it never loses what lies there).
SHORT_MELDS: tuple[Meld, ...] = tuple(m for m in ALL_MELDS if len(m) <= 5)


def melds_within(pool: Counter[PokerDrezCard], melds: tuple[Meld, ...] = SHORT_MELDS) -> list[Meld]:
    """The runs of ``melds`` (by default: every run of three to five cards) that ``pool`` (a
    multiset of cards) could make on its own, once each: the candidates a search chooses among. A
    neutral card may stand for a card the pool holds (kept for elsewhere)."""
    neutrals = pool.get(NEUTRAL, 0)
    return [m for m in melds if len(m.neutrals) <= neutrals and all(pool.get(c, 0) > 0 for c in REAL_CARDS[m])]


def runs_in(cards: Iterable[PokerDrezCard]) -> list[Meld]:
    """The runs the listed moves offer from a hand, quickly: for each figure and each colour, every
    longest stretch of consecutive cards (three or more), and every two stretches one neutral card
    of the hand joins across a single gap. Not every run there is (a search finds those)."""
    return list(runs_of_marks(hand_marks(cards)))


def hand_marks(cards: Iterable[PokerDrezCard]) -> int:
    """The cards as one number (see _MARKS), made by loops that run in C: asked every turn."""
    group = cards if isinstance(cards, (list, tuple)) else list(cards)
    try:
        return reduce(or_, map(_MARKS_BY_ID.__getitem__, map(id, group)), 0)
    except KeyError:  # a card that is not one of the deck module's shared values
        return reduce(or_, map(_MARKS.__getitem__, group), 0)


# Each card as bits of one number: bit 10 * figure + colour number (the figure's colours), bit
# _BY_COLOUR + 8 * colour number + figure (the colour's figures), bit _SPARE for a neutral card. A hand
# is the OR of its cards' numbers, so the runs it offers depend on that number alone.
_BY_COLOUR, _SPARE = 128, 70
_MARKS: dict[PokerDrezCard, int] = {
    c: 1 << _SPARE
    if c.figure is None or c.colour is None
    else 1 << (10 * int(c.figure) + int(c.colour)) | 1 << (_BY_COLOUR + 8 * int(c.colour) + int(c.figure))
    for c in (NEUTRAL, *(card(f, k) for f in Figure for k in Colour))
}
# The same by the card object's id: the deck module's shared cards live as long as the program, so
# their ids stay theirs (hashing a card takes three Python calls).
_MARKS_BY_ID: dict[int, int] = {id(c): marks for c, marks in _MARKS.items()}


@lru_cache(maxsize=65536)
def runs_of_marks(marks: int) -> tuple[Meld, ...]:
    """``runs_in`` for the hand whose cards make ``marks``: each figure's colours, then each colour's
    figures. Only the figures and colours that can make a run are looked at: three positions in a
    row, or (with a neutral card) two with one gap between them; every run holds one or the other.
    Their bits are found for all at once (a line's bits have a zero bit on each side), lowest
    first, which is the order of the lines."""
    spare = marks >> _SPARE & 1
    reals = marks & ~(1 << _SPARE)
    starts = reals & (reals >> 1) & (reals >> 2)
    if spare:
        starts |= reals & (reals >> 2)
    lines = _LINES[spare]
    found: list[Meld] = []
    while starts:
        shift, lowest, known, kind, key = lines[_LINE_AT[(starts & -starts).bit_length() - 1]]
        starts &= ~(lowest << shift)  # that line is done
        mask = marks >> shift & lowest
        runs = known.get(mask)
        if runs is None:
            runs = known[mask] = _stretches(kind, key, mask, bool(spare))
        found += runs
    return tuple(found)


# For each figure, then each colour: where its bits lie in a hand's number, which bits are its
# positions (colour numbers 1-9, figure ranks 1-6), and the runs already worked out for each mask;
# one table without a neutral card in the hand, one with. _LINE_AT: the line of each bit.
_Line = tuple[int, int, dict[int, tuple[Meld, ...]], str, int]


def _lines() -> list[_Line]:
    lines: list[_Line] = [(10 * key, 0x3FE, {}, FIGURE_RUN, key) for key in range(1, 7)]
    return lines + [(_BY_COLOUR + 8 * key, 0x7E, {}, COLOUR_RUN, key) for key in range(1, 10)]


_LINES: tuple[list[_Line], list[_Line]] = (_lines(), _lines())
_LINE_AT: dict[int, int] = {
    shift + bit: line
    for line, (shift, lowest, _, _, _) in enumerate(_LINES[0])
    for bit in range(lowest.bit_length())
    if lowest >> bit & 1
}


@lru_cache(maxsize=16384)
def _stretches(kind: str, key: int, mask: int, spare: bool) -> tuple[Meld, ...]:
    """``runs_in`` for one figure or colour whose positions present are the bits of ``mask``."""
    top = LONGEST[kind]
    stretches: list[tuple[int, int]] = []
    start = -9
    for p in range(1, top + 2):
        here = bool(mask >> p & 1) and p <= top
        if here and start < 0:
            start = p
        elif not here and start >= 0:
            stretches.append((start, p - 1))
            start = -9
    found = [Meld(kind, key, lo, hi) for lo, hi in stretches if hi - lo + 1 >= SHORTEST]
    if spare:
        for (lo, mid), (nxt, hi) in zip(stretches, stretches[1:], strict=False):
            if nxt == mid + 2 and hi - lo + 1 <= top:
                found.append(Meld(kind, key, lo, hi, (mid + 1,)))
    return tuple(found)


@lru_cache(maxsize=8192)
def neighbours(meld: Meld) -> tuple[tuple[PokerDrezCard, Meld], ...]:
    """The cards that extend ``meld`` by one at either end, each with the run it makes."""
    top = LONGEST[meld.kind]
    found = []
    if len(meld) < top:
        for position in (meld.lo - 1, meld.hi + 1):
            if 1 <= position <= top:
                grown = Meld(meld.kind, meld.key, min(meld.lo, position), max(meld.hi, position), meld.neutrals)
                found.append((grown.card_at(position), grown))
    return tuple(found)
