"""VikingDrez's computer players: the search's shortcuts agree with the engine."""

from __future__ import annotations

import random

import pytest

from games.vikingdrez.engine import CORNERS, EMPTY, ENDS, KING, RULE_SETS, VikingDrez
from games.vikingdrez.players import ATTACKER_VALUE, HOOKS, evaluate_for_attackers, king_reach


def brute_noisy(state: VikingDrez) -> set[int]:
    """The captures and escapes of the side to move, by trying every move on the board."""
    found = set()
    board = state.board
    for action in state._actions():
        start, end = ENDS[action]
        piece = board[start]
        if piece == KING and end in CORNERS:
            found.add(id(action))
            continue
        board[start], board[end] = EMPTY, piece
        if state.captures_after(end):
            found.add(id(action))
        board[start], board[end] = piece, EMPTY
    return found


@pytest.mark.parametrize("rules", sorted(RULE_SETS))
def test_the_noisy_moves_are_the_captures_and_escapes(rules: str) -> None:
    rng = random.Random(rules)
    positions = 0
    for game in range(60):
        state = VikingDrez(2, game, {"rules": rules})
        while not state.is_over():
            assert HOOKS.noisy_moves(state) == brute_noisy(state)
            positions += 1
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert positions > 2000


def position(rows: list[str], to_move: int = 0) -> VikingDrez:
    state = VikingDrez(2, 0)
    state.set_position(rows, to_move)
    return state


def test_the_attackers_like_a_shut_corner_line() -> None:
    # The same men, one of them beside a7 (shutting the top edge into it) or in the open.
    shut = position([".a.....", ".......", ".......", "...k...", ".......", ".......", "...a..."])
    open_ = position([".......", ".......", ".a.....", "...k...", ".......", ".......", "...a..."])
    assert evaluate_for_attackers(shut) > evaluate_for_attackers(open_)


def test_a_king_one_move_from_a_fork_is_the_defenders_chance() -> None:
    # From d4 the king reaches d1, where he sees a1 and g1 at once; with an attacker on d2 he cannot.
    fork = position([".......", ".......", "...a...", "a..k..a", ".......", ".......", "......."])
    blocked = position([".......", ".......", "...a...", "a..k..a", ".......", "...a...", "......."])
    assert king_reach(fork.board, fork.board.index(KING))[1] >= 1
    assert king_reach(blocked.board, blocked.board.index(KING))[1] == 0
    # The blocked board has one attacker more; the fork costs the attackers more than he is worth.
    assert evaluate_for_attackers(fork) < evaluate_for_attackers(blocked) - ATTACKER_VALUE


def test_the_players_choose_by_the_position_not_the_way_there() -> None:
    # Nothing is hidden, so the never-peek twins are two roads to one position: the players search
    # the seat's copy of what stands on the board, and choose alike.
    from game.ai.alphabeta import AlphaBetaBot, SearchLevel
    from games.vikingdrez.view import move

    roads = (
        [((3, 0), (1, 0)), ((3, 4), (1, 4)), ((3, 6), (1, 6))],
        [((3, 6), (1, 6)), ((3, 4), (1, 4)), ((3, 0), (1, 0))],
    )
    level = SearchLevel(max_depth=2, seconds=60.0, quiescence=4)  # a depth cap, never the clock
    chosen = []
    for road in roads:
        state = VikingDrez(2, 0)
        for start, end in road:
            state.apply(state.to_act()[0], move(start, end))
        chosen.append(AlphaBetaBot(HOOKS, level, seed=5).choose(state, 1))
    assert chosen[0] == chosen[1]
