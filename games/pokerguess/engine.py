"""PokerGuess (rulebook 003, "PokerGuess"): predictions about every card in play, with chips.

A round (rule ids of ../shared/specs/pokerdrez-card-games.md in brackets):

1. Every seat with chips puts in the stake ("Todos los jugadores aportan la apuesta mínima antes de
   comenzar la ronda"), gets two hidden cards, and five cards are laid open at once [PG-2].
2. The first phase of changes [PG-7..10]: in play order each seat bets (fold, check or call, raise)
   and then names a prediction (``predictions.py``) or keeps its own. A raise or a changed prediction
   is a *change*: every other seat still in must answer it, and the seat that changed last gets no
   turn until someone else changes ("no permitirá al que ha hecho el último cambio volver a realizar
   ninguna nueva modificación"). The phase ends when nobody left to answer changes.
3. Every seat still in shows one of its hidden cards, in play order ("Fase de última carta").
4. The second phase of changes, from the first seat again, the same way [PG-12].
5. The check [PG-13..16]: every prediction still in, from the highest down; the first that holds
   takes the pot; if none holds, the pot is shared among those at the show. Side pots are checked the
   same way among the seats that reached them.
6. A seat out of chips leaves; the game ends when one seat holds every chip, or after the number of
   rounds chosen [PG-17].

Decisions where the rulebook is silent (also on the rules screen, each a test):
- 2-8 players; 100 chips each and a stake of 2 (options as in Poker7); no limit, the smallest bet the
  stake, a raise at least the last raise [G-PG-1, G-PG-6]. Side pots as in hold'em [G-PG-7].
- Within a turn the chips come first, then the prediction (nothing happens in between, so the order
  the rulebook gives the first player changes nothing).
- Every first prediction is a change too: in the rulebook's example the first player speaks again
  after the last one named theirs.
- A prediction may not equal another's prediction still in the round; one's own earlier predictions
  are free [G-PG-4]. Counts from 1 (at most 6 of a colour, 9 of a figure) and together at most the
  cards in play (the five open ones and two per seat dealt in) [G-PG-3].
- Each seat names a prediction at most twice in a phase (the first included), as the first player
  does in the rulebook's example: a house limit that keeps every phase finite (with three, random
  games of three players ran past 5,000 moves).
- A prediction is named in two moves, its colour part then its figure part (``view.py`` says why);
  nobody plays in between, so this is one announcement.
- A seat all in still answers each change with its prediction; it just bets no more.
- The first round's dealer is the last seat; the deal passes to the next seat with chips; each phase
  starts with the first seat after the dealer [G-PG-5]. Odd chips of a shared pot go to the first
  sharer after the dealer [G-PG-9]. Folded cards never count [G-PG-2].
- After each round its result stays on the table until the next dealer deals (``next``).
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from game.cards import Layout, Table, Visibility, ZoneSpec, betting, seat_zones
from game.cards.chips import Chips, Settlement, Stakes
from game.cards.pokerdrez import PokerDrezCard, figure_deck
from game.core import Action, GameState, JSONValue, OptionSpec, Outcome, Seat, copy_generator
from game.snapshot_fields import SnapshotFields
from game.text import N_, Msg
from game.view import Event, turn_fields
from games.pokerguess import SPEC
from games.pokerguess.predictions import MAX_COLOURS, MAX_FIGURES, Prediction, valid
from games.pokerguess.texts import TEXTS, action_msg
from games.pokerguess.view import (
    BET_KINDS,
    BET_STEP,
    CALL,
    COLOUR,
    FIGURE,
    FIGURE_STEP,
    FIRST,
    FOLD,
    KEEP,
    NAME_KINDS,
    NAME_STEP,
    NEXT,
    OVER,
    RAISE,
    ROUND_OVER,
    SECOND,
    SHOW,
    SHOWING,
    CheckView,
    PokerGuessView,
    PotView,
    RoundResult,
    SeatView,
    keep,
    name_colour,
    name_figure,
    next_round,
    parts,
    show,
    shown_card,
)

TABLE_CARDS = 5
NAMES_PER_PHASE = 2  # predictions a seat may name in one phase of changes (a house limit: see above)
TABLES = betting.TABLES
PHASES = (FIRST, SHOWING, SECOND, ROUND_OVER, OVER)
_LAYOUTS: dict[int, Layout[PokerDrezCard]] = {}

_NEXT, _KEEP = next_round(), keep()
_SHOW = {card: show(card) for card in figure_deck()}
# The colour parts and figure parts, with their actions (made once).
_COLOUR_PARTS = tuple(((c, a), name_colour(c, a)) for c in range(1, 10) for a in range(MAX_COLOURS, 0, -1))
_FIGURE_PARTS = tuple(((f, b), name_figure(f, b)) for f in range(6, 0, -1) for b in range(MAX_FIGURES, 0, -1))


def layout(players: int) -> Layout[PokerDrezCard]:
    """The zones: the deck (face down), each seat's two hidden cards, the five open cards."""
    found = _LAYOUTS.get(players)
    if found is None:
        zones = (
            ZoneSpec("deck", Visibility.HIDDEN),
            *seat_zones("hidden", players, max_size=2),
            ZoneSpec("table", Visibility.PUBLIC, max_size=TABLE_CARDS),
        )
        found = _LAYOUTS[players] = Layout(zones, players, tuple(figure_deck()), PokerDrezCard.decode)
    return found


