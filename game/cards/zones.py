"""Zones, piles and the table of cards: dealing, drawing, conservation, views, snapshots.

A game declares its zones once (a ``Layout``: each zone's name, owner and visibility, and the box
of every card in play) and keeps a ``Table``: the cards of each zone, bottom to top (the *top* is
the last card of the list; ``draw`` takes from there).

Visibility says, for every seat, which cards of a zone it may *see* (the view shows them) and which
it has *never seen* (``determinize`` may swap them for other unseen cards):

============  ==========================================  ======================================
visibility    the view of a seat shows                    unseen by a seat (resampled)
============  ==========================================  ======================================
PUBLIC        every card                                  none
OWNER         every card to the owner; the count to the   every card, for the other seats
              others
HIDDEN        the count                                   every card, for every seat (a face-down
                                                          deck, cards set aside unseen)
TOP           the top card and the count                  none: the cards beneath were seen when
                                                          they lay on top (a face-up discard pile)
COUNT         the count                                   none: every card was shown as it arrived
                                                          and then turned face down (PokerDrez's
                                                          discard pile: remembering is the game)
OWNER_KNOWS   the count (to the owner too: the cards lie  every card, for the other seats; the
              face down)                                  owner laid them and remembers them (a
                                                          face-down pile its owner built)
============  ==========================================  ======================================

Chance and reveals go through the game: ``shuffle``, ``deal`` and ``draw`` take the game itself
(anything with ``rng``, a ``random.Random``, and ``mark_irreversible()``: a ``GameState``). A move
that lets a seat see a card it had not seen marks the game irreversible, so undo cannot take the
secret back; so does every shuffle. The module ``random`` is never used.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, Generic, NoReturn, Protocol, TypeVar

from game.cards.card import WORD_RE, C, CardDataError, CardTextError
from game.core import fast_shuffle

T = TypeVar("T")


class Visibility(Enum):
    """Who sees a zone's cards (see the table in the module's docstring)."""

    PUBLIC = "public"
    OWNER = "owner"
    HIDDEN = "hidden"
    TOP = "top"
    COUNT = "count"
    OWNER_KNOWS = "owner_knows"


class Chance(Protocol):
    """What the kit needs of a game to shuffle and reveal: its own generator and its undo floor."""

    rng: random.Random

    def mark_irreversible(self) -> None: ...


@dataclass(frozen=True, slots=True)
class ZoneSpec:
    """One zone: ``owner`` is a seat or None (the table's); ``max_size`` bounds it when given."""

    name: str
    visibility: Visibility
    owner: int | None = None
    max_size: int | None = None

    def __post_init__(self) -> None:
        if not WORD_RE.match(self.name):
            raise ValueError(f"zone name {self.name!r} is not a plain word")
        if self.owner is not None and (type(self.owner) is not int or self.owner < 0):
            raise ValueError(f"zone {self.name!r} has owner {self.owner!r}, not a seat or None")
        if self.visibility in (Visibility.OWNER, Visibility.OWNER_KNOWS) and self.owner is None:
            raise ValueError(f"zone {self.name!r} is known to its owner only but has no owner")
        if self.max_size is not None and self.max_size < 0:
            raise ValueError(f"zone {self.name!r} has a negative max_size")

    def unseen_by(self, seat: int | None) -> bool:
        """Whether ``seat`` (None: a spectator) has never seen this zone's cards."""
        if self.visibility is Visibility.HIDDEN:
            return True
        if self.visibility in (Visibility.OWNER, Visibility.OWNER_KNOWS):
            return seat is None or seat != self.owner
        return False

    def shows_all_to(self, seat: int | None) -> bool:
        """Whether ``seat``'s view lists every card of the zone."""
        if self.visibility is Visibility.PUBLIC:
            return True
        return self.visibility is Visibility.OWNER and seat is not None and seat == self.owner


def seat_zones(prefix: str, players: int, visibility: Visibility = Visibility.OWNER,
               max_size: int | None = None) -> tuple[ZoneSpec, ...]:
    """One zone per seat, named ``prefix.0``, ``prefix.1``...: hands, piles, tricks taken."""
    return tuple(ZoneSpec(f"{prefix}.{seat}", visibility, seat, max_size) for seat in range(players))


@dataclass(frozen=True)
class Layout(Generic[C]):
    """The zones of a game and the box: every card in play, each card value as often as it exists.

    ``decode`` reads a card's text form (``PokerDrezCard.decode``). A layout is built once per game
    (it may depend on the options: one deck or two) and shared by its table's copies."""

    zones: tuple[ZoneSpec, ...]
    players: int
    box: tuple[C, ...]
    decode: Callable[[str], C]

    def __post_init__(self) -> None:
        names = [zone.name for zone in self.zones]
        repeated = sorted(name for name, n in Counter(names).items() if n > 1)
        if repeated:
            raise ValueError(f"zones named twice: {repeated}")
        for zone in self.zones:
            if zone.owner is not None and zone.owner >= self.players:
                raise ValueError(f"zone {zone.name!r} belongs to seat {zone.owner}, but there are {self.players} seats")
        object.__setattr__(self, "_specs", {zone.name: zone for zone in self.zones})
        object.__setattr__(self, "_names", tuple(names))
        object.__setattr__(self, "_reveals", {})  # (source, target) -> bool, worked out once
        object.__setattr__(self, "box", tuple(sorted(self.box)))
        object.__setattr__(self, "_box_counts", Counter(self.box))  # for the conservation law, counted once

    def spec(self, name: str) -> ZoneSpec:
        specs: dict[str, ZoneSpec] = self.__dict__["_specs"]
        try:
            return specs[name]
        except KeyError:
            raise KeyError(f"no zone {name!r}; the zones are {sorted(specs)}") from None

    @property
    def names(self) -> tuple[str, ...]:
        names: tuple[str, ...] = self.__dict__["_names"]
        return names

    def sorted(self, cards: Iterable[C]) -> list[C]:
        """``sorted(cards)``, by each card's place among the box's values rather than by comparing
        cards in Python: the same list whenever the box's values are totally ordered (checked
        once, every pair; otherwise, or for a card not in the box, ``sorted`` itself answers)."""
        if "_places" not in self.__dict__:
            object.__setattr__(self, "_places", _places(self.box))
        places: dict[C, int] | None = self.__dict__["_places"]
        if places is not None:
            listed = list(cards)
            try:
                return sorted(listed, key=places.__getitem__)
            except KeyError:
                return sorted(listed)
        return sorted(cards)

    def reveals(self, source: str, target: str) -> bool:
        """Whether a card going from ``source`` to ``target`` becomes seen by a seat that had not
        seen it (then undo may not cross the move)."""
        known: dict[tuple[str, str], bool] = self.__dict__["_reveals"]
        answer = known.get((source, target))
        if answer is None:
            src, dst = self.spec(source), self.spec(target)
            answer = any(src.unseen_by(seat) and not dst.unseen_by(seat) for seat in range(self.players))
            known[source, target] = answer
        return answer


@dataclass(frozen=True, slots=True)
class ZoneView(Generic[C]):
    """What one seat may see of one zone. Secrets are absent, not flagged: ``cards`` is None when
    the seat may not see every card, and ``top`` is None unless it may see the top one."""

    name: str
    owner: int | None
    visibility: Visibility
    count: int
    cards: tuple[C, ...] | None
    top: C | None

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"count": self.count}
        if self.cards is not None:
            data["cards"] = [card.encode() for card in self.cards]
        if self.top is not None:
            data["top"] = self.top.encode()
        return data


