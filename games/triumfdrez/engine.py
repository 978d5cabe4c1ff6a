"""TriumfDrez (rulebook 003, "TriumfDrez"): an auction for a contract of tricks with a trump figure
and a super-trump colour, then thirteen tricks, scored hand after hand up to a target.

Seats are numbered in play order (the rulebook's "el siguiente por la derecha" is ``seat + 1``).
With four players the partners sit opposite: seats 0 and 2 against 1 and 3. With two or three,
every seat plays for itself. Actions and their text forms: ``games/triumfdrez/view.py``. The tricks
themselves (turn order, the duty to follow, the winner) are the card kit's ``game/cards/tricks.py``;
this module says what follows and what wins here.

The rules (each tested in tests/rules/test_triumfdrez.py, which quotes the rulebook):
- One PokerDrez deck; 13 cards each; the rest stay face down, unseen by anyone, all hand long.
- The auction starts with the player after the dealer and goes round; a bid names a number of
  tricks, a trump figure and a super-trump colour; a later bid must be higher: more tricks, or
  as many tricks without the trump, the super-trump or both, or as many with the hands open.
  When every other player has passed after a bid, its bidder is the declarer.
- Play: the leader plays any card; the others must play the led figure when they hold it; a
  trump beats any non-trump, a card of the super-trump colour beats any trump; among trumps the
  higher number, among super-trumps the higher figure (Bufón, Dama, Torre, Alfil, Caballo, Peón),
  otherwise the highest number of the led figure; the trump figure in the super-trump colour is
  the highest card of all. Nobody must try to win. The winner of a trick leads the next.
- Score: the hand is worth the contract's tricks plus two per trick over or short; the declarer
  (or pair) scores it when the contract is made, each opponent when it fails. The first side to
  reach the target (option, 50 by default) wins.

Decisions where the rulebook is silent (also on the rules screen, "our decisions"):
- D1 The text's "paquete de 56 cartas" gives the two neutral cards no rule in this game: they stay
  in the box, and the deck is the 54 figure cards (28, 15 or 2 cards stay undealt).
- D2 The first dealer is the last seat, so seat 0 opens the first auction; the deal passes one seat
  in play order each hand.
- D3 The opener must bid (the text: it "deberá indicar" a figure, a colour and a number), so there
  is always a contract; the opener may already bid without trumps or with open hands.
- D4 A contract is at least a majority of the tricks: 7 with two or four players, 5 with three (a
  smaller bid could not fail and would score for nothing); at most 13.
- D5 Which bid is higher: more tricks; at equal tricks, open hands beat closed ones whatever the
  trumps (the text puts the open declaration last, "con o sin triunfos y supertriunfos"); then
  dropping both of trump and super-trump beats dropping one, which beats dropping none. Dropping
  the trump or the super-trump is the same step; the figure and colour chosen never count.
- D6 A pass is not final: a player who passed may bid again when the turn comes round (the text's
  example: the first player bids again after three others).
- D7 The declarer leads the first trick.
- D8 A card of the super-trump colour is a super-trump wherever it is played, also when led or
  played to follow; a trump likewise.
- D9 "Habrá ganado la partida": the hand is won, and play goes on to the target. When several
  sides pass the target on one hand, the higher total wins; still tied, another hand is played.
- D10 An open contract lays the declarer's hand (and the partner's) face up for everyone from the
  first lead to the end of the hand; each still plays their own cards.
- D11 With three players, when the contract fails both opponents score its value.
"""

from __future__ import annotations

import bisect
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from game.cards import Layout, Table, Visibility, ZoneSpec, seat_zones
from game.cards.pokerdrez import Colour, Figure, PokerDrezCard, figure_deck, sort_hand
from game.cards.tricks import Trick, playable, voids
from game.core import Action, GameState, JSONValue, OptionSpec, Outcome, Seat, copy_generator, placing_from_scores
from game.snapshot_fields import SnapshotFields
from game.text import N_, Msg
from game.text import Seat as SeatWord
from game.view import Event, turn_fields
from games.triumfdrez import SPEC
from games.triumfdrez.texts import CARD_NAMES, COLOUR_NAMES, FIGURE_NAMES, TEXTS
from games.triumfdrez.view import (
    BID,
    PASS,
    PHASE_AUCTION,
    PHASE_OVER,
    PHASE_PLAY,
    PLAY,
    Bid,
    Call,
    Contract,
    HandResult,
    OpenHand,
    PlayedTrick,
    TriumfDrezView,
    read_bid,
    read_card,
)

