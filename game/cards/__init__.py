"""The card kit: card values, zones with an owner and a visibility, and what every card game needs.

Pure Python (no pygame, no engine import), fully typed (``mypy --strict game/cards``).

- ``card``: the card value protocol (frozen, hashable, ordered, ``encode()`` / ``decode(text)``).
- ``zones``: ``ZoneSpec`` and ``Layout`` (declared once per game), ``Table`` (the cards of each zone):
  shuffling, dealing and drawing through the game's own generator, conservation checks, the view a
  seat may have, a generic determinize of the zones a seat has not seen, snapshots to and from JSON.
  ``ZoneAttribute`` / ``SeatZonesAttribute`` give a game's zones its own names (``state.market``,
  ``state.piles[1]``) for its rules and for positions laid out by hand in tests.
- ``pokerdrez``: the 56-card PokerDrez deck shared by its twelve games.
- ``tricks``: a trick in progress, the duty to follow, its winner by a game's ranking, tallies.

Games on the kit: Puertas and Trampas (``games/puertas/engine.py``, ``games/trampas/engine.py``: two
tables each, Clue cards and Door cards, with decks dealt from their first card as those engines always
dealt, so that old seeds keep their deals).

Zones are multisets, never sets: equal card values are copies nobody can tell apart.

A game using the kit::

    LAYOUT = Layout((ZoneSpec("deck", Visibility.HIDDEN), *seat_zones("hand", 2),
                     ZoneSpec("commons", Visibility.PUBLIC, max_size=5),
                     ZoneSpec("discard", Visibility.COUNT)), players=2, box=tuple(deck(1)),
                    decode=PokerDrezCard.decode)

    def setup(self):                        # deal through the game's own generator
        self.cards = Table.boxed(LAYOUT, "deck")
        self.cards.shuffle("deck", self)    # marks the game irreversible
        self.cards.deal("deck", ["hand.0", "hand.1"], 2, self)
        self.cards.draw("deck", "commons", self, count=5)
    def view(self, seat):                   # other seats' hands become counts
        return {"cards": self.cards.view_json(seat), ...}
    def determinize(self, seat, rng):       # the hidden hand and the deck dealt anew
        clone = self.clone(); clone.cards = self.cards.determinize(seat, rng)
        clone.rng = random.Random(rng.getrandbits(64)); return clone
    def snapshot(self): return {"cards": self.cards.to_json(), ...}
    # from_snapshot: Table.from_json(LAYOUT, fields["cards"], fail=fields.fail)
    def invariant_violations(self): return self.cards.conservation_violations() + [...]
"""

from game.cards.card import CardDataError, CardTextError, CardValue, Decoder, check_round_trip
from game.cards.zones import (
    Chance,
    DeterminizeError,
    Layout,
    SeatZonesAttribute,
    Table,
    Visibility,
    WriteBack,
    ZoneAttribute,
    ZoneSpec,
    ZoneView,
    seat_zones,
)

__all__ = [
    "CardDataError",
    "CardTextError",
    "CardValue",
    "Chance",
    "Decoder",
    "DeterminizeError",
    "Layout",
    "SeatZonesAttribute",
    "Table",
    "Visibility",
    "WriteBack",
    "ZoneAttribute",
    "ZoneSpec",
    "ZoneView",
    "check_round_trip",
    "seat_zones",
]
