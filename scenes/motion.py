"""Things moving on the table: the Animations setting, and cards and gems that travel.

The setting: the app sets it from the settings; every table that animates asks
``enabled()`` and, when it is off, shows the end of the movement at once. The game scene
also finishes any table animation at once when it is off, so a table that forgets to ask
still does not move.

The travel: a table hands ``Motion.stage`` the widgets it has just built from a seat's view
(and the gem counts that view shows). ``Motion`` compares them with the widgets of the
previous build for the same seat and works out what moved: a card that left one place and
turned up in another slides there (turning over on the way if its face changes); a card
that turned up from nowhere comes off the deck; gems fly in a small burst from the pile
that lost them to the pile that gained them (or from the bank), and the gaining pile's
counter changes when they land. Everything is read from the two builds, which are drawn
from views: a card seen from the back stays a back in every frame, and two positions a
seat cannot tell apart move the same way for that seat.

Nothing waits for the motion: the new widgets are in place from the first frame (hidden,
or showing their old picture, until the motion reaches them), so a click during the motion
acts on the new position at once; the tables also land the motion on any click or key.

Other pieces travel the same way: a spot's ``art`` names its picture ("card", or "tile" for a
word game's letter tiles, scenes/widgets/tile.py), ``kin`` pairs pieces that are the same piece
whatever face they show, ``home`` is where a piece from nowhere comes from (and one leaving for
nowhere goes to) instead of the deck, and ``lag`` holds a piece back a little so a word arrives
letter by letter. Cards set none of these and move as they always did.

Motion knows no deck: a card spot and flight carry the name of its deck's face painter
(``faces``, scenes/cards/faces.py) and the painter's ``variant``, and a flight is drawn by the
kit's ``card_image``. A card widget gives them itself (``faces``, ``face_variant()``); a picture
says them in ``extra`` (see ``read_cards``). Cards are paired only with cards of the same look.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from scenes.cards.widget import CardWidget, card_image
from scenes.widgets.base import Widget
from scenes.widgets.gem import gem_image
from scenes.widgets.tile import flight_image as tile_flight_image

_enabled = True


def enabled() -> bool:
    return _enabled


def set_enabled(on: bool) -> None:
    global _enabled
    _enabled = bool(on)


SLIDE_SECONDS = 0.22  # a card going from one place to another
SHIFT_SECONDS = 0.18  # a card closing up a gap in its own row
GEM_SECONDS = 0.16  # one gem's flight
GEM_SPREAD = 0.07  # the last gem of a burst leaves this long after the first
LONGEST = max(SLIDE_SECONDS, SHIFT_SECONDS, GEM_SECONDS + GEM_SPREAD)  # no motion lasts longer
SHORTEST_SLIDE = 0.12  # a slide held back by its ``lag`` is shortened to end within LONGEST, never below this
FIRST_STEP = 1 / 60  # the first step of a motion, whatever the frame that started it cost
BURST = 6  # gems drawn for one transfer, however many change hands
BANK = "bank"  # gems from or to no pile on the table come from or go to the bank

Box = tuple[int, int, int, int]


def ease(t: float) -> float:
    """Slow, fast, slow (cubic in and out); 0 and 1 stay put."""
    t = min(1.0, max(0.0, t))
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


Look = tuple[str | None, Hashable]  # a deck's face painter and its variant


def look_of(extra: dict[str, Any]) -> Look:
    """The look a picture's ``extra`` names: ``extra["faces"]`` and ``extra["variant"]``."""
    return (extra.get("faces"), extra.get("variant"))


