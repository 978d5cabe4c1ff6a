"""Damas (rulebook 001, "JUEGO DE DAMAS"): each rule quoted beside its test.

Squares are named as White sees the board (columns a-j, ranks 1-10 from
White's side); ``sq("b4")`` is the (row, col) the engine uses.
"""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

from game.ai.base import RandomBot
from game.core import Action, IllegalActionError
from game.text import render
from games.damas.engine import BLACK, WHITE, Damas, perft
from games.damas.view import DamasView


def sq(name: str) -> tuple[int, int]:
    return 10 - int(name[1:]), "abcdefghij".index(name[0])


def position(pieces: dict[str, str], to_move: int = WHITE, seed: int = 0) -> Damas:
    """A game with only ``pieces`` ({"b4": "w", "c5": "B", ...}) on the board."""
    rows = [["."] * 10 for _ in range(10)]
    for name, piece in pieces.items():
        row, col = sq(name)
        rows[row][col] = piece
    state = Damas(2, seed)
    state.set_position(["".join(r) for r in rows], to_move)
    return state


def seat(state: Damas, colour: int) -> int:
    return state.seat_of(colour)


def move(a: str, b: str) -> Action:
    return Action("move", (*sq(a), *sq(b)))


def jump(*names: str) -> Action:
    return Action("jump", tuple(n for name in names for n in sq(name)))


def blow(name: str) -> Action:
    return Action("blow", sq(name))


def play(state: Damas, colour: int, action: Action) -> None:
    state.apply(seat(state, colour), action)


def piece_at(state: Damas, name: str) -> str | None:
    row, col = sq(name)
    return state.board_rows()[row][col]


# --- the set-up ------------------------------------------------------------------------------


def test_fifteen_men_each_in_rows_of_five_on_dark_squares():
    # "se disponen las fichas blancas en filas de cinco sobre las casillas oscuras en las tres
    #  primeras hileras [...] Con las fichas negras se procede de la misma manera pero en la base opuesta"
    # Five dark squares a row means a 10 x 10 board.
    rows = Damas(2, 0).board_rows()
    assert len(rows) == 10 and all(len(r) == 10 for r in rows)
    for r, row in enumerate(rows):
        expected = "b" if r < 3 else "w" if r >= 7 else None
        for c, cell in enumerate(row):
            assert cell == (expected if (r + c) % 2 == 1 else None)
    assert sum(cell == "w" for row in rows for cell in row) == 15
    assert sum(cell == "b" for row in rows for cell in row) == 15
    assert piece_at(Damas(2, 0), "a1") == "w"  # the bottom-left corner is dark


def test_colours_are_drawn_and_white_opens():
    # "Se sortea con qué color jugará cada participante. Comienzan las blancas"
    white_seats = {Damas(2, seed).white_seat for seed in range(20)}
    assert white_seats == {0, 1}
    for seed in range(5):
        state = Damas(2, seed)
        assert state.to_act() == (state.white_seat,)
        assert state.view(None).colours[state.white_seat] == "white"
    assert Damas(2, 7).white_seat == Damas(2, 7).white_seat  # the draw follows the seed


# --- men -----------------------------------------------------------------------------------


def test_men_step_one_square_diagonally_forward():
    # "avanzando en diagonal de a un casillero por vez, siempre hacia adelante"
    state = Damas(2, 0)
    actions = state.legal_actions(seat(state, WHITE))
    assert len(actions) == 9
    assert all(a.kind == "move" and a.args[0] == 7 and a.args[2] == 6 for a in actions)
    play(state, WHITE, move("c3", "d4"))
    black_moves = state.legal_actions(seat(state, BLACK))
    assert len(black_moves) == 9 and all(a.args[0] == 2 and a.args[2] == 3 for a in black_moves)


def test_a_man_cannot_step_backwards_or_two_squares():
    state = position({"d4": "w", "e7": "b"})
    before = state.dumps()
    for bad in (move("d4", "c3"), move("d4", "f6"), move("d4", "d5")):
        with pytest.raises(IllegalActionError):
            play(state, WHITE, bad)
    assert state.dumps() == before
    assert sorted(state.legal_actions(seat(state, WHITE))) == sorted([move("d4", "c5"), move("d4", "e5")])