class Table(Generic[C]):
    """The cards of every zone of a ``Layout``. Mutable, like the game state that holds it."""

    # ``_plan``: the last ``determinize`` worked out before drawing, and what it was worked out from
    __slots__ = ("layout", "_zones", "_plan")

    def __init__(self, layout: Layout[C], contents: Mapping[str, Iterable[C]] | None = None) -> None:
        """Every zone empty but those given in ``contents`` (bottom to top)."""
        self.layout = layout
        self._zones: dict[str, list[C]] = {name: [] for name in layout.names}
        self._plan: tuple[object, tuple[tuple[str, ...], dict[str, int], list[C]]] | None = None
        for name, cards in (contents or {}).items():
            layout.spec(name)
            self._zones[name] = list(cards)

    @classmethod
    def boxed(cls, layout: Layout[C], zone: str) -> Table[C]:
        """Every card of the box in ``zone`` (in sorted order: shuffle it next)."""
        return cls(layout, {zone: layout.box})

    def clone(self) -> Table[C]:
        other = Table.__new__(Table)
        other.layout = self.layout
        other._zones = {name: list(cards) for name, cards in self._zones.items()}
        other._plan = None
        return other

    # --- reading ---------------------------------------------------------------------------------
    def cards(self, zone: str) -> tuple[C, ...]:
        """The cards of ``zone``, bottom to top."""
        return tuple(self._pile(zone))

    def count(self, zone: str) -> int:
        return len(self._pile(zone))

    def top(self, zone: str) -> C | None:
        pile = self._pile(zone)
        return pile[-1] if pile else None

    def where(self, card: C) -> list[str]:
        """The zones holding ``card`` (once per copy), in layout order."""
        return [name for name, pile in self._zones.items() for held in pile if held == card]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Table):
            return NotImplemented
        return self.layout.names == other.layout.names and self._zones == other._zones

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Table({self.to_json()!r})"

    def _pile(self, zone: str) -> list[C]:
        try:
            return self._zones[zone]
        except KeyError:
            self.layout.spec(zone)  # raises the KeyError that lists the zones
            raise

    # --- chance and moves ------------------------------------------------------------------------
    def shuffle(self, zone: str, game: Chance) -> None:
        """Shuffle ``zone`` with the game's generator (chance: undo cannot cross it)."""
        fast_shuffle(game.rng, self._pile(zone))
        game.mark_irreversible()

    def draw(self, source: str, target: str, game: Chance, count: int = 1) -> list[C]:
        """Move the top ``count`` cards of ``source`` one by one onto ``target``; return them."""
        pile = self._pile(source)
        if not 0 <= count <= len(pile):
            raise ValueError(f"cannot draw {count} cards from {source!r}, which holds {len(pile)}")
        drawn = [pile.pop() for _ in range(count)]
        self._pile(target).extend(drawn)
        self._note_move(source, target, game)
        return drawn

    def deal(self, source: str, targets: Sequence[str], count: int, game: Chance) -> None:
        """Deal ``count`` cards to each of ``targets`` from the top of ``source``, one at a time
        round the targets, as a dealer does."""
        pile = self._pile(source)
        if count < 0 or count * len(targets) > len(pile):
            raise ValueError(f"cannot deal {count} cards to {len(targets)} zones from {source!r}, which holds {len(pile)}")
        for _ in range(count):
            for target in targets:
                self._pile(target).append(pile.pop())
                self._note_move(source, target, game)

    def move(self, card: C, source: str, target: str, game: Chance | None = None,
             index: int | None = None) -> None:
        """Move one copy of ``card`` (the topmost) from ``source`` onto ``target`` (at ``index``
        when given, else on top). A move that shows the card to a seat that had not seen it needs
        the game, to mark the reveal."""
        pile = self._pile(source)
        for position in range(len(pile) - 1, -1, -1):
            if pile[position] == card:
                break
        else:
            raise ValueError(f"zone {source!r} holds no {card.encode()}")
        if game is None and self.reveals(source, target):
            raise ValueError(f"moving a card from {source!r} to {target!r} shows it: pass the game to mark it")
        destination = self._pile(target)
        del pile[position]
        destination.insert(len(destination) if index is None else index, card)
        self._note_move(source, target, game)

    def move_at(self, source: str, position: int, target: str, game: Chance | None = None,
                index: int | None = None) -> C:
        """Move the card at ``position`` of ``source`` (a market slot, say) onto ``target`` (at
        ``index`` when given, into a market slot say; else on top)."""
        pile = self._pile(source)
        if not -len(pile) <= position < len(pile):
            raise ValueError(f"zone {source!r} has no position {position}")
        destination = self._pile(target)
        shows = self.layout.reveals(source, target)
        if shows and game is None:
            raise ValueError(f"moving a card from {source!r} to {target!r} shows it: pass the game to mark it")
        card = pile.pop(position)
        if index is None:
            destination.append(card)
        else:
            destination.insert(index, card)
        if shows and game is not None:
            game.mark_irreversible()
        return card

    def gather(self, sources: Iterable[str], target: str) -> None:
        """Put every card of ``sources`` onto ``target`` (a new round: shuffle ``target`` next)."""
        destination = self._pile(target)
        for source in sources:
            if source != target:
                destination.extend(self._pile(source))
                self._pile(source).clear()

    def sort(self, zone: str) -> None:
        """Put a zone's cards in the cards' order (a hand kept sorted); nothing is seen or lost."""
        self._pile(zone).sort()

    def replace(self, zone: str, cards: Iterable[C]) -> None:
        """Set a zone's cards outright (reading a position; conservation is the caller's to check)."""
        pile = self._pile(zone)
        pile[:] = list(cards)

    def reveals(self, source: str, target: str) -> bool:
        """Whether a card going from ``source`` to ``target`` becomes seen by a seat that had not
        seen it (then undo may not cross the move)."""
        return self.layout.reveals(source, target)

    def _note_move(self, source: str, target: str, game: Chance | None) -> None:
        if game is not None and self.layout.reveals(source, target):
            game.mark_irreversible()

    # --- the laws --------------------------------------------------------------------------------
    def conservation_violations(self) -> list[str]:
        """Every card of the box exactly once across the zones (as a multiset), and no zone over its
        size; one line per problem, for ``invariant_violations``."""
        problems: list[str] = []
        for zone in self.layout.zones:
            size = len(self._zones[zone.name])
            if zone.max_size is not None and size > zone.max_size:
                problems.append(f"zone {zone.name} holds {size} cards, more than {zone.max_size}")
        found: Counter[C] = Counter()
        for pile in self._zones.values():
            found.update(pile)
        box: Counter[C] = self.layout.__dict__["_box_counts"]
        # (equal counts: nothing to say; subtracting both ways cost as much as counting). Compared as
        # dicts, in C: neither holds a zero count (both only ever counted cards), and then equal
        # dicts are equal Counters; ``Counter.__eq__`` walks both in Python.
        if not dict.__eq__(found, box):
            problems += _multiset_problems(found, box)
        return problems

    # --- what a seat may know --------------------------------------------------------------------
    def view(self, seat: int | None) -> dict[str, ZoneView[C]]:
        """What ``seat`` (None: a spectator) may see of each zone."""
        return {zone.name: self._zone_view(zone, seat) for zone in self.layout.zones}

    def zone_view(self, zone: str, seat: int | None) -> ZoneView[C]:
        """What ``seat`` may see of one zone (``view(seat)[zone]``, without building the others)."""
        return self._zone_view(self.layout.spec(zone), seat)

    def _zone_view(self, zone: ZoneSpec, seat: int | None) -> ZoneView[C]:
        pile = self._zones[zone.name]
        shows_all = zone.shows_all_to(seat)
        top_shown = shows_all or zone.visibility is Visibility.TOP
        return ZoneView(
            name=zone.name,
            owner=zone.owner,
            visibility=zone.visibility,
            count=len(pile),
            cards=tuple(pile) if shows_all else None,
            top=pile[-1] if top_shown and pile else None,
        )

    def view_json(self, seat: int | None) -> dict[str, dict[str, Any]]:
        """``view`` as JSON: ``{"count": n}``, plus ``"cards"`` and ``"top"`` (codes) where seen."""
        return {name: zone.to_json() for name, zone in self.view(seat).items()}

    def unseen_zones(self, seat: int | None) -> tuple[str, ...]:
        """The zones whose cards ``seat`` has never seen, in layout order."""
        return tuple(zone.name for zone in self.layout.zones if zone.unseen_by(seat))

    def unseen_cards(self, seat: int | None) -> list[C]:
        """The cards ``seat`` has not seen, sorted: what it can work out from the box and the view."""
        return sorted(card for name in self.unseen_zones(seat) for card in self._zones[name])

    def determinize(self, seat: int, rng: random.Random,
                    keep: Mapping[str, Iterable[C]] | Iterable[tuple[Sequence[str], Iterable[C]]] = (),
                    accept: Callable[[Table[C]], bool] | None = None, tries: int = 1000) -> Table[C]:
        """A table consistent with what ``seat`` knows: the cards it has not seen dealt anew among
        the zones it has not seen, each zone keeping its size.

        ``keep`` holds what the game knows beyond the zones' visibility: cards known to lie in a
        zone (``{"hand.1": [card]}``) or somewhere among a group of zones (``[(("hand.1",
        "pile.1"), [card])]``); they stay there (their position inside the zone or group is
        resampled). Zones may belong to one group at most. ``accept`` rejects samples that break
        what else the seat knows (say, "the collector holds no set"); after ``tries`` rejected
        samples ``DeterminizeError`` is raised.

        How one sample is drawn (fixed, so that a game's samples stay the same from one version to
        the next): the pool of unseen cards not kept is sorted and shuffled with ``rng``; each group
        in turn takes its kept cards (sorted) and cards popped off the end of the pool, shuffles
        them with ``rng`` and fills its zones in order; then each other unseen zone, in layout
        order, takes the last cards of the pool as they lie (a zone alone in the pool, such as a
        face-down deck, is the shuffled pool itself). Only ``rng`` (never the game's) is used, and what
        is sampled depends only on the seat's knowledge, never on where the unseen cards lie."""
        groups = _groups(keep)
        # A player or the soak samples one seat's position many times over: what comes before the
        # draws is kept with what it was worked out from (the seat, the kept cards, every zone's
        # cards), and used again only when all of that is equal.
        key = (seat, groups, tuple(map(tuple, self._zones.values())))
        if self._plan is not None and self._plan[0] == key:
            unseen, grouped, base = self._plan[1]
        else:
            unseen, grouped, base = self._sampling_plan(seat, groups)
            self._plan = (key, (unseen, grouped, base))
        for _ in range(max(1, tries)):
            other = self.clone()
            pool = list(base)
            fast_shuffle(rng, pool)
            for zones, cards in groups:
                slots = sum(len(self._zones[zone]) for zone in zones)
                dealt = self.layout.sorted(cards) + [pool.pop() for _ in range(slots - len(cards))]
                fast_shuffle(rng, dealt)
                for zone in zones:
                    size = len(self._zones[zone])
                    other._zones[zone] = dealt[:size]
                    del dealt[:size]
            for zone in unseen:
                if zone not in grouped:
                    rest = len(pool) - len(self._zones[zone])
                    other._zones[zone] = pool[rest:]
                    del pool[rest:]
            if accept is None or accept(other):
                return other
        raise DeterminizeError(f"no sample for seat {seat} passed the game's check in {tries} tries")

    def _sampling_plan(
        self, seat: int, groups: list[tuple[tuple[str, ...], list[C]]]
    ) -> tuple[tuple[str, ...], dict[str, int], list[C]]:
        """``determinize``'s zones to deal, the group of each grouped zone, and the unseen cards not
        kept, sorted; a ``ValueError`` for kept cards that are not where they are said to be."""
        unseen = self.unseen_zones(seat)
        grouped: dict[str, int] = {}
        for index, (zones, cards) in enumerate(groups):
            for zone in zones:
                if zone not in unseen:
                    raise ValueError(f"zone {zone!r} is seen by seat {seat}: nothing to keep there")
                if zone in grouped:
                    raise ValueError(f"zone {zone!r} is in two groups of kept cards")
                grouped[zone] = index
            holding = Counter(card for zone in zones for card in self._zones[zone])
            missing = Counter(cards) - holding
            if missing:
                raise ValueError(f"zones {list(zones)} do not hold the kept cards {_codes(missing.elements())}")
        pool_all = Counter(card for zone in unseen for card in self._zones[zone])
        for _, cards in groups:
            pool_all -= Counter(cards)
        base = self.layout.sorted(pool_all.elements())
        return unseen, grouped, base

    # --- snapshots -------------------------------------------------------------------------------
    def to_json(self) -> dict[str, list[str]]:
        """Every zone's cards as text, bottom to top (for ``snapshot()``: secrets included)."""
        return {name: [card.encode() for card in pile] for name, pile in self._zones.items()}

    @classmethod
    def from_json(cls, layout: Layout[C], data: object,
                  fail: Callable[[str], NoReturn] | None = None) -> Table[C]:
        """Read ``to_json``'s output back, checking everything: a JSON object with exactly the
        layout's zones, each a list of card texts the layout's ``decode`` reads, no zone over its
        size, and the box exactly (no card made or lost). Each failure calls ``fail`` with a message
        naming the zone and the entry (``SnapshotFields.fail`` turns it into a ``SaveError``); by
        default ``CardDataError`` is raised."""
        raise_error = fail or _raise_card_data_error
        if not isinstance(data, Mapping):
            raise_error(f"the cards are {type(data).__name__}, not a JSON object of zones")
        unknown = sorted(str(name) for name in data if name not in layout.names)
        if unknown:
            raise_error(f"the cards name unknown zones {unknown}; the zones are {list(layout.names)}")
        missing = [name for name in layout.names if name not in data]
        if missing:
            raise_error(f"the cards lack the zones {missing}")
        contents: dict[str, list[C]] = {}
        for zone in layout.zones:
            entries = data[zone.name]
            if not isinstance(entries, list):
                raise_error(f"zone {zone.name} is {type(entries).__name__}, not a list of cards")
            if zone.max_size is not None and len(entries) > zone.max_size:
                raise_error(f"zone {zone.name} holds {len(entries)} cards, more than {zone.max_size}")
            cards: list[C] = []
            for index, text in enumerate(entries):
                if not isinstance(text, str):
                    raise_error(f"zone {zone.name} entry {index} is {text!r}, not a card's text")
                try:
                    cards.append(layout.decode(text))
                except CardTextError as exc:
                    raise_error(f"zone {zone.name} entry {index} is {text!r}, not a card: {exc}")
            contents[zone.name] = cards
        problems = _multiset_problems(Counter(card for cards in contents.values() for card in cards),
                                      Counter(layout.box))
        if problems:
            raise_error("the cards are not the box exactly: " + "; ".join(problems))
        return cls(layout, contents)


