"""Ludo (rulebook 001, "JUEGO DE LUDO"): each of the eleven rules quoted beside its test.

Positions are set by progress along a colour's own path: -1 prison, 0 its
start CORONA, up to 50 on the track, 51-55 its home lane, 56 home. On the map
the CORONAs are at progress 0, 13, 26, 39 and the PLUMAs at 8, 21, 34, 47 for
every colour. Red starts on track square 0, Blue on 13, Green on 26.
"""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from game.ai.base import RandomBot
from game.core import Action, IllegalActionError
from game.text import render
from games.ludo.engine import CORONA, FACES, PLUMA, Ludo, load_board
from games.ludo.view import PieceView
from tests.rules.ludo_setup import ready, roll

RED, GREEN = 0, 1  # seats in a two-player game
HOME = 56


def move(face: int | str, piece: int, *choice: str) -> Action:
    return Action("move", (face, piece, *choice))


def act(state: Ludo, action: Action) -> None:
    state.apply(state.to_act()[0], action)


# --- the board and the dice -----------------------------------------------------------------------


def test_the_board_is_read_from_the_tiled_map():
    # "Las CORONAS y PLUMAS están siempre visibles en el recorrido del tablero"
    board = load_board()
    assert board.colours == ("red", "blue", "green", "yellow")
    assert board.track_length == 52
    assert [i for i, k in enumerate(board.kinds) if k == CORONA] == [0, 13, 26, 39]
    assert [i for i, k in enumerate(board.kinds) if k == PLUMA] == [8, 21, 34, 47]
    assert board.start == {"red": 0, "blue": 13, "green": 26, "yellow": 39}
    assert all(board.last_track[c] == 50 and board.lane_length[c] == 5 for c in board.colours)


def test_the_dice_show_corona_pluma_and_one_to_four():
    # Decision: the rulebook names CORONA, PLUMA and points; these faces let every rule happen.
    assert FACES == (CORONA, PLUMA, 1, 2, 3, 4)
    state = ready()
    state.apply(RED, Action("roll"))
    assert all(face in FACES for face in state.rolled) and len(state.rolled) == 2
    assert state.undo_floor == 1  # chance: undo cannot cross a throw


# --- rule 1 and 2 ------------------------------------------------------------------------------------


@pytest.mark.parametrize("players,colours", [(2, ("red", "green")), (3, ("red", "blue", "green")),
                                             (4, ("red", "blue", "green", "yellow"))])
def test_four_pieces_of_one_colour_each_start_in_prison(players, colours):
    # "1) Cada jugador elige 4 fichas del mismo color." / "3) Las fichas se colocan en las prisiones"
    state = Ludo(players, 0)
    assert state.colours == colours
    assert state.pos == [[-1] * 4 for _ in range(players)]


def test_the_highest_roll_starts_and_corona_pluma_count_nothing():
    # "2) Se arrojan los dados, y el participante que obtiene más puntos comienza el juego. [...]
    #  En esta tirada, la CORONA y la PLUMA no tienen valor."
    state = Ludo(2, 0)
    assert state.to_act() == (RED,)
    roll(state, CORONA, 4)  # 4 points
    assert state.to_act() == (GREEN,)
    roll(state, PLUMA, 3)  # 3 points
    assert state.phase == "play" and state.to_act() == (RED,)
    assert state.legal_actions(RED) == [Action("roll")]


def test_a_tie_is_rolled_again_by_the_tied_players_only():
    # "En caso de igualar, arrojarán nuevamente los dados los que hayan empatado, hasta desigualar."
    state = Ludo(3, 0)
    roll(state, 3, 1)
    roll(state, PLUMA, 4)
    roll(state, 1, 1)
    assert state.phase == "rolloff" and state.to_act() == (0,)
    roll(state, 1, 1)
    assert state.to_act() == (1,)
    roll(state, 2, 2)
    assert state.phase == "play" and state.to_act() == (1,)


# --- rule 3 and 5: prison --------------------------------------------------------------------------------


def test_without_a_corona_nobody_leaves_prison_and_the_turn_passes():
    # "Es preciso sacar CORONA con el dado, para poder liberar una ficha."
    state = ready()
    roll(state, 3, 4)
    assert state.pos[RED] == [-1] * 4
    assert state.to_act() == (GREEN,)


