"""Issue 24, points 7 and 8: malformed actions are refused as illegal (never a TypeError), and a
save cannot declare an impossible position through its ``base`` snapshot."""

from __future__ import annotations

import copy
import json

import pytest

from game.core import Action, IllegalActionError, SaveError, load_state
from game.registry import GAMES, get_game
from tests.random_play import legal_moves


def _json(value):
    return json.loads(json.dumps(value))


def _played(gid: str, players: int, moves: int, seed: int = 3, options=None):
    return legal_moves(get_game(gid)(players, seed, options or {}), moves, seed)


@pytest.mark.parametrize("args", [("A", 1), (1, "A"), (0, 1), ("blank", -3)])
def test_ideograma_exchange_with_numbers_is_illegal_not_a_type_error(args):
    state = _played("ideograma", 2, 0)
    seat = state.to_act()[0]
    before, history = state.snapshot(), list(state.history)
    with pytest.raises(IllegalActionError):
        state.apply(seat, Action("exchange", args))
    assert state.snapshot() == before and state.history == history
    data = _json(state.to_json())
    data["actions"].append([seat, Action("exchange", args).encode()])
    data.pop("snapshot")
    with pytest.raises(SaveError):
        load_state(data, GAMES)


def _from_snapshot(gid: str, state, snapshot):
    cls = get_game(gid)
    return cls.from_snapshot(state.players, state.seed, state.options, snapshot)


def test_an_ideograma_snapshot_with_a_negative_score_is_refused():
    state = _played("ideograma", 2, 6)
    snapshot = _json(state.snapshot())
    assert _from_snapshot("ideograma", state, snapshot).snapshot() == state.snapshot()
    snapshot["scores"][0] = -5
    with pytest.raises(SaveError, match="below zero"):
        _from_snapshot("ideograma", state, snapshot)


@pytest.mark.parametrize("spoil", ["lose", "duplicate"])
def test_a_vuelvan_snapshot_with_a_gem_lost_or_made_is_refused(spoil):
    state = _played("vuelvan", 2, 0)
    snapshot = _json(state.snapshot())
    assert _from_snapshot("vuelvan", state, snapshot).snapshot() == state.snapshot()
    if spoil == "lose":
        snapshot["gems"][0] = snapshot["gems"][0][1:]  # gone, and not played
    else:
        snapshot["gems_used"][0] = 1  # played, yet still held
    with pytest.raises(SaveError, match="gems"):
        _from_snapshot("vuelvan", state, snapshot)


def test_a_vuelvan_hint_without_its_gem_is_refused():
    state = _played("vuelvan", 2, 0)
    snapshot = _json(state.snapshot())
    snapshot["hints"] = [[0, 1, "role", "lady", []]]
    with pytest.raises(SaveError):
        _from_snapshot("vuelvan", state, snapshot)


def test_a_save_whose_base_claims_the_current_rules_is_refused():
    """Only a change of rules writes a base, so a base of today's rules is not one of ours."""
    state = _played("ideograma", 2, 4)
    data = _json(state.to_json())
    data["base"] = {"length": len(state.history), "snapshot": copy.deepcopy(data["snapshot"]),
                    "rng_seed": 1, "rules": state.rules_version}
    with pytest.raises(SaveError, match="older rules"):
        load_state(data, GAMES)
