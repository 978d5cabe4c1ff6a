"""RummiDrez (rulebook 003, "RummiDrez"): rummy with two PokerDrez decks. Lay runs of one figure or
one colour from your hand, rework the runs on the table to fit more in, and be first to empty your
hand; the cards left in the others' hands are your points. 2 to 4 players, or alone.

Seats are numbered in play order. Actions and their text forms: ``games/rummidrez/view.py``; runs and
their text forms: ``games/rummidrez/rules.py``.

The rules (each tested in tests/rules/test_rummidrez.py, which quotes the rulebook):
- Two decks shuffled together, 112 cards; 14 cards to each player; the rest is the stock.
- Runs: one figure in consecutive colour numbers (3 to 9 cards, no colour twice), or one colour in
  consecutive figures Bufón, Dama, Torre, Alfil, Caballo, Peón (3 to 6 cards, no figure twice). A
  neutral card fills one missing card between two others; a Bufón (Jóker) is an ordinary figure.
- A player's first lay (the opening) puts at least seven cards from the hand down in runs of their
  own; until then the player draws a card each turn.
- After the opening a player may lay any number of cards: new runs, or cards added to any run on the
  table, and may take runs on the table apart and build them again, as long as at the end every run
  on the table is valid, every card that was on the table still is, and at least one card came from
  the hand. A player who lays nothing draws a card, and the turn passes.
- The first to lay the last card of the hand wins the hand and scores the cards left in the other
  hands; the first to 14 points (2 players), 28 (3) or 42 (4) wins the game.
- Alone: lay the cards as they come from the stock; the cards left in hand are the record.

Decisions where the rulebook is silent (also on the rules screen, "our decisions"):
- D1 The first dealer is the last seat, so seat 0 plays first; the deal passes one seat in play
  order each hand.
- D2 A neutral card stands only between two real cards of its run ("como conexión entre otras dos
  cartas"): never at either end. A run may hold several neutral cards, side by side too.
- D3 Both kinds of group are runs in order: the text's "grupos del mismo color" must stay "ordenados"
  after a rework, so a set of one colour in any order is not a group.
- D4 The opening is seven cards (not points), neutral cards included, all in new runs of the
  player's own cards: it may not add to the table or rework it. Rework comes only after it.
- D5 A player may draw even when able to lay (players hold cards back at a real table).
- D6 A card never goes from the table to a hand: a neutral card freed by a rework stays on the table
  in another run.
- D7 When the stock is empty, a player who lays nothing passes; when every player in turn has
  passed, the hand is blocked: the player with the fewest cards wins it and scores, from each other
  player, the difference of cards; a tie for fewest scores nobody.
- D8 "Por tiempo": an engine cannot watch a clock (a saved game must replay alike), so the timed
  game is a set number of hands (1, 3 or 5, an option); the most points then wins, ties share.
- D9 Alone, the game ends when the last card of the stock is drawn (what is still in hand is the
  record); the opening of seven cards applies alone too. A hand emptied before that draws on.
- D10 A lay is one move: the table as it will be when the turn ends. One lay may name at most as
  many runs as fit in a saved move (about thirty runs taken off and put down).
"""

from __future__ import annotations

import bisect
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from game.cards.pokerdrez import NEUTRAL, PokerDrezCard, deck, sort_hand
from game.core import Action, GameState, JSONValue, OptionSpec, Outcome, Seat, copy_generator, placing_from_scores
from game.snapshot_fields import SnapshotFields
from game.text import N_, Msg
from game.text import Seat as SeatWord
from game.view import Event, turn_fields
from games.rummidrez import SPEC
from games.rummidrez.rules import (
    COLOUR_RUN,
    FIGURE_RUN,
    Meld,
    decode,
    fault,
    meld_of,
    neighbours,
    runs_in,
)
from games.rummidrez.texts import PROBLEMS, RATINGS, TEXTS
from games.rummidrez.view import (
    BLOCKED,
    DRAW,
    LAY,
    OUT,
    PASS,
    PHASE_OVER,
    PHASE_PLAY,
    Composition,
    HandResult,
    Laid,
    RummiDrezView,
    TableMeld,
    lay,
    read_lay,
)