def test_corona_and_two_frees_a_piece_that_advances_two():
    # "Esta se colocará en la CORONA de salida que corresponde a su color, y avanzará los puntos
    #  obtenidos con el otro dado. Ejemplo: CORONA y 2: La ficha sale a CORONA y avanza 2 lugares."
    state = ready()
    roll(state, CORONA, 2)
    assert state.legal_actions(RED) == [move(CORONA, 0)]
    act(state, move(CORONA, 0))
    assert state.pos[RED][0] == 0
    assert state.legal_actions(RED) == [move(2, 0)]
    act(state, move(2, 0))
    assert state.pos[RED][0] == 2 and state.to_act() == (GREEN,)


def test_the_freed_piece_takes_the_points_not_another():
    # Decision: the "CORONA y 2" example binds the other die's points to the freed piece.
    state = ready(positions={RED: [5]})
    roll(state, CORONA, 3)
    act(state, move(CORONA, 1))
    assert state.legal_actions(RED) == [move(3, 1)]
    with pytest.raises(IllegalActionError, match="freed must take"):
        act(state, move(3, 0))


def test_a_second_corona_frees_another_or_advances_a_free_piece():
    # "5) Sacando otra vez CORONA, el jugador es dueño de liberar otra ficha de prisión, o avanzar una
    #  ficha ya liberada como se indica en el punto 6."
    state = ready(positions={RED: [3]})
    roll(state, CORONA, CORONA)
    assert state.legal_actions(RED) == [move(CORONA, 0), move(CORONA, 1)]
    act(state, move(CORONA, 1))
    assert state.pos[RED][:2] == [3, 0]
    assert state.legal_actions(RED) == [move(CORONA, 0), move(CORONA, 1), move(CORONA, 2)]


# --- rule 4 and 6: CORONA and PLUMA -------------------------------------------------------------------------


def test_pieces_go_clockwise():
    # "4) Las fichas avanzarán siguiendo el sentido de las agujas del reloj."
    state = ready(positions={RED: [2]})
    roll(state, 1, 2)
    act(state, move(1, 0))
    assert state.piece_place(RED, 0).square == 3
    green = ready(positions={GREEN: [2]}, turn=GREEN)
    assert green.piece_place(GREEN, 0).square == 28  # Green starts half-way round, on square 26


def test_landing_on_a_pluma_by_points_goes_on_to_the_next_pluma():
    # "Si avanzando por puntos el participante terminara en una pluma o corona, deberá avanzar hasta la
    #  próxima pluma o corona respectivamente."
    state = ready(positions={RED: [5], GREEN: [10]})
    roll(state, 3, 4)
    act(state, move(3, 0))
    assert state.pos[RED][0] == 21
    assert state.pos[GREEN][0] == 10  # no retreat for a PLUMA


def test_landing_on_a_corona_by_points_goes_on_and_the_others_go_back():
    # "En el caso de caer en una corona los demás participantes deberán retroceder, como se indica en el punto 6."
    state = ready(positions={RED: [10], GREEN: [20]})
    roll(state, 3, 4)
    act(state, move(3, 0))
    assert state.pos[RED][0] == 26
    assert state.pos[GREEN][0] == 18  # Green's only piece on the track went back by itself


def test_a_corona_die_goes_to_the_next_corona_then_the_points_either_way():
    # "6) Si sale CORONA, se avanza hasta la CORONA siguiente, y luego se avanzan los puntos obtenidos con
    #  el otro dado, con esta ficha o cualquier otra que no esté en prisión, o a la inversa"
    state = ready(positions={RED: [2, 30]})
    roll(state, CORONA, 3)
    assert set(state.legal_actions(RED)) == {move(CORONA, 0), move(CORONA, 1), move(CORONA, 2), move(3, 0), move(3, 1)}
    act(state, move(3, 0))  # the points first ("a la inversa")
    act(state, move(CORONA, 1))
    assert state.pos[RED][:2] == [5, 39]


def test_after_a_corona_every_other_player_moves_one_piece_back_two():
    # "debiendo los demás jugadores retroceder (una ficha) dos casilleros"
    # Decision: each of them chooses which of their own pieces goes back.
    state = ready(players=3, positions={0: [2], 1: [10, 20], 2: [30]})
    roll(state, CORONA, 1)
    act(state, move(CORONA, 0))
    assert state.pos[0][0] == 13
    assert state.to_act() == (1,)
    assert state.legal_actions(1) == [Action("back", (0,)), Action("back", (1,))]
    assert state.view(None).retreat == 1
    act(state, Action("back", (1,)))
    assert state.pos[1][:2] == [10, 18]
    assert state.pos[2][0] == 28  # a single choice is made for the player
    assert state.to_act() == (0,) and state.dice == [1]


