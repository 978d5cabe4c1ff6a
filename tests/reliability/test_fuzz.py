"""Fuzzing as tests (issue 24): every registered game, taken from the registry with nothing written
for it, gets mutated real saves (``load_state``), mutated real snapshots (``from_snapshot`` as a save of
older rules uses it) and malformed actions (``Action.decode`` and ``apply``). The harness is
``game/fuzz.py``; ``python -m game fuzz --minutes N`` runs it for longer.

Each failure names the broken promise: an undocumented error, a refused action that changed the state,
or an accepted input that breaks the game's invariants."""

from __future__ import annotations

import functools
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import fuzz
from game.core import Action
from game.registry import GAMES

GAME_IDS = sorted(GAMES)
# About a minute for all ten games and the three targets together, on one core.
FUZZ = settings(max_examples=40, deadline=None, derandomize=False, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])


@functools.cache
def _saves(gid: str) -> tuple[dict, ...]:
    """Real saves of random games of ``gid`` (made once per test process)."""
    return tuple(fuzz.real_saves(GAMES[gid], random.Random(f"saves-{gid}"), 6))


def _no_failure(failure: fuzz.Failure | None) -> None:
    assert failure is None, f"[{failure.game} {failure.target}] {failure.problem}\ninput: {failure.data[:3000]}"


@pytest.mark.parametrize("gid", GAME_IDS)
@FUZZ
@given(rng=st.randoms(use_true_random=False))
def test_mutated_saves_are_a_save_error_or_a_sound_game(gid, rng):
    _no_failure(fuzz.fuzz_save(GAMES[gid], list(_saves(gid)), rng))


@pytest.mark.parametrize("gid", GAME_IDS)
@FUZZ
@given(rng=st.randoms(use_true_random=False))
def test_mutated_snapshots_are_a_save_error_or_a_sound_game(gid, rng):
    _no_failure(fuzz.fuzz_snapshot(GAMES[gid], list(_saves(gid)), rng))


@pytest.mark.parametrize("gid", GAME_IDS)
@FUZZ
@given(rng=st.randoms(use_true_random=False))
def test_malformed_actions_are_refused_unchanged_or_legal(gid, rng):
    _no_failure(fuzz.fuzz_action(GAMES[gid], list(_saves(gid)), rng))


# --- the harness catches what it is for ----------------------------------------------------------------

class _Leaky(GAMES["reverso"]):
    """A planted bug: a refused action still counts a move first."""

    def check(self, seat, action):
        self.history.append((seat, Action("pass")))
        self.history.pop()
        if action.kind == "boom":
            raise TypeError("planted")
        if action.kind == "nudge":
            self.undo_floor += 1
        super().check(seat, action)


def test_the_harness_notices_a_wrong_error_and_a_changed_state():
    state = _Leaky(2, 1)
    failure = fuzz.check_action(state, 0, "boom")
    assert failure is not None and "TypeError" in failure.problem
    failure = fuzz.check_action(state, 0, "nudge:1")
    assert failure is not None and "changed the state" in failure.problem
    assert fuzz.check_action(GAMES["reverso"](2, 1), 0, "place:99,99") is None


def test_the_harness_notices_an_impossible_position_that_loads(monkeypatch):
    cls = GAMES["reverso"]
    save = _saves("reverso")[1]
    assert fuzz.check_save("reverso", save) is None
    monkeypatch.setattr(cls, "invariant_violations", lambda self: ["planted"])
    failure = fuzz.check_save("reverso", save)  # a replayed save is accepted: the harness must object
    assert failure is not None and "planted" in failure.problem
    # A snapshot as the base of a save of older rules: the base's own check refuses it (a SaveError).
    assert fuzz.check_snapshot(cls, save["players"], save["seed"], save["options"], save["snapshot"]) is None


def test_mutations_change_something_and_keep_the_original():
    save = _saves("reverso")[0]
    rng = random.Random(4)
    original = repr(save)
    assert sum(fuzz.mutate(save, rng) != save for _ in range(50)) >= 45
    assert repr(save) == original


def test_the_command_reports_each_game(capsys):
    from game.__main__ import main

    assert main(["fuzz", "--minutes", "0.02", "--game", "reverso", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("reverso") and "inputs" in out and "failures 0" in out
