"""A player range per option value (``GameSpec.players_by_option``): a variant of a game may be
for fewer counts than the game as a whole. The engine refuses another count, a save of another
count is refused clearly, and the contract tests, the soak and the fuzz try only the allowed
combinations. Checked here on a small game of its own, so no registered game is named."""

from __future__ import annotations

import random

import pytest

from game import fuzz, soak
from game.core import Action, GameState, OptionError, OptionSpec, Outcome, SaveError, load_state
from game.registry import GAMES
from game.spec import GameSpec

SPEC = GameSpec(
    id="rounds",
    title="Rounds",
    family="Test",
    min_players=2,
    max_players=5,
    summary="",
    engine="tests.test_player_ranges:Rounds",
    players_by_option={"table": {"small": (2, 3), "big": (4, 5)}},
)


class Rounds(GameState, spec=SPEC):
    """Each seat says "done" once, in turn; a small table holds 2-3, a big one 4-5."""

    options_spec = (OptionSpec("table", "small", ("small", "big")), OptionSpec("pace", "slow", ("slow", "quick")))

    def setup(self):
        self.done = 0

    def to_act(self):
        return () if self.is_over() else (self.done,)

    def legal_actions(self, seat):
        return [Action("done")] if seat in self.to_act() else []

    def _apply(self, seat, action):
        self.done += 1

    def is_over(self):
        return self.done == self.players

    def outcome(self):
        return Outcome((1.0,) * self.players, (1,) * self.players) if self.is_over() else None

    def view(self, seat):
        return self.snapshot()

    def snapshot(self):
        return {"done": self.done}


def test_the_range_follows_the_option_and_the_game_range_holds_them_all():
    assert Rounds.player_range() == (2, 3)  # the default table
    assert Rounds.player_range({"table": "big"}) == (4, 5)
    assert (Rounds.min_players, Rounds.max_players) == (2, 5)  # what the menu says


def test_a_count_outside_the_options_range_is_refused():
    Rounds(3, 1, {"table": "small"})
    Rounds(4, 1, {"table": "big"})
    with pytest.raises(OptionError, match="2-3 players, not 4"):
        Rounds(4, 1, {})
    with pytest.raises(OptionError, match="4-5 players, not 2"):
        Rounds(2, 1, {"table": "big", "pace": "quick"})


def test_configurations_are_only_the_allowed_combinations():
    allowed = Rounds.configurations()
    assert {(n, o["table"]) for n, o in allowed} == {(2, "small"), (3, "small"), (4, "big"), (5, "big")}
    assert len(allowed) == 8  # each with both paces
    assert [n for n, _ in allowed] == sorted(n for n, _ in allowed)  # fewest players first


def test_options_for_moves_only_an_option_that_does_not_admit_the_count():
    assert Rounds.options_for(5) == {"table": "big", "pace": "slow"}
    assert Rounds.options_for(2, {"table": "big", "pace": "quick"}) == {"table": "small", "pace": "quick"}
    assert Rounds.options_for(3, {"pace": "quick"}) == {"table": "small", "pace": "quick"}


def test_a_save_with_an_impossible_count_is_refused_clearly():
    good = Rounds(4, 9, {"table": "big"})
    good.apply(0, Action("done"))
    data = good.to_json()
    assert load_state(data, {"rounds": Rounds}) == good
    with pytest.raises(SaveError, match="for 5 players, but Rounds with its options is for 2 to 3") as caught:
        load_state({**data, "players": 5, "options": {"table": "small", "pace": "slow"}}, {"rounds": Rounds})
    assert caught.value.kind == "damaged"
    with pytest.raises(SaveError):  # an unknown choice is still refused by the replay
        load_state({**data, "options": {"table": "huge"}}, {"rounds": Rounds})


def test_the_soak_and_the_fuzz_try_only_allowed_combinations(monkeypatch):
    monkeypatch.setitem(GAMES, "rounds", Rounds)
    assert soak.configurations(Rounds) == Rounds.configurations()
    result = soak.soak_game("rounds", 16)
    assert result.games == 16 and not result.violations
    rng = random.Random(3)
    for _ in range(60):
        state = fuzz.random_game(Rounds, rng)
        low, high = Rounds.player_range(state.options)
        assert low <= state.players <= high


def test_a_spec_naming_an_unknown_option_or_choice_or_count_is_refused_at_once():
    for bad in (
        {"size": {"small": (2, 3)}},
        {"table": {"huge": (2, 3)}},
        {"table": {"small": (1, 3)}},
        {"table": {"big": (5, 4)}},
    ):
        spec = GameSpec(
            id="bad",
            title="Bad",
            family="Test",
            min_players=2,
            max_players=5,
            summary="",
            engine="x:y",
            players_by_option=bad,
        )
        with pytest.raises(TypeError):
            type("Bad", (Rounds,), {}, spec=spec)


def test_a_game_without_ranges_keeps_its_whole_range_for_every_option():
    for cls in GAMES.values():
        if not cls.spec.players_by_option:
            assert cls.player_range() == (cls.min_players, cls.max_players)
            assert all(cls.min_players <= n <= cls.max_players for n, _ in cls.configurations())
            assert len(cls.configurations()) == (cls.max_players - cls.min_players + 1) * max(
                1, len({tuple(o.items()) for _, o in cls.configurations()})
            )
