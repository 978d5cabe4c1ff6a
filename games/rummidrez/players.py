"""RummiDrez's computer players, reading only their seat's view (their hand, the table, who opened).

- easy: the listed lay that puts the most cards down (runs seen in the hand, single cards added to
  the ends of runs on the table); it never takes the table apart;
- normal: the largest lay made of new runs from its hand, its hand's cards added at the ends of the
  table's runs, and at most four of the table's runs taken apart, cut or joined (session 16:
  ``largest_lay`` with ``changes``, an integer program solved by HiGHS); draws when nothing can be
  laid;
- hard: the largest lay there is, the table reworked as much as it takes (``largest_lay``, the
  same solver; normal's model until session 15, when the two were nearly one player), playing the
  match rather than the lay. A hand is won by going out first and scores the cards left in the
  other hands. So hard:
  - goes out whenever the whole hand can be laid;
  - else lays all it can (session 14: every way of holding cards back measured
    lost points or was not shown to help; see docs/AI.md), but
  - keeps its neutral cards in hand unless laying them goes out or nothing else can be laid (a
    neutral card in hand fits almost any run later).
  Its rules that are off, each a ``Style`` field: holding back up to ``reserve`` cards while every
  opponent holds more than ``danger`` (sessions 11-13's hard), ``deny``, ``match_danger``,
  ``sample_below`` (weighing a few lays by the chance the opponent goes out on the table each
  leaves) and ``draw_hold`` (drawing rather than laying while it could lay few); session 15's
  ``read_draws`` (the hands dealt the opponent agree with every move of it read: ``DrawReader``)
  and ``count_outs`` (among lays of as many cards, the one keeping the most outs).

Normal and hard bound HiGHS by branch-and-bound nodes, not by wall-clock time, so a position gets
the same move however busy the machine is (see ``NODES``).
"""

from __future__ import annotations

import random
import zlib
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from game.cards.pokerdrez import NEUTRAL, Colour, Figure, PokerDrezCard, card, deck
from game.core import Action, GameState, Seat
from games.rummidrez.rules import Meld, decode
from games.rummidrez.solver import Plan, largest_lay
from games.rummidrez.view import DRAW, LAY, RummiDrezView, TableMeld, lay, read_lay

OPENING = 7
BOX = deck(2)
LONGEST_ACTION = 200
# HiGHS's time limit is on the wall clock, so under load a timed solve stops early and a player
# grows weaker the busier the machine (session 9 measured hard against normal that way). The bound
# is on branch-and-bound nodes instead: the same position gets the same move on any machine. 200
# nodes found the largest lay in every one of 62 positions of two games, the median solve 0.03 s
# CPU, the longest 0.3 s; the wall-clock limit stays only as a guard against a pathological solve.
NODES = 200
GUARD_SECONDS = 2.5
# How many of the table's runs normal may take apart, cut or join in a turn (a run grown at its ends
# is not counted). Session 16, on tuning seeds: hard won 27 of 40 matches against normal with 4, 20
# of 20 with 3 or 2; with none (the first try) easy won 91 of 200 against normal, and with the whole
# table normal was hard's model (hard 55.5%). With 4 it is a good table player who misses the long
# reworks (docs/AI.md, "Session 16").
NORMAL_CHANGES = 4


def _laid_count(action: Action) -> int:
    read = read_lay(action)
    if read is None:
        return 0
    taken, put = read
    count = 0
    for code in put:
        meld = decode(code)
        count += len(meld) if meld is not None else 0
    for code in taken:
        meld = decode(code)
        count -= len(meld) if meld is not None else 0
    return count


