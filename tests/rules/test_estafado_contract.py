"""Estafado beside the shared contract. What tests/test_contract.py and tests/reliability/ check
for every registered game (random playouts with checks at every step, replays, snapshot round trips,
saves, the fuzzer) is not repeated here (it was, while the game was not yet registered); this file
keeps what only this game has: its view's secrets, determinize, damaged snapshots of its own shape,
its own laws."""

from __future__ import annotations

import json
import random

import pytest

from game.core import SaveError
from game.view import View, to_json
from games.estafado.engine import IN_GAME, Estafado
from games.estafado.testing import one_too_many
from games.estafado.view import CROW, FOX, EstafadoView
from tests.random_play import bot_moves


def _played(seed: int, moves: int) -> Estafado:
    return bot_moves(Estafado(2, seed), moves, seed)


def test_many_seeds_finish_with_every_end():
    ends = set()
    for seed in range(300):
        state = _played(seed, 5000)
        assert state.is_over(), f"seed {seed} did not end"
        assert not state.invariant_violations()
        ends.add(state.end)
    assert ends == {"rabbits", "eagle", "bear", "sun"}


def test_the_view_is_typed_and_hides_the_secrets():
    state = _played(3, 40)
    for seat in (FOX, CROW, None):
        view = state.view(seat)
        assert isinstance(view, EstafadoView) and isinstance(view, View)
        json.dumps(to_json(view))
    assert state.view(CROW).hand == () and state.view(FOX).hand == tuple(state.hand)
    assert state.view(None).memory == (None,) * 25


def test_determinize_resamples_the_hidden_cards_and_keeps_what_is_known():
    state = _played(11, 45)
    for seat in (FOX, CROW):
        rng = random.Random(1)
        floors = set()
        for _ in range(30):
            det = state.determinize(seat, rng)
            assert det.view(seat) == state.view(seat)
            assert not det.invariant_violations()
            assert sorted(det.floor + det.deck + det.hand + det.discards + det.captured + det.crow_pile) == list(
                IN_GAME
            )
            floors.add(tuple(det.floor))
        assert len(floors) > 20


@pytest.mark.parametrize(
    "damage",
    [
        one_too_many,
        lambda s: s["deck"].pop(),  # a card lost
        lambda s: s.__setitem__("phase", "dancing"),
        lambda s: s.__setitem__("fox", 99),
        lambda s: s["memory"][0].__setitem__("0", "nonsense"),
        lambda s: s.__setitem__("winner", 0),  # a winner while the game goes on
        lambda s: s.__setitem__("bear", s["fox"]),
    ],
)
def test_damaged_snapshots_are_refused(damage):
    state = _played(4, 30)
    snapshot = json.loads(json.dumps(state.snapshot()))
    damage(snapshot)
    with pytest.raises(SaveError):
        Estafado.from_snapshot(2, state.seed, state.options, snapshot)