HAND_SIZE = 14
OPENING = 7
POINTS_PER_OPPONENT = 14
HANDS_CHOICES = (0, 1, 3, 5)
LONGEST_ACTION = 200  # Action.decode reads no longer text: a lay must fit in a save
BOX: tuple[PokerDrezCard, ...] = tuple(deck(2))
CARD_ORDER = {c: i for i, c in enumerate(sort_hand(set(BOX)))}
# The same order looked up by the card object's id: every card of the game is one of the deck
# module's shared values, which live as long as the program, so their ids stay theirs. Hashing a card
# goes through three Python calls, and the listed moves look cards up thousands of times a second; a
# card that is not a shared value (none is, today) is found by its hash instead.
_ORDER_BY_ID = {id(c): i for c, i in CARD_ORDER.items()}


def _order(c: PokerDrezCard) -> int:
    found = _ORDER_BY_ID.get(id(c))
    return CARD_ORDER[c] if found is None else found


DRAW_ACTION, PASS_ACTION = Action(DRAW), Action(PASS)


def _cards_sorted(melds: Sequence[Meld]) -> tuple[PokerDrezCard, ...]:
    return tuple(sorted((c for m in melds for c in m.cards), key=_order))


def target_for(players: int) -> int:
    """ "14 puntos de victoria si son dos jugadores, 28 si son tres o 42 si son cuatro"."""
    return POINTS_PER_OPPONENT * (players - 1)


def _sorted(cards: list[PokerDrezCard]) -> list[PokerDrezCard]:
    return sorted(cards, key=_order)


def cards_of(melds: Sequence[Meld]) -> Counter[PokerDrezCard]:
    total: Counter[PokerDrezCard] = Counter()
    for meld in melds:
        total.update(meld.cards)
    return total


def blocked_score(left: Sequence[int]) -> tuple[Seat | None, int]:
    """D7: the seat with the fewest cards and what it scores; (None, 0) when several tie."""
    fewest = min(left)
    tied = [s for s, n in enumerate(left) if n == fewest]
    if len(tied) > 1:
        return None, 0
    return tied[0], sum(n - fewest for n in left)


