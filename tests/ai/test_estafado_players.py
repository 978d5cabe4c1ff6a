"""Estafado's computer players: they never peek (twin states that differ only in what their side
cannot see get the same move), they take a win in sight and avoid a loss in sight, and the normal
player beats a random one."""

from __future__ import annotations

import random

from game.ai.base import RandomBot
from game.ai.mcts import Budget, ISMCTSBot
from games.estafado.engine import Estafado
from games.estafado.players import (
    BROUGHT_NEAR,
    CARRIED_AWAY,
    SEARCHED,
    SwapReader,
    dive_threat,
    make_easy,
    make_hard,
    make_normal,
)
from games.estafado.view import CROW, CROW_MOVE, CROW_SWAP, EAGLE, FOX, crow, dive, eagle, perch, step

FIXED = Budget(iterations=30, seconds=600.0)


def _positions(count: int):
    for seed in range(count):
        state = Estafado(2, seed)
        rng = random.Random(seed)
        for _ in range(rng.randrange(1, 90)):
            if state.is_over():
                break
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        if not state.is_over():
            yield state


def test_the_players_never_peek():
    compared = differed = 0
    for state in _positions(40):
        seat = state.to_act()[0]
        for k in range(3):
            twin = state.determinize(seat, random.Random(k))
            assert twin.view(seat) == state.view(seat)
            differed += twin.snapshot() != state.snapshot()
            for make in (make_normal, make_easy):
                assert make(3).choose(state, seat) == make(3).choose(twin, seat)
            compared += 1
    assert compared > 60 and differed > 30


def test_the_search_never_peeks():
    for state in list(_positions(8)):
        seat = state.to_act()[0]
        twin = state.determinize(seat, random.Random(5))
        a = ISMCTSBot(7, FIXED).choose(state, seat)
        b = ISMCTSBot(7, FIXED).choose(twin, seat)
        assert a == b


def test_the_hard_fox_never_peeks():
    # The hard Fox's memory of the Crow's swaps is read from his views: twins get the same move.
    compared = 0
    for state in _positions(40):
        if state.to_act()[0] != FOX:
            continue
        twin = state.determinize(FOX, random.Random(2))
        assert make_hard(4).choose(state, FOX) == make_hard(4).choose(twin, FOX)
        compared += 1
    assert compared > 10


def test_the_hard_players_never_peek_where_they_search():
    # Hard searches its piece on the ring on both sides (session 10): twins get the same move there too.
    searched = 0
    for state in _positions(60):
        seat = state.to_act()[0]
        if state.phase not in SEARCHED[seat] or len(state.legal_actions(seat)) < 2:
            continue
        twin = state.determinize(seat, random.Random(3))
        assert make_hard(6).choose(state, seat) == make_hard(6).choose(twin, seat)
        searched += 1
    assert searched >= 3


def test_the_hard_fox_reads_the_crows_swaps():
    state = Estafado(2, 1)
    state.apply(FOX, perch(4))
    reader = SwapReader()
    reader.read(state.view(FOX))
    near, far = state.fox + 2, 24  # two cards from the Fox, and the far corner
    token_near, token_far = state.tokens[near], state.tokens[far]
    state._exchange_cells(near, far)  # as the Crow's swap does
    hints = reader.read(state.view(FOX))
    assert state.tokens[far] == token_near and hints[far] == CARRIED_AWAY  # carried away: a good sign
    assert state.tokens[near] == token_far and hints[near] == BROUGHT_NEAR


def test_the_normal_crow_never_swaps_at_the_hurricane():
    # Session 8 saw her try: a face-down do-not-swap card never moves, and its back shows where it is.
    tried = 0
    for seed in range(60):
        state = Estafado(2, seed)
        bots = (make_normal(seed), make_normal(seed + 1))
        while not state.is_over():
            seat = state.to_act()[0]
            action = bots[seat].choose(state, seat)
            if state.phase == CROW_SWAP and state.view(CROW).special_backs:
                tried += 1
                assert action.kind != "swap" or action.args[0] not in state.view(CROW).special_backs
            state.apply(seat, action)
    assert tried > 20


