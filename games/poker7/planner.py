"""Poker7's planner of the whole hand against random's known way of betting, reading only its seat's
view (issue 18): the heads-up betting round played out exactly, the chance of the cards to come, and
the chips priced by the chance of winning the game. The measuring tool ``games/poker7/ceiling.py``
plays it as the best reply to random; normal plays it once it reads its rival as random
(``games/poker7/players.py``). Kept apart from both so that neither imports the other's module in a
circle (``tests/test_boundaries.py``); the tool's docstring says how it is built and measured.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable, Sequence
from itertools import repeat
from operator import add, mul
from pathlib import Path

from game.ai.bot import Bot
from game.cards import betting
from game.cards.pokerdrez import PokerDrezCard, figure_deck
from game.core import Action, GameState, Seat
from games.poker7.hands import card_bit, rank_of_mask
from games.poker7.view import ALL_IN, CALL, CHECK, FOLD, RAISE, SHOWING, Poker7View, raise_total

ALL_CARDS: tuple[PokerDrezCard, ...] = tuple(figure_deck())
# In the game's data folder, which the wheel and the app ship (pyproject's package-data "*/data/*").
DATA = Path(__file__).with_name("data") / "ceiling_data.json"
TOTAL, STAKE = 200, 2  # the standard table, two players
GRID = 20  # chances before the showing on a grid of 1/20
RIVER = 46  # after the showing: the rival's one hidden card is one of the 46 cards not seen
NEXT_DEALS, NEXT_SAMPLES, NOW_SAMPLES = 24, 60, 300

# A betting round's position, from this seat's side (0) and the rival's (1):
# (turn, bet 0, bet 1, highest, full raise, shorts, acted 0, acted 1).
Node = tuple[int, int, int, int, int, int, bool, bool]
# A round's fixed part: (committed 0, committed 1 before the round, stack 0, stack 1 at its start).
Context = tuple[int, int, int, int]
# A move: (kind, total of a raise or what a call puts in).
Move = tuple[str, int]
# Where a move leads: a position, ("fold", seat) or ("close", bet 0, bet 1).
After = tuple[object, ...]


# --- the heads-up betting round (the engine's rules: ``game/cards/chips.py``, ``betting.py``) ------------
def moves(ctx: Context, node: Node) -> list[Move]:
    """The legal list of the seat to bet, as the engine makes it (``betting.bet_actions``)."""
    cm0, co0, sm0, so0 = ctx
    turn, b0, b1, hi, full, shorts, acted0, acted1 = node
    if turn == 0:
        bet, stack, acted, other = b0, sm0 - b0, acted0, b1 + so0 - b1
    else:
        bet, stack, acted, other = b1, so0 - b1, acted1, b0 + sm0 - b0
    owes = hi - bet if hi > bet else 0
    top = bet + stack
    can_raise = top > hi and (shorts == 0 or shorts >= full or not acted) and other > hi
    out: list[Move] = [(FOLD, 0)] if owes else [(CHECK, 0)]
    to_call = owes if owes < stack else stack
    if to_call:
        out.append((CALL, to_call))
    if can_raise:
        smallest = hi + max(full, STAKE)
        start = smallest if smallest < top else top
        after_call = cm0 + co0 + b0 + b1 + to_call
        for total in sorted({start, hi + after_call // 2, hi + after_call}):
            if start <= total < top:
                out.append((RAISE, total))
        out.append((ALL_IN, top))
    return out


def play(ctx: Context, node: Node, move: Move) -> After:
    """The position after ``move`` (``Chips.check``, ``call``, ``raise_to``, ``_advance``)."""
    _, _, sm0, so0 = ctx
    turn, b0, b1, hi, full, shorts, acted0, acted1 = node
    kind, amount = move
    if kind == FOLD:
        return (FOLD, turn)
    bets = [b0, b1]
    acted = [acted0, acted1]
    if kind == CHECK:
        acted[turn] = True
    elif kind == CALL:
        bets[turn] += amount
        acted[turn] = True
    else:  # a raise, or everything in (a raise to all: ``moves`` offers it only when a raise is possible)
        top = bets[turn] + (sm0 - b0 if turn == 0 else so0 - b1)
        increment = amount - hi
        bets[turn] = amount
        if increment >= full:
            acted = [False, False]
        full = max(full, increment)
        shorts = 0 if top > amount else shorts + increment
        if shorts >= full:
            shorts = 0
        hi = amount
        acted[turn] = True
    stacks = (sm0 - bets[0], so0 - bets[1])
    live = (stacks[0] > 0) + (stacks[1] > 0)
    for seat in (1 - turn, turn):
        if stacks[seat] <= 0 or (acted[seat] and bets[seat] >= hi):
            continue
        if live == 1 and bets[seat] >= hi:
            continue
        return (seat, bets[0], bets[1], hi, full, shorts, acted[0], acted[1])
    return ("close", bets[0], bets[1])


Tree = tuple[tuple[Node, tuple[tuple[Move, After], ...]], ...]
_TREES: dict[tuple[Context, Node], Tree] = {}


def round_tree(ctx: Context, root: Node) -> Tree:
    """Every position of the round from ``root``, children before parents, with each move's end."""
    key = (ctx, root)
    found = _TREES.get(key)
    if found is not None:
        return found
    order: list[tuple[Node, tuple[tuple[Move, After], ...]]] = []
    seen: set[Node] = set()

    def visit(node: Node) -> None:
        seen.add(node)
        edges = []
        for move in moves(ctx, node):
            after = play(ctx, node, move)
            if isinstance(after[0], int):
                child: Node = after  # type: ignore[assignment]
                if child not in seen:
                    visit(child)
            edges.append((move, after))
        order.append((node, tuple(edges)))

    visit(root)
    if len(_TREES) > 4000:  # a round tree is up to some 600 positions: memory stays bounded
        _TREES.clear()
    found = _TREES[key] = tuple(order)  # tuples: untracked by the garbage collector (``compiled_tree``)
    return found