class RummiDrez(GameState, spec=SPEC):
    options_spec = (
        OptionSpec(
            "hands",
            0,
            HANDS_CHOICES,
            label=N_("Length"),
            choice_labels={
                "0": N_("To 14 points per opponent"),
                "1": N_("One hand"),
                "3": N_("Three hands (timed)"),
                "5": N_("Five hands (timed)"),
            },
        ),
    )

    # --- set-up --------------------------------------------------------------------------------
    def setup(self) -> None:
        n = self.players
        self.solo_game = n == 1
        self.hands_to_play = 0 if self.solo_game else int(str(self.options["hands"]))
        self.target = target_for(n) if not self.solo_game and self.hands_to_play == 0 else 0
        self.dealer: Seat = n - 1  # D1
        self.hand_number = 0
        self.scores = [0] * n
        self.results: list[HandResult] = []
        self.winners: tuple[Seat, ...] = ()
        self.phase = PHASE_PLAY
        self.last: Event | None = None
        self._legal: list[Action] | None = None
        self._known: dict[Action, Laid] = {}
        self._ends_for: tuple[tuple[Meld, ...], dict[int, list[tuple[Action, Laid, str]]]] | None = None
        self._deal()

    def _deal(self) -> None:
        n = self.players
        self.hand_number += 1
        self.stock: list[PokerDrezCard] = list(BOX)
        self.shuffle(self.stock)
        self.hands: list[list[PokerDrezCard]] = [[] for _ in range(n)]
        # "Cada jugador recibirá 14 cartas al iniciar la partida": one at a time from the dealer's left
        for _ in range(HAND_SIZE):
            for i in range(n):
                self.hands[(self.dealer + 1 + i) % n].append(self.stock.pop())
        self.hands = [_sorted(h) for h in self.hands]
        self.table: list[Meld] = []
        self.opened = [False] * n
        self.turn: Seat = (self.dealer + 1) % n
        self.idle = 0
        self._legal = None

    # --- reading the state -------------------------------------------------------------------------
    def to_act(self) -> tuple[Seat, ...]:
        return () if self.phase == PHASE_OVER else (self.turn,)

    def is_over(self) -> bool:
        return self.phase == PHASE_OVER

    def hand(self, seat: Seat) -> tuple[PokerDrezCard, ...]:
        return tuple(self.hands[seat])

    # --- legal actions --------------------------------------------------------------------------------
    def legal_actions(self, seat: Seat) -> list[Action]:
        """Drawing (or passing when the stock is empty) and a canonical choice of lays: the opening
        a quick search finds, then every run in the hand and every card that extends a run on the
        table. Any other lay that meets the rules is accepted too (``is_legal`` judges it)."""
        if seat not in self.to_act():
            return []
        if self._legal is None:
            self._legal = self._generate(seat)
        return list(self._legal)

    def _generate(self, seat: Seat) -> list[Action]:
        first = DRAW_ACTION if self.stock else PASS_ACTION
        hand = self.hands[seat]
        # each listed lay with what it does, so that playing it needs no judging (random play is
        # mostly these, and the bench counts them); each also with its text, the order of the list
        known: dict[Action, Laid] = {}
        texts: dict[Action, str] = {}
        if not self.opened[seat]:
            for melds in openings(hand):
                action, laid, text = _opening_lay(melds)
                known[action] = laid
                texts[action] = text
        else:
            for meld in runs_in(hand):
                action, laid, text = _own_lay(meld)
                known[action] = laid
                texts[action] = text
            ends = self._ends()
            # the hand's cards by place in CARD_ORDER, found by loops that run in C (see _ORDER_BY_ID)
            try:
                places = set(map(_ORDER_BY_ID.__getitem__, map(id, hand)))
            except KeyError:
                places = set(map(CARD_ORDER.__getitem__, hand))
            for index in ends.keys() & places:
                for action, laid, text in ends[index]:
                    known[action] = laid
                    texts[action] = text
        self._known = known
        return [first, *sorted(known, key=texts.__getitem__)]

    def _ends(self) -> dict[int, list[tuple[Action, Laid, str]]]:
        """Each card (by its place in CARD_ORDER) that extends a run of the table at one end, with
        the lay that puts it there; worked out again only when the table changes. A run lying twice
        gives its lays twice, which the list makes once."""
        key = tuple(self.table)
        if self._ends_for is None or self._ends_for[0] != key:
            ends: dict[int, list[tuple[Action, Laid, str]]] = {}
            cache = _END_LAYS
            for meld in key:
                hit = cache.get(id(meld))
                for index, lay_there in hit[1] if hit is not None and hit[0] is meld else _end_lays(meld):
                    found = ends.get(index)
                    if found is None:
                        ends[index] = [lay_there]
                    else:
                        found.append(lay_there)
            self._ends_for = (key, ends)
        return self._ends_for[1]

    def is_legal(self, seat: Seat, action: Action) -> bool:
        if seat not in self.to_act():
            return False
        if action.kind == DRAW:
            return action == DRAW_ACTION and bool(self.stock)
        if action.kind == PASS:
            return action == PASS_ACTION and not self.stock
        if action.kind != LAY:
            return False
        if self._legal is not None and action in self._known:  # the listed lays (a dict: no scan)
            return True
        return isinstance(self.judge(seat, action), Laid)

    def why_illegal(self, seat: Seat, action: Action) -> str:
        if action.kind == DRAW:
            return "the stock is empty: pass, or lay" if not self.stock else "draw takes no arguments: draw"
        if action.kind == PASS:
            return (
                "you may pass only when the stock is empty: draw, or lay" if self.stock else "pass takes no arguments"
            )
        if action.kind != LAY:
            return "the moves are draw, pass (the stock empty) and lay:RUN,... (lay:A35,K6TC)"
        judged = self.judge(seat, action)
        return PROBLEMS[judged] if isinstance(judged, str) else "not a legal lay now"

    def judge(self, seat: Seat, action: Action) -> Laid | str:
        """What a lay does, or the key of PROBLEMS saying why it is refused."""
        read = read_lay(action)
        if read is None:
            return "form"
        taken_codes, put_codes = read
        if len(action.encode()) > LONGEST_ACTION:
            return "too_long"  # D10
        taken = [decode(code) for code in taken_codes]
        put = [decode(code) for code in put_codes]
        if any(m is None for m in taken) or any(m is None for m in put):
            return "form"
        taken_melds = [m for m in taken if m is not None]
        put_melds = [m for m in put if m is not None]
        if not put_melds:
            return "nothing"
        on_table = Counter(self.table)
        if Counter(taken_melds) - on_table:
            return "not_on_table"
        if taken_melds and not self.opened[seat]:
            return "closed_table"  # D4
        cards_put, cards_taken = cards_of(put_melds), cards_of(taken_melds)
        if cards_taken - cards_put:
            return "lost_card"  # D6: "cards that were on the table stay on the table"
        from_hand = cards_put - cards_taken
        if from_hand - Counter(self.hands[seat]):
            return "not_in_hand"
        laid = sum(from_hand.values())
        if laid == 0:
            return "no_hand_card"  # "el jugador haya bajado al menos una carta propia"
        if not self.opened[seat] and laid < OPENING:
            return "opening"  # "un mínimo de siete cartas formando grupos propios"
        return Laid(
            tuple(m.code for m in taken_melds),
            tuple(m.code for m in put_melds),
            tuple(_sorted(list(from_hand.elements()))),
        )

    # --- playing ---------------------------------------------------------------------------------------
    def _apply(self, seat: Seat, action: Action) -> None:
        listed = self._legal is not None and action in self._known
        self._legal = None
        detail: Any = None
        if action.kind == DRAW:
            # "deberá robar una del mazo y pasar el turno"
            bisect.insort(self.hands[seat], self.stock.pop(), key=_order)
            self.mark_irreversible()
            self.last = Event(seat, action, None)
            if self.solo_game and not self.stock:  # D9
                self.phase = PHASE_OVER
                return
            self._next()
            return
        if action.kind == PASS:
            self.last = Event(seat, action, None)
            self.idle += 1
            if self.idle >= self.players:  # D7
                self._end_hand(BLOCKED, None)
                return
            self._next()
            return
        laid = self._known.get(action) if listed else None
        if laid is None:
            judged = self.judge(seat, action)
            assert isinstance(judged, Laid)
            laid = judged
        detail = laid
        self._lay(seat, laid)
        self.last = Event(seat, action, detail)
        self.idle = 0
        if not self.hands[seat] and not self.solo_game:
            self._end_hand(OUT, seat)  # "Ganará el jugador que se quede antes sin cartas en su mano"
            return
        self._next()

    def _next(self) -> None:
        self.turn = (self.turn + 1) % self.players

    def _lay(self, seat: Seat, laid: Laid) -> None:
        """Take the runs off and put the new ones down: a new run takes the place of a run of the same
        figure or colour taken off (so an extended run stays where it was), the others go last."""
        used: set[int] = set()
        freed: list[tuple[int, Meld]] = []
        for code in laid.taken:
            meld = decode(code)
            assert meld is not None
            index = next(i for i, m in enumerate(self.table) if m == meld and i not in used)
            used.add(index)
            freed.append((index, meld))
        slots: dict[int, Meld] = {}
        rest: list[Meld] = []
        for code in laid.put:
            meld = decode(code)
            assert meld is not None
            spot = next(
                (i for i, old in freed if i not in slots and old.kind == meld.kind and old.key == meld.key), None
            )
            if spot is None:
                spot = next((i for i, _ in freed if i not in slots), None)
            if spot is None:
                rest.append(meld)
            else:
                slots[spot] = meld
        table: list[Meld] = []
        for i, m in enumerate(self.table):
            if i not in used:
                table.append(m)
            elif i in slots:
                table.append(slots[i])
        self.table = table + rest
        hand = list(self.hands[seat])
        for c in laid.from_hand:  # taking cards out of a sorted hand leaves it sorted
            hand.remove(c)
        self.hands[seat] = hand
        self.opened[seat] = True

    def _end_hand(self, how: str, winner: Seat | None) -> None:
        left = tuple(len(h) for h in self.hands)
        if how == OUT:
            assert winner is not None
            # "la cantidad de cartas que le hayan quedado en la mano a los jugadores contrarios"
            points = sum(left)
        else:
            winner, points = blocked_score(left)
        if winner is not None:
            self.scores[winner] += points
        self.results.append(HandResult(self.hand_number, how, winner, points, left))
        if self._match_over():
            self.phase = PHASE_OVER
            top = max(self.scores)
            self.winners = tuple(s for s, p in enumerate(self.scores) if p == top)
            return
        self.dealer = (self.dealer + 1) % self.players  # D1
        self._deal()

    def _match_over(self) -> bool:
        if self.hands_to_play:  # D8
            return len(self.results) >= self.hands_to_play
        return max(self.scores) >= self.target

    # --- the end ----------------------------------------------------------------------------------------
    def outcome(self) -> Outcome | None:
        if self.phase != PHASE_OVER:
            return None
        if self.solo_game:
            left = len(self.hands[0])
            rating = "perfect" if left == 0 else "good" if left <= 5 else "done"
            return Outcome(
                scores=(float(-left),),
                placing=(1,) if left == 0 else (2,),
                rating=rating,
                detail=(TEXTS.msg("Cards left in hand: {n}", {"n": left}),),
            )
        detail = tuple(
            TEXTS.msg("{who} wins with {points} points", {"who": SeatWord(s), "points": self.scores[s]})
            for s in self.winners
        )
        return Outcome(
            scores=tuple(float(p) for p in self.scores), placing=placing_from_scores(self.scores), detail=detail
        )

    def rating_name(self, rating: str, lang: str = "en") -> Msg:
        return TEXTS.msg(RATINGS.get(rating, RATINGS["done"]))

    # --- information ---------------------------------------------------------------------------------------
    def view(self, seat: Seat | None) -> RummiDrezView:
        own = seat is not None and 0 <= seat < self.players
        return RummiDrezView(
            **turn_fields(self, seat),
            last=self.last,
            phase=self.phase,
            players=self.players,
            dealer=self.dealer,
            hand_number=self.hand_number,
            target=self.target,
            hands=self.hands_to_play,
            scores=tuple(self.scores),
            hand=tuple(self.hands[seat]) if own and seat is not None else None,
            hand_counts=tuple(len(h) for h in self.hands),
            opened=tuple(self.opened),
            stock_count=len(self.stock),
            table=tuple(TableMeld(m.code, m.cards) for m in self.table),
            idle=self.idle,
            opening=OPENING,
            results=tuple(self.results),
            winners=self.winners,
        )

    def preview(self, seat: Seat, tentative: object) -> Composition | None:
        """What a table a person is composing makes: ``tentative`` is ``("table", groups)``, each group
        a tuple of card codes (the whole table as the person has arranged it, with the cards of the
        hand put into it). Each group's run or fault, and the lay that plays it, or why not."""
        if seat not in self.to_act() or not isinstance(tentative, tuple) or len(tentative) != 2:
            return None
        word, groups = tentative
        if word != "table" or not isinstance(groups, tuple):
            return None
        codes: list[str | None] = []
        ordered: list[tuple[PokerDrezCard, ...]] = []
        faults: list[str | None] = []
        melds: list[Meld] = []
        try:
            for group in groups:
                cards = [PokerDrezCard.decode(code) for code in group]
                meld = meld_of(cards)
                codes.append(None if meld is None else meld.code)
                ordered.append(tuple(cards) if meld is None else meld.cards)
                faults.append(fault(cards))
                if meld is not None:
                    melds.append(meld)
        except (TypeError, ValueError):
            return None
        before = Counter(self.table)
        after = Counter(melds)
        common = before & after
        taken, put = before - common, after - common
        # the cards composed beyond the table's: what the hand has given so far, valid groups or not
        composed = sum(len(group) for group in groups)
        from_hand = max(0, composed - sum(len(m) for m in self.table))
        if any(code is None for code in codes):
            return Composition(tuple(codes), tuple(ordered), tuple(faults), from_hand, None, "not_run")
        if not put:
            return Composition(tuple(codes), tuple(ordered), tuple(faults), 0, None, "nothing")
        action = lay([m.code for m in put.elements()], [m.code for m in taken.elements()])
        judged = self.judge(seat, action)
        if isinstance(judged, str):
            return Composition(tuple(codes), tuple(ordered), tuple(faults), from_hand, None, judged)
        return Composition(tuple(codes), tuple(ordered), tuple(faults), len(judged.from_hand), action, None)

    def determinize(self, seat: Seat, rng: random.Random) -> RummiDrez:
        """The hands ``seat`` cannot see and the stock dealt anew from the cards it has not seen, each
        keeping its size; the table and the seat's own hand stay; the generator reseeded."""
        clone = self.clone()
        others = [s for s in range(self.players) if s != seat]
        pool = [c for s in others for c in self.hands[s]] + list(self.stock)
        pool.sort(key=_order)
        rng.shuffle(pool)
        at = 0
        for s in others:
            size = len(self.hands[s])
            clone.hands[s] = _sorted(pool[at : at + size])
            at += size
        clone.stock = pool[at:]
        clone.rng = random.Random(rng.getrandbits(64))
        clone._legal = None
        return clone

    def clone(self) -> RummiDrez:
        other = RummiDrez.__new__(RummiDrez)
        other.__dict__.update(self.__dict__)
        other.rng = copy_generator(self.rng)
        other.history = list(self.history)
        other.options = dict(self.options)
        other.hands = [list(h) for h in self.hands]
        other.stock = list(self.stock)
        other.table = list(self.table)
        other.opened = list(self.opened)
        other.scores = list(self.scores)
        other.results = list(self.results)
        return other

    # --- the laws ----------------------------------------------------------------------------------------
    def invariant_violations(self) -> list[str]:
        problems: list[str] = []
        held: Counter[PokerDrezCard] = Counter(self.stock)
        for h in self.hands:
            held.update(h)
        held.update(cards_of(self.table))
        if held != Counter(BOX):
            problems.append("the cards in hands, stock and table are not the two decks")
        for meld in self.table:
            if decode(meld.code) != meld:
                problems.append(f"{meld.code} on the table is not a valid run")
        for s, h in enumerate(self.hands):
            if h != _sorted(list(h)):
                problems.append(f"hand {s} is not in order")
            if not self.opened[s] and self.phase == PHASE_PLAY and len(h) < HAND_SIZE:
                problems.append(f"seat {s} holds fewer than {HAND_SIZE} cards before its opening")
        if self.table and not any(self.opened):
            problems.append("runs on the table before anyone opened")
        totals = [0] * self.players
        for number, r in enumerate(self.results):
            if r.number != number + 1:
                problems.append(f"hand {number + 1} is numbered {r.number}")
            if r.how == OUT:
                ok = r.winner is not None and r.left[r.winner] == 0 and r.points == sum(r.left)
            else:
                ok = (r.winner, r.points) == blocked_score(r.left)
            if not ok:
                problems.append(f"hand {number + 1}'s score does not follow from the cards left")
            if r.winner is not None and 0 <= r.winner < self.players:
                totals[r.winner] += r.points
        if totals != self.scores:
            problems.append("the scores are not the sum of the hands")
        over = self.phase == PHASE_OVER
        if not self.solo_game:
            if self.hand_number != len(self.results) + (0 if over else 1):
                problems.append("the hand number does not follow the hands played")
            if over != (bool(self.results) and self._match_over()):
                problems.append("the game's end does not follow the scores")
            if self.stock and self.idle:
                problems.append("passes while the stock still holds cards")
        elif over and self.stock:
            problems.append("a solo game ended with cards in the stock")
        return problems

    # --- saves --------------------------------------------------------------------------------------------
    def snapshot(self) -> dict[str, JSONValue]:
        return {
            "phase": self.phase,
            "turn": self.turn,
            "dealer": self.dealer,
            "hand_number": self.hand_number,
            "hands": [[c.encode() for c in h] for h in self.hands],
            "stock": [c.encode() for c in self.stock],
            "table": [m.code for m in self.table],
            "opened": list(self.opened),
            "idle": self.idle,
            "scores": list(self.scores),
            "results": [[r.number, r.how, r.winner, r.points, list(r.left)] for r in self.results],
            "winners": list(self.winners),
            "last": None
            if self.last is None
            else [self.last.seat, None if self.last.action is None else self.last.action.encode()],
        }

    @classmethod
    def from_snapshot(
        cls, players: int, seed: int, options: Mapping[str, JSONValue], snapshot: Mapping[str, JSONValue]
    ) -> RummiDrez:
        fields = SnapshotFields(cls, snapshot)
        state = cls(players, seed, options)
        n = players

        def cards(value: Any, what: str, most: int) -> list[PokerDrezCard]:
            found: list[PokerDrezCard] = []
            for code in fields.list(value, what, max_length=most):
                try:
                    found.append(PokerDrezCard.decode(code))
                except ValueError:
                    fields.fail(f"has {what} entry {code!r}, not a card")
            return found

        state.phase = fields.word(fields["phase"], "phase", (PHASE_PLAY, PHASE_OVER))
        state.turn = fields.seat(fields["turn"], "turn", n)
        state.dealer = fields.seat(fields["dealer"], "dealer", n)
        state.hand_number = fields.int(fields["hand_number"], "hand_number", 1, 100_000)
        hands = fields.list(fields["hands"], "hands", length=n)
        state.hands = [_sorted(cards(h, f"hands[{s}]", len(BOX))) for s, h in enumerate(hands)]
        state.stock = cards(fields["stock"], "stock", len(BOX))
        state.table = []
        for code in fields.list(fields["table"], "table", max_length=len(BOX)):
            meld = decode(code) if isinstance(code, str) else None
            fields.check(meld is not None, f"has {code!r} on the table, not a run")
            assert meld is not None
            state.table.append(meld)
        state.opened = [fields.bool(v, "opened") for v in fields.list(fields["opened"], "opened", length=n)]
        state.idle = fields.int(fields["idle"], "idle", 0, n)
        state.scores = fields.ints(fields["scores"], "scores", 0, 10_000_000, length=n)
        state.results = []
        for index, entry in enumerate(fields.list(fields["results"], "results", max_length=100_000)):
            number, how, winner, points, left = fields.list(entry, f"results[{index}]", length=5)
            state.results.append(
                HandResult(
                    fields.int(number, f"results[{index}] number", 1),
                    fields.word(how, f"results[{index}] how", (OUT, BLOCKED)),
                    fields.optional_seat(winner, f"results[{index}] winner", n),
                    fields.int(points, f"results[{index}] points", 0, 10_000),
                    tuple(fields.ints(left, f"results[{index}] left", 0, len(BOX), length=n)),
                )
            )
        state.winners = tuple(fields.ints(fields["winners"], "winners", 0, n - 1))
        last = fields["last"]
        state.last = None
        if last is not None:
            who, text = fields.list(last, "last", length=2)
            seat = fields.optional_seat(who, "last seat", n)
            action: Action | None = None
            if text is not None:
                try:
                    action = Action.decode(text)
                except ValueError:
                    fields.fail(f"has a last action {text!r} that does not read")
            detail: Laid | None = None
            if action is not None and action.kind == LAY:
                read = read_lay(action)
                fields.check(read is not None, "has a last lay that does not read")
                assert read is not None
                taken = [decode(c) for c in read[0]]
                put = [decode(c) for c in read[1]]
                fields.check(all(m is not None for m in [*taken, *put]), "has a last lay of runs that are not runs")
                from_hand = cards_of([m for m in put if m is not None]) - cards_of([m for m in taken if m is not None])
                detail = Laid(read[0], read[1], tuple(_sorted(list(from_hand.elements()))))
            state.last = Event(seat, action, detail)
        state._legal = None
        return fields.finish(state)  # type: ignore[return-value]

    # --- words -----------------------------------------------------------------------------------------------
    def describe(self, seat: Seat, action: Action, lang: str = "en") -> Msg:
        who = SeatWord(seat)
        if action.kind == DRAW:
            return TEXTS.msg("{who} draws a card", {"who": who})
        if action.kind == PASS:
            return TEXTS.msg("{who} passes: the stock is empty", {"who": who})
        judged = self.judge(seat, action) if seat in self.to_act() else None
        if isinstance(judged, Laid):
            n = len(judged.from_hand)
            if not self.opened[seat]:
                return TEXTS.msg(
                    "{who} opens with {n} card", {"who": who, "n": n}, plural="{who} opens with {n} cards", n=n
                )
            if len(judged.taken) == 1 and len(judged.put) == 1:
                return TEXTS.msg(
                    "{who} adds {n} card to a run",
                    {"who": who, "n": n},
                    plural="{who} adds {n} cards to a run",
                    n=n,
                )
            if judged.taken:
                return TEXTS.msg(
                    "{who} lays {n} card, reworking the table",
                    {"who": who, "n": n},
                    plural="{who} lays {n} cards, reworking the table",
                    n=n,
                )
            return TEXTS.msg("{who} lays {n} card", {"who": who, "n": n}, plural="{who} lays {n} cards", n=n)
        return TEXTS.msg("{who}: {action}", {"who": who, "action": action.encode()})