def test_a_man_captures_forward_over_an_adjacent_piece():
    # "Para 'comer' la ficha del adversario es necesario tenerla en diagonal en el espacio siguiente
    #  y con un espacio vacío detrás de la misma, siempre hacia adelante."
    state = position({"b4": "w", "c5": "b", "j10": "b"})
    assert jump("b4", "d6") in state.legal_actions(seat(state, WHITE))
    removed_before = state.view(None).removed.black
    play(state, WHITE, jump("b4", "d6"))
    assert piece_at(state, "c5") is None and piece_at(state, "d6") == "w"
    assert state.view(None).removed.black == removed_before + 1


def test_a_man_never_captures_backwards():
    # "siempre hacia adelante"
    state = position({"d6": "w", "c5": "b", "j10": "b"})
    assert not [a for a in state.legal_actions(seat(state, WHITE)) if a.kind == "jump"]
    with pytest.raises(IllegalActionError, match="not a capture"):
        play(state, WHITE, jump("d6", "b4"))


def test_no_capture_without_an_empty_square_behind():
    state = position({"b4": "w", "c5": "b", "d6": "b"})
    assert not [a for a in state.legal_actions(seat(state, WHITE)) if a.kind == "jump"]


def test_black_captures_forward_too():
    state = position({"c5": "b", "d4": "w", "a1": "w"}, to_move=BLACK)
    assert state.legal_actions(seat(state, BLACK))[0] == jump("c5", "e3")


def test_several_pieces_in_one_turn():
    # "Si se dan las condiciones se puede comer más de una ficha por turno."
    state = position({"b4": "w", "c5": "b", "e7": "b", "j10": "b"})
    captures = [a for a in state.legal_actions(seat(state, WHITE)) if a.kind == "jump"]
    assert captures == [jump("b4", "d6", "f8")]
    play(state, WHITE, jump("b4", "d6", "f8"))
    assert piece_at(state, "c5") is None and piece_at(state, "e7") is None
    assert piece_at(state, "f8") == "w"


def test_a_capture_goes_on_while_it_can():
    # Decision: a capture once begun is played to its end (stopping half-way is not a move).
    state = position({"b4": "w", "c5": "b", "e7": "b", "j10": "b"})
    before = state.dumps()
    with pytest.raises(IllegalActionError, match="goes on"):
        play(state, WHITE, jump("b4", "d6"))
    assert state.dumps() == before


def test_routes_branch_and_need_not_take_the_most():
    # Decision: no duty to choose the route that takes most pieces.
    state = position({"e3": "w", "d4": "b", "f4": "b", "h6": "b", "j10": "b"})
    captures = {a for a in state.legal_actions(seat(state, WHITE)) if a.kind == "jump"}
    assert captures == {jump("e3", "c5"), jump("e3", "g5", "i7")}


# --- soplar -------------------------------------------------------------------------------------


def skip_a_capture() -> Damas:
    """White could take c5 with b4 but plays h2-g3 instead (a3 stops c5 from taking b4)."""
    state = position({"a3": "w", "b4": "w", "h2": "w", "c5": "b", "j10": "b"})
    assert move("h2", "g3") in state.legal_actions(seat(state, WHITE))  # capturing is not forced as a filter
    play(state, WHITE, move("h2", "g3"))
    return state


def test_skipping_a_capture_is_a_legal_move_that_can_be_punished():
    # "Si por descuido u otro motivo, un jugador en condiciones de comer, no lo hace, su rival lo
    #  obligará a comer o le 'soplará' esa ficha"
    state = skip_a_capture()
    actions = state.legal_actions(seat(state, BLACK))
    assert actions[:2] == [blow("b4"), Action("force")]
    view = state.view(seat(state, BLACK))
    assert view.may_blow == (sq("b4"),) and view.may_force


def test_blowing_removes_the_piece_and_the_blower_still_moves():
    # "le 'soplará' esa ficha retirándola del juego y a continuación, también moverá una de sus fichas"
    state = skip_a_capture()
    white_removed = state.view(None).removed.white
    play(state, BLACK, blow("b4"))
    assert state.view(None).removed.white == white_removed + 1
    assert piece_at(state, "b4") is None
    assert state.to_act() == (seat(state, BLACK),)
    actions = state.legal_actions(seat(state, BLACK))
    assert actions and all(a.kind == "move" for a in actions)  # no second blow
    removed = state.view(None).removed
    play(state, BLACK, move("c5", "b4"))
    assert state.to_act() == (seat(state, WHITE),)
    assert state.view(None).removed == removed