def opening(first: int) -> Node:
    return (first, 0, 0, 0, 0, 0, False, False)


# A round's tree as lists (``compiled_tree``): the fold ends (the chips the seat ends with, less its
# chips at the hand's start), the closings (bet 0, bet 1), then each position (children before parents,
# the root last): whether the seat moves there, and its moves' slots. Slot ``i`` is fold end ``i``, then
# closing ``i - len(folds)``, then position ``i - len(folds) - len(closes)``.
Compiled = tuple[tuple[int, ...], tuple[tuple[int, int], ...], tuple[tuple[bool, tuple[int, ...]], ...]]
_COMPILED: dict[tuple[Context, Node], Compiled] = {}


def compiled_tree(ctx: Context, root: Node) -> Compiled:
    """The round from ``root`` as slots (``Compiled``), built once a round: the positions as
    ``round_tree`` walks them (children before parents, each position's moves in ``moves``' order)."""
    key = (ctx, root)
    found = _COMPILED.get(key)
    if found is not None:
        return found
    folds: dict[int, int] = {}
    closes: dict[tuple[int, int], int] = {}
    # A position's moves as ("n", child's place), ("f", fold end) or ("c", closing): slots once the
    # numbers of fold ends and closings are known. A child is walked before its place is read.
    edges_of: list[tuple[bool, list[tuple[str, int]]]] = []
    index: dict[Node, int] = {}

    def visit(node: Node) -> None:
        index[node] = -1  # being walked (a round's positions never lead back to one being walked)
        edges: list[tuple[str, int]] = []
        for move in moves(ctx, node):
            after = play(ctx, node, move)
            head = after[0]
            if head == FOLD:  # what the seat keeps: its chips less what it put in, or with the rival's
                offset = -ctx[0] - node[1] if after[1] == 0 else ctx[1] + node[2]
                edges.append(("f", folds.setdefault(offset, len(folds))))
            elif isinstance(head, int):
                child: Node = after  # type: ignore[assignment]
                if child not in index:
                    visit(child)
                edges.append(("n", index[child]))
            else:
                edges.append(("c", closes.setdefault((after[1], after[2]), len(closes))))  # type: ignore[arg-type]
        index[node] = len(edges_of)
        edges_of.append((node[0] == 0, edges))

    visit(root)
    base = len(folds)
    nodes_at = base + len(closes)
    shift = {"f": 0, "c": base, "n": nodes_at}
    nodes = tuple((mine, tuple(shift[kind] + ref for kind, ref in edges)) for mine, edges in edges_of)
    if len(_COMPILED) > 4000:  # as ``_TREES``: memory stays bounded
        _COMPILED.clear()
    # Tuples of numbers only: the garbage collector stops tracking them, so that a full collection does
    # not walk thousands of kept trees (a process's trees once were most of its 900,000 tracked objects,
    # and a full collection 0.3 s of a move).
    found = _COMPILED[key] = (tuple(folds), tuple(closes), nodes)
    return found