# --- quick searches the listed moves use --------------------------------------------------------------
def extensions(meld: Meld, have: set[PokerDrezCard]) -> list[Meld]:
    """The runs ``meld`` becomes with one card of ``have`` added at either end."""
    return [grown for card, grown in neighbours(meld) if card in have]


def openings(hand: Sequence[PokerDrezCard], most: int = 6) -> list[tuple[Meld, ...]]:
    """A few openings (disjoint runs from the hand, at least seven cards together) a quick greedy
    search finds: starting from each run in turn, then the longest runs that still fit."""
    runs = runs_in(hand)
    if sum(len(m) for m in runs) < OPENING:  # not even all of them together (most hands)
        return []
    # longest first, then in the runs' own order (the fields a Meld compares, without its Python calls)
    runs.sort(key=lambda m: (m.lo - m.hi, m.kind, m.key, m.lo, m.hi, m.neutrals))
    # the hand as counts by place in CARD_ORDER: a list copies and counts faster than a Counter
    counts = [0] * len(CARD_ORDER)
    for c in hand:
        counts[_order(c)] += 1
    spare_at = CARD_ORDER[NEUTRAL]
    needs = [(m, _real_places(m), len(m.neutrals)) for m in runs]
    found: list[tuple[Meld, ...]] = []
    seen: set[tuple[Meld, ...]] = set()
    for first in needs[:most]:
        pool = counts.copy()
        chosen: list[Meld] = []
        for meld, places, neutrals in [first, *needs]:
            # a run holds each real card once; neutral cards may repeat
            if pool[spare_at] >= neutrals and all(pool[i] > 0 for i in places):
                for i in places:
                    pool[i] -= 1
                pool[spare_at] -= neutrals
                chosen.append(meld)
        if sum(len(m) for m in chosen) >= OPENING:
            key = tuple(sorted(chosen))
            if key not in seen:
                seen.add(key)
                found.append(key)
    return found