PHASES = (PHASE_AUCTION, PHASE_PLAY, PHASE_OVER)
HAND_SIZE = 13
MOST_TRICKS = 13
TARGETS = (50, 30, 75, 100)
UNDEALT, TRICK, TAKEN = "undealt", "trick", "taken"


def sides_for(players: int) -> tuple[tuple[Seat, ...], ...]:
    """Partners opposite with four players ("en parejas que se sentarán uno frente al otro")."""
    if players == 4:
        return ((0, 2), (1, 3))
    return tuple((seat,) for seat in range(players))


def minimum_bid(players: int) -> int:
    """D4: a majority of the 13 tricks for a side facing one other side, 5 against two players."""
    return 5 if players == 3 else 7


def figure_of(card: PokerDrezCard) -> Figure | None:
    """The "suit" a card follows: its figure."""
    return card.figure


def power(card: PokerDrezCard, led: PokerDrezCard, trump: Figure | None, supertrump: Colour | None) -> tuple[int, int]:
    """How strong ``card`` is in a trick led by ``led``: the highest wins (D8)."""
    figure, colour = card.figure, card.colour
    assert figure is not None and colour is not None
    if figure is trump and colour is supertrump:  # "la carta más poderosa de toda la baraja"
        return (4, 0)
    if supertrump is not None and colour is supertrump:  # "vencerá incluso a cualquier otra carta de triunfo"
        return (3, int(figure))
    if trump is not None and figure is trump:  # "vencerá a cualquier carta que no sea triunfo"
        return (2, colour.number)
    if figure is led.figure:  # "la mayor numeración, según el color, de la misma figura"
        return (1, colour.number)
    return (0, 0)


def hand_value(bid_tricks: int, taken: int) -> int:
    """The contract's tricks and "dobles puntos extras" for each trick over or short."""
    return bid_tricks + 2 * abs(taken - bid_tricks)


def all_bids(players: int) -> tuple[Bid, ...]:
    """Every bid there is, weakest first (ties in strength by trump and colour)."""
    bids = [
        Bid(tricks, trump, supertrump, open_)
        for tricks in range(minimum_bid(players), MOST_TRICKS + 1)
        for open_ in (False, True)
        for trump in (*Figure, None)
        for supertrump in (*Colour, None)
    ]
    return tuple(sorted(bids, key=lambda b: (b.strength(), _figure_key(b.trump), _colour_key(b.supertrump))))


def _figure_key(figure: Figure | None) -> int:
    return 0 if figure is None else int(figure)


def _colour_key(colour: Colour | None) -> int:
    return 0 if colour is None else int(colour)


def _layout(players: int) -> Layout[PokerDrezCard]:
    return Layout(
        (
            ZoneSpec(UNDEALT, Visibility.HIDDEN),
            *seat_zones("hand", players, max_size=HAND_SIZE),
            ZoneSpec(TRICK, Visibility.PUBLIC, max_size=players),
            # every card taken was shown as it was played, then turned face down
            ZoneSpec(TAKEN, Visibility.COUNT),
        ),
        players=players,
        box=tuple(figure_deck(1)),
        decode=PokerDrezCard.decode,
    )


LAYOUTS = {n: _layout(n) for n in (2, 3, 4)}
BIDS = {n: all_bids(n) for n in (2, 3, 4)}
BID_ACTIONS = {n: tuple(b.action() for b in BIDS[n]) for n in (2, 3, 4)}
STRENGTHS = {n: tuple(b.strength() for b in BIDS[n]) for n in (2, 3, 4)}
# Random play spends most of its time on card plays: each card's action, and the card each action
# names, made once, so that listing and checking a play never decodes or builds one.
PLAY_ACTIONS = {card: Action(PLAY, (card.encode(),)) for card in figure_deck(1)}
CARD_OF_PLAY = {action: card for card, action in PLAY_ACTIONS.items()}
CARD_ORDER = {card: index for index, card in enumerate(sorted(PLAY_ACTIONS))}
HAND_ZONES = {n: tuple(f"hand.{seat}" for seat in range(n)) for n in (2, 3, 4)}


