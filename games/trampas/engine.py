"""Trampas (rulebook 000): a bluffing game for 2-6 players; first to 5 gems wins.

Each year the 14 Clue cards are shuffled, 2 (4 with five players) are put aside
unseen and the rest dealt out; a player keeps the same cards for the four
seasons of the year. A season starts with a 3-gem pot and a goal Door card.
Everybody plays a first card face down at once (the start of their pile), then
in turn each player builds (another face-down card on their pile) or bids how
many attributes matching the goal can be revealed from all the piles. Once
somebody bids, the others may only bid higher (up to 13) or pass. The last
bidder reveals cards from the top of any piles: matching attributes count
towards the bid (the Blue/Red wild always 1, the Lady/Tiger wild is always a
trap); a trap gives a pot gem to the pile's owner, or to an opponent of the
revealer's choice when it is the revealer's own. The season ends when the bid
is met (the revealer takes the pot), the piles or the pot run out, or the
revealer pays an opponent 1 gem to stop.

Seats: seat ``s + 1`` sits on the left of seat ``s``; play goes to the left.

Every pile is face down for everybody, its owner included: "Los jugadores no pueden
mirar las cartas de su pila." Remembering them is part of the game; a seat's view holds
its hand and counts of the piles (see view.py). The computer players search
over ``determinize``, which keeps the seat's own pile as it is: a player who
remembers what they built (the skill the rulebook asks for) knows it.

Decisions where the rulebook is silent (also on the rules screen):
- The first seat starts the game (the rulebook asks who last captured something).
- Cards revealed in earlier seasons of the year are public knowledge: the view
  lists what each player is known to hold.
- When your own trap may go to only one opponent it goes there without asking.
- The pot is set to 3 at the start of every season: extra gems go back to the
  treasury, missing ones come from it while it lasts.
- Paying 2 gems to the pot when you hold fewer: you pay what you have.
- A trap from an opponent's pile gives them the gem even when they hold 4: that
  is their fifth gem and they win.
- The revealer may pay an opponent to stop at any moment of the reveal, even
  before turning the first card.

The cards lie in two tables of the card kit (``game.cards``): the Clue cards (each seat's hand,
face-down pile and revealed cards, and the cards set aside) and the Door cards (the deck, the
season's goal, the used ones). The kit deals, checks that no card is made or lost, hides what a
seat may not see and resamples it in ``determinize``. When the game ends the last season's cards
stay where they lay; the hands are then listed whole (hand, pile and revealed cards).
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from game.cards import Layout, SeatZonesAttribute, Table, Visibility, WriteBack, ZoneAttribute, ZoneSpec, seat_zones
from game.core import Action, GameState, JSONValue, Outcome, Seat, copy_generator, placing_from_scores
from game.dama_tigre.deck import CLUE_CODES, DOOR_CODES, WILD_COLOUR, WILD_ROLE, Card, clue_cards, door_cards
from game.snapshot_fields import SnapshotFields
from game.text import Msg
from game.text import Seat as SeatWords
from game.view import Event, turn_fields
from games.trampas import SPEC
from games.trampas.texts import TEXTS
from games.trampas.view import (
    BUILD,
    CHOOSE,
    GIVE,
    OVER,
    PASS,
    REVEAL,
    WINNING_GEMS,
    MoveDetail,
    TrampasView,
    bid,
    bid_of,
    build,
    card_of,
    give,
    play,
    reveal,
    seat_of,
    stop,
)

TOTAL_GEMS = 25
POT_SIZE = 3
MAX_BID = 13
SAFE_GEMS = 3  # an opponent may be given a gem only while holding at most this many
HAND_SIZES = {2: 6, 3: 4, 4: 3, 5: 2, 6: 2}


def matching_attributes(card: Card, goal: Card) -> int:
    """Attributes ``card`` counts against the goal: 0 means a trap."""
    if card == WILD_COLOUR:
        return 1
    if card == WILD_ROLE:
        return 0
    return (card.colour == goal.colour) + (card.role == goal.role)


def cards_set_aside(players: int) -> int:
    return 4 if players == 5 else 2


def _codes(cards: Sequence[Card]) -> list[str]:
    return [card.code for card in cards]


# Each seat's zones, by seat (names made once: the rules ask for them at every move).
HAND, PILE, SHOWN = (tuple(f"{prefix}.{seat}" for seat in range(6)) for prefix in ("hand", "pile", "shown"))


@cache
def clue_layout(players: int) -> Layout[Card]:
    # "Los jugadores no pueden mirar las cartas de su pila": a pile is face down for its owner
    # too, who laid each card and may remember it (determinize keeps it for them).
    return Layout((*seat_zones("hand", players), *seat_zones("pile", players, Visibility.OWNER_KNOWS),
                   *seat_zones("shown", players, Visibility.PUBLIC), ZoneSpec("aside", Visibility.HIDDEN)),
                  players, tuple(clue_cards()), Card.decode)


@cache
def door_layout(players: int) -> Layout[Card]:
    # The goal is drawn from the end of the Door deck (its top) and goes to the used ones after.
    return Layout((ZoneSpec("doors", Visibility.HIDDEN), ZoneSpec("goal", Visibility.PUBLIC, max_size=1),
                   ZoneSpec("used", Visibility.PUBLIC)), players, tuple(door_cards()), Card.decode)


class Trampas(GameState, spec=SPEC):

    # --- set-up, years and seasons ---------------------------------------------------------
    def setup(self) -> None:
        self.gems = [1] * self.players
        self.treasury = TOTAL_GEMS - self.players
        self.pot = 0
        self.year = 0
        self.season = 0
        self.start_player: Seat = 0  # decision: the first seat starts
        self.winner: Seat | None = None
        self.last: dict[str, Any] | None = None
        self._new_year()
        self._start_season()

    def _new_year(self) -> None:
        self.year += 1
        # Each box in its printed order, shuffled with the game's generator.
        self.door_table = Table(door_layout(self.players), {"doors": door_cards()})
        self.door_table.shuffle("doors", self)
        # The Clue cards: the first of the shuffled pile are set aside, the next dealt in turn, a
        # hand's worth to each seat (as this engine always dealt: a seed keeps its deals).
        self.clue_table = Table(clue_layout(self.players), {"aside": clue_cards()})
        self.clue_table.shuffle("aside", self)
        aside = cards_set_aside(self.players)
        for seat in range(self.players):
            for _ in range(HAND_SIZES[self.players]):
                self.clue_table.move_at("aside", aside, HAND[seat], self)
            self.clue_table.sort(HAND[seat])
        # Public memory: for each player, the most copies of each card ever seen
        # revealed from their pile this year (they keep the same cards all year).
        self.known: list[Counter[str]] = [Counter() for _ in range(self.players)]

    def _start_season(self) -> None:
        if not self.door_table.count("doors"):
            self._new_year()
        self.season += 1
        self.treasury += self.pot
        self.pot = min(POT_SIZE, self.treasury)
        self.treasury -= self.pot
        self.door_table.draw("doors", "goal", self)  # turned face up: the kit marks it
        self.phase = CHOOSE
        self.turn: Seat = self.start_player
        self.bid = 0
        self.bidder: Seat | None = None
        self.passed = [False] * self.players
        self.found = 0

    def _end_season(self) -> None:
        self.door_table.draw("goal", "used", self)
        if self.gems_winner() is not None:
            self.winner = self.gems_winner()
            self.phase = OVER
            return
        for seat in range(self.players):
            self.clue_table.gather((PILE[seat], SHOWN[seat]), HAND[seat])
            self.clue_table.sort(HAND[seat])
        assert self.bidder is not None
        self.start_player = (self.bidder + 1) % self.players
        self._start_season()

    def gems_winner(self) -> Seat | None:
        return next((s for s in range(self.players) if self.gems[s] >= WINNING_GEMS), None)

    # --- turn structure --------------------------------------------------------------------
    # --- the cards (positions are also laid out by hand, in tests: these names read and set them)
    def _held(self, seat: Seat) -> list[Card]:
        """A seat's hand; once the game is over, every card of theirs (the table stays as it lay)."""
        hand = list(self.clue_table.cards(HAND[seat]))
        if self.phase == OVER:
            return sorted(hand + list(self.clue_table.cards(PILE[seat])) + list(self.clue_table.cards(SHOWN[seat])))
        return hand

    @property
    def hands(self) -> WriteBack[list[Card]]:
        return WriteBack([self._held(seat) for seat in range(self.players)],
                         lambda seat, cards: self.clue_table.replace(HAND[seat], cards))

    @hands.setter
    def hands(self, rows: Sequence[Sequence[Card]]) -> None:
        for seat, cards in enumerate(rows):
            self.clue_table.replace(HAND[seat], cards)

    piles = SeatZonesAttribute("clue_table", "pile")  # each seat's face-down pile, bottom first
    shown = SeatZonesAttribute("clue_table", "shown")
    aside = ZoneAttribute("clue_table", "aside")
    doors = ZoneAttribute("door_table", "doors")  # the next goal is the last
    used_doors = ZoneAttribute("door_table", "used")

    @property
    def goal(self) -> Card:
        """The season's goal; once the game is over, the last one (now with the used Doors)."""
        goal = self.door_table.top("goal") or self.door_table.top("used")
        assert goal is not None
        return goal

    @goal.setter
    def goal(self, card: Card) -> None:
        self.door_table.replace("goal", [card])

    # --- turn structure --------------------------------------------------------------------
    def to_act(self) -> tuple[Seat, ...]:
        if self.phase == OVER:
            return ()
        if self.phase == CHOOSE:
            return tuple(s for s in range(self.players) if not self.clue_table.count(PILE[s]))
        return (self.turn,)

    def is_over(self) -> bool:
        return self.phase == OVER

    def _eligible_for_gift(self, giver: Seat) -> list[Seat]:
        return [s for s in range(self.players) if s != giver and self.gems[s] <= SAFE_GEMS]

    def legal_actions(self, seat: Seat) -> list[Action]:
        if seat not in self.to_act():
            return []
        if self.phase == CHOOSE:
            return [play(code) for code in sorted(set(_codes(self.clue_table.cards(HAND[seat]))))]
        if self.phase == BUILD:
            actions: list[Action] = []
            if self.bid == 0:
                actions += [build(code) for code in sorted(set(_codes(self.clue_table.cards(HAND[seat]))))]
            actions += [bid(n) for n in range(self.bid + 1, MAX_BID + 1)]
            if self.bid > 0:
                actions.append(PASS)
            return actions
        if self.phase == REVEAL:
            actions = [reveal(owner) for owner in range(self.players) if self.clue_table.count(PILE[owner])]
            if self.gems[seat] >= 1:
                actions += [stop(s) for s in self._eligible_for_gift(seat)]
            return actions
        return [give(s) for s in self._eligible_for_gift(seat)]  # GIVE

    def why_illegal(self, seat: Seat, action: Action) -> str:
        kind = action.kind
        if self.phase == CHOOSE and kind == "play":
            return "play a card you hold"
        if kind == "build" and self.phase == BUILD:
            return "no more building once bidding has started" if self.bid else "build with a card you hold"
        if kind == "bid" and self.phase == BUILD:
            return f"a bid must be higher than {self.bid} and at most {MAX_BID}"
        if kind == "pass" and self.phase == BUILD:
            return "nobody has bid yet: build or bid"
        if kind == "reveal" and self.phase == REVEAL:
            return "that pile has no card left to reveal"
        if kind in ("stop", "give"):
            return f"gems may go only to an opponent holding {SAFE_GEMS} or fewer"
        return {
            CHOOSE: "everybody first plays one card face down (play:CARD)",
            BUILD: "build:CARD, bid:N or pass",
            REVEAL: "the last bidder reveals (reveal:SEAT) or pays to stop (stop:SEAT)",
            GIVE: "choose who gets the gem of your own trap (give:SEAT)",
        }.get(self.phase, "the game is over")

    def _apply(self, seat: Seat, action: Action) -> None:
        kind = action.kind
        if kind == "play":
            self._move_to_pile(seat, card_of(action))
            self.last = {"kind": "play", "seat": seat}
            if all(self.clue_table.count(PILE[s]) for s in range(self.players)):
                self.phase = BUILD
                self.turn = self.start_player
        elif kind == "build":
            self._move_to_pile(seat, card_of(action))
            self.last = {"kind": "build", "seat": seat}
            self._next_bidder(seat)
        elif kind == "bid":
            self.bid, self.bidder = bid_of(action), seat
            self.last = {"kind": "bid", "seat": seat, "bid": self.bid}
            self._next_bidder(seat)
        elif kind == "pass":
            self.passed[seat] = True
            self.last = {"kind": "pass", "seat": seat}
            still_in = [s for s in range(self.players) if not self.passed[s]]
            if len(still_in) == 1:
                # The bidding is over; the one left is the highest bidder.
                self.phase = REVEAL
                self.turn = still_in[0]
            else:
                self._next_bidder(seat)
        elif kind == "reveal":
            self._reveal(seat, seat_of(action))
        elif kind == "give":
            self._trap_gem_to(seat_of(action))
            self.phase = REVEAL
            self._end_if_exhausted()
        elif kind == "stop":
            receiver = seat_of(action)
            self.gems[seat] -= 1
            self.gems[receiver] += 1
            self.last = {"kind": "stop", "seat": seat, "to": receiver}
            self._end_season()

    def _move_to_pile(self, seat: Seat, code: str) -> None:
        self.clue_table.move(Card(code), HAND[seat], PILE[seat])  # face down: nobody sees it

    def _next_bidder(self, seat: Seat) -> None:
        nxt = (seat + 1) % self.players
        while self.passed[nxt]:
            nxt = (nxt + 1) % self.players
        self.turn = nxt

    def _reveal(self, revealer: Seat, owner: Seat) -> None:
        # Turned face up from the top of the pile: the kit marks the reveal.
        card = self.clue_table.draw(PILE[owner], SHOWN[owner], self)[0]
        counts = Counter(_codes(self.clue_table.cards(SHOWN[owner])))
        self.known[owner] |= counts
        matches = matching_attributes(card, self.goal)
        self.found += matches
        self.last = {"kind": "reveal", "seat": revealer, "owner": owner, "card": card.code,
                     "matches": matches, "found": self.found, "bid": self.bid}
        if matches:
            if self.found >= self.bid:
                self.gems[revealer] += self.pot
                self.last["won_pot"] = self.pot
                self.pot = 0
                self._end_season()
            else:
                self._end_if_exhausted()
            return
        if owner != revealer:
            self._trap_gem_to(owner)
            if self.gems[owner] >= WINNING_GEMS:
                self._end_season()
            else:
                self._end_if_exhausted()
            return
        eligible = self._eligible_for_gift(revealer)
        if len(eligible) == 1:
            self._trap_gem_to(eligible[0])
            self._end_if_exhausted()
        elif eligible:
            self.phase = GIVE
        else:
            # Every opponent holds 4: the gem goes back and the revealer pays the pot.
            self.pot -= 1
            self.treasury += 1
            paid = min(2, self.gems[revealer])
            self.gems[revealer] -= paid
            self.pot += paid
            self.last["paid_pot"] = paid
            self._end_season()

    def _trap_gem_to(self, receiver: Seat) -> None:
        self.pot -= 1
        self.gems[receiver] += 1
        assert self.last is not None
        self.last = {**self.last, "gem_to": receiver}

    def _end_if_exhausted(self) -> None:
        if self.pot == 0 or not any(self.clue_table.count(PILE[s]) for s in range(self.players)):
            self._end_season()

    # --- end -------------------------------------------------------------------------------
    def outcome(self) -> Outcome | None:
        if not self.is_over():
            return None
        assert self.winner is not None
        keys = [1 if s == self.winner else 0 for s in range(self.players)]
        return Outcome(
            scores=tuple(self.gems),
            placing=placing_from_scores([k * 100 + g for k, g in zip(keys, self.gems, strict=True)]),
            detail=tuple(TEXTS.msg("{name}: {n} gem", {"name": SeatWords(s)}, plural="{name}: {n} gems", n=self.gems[s])
                         for s in range(self.players)),
        )

    def invariant_violations(self) -> list[str]:
        problems = self.clue_table.conservation_violations() + self.door_table.conservation_violations()
        if self.phase != OVER and self.door_table.count("goal") != 1:
            problems.append("the season has no goal")
        return problems

    # --- information -----------------------------------------------------------------------
    def view(self, seat: Seat | None) -> TrampasView:
        goal = self.goal
        # The seat's own hand, as the kit shows it (another seat's hand is a count); at the end,
        # every card of theirs.
        hand: tuple[Card, ...] | None = None
        if seat is not None:
            hand = tuple(self._held(seat)) if self.phase == OVER else self.clue_table.zone_view(HAND[seat], seat).cards
        return TrampasView(
            **turn_fields(self, seat),
            last=self._last_event(),
            year=self.year,
            season=self.season,
            phase=self.phase,
            turn=self.turn if self.phase in (BUILD, REVEAL, GIVE) else None,
            start_player=self.start_player,
            goal=goal.code,
            used_doors=tuple(_codes(self.door_table.cards("used"))),
            door_deck_size=self.door_table.count("doors"),
            gems=tuple(self.gems),
            treasury=self.treasury,
            pot=self.pot,
            hand=tuple(_codes(hand)) if hand is not None else None,
            hand_sizes=tuple(self._hand_sizes()),
            pile_sizes=tuple(self._pile_sizes()),
            shown=tuple(tuple(_codes(self.clue_table.cards(SHOWN[s]))) for s in range(self.players)),
            known=tuple(tuple(sorted(k.elements())) for k in self.known),
            traps=tuple(code for code in sorted(set(CLUE_CODES)) if matching_attributes(Card(code), goal) == 0),
            aside_count=self.clue_table.count("aside"),
            bid=self.bid,
            bidder=self.bidder,
            passed=tuple(self.passed),
            found=self.found,
            winner=self.winner,
        )

    def _hand_sizes(self) -> list[int]:
        if self.phase == OVER:
            return [len(self._held(s)) for s in range(self.players)]
        return [self.clue_table.count(HAND[s]) for s in range(self.players)]

    def _pile_sizes(self) -> list[int]:
        return [self.clue_table.count(PILE[s]) for s in range(self.players)]

    def _last_event(self) -> Event | None:
        """The last move as everybody saw it: a card played or built stays unnamed."""
        last = self.last
        if not last:
            return None
        kind = last["kind"]
        args: tuple[int, ...] = ()
        if kind == "bid":
            args = (last["bid"],)
        elif kind == "reveal":
            args = (last["owner"],)
        elif kind == "stop":
            args = (last["to"],)
        detail = MoveDetail(kind=kind, owner=last.get("owner"), card=last.get("card"), matches=last.get("matches", 0),
                            found=last.get("found", 0), bid=last.get("bid", 0), gem_to=last.get("gem_to"),
                            paid_pot=last.get("paid_pot"), won_pot=last.get("won_pot"), to=last.get("to"))
        return Event(last["seat"], Action(kind, args), detail)

    def _public(self) -> dict[str, Any]:
        """The public part of a save (the spectator's view, in the saves' format)."""
        return {
            "year": self.year,
            "season": self.season,
            "phase": self.phase,
            "to_act": list(self.to_act()),
            "turn": self.turn if self.phase in (BUILD, REVEAL, GIVE) else None,
            "start_player": self.start_player,
            "goal": self.goal.code,
            "used_doors": _codes(self.door_table.cards("used")),
            "door_deck_size": self.door_table.count("doors"),
            "gems": list(self.gems),
            "treasury": self.treasury,
            "pot": self.pot,
            "hand": None,
            "my_pile": None,
            "hand_sizes": self._hand_sizes(),
            "pile_sizes": self._pile_sizes(),
            "shown": [_codes(self.clue_table.cards(SHOWN[s])) for s in range(self.players)],
            "known": [sorted(k.elements()) for k in self.known],
            "aside_count": self.clue_table.count("aside"),
            "bid": self.bid,
            "bidder": self.bidder,
            "passed": list(self.passed),
            "found": self.found,
            "winner": self.winner,
            "last": self.last,
        }

    def snapshot(self) -> dict[str, Any]:
        data = self._public()
        data["hands"] = [_codes(self._held(s)) for s in range(self.players)]
        data["piles"] = [_codes(self.clue_table.cards(PILE[s])) for s in range(self.players)]
        data["aside"] = _codes(self.clue_table.cards("aside"))
        data["doors"] = _codes(self.door_table.cards("doors"))
        data["turn_seat"] = self.turn
        return data

    @classmethod
    def from_snapshot(cls, players: int, seed: int, options: Mapping[str, JSONValue],
                      snapshot: Mapping[str, JSONValue]) -> Trampas:
        fields = SnapshotFields(cls, snapshot)
        state = cls(players, seed, options)
        clue_codes, door_codes = list(CLUE_CODES), list(DOOR_CODES)

        def cards(value: object, name: str, choices: list[str] = clue_codes) -> list[Card]:
            return [Card(code) for code in fields.words(value, name, choices)]

        def per_seat(key: str) -> list[list[Card]]:
            return [cards(row, f"{key}[{s}]") for s, row in enumerate(fields.list(fields[key], key, length=players))]

        state.year = fields.int(fields["year"], "year", 1)
        state.season = fields.int(fields["season"], "season", 1)
        state.phase = fields.word(fields["phase"], "phase", (CHOOSE, BUILD, REVEAL, GIVE, OVER))
        state.start_player = fields.seat(fields["start_player"], "start_player", players)
        goal = Card(fields.word(fields["goal"], "goal", door_codes))
        used_doors = cards(fields["used_doors"], "used_doors", door_codes)
        doors = cards(fields["doors"], "doors", door_codes)
        over = state.phase == OVER
        # At the end of a season the goal joins the used Doors (the last of them); the game may end there.
        fields.same_cards(_codes(doors + used_doors + ([] if over else [goal])), door_codes, "the 4 Door cards")
        fields.check(not over or used_doors[-1:] == [goal], "ended without putting its goal aside")
        state.door_table = Table(door_layout(players), {"doors": doors, "goal": [] if over else [goal],
                                                        "used": used_doors})
        state.gems = fields.ints(fields["gems"], "gems", 0, TOTAL_GEMS, length=players)
        state.treasury = fields.int(fields["treasury"], "treasury", 0, TOTAL_GEMS)
        state.pot = fields.int(fields["pot"], "pot", 0, POT_SIZE)
        fields.check(sum(state.gems) + state.treasury + state.pot == TOTAL_GEMS, f"does not hold {TOTAL_GEMS} gems")
        fields.check(fields["hand"] is None and fields["my_pile"] is None,
                     "shows a seat's cards where a spectator's view has none")
        hands = per_seat("hands")
        piles = per_seat("piles")
        shown = per_seat("shown")
        aside = cards(fields["aside"], "aside")
        fields.check(len(aside) == cards_set_aside(players), "sets aside the wrong number of cards")
        # When the game ends the hands are listed whole, the last piles and revealed cards with them.
        held = [hands[s] + ([] if over else piles[s] + shown[s]) for s in range(players)]
        fields.same_cards(_codes(aside + [card for own in held for card in own]), clue_codes, "the 14 Clue cards")
        fields.check(all(len(own) == HAND_SIZES[players] for own in held), "deals a player the wrong number of cards")
        if over:
            fields.check(all(not Counter(piles[s] + shown[s]) - Counter(hands[s]) for s in range(players)),
                         "ended with cards on the table that their players do not hold")
            hands = [sorted((Counter(hands[s]) - Counter(piles[s] + shown[s])).elements()) for s in range(players)]
        contents = {"aside": aside}
        for s in range(players):
            contents.update({HAND[s]: hands[s], PILE[s]: piles[s], SHOWN[s]: shown[s]})
        state.clue_table = Table(clue_layout(players), contents)
        known: list[Counter[str]] = [Counter(fields.words(codes, f"known[{s}]", clue_codes))
                                     for s, codes in enumerate(fields.list(fields["known"], "known", length=players))]
        fields.check(all(not known[s] - Counter(_codes(held[s])) for s in range(players)),
                     "says a player is known to hold a card they do not hold")
        state.known = known
        state.bid = fields.int(fields["bid"], "bid", 0, MAX_BID)
        state.bidder = fields.optional_seat(fields["bidder"], "bidder", players)
        fields.check((state.bidder is None) == (state.bid == 0), "has a bid without a bidder")
        state.passed = [fields.bool(p, "passed") for p in fields.list(fields["passed"], "passed", length=players)]
        state.found = fields.int(fields["found"], "found", 0)
        state.winner = fields.optional_seat(fields["winner"], "winner", players)
        fields.check(over == (state.winner is not None), "has a winner while the game goes on, or ended without one")
        fields.check(state.winner is None or state.gems[state.winner] >= WINNING_GEMS,
                     "has a winner without five gems")
        fields.check(over or state.gems_winner() is None, "goes on after somebody won five gems")
        last = fields["last"]
        if last is not None:
            fields.word(fields.mapping(last, "last").get("kind"), "last move's kind",
                        ("play", "build", "bid", "pass", "reveal", "stop"))
        state.last = copy.deepcopy(last)  # the saved base is kept: never share its dicts
        state.turn = fields.seat(fields["turn_seat"], "turn_seat", players)
        fields.finish(state)
        # The rest of the snapshot is the spectator's view: it must agree with the state.
        view = state._public()
        for key in ("to_act", "turn", "hand_sizes", "pile_sizes", "aside_count", "door_deck_size"):
            fields.check(fields[key] == view[key], f"has {key} {fields[key]!r}, not {view[key]!r}")
        return state

    def clone(self) -> Trampas:
        other = object.__new__(Trampas)
        other.__dict__.update(self.__dict__)
        other.history = list(self.history)
        other.gems = list(self.gems)
        other.clue_table = self.clue_table.clone()
        other.door_table = self.door_table.clone()
        other.known = [Counter(k) for k in self.known]
        other.passed = list(self.passed)
        other.rng = copy_generator(self.rng)
        return other

    def determinize(self, seat: Seat, rng: random.Random) -> Trampas:
        """The kit deals anew what ``seat`` has not seen: the other hands and face-down piles, the
        cards set aside and the Door deck. Cards a player is publicly known to hold (revealed from
        their pile earlier this year) stay among their hand and pile."""
        other = self.clone()
        if self.phase != OVER:
            keep = []
            for s in range(self.players):
                if s != seat:
                    must = self.known[s] - Counter(_codes(self.clue_table.cards(SHOWN[s])))
                    keep.append(((PILE[s], HAND[s]), [Card(code) for code in sorted(must.elements())]))
            other.clue_table = self.clue_table.determinize(seat, rng, keep)
            for s in range(self.players):
                other.clue_table.sort(HAND[s])
            other.door_table = self.door_table.determinize(seat, rng)
        other.rng = random.Random(rng.getrandbits(64))
        return other

    def describe(self, seat: Seat, action: Action, lang: str = "en") -> Msg | str:
        who = SeatWords(seat)
        kind = action.kind
        if kind == "play":
            return TEXTS.msg("{who} plays a first card face down", {"who": who})
        if kind == "build":
            return TEXTS.msg("{who} builds: a card face down on the pile", {"who": who})
        if kind == "bid":
            return TEXTS.msg("{who} bids {bid}", {"who": who, "bid": bid_of(action)})
        if kind == "pass":
            return TEXTS.msg("{who} passes", {"who": who})
        if kind == "reveal":
            owner = seat_of(action)
            if owner == seat:
                return TEXTS.msg("{who} reveals from their own pile", {"who": who})
            return TEXTS.msg("{who} reveals from {owner}'s pile", {"who": who, "owner": SeatWords(owner)})
        if kind == "give":
            return TEXTS.msg("{who} gives the trap's gem to {target}", {"who": who, "target": SeatWords(seat_of(action))})
        if kind == "stop":
            return TEXTS.msg("{who} pays 1 gem to {target} to end the season",
                             {"who": who, "target": SeatWords(seat_of(action))})
        return action.encode()
