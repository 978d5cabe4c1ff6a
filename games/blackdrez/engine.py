"""BlackDrez (rulebook 003, "BlackDrez"): two open cards each, the lowest total draws, and whoever
reaches exactly 11 (or outlasts the rest) takes every card on the table into a pile; the most cards
piled up when the deck runs out wins.

Seats are numbered in play order (the rulebook's "el siguiente a la derecha" is ``seat + 1``).
Actions and their text forms: ``games/blackdrez/view.py``.

The rules (each tested in tests/rules/test_blackdrez.py, which quotes the rulebook):
- One PokerDrez deck or two; 2 to 8 players. Values: Queen 5, Rook 4, Bishop 3, Knight 2, Pawn 1;
  a Joker 6 or 1, as its holder likes, and changeable during the round.
- Each player gets two cards face up. Whoever has 11 (then or later) wins the round at once and
  takes every card on the table, their own included; several with 11 in their first two cards
  share the table equally.
- The lowest total plays; tied for the lowest, the first of them after the last to play (after
  the dealer on the first turn). A turn: take a card, or withdraw with half of one's own cards
  for one's pile, the rest left on the table for the round's winner.
- A card that takes the total over 11 loses the player every card before them (they stay on the
  table for the winner); exactly 11 wins at once; otherwise the lowest total plays next, which
  may be the same player again.
- The round ends when one player is left in (they take the table), or when everyone still in has
  the same total and nobody will draw (they share the table). Then a new deal of two cards each.
- The player with most cards in their pile at the end wins.

Decisions where the rulebook is silent (also on the rules screen, "our decisions"):
- D1 Neutral cards have no value in this game: they stay in the box (54 or 108 cards).
- D2 A Joker counts 6 when it arrives if that does not take the total over 11, else 1. Its holder
  may change how many of their Jokers count 6 once on each of their turns (that may hand the turn
  on); a Joker never busts its holder (it drops to 1), and a total that some choice of the Jokers
  makes exactly 11 is 11 at once.
- D3 Ties for the lowest: the player who just played and is still (tied) lowest plays again (the
  rulebook's example); otherwise the first tied player after the last to play, in play order.
- D4 Standing: only when everyone still in has the same total (nobody is ahead). The turn then goes
  to the next of them; when all of them have stood in a row, they share the table.
- D5 Withdrawing keeps half of one's cards rounded down (the first ones dealt); the rest stay.
- D6 Sharing (several 11s at the deal, or a tie): each gets an equal share of the table's cards;
  the cards left over (fewer than the sharers) are set aside, out of play, for the rest of the game.
- D7 An empty deck: nobody can draw, so the lowest must withdraw (or stand, all tied) until the round
  ends. A new round is dealt while the deck holds two cards for each player; otherwise (or after
  the number of rounds chosen, an option) the game ends.
- D8 The first dealer is the last seat, so seat 0 is first to the dealer's right; the deal passes one
  seat in play order each round.
- D9 Equal piles at the end share first place.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from game.cards import Layout, Table, Visibility, ZoneSpec, seat_zones
from game.cards.pokerdrez import Figure, PokerDrezCard, figure_deck
from game.core import Action, GameState, JSONValue, OptionSpec, Outcome, Seat, copy_generator, placing_from_scores
from game.snapshot_fields import SnapshotFields
from game.text import N_, Msg
from game.text import Seat as SeatWord
from game.view import Event, event_json, turn_fields
from games.blackdrez import SPEC
from games.blackdrez.texts import CARD_NAMES, TEXTS
from games.blackdrez.view import (
    ACTIVE,
    BUST,
    DRAW,
    END_DEAL_ELEVENS,
    END_ELEVEN,
    END_LAST,
    END_TIE,
    JOKERS,
    NEXT,
    OUT,
    PHASE_OVER,
    PHASE_PLAY,
    PHASE_ROUND_OVER,
    STAND,
    WHY_AGAIN,
    WHY_ALL_TIED,
    WHY_LOWEST,
    WHY_TIE,
    WITHDRAW,
    BlackDrezView,
    RoundResult,
    read_jokers,
)

ELEVEN = 11
JOKER_HIGH, JOKER_LOW = 6, 1
# Each card's points with a Joker at 1, and whether it is a Joker: looked up, as totals are counted
# after every move.
VALUES: dict[PokerDrezCard, int] = {
    c: JOKER_LOW if c.figure is Figure.BUFON else int(c.figure or 0) for c in figure_deck(1)
}
JOKER: dict[PokerDrezCard, int] = {c: int(c.figure is Figure.BUFON) for c in figure_deck(1)}
DECK, ASIDE = "deck", "aside"
PHASES = (PHASE_PLAY, PHASE_ROUND_OVER, PHASE_OVER)
STATUSES = (ACTIVE, BUST, OUT)
WHYS = (WHY_LOWEST, WHY_AGAIN, WHY_TIE, WHY_ALL_TIED)
ENDS = (END_ELEVEN, END_DEAL_ELEVENS, END_LAST, END_TIE)
ROUNDS = (0, 3, 5, 10)  # 0: until the deck runs out
DECKS = (1, 2)
SEATS = range(2, 9)


def value(card: PokerDrezCard) -> int:
    """A card's points with a Joker at 1 ("Reina: 5 puntos ... Peón: 1 punto"): the printed die face."""
    return VALUES[card]


