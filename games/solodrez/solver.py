"""SoloDrez's solver: for the deal as it stands, can the table still be cleared, and how.

It tells the truth. The search is exhaustive: a depth-first walk over every position reachable by
legal moves, each position entered once (a transposition table of positions seen). When the walk
ends without clearing the table, no sequence of moves can: the answer is "lost". When it stops at
its node budget first, the answer is "unknown", never "lost".

Why this is sound:
- Only a card's figure matters to the rules, so a position is its columns of ranks (neutral 0),
  and the order of the columns does not matter either: the key of a position is its columns
  sorted. Two positions with one key have the same futures, up to the names of the columns.
- The empty columns are alike: a run is tried in the first empty one only.
- Reachability over a finite graph: depth-first search with a set of positions seen visits every
  position reachable from the start, whichever order it tries moves in, so skipping a position
  seen before loses nothing (it was or will be searched from its first visit).
- The order moves are tried in (the best-looking first) changes only how fast a way is found.

The walk can stop at a budget and be taken up again (``Walk``: hard thinks in pieces,
nothing moved between them), and remembers what it proved lost (Tarjan's components, see ``Walk``).

Finished runs leave the table at once (the engine's rule), as do the neutral cards at the end.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Sequence
from functools import lru_cache
from operator import itemgetter

from game.core import GameState
from games.solodrez.rules import FULL_RUN, JOKER_RANK, NEUTRAL_RANK, top_run
from games.solodrez.view import Verdict, move

DEFAULT_NODES = 200_000  # positions entered before the search says "unknown"

# A column is its ranks as bytes (one byte a card, the table first): a column's hash is kept with
# it, and a move changes two columns and shares the other seven, so filing a position (its key:
# the columns sorted) hashes seven columns for free. Bytes sort as the tuples of their ranks do.
Column = bytes
Columns = tuple[bytes, ...]
_FULL_RUN = bytes(FULL_RUN)


def _cleared(columns: list[bytes]) -> None:
    for index, column in enumerate(columns):
        if column == _FULL_RUN:
            columns[index] = b""


def _done(columns: Columns) -> bool:
    return all(rank == NEUTRAL_RANK for column in columns for rank in column)


def _key(columns: Columns) -> Columns:
    return tuple(sorted(columns))


@lru_cache(maxsize=1 << 17)
def _column(column: bytes) -> tuple[int, int, int, int]:
    """What a column offers and takes, read once per column: ``(length, base, free, top)``.

    ``length`` is its top run's length (0: empty); ``base`` the rank the run's first card stands
    for, or -1 when the run is all neutral cards; ``free`` how many of its last cards are neutral
    (moved alone they stand for any ranks); ``top`` the rank its last card stands for when it is
    fixed, 0 when it is free (an all-neutral run) and 7 when the column is empty (a Jóker may come)."""
    if not column:
        return 0, -1, 0, JOKER_RANK + 1
    length, first = top_run(column)
    free = 0
    for rank in reversed(column[len(column) - length :]):
        if rank != NEUTRAL_RANK:
            break
        free += 1
    if first is None:
        return length, -1, free, 0
    return length, first, free, first - length + 1


@lru_cache(maxsize=1 << 16)
def _promise(column: bytes) -> int:
    """How near a column looks to its end: cards lying one rank below the card under them (or a
    Jóker on the table), and an empty column. Only the order moves are tried in depends on it."""
    if not column:
        return 8
    score = 0
    below = JOKER_RANK + 1
    for rank in column:
        if rank != NEUTRAL_RANK and rank == below - 1:
            score += 2
        below = rank
    return score


_FINISHED = _promise(_FULL_RUN) + _promise(b"")  # a run that leaves the table: the best there is


def _children(columns: Columns, shorter_first: bool = False) -> list[tuple[int, tuple[int, int, int], Columns]]:
    """Every move from ``columns`` (the first empty column only, as a target), with the position
    it makes, the best-looking first; with ``shorter_first``, of moves that look equally good, the
    one moving fewer cards first (see ``Walk``). The runs on offer are indexed by the rank their first
    card is, so each target looks up only the runs that fit it (rules.fits, on these summaries)."""
    infos = [_column(column) for column in columns]
    offers: list[list[tuple[int, int]]] = [[] for _ in range(JOKER_RANK + 1)]
    neutral: list[tuple[int, int]] = []  # neutral cards alone: they stand for whatever fits
    for source, (length, base, free, _) in enumerate(infos):
        for count in range(1, free + 1):
            neutral.append((source, count))
        if base >= 0:
            for count in range(free + 1, length + 1):
                offers[base - length + count].append((source, count))
    first_empty = next((index for index, column in enumerate(columns) if not column), None)
    promise = [_promise(column) for column in columns]  # read once: each child changes two columns
    found = []
    for target, (target_length, _, _, top) in enumerate(infos):
        if top == JOKER_RANK + 1:  # empty: a Jóker first, or neutral cards standing for one
            if target != first_empty:
                continue
            limit = JOKER_RANK
            candidates = [*offers[JOKER_RANK]]
        elif top == 0:  # free neutral cards on top: anything that fits within six ranks
            limit = JOKER_RANK - target_length
            candidates = [entry for rank in range(1, limit + 1) for entry in offers[rank]]
        else:
            limit = top - 1
            candidates = [*offers[limit]] if limit >= 1 else []
        candidates.extend(entry for entry in neutral if entry[1] <= limit)
        onto = columns[target]
        before = promise[target]
        for source, count in candidates:
            if source == target:
                continue
            column = columns[source]
            cut = len(column) - count
            if cut == 0 and top == JOKER_RANK + 1:
                continue  # a whole column into an empty one: nothing changes
            rest = column[:cut]
            joined = onto + column[cut:]
            changed = list(columns)
            changed[source] = rest
            if joined == _FULL_RUN:
                changed[target] = b""
                gain = _promise(rest) - promise[source] - before + _FINISHED
            else:
                changed[target] = joined
                gain = _promise(rest) - promise[source] - before + _promise(joined)
            # Sorted by the first entry: the gain, then (shorter_first) the cards moved, fewer first
            # (a gain is whole, a move at most six cards: 8 * gain keeps the gains' order).
            found.append((count - 8 * gain if shorter_first else -gain, (source, count, target), tuple(changed)))
    found.sort(key=itemgetter(0))
    return found


def best_looking(columns: Sequence[Sequence[int]]) -> list[tuple[tuple[int, int, int], Columns]]:
    """Every move ``(source, count, target)`` from ``columns`` (ranks, as ``search`` takes them), the
    best-looking first (the order the search tries them in: cards lying one rank below the card
    under them, empty columns, finished runs), each with the key of the position it makes (columns
    sorted: two moves with one key make the same position up to the names of the columns). An
    empty column is offered as a target in the first one only. No search: one look at the table."""
    root = [bytes(column) for column in columns]
    _cleared(root)
    return [(choice, _key(child)) for _, choice, child in _children(tuple(root))]


def position_key(columns: Sequence[Sequence[int]]) -> Columns:
    """The key the search files a position under (``best_looking`` gives the same for a child)."""
    root = [bytes(column) for column in columns]
    _cleared(root)
    return _key(tuple(root))


def search(
    columns: Sequence[Sequence[int]], nodes: int = DEFAULT_NODES, shorter_first: bool = False
) -> tuple[str, list[tuple[int, int, int]], int]:
    """``(status, moves, nodes used)`` for ``columns`` (ranks, the table first): "won" with the moves
    ``(source, count, target)`` that clear the table, "lost", or "unknown" past ``nodes`` positions
    (``shorter_first``: see ``Walk``)."""
    status, path, used = search_on(columns, nodes, set(), shorter_first)
    return status, path if status == "won" else [], used


def search_on(
    columns: Sequence[Sequence[int]], nodes: int, dead: set[Columns], shorter_first: bool = False
) -> tuple[str, list[tuple[int, int, int]], int]:
    """``search`` that learns from and adds to ``dead``, the keys of positions proved lost (see
    ``Walk``); "unknown" comes with the line the walk was on when it stopped."""
    return Walk(columns, dead, shorter_first).run(nodes)


class Walk:
    """``search``'s walk, which can stop at a budget and be taken up again where it stopped
    (``run``), and which learns from and adds to ``dead``, the keys of positions proved lost, so a
    later walk from another position skips them.

    A position is proved lost when the walk has searched everything reachable from it: it and the
    positions that can come back to it (Tarjan's strongly connected components) are finished
    together, once the first of them entered is finished. A position finished while a way back to
    a position still being searched remains open is not proved: the way on may pass through there.
    With ``dead`` empty the walk is ``search``'s, position for position.

    ``shorter_first`` changes only the order moves are tried in: of moves that look equally good,
    the one moving fewer cards first (hard's walk, session 14: deals 0-199 searched in 393,000
    positions in all instead of 597,000, the longest 65,871 instead of 137,932; docs/AI.md). The
    Hint and the solver command keep the plain order: at their 200,000 positions hard's order
    answers three of the plain order's four unknown deals of 0-999 but leaves deal 837, which the
    plain order wins, unknown (session 14; docs/AI.md)."""

    def __init__(self, columns: Sequence[Sequence[int]], dead: set[Columns], shorter_first: bool = False) -> None:
        start = [bytes(column) for column in columns]
        _cleared(start)
        self.root: Columns = tuple(start)
        self.dead = dead
        self.status = "unknown"
        self.used = 0  # positions entered, the root first
        self.looked = 0  # moves' positions looked at (entered, or skipped as seen or lost)
        self.way: list[tuple[int, int, int]] = []  # when won: the moves from the root
        root_key = _key(self.root)
        self._index = {root_key: 0}  # the place on ``_open`` of each open position ...
        self._low = [0]  # ... and the lowest place each position on the line can get back to
        self._open = [root_key]  # entered and not yet proved lost (Tarjan's stack)
        self.shorter_first = shorter_first
        self._stack = [iter(_children(self.root, shorter_first))]
        self._keys = [root_key]  # the key of each position on the line being searched
        self._path: list[tuple[int, int, int]] = []  # the moves of that line
        self._entered = False

    def run(self, nodes: int, looks: int | None = None) -> tuple[str, list[tuple[int, int, int]], int]:
        """Enter at most ``nodes`` more positions, and look at most at ``looks`` more moves' positions
        (each one the walk asks of: entered, seen or proved lost; a walk that comes back up a long
        line looks at many without entering one; it stops between two positions' moves, so it may
        look at one position's moves past ``looks``): ``(status, moves, positions entered now)``,
        the moves a way from the root when "won", the line the walk is on when "unknown"."""
        if self.status != "unknown":
            return self.status, list(self.way), 0
        # The walk keeps hundreds of thousands of positions: the cyclic collector, which looks at
        # every one of them again and again, took about 40% of a long walk's time (deal 118), and
        # the walk makes no cycles, so it is off while the walk runs.
        collecting = gc.isenabled()
        gc.disable()
        try:
            return self._run(nodes, self.looked + looks if looks is not None else None)
        finally:
            if collecting:
                gc.enable()

    def _run(self, nodes: int, looked_by: int | None) -> tuple[str, list[tuple[int, int, int]], int]:
        used = 0
        if not self._entered:
            self._entered, used = True, 1
            if _done(self.root):
                return self._end("won", [], used)
            if self._keys[0] in self.dead:
                return self._end("lost", [], used)
        stack, path, low, index, dead = self._stack, self._path, self._low, self._index, self.dead
        while stack:
            if used >= nodes or (looked_by is not None and self.looked >= looked_by):
                return "unknown", list(path), self._count(used)
            for _, choice, child in stack[-1]:
                self.looked += 1
                key = tuple(sorted(child))  # _key, inline: the walk's busiest line
                if key in dead:
                    continue
                seen = index.get(key)
                if seen is not None:  # open: a way back to a position still being searched
                    low[-1] = min(low[-1], seen)
                    continue
                used += 1
                if _done(child):
                    return self._end("won", _shortened(self.root, [*path, choice], self.shorter_first), used)
                index[key] = len(self._open)
                self._open.append(key)
                low.append(index[key])
                self._keys.append(key)
                path.append(choice)
                stack.append(iter(_children(child, self.shorter_first)))
                break
            else:
                stack.pop()
                key, reach = self._keys.pop(), low.pop()
                if reach == index[key]:  # nothing it reaches gets back above it: all of it is lost
                    while True:
                        lost = self._open.pop()
                        del index[lost]
                        self.dead.add(lost)
                        if lost == key:
                            break
                if low:
                    low[-1] = min(low[-1], reach)
                if path:
                    path.pop()
        return self._end("lost", [], used)

    def _count(self, used: int) -> int:
        self.used += used
        return used

    def _end(
        self, status: str, way: list[tuple[int, int, int]], used: int
    ) -> tuple[str, list[tuple[int, int, int]], int]:
        self.status, self.way = status, way
        self._stack, self._path = [], []
        return status, list(way), self._count(used)


def _relabel(found: Columns, wanted: Columns) -> list[int]:
    """``order[i]``: the column of ``found`` that holds what column ``i`` of ``wanted`` holds (the
    two are one position with columns in another order)."""
    free = list(range(len(found)))
    order = []
    for column in wanted:
        index = next(i for i in free if found[i] == column)
        free.remove(index)
        order.append(index)
    return order


def _shortened(
    root: Columns, path: list[tuple[int, int, int]], shorter_first: bool = False
) -> list[tuple[int, int, int]]:
    """The same way to clear the table without its detours: from each position on the way, a move
    that reaches a later position of the way jumps there (columns renamed to match), until no
    position on the way is one move from a later one but the next."""
    line = [root]
    for choice in path:
        line.append(_after(line[-1], *choice))
    moves_out: list[tuple[int, int, int]] = []
    index_of = {}
    for index, columns in enumerate(line):
        index_of[_key(columns)] = index
    position, at = root, 0
    names = list(range(len(root)))  # names[i]: the column of ``position`` that plays column i of line[at]
    while at < len(line) - 1:
        best, best_move, best_child = at + 1, None, None
        for _, choice, child in _children(position, shorter_first):
            reached = index_of.get(_key(child), -1)
            if reached > best:
                best, best_move, best_child = reached, choice, child
        if best_move is None or best_child is None:
            source, count, target = path[at]
            best_move = (names[source], count, names[target])
            best_child = _after(position, *best_move)
        moves_out.append(best_move)
        order = _relabel(best_child, line[best])
        position, at, names = best_child, best, order
    return moves_out


def _after(columns: Columns, source: int, count: int, target: int) -> Columns:
    changed = list(columns)
    column = columns[source]
    changed[source] = column[: len(column) - count]
    changed[target] = columns[target] + column[len(column) - count :]
    _cleared(changed)
    return tuple(changed)


def solve(state: GameState, nodes: int = DEFAULT_NODES) -> Verdict:
    """The verdict for ``state`` (a SoloDrez game) as it stands; a finished game is won or lost."""
    started = time.perf_counter()
    if state.is_over():
        status = "won" if getattr(state, "won", False) else "lost"
        return Verdict(status=status, seconds=time.perf_counter() - started)
    ranks = state.ranks()  # type: ignore[attr-defined]
    # The plain order: hard's (shorter_first) answers deals 210, 589 and 886 but leaves 837 unknown
    # at this budget (session 14, docs/AI.md), so the Hint and the solve command keep this one.
    status, path, used = search(ranks, nodes)
    return Verdict(
        status=status, moves=tuple(move(*choice) for choice in path), nodes=used, seconds=time.perf_counter() - started
    )
