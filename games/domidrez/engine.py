"""DomiDrez (rulebook 003, "DomiDrez"): lay a card that shares the figure or the colour of the last
one, or a neutral card that names the next figure and colour; whoever runs out of cards first
scores the cards left in the other hands; play to a target.

Seats are numbered in play order (the rulebook's "el próximo jugador por la derecha" is ``seat + 1``).
Actions and their text forms: ``games/domidrez/view.py``.

The rules (each tested in tests/rules/test_domidrez.py, which quotes the rulebook):
- One PokerDrez deck or two (option), neutral cards included; 2 to 8 players.
- Half the cards are dealt among the players; one card is turned face up to start the line; the
  rest is the face-down stock.
- The player after the dealer starts; each lays one card of the same colour or figure as the last
  card on the line. A neutral card goes on any card, and its player names the figure and colour
  that the next player must follow (either of them, as after any card).
- A player with no card that fits draws the stock's top card and the turn passes; when the stock is
  empty, such a player passes.
- The first player out of cards wins the hand and scores the cards left in the other hands. When
  nobody can lay a card and the stock is empty (a closed game), the player with the fewest cards
  wins and scores what the others hold more than them.
- The first to reach the target (option) wins the game.

Decisions where the rulebook is silent (also on the rules screen, "our decisions"):
- D1 "La mitad de las cartas": every player gets the same number, half the cards divided by the
  players and rounded down; the odd cards stay in the stock (28 cards among 3: 9 each, 29 in the
  stock).
- D2 The first dealer is the last seat, so seat 0 starts the first hand; the deal passes one seat in
  play order each hand.
- D3 A neutral card turned up to start goes back into the stock at a random place (never on top)
  and the next card is turned instead: a neutral names nothing when nobody laid it.
- D4 A player who holds a card that fits must lay one (the text gives drawing only to a player with
  no valid card); one card a turn. A card just drawn is not laid in the same turn.
- D5 A neutral card may name any figure and any colour, together or not on a card; the next player
  follows either, as after a card of that figure and colour. A neutral laid as one's last card
  names nothing: the hand is over.
- D6 The game is closed when every seat, one after the other, has passed with the stock empty. Ties
  for fewest cards: each tied player scores what the others hold more than them.
- D7 The target: 50 points by default (25, 50 or 100). When a hand takes two players past it (tied
  winners of a closed game), the higher total wins; still tied, another hand is dealt.
"""

from __future__ import annotations

import functools
import random
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from itertools import compress, islice, repeat
from typing import Any

from game.cards import Layout, Table, Visibility, ZoneSpec, seat_zones
from game.cards.pokerdrez import NEUTRAL, ORDER_KEY, Colour, Figure, PokerDrezCard, deck, sort_hand
from game.core import (
    Action,
    GameState,
    JSONValue,
    OptionSpec,
    Outcome,
    Seat,
    copy_generator,
    fast_shuffle,
    placing_from_scores,
)
from game.snapshot_fields import SnapshotFields
from game.text import N_, Msg
from game.text import Seat as SeatWord
from game.view import Event, turn_fields
from games.domidrez import SPEC
from games.domidrez.texts import CARD_NAMES, COLOUR_NAMES, FIGURE_NAMES, TEXTS
from games.domidrez.view import (
    DRAW,
    NEUTRAL_CODE,
    PASS,
    PHASE_OVER,
    PHASE_PLAY,
    PLAY,
    DomiDrezView,
    HandResult,
    Requirement,
    Turn,
    read_play,
)

PHASES = (PHASE_PLAY, PHASE_OVER)
TARGETS = (50, 25, 100)
DECKS = (1, 2)
STOCK, LINE = "stock", "line"

FIGURES_HIGH_FIRST = tuple(sorted(Figure, reverse=True))
# Every name a neutral card may give (D5), and the action of each, made once.
NAMINGS = tuple(Requirement(figure, colour) for figure in FIGURES_HIGH_FIRST for colour in Colour)
NEUTRAL_ACTIONS = tuple(Action(PLAY, (NEUTRAL_CODE, r.figure.letter, r.colour.number)) for r in NAMINGS)
LAST_NEUTRAL = Action(PLAY, (NEUTRAL_CODE,))
CARD_ACTIONS = {card: Action(PLAY, (card.encode(),)) for card in deck(1) if not card.is_neutral}
CARD_ORDER = {card: index for index, card in enumerate(sorted(set(deck(1))))}
DRAW_ACTION, PASS_ACTION = Action(DRAW), Action(PASS)


def hand_size(players: int, decks: int) -> int:
    """D1: half the cards shared equally, the odd ones left in the stock."""
    return len(deck(decks)) // 2 // players