class TriumfDrez(GameState, spec=SPEC):
    options_spec = (
        OptionSpec(
            "target",
            50,
            TARGETS,
            label=N_("Points to win"),
            choice_labels={
                "50": N_("50 points"),
                "30": N_("30 points"),
                "75": N_("75 points"),
                "100": N_("100 points"),
            },
        ),
    )

    # --- set-up ------------------------------------------------------------------------------
    def setup(self) -> None:
        self.layout = LAYOUTS[self.players]
        self.sides = sides_for(self.players)
        self.side_of = {seat: index for index, side in enumerate(self.sides) for seat in side}
        self.target = int(self.options["target"])
        self.cards: Table[PokerDrezCard] = Table.boxed(self.layout, UNDEALT)
        self.dealer: Seat = self.players - 1  # D2
        self.hand_number = 0
        self.scores = [0] * len(self.sides)
        self.results: list[HandResult] = []
        self.winners: tuple[int, ...] = ()
        self.last: Event | None = None
        self._legal: list[Action] | None = None
        self._deal()

    def _deal(self) -> None:
        self.hand_number += 1
        self.phase = PHASE_AUCTION
        self.calls: list[Call] = []
        self.contract: Contract | None = None
        self.trick: Trick[PokerDrezCard] | None = None
        self.done: list[tuple[Trick[PokerDrezCard], Seat]] = []
        self.cards.gather(self.cards.layout.names, UNDEALT)
        self.cards.replace(UNDEALT, sorted(self.cards.cards(UNDEALT), key=CARD_ORDER.__getitem__))
        self.cards.shuffle(UNDEALT, self)
        # "cada jugador recibirá 13 cartas ... Las cartas restantes permanecerán ocultas bocabajo"
        self.cards.deal(UNDEALT, [f"hand.{seat}" for seat in self._from_opener()], HAND_SIZE, self)

    def _from_opener(self) -> list[Seat]:
        return [(self.dealer + 1 + i) % self.players for i in range(self.players)]

    # --- reading the state ---------------------------------------------------------------------
    def hand(self, seat: Seat) -> tuple[PokerDrezCard, ...]:
        return self.cards.cards(HAND_ZONES[self.players][seat])

    def high(self) -> Call | None:
        return next((call for call in reversed(self.calls) if call.bid is not None), None)

    def opener(self) -> Seat:
        return (self.dealer + 1) % self.players

    def to_act(self) -> tuple[Seat, ...]:
        if self.phase == PHASE_AUCTION:
            return ((self.opener() + len(self.calls)) % self.players,)
        if self.phase == PHASE_PLAY and self.trick is not None:
            seat = self.trick.to_play
            return () if seat is None else (seat,)
        return ()

    def is_over(self) -> bool:
        return self.phase == PHASE_OVER

    def open_seats(self) -> tuple[Seat, ...]:
        """The seats whose hands lie face up for everyone (D10)."""
        if self.phase == PHASE_PLAY and self.contract is not None and self.contract.bid.open:
            return self.contract.side
        return ()

    def tricks_won(self) -> tuple[int, ...]:
        won = [0] * self.players
        for _, winner in self.done:
            won[winner] += 1
        return tuple(won)

    def _power(self, card: PokerDrezCard, led: PokerDrezCard) -> tuple[int, int]:
        assert self.contract is not None
        return power(card, led, self.contract.bid.trump, self.contract.bid.supertrump)

    # --- legal actions --------------------------------------------------------------------------
    def legal_actions(self, seat: Seat) -> list[Action]:
        if seat not in self.to_act():
            return []
        if self._legal is None:
            self._legal = self._generate(seat)
        return list(self._legal)

    def is_legal(self, seat: Seat, action: Action) -> bool:
        """The same answer as ``action in legal_actions(seat)``, without listing a thousand bids."""
        if seat not in self.to_act():
            return False
        if self.phase == PHASE_AUCTION:
            high = self.high()
            if action.kind == PASS:
                return action == Action(PASS) and high is not None
            bid = read_bid(action)
            if bid is None or bid.action() != action or not minimum_bid(self.players) <= bid.tricks <= MOST_TRICKS:
                return False
            return high is None or high.bid is None or bid.beats(high.bid)
        card = CARD_OF_PLAY.get(action) if action.kind == PLAY else None
        if card is None or self.trick is None:
            return False
        hand = self.hand(seat)
        return card in hand and card in playable(hand, self.trick.led, figure_of)

    def _generate(self, seat: Seat) -> list[Action]:
        if self.phase == PHASE_AUCTION:
            high = self.high()
            actions = BID_ACTIONS[self.players]
            if high is None or high.bid is None:  # D3: the opener must bid
                return list(actions)
            # the bids are sorted by strength: the higher ones are a tail of the list
            start = bisect.bisect_right(STRENGTHS[self.players], high.bid.strength())
            return [Action(PASS), *actions[start:]]
        assert self.trick is not None
        # one deck: no card twice in a hand
        cards = sorted(playable(self.hand(seat), self.trick.led, figure_of), key=CARD_ORDER.__getitem__)
        return [PLAY_ACTIONS[card] for card in cards]

    def why_illegal(self, seat: Seat, action: Action) -> str:
        if self.phase == PHASE_AUCTION:
            if action.kind == PLAY:
                return "the auction is not over: bid (bid:TRICKS,TRUMP,SUPER,open|closed) or pass"
            if action.kind == PASS:
                return "the first player must bid: there is nothing to pass on yet"
            bid = read_bid(action)
            if bid is None:
                return "a bid reads bid:TRICKS,FIGURE|no,COLOUR|no,open|closed (bid:9,A,7,closed)"
            low = minimum_bid(self.players)
            if not low <= bid.tricks <= MOST_TRICKS:
                return f"a contract is {low} to {MOST_TRICKS} tricks"
            return "a bid must be higher than the last: more tricks, or as many without trump or super-trump, or open"
        if action.kind != PLAY:
            return "the auction is over: play a card (play:CARD)"
        card = read_card(action)
        if card is None:
            return "a play reads play:CARD, like play:C9"
        if card not in self.hand(seat):
            return f"{card.encode()} is not in your hand"
        return "you must play a card of the figure led while you have one"

    # --- playing ---------------------------------------------------------------------------------
    def _apply(self, seat: Seat, action: Action) -> None:
        self._legal = None
        detail: Any = None
        if action.kind == PLAY:
            detail = self._play(seat, action)
        else:
            self._call(seat, None if action.kind == PASS else read_bid(action))
        self.last = Event(seat, action, detail)
        self._legal = None

    def _call(self, seat: Seat, bid: Bid | None) -> None:
        self.calls.append(Call(seat, bid))
        high = self.high()
        assert high is not None and high.bid is not None
        passes = len(self.calls) - 1 - self.calls.index(high)
        # "Cuando, tras la propuesta de un jugador, ninguno de los demás se atreva a aumentar su propuesta"
        if passes == self.players - 1:
            self.contract = Contract(high.seat, high.bid, self.sides[self.side_of[high.seat]])
            self.phase = PHASE_PLAY
            self.trick = Trick(high.seat, self.players)  # D7
            if high.bid.open:
                self.mark_irreversible()  # the open hands are shown

    def _play(self, seat: Seat, action: Action) -> PlayedTrick | None:
        card = CARD_OF_PLAY[action]
        assert self.trick is not None
        self.cards.move(card, HAND_ZONES[self.players][seat], TRICK, self)
        self.trick = self.trick.play(seat, card)
        if not self.trick.complete:
            return None
        winner = self.trick.winner(self._power)
        self.done.append((self.trick, winner))
        self.cards.gather([TRICK], TAKEN)
        finished = PlayedTrick(self.trick.leader, self.trick.plays, winner)
        if len(self.done) < HAND_SIZE:
            self.trick = Trick(winner, self.players)  # "El jugador que gane una baza comenzará la siguiente"
        else:
            self.trick = None
            self._score_hand()
        return finished

    def _score_hand(self) -> None:
        contract = self.contract
        assert contract is not None
        taken = sum(self.tricks_won()[seat] for seat in contract.side)
        made = taken >= contract.bid.tricks
        value = hand_value(contract.bid.tricks, taken)
        declaring = self.side_of[contract.declarer]
        scorers = (declaring,) if made else tuple(s for s in range(len(self.sides)) if s != declaring)
        for side in scorers:
            self.scores[side] += value
        self.results.append(HandResult(self.hand_number, contract, taken, made, value, scorers))
        top = max(self.scores)
        leaders = tuple(s for s, points in enumerate(self.scores) if points == top)
        if top >= self.target and len(leaders) == 1:  # D9
            self.winners = leaders
            self.phase = PHASE_OVER
            return
        self.dealer = (self.dealer + 1) % self.players  # D2
        self._deal()

    def outcome(self) -> Outcome | None:
        if self.phase != PHASE_OVER:
            return None
        per_seat = tuple(float(self.scores[self.side_of[seat]]) for seat in range(self.players))
        detail: list[Msg] = []
        for side in self.winners:
            names = self.sides[side]
            if len(names) == 2:
                detail.append(
                    TEXTS.msg(
                        "{first} and {second} win with {points} points",
                        {"first": SeatWord(names[0]), "second": SeatWord(names[1]), "points": self.scores[side]},
                    )
                )
            else:
                detail.append(
                    TEXTS.msg(
                        "{who} wins with {points} points", {"who": SeatWord(names[0]), "points": self.scores[side]}
                    )
                )
        # placed by side, so partners share a place and the pair behind is second, not third
        side_places = placing_from_scores(self.scores)
        placing = tuple(side_places[self.side_of[seat]] for seat in range(self.players))
        return Outcome(per_seat, placing, detail=tuple(detail))

    # --- information ------------------------------------------------------------------------------
    def _played_tricks(self) -> tuple[PlayedTrick, ...]:
        return tuple(PlayedTrick(trick.leader, trick.plays, winner) for trick, winner in self.done)

    def view(self, seat: Seat | None) -> TriumfDrezView:
        own = seat is not None and 0 <= seat < self.players
        high = self.high()
        return TriumfDrezView(
            **turn_fields(self, seat),
            last=self.last,
            phase=self.phase,
            players=self.players,
            dealer=self.dealer,
            hand_number=self.hand_number,
            target=self.target,
            sides=self.sides,
            scores=tuple(self.scores),
            hand=tuple(sort_hand(self.hand(seat))) if own and seat is not None else None,
            hand_counts=tuple(self.cards.count(f"hand.{s}") for s in range(self.players)),
            open_hands=tuple(OpenHand(s, tuple(sort_hand(self.hand(s)))) for s in self.open_seats()),
            undealt_count=self.cards.count(UNDEALT),
            calls=tuple(self.calls),
            high=high,
            minimum_bid=minimum_bid(self.players),
            contract=self.contract,
            trick=None if self.trick is None else PlayedTrick(self.trick.leader, self.trick.plays, None),
            tricks=self._played_tricks(),
            tricks_won=self.tricks_won(),
            results=tuple(self.results),
            winners=self.winners,
        )

    def shown_voids(self) -> dict[Seat, frozenset[Figure | None]]:
        """The figures each seat has shown it lacks this hand (it did not follow)."""
        tricks = [trick for trick, _ in self.done] + ([self.trick] if self.trick is not None else [])
        return voids(tricks, figure_of)

    def determinize(self, seat: Seat, rng: random.Random) -> TriumfDrez:
        """The hands ``seat`` cannot see (and the undealt cards) dealt anew from the cards it has not
        seen, each hand keeping its size and holding no card of a figure its owner failed to
        follow; open hands and everything played stay as they are; the generator reseeded."""
        clone = self.clone()
        hidden = [f"hand.{s}" for s in range(self.players) if s != seat and s not in self.open_seats()]
        zones = [*hidden, UNDEALT]
        lacking = self.shown_voids()
        banned = {
            zone: lacking.get(int(zone.split(".")[1]), frozenset()) if zone != UNDEALT else frozenset()
            for zone in zones
        }
        pool = sorted(card for zone in zones for card in self.cards.cards(zone))
        sizes = {zone: self.cards.count(zone) for zone in zones}
        for _ in range(2000):
            dealt = _deal_with_voids(pool, sizes, banned, rng)
            if dealt is not None:
                for zone, cards in dealt.items():
                    clone.cards.replace(zone, cards)
                break
        else:  # never met in play: the true deal satisfies every constraint
            raise RuntimeError(f"no deal of the hidden cards fits what seat {seat} saw")
        clone.rng = random.Random(rng.getrandbits(64))
        clone._legal = None
        return clone

    def clone(self) -> TriumfDrez:
        other = TriumfDrez.__new__(TriumfDrez)
        other.__dict__.update(self.__dict__)
        other.rng = copy_generator(self.rng)
        other.history = list(self.history)
        other.options = dict(self.options)
        other.cards = self.cards.clone()
        other.calls = list(self.calls)
        other.done = list(self.done)
        other.scores = list(self.scores)
        other.results = list(self.results)
        return other

    # --- the laws ------------------------------------------------------------------------------------
    def invariant_violations(self) -> list[str]:
        return self.cards.conservation_violations() + self._hand_problems()

    def _hand_problems(self) -> list[str]:
        """Everything the hand's record must agree on: the auction, the tricks, the cards, the score."""
        problems: list[str] = []
        n = self.players
        if self.cards.count(UNDEALT) != len(self.layout.box) - HAND_SIZE * n:
            problems.append(f"{self.cards.count(UNDEALT)} cards undealt, not {len(self.layout.box) - HAND_SIZE * n}")
        # the auction, call by call
        high: Bid | None = None
        for index, call in enumerate(self.calls):
            if call.seat != (self.opener() + index) % n:
                problems.append(f"call {index + 1} is made out of turn")
            if call.bid is None:
                if high is None:
                    problems.append("the opener passed")
                continue
            if not minimum_bid(n) <= call.bid.tricks <= MOST_TRICKS:
                problems.append(f"call {index + 1} bids {call.bid.tricks} tricks")
            if high is not None and not call.bid.beats(high):
                problems.append(f"call {index + 1} does not beat the bid before it")
            high = call.bid
        last = self.high()
        closed = last is not None and len(self.calls) - 1 - self.calls.index(last) >= n - 1
        if last is not None and len(self.calls) - 1 - self.calls.index(last) > n - 1:
            problems.append("the auction went on after it was won")
        if (self.phase == PHASE_AUCTION) == closed and not (self.phase == PHASE_OVER and closed):
            problems.append(f"the phase {self.phase} does not fit the auction")
        if closed and last is not None and last.bid is not None:
            want = Contract(last.seat, last.bid, self.sides[self.side_of[last.seat]])
            if self.contract != want:
                problems.append("the contract is not the auction's last bid")
        elif self.contract is not None:
            problems.append("a contract before the auction is won")
        # the tricks: who led, who won, the duty to follow, the cards they came from
        if self.contract is not None:
            played: dict[Seat, list[PokerDrezCard]] = {s: [] for s in range(n)}
            leader = self.contract.declarer
            tricks = [*self.done, *([(self.trick, None)] if self.trick is not None else [])]
            for trick, _ in tricks:
                for s, card in trick.plays:
                    played[s].append(card)
            holding = {s: Counter(self.hand(s)) + Counter(played[s]) for s in range(n)}
            for number, (trick, winner) in enumerate(tricks):
                if trick.leader != leader or trick.players != n:
                    problems.append(f"trick {number + 1} is led by the wrong seat")
                for s, card in trick.plays:
                    if card not in playable(
                        list(holding[s].elements()), trick.led if s != trick.leader else None, figure_of
                    ):
                        problems.append(f"trick {number + 1}: {card.encode()} breaks the duty to follow")
                    holding[s][card] -= 1
                if winner is not None:
                    if not trick.complete or trick.winner(self._power) != winner:
                        problems.append(f"trick {number + 1} has the wrong winner")
                    leader = winner
            if self.trick is not None and self.trick.complete:
                problems.append("a finished trick is still on the table")
            if Counter(self.cards.cards(TRICK)) != Counter(self.trick.cards if self.trick else ()):
                problems.append("the cards on the table are not the trick's")
            if Counter(self.cards.cards(TAKEN)) != Counter(c for t, _ in self.done for c in t.cards):
                problems.append("the cards taken are not the tricks'")
            for s in range(n):
                if self.cards.count(f"hand.{s}") + len(played[s]) != HAND_SIZE:
                    problems.append(f"hand {s} and its cards played are not {HAND_SIZE}")
            if self.phase == PHASE_PLAY and (self.trick is None or len(self.done) >= HAND_SIZE):
                problems.append("play goes on after thirteen tricks")
        else:
            if self.done or self.trick is not None or self.cards.count(TRICK) or self.cards.count(TAKEN):
                problems.append("tricks played before the auction is won")
            for s in range(n):
                if self.cards.count(f"hand.{s}") != HAND_SIZE:
                    problems.append(f"hand {s} holds {self.cards.count(f'hand.{s}')} cards during the auction")
        # the score sheet
        totals = [0] * len(self.sides)
        for number, result in enumerate(self.results):
            declaring = self.side_of.get(result.contract.declarer, -1)
            made = result.taken >= result.contract.bid.tricks
            scorers = (declaring,) if made else tuple(s for s in range(len(self.sides)) if s != declaring)
            if (
                result.number != number + 1
                or result.made != made
                or not 0 <= result.taken <= HAND_SIZE
                or result.value != hand_value(result.contract.bid.tricks, result.taken)
                or result.scorers != scorers
            ):
                problems.append(f"hand {number + 1}'s score does not follow from its contract")
            for side in result.scorers:
                if 0 <= side < len(totals):
                    totals[side] += result.value
        if totals != self.scores:
            problems.append("the scores are not the sum of the hands")
        over = self.phase == PHASE_OVER
        if self.hand_number != len(self.results) + (0 if over else 1):
            problems.append("the hand number does not follow the hands played")
        if self.dealer != (n - 1 + self.hand_number - 1) % n:
            problems.append("the dealer is not the one the rotation gives")
        top = max(self.scores)
        leaders = tuple(s for s, p in enumerate(self.scores) if p == top)
        if over != (bool(self.results) and top >= self.target and len(leaders) == 1):
            problems.append("the game's end does not follow the scores")
        if self.winners != (leaders if over else ()):
            problems.append("the winners are not the side ahead at the end")
        return problems

    # --- saves -------------------------------------------------------------------------------------
    def snapshot(self) -> dict[str, JSONValue]:
        return {
            "phase": self.phase,
            "dealer": self.dealer,
            "hand_number": self.hand_number,
            "cards": self.cards.to_json(),
            "calls": [[call.seat, None if call.bid is None else call.bid.action().encode()] for call in self.calls],
            "contract": None
            if self.contract is None
            else [self.contract.declarer, self.contract.bid.action().encode()],
            "trick": None if self.trick is None else [self.trick.leader, [c.encode() for c in self.trick.cards]],
            "done": [[trick.leader, [c.encode() for c in trick.cards], winner] for trick, winner in self.done],
            "scores": list(self.scores),
            "results": [
                [
                    r.number,
                    r.contract.declarer,
                    r.contract.bid.action().encode(),
                    r.taken,
                    r.made,
                    r.value,
                    list(r.scorers),
                ]
                for r in self.results
            ],
            "winners": list(self.winners),
            "last": None
            if self.last is None
            else [
                self.last.seat,
                None if self.last.action is None else self.last.action.encode(),
                _trick_json(self.last.detail),
            ],
        }

    @classmethod
    def from_snapshot(
        cls, players: int, seed: int, options: Mapping[str, JSONValue], snapshot: Mapping[str, JSONValue]
    ) -> TriumfDrez:
        fields = SnapshotFields(cls, snapshot)
        state = cls(players, seed, options)
        n = players

        def bid_of(text: Any, what: str) -> Bid:
            try:
                bid = read_bid(Action.decode(text)) if isinstance(text, str) else None
            except ValueError:
                bid = None
            fields.check(bid is not None, f"has {what} {text!r}, not a bid")
            assert bid is not None
            return bid

        def cards_of(codes: Any, what: str, most: int) -> tuple[PokerDrezCard, ...]:
            found = []
            for code in fields.list(codes, what, max_length=most):
                try:
                    found.append(PokerDrezCard.decode(code))
                except ValueError:
                    fields.fail(f"has {what} entry {code!r}, not a card")
                fields.check(not found[-1].is_neutral, f"has a neutral card in {what}")
            return tuple(found)

        state.phase = fields.word(fields["phase"], "phase", PHASES)
        state.dealer = fields.seat(fields["dealer"], "dealer", n)
        state.hand_number = fields.int(fields["hand_number"], "hand_number", 1, 100_000)
        state.cards = Table.from_json(state.layout, fields["cards"], fail=fields.fail)
        state.calls = []
        for index, entry in enumerate(fields.list(fields["calls"], "calls", max_length=10_000)):
            seat, text = fields.list(entry, f"calls[{index}]", length=2)
            state.calls.append(
                Call(
                    fields.seat(seat, f"calls[{index}] seat", n),
                    None if text is None else bid_of(text, f"calls[{index}]"),
                )
            )
        contract = fields["contract"]
        if contract is None:
            state.contract = None
        else:
            declarer, text = fields.list(contract, "contract", length=2)
            seat = fields.seat(declarer, "declarer", n)
            state.contract = Contract(seat, bid_of(text, "contract"), state.sides[state.side_of[seat]])
        trick = fields["trick"]
        if trick is None:
            state.trick = None
        else:
            leader, codes = fields.list(trick, "trick", length=2)
            state.trick = Trick(fields.seat(leader, "trick leader", n), n, cards_of(codes, "trick", n))
        state.done = []
        for index, entry in enumerate(fields.list(fields["done"], "done", max_length=HAND_SIZE)):
            leader, codes, winner = fields.list(entry, f"done[{index}]", length=3)
            state.done.append(
                (
                    Trick(fields.seat(leader, f"done[{index}] leader", n), n, cards_of(codes, f"done[{index}]", n)),
                    fields.seat(winner, f"done[{index}] winner", n),
                )
            )
        state.scores = fields.ints(fields["scores"], "scores", 0, 10_000_000, length=len(state.sides))
        state.results = []
        for index, entry in enumerate(fields.list(fields["results"], "results", max_length=100_000)):
            number, declarer, text, taken, made, value, scorers = fields.list(entry, f"results[{index}]", length=7)
            seat = fields.seat(declarer, f"results[{index}] declarer", n)
            state.results.append(
                HandResult(
                    fields.int(number, f"results[{index}] number", 1),
                    Contract(seat, bid_of(text, f"results[{index}]"), state.sides[state.side_of[seat]]),
                    fields.int(taken, f"results[{index}] taken", 0, HAND_SIZE),
                    fields.bool(made, f"results[{index}] made"),
                    fields.int(value, f"results[{index}] value", 0),
                    tuple(fields.ints(scorers, f"results[{index}] scorers", 0, len(state.sides) - 1)),
                )
            )
        state.winners = tuple(fields.ints(fields["winners"], "winners", 0, len(state.sides) - 1))
        last = fields["last"]
        if last is None:
            state.last = None
        else:
            seat_text, text, finished = fields.list(last, "last", length=3)
            try:
                action = Action.decode(text) if text is not None else None
            except ValueError:
                fields.fail(f"has a last action {text!r} that does not read")
            detail = None
            if finished is not None:
                leader, codes, winner = fields.list(finished, "last trick", length=3)
                lead = fields.seat(leader, "last trick leader", n)
                cards = cards_of(codes, "last trick", n)
                fields.check(len(cards) == n, "has a last trick that is not whole")
                detail = PlayedTrick(lead, Trick(lead, n, cards).plays, fields.seat(winner, "last trick winner", n))
            state.last = Event(fields.optional_seat(seat_text, "last seat", n), action, detail)
        state._legal = None
        return fields.finish(state)  # type: ignore[return-value]

    # --- words ---------------------------------------------------------------------------------------
    def describe(self, seat: Seat, action: Action, lang: str = "en") -> Msg:
        who = SeatWord(seat)
        if action.kind == PASS:
            return TEXTS.msg("{who} passes", {"who": who})
        if action.kind == BID:
            bid = read_bid(action)
            if bid is not None:
                return TEXTS.msg("{who} bids {contract}", {"who": who, "contract": contract_words(bid)})
        card = read_card(action)
        if action.kind == PLAY and card is not None:
            return TEXTS.msg("{who} plays {card}", {"who": who, "card": card_name(card)})
        return TEXTS.msg("{who}: {action}", {"who": who, "action": action.encode()})


