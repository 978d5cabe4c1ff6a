"""What every game played by the generic alpha-beta (game/ai/alphabeta.py) must hold: Damas and
Laberinto. Each game's own positions are in test_damas_ab.py and test_laberinto_ab.py.
Searches here are bounded by depth with a far time cap, so the clock never decides a test.
"""

from __future__ import annotations

import importlib
from dataclasses import replace

import pytest

from game.ai.alphabeta import AlphaBetaBot
from game.registry import GAMES, SPECS

from .positions import random_positions

GAMES_SEARCHED = ["damas", "laberinto"]


def players(gid: str):
    module = importlib.import_module(f"games.{gid}.players")
    normal = replace(module.NORMAL_LEVEL, seconds=600.0)
    hard = replace(module.HARD_LEVEL, seconds=600.0)
    return module, (lambda seed=0: AlphaBetaBot(module.HOOKS, normal, seed)), (
        lambda seed=0: AlphaBetaBot(module.HOOKS, hard, seed))



@pytest.mark.parametrize("gid", GAMES_SEARCHED)
def test_registered_for_normal_and_hard(gid):
    module, _, _ = players(gid)
    assert SPECS[gid].players == {"normal": f"games.{gid}.players:make_normal", "hard": f"games.{gid}.players:make_hard"}
    assert module.make_normal(1).name == "normal" and module.make_hard(1).name == "hard"
    assert module.HARD_LEVEL.max_depth > module.NORMAL_LEVEL.max_depth


@pytest.mark.parametrize("gid", GAMES_SEARCHED)
def test_the_position_is_unchanged_after_a_search(gid):
    _, _, hard = players(gid)
    for state in random_positions(gid, 4, seed=30):
        seat = state.to_act()[0]
        before = (state.snapshot(), list(state.history))
        hard().choose(state, seat)
        assert (state.snapshot(), list(state.history)) == before


@pytest.mark.parametrize("gid", GAMES_SEARCHED)
def test_the_same_seed_gives_the_same_move(gid):
    # In the opening the choice is random among near-best moves, seeded by the bot's seed and
    # the position: the same seed repeats it (each game's file shows other seeds vary it).
    _, normal, hard = players(gid)
    state = GAMES[gid](2, 5, {})
    seat = state.to_act()[0]
    for seed in (0, 7):
        assert normal(seed).choose(state, seat) == normal(seed).choose(state, seat)
    for state in random_positions(gid, 3, seed=50):
        seat = state.to_act()[0]
        assert hard(3).choose(state, seat) == hard(3).choose(state, seat)


# A registered player runs on its clock; Damas' hard would spend its whole 2.4 s a move here.
@pytest.mark.parametrize("gid,count,steps,registered", [("damas", 25, 80, "make_normal"),
                                                        ("laberinto", 40, 120, "make_hard")])
def test_moves_are_legal_in_many_random_positions(gid, count, steps, registered):
    module, normal, _ = players(gid)
    for state in random_positions(gid, count, seed=100, steps=steps):
        seat = state.to_act()[0]
        assert normal(1).choose(state, seat) in state.legal_actions(seat)
    for state in random_positions(gid, 6, seed=200):  # the registered players, with their clocks
        seat = state.to_act()[0]
        assert getattr(module, registered)(2).choose(state, seat) in state.legal_actions(seat)
