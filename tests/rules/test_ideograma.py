"""Ideograma (rulebook 001, "IDEOGRAMA: JUEGO DE PALABRAS CRUZADAS"): each rule quoted beside its test."""

from __future__ import annotations

import hashlib
import itertools
import json
import random
from collections import Counter

import pytest

from game.core import Action, IllegalActionError
from game.registry import FOLDER_PATHS
from game.text import render
from games.ideograma.blanks_bench import best_play_position, give_rack
from games.ideograma.engine import (
    ACCEPT,
    BLANK,
    CHALLENGE,
    PASS,
    Ideograma,
    board_layout,
    listed_play,
    scoring,
    tile_set,
)
from games.ideograma.lexicon import ALPHABET, build_lexicon, fold, load_lexicon, word_list_sha256
from games.ideograma.moves import (
    BLANK_CODE,
    CENTRE,
    SIZE,
    SQUARES,
    TILE_CODE,
    Placement,
    Scoring,
    formed_words,
    generate,
    score_words,
    spell,
)
from games.ideograma.view import Move

# --- helpers -------------------------------------------------------------------------------------


def tile(letter: str) -> str:
    """Rack/board letter from a test string: upper case letter, Ñ, or ? for a blank."""
    return BLANK if letter == "?" else letter.lower()


