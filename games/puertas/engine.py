"""Puertas (rulebook 000, "# Puertas"): a 2-player deduction duel with the Dama y Tigre deck.

Each round one player is the Collector and the other the Guesser. Both get a
secret identity from the four Door cards (two more stay aside, unseen). The
Collector takes market cards hoping to hold a set of four that share one
attribute with their identity; the Guesser discards market cards and tries to
name the Collector's colour and/or role. A round ends as soon as anyone wins
gems; then the identities are shown and the roles swap. First to 10 gems wins.

Phases of a round and the actions in each:

- ``collect``: the Collector plays ``take:SLOT,CODE``.
- ``reveal``: the Collector holds a set for their identity and must reveal it;
  ``reveal`` is the only legal action.
- ``guess``: the Guesser plays ``discard:SLOT,CODE``, or ends the round at once
  with ``guess:ATTR`` / ``guess:COLOUR,ROLE`` / ``score_set``.
- ``after_discard``: the Guesser may still guess or score a set, or ``end_turn``.
- ``round_over``: identities are face up; the next Collector plays ``next_round``.

Decisions where the rulebook is silent or contradicts itself (also on the rules screen):

- First Collector: the rulebook picks "the last player who opened a door"; the
  app cannot ask, so the game's generator picks one at random.
- The reveal: the Collector's section says the Collector MUST reveal a set
  ("debes revelar"), while the turn summary calls it optional. We follow the
  detailed section: revealing is the only legal action (it is always worth 6
  gems, so no player would decline), and it is a separate click so the table
  can show the moment.
- Deck out: the summary checks "si el mazo se acaba" after the Guesser's turn
  (step 7). The 10 cards left after the market are drawn one per take and one
  per discard, so the Guesser's 5th discard draws the last card; the Guesser
  then may still guess, and ending that turn with an empty deck scores 3 gems.
- After discarding, the Guesser's turn ends with an explicit ``end_turn`` so
  that a guess after seeing the refilled card is possible.
- Any guess may be spoken, even one the Guesser knows is wrong (it names their
  own identity): the rulebook does not forbid it.
- Scoring a set (Guesser, 2 gems) is offered only when the Collector's cards
  really hold a set for the Guesser's identity: the Guesser knows their own
  card, so a false claim would be caught at once.
- One player gains gems per round, so there is never a tie; reaching 10 or
  more ends the game at once (overshooting is fine).
- The rulebook's 20 gems only set the look: scores are counts.

The cards lie in two tables of the card kit (``game.cards``): the Clue cards (the hidden deck, the
public market, the Collector's cards and the discards) and the Door cards (one secret identity per
seat, two set aside unseen). The kit deals, checks that no card is made or lost, hides what a seat
may not see and resamples it in ``determinize``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from game.cards import Layout, SeatZonesAttribute, Table, Visibility, ZoneAttribute, ZoneSpec, seat_zones
from game.core import Action, GameState, JSONValue, Outcome, Seat, copy_generator, placing_from_scores
from game.dama_tigre.deck import (
    ALL_CODES,
    CLUE_CODES,
    COLOURS,
    IDENTITY_CODES,
    ROLES,
    Card,
    clue_cards,
    door_cards,
)
from game.snapshot_fields import SnapshotFields
from game.text import Msg
from game.text import Seat as SeatWord
from game.view import Event, turn_fields
from games.puertas import SPEC
from games.puertas.texts import TEXTS, card_msg, guess_msg
from games.puertas.view import (
    END_TURN,
    MARKET_SIZE,
    NEXT_ROUND,
    REASONS,
    REVEAL,
    SCORE_SET,
    SET_SIZE,
    TARGET,
    PuertasView,
    RoundResult,
    discard,
    guess,
    guess_parts,
    market_card,
    market_slot,
    take,
)

GEMS_COLLECTOR_WRONG_GUESS = 4
GEMS_COLLECTOR_SET = 6
GEMS_GUESS_ONE = 1
GEMS_GUESS_BOTH = 5
GEMS_GUESSER_SET = 2
GEMS_DECK_OUT = 3

GUESS_ONE = tuple(guess(a) for a in (*COLOURS, *ROLES))
GUESS_BOTH = tuple(guess(c, r) for c in COLOURS for r in ROLES)
ALL_GUESSES = GUESS_ONE + GUESS_BOTH
_ALL_CLUES = list(CLUE_CODES)

# The deck is drawn from its first card, the bottom for the kit (whose ``draw`` takes the last):
# the engine always dealt so, and a seed keeps its deals. Nobody sees the deck, so no top is shown.
CLUE_LAYOUT = Layout((ZoneSpec("deck", Visibility.HIDDEN), ZoneSpec("market", Visibility.PUBLIC, max_size=MARKET_SIZE),
                      ZoneSpec("collected", Visibility.PUBLIC), ZoneSpec("discard", Visibility.PUBLIC)),
                     2, tuple(clue_cards()), Card.decode)
# Each seat's Door is its own until the round ends (then the view shows both).
DOOR_LAYOUT = Layout((*seat_zones("identity", 2, max_size=1), ZoneSpec("aside", Visibility.HIDDEN)),
                     2, tuple(door_cards()), Card.decode)
IDENTITY_ZONES = ("identity.0", "identity.1")


def set_attributes(cards: Sequence[str], identity: str) -> list[str]:
    """The attributes of ``identity`` (its colour, its role) that at least four of
    ``cards`` share; the wild cards count for both colours or both roles."""
    found = []
    for attribute in _IDENTITY_ATTRIBUTES[identity]:
        if sum(1 for code in cards if attribute in _ATTRIBUTES[code]) >= SET_SIZE:
            found.append(attribute)
    return found


def set_cards(cards: Sequence[str], identity: str) -> list[int]:
    """Indexes of the cards forming the first set for ``identity`` (for highlighting)."""
    attributes = set_attributes(cards, identity)
    if not attributes:
        return []
    return [i for i, code in enumerate(cards) if attributes[0] in _ATTRIBUTES[code]][:SET_SIZE]


# What each card counts as, and each identity's (colour, role): looked up, never rebuilt.
_ATTRIBUTES: dict[str, frozenset[str]] = {
    code: frozenset((*Card(code).colours, *Card(code).roles)) for code in ALL_CODES
}
_IDENTITY_ATTRIBUTES: dict[str, tuple[str, str]] = {
    code: (str(Card(code).colour), str(Card(code).role)) for code in IDENTITY_CODES
}
# Every take and discard there can be, made once (Action values are immutable).
_TAKES = {(slot, code): take(slot, code) for slot in range(MARKET_SIZE) for code in ALL_CODES}
_DISCARDS = {(slot, code): discard(slot, code) for slot in range(MARKET_SIZE) for code in ALL_CODES}


def guess_is_right(guess: Sequence[str], identity: str) -> bool:
    attributes = _ATTRIBUTES[identity]
    return all(part in attributes for part in guess)


class Puertas(GameState, spec=SPEC):

    # --- set-up --------------------------------------------------------------------
    def setup(self) -> None:
        self.scores = [0, 0]
        self.rounds: list[RoundResult] = []
        # "El último jugador que abrió una puerta" cannot be asked: chance decides.
        self.collector: Seat = self.rng.randrange(2)
        self._deal()

    def _deal(self) -> None:
        # Each box in its printed order, shuffled with the game's generator; cards are dealt from
        # the first of the shuffled pile.
        self.door_table = Table(DOOR_LAYOUT, {"aside": door_cards()})
        self.door_table.shuffle("aside", self)
        for zone in IDENTITY_ZONES:
            self.door_table.move_at("aside", 0, zone, self)
        self.clue_table = Table(CLUE_LAYOUT, {"deck": clue_cards()})
        self.clue_table.shuffle("deck", self)
        for _ in range(MARKET_SIZE):
            self.clue_table.move_at("deck", 0, "market", self)
        self.phase = "collect"
        self.refilled: int | None = None  # the market slot the last action refilled (public: for the table)

    # --- the cards as codes (the rules below, and positions laid out by hand, speak of codes) --
    market = ZoneAttribute("clue_table", "market", Card.encode, Card.decode)
    deck = ZoneAttribute("clue_table", "deck", Card.encode, Card.decode)  # the next card to draw first
    collected = ZoneAttribute("clue_table", "collected", Card.encode, Card.decode)
    discard = ZoneAttribute("clue_table", "discard", Card.encode, Card.decode)
    aside = ZoneAttribute("door_table", "aside", Card.encode, Card.decode)
    identities = SeatZonesAttribute("door_table", "identity", Card.encode, Card.decode, single=True)

    def _identity(self, seat: Seat) -> str:
        return self.door_table.cards(IDENTITY_ZONES[seat])[0].code

    @property
    def guesser(self) -> Seat:
        return 1 - self.collector

    # --- contract ---------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == "over"

    def to_act(self) -> tuple[Seat, ...]:
        if self.phase in ("collect", "reveal"):
            return (self.collector,)
        if self.phase in ("guess", "after_discard"):
            return (self.guesser,)
        if self.phase == "round_over":
            # The seat that will collect next starts the new round.
            return (self.guesser,)
        return ()

    def legal_actions(self, seat: Seat) -> list[Action]:
        if seat not in self.to_act():
            return []
        if self.phase == "collect":
            return [_TAKES[i, card.code] for i, card in enumerate(self.clue_table.cards("market"))]
        if self.phase == "reveal":
            return [REVEAL]
        if self.phase == "round_over":
            return [NEXT_ROUND]
        actions: list[Action] = []
        if self.phase == "guess":
            actions += [_DISCARDS[i, card.code] for i, card in enumerate(self.clue_table.cards("market"))]
        else:
            actions.append(END_TURN)
        actions += ALL_GUESSES
        if set_attributes(self.collected, self._identity(self.guesser)):
            actions.append(SCORE_SET)
        return actions

    def why_illegal(self, seat: Seat, action: Action) -> str:
        role = "Collector" if seat == self.collector else "Guesser"
        kind = action.kind
        if self.phase == "reveal":
            return "the Collector holds a set and must reveal it"
        if kind in ("take", "discard") and len(action.args) == 2:
            slot, code = action.args
            market = self.market
            if isinstance(slot, int) and 0 <= slot < len(market) and market[slot] != code:
                return f"slot {slot} of the market holds {market[slot]}, not {code}"
        if kind == "take":
            return "only the Collector takes a card, at the start of their turn" if role == "Guesser" \
                else "the Collector has already taken a card this turn"
        if kind == "discard":
            return "only the Guesser discards, once per turn" if role == "Collector" \
                else "the Guesser has already discarded this turn"
        if kind == "reveal":
            return "the Collector reveals only when their cards hold a set for their identity"
        if kind == "score_set":
            if role == "Collector":
                return "only the Guesser scores a set from the Collector's cards"
            return "the Collector's cards hold no set of 4 sharing your colour or your role"
        if kind == "guess":
            if action not in ALL_GUESSES:
                return "a guess names a colour (red/blue), a role (lady/tiger), or a colour and a role"
            return "only the Guesser guesses, on their own turn"
        if kind == "end_turn":
            return "the Guesser ends the turn only after discarding"
        if kind == "next_round":
            return "the round is not over" if self.phase != "round_over" else "the next Collector starts the round"
        return "Puertas knows take, reveal, discard, guess, score_set, end_turn and next_round"

    def _apply(self, seat: Seat, action: Action) -> None:
        kind = action.kind
        self.refilled = None
        if kind == "take":
            slot = market_slot(action)
            self.clue_table.move_at("market", slot, "collected")
            self._refill(slot)
            self.phase = "reveal" if set_attributes(self.collected, self._identity(seat)) else "guess"
        elif kind == "reveal":
            attribute = set_attributes(self.collected, self._identity(seat))[0]
            self._end_round(seat, GEMS_COLLECTOR_SET, "collector_set", set_attribute=attribute)
        elif kind == "discard":
            slot = market_slot(action)
            self.clue_table.move_at("market", slot, "discard")
            self._refill(slot)
            self.phase = "after_discard"
        elif kind == "guess":
            named = guess_parts(action)
            if guess_is_right(named, self._identity(self.collector)):
                gems = GEMS_GUESS_BOTH if len(named) == 2 else GEMS_GUESS_ONE
                self._end_round(seat, gems, "guess_right", guess=named)
            else:
                self._end_round(self.collector, GEMS_COLLECTOR_WRONG_GUESS, "guess_wrong", guess=named)
        elif kind == "score_set":
            attribute = set_attributes(self.collected, self._identity(seat))[0]
            self._end_round(seat, GEMS_GUESSER_SET, "guesser_set", set_attribute=attribute)
        elif kind == "end_turn":
            # Step 7 of the turn: an empty deck at the end of the Guesser's turn pays 3 gems.
            if not self.clue_table.count("deck"):
                self._end_round(seat, GEMS_DECK_OUT, "deck_out")
            else:
                self.phase = "collect"
        elif kind == "next_round":
            self.collector = self.guesser
            self._deal()

    def _refill(self, slot: int) -> None:
        # A refill turns up a card of the hidden deck: the kit marks it, so undo may not cross it.
        self.clue_table.move_at("deck", 0, "market", self, index=slot)
        self.refilled = slot

    def _end_round(self, winner: Seat, gems: int, reason: str, guess: tuple[str, ...] = (),
                   set_attribute: str | None = None) -> None:
        self.mark_irreversible()  # both identities are shown
        self.scores[winner] += gems
        self.rounds.append(RoundResult(
            number=len(self.rounds) + 1,
            collector=self.collector,
            identities=(self._identity(0), self._identity(1)),
            winner=winner,
            gems=gems,
            reason=reason,
            guess=guess,
            set_attribute=set_attribute,
        ))
        self.phase = "over" if self.scores[winner] >= TARGET else "round_over"

    def invariant_violations(self) -> list[str]:
        problems = self.clue_table.conservation_violations() + self.door_table.conservation_violations()
        if any(self.door_table.count(zone) != 1 for zone in IDENTITY_ZONES):
            problems.append(f"the seats hold {[self.door_table.count(zone) for zone in IDENTITY_ZONES]} Doors, not one each")
            return problems
        if self.clue_table.count("market") != MARKET_SIZE:
            problems.append(f"the market holds {self.clue_table.count('market')} cards")
        if sum(result.gems for result in self.rounds) != sum(self.scores):
            problems.append("the gems won in the rounds do not add up to the scores")
        if self.phase not in ("reveal", "round_over", "over") and set_attributes(self.collected, self._identity(self.collector)):
            problems.append("the Collector holds a set but was not made to reveal it")
        return problems

    def outcome(self) -> Outcome | None:
        if not self.is_over():
            return None
        return Outcome(
            scores=(self.scores[0], self.scores[1]),
            placing=placing_from_scores(self.scores),
            detail=(TEXTS.msg("Gems: {first} {left} – {second} {right}",
                              {"first": SeatWord(0), "left": self.scores[0], "second": SeatWord(1),
                               "right": self.scores[1]}),),
        )

    # --- information -----------------------------------------------------------------
    def _identities_shown(self) -> bool:
        return self.phase in ("round_over", "over")

    def view(self, seat: Seat | None) -> PuertasView:
        shown = self._identities_shown()
        identities = tuple(self._identity(s) if shown else self._door_seen_by(seat, s) for s in (0, 1))
        mine = identities[seat] if seat is not None else None
        collected = self.collected
        return PuertasView(
            **turn_fields(self, seat),
            last=self._last_event(),
            phase=self.phase,
            collector=self.collector,
            guesser=self.guesser,
            scores=(self.scores[0], self.scores[1]),
            target=TARGET,
            round=len(self.rounds) + (0 if shown else 1),
            identities=(identities[0], identities[1]),
            market=tuple(self.market),
            deck_count=self.clue_table.count("deck"),
            refilled=self.refilled,
            discard=tuple(self.discard),
            collected=tuple(collected),
            # Which attributes of the seat's own identity the Collector's cards hold a set
            # for: derived from public cards and the seat's own card only.
            my_sets=tuple(set_attributes(collected, mine)) if mine else (),
            set_glow=self._set_glow(mine, collected),
            rounds=tuple(self.rounds),
            winner=self.rounds[-1].winner if self.phase == "over" else None,
        )

    def _door_seen_by(self, seat: Seat | None, owner: Seat) -> str | None:
        """``owner``'s Door as ``seat`` sees it during a round: the kit hides another seat's."""
        cards = self.door_table.zone_view(IDENTITY_ZONES[owner], seat).cards
        return cards[0].code if cards else None

    def _last_event(self) -> Event | None:
        """The last move, as everybody saw it, read from the position itself (so a state rebuilt
        from a snapshot, which has no history, shows the same view): every phase is reached by
        one kind of move, and the round's record or the refilled slot says which."""
        collected, discarded = self.clue_table.top("collected"), self.clue_table.top("discard")
        if self.phase in ("reveal", "guess") and self.refilled is not None and collected:
            return Event(self.collector, take(self.refilled, collected.code))
        if self.phase == "after_discard" and self.refilled is not None and discarded:
            return Event(self.guesser, discard(self.refilled, discarded.code))
        if self.phase == "collect":
            if collected:
                return Event(self.guesser, END_TURN)
            return Event(self.collector, NEXT_ROUND) if self.rounds else None
        if self.phase in ("round_over", "over") and self.rounds:
            last = self.rounds[-1]
            guesser = 1 - last.collector
            if last.reason == "collector_set":
                return Event(last.collector, REVEAL)
            if last.reason == "guesser_set":
                return Event(guesser, SCORE_SET)
            if last.reason in ("guess_right", "guess_wrong"):
                return Event(guesser, guess(*last.guess))
            return Event(guesser, END_TURN)
        return None

    def _set_glow(self, mine: str | None, collected: list[str]) -> tuple[int, ...]:
        """Indexes of the Collector's cards to glow for a seat whose Door is ``mine`` (None: not
        known to it): a set it may score (or must reveal), or, once the round is over, the set
        that won it. Public cards and the seat's own Door only."""
        if self._identities_shown() and self.rounds:
            last = self.rounds[-1]
            if last.reason in ("collector_set", "guesser_set"):
                return tuple(set_cards(collected, last.identities[last.winner]))
            return ()
        if mine and set_attributes(collected, mine):
            return tuple(set_cards(collected, mine))
        return ()

    def snapshot(self) -> dict[str, Any]:
        return {
            "phase": self.phase,
            "collector": self.collector,
            "scores": list(self.scores),
            "identities": [self._identity(0), self._identity(1)],
            "aside": self.aside,
            "market": self.market,
            "deck": self.deck,
            "refilled": self.refilled,
            "discard": self.discard,
            "collected": self.collected,
            "rounds": [result.to_json() for result in self.rounds],
        }

    @classmethod
    def from_snapshot(cls, players: int, seed: int, options: Mapping[str, JSONValue],
                      snapshot: Mapping[str, JSONValue]) -> Puertas:
        fields = SnapshotFields(cls, snapshot)
        state = cls(players, seed, options)
        phases = ("collect", "reveal", "guess", "after_discard", "round_over", "over")
        state.phase = fields.word(fields["phase"], "phase", phases)
        state.collector = fields.seat(fields["collector"], "collector", 2)
        state.scores = fields.ints(fields["scores"], "scores", 0, length=2)
        identities = fields.words(fields["identities"], "identities", IDENTITY_CODES, length=2)
        aside = fields.words(fields["aside"], "aside", IDENTITY_CODES, length=2)
        market = fields.words(fields["market"], "market", ALL_CODES, length=MARKET_SIZE)
        deck = fields.words(fields["deck"], "deck", ALL_CODES)
        state.refilled = fields.optional_int(fields["refilled"], "refilled", 0, MARKET_SIZE - 1)
        discarded = fields.words(fields["discard"], "discard", ALL_CODES)
        collected = fields.words(fields["collected"], "collected", ALL_CODES)
        fields.same_cards(market + deck + collected + discarded, _ALL_CLUES, "the 14 Clue cards")
        state.clue_table = Table(CLUE_LAYOUT, {name: [Card(code) for code in codes] for name, codes in (
            ("deck", deck), ("market", market), ("collected", collected), ("discard", discarded))})
        state.door_table = Table(DOOR_LAYOUT, {"identity.0": [Card(identities[0])], "identity.1": [Card(identities[1])],
                                               "aside": [Card(code) for code in aside]})
        state.rounds = [_read_round(fields, entry, len(state.rounds) + 1)
                        for entry in fields.list(fields["rounds"], "rounds")]
        for number, result in enumerate(state.rounds, 1):
            fields.check(result.number == number, "numbers its rounds out of order")
        fields.check(state.phase not in ("round_over", "over") or bool(state.rounds), "ends a round nobody played")
        fields.finish(state)
        return state

    def clone(self) -> Puertas:
        other = object.__new__(Puertas)
        other.__dict__.update(self.__dict__)
        for name in ("scores", "rounds", "history"):
            setattr(other, name, list(getattr(self, name)))
        other.clue_table = self.clue_table.clone()
        other.door_table = self.door_table.clone()
        other.rng = copy_generator(self.rng)
        return other

    def possible_identities(self, seat: Seat) -> list[str]:
        """Doors the opponent of ``seat`` may hold, as far as ``seat`` can tell.

        The reveal is forced, so a Collector who has not revealed holds no set for
        their identity, and one in the ``reveal`` phase does: that rules Doors out."""
        other = 1 - seat
        if self._identities_shown():
            return [self._identity(other)]
        candidates = [card.code for card in door_cards() if card.code != self._identity(seat)]
        if other == self.collector:
            must_reveal = self.phase == "reveal"
            collected = self.collected
            candidates = [code for code in candidates if bool(set_attributes(collected, code)) == must_reveal]
        return candidates

    def determinize(self, seat: Seat, rng: random.Random) -> Puertas:
        """The kit deals anew what ``seat`` has not seen: the other Door and the two set aside
        (keeping only a Door the seat cannot rule out), and the order of the deck."""
        clone = self.clone()
        clone.rng = random.Random(rng.getrandbits(64))
        if not self._identities_shown():
            other = IDENTITY_ZONES[1 - seat]
            possible = self.possible_identities(seat)
            clone.door_table = self.door_table.determinize(
                seat, rng, accept=lambda table: table.cards(other)[0].code in possible)
        clone.clue_table = self.clue_table.determinize(seat, rng)
        return clone

    # --- the log ------------------------------------------------------------------------
    def describe(self, seat: Seat, action: Action, lang: str = "en") -> Msg:
        who = SeatWord(seat)
        kind = action.kind
        if kind == "take" and len(action.args) == 2:
            return TEXTS.msg("{who} (Collector) takes the {card}", {"who": who, "card": card_msg(market_card(action))})
        if kind == "discard" and len(action.args) == 2:
            return TEXTS.msg("{who} (Guesser) discards the {card}", {"who": who, "card": card_msg(market_card(action))})
        if kind == "reveal":
            return TEXTS.msg("{who} reveals a full set", {"who": who})
        if kind == "score_set":
            return TEXTS.msg("{who} scores a set from the Collector's cards", {"who": who})
        if kind == "guess":
            return TEXTS.msg("{who} guesses: \"You are {guess}\"", {"who": who, "guess": guess_msg(action.args)})
        if kind == "end_turn":
            return TEXTS.msg("{who} ends the turn", {"who": who})
        if kind == "next_round":
            return TEXTS.msg("{who} starts a new round", {"who": who})
        return TEXTS.msg("{action}", {"action": action.encode()})


def _read_round(fields: SnapshotFields, entry: object, number: int) -> RoundResult:
    """A finished round as ``RoundResult.to_json`` wrote it."""
    data = fields.mapping(entry, f"round {number}")
    name = f"round {number}'s"
    attributes = (*COLOURS, *ROLES)
    identities = fields.words(data.get("identities"), f"{name} identities", IDENTITY_CODES, length=2)
    return RoundResult(
        number=fields.int(data.get("number"), f"{name} number", 1),
        collector=fields.seat(data.get("collector"), f"{name} collector", 2),
        identities=(identities[0], identities[1]),
        winner=fields.seat(data.get("winner"), f"{name} winner", 2),
        gems=fields.int(data.get("gems"), f"{name} gems", 1),
        reason=fields.word(data.get("reason"), f"{name} reason", REASONS),
        guess=tuple(fields.words(data.get("guess"), f"{name} guess", attributes, max_length=2)),
        set_attribute=fields.optional_word(data.get("set_attribute"), f"{name} set attribute", attributes),
    )