class RummiDrezPlayer:
    def __init__(self, name: str) -> None:
        self.name = name

    def choose(self, state: GameState, seat: Seat) -> Action:
        view = state.view(seat)
        assert isinstance(view, RummiDrezView)
        return self.choose_from_view(view)

    def choose_from_view(self, view: RummiDrezView) -> Action:
        fallback = view.legal[0]  # draw, or pass when the stock is empty
        listed = [a for a in view.legal if a.kind == LAY]
        if self.name == "easy" or view.hand is None:
            return max(listed, key=_laid_count, default=fallback)
        plan = self._plan(view)
        if plan is not None and plan.laid == 0:  # the hard player's choice to draw (D5)
            return fallback
        if plan is None:
            return max(listed, key=_laid_count, default=fallback)
        action = lay([m.code for m in plan.put], [m.code for m in plan.taken])
        if len(action.encode()) > LONGEST_ACTION:  # too many runs for one saved move: the listed lay
            return max(listed, key=_laid_count, default=fallback)
        return action

    def _plan(self, view: RummiDrezView) -> Plan | None:
        assert view.hand is not None and view.seat is not None
        opened = view.opened[view.seat]
        table = [decode(m.code) for m in view.table] if opened else []
        melds = [m for m in table if m is not None]
        # normal takes at most NORMAL_CHANGES of the table's runs apart a turn, growing any run at
        # its ends besides (session 16: with the whole table reworked it was hard's model, the same
        # player; never taking the table apart it was no better than easy; docs/AI.md)
        plan = largest_lay(melds, view.hand, rework=opened, seconds=GUARD_SECONDS, nodes=NODES, changes=NORMAL_CHANGES)
        if plan is None or (not opened and plan.laid < OPENING):
            return None
        return plan


def neighbours(c: PokerDrezCard) -> list[PokerDrezCard]:
    """The cards that could share a run with ``c`` one or two places away (by colour number in its
    figure's run, by figure in its colour's run)."""
    if c.figure is None or c.colour is None:
        return []
    f, k = int(c.figure), c.colour.number
    near = [card(c.figure, Colour(k + d)) for d in (-2, -1, 1, 2) if 1 <= k + d <= 9]
    return near + [card(Figure(f + d), c.colour) for d in (-2, -1, 1, 2) if 1 <= f + d <= 6]


def dead_bonus(hand: Sequence[PokerDrezCard], table: Sequence[TableMeld], weight: float) -> dict[PokerDrezCard, float]:
    """For each card of the hand, a worth of laying it now that grows as its neighbours run out:
    a card whose neighbours are all on the table or in this hand (seen) will hardly join a new run
    later, while one with many unseen neighbours may (the unseen cards are both decks less what
    this seat sees: its hand and the table; the other hands and the stock are alike to it)."""
    unseen = Counter(BOX)
    unseen.subtract(hand)
    for meld in table:
        unseen.subtract(meld.cards)
    most = 16.0  # eight neighbours, two copies each
    return {
        c: weight * (1.0 - min(most, sum(max(0, unseen[n]) for n in neighbours(c))) / most)
        for c in set(hand)
        if c != NEUTRAL
    }


@dataclass(frozen=True, slots=True)
class Style:
    """How the hard player holds back (see the module's docstring)."""

    danger: int = 6  # lay all it can once an opponent holds this many cards or fewer
    reserve: int = 3  # ... else hold back at most this many of the cards it could lay
    low_stock: int = 6  # ... or the stock this few (a blocked hand goes to the fewest cards)
    nodes: int = NODES  # HiGHS branch-and-bound nodes per solve: work, not time
    seconds: float = GUARD_SECONDS  # only a guard: the node bound ends a solve long before it
    open_fewest: bool = False  # open with the fewest cards that make an opening
    keep_neutral: bool = True
    # worth of laying a card none of whose neighbours is unseen (a card is 100); off: not measured
    # to help (see docs/AI.md)
    live_weight: float = 0.0
    # hold back only while the opponent is stuck: its last move was a draw after its opening (it
    # could lay nothing on this table) and it holds at most ``deny`` cards (0: off, hold as above)
    deny: int = 0
    # lay all it can once the cards held back would give an opponent the match if it went out
    match_danger: bool = False
    # once the next opponent holds this many cards or fewer (0: off), weigh a few lays (all it can,
    # all but one card, a draw) by the chance the opponent goes out on the table each leaves,
    # from ``samples`` hands dealt it from the unseen cards (see ``_deny_by_samples``)
    sample_below: int = 0
    samples: int = 8
    held_worth: float = 0.5  # a card held back that could be laid counts this much of a card
    hold_tries: int = 3  # at most this many cards tried held back, one at a time
    # with ``sample_below``: deal the opponent hands consistent with what its moves revealed (a
    # computer lays all it can, so the cards it kept through a draw or after a lay laid nothing on
    # the table it saw; ``DrawReader``), not only with its last move (session 15)
    read_draws: bool = False
    # among lays of as many cards, once it would keep this many cards or fewer (0: off), the one
    # whose cards kept go out with the most of the unseen cards drawn next (``_most_outs``)
    count_outs: int = 0
    # draw rather than lay while it could lay this many cards or fewer and cannot go out (0: off):
    # the cards it keeps go out with it later exactly as well as from the table, and the drawn card
    # is one more chance to go out a turn sooner (see ``HardPlayer._plan``)
    draw_hold: int = 0


