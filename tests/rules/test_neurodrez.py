"""NeuroDrez against the rulebook (../shared/seeds/003, "NeuroDrez"). Each test quotes the line it
checks; the decisions where the rulebook is silent (D1-D10 in games/neurodrez/engine.py) are tested
too. The rulebook gives no worked example for this game."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.cards.pokerdrez import PokerDrezCard
from game.core import Action, IllegalActionError
from games.neurodrez.engine import HAND_SIZE, NeuroDrez, distinct_match
from games.neurodrez.terrain import (
    BISHOP,
    CENTRE_CELLS,
    KING,
    KNIGHT,
    NONE,
    PAWN,
    QUEEN,
    ROOK,
    outside,
    piece_of,
    removable,
    tile_colour,
    tile_of,
    tile_surface,
)
from games.neurodrez.view import (
    BUILD,
    STEP_ACT,
    STEP_PLACE,
    STEP_REMOVE,
    STEP_ROLL,
    SUDDEN_DEATH,
    enter,
    move,
    place,
    remove,
    withdraw,
)

WHITE, BLACK, RED, GREEN, BLUE, YELLOW = range(6)
EARTH, WATER, AIR, FIRE, FLORA, FAUNA = range(6)


def cell(name: str) -> int:
    return "abcdefg".index(name[0]) + 7 * (int(name[1]) - 1)


def position(
    players: int = 2,
    tiles: dict[str, tuple[int, int]] | None = None,
    pieces: dict[str, tuple[int, int]] | None = None,
    dice: tuple[int, int, int] = (1, WHITE, EARTH),
    actor: int = 0,
    cards: tuple[str, ...] = (),
    mode: str = "competitive",
    hand_tiles: int = 1,
) -> NeuroDrez:
    """A game at ``actor``'s act step: the terrain holds ``tiles`` (cell: colour, surface), the pieces
    stand as given (cell: colour, kind), the dice show ``dice``, the actor holds ``cards``; every other
    tile is in the hands (``hand_tiles`` each) or put away."""
    state = NeuroDrez(players, 0, {"mode": mode})
    state.terrain = [NONE] * 49
    laid = set()
    for name, (colour, surface) in (tiles or {}).items():
        state.terrain[cell(name)] = tile_of(colour, surface)
        laid.add(tile_of(colour, surface))
    rest = [t for t in range(36) if t not in laid]
    state.hands = [[] for _ in range(state.actors)]
    for a in range(state.actors):
        for _ in range(hand_tiles):
            if rest:
                state.hands[a].append(rest.pop(0))
    state.out = rest
    state.board = [NONE] * 49
    state.where = [NONE] * 36
    for name, (colour, kind) in (pieces or {}).items():
        piece = piece_of(colour, kind)
        state.board[cell(name)] = piece
        state.where[piece] = cell(name)
    state.actor = actor
    state.dice = dice
    state.step = STEP_ACT
    if cards:
        give(state, actor, cards)
    state._legal = None
    return state


def give(state: NeuroDrez, actor: int, codes: tuple[str, ...]) -> None:
    for card in list(state.hand(actor)):
        state.cards.move(card, f"hand.{actor}", "deck", state)
    for code in codes:
        state.cards.move(PokerDrezCard.decode(code), "deck", f"hand.{actor}", state)


def legal(state: NeuroDrez) -> list[Action]:
    return state.legal_actions(state.to_act()[0])


def targets(state: NeuroDrez, origin: str, via: str = "die") -> set[str]:
    found = set()
    for action in legal(state):
        if action.kind == "move" and action.args[0] == cell(origin) and action.args[2] == via:
            t = int(action.args[1])
            found.add("abcdefg"[t % 7] + str(t // 7 + 1))
    return found


# --- components ---------------------------------------------------------------------------------


def test_36_tiles_of_six_colours_and_six_surfaces():
    # "36 losetas cuadradas: Cada loseta representa uno de los seis colores y uno de los 6 recursos"
    state = NeuroDrez(2, 1)
    tiles = [t for t in state.terrain if t != NONE] + [t for h in state.hands for t in h]
    assert sorted(tiles) == list(range(36))
    assert Counter(tile_colour(t) for t in tiles) == Counter({c: 6 for c in range(6)})
    assert Counter(tile_surface(t) for t in tiles) == Counter({s: 6 for s in range(6)})


def test_two_decks_without_neutral_cards_two_hidden_cards_each():
    # "2 barajas de cartas Pokerdrez"; "Cada jugador recibirá dos cartas de Pokerdrez que mantendrá
    # ocultas" (D6: the neutral cards are left out: 108 cards)
    state = NeuroDrez(3, 2)
    assert sum(state.cards.count(z) for z in state.card_layout.names) == 108
    assert all(len(state.hand(a)) == HAND_SIZE for a in range(3))
    view = state.view(0)
    assert view.my_cards == (tuple(sorted(state.hand(0))),)
    assert "hand" not in str(view.my_cards[0]) and len(view.my_cards) == 1


# --- colours per player count -------------------------------------------------------------------


def test_two_players_three_colours_each_three_players_two():
    # "En el caso de dos jugadores cada uno puede escoger tres colores ... tres jugadores ... dos"
    assert [len(c) for c in NeuroDrez(2).side_colours] == [3, 3]
    assert [len(c) for c in NeuroDrez(3).side_colours] == [2, 2, 2]
    five = NeuroDrez(5)
    assert [len(c) for c in five.side_colours] == [1] * 5


def test_four_players_two_teams_alternate_sharing_a_third_colour():
    # "los miembros de un equipo escogerán cada uno un color y compartirán un tercer color (ambos pueden
    # mover piezas o conquistar con este tercer color)"; "se sentarán de forma alterna"
    state = NeuroDrez(4)
    assert state.actor_side == (0, 1, 0, 1)
    shared = set(state.actor_colours[0]) & set(state.actor_colours[2])
    assert len(shared) == 1 and len(state.side_colours[0]) == 3
    assert set(state.actor_colours[1]) & set(state.actor_colours[3])


def test_six_players_three_teams_of_two_alternating():
    # "Si se trata de 4 o 6 jugadores se deben formar equipos que se sentarán de forma alterna" (D4)
    state = NeuroDrez(6)
    assert state.actor_side == (0, 1, 2, 0, 1, 2) and state.limit == 3


def test_limits_by_number_of_sides():
    # "dos jugadores/equipos: 5; tres jugadores/equipos: 3; cinco jugadores: 2"
    assert NeuroDrez(2).limit == 5 and NeuroDrez(4).limit == 5
    assert NeuroDrez(3).limit == 3 and NeuroDrez(5).limit == 2
    assert NeuroDrez(1, 0).limit == 1  # D4


# --- set-up -------------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(5))
def test_six_centre_tiles_one_of_each_colour_and_surface(seed):
    # "6 de ellas (una de cada recurso y color) se colocarán en el centro del tablero" (D1: c3-e4)
    state = NeuroDrez(2, seed)
    centre = [state.terrain[c] for c in CENTRE_CELLS]
    assert sorted(tile_colour(t) for t in centre) == list(range(6))
    assert sorted(tile_surface(t) for t in centre) == list(range(6))


@pytest.mark.parametrize("players,each,laid", [(2, 15, 6), (3, 10, 6), (4, 7, 8), (5, 6, 6), (6, 5, 6)])
def test_the_rest_dealt_equally_leftovers_on_the_terrain(players, each, laid):
    # "El resto de las losetas se repartirán a partes iguales ... Las que puedan sobrar (en el caso de 4
    # jugadores) se añadirán a las ya existentes sobre el terreno."
    state = NeuroDrez(players, 3)
    assert [len(h) for h in state.hands] == [each] * players
    assert state.tiles_laid() == laid


def test_tiles_in_hand_are_hidden():
    # "Los jugadores no deben mostrar sus cartas [losetas] al resto hasta el momento de colocarlas"
    state = NeuroDrez(3, 4)
    view = state.view(0)
    assert view.my_tiles == (tuple(state.hands[0]),)
    assert view.actors[1].tiles == 10
    twin = state.clone()
    twin.hands[1][0], twin.hands[2][0] = state.hands[2][0], state.hands[1][0]
    assert twin.view(0) == view and twin.view(1) != state.view(1)


def test_highest_opening_throw_starts_ties_throw_again():
    # "El jugador que obtenga el número mayor ... comenzará la partida. En caso de empate se repetirá el
    # procedimiento solo entre los ganadores"
    for seed in range(30):
        state = NeuroDrez(4, seed)
        last = state.opening[-1]
        best = max(face for _, face in last)
        assert [seat for seat, face in last if face == best] == [state.actor]
        for earlier, later in zip(state.opening, state.opening[1:], strict=False):
            top = max(f for _, f in earlier)
            assert sorted(s for s, _ in later) == sorted(s for s, f in earlier if f == top)


# --- the turn -----------------------------------------------------------------------------------


def test_turn_in_printed_order_roll_place_move_then_next_to_the_right():
    # "Durante su turno el jugador debe: ... lanzar los dados; colocar una loseta nueva ...; entrar o
    # mover una de las piezas"; "El orden de juego se establecerá por la derecha"
    state = NeuroDrez(3, 5)
    first = state.actor
    assert [a.kind for a in legal(state)] == ["roll"]
    state.apply(state.to_act()[0], Action("roll"))
    assert state.step == STEP_PLACE and state.dice is not None
    assert {a.kind for a in legal(state)} == {"place"}
    state.apply(state.to_act()[0], legal(state)[0])
    assert state.step == STEP_ACT
    state.apply(state.to_act()[0], legal(state)[0])
    assert state.actor == (first + 1) % 3 and state.step == STEP_ROLL


def test_a_tile_must_touch_the_terrain_along_a_side():
    # "colocar una loseta nueva (de modo que siempre colinde al menos uno de los lados con alguna de las
    # losetas ya existentes)"
    state = NeuroDrez(2, 6)
    state.apply(state.to_act()[0], Action("roll"))
    cells = {int(a.args[1]) for a in legal(state)}
    assert cell("d2") in cells and cell("b3") in cells
    assert cell("b2") not in cells  # only a corner touches c3
    seat = state.to_act()[0]
    tile = state.hands[state.actor][0]
    before = state.snapshot()
    with pytest.raises(IllegalActionError):
        state.apply(seat, place(tile, cell("a1")))
    assert state.snapshot() == before


def test_dice_name_a_figure_a_colour_and_a_surface():
    # "Existen tres dados (uno de color, otro de recursos y otro numérico)"
    state = NeuroDrez(2, 7)
    state.apply(state.to_act()[0], Action("roll"))
    figure, colour, surface = state.dice
    assert 1 <= figure <= 6 and 0 <= colour < 6 and 0 <= surface < 6


def test_entry_onto_a_tile_of_the_rolled_colour_or_surface_only():
    # "La pieza a entrar solo se podrá mover a una de las losetas del color del dado de color o de la
    # superficie del dado de superficies"
    tiles = {"c3": (WHITE, FIRE), "d3": (BLACK, EARTH), "e3": (RED, WATER)}
    state = position(tiles=tiles, dice=(1, WHITE, EARTH))
    pawn_cells = {a.args[1] for a in legal(state) if a.kind == "enter" and a.args[0] == piece_of(WHITE, PAWN)}
    assert pawn_cells == {cell("c3"), cell("d3")}


def test_figure_die_names_the_piece_six_any():
    # "1: Peón, 2: Caballo, 3: Alfil, 4: Torre, 5: Reina, 6: Jóker (permite entrar o mover cualquier pieza)"
    tiles = {"c3": (WHITE, EARTH)}
    state = position(tiles=tiles, dice=(2, WHITE, EARTH))
    kinds = {a.args[0] % 6 for a in legal(state) if a.kind == "enter" and a.args[2] == "die"}
    assert kinds == {KNIGHT}
    state = position(tiles=tiles, dice=(6, WHITE, EARTH))
    kinds = {a.args[0] % 6 for a in legal(state) if a.kind == "enter" and a.args[2] == "die"}
    assert kinds == {QUEEN, ROOK, BISHOP, KNIGHT, PAWN}


def test_a_card_names_the_piece_instead_shown_discarded_replaced():
    # "Alternativamente al dado numérico, se puede usar una de las dos cartas propias"; "debe mostrarla a
    # sus oponentes, descartarse de ella y coger una nueva del montón"
    state = position(tiles={"c3": (WHITE, EARTH)}, dice=(1, WHITE, EARTH), cards=("T1", "P2"))
    rook = piece_of(WHITE, ROOK)
    assert enter(rook, cell("c3"), "T1") in legal(state)
    assert enter(rook, cell("c3"), "die") not in legal(state)
    deck = state.cards.count("deck")
    state.apply(0, enter(rook, cell("c3"), "T1"))
    assert state.cards.cards("discard")[-1] == PokerDrezCard.decode("T1")
    assert len(state.hand(0)) == 2 and state.cards.count("deck") == deck - 1


def test_a_joker_card_moves_any_piece():
    # "Una carta de Jóker ... permitirá mover o entrar al terreno cualquiera de las piezas"
    state = position(tiles={"c3": (WHITE, EARTH)}, dice=(1, WHITE, EARTH), cards=("B5", "P2"))
    kinds = {a.args[0] % 6 for a in legal(state) if a.kind == "enter" and a.args[2] == "B5"}
    assert kinds == {QUEEN, ROOK, BISHOP, KNIGHT, PAWN}


def test_the_king_may_always_enter_one_per_side_never_twice_in_a_row():
    # "El rey podrá ser entrado siempre"; "solo podrá haber un único rey a la vez sobre el terreno";
    # "El rey nunca se podrá mover dos veces consecutivamente"
    tiles = {"c3": (WHITE, EARTH), "d3": (RED, EARTH), "e3": (BLUE, AIR), "c4": (BLUE, AIR)}
    state = position(tiles=tiles, dice=(1, WHITE, EARTH), cards=("P1", "P2"))
    king = piece_of(WHITE, KING)
    assert enter(king, cell("c3"), "king") in legal(state)
    state.apply(0, enter(king, cell("c3"), "king"))
    assert state.king_moved[0]
    # The other kings of the side may not enter while one stands on the terrain.
    state.actor, state.dice, state.step, state._legal = 0, (6, WHITE, EARTH), STEP_ACT, None
    assert not any(a.args[0] in (piece_of(RED, KING), piece_of(BLUE, KING)) for a in legal(state) if a.kind == "enter")
    # And the king itself may not act again right away.
    assert not any(a.kind == "move" and a.args[0] == cell("c3") for a in legal(state))
    state.apply(0, enter(piece_of(RED, PAWN), cell("d3"), "die"))
    state.actor, state.dice, state.step, state._legal = 0, (1, WHITE, EARTH), STEP_ACT, None
    assert any(a.kind == "move" and a.args[0] == cell("c3") for a in legal(state))


def test_no_entry_at_the_limit():
    # "Cuando estos límites sean alcanzados, el jugador/equipo no podrá entrar ninguna otra pieza"
    tiles = {"a1": (WHITE, EARTH), "b1": (BLACK, EARTH), "c1": (RED, EARTH), "d1": (GREEN, EARTH), "e1": (BLUE, EARTH)}
    tiles |= {"f1": (YELLOW, EARTH), "a2": (WHITE, AIR)}
    pieces = {"a1": (WHITE, PAWN), "b1": (WHITE, KNIGHT), "c1": (RED, PAWN), "d1": (RED, KNIGHT), "e1": (BLUE, PAWN)}
    state = position(tiles=tiles, pieces=pieces, dice=(6, WHITE, AIR))
    assert not any(a.kind == "enter" for a in legal(state))
    state.board[cell("e1")] = NONE
    state.where[piece_of(BLUE, PAWN)] = NONE
    state._legal = None
    assert any(a.kind == "enter" for a in legal(state))


# --- moves on the terrain -----------------------------------------------------------------------


def test_pawn_steps_along_sides_and_takes_across_corners_only():
    # "Peón: se puede mover a cualquiera de las losetas colindantes (derecha, izquierda, arriba y abajo)
    # y comer piezas contrarias que se encuentren en una de las cuatro losetas diagonales"
    tiles = {n: (WHITE, FIRE) for n in ("c3", "d3", "e3", "c4", "d4", "e4", "d2")}  # black is not safe on white
    pieces = {"d3": (WHITE, PAWN), "e4": (BLACK, ROOK), "d4": (BLACK, KNIGHT)}
    state = position(tiles=tiles, pieces=pieces, dice=(1, YELLOW, AIR))
    assert targets(state, "d3") == {"c3", "e3", "d2", "e4"}  # not onto the knight straight ahead


def test_rook_and_bishop_slide_but_never_over_a_gap_knight_jumps():
    # "Torre: ... No puede saltar otras piezas o losetas vacías"; "Caballo: ... saltando otras piezas"
    tiles = {n: (GREEN, FIRE) for n in ("a1", "b1", "d1", "e1", "b2", "c3", "b3")}
    pieces = {"a1": (WHITE, ROOK), "b2": (WHITE, BISHOP)}
    state = position(tiles=tiles, pieces=pieces, dice=(4, YELLOW, AIR))
    assert targets(state, "a1") == {"b1"}  # c1 has no tile: d1 and e1 are out of reach
    state = position(tiles=tiles, pieces=pieces, dice=(3, YELLOW, AIR))
    assert targets(state, "b2") == {"a1", "c3"} - {"a1"}
    tiles["c2"] = (GREEN, FIRE)
    state = position(tiles=tiles, pieces={"a1": (WHITE, KNIGHT)}, dice=(2, YELLOW, AIR))
    assert targets(state, "a1") == {"b3", "c2"}


def test_a_move_to_any_tile_of_the_rolled_colour_or_surface_takes_what_is_there():
    # "a cualquier loseta del color del dado de color lanzado"; "Mientras está conquistando una loseta,
    # una pieza puede ser comida por otra que se situe sobre la misma loseta"
    tiles = {"a1": (GREEN, FIRE), "b1": (GREEN, FIRE), "g7": (WHITE, WATER), "f7": (YELLOW, FIRE), "e7": (RED, AIR)}
    tiles |= {n: (GREEN, FIRE) for n in ("c1", "d1", "e1", "f1", "g1", "g2", "g3", "g4", "g5", "g6")}
    pieces = {"a1": (WHITE, QUEEN), "g7": (BLACK, PAWN)}
    state = position(tiles=tiles, pieces=pieces, dice=(5, YELLOW, WATER))
    assert {"g7", "f7"} <= targets(state, "a1")
    state.apply(0, move(cell("a1"), cell("g7"), "die"))
    assert state.where[piece_of(BLACK, PAWN)] == NONE  # back to its owner, to enter again


def test_safe_on_a_tile_of_ones_own_colour():
    # "Cuando una pieza se encuentra sobre una loseta de su propio color (original o conquistada) se
    # encuentra en seguro (no puede ser comida)" (D3: any colour of its side)
    tiles = {"c3": (BLACK, FIRE), "d3": (GREEN, FIRE), "e3": (RED, FIRE)}
    pieces = {"c3": (WHITE, ROOK), "d3": (BLACK, KNIGHT)}  # the knight's side owns green
    state = position(tiles=tiles, pieces=pieces, dice=(4, GREEN, FIRE))
    assert "d3" not in targets(state, "c3")
    state = position(tiles={**tiles, "d3": (WHITE, FIRE)}, pieces=pieces, dice=(4, WHITE, FIRE))
    assert "d3" in targets(state, "c3")


def test_no_landing_on_a_piece_of_ones_own_side():
    tiles = {"c3": (BLACK, FIRE), "d3": (BLACK, FIRE)}
    state = position(tiles=tiles, pieces={"c3": (WHITE, ROOK), "d3": (RED, PAWN)}, dice=(4, BLACK, FIRE))
    assert "d3" not in targets(state, "c3")


# --- conquest -----------------------------------------------------------------------------------


def test_a_tile_held_a_whole_round_is_conquered_at_the_next_turn():
    # "Si una pieza logra mantenerse toda una ronda (hasta que le vuelva a tocar al mismo jugador/equipo
    # dueño de la pieza) sobre una loseta ajena, la habrá conquistado."
    tiles = {"c3": (BLACK, FIRE), "d3": (BLACK, EARTH), "e3": (GREEN, AIR)}
    state = position(tiles=tiles, dice=(1, BLACK, WATER), hand_tiles=3)
    pawn = piece_of(WHITE, PAWN)
    state.apply(0, enter(pawn, cell("c3"), "die"))
    tile = tile_of(BLACK, FIRE)
    assert state.marker[tile] == NONE and not state.safe(pawn)  # conquering, and takeable
    # Black's turn: it does not touch the pawn.
    state.apply(1, Action("roll"))
    state.apply(1, legal(state)[0])
    state.apply(1, next(a for a in legal(state) if a.kind == "withdraw" or a.args[1] != cell("c3")))
    assert state.actor == 0 and state.where[pawn] == cell("c3")
    assert state.claimed == [cell("c3")]
    assert state.shown_colour(tile) == WHITE and state.safe(pawn)


def test_reconquest_by_the_printed_colour_lifts_the_marker():
    # "Una loseta conquistada puede ser reconquistada, tanto por el dueño original de la misma como por
    # cualquier otro jugador." (D2)
    tiles = {"c3": (BLACK, FIRE), "d3": (WHITE, EARTH)}
    state = position(tiles=tiles, pieces={"c3": (BLACK, PAWN)}, dice=(1, YELLOW, WATER), actor=0)
    tile = tile_of(BLACK, FIRE)
    state.marker[tile] = WHITE
    state.since[piece_of(BLACK, PAWN)] = 0
    state.turn = 1
    state.apply(0, withdraw() if legal(state) == [withdraw()] else legal(state)[0])
    assert state.actor == 1 and state.marker[tile] == NONE and state.claimed == [cell("c3")]


# --- stuck --------------------------------------------------------------------------------------


def test_no_piece_can_move_withdraw_one_show_and_change_both_cards():
    # "Si un jugador no puede entrar o mover ninguna pieza, tendrá que retirar una de las que tiene sobre
    # el terreno ... mostrará sus dos cartas ... y a continuación las sustituirá por otras dos"
    tiles = {"c3": (BLACK, FIRE)}
    state = position(tiles=tiles, pieces={"c3": (WHITE, PAWN)}, dice=(2, YELLOW, WATER), cards=("T1", "T2"))
    state.king_moved[0] = True
    assert legal(state) == [withdraw(cell("c3"))]
    state.apply(0, withdraw(cell("c3")))
    assert state.where[piece_of(WHITE, PAWN)] == NONE
    assert Counter(c.encode() for c in state.cards.cards("discard")) == Counter({"T1": 1, "T2": 1})
    assert len(state.hand(0)) == 2


# --- the win ------------------------------------------------------------------------------------


def test_all_six_tiles_of_a_surface_in_ones_colours_wins():
    # "Cuando uno de los jugadores (o equipo) domina con sus colores las seis losetas (originales o
    # conquistadas) de alguna de las superficies, habrá ganado la partida."
    tiles = {"a1": (WHITE, FIRE), "b1": (RED, FIRE), "c1": (BLUE, FIRE), "d1": (BLACK, FIRE), "e1": (GREEN, FIRE)}
    state = position(tiles=tiles, dice=(1, YELLOW, WATER), hand_tiles=1)
    state.hands[0] = [tile_of(YELLOW, FIRE)]
    state.marker[tile_of(BLACK, FIRE)] = WHITE
    state.marker[tile_of(GREEN, FIRE)] = RED
    assert state.complete(FIRE) is None  # five on the terrain: the sixth is in hand
    state.step, state._legal = STEP_PLACE, None
    state.marker[tile_of(YELLOW, FIRE)] = BLUE
    state.apply(0, place(tile_of(YELLOW, FIRE), cell("f1")))
    assert state.is_over() and state.outcome().winners == (0,)
    assert state.view(1).winning_surface == FIRE


# --- sudden death -------------------------------------------------------------------------------


def test_sudden_death_after_the_36th_tile_removes_before_moving():
    # "Una vez colocadas las 36 losetas, estas comenzarán a ser retiradas por los jugadores (una por
    # turno, después de lanzar los dados y antes de mover la pieza)"
    rng = random.Random(1)
    state = NeuroDrez(2, 9)
    while state.phase == BUILD:
        seat = state.to_act()[0]
        state.apply(seat, rng.choice([a for a in legal(state) if a.kind != "sudden"]))
        if state.is_over():
            pytest.skip("won before sudden death")
    assert state.tiles_laid() == 36
    state.apply(state.to_act()[0], Action("roll"))
    assert state.step == STEP_REMOVE and {a.kind for a in legal(state)} == {"remove"}


def test_only_edge_tiles_without_pieces_that_keep_the_terrain_whole():
    # "Solo se podrán retirar losetas que se encuentren en el borde"; "No se podrán retirar losetas sobre
    # las que se encuentre alguna pieza"; "después de retirar la loseta, las losetas restantes sobre el
    # terreno no pueden quedar separadas en dos grupos distintos"
    terrain = [NONE] * 49
    for name in ("b2", "c2", "d2", "b3", "d3", "b4", "c4", "d4", "e3"):  # a ring round the hole c3
        terrain[cell(name)] = 0
    board = [NONE] * 49
    board[cell("b2")] = 5
    found = {"abcdefg"[c % 7] + str(c // 7 + 1) for c in removable(terrain, board)}
    assert "b2" not in found  # a piece on it
    assert cell("c3") not in outside(terrain)  # "tener comunicación con el exterior": a hole has none
    assert "e3" in found and "c2" in found
    terrain2 = [NONE] * 49
    for name in ("a1", "b1", "c1"):
        terrain2[cell(name)] = 0
    assert {"abcdefg"[c % 7] + str(c // 7 + 1) for c in removable(terrain2, [NONE] * 49)} == {"a1", "c1"}


def test_a_hole_does_not_make_a_tile_an_edge_tile():
    terrain = [0] * 49
    terrain[cell("d4")] = NONE  # the only gap, walled in
    for name in ("c4", "e4", "d3", "d5"):
        assert cell(name) not in removable(terrain, [NONE] * 49)
    assert cell("a1") in removable(terrain, [NONE] * 49)


def test_sudden_death_win_over_the_tiles_that_remain():
    # "Durante esta fase ganará el juego el jugador/equipo que haya logrado conquistar con sus colores
    # todas las losetas que queden sobre el terreno de alguna de las superficies."
    tiles = {"c3": (WHITE, FIRE), "d3": (BLACK, FIRE), "e3": (GREEN, AIR), "f3": (WHITE, AIR)}
    state = position(tiles=tiles, dice=(1, YELLOW, WATER), hand_tiles=0)
    state.phase = SUDDEN_DEATH
    state.step, state._legal = STEP_REMOVE, None
    assert remove(cell("c3")) in legal(state)
    state.apply(0, remove(cell("c3")))
    assert state.is_over() and state.outcome().winners == (1,)  # black holds all fire left


def test_early_sudden_death_from_18_tiles_next_player_removes_first():
    # "podrá ser pedida por cualquiera de los participantes, siempre que se hayan colocado ya al menos
    # ... 18 o más"; "El primer jugador en comenzar a retirar losetas será aquel que se encuentre a la
    # derecha del que haya solicitado"
    rng = random.Random(3)
    state = NeuroDrez(3, 11)
    while state.tiles_laid() < 18:
        assert all(a.kind != "sudden" for a in legal(state))
        state.apply(state.to_act()[0], rng.choice(legal(state)))
        assert not state.is_over()
    while state.step != STEP_ROLL:
        state.apply(state.to_act()[0], rng.choice(legal(state)))
    caller = state.actor
    state.apply(state.to_act()[0], Action("sudden"))
    state.apply(state.to_act()[0], Action("roll"))
    assert state.step == STEP_PLACE  # the caller still lays a tile (D8)
    state.apply(state.to_act()[0], legal(state)[0])
    state.apply(state.to_act()[0], legal(state)[0])
    if not state.is_over():
        assert state.actor == (caller + 1) % 3 and state.phase == SUDDEN_DEATH
        assert not any(state.hands)
        state.apply(state.to_act()[0], Action("roll"))
        assert state.step in (STEP_REMOVE, STEP_ACT)


# --- cooperative and solitaire ------------------------------------------------------------------


def test_cooperative_win_needs_a_different_surface_for_every_side():
    # "En la modalidad colaborativa los jugadores o equipos deberán intentar conquistar cada uno un
    # recurso diferente, pero solo ganarán si lo logran durante el mismo turno" (D10)
    assert distinct_match([[FIRE], [FIRE]]) == 1
    assert distinct_match([[FIRE, AIR], [FIRE]]) == 2
    tiles = {"c3": (WHITE, FIRE), "d3": (BLACK, AIR), "e3": (GREEN, WATER), "f3": (RED, WATER)}
    state = position(tiles=tiles, dice=(1, YELLOW, WATER), hand_tiles=0, mode="cooperative")
    state.phase, state.step, state._legal = SUDDEN_DEATH, STEP_REMOVE, None
    state.apply(0, remove(cell("f3")))
    assert state.is_over() and state.result[0] == "coop_win" and state.outcome().winners == (0, 1)


def test_solitaire_six_colours_one_piece_each():
    # "En la modalidad en solitario el jugador representará a los 6 colores por separado"
    state = NeuroDrez(1, 0)
    assert state.actors == 6 and set(state.actor_seat) == {0} and state.limit == 1
    assert [len(h) for h in state.hands] == [5] * 6
    view = state.view(0)
    assert len(view.my_tiles) == 6 and len(view.my_cards) == 6


# --- information --------------------------------------------------------------------------------


def test_determinize_keeps_what_the_seat_sees_and_resamples_the_rest():
    state = NeuroDrez(3, 12)
    world = state.determinize(0, random.Random(5))
    assert world.view(0) == state.view(0)
    assert sorted(world.hands[1] + world.hands[2]) == sorted(state.hands[1] + state.hands[2])


def test_an_illegal_action_changes_nothing():
    state = NeuroDrez(2, 13)
    before = state.snapshot()
    for action in (Action("place", (0, 0)), Action("move", (1, 2, "die")), Action("enter", (5, 24, "X9"))):
        with pytest.raises(IllegalActionError):
            state.apply(state.to_act()[0], action)
    assert state.snapshot() == before


@pytest.mark.parametrize(
    "players,mode", [(1, "cooperative"), (2, "competitive"), (4, "cooperative"), (6, "competitive")]
)
def test_random_games_end_and_keep_their_laws(players, mode):
    for seed in range(3):
        state = NeuroDrez(players, seed, {"mode": mode})
        rng = random.Random(seed)
        while not state.is_over():
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            assert not state.invariant_violations()
