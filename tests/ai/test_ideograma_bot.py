"""The hard Ideograma player: its leave, its endgame and its look-ahead."""

from __future__ import annotations

import random

from game.ai.ideograma_bot import _leave_worth, leave_value, make_hard, make_normal
from game.clasicos.ideograma import BLANK, Ideograma


def _midgame(seed: int, moves: int, until_bag_empty: bool = False) -> Ideograma:
    """A position reached by normal play (normal's choices are the best score: quick)."""
    state = Ideograma(2, seed, {})
    bot = make_normal(seed)
    for _ in range(moves):
        if state.is_over() or (until_bag_empty and not state.bag):
            break
        seat = state.to_act()[0]
        state.apply(seat, bot.choose(state, seat))
    return state


def test_leave_prefers_a_blank_and_balance_to_duplicates() -> None:
    assert leave_value([BLANK, "e", "s"]) > leave_value(["e", "s", "r"])
    assert leave_value(["a", "e", "r", "s"]) > leave_value(["u", "u", "i", "i"])
    assert leave_value(["q"]) < leave_value(["a"])


def test_endgame_leave_is_the_points_we_may_be_stuck_with() -> None:
    # With the bag empty the tiles left count against us at the end (their values).
    assert _leave_worth(["z"], endgame=True) < _leave_worth(["a"], endgame=True) < 0
    assert _leave_worth([], endgame=True) == 0


def test_hard_plays_a_legal_play_that_depends_only_on_the_view() -> None:
    state = _midgame(31, 6)
    seat = state.to_act()[0]
    choice = make_hard(1).choose(state, seat)
    assert choice in state.legal_actions(seat)
    # Another bot seed and a true state with other secrets (same view): the same play.
    other = state.determinize(seat, random.Random(99))
    assert make_hard(2).choose(other, seat) == choice


def test_hard_in_the_endgame_plays_legally_until_the_end() -> None:
    state = _midgame(7, 200, until_bag_empty=True)
    assert not state.is_over() and not state.bag
    hard = make_hard(3)
    while not state.is_over():
        seat = state.to_act()[0]
        action = hard.choose(state, seat)
        assert action in state.legal_actions(seat)
        state.apply(seat, action)