class WriteBack(list[T]):
    """A copy of a game's per-seat cards (each seat's hand, each seat's secret card), read as a
    list, whose item assignment also writes the seat's zone back (``write(seat, value)``).

    Engines whose cards moved into zones keep the names they had as plain lists (``state.hands``,
    ``state.piles``) so that positions laid out by hand, in tests and puzzles, read and set a
    seat's cards as before: ``state.piles[0] = [...]`` changes the table. Any other change to the
    copy (append, sort, a change to an inner list) does not: lay out whole values."""

    __slots__ = ("_write",)

    def __init__(self, items: Iterable[T], write: Callable[[int, T], None]) -> None:
        super().__init__(items)
        self._write = write

    def __setitem__(self, index: Any, value: Any) -> None:
        if not isinstance(index, int):
            raise TypeError("write back one seat at a time")
        super().__setitem__(index, value)
        self._write(index if index >= 0 else len(self) + index, value)


def _same(value: Any) -> Any:
    return value


class ZoneAttribute:
    """An engine's own name for one zone of one of its kit tables (``state.market``), read as a
    list and laid whole by assignment: ``market = ZoneAttribute("cards", "market", Card.encode,
    Card.decode)`` reads the zone of ``state.cards`` as codes (``read`` each card) and lays codes
    (``lay`` each one). For the rules and the tests that speak of the zones by those names; the
    engine moves cards with the table itself."""

    def __init__(self, table: str, zone: str, read: Callable[[Any], Any] = _same,
                 lay: Callable[[Any], Any] = _same) -> None:
        self.table, self.zone, self.read, self.lay = table, zone, read, lay

    def __get__(self, state: Any, owner: type | None = None) -> Any:
        if state is None:
            return self
        return [self.read(card) for card in getattr(state, self.table).cards(self.zone)]

    def __set__(self, state: Any, values: Iterable[Any]) -> None:
        getattr(state, self.table).replace(self.zone, [self.lay(value) for value in values])


