"""Favores (rulebook 000): an auction game for 2-4 players over three days.

Each day every player gets a secret identity (a Door card) and 5 gems; the 14
Clue cards form the deck. On a turn a player either reveals the top card into
the lot or calls an auction on the lot. In an auction every opponent, starting
on the caller's left, has one chance to bid, then the caller; bids must rise.
The winner takes the lot and pays the caller; when the caller wins, the others
share the bid equally and the remainder goes to the reserve. Revealing the
last card of the deck starts an open final auction whose bid nobody receives.
At the end of the day collected cards score 3 / 1 / -2 by how many attributes
they share with the identity, and the player(s) with the most gems score 3.

Seats: seat ``s + 1`` sits on the left of seat ``s``; play goes to the left.

Decisions where the rulebook is silent (also on the rules screen):
- Day 1 is started by the first seat (the rulebook asks who last did a favour).
- Players tied for the most gems at the end of a day all get the 3 points.
- A wild card scores nothing itself; at scoring each wild changes one
  attribute of one ordinary collected card, and the engine uses them in the
  best way for the player. A wild cannot change the other wild.
- Bids are paid in gems, so nobody may bid more gems than they hold.
- A player always acts explicitly, even when passing is the only choice.
- In the final auction bids must also beat the highest bid so far.
"""

from __future__ import annotations

import copy
import itertools
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, cast

from game.core import Action, GameState, JSONValue, Outcome, Seat, copy_generator, placing_from_scores
from game.dama_tigre.deck import (
    CLUE_CODES,
    DOOR_CODES,
    WILD_COLOUR,
    WILD_ROLE,
    Card,
    Colour,
    Role,
    clue_cards,
    door_cards,
)
from game.snapshot_fields import SnapshotFields
from game.text import Msg
from game.text import Seat as SeatWord
from game.view import Event, turn_fields
from games.favores import SPEC
from games.favores.texts import TEXTS
from games.favores.view import (
    ADD,
    AUCTION,
    AUCTION_PHASE,
    DAYS,
    FINAL,
    MOST_GEMS_BONUS,
    OVER,
    PASS,
    START_GEMS,
    TURN,
    AuctionResult,
    DayResult,
    FavoresView,
    bid,
    bid_amount,
)


def card_points(identity: Card, colour: str | None, role: str | None) -> int:
    """3 for an exact match, 1 for one shared attribute, -2 for none."""
    shared = (colour == identity.colour) + (role == identity.role)
    return (-2, 1, 3)[shared]


@dataclass(frozen=True, slots=True)
class CollectionScore:
    """A day's card points with the wild cards used at their best.

    ``colour_target``/``role_target`` index the collection (None: unused)."""

    points: int
    colour_target: int | None
    role_target: int | None


def _flip_colour(colour: str | None) -> Colour:
    return "blue" if colour == "red" else "red"


def _flip_role(role: str | None) -> Role:
    return "tiger" if role == "lady" else "lady"


def score_collection(identity: Card, cards: Sequence[Card]) -> CollectionScore:
    """Best total for ``cards``: each wild changes one attribute of one ordinary card
    (both wilds may change the same card; an unused wild does nothing)."""
    ordinary = [i for i, card in enumerate(cards) if not card.is_wild]
    base = {i: card_points(identity, cards[i].colour, cards[i].role) for i in ordinary}
    total = sum(base.values())
    colour_choices: list[int | None] = [None] + (ordinary if WILD_COLOUR in cards else [])
    role_choices: list[int | None] = [None] + (ordinary if WILD_ROLE in cards else [])
    best = CollectionScore(total, None, None)
    for colour_target, role_target in itertools.product(colour_choices, role_choices):
        points = total
        for i in {target for target in (colour_target, role_target) if target is not None}:
            colour, role = cards[i].colour, cards[i].role
            if i == colour_target:
                colour = _flip_colour(colour)
            if i == role_target:
                role = _flip_role(role)
            points += card_points(identity, colour, role) - base[i]
        if points > best.points:
            best = CollectionScore(points, colour_target, role_target)
    return best