def _layout(players: int, decks: int) -> Layout[PokerDrezCard]:
    return Layout(
        (
            ZoneSpec(STOCK, Visibility.HIDDEN),
            *seat_zones("hand", players),
            ZoneSpec(LINE, Visibility.PUBLIC),
        ),
        players=players,
        box=tuple(deck(decks)),
        decode=PokerDrezCard.decode,
    )


LAYOUTS = {(n, d): _layout(n, d) for n in range(2, 9) for d in DECKS}
# The zones each seat has not seen, for each table (``determinize``)
HIDDEN = {(n, d): tuple(Table(layout).unseen_zones(seat) for seat in range(n)) for (n, d), layout in LAYOUTS.items()}


def closed_game_points(left: tuple[int, ...]) -> tuple[tuple[Seat, ...], int]:
    """A closed game: the seats with the fewest cards, and what each of them scores, the cards the
    others hold more than them ("que tengan el resto de los jugadores más que él")."""
    fewest = min(left)
    winners = tuple(seat for seat, count in enumerate(left) if count == fewest)
    return winners, sum(count - fewest for count in left)


class DomiDrez(GameState, spec=SPEC):
    options_spec = (
        OptionSpec(
            "target",
            50,
            TARGETS,
            label=N_("Points to win"),
            choice_labels={"50": N_("50 points"), "25": N_("25 points"), "100": N_("100 points")},
        ),
        OptionSpec(
            "decks",
            1,
            DECKS,
            label=N_("Decks"),
            choice_labels={"1": N_("One deck"), "2": N_("Two decks")},
        ),
    )

    # --- set-up ------------------------------------------------------------------------------
    def setup(self) -> None:
        self.target = int(self.options["target"])
        self.decks = int(self.options["decks"])
        self.layout = LAYOUTS[self.players, self.decks]
        self.hand_zones = tuple(f"hand.{seat}" for seat in range(self.players))
        self.cards: Table[PokerDrezCard] = Table.boxed(self.layout, STOCK)
        self.dealer: Seat = self.players - 1  # D2
        self.hand_number = 0
        self.scores = [0] * self.players
        self.results: list[HandResult] = []
        self.winners: tuple[Seat, ...] = ()
        self.last: Event | None = None
        self._legal: list[Action] | None = None
        self._scan: _Scan | None = None
        self._plan: _Plan | None = None  # determinize's last plan (``_sampling_plan``)
        # what ``shown_lacks`` gave for each (seat, cards held), and the turns it read
        self._shown: tuple[tuple[Turn, ...], dict[tuple[Seat, int], list[tuple[int, frozenset[int]]]]] = ((), {})
        self._deal()

    def _deal(self) -> None:
        self.hand_number += 1
        self.phase = PHASE_PLAY
        self.turns: list[Turn] = []
        # Kept beside the record as it grows (each checked against it by ``_hand_problems``), so
        # that a view, a snapshot and a clone do not walk the whole hand at every step: what each
        # card on the line named, each seat's last requirement drawn or passed on since it last
        # laid a card, and the record's rows as the snapshot writes them (never changed once made).
        self.named: list[Requirement | None] = [None]
        self.lacks: list[Requirement | None] = [None] * self.players
        self._rows: list[JSONValue] = []
        self.passes = 0
        self.cards.gather(self.cards.layout.names, STOCK)
        self.cards.replace(STOCK, sorted(self.cards.cards(STOCK), key=CARD_ORDER.__getitem__))
        self.cards.shuffle(STOCK, self)
        # "Al principio de la partida se repartirán la mitad de las cartas entre los jugadores" (D1)
        order = [(self.dealer + 1 + i) % self.players for i in range(self.players)]
        self.cards.deal(STOCK, [self.hand_zones[seat] for seat in order], hand_size(self.players, self.decks), self)
        # D3: a neutral card on top goes back into the stock, anywhere but on top
        while (top := self.cards.top(STOCK)) is not None and top.is_neutral:
            rest = list(self.cards.cards(STOCK))[:-1]
            rest.insert(self.rng.randrange(len(rest)), top)
            self.cards.replace(STOCK, rest)
        # "Se desvelará una primera carta bocarriba sobre la mesa"
        self.cards.draw(STOCK, LINE, self)
        start = self.cards.top(LINE)
        assert start is not None and start.figure is not None and start.colour is not None
        self.requirement = Requirement(start.figure, start.colour)
        # "El primer jugador, el primero por la derecha del que ha distribuido las cartas"
        self.to_move: Seat = (self.dealer + 1) % self.players

    # --- reading the state ---------------------------------------------------------------------
    def hand(self, seat: Seat) -> tuple[PokerDrezCard, ...]:
        return self.cards.cards(self.hand_zones[seat])

    def to_act(self) -> tuple[Seat, ...]:
        return () if self.phase == PHASE_OVER else (self.to_move,)

    def is_over(self) -> bool:
        return self.phase == PHASE_OVER

    def fitting(self, seat: Seat) -> list[PokerDrezCard]:
        """The cards of ``seat``'s hand that may be laid now, each once, in the deck's order."""
        admits = self.requirement.admits
        return sorted({card for card in self.hand(seat) if admits(card)}, key=CARD_ORDER.__getitem__)

    # --- legal actions --------------------------------------------------------------------------
    def legal_actions(self, seat: Seat) -> list[Action]:
        if seat not in self.to_act():
            return []
        if self._legal is None:
            self._legal = self._generate(seat)
        return list(self._legal)

    def _generate(self, seat: Seat) -> list[Action]:
        cards = self.fitting(seat)
        if not cards:
            # "En caso de no poseer ninguna carta válida, el jugador deberá robar"; "Cuando el mazo se
            # termine los jugadores que no tengan cartas para jugar simplemente pasarán el turno"
            return [DRAW_ACTION if self.cards.count(STOCK) else PASS_ACTION]
        actions: list[Action] = []
        for card in cards:
            if not card.is_neutral:
                actions.append(CARD_ACTIONS[card])
            elif len(self.hand(seat)) == 1:
                actions.append(LAST_NEUTRAL)  # D5: the last card names nothing
            else:
                actions.extend(NEUTRAL_ACTIONS)
        return actions

    def is_legal(self, seat: Seat, action: Action) -> bool:
        if seat not in self.to_act():
            return False
        if action.kind in (DRAW, PASS):
            return self.legal_actions(seat) == [action]
        played = read_play(action)
        if played is None or played.card not in self.hand(seat) or not self.requirement.admits(played.card):
            return False
        if played.card.is_neutral:
            last = len(self.hand(seat)) == 1
            return (played.named is None) == last
        return True

    def why_illegal(self, seat: Seat, action: Action) -> str:
        must = self.legal_actions(seat)
        if action.kind == DRAW:
            if self.cards.count(STOCK) == 0:
                return "the stock is empty: pass"
            return "you hold a card that fits: you must lay one (draw only with none)"
        if action.kind == PASS:
            if must == [DRAW_ACTION]:
                return "the stock still has cards: draw one"
            return "you hold a card that fits: you must lay one"
        if action.kind != PLAY:
            return "an action reads play:CARD, play:N,FIGURE,COLOUR, draw or pass"
        played = read_play(action)
        if played is None:
            return "a play reads play:D5, or play:N,B,4 for a neutral card naming a figure and a colour"
        if played.card not in self.hand(seat):
            return f"{played.card.encode()} is not in your hand"
        if played.card.is_neutral:
            if played.named is None:
                return "a neutral card names the next figure and colour: play:N,FIGURE,COLOUR"
            return "your last card ends the hand: it names nothing (play:N)"
        req = self.requirement
        return (
            f"{played.card.encode()} shares neither the figure {req.figure.letter} "
            f"nor the colour {req.colour.number} asked for"
        )

    # --- playing ---------------------------------------------------------------------------------
    def _apply(self, seat: Seat, action: Action) -> None:
        self._legal = None
        faced = self.requirement
        detail: Any = None
        if action.kind == DRAW:
            # "deberá robar la primera del mazo y pasará el turno al próximo jugador" (D4: not laid now)
            self.cards.draw(STOCK, self.hand_zones[seat], self)
            self._record(Turn(seat, faced, drew=True))
            self.passes = 0
        elif action.kind == PASS:
            self._record(Turn(seat, faced))
            self.passes += 1
        else:
            played = read_play(action)
            assert played is not None
            self.cards.move(played.card, self.hand_zones[seat], LINE, self)
            self._record(Turn(seat, faced, played.card, played.named))
            self.passes = 0
            if played.named is not None:
                # "el jugador podrá determinar la próxima figura y color que deberá seguir"
                self.requirement = played.named
            elif played.card.figure is not None and played.card.colour is not None:
                self.requirement = Requirement(played.card.figure, played.card.colour)
        self.last = Event(seat, action, None)
        if not self.hand(seat):
            # "Ganará el primero jugador que se quede sin cartas"
            detail = self._score_hand(closed=False)
        elif self.passes == self.players:
            # "Si ningún jugador dispone de cartas válidas (juego cerrado)" (D6)
            detail = self._score_hand(closed=True)
        else:
            self.to_move = (seat + 1) % self.players
        if detail is not None:
            self.last = Event(seat, action, detail)
        self._legal = None

    def _record(self, turn: Turn) -> None:
        self.turns.append(turn)
        self._rows.append(_turn_row(turn))
        if turn.card is None:
            self.lacks[turn.seat] = turn.faced
        else:
            self.lacks[turn.seat] = None
            self.named.append(turn.named)

    def _score_hand(self, closed: bool) -> HandResult:
        left = tuple(self.cards.count(zone) for zone in self.hand_zones)
        if closed:
            winners, points = closed_game_points(left)
        else:
            # "tantos puntos como cartas le hayan quedado al resto de los jugadores en su mano"
            winners = tuple(seat for seat, count in enumerate(left) if count == 0)
            points = sum(left)
        for seat in winners:
            self.scores[seat] += points
        result = HandResult(self.hand_number, winners, closed, points, left)
        self.results.append(result)
        self.mark_irreversible()  # a new deal follows, or the game ends
        top = max(self.scores)
        leaders = tuple(seat for seat, points in enumerate(self.scores) if points == top)
        # "El primer jugador que llegue a una cantidad de puntos previamente establecida" (D7)
        if top >= self.target and len(leaders) == 1:
            self.winners = leaders
            self.phase = PHASE_OVER
            return result
        self.dealer = (self.dealer + 1) % self.players  # D2
        self._deal()
        return result

    def outcome(self) -> Outcome | None:
        if self.phase != PHASE_OVER:
            return None
        detail = tuple(
            TEXTS.msg("{who} wins with {points} points", {"who": SeatWord(seat), "points": self.scores[seat]})
            for seat in self.winners
        )
        return Outcome(tuple(float(p) for p in self.scores), placing_from_scores(self.scores), detail=detail)

    # --- information ------------------------------------------------------------------------------
    def view(self, seat: Seat | None) -> DomiDrezView:
        own = seat is not None and 0 <= seat < self.players
        return DomiDrezView(
            **turn_fields(self, seat),
            last=self.last,
            phase=self.phase,
            players=self.players,
            decks=self.decks,
            dealer=self.dealer,
            hand_number=self.hand_number,
            target=self.target,
            scores=tuple(self.scores),
            hand=tuple(sort_hand(self.hand(seat))) if own and seat is not None else None,
            hand_counts=tuple(self.cards.count(zone) for zone in self.hand_zones),
            stock_count=self.cards.count(STOCK),
            line=self.cards.cards(LINE),
            named=tuple(self.named),
            requirement=self.requirement,
            lacks=tuple(self.lacks),
            turn_count=len(self.turns),
            passes=self.passes,
            results=tuple(self.results),
            winners=self.winners,
        )

    def determinize(self, seat: Seat, rng: random.Random) -> DomiDrez:
        """The hands ``seat`` cannot see and the stock dealt anew from the cards it has not seen, each
        keeping its size, and every hand keeping what the turns' record shows of it (``shown_lacks``):
        a seat that drew or passed holds none of the cards that would have fitted then among the
        cards it still holds from then. The line and ``seat``'s hand stay; the generator reseeded.

        Only public facts are read (the record, the hands' sizes, the line) and only ``rng`` is
        drawn from, so twin games differing in hidden cards give the same samples."""
        plan = self._sampling_plan(seat)
        pool = list(plan.pool)
        fast_shuffle(rng, pool)
        tables: dict[str, list[PokerDrezCard]] = {zone: [] for zone in plan.hidden}
        ranks = list(map(ORDER_KEY, pool))  # (a card is in a set of cards when its rank is in their ranks)
        for zone, count, fits in plan.groups:
            tables[zone] += _take(pool, ranks, fits, count)
        for zone in plan.hidden:
            size = self.cards.count(zone) - len(tables[zone])
            tables[zone] += pool[len(pool) - size :]
            del pool[len(pool) - size :]
        # (the copy's own table and generator are replaced: copying this state's first was wasted)
        cards = self.cards.clone()
        for zone, held in tables.items():
            fast_shuffle(rng, held)
            cards.replace(zone, held)
        clone = self._copy(cards, random.Random(rng.getrandbits(64)))
        clone._legal = None
        return clone

    def _sampling_plan(self, seat: Seat) -> _Plan:
        """What ``determinize(seat)`` works out before it draws: the zones it deals, the pool of their
        cards in the deck's order, and the groups of ``shown_lacks`` as (zone, how many cards, the
        cards they may be), the most constrained first. The soak samples every seat twice in a row,
        so the last plan is kept with what it was made from (the seat, every turn of the hand, and
        the cards of the zones dealt), compared whole: a plan is reused only for equal inputs."""
        hidden = HIDDEN[self.players, self.decks][seat]
        turns = tuple(self.turns)
        key = (seat, turns, tuple(self.cards.cards(zone) for zone in hidden))
        kept = self._plan
        if kept is not None and kept.key == key:
            return kept
        # (the deck's order, as ``sorted`` gives it, read in C rather than by the cards' comparisons)
        pool = sorted((card for cards in key[2] for card in cards), key=ORDER_KEY)
        # What the record shows of each hand is the same whoever samples: kept for the same turns,
        # each group with the ranks of the cards that fit none of its requirements.
        if self._shown[0] != turns:
            self._shown = (turns, {})
        shown = self._shown[1]
        groups: list[tuple[str, int, frozenset[int]]] = []
        for other in range(self.players):
            zone = self.hand_zones[other]
            if zone in hidden:
                held = self.cards.count(zone)
                lacked = shown.get((other, held))
                if lacked is None:
                    lacked = shown[other, held] = [
                        (count, _ranks_fitting_none(lacks)) for count, lacks in shown_lacks(turns, other, held)
                    ]
                groups += [(zone, count, ranks) for count, ranks in lacked]
        # The most constrained groups first, so that they find their cards.
        kinds = Counter(map(ORDER_KEY, pool))
        order = sorted(groups, key=lambda group: sum(map(kinds.get, group[2], repeat(0))))
        plan = _Plan(key, hidden, tuple(pool), tuple(order))
        self._plan = plan
        return plan

    def _copy(self, cards: Table[PokerDrezCard], rng: random.Random) -> DomiDrez:
        """This state with ``cards`` and ``rng`` in place of its own."""
        other = DomiDrez.__new__(DomiDrez)
        other.__dict__.update(self.__dict__)
        other.rng = rng
        other.history = list(self.history)
        other.options = dict(self.options)
        other.cards = cards
        other.turns = list(self.turns)
        other.named = list(self.named)
        other.lacks = list(self.lacks)
        other._rows = list(self._rows)
        other.scores = list(self.scores)
        other.results = list(self.results)
        return other

    def clone(self) -> DomiDrez:
        return self._copy(self.cards.clone(), copy_generator(self.rng))

    # --- the laws ------------------------------------------------------------------------------------
    def invariant_violations(self) -> list[str]:
        return self.cards.conservation_violations() + self._hand_problems()

    def _hand_problems(self) -> list[str]:
        """Everything this hand's record must agree on: the turns, the line, the hands, the score."""
        problems: list[str] = []
        n = self.players
        line = self.cards.cards(LINE)
        first = (self.dealer + 1) % n
        req = Requirement(line[0].figure, line[0].colour) if line and line[0].figure and line[0].colour else None
        scan = _scan_turns(self.turns, n, first, req, self._scan)
        self._scan = scan  # a cache of what the turns say, checked against them at every use
        problems += scan.problems
        if not line or line[0].is_neutral:
            problems.append("the line does not start with a figure card")
        elif list(line[1:]) != list(scan.laid):
            problems.append("the line is not the cards laid this hand")
        req, passes, drawn, played = scan.req, scan.passes, scan.drawn, scan.played
        named, lacks = list(scan.named), list(scan.lacks)
        if named != self.named:
            problems.append("what the line's cards named is not the turns'")
        if lacks != self.lacks:
            problems.append("what the seats showed they lack is not the turns'")
        # the snapshot's rows: as many as the turns, the last one the last turn's (each row is made
        # from its turn once, when the turn is played or read from a save)
        if len(self._rows) != len(self.turns) or (self.turns and self._rows[-1] != _turn_row(self.turns[-1])):
            problems.append("the saved record is not the turns'")
        if req is not None and req != self.requirement:
            problems.append("the requirement is not the line's")
        if passes != self.passes:
            problems.append("the passes in a row do not follow the turns")
        size = hand_size(n, self.decks)
        for seat in range(n):
            if self.cards.count(self.hand_zones[seat]) != size + drawn[seat] - played[seat]:
                problems.append(f"hand {seat + 1} does not hold what it was dealt, drew and laid")
        if self.cards.count(STOCK) != len(self.layout.box) - size * n - 1 - sum(drawn):
            problems.append("the stock does not hold what the deal and the draws left")
        over = self.phase == PHASE_OVER
        if not over:
            if self.to_move != (first + len(self.turns)) % n:
                problems.append("the seat to move does not follow the turns")
            if self.passes >= n:
                problems.append("every seat passed but the hand goes on")
            if any(self.cards.count(zone) == 0 for zone in self.hand_zones):
                problems.append("a hand is empty but the hand goes on")
        totals = [0] * n
        for number, result in enumerate(self.results):
            if result.number != number + 1 or len(result.left) != n:
                problems.append(f"hand {number + 1}'s record is out of order")
                continue
            if result.closed:
                want = closed_game_points(result.left)
            else:
                want = (tuple(s for s, c in enumerate(result.left) if c == 0), sum(result.left))
            if (result.winners, result.points) != want or not result.winners:
                problems.append(f"hand {number + 1}'s score does not follow from the cards left")
            for seat in result.winners:
                if 0 <= seat < n:
                    totals[seat] += result.points
        if totals != self.scores:
            problems.append("the scores are not the sum of the hands")
        if self.hand_number != len(self.results) + (0 if over else 1):
            problems.append("the hand number does not follow the hands played")
        if self.dealer != (n - 1 + self.hand_number - 1) % n:
            problems.append("the dealer is not the one the rotation gives")
        top = max(self.scores)
        leaders = tuple(s for s, p in enumerate(self.scores) if p == top)
        if over != (bool(self.results) and top >= self.target and len(leaders) == 1):
            problems.append("the game's end does not follow the scores")
        if self.winners != (leaders if over else ()):
            problems.append("the winners are not the seat ahead at the end")
        return problems

    # --- saves -------------------------------------------------------------------------------------
    def snapshot(self) -> dict[str, JSONValue]:
        return {
            "phase": self.phase,
            "dealer": self.dealer,
            "hand_number": self.hand_number,
            "to_move": self.to_move,
            "cards": self.cards.to_json(),
            "requirement": _requirement_json(self.requirement),
            "turns": list(self._rows),
            "passes": self.passes,
            "scores": list(self.scores),
            "results": [[r.number, list(r.winners), r.closed, r.points, list(r.left)] for r in self.results],
            "winners": list(self.winners),
            "last": None
            if self.last is None
            else [
                self.last.seat,
                None if self.last.action is None else self.last.action.encode(),
                None if not isinstance(self.last.detail, HandResult) else len(self.results),
            ],
        }

    @classmethod
    def from_snapshot(
        cls, players: int, seed: int, options: Mapping[str, JSONValue], snapshot: Mapping[str, JSONValue]
    ) -> DomiDrez:
        fields = SnapshotFields(cls, snapshot)
        state = cls(players, seed, options)
        n = players

        def requirement_of(value: Any, what: str) -> Requirement:
            figure, colour = fields.list(value, what, length=2)
            letters = {f.letter: f for f in Figure}
            fields.check(isinstance(figure, str) and figure in letters, f"has {what} with no figure")
            return Requirement(letters[figure], Colour(fields.int(colour, f"{what} colour", 1, 9)))

        state.phase = fields.word(fields["phase"], "phase", PHASES)
        state.dealer = fields.seat(fields["dealer"], "dealer", n)
        state.hand_number = fields.int(fields["hand_number"], "hand_number", 1, 100_000)
        state.to_move = fields.seat(fields["to_move"], "to_move", n)
        state.cards = Table.from_json(state.layout, fields["cards"], fail=fields.fail)
        state.requirement = requirement_of(fields["requirement"], "requirement")
        state.turns, state._rows = [], []
        state.named, state.lacks = [None], [None] * n
        for index, entry in enumerate(fields.list(fields["turns"], "turns", max_length=100_000)):
            seat, faced, code, named, drew = fields.list(entry, f"turns[{index}]", length=5)
            card: PokerDrezCard | None = None
            if code is not None:
                try:
                    card = PokerDrezCard.decode(code) if isinstance(code, str) else None
                except ValueError:
                    card = None
                fields.check(card is not None, f"has turns[{index}] card {code!r}, not a card")
            state._record(
                Turn(
                    fields.seat(seat, f"turns[{index}] seat", n),
                    requirement_of(faced, f"turns[{index}] faced"),
                    card,
                    None if named is None else requirement_of(named, f"turns[{index}] named"),
                    fields.bool(drew, f"turns[{index}] drew"),
                )
            )
        state.passes = fields.int(fields["passes"], "passes", 0, n)
        state.scores = fields.ints(fields["scores"], "scores", 0, 10_000_000, length=n)
        state.results = []
        for index, entry in enumerate(fields.list(fields["results"], "results", max_length=100_000)):
            number, winners, closed, points, left = fields.list(entry, f"results[{index}]", length=5)
            state.results.append(
                HandResult(
                    fields.int(number, f"results[{index}] number", 1),
                    tuple(fields.ints(winners, f"results[{index}] winners", 0, n - 1)),
                    fields.bool(closed, f"results[{index}] closed"),
                    fields.int(points, f"results[{index}] points", 0),
                    tuple(fields.ints(left, f"results[{index}] left", 0, len(state.layout.box), length=n)),
                )
            )
        state.winners = tuple(fields.ints(fields["winners"], "winners", 0, n - 1))
        last = fields["last"]
        if last is None:
            state.last = None
        else:
            seat_text, text, result = fields.list(last, "last", length=3)
            try:
                action = Action.decode(text) if isinstance(text, str) else None
            except ValueError:
                fields.fail(f"has a last action {text!r} that does not read")
            detail = None
            if result is not None:
                count = fields.int(result, "last result", 1, max(1, len(state.results)))
                fields.check(count == len(state.results), "has a last result that is not the last hand's")
                detail = state.results[-1]
            state.last = Event(fields.optional_seat(seat_text, "last seat", n), action, detail)
        state._legal = None
        return fields.finish(state)  # type: ignore[return-value]

    # --- words ---------------------------------------------------------------------------------------
    def describe(self, seat: Seat, action: Action, lang: str = "en") -> Msg:
        return action_msg(seat, action)

    def describe_result(self, seat: Seat, action: Action) -> Msg | None:
        if self.last is None or not isinstance(self.last.detail, HandResult):
            return None
        result = self.last.detail
        if result.closed:
            return TEXTS.msg(
                "Closed game: fewest cards wins, {points} points each to the winners",
                {"points": result.points},
            )
        return TEXTS.msg(
            "{who} is out of cards and scores {points}",
            {"who": SeatWord(result.winners[0]), "points": result.points},
        )