class SeatZonesAttribute:
    """An engine's own name for its per-seat zones ``prefix.0``, ``prefix.1``... (``state.piles``):
    a ``WriteBack`` list with one entry per seat (``state.players``), a list of cards or, with
    ``single``, the seat's one card (``state.identities``). Assigning the whole, or one seat's
    entry, lays the zones."""

    def __init__(self, table: str, prefix: str, read: Callable[[Any], Any] = _same,
                 lay: Callable[[Any], Any] = _same, single: bool = False) -> None:
        self.table, self.prefix, self.read, self.lay, self.single = table, prefix, read, lay, single

    def __get__(self, state: Any, owner: type | None = None) -> Any:
        if state is None:
            return self
        table = getattr(state, self.table)
        rows = [[self.read(card) for card in table.cards(f"{self.prefix}.{seat}")] for seat in range(state.players)]
        return WriteBack([row[0] if self.single else row for row in rows],
                         lambda seat, value: self._lay(state, seat, value))

    def __set__(self, state: Any, values: Iterable[Any]) -> None:
        for seat, value in enumerate(values):
            self._lay(state, seat, value)

    def _lay(self, state: Any, seat: int, value: Any) -> None:
        cards = [self.lay(value)] if self.single else [self.lay(each) for each in value]
        getattr(state, self.table).replace(f"{self.prefix}.{seat}", cards)