def _trick_json(detail: object) -> JSONValue:
    if not isinstance(detail, PlayedTrick):
        return None
    return [detail.leader, [card.encode() for _, card in detail.plays], detail.winner]


def _deal_with_voids(
    pool: Sequence[PokerDrezCard],
    sizes: Mapping[str, int],
    banned: Mapping[str, frozenset[Figure | None]],
    rng: random.Random,
) -> dict[str, list[PokerDrezCard]] | None:
    """One random deal of ``pool`` into zones of the given sizes, no zone getting a card of a figure
    it bans; the most constrained cards are placed first, each into a zone drawn in proportion to
    the room left. None when a card finds no room (the caller tries again)."""
    cards = list(pool)
    rng.shuffle(cards)
    room = dict(sizes)
    cards.sort(key=lambda c: sum(1 for zone in room if c.figure not in banned[zone]))
    dealt: dict[str, list[PokerDrezCard]] = {zone: [] for zone in room}
    for card in cards:
        open_zones = [zone for zone in room if room[zone] and card.figure not in banned[zone]]
        if not open_zones:
            return None
        pick = rng.randrange(sum(room[z] for z in open_zones))
        for zone in open_zones:
            pick -= room[zone]
            if pick < 0:
                break
        dealt[zone].append(card)
        room[zone] -= 1
    return dealt


