"""SoloDrez's order of cards, on ranks alone: what the engine and the solver both ask.

Only a card's figure matters to the rules ("sin que sean necesariamente del mismo color"), so a
column is read here as its ranks from the table up: ``6`` the Jóker ... ``1`` the Peón, ``0`` a
neutral card. A run is *ordered* when each card is exactly one rank below the card under it; a
neutral card stands for the one rank that keeps it so ("siempre sustituye a una carta en
particular"). An ordered run is described by its length and the rank its first (lowest-lying)
card stands for, or None when it is all neutral cards and could stand for any ranks.
"""

from __future__ import annotations

from collections.abc import Sequence

NEUTRAL_RANK = 0
JOKER_RANK = 6
PAWN_RANK = 1
FULL_RUN: tuple[int, ...] = (6, 5, 4, 3, 2, 1)  # Jóker, Reina, Torre, Alfil, Caballo, Peón

Column = Sequence[int]


def top_run(column: Column) -> tuple[int, int | None]:
    """The longest ordered run at the end of ``column``: ``(length, first)``, where ``first`` is
    the rank its first card is or stands for (None: all neutral cards, free to stand for any)."""
    length = 0
    first: int | None = None
    for rank in reversed(column):
        if rank == NEUTRAL_RANK:
            if first is None:
                if length + 1 > JOKER_RANK:  # six neutral ranks at most: Jóker down to Peón
                    break
            elif first + 1 > JOKER_RANK:
                break
            else:
                first += 1
        elif first is None:
            # the first real card met (from the top) fixes every rank under and over it
            if rank < length + 1:  # the neutral cards above it would have to stand below the Peón
                break
            first = rank
        elif rank != first + 1:
            break
        else:
            first = rank
        length += 1
    return length, first


def segment_first(column: Column, count: int, run: tuple[int, int | None]) -> int | None:
    """The rank the first of the last ``count`` cards stands for when they move on their own
    (``count`` at most the top run's length): fixed by any real card among them, else None."""
    length, first = run
    if first is None:
        return None
    if all(rank == NEUTRAL_RANK for rank in column[len(column) - count :]):
        return None  # neutral cards moved alone are free again: they take the role the target gives
    return first - (length - count)


def fits(target: tuple[int, int | None] | None, count: int, first: int | None) -> bool:
    """Whether a run of ``count`` cards whose first card stands for ``first`` (None: free) may
    lie on a column whose top run is ``target`` (None: an empty column).

    An empty column takes only a run headed by a Jóker, or by a neutral card standing for one.
    Otherwise the column's top run and the moved run must make one ordered run together: the top
    card of the column (a neutral one standing for the rank its run below gives it) must be
    exactly one rank above the moved run's first card.
    """
    if target is None:
        return (first is None or first == JOKER_RANK) and count <= JOKER_RANK
    length, base = target
    if base is None:  # the column ends in free neutral cards: any ranks that fit in six
        if first is None:
            return length + count <= JOKER_RANK
        return first + length <= JOKER_RANK and first - count + 1 >= PAWN_RANK
    top = base - length + 1  # the rank the column's top card is or stands for
    if first is None:
        return top - count >= PAWN_RANK
    return first == top - 1


def removable(column: Column) -> bool:
    """A column of exactly the six real cards Jóker to Peón in order and nothing else: it leaves
    the table ("ninguna otra carta (tampoco las neutrales)")."""
    return tuple(column) == FULL_RUN


def figures_left(columns: Sequence[Column]) -> bool:
    return any(rank != NEUTRAL_RANK for column in columns for rank in column)


def moves(columns: Sequence[Column], one_empty_target: bool = False) -> list[tuple[int, int, int]]:
    """Every move ``(source, count, target)``: the last ``count`` cards of column ``source``,
    an ordered run, onto column ``target`` where they fit. A whole column is never moved into an
    empty one: the table would stay the same with its columns in another order. With
    ``one_empty_target`` only the first empty column is offered as a target (they are alike: the
    solver's choice).

    ``moves_plainly`` with ``segment_first`` and ``fits`` worked out inline, in the same order: what
    a target column takes is read once rather than for every run and count, and whether the moved
    cards are all neutral from the number of neutral cards on top rather than by looking at them
    again for every count (the engine lists the moves after every move; it was most of the time of
    a random game)."""
    runs = [top_run(column) if column else None for column in columns]
    first_empty = next((index for index, column in enumerate(columns) if not column), None)
    # Each target as (index, top, length): top the rank its top card is or stands for, None when
    # its top run is free neutral cards (length of them), -1 when the column is empty.
    targets: list[tuple[int, int | None, int]] = []
    for index, target_run in enumerate(runs):
        if target_run is None:
            if not one_empty_target or index == first_empty:
                targets.append((index, -1, 0))
        else:
            length, base = target_run
            targets.append((index, None if base is None else base - length + 1, length))
    found: list[tuple[int, int, int]] = []
    for source, column in enumerate(columns):
        run = runs[source]
        if run is None:
            continue
        length, first = run
        neutral_on_top = 0
        for rank in reversed(column):
            if rank != NEUTRAL_RANK:
                break
            neutral_on_top += 1
        size = len(column)
        for count in range(1, length + 1):
            # segment_first: None (free) when there is no real card among the moved ones
            moved = None if first is None or count <= neutral_on_top else first - (length - count)
            for target, top, target_length in targets:
                if target == source:
                    continue
                if top == -1:  # an empty column: a Jóker's run, never a whole column
                    fit = count != size and (moved is None or moved == JOKER_RANK) and count <= JOKER_RANK
                elif top is None:  # free neutral cards: any ranks that fit in six
                    if moved is None:
                        fit = target_length + count <= JOKER_RANK
                    else:
                        fit = moved + target_length <= JOKER_RANK and moved - count + 1 >= PAWN_RANK
                elif moved is None:
                    fit = top - count >= PAWN_RANK
                else:
                    fit = moved == top - 1
                if fit:
                    found.append((source, count, target))
    return found


def moves_plainly(columns: Sequence[Column], one_empty_target: bool = False) -> list[tuple[int, int, int]]:
    """Every move ``(source, count, target)``: the last ``count`` cards of column ``source``,
    an ordered run, onto column ``target`` where they fit. A whole column is never moved into an
    empty one: the table would stay the same with its columns in another order. With
    ``one_empty_target`` only the first empty column is offered as a target (they are alike: the
    solver's choice). The plain reading, which ``moves`` must equal (the tests compare them)."""
    runs = [top_run(column) if column else None for column in columns]
    found: list[tuple[int, int, int]] = []
    first_empty = next((index for index, column in enumerate(columns) if not column), None)
    for source, column in enumerate(columns):
        run = runs[source]
        if run is None:
            continue
        for count in range(1, run[0] + 1):
            first = segment_first(column, count, run)
            for target, target_run in enumerate(runs):
                if target == source:
                    continue
                if target_run is None:
                    if count == len(column) or (one_empty_target and target != first_empty):
                        continue
                if fits(target_run, count, first):
                    found.append((source, count, target))
    return found