class DeterminizeError(RuntimeError):
    """No sample consistent with the game's own check was found."""


def _raise_card_data_error(message: str) -> NoReturn:
    raise CardDataError(message)


def _places(box: Sequence[C]) -> dict[C, int] | None:
    """Each value of the sorted ``box`` and its place, when sorting by place is sorting by ``<``:
    each value below every later one and above none (then cards that are equal share a place
    and keep their order, as in ``sorted``). None when some pair is not so."""
    values = list(dict.fromkeys(box))
    for i, low in enumerate(values):
        for high in values[i + 1 :]:
            if not low < high or high < low:
                return None
    return {value: place for place, value in enumerate(values)}


def _groups(keep: Mapping[str, Iterable[C]] | Iterable[tuple[Sequence[str], Iterable[C]]]
            ) -> list[tuple[tuple[str, ...], list[C]]]:
    if isinstance(keep, Mapping):
        return [((zone,), list(cards)) for zone, cards in keep.items()]
    return [(tuple(zones), list(cards)) for zones, cards in keep]


def _codes(cards: Iterable[C]) -> list[str]:
    return [card.encode() for card in sorted(cards)]


def _multiset_problems(found: Counter[C], box: Counter[C]) -> list[str]:
    problems: list[str] = []
    extra, missing = found - box, box - found
    for card in sorted(extra):
        problems.append(f"card {card.encode()} is there {found[card]} times, the box has {box[card]}")
    for card in sorted(missing):
        problems.append(f"card {card.encode()} is there {found[card]} times, the box has {box[card]}")
    return problems