def test_forcing_takes_the_move_back_and_the_capture_must_be_played():
    # "su rival lo obligará a comer"
    # Decision: the plain move is taken back and the offender must capture instead.
    state = skip_a_capture()
    play(state, BLACK, Action("force"))
    assert piece_at(state, "h2") == "w" and piece_at(state, "g3") is None
    assert state.to_act() == (seat(state, WHITE),)
    assert state.legal_actions(seat(state, WHITE)) == [jump("b4", "d6")]
    with pytest.raises(IllegalActionError, match="must capture"):
        play(state, WHITE, move("h2", "g3"))
    play(state, WHITE, jump("b4", "d6"))
    assert state.to_act() == (seat(state, BLACK),)
    assert not state.view(None).may_force


def test_the_punishment_may_be_let_pass():
    state = skip_a_capture()
    play(state, BLACK, move("j10", "i9"))
    assert not [a for a in state.legal_actions(seat(state, WHITE)) if a.kind in ("blow", "force")]
    # The chance to punish is gone: Black cannot blow on a later turn either.
    play(state, WHITE, jump("b4", "d6"))
    assert not [a for a in state.legal_actions(seat(state, BLACK)) if a.kind in ("blow", "force")]


def test_the_offending_piece_is_blown_where_it_went():
    state = position({"b4": "w", "c5": "b", "j10": "b"})
    play(state, WHITE, move("b4", "a5"))
    assert state.view(None).may_blow == (sq("a5"),)
    play(state, BLACK, blow("a5"))
    # "Gana la partida quien come todas las fichas de su adversario": the blow took White's last piece.
    assert state.is_over() and state.outcome().winners == (seat(state, BLACK),)


def test_only_a_piece_that_could_capture_may_be_blown():
    state = skip_a_capture()
    before = state.dumps()
    with pytest.raises(IllegalActionError, match="could have captured"):
        play(state, BLACK, blow("g3"))
    assert state.dumps() == before


def test_no_punishment_after_a_fair_move():
    state = Damas(2, 0)
    play(state, WHITE, move("c3", "d4"))
    with pytest.raises(IllegalActionError, match="nothing to blow"):
        play(state, BLACK, Action("force"))


# --- kings -----------------------------------------------------------------------------------------


def test_a_man_on_the_far_row_is_crowned():
    # "Cuando una ficha llega a un casillero vacío de la última fila de su rival, se convierte en dama"
    state = position({"c9": "w", "j2": "b"})
    play(state, WHITE, move("c9", "b10"))
    assert piece_at(state, "b10") == "W"
    assert state.view(None).last_move.crowned


def test_crowned_even_before_any_own_piece_was_taken():
    # "colocándole encima una ficha del mismo color (de las ya retiradas en el juego)"
    # Decision: with none of its colour taken yet, the man is crowned all the same.
    state = Damas(2, 0)
    state.set_position([
        "..........",
        "..w.......",
        ".........b",
        "..........",
        "..........",
        "..........",
        "..........",
        "..w.w.w.w.",
        ".w.w.w.w.w",
        "w.w.w.w.w.",
    ])
    assert state.view(None).removed.white == 0
    play(state, WHITE, move("c9", "d10"))
    assert piece_at(state, "d10") == "W"
    assert not state.invariant_violations()


def test_a_black_man_is_crowned_on_rank_one():
    state = position({"d2": "b", "i9": "w"}, to_move=BLACK)
    play(state, BLACK, move("d2", "c1"))
    assert piece_at(state, "c1") == "B"


def test_crowned_at_the_end_of_a_capture():
    state = position({"d8": "w", "e9": "b", "a1": "B"})
    play(state, WHITE, jump("d8", "f10"))
    assert piece_at(state, "f10") == "W"


def test_a_king_flies_forwards_and_backwards():
    # "la dama se mueve igual que las demás fichas, pero puede avanzar más de un lugar por vez para
    #  adelante y para atrás"
    state = position({"e5": "W", "g3": "w", "a9": "b"})
    targets = {(a.args[2], a.args[3]) for a in state.legal_actions(seat(state, WHITE))
               if a.kind == "move" and a.args[:2] == sq("e5")}
    expected = {sq(n) for n in ("d6", "c7", "b8", "f6", "g7", "h8", "i9", "j10", "d4", "c3", "b2", "a1", "f4")}
    assert targets == expected  # g3 (own piece) stops a ray; so does a9, with no square behind it