def shown_lacks(
    turns: list[Turn] | tuple[Turn, ...], seat: Seat, held: int
) -> list[tuple[int, tuple[Requirement, ...]]]:
    """What this hand's record shows of ``seat``'s ``held`` cards: groups of (how many cards, the
    requirements none of them fits). A seat that drew or passed facing R held no card R admits
    (neutral cards included). Of the cards it holds now, all but those it drew since (that draw
    included) were in its hand then, and so were in its hand at each later draw or pass: those
    cards fit none of the requirements faced from then on. Cards laid since say nothing of the
    rest, and which cards were laid is unknown, so the count is the least it can be."""
    own = [turn for turn in turns if turn.seat == seat and turn.card is None]
    no_play = [turn.faced for turn in own]
    # the draws from each of them on (that one included), counted from the last back
    drawn_since = [0] * len(own)
    count = 0
    for place in range(len(own) - 1, -1, -1):
        count += own[place].drew
        drawn_since[place] = count
    groups: list[tuple[int, tuple[Requirement, ...]]] = []
    placed = 0
    for place in range(len(own)):
        least = max(0, held - drawn_since[place])
        if least > placed:
            groups.append((least - placed, tuple(no_play[place:])))
            placed = least
    return groups


@dataclass(frozen=True, slots=True)
class _Plan:
    """``DomiDrez._sampling_plan``: what a sample of the hidden cards is drawn by, and what from."""

    key: tuple[Seat, tuple[Turn, ...], tuple[tuple[PokerDrezCard, ...], ...]]
    hidden: tuple[str, ...]
    pool: tuple[PokerDrezCard, ...]
    groups: tuple[tuple[str, int, frozenset[int]], ...]  # (zone, how many cards, the ranks they may have)