def test_a_pluma_die_goes_to_the_next_pluma_without_retreats():
    # "Si sale PLUMA, se adelanta hasta la siguiente PLUMA, pero en este caso los adversarios no retroceden."
    state = ready(positions={RED: [2], GREEN: [20]})
    roll(state, PLUMA, 4)
    act(state, move(PLUMA, 0))
    assert state.pos[RED][0] == 8 and state.pos[GREEN][0] == 20
    assert state.to_act() == (RED,)


def test_going_back_never_passes_the_start_and_spares_lanes_and_prison():
    # Decision: a piece goes back at most to its own start CORONA; lanes and prison are untouched.
    state = ready(positions={RED: [2], GREEN: [1, 53]})
    roll(state, CORONA, 1)
    act(state, move(CORONA, 0))
    assert state.pos[GREEN] == [0, 53, -1, -1]


def test_no_corona_ahead_means_the_corona_die_is_of_no_use_to_that_piece():
    # Decision: CORONA/PLUMA jumps stay on the track before the home lane; the centre needs exact points.
    state = ready(positions={RED: [40, 3]})
    roll(state, CORONA, PLUMA)
    assert move(CORONA, 0) not in state.legal_actions(RED)
    assert move(PLUMA, 0) in state.legal_actions(RED)  # the PLUMA at 47 is still ahead
    with pytest.raises(IllegalActionError, match="no corona ahead"):
        act(state, move(CORONA, 0))


def test_a_die_that_cannot_be_used_is_lost():
    # Decision: dice that can be used must be; the others are lost and the turn passes.
    state = ready(positions={RED: [49, HOME, HOME, HOME]})
    roll(state, CORONA, PLUMA)  # nothing ahead of 49, nobody in prison
    assert state.to_act() == (GREEN,) and state.pos[RED][0] == 49
    state = ready(positions={RED: [49, HOME, HOME]})
    roll(state, CORONA, PLUMA)
    assert state.legal_actions(RED) == [move(CORONA, 3)]  # only freeing uses the CORONA
    act(state, move(CORONA, 3))
    assert state.legal_actions(RED) == [move(PLUMA, 3)]  # the freed piece can use the PLUMA


# --- rule 7: landing on an opponent --------------------------------------------------------------------------


def test_landing_on_an_opponent_offers_prison_or_a_ride():
    # "7) Si un jugador echa los dados, y su ficha llega a un casillero ocupado por un adversario, puede
    #  enviarlo a prisión, o dejarse llevar adelante por él en cada tiro"
    state = ready(positions={RED: [5], GREEN: [33]})  # Green's 33 is track square 7
    roll(state, 2, 4)
    assert move(2, 0, "prison") in state.legal_actions(RED)
    assert move(2, 0, "ride", "green") in state.legal_actions(RED)
    assert move(2, 0) not in state.legal_actions(RED)
    act(state, move(2, 0, "prison"))
    assert state.pos[GREEN][0] == -1


def test_a_rider_is_carried_and_leaves_by_moving_itself():
    # "dejarse llevar adelante por él en cada tiro, pudiendo abandonar esta situación cuando lo crea
    #  conveniente, en el momento de su turno, arrojando los dados y avanzando por sí mismo"
    state = ready(positions={RED: [5, 40], GREEN: [33]})
    roll(state, 2, 1)
    act(state, move(2, 0, "ride", "green"))
    act(state, move(1, 1))
    assert state.riding[RED][0] == (GREEN, 0)
    roll(state, 4, 3)
    act(state, move(4, 0))
    assert state.pos[GREEN][0] == 37 and state.pos[RED][0] == 11  # carried four squares
    act(state, move(3, 0))
    assert state.pos[RED][0] == 14  # carried again (40 is Green's next square)
    roll(state, 1, 2)
    act(state, move(1, 0))
    assert state.riding[RED][0] is None and state.pos[RED][0] == 15 and state.pos[GREEN][0] == 40