# --- the data: the spread of the next round's chance, and the worth of the chips ----------------------
class Data:
    """``next01``/``next12`` (rows and columns on ``GRID``) and ``next23`` (columns on ``RIVER``): the
    chance one round on given the chance now; ``worth``: ``W`` by the chips held (0..200);
    ``start``: the spread of the chance before the commons."""

    def __init__(self, raw: dict[str, list[float] | list[list[float]]]) -> None:
        self.next01: list[list[float]] = raw["next01"]  # type: ignore[assignment]
        self.next12: list[list[float]] = raw["next12"]  # type: ignore[assignment]
        self.next23: list[list[float]] = raw["next23"]  # type: ignore[assignment]
        self.worth: list[float] = raw["worth"]  # type: ignore[assignment]
        self.start: list[float] = raw["start"]  # type: ignore[assignment]

    @classmethod
    def load(cls, path: Path | None = None) -> Data:
        return cls(json.loads((path or DATA).read_text(encoding="utf-8")))


def _spread(rows: list[list[float]], vector: list[float]) -> list[float]:
    """Each row's expectation of ``vector`` (a matrix times a vector)."""
    return [sum(w * v for w, v in zip(row, vector, strict=True)) for row in rows]


def read_at(vector: Sequence[float], chance: float) -> float:
    """``vector`` (on a grid from 0 to 1) read at ``chance``, between its two nearest points."""
    steps = len(vector) - 1
    x = min(max(chance, 0.0), 1.0) * steps
    i = min(int(x), steps - 1)
    frac = x - i
    return vector[i] * (1 - frac) + vector[i + 1] * frac


