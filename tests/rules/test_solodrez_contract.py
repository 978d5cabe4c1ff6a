"""SoloDrez beside the shared contract. What tests/test_contract.py and tests/reliability/ check
for every registered game (random playouts with checks at every step, replays, snapshot round trips,
saves, the fuzzer) is not repeated here (it was, while the game was not yet registered); this file
keeps what only this game has: its view's secrets, determinize, damaged snapshots of its own shape,
its own laws."""

from __future__ import annotations

import json
import random

import pytest

from game.ai.base import RandomBot
from game.checks import checked_playout
from game.core import SaveError
from game.view import View, to_json
from games.solodrez.engine import SoloDrez
from games.solodrez.players import make_normal
from games.solodrez.testing import one_too_many
from games.solodrez.view import RESIGN, SoloDrezView


class NoResign:
    """Random moves, giving up only when nothing else is left: long games for the checks."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def choose(self, state, seat):
        actions = [a for a in state.legal_actions(seat) if a != RESIGN]
        return self.rng.choice(actions) if actions and self.rng.random() < 0.995 else RESIGN


def _played(seed: int, moves: int) -> SoloDrez:
    state = SoloDrez(1, seed, {})
    bot = NoResign(seed)
    for _ in range(moves):
        if state.is_over():
            break
        state.apply(0, bot.choose(state, 0))
    return state


def test_a_solver_game_keeps_the_contract_and_wins():
    state = SoloDrez(1, 0, {})
    player = make_normal(0)
    report = checked_playout(
        state, lambda st, seat: player.choose(st, seat), random.Random(0), save_every=5, views_every=2
    )
    assert report.finished and state.won


def test_the_view_is_typed_json_and_carries_the_legal_moves():
    state = _played(3, 30)
    view = state.view(0)
    assert isinstance(view, SoloDrezView) and isinstance(view, View)
    json.dumps(to_json(view))
    assert view.legal == tuple(state.legal_actions(0))
    assert state.view(None).legal == ()
    assert sum(len(c) for c in view.columns) + 6 * view.removed == 56


@pytest.mark.parametrize(
    "damage",
    [
        one_too_many,
        lambda s: s["columns"][1].pop(),  # a card lost
        lambda s: s["columns"].pop(),  # eight columns
        lambda s: s["columns"][0].append("Z9"),  # no such card
        lambda s: s.__setitem__("removed", [["B1", "D1", "T1", "A1", "C1", "N"]]),  # a run with a neutral card
        lambda s: s.__setitem__("moves", -1),
        lambda s: s.__setitem__("neutrals_removed", True),  # before the last run
        lambda s: s.__setitem__("resigned", "yes"),
    ],
)
def test_damaged_snapshots_are_refused(damage):
    state = _played(4, 10)
    snapshot = json.loads(json.dumps(state.snapshot()))
    damage(snapshot)
    with pytest.raises(SaveError):
        SoloDrez.from_snapshot(1, state.seed, state.options, snapshot)


def test_a_finished_run_left_on_the_table_is_a_broken_law():
    state = SoloDrez(1, 0, {})
    assert state.invariant_violations() == []
    from game.cards.pokerdrez import PokerDrezCard

    state.columns[0] = [PokerDrezCard.decode(c) for c in ("B1", "D1", "T1", "A1", "C1", "P1")]
    assert state.invariant_violations()


def test_random_games_end():
    for seed in range(20):
        state = SoloDrez(1, seed, {})
        bot = RandomBot(seed)
        for _ in range(5000):
            if state.is_over():
                break
            state.apply(0, bot.choose(state, 0))
        assert state.is_over()

