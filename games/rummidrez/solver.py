"""The largest lay, table rework included (``largest_lay``, the hard player's), or with the
table's runs kept whole (``grown_lay``, the normal player's), as integer programs solved by HiGHS
(highspy), sharing one call to HiGHS (``_solve``) and one reading of its answer (``_plan_of``).

The model is den Hertog and Hulshof's ("Solving Rummikub problems by integer linear programming",
The Computer Journal 49(6), 2006), with PokerDrez runs for Rummikub's sets:

- one integer ``x[m]`` in 0..2 for every run ``m`` the cards at hand could make (two decks: a run
  may lie twice), one integer ``y[c]`` in 0..hand[c] for every card the hand holds;
- for every card ``c``: the runs chosen hold exactly the table's copies of ``c`` plus ``y[c]``
  (every table card stays on the table, D6; the rest comes from the hand);
- maximise the cards laid, ``sum y`` (each worth ``WEIGHT``), then, second, the runs of the table
  kept as they are (``k[m] <= x[m]``, ``k[m] <= table[m]``, each worth 1 < ``WEIGHT``), so the lay
  names few runs and the table a person sees changes little.

``grown_lay`` is the same with the table's runs whole: new runs of the hand's own cards, and for
each table run one of its growths (cards of the hand added at its ends) or the run as it lies.

Before the opening (D4) the table is left alone: the runs come from the hand only, and the lay
counts only if it reaches seven cards. ``hold`` lists cards the hand keeps back (the hard player
keeps its neutral cards unless it can go out).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from game.ai.milp import maximising_lp
from game.cards.pokerdrez import PokerDrezCard
from games.rummidrez.rules import LONGEST, REAL_CARDS, Meld, melds_within

WEIGHT = 100.0
INF = float("inf")  # HiGHS reads an infinite bound as none


@dataclass(frozen=True, slots=True)
class Plan:
    """A lay found: the runs taken off the table, the runs put down, the cards from the hand, and
    whether HiGHS proved it the largest."""

    taken: tuple[Meld, ...]
    put: tuple[Meld, ...]
    laid: int
    proved: bool


def _cards(melds: Iterable[Meld]) -> Counter[PokerDrezCard]:
    total: Counter[PokerDrezCard] = Counter()
    for meld in melds:
        total.update(meld.cards)
    return total


def joined(melds: list[Meld]) -> list[Meld]:
    """The runs with every two that continue each other (same figure or colour, the second starting
    where the first ends, both ends real) made one, while the longer run is allowed: the table a
    person sees keeps long runs rather than the short pieces the search works with."""
    melds = sorted(melds)
    merged = True
    while merged:
        merged = False
        for i, a in enumerate(melds):
            for j, b in enumerate(melds):
                if i != j and a.kind == b.kind and a.key == b.key and a.hi + 1 == b.lo:
                    top = 9 if a.kind == "F" else 6
                    if b.hi - a.lo + 1 <= top:
                        whole = Meld(a.kind, a.key, a.lo, b.hi, a.neutrals + b.neutrals)
                        melds = [m for k, m in enumerate(melds) if k not in (i, j)] + [whole]
                        merged = True
                        break
            if merged:
                break
    return melds


def _solve(
    cost: Any,
    upper: Any,
    integer: int,
    rows: list[list[tuple[int, float]]],
    row_lower: list[float],
    row_upper: list[float],
    seconds: float,
    nodes: int | None,
) -> tuple[Any, bool] | None:
    """Maximise ``cost`` over columns from 0 to ``upper`` (the first ``integer`` of them integer)
    under ``row_lower <= rows <= row_upper`` (each row a list of (column, coefficient)), with
    HiGHS; the columns' values and whether HiGHS proved them the best, or None without a
    solution. ``nodes`` bounds branch-and-bound (work, not time); ``seconds`` only guards."""
    import highspy

    starts, index, value = [0], [], []
    for row in rows:
        for col, coeff in row:
            index.append(col)
            value.append(coeff)
        starts.append(len(index))
    lp = maximising_lp(cost, upper, integer, starts, index, value, row_lower, row_upper)
    solver: Any = highspy._core._Highs()  # the plain class: the wrapper prints a banner on stdout
    solver.setOptionValue("output_flag", False)
    solver.setOptionValue("threads", 1)
    solver.setOptionValue("mip_rel_gap", 0.0)
    solver.setOptionValue("time_limit", max(0.05, float(seconds)))
    solver.setOptionValue("random_seed", 0)
    if nodes is not None:
        solver.setOptionValue("mip_max_nodes", int(nodes))
    solver.passModel(lp)
    solver.run()
    if solver.getInfo().primal_solution_status != 2:
        return None
    return solver.getSolution().col_value, solver.getModelStatus() == highspy.HighsModelStatus.kOptimal


def _plan_of(
    chosen: Counter[Meld], on_table: Counter[Meld], hand: Sequence[PokerDrezCard], proved: bool
) -> Plan | None:
    """The lay that turns the runs ``on_table`` into the runs ``chosen``: the runs left as they
    were are not named; None unless it lays a card of ``hand`` and no table card leaves."""
    common = chosen & on_table
    put = tuple(sorted(joined(list((chosen - common).elements()))))
    taken = tuple(sorted((on_table - common).elements()))
    from_hand = _cards(put) - _cards(taken)
    laid = sum(from_hand.values())
    if laid == 0 or from_hand - Counter(hand) or _cards(taken) - _cards(put):
        return None
    return Plan(taken, put, laid, proved)


def largest_lay(
    table: Sequence[Meld],
    hand: Sequence[PokerDrezCard],
    rework: bool,
    hold: frozenset[PokerDrezCard] = frozenset(),
    seconds: float = 1.0,
    nodes: int | None = None,
    fewest: int | None = None,
    bonus: Mapping[PokerDrezCard, float] | None = None,
    changes: int | None = None,
) -> Plan | None:
    """The lay that puts the most cards of ``hand`` down (``rework``: the table may be taken apart;
    without it only new runs of the hand's own cards), or None when no card can be laid.

    ``fewest``: instead, the lay that puts the fewest cards down, at least that many (the hard
    player's lay that holds cards back). ``nodes``: a bound on HiGHS's branch-and-bound nodes, work
    rather than time, so that a move does not depend on how busy the machine is (``seconds`` then
    only guards against a pathological case). ``bonus``: a small worth (under ``WEIGHT / 20``) for
    laying each card rather than keeping it, which chooses among lays of as many cards.

    ``changes`` (with ``rework``; the normal player's, session 16): at most that many of the table's
    runs are taken apart, cut or joined; a run grown at its ends by cards of the hand, kept whole
    (``growths``), is not counted. For each run of the table a column ``z`` (at most its copies,
    at most the copies chosen as they are or grown); the ``z`` sum to at least the table's runs
    less ``changes``. With 0 it is the lay of ``grown_lay``."""
    import numpy as np

    in_hand = Counter(hand)
    for card in hold:
        in_hand.pop(card, None)
    on_table = Counter(table) if rework else Counter[Meld]()
    table_cards = _cards(on_table.elements())
    pool = table_cards + in_hand
    candidates = melds_within(pool)
    known = set(candidates)
    candidates += [m for m in sorted(on_table) if m not in known]  # the table's long runs too
    grown_of: dict[Meld, list[Meld]] = {}
    if changes is not None:  # a run grown at its ends is no change: its growths are candidates too
        for meld in sorted(on_table):
            for grown, added in growths(meld):
                if not Counter(added) - in_hand:
                    grown_of.setdefault(meld, []).append(grown)
                    if grown not in known:
                        known.add(grown)
                        candidates.append(grown)
    if not candidates:
        return None
    card_list = sorted(pool)
    index_of = {c: i for i, c in enumerate(card_list)}
    hand_cards = [c for c in card_list if in_hand[c] > 0]
    kept = [m for m in candidates if on_table[m] > 0]
    n_x, n_y, n_k = len(candidates), len(hand_cards), len(kept)
    count = n_x + n_y + n_k
    cost = np.zeros(count)
    cost[n_x : n_x + n_y] = WEIGHT if fewest is None else -WEIGHT
    if bonus:
        cost[n_x : n_x + n_y] += [bonus.get(c, 0.0) for c in hand_cards]
    cost[n_x + n_y :] = 1.0
    upper = np.array(
        [2.0] * n_x + [float(in_hand[c]) for c in hand_cards] + [float(on_table[m]) for m in kept], dtype=float
    )
    # rows: one per card (equality), then two per kept run (k - x <= 0)
    rows: list[list[tuple[int, float]]] = [[] for _ in card_list]
    for j, meld in enumerate(candidates):
        for c, times in Counter(meld.cards).items():
            rows[index_of[c]].append((j, float(times)))
    for i, c in enumerate(hand_cards):
        rows[index_of[c]].append((n_x + i, -1.0))
    row_lower = [float(table_cards[c]) for c in card_list]
    row_upper = list(row_lower)
    position = {m: j for j, m in enumerate(candidates)}
    for i, meld in enumerate(kept):
        rows.append([(n_x + n_y + i, 1.0), (position[meld], -1.0)])
        row_lower.append(-INF)
        row_upper.append(0.0)
    if changes is not None:  # at most ``changes`` of the table's runs changed, growing aside
        first = len(cost)
        cost = np.concatenate([cost, np.zeros(n_k)])
        upper = np.concatenate([upper, [float(on_table[m]) for m in kept]])
        for i, meld in enumerate(kept):
            growing = [(position[g], -1.0) for g in grown_of.get(meld, [])]
            rows.append([(first + i, 1.0), (position[meld], -1.0), *growing])
            row_lower.append(-INF)
            row_upper.append(0.0)
        rows.append([(first + i, 1.0) for i in range(n_k)])
        row_lower.append(float(sum(on_table.values()) - changes))
        row_upper.append(INF)
    if fewest is not None:  # at least ``fewest`` cards from the hand
        rows.append([(n_x + i, 1.0) for i in range(n_y)])
        row_lower.append(float(fewest))
        row_upper.append(INF)
    integer = n_x + n_y  # the kept runs' k need not be integer (k <= x, k <= table copies)
    solved = _solve(cost, upper, integer, rows, row_lower, row_upper, seconds, nodes)
    if solved is None:
        return None
    values, proved = solved
    chosen: Counter[Meld] = Counter()
    for j, meld in enumerate(candidates):
        times = int(round(values[j]))
        if times > 0:
            chosen[meld] = times
    return _plan_of(chosen, on_table, hand, proved)


@lru_cache(maxsize=8192)
def growths(meld: Meld) -> tuple[tuple[Meld, tuple[PokerDrezCard, ...]], ...]:
    """Every run ``meld`` becomes grown at one end or both, kept whole (its cards where they lie),
    within the longest run of its kind, each with the cards added: the new ends are real cards
    (D2), a neutral card stands only between two."""
    top = LONGEST[meld.kind]
    found = []
    for lo in range(max(1, meld.hi - top + 1), meld.lo + 1):
        for hi in range(meld.hi, min(top, lo + top - 1) + 1):
            if (lo, hi) == (meld.lo, meld.hi):
                continue
            added = [*range(lo, meld.lo), *range(meld.hi + 1, hi + 1)]
            inner = [p for p in added if p not in (lo, hi)]
            for mask in range(1 << len(inner)):
                neutrals = tuple(sorted([*meld.neutrals, *(p for i, p in enumerate(inner) if mask >> i & 1)]))
                grown = Meld(meld.kind, meld.key, lo, hi, neutrals)
                found.append((grown, tuple(grown.card_at(p) for p in added)))
    return tuple(found)


def grown_lay(
    table: Sequence[Meld], hand: Sequence[PokerDrezCard], seconds: float = 1.0, nodes: int | None = None
) -> Plan | None:
    """The lay that puts the most cards of ``hand`` down without taking the table apart: new runs of
    the hand's own cards, and the hand's cards added at the ends of the table's runs, each run kept
    whole (it may grow at either end, never split, never lose or give a card); None when no card
    can be laid. ``largest_lay`` with no change allowed (session 16's first normal; the names the
    tests of a kept table use)."""
    return largest_lay(table, hand, rework=True, seconds=seconds, nodes=nodes, changes=0)


__all__ = ["REAL_CARDS", "Plan", "grown_lay", "growths", "largest_lay"]