class Planner:
    """The hand's worth from each betting round on, for a seat holding ``chips`` at the hand's start
    (the rival all the others) and ``first`` (0: this seat bets first in every round, 1: the rival)."""

    def __init__(self, data: Data) -> None:
        self.data = data
        self.w = data.worth
        self._memo: dict[tuple[int, int, int, int], list[float]] = {}
        self._closed: dict[tuple[int, int, int, int, bool], list[float]] = {}

    def showdown(self, chips: int, level: int, grid: int) -> list[float]:
        w = self.w
        won, lost = w[min(TOTAL, chips + level)], w[max(0, chips - level)]
        return [i / grid * won + (1 - i / grid) * lost for i in range(grid + 1)]

    def rounds(self, betting_round: int, chips: int, first: int, level: int) -> list[float]:
        """Round ``betting_round`` (1, 2 or 3) opened with ``level`` chips in from each seat: its worth
        on the grid of the chance then (``GRID``; ``RIVER`` for round 3)."""
        key = (betting_round, chips, first, level)
        found = self._memo.get(key)
        if found is not None:
            return found
        grid = RIVER if betting_round == 3 else GRID
        rival = TOTAL - chips
        if chips - level <= 0 or rival - level <= 0:
            found = self.showdown(chips, level, grid)
        else:
            ctx = (level, level, chips - level, rival - level)
            found = self.evaluate(
                ctx,
                opening(first),
                chips,
                lambda b0, b1: self.closed(betting_round, ctx, chips, first, b0, b1),
                grid + 1,
            )
        self._memo[key] = found
        return found

    def closed(self, betting_round: int, ctx: Context, chips: int, first: int, b0: int, b1: int) -> list[float]:
        """Round ``betting_round`` closed with these bets: on its grid. It depends only on the level
        both seats have in and whether one is all in, and many bets close at the same level (with 100
        chips each, a round's trees close some 3,000 ways at 100 levels): each is reckoned once a
        planner (building a new stack's tables was normal's slow move, issue 18)."""
        level = min(ctx[0] + b0, ctx[1] + b1)
        showdown = betting_round == 3 or ctx[2] - b0 <= 0 or ctx[3] - b1 <= 0
        key = (betting_round, chips, first, level, showdown)
        found = self._closed.get(key)
        if found is not None:
            return found
        grid = RIVER if betting_round == 3 else GRID
        if showdown:
            found = self.showdown(chips, level, grid)
        else:
            spread = self.data.next12 if betting_round == 1 else self.data.next23
            found = _spread(spread, self.rounds(betting_round + 1, chips, first, level))
        self._closed[key] = found
        return found

    def evaluate(
        self, ctx: Context, root: Node, chips: int, close: Callable[[int, int], list[float]], size: int
    ) -> list[float]:
        """The round's worth from ``root`` on a grid of ``size`` points, each point played for itself:
        the seat's positions take the best of their moves, the rival's the mean, point by point. Read
        from the round's compiled tree (``compiled_tree``: list slots, not tuples hashed at each step;
        the same sums and maxima in the same order as the tree walked node by node, so the same numbers)."""
        w = self.w
        folds, closes, nodes = compiled_tree(ctx, root)
        vectors: list[list[float]] = [[w[chips + offset]] * size for offset in folds]
        vectors.extend(close(b0, b1) for b0, b1 in closes)
        for mine, slots in nodes:
            # Lazy maps, slot by slot: the seat's best of its moves, or the rival's sum in the moves'
            # order (``sum`` adds from 0, and 0 + x is x) times the share of each.
            it = iter(slots)
            acc: Iterable[float] = vectors[next(it)]
            pick = max if mine else add
            for slot in it:
                acc = map(pick, acc, vectors[slot])
            if not mine:
                acc = map(mul, acc, repeat(1.0 / len(slots)))
            vectors.append(list(acc))
        return vectors[-1]

    def hand_start(self, chips: int, first: int, start: Sequence[float]) -> float:
        """A new hand's worth (for the worth's value iteration): the stake, then round 0 reckoned on
        the grid of the chance before the commons, weighed by ``start``."""
        rival = TOTAL - chips
        ante0, ante1 = min(STAKE, chips), min(STAKE, rival)
        level = min(ante0, ante1)
        if chips - ante0 <= 0 or rival - ante1 <= 0:
            vector = self.showdown(chips, level, GRID)
        else:
            ctx = (ante0, ante1, chips - ante0, rival - ante1)

            def close(b0: int, b1: int) -> list[float]:
                lvl = min(ctx[0] + b0, ctx[1] + b1)
                if ctx[2] - b0 <= 0 or ctx[3] - b1 <= 0:
                    return self.showdown(chips, lvl, GRID)
                return _spread(self.data.next01, self.rounds(1, chips, first, lvl))

            vector = self.evaluate(ctx, opening(first), chips, close, GRID + 1)
        return sum(p * v for p, v in zip(start, vector, strict=True))


# --- the seat's cards: its chance now and one round on -----------------------------------------------------
def _chance(mine: int, table: int, pool: list[int], missing: int, samples: int, rng: random.Random) -> float:
    """The chance against a hand dealt at random, ``missing`` commons still to come, by deals."""
    won = 0.0
    need = missing + 2
    for _ in range(samples):
        dealt = rng.sample(pool, need)
        commons = table
        for bit in dealt[:missing]:
            commons |= bit
        a = rank_of_mask(mine | commons)
        b = rank_of_mask(dealt[missing] | dealt[missing + 1] | commons)
        won += 1.0 if a > b else 0.5 if a == b else 0.0
    return won / samples


