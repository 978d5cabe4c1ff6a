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
from game.core import loads_state
from game.registry import GAMES
from games.poker7.engine import Poker7
from games.poker7.players import Poker7Player


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
    # Normal against random (seed 1: the gate opens at normal's 12th move): at its first 12 real
    # choices with the gate open, a copy of it (its memory deep-copied) chooses the same on the true
    # state and on twins that differ only in cards it cannot see (their moves are the game's: it
    # carries its reading on into them).
    state, normal, other = Poker7(2, 1, {}), Poker7Player("normal", 1), RandomBot(1)
    compared = asked = 0
    while not state.is_over() and asked < 12:
        seat = state.to_act()[0]
        if seat == 0 and normal.reads_random() and len(state.legal_actions(seat)) > 1:
            asked += 1
            for k in range(2):
                twin = state.determinize(seat, random.Random(k))
                assert twin.view(seat) == state.view(seat)
                compared += twin.snapshot() != state.snapshot()
                a = copy.deepcopy(normal).choose(state, seat)
                b = copy.deepcopy(normal).choose(twin, seat)
                assert a == b, f"move {len(state.history)}: {a} on the true state, {b} on its twin"
                assert a in state.legal_actions(seat)
        state.apply(seat, (normal if seat == 0 else other).choose(state, seat))
    assert asked == 12 and compared > 5


def _gate(player: Poker7Player) -> tuple[object, ...]:
    """What normal's gate has read of its rival (its whole reading, not only whether it is open)."""
    return (player.reads_random(), player.randomness, player.unhabitual, player._habits)


def _played(seed: int, moves: int) -> tuple[Poker7, Poker7Player, RandomBot]:
    """Normal (seat 0) against random, ``moves`` moves from the start."""
    state, normal, other = Poker7(2, seed, {}), Poker7Player("normal", seed), RandomBot(seed)
    while len(state.history) < moves and not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, (normal if seat == 0 else other).choose(state, seat))
    return state, normal, other


def _replayed(state: Poker7, seed: int) -> Poker7Player:
    """A fresh normal asked at each of its turns of ``state``'s history, as if it had played them."""
    fresh, again = Poker7Player("normal", seed), Poker7(2, seed, {})
    for seat, action in state.history:
        if seat == 0:
            assert fresh.choose(again, seat) == action
        again.apply(seat, action)
    return fresh


def _play_on_alike(state: Poker7, normal: Poker7Player, twin: Poker7, other: Poker7Player, rival: RandomBot) -> None:
    """Twelve moves on ``state`` and ``twin`` alike: at seat 0, ``normal`` (on ``state``) and ``other``
    (on ``twin``) choose the same and have read the same; the rival's moves go to both."""
    for _ in range(12):
        if state.is_over():
            break
        seat = state.to_act()[0]
        if seat == 0:
            action = normal.choose(state, seat)
            assert other.choose(twin, seat) == action
            assert _gate(other) == _gate(normal)
        else:
            action = rival.choose(state, seat)
        state.apply(seat, action)
        twin.apply(seat, action)


def test_after_an_undo_the_gate_has_read_what_a_fresh_normal_replaying_the_game_reads():
    # Seed 3: the gate opens at normal's 8th move. Normal plays on to move 60; a person's undo takes
    # the game back to move 40 (the app keeps the same computer player). Then the random rival plays
    # another move, and normal's gate and choices are those of a fresh normal that played moves 1-40.
    state, normal, other = _played(3, 60)
    back = state.rewound(40)
    fresh = _replayed(back, 3)
    assert fresh.reads_random()
    # on from the undo, the rival's moves other than it made before
    _play_on_alike(back, normal, back.clone(), fresh, RandomBot(99))


@pytest.mark.xfail(
    strict=True,
    reason="issue 18, not mended: a loaded normal has read nothing (its gate shut). The reading needs the "
    "cards of the hands before (its own hidden cards, the commons), which neither the view nor the moves "
    "carry; see docs/AI.md, Session 16",
)
def test_a_game_saved_and_loaded_with_the_gate_open_plays_on_as_if_never_saved():
    # Seed 3: the gate is open by move 40. The game is saved there and loaded as the app loads it
    # (``loads_state``: the moves replayed, checked against the saved snapshot), and a fresh normal,
    # as the app makes it, plays on: its gate and moves are those of the normal that never stopped.
    state, normal, other = _played(3, 40)
    assert normal.reads_random()
    loaded = loads_state(state.dumps(), GAMES)
    _play_on_alike(state, normal, loaded, Poker7Player("normal", 3), other)