@dataclass(frozen=True, slots=True)
class _Scan:
    """What a hand's turns say, read from the first turn on (``DomiDrez._hand_problems``): the
    invariants read it at every step, and a hand runs to a thousand turns, so a scan of the turns
    so far goes on from the last one when they still begin with the turns it read."""

    key: tuple[int, Seat, Requirement | None]  # players, the first seat, what the first card asked
    turns: tuple[Turn, ...]
    problems: tuple[str, ...]
    laid: tuple[PokerDrezCard, ...]
    req: Requirement | None
    passes: int
    drawn: tuple[int, ...]
    played: tuple[int, ...]
    named: tuple[Requirement | None, ...]
    lacks: tuple[Requirement | None, ...]


def _scan_turns(turns: list[Turn], n: int, first: Seat, start: Requirement | None, before: _Scan | None) -> _Scan:
    """The scan of ``turns``, going on from ``before`` when it read the same game's first turns (the
    same objects or equal ones: a tuple comparison, at C speed), else from the first turn."""
    key = (n, first, start)
    seen = () if before is None else before.turns
    if before is not None and before.key == key and len(seen) <= len(turns) and tuple(turns[: len(seen)]) == seen:
        problems, laid = list(before.problems), list(before.laid)
        req, passes, drawn, played = before.req, before.passes, list(before.drawn), list(before.played)
        named, lacks = list(before.named), list(before.lacks)
    else:
        seen = ()
        problems, laid, req, passes = [], [], start, 0
        drawn, played, named, lacks = [0] * n, [0] * n, [None], [None] * n
    for index in range(len(seen), len(turns)):
        turn = turns[index]
        if turn.seat != (first + index) % n:
            problems.append(f"turn {index + 1} is out of turn")
        if turn.faced != req:
            problems.append(f"turn {index + 1} faced what the line did not ask")
        if not 0 <= turn.seat < n:
            continue  # (out of turn, said above; it counts for no seat)
        if turn.card is not None:
            laid.append(turn.card)
            played[turn.seat] += 1
            named.append(turn.named)
            lacks[turn.seat] = None
            if not (turn.drew is False and (req is None or req.admits(turn.card))):
                problems.append(f"turn {index + 1} lays a card that does not fit")
            if turn.card.is_neutral:
                req = turn.named if turn.named is not None else req
            elif turn.named is not None:
                problems.append(f"turn {index + 1} names a requirement with a figure card")
            elif turn.card.figure is not None and turn.card.colour is not None:
                req = Requirement(turn.card.figure, turn.card.colour)
            passes = 0
        elif turn.drew:
            drawn[turn.seat] += 1
            lacks[turn.seat] = turn.faced
            passes = 0
        else:
            lacks[turn.seat] = turn.faced
            passes += 1
    return _Scan(
        key,
        tuple(turns),
        tuple(problems),
        tuple(laid),
        req,
        passes,
        tuple(drawn),
        tuple(played),
        tuple(named),
        tuple(lacks),
    )