HARD = Style(reserve=0)  # lay all it can, neutrals kept (session 14: holding back lost points)


class HardPlayer(RummiDrezPlayer):
    def __init__(self, style: Style = HARD) -> None:
        super().__init__("hard")
        self.style = style
        self.reader = DrawReader()

    def choose_from_view(self, view: RummiDrezView) -> Action:
        if self.style.read_draws:
            self.reader.read(view)
        return super().choose_from_view(view)

    def _plan(self, view: RummiDrezView) -> Plan | None:
        assert view.hand is not None and view.seat is not None
        style = self.style
        hand = view.hand
        opened = view.opened[view.seat]
        table = [decode(m.code) for m in view.table] if opened else []
        melds = [m for m in table if m is not None]

        bonus = dead_bonus(hand, view.table, style.live_weight) if style.live_weight else None

        def solve(hold: frozenset[PokerDrezCard] = frozenset(), fewest: int | None = None) -> Plan | None:
            plan = largest_lay(
                melds,
                hand,
                rework=opened,
                hold=hold,
                seconds=style.seconds,
                nodes=style.nodes,
                fewest=fewest,
                bonus=bonus,
            )
            if plan is None or (not opened and plan.laid < OPENING):
                return None
            return plan

        full = solve()
        if full is None or full.laid == len(hand):
            return full  # nothing to lay (a draw), or the lay that goes out
        hold = frozenset({NEUTRAL}) if style.keep_neutral and NEUTRAL in hand else frozenset()
        # alone at the table (one player) nobody can catch a held card: lay everything
        closest = min((c for s, c in enumerate(view.hand_counts) if s != view.seat), default=0)
        least = max(1, full.laid - style.reserve)
        if style.match_danger and view.target and _gives_match(view, len(hand) - least):
            return (solve(hold) if hold else None) or full
        if style.draw_hold and opened and closest > style.danger and view.stock_count > style.low_stock:
            lay_all = (solve(hold) if hold else None) or full
            return DRAW_PLAN if lay_all.laid <= style.draw_hold else lay_all
        if (style.sample_below or style.count_outs) and opened:
            lay_all = (solve(hold) if hold else None) or full
            if style.count_outs:
                lay_all = _most_outs(view, melds, lay_all, style.count_outs, lambda h: solve(hold | h))
            if not style.sample_below:
                return lay_all
            reader = self.reader if style.read_draws else None
            return _deny_by_samples(view, melds, lay_all, style, lambda h: solve(hold | h), reader)
        if style.deny:
            if not opened or not _stuck(view) or closest > style.deny:
                return (solve(hold) if hold else None) or full
            # the opponent laid nothing on this table: every card added to it may be the one it
            # lacks, so lay few (the neighbours' worth prefers the cards nobody else can use)
            return solve(hold, least) or solve(frozenset(), least) or full
        if not style.reserve or closest <= style.danger or view.stock_count <= style.low_stock:
            return (solve(hold) if hold else None) or full
        if not opened:
            return (solve(hold, OPENING) or full) if style.open_fewest else full
        # hold back at most ``reserve`` cards: each is a turn without drawing, but each also counts
        # for the opponent if it goes out first (a match is to 14 points: a big hand caught loses it)
        return solve(hold, least) or solve(frozenset(), least) or full


DRAW_PLAN = Plan((), (), 0, True)  # the hard player's "draw instead" (laid 0: no lay)


def _table_after(melds: Sequence[Meld], plan: Plan) -> list[Meld]:
    left = Counter(melds)
    left.subtract(plan.taken)
    return [*left.elements(), *plan.put]


def _near(hand: Sequence[PokerDrezCard]) -> set[PokerDrezCard]:
    near: set[PokerDrezCard] = set()
    for c in hand:
        near.add(c)
        near.update(neighbours(c))
    return near


def goes_out(table: Sequence[Meld], hand: Sequence[PokerDrezCard], nodes: int = NODES) -> bool:
    """Whether ``hand`` can all be laid on ``table`` (reworked), looking only at the runs that hold
    one of its cards or a card one or two places from one (the runs a few cards can change: a quick
    reading, several times faster than the whole table, which may miss a long chain of reworks)."""
    near = _near(hand)
    runs = [m for m in table if NEUTRAL in hand or any(c in near for c in m.cards)]
    plan = largest_lay(runs, hand, rework=True, seconds=GUARD_SECONDS, nodes=nodes)
    return plan is not None and plan.laid == len(hand)