# The pots as a view carries them, by what makes them (each seat's chips in, who folded, who was
# dealt in): every seat's view of a position carries the same pots, and the soak asks for every
# seat's view, and its twins', at every fifth step (the pots were half of a view's time).
_POTS: dict[tuple[tuple[int, ...], tuple[bool, ...], tuple[int, ...]], tuple[PotView, ...]] = {}


def _open_pots(chips: Chips) -> tuple[PotView, ...]:
    key = (tuple(chips.committed), tuple(chips.folded), tuple(chips.order))
    found = _POTS.get(key)
    if found is None:
        if len(_POTS) >= 4096:
            _POTS.clear()
        found = _POTS[key] = betting.open_pots(chips)
    return found


class PokerGuess(GameState, spec=SPEC):
    options_spec = (
        betting.TABLE_OPTION,
        OptionSpec(
            "rounds",
            0,
            (0, 10, 25),
            label=N_("Length"),
            choice_labels={
                "0": N_("Until one has every chip"),
                "10": N_("10 rounds"),
                "25": N_("25 rounds"),
            },
        ),
    )

    def setup(self) -> None:
        n = self.players
        self.start_chips, self.stake = TABLES[str(self.options["table"])]
        self.rounds_limit: int = int(self.options["rounds"])
        self.cards: Table[PokerDrezCard] = Table.boxed(layout(n), "deck")
        self.chips = Chips([self.start_chips] * n, Stakes(ante=self.stake, min_bet=self.stake))
        self.dealer: Seat = n - 1  # so the first seat plays first in the first round
        self.round_number = 0
        self.out_after: list[int | None] = [None] * n
        self.last: tuple[Seat, Action] | None = None
        self._start_round()

    # --- the course of a round -------------------------------------------------------------------
    def _start_round(self) -> None:
        n = self.players
        self.round_number += 1
        self.cards.gather([f"hidden.{s}" for s in range(n)] + ["table"], "deck")
        self.cards.shuffle("deck", self)
        self.chips.start_hand(betting.order_after(self.chips, self.dealer))
        self.cards.deal("deck", [f"hidden.{s}" for s in self.chips.order], 2, self)
        self.cards.draw("deck", "table", self, count=TABLE_CARDS)  # "todas de una vez"
        self.in_play = TABLE_CARDS + 2 * len(self.chips.order)
        self.predictions: list[Prediction | None] = [None] * n
        self.shown: list[PokerDrezCard | None] = [None] * n
        self.showdown: list[Seat] = []
        self.settlement: Settlement | None = None
        self.show_turn: Seat | None = None
        self._open_phase(FIRST)

    def _open_phase(self, phase: str) -> None:
        """A phase of changes from the first seat in play order: everybody in must act once."""
        self.phase = phase
        self.chips.start_round(self.chips.order[0])
        self.chips.give_turn(None)
        self.acted: list[bool] = [False] * self.players
        self.names: list[int] = [0] * self.players  # predictions named in this phase
        self.last_changer: Seat | None = None
        self.raised = False  # the seat to act raised in this turn's chips step
        self.pending: tuple[int, int] | None = None  # the colour part named in this turn
        self.turn: Seat | None = None
        self._turn_from(self.chips.order[0])

    def _needs_to_act(self, seat: Seat) -> bool:
        chips = self.chips
        if not chips.dealt[seat] or chips.folded[seat]:
            return False
        return not self.acted[seat] or (chips.can_bet(seat) and chips.owes(seat) > 0)

    def _turn_from(self, first: Seat) -> None:
        """The turn to the first seat from ``first`` on (play order, wrapping) that must act; none:
        the phase is over."""
        order = self.chips.order
        start = order.index(first)
        for step in range(len(order)):
            seat = order[(start + step) % len(order)]
            if self._needs_to_act(seat):
                self.turn = seat
                self.raised = False
                self.pending = None
                if self.chips.can_bet(seat):
                    self.step = BET_STEP
                    self.chips.give_turn(seat)
                else:  # all in: it only names its prediction
                    self.step = NAME_STEP
                    self.chips.give_turn(None)
                return
        self.turn = None
        self.step = BET_STEP
        self.chips.give_turn(None)
        self._phase_closed()

    def _phase_closed(self) -> None:
        if self.phase == FIRST:
            self.phase = SHOWING
            self.show_turn = self.chips.contenders()[0]
        else:
            self._finish_round()

    def _finish_round(self) -> None:
        chips = self.chips
        self.turn = None
        self.show_turn = None
        chips.give_turn(None)
        if chips.decided():
            self.showdown = []
            self.settlement = chips.settle()
        else:
            self.showdown = chips.contenders()
            in_play = self.cards_in_play()
            strength: dict[Seat, tuple[int, ...]] = {}
            for seat in self.showdown:
                said = self.predictions[seat]
                strength[seat] = (1, *said.key) if said is not None and said.holds(in_play) else (0,)
            self.settlement = chips.settle(strength)
            self.mark_irreversible()  # the hidden cards are shown
        done = betting.close_hand(chips, self.out_after, self.round_number, self.rounds_limit)
        self.phase = OVER if done else ROUND_OVER

    def cards_in_play(self) -> list[PokerDrezCard]:
        """The open cards and the hidden cards of every seat still in ("entre todas las cartas")."""
        cards = list(self.cards.cards("table"))
        for seat in self.chips.contenders():
            cards += self.cards.cards(f"hidden.{seat}")
        return cards

    def next_dealer(self) -> Seat:
        return betting.next_dealer(self.chips, self.dealer)

    # --- turns and actions -----------------------------------------------------------------------
    def to_act(self) -> tuple[Seat, ...]:
        if self.phase in (FIRST, SECOND):
            return () if self.turn is None else (self.turn,)
        if self.phase == SHOWING:
            return () if self.show_turn is None else (self.show_turn,)
        if self.phase == ROUND_OVER:
            return (self.next_dealer(),)
        return ()

    def is_over(self) -> bool:
        return self.phase == OVER

    def taken(self, seat: Seat) -> set[Prediction]:
        """The predictions ``seat`` may not name: another's still in the round [G-PG-4]."""
        chips = self.chips
        return {
            p
            for s, p in enumerate(self.predictions)
            if p is not None and s != seat and chips.dealt[s] and not chips.folded[s]
        }

    def _blocked(self, seat: Seat) -> set[tuple[int, int, int, int]]:
        """The whole predictions ``seat`` may not name now: the others' still in, and its own (to
        name that again is to keep it)."""
        blocked = {p.args for p in self.taken(seat)}
        own = self.predictions[seat]
        if own is not None:
            blocked.add(own.args)
        return blocked

    def legal_actions(self, seat: Seat) -> list[Action]:
        if seat not in self.to_act():
            return []
        phase = self.phase
        if phase == SHOWING:
            return [_SHOW[card] for card in sorted(self.cards.cards(f"hidden.{seat}"))]
        if phase == ROUND_OVER:
            return [_NEXT]
        if self.step == NAME_STEP:
            actions: list[Action] = [] if self.predictions[seat] is None else [_KEEP]
            if self.names[seat] < NAMES_PER_PHASE:
                room = self.in_play - 1  # a figure part of one card at least must fit
                actions += [action for (_, colours), action in _COLOUR_PARTS if colours <= room]
            return actions
        if self.step == FIGURE_STEP:
            blocked = self._blocked(seat)
            assert self.pending is not None
            colour, colours = self.pending
            room = self.in_play - colours
            return [
                action
                for (figure, figures), action in _FIGURE_PARTS
                if figures <= room and (colour, colours, figure, figures) not in blocked
            ]
        choices = self.chips.choices(seat)
        assert choices is not None
        return betting.bet_actions(self.chips, choices)

    def is_legal(self, seat: Seat, action: Action) -> bool:
        phase, kind = self.phase, action.kind
        if phase in (FIRST, SECOND) and seat == self.turn:
            if self.step == NAME_STEP:
                if kind == KEEP:
                    return not action.args and self.predictions[seat] is not None
                part = parts(action) if kind == COLOUR else None
                return part is not None and part[1] < self.in_play and self.names[seat] < NAMES_PER_PHASE
            if self.step == FIGURE_STEP:
                part = parts(action) if kind == FIGURE else None
                if part is None or self.pending is None:
                    return False
                said = (*self.pending, *part)
                return self.pending[1] + part[1] <= self.in_play and said not in self._blocked(seat)
            return betting.bet_is_legal(self.chips.choices(seat), action)
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
        changing = self.phase in (FIRST, SECOND)
        if kind in BET_KINDS | NAME_KINDS and not changing:
            return "nobody bets or predicts now" if self.phase != SHOWING else "everybody shows a hidden card first"
        if kind in BET_KINDS and self.step != BET_STEP:
            return "the chips are done for this turn: now name your prediction or keep it"
        if kind in NAME_KINDS and self.step == BET_STEP:
            return "first the chips (fold, check or call, raise), then the prediction"
        if kind == SHOW and self.phase != SHOWING:
            return "a hidden card is shown only after the first phase of changes"
        if kind == NEXT and self.phase != ROUND_OVER:
            return "the round is still being played"
        if kind == SHOW:
            card = shown_card(action)
            return "show one of your two hidden cards" if card is not None else "show:CODE names a card, like show:D5"
        if kind == KEEP:
            if self.step == FIGURE_STEP:
                return "you named a colour: now name the figure"
            return "you have no prediction yet: name one" if not action.args else "keep takes nothing more"
        if kind == FIGURE and self.step == NAME_STEP:
            return "first the colour part (colour:C,A), then the figure part"
        if kind == COLOUR and self.step == FIGURE_STEP:
            return "the colour is named for this turn: now the figure (figure:F,B)"
        if kind in (COLOUR, FIGURE):
            part = parts(action)
            if part is None:
                if kind == COLOUR:
                    return "colour:C,A names a colour 1-9 and a count 1-6"
                return "figure:F,B names a figure 1-6 and a count 1-9"
            if kind == COLOUR and self.names[seat] >= NAMES_PER_PHASE:
                return f"you have named {NAMES_PER_PHASE} predictions in this phase: keep the last one"
            colours = part[1] if kind == COLOUR else (self.pending or (0, 0))[1]
            figures = part[1] if kind == FIGURE else 1
            if colours + figures > self.in_play:
                return f"only {self.in_play} cards are in play: the two counts together may not exceed that"
            own = self.predictions[seat]
            if own is not None and self.pending is not None and own.args == (*self.pending, *part):
                return "that is your prediction already: keep it"
            return "another player has made that very prediction: change a count, the colour or the figure"
        refusal = betting.bet_refusal(self.chips, seat, kind, opening_is_a_bet=False)
        if refusal is not None:
            return refusal
        return "PokerGuess knows fold, check, call, raise:N, allin, colour:C,A, figure:F,B, keep, show:CARD and next"

    def _apply(self, seat: Seat, action: Action) -> None:
        kind = action.kind
        self.last = (seat, action)
        if kind == NEXT:
            self.dealer = self.next_dealer()
            self._start_round()
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
                self._open_phase(SECOND)
            return
        if kind == COLOUR:
            self.pending = parts(action)
            self.step = FIGURE_STEP
            return
        if kind in NAME_KINDS:
            said = self.predictions[seat]
            if kind == FIGURE:
                part = parts(action)
                assert part is not None and self.pending is not None
                said = Prediction(*self.pending, *part)
            changed = self.raised or said != self.predictions[seat]
            if kind == FIGURE:
                self.predictions[seat] = said
                self.names[seat] += 1
                self.pending = None
            if changed:  # everybody else answers it; this seat waits for another's change
                self.acted = [False] * self.players
                self.last_changer = seat
            self.acted[seat] = True
            self._turn_from(self._next_in_order(seat))
            return
        chips = self.chips
        before = chips.highest
        betting.apply_bet(chips, seat, action)
        chips.give_turn(None)  # whose turn it is, this game says (a change reopens like a raise)
        if kind == FOLD:
            if chips.decided():
                self._finish_round()
            else:
                self._turn_from(self._next_in_order(seat))
            return
        self.raised = chips.highest > before
        self.step = NAME_STEP

    def _next_in_order(self, seat: Seat) -> Seat:
        order = self.chips.order
        return order[(order.index(seat) + 1) % len(order)]

    # --- the end ----------------------------------------------------------------------------------
    def outcome(self) -> Outcome | None:
        if not self.is_over():
            return None
        detail = (TEXTS.msg("Rounds played: {n}", {"n": self.round_number}),)
        return betting.chips_outcome(self.chips, self.out_after, self.round_number, detail)

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
        if self.cards.count("table") != TABLE_CARDS:
            problems.append(f"{self.cards.count('table')} open cards, not {TABLE_CARDS}")
        live = [p for s, p in enumerate(self.predictions) if p is not None and s in self.chips.contenders()]
        if len(set(live)) != len(live):
            problems.append("two players in the round made the same prediction")
        if self.phase in (FIRST, SECOND) and self.turn is None:
            problems.append("a phase of changes with nobody to act")
        if self.phase == SECOND and any(
            p is None for s, p in enumerate(self.predictions) if s in self.chips.contenders()
        ):
            problems.append("a seat reached the second phase without a prediction")
        return problems

    # --- information --------------------------------------------------------------------------------
    def _hidden_seen_by(self, owner: Seat, seat: Seat | None) -> tuple[PokerDrezCard, ...] | None:
        if seat == owner or owner in self.showdown:
            return tuple(sorted(self.cards.cards(f"hidden.{owner}")))
        return None

    def view(self, seat: Seat | None) -> PokerGuessView:
        chips = self.chips
        turn_part = turn_fields(self, seat)
        changing = self.phase in (FIRST, SECOND)
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
                prediction=self.predictions[s],
                names_left=NAMES_PER_PHASE - self.names[s] if changing else 0,
                out_after=self.out_after[s],
            )
            for s in range(self.players)
        )
        bets = seat is not None and changing and self.step == BET_STEP and seat == self.turn
        bet_choices = betting.bet_choices(chips.choices(seat) if bets and seat is not None else None)
        turn = self.turn if changing else self.show_turn if self.phase == SHOWING else None
        return PokerGuessView(
            **turn_part,
            last=None if self.last is None else Event(*self.last),
            phase=self.phase,
            step=self.step if changing else BET_STEP,
            pending=self.pending if changing else None,
            round=self.round_number,
            rounds_limit=self.rounds_limit,
            dealer=self.dealer,
            seats=seats,
            table=self.cards.cards("table"),
            deck_count=self.cards.count("deck"),
            in_play=self.in_play,
            stake=self.stake,
            highest=chips.highest,
            pot=chips.pot_total,
            pots=_open_pots(chips),
            turn=turn,
            last_changer=self.last_changer if changing else None,
            choices=bet_choices,
            result=self._result(),
            winners=self.outcome().winners if self.is_over() else (),  # type: ignore[union-attr]
        )

    def checks(self) -> tuple[CheckView, ...]:
        """The predictions at the show, from the highest down, each with the cards that count for it."""
        in_play = self.cards_in_play()
        said = [(s, self.predictions[s]) for s in self.showdown]
        ordered = sorted(((s, p) for s, p in said if p is not None), key=lambda sp: sp[1].key, reverse=True)
        found = []
        for seat, prediction in ordered:
            colour_cards, figure_cards = prediction.counted(in_play)
            found.append(
                CheckView(
                    seat=seat,
                    prediction=prediction,
                    holds=prediction.holds(in_play),
                    colour_cards=colour_cards,
                    figure_cards=figure_cards,
                )
            )
        return tuple(found)

    def _result(self) -> RoundResult | None:
        settled = self.settlement
        if settled is None or self.phase not in (ROUND_OVER, OVER):
            return None
        pots = betting.settled_pots(settled)
        return RoundResult(round=self.round_number, checks=self.checks(), pots=pots, received=settled.received)

    def logged(self, seat: Seat, action: Action) -> bool:
        # A prediction is named in two steps; the log says it once, whole, at its figure part ("predicts
        # 2x orange and 3x Rook"): the colour part ("names 2x orange...") is said in the status line only.
        return action.kind != COLOUR

    def describe(self, seat: Seat, action: Action, lang: str = "en") -> Msg | str:
        # Only a call says what it puts in; the other messages take 0, and are found again in the cache.
        owes = self.chips.owes(seat) if action.kind == CALL and self.phase in (FIRST, SECOND) else 0
        opening = action.kind == RAISE and self.phase in (FIRST, SECOND) and self.chips.highest == 0
        return action_msg(seat, action, owes, self.predictions[seat], self.pending, opening)

    # --- hidden information, snapshots ----------------------------------------------------------------
    def determinize(self, seat: Seat, rng: random.Random) -> PokerGuess:
        """The cards ``seat`` has not seen dealt anew: the deck and the others' hidden cards, keeping
        every card shown."""
        keep_cards: dict[str, list[PokerDrezCard]] = {}
        for owner in range(self.players):
            if owner == seat:
                continue
            zone = f"hidden.{owner}"
            if owner in self.showdown:
                keep_cards[zone] = list(self.cards.cards(zone))
            elif self.shown[owner] is not None:
                keep_cards[zone] = [self.shown[owner]]  # type: ignore[list-item]
        cards = self.cards.determinize(seat, rng, keep=keep_cards)
        return self._copy(cards, random.Random(rng.getrandbits(64)))

    def clone(self) -> PokerGuess:
        return self._copy(self.cards.clone(), copy_generator(self.rng))

    def _copy(self, cards: Table[PokerDrezCard], rng: random.Random) -> PokerGuess:
        """This state with ``cards`` and ``rng`` in place of its own (``determinize`` deals new cards
        and a new generator: copying the old ones first was a sixth of its time, which the soak pays
        for every seat at every fifth step)."""
        other = object.__new__(PokerGuess)
        other.__dict__.update(self.__dict__)
        other.cards = cards
        other.chips = self.chips.clone()
        for name in ("out_after", "shown", "showdown", "predictions", "acted", "names", "history"):
            setattr(other, name, list(getattr(self, name)))
        other.options = dict(self.options)
        other.rng = rng
        return other

    def snapshot(self) -> dict[str, JSONValue]:
        return {
            "cards": self.cards.to_json(),
            "chips": self.chips.to_json(),
            "dealer": self.dealer,
            "round": self.round_number,
            "phase": self.phase,
            "step": self.step,
            "turn": self.turn,
            "raised": self.raised,
            "pending": None if self.pending is None else list(self.pending),
            "acted": list(self.acted),
            "names": list(self.names),
            "last_changer": self.last_changer,
            "predictions": [None if p is None else list(p.args) for p in self.predictions],
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
    ) -> PokerGuess:
        fields = SnapshotFields(cls, snapshot)
        state = cls(players, seed, options)
        state.cards = Table.from_json(layout(players), fields["cards"], fail=fields.fail)
        state.chips = Chips.from_json(fields["chips"], players, state.chips.stakes, fail=fields.fail)
        state.in_play = TABLE_CARDS + 2 * len(state.chips.order)
        state.dealer = fields.seat(fields["dealer"], "dealer", players)
        state.round_number = fields.int(fields["round"], "round", 1)
        state.phase = fields.word(fields["phase"], "phase", PHASES)
        state.step = fields.word(fields["step"], "step", (BET_STEP, NAME_STEP, FIGURE_STEP))
        state.turn = fields.optional_seat(fields["turn"], "turn", players)
        raised = fields["raised"]
        fields.check(type(raised) is bool, "has a raised flag that is not true or false")
        state.raised = bool(raised)
        pending = fields["pending"]
        state.pending = None
        if pending is not None:
            entry = fields.list(pending, "pending", length=2)
            part = parts(Action(COLOUR, tuple(entry))) if all(type(v) is int for v in entry) else None
            if part is None:
                fields.fail(f"has the colour part {pending!r}, not a colour and a count")
            state.pending = part
        acted = fields.list(fields["acted"], "acted", length=players)
        fields.check(all(type(a) is bool for a in acted), "has acted flags that are not true or false")
        state.acted = [bool(a) for a in acted]
        state.names = fields.ints(fields["names"], "names", 0, NAMES_PER_PHASE, length=players)
        state.last_changer = fields.optional_seat(fields["last_changer"], "last_changer", players)
        state.predictions = []
        for index, entry in enumerate(fields.list(fields["predictions"], "predictions", length=players)):
            if entry is None:
                state.predictions.append(None)
                continue
            said = valid(tuple(entry)) if isinstance(entry, list) else None
            if said is None or said.colours + said.figures > state.in_play:
                fields.fail(f"has predictions[{index}] {entry!r}, not a prediction")
            state.predictions.append(said)
        state.show_turn = fields.optional_seat(fields["show_turn"], "show_turn", players)
        state.shown = []
        for index, code in enumerate(fields.list(fields["shown"], "shown", length=players)):
            if code is None:
                state.shown.append(None)
                continue
            try:
                state.shown.append(PokerDrezCard.decode(code))
            except ValueError:
                fields.fail(f"has shown[{index}] {code!r}, not a card")
        state.showdown = fields.ints(fields["showdown"], "showdown", 0, players - 1, max_length=players)
        state.out_after = [
            fields.optional_int(v, f"out_after[{i}]", 1, state.round_number)
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
        contenders = state.chips.contenders()
        changing = state.phase in (FIRST, SECOND)
        fields.check(
            (state.settlement is not None) == (state.phase in (ROUND_OVER, OVER)),
            "has a round result outside the end of a round, or none at its end",
        )
        fields.check(not changing or state.turn in contenders, "is in a phase of changes with nobody in it to act")
        fields.check(
            not (changing and state.step == BET_STEP) or state.chips.can_bet(state.turn),  # type: ignore[arg-type]
            "has a seat betting that cannot bet",
        )
        fields.check(
            (state.pending is not None) == (changing and state.step == FIGURE_STEP),
            "has a colour part named outside the naming of a figure, or none there",
        )
        fields.check(
            not (changing and state.step == BET_STEP) or state.chips.turn == state.turn,
            "has the chips' turn and the game's apart",
        )
        fields.check(
            state.phase != SHOWING or state.show_turn in contenders, "is showing cards with nobody in the round to show"
        )
        fields.check(all(s in contenders for s in state.showdown), "shows a hand that folded")
        fields.check(
            all(
                (state.out_after[s] is None) == (state.chips.stacks[s] + state.chips.committed[s] > 0)
                for s in range(players)
            ),
            "has a seat out of the game with chips, or in it without",
        )
        live = [p for s, p in enumerate(state.predictions) if p is not None and s in contenders]
        fields.check(len(set(live)) == len(live), "has two players in the round with the same prediction")
        fields.finish(state)
        return state
