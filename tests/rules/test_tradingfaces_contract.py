"""Trading Faces beside the shared contract. What tests/test_contract.py and tests/reliability/ check
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
from games.tradingfaces.engine import TradingFaces
from games.tradingfaces.view import TradingFacesView

CONFIGS = [(n, o["variant"]) for n, o in TradingFaces.configurations()]  # Trading Faces 3-5, Memory 2-4


def _played(seed: int, moves: int, players: int = 3, variant: str = "classic") -> TradingFaces:
    state = TradingFaces(players, seed, {"variant": variant})
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over():
            break
        seat = rng.choice(state.to_act())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def test_many_seeds_finish_with_their_laws_kept():
    for seed in range(40):
        players, variant = CONFIGS[seed % len(CONFIGS)]
        state = _played(seed, 100_000, players, variant)
        assert state.is_over(), f"seed {seed} did not end"
        assert not state.invariant_violations()


def test_the_view_is_typed_and_hides_the_secrets():
    state = _played(3, 7)
    for seat in (0, 1, 2, None):
        view = state.view(seat)
        assert isinstance(view, TradingFacesView) and isinstance(view, View)
        json.dumps(to_json(view))
    # two states that differ only in another seat's hand and the pile look the same to seat 0
    state = TradingFaces(3, 5, {})
    while state.phase != "pass":
        state = TradingFaces(3, state.seed + 1, {})
    twin = swapped_with_pile(state, 1)
    assert twin.snapshot() != state.snapshot() and not twin.invariant_violations()
    assert twin.view(0) == state.view(0) and twin.view(None) == state.view(None)


def swapped_with_pile(state: TradingFaces, seat: int) -> TradingFaces:
    """A twin of ``state`` whose ``seat`` holds one card of the pile instead of one of its own."""
    from games.tradingfaces.engine import sets_in

    for i, mine in enumerate(state.hands[seat]):
        for j, other in enumerate(state.pile):
            if other != mine:
                twin = state.clone()
                twin.hands[seat][i], twin.pile[j] = other, mine
                twin.hands[seat].sort()
                if not sets_in(twin.hands[seat]):
                    return twin
    raise AssertionError("no twin found")


@pytest.mark.parametrize("variant", ["classic", "memory"])
def test_determinize_resamples_the_hidden_cards_and_keeps_what_is_known(variant):
    state = _played(11, 30, 4, variant)
    seat = state.to_act()[0]
    rng = random.Random(1)
    worlds = set()
    for _ in range(30):
        det = state.determinize(seat, rng)
        assert det.view(seat) == state.view(seat)
        assert det.legal_actions(seat) == state.legal_actions(seat)
        assert not det.invariant_violations()
        worlds.add(json.dumps(det.snapshot(), sort_keys=True))
    assert len(worlds) > 10  # never simply the true deal


@pytest.mark.parametrize(
    "damage",
    [
        lambda s: s["pile"].append(6),  # a card made
        lambda s: s["hands"][0].pop(),  # a card lost
        lambda s: s.__setitem__("phase", "dancing"),
        lambda s: s["hands"].append([1, 2, 3]),  # a fourth hand in a game of three
        lambda s: s.__setitem__("current", [0, 14]),  # an emotion the box does not have
        lambda s: s.__setitem__("variant", "memory"),
        lambda s: s.__setitem__("grid", [1] * 28),
        lambda s: s["won"][0].append("happy"),
    ],
)
def test_damaged_snapshots_are_refused(damage):
    state = _played(4, 10)
    snapshot = json.loads(json.dumps(state.snapshot()))
    damage(snapshot)
    with pytest.raises(SaveError):
        TradingFaces.from_snapshot(3, state.seed, state.options, snapshot)


def test_is_legal_agrees_with_the_legal_list():
    from game.core import Action

    probes = [Action(k, (v,)) for k in ("pass", "guess", "lift", "pair") for v in (-1, 0, 1, 6, 13, 14, 27, 28)]
    probes += [Action("act"), Action("perform"), Action("end_turn"), Action("pass", ("x",)), Action("guess", (1, 2))]
    for seed in range(30):
        players, variant = CONFIGS[seed % len(CONFIGS)]
        state = TradingFaces(players, seed, {"variant": variant})
        rng = random.Random(seed)
        while not state.is_over():
            for seat in state.to_act():
                legal = state.legal_actions(seat)
                for action in probes + legal:
                    assert state.is_legal(seat, action) == (action in legal), (action, state.phase)
            seat = rng.choice(state.to_act())
            state.apply(seat, rng.choice(state.legal_actions(seat)))