def _take(pool: list[PokerDrezCard], ranks: list[int], fits: frozenset[int], count: int) -> list[PokerDrezCard]:
    """Take ``count`` cards off ``pool`` (``ranks``: their ranks, kept in step) for a group whose cards
    have ranks in ``fits``: the first that fit, in the pool's order; when too few fit, the pool's
    last cards, last first (none left that fits the record: the sample keeps a card that breaks it,
    rather than fail). The same cards in the same order as taking the first that fits, or else
    the last, ``count`` times over, in one pass read in C."""
    taken = list(islice(compress(range(len(ranks)), map(fits.__contains__, ranks)), count))
    held = [pool[i] for i in taken]
    for i in reversed(taken):
        del pool[i], ranks[i]
    short = count - len(taken)
    if short:
        held += reversed(pool[len(pool) - short :])
        del pool[len(pool) - short :], ranks[len(ranks) - short :]
    return held


def _fits_none(card: PokerDrezCard, lacks: tuple[Requirement, ...]) -> bool:
    return not any(req.admits(card) for req in lacks)


def _fitting_none(lacks: tuple[Requirement, ...]) -> frozenset[PokerDrezCard]:
    """The cards that fit none of ``lacks`` (determinize asks this at every sample): no neutral card,
    and none of their figures or colours."""
    return _sharing_none(frozenset(req.figure for req in lacks), frozenset(req.colour for req in lacks))


