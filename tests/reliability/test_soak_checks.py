"""The soak's own checks catch what they are meant to catch."""

from __future__ import annotations

import json
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


def test_the_summary_adds_chunks_per_game_and_bot_mix_and_skips_other_files(tmp_path, capsys):
    # A folder of chunks may also hold other records (a list of arena games): the summary
    # skips them instead of failing, and keeps computer-player chunks apart from random ones.
    soak_run = _soak_run_module()
    assert soak_run.chunk_name("ludo", 1000) == "ludo-001000.json"
    assert soak_run.chunk_name("ludo", 25, "normal,random") == "ludo-normal-random-000025.json"
    chunk = {"game": "ludo", "games": 10, "actions": 500, "violations": 0, "seconds": 1.0,
             "first_violations": [], "commit": "abc1234"}
    (tmp_path / "ludo-000000.json").write_text(json.dumps(chunk))
    (tmp_path / "ludo-000010.json").write_text(json.dumps(chunk))
    (tmp_path / "ludo-normal-random-000000.json").write_text(json.dumps({**chunk, "bots": "normal,random"}))
    (tmp_path / "ludo-arena.json").write_text(json.dumps([{"winner": 0}]))
    assert soak_run.summary(tmp_path) == 0
    out = capsys.readouterr()
    assert "| ludo | 20 | 1000 | 0 |" in out.out
    assert "| ludo (normal,random) | 10 | 500 | 0 |" in out.out
    assert "ludo-arena.json" in out.err


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


class QuietInSpanish(GameState):
    """Twenty turns of ten picks; pick 5 (neither first nor last, and not the first of its kind)
    has no Spanish description. The other picks' messages are the same objects turn after turn
    (the way a game that keeps its messages hands them back)."""

    id = "quiet_in_spanish"
    title = "Quiet in Spanish"
    family = "Test"
    min_players = 1
    max_players = 1

    def setup(self):
        self.turns = 0

    def to_act(self):
        return () if self.is_over() else (0,)

    def legal_actions(self, seat):
        return [Action("pick", (n,)) for n in range(10)] if not self.is_over() else []

    def _apply(self, seat, action):
        self.turns += 1

    def is_over(self):
        return self.turns >= 20

    def outcome(self):
        return Outcome((0.0,), (1,)) if self.is_over() else None

    def view(self, seat):
        return {"turns": self.turns}

    def snapshot(self):
        return {"turns": self.turns}

    def describe(self, seat, action, lang="en"):
        from game.text import Msg

        if action.args == (5,) and lang == "es":
            return Msg("{nothing}", {"nothing": ""})
        return _KEPT_MESSAGES.setdefault(action.args, Msg("pick {n}", {"n": action.args[0]}))


_KEPT_MESSAGES: dict = {}


def test_the_turn_check_still_describes_every_action_in_both_languages():
    # The sampled turn check describes the actions other than each kind's first (and the first
    # and last listed) in one language drawn at random; over a game's turns a description
    # missing in one language only, for one action only, is still met.
    from game.checks import ContractViolation, checked_playout

    state = QuietInSpanish(1, 0)
    with pytest.raises(ContractViolation, match="pick:5 has no description in es"):
        checked_playout(state, lambda st, seat: Action("pick", (0,)), random.Random(0), save_every=5, views_every=5)
    assert len(state.history) < 10


class ForgetsAfterAWhile(QuietInSpanish):
    """The kept message of pick 3 is handed back until turn 8; then pick 3 says nothing."""

    id = "forgets_after_a_while"

    def describe(self, seat, action, lang="en"):
        from game.text import Msg

        if action.args == (3,) and self.turns >= 8:
            return Msg("{nothing}", {"nothing": ""})
        return _KEPT_MESSAGES.setdefault(action.args, Msg("pick {n}", {"n": action.args[0]}))


def test_a_message_met_before_does_not_hide_a_later_empty_one():
    # The turn check remembers messages it has rendered (by identity); a description that later
    # becomes empty is a new message, rendered and caught.
    from game.checks import ContractViolation, TurnMemory, check_turn

    state, memory = ForgetsAfterAWhile(1, 0), TurnMemory()
    for _ in range(8):
        check_turn(state, random.Random(1), memory)
        state.apply(0, Action("pick", (0,)))
    with pytest.raises(ContractViolation, match="pick:3 has no description"):
        for _ in range(10):  # pick 3 is in one language a turn: both within a few turns
            check_turn(state, random.Random(len(state.history)), memory)
            state.apply(0, Action("pick", (0,)))


class RewritesItsPast(CarefulDice):
    """Looked at after its fourth roll, rewrites the record of its first move (a replica that is
    never looked at keeps the true record)."""

    id = "rewrites_its_past"

    def is_over(self):
        return self.rolls >= 8

    def view(self, seat):
        if self.rolls == 4:
            self.history[0] = (0, Action("reroll"))
        return super().view(seat)


def test_the_incremental_replica_still_reads_the_whole_record(monkeypatch):
    # The replica check reads back only the moves added since its last call, but still compares
    # the whole record with the moves played: an old move rewritten later is caught.
    from game.checks import ContractViolation, checked_playout

    monkeypatch.setitem(GAMES, RewritesItsPast.id, RewritesItsPast)
    state = RewritesItsPast(1, 0)
    with pytest.raises(ContractViolation, match="does not list the moves played"):
        checked_playout(state, lambda st, seat: Action("roll"), random.Random(0), save_every=2, views_every=1)
    assert len(state.history) == 4  # caught at the first check after the rewrite


def test_views_are_checked_as_json_as_view_json_would():
    # check_views asks json.dumps (in C) for a typed view, and view_json where it says no: the
    # answer is view_json's in every case.
    from dataclasses import dataclass

    from game.checks import ContractViolation, _view_jsonable
    from game.view import View

    @dataclass(frozen=True)
    class Odd(View):
        extra: object = None

    state = CarefulDice(1, 0)
    for fine in (
        {(1, 2): "a tuple key, which view_json writes as text"},
        frozenset({Action("roll")}),
        (Action("roll", (3,)),),
        float("nan"),
    ):
        _view_jsonable(state, "a view", Odd(seat=0, to_act=(0,), extra=fine))
    with pytest.raises(TypeError, match="has no JSON form"):
        _view_jsonable(state, "a view", Odd(seat=0, to_act=(0,), extra=object()))
    with pytest.raises(ContractViolation, match="is not JSON"):
        _view_jsonable(state, "an untyped view", {"cards": {1, 2}})


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_json_of_a_view_is_view_json(game_id):
    # Where json.dumps takes a view itself, it writes what view_json makes of it.
    from game.checks import _view_parts
    from game.view import View, view_json

    cls = GAMES[game_id]
    players, options = cls.configurations()[0]
    state = cls(players, 1, options)
    for _ in range(3):
        if state.is_over():
            break
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[-1])
    for seat in (*range(players), None):
        view = state.view(seat)
        if isinstance(view, View) and type(view).to_json is View.to_json:
            try:
                fast = json.loads(json.dumps(view, default=_view_parts))
            except TypeError:
                continue  # view_json answers instead
            assert fast == json.loads(json.dumps(view_json(view), sort_keys=True))
