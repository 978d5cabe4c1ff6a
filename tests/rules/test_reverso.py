"""Reverso (rulebook 001, "JUEGO DE REVERSO"): each rule quoted beside its test."""

from __future__ import annotations

import pytest

from game.core import Action, IllegalActionError
from games.reverso.engine import Reverso, perft


def place(row: int, col: int) -> Action:
    return Action("place", (row, col))


def test_black_moves_first_from_four_central_discs():
    # "Se colocan 4 piezas en el centro del tablero" / "Las negras siempre comienzan el partido."
    state = Reverso(2, 0)
    board = state.board()
    assert (board[3][3], board[3][4], board[4][3], board[4][4]) == (1, 0, 0, 1)
    assert state.to_act() == (0,)
    assert state.counts() == (2, 2)


def test_a_disc_must_flank():
    # "Las piezas no pueden ser colocadas en cualquier lugar. El objetivo es cercar una o más piezas oponentes."
    state = Reverso(2, 0)
    assert sorted(a.args for a in state.legal_actions(0)) == [(2, 3), (3, 2), (4, 5), (5, 4)]
    with pytest.raises(IllegalActionError, match="would not flank"):
        state.apply(0, place(0, 0))
    with pytest.raises(IllegalActionError, match="taken"):
        state.apply(0, place(3, 3))
    assert state.counts() == (2, 2) and not state.history


def test_flanked_discs_turn_over():
    # "Cada vez que un jugador cerca una pieza de su contrincante, esta se dará vuelta y quedará de su color."
    state = Reverso(2, 0)
    state.apply(0, place(2, 3))
    assert state.board()[3][3] == 0
    assert state.counts() == (4, 1)
    assert state.to_act() == (1,)


def test_flips_in_every_direction_at_once():
    # "es posible, simultáneamente, cercar piezas en más de una dirección: horizontal, vertical y diagonal,
    #  pero todas las piezas cercadas deben ser dadas vuelta"
    state = Reverso(2, 0)
    centre = 3 * 8 + 3
    white = 0
    black = 0
    for d_row, d_col in [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]:
        white |= 1 << (centre + d_row * 8 + d_col)
        black |= 1 << (centre + 2 * d_row * 8 + 2 * d_col)
    state.discs = [black, white]
    state.apply(0, place(3, 3))
    assert state.counts() == (17, 0)


def test_a_player_who_cannot_flank_passes():
    # "Si en su turno el participante no pudiera cercar ninguna pieza perderá el turno."
    state = Reverso(2, 0)
    # Black a1 b1; white c1 and a black disc far away that gives white no move but black one.
    state.discs = [(1 << 0) | (1 << 63), (1 << 1)]
    state.turn = 1
    assert state.legal_actions(1) == [Action("pass")]
    state.apply(1, Action("pass"))
    assert state.to_act() == (0,)
    assert not state.is_over()


def test_game_ends_when_nobody_can_move_and_most_discs_wins():
    # "El objetivo de cada jugador es tener al final de la partida, el mayor número de fichas de su color"
    state = Reverso(2, 0)
    state.discs = [(1 << 0), (1 << 1) | (1 << 2) | (1 << 40)]
    state.turn = 0
    state.apply(0, place(0, 3))  # flanks b1 and c1; afterwards nobody can move
    assert state.is_over()
    outcome = state.outcome()
    assert outcome.scores == (4, 1)
    assert outcome.winners == (0,)


def test_equal_counts_are_a_draw():
    # Decision (rulebook silent): an equal number of discs is a draw.
    state = Reverso(2, 0)
    state.discs = [(1 << 0), (1 << 63)]
    state.passes_in_row = 2
    assert state.is_over()
    assert state.outcome().winners == (0, 1)
    assert state.outcome().rewards() == (0.5, 0.5)


@pytest.mark.parametrize("depth,leaves", [(1, 4), (2, 12), (3, 56), (4, 244), (5, 1396), (6, 8200)])
def test_perft_from_the_start(depth, leaves):
    assert perft(Reverso(2, 0), depth) == leaves


def test_colours_are_drawn_and_black_opens():
    # "Se sortea quién juega con las piezas de color blanco y quién con las piezas negras. [...]
    #  Las negras siempre comienzan el partido." (issue 24, point 2: black was always the first seat)
    black_seats = {Reverso(2, seed).black_seat for seed in range(20)}
    assert black_seats == {0, 1}
    for seed in range(6):
        state = Reverso(2, seed)
        black = state.black_seat
        assert state.to_act() == (black,)
        view = state.view(None)
        assert view.black_seat == black and view.colour_of(black) == 0 and view.playing == 0
        first = state.legal_actions(black)[0]
        state.apply(black, first)
        # The seat playing black put a black disc down, and white answers.
        row, col = first.args
        assert state.board()[row][col] == 0
        assert state.to_act() == (1 - black,)
        assert state.outcome() is None
        # The draw is part of the position: a game going on from a snapshot keeps it.
        rebuilt = Reverso.from_snapshot(2, seed, {}, state.snapshot())
        assert rebuilt.black_seat == black and rebuilt.view(1).black_seat == black
