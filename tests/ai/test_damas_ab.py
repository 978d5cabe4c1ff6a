"""The Damas alpha-beta players (game/ai/damas_ab.py on game/ai/alphabeta.py).

Squares are (row, column) with row 0 at the top as White sees the board; White moves up.
Searches here are bounded by depth with a far time cap, so the clock never decides a test.
"""

from __future__ import annotations

import random
from dataclasses import replace

from game.ai.alphabeta import AlphaBetaBot
from game.ai.damas_ab import HARD_LEVEL, HOOKS, NORMAL_LEVEL, make_hard, make_normal
from game.ai.strengths import OVERRIDES
from game.clasicos.damas import BLACK, WHITE, Damas
from game.core import Action

NORMAL = replace(NORMAL_LEVEL, seconds=600.0)
HARD = replace(HARD_LEVEL, seconds=600.0)


def bot(level=NORMAL, seed: int = 0) -> AlphaBetaBot:
    return AlphaBetaBot(HOOKS, level, seed)


def position(pieces: dict[tuple[int, int], str], to_move: int = WHITE, seed: int = 0) -> Damas:
    rows = [["."] * 10 for _ in range(10)]
    for (row, col), char in pieces.items():
        rows[row][col] = char
    state = Damas(2, seed, {})
    state.set_position(["".join(r) for r in rows], to_move)
    return state


def random_positions(count: int, seed: int = 0):
    rng = random.Random(seed)
    for k in range(count):
        state = Damas(2, seed + k, {})
        for _ in range(rng.randrange(80)):
            if state.is_over():
                break
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        if not state.is_over():
            yield state


def test_registered_for_normal_and_hard():
    assert OVERRIDES["damas"] == {"normal": "game.ai.damas_ab:make_normal", "hard": "game.ai.damas_ab:make_hard"}
    assert make_normal(1).name == "normal" and make_hard(1).name == "hard"
    assert HARD_LEVEL.max_depth > NORMAL_LEVEL.max_depth


def test_takes_the_last_piece_and_wins():
    # "Gana la partida quien come todas las fichas de su adversario"
    state = position({(6, 3): "w", (8, 1): "w", (5, 4): "b"})
    seat = state.seat_of(WHITE)
    for level in (NORMAL, HARD):
        assert bot(level).choose(state, seat) == Action("jump", (6, 3, 4, 5))


def test_does_not_step_into_a_capture():
    # "Para 'comer' la ficha del adversario es necesario tenerla en diagonal en el espacio
    # siguiente y con un espacio vacío detrás de la misma": 5,2 -> 4,3 would stand next to
    # the black man on 3,4 with 5,2 empty behind it.
    state = position({(5, 2): "w", (9, 8): "w", (3, 4): "b", (0, 9): "b"})
    seat = state.seat_of(WHITE)
    blunder = Action("move", (5, 2, 4, 3))
    assert blunder in state.legal_actions(seat)
    for level in (NORMAL, HARD):
        assert bot(level).choose(state, seat) != blunder


def test_blows_the_piece_that_skipped_a_capture():
    # "Si por descuido u otro motivo, un jugador en condiciones de comer, no lo hace, su rival
    # lo obligará a comer o le 'soplará' esa ficha retirándola del juego y a continuación,
    # también moverá una de sus fichas."
    # The black man on 3,2 keeps White from simply jumping the offender on 4,3.
    state = position({(5, 4): "w", (9, 0): "w", (4, 3): "b", (3, 2): "b", (0, 1): "b", (0, 9): "b"},
                     to_move=BLACK)
    black = state.seat_of(BLACK)
    assert Action("jump", (4, 3, 6, 5)) in state.legal_actions(black)
    state.apply(black, Action("move", (0, 1, 1, 2)))  # the capture is skipped
    white = state.seat_of(WHITE)
    choice = bot().choose(state, white)
    # Blowing wins a man for nothing; forcing would make Black take White's man.
    assert choice == Action("blow", (4, 3))
    state.apply(white, choice)
    assert state.to_act() == (white,)  # the blower moves next: the same seat acts twice
    assert bot().choose(state, white) in state.legal_actions(white)


def test_the_position_is_unchanged_after_a_search():
    for state in random_positions(4, seed=30):
        seat = state.to_act()[0]
        before = (state.snapshot(), list(state.history))
        bot(HARD).choose(state, seat)
        assert (state.snapshot(), list(state.history)) == before


def test_the_same_seed_gives_the_same_move():
    # In the opening the choice is random among near-best moves, seeded by the bot's seed
    # and the position: the same seed repeats it, other seeds vary it.
    state = Damas(2, 5, {})
    seat = state.to_act()[0]
    firsts = {bot(NORMAL, seed).choose(state, seat) for seed in range(12)}
    assert len(firsts) > 1
    for seed in (0, 7):
        assert bot(NORMAL, seed).choose(state, seat) == bot(NORMAL, seed).choose(state, seat)
    for state in random_positions(3, seed=50):
        seat = state.to_act()[0]
        assert bot(HARD, 3).choose(state, seat) == bot(HARD, 3).choose(state, seat)


def test_moves_are_legal_in_many_random_positions():
    for state in random_positions(25, seed=100):
        seat = state.to_act()[0]
        assert bot(NORMAL, 1).choose(state, seat) in state.legal_actions(seat)
    for state in random_positions(6, seed=200):
        seat = state.to_act()[0]
        assert make_normal(2).choose(state, seat) in state.legal_actions(seat)
