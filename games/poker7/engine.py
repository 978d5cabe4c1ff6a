"""Poker7 (rulebook 003, "Poker7"): Texas hold'em with the 54 figure cards of a PokerDrez deck, where a
hand is all seven cards and every player shows one hidden card before the last betting round.

A hand (rule ids of ../shared/specs/pokerdrez-card-games.md in brackets):

1. Every seat with chips puts in the stake ("Al principio donde todos aportan la apuesta mínima") and
   gets two hidden cards [P7-4, P7-6].
2. Betting after the hidden cards; three commons; betting; the last two commons together; betting
   (chips: ``game/cards/chips.py``, no limit, the smallest bet the stake) [P7-5, P7-6, P7-7].
3. Every seat still in shows one of its two hidden cards, in play order, each choice public at once;
   then the last betting round ("Después de que cada jugador muestre una de sus dos cartas ocultas").
4. The showdown: every hand still in is all seven cards, split into groups (``hands.py``); each pot
   goes to its best hand. Everybody folding but one: that one takes the pot unseen [P7-10].
5. A seat out of chips leaves; the game ends when one seat holds every chip, or after the number of
   hands chosen [P7-21].

Decisions where the rulebook is silent (also on the rules screen, each a test):
- Starting chips 100 each and a stake of 2 (options: 50 chips and 5, 200 chips and 1); the smallest
  bet is the stake; no limit; a raise is at least the last bet or raise of the round [G-P7-4].
- The stake is an ante from everybody, no blinds [G-P7-2].
- The first hand's dealer is the last seat; the dealer moves one seat (among those still in) every
  hand; each betting round starts with the first seat after the dealer still able to bet [G-P7-5].
- The showing goes in play order from the first seat after the dealer, each card public at once;
  seats all-in show too; folded seats do not [G-P7-3].
- Side pots as in hold'em [G-P7-6]; a split pot's odd chips go to the first winner after the dealer.
- The hand ranking's complete order [G-P7-7] is described in hands.py.
- When nobody can bet any more (all but one all-in), the commons and the showing go on without
  betting.
- After each hand its result stays on the table until the next dealer deals (``next``).
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from game.cards import Layout, Table, Visibility, ZoneSpec, betting, seat_zones
from game.cards.chips import Chips, Choices, Settlement, Stakes
from game.cards.pokerdrez import PokerDrezCard, figure_deck
from game.core import Action, GameState, JSONValue, OptionSpec, Outcome, Seat, copy_generator
from game.snapshot_fields import SnapshotFields
from game.text import N_, Msg
from game.view import Event, turn_fields
from games.poker7 import SPEC
from games.poker7.hands import card_bit, evaluate, rank_of_mask
from games.poker7.texts import TEXTS, action_msg, commons_msg
from games.poker7.view import (
    BET_KINDS,
    BETTING,
    HAND_OVER,
    NEXT,
    OVER,
    ROUNDS,
    SHOW,
    SHOWING,
    GroupView,
    HandResult,
    Poker7View,
    SeatView,
    ShownHand,
    next_hand,
    show,
    shown_card,
)

COMMONS = 5
TABLES = betting.TABLES
PHASES = (BETTING, SHOWING, HAND_OVER, OVER)
_LAYOUTS: dict[int, Layout[PokerDrezCard]] = {}


# The actions without a number, made once (an engine answers the legal list at every move).
_NEXT = next_hand()
_SHOW = {card: show(card) for card in figure_deck()}
_HIDDEN = tuple(f"hidden.{seat}" for seat in range(SPEC.max_players))  # the zones' names, made once


def layout(players: int) -> Layout[PokerDrezCard]:
    """The zones: the deck (face down), each seat's two hidden cards, the commons."""
    found = _LAYOUTS.get(players)
    if found is None:
        zones = (
            ZoneSpec("deck", Visibility.HIDDEN),
            *seat_zones("hidden", players, max_size=2),
            ZoneSpec("commons", Visibility.PUBLIC, max_size=COMMONS),
        )
        found = _LAYOUTS[players] = Layout(zones, players, tuple(figure_deck()), PokerDrezCard.decode)
    return found


def commons_after(round_index: int) -> int:
    """The commons on the table while betting round ``round_index`` is played (or next)."""
    return (0, 3, 5, 5)[round_index]