def test_a_rider_gets_off_before_its_own_home_lane():
    # Decision: a rider is never carried past the last square before its own home lane.
    state = ready(positions={RED: [48], GREEN: [22]}, turn=GREEN)  # both on track square 48
    state.riding[RED][0] = (GREEN, 0)
    roll(state, 3, 1)
    act(state, move(3, 0))
    assert state.pos[GREEN][0] == 25 and state.pos[RED][0] == 50
    assert state.riding[RED][0] is None


def test_a_travelling_pair_decides_by_its_mover():
    # "En caso de caer dos fichas que avanzan juntas sobre la de otro participante, el participante que
    #  haya avanzado decidirá la forma de jugar."
    state = ready(players=3, positions={0: [5], 1: [46], 2: [31]}, turn=2)  # Red rides Green on square 5; Blue on 7
    state.riding[0][0] = (2, 0)
    roll(state, 2, 3)
    actions = state.legal_actions(2)
    assert move(2, 0, "prison") in actions and move(2, 0, "ride", "blue") in actions
    act(state, move(2, 0, "prison"))
    assert state.pos[1][0] == -1
    assert state.pos[0][0] == 7 and state.riding[0][0] == (2, 0)  # the rider came along and stays on


def test_prison_takes_every_opponent_on_the_square():
    # Decision: "prison" sends every opponent piece on the square, riders included.
    state = ready(players=3, positions={0: [3], 1: [44], 2: [31]})  # Blue 44 and Green 31 are track square 5
    state.riding[1][0] = (2, 0)  # Blue rides Green
    roll(state, 2, 4)
    assert move(2, 0, "ride", "green") in state.legal_actions(0)
    assert move(2, 0, "ride", "blue") not in state.legal_actions(0)  # Blue is itself riding
    act(state, move(2, 0, "prison"))
    assert state.pos[1][0] == -1 and state.pos[2][0] == -1


def test_a_rider_gets_off_when_its_carrier_goes_to_prison():
    # Decision: the rider stays on the square when its carrier is sent to prison.
    state = ready(players=3, positions={0: [3], 1: [44], 2: [31], })
    state.riding[2][0] = (1, 0)  # Green rides Blue on square 5
    state.pos[0] = [3, -1, -1, -1]
    roll(state, 2, 4)
    act(state, move(2, 0, "prison"))
    assert state.pos[1][0] == -1 and state.pos[2][0] == -1
    state = ready(positions={RED: [10], GREEN: [34, 34]})  # Green's 34 is track square 8
    state.riding[GREEN][1] = None
    roll(state, 1, 1)
    assert state.pos[GREEN][:2] == [-1, -1]


def test_two_pieces_of_one_colour_never_move_together():
    # "Dos fichas del mismo color no pueden avanzar al mismo tiempo."
    state = ready(positions={RED: [5, 5]})
    roll(state, 3, 4)
    act(state, move(3, 0))
    assert state.pos[RED][:2] == [21, 5]  # 8 is a PLUMA: on to 21; the other piece stays
    assert not [a for a in state.legal_actions(RED) if "ride" in a.args]


# --- rule 9: double 1 -----------------------------------------------------------------------------------


def test_double_one_sends_a_piece_two_squares_behind_to_prison():
    # "9) Cuando un jugador obtiene 2 puntos (dos 1), y una ficha de otro participante se encuentra dos
    #  casillas detrás de él, la manda a prisión, quedándose el tirador donde está"
    state = ready(positions={RED: [10], GREEN: [34]})  # Green's 34 is track square 8
    roll(state, 1, 1)
    assert state.pos[GREEN][0] == -1 and state.pos[RED][0] == 10
    assert state.to_act() == (GREEN,)


def test_double_one_takes_everyone_on_that_square_and_has_no_exception():
    # "aun cuando se hallen 2 ó 3 jugadores en la misma casilla. Para esta regla no hay excepciones,
    #  aunque el jugador quisiera adelantarse."
    state = ready(players=3, positions={0: [10], 1: [47], 2: [34, 34]})  # Blue 47 and Green 34 are both square 8
    roll(state, 1, 1)
    assert state.pos[1][0] == -1 and state.pos[2][:2] == [-1, -1]
    assert state.pos[0][0] == 10 and state.to_act() == (1,)


def test_double_one_with_nobody_behind_is_played_as_points():
    state = ready(positions={RED: [10], GREEN: [35]})
    roll(state, 1, 1)
    assert state.dice == [1, 1] and state.legal_actions(RED) == [move(1, 0)]


# --- rule 10 and 11: the home lane and the end --------------------------------------------------------------


