"""SoloDrez's solver tells the truth: a "won" comes with moves that win in the engine, a "lost" is
confirmed by a plain search without the solver's shortcuts, and a search cut short says "unknown"."""

from __future__ import annotations

import random
from collections import deque

import pytest

from games.solodrez.engine import SoloDrez
from games.solodrez.rules import FULL_RUN, moves
from games.solodrez.solver import search, solve


def _plain(columns: tuple[tuple[int, ...], ...]) -> bool:
    """Whether the table can be cleared, by breadth-first search over every move the rules list
    (every empty column, columns never sorted): no shortcut of the solver is used."""

    def cleared(cols: list[tuple[int, ...]]) -> tuple[tuple[int, ...], ...]:
        return tuple(() if c == FULL_RUN else c for c in cols)

    start = cleared(list(columns))
    seen = {start}
    queue = deque([start])
    while queue:
        cols = queue.popleft()
        if all(r == 0 for c in cols for r in c):
            return True
        for source, count, target in moves(cols):
            changed = list(cols)
            changed[source] = cols[source][: len(cols[source]) - count]
            changed[target] = cols[target] + cols[source][len(cols[source]) - count :]
            child = cleared(changed)
            if child not in seen:
                seen.add(child)
                queue.append(child)
    return False


def _small_deal(rng: random.Random, runs: int, neutrals: int, columns: int) -> tuple[tuple[int, ...], ...]:
    cards = [rank for rank in FULL_RUN for _ in range(runs)] + [0] * neutrals
    rng.shuffle(cards)
    dealt: list[list[int]] = [[] for _ in range(columns)]
    for index, rank in enumerate(cards):
        dealt[index % columns].append(rank)
    return tuple(tuple(c) for c in dealt)


@pytest.mark.parametrize("shorter_first", [False, True])  # the Hint's order, and hard's
def test_on_small_deals_the_solver_agrees_with_a_plain_search_and_its_moves_win(shorter_first):
    rng = random.Random(19)
    verdicts = set()
    for _ in range(150):
        deal = _small_deal(rng, runs=2, neutrals=rng.choice([0, 1, 2]), columns=rng.choice([3, 4]))
        status, path, _ = search(deal, nodes=10**7, shorter_first=shorter_first)
        assert status == ("won" if _plain(deal) else "lost"), deal
        verdicts.add(status)
        if status == "won":
            cols = [tuple(c) for c in deal]
            for source, count, target in path:
                assert (source, count, target) in moves(tuple(cols))
                cols[target] = cols[target] + cols[source][len(cols[source]) - count :]
                cols[source] = cols[source][: len(cols[source]) - count]
                cols = [() if c == FULL_RUN else c for c in cols]
            assert all(r == 0 for c in cols for r in c)
    assert verdicts == {"won", "lost"}  # both answers were put to the test


def test_a_won_verdict_plays_to_a_win_in_the_engine():
    for seed in (0, 4, 7):
        state = SoloDrez(1, seed, {})
        verdict = solve(state)
        assert verdict.status == "won" and verdict.moves
        for action in verdict.moves:
            state.apply(0, action)
        assert state.won and state.is_over()


def test_a_lost_deal_is_lost_by_a_plain_search_too():
    state = SoloDrez(1, 13, {})
    assert solve(state).status == "lost"
    assert not _plain(tuple(tuple(c) for c in state.ranks()))


def test_a_search_cut_short_says_unknown_never_lost():
    state = SoloDrez(1, 12, {})
    assert solve(state, nodes=20).status == "unknown"
    assert solve(state).status == "won"


def test_the_verdict_is_for_the_position_as_it_stands():
    state = SoloDrez(1, 4, {})
    first = solve(state)
    state.apply(0, first.moves[0])
    again = solve(state)
    assert again.status == "won"
    for action in again.moves:
        state.apply(0, action)
    assert state.won
    assert solve(state).status == "won" and solve(state).moves == ()