def lays_any(table: Sequence[Meld], hand: Sequence[PokerDrezCard], nodes: int = NODES) -> bool:
    near = _near(hand)
    runs = [m for m in table if NEUTRAL in hand or any(c in near for c in m.cards)]
    return largest_lay(runs, hand, rework=True, seconds=GUARD_SECONDS, nodes=nodes) is not None


def unseen_cards(view: RummiDrezView) -> list[PokerDrezCard]:
    """Both decks less this seat's hand and the table: the other hands and the stock, alike to it."""
    assert view.hand is not None
    unseen = Counter(BOX)
    unseen.subtract(view.hand)
    for meld in view.table:
        unseen.subtract(meld.cards)
    return list((+unseen).elements())


def sample_hands(view: RummiDrezView, opponent: Seat, melds: Sequence[Meld], count: int) -> list[list[PokerDrezCard]]:
    """``count`` hands for ``opponent`` from the unseen cards, seeded by the view (the same view, the
    same hands), read as a computer plays (it lays all it can whenever it can; a person may not).
    When its last move was a draw after its opening it could lay nothing on this table: all but one
    of its cards (the one drawn) lay nothing here; when it was a lay, it laid all it could, so none
    of its cards lays anything here. A hand that breaks this is dealt again (twice at most, then
    kept: the reading is a guess)."""
    assert view.hand is not None
    pool = unseen_cards(view)
    size = view.hand_counts[opponent]
    key = ",".join(c.encode() for c in view.hand) + "|" + ",".join(m.code for m in view.table)
    rng = random.Random(zlib.crc32(key.encode()))
    last = view.last
    moved = last is not None and last.seat == opponent and last.action is not None and view.opened[opponent]
    # how many of its cards (the first ones dealt) are known to lay nothing on this table
    stuck = 0
    if moved and last is not None and last.action is not None:
        stuck = size - 1 if last.action.kind == DRAW else size if last.action.kind == LAY else 0
    hands = []
    for _ in range(count):
        hand = rng.sample(pool, size)
        for _ in range(2):
            if stuck < 1 or not lays_any(melds, hand[:stuck]):
                break
            hand = rng.sample(pool, size)
        hands.append(hand)
    return hands


@dataclass(frozen=True, slots=True)
class Seen:
    """One move of the opponent after its opening, as this seat saw it at its next turn: a draw
    (``table`` the table it faced: a draw leaves it as it was) or a lay (``table`` the table it
    left); ``count`` its cards after the move, ``stock`` the stock's count then, ``draws`` its
    draws this hand up to and including this move."""

    kind: str
    table: tuple[Meld, ...]
    count: int
    stock: int
    draws: int


class DrawReader:
    """What the hard player remembers of the opponent's moves this hand, read from its own views
    only (two players: every move of the opponent is the last move of hard's next view).

    A computer opponent lays all it can (session 15's normal: the largest lay, the table reworked;
    session 16's normal reworks at most four of the table's runs a turn, so against it
    ``lays_any``, which reworks the whole table, reads too much: this rule is off), so when it
    draws, the cards it
    held before the draw lay nothing on the table it faced, and after a lay the cards it keeps lay
    nothing on the table it left. A card still in its hand now was held at such a move unless it
    was drawn since: of its ``n`` cards, at least ``n`` less the draws since the move were held then
    (``constraints``). A person may draw by choice (D5): then the reading is only a guess, and a
    hand it cannot explain is dealt as if unread."""

    def __init__(self) -> None:
        self.hand = -1
        self.seen: list[Seen] = []
        self.draws = 0
        self.opened = False  # whether the opponent had opened at this seat's previous turn
        self.fits: dict[tuple[tuple[Meld, ...], PokerDrezCard], bool] = {}

    def read(self, view: RummiDrezView) -> None:
        if view.players != 2 or view.seat is None or view.hand is None:
            return
        opponent = 1 - view.seat
        if view.hand_number != self.hand:  # a new hand: nothing read yet
            self.hand, self.seen, self.draws, self.opened = view.hand_number, [], 0, False
            self.fits.clear()
            self.opened = view.opened[opponent]
            return
        last = view.last
        if last is not None and last.seat == opponent and last.action is not None:
            table = tuple(m for m in (decode(t.code) for t in view.table) if m is not None)
            count = view.hand_counts[opponent]
            kind = last.action.kind
            repeat = bool(self.seen) and (
                self.seen[-1].kind,
                self.seen[-1].table,
                self.seen[-1].count,
                self.seen[-1].stock,
            ) == (kind, table, count, view.stock_count)
            if kind == DRAW and not repeat:
                self.draws += 1
            if kind in (DRAW, LAY) and self.opened and not repeat:
                self.seen.append(Seen(kind, table, count, view.stock_count, self.draws))
        self.opened = view.opened[opponent]

    def constraints(self, n: int) -> list[tuple[int, tuple[Meld, ...]]]:
        """(how many of the opponent's ``n`` cards were surely held then, the table they laid
        nothing on), for every move read with at least one such card."""
        out = []
        for seen in self.seen:
            new = self.draws - seen.draws + (1 if seen.kind == DRAW else 0)
            held = min(n - new, seen.count - (1 if seen.kind == DRAW else 0))
            if held >= 1:
                out.append((held, seen.table))
        return out

    def fits_alone(self, table: tuple[Meld, ...], c: PokerDrezCard) -> bool:
        key = (table, c)
        if key not in self.fits:
            self.fits[key] = lays_any(table, [c])
        return self.fits[key]