def test_no_obstacles_in_the_home_lane():
    # "10) Estando el jugador en el camino de las casillas de color, ya no puede encontrar obstáculos de
    #  parte de sus oponentes."
    state = ready(positions={RED: [52], GREEN: [24]}, turn=GREEN)  # Green's 24 is track square 50
    roll(state, 1, 1)
    assert state.pos[RED][0] == 52  # Red's lane piece is out of reach of the double 1
    assert state.piece_place(RED, 0) == PieceView(where="lane", step=2, progress=52, riding=None)


def test_the_centre_needs_the_exact_count_and_the_excess_goes_back():
    # "Pero le es preciso echar el número exacto de puntos para llegar a la CORONA central. Todo valor
    #  excedente le hará retroceder tantos casilleros como puntos haya sobrepasado."
    state = ready(positions={RED: [54, 53]})
    roll(state, 4, 3)
    act(state, move(4, 0))
    assert state.pos[RED][0] == 54  # 56 is the centre: 2 too many bounce back to 54
    act(state, move(3, 1))
    assert state.pos[RED][1] == HOME
    assert state.piece_place(RED, 1).where == "home"


def test_four_pieces_home_win():
    # "11) Gana la partida quien llega primero a la CORONA central con sus cuatro fichas."
    state = ready(positions={RED: [HOME, HOME, HOME, 54], GREEN: [10]})
    roll(state, 2, 3)
    act(state, move(2, 3))
    assert state.is_over() and state.to_act() == ()
    outcome = state.outcome()
    assert outcome.winners == (RED,) and outcome.placing == (1, 2)
    assert state.view(None).winner == RED


# --- the engine ------------------------------------------------------------------------------------------


def test_random_games_end_and_keep_their_invariants():
    for players in (2, 3, 4):
        for seed in range(4):
            state = Ludo(players, seed)
            bots = [RandomBot(seed * 7 + s) for s in range(players)]
            while not state.is_over():
                seat = state.to_act()[0]
                state.apply(seat, bots[seat].choose(state, seat))
                assert not state.invariant_violations()
            assert not state.ended_by_limit
            assert sum(p == 1 for p in state.outcome().placing) == 1


def test_clone_is_independent_and_follows_the_same_dice():
    state = Ludo(3, 11)
    copy = state.clone()
    copy.apply(0, Action("roll"))
    assert state.history == [] and state.rolled == []
    state.apply(0, Action("roll"))
    assert state.rolled == copy.rolled


def test_views_are_json_and_the_same_for_everyone():
    state = ready(positions={RED: [5], GREEN: [33]})
    roll(state, 2, 4)
    view = state.view(None)
    json.dumps(view.to_json())
    # Everybody sees the same game; only the seat and the legal actions of the seat to act differ.
    assert view == replace(state.view(RED), seat=None, legal=()) == replace(state.view(GREEN), seat=None)
    det = state.determinize(GREEN, random.Random(3))
    assert replace(det.view(GREEN), seat=None) == view


def test_descriptions_in_both_languages():
    state = ready(positions={RED: [5], GREEN: [33]})
    assert render(state.describe(RED, Action("roll"), "es"), "es") == "Rojo tira los dados"
    assert render(state.describe(RED, move(CORONA, 1), "en"), "en") == "Red frees piece 2 with a CORONA"
    assert render(state.describe(RED, move(2, 0, "ride", "green"), "es"), "es") == "Rojo mueve la ficha 1 con 2 y se deja llevar por Verde"
    assert render(state.describe(GREEN, Action("back", (0,)), "en"), "en") == "Green moves piece 1 back two squares"


def test_garbage_is_refused_and_changes_nothing():
    state = ready(positions={RED: [5]})
    before = state.dumps()
    for bad, reason in [
        (move(3, 0), "throw the dice first"),
        (Action("fly"), "only knows"),
    ]:
        with pytest.raises(IllegalActionError, match=reason):
            act(state, bad)
    roll(state, 2, 3)
    before = state.dumps()
    for bad, reason in [
        (move(4, 0), "no die"),
        (move(2, 9), "piece from 0 to 3"),
        (move(2, 1), "only a CORONA"),
        (Action("roll"), "already thrown"),
        (Action("back", (0,)), "only after"),
    ]:
        with pytest.raises(IllegalActionError, match=reason):
            act(state, bad)
    assert state.dumps() == before