def test_a_king_captures_from_afar_and_lands_anywhere_beyond():
    # "comiendo una o varias fichas siempre que detrás de ésta se encuentre una casilla libre"
    state = position({"a1": "W", "d4": "b", "a9": "b"})
    captures = [a for a in state.legal_actions(seat(state, WHITE)) if a.kind == "jump"]
    assert set(captures) == {jump("a1", n) for n in ("e5", "f6", "g7", "h8", "i9", "j10")}


def test_a_king_captures_several_pieces_and_changes_direction():
    state = position({"a1": "W", "c3": "b", "f4": "b", "a9": "b"})
    captures = {a for a in state.legal_actions(seat(state, WHITE)) if a.kind == "jump"}
    # Beyond c3 the king may land on d4..j10; only from e5 can it go on to take f4.
    assert jump("a1", "e5", "g3") in captures and jump("a1", "e5", "h2") in captures
    assert jump("a1", "d4") in captures  # from d4 nothing more can be taken
    assert jump("a1", "e5") not in captures  # from e5 the capture must go on


def test_a_piece_is_never_taken_twice_and_taken_pieces_block():
    # Decision: taken pieces stay until the capture ends; a king cannot jump back over them.
    state = position({"a1": "W", "c3": "b", "a9": "b"})
    captures = [a for a in state.legal_actions(seat(state, WHITE)) if a.kind == "jump"]
    assert captures and all(len(a.args) == 4 for a in captures)


def test_the_king_captures_first():
    # "En caso de estar una dama y una ficha del mismo color en situación de comer, corresponde
    #  primero hacerlo con la dama."
    state = position({"a1": "W", "d4": "b", "g5": "w", "h6": "b", "a9": "b"})
    actions = state.legal_actions(seat(state, WHITE))
    captures = [a for a in actions if a.kind == "jump"]
    assert captures and all(a.args[:2] == sq("a1") for a in captures)
    assert move("g5", "f6") in actions  # a plain move stays legal (and soplable)
    with pytest.raises(IllegalActionError, match="king must capture first"):
        play(state, WHITE, jump("g5", "i7"))


# --- the end ---------------------------------------------------------------------------------------


def test_taking_every_piece_wins():
    # "Gana la partida quien come todas las fichas de su adversario"
    state = position({"b4": "w", "c5": "b"})
    play(state, WHITE, jump("b4", "d6"))
    outcome = state.outcome()
    assert state.is_over() and outcome.winners == (seat(state, WHITE),)
    assert state.view(None).end_reason == "no_pieces"
    assert state.to_act() == () and state.legal_actions(0) == [] and state.legal_actions(1) == []


def test_leaving_the_opponent_without_a_move_wins():
    # "o no le permita hacer ningún movimiento"
    state = position({"a3": "b", "b2": "w", "e3": "W"})
    assert not state.is_over()
    play(state, WHITE, move("e3", "c1"))
    assert state.is_over() and state.outcome().winners == (seat(state, WHITE),)
    assert state.view(None).end_reason == "blocked"