def read_hands(view: RummiDrezView, opponent: Seat, count: int, reader: DrawReader) -> list[list[PokerDrezCard]]:
    """``count`` hands for ``opponent`` from the unseen cards that agree with its moves as
    ``reader`` read them, seeded by the view (the same view and the same moves read, the same
    hands). A hand is dealt card by card, oldest first: a card that must have been held at a move
    read is dealt only from the cards that alone lay nothing on that move's table; then the cards
    held together must lay nothing together (dealt again, three times at most, then kept)."""
    assert view.hand is not None
    pool = Counter(unseen_cards(view))
    n = view.hand_counts[opponent]
    rules = reader.constraints(n)
    key = ",".join(c.encode() for c in view.hand) + "|" + ",".join(m.code for m in view.table)
    rng = random.Random(zlib.crc32(key.encode()))
    hands = []
    for _ in range(count):
        hand: list[PokerDrezCard] = []
        for _ in range(3):
            left = Counter(pool)
            hand = []
            for p in range(n):
                tables = [t for held, t in rules if held > p]
                cards = list(left.elements())
                allowed = [c for c in cards if not any(reader.fits_alone(t, c) for t in tables)] or cards
                c = rng.choice(allowed)
                hand.append(c)
                left[c] -= 1
            if all(not lays_any(t, hand[:held]) for held, t in rules if held >= 2):
                break
        hands.append(hand)
    return hands


def _most_outs(view: RummiDrezView, melds: Sequence[Meld], lay_all: Plan, most: int, solve_holding: object) -> Plan:
    """Among lays of as many cards as ``lay_all`` (each card it lays tried kept instead), the one
    whose cards kept go out, with the table it leaves, after the most of the unseen cards drawn
    next (counted with their copies; only the unseen cards near a card kept or neutral, the ones
    that can complete it). Holding a card never changes its own outs (the table may be reworked),
    but which cards a largest lay leaves in hand does (session 14's suggestion 2)."""
    assert view.hand is not None
    kept = len(view.hand) - lay_all.laid
    if kept < 1 or kept > most:
        return lay_all
    solve = solve_holding
    assert callable(solve)
    unseen = Counter(unseen_cards(view))

    def left_of(plan: Plan) -> list[PokerDrezCard]:
        left = Counter(view.hand or ())
        for meld in plan.put:
            left.subtract(meld.cards)
        for meld in plan.taken:
            left.update(meld.cards)
        return sorted((+left).elements())

    def outs(plan: Plan) -> int:
        left = left_of(plan)
        after = _table_after(melds, plan)
        near = _near(left)
        return sum(unseen[u] for u in sorted(unseen) if (u == NEUTRAL or u in near) and goes_out(after, [*left, u]))

    best, best_outs, seen = lay_all, outs(lay_all), {tuple(left_of(lay_all))}
    laid = Counter[PokerDrezCard]()
    for meld in lay_all.put:
        laid.update(meld.cards)
    for meld in lay_all.taken:
        laid.subtract(meld.cards)
    for c in sorted(+laid):
        if c == NEUTRAL:
            continue
        plan = solve(frozenset({c}))
        if plan is None or plan.laid < lay_all.laid or tuple(left_of(plan)) in seen:
            continue
        seen.add(tuple(left_of(plan)))
        count = outs(plan)
        if count > best_outs:
            best, best_outs = plan, count
    return best