def contract_words(bid: Bid) -> Msg:
    """A bid in words: "9 tricks, trumps Bishop, super-trumps Cyan, open"."""
    trump: Msg | str = (
        TEXTS.msg("no trumps")
        if bid.trump is None
        else TEXTS.msg("trumps {figure}", {"figure": TEXTS.msg(FIGURE_NAMES[bid.trump])})
    )
    supertrump: Msg | str = (
        TEXTS.msg("no super-trumps")
        if bid.supertrump is None
        else TEXTS.msg("super-trumps {colour}", {"colour": TEXTS.msg(COLOUR_NAMES[bid.supertrump])})
    )
    if bid.open:
        return TEXTS.msg(
            "{tricks}, {trump}, {supertrump}, open hands",
            {
                "tricks": TEXTS.msg("{n} trick", {"n": bid.tricks}, plural="{n} tricks", n=bid.tricks),
                "trump": trump,
                "supertrump": supertrump,
            },
        )
    return TEXTS.msg(
        "{tricks}, {trump}, {supertrump}",
        {
            "tricks": TEXTS.msg("{n} trick", {"n": bid.tricks}, plural="{n} tricks", n=bid.tricks),
            "trump": trump,
            "supertrump": supertrump,
        },
    )


def card_name(card: PokerDrezCard) -> Msg:
    return TEXTS.msg(CARD_NAMES[card.encode()])
