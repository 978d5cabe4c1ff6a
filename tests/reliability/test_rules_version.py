"""Saves made under older rules: a rules change must not lose a game in progress.

A save records its game's ``rules_version``. When a rules change alters what the moves replay
to, the game raises its version; a save of the older version that no longer replays then goes
on from its stored snapshot. A save of the current rules that does not replay is damaged and
refused, and a save from newer rules is refused with a message that says so.
"""

from __future__ import annotations

import json

import pytest

from game.core import Action, GameState, Outcome, RulesError, SaveError, load_state


class Tally(GameState):
    """Add 1 (version 1) or 2 (version 2) to a total, five times; a die roll on the way."""

    id = "tally"
    title = "Tally"
    family = "Test"
    min_players = 1
    max_players = 1
    step = 1

    def setup(self):
        self.total = 0
        self.moves = 0
        self.rolled = 0

    def to_act(self):
        return () if self.is_over() else (0,)

    def legal_actions(self, seat):
        return [Action("add")] if seat in self.to_act() else []

    def _apply(self, seat, action):
        self.total += type(self).step
        self.moves += 1
        self.rolled = self.rng.randint(1, 6)
        self.mark_irreversible()

    def is_over(self):
        return self.moves >= 5

    def outcome(self):
        return Outcome((float(self.total),), (1,)) if self.is_over() else None

    def view(self, seat):
        return self.snapshot()

    def snapshot(self):
        return {"total": self.total, "moves": self.moves, "rolled": self.rolled}

    @classmethod
    def from_snapshot(cls, players, seed, options, snapshot):
        state = cls(players, seed, options)
        if not all(isinstance(snapshot.get(k), int) for k in ("total", "moves", "rolled")):
            raise SaveError("not a Tally position")
        state.total, state.moves, state.rolled = snapshot["total"], snapshot["moves"], snapshot["rolled"]
        return state


class TallyV2(Tally):
    """The same game after a rules change that alters replay: version 2."""

    step = 2
    rules_version = 2


class TallyV2SameReplay(Tally):
    """Version 2 whose change does not touch what version-1 moves replay to."""

    rules_version = 2


class TallyNoRestore(TallyV2):
    from_snapshot = GameState.__dict__["from_snapshot"]


def saved(cls=Tally, moves=3) -> dict:
    state = cls(1, seed=5)
    for _ in range(moves):
        state.apply(0, Action("add"))
    return json.loads(state.dumps())


def test_a_save_records_the_rules_version():
    assert saved()["rules"] == 1
    assert saved(TallyV2)["rules"] == 2


def test_an_older_save_that_no_longer_replays_goes_on_from_its_snapshot():
    data = saved(Tally)
    state = load_state(data, {"tally": TallyV2})
    assert state.restored_from_older_rules
    assert state.snapshot() == data["snapshot"]  # the position as it was saved
    assert [a.encode() for _, a in state.history] == ["add"] * 3  # the log keeps the moves
    assert state.undo_floor == 3  # they cannot be replayed, so they cannot be undone
    state.apply(0, Action("add"))  # and the game goes on under the new rules
    assert state.total == 3 + 2
    again = load_state(json.loads(state.dumps()), {"tally": TallyV2})  # its next save loads too,
    assert again.snapshot() == state.snapshot() and again.history == state.history
    assert again.base == state.base and again.undo_floor == state.undo_floor  # from the same base
    assert again.rng.getstate() == state.rng.getstate()  # with the same future of chance
    assert again.rewound(3).snapshot() == data["snapshot"]  # undo goes back to the base, not before
    with pytest.raises(RulesError, match="older rules"):
        again.rewound(2)


def test_an_older_save_that_still_replays_is_replayed():
    state = load_state(saved(Tally), {"tally": TallyV2SameReplay})
    assert not state.restored_from_older_rules and state.undo_floor == 3


def test_a_save_without_a_rules_version_is_version_one():
    data = saved(Tally)
    del data["rules"]
    assert load_state(data, {"tally": TallyV2}).restored_from_older_rules


def test_a_current_save_that_does_not_replay_is_refused_as_damaged():
    data = saved(TallyV2)
    data["snapshot"]["total"] = 99
    with pytest.raises(SaveError, match="replays to a different position"):
        load_state(data, {"tally": TallyV2})


def test_a_save_from_newer_rules_is_refused():
    with pytest.raises(SaveError, match="newer rules of Tally"):
        load_state(saved(TallyV2), {"tally": Tally})


@pytest.mark.parametrize("rules", ["2", 0, True, None, 1.5])
def test_a_rules_version_that_is_not_a_version_is_refused(rules):
    data = saved(Tally)
    data["rules"] = rules
    with pytest.raises(SaveError, match="rules version"):
        load_state(data, {"tally": TallyV2})


def test_an_older_save_with_a_spoilt_snapshot_is_refused():
    data = saved(Tally)
    data["snapshot"] = {"total": "lots"}
    with pytest.raises(SaveError, match="older rules"):
        load_state(data, {"tally": TallyV2})


def test_a_game_that_cannot_continue_old_saves_says_so():
    with pytest.raises(SaveError, match="cannot continue a game saved under its older rules"):
        load_state(saved(Tally), {"tally": TallyNoRestore})


def test_a_damaged_save_with_a_base_is_refused():
    state = load_state(saved(Tally), {"tally": TallyV2})
    state.apply(0, Action("add"))
    data = json.loads(state.dumps())
    data["base"]["length"] = 99
    with pytest.raises(SaveError, match="older rules is malformed"):
        load_state(data, {"tally": TallyV2})
    data = json.loads(state.dumps())
    data["snapshot"]["total"] = 1
    with pytest.raises(SaveError, match="replays to a different position"):
        load_state(data, {"tally": TallyV2})