def low_total(cards: Sequence[PokerDrezCard]) -> int:
    """The total with every Joker at 1."""
    return sum(map(VALUES.__getitem__, cards))


def joker_count(cards: Sequence[PokerDrezCard]) -> int:
    return sum(map(JOKER.__getitem__, cards))


def total(cards: Sequence[PokerDrezCard], high: int) -> int:
    """The total with ``high`` Jokers at 6 and the rest at 1."""
    return sum(map(VALUES.__getitem__, cards)) + (JOKER_HIGH - JOKER_LOW) * high


def makes_eleven(cards: Sequence[PokerDrezCard]) -> int | None:
    """How many Jokers at 6 make exactly 11, or None when no choice does (D2)."""
    low = low_total(cards)
    for high in range(joker_count(cards) + 1):
        if low + (JOKER_HIGH - JOKER_LOW) * high == ELEVEN:
            return high
    return None


def best_high(cards: Sequence[PokerDrezCard], high: int) -> int:
    """``high`` Jokers at 6 lowered until the total is not over 11 (a Joker never busts: D2)."""
    while high > 0 and total(cards, high) > ELEVEN:
        high -= 1
    return high


def _layout(players: int, decks: int) -> Layout[PokerDrezCard]:
    return Layout(
        (
            ZoneSpec(DECK, Visibility.HIDDEN),
            *seat_zones("table", players, Visibility.PUBLIC),
            # won cards lie face down; every one of them was seen face up on the table
            *seat_zones("pile", players, Visibility.COUNT),
            ZoneSpec(ASIDE, Visibility.COUNT),
        ),
        players=players,
        box=tuple(figure_deck(decks)),  # D1
        decode=PokerDrezCard.decode,
    )


LAYOUTS = {(n, d): _layout(n, d) for n in SEATS for d in DECKS}
TABLES = {n: tuple(f"table.{s}" for s in range(n)) for n in SEATS}
PILES = {n: tuple(f"pile.{s}" for s in range(n)) for n in SEATS}
JOKER_ACTIONS = tuple(Action(JOKERS, (k,)) for k in range(9))
A_DRAW, A_WITHDRAW, A_STAND, A_NEXT = Action(DRAW), Action(WITHDRAW), Action(STAND), Action(NEXT)
CARD_ORDER = {card: index for index, card in enumerate(sorted(set(figure_deck(1))))}