def shuffle_kings(state: Damas, moves: int) -> None:
    """White shuffles a1-b2, Black b10-a9: no capture is ever possible."""
    white_path = [move("a1", "b2"), move("b2", "a1")]
    black_path = [move("b10", "a9"), move("a9", "b10")]
    for i in range(moves):
        colour = state.to_move
        path = white_path if colour == WHITE else black_path
        play(state, colour, path[(i // 2) % 2])


def test_only_kings_left_is_a_draw_after_five_moves_each():
    # "Se considera empatada la partida cuando sólo quedan damas sobre el tablero, salvo que un
    #  jugador gane la partida en cinco jugadas."
    # Decision: five moves of each player, counted from the moment only kings remain.
    state = position({"a1": "W", "b10": "B"})
    assert state.view(None).kings_only_moves_left == 10
    shuffle_kings(state, 9)
    assert not state.is_over()
    shuffle_kings(state, 1)
    assert state.is_over() and state.outcome().placing == (1, 1)
    assert state.view(None).end_reason == "kings_only"


def test_a_win_within_the_five_moves_counts():
    state = position({"a1": "W", "b10": "B"})
    shuffle_kings(state, 7)
    play(state, BLACK, move("a9", "e5"))  # Black's fourth move walks into the long diagonal
    assert state.view(None).kings_only_moves_left == 2
    play(state, WHITE, jump("a1", "f6"))
    assert state.is_over() and state.outcome().winners == (seat(state, WHITE),)
    assert state.view(None).end_reason == "no_pieces"


def test_the_kings_only_count_starts_when_the_last_man_goes():
    state = position({"c9": "w", "j2": "B"})
    assert state.view(None).kings_only_moves_left is None
    play(state, WHITE, move("c9", "b10"))
    assert state.view(None).kings_only_moves_left == 10


def test_fifty_moves_without_progress_is_a_draw():
    # Decision (the rulebook is silent): 25 moves each with no capture, no blow and no man moving draw.
    state = position({"a1": "W", "b10": "B", "a3": "w", "j8": "b"})
    state.quiet_moves = 49
    play(state, WHITE, move("a3", "b4"))  # a man moved: the count starts again
    assert state.quiet_moves == 0 and not state.is_over()
    state.quiet_moves = 49
    play(state, BLACK, move("b10", "a9"))
    assert state.is_over() and state.view(None).end_reason == "no_progress"
    assert state.outcome().placing == (1, 1)


def test_random_games_always_end():
    for seed in range(12):
        state = Damas(2, seed)
        bot = RandomBot(seed)
        for _ in range(3000):
            if state.is_over():
                break
            player = state.to_act()[0]
            state.apply(player, bot.choose(state, player))
        assert state.is_over(), seed
        assert not state.invariant_violations()


# --- engine --------------------------------------------------------------------------------------


def test_perft_from_the_start():
    state = Damas(2, 0)
    assert [perft(state, d) for d in range(1, 5)] == [9, 81, 810, 8100]


def test_clone_is_independent():
    state = Damas(2, 3)
    copy = state.clone()
    play(copy, WHITE, copy.legal_actions(seat(copy, WHITE))[0])
    assert state.history == [] and state != copy
    assert state.board_rows() == Damas(2, 3).board_rows()


def public(view: DamasView) -> DamasView:
    """A seat's view without what only that seat has (whose view it is, its legal moves)."""
    return dataclasses.replace(view, seat=None, legal=())


def test_views_are_json_and_equal_for_everyone():
    state = skip_a_capture()
    view = state.view(None)
    json.dumps(view.to_json())
    assert public(state.view(0)) == view == public(state.view(1))
    det = state.determinize(0, random.Random(1))
    assert public(det.view(0)) == view and det.legal_actions(seat(det, BLACK)) == state.legal_actions(seat(state, BLACK))


def test_descriptions_in_both_languages():
    state = position({"b4": "w", "c5": "b", "e7": "b", "j10": "b"})
    white = seat(state, WHITE)
    assert render(state.describe(white, jump("b4", "d6", "f8"), "en"), "en") == "White captures b4xd6xf8 (2 pieces)"
    assert render(state.describe(white, jump("b4", "d6", "f8"), "es"), "es") == "Blancas comen b4xd6xf8 (2 fichas)"
    assert render(state.describe(white, move("b4", "a5"), "es"), "es") == "Blancas: b4-a5"
    black = seat(state, BLACK)
    assert "soplan" in render(state.describe(black, blow("a5"), "es"), "es")
    assert "obligan a comer" in render(state.describe(black, Action("force"), "es"), "es")


def test_garbage_is_refused_with_reasons():
    state = Damas(2, 0)
    white = seat(state, WHITE)
    before = state.dumps()
    for bad, reason in [
        (Action("move", (0, 0, 1, 1)), "dark squares"),
        (Action("move", (5, 0, 4, 1)), "no piece of yours"),
        (Action("jump", (6, 1)), "dark squares"),
        (Action("move", ("a", "b")), "dark squares"),
        (Action("castle"), "only knows"),
    ]:
        with pytest.raises(IllegalActionError, match=reason):
            state.apply(white, bad)
    with pytest.raises(IllegalActionError, match="turn"):
        state.apply(1 - white, state.legal_actions(white)[0])
    assert state.dumps() == before