def set_position(state: Ideograma, words=(), racks=None, blanks=(), turn: int | None = None) -> Ideograma:
    """Lay ``words`` ((row, col, "h"/"v", "WORD")) on the board and give the racks, taking every
    tile from the box so that the 100 tiles still add up; other racks get 7 tiles from the rest."""
    pool = Counter(tile_set().bag())
    state.board = [""] * SQUARES
    state.blank_squares = set()
    for row, col, direction, word in words:
        step = 1 if direction == "h" else SIZE
        for offset, letter in enumerate(word):
            square = row * SIZE + col + offset * step
            if state.board[square]:
                assert state.board[square] == tile(letter), f"clash at {square}"
                continue
            state.board[square] = tile(letter)
            if (square // SIZE, square % SIZE) in blanks:
                state.blank_squares.add(square)
                pool[BLANK] -= 1
            else:
                pool[tile(letter)] -= 1
    racks = racks or {}
    for seat, letters in racks.items():
        state.racks[seat] = sorted((tile(letter) for letter in letters),
                                   key=lambda t: len(ALPHABET) if t == BLANK else ALPHABET.index(t))
        pool.subtract(state.racks[seat])
    assert min(pool.values()) >= 0, "more tiles than the box holds"
    rest = sorted(pool.elements())
    random.Random(0).shuffle(rest)
    for seat in range(state.players):
        if seat not in racks:
            state.racks[seat] = [rest.pop() for _ in range(7)]
    state.bag = rest
    if turn is not None:
        state.turn = turn
    state._legal = None
    state._plays = None
    assert state.invariant_violations() == []
    return state


def play(row: int, col: int, direction: str, tiles: str) -> Action:
    codes = tuple("NY" if t == "Ñ" else "ny" if t == "ñ" else t for t in tiles)
    return Action("play", (row, col, direction, *codes))


PLAIN = Scoring(tile_set().values, [1] * SQUARES, [1] * SQUARES)  # no premium anywhere


def plain_generated(cells, rack: str):
    letters = Counter(tile(t) for t in rack if t != "?")
    found = generate(cells, set(), letters, rack.count("?"), load_lexicon(), PLAIN)
    return {Action("play", (g.row, g.col, g.direction, *g.codes)): g for g in found}


# --- components ------------------------------------------------------------------------------------


def test_hundred_tiles_two_blanks_and_racks_of_seven():
    # "COMPONENTES: 1 tablero, cuatro atriles y cien fichas con letras. Cantidad de jugadores: de 2 a 4."
    # "Las dos fichas de "Comodín"" / "Cada participante toma siete fichas"
    box = tile_set().bag()
    assert len(box) == 100 and box.count(BLANK) == 2
    for players in (2, 3, 4):
        state = Ideograma(players, 3)
        assert [len(rack) for rack in state.racks] == [7] * players
        assert len(state.bag) == 100 - 7 * players
        assert state.invariant_violations() == []
    with pytest.raises(ValueError):
        Ideograma(5, 0)


def test_letter_values_reproduce_the_rulebook_examples():
    # "El número impreso; en la parte inferior de la ficha indica el valor de esa letra. El comodín no tiene valor."
    values = tile_set().values
    assert (values["c"], values["b"], values["m"], values["n"]) == (2, 4, 3, 2)
    assert all(values[letter] == 1 for letter in "astirleo")
    assert tile_set().value(BLANK) == 0


def test_board_premiums_from_the_tiled_map():
    # "Un cuadro amarillo dobla el valor de la letra ... el cuadro naranja lo triplica ... verde ... rojo"
    # "El cuadro con el logo en el centro es un cuadro verde"
    layout = board_layout()
    kinds = Counter(layout.premium)
    assert kinds == Counter({"": 164, "DL": 24, "TL": 12, "DW": 17, "TW": 8})
    assert layout.start == CENTRE and layout.premium[CENTRE] == "DW" and layout.word_multiplier[CENTRE] == 2
    for square in range(SQUARES):
        row, col = divmod(square, SIZE)
        assert layout.premium[square] == layout.premium[col * SIZE + row] == layout.premium[row * SIZE + 14 - col]


# --- who starts ------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_nearest_to_the_start_of_the_alphabet_begins(players):
    # "Cada jugador toma una ficha, el que obtenga la letra más próxima al comienzo del alfabeto es el primero
    #  en jugar. Estas fichas se colocan nuevamente con las letras hacia abajo y se mezclan con las demás."
    order = {letter: i for i, letter in enumerate(ALPHABET)}
    order[BLANK] = -1  # decision: a blank beats every letter
    saw_tie = False
    for seed in range(40):
        state = Ideograma(players, seed)
        assert len(state.bag) + sum(map(len, state.racks)) == 100  # the drawn tiles went back
        contenders = list(range(players))
        for draw in state.start_draws:
            assert sorted(s for s, t in enumerate(draw) if t is not None) == contenders
            best = min(order[draw[s]] for s in contenders)
            contenders = [s for s in contenders if order[draw[s]] == best]
            saw_tie |= len(contenders) > 1  # tied players draw again
        assert contenders == [state.first_player] and state.to_act() == (state.first_player,)
    assert saw_tie


# --- the rulebook's worked examples (raw letter values: the first word is not doubled there) --------


def test_worked_examples_turns_one_to_four():
    # "TURNO N° 1: CASA: 2+1+1+1=5" / "TURNO N° 2: BATIR: 4+1+1+1+1=8"
    # "TURNO N°3: AMAR: 1+3+1+1=6 ABATIR: 1+4+1+1+1+1=9 Puntaje: 15"
    # "TURNO N°4: ALA: 1+1+1=3 MAS: 3+1+1=5 RE: 1+1=2 LABERINTO: 1+1+4+1+1+1+2+1+1=13 Puntaje: 23"
    # The book's sums use the printed letter values only, so these boards have no premiums.
    cells = [""] * SQUARES

    def turn(rack: str, action: Action, words: list[tuple[str, int]], total: int) -> None:
        plays = plain_generated(cells, rack)
        assert action in plays, f"{action} not generated"
        assert plays[action].score == total
        row, col, direction, *codes = action.args
        step = 1 if direction == "h" else SIZE
        square = row * SIZE + col
        tiles = []
        for code in codes:
            while cells[square]:
                square += step
            tiles.append((square, code.lower().replace("ny", "ñ"), False))
            square += step
        placement = Placement(row, col, direction, tuple(tiles))
        formed = formed_words(cells, placement)
        points = score_words(cells, set(), placement, formed, PLAIN.values, PLAIN.letter_multiplier,
                             PLAIN.word_multiplier)
        assert sorted(zip((spell(cells, placement, w).upper() for w in formed), points, strict=True)) == sorted(words)
        for sq, letter, _ in tiles:
            cells[sq] = letter

    turn("CASAEOU", play(7, 4, "h", "CASA"), [("CASA", 5)], 5)
    turn("BTIRUEO", play(6, 7, "v", "BTIR"), [("BATIR", 8)], 8)  # through the last A of CASA
    turn("AMARUEO", play(5, 5, "h", "AMAR"), [("AMAR", 6), ("ABATIR", 9)], 15)
    # LABERINTO between AMAR and CASA lays eight tiles (L, A, E, R, I, N, T, O): one more than a
    # rack holds, so this turn is checked with an eight-tile rack.
    turn("LAERINTO", play(6, 5, "h", "LAERINTO"),
         [("ALA", 3), ("MAS", 5), ("RE", 2), ("LABERINTO", 13)], 23)
    assert all(fold(w) in load_lexicon() for w in ["casa", "batir", "amar", "abatir", "ala", "más", "re", "laberinto"])


def test_worked_examples_through_the_engine_on_the_real_board():
    # "c) El cuadro con el logo en el centro es un cuadro verde, por ello se dobla el valor de la primera palabra."
    state = set_position(Ideograma(2, 0), racks={0: "CASAEOU"}, turn=0)
    state.apply(0, play(7, 4, "h", "CASA"))
    assert state.last["words"] == [["CASA", 10]]  # 5, doubled by the centre
    state = set_position(Ideograma(2, 0), words=[(7, 4, "h", "CASA")], racks={1: "BTIREOU"}, turn=1)
    state.apply(1, play(6, 7, "v", "BTIR"))
    assert state.last["words"] == [["BATIR", 8]]  # no premium under B, T, I, R
    state = set_position(Ideograma(2, 0), words=[(7, 4, "h", "CASA"), (6, 7, "v", "BATIR")],
                         racks={0: "AMAREOU"}, turn=0)
    state.apply(0, play(5, 5, "h", "AMAR"))
    # the first A of AMAR lies on the orange (5,5): AMAR 3+3+1+1, ABATIR 9 as in the book
    assert sorted(state.last["words"]) == [["ABATIR", 9], ["AMAR", 8]] and state.last["score"] == 17


# --- placing words -------------------------------------------------------------------------------------


def test_first_word_covers_the_centre_with_two_or_more_tiles_in_a_line():
    # "1) El jugador que comienza debe formar una palabra combinando dos o más fichas de su atril ubicándolas
    #  sobre el tablero en línea horizontal o vertical y con una letra sobre el cuadro con el logo en el centro.
    #  No se permiten las palabras diagonales."
    state = set_position(Ideograma(2, 0), racks={0: "CASAEOU"}, turn=0)
    plays = [a for a in state.legal_actions(0) if a.kind == "play"]
    assert plays and all(CENTRE in state.placement_of(a).squares for a in plays)
    assert all(len(state.placement_of(a).tiles) >= 2 for a in plays)
    assert play(7, 4, "h", "CASA") in plays and play(4, 7, "v", "CASA") in plays
    for bad, reason in [(play(0, 0, "h", "CASA"), "centre"), (play(7, 7, "h", "C"), "two or more"),
                        (play(7, 7, "x", "CA"), "direction"), (play(7, 13, "h", "CASA"), "off the board")]:
        with pytest.raises(IllegalActionError, match=reason):
            state.apply(0, bad)
    assert not state.history


def test_later_words_join_the_board_and_every_formed_word_must_be_good():
    # "3) ... este debe agregar una o más letras a las ya jugadas a fin de formar nuevas palabras a manera de
    #  crucigrama ... Las palabras deben ser completas y si al mismo tiempo tocan otras letras de hileras
    #  contiguas, deben formar palabras correctas. El jugador se anotará todos los puntos de las palabras formadas."
    state = set_position(Ideograma(2, 0), words=[(7, 4, "h", "CASA")], racks={0: "SALMONE"}, turn=0)
    with pytest.raises(IllegalActionError, match="join"):
        state.apply(0, play(0, 0, "h", "SAL"))
    with pytest.raises(IllegalActionError, match="dictionary"):
        state.apply(0, play(7, 8, "h", "M"))  # CASAM
    with pytest.raises(IllegalActionError, match="dictionary"):
        state.apply(0, play(6, 4, "h", "OSL"))  # OSL and the cross-words OC, SA, LS
    state.apply(0, play(7, 8, "h", "S"))  # CASAS
    assert state.last["words"] == [["CASAS", 6]]


def test_new_words_extend_cross_or_run_parallel():
    # "4) Las palabras nuevas pueden formarse: a) Agregando una o más letras a una palabra ya existente sobre el
    #  tablero. b) Formar una palabra cruzada con otra palabra ya existente utilizando una letra de esta palabra.
    #  ... c) Colocando una palabra completa paralela a una formada sobre el tablero de modo que en las uniones
    #  formen palabras completas."
    base = [(7, 4, "h", "CASA")]
    state = set_position(Ideograma(2, 0), words=base, racks={0: "SLAOTEN"}, turn=0)
    legal = set(state.legal_actions(0))
    assert play(7, 8, "h", "S") in legal  # a) CASA -> CASAS
    assert play(6, 5, "v", "L") in legal  # b) LA crossing the A of CASA... (L over A)
    # c) parallel: "ES" under "SA" of CASA forms SE and AS across the joins
    state = set_position(Ideograma(2, 0), words=base, racks={0: "ESLAOTN"}, turn=0)
    placement = state.placement_of(play(8, 6, "h", "ES"))
    words = sorted(spell(state.board, placement, w) for w in formed_words(state.board, placement))
    assert words == ["as", "es", "se"]
    assert play(8, 6, "h", "ES") in state.legal_actions(0)


def test_tiles_on_the_board_never_move():
    # "5) No se puede cambiar de lugar una letra ubicada en el tablero."
    state = set_position(Ideograma(2, 0), words=[(7, 4, "h", "CASA")], racks={0: "SALMONE"}, turn=0)
    with pytest.raises(IllegalActionError, match="taken"):
        state.apply(0, play(7, 4, "h", "S"))
    assert all(a.kind != "move" for a in state.legal_actions(0))


def test_the_turn_passes_to_the_left_and_racks_are_refilled():
    # "2) ... luego toma tantas fichas nuevas como fichas haya utilizado, con lo que siempre se queda con siete"
    # "3) El turno pasa al jugador de la izquierda"
    state = set_position(Ideograma(3, 0), racks={1: "CASAEOU"}, turn=1)
    bag = len(state.bag)
    state.apply(1, play(7, 4, "h", "CASA"))
    assert len(state.racks[1]) == 7 and len(state.bag) == bag - 4
    assert state.to_act() == (2,)
    state.apply(2, PASS)
    assert state.to_act() == (0,)


# --- blanks -----------------------------------------------------------------------------------------------


def test_a_blank_is_declared_once_scores_nothing_and_keeps_its_letter():
    # "6) Las dos fichas de "Comodín" pueden ser usadas a gusto del jugador, asignándole las letras que desee,
    #  debe declarar qué letra representa y no podrá cambiar la misma durante el juego."
    # "El comodín no tiene valor."
    state = set_position(Ideograma(2, 0), racks={0: "?ASAEOU", 1: "SEOUIAR"}, turn=0)
    action = play(7, 4, "h", "cASA")  # a blank as C
    # Listed once, with the blank as the first letter that makes a word (BASA); CASA is as legal.
    assert play(7, 4, "h", "bASA") in state.legal_actions(0) and action not in state.legal_actions(0)
    assert state.is_legal(0, action) and listed_play(state.board, action) == play(7, 4, "h", "bASA")
    assert listed_play(state.board, play(7, 4, "h", "aQZ")) is None  # no letter makes ?QZ a word
    assert listed_play(state.board, PASS) is None and listed_play(state.board, play(7, 14, "h", "aS")) is None
    state.apply(0, action)
    assert state.scores[0] == (0 + 1 + 1 + 1) * 2
    view = state.view(1)
    assert view.board[7][4] == "C" and (7, 4) in view.blanks
    state.apply(1, play(7, 8, "h", "S"))  # CASAS: the blank C still scores 0
    assert state.last["words"] == [["CASAS", 4]]
    assert state.board[7 * SIZE + 4] == "c"


def test_a_blank_on_a_word_premium_still_multiplies():
    # "5) Cuando un "Comodín" se coloca sobre un cuadro rojo o verde tiene poder para duplicar o triplicar el
    #  valor de la palabra, aunque esta ficha no tenga valor alguno en puntos."
    state = set_position(Ideograma(2, 0), words=[(7, 7, "h", "CASA")], racks={0: "?ASOEIU"}, turn=0)
    # CASA down from (4,10), a green square, ending on the last A of CASA across
    action = play(4, 10, "v", "cAS")
    state.apply(0, action)
    assert state.last["words"] == [["CASA", (0 + 1 + 1 + 1) * 2]]


# --- premiums -------------------------------------------------------------------------------------------------


def test_letter_premiums_double_and_triple_the_letter():
    # "a) Para las letras: Un cuadro amarillo dobla el valor de la letra que sobre él se coloque; el cuadro
    #  naranja lo triplica."
    state = set_position(Ideograma(2, 0), words=[(7, 7, "h", "CASA")], racks={0: "MAASEIO"}, turn=0)
    # MASA down column 9 through the S of CASA, the M on the orange (5,9)
    state.apply(0, play(5, 9, "v", "MAA"))
    assert state.last["words"] == [["MASA", 3 * 3 + 1 + 1 + 1]]
    # AS down through the A of CASA, the S on the yellow (8,8)
    state = set_position(Ideograma(2, 0), words=[(7, 7, "h", "CASA")], racks={0: "ASOEIUL"}, turn=0)
    state.apply(0, play(8, 8, "v", "S"))
    assert state.last["words"] == [["AS", 1 + 1 * 2]]


def test_word_premiums_multiply_after_the_letters_and_stack():
    # "b) ... primero se suman los valores de cada letra más los premios de las mismas y luego se duplica o
    #  triplica ... Si se forma una palabra que cubra dos cuadros con premio, el valor se dobla y luego se dobla
    #  de nuevo (se multiplica por 4 el valor total de las letras), o se triplica y luego se triplica de nuevo
    #  (se multiplica por 9)"
    layout = board_layout()
    values = tile_set().values

    def raw(word: str, row: int, col: int) -> int:
        cells = [""] * SQUARES
        placement = Placement(row, col, "h", tuple((row * SIZE + col + i, letter, False) for i, letter in enumerate(word)))
        words = formed_words(cells, placement)
        return score_words(cells, set(), placement, words, values, layout.letter_multiplier,
                           layout.word_multiplier)[0]

    # CASITAS over (4,4) and (4,10), two green squares: 8 x 4
    assert raw("casitas", 4, 4) == (2 + 1 + 1 + 1 + 1 + 1 + 1) * 4
    # LABERINTO over (0,0) and (0,7), two red squares, E on the yellow (0,3): 14 x 9
    assert raw("laberinto", 0, 0) == (1 + 1 + 4 + 1 * 2 + 1 + 1 + 2 + 1 + 1) * 9
    # CASAS from the yellow (7,3) to the green centre: (2*2 + 4) x 2
    assert raw("casas", 7, 3) == (2 * 2 + 1 + 1 + 1 + 1) * 2


def test_premiums_count_only_on_the_turn_they_are_covered():
    # "4) Los cuadros con premio tienen validez únicamente en el turno que se, jueguen por primera vez ... se
    #  anotará el valor normal de esa letra."
    state = set_position(Ideograma(2, 0), words=[(7, 7, "h", "CASA"), (5, 9, "v", "MAS")], racks={0: "AAEIOUL"},
                         turn=0)
    # M sits on the orange (5,9); AMA across it now scores the M at its face value
    state.apply(0, play(5, 8, "h", "AA"))
    assert state.last["words"] == [["AMA", 1 + 3 + 1]]


def test_every_word_formed_scores_and_shared_letters_count_in_each():
    # "6) Cuando un jugador forma más de una palabra en la misma jugada, se anota el pontaje de cada palabra
    #  formada. La letra que les sea en común se tornará en cuenta para cada palabra, como así también los
    #  premios si los hubiera."
    state = set_position(Ideograma(2, 0), words=[(7, 4, "h", "CASA")], racks={0: "ESLAOTN"}, turn=0)
    state.apply(0, play(8, 6, "h", "ES"))
    # ES (E on the yellow (8,6)), SE down (E doubled again), AS down
    assert sorted(state.last["words"]) == [["AS", 2], ["ES", 1 * 2 + 1], ["SE", 1 + 1 * 2]]
    assert state.scores[0] == 2 + 3 + 3


def test_fifty_points_for_all_seven_tiles():
    # "7) El jugador que coloque sus 7 fichas en un solo turno se gana 50 puntos de premio además de los que le
    #  corresponda a la jugada."
    state = set_position(Ideograma(2, 0), racks={0: "CASITAS"}, turn=0)
    action = play(7, 1, "h", "CASITAS")
    assert state.generated_plays()[action].score == (2 * 1 + 1 + 1 * 2 + 1 + 1 + 1 + 1) * 2 + 50
    state.apply(0, action)
    assert state.scores[0] == 68 and state.last["bonus"] == 50
    assert len(state.racks[0]) == 7


# --- exchanges and passes -------------------------------------------------------------------------------


def test_exchange_one_or_all_tiles_instead_of_playing():
    # "7) Un participante, en lugar de jugar, puede utilizar su turno para cambiar una o todas las fichas de su
    #  atril. Hace esto descartándolas hacia abajo, mezclándolas con las de la mesa y escogiendo la misma
    #  cantidad de letras nuevas"
    state = set_position(Ideograma(2, 0), racks={0: "AAB?ÑXZ"}, turn=0)
    exchanges = [a for a in state.legal_actions(0) if a.kind == "exchange"]
    assert len(exchanges) == 3 * 2 ** 5 - 1  # every distinct choice of tiles (two As are alike)
    assert Action("exchange", ("B", "A")) not in exchanges  # listed in alphabet order only
    with pytest.raises(IllegalActionError, match="order"):
        state.apply(0, Action("exchange", ("B", "A")))
    with pytest.raises(IllegalActionError, match="rack"):
        state.apply(0, Action("exchange", ("E",)))
    every = Action("exchange", ("A", "A", "B", "NY", "X", "Z", "blank"))
    assert every in exchanges
    bag = len(state.bag)
    state.apply(0, every)
    assert len(state.racks[0]) == 7 and len(state.bag) == bag and state.to_act() == (1,)
    assert state.invariant_violations() == []
    assert state.view(1).move == Move(seat=0, kind="exchange", count=7)


def test_exchanges_need_seven_tiles_in_the_bag():
    # Decision (the rulebook is silent): as in tournaments, no exchange with fewer than 7 tiles in the bag.
    state = set_position(Ideograma(2, 0), racks={0: "AEIOUSR"}, turn=0)
    state.bag = state.bag[:6]  # the other tiles are out of play for this test
    state._legal = None
    state._plays = None
    assert not [a for a in state.legal_actions(0) if a.kind == "exchange"]
    with pytest.raises(IllegalActionError, match="at least 7"):
        state.apply(0, Action("exchange", ("A",)))


# --- the end ---------------------------------------------------------------------------------------------


def test_going_out_with_the_bag_empty_ends_the_game_and_collects_the_racks():
    # "9) El juego finaliza cuando uno de los jugadores no tenga más fichas y no quede ninguna sobre la mesa"
    # "8) Cuando la partida finaliza, cada jugador deberá sumar los puntos de las letras que posee en su atril, y
    #  el resultado le será restado al puntaje obtenido, si un jugador ha usado todas sus fichas, se le anota a él
    #  el valor de los puntos de las fichas que han restado a todos los demás."
    state = set_position(Ideograma(3, 0), words=[(7, 4, "h", "CASA")], racks={0: "S", 1: "ZAB", 2: "Q?"}, turn=0)
    state.bag = []  # the rest of the box is out of play for this test
    state.scores = [10, 20, 30]
    state.apply(0, play(7, 8, "h", "S"))  # CASAS, 6 points
    assert state.is_over() and state.ended == "out" and state.went_out == 0
    assert state.adjustments == [(10 + 1 + 4) + (5 + 0), -(10 + 1 + 4), -5]  # Z A B; Q and a blank
    assert state.scores == [10 + 6 + 20, 20 - 15, 30 - 5]
    assert state.outcome().winners == (0,)
    assert state.view(1).final_racks == ((), ("A", "B", "Z"), ("Q", "?"))


def test_two_rounds_without_a_word_end_the_game():
    # "9) El juego finaliza ... o cuando sea imposible formar nuevas palabras."
    # Decision: two full rounds in which nobody lays a word (passes, exchanges) end it; racks still count.
    state = set_position(Ideograma(3, 0), racks={0: "AEIOUSR", 1: "BCDFGHJ", 2: "QXZÑ?LL"}, turn=0)
    state.apply(0, play(7, 7, "h", "SE"))
    for seat in [1, 2, 0, 1, 2]:
        state.apply(seat, PASS)
        assert not state.is_over()
    state.apply(0, Action("exchange", ("A",)))
    assert state.is_over() and state.ended == "blocked" and state.went_out is None
    assert all(change <= 0 for change in state.adjustments)


def test_nothing_is_accepted_after_the_end():
    state = set_position(Ideograma(2, 0), words=[(7, 4, "h", "CASA")], racks={0: "S", 1: "ZAB"}, turn=0)
    state.bag = []
    state.apply(0, play(7, 8, "h", "S"))
    with pytest.raises(IllegalActionError, match="over"):
        state.apply(1, PASS)
    assert state.legal_actions(1) == [] and state.to_act() == ()


# --- the dictionary ---------------------------------------------------------------------------------------------


def test_accents_fold_and_enye_is_its_own_letter():
    # Decision: tiles carry no accents; Ñ is a tile of its own. "8) No se permiten nombres propios, abreviaciones,
    # palabras con apóstrofe o guión, ni palabras en otro idioma. Consúltese el diccionario"
    lexicon = load_lexicon()
    assert "arbol" in lexicon and "mas" in lexicon and "verguenza" in lexicon  # árbol, más, vergüenza
    assert "niño" in lexicon and "nino" not in lexicon
    assert fold("Árbol") == "arbol" and fold("pingüino") == "pinguino" and fold("d'oro") is None
    assert "madrid" not in lexicon and "xyz" not in lexicon
    state = set_position(Ideograma(2, 0), racks={0: "NIÑOSAE"}, turn=0)
    action = play(7, 7, "h", "NIÑO")
    assert action.encode() == "play:7,7,h,N,I,NY,O"
    assert Action.decode(action.encode()) == action
    assert action in state.legal_actions(0)
    assert play(7, 7, "h", "NINO") not in state.legal_actions(0)
    state.apply(0, action)
    assert state.view(0).board[7][9] == "Ñ"


def test_the_shipped_graph_matches_the_word_list():
    lexicon = load_lexicon()
    assert lexicon.source_sha256 == word_list_sha256()
    assert lexicon.node_count < 40000
    small = build_lexicon(["casa", "casas", "cosa", "cosas", "árbol", "niño"])
    assert sorted(small.words()) == ["arbol", "casa", "casas", "cosa", "cosas", "niño"]
    assert all(w in lexicon for w in small.words())


# --- the challenge ---------------------------------------------------------------------------------------------


def test_checked_mode_only_lists_dictionary_words():
    state = set_position(Ideograma(2, 0), racks={0: "XQZCASA"}, turn=0)
    with pytest.raises(IllegalActionError, match="dictionary"):
        state.apply(0, play(7, 7, "h", "XQZ"))
    assert CHALLENGE not in state.legal_actions(0)


def test_a_challenged_bad_word_comes_off_and_the_player_loses_the_turn():
    # "Si un vocablo fuera inaceptable o tuviera errores el jugador que lo formó deberá retirar las fichas del
    #  tablero y perderá su turno. Esto debe hacerse antes de que el próximo jugador comience su turno."
    state = set_position(Ideograma(2, 0, {"words": "challenge"}), racks={0: "XQZCASA", 1: "AEIOUSR"}, turn=0)
    bag = list(state.bag)
    state.apply(0, play(7, 7, "h", "XQZ"))  # accepted for now
    assert state.board[CENTRE] == "x" and state.scores[0] > 0
    assert len(state.racks[0]) == 4 and state.bag == bag  # no draw until the word stands
    assert CHALLENGE in state.legal_actions(1)
    state.apply(1, CHALLENGE)
    assert not any(state.board) and state.scores[0] == 0
    assert sorted(state.racks[0]) == sorted(tile(t) for t in "XQZCASA")
    assert state.to_act() == (1,) and CHALLENGE not in state.legal_actions(1)  # the challenger plays now
    assert state.last["upheld"] and state.last["words"] == ["XQZ"]
    assert state.invariant_violations() == []


def test_a_challenged_good_word_stands_and_the_challenger_loses_the_turn():
    # Decision: the rulebook gives the challenger no penalty; we take the turn away so that a challenge means
    # something.
    state = set_position(Ideograma(2, 0, {"words": "challenge"}), racks={0: "XQZCASA", 1: "AEIOUSR"}, turn=0)
    state.apply(0, play(7, 4, "h", "CASA"))
    state.apply(1, CHALLENGE)
    assert state.board[CENTRE] == "a" and state.scores[0] == 10
    assert len(state.racks[0]) == 7  # the word stood, so the player drew
    assert state.to_act() == (0,) and not state.last["upheld"]


def test_playing_on_accepts_the_last_word():
    state = set_position(Ideograma(2, 0, {"words": "challenge"}), racks={0: "XQZCASA", 1: "AEIOUSR"}, turn=0)
    state.apply(0, play(7, 7, "h", "XQZ"))
    state.apply(1, PASS)  # not challenged: the bad word stays and its points count
    assert state.board[CENTRE] == "x" and len(state.racks[0]) == 7 and state.pending is None
    assert state.to_act() == (0,)


def test_a_word_that_ends_the_game_waits_for_accept_or_challenge():
    state = set_position(Ideograma(2, 0, {"words": "challenge"}), words=[(7, 4, "h", "CASA")],
                         racks={0: "Z", 1: "AEIOUSR"}, turn=0)
    state.bag = []  # the rest of the box is out of play for this test
    state.apply(0, play(7, 8, "h", "Z"))  # CASAZ: not a word
    assert not state.is_over() and state.legal_actions(1) == [ACCEPT, CHALLENGE]
    with pytest.raises(IllegalActionError, match="accept"):
        state.apply(1, PASS)
    state.apply(1, CHALLENGE)
    assert not state.is_over() and state.racks[0] == ["z"] and state.to_act() == (1,)
    other = set_position(Ideograma(2, 0, {"words": "challenge"}), words=[(7, 4, "h", "CASA")],
                         racks={0: "S", 1: "AEIOUSR"}, turn=0)
    other.bag = []
    other.apply(0, play(7, 8, "h", "S"))
    other.apply(1, ACCEPT)
    assert other.is_over() and other.went_out == 0


# --- hidden information ---------------------------------------------------------------------------------------------


def test_views_hide_other_racks_and_the_bag_order():
    state = Ideograma(3, 4)
    for seat in range(3):
        view = state.view(seat)
        assert view.rack == tuple(t.upper() if t != BLANK else "?" for t in state.racks[seat])
        text = json.dumps(view.to_json())
        assert not hasattr(view, "racks") and isinstance(view.bag, int)
        assert json.loads(text) == view.to_json()
    assert state.view(None).rack is None
    assert state.view(0).rack_sizes == (7, 7, 7)


def test_determinize_resamples_the_unseen_tiles_only():
    state = Ideograma(3, 4)
    seat = state.to_act()[0]
    action = max(state.generated_plays().items(), key=lambda item: item[1].score)[0]
    state.apply(seat, action)
    unseen = Counter(state.bag) + sum((Counter(state.racks[s]) for s in range(3) if s != 1), Counter())
    changed = False
    for i in range(5):
        det = state.determinize(1, random.Random(i))
        assert det.view(1) == state.view(1)
        assert det.racks[1] == state.racks[1] and det.board == state.board
        assert Counter(det.bag) + sum((Counter(det.racks[s]) for s in range(3) if s != 1), Counter()) == unseen
        assert [len(r) for r in det.racks] == [len(r) for r in state.racks]
        changed |= det.racks[0] != state.racks[0] or det.bag != state.bag
        assert det.invariant_violations() == []
    assert changed
    det = state.determinize(state.turn, random.Random(9))
    assert det.legal_actions(state.turn) == state.legal_actions(state.turn)


def test_clone_is_independent():
    state = Ideograma(2, 6)
    seat = state.to_act()[0]
    copy = state.clone()
    action = next(a for a in state.legal_actions(seat) if a.kind == "play")
    copy.apply(seat, action)
    assert not any(state.board) and any(copy.board)
    assert state.snapshot() != copy.snapshot()
    again = state.clone()
    again.apply(seat, action)
    assert again == copy


# --- the move generator agrees with the rules -------------------------------------------------------------------------


def _midgame(seed: int, moves: int) -> Ideograma:
    """A position after ``moves`` turns of best-scoring play (the greatest action among equals)."""
    return best_play_position(seed, moves, greatest_among_equals=True)


def _every_placement(state: Ideograma, rack: list[str]) -> set[Action]:
    """Brute force: every start square, direction and ordering of rack tiles that the rules accept."""
    sequences = set()
    for length in range(1, len(rack) + 1):
        for chosen in itertools.permutations(rack, length):
            options = [[BLANK_CODE[letter] for letter in ALPHABET] if t == BLANK else [TILE_CODE[t]] for t in chosen]
            sequences.update(itertools.product(*options))
    accepted = set()
    for square in range(SQUARES):
        if state.board[square]:
            continue
        for direction in ("h", "v"):
            for codes in sequences:
                action = Action("play", (square // SIZE, square % SIZE, direction, *codes))
                if state._refusal(state.turn, action) is None:
                    accepted.add(action)
    return accepted


def _pattern(action: Action) -> tuple:
    """A play with its blanks' letters left out: the placement, as a player lays it."""
    return action.args[:3] + tuple("?" if code.islower() else code for code in action.args[3:])


def _first_spellings(actions: set[Action]) -> set[Action]:
    """One play per placement: the one whose blanks stand for the first letters (the listed form)."""
    first: dict[tuple, Action] = {}
    for action in actions:
        key = _pattern(action)
        if key not in first or action.args[3:] < first[key].args[3:]:
            first[key] = action
    return set(first.values())


@pytest.mark.parametrize("seed,moves,rack", [(1, 0, "CASO"), (3, 6, "LOSA"), (4, 5, "A?"),
                                             (5, 8, "ÑOS")])
def test_generator_finds_exactly_what_the_rules_accept(seed, moves, rack):
    state = _midgame(seed, moves)
    seat = state.turn
    state.racks[seat] = [tile(t) for t in rack]
    state._legal = None
    state._plays = None
    generated = {a for a in state.legal_actions(seat) if a.kind == "play"}
    accepted = _every_placement(state, state.racks[seat])
    assert generated and generated == _first_spellings(accepted)
    assert all(listed_play(state.board, action) in generated for action in accepted)


def test_two_blanks_list_every_placement_once_with_the_first_letters():
    # "6) Las dos fichas de "Comodín" pueden ser usadas a gusto del jugador, asignándole las letras que desee"
    # Brute force over every square, direction and blank letters (27 x 27) near a small board.
    state = set_position(Ideograma(2, 0), words=[(7, 5, "h", "SOL"), (6, 6, "v", "TOS")], racks={0: "??"}, turn=0)
    generated = {a for a in state.legal_actions(0) if a.kind == "play"}
    near = {sq for sq in range(SQUARES) if not state.board[sq] and any(
        state.board[r * SIZE + c] for r in range(max(0, sq // SIZE - 2), min(SIZE, sq // SIZE + 3))
        for c in range(max(0, sq % SIZE - 2), min(SIZE, sq % SIZE + 3)))}
    accepted = set()
    for square in near:
        for direction in ("h", "v"):
            for length in (1, 2):
                for letters in itertools.product(ALPHABET, repeat=length):
                    action = Action("play", (square // SIZE, square % SIZE, direction,
                                             *(BLANK_CODE[letter] for letter in letters)))
                    if state.is_legal(0, action):
                        accepted.add(action)
    assert len(accepted) > 3 * len(generated) > 0  # most placements take several spellings
    assert generated == _first_spellings(accepted)


@pytest.mark.parametrize("seed", [11, 12, 13])
def test_generated_scores_match_the_scoring_rules(seed):
    state = _midgame(seed, 6)
    plays = state.generated_plays()
    assert plays
    for action, generated in list(plays.items())[:: max(1, len(plays) // 300)]:
        placement = state.placement_of(action)
        assert state.score_of(placement)[0] == generated.score, action
        assert state._refusal(state.turn, action) is None


def test_legal_actions_are_sorted_and_stable():
    state = _midgame(21, 4)
    seat = state.turn
    actions = state.legal_actions(seat)
    plays = [a for a in actions if a.kind == "play"]
    assert plays == sorted(plays, key=lambda a: (a.args[0], a.args[1], a.args[2], a.args[3:]))
    assert actions[-1] == PASS
    again = Ideograma.replay(state.players, state.seed, state.options, state.history)
    assert again.legal_actions(seat) == actions


def test_descriptions_in_both_languages():
    state = set_position(Ideograma(2, 0), racks={0: "CASAEOU"}, turn=0)
    action = play(7, 4, "h", "CASA")
    assert render(state.describe(0, action, "en"), "en") == "Player 1 plays CASA from E8 across for 10 points"
    assert render(state.describe(0, action, "es"), "es") == "Jugador 1 forma CASA desde E8 (horizontal): 10 puntos"
    assert render(state.describe(0, PASS, "es"), "es") == "Jugador 1 pasa"
    assert "exchanges 2 tiles" in render(state.describe(0, Action("exchange", ("A", "A")), "en"), "en")
    assert "impugna" in render(state.describe(1, CHALLENGE, "es"), "es")


def test_scoring_helper_matches_the_book_without_premiums():
    assert scoring().rack_size == 7 and scoring().all_tiles_bonus == 50


def test_a_bad_word_is_accepted_in_challenge_mode_though_not_listed():
    state = set_position(Ideograma(2, 0, {"words": "challenge"}), racks={0: "XQZCASA"}, turn=0)
    phony = play(7, 7, "h", "XQZ")
    assert phony not in state.legal_actions(0)  # computer players only lay dictionary words
    state.check(0, phony)  # ... but a person may try a bluff
    with pytest.raises(IllegalActionError, match="centre"):
        state.check(0, play(0, 0, "h", "XQZ"))  # the board's rules still hold


def test_rules_texts_exist_with_their_decisions():

    for lang, heading in (("en", "# Where the rulebook is silent"), ("es", "# Donde el reglamento calla")):
        text = (FOLDER_PATHS["ideograma"] / "rules" / f"{lang}.md").read_text(encoding="utf-8")
        assert text.startswith("# Ideograma") and heading in text
    spec = Ideograma.options_spec[0]
    assert spec.name == "words" and spec.default == "checked" and set(spec.choices) == {"checked", "challenge"}
    assert spec.text("es") and spec.choice_text("challenge", "es")


# --- blanks in the middle of a game: the listed plays against the generator that listed every letter ---------------
# The positions are the blanks bench's (``games/ideograma/blanks_bench.py``): ``turns`` of best-scoring play, then
# the player to act holds ``rack``.


def _best_play_position(seed: int, turns: int, rack: str) -> Ideograma:
    return give_rack(best_play_position(seed, turns), rack)


# Worked out with the generator that listed every letter of every blank (before 2026-11-22): how many
# plays it listed, how many placements they are, a digest of the first spelling of each placement
# (sorted action texts, one per line, SHA-256, 16 hex digits), the best score and the choice of the
# normal and the hard computer players. Worked out again with that generator (of commit 76f876c^) on
# today's word list, once abbreviations left it (issue 24): best play from seeds 8, 15 and 10 had laid
# AV, ED, EF, SR and EJ, so those positions are new.
OLD_GENERATOR = [
    (4, 8, "??AERST", 92353, 22512, "6ae5150eeef053d3", 113, "play:0,0,v,A,T,a,o,R,E,S", "play:0,0,v,A,T,a,o,R,E,S"),
    (5, 8, "??EILNO", 39229, 10795, "aa2a891b6023fc25", 94, "play:3,10,v,O,L,I,s,u,E,N", "play:3,10,v,O,L,I,s,u,E,N"),
    (8, 8, "??CDEOU", 45340, 10950, "760ea6f99745a323", 81, "play:13,1,h,s,U,C,E,D,i,O", "play:13,1,h,s,U,C,E,D,i,O"),
    (15, 8, "?AEIRST", 26615, 13121, "73c8236c2499a208", 90, "play:5,11,v,T,I,E,S,u,R,A", "play:5,11,v,T,I,E,S,u,R,A"),
    (10, 6, "ABDEORS", 1986, 1986, "66b6ee2687e41e96", 167, "play:0,0,h,R,E,S,A,B,D,O", "play:0,0,h,R,E,S,A,B,D,O"),
    (4, 0, "??ENOST", 70990, 14262, "88dfa69f8ac18b21", 66, "play:1,7,v,E,T,N,i,c,O,S", "play:1,7,v,E,T,N,i,c,O,S"),
]


@pytest.mark.parametrize("seed,turns,rack,every_letter,placements,digest,best,normal,hard", OLD_GENERATOR,
                         ids=[f"{row[0]}-{row[1]}-{row[2]}" for row in OLD_GENERATOR])
def test_listed_plays_are_the_first_spellings_of_the_old_list(seed, turns, rack, every_letter, placements, digest,
                                                              best, normal, hard):
    from games.ideograma.players import make_hard, make_normal

    state = _best_play_position(seed, turns, rack)
    plays = state.generated_plays()
    assert every_letter >= len(plays) == placements
    text = "\n".join(sorted(action.encode() for action in plays))
    assert hashlib.sha256(text.encode()).hexdigest()[:16] == digest
    assert max(play.score for play in plays.values()) == best
    # The normal player's choice is unchanged: among plays of equal worth it takes the first
    # listed, and the first spelling of a placement comes first. (``hard`` is the old hard's
    # choice: today's hard weighs the tiles it keeps with other values, so it may choose
    # otherwise; its choice must still be a listed play.)
    assert make_normal(0).choose(state, state.turn).encode() == normal
    assert make_hard(0).choose(state, state.turn) in plays
    assert hard in {action.encode() for action in plays}


def test_any_blank_letters_that_make_good_words_are_legal():
    # "6) Las dos fichas de "Comodín" pueden ser usadas a gusto del jugador, asignándole las letras que desee"
    state = _best_play_position(4, 8, "??AERST")
    lexicon = load_lexicon()
    plays = state.generated_plays()
    two_blanks = [action for action in plays if sum(code.islower() for code in action.args[3:]) == 2]
    tried = 0
    respelled: list[tuple[Action, Action]] = []
    for action in two_blanks[:: max(1, len(two_blanks) // 6)]:
        slots = [i for i, code in enumerate(action.args[3:]) if code.islower()]
        for letters in itertools.product(ALPHABET, repeat=2):
            codes = list(action.args[3:])
            for slot, letter in zip(slots, letters, strict=True):
                codes[slot] = BLANK_CODE[letter]
            spelled = Action("play", (*action.args[:3], *codes))
            placement = state.placement_of(spelled, check_words=False)
            good = all(spell(state.board, placement, w) in lexicon for w in formed_words(state.board, placement))
            assert state.is_legal(state.turn, spelled) == good, spelled
            tried += 1
            if good:
                assert listed_play(state.board, spelled) == action
                assert state.score_of(placement)[0] == plays[action].score
                if spelled != action:
                    respelled.append((action, spelled))
    assert tried >= 6 * 27 * 27 and respelled  # other spellings of listed placements are good too
    listed, spelled = respelled[0]
    seat, before = state.turn, state.scores[state.turn]
    state.apply(seat, spelled)
    assert state.scores[seat] - before == plays[listed].score
    assert state.history[-1] == (seat, spelled)