@functools.lru_cache(maxsize=4096)
def _ranks_fitting_none(lacks: tuple[Requirement, ...]) -> frozenset[int]:
    """The ranks (``ORDER_KEY``) of ``_fitting_none(lacks)``: sets of ints are read in C."""
    return frozenset(map(ORDER_KEY, _fitting_none(lacks)))


@functools.lru_cache(maxsize=4096)
def _sharing_none(figures: frozenset[Figure], colours: frozenset[Colour]) -> frozenset[PokerDrezCard]:
    return frozenset(
        card
        for card in CARD_ORDER
        if card.figure is not None and card.figure not in figures and card.colour not in colours
    )


def _turn_row(t: Turn) -> JSONValue:
    """A turn as the snapshot writes it: [seat, faced, card or None, named or None, drew]."""
    return [
        t.seat,
        _requirement_json(t.faced),
        None if t.card is None else t.card.encode(),
        None if t.named is None else _requirement_json(t.named),
        t.drew,
    ]


def _requirement_json(req: Requirement) -> JSONValue:
    return [req.figure.letter, req.colour.number]


# Kept: what an action says depends on the seat and the action alone, and the soak describes the
# legal actions at every step (a message object met again is not rendered again).
@functools.lru_cache(maxsize=4096)
def action_msg(seat: Seat, action: Action) -> Msg:
    """What ``action`` of ``seat`` does, for the log."""
    who = SeatWord(seat)
    if action.kind == DRAW:
        return TEXTS.msg("{who} has no card that fits and draws", {"who": who})
    if action.kind == PASS:
        return TEXTS.msg("{who} has no card that fits and passes", {"who": who})
    played = read_play(action)
    if played is not None and played.named is not None:
        return TEXTS.msg(
            "{who} lays a neutral card and asks for {figure} or {colour}",
            {
                "who": who,
                "figure": TEXTS.msg(FIGURE_NAMES[played.named.figure]),
                "colour": TEXTS.msg(COLOUR_NAMES[played.named.colour]),
            },
        )
    if played is not None:
        return TEXTS.msg("{who} lays {card}", {"who": who, "card": card_name(played.card)})
    return TEXTS.msg("{who}: {action}", {"who": who, "action": action.encode()})


def card_name(card: PokerDrezCard) -> Msg:
    return TEXTS.msg(CARD_NAMES[card.encode()])


def requirement_words(req: Requirement) -> Msg:
    return TEXTS.msg(
        "{figure} or {colour}",
        {"figure": TEXTS.msg(FIGURE_NAMES[req.figure]), "colour": TEXTS.msg(COLOUR_NAMES[req.colour])},
    )


__all__ = ["NEUTRAL", "DomiDrez", "hand_size", "shown_lacks"]