@lru_cache(maxsize=8192)
def _real_places(meld: Meld) -> tuple[int, ...]:
    """The places in CARD_ORDER of the real cards of ``meld``."""
    return tuple(CARD_ORDER[c] for c in meld.cards if not c.is_neutral)


@lru_cache(maxsize=8192)
def _opening_lay(melds: tuple[Meld, ...]) -> tuple[Action, Laid, str]:
    """The listed opening that puts ``melds`` down, what it does and its text (a hand that cannot
    open yet offers the same openings turn after turn)."""
    action = lay([m.code for m in melds])
    return action, Laid((), tuple(sorted(m.code for m in melds)), _cards_sorted(melds)), action.encode()


@lru_cache(maxsize=8192)
def _own_lay(meld: Meld) -> tuple[Action, Laid, str]:
    """The listed lay that puts ``meld`` down from the hand, what it does and its text (made once a
    run: the list is built again every turn)."""
    action = lay([meld.code])
    return action, Laid((), (meld.code,), _cards_sorted((meld,))), action.encode()


_END_LAYS: dict[int, tuple[Meld, tuple[tuple[int, tuple[Action, Laid, str]], ...]]] = {}


def _end_lays(meld: Meld) -> tuple[tuple[int, tuple[Action, Laid, str]], ...]:
    """Each card (by its place in CARD_ORDER) that extends ``meld`` at one end, with the listed lay
    that adds it, what it does and its text. Kept by the run object's id (hashing a run is a Python
    call; the runs of a table are the rules module's shared values), the run kept with it so that
    the id stays its own."""
    hit = _END_LAYS.get(id(meld))
    if hit is not None and hit[0] is meld:
        return hit[1]
    found = []
    for card, grown in neighbours(meld):
        action = lay([grown.code], [meld.code])
        found.append((CARD_ORDER[card], (action, Laid((meld.code,), (grown.code,), (card,)), action.encode())))
    if len(_END_LAYS) > 20_000:
        _END_LAYS.clear()
    _END_LAYS[id(meld)] = (meld, tuple(found))
    return tuple(found)


def neutral_count(cards: Sequence[PokerDrezCard]) -> int:
    return sum(1 for c in cards if c is NEUTRAL or c.is_neutral)


__all__ = ["COLOUR_RUN", "FIGURE_RUN", "RummiDrez", "extensions", "openings"]