# --- what a build shows ------------------------------------------------------------------------
@dataclass(frozen=True)
class CardSpot:
    """One card as a build draws it. ``code`` is None for a card seen from the back; ``faces``
    and ``variant`` are its deck's face painter and look (None for a piece that is no deck's
    card, a tile); ``point`` marks a hidden hand drawn as a count, where cards leave from (or
    arrive at) its middle."""

    name: str
    place: str
    code: Hashable
    faces: str | None
    rect: Box
    variant: Hashable = None
    point: bool = False
    dealt: bool = False
    look: Any = None
    owner: Any = None
    art: str = "card"
    kin: Any = None
    home: Box | None = None
    lag: float = 0.0

    @property
    def kind(self) -> Look:
        """What the card looks like whatever its face: only cards of one kind are paired."""
        return (self.faces, self.variant)


@dataclass(frozen=True)
class GemPile:
    """A count of gems the table shows: whose (``owner``), how many, and the colour of the
    gems that fly to or from it. The widgets that show it carry ``extra["gems_of"] = owner``."""

    owner: str
    count: int
    colour: str = "red"


def place_of(name: str) -> str:
    """Cards in one row share a place: "hand:3" and "hand:0" are both in "hand"."""
    head, _, tail = name.rpartition(":")
    return head if head and tail.isdigit() else name


def read_cards(widgets: Iterable[Widget]) -> list[CardSpot]:
    """The cards a build draws, in drawing order. Besides card widgets: ``extra["card"] =
    (code, faces, variant)`` marks a picture that draws a card of the deck ``faces`` with that
    variant, ``extra["stack"] = count`` a face-down stack drawn as one picture, ``extra["hand"] =
    count`` a hidden hand shown as a number (these two take their look from ``extra["faces"]``
    and ``extra["variant"]``, ``look_of``);
    ``extra["still"]`` leaves a widget out (a second, clickable copy of a card); ``extra["dealt"]``
    says the card has just come off the deck (the table knows it from the view), so it is not
    mistaken for a card like it that moved; ``extra["look"]`` tells apart cards with one face
    (the marks on a hidden card), so a row of backs closes up around the right gap;
    ``extra["owner"]`` (a seat) pairs a card that left someone's pile with one that turned up in
    the same someone's hand before anyone else's; ``extra["kin"]`` pairs a card widget with the
    same physical card wherever it went, even seen from the back (two face-down cards that traded
    places slide past each other). Pieces other than cards add ``extra["art"]``,
    ``extra["kin"]``, ``extra["home"]`` (a rectangle) and ``extra["lag"]`` (seconds): see the
    module's notes."""
    spots: list[CardSpot] = []
    for widget in widgets:
        extra = widget.extra
        if extra.get("still"):
            continue
        rect = tuple(widget.rect)
        place = extra.get("place") or place_of(widget.name)
        if isinstance(widget, CardWidget):
            code = widget.code if widget.face_up else None
            spots.append(CardSpot(widget.name, place, code, widget.faces, rect, widget.face_variant(),
                                  dealt=bool(extra.get("dealt")), look=extra.get("look"), owner=extra.get("owner"),
                                  kin=extra.get("kin")))
        elif "card" in extra:
            code, faces, variant = extra["card"]
            home = extra.get("home")
            spots.append(CardSpot(widget.name, place, code, faces, rect, variant, dealt=bool(extra.get("dealt")),
                                  look=extra.get("look"), owner=extra.get("owner"), art=extra.get("art", "card"),
                                  kin=extra.get("kin"), home=None if home is None else tuple(home),
                                  lag=float(extra.get("lag", 0.0))))
        if extra.get("stack"):
            spots += [CardSpot(f"{widget.name}#{k}", widget.name, None, extra.get("faces"), rect, extra.get("variant"),
                               owner=extra.get("owner")) for k in range(int(extra["stack"]))]
        if extra.get("hand"):
            spots += [CardSpot(f"{widget.name}#{k}", widget.name, None, extra.get("faces"), rect,
                               extra.get("variant"), point=True,
                               owner=extra.get("owner")) for k in range(int(extra["hand"]))]
    return spots


