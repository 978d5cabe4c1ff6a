"""The Damas alpha-beta players (games/damas/players.py on game/ai/alphabeta.py).

Squares are (row, column) with row 0 at the top as White sees the board; White moves up.
Searches here are bounded by depth with a far time cap, so the clock never decides a test.
"""

from __future__ import annotations

from dataclasses import replace

from game.ai.alphabeta import AlphaBetaBot
from game.core import Action
from games.damas.engine import BLACK, WHITE, Damas
from games.damas.players import HARD_LEVEL, HOOKS, NORMAL_LEVEL

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



def test_other_seeds_vary_the_opening():
    # In the opening the choice is random among near-best moves, seeded by the bot's seed and
    # the position (test_alphabeta_games.py: the same seed repeats it).
    state = Damas(2, 5, {})
    seat = state.to_act()[0]
    assert len({bot(NORMAL, seed).choose(state, seat) for seed in range(12)}) > 1
