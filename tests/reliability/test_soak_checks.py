"""The soak's own checks catch what they are meant to catch."""

from __future__ import annotations

import os
import random
import subprocess
import sys

import pytest

from game.core import Action, GameState, Outcome
from game.registry import GAMES
from game.soak import soak_game


class CarelessDice(GameState):
    """Rolls a die on every move; with ``careful`` False it forgets to mark the roll irreversible."""

    id = "careless_dice"
    title = "Careless Dice"
    family = "Test"
    min_players = 1
    max_players = 1
    careful = False

    def setup(self):
        self.total = 0
        self.rolls = 0

    def to_act(self):
        return () if self.is_over() else (0,)

    def legal_actions(self, seat):
        return [Action("roll")] if seat in self.to_act() else []

    def _apply(self, seat, action):
        self.total += self.rng.randint(1, 6)
        self.rolls += 1
        if type(self).careful:
            self.mark_irreversible()

    def is_over(self):
        return self.rolls >= 3

    def outcome(self):
        return Outcome((float(self.total),), (1,)) if self.is_over() else None

    def view(self, seat):
        return {"total": self.total, "rolls": self.rolls}

    def snapshot(self):
        return {"total": self.total, "rolls": self.rolls}


class CarefulDice(CarelessDice):
    id = "careful_dice"
    careful = True


@pytest.fixture
def dice_games(monkeypatch):
    monkeypatch.setitem(GAMES, CarelessDice.id, CarelessDice)
    monkeypatch.setitem(GAMES, CarefulDice.id, CarefulDice)


def test_the_soak_reports_chance_that_undo_could_roll_again(dice_games):
    result = soak_game("careless_dice", games=2)
    assert len(result.violations) == 2
    assert "roll by seat 0 used chance without mark_irreversible" in result.violations[0]


def test_the_soak_accepts_chance_behind_the_undo_floor(dice_games):
    assert soak_game("careful_dice", games=2).violations == []


class ForgetfulCounter(CarefulDice):
    """Keeps a field the moves do not rebuild: view() bumps it after the first roll, so a
    state that was looked at differs from its own moves replayed (what a reload gives)."""

    id = "forgetful_counter"

    def setup(self):
        super().setup()
        self.looked = 0

    def view(self, seat):
        if self.rolls:
            self.looked += 1
        return super().view(seat)

    def snapshot(self):
        return {**super().snapshot(), "looked": self.looked}


def test_the_replica_catches_a_state_that_does_not_replay(monkeypatch):
    # Between the first and the last step, saves are checked against a replica that replays
    # each move as it is played; a state drifting from its own moves is caught there.
    from game.checks import ContractViolation, checked_playout

    monkeypatch.setitem(GAMES, ForgetfulCounter.id, ForgetfulCounter)
    state = ForgetfulCounter(1, 0)
    with pytest.raises(ContractViolation, match="replay to a different position"):
        checked_playout(state, lambda st, seat: Action("roll"), random.Random(0), save_every=1)
    assert len(state.history) == 1  # caught at the first check after the drift began


def test_chunks_of_a_run_add_up_to_the_run():
    # `--start` splits one long run into chunks that play exactly the same games.
    whole = soak_game("puertas", games=6, seed=3)
    first, second = soak_game("puertas", games=2, seed=3), soak_game("puertas", games=4, seed=3, start=2)
    assert (first.games + second.games, first.actions + second.actions) == (whole.games, whole.actions)


def _soak_run_module():
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "tools" / "soak_run.py"
    spec = importlib.util.spec_from_file_location("soak_run", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_two_runs_over_one_game_share_its_chunks(tmp_path):
    # One run per core over the same game: a chunk claimed by a living process is skipped,
    # a claim left by a process that died is taken over.
    soak_run = _soak_run_module()
    claim = tmp_path / "puertas-000000.running"
    assert soak_run._claim(claim)
    assert claim.read_text() == str(os.getpid())
    assert not soak_run._claim(claim)  # still held by a living process (this one)
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    claim.write_text(dead.stdout.strip())
    assert soak_run._claim(claim)
    assert claim.read_text() == str(os.getpid())


class ManyChoices(GameState):
    """One turn of 300 legal actions; the one of kind ``odd``, in the middle, has no description."""

    id = "many_choices"
    title = "Many Choices"
    family = "Test"
    min_players = 1
    max_players = 1

    def setup(self):
        self.done = False

    def to_act(self):
        return () if self.done else (0,)

    def legal_actions(self, seat):
        if self.done:
            return []
        picks = [Action("pick", (n,)) for n in range(299)]
        return picks[:150] + [Action("odd")] + picks[150:]

    def _apply(self, seat, action):
        self.done = True

    def is_over(self):
        return self.done

    def outcome(self):
        return Outcome((0.0,), (1,)) if self.done else None

    def view(self, seat):
        return {"done": self.done}

    def snapshot(self):
        return {"done": self.done}

    def describe(self, seat, action, lang="en"):
        return "" if action.kind == "odd" else f"pick {action.args[0]}"


def test_a_sampled_turn_check_still_meets_every_kind_of_action():
    from game.checks import ROUND_TRIP_SAMPLE, ContractViolation, _round_trip_sample, check_turn

    state = ManyChoices(1, 0)
    actions = state.legal_actions(0)
    sample = _round_trip_sample(actions, random.Random(1))
    assert len(sample) < len(actions)
    assert len([a for a in sample if a.kind == "pick"]) >= ROUND_TRIP_SAMPLE
    # The lone "odd" action is one in 300, but the first of each kind is always checked.
    with pytest.raises(ContractViolation, match="odd has no description"):
        check_turn(state, random.Random(1))
    with pytest.raises(ContractViolation, match="odd has no description"):
        check_turn(state)
