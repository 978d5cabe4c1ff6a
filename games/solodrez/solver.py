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

Finished runs leave the table at once (the engine's rule), as do the neutral cards at the end.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from functools import lru_cache

from game.core import GameState
from games.solodrez.rules import FULL_RUN, JOKER_RANK, NEUTRAL_RANK, top_run
from games.solodrez.view import Verdict, move

DEFAULT_NODES = 200_000  # positions entered before the search says "unknown"

Columns = tuple[tuple[int, ...], ...]


def _cleared(columns: list[tuple[int, ...]]) -> None:
    for index, column in enumerate(columns):
        if column == FULL_RUN:
            columns[index] = ()


def _done(columns: Columns) -> bool:
    return all(rank == NEUTRAL_RANK for column in columns for rank in column)


def _key(columns: Columns) -> tuple[tuple[int, ...], ...]:
    return tuple(sorted(columns))


@lru_cache(maxsize=1 << 17)
def _column(column: tuple[int, ...]) -> tuple[int, int, int, int]:
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
def _promise(column: tuple[int, ...]) -> int:
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


_FINISHED = _promise(FULL_RUN) + _promise(())  # a run that leaves the table: the best there is


def _children(columns: Columns) -> list[tuple[int, tuple[int, int, int], Columns]]:
    """Every move from ``columns`` (the first empty column only, as a target), with the position
    it makes, the best-looking first. The runs on offer are indexed by the rank their first card
    is, so each target looks up only the runs that fit it (rules.fits, on these summaries)."""
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
        for source, count in candidates:
            if source == target:
                continue
            column = columns[source]
            if count == len(column) and top == JOKER_RANK + 1:
                continue  # a whole column into an empty one: nothing changes
            rest, moved = column[: len(column) - count], column[len(column) - count :]
            joined = columns[target] + moved
            gain = _promise(rest) - _promise(column) - _promise(columns[target])
            changed = list(columns)
            changed[source] = rest
            if joined == FULL_RUN:
                changed[target] = ()
                gain += _FINISHED
            else:
                changed[target] = joined
                gain += _promise(joined)
            found.append((-gain, (source, count, target), tuple(changed)))
    found.sort(key=lambda entry: entry[0])
    return found


def best_looking(columns: Sequence[Sequence[int]]) -> list[tuple[tuple[int, int, int], tuple[tuple[int, ...], ...]]]:
    """Every move ``(source, count, target)`` from ``columns`` (ranks, as ``search`` takes them), the
    best-looking first (the order the search tries them in: cards lying one rank below the card
    under them, empty columns, finished runs), each with the key of the position it makes (columns
    sorted: two moves with one key make the same position up to the names of the columns). An
    empty column is offered as a target in the first one only. No search: one look at the table."""
    root = [tuple(column) for column in columns]
    _cleared(root)
    return [(choice, _key(child)) for _, choice, child in _children(tuple(root))]


def position_key(columns: Sequence[Sequence[int]]) -> tuple[tuple[int, ...], ...]:
    """The key the search files a position under (``best_looking`` gives the same for a child)."""
    root = [tuple(column) for column in columns]
    _cleared(root)
    return _key(tuple(root))


def search(columns: Sequence[Sequence[int]], nodes: int = DEFAULT_NODES) -> tuple[str, list[tuple[int, int, int]], int]:
    """``(status, moves, nodes used)`` for ``columns`` (ranks, the table first): "won" with the moves
    ``(source, count, target)`` that clear the table, "lost", or "unknown" past ``nodes`` positions."""
    start = [tuple(column) for column in columns]
    _cleared(start)
    root: Columns = tuple(start)
    if _done(root):
        return "won", [], 1
    seen = {_key(root)}
    stack = [iter(_children(root))]
    path: list[tuple[int, int, int]] = []
    used = 1
    while stack:
        for _, choice, child in stack[-1]:
            key = _key(child)
            if key in seen:
                continue
            seen.add(key)
            used += 1
            if _done(child):
                return "won", _shortened(root, [*path, choice]), used
            if used >= nodes:
                return "unknown", [], used
            path.append(choice)
            stack.append(iter(_children(child)))
            break
        else:
            stack.pop()
            if path:
                path.pop()
    return "lost", [], used


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


def _shortened(root: Columns, path: list[tuple[int, int, int]]) -> list[tuple[int, int, int]]:
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
        for _, choice, child in _children(position):
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
    status, path, used = search(ranks, nodes)
    return Verdict(
        status=status, moves=tuple(move(*choice) for choice in path), nodes=used, seconds=time.perf_counter() - started
    )