def read_sources(widgets: Iterable[Widget]) -> list[tuple[Box, Look]]:
    """Where cards from nowhere come from: the deck (a widget named "deck" or marked
    ``extra["card_source"]``), with the look of the cards it deals (``look_of``)."""
    return [(tuple(w.rect), look_of(w.extra)) for w in widgets
            if w.name == "deck" or w.extra.get("card_source")]


# --- what moves ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class CardFlight:
    """A card travelling from ``start`` to ``end``, showing ``start_code`` then ``end_code``
    (None: its back), turning over half way when they differ. ``fade``: a card that leaves
    the table for nowhere the table draws fades where it was."""

    start: Box
    end: Box
    start_code: Hashable
    end_code: Hashable
    faces: str | None
    delay: float
    duration: float
    fade: bool = False
    art: str = "card"
    variant: Hashable = None

    @property
    def ends(self) -> float:
        return self.delay + self.duration

    @property
    def turns(self) -> bool:
        return self.start_code != self.end_code


@dataclass(frozen=True)
class GemFlight:
    start: tuple[int, int]
    end: tuple[int, int]
    colour: str
    size: int
    delay: float
    duration: float = GEM_SECONDS
    arc: bool = True
    target: str = BANK  # the pile it lands on

    @property
    def ends(self) -> float:
        return self.delay + self.duration