def _to_eagle(state: Estafado) -> None:
    state.apply(FOX, next(a for a in state.legal_actions(FOX) if a.kind == "step"))
    state.apply(FOX, state.legal_actions(FOX)[0])  # stop
    while state.phase != EAGLE:
        state.apply(FOX, state.legal_actions(FOX)[0])


def test_the_fox_flies_the_eagle_onto_the_crow():
    state = Estafado(2, 1)
    state.apply(FOX, perch(4))
    _to_eagle(state)
    state.eagle = 10  # two from the Crow on 12: the double flight catches her
    assert make_normal(1).choose(state, FOX) == eagle(2)


def test_the_crow_keeps_out_of_the_eagles_reach():
    state = Estafado(2, 1)
    state.apply(FOX, perch(4))
    _to_eagle(state)
    state.eagle = 15
    state.apply(FOX, eagle(-1))  # 14: two from the Crow on 12
    assert state.phase == CROW_MOVE
    assert make_normal(1).choose(state, CROW) == crow(-1)


def test_the_bear_catches_a_fox_next_to_it():
    state = Estafado(2, 2)
    state.apply(FOX, perch(4))
    state.bear = 6  # b2, next to the Fox's a2 after his step
    state.apply(FOX, step(5))
    state.apply(FOX, state.legal_actions(FOX)[0])  # stop on a2
    state.apply(FOX, eagle(1))
    while state.phase != "bear":
        state.apply(CROW, make_normal(2).choose(state, CROW))
    state.apply(CROW, make_normal(2).choose(state, CROW))
    assert state.end == "bear"


def test_normal_beats_random_on_both_sides():
    wins = 0
    for seed in range(20):
        for normal_side in (FOX, CROW):
            state = Estafado(2, seed)
            bots = {normal_side: make_normal(seed), 1 - normal_side: RandomBot(seed)}
            while not state.is_over():
                seat = state.to_act()[0]
                state.apply(seat, bots[seat].choose(state, seat))
            wins += state.winner == normal_side
    assert wins >= 34  # of 40


def _beaver_on(state: Estafado, cell: int) -> None:
    """Move the Beaver (the Water Dive) onto ``cell``, trading places with the card there."""
    for zone in (state.floor, state.hand, state.deck):
        if "beaver1" in zone:
            index = zone.index("beaver1")
            zone[index], state.floor[cell] = state.floor[cell], "beaver1"
            return


def test_the_fox_plays_a_water_dive_that_closes_in():
    # Session 8: the stop scored a tenth of a flight, so a dive short of a catch was always declined.
    state = Estafado(2, 1)
    assert not state.floor[2].startswith("rabbit")
    state.apply(FOX, perch(4))  # eight from the Crow on 12
    _beaver_on(state, 2)  # c1
    state.apply(FOX, step(1))
    state.apply(FOX, step(2))
    while state.phase != "fox_dive":
        state.apply(FOX, state.legal_actions(FOX)[0])  # keep the Beaver
    assert make_normal(1).choose(state, FOX) == dive(2)


def test_the_crow_counts_a_water_dive_she_has_not_seen():
    state = Estafado(2, 1)
    one, two = dive_threat(state.view(CROW))
    assert 0 < one < 1 and two == 0  # one Water Dive in the deck, somewhere she has not looked
    if "beaver1" in state.deck:
        state.deck.remove("beaver1")
    else:
        zone = state.floor if "beaver1" in state.floor else state.hand
        zone[zone.index("beaver1")] = state.deck.pop()  # the deck holds no rabbit
    state.discards.append("beaver1")  # spent: the discards are face up
    assert dive_threat(state.view(CROW)) == (0.0, 0.0)