def _codes(cards: Sequence[Card]) -> list[str]:
    return [card.code for card in cards]


class Favores(GameState, spec=SPEC):

    # --- set-up and days ---------------------------------------------------------------
    def setup(self) -> None:
        self.day = 0
        self.scores = [0] * self.players
        self.results: list[dict[str, Any]] = []  # one public entry per finished day
        self.day_start: Seat = 0  # decision: the first seat starts day 1
        self.last: dict[str, Any] | None = None
        self._start_day()

    def _start_day(self) -> None:
        self.day += 1
        doors = door_cards()
        self.shuffle(doors)
        self.identities: list[Card] = doors[: self.players]
        self.unused_doors: list[Card] = doors[self.players:]
        self.gems = [START_GEMS] * self.players
        self.reserve = 0
        deck = clue_cards()
        self.shuffle(deck)
        self.deck: list[Card] = deck  # the top card is the last one
        self.lot: list[Card] = []
        self.discard: list[Card] = []
        self.collections: list[list[Card]] = [[] for _ in range(self.players)]
        self.phase = TURN
        self.turn: Seat = self.day_start
        self.caller: Seat | None = None
        self.queue: list[Seat] = []  # seats still to get their one bid chance, in order
        self.bids: list[int | None] = [None] * self.players  # None: no chance yet; 0: passed
        self.high_bid = 0
        self.high_bidder: Seat | None = None
        self.final_opener: Seat | None = None
        self._reveal(self.day, next_seat=self.day_start)

    def _reveal(self, count: int, next_seat: Seat) -> None:
        """Turn ``count`` cards into the lot; the last card of the deck starts the final
        auction, opened by ``next_seat`` (who would have taken the next turn)."""
        for _ in range(min(count, len(self.deck))):
            self.lot.append(self.deck.pop())
        self.mark_irreversible()
        if self.deck:
            self.phase = TURN
            self.turn = next_seat
        else:
            self.final_opener = next_seat
            self._open_bidding(FINAL, [(next_seat + k) % self.players for k in range(self.players)])

    def _open_bidding(self, phase: str, order: list[Seat]) -> None:
        self.phase = phase
        self.queue = order
        self.bids = [None] * self.players
        self.high_bid = 0
        self.high_bidder = None

    # --- turn structure ----------------------------------------------------------------
    def to_act(self) -> tuple[Seat, ...]:
        if self.phase == OVER:
            return ()
        if self.phase == TURN:
            return (self.turn,)
        return (self.queue[0],)

    def is_over(self) -> bool:
        return self.phase == OVER

    def legal_actions(self, seat: Seat) -> list[Action]:
        if seat not in self.to_act():
            return []
        if self.phase == TURN:
            return [ADD, AUCTION]
        bids = [bid(amount) for amount in range(self.high_bid + 1, self.gems[seat] + 1)]
        return [*bids, PASS]

    def why_illegal(self, seat: Seat, action: Action) -> str:
        if self.phase == TURN and action.kind in ("bid", "pass"):
            return "there is no auction now: reveal a card or call an auction"
        if self.phase != TURN and action.kind in ("add", "auction"):
            return "an auction is under way: bid or pass"
        if action.kind == "bid" and len(action.args) == 1 and isinstance(action.args[0], int):
            amount = action.args[0]
            if amount <= self.high_bid:
                return f"a bid must be higher than {self.high_bid}"
            if amount > self.gems[seat]:
                return f"you have only {self.gems[seat]} gems"
        return "Favores knows add, auction, bid:N and pass"

    def _apply(self, seat: Seat, action: Action) -> None:
        if action.kind == "add":
            self.last = {"kind": "add", "seat": seat}
            self._reveal(1, next_seat=(seat + 1) % self.players)
        elif action.kind == "auction":
            self.caller = seat
            self.last = {"kind": "auction", "seat": seat}
            # Every opponent from the caller's left, then the caller.
            self._open_bidding(AUCTION_PHASE, [(seat + k) % self.players for k in range(1, self.players + 1)])
        else:
            amount = bid_amount(action)
            self.bids[seat] = amount
            if amount:
                self.high_bid, self.high_bidder = amount, seat
            self.queue.pop(0)
            if not self.queue:
                if self.phase == AUCTION_PHASE:
                    self._settle_auction()
                else:
                    self._settle_final()

    def _settle_auction(self) -> None:
        caller, winner, bid = self.caller, self.high_bidder, self.high_bid
        assert caller is not None
        opponents = [s for s in range(self.players) if s != caller]
        payments = [0] * self.players
        to_reserve = 0
        if winner is None:
            self.discard.extend(self.lot)
        else:
            self.collections[winner].extend(self.lot)
            self.gems[winner] -= bid
            if winner != caller:
                payments[caller] = bid
            elif bid < len(opponents):
                to_reserve = bid  # too few gems to share: all go to the reserve
            else:
                share = bid // len(opponents)
                for opponent in opponents:
                    payments[opponent] = share
                to_reserve = bid - share * len(opponents)
            for s in range(self.players):
                self.gems[s] += payments[s]
            self.reserve += to_reserve
        self.last = {
            "kind": "auction_result", "caller": caller, "winner": winner, "bid": bid,
            "lot": _codes(self.lot), "payments": payments, "to_reserve": to_reserve,
        }
        self.lot = []
        self.caller = None
        self.bids = [None] * self.players
        self._reveal(self.day, next_seat=(caller + 1) % self.players)

    def _settle_final(self) -> None:
        winner, bid = self.high_bidder, self.high_bid
        if winner is None:
            self.discard.extend(self.lot)
        else:
            self.collections[winner].extend(self.lot)
            self.gems[winner] -= bid
            self.reserve += bid  # nobody receives the gems of the final bid
        self.last = {"kind": "final_result", "winner": winner, "bid": bid, "lot": _codes(self.lot)}
        self.lot = []
        # Nobody won: the seat that had the first chance to bid starts the next day.
        # (The final auction always has its opener: _reveal sets it before the bidding opens.
        # A hand-edited save may still read it back as None; see from_snapshot.)
        self._end_day(next_start=cast(Seat, self.final_opener) if winner is None else winner)

    def _end_day(self, next_start: Seat) -> None:
        most = max(self.gems)
        entry: dict[str, Any] = {
            "day": self.day,
            "start": self.day_start,
            "identities": _codes(self.identities),
            "collections": [_codes(c) for c in self.collections],
            "gems": list(self.gems),
            "card_points": [],
            "wild_targets": [],
            "bonus": [],
            "total": [],
        }
        for seat in range(self.players):
            scored = score_collection(self.identities[seat], self.collections[seat])
            bonus = MOST_GEMS_BONUS if self.gems[seat] == most else 0
            entry["card_points"].append(scored.points)
            entry["wild_targets"].append([scored.colour_target, scored.role_target])
            entry["bonus"].append(bonus)
            entry["total"].append(scored.points + bonus)
            self.scores[seat] += scored.points + bonus
        self.results.append(entry)
        self.mark_irreversible()  # the identities are revealed
        if self.day == DAYS:
            self.phase = OVER
            self.queue = []
            return
        self.day_start = next_start
        self._start_day()

    # --- end ---------------------------------------------------------------------------
    def tiebreak_keys(self) -> list[int]:
        """Gems on the last day, then who played earlier on the last day."""
        last = self.results[-1]
        start, gems = last["start"], last["gems"]
        return [gems[s] * 100 + (self.players - (s - start) % self.players) for s in range(self.players)]

    def outcome(self) -> Outcome | None:
        if not self.is_over():
            return None
        detail: list[Msg] = [
            TEXTS.msg("{name}: {points}, {gems}", {
                "name": SeatWord(s),
                "points": TEXTS.msg("{n} point", plural="{n} points", n=self.scores[s]),
                "gems": TEXTS.msg("{n} gem", plural="{n} gems", n=self.gems[s]),
            }) for s in range(self.players)]
        best = max(self.scores)
        tied = [s for s in range(self.players) if self.scores[s] == best]
        if len(tied) > 1:
            top_gems = max(self.gems[s] for s in tied)
            by_gems = sum(self.gems[s] == top_gems for s in tied) == 1
            detail.append(TEXTS.msg("Tied on points: more gems on the last day decided it.") if by_gems
                          else TEXTS.msg("Tied on points and gems: who played first on the last day decided it."))
        return Outcome(
            scores=tuple(self.scores),
            placing=placing_from_scores(self.scores, self.tiebreak_keys()),
            detail=tuple(detail),
        )

    # --- information -------------------------------------------------------------------
    def view(self, seat: Seat | None) -> FavoresView:
        to_act = self.to_act()
        return FavoresView(
            **turn_fields(self, seat),
            last=self._last_event(),
            day=self.day,
            phase=self.phase,
            turn=None if self.phase == OVER else to_act[0],
            day_start=self.day_start,
            identity=self.identities[seat].code if seat is not None and self.phase != OVER else None,
            gems=tuple(self.gems),
            reserve=self.reserve,
            lot=tuple(_codes(self.lot)),
            deck_size=len(self.deck),
            discard=tuple(_codes(self.discard)),
            collections=tuple(tuple(_codes(c)) for c in self.collections),
            caller=self.caller,
            bids=tuple(self.bids),
            high_bid=self.high_bid,
            high_bidder=self.high_bidder,
            waiting=tuple(self.queue),
            final_opener=self.final_opener,
            scores=tuple(self.scores),
            results=tuple(_day_result(entry) for entry in self.results),
            settled=self._settled(),
        )

    def _settled(self) -> AuctionResult | None:
        """The auction that just ended (until the next card or auction), from ``last``."""
        last = self.last
        if not last or last["kind"] not in ("auction_result", "final_result"):
            return None
        final = last["kind"] == "final_result"
        return AuctionResult(final=final, caller=None if final else last["caller"], winner=last["winner"],
                             bid=last["bid"], lot=tuple(last["lot"]),
                             payments=() if final else tuple(last["payments"]),
                             to_reserve=0 if final else last["to_reserve"])

    def _last_event(self) -> Event | None:
        """The last move as everybody saw it, read from the position itself (a state rebuilt
        from a snapshot has no history): the latest bid of the auction under way, else the
        card added or the auction called, else the auction that just ended (no seat chose it)."""
        if self.phase in (AUCTION_PHASE, FINAL):
            first = (self.caller + 1) if self.phase == AUCTION_PHASE and self.caller is not None else self.final_opener
            order = [((first or 0) + k) % self.players for k in range(self.players)]
            done = [s for s in order if self.bids[s] is not None]
            if done:
                amount = self.bids[done[-1]]
                return Event(done[-1], bid(amount) if amount else PASS)
        last = self.last
        if not last:
            return None
        if last["kind"] == "add":
            return Event(last["seat"], ADD)
        if last["kind"] == "auction":
            return Event(last["seat"], AUCTION)
        return Event(None, None, self._settled())

    def snapshot(self) -> dict[str, Any]:
        # The saved position, as it always was (a save's snapshot must replay to the same JSON).
        return {
            "day": self.day,
            "phase": self.phase,
            "to_act": list(self.to_act()),
            "turn": None if self.phase == OVER else self.to_act()[0],
            "day_start": self.day_start,
            "identity": None,
            "gems": list(self.gems),
            "reserve": self.reserve,
            "lot": _codes(self.lot),
            "deck_size": len(self.deck),
            "discard": _codes(self.discard),
            "collections": [_codes(c) for c in self.collections],
            "caller": self.caller,
            "bids": list(self.bids),
            "high_bid": self.high_bid,
            "high_bidder": self.high_bidder,
            "waiting": list(self.queue),
            "final_opener": self.final_opener,
            "scores": list(self.scores),
            "results": list(self.results),
            "last": self.last,
            "identities": _codes(self.identities),
            "unused_doors": _codes(self.unused_doors),
            "deck": _codes(self.deck),
        }

    @classmethod
    def from_snapshot(cls, players: int, seed: int, options: Mapping[str, JSONValue],
                      snapshot: Mapping[str, JSONValue]) -> Favores:
        fields = SnapshotFields(cls, snapshot)
        state = cls(players, seed, options)
        clue_codes, door_codes = list(CLUE_CODES), list(DOOR_CODES)

        def cards(value: object, name: str, length: int | None = None) -> list[Card]:
            return [Card(code) for code in fields.words(value, name, clue_codes, length=length)]

        state.day = fields.int(fields["day"], "day", 1, DAYS)
        state.phase = fields.word(fields["phase"], "phase", (TURN, AUCTION_PHASE, FINAL, OVER))
        state.day_start = fields.seat(fields["day_start"], "day_start", players)
        fields.check(fields["identity"] is None, "shows a seat's identity where a spectator's view has none")
        state.identities = [Card(code) for code in fields.words(fields["identities"], "identities", door_codes,
                                                                 length=players)]
        state.unused_doors = [Card(code) for code in fields.words(fields["unused_doors"], "unused_doors", door_codes,
                                                                  length=4 - players)]
        fields.same_cards(_codes(state.identities + state.unused_doors), door_codes, "the 4 Door cards")
        state.gems = fields.ints(fields["gems"], "gems", 0, length=players)
        state.reserve = fields.int(fields["reserve"], "reserve", 0)
        # Gems only change hands or go to the reserve: each day starts with five per player.
        fields.check(sum(state.gems) + state.reserve == START_GEMS * players, "has gems made or lost this day")
        state.deck = cards(fields["deck"], "deck")
        fields.check(fields["deck_size"] == len(state.deck), "counts its deck wrongly")
        state.lot = cards(fields["lot"], "lot")
        state.discard = cards(fields["discard"], "discard")
        state.collections = [cards(c, f"collections[{s}]")
                             for s, c in enumerate(fields.list(fields["collections"], "collections", length=players))]
        fields.same_cards(_codes(state.deck + state.lot + state.discard + [c for co in state.collections for c in co]),
                          clue_codes, "the 14 Clue cards")
        state.caller = fields.optional_seat(fields["caller"], "caller", players)
        state.bids = [fields.optional_int(bid, "bids", 0, START_GEMS * players)
                      for bid in fields.list(fields["bids"], "bids", length=players)]
        state.high_bid = fields.int(fields["high_bid"], "high_bid", 0, START_GEMS * players)
        state.high_bidder = fields.optional_seat(fields["high_bidder"], "high_bidder", players)
        fields.check((state.high_bidder is None) == (state.high_bid == 0), "has a highest bid without a bidder")
        state.queue = [fields.seat(s, "waiting", players) for s in fields.list(fields["waiting"], "waiting",
                                                                                 max_length=players)]
        fields.check(len(set(state.queue)) == len(state.queue), "gives a seat two chances to bid")
        fields.check(state.phase != AUCTION_PHASE or state.caller is not None, "holds an auction nobody called")
        state.final_opener = fields.optional_seat(fields["final_opener"], "final_opener", players)
        # The seat to play (the view's turn); during an auction it is the bidder's, unused until the next turn.
        turn = fields.optional_seat(fields["turn"], "turn", players)
        if turn is None:
            fields.check(state.phase == OVER, "has nobody to play")
            turn = state.day_start
        state.turn = turn
        state.scores = fields.ints(fields["scores"], "scores", length=players)
        results = fields.list(fields["results"], "results", length=state.day if state.phase == OVER else state.day - 1)
        for day, entry in enumerate(results, 1):
            entry = fields.mapping(entry, f"the result of day {day}")
            fields.check(entry.get("day") == day, f"numbers day {day}'s result wrongly")
            fields.seat(entry.get("start"), f"day {day}'s start", players)
            fields.ints(entry.get("gems"), f"day {day}'s gems", 0, length=players)
            fields.ints(entry.get("total"), f"day {day}'s totals", length=players)
        fields.check(state.scores == [sum(entry["total"][s] for entry in results) for s in range(players)],
                     "has scores that are not the sum of the days")
        state.results = copy.deepcopy(results)  # the saved base is kept: never share its entries
        last = fields["last"]
        if last is not None:
            fields.word(fields.mapping(last, "last").get("kind"), "last move's kind",
                        ("add", "auction", "auction_result", "final_result"))
        state.last = copy.deepcopy(last)
        fields.finish(state)
        fields.check(fields["to_act"] == list(state.to_act()), "has the wrong seats to act")
        fields.check(state.phase == OVER or fields["turn"] == state.to_act()[0], "has the wrong seat to play")
        return state

    def clone(self) -> Favores:
        other = object.__new__(Favores)
        other.__dict__.update(self.__dict__)
        other.history = list(self.history)
        other.scores = list(self.scores)
        other.results = list(self.results)  # finished days are never changed again
        other.identities = list(self.identities)
        other.unused_doors = list(self.unused_doors)
        other.gems = list(self.gems)
        other.deck = list(self.deck)
        other.lot = list(self.lot)
        other.discard = list(self.discard)
        other.collections = [list(c) for c in self.collections]
        other.queue = list(self.queue)
        other.bids = list(self.bids)
        other.rng = copy_generator(self.rng)
        return other

    def determinize(self, seat: Seat, rng: random.Random) -> Favores:
        """Other identities come from the three doors ``seat`` did not get; the deck
        keeps its (public) contents in a new order."""
        other = self.clone()
        if self.phase != OVER:
            hidden_doors = [d for d in door_cards() if d != self.identities[seat]]
            rng.shuffle(hidden_doors)
            for s in range(self.players):
                if s != seat:
                    other.identities[s] = hidden_doors.pop()
            other.unused_doors = hidden_doors
            # Sorted first, so the sample depends only on the view and ``rng``.
            other.deck = sorted(self.deck)
            rng.shuffle(other.deck)
        other.rng = random.Random(rng.getrandbits(64))
        return other

    def describe(self, seat: Seat, action: Action, lang: str = "en") -> Msg:
        who = SeatWord(seat)
        if action.kind == "add":
            return TEXTS.msg("{who} adds a card to the lot", {"who": who})
        if action.kind == "auction":
            return TEXTS.msg("{who} calls an auction", {"who": who})
        if action.kind == "bid":
            amount = bid_amount(action)
            return TEXTS.msg("{who} bids {n} gem", {"who": who}, plural="{who} bids {n} gems", n=amount)
        return TEXTS.msg("{who} does not bid", {"who": who})


def _day_result(entry: dict[str, Any]) -> DayResult:
    """A scored day of ``Favores.results`` (its saved form) as the view shows it."""
    return DayResult(
        day=entry["day"],
        start=entry["start"],
        identities=tuple(entry["identities"]),
        collections=tuple(tuple(c) for c in entry["collections"]),
        gems=tuple(entry["gems"]),
        card_points=tuple(entry["card_points"]),
        wild_targets=tuple((t[0], t[1]) for t in entry["wild_targets"]),
        bonus=tuple(entry["bonus"]),
        total=tuple(entry["total"]),
    )