def _centred(size: tuple[int, int], rect: Box, scale: float = 1.0) -> Box:
    w, h = max(1, round(size[0] * scale)), max(1, round(size[1] * scale))
    cx, cy = rect[0] + rect[2] // 2, rect[1] + rect[3] // 2
    return (cx - w // 2, cy - h // 2, w, h)


def _ends(start: CardSpot, end: CardSpot) -> tuple[Box, Box]:
    """The rectangles a flight goes between; a hidden hand's end is a small card at its middle."""
    a, b = start.rect, end.rect
    if start.point and not end.point:
        a = _centred(b[2:], a, 0.6)
    elif end.point and not start.point:
        b = _centred(a[2:], b, 0.6)
    return a, b


def plan_cards(before: Sequence[CardSpot], after: Sequence[CardSpot], sources: Sequence[tuple[Box, Look]],
               fresh: bool = False) -> tuple[list[CardFlight], dict[str, float]]:
    """The card flights from one build to the next, and when each arriving card shows.

    A card keeps its place when its place still holds one like it (it slides if the row
    moved). The others are paired, a card only with one of its look (its deck and variant: a
    La Dama y el Tigre Door only with a Door), the same place first and then the
    same owner, in this order: the same face; a face that turned up with
    a back that left (a card played from a hidden hand, a Door revealed); back with back; a
    back that turned up with a face that left (a card put face down). What is left arrives
    from the deck, or grows where it lands; what left for nowhere fades. ``fresh``: a new
    deal, nothing is paired across places and everything that left goes back to the deck.

    Pieces with a ``kin`` are paired by it before anything else (a tile laid from the rack is the
    same tile on the board, a blank too though its face now shows a letter); pieces with a
    ``home`` come from it and go to it instead of the deck or nowhere."""
    flights: list[CardFlight] = []
    waits: dict[str, float] = {}
    leaving: list[CardSpot] = []
    arriving: list[CardSpot] = []
    old_by_place: dict[str, list[CardSpot]] = {}
    for spot in before:
        old_by_place.setdefault(spot.place, []).append(spot)
    for spot in after:
        row = old_by_place.get(spot.place, [])
        # In a new deal a card stays only where it lay: the same card elsewhere is another one dealt.
        alike = [old for old in row if old.code == spot.code and old.look == spot.look
                 and (not fresh or old.rect == spot.rect) and not spot.dealt]
        # The same slot first: two backs in a row are told apart by where they were.
        twin = next((old for old in alike if old.name == spot.name), alike[0] if alike else None)
        if twin is None:
            arriving.append(spot)
            continue
        row.remove(twin)
        if twin.rect != spot.rect and not spot.point:
            flights.append(CardFlight(twin.rect, spot.rect, spot.code, spot.code, spot.faces, 0.0, SHIFT_SECONDS,
                                      art=spot.art, variant=spot.variant))
            waits[spot.name] = SHIFT_SECONDS
    for row in old_by_place.values():
        leaving += row

    def land(start: CardSpot, end: CardSpot) -> None:
        a, b = _ends(start, end)
        if a == b and (start.code == end.code or end.art != "card"):
            return  # the same card where it was (only its marks changed); a tile changes its face where it lies
        delay, duration = _held_back(end)
        flights.append(CardFlight(a, b, start.code, end.code, end.faces, delay, duration, art=end.art,
                                  variant=end.variant))
        if not end.point:
            waits[end.name] = delay + duration

    if not fresh:
        tests = (
            lambda new, old: new.kin is not None and old.kin == new.kin,
            lambda new, old: new.code is not None and old.code == new.code,
            lambda new, old: new.code is not None and old.code is None,
            lambda new, old: new.code is None and old.code is None,
            lambda new, old: new.code is None and old.code is not None,
        )
        for fits in tests:
            for new in [spot for spot in arriving if not spot.dealt]:
                choices = [old for old in leaving if old.kind == new.kind and fits(new, old)]
                if not choices:
                    continue
                old = next((o for o in choices if o.place == new.place),
                           next((o for o in choices if new.owner is not None and o.owner == new.owner), choices[0]))
                leaving.remove(old)
                arriving.remove(new)
                land(old, new)
    for new in arriving:
        if new.point:
            continue
        deck = next((box for box, kind in sources if kind == new.kind), None)  # no Door off the card deck
        delay, duration = _held_back(new)
        if new.home is not None:
            flights.append(CardFlight(new.home, new.rect, None, new.code, new.faces, delay, duration,
                                      art=new.art, variant=new.variant))
        elif deck is not None:
            start = _centred(new.rect[2:], deck)
            flights.append(CardFlight(start, new.rect, None, new.code, new.faces, delay, duration,
                                      art=new.art, variant=new.variant))
        else:
            flights.append(CardFlight(_centred(new.rect[2:], new.rect, 0.6), new.rect, new.code, new.code, new.faces,
                                      delay, duration, art=new.art, variant=new.variant))
        waits[new.name] = delay + duration
    for old in leaving:
        if old.point:
            continue
        deck = next((box for box, kind in sources if kind == old.kind), None) if fresh else None
        if old.home is not None:
            flights.append(CardFlight(old.rect, old.home, old.code, None, old.faces, 0.0, SLIDE_SECONDS,
                                      art=old.art, variant=old.variant))
        elif deck is not None:
            flights.append(CardFlight(old.rect, _centred(old.rect[2:], deck), old.code, None, old.faces, 0.0,
                                      SLIDE_SECONDS, art=old.art, variant=old.variant))
        else:
            flights.append(CardFlight(old.rect, old.rect, old.code, old.code, old.faces, 0.0, SLIDE_SECONDS,
                                      fade=True, art=old.art, variant=old.variant))
    return flights, waits


def _held_back(spot: CardSpot) -> tuple[float, float]:
    """(delay, duration) of a slide to ``spot``: its ``lag`` first, and the slide shortened so that
    it still ends within LONGEST."""
    if spot.lag <= 0:
        return 0.0, SLIDE_SECONDS
    delay = min(spot.lag, LONGEST - SHORTEST_SLIDE)
    return delay, min(SLIDE_SECONDS, LONGEST - delay)


def plan_gems(before: dict[str, GemPile], after: dict[str, GemPile], anchors: dict[str, Box],
              bank: Box) -> list[GemFlight]:
    """Bursts of gems from the piles that lost gems to the piles that gained them (same colour
    first), the rest from or to the bank."""
    changes = {owner: after[owner].count - before[owner].count for owner in after
               if owner in before and after[owner].count != before[owner].count}
    gainers = [[owner, n] for owner, n in changes.items() if n > 0]
    losers = [[owner, -n] for owner, n in changes.items() if n < 0]
    transfers: list[tuple[str, str, int, str]] = []  # (from, to, how many, colour)
    for gainer in gainers:
        owner, wanted = gainer
        colour = after[owner].colour
        for same_colour in (True, False):
            for loser in losers:
                if wanted == 0:
                    break
                if loser[1] == 0 or (same_colour and after[loser[0]].colour != colour):
                    continue
                moved = min(wanted, loser[1])
                transfers.append((loser[0], owner, moved, colour))
                loser[1] -= moved
                wanted -= moved
        if wanted:
            transfers.append((BANK, owner, wanted, colour))
    for owner, left in losers:
        if left:
            transfers.append((owner, BANK, left, after[owner].colour))
    flights: list[GemFlight] = []
    for source, target, count, colour in transfers:
        start_box = anchors.get(source, bank)
        end_box = anchors.get(target, bank)
        size = max(10, min(34, min(end_box[2], end_box[3]) if target != BANK else min(start_box[2], start_box[3])))
        shapes = min(count, BURST)
        for k in range(shapes):
            delay = GEM_SPREAD * k / (shapes - 1) if shapes > 1 else 0.0
            flights.append(GemFlight(_middle(start_box), _middle(end_box), colour, size, delay, target=target))
    return flights


def _riding(gem: GemFlight, cards: Sequence[CardFlight]) -> GemFlight:
    """A gem going exactly where a card goes (cubs on a card that is swapped) rides on it:
    same time, same straight way."""
    for card in cards:
        if _middle(card.start) == gem.start and _middle(card.end) == gem.end:
            return GemFlight(gem.start, gem.end, gem.colour, gem.size, card.delay, card.duration, arc=False,
                             target=gem.target)
    return gem


def owners_of(widget: Widget) -> tuple[str, ...]:
    """The gem piles a widget shows: ``extra["gems_of"]`` is one owner or a tuple of them."""
    owners = widget.extra.get("gems_of")
    if owners is None:
        return ()
    return (owners,) if isinstance(owners, str) else tuple(owners)


def _middle(box: Box) -> tuple[int, int]:
    return (box[0] + box[2] // 2, box[1] + box[3] // 2)


# --- the motion a table owns -----------------------------------------------------------------------
class Motion:
    """One table's moving cards and gems: ``stage`` after each build, ``update`` every frame,
    ``land`` to finish at once."""

    def __init__(self) -> None:
        self.clock = 0.0
        self.length = 0.0
        self.cards: list[CardFlight] = []
        self.gems: list[GemFlight] = []
        self._waits: dict[str, float] = {}  # widget name -> when it shows its new picture
        self._stand_ins: dict[str, Widget] = {}  # widget name -> its picture before the motion
        self._frame: tuple[Any, tuple[int, int, int, int]] | None = None  # (seat, table area) of the last build
        self._cards: list[CardSpot] = []
        self._piles: dict[str, GemPile] = {}
        self._counters: dict[str, Widget] = {}
        self._starting = False  # a motion just started: its first step is one frame at most

    @property
    def moving(self) -> bool:
        return self.clock < self.length

    def update(self, dt: float) -> bool:
        if not self.moving:
            return False
        if self._starting:
            # The frame that built the new position may have been slow (new card sizes to paint):
            # that time was not seen moving, so the first step is at most one frame long.
            self._starting = False
            dt = min(dt, FIRST_STEP)
        self.clock = min(self.length, self.clock + max(0.0, dt))
        return True

    def land(self) -> None:
        self.clock = self.length

    def stage(self, area: pygame.Rect, seat: Any, widgets: list[Widget], piles: Iterable[GemPile] = (),
              fresh: bool = False, bank: pygame.Rect | None = None) -> list[Widget]:
        """``widgets`` as they are drawn while the motion from the previous build runs: the
        cards and counters it reaches wait for it, and a layer on top draws what travels.
        A new seat or a new table size starts nothing (the previous picture was someone
        else's, or elsewhere); the same picture again keeps the motion running."""
        cards = read_cards(widgets)
        pile_map = {pile.owner: pile for pile in piles}
        frame = (seat, tuple(area))
        if frame != self._frame:
            self.land()
        elif cards != self._cards or pile_map != self._piles:
            self._start(widgets, cards, pile_map, fresh, bank or area)
        self._frame = frame
        self._cards = cards
        self._piles = pile_map
        self._counters = {w.name: w for w in widgets if owners_of(w)}
        if not enabled():
            self.land()
        if not self.moving:
            return widgets
        staged = [self._wait(w) for w in widgets]
        staged.append(MotionLayer(name="motion", rect=pygame.Rect(area), motion=self))
        return staged

    def _start(self, widgets: list[Widget], cards: list[CardSpot], piles: dict[str, GemPile], fresh: bool,
               bank: pygame.Rect) -> None:
        card_flights, waits = plan_cards(self._cards, cards, read_sources(widgets), fresh)
        anchors: dict[str, Box] = {}
        for widget in widgets:
            for owner in owners_of(widget):
                if owner not in anchors or widget.extra.get("gem_anchor"):
                    anchors[owner] = tuple(widget.rect)
        gem_flights = [_riding(flight, card_flights) for flight in plan_gems(self._piles, piles, anchors, tuple(bank))]
        gem_waits: dict[str, float] = {}
        for flight in gem_flights:
            if flight.target != BANK:
                gem_waits[flight.target] = max(gem_waits.get(flight.target, 0.0), flight.ends)
        stand_ins: dict[str, Widget] = {}
        for widget in widgets:
            landing = [gem_waits[owner] for owner in owners_of(widget) if owner in gem_waits]
            if landing:
                waits[widget.name] = max([waits.get(widget.name, 0.0), *landing])
                old = self._counters.get(widget.name)
                if old is not None:
                    stand_ins[widget.name] = old
        self.cards, self.gems = card_flights, gem_flights
        self._waits, self._stand_ins = waits, stand_ins
        self.clock = 0.0
        self.length = max([f.ends for f in card_flights] + [f.ends for f in gem_flights] + [0.0])
        self._starting = True

    def _wait(self, widget: Widget) -> Widget:
        """``extra["rides"]``: a widget drawn on a card (its marks) waits as long as the card."""
        until = self._waits.get(widget.name, self._waits.get(widget.extra.get("rides", "")))
        if until is None or self.clock >= until:
            return widget
        title = type(widget).__name__
        if isinstance(widget, CardWidget):
            turning = any(f.turns and f.end == tuple(widget.rect) for f in self.cards)
            title = "FlippingCard" if turning else "SlidingCard"
        return waiting_copy(widget, self, until, self._stand_ins.get(widget.name), title)

    def draw(self, surface: pygame.Surface) -> None:
        for flight in self.cards:
            _draw_card_flight(surface, flight, self.clock)
        for flight in self.gems:
            _draw_gem_flight(surface, flight, self.clock)


_WAITING_CLASSES: dict[tuple[type, str], type] = {}


def _waiting_draw(self: Any, surface: pygame.Surface, theme_module: Any = None) -> None:
    if self._motion.clock < self._until:
        old = self._stand_in
        if old is not None:
            old.hovered, old.highlight = False, False
            old.draw(surface, theme_module)
        return
    super(self._waiting_base, self).draw(surface, theme_module)


def waiting_copy(widget: Widget, motion: Motion, until: float, stand_in: Widget | None, title: str) -> Widget:
    """The same widget (same class underneath, same fields) that shows nothing, or its old
    picture ``stand_in``, until ``motion`` reaches ``until``."""
    base = type(widget)
    cls = _WAITING_CLASSES.get((base, title))
    if cls is None:
        cls = type(title, (base,), {"draw": _waiting_draw, "__module__": __name__, "_waiting_base": None})
        cls._waiting_base = cls
        _WAITING_CLASSES[(base, title)] = cls
    copy = object.__new__(cls)
    copy.__dict__.update(widget.__dict__)
    copy._motion, copy._until, copy._stand_in = motion, until, stand_in
    return copy


class MotionLayer(Widget):
    """Drawn last: the cards and gems in flight. Never clickable."""

    def __init__(self, name: str, rect: pygame.Rect, motion: Motion) -> None:
        super().__init__(name=name, rect=rect)
        self.motion = motion

    def draw(self, surface: pygame.Surface, theme_module: Any = None) -> None:
        if self.motion.moving:
            self.motion.draw(surface)

    def hit(self, pos: tuple[int, int]) -> bool:
        return False


def _lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def _draw_card_flight(surface: pygame.Surface, flight: CardFlight, clock: float) -> None:
    t = (clock - flight.delay) / flight.duration if flight.duration > 0 else 1.0
    if t >= 1.0:
        return
    p = ease(t)
    start, end = flight.start, flight.end
    w = max(8, round(_lerp(start[2], end[2], p)))
    h = max(10, round(_lerp(start[3], end[3], p)))
    cx = _lerp(start[0] + start[2] / 2, end[0] + end[2] / 2, p)
    cy = _lerp(start[1] + start[3] / 2, end[1] + end[3] / 2, p)
    code = flight.start_code if (not flight.turns or p < 0.5) else flight.end_code
    size = (end[2], end[3]) if p >= 0.5 else (start[2], start[3])
    if flight.art == "tile":
        image = tile_flight_image(size, code)
    else:
        image = card_image(size, code, face_up=code is not None, faces=flight.faces or "", variant=flight.variant)
    # A piece turns over (narrowing to its edge and back) when its back shows at one end; a tile
    # whose face changes (a blank given its letter) just shows the new face half way.
    flips = flight.turns and (flight.art == "card" or None in (flight.start_code, flight.end_code))
    squeeze = abs(math.cos(math.pi * p)) if flips else 1.0
    shown_w = max(1, round(w * max(0.04, squeeze)))
    if (shown_w, h) != image.get_size():
        image = pygame.transform.smoothscale(image, (shown_w, h))
    if flight.fade:
        image = image.copy()
        image.set_alpha(round(255 * (1 - p)))
    elif start != end:
        # A soft shadow a little below: the card is lifted off the felt while it travels.
        lift = math.sin(math.pi * p)
        shade = pygame.Surface((shown_w, h), pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, round(70 * lift)), shade.get_rect(), border_radius=max(2, shown_w // 10))
        surface.blit(shade, (round(cx - shown_w / 2 + h * 0.04 * lift), round(cy - h / 2 + h * 0.06 * lift)))
    surface.blit(image, (round(cx - shown_w / 2), round(cy - h / 2)))


def _draw_gem_flight(surface: pygame.Surface, flight: GemFlight, clock: float) -> None:
    t = (clock - flight.delay) / flight.duration
    if t >= 1.0:
        return
    p = ease(max(0.0, t))
    (x0, y0), (x1, y1) = flight.start, flight.end
    # Along an arc: the control point sits above the middle of the way, by a sixth of its length.
    distance = math.hypot(x1 - x0, y1 - y0)
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2 - (distance * 0.15 if flight.arc else 0)
    x = (1 - p) ** 2 * x0 + 2 * (1 - p) * p * mx + p * p * x1
    y = (1 - p) ** 2 * y0 + 2 * (1 - p) * p * my + p * p * y1
    size = round(flight.size * (0.8 + 0.3 * math.sin(math.pi * p))) if flight.arc else flight.size
    image = gem_image(size, flight.colour)
    surface.blit(image, image.get_rect(center=(round(x), round(y))))