class BlackDrez(GameState, spec=SPEC):
    # 2: a Joker dealt as the first of a seat's two cards counts 6 as D2 says (rules 1 looked only at
    # the second card, so a Joker then a Pawn showed 2 instead of 7)
    rules_version = 2
    options_spec = (
        OptionSpec(
            "decks",
            1,
            DECKS,
            label=N_("Decks"),
            choice_labels={"1": N_("One deck"), "2": N_("Two decks")},
        ),
        OptionSpec(
            "rounds",
            0,
            ROUNDS,
            label=N_("Rounds"),
            choice_labels={
                "0": N_("Whole deck"),
                "3": N_("3 rounds"),
                "5": N_("5 rounds"),
                "10": N_("10 rounds"),
            },
        ),
    )

    # --- set-up ------------------------------------------------------------------------------
    def setup(self) -> None:
        self.decks = int(self.options["decks"])
        self.rounds = int(self.options["rounds"])
        self.layout = LAYOUTS[self.players, self.decks]
        self.cards: Table[PokerDrezCard] = Table.boxed(self.layout, DECK)
        self.cards.shuffle(DECK, self)
        self.dealer: Seat = self.players - 1  # D8
        self.round_number = 0
        self.results: list[RoundResult] = []
        self.winners: tuple[Seat, ...] = ()
        self.last: Event | None = None
        self._legal: list[Action] | None = None
        self.low = [0] * self.players
        self.jokers = [0] * self.players
        self._deal()

    def _deal(self) -> None:
        """A new round of two cards each, or the end of the game when the deck cannot deal it (D7)."""
        n = self.players
        self.phase = PHASE_PLAY
        self.status = [ACTIVE] * n
        self.high = [0] * n
        self.stood: list[Seat] = []
        self.switched = False
        if self.cards.count(DECK) < 2 * n or (self.rounds and self.round_number >= self.rounds):
            self._finish()
            return
        if self.round_number:
            self.dealer = (self.dealer + 1) % n  # D8
        self.round_number += 1
        # "Cada jugador recibirá dos cartas bocarriba", from the dealer's right
        self.cards.deal(DECK, [TABLES[n][(self.dealer + 1 + i) % n] for i in range(n)], 2, self)
        for seat in range(n):
            self._count_dealt_cards(seat)
        self.last_actor = self.dealer
        elevens = [s for s in range(n) if self._total(s) == ELEVEN]
        if elevens:
            # "Si varios jugadores tienen en sus dos cartas iniciales 11 puntos ... a partes iguales"
            self._end_round(END_ELEVEN if len(elevens) == 1 else END_DEAL_ELEVENS, elevens)
        else:
            self._pass_turn(first=True)

    def _finish(self) -> None:
        self.phase = PHASE_OVER
        self.turn: Seat | None = None
        self.why: str | None = None
        piles = [self.cards.count(PILES[self.players][s]) for s in range(self.players)]
        top = max(piles)
        self.winners = tuple(s for s in range(self.players) if piles[s] == top)  # D9

    # --- reading the state ---------------------------------------------------------------------
    def table(self, seat: Seat) -> tuple[PokerDrezCard, ...]:
        return self.cards.cards(TABLES[self.players][seat])

    def _total(self, seat: Seat) -> int:
        return self.low[seat] + (JOKER_HIGH - JOKER_LOW) * self.high[seat]

    def _recount(self, seat: Seat) -> None:
        """The seat's total with its Jokers at 1 and its Jokers, kept as its cards change (read often)."""
        cards = self.table(seat)
        self.low[seat] = low_total(cards)
        self.jokers[seat] = joker_count(cards)

    def totals(self) -> tuple[int, ...]:
        return tuple(self._total(s) for s in range(self.players))

    def active(self) -> list[Seat]:
        return [s for s in range(self.players) if self.status[s] == ACTIVE]

    def pile_count(self, seat: Seat) -> int:
        return self.cards.count(PILES[self.players][seat])

    def to_act(self) -> tuple[Seat, ...]:
        return () if self.phase == PHASE_OVER or self.turn is None else (self.turn,)

    def is_over(self) -> bool:
        return self.phase == PHASE_OVER

    def all_tied(self) -> bool:
        return len({self._total(s) for s in self.active()}) == 1

    # --- turns -----------------------------------------------------------------------------------
    def _pass_turn(self, first: bool = False, stood: bool = False) -> None:
        """The lowest total plays ("El orden de los turnos lo determinará la cantidad de puntos ...
        empezando por el menor"); ties: D3 (the last to play again if still lowest, unless it just
        stood), else the first tied after the last to play ("o del que repartió las cartas")."""
        n = self.players
        active = self.active()
        totals = {s: self._total(s) for s in active}
        lowest = min(totals.values())
        tied = [s for s in active if totals[s] == lowest]
        last = self.last_actor
        if len(tied) == len(active) and len(active) > 1:
            why = WHY_ALL_TIED
        elif len(tied) == 1:
            why = WHY_LOWEST
        else:
            why = WHY_TIE
        if len(tied) == 1:
            seat = tied[0]
        elif not first and not stood and last in tied:
            seat = last
        else:
            seat = next((last + k) % n for k in range(1, n + 1) if (last + k) % n in tied)
        if not first and not stood and seat == last and why != WHY_ALL_TIED:
            why = WHY_AGAIN
        if first or seat != last:
            self.switched = False
        self.turn = seat
        self.why = why

    # --- legal actions --------------------------------------------------------------------------
    def legal_actions(self, seat: Seat) -> list[Action]:
        if self.phase == PHASE_OVER or seat != self.turn:
            return []
        if self._legal is None:
            self._legal = self._generate(seat)
        return list(self._legal)

    def _generate(self, seat: Seat) -> list[Action]:
        if self.phase == PHASE_ROUND_OVER:
            return [A_NEXT]
        actions: list[Action] = []
        if self.cards.count(DECK):  # D7: an empty deck gives no card
            actions.append(A_DRAW)
        actions.append(A_WITHDRAW)
        if self.all_tied():  # D4
            actions.append(A_STAND)
        if not self.switched and self.jokers[seat]:
            for high in range(self.jokers[seat] + 1):
                if high != self.high[seat] and self.low[seat] + (JOKER_HIGH - JOKER_LOW) * high < ELEVEN:
                    actions.append(JOKER_ACTIONS[high])
        return actions

    def is_legal(self, seat: Seat, action: Action) -> bool:
        return action in self.legal_actions(seat)

    def why_illegal(self, seat: Seat, action: Action) -> str:
        if self.phase == PHASE_ROUND_OVER:
            return "the round is over: deal the next one (next)"
        if action.kind == NEXT:
            return "the round is not over"
        if action.kind == DRAW:
            return "the deck is empty: withdraw (or stand when everyone is tied)"
        if action.kind == STAND:
            return "you may stand only when everyone still in has the same total"
        if action.kind == JOKERS:
            high = read_jokers(action)
            if high is None:
                return "a Joker choice reads jokers:N, the number of your Jokers counted at 6"
            if self.switched:
                return "you have already changed your Jokers this turn"
            return f"you cannot count {high} Jokers at 6 now (you hold {joker_count(self.table(seat))}, or over 11)"
        return "the actions are draw, withdraw, stand and jokers:N"

    # --- playing ---------------------------------------------------------------------------------
    def _apply(self, seat: Seat, action: Action) -> None:
        self._legal = None
        kind = action.kind
        self.last = Event(seat, action, None)
        if kind == NEXT:
            self._collect()
            self._deal()
        elif kind == DRAW:
            self.stood = []
            self.switched = False  # a new card, a new turn (D2)
            self.cards.draw(DECK, TABLES[self.players][seat], self)
            self._count_new_card(seat)
            self._after_card(seat)
        elif kind == WITHDRAW:
            self.stood = []
            self._withdraw(seat)
            self._after_leaving(seat)
        elif kind == STAND:
            self.stood.append(seat)
            self.last_actor = seat
            if len(self.stood) == len(self.active()):
                # "habrán empatado y se repartirán las cartas a partes iguales entre ellos"
                self._end_round(END_TIE, sorted(self.stood))
            else:
                self._pass_turn(stood=True)
        else:
            high = read_jokers(action)
            assert high is not None
            self.stood = []
            self.high[seat] = high
            self.last_actor = seat
            self._pass_turn()
            if self.turn == seat:
                self.switched = True  # D2: once a turn
        self._legal = None

    def _count_dealt_cards(self, seat: Seat) -> None:
        """D2 for the two cards of a deal, each Joker arriving in turn: the first at 6 (it always fits),
        a second at 6 only if the total stays within 11 (two Jokers: 6 and 1)."""
        self._recount(seat)
        cards = self.table(seat)
        eleven = makes_eleven(cards)
        self.high[seat] = eleven if eleven is not None else best_high(cards, joker_count(cards))

    def _count_new_card(self, seat: Seat) -> None:
        """D2: a new Joker at 6 if the total stays within 11; a Joker never busts its holder."""
        self._recount(seat)
        cards = self.table(seat)
        if cards[-1].figure is Figure.BUFON and total(cards, self.high[seat] + 1) <= ELEVEN:
            self.high[seat] += 1
        eleven = makes_eleven(cards)
        self.high[seat] = eleven if eleven is not None else best_high(cards, self.high[seat])

    def _after_card(self, seat: Seat) -> None:
        self.last_actor = seat
        points = self._total(seat)
        if points == ELEVEN:
            # "La nueva puntuación es exactamente 11 con lo cual gana inmediatamente la ronda"
            self._end_round(END_ELEVEN, [seat])
        elif points > ELEVEN:
            # "pierde la ronda perdiendo todas las cartas que tenga sobre la mesa"
            self.status[seat] = BUST
            self._after_leaving(seat)
        else:
            self._pass_turn()

    def _withdraw(self, seat: Seat) -> None:
        """ "recuperando para su bulto propio la mitad de las cartas propias" (D5: rounded down, the
        first dealt); the rest stay on the table for the round's winner."""
        zone = TABLES[self.players][seat]
        for _ in range(self.cards.count(zone) // 2):
            self.cards.move_at(zone, 0, PILES[self.players][seat])
        self._recount(seat)
        self.high[seat] = min(self.high[seat], self.jokers[seat])
        self.status[seat] = OUT
        self.last_actor = seat

    def _after_leaving(self, seat: Seat) -> None:
        active = self.active()
        if len(active) == 1:
            # "hasta que solo quede un jugador con puntuación menor que 11 que se quedará con todas"
            self._end_round(END_LAST, active)
        else:
            self._pass_turn()

    def _end_round(self, end: str, takers: list[Seat]) -> None:
        """The round is over: who takes the table, all of it to one, equal shares to several and the
        rest aside (D6). The cards stay in sight until the next dealer deals on (``next``)."""
        n = self.players
        tables = tuple(self.table(s) for s in range(n))
        pool = sum(len(cards) for cards in tables)
        share = pool // len(takers)
        taken = tuple(share if s in takers else 0 for s in range(n))
        self.results.append(
            RoundResult(self.round_number, end, tuple(takers), taken, pool - share * len(takers), tables)
        )
        self.phase = PHASE_ROUND_OVER
        self.turn = (self.dealer + 1) % n  # the next dealer
        self.why = None
        self.stood = []
        self.switched = False

    def _collect(self) -> None:
        """The last round's cards to its takers' piles, in table order; what is left, aside."""
        n = self.players
        result = self.results[-1]
        for zone in TABLES[n]:
            self.cards.gather([zone], ASIDE)
        self.low = [0] * n
        self.jokers = [0] * n
        for seat in result.takers:
            for _ in range(result.taken[seat]):
                self.cards.move_at(ASIDE, -1, PILES[n][seat])

    def outcome(self) -> Outcome | None:
        if self.phase != PHASE_OVER:
            return None
        piles = tuple(float(self.pile_count(s)) for s in range(self.players))
        detail = tuple(
            TEXTS.msg(
                "{who} wins with {n} card",
                {"who": SeatWord(s), "n": int(piles[s])},
                plural="{who} wins with {n} cards",
                n=int(piles[s]),
            )
            for s in self.winners
        )
        return Outcome(piles, placing_from_scores(piles), detail=detail)

    # --- information ------------------------------------------------------------------------------
    def deck_figures(self) -> tuple[int, ...]:
        """The cards of each figure left in the deck (Pawn first): worked out, as a player would,
        from the box and every card seen (all were dealt face up), never from the deck itself."""
        counts = [self.decks * 9] * 6
        for zone in self.layout.names:
            if zone != DECK:
                for card in self.cards.cards(zone):
                    assert card.figure is not None
                    counts[int(card.figure) - 1] -= 1
        return tuple(counts)

    def view(self, seat: Seat | None) -> BlackDrezView:
        n = self.players
        return BlackDrezView(
            **turn_fields(self, seat),
            last=self.last,
            phase=self.phase,
            players=n,
            decks=self.decks,
            rounds=self.rounds,
            round_number=self.round_number,
            dealer=self.dealer,
            tables=tuple(self.table(s) for s in range(n)),
            totals=self.totals(),
            jokers=tuple(joker_count(self.table(s)) for s in range(n)),
            jokers_high=tuple(self.high),
            status=tuple(self.status),
            stood=tuple(self.stood),
            piles=tuple(self.pile_count(s) for s in range(n)),
            deck_count=self.cards.count(DECK),
            deck_figures=self.deck_figures(),
            aside_count=self.cards.count(ASIDE),
            why=self.why,
            switched=self.switched,
            results=tuple(self.results),
            winners=self.winners,
        )

    def view_holds_secrets(self, seat: Seat) -> bool:
        """Everything dealt is face up: no view shows what another person may not see."""
        return False

    def determinize(self, seat: Seat, rng: random.Random) -> BlackDrez:
        """The deck (the only thing nobody sees) in a new order; the generator reseeded."""
        clone = self.clone()
        clone.cards = self.cards.determinize(seat, rng)
        clone.rng = random.Random(rng.getrandbits(64))
        return clone

    def clone(self, scratch: bool = False) -> BlackDrez:
        """A copy. ``scratch``: for a player's reckoning, which never undoes and never reads the
        record: the generator is shared (nothing draws from it after the first shuffle) and the
        history starts empty, which makes the copy several times cheaper."""
        other = BlackDrez.__new__(BlackDrez)
        other.__dict__.update(self.__dict__)
        other.rng = self.rng if scratch else copy_generator(self.rng)
        other.history = [] if scratch else list(self.history)
        other.options = dict(self.options)
        other.cards = self.cards.clone()
        other.status = list(self.status)
        other.high = list(self.high)
        other.low = list(self.low)
        other.jokers = list(self.jokers)
        other.stood = list(self.stood)
        other.results = list(self.results)
        return other

    # --- the laws ------------------------------------------------------------------------------------
    def invariant_violations(self) -> list[str]:
        return self.cards.conservation_violations() + self._round_problems()

    def _round_problems(self) -> list[str]:
        problems: list[str] = []
        n = self.players
        playing = self.phase == PHASE_PLAY
        for s in range(n):
            cards = self.table(s)
            if (self.low[s], self.jokers[s]) != (low_total(cards), joker_count(cards)):
                problems.append(f"seat {s}'s counted total is not its cards'")
            if not 0 <= self.high[s] <= joker_count(cards):
                problems.append(f"seat {s} counts {self.high[s]} Jokers at 6")
            points = total(cards, self.high[s])
            if self.status[s] == BUST and low_total(cards) <= ELEVEN:
                problems.append(f"seat {s} is bust with {low_total(cards)} points")
            if playing and self.status[s] == ACTIVE:
                if not (len(cards) >= 2 and points < ELEVEN):
                    problems.append(f"seat {s} is in the round with {len(cards)} cards and {points} points")
                if makes_eleven(cards) is not None:
                    problems.append(f"seat {s} has 11 and has not won")
            if self.phase == PHASE_OVER and cards:
                problems.append(f"seat {s} has cards before it after the game")
        collected = self.results if self.phase != PHASE_ROUND_OVER else self.results[:-1]
        if self.cards.count(ASIDE) != sum(r.aside for r in collected):
            problems.append("the cards set aside are not the rounds' leftovers")
        if self.rounds and self.round_number > self.rounds:
            problems.append(f"round {self.round_number} of {self.rounds}")
        if self.dealer != (n - 1 + max(0, self.round_number - 1)) % n:
            problems.append("the dealer is not the one the rotation gives")
        if playing:
            active = self.active()
            if len(active) < 2:
                problems.append("a round goes on with fewer than two players in")
            if self.turn not in active:
                problems.append("the seat to act is not in the round")
            elif self._total(self.turn) != min(self._total(s) for s in active):
                problems.append("the seat to act has not the lowest total")
            if any(s not in active for s in self.stood) or len(set(self.stood)) != len(self.stood):
                problems.append("the seats that stood are not in the round")
            if self.stood and not self.all_tied():
                problems.append("a seat stood while the totals differ")
            if len(self.results) != self.round_number - 1:
                problems.append("the round number does not follow the rounds played")
        elif self.phase == PHASE_ROUND_OVER:
            last = self.results[-1] if self.results else None
            if last is None or len(self.results) != self.round_number:
                problems.append("a round is over but not recorded")
            elif last.tables != tuple(self.table(s) for s in range(n)):
                problems.append("the cards in sight are not the last round's")
            elif sum(last.taken) + last.aside != sum(len(c) for c in last.tables):
                problems.append("the last round's shares do not add up")
            if self.turn != (self.dealer + 1) % n:
                problems.append("the next round is not dealt by the next dealer")
        else:
            piles = [self.pile_count(s) for s in range(n)]
            if self.winners != tuple(s for s in range(n) if piles[s] == max(piles)):
                problems.append("the winners are not the largest piles")
        return problems

    # --- saves -------------------------------------------------------------------------------------
    def snapshot(self) -> dict[str, JSONValue]:
        return {
            "phase": self.phase,
            "dealer": self.dealer,
            "round_number": self.round_number,
            "cards": self.cards.to_json(),
            "status": list(self.status),
            "high": list(self.high),
            "stood": list(self.stood),
            "switched": self.switched,
            "last_actor": self.last_actor,
            "turn": self.turn,
            "why": self.why,
            "results": [_result_json(r) for r in self.results],
            "winners": list(self.winners),
            "last": event_json(self.last),
        }

    @classmethod
    def from_snapshot(
        cls, players: int, seed: int, options: Mapping[str, JSONValue], snapshot: Mapping[str, JSONValue]
    ) -> BlackDrez:
        fields = SnapshotFields(cls, snapshot)
        state = cls(players, seed, options)
        n = players

        def result_of(entry: Any, what: str) -> RoundResult:
            number, end, takers, taken, aside, tables = fields.list(entry, what, length=6)
            cards: list[tuple[PokerDrezCard, ...]] = []
            for index, codes in enumerate(fields.list(tables, f"{what} tables", length=n)):
                found = []
                for code in fields.list(codes, f"{what} table {index}", max_length=30):
                    try:
                        found.append(PokerDrezCard.decode(code))
                    except ValueError:
                        fields.fail(f"has {what} entry {code!r}, not a card")
                cards.append(tuple(found))
            return RoundResult(
                fields.int(number, f"{what} number", 1, 1000),
                fields.word(end, f"{what} end", ENDS),
                tuple(fields.ints(takers, f"{what} takers", 0, n - 1, max_length=n)),
                tuple(fields.ints(taken, f"{what} taken", 0, 200, length=n)),
                fields.int(aside, f"{what} aside", 0, 8),
                tuple(cards),
            )

        state.phase = fields.word(fields["phase"], "phase", PHASES)
        state.dealer = fields.seat(fields["dealer"], "dealer", n)
        state.round_number = fields.int(fields["round_number"], "round_number", 1, 1000)
        state.cards = Table.from_json(state.layout, fields["cards"], fail=fields.fail)
        state.status = fields.words(fields["status"], "status", STATUSES, length=n)
        state.high = fields.ints(fields["high"], "high", 0, 8, length=n)
        for seat in range(n):
            state._recount(seat)
        state.stood = fields.ints(fields["stood"], "stood", 0, n - 1, max_length=n)
        state.switched = fields.bool(fields["switched"], "switched")
        state.last_actor = fields.seat(fields["last_actor"], "last_actor", n)
        state.turn = fields.optional_seat(fields["turn"], "turn", n)
        state.why = fields.optional_word(fields["why"], "why", WHYS)
        state.results = [
            result_of(e, f"results[{i}]")
            for i, e in enumerate(fields.list(fields["results"], "results", max_length=1000))
        ]
        state.winners = tuple(fields.ints(fields["winners"], "winners", 0, n - 1, max_length=n))
        state.last = fields.event(fields["last"], "last", n)
        fields.check(
            (state.turn is None) == (state.phase == PHASE_OVER), "has a seat to act that does not fit its phase"
        )
        state._legal = None
        return fields.finish(state)  # type: ignore[return-value]

    # --- words ---------------------------------------------------------------------------------------
    def describe(self, seat: Seat, action: Action, lang: str = "en") -> Msg:
        who = SeatWord(seat)
        if action.kind == DRAW:
            return TEXTS.msg("{who} draws a card", {"who": who})
        if action.kind == WITHDRAW:
            return TEXTS.msg("{who} withdraws", {"who": who})
        if action.kind == STAND:
            return TEXTS.msg("{who} stands", {"who": who})
        if action.kind == NEXT:
            return TEXTS.msg("{who} gathers the cards and deals on", {"who": who})
        high = read_jokers(action)
        if action.kind == JOKERS and high is not None:
            # Asked before the change (``describe``): say which way the Jokers turn and the total they
            # make ("puede cambiar entre estos dos valores"), not the new count alone ("counts 0
            # Jokers at 6" read as if nothing had happened when a Joker dropped from 6 to 1).
            turned = high - self.high[seat]
            after = self.low[seat] + (JOKER_HIGH - JOKER_LOW) * high
            if turned < 0:
                return TEXTS.msg(
                    "{who} turns a Joker down to 1 (total {total})",
                    {"who": who, "n": -turned, "total": after},
                    plural="{who} turns {n} Jokers down to 1 (total {total})",
                    n=-turned,
                )
            return TEXTS.msg(
                "{who} turns a Joker up to 6 (total {total})",
                {"who": who, "n": turned, "total": after},
                plural="{who} turns {n} Jokers up to 6 (total {total})",
                n=turned,
            )
        return TEXTS.msg("{who}: {action}", {"who": who, "action": action.encode()})

    def describe_result(self, seat: Seat, action: Action) -> Msg | None:
        """The card drawn (everyone saw it turned face up) and the total it makes."""
        if action.kind == DRAW:
            card = self.table(seat)[-1]
            return TEXTS.msg("{card}: {total}", {"card": card_name(card), "total": self._total(seat)})
        return None


def _result_json(result: RoundResult) -> JSONValue:
    return [
        result.number,
        result.end,
        list(result.takers),
        list(result.taken),
        result.aside,
        [[card.encode() for card in cards] for cards in result.tables],
    ]


def card_name(card: PokerDrezCard) -> Msg:
    return TEXTS.msg(CARD_NAMES[card.encode()])
