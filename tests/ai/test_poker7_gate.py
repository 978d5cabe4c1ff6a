"""Poker7 normal's gate (session 15): it reads its rival from the moves it has seen (``randomness``:
the log-odds that the rival picks each legal move alike rather than by normal's rule with the hands
it may hold; ``unhabitual``: the same against the rival's own habit in like spots) and plays the best
reply to random (``games.poker7.ceiling``) only once both say random. Assertions are on the reading,
never on timing."""

from __future__ import annotations

import copy
import random

import pytest

from game.ai.base import RandomBot, make_bot
from games.poker7.engine import Poker7
from games.poker7.players import RANDOM_GATE, Poker7Player
from tests.ai.test_poker7_players import positions


def whole_game(seed: int, rival: str) -> tuple[Poker7Player, list[bool], list[object]]:
    """One two-player game of normal (seat 0) against ``rival``: normal, whether its gate was open at
    each of its moves, and its moves."""
    state = Poker7(2, seed, {})
    normal = Poker7Player("normal", seed)
    other = RandomBot(seed) if rival == "random" else make_bot(rival, seed=seed + 1)
    opened: list[bool] = []
    chosen: list[object] = []
    while not state.is_over():
        seat = state.to_act()[0]
        if seat == 0:
            legal = state.legal_actions(seat)
            move = normal.choose(state, seat)
            assert move in legal
            opened.append(normal.reads_random())
            chosen.append(move)
        else:
            move = other.choose(state, seat)
        state.apply(seat, move)
    return normal, opened, chosen


def test_the_gate_opens_against_the_random_player_within_forty_moves():
    # Six whole games against random: in five or more the gate is open by normal's 40th move (or the
    # game ended sooner with it open), and over all the moves after the 40th it is open at most.
    timely, late_open, late = 0, 0, 0
    for seed in range(6):
        normal, opened, _ = whole_game(seed, "random")
        timely += any(opened[:40])
        late_open += sum(opened[40:])
        late += len(opened[40:])
    assert timely >= 5
    assert late == 0 or late_open * 2 > late


@pytest.mark.parametrize("rival", ["normal", "hard"])
def test_the_gate_stays_shut_against_a_rival_that_bets_by_its_hand(rival):
    # Whole games against normal's own rule and against hard (the best reply to normal's rule): the
    # reading never opens the gate.
    for seed in range(3):
        normal, opened, _ = whole_game(seed, rival)
        assert not any(opened), f"seed {seed}: open at {opened.index(True)} of {len(opened)} moves against {rival}"


def test_twins_that_differ_only_in_hidden_cards_get_the_same_choice_with_the_gate_open():
    # A normal that has read a random rival (its memory deep-copied for each twin) chooses the same on
    # the true state and on twins that differ only in cards it cannot see.
    normal, opened, _ = whole_game(1, "random")
    assert normal.randomness >= RANDOM_GATE
    compared = 0
    for state, seat in positions(2, range(8)):
        for k in range(2):
            twin = state.determinize(seat, random.Random(k))
            assert twin.view(seat) == state.view(seat)
            compared += twin.snapshot() != state.snapshot()
            a = copy.deepcopy(normal).choose(state, seat)
            b = copy.deepcopy(normal).choose(twin, seat)
            assert a == b, f"seed {state.seed} seat {seat}: {a} on the true state, {b} on its twin"
            assert a in state.legal_actions(seat)
    assert compared > 5
