"""VikingDrez's computer players: the search's shortcuts agree with the engine."""

from __future__ import annotations

import random

import pytest

from games.vikingdrez.engine import CORNERS, EMPTY, ENDS, KING, RULE_SETS, VikingDrez
from games.vikingdrez.players import HOOKS


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