def river_chances(mine: int, table: int, pool: list[int]) -> dict[int, float]:
    """After five commons: for each card the rival may show, the exact chance over its other card."""
    own = rank_of_mask(mine | table)
    score = {bit: 0.0 for bit in pool}
    for i, a in enumerate(pool):
        for b in pool[i + 1 :]:
            theirs = rank_of_mask(a | b | table)
            got = 1.0 if own > theirs else 0.5 if own == theirs else 0.0
            score[a] += got
            score[b] += got
    return {bit: s / (len(pool) - 1) for bit, s in score.items()}


def river_exact(mine: int, table: int, pool: list[int]) -> tuple[float, float]:
    """After the showing: ``mine`` the seat's seven cards, ``table`` the commons and the rival's shown
    card, ``pool`` what the rival's other card may be. The chances of winning and of a split."""
    own = rank_of_mask(mine)
    won = split = 0
    for bit in pool:
        theirs = rank_of_mask(table | bit)
        if own > theirs:
            won += 1
        elif own == theirs:
            split += 1
    return won / len(pool), split / len(pool)


_PLANNERS: dict[int, Planner] = {}
_SHARED: list[Data] = []


def shared_data() -> Data:
    """The data, loaded once a process: a player made with it shares one planner (``_PLANNERS``), so
    the tables of a stack size are built once a process, not once a game (normal's gate uses it)."""
    if not _SHARED:
        _SHARED.append(Data.load())
    return _SHARED[0]


