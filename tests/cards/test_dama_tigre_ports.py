"""Puertas and Trampas keep their cards in kit tables (issue 15 item 5), and the port changed nothing a
player or a save can tell.

The digests below were computed with the engines as they were before the port (commit 8886756):
whole games of seeded random play, their saves, undo floors and, for Trampas, determinize samples
along the way (its computer players search on them). A rules change that alters them on purpose
recomputes them; a refactoring never should."""

from __future__ import annotations

import hashlib
import json
import random
from collections import Counter

import pytest

from game.cards import Table, Visibility
from games.puertas.engine import Puertas
from games.trampas.engine import Trampas
from tests.random_play import legal_moves

PUERTAS_SAVES = "6e17574c2acce4af7ca78ec42158cc989c5474e747d605e2c6b7c29cace43543"
TRAMPAS_SAVES_AND_SAMPLES = "68be1bc4f193ce28f7eb26c0da28bbed090a6b3f57b6f5d51f04451e181c1a79"


def digest(cls: type, seeds: range, players_for, determinize: bool) -> str:
    h = hashlib.sha256()
    for seed in seeds:
        state = cls(players_for(seed), seed)
        chooser = random.Random(seed)
        while not state.is_over():
            seat = state.to_act()[0]
            state.apply(seat, chooser.choice(state.legal_actions(seat)))
            h.update(str(state.undo_floor).encode())
            if determinize and len(state.history) % 5 == 0:
                for s in range(state.players):
                    sample = state.determinize(s, random.Random(len(state.history)))
                    h.update(json.dumps(sample.snapshot(), sort_keys=True).encode())
        h.update(state.dumps().encode())
    return h.hexdigest()


def test_puertas_saves_and_undo_floors_are_those_of_before_the_port():
    assert digest(Puertas, range(40), lambda seed: 2, False) == PUERTAS_SAVES


def test_trampas_saves_undo_floors_and_samples_are_those_of_before_the_port():
    assert digest(Trampas, range(10), lambda seed: 2 + seed % 5, True) == TRAMPAS_SAVES_AND_SAMPLES


def played(cls: type, players: int, seed: int, moves: int):
    return legal_moves(cls(players, seed), moves, seed)


def tables(state) -> list[Table]:
    return [state.clue_table, state.door_table]


@pytest.mark.parametrize("seed", range(8))
def test_the_ported_games_cards_are_kit_tables_that_keep_the_box(seed):
    for state in (played(Puertas, 2, seed, seed * 3), played(Trampas, 2 + seed % 5, seed, seed * 9)):
        for table in tables(state):
            assert isinstance(table, Table) and table.conservation_violations() == []
        assert state.invariant_violations() == []


@pytest.mark.parametrize("seed", range(8))
def test_a_seats_view_shows_no_card_of_a_zone_the_kit_hides_from_it(seed):
    """The hand in a Trampas view and the Doors in a Puertas view are the kit's zone views."""
    state = played(Trampas, 3, seed, 2 + seed * 3)
    if not state.is_over():
        for seat in range(3):
            assert state.view(seat).hand == tuple(c.code for c in state.clue_table.cards(f"hand.{seat}"))
            for other in range(3):
                zone = state.clue_table.zone_view(f"pile.{other}", seat)
                assert zone.cards is None and zone.visibility is Visibility.OWNER_KNOWS
    doors = played(Puertas, 2, seed, 1 + seed % 3)
    if doors.phase not in ("round_over", "over"):
        for seat in (0, 1):
            assert doors.view(seat).identities[1 - seat] is None
            assert doors.door_table.zone_view(f"identity.{1 - seat}", seat).cards is None


@pytest.mark.parametrize("seed", range(6))
def test_puertas_samples_only_doors_the_seat_cannot_rule_out_and_keep_what_it_saw(seed):
    state = played(Puertas, 2, seed, 1 + seed)
    for seat in (0, 1):
        possible = state.possible_identities(seat)
        for sample in range(10):
            world = state.determinize(seat, random.Random(sample))
            assert world.identities[1 - seat] in possible
            assert world.identities[seat] == state.identities[seat]
            assert world.view(seat) == state.view(seat)
            assert Counter(world.deck) == Counter(state.deck)
            assert world.invariant_violations() == []


def test_trampas_at_the_end_lists_whole_hands_and_keeps_the_last_season_on_the_table():
    """When a player reaches five gems the last piles and revealed cards stay where they lay (the
    end panel shows them); each hand is listed whole, as saves always wrote it."""
    for seed in range(40):
        state = played(Trampas, 3, seed, 10_000)
        assert state.is_over()
        for seat in range(3):
            on_table = list(state.clue_table.cards(f"pile.{seat}") + state.clue_table.cards(f"shown.{seat}"))
            assert sorted(state.hands[seat]) == sorted(list(state.clue_table.cards(f"hand.{seat}")) + on_table)
            assert state.view(seat).hand == tuple(c.code for c in state.hands[seat])
        assert state.goal == state.door_table.top("used") and state.door_table.count("goal") == 0
        assert state.invariant_violations() == []
        again = Trampas.from_snapshot(3, seed, {}, json.loads(json.dumps(state.snapshot())))
        assert again.snapshot() == state.snapshot()