class Poker7(GameState, spec=SPEC):
    options_spec = (
        betting.TABLE_OPTION,
        OptionSpec(
            "hands",
            0,
            (0, 10, 25),
            label=N_("Length"),
            choice_labels={
                "0": N_("Until one has every chip"),
                "10": N_("10 hands"),
                "25": N_("25 hands"),
            },
        ),
    )

    def setup(self) -> None:
        n = self.players
        self.start_chips, self.stake = TABLES[str(self.options["table"])]
        self.hands_limit: int = int(self.options["hands"])
        self.cards: Table[PokerDrezCard] = Table.boxed(layout(n), "deck")
        self.chips = Chips([self.start_chips] * n, Stakes(ante=self.stake, min_bet=self.stake))
        self.dealer: Seat = n - 1  # so the first seat plays first in the first hand
        self.hand_number = 0
        self.out_after: list[int | None] = [None] * n
        self.last: tuple[Seat, Action] | None = None  # the last move, as everybody saw it
        self._start_hand()

    # --- the course of a hand ------------------------------------------------------------------
    def _start_hand(self) -> None:
        n = self.players
        self.hand_number += 1
        self.cards.gather((*_HIDDEN[:n], "commons"), "deck")
        self.cards.shuffle("deck", self)
        self.chips.start_hand(betting.order_after(self.chips, self.dealer))
        self.cards.deal("deck", [_HIDDEN[s] for s in self.chips.order], 2, self)
        self.shown: list[PokerDrezCard | None] = [None] * n
        self.showdown: list[Seat] = []  # the seats whose hands were shown at the end
        self.settlement: Settlement | None = None
        self.round_index = 0
        self.phase = BETTING
        self.show_turn: Seat | None = None
        self._open_round()

    def _open_round(self) -> None:
        """Open betting round ``round_index``; when nobody can bet, go straight on."""
        self.phase = BETTING
        self.chips.start_round(self.chips.order[0])
        if self.chips.round_over():
            self._round_closed()

    def _round_closed(self) -> None:
        """A betting round is over: the next step of the hand."""
        if self.chips.decided():
            self._finish_hand()
            return
        if self.round_index == 0:
            self.cards.draw("deck", "commons", self, count=3)
            self.round_index = 1
            self._open_round()
        elif self.round_index == 1:
            self.cards.draw("deck", "commons", self, count=2)  # "las dos a la vez"
            self.round_index = 2
            self._open_round()
        elif self.round_index == 2:
            self.phase = SHOWING
            self.show_turn = self.chips.contenders()[0]
        else:
            self._finish_hand()

    def _finish_hand(self) -> None:
        chips = self.chips
        if chips.decided():
            self.showdown = []
            self.settlement = chips.settle()
        else:
            self.showdown = chips.contenders()
            commons = self.cards.cards("commons")
            table = 0
            for card in commons:
                table |= card_bit(card)
            keys = {s: self._rank(table, s) for s in self.showdown}
            self.settlement = chips.settle(keys)
            self.mark_irreversible()  # the hands are shown
        self.show_turn = None
        done = betting.close_hand(chips, self.out_after, self.hand_number, self.hands_limit)
        self.phase = OVER if done else HAND_OVER

    def _rank(self, table: int, seat: Seat) -> int:
        """The rank of ``seat``'s hand: its two hidden cards and the commons (``table``, as bits)."""
        first, second = self.cards.cards(_HIDDEN[seat])
        return rank_of_mask(table | card_bit(first) | card_bit(second))

    def next_dealer(self) -> Seat:
        """The seat that deals the next hand: the next after the dealer that still has chips."""
        return betting.next_dealer(self.chips, self.dealer)

    # --- turns and actions -----------------------------------------------------------------------
    def to_act(self) -> tuple[Seat, ...]:
        if self.phase == BETTING:
            return () if self.chips.turn is None else (self.chips.turn,)
        if self.phase == SHOWING:
            return () if self.show_turn is None else (self.show_turn,)
        if self.phase == HAND_OVER:
            return (self.next_dealer(),)
        return ()

    def is_over(self) -> bool:
        return self.phase == OVER

    def legal_actions(self, seat: Seat) -> list[Action]:
        if self.phase == BETTING:
            choices = self._choices_of(seat)  # None unless it is this seat's turn to bet
            return [] if choices is None else betting.bet_actions(self.chips, choices)
        if seat not in self.to_act():
            return []
        if self.phase == SHOWING:
            return [_SHOW[card] for card in sorted(self.cards.cards(f"hidden.{seat}"))]
        return [_NEXT]

    def raise_sizes(self, seat: Seat) -> list[int]:
        """The usual raise totals offered in the legal list (any total of the range is legal): the
        smallest, half the pot and the pot (after calling), short of everything (that is ``allin``)."""
        choices = self.chips.choices(seat)
        return [] if choices is None else betting.raise_sizes(self.chips, choices)

    def is_legal(self, seat: Seat, action: Action) -> bool:
        # Decided from the choices directly, without building the legal list (it agrees with it: the
        # contract tests compare both over every action of the soak).
        phase = self.phase
        if phase == BETTING:
            return betting.bet_is_legal(self._choices_of(seat), action)
        if phase == SHOWING:
            card = shown_card(action)
            return (
                seat == self.show_turn
                and card is not None
                and action == _SHOW[card]
                and card in self.cards.cards(f"hidden.{seat}")
            )
        return action in self.legal_actions(seat)

    def why_illegal(self, seat: Seat, action: Action) -> str:
        kind = action.kind
        if kind in BET_KINDS and self.phase != BETTING:
            return "nobody is betting now" if self.phase != SHOWING else "everybody shows a hidden card first"
        if kind == SHOW and self.phase != SHOWING:
            return "a hidden card is shown only after the last two commons were bet on"
        if kind == NEXT and self.phase != HAND_OVER:
            return "the hand is still being played"
        if kind == SHOW:
            card = shown_card(action)
            return "show one of your two hidden cards" if card is not None else "show:CODE names a card, like show:D5"
        refusal = betting.bet_refusal(self.chips, seat, kind, opening_is_a_bet=True)
        if refusal is not None:
            return refusal
        return "Poker7 knows fold, check, call, raise:N, allin, show:CARD and next"

    # The betting choices of the seat to act, worked out once per position: the legal list, the check
    # of an action and the view all ask for them (a fifth of the engine's time went to asking again).
    _choices: tuple[Seat, Choices | None] | None = None

    def _choices_of(self, seat: Seat) -> Choices | None:
        cached = self._choices
        if cached is not None and cached[0] == seat:
            return cached[1]
        found = self.chips.choices(seat)
        self._choices = (seat, found)
        return found

    def _apply(self, seat: Seat, action: Action) -> None:
        self._choices = None  # every move changes the position
        kind = action.kind
        self.last = (seat, action)
        if kind == NEXT:
            self.dealer = self.next_dealer()
            self._start_hand()
            return
        if kind == SHOW:
            card = shown_card(action)
            assert card is not None
            self.shown[seat] = card
            contenders = self.chips.contenders()
            later = contenders[contenders.index(seat) + 1 :]
            if later:
                self.show_turn = later[0]
            else:
                self.show_turn = None
                self.round_index = 3
                self._open_round()
            return
        betting.apply_bet(self.chips, seat, action)
        if self.chips.round_over():
            self._round_closed()

    # --- the end ----------------------------------------------------------------------------------
    def outcome(self) -> Outcome | None:
        if not self.is_over():
            return None
        detail = (TEXTS.msg("Hands played: {n}", {"n": self.hand_number}),)
        return betting.chips_outcome(self.chips, self.out_after, self.hand_number, detail)

    def invariant_violations(self) -> list[str]:
        problems = list(self.cards.conservation_violations())
        problems += self.chips.violations(self.start_chips * self.players)
        dealt = set(self.chips.order)
        for seat in range(self.players):
            held = self.cards.count(f"hidden.{seat}")
            if held != (2 if seat in dealt else 0):
                problems.append(f"seat {seat} holds {held} hidden cards")
            card = self.shown[seat]
            if card is not None and card not in self.cards.cards(f"hidden.{seat}"):
                problems.append(f"seat {seat} showed {card.encode()}, which it does not hold")
        expected = commons_after(self.round_index) if self.phase in (BETTING, SHOWING) else None
        if expected is not None and self.cards.count("commons") != expected:
            problems.append(f"{self.cards.count('commons')} commons in betting round {self.round_index}")
        if self.phase == BETTING and self.chips.turn is None and not self.is_over():
            problems.append("a betting round with nobody to bet")
        return problems

    # --- information --------------------------------------------------------------------------------
    def _hidden_seen_by(self, owner: Seat, seat: Seat | None) -> tuple[PokerDrezCard, ...] | None:
        if seat == owner or owner in self.showdown:
            return tuple(sorted(self.cards.cards(f"hidden.{owner}")))
        return None

    def view(self, seat: Seat | None) -> Poker7View:
        chips = self.chips
        turn_part = turn_fields(self, seat)
        to_act = turn_part["to_act"]
        seats = tuple(
            SeatView(
                seat=s,
                stack=chips.stacks[s],
                bet=chips.bets[s],
                committed=chips.committed[s],
                in_game=self.out_after[s] is None,
                in_hand=chips.dealt[s] and not chips.folded[s],
                folded=chips.dealt[s] and chips.folded[s],
                all_in=chips.is_all_in(s),
                hidden=self._hidden_seen_by(s, seat),
                shown=self.shown[s],
                out_after=self.out_after[s],
            )
            for s in range(self.players)
        )
        bet_choices = betting.bet_choices(chips.choices(seat) if seat is not None and self.phase == BETTING else None)
        last = None if self.last is None else Event(*self.last)
        turn = to_act[0] if to_act and self.phase in (BETTING, SHOWING) else None
        return Poker7View(
            **turn_part,
            last=last,
            phase=self.phase,
            hand=self.hand_number,
            hands_limit=self.hands_limit,
            dealer=self.dealer,
            seats=seats,
            commons=self.cards.cards("commons"),
            deck_count=self.cards.count("deck"),
            betting_round=self.round_index,
            stake=self.stake,
            highest=chips.highest,
            pot=chips.pot_total,
            pots=betting.open_pots(chips),
            turn=turn,
            choices=bet_choices,
            result=self._result(),
            winners=self.outcome().winners if self.is_over() else (),  # type: ignore[union-attr]
        )

    def _result(self) -> HandResult | None:
        settled = self.settlement
        if settled is None or self.phase not in (HAND_OVER, OVER):
            return None
        commons = self.cards.cards("commons")
        hands = {s: evaluate(self.cards.cards(f"hidden.{s}") + commons) for s in self.showdown}
        shown = tuple(
            ShownHand(
                seat=s,
                groups=tuple(GroupView(cards=g.cards, kind=g.kind, run=g.run) for g in hand.groups),
                place=1 + sum(1 for other in hands.values() if other.key > hand.key),
            )
            for s, hand in hands.items()
        )
        pots = betting.settled_pots(settled)
        return HandResult(hand=self.hand_number, pots=pots, hands=shown, received=settled.received)

    def describe(self, seat: Seat, action: Action, lang: str = "en") -> Msg | str:
        betting = self.phase == BETTING
        return action_msg(seat, action, self.chips.owes(seat) if betting else 0, betting and self.chips.highest == 0)

    def describe_result(self, seat: Seat, action: Action) -> Msg | None:
        """The commons a bet brought onto the table, for the log (a player who looked away saw only
        "Computer 3 checks" while three cards turned up). Asked after the move: a betting round nobody
        has acted in yet (``start_round`` cleared every ``acted``; a fold needs a bet before it, and a
        bet marks its seat) was opened by this very move, and so was the showing when the last round
        closed unbet. Every common on the table is named: when nobody can bet any more, one call may
        bring all five at once."""
        if action.kind not in BET_KINDS or self.phase not in (BETTING, SHOWING) or self.round_index < 1:
            return None
        if any(self.chips.acted):
            return None
        return commons_msg(self.cards.cards("commons"))

    # --- hidden information, snapshots ----------------------------------------------------------------
    def determinize(self, seat: Seat, rng: random.Random) -> Poker7:
        """The cards ``seat`` has not seen dealt anew: the deck and the others' hidden cards, keeping
        every card shown (one per seat before the last bet, both at the showdown)."""
        other = self.clone()
        keep: dict[str, list[PokerDrezCard]] = {}
        for owner in range(self.players):
            if owner == seat:
                continue
            zone = f"hidden.{owner}"
            if owner in self.showdown:
                keep[zone] = list(self.cards.cards(zone))
            elif self.shown[owner] is not None:
                keep[zone] = [self.shown[owner]]  # type: ignore[list-item]
        other.cards = self.cards.determinize(seat, rng, keep=keep)
        other.rng = random.Random(rng.getrandbits(64))
        return other

    def clone(self) -> Poker7:
        other = object.__new__(Poker7)
        other.__dict__.update(self.__dict__)
        other.cards = self.cards.clone()
        other.chips = self.chips.clone()
        other.out_after = list(self.out_after)
        other.shown = list(self.shown)
        other.showdown = list(self.showdown)
        other.history = list(self.history)
        other.options = dict(self.options)
        other.rng = copy_generator(self.rng)
        return other

    def snapshot(self) -> dict[str, JSONValue]:
        return {
            "cards": self.cards.to_json(),
            "chips": self.chips.to_json(),
            "dealer": self.dealer,
            "hand": self.hand_number,
            "phase": self.phase,
            "round": self.round_index,
            "show_turn": self.show_turn,
            "shown": [None if c is None else c.encode() for c in self.shown],
            "showdown": list(self.showdown),
            "out_after": list(self.out_after),
            "last": None if self.last is None else [self.last[0], self.last[1].encode()],
            "settlement": betting.settlement_json(self.settlement),
        }

    @classmethod
    def from_snapshot(
        cls, players: int, seed: int, options: Mapping[str, JSONValue], snapshot: Mapping[str, JSONValue]
    ) -> Poker7:
        fields = SnapshotFields(cls, snapshot)
        state = cls(players, seed, options)
        state.cards = Table.from_json(layout(players), fields["cards"], fail=fields.fail)
        state.chips = Chips.from_json(fields["chips"], players, state.chips.stakes, fail=fields.fail)
        state._choices = None  # worked out for the chips set up, not these
        state.dealer = fields.seat(fields["dealer"], "dealer", players)
        state.hand_number = fields.int(fields["hand"], "hand", 1)
        state.phase = fields.word(fields["phase"], "phase", PHASES)
        state.round_index = fields.int(fields["round"], "round", 0, len(ROUNDS) - 1)
        state.show_turn = fields.optional_seat(fields["show_turn"], "show_turn", players)
        shown = fields.list(fields["shown"], "shown", length=players)
        state.shown = []
        for index, code in enumerate(shown):
            if code is None:
                state.shown.append(None)
                continue
            try:
                state.shown.append(PokerDrezCard.decode(code))
            except ValueError:
                fields.fail(f"has shown[{index}] {code!r}, not a card")
        state.showdown = fields.ints(fields["showdown"], "showdown", 0, players - 1, max_length=players)
        state.out_after = [
            fields.optional_int(v, f"out_after[{i}]", 1, state.hand_number)
            for i, v in enumerate(fields.list(fields["out_after"], "out_after", length=players))
        ]
        last = fields["last"]
        state.last = None
        if last is not None:
            entry = fields.list(last, "last", length=2)
            try:
                state.last = (fields.seat(entry[0], "last seat", players), Action.decode(entry[1]))
            except (ValueError, TypeError):
                fields.fail(f"has the last move {entry!r}, not a seat and a move")
        state.settlement = betting.settlement_from_json(fields, fields["settlement"], players)
        fields.check(
            (state.settlement is not None) == (state.phase in (HAND_OVER, OVER)),
            "has a hand result outside the end of a hand, or none at its end",
        )
        fields.check(
            state.phase != SHOWING or state.show_turn in state.chips.contenders(),
            "is showing cards with nobody in the hand to show",
        )
        fields.check(state.phase != BETTING or state.chips.turn is not None, "is betting with nobody to bet")
        fields.check(all(s in state.chips.contenders() for s in state.showdown), "shows a hand that folded")
        fields.check(
            all(
                (state.out_after[s] is None) == (state.chips.stacks[s] + state.chips.committed[s] > 0)
                for s in range(players)
            ),
            "has a seat out of the game with chips, or in it without",
        )
        fields.finish(state)
        return state