def _deny_by_samples(
    view: RummiDrezView,
    melds: Sequence[Meld],
    lay_all: Plan,
    style: Style,
    solve_holding: object,
    reader: DrawReader | None = None,
) -> Plan:
    """Late in a hand the winner is who goes out first, and a lay may hand the opponent the cards it
    lacks (in 4 of 16 hands of normal against normal the loser's last lay let the winner go out).
    So once the next opponent holds ``sample_below`` cards or fewer, hard weighs laying all it can,
    the same less one card (each of up to ``hold_tries`` cards held back), and drawing, by the
    chance the opponent does not go out on the table it leaves (out of hands dealt it from the
    unseen cards) times the chance hard wins the race after, ``n / (n + e)`` with ``n`` the
    opponent's cards and ``e`` hard's: the cards it cannot lay, plus ``held_worth`` for each it
    could lay but keeps (it lays them next turn), plus one for a card drawn."""
    assert view.hand is not None and view.seat is not None
    opponent = (view.seat + 1) % view.players
    n = view.hand_counts[opponent]
    if view.players < 2 or n > style.sample_below or not view.opened[opponent]:
        return lay_all
    if reader is None:
        hands = sample_hands(view, opponent, melds, style.samples)
    else:
        hands = read_hands(view, opponent, style.samples, reader)
    weights = [1] * len(hands)
    out_now: list[bool] = []
    out_all = [goes_out(_table_after(melds, lay_all), h, style.nodes) for h in hands]
    if not any(out_all):
        return lay_all
    dead = len(view.hand) - lay_all.laid
    total = sum(weights)

    def worth(out: list[bool], plan: Plan) -> float:
        held = lay_all.laid - plan.laid
        e = dead + style.held_worth * held + (1 if plan.laid == 0 else 0)
        share = sum(w for w, o in zip(weights, out, strict=True) if o) / total
        return (1 - share) * n / (n + e)

    best, best_worth = lay_all, worth(out_all, lay_all)
    if not out_now:  # the table as it is: a draw leaves it
        out_now = [goes_out(melds, h, style.nodes) for h in hands]
    draw_worth = worth(out_now, DRAW_PLAN)
    if draw_worth > best_worth:
        best, best_worth = DRAW_PLAN, draw_worth
    solve = solve_holding
    assert callable(solve)
    from_hand = Counter[PokerDrezCard]()
    for meld in lay_all.put:
        from_hand.update(meld.cards)
    for meld in lay_all.taken:
        from_hand.subtract(meld.cards)
    tried = 0
    for c in sorted(+from_hand):
        if tried >= style.hold_tries:
            break
        if c == NEUTRAL:
            continue
        plan = solve(frozenset({c}))
        if plan is None:
            continue
        tried += 1
        after = _table_after(melds, plan)
        # a hand that goes out on the table as it is goes out on a fuller one too (nearly always)
        out = [now or goes_out(after, h, style.nodes) for now, h in zip(out_now, hands, strict=True)]
        value = worth(out, plan)
        if value > best_worth:
            best, best_worth = plan, value
    return best


def _stuck(view: RummiDrezView) -> bool:
    """Whether the last move was an opponent's draw after its opening: it could lay nothing on
    the table as it is (a computer lays whenever it can; a person may choose to draw)."""
    last = view.last
    if last is None or last.seat is None or last.seat == view.seat or last.action is None:
        return False
    return last.action.kind == DRAW and view.opened[last.seat]


def _gives_match(view: RummiDrezView, held: int) -> bool:
    """Whether ``held`` cards left in this seat's hand would give some opponent the match if it
    went out now (its score plus the cards reaches the target)."""
    return any(s != view.seat and score + held >= view.target for s, score in enumerate(view.scores))


def make_easy(seed: int = 0) -> RummiDrezPlayer:
    return RummiDrezPlayer("easy")


def make_normal(seed: int = 0) -> RummiDrezPlayer:
    return RummiDrezPlayer("normal")


def make_hard(seed: int = 0) -> RummiDrezPlayer:
    return HardPlayer()