class CeilingPlayer:
    """The planner as a player (two players, the standard table); ``fallback`` otherwise."""

    name = "ceiling"

    def __init__(self, seed: int = 0, data: Data | None = None, fallback: Bot | None = None) -> None:
        self.rng = random.Random(f"poker7 ceiling {seed}")
        data = data or Data.load()
        # One planner for every game played with the same data: its tables depend on nothing else.
        planner = _PLANNERS.get(id(data))
        if planner is None or planner.data is not data:
            planner = _PLANNERS[id(data)] = Planner(data)
        self.planner = planner
        self.fallback = fallback  # who plays where the planner does not (the tool gives it normal)

    def choose(self, state: GameState, seat: Seat) -> Action:
        view = state.view(seat)
        assert isinstance(view, Poker7View)
        legal = list(view.legal)
        if len(legal) == 1:
            return legal[0]
        if view.phase == SHOWING:
            return legal[0]  # random reads nothing: which card is shown cannot matter against it
        total = sum(s.stack + s.committed for s in view.seats)
        rivals = [s for s in view.seats if s.in_hand and s.seat != seat]
        if total != TOTAL or view.stake != STAKE or len(rivals) != 1 or view.choices is None:
            assert self.fallback is not None, "the planner plays two players at the standard table only"
            return self.fallback.choose(state, seat)
        return self.decide(view, legal)[0]

    def values(self, view: Poker7View) -> dict[Move, float]:
        """What each legal move is worth (the chance of winning the game), keyed as ``moves`` keys them."""
        me = view.seat
        assert me is not None and view.choices is not None
        mine = view.seats[me]
        rival = next(s for s in view.seats if s.in_hand and s.seat != me)
        chips = mine.stack + mine.committed
        first = 1 if view.dealer == me else 0  # two in the hand: the seat after the dealer opens each round
        ctx: Context = (
            mine.committed - mine.bet,
            rival.committed - rival.bet,
            mine.stack + mine.bet,
            rival.stack + rival.bet,
        )
        choices = view.choices
        hi = view.highest
        if hi == 0:
            full = 0
        elif choices.can_raise and choices.raise_from < choices.raise_to:
            full = choices.raise_from - hi
        else:
            full = max(STAKE, choices.all_in - hi)
        rival_acted = hi > 0 or first == 1
        root: Node = (0, mine.bet, rival.bet, hi, full, 0, False, rival_acted)
        close, now, split = self._cards(view, chips, first)
        w = self.planner.w

        def showdown(level: int) -> float:
            return now * w[min(TOTAL, chips + level)] + split * w[chips] + (1 - now - split) * w[max(0, chips - level)]

        def ends(b0: int, b1: int) -> list[float]:
            level = min(ctx[0] + b0, ctx[1] + b1)
            if view.betting_round == 3 or ctx[2] - b0 <= 0 or ctx[3] - b1 <= 0:
                return [showdown(level)]
            return [close(level)]

        tree = round_tree(ctx, root)
        values: dict[object, list[float]] = {}
        top: dict[Move, float] = {}
        for node, edges in tree:
            children = []
            for move, after in edges:
                if isinstance(after[0], int):
                    got = values[after]
                elif after[0] == FOLD:
                    got = [w[chips - ctx[0] - node[1]] if after[1] == 0 else w[chips + ctx[1] + node[2]]]
                else:
                    got = ends(after[1], after[2])  # type: ignore[arg-type]
                children.append(got[0])
                if node == root:
                    top[move] = got[0]
            values[node] = [max(children) if node[0] == 0 else sum(children) / len(children)]
        return top

    def decide(self, view: Poker7View, legal: list[Action]) -> tuple[Action, dict[Move, float]]:
        top = self.values(view)
        best: Action | None = None
        best_value = -1.0
        for action in legal:
            key = _key(action, view)
            value = top.get(key)
            if value is not None and value > best_value + 1e-12:
                best, best_value = action, value
        assert best is not None, (top, legal)
        return best, top

    def _cards(self, view: Poker7View, chips: int, first: int) -> tuple[Callable[[int], float], float, float]:
        """What a round closed with chips behind is worth (by the level each seat has in), and the
        chances of winning and of a split at a showdown now."""
        me = view.seat
        assert me is not None
        own = view.seats[me].hidden
        assert own is not None
        mine = card_bit(own[0]) | card_bit(own[1])
        table = 0
        for card in view.commons:
            table |= card_bit(card)
        rival = next(s for s in view.seats if s.in_hand and s.seat != me)
        pool = [card_bit(c) for c in unseen_cards(view)]
        rng, planner = self.rng, self.planner
        betting_round = view.betting_round
        if betting_round == 3:
            assert rival.shown is not None
            won, split = river_exact(mine | table, table | card_bit(rival.shown), pool)
            return (lambda level: 0.0), won, split
        if betting_round == 2:
            by_card = river_chances(mine, table, pool)
            now = sum(by_card.values()) / len(by_card)
            later = list(by_card.values())

            def close2(level: int) -> float:
                vector = planner.rounds(3, chips, first, level)
                return sum(read_at(vector, p) for p in later) / len(later)

            return close2, now, 0.0
        missing = 5 - len(view.commons)
        now = _chance(mine, table, pool, missing, NOW_SAMPLES, rng)
        step = 3 if betting_round == 0 else 2
        later = []
        for _ in range(NEXT_DEALS):
            dealt = rng.sample(pool, step)
            more = table
            for bit in dealt:
                more |= bit
            rest = [bit for bit in pool if bit not in dealt]
            later.append(_chance(mine, more, rest, missing - step, NEXT_SAMPLES, rng))

        def close01(level: int) -> float:
            vector = planner.rounds(betting_round + 1, chips, first, level)
            return sum(read_at(vector, p) for p in later) / len(later)

        return close01, now, 0.0


def _key(action: Action, view: Poker7View) -> Move:
    """The move of ``moves`` that ``action`` is."""
    kind = action.kind
    choices = view.choices
    assert choices is not None
    if kind == RAISE:
        total = raise_total(action)
        assert total is not None
        return (RAISE, total)
    if kind == CALL:
        return (CALL, choices.to_call)
    if kind == ALL_IN:
        return (ALL_IN, choices.all_in)
    return (kind, 0)


def unseen_cards(view: Poker7View) -> list[PokerDrezCard]:
    """The cards this seat has not seen: not its own, not on the table, not shown by anybody."""
    return betting.unseen_cards(ALL_CARDS, view.commons, view.seats)
