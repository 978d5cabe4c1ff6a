"""The Laberinto alpha-beta players (games/laberinto/players.py on game/ai/alphabeta.py).

Cells are ``row * 4 + col`` from the top-left corner. Red (seat 0) goes from its Lady Door
on 0 to its Tiger Door on 15, Blue (seat 1) from 3 to 12. Searches here are bounded by
depth with a far time cap, so the clock never decides a test.
"""

from __future__ import annotations

from dataclasses import replace

from game.ai.alphabeta import AlphaBetaBot
from game.core import Action, GameState
from games.laberinto.engine import CELLS, Laberinto
from games.laberinto.players import HARD_LEVEL, HOOKS, NORMAL_LEVEL

from .positions import random_positions

NORMAL = replace(NORMAL_LEVEL, seconds=600.0)
HARD = replace(HARD_LEVEL, seconds=600.0)
RED, BLUE = 0, 1


def bot(level=NORMAL, seed: int = 0) -> AlphaBetaBot:
    return AlphaBetaBot(HOOKS, level, seed)



def cubs(where: dict[int, int]) -> list[int]:
    row = [0] * CELLS
    for cell, count in where.items():
        row[cell] = count
    return row



def test_walks_the_last_cub_out_and_wins():
    # "Tan pronto como consigas tener tus 5 cachorros en la carta de Puerta de Tigre de tu
    # color, ganas la partida."
    state = Laberinto(2, 3, {})
    state.cubs = [cubs({15: 4, 11: 1}), cubs({3: 5})]
    for level in (NORMAL, HARD):
        assert bot(level).choose(state, RED) == Action("move", (11, 15))


def test_swaps_the_rival_cub_away_from_its_door():
    # Blue has four cubs out and the fifth next to its Tiger Door (12). Red has moved and must
    # swap; only a swap that carries the card on 8 away (with its cub) stops Blue walking out.
    # "Al menos 1 de las cartas de Pista debe tener un cachorro de Tigre sobre ella, aunque sea
    # de tu contrincante. Todos los cachorros en la carta a intercambiar se mueven con su carta."
    state = Laberinto(2, 3, {})
    state.cards = ["RL", "RL", "RT", "BL",
                   "RL", "BL", "BT", "RT",
                   "BL", "RL", "BT", "RT",
                   "BT", "BL", "BT", "RT"]
    state.cubs = [cubs({5: 5}), cubs({12: 4, 8: 1})]
    state.colour_marker, state.role_marker = "blue", "lady"
    state.phase = "maze"
    assert state.invariant_violations() == []
    swaps = state.legal_actions(RED)
    assert {Action("swap", (8, 10)), Action("swap", (5, 6))} <= set(swaps)
    for level in (NORMAL, HARD):
        choice = bot(level).choose(state, RED)
        assert choice.kind == "swap" and 8 in choice.args, choice


def test_the_light_child_matches_the_engine():
    for state in random_positions("laberinto", 8, seed=10, steps=60):
        seat = state.to_act()[0]
        for action in state.legal_actions(seat):
            fast = HOOKS.child(state, seat, action)
            slow = state.clone()
            slow.apply(seat, action)
            assert fast.snapshot() == slow.snapshot()



def test_the_same_seed_gives_the_same_move():
    # In the first actions the choice is random among near-best ones, seeded by the bot's
    # seed and the position: the same seed repeats it, other seeds vary it.
    state = Laberinto(2, 5, {})
    firsts = set()
    for seed in range(12):
        first = bot(NORMAL, seed).choose(state, RED)
        assert bot(NORMAL, seed).choose(state, RED) == first
        after: GameState = state.clone()
        after.apply(RED, first)
        firsts.add((first, bot(NORMAL, seed).choose(after, RED)))
    assert len(firsts) > 1


def test_two_searches_do_not_go_round_in_circles():
    # The rulebook ends the game only "Tan pronto como consigas tener tus 5 cachorros en la
    # carta de Puerta de Tigre de tu color": there is no draw. Without leaving positions met before, two normal players went round a
    # cycle in this game for thousands of actions.
    state = Laberinto(2, 2005, {})
    players = [bot(NORMAL, 2005 * 1009 + seat) for seat in range(2)]
    while not state.is_over() and len(state.history) < 1000:
        seat = state.to_act()[0]
        state.apply(seat, players[seat].choose(state, seat))
    assert state.is_over()
    loops = replace(NORMAL, repeat_margin=0.0)
    state = Laberinto(2, 2005, {})
    players = [bot(loops, 2005 * 1009 + seat) for seat in range(2)]
    while not state.is_over() and len(state.history) < 1000:
        seat = state.to_act()[0]
        state.apply(seat, players[seat].choose(state, seat))
    assert not state.is_over()  # the cycle this guards against
