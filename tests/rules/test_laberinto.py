"""Laberinto (rulebook 000, "La Dama y el Tigre", pp. 26-31): each rule quoted beside its test."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from game.core import Action, IllegalActionError
from game.text import render
from games.laberinto.engine import CORNERS, GOAL, START, Laberinto, cell_name

# A fixed maze for the worked examples (Doors in the corners, three of each identity):
#   a     b     c     d
# 1 [RL]  BL    RL    [BL]
# 2 RT    BT    RL    BT
# 3 BL    RT    BT    RL
# 4 [BT]  BL    RT    [RT]
FIXED = ["RL", "BL", "RL", "BL",
         "RT", "BT", "RL", "BT",
         "BL", "RT", "BT", "RL",
         "BT", "BL", "RT", "RT"]


def fixed_game() -> Laberinto:
    state = Laberinto(2, 0)
    state.cards = list(FIXED)
    return state


def move(a: int, b: int) -> Action:
    return Action("move", (a, b))


def swap(a: int, b: int) -> Action:
    return Action("swap", (a, b))


def test_wild_cards_are_the_swap_cards_not_in_the_maze():
    # "Coloca las cartas de Pista Comodín (Azul/Rojo y Dama/Tigre) a un lado. Estas serán cartas de Intercambio."
    for seed in range(20):
        state = Laberinto(2, seed)
        clues = sorted(state.cards[c] for c in range(16) if c not in CORNERS)
        assert clues == sorted(["RL", "BL", "RT", "BT"] * 3)
        assert "RB" not in state.cards and "LT" not in state.cards


def test_doors_in_the_corners_same_colour_in_opposite_corners():
    # "coloca las 4 cartas de Puerta bocarriba en las esquinas de la grilla y asegúrate de que las cartas
    #  de Puerta del mismo color queden en esquinas opuestas"
    state = Laberinto(2, 3)
    assert {state.cards[0], state.cards[15]} == {"RL", "RT"}
    assert {state.cards[3], state.cards[12]} == {"BL", "BT"}


def test_the_clue_cards_are_shuffled():
    # "Baraja las cartas de Pista restantes y luego colócalas bocarriba en la grilla"
    layouts = {tuple(Laberinto(2, seed).cards) for seed in range(10)}
    assert len(layouts) > 1


def test_five_cubs_on_the_lady_door_of_each_colour():
    # "Coloca 5 gemas rojas en la carta de Puerta de la Dama Roja y 5 gemas azules en la carta de Puerta
    #  de la Dama Azul."
    state = Laberinto(2, 0)
    assert state.cards[START[0]] == "RL" and state.cubs[0][START[0]] == 5 and sum(state.cubs[0]) == 5
    assert state.cards[START[1]] == "BL" and state.cubs[1][START[1]] == 5 and sum(state.cubs[1]) == 5
    assert state.cards[GOAL[0]] == "RT" and state.cards[GOAL[1]] == "BT"


def test_markers_start_on_blue_and_lady():
    # "Coloca una gema amarilla en la mitad Azul de la carta Azul/Rojo y una gema blanca en la Dama de la
    #  carta Dama/Tigre."
    state = Laberinto(2, 0)
    assert (state.colour_marker, state.role_marker) == ("blue", "lady")


def test_a_cub_moves_one_card_orthogonally():
    # "mover a 1 de tus cachorros a cualquier carta adyacente ortogonalmente (arriba, abajo, izquierda o derecha)"
    state = fixed_game()
    assert state.legal_actions(0) == [move(0, 1), move(0, 4)]
    before = state.dumps()
    for bad in (move(0, 5), move(0, 2), move(3, 2), move(1, 2)):
        with pytest.raises(IllegalActionError):
            state.apply(0, bad)
    assert state.dumps() == before


def test_cubs_may_enter_any_card_and_share_it():
    # "Los cachorros de Tigre pueden moverse a cartas de cualquier color o rol." /
    # "Puede haber cualquier cantidad de cachorros en una misma carta."
    state = fixed_game()
    state.cubs[0] = [0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]
    state.cubs[1] = [0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
    legal = state.legal_actions(0)
    assert move(2, 3) in legal  # onto the opponent's Door, where all five blue cubs stand
    assert move(2, 1) in legal and move(2, 6) in legal
    state.apply(0, move(2, 3))
    assert state.cubs[0][3] == 1 and state.cubs[1][3] == 5


def test_move_first_then_the_maze_same_player():
    # "En tu turno debes tomar las siguientes 2 acciones en orden: 1. Mover un cachorro. ... 2. Mover el laberinto."
    state = fixed_game()
    with pytest.raises(IllegalActionError, match="first move"):
        state.apply(0, swap(1, 2))
    state.apply(0, move(0, 1))
    assert state.to_act() == (0,) and state.phase == "maze"
    with pytest.raises(IllegalActionError, match="moved a cub already"):
        state.apply(0, move(1, 2))
    state.apply(0, swap(1, 2))
    assert state.to_act() == (1,) and state.phase == "move"


def test_start_of_game_worked_example_blue_or_lady_cards():
    # "Al comienzo del juego, puedes intercambiar 2 cartas Azules o 2 cartas de Dama." /
    # "No podrías intercambiar cartas de Tigre Rojo, debido a que ni Rojo, ni Tigre están cubiertos por una gema"
    state = fixed_game()
    state.apply(0, move(0, 1))  # a red cub on the Blue Lady at b1
    # b1 pairs: c1 Red Lady (both Ladies), b2 Blue Tiger (both Blue), b4 Blue Lady (identical);
    # b3 Red Tiger shares nothing marked with a Blue Lady.
    assert state.legal_actions(0) == [swap(1, 2), swap(1, 5), swap(1, 13)]
    state.cubs[0] = [0] * 16
    state.cubs[0][9] = 5  # every cub on b3, a Red Tiger: neither Red nor Tiger is marked,
    # so it pairs with no card in its row (a3 BL, c3 BT, d3 RL) or column (b1 BL, b2 BT, b4 BL)
    assert state.legal_actions(0) == [Action("no_swap")]


def test_swapping_blue_cards_moves_the_yellow_gem_to_red():
    # "Si eliges intercambiar cartas Azules, al final de tu turno moverías la gema amarilla a Rojo."
    state = fixed_game()
    state.apply(0, move(0, 1))
    state.apply(0, swap(1, 5))  # Blue Lady b1 <-> Blue Tiger b2
    assert (state.colour_marker, state.role_marker) == ("red", "lady")


def test_swapping_lady_cards_moves_the_white_gem_to_tiger():
    # "Si eliges intercambiar cartas de Dama, al final de tu turno moverías la gema blanca a Tigre."
    state = fixed_game()
    state.apply(0, move(0, 1))
    state.apply(0, swap(1, 2))  # Blue Lady b1 <-> Red Lady c1
    assert (state.colour_marker, state.role_marker) == ("blue", "tiger")


def test_swapping_identical_cards_moves_both_gems():
    # "Cuando intercambies 2 cartas idénticas, mueve la gema en ambas cartas de Intercambio en vez de solo en una."
    state = fixed_game()
    state.apply(0, move(0, 1))
    state.apply(0, swap(1, 13))  # Blue Lady b1 <-> Blue Lady b4
    assert (state.colour_marker, state.role_marker) == ("red", "tiger")
    assert state.cubs[0][13] == 1 and state.cubs[0][1] == 0


def test_red_cards_when_the_yellow_gem_is_on_red_worked_example():
    # "Si elegiste la carta Azul/Rojo y la gema amarilla está en Rojo, puedes intercambiar 2 cartas de Pista
    #  Rojas. Entonces, mueve la gema amarilla a Azul."
    state = fixed_game()
    state.colour_marker, state.role_marker = "red", "lady"
    state.cubs[0] = [0] * 16
    state.cubs[0][4] = 5  # on a2, a Red Tiger
    state.phase = "maze"
    legal = state.legal_actions(0)
    assert swap(4, 6) in legal  # a2 Red Tiger <-> c2 Red Lady: both Red
    state.apply(0, swap(4, 6))
    assert state.colour_marker == "blue" and state.role_marker == "lady"
    assert state.cards[4] == "RL" and state.cards[6] == "RT"


def test_cubs_travel_with_their_card_both_players():
    # "Todos los cachorros en la carta a intercambiar se mueven con su carta." /
    # "Al menos 1 de las cartas de Pista debe tener un cachorro de Tigre sobre ella, aunque sea de tu contrincante."
    state = fixed_game()
    state.cubs[0] = [0] * 16
    state.cubs[1] = [0] * 16
    state.cubs[0][15] = 5
    state.cubs[1][5] = 2  # two blue cubs on b2 (Blue Tiger)
    state.cubs[1][3] = 3
    state.phase = "maze"
    legal = state.legal_actions(0)
    assert swap(5, 7) in legal  # b2 <-> d2, both Blue Tigers, only the opponent's cubs on them
    state.apply(0, swap(5, 7))
    assert state.cubs[1][7] == 2 and state.cubs[1][5] == 0


def test_at_least_one_card_must_carry_a_cub():
    # "Al menos 1 de las cartas de Pista debe tener un cachorro de Tigre sobre ella"
    state = fixed_game()
    state.apply(0, move(0, 1))
    with pytest.raises(IllegalActionError, match="carry a cub"):
        state.apply(0, swap(5, 7))  # two Blue Tigers, nobody on them


def test_swapped_cards_share_a_row_or_column():
    # "Las 2 cartas de Pista intercambiadas deben estar en la misma fila o columna."
    state = fixed_game()
    state.apply(0, move(0, 1))
    with pytest.raises(IllegalActionError, match="same row or column"):
        state.apply(0, swap(1, 8))  # b1 and a3: both Blue Ladies but on a diagonal
    for a, b in (act.args for act in state.legal_actions(0)):
        assert a // 4 == b // 4 or a % 4 == b % 4


def test_doors_never_swap():
    # "Las cartas de Puerta no se pueden intercambiar."
    state = fixed_game()
    state.apply(0, move(0, 1))
    with pytest.raises(IllegalActionError, match="Door cards never move"):
        state.apply(0, swap(1, 3))
    for seed in range(10):
        game = Laberinto(2, seed)
        rng = random.Random(seed)
        for _ in range(200):
            if game.is_over():
                break
            game.apply(game.to_act()[0], rng.choice(game.legal_actions(game.to_act()[0])))
            assert [game.cards[c] for c in (0, 3, 12, 15)] == ["RL", "BL", "BT", "RT"]


def test_no_possible_swap_moves_both_gems():
    # "Si no puedes intercambiar ninguna carta, entonces en lugar de mover cartas, mueve la gema en ambas
    #  cartas de Intercambio."
    state = fixed_game()
    state.cubs[0] = [0] * 16
    state.cubs[0][9] = 5  # b3 Red Tiger, with Blue and Lady marked: row a3..d3 and column b1..b4
    state.cubs[1] = [0] * 16
    state.cubs[1][3] = 5
    # make b3's row and column hold nothing it can pair with: only Red Tigers around it
    state.cards = ["RL", "RT", "BL", "BL",
                   "BL", "RT", "BL", "BT",
                   "RT", "RT", "RT", "RL",
                   "BT", "RL", "BT", "RT"]
    # b3's row: a3 RT, c3 RT, d3 RL (Lady vs Tiger, Red vs Red but Red is not marked): no pair; b column: b1 RT,
    # b2 RT, b4 RL: same.
    state.phase = "maze"
    assert state.legal_actions(0) == [Action("no_swap")]
    with pytest.raises(IllegalActionError):
        state.apply(0, swap(9, 10))
    state.apply(0, Action("no_swap"))
    assert (state.colour_marker, state.role_marker) == ("red", "tiger")
    assert state.to_act() == (1,)


def test_no_swap_is_refused_while_a_swap_exists():
    state = fixed_game()
    state.apply(0, move(0, 1))
    with pytest.raises(IllegalActionError, match="must swap"):
        state.apply(0, Action("no_swap"))


def test_five_cubs_on_the_tiger_door_win_at_once():
    # "Tan pronto como consigas tener tus 5 cachorros en la carta de Puerta de Tigre de tu color, ganas la partida."
    state = fixed_game()
    state.cubs[1] = [0] * 16
    state.cubs[1][12] = 4
    state.cubs[1][8] = 1
    state.turn = 1
    state.apply(1, move(8, 12))
    assert state.is_over() and state.to_act() == ()
    outcome = state.outcome()
    assert outcome.winners == (1,) and outcome.placing == (2, 1)
    assert outcome.scores == (0, 5)


def test_decision_escaped_cubs_stay_on_their_tiger_door():
    # Decision: reaching the Tiger Door is "escapar"; an escaped cub is not moved again.
    state = fixed_game()
    state.cubs[0] = [0] * 16
    state.cubs[0][15] = 3
    state.cubs[0][14] = 2
    assert all(act.args[0] == 14 for act in state.legal_actions(0))
    with pytest.raises(IllegalActionError, match="escaped"):
        state.apply(0, move(15, 11))


def test_view_is_complete_and_shows_legal_swaps():
    state = fixed_game()
    state.apply(0, move(0, 1))
    view = state.view(1)
    json.dumps(view.to_json())
    # Everybody sees the same game; only the seat and the legal actions of the seat to act differ.
    assert view == replace(state.view(None), seat=1) == replace(state.view(0), seat=1, legal=())
    assert view.swaps == ((1, 2), (1, 5), (1, 13))
    assert view.phase == "maze" and view.turn == 0 and view.last_move == (0, 1)


def test_clone_is_independent():
    state = fixed_game()
    copy = state.clone()
    copy.apply(0, move(0, 1))
    assert state.cubs[0][0] == 5 and state.phase == "move"
    assert copy == copy.clone()
    assert copy.clone().rng.random() == copy.rng.random()


def test_descriptions_in_both_languages():
    state = fixed_game()
    assert render(state.describe(0, move(0, 1), "en"), "en") == "Red moves a cub from a1 to b1 (Blue Lady)"
    assert render(state.describe(0, move(0, 1), "es"), "es") == "Rojo mueve un cachorro de a1 a b1 (Dama Azul)"
    state.apply(0, move(0, 1))
    assert render(state.describe(0, swap(1, 2), "en"), "en") == "Red swaps Blue Lady (b1) with Red Lady (c1)"
    assert render(state.describe(0, swap(1, 2), "es"), "es") == "Rojo intercambia Dama Azul (b1) con Dama Roja (c1)"
    assert cell_name(15) == "d4"


def test_random_games_end_and_replay():
    for seed in range(5):
        state = Laberinto(2, seed)
        rng = random.Random(seed)
        while not state.is_over():
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            assert not state.invariant_violations()
        assert Laberinto.replay(2, seed, {}, state.history) == state
