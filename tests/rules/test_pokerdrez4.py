"""PokerDrez para 4 against the rulebook (../shared/seeds/003, "PokerDrez para 4"; the card rules
"como en el Pokerdrez" from the "PokerDrez" section). Each test quotes the line it checks; the
decisions where the rulebook is silent (D1-D11 in games/pokerdrez4/engine.py) are tested too."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from game.cards.pokerdrez import PokerDrezCard
from game.core import Action, IllegalActionError
from games.pokerdrez4.board import (
    LAYOUT,
    in_check,
    legal_entries,
    legal_moves,
    load_layout,
    parse_square,
    piece_moves,
    square_name,
)
from games.pokerdrez4.engine import PHASE_FREE, PHASE_OVER, PHASE_PLAY, PHASE_RETURN, PokerDrez4
from games.pokerdrez4.view import card_move, entry, pass_turn, return_card

YELLOW, GREEN, RED, BLUE = 0, 1, 2, 3
KINGS = {"a1": "0K", "h1": "1K", "a8": "2K", "h8": "3K"}  # out of each other's way


def sq(name: str) -> int:
    square = parse_square(name)
    assert square is not None
    return square


def c(code: str) -> PokerDrezCard:
    return PokerDrezCard.decode(code)


def position(
    men: dict[str, str],
    mover: int = YELLOW,
    hands: dict[int, tuple[str, str]] | None = None,
    commons: tuple[str, ...] = ("P1", "P2", "P3", "P4", "P5"),
    options: dict[str, object] | None = None,
    deck_left: int | None = None,
) -> PokerDrez4:
    """A game whose board holds ``men`` (square: seat digit and kind), every other piece in its
    owner's reserve; the hands and commons as given (the rest stays in the deck)."""
    state = PokerDrez4(4, 0, options or {})
    board: list[tuple[int, str] | None] = [None] * 64
    for name, code in men.items():
        board[sq(name)] = (int(code[0]), code[1])
    state.board = tuple(board)
    state.reserves = []
    for seat in range(4):
        on_board = [p[1] for p in board if p is not None and p[0] == seat]
        state.reserves.append([k for k in "QRBNP" if k not in on_board])
    hands = hands or {}
    state.cards.gather([f"hand.{s}" for s in range(4)] + ["commons"], "deck")
    for seat in range(4):
        for code in hands.get(seat, (f"C{6 + seat}", f"A{6 + seat}")):
            state.cards.move(c(code), "deck", f"hand.{seat}", state)
    for code in commons:
        state.cards.move(c(code), "deck", "commons", state)
    if deck_left is not None:
        while state.cards.count("deck") > deck_left:
            state.cards.move_at("deck", 0, "discard", state)
    state.mover = mover
    state.phase = PHASE_PLAY if state.cards.count("deck") else PHASE_FREE
    state.positions = Counter({state.position_key(): 1})
    state._legal = None
    assert not state.invariant_violations(), state.invariant_violations()
    return state


def targets(state: PokerDrez4, origin: str) -> set[str]:
    return {square_name(b) for a, b in piece_moves(state.board, sq(origin))}


def legal_targets(state: PokerDrez4, seat: int, origin: str) -> set[str]:
    return {square_name(b) for a, b in legal_moves(state.board, seat) if a == sq(origin)}


# --- the board and the teams ---------------------------------------------------------------------
def test_turns_go_yellow_green_red_blue():
    # "Los turnos son amarillo, verde, rojo y azul."
    state = PokerDrez4(4, 3, {})
    order = []
    rng = random.Random(3)
    while len(order) < 8:
        seat = state.to_act()[0]
        action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        if state.phase != PHASE_RETURN:
            order.append(seat)
    assert order == [YELLOW, GREEN, RED, BLUE] * 2


def test_the_layout_gives_every_colour_one_of_each_piece_mirrored():
    # D1: the publisher's description: six pieces a colour, partners mirrored across the long diagonal
    layout = load_layout()
    assert all(sorted(army) == sorted("KQRBNP") for army in layout.starts)
    for kind in "KQRBNP":
        yellow, red = layout.home(YELLOW, kind), layout.home(RED, kind)
        assert (yellow % 8, yellow // 8) == (red // 8, red % 8)  # red and yellow across a1-h8
        blue, green = layout.home(BLUE, kind), layout.home(GREEN, kind)
        assert (blue % 8, blue // 8) == (7 - red // 8, 7 - red % 8)  # the dark team across a8-h1
        assert (green % 8, green // 8) == (7 - yellow // 8, 7 - yellow % 8)
    assert "pokerdrez.com" in layout.source  # the rules screen says where it comes from


def test_teams_are_dark_blue_green_against_light_red_yellow():
    # "Se juega en pareja, piezas oscuras (azul y verde) contra piezas claras (rojo y amarillo)."
    state = position({**KINGS, "b2": "1Q"}, mover=YELLOW)  # green's queen attacks yellow's king on a1
    assert in_check(state.board, YELLOW)
    state = position({**KINGS, "b2": "2Q"}, mover=YELLOW)  # red is yellow's partner: no check
    assert not in_check(state.board, YELLOW)


# --- the changed pieces ----------------------------------------------------------------------------
def test_the_pawn_moves_like_a_rook_without_capturing():
    # "El peón se puede mover como la torre (tantas posiciones como desee en horizontal o vertical)"
    state = position({**KINGS, "d4": "0P", "d7": "1N", "f4": "0N"})
    assert targets(state, "d4") == {"d1", "d2", "d3", "d5", "d6", "a4", "b4", "c4", "e4"}


def test_the_pawn_captures_only_on_its_four_diagonal_neighbours():
    # "pero solo puede capturar otras piezas que se encuentren en una de las cuatro casillas diagonales adjuntas"
    men = {**KINGS, "d4": "0P", "c5": "1N", "e3": "3R", "c3": "2B", "e5": "0N", "d5": "1Q"}
    state = position(men)
    found = targets(state, "d4")
    assert {"c5", "e3", "c3"} <= found  # opponents' and the partner's pieces, any diagonal, backwards too
    assert "e5" not in found and "d5" not in found  # never its own; never straight ahead


def test_the_pawn_never_promotes():
    # "No hay coronación cuando llega a la fila final."
    state = position({**KINGS, "d7": "0P"}, hands={0: ("P1", "P2")})
    state.apply(YELLOW, card_move(sq("d7"), sq("d8"), c("P1"), "hand"))
    assert state.board[sq("d8")] == (YELLOW, "P")


def test_the_bishop_slides_and_also_steps_orthogonally_onto_an_empty_square():
    # "El alfil puede moverse y capturar en diagonal ... pero además puede moverse (no capturar) a una
    # de las 4 posiciones horizontal y vertical adyacentes"
    state = position({**KINGS, "d4": "0B", "d5": "1N", "e4": "0N", "f6": "3R"})
    found = targets(state, "d4")
    assert {"c4", "d3"} <= found  # the empty orthogonal neighbours
    assert "d5" not in found  # an orthogonal step never captures
    assert "e4" not in found
    assert {"e5", "f6"} <= found and "g7" not in found  # diagonal slide, capture, stop


def test_knight_rook_queen_move_as_in_chess():
    # "Cada pieza se mueve como en el ajedrez tradicional"
    state = position({**KINGS, "d4": "0N", "e5": "0R", "c2": "0Q"})
    assert targets(state, "d4") == {"b3", "b5", "c6", "e6", "f5", "f3", "e2", "c2"} - {"c2"}
    assert "e8" in targets(state, "e5") and "a5" in targets(state, "e5")
    assert {"c1", "c8", "b1", "h7", "a2", "h2"} <= targets(state, "c2")


def test_the_king_moves_with_any_card_but_never_ends_in_check():
    # "El rey puede ser movido con cualquier carta, pero nunca puede quedar en posición de jaque"
    state = position({**KINGS, "c3": "1R"}, hands={0: ("P1", "C1")})
    assert legal_targets(state, YELLOW, "a1") == {"a2", "b1", "b2"}  # the rook on c3 covers none of them
    state = position({**KINGS, "c2": "1R"}, hands={0: ("P1", "C1")})
    assert legal_targets(state, YELLOW, "a1") == {"b1"}
    legal = state.legal_actions(YELLOW)
    assert card_move(sq("a1"), sq("b1"), c("P1"), "hand") in legal  # a pawn card moves the king
    assert card_move(sq("a1"), sq("b1"), c("C1"), "hand") in legal


def test_check_by_two_armies_at_once_must_be_escaped_from_both():
    # D3: green and blue both attack yellow's king: a move escaping only one of them is not legal
    men = {**KINGS, "a1": "0K", "c1": "1R", "c3": "3B", "d8": "0R"}
    state = position(men)
    assert in_check(state.board, YELLOW)
    found = legal_targets(state, YELLOW, "a1")
    assert found == {"a2"}  # b1 and b2 stay attacked by the rook or the bishop
    # the rook capturing c1 would leave the bishop's check: not legal
    assert all(b != sq("c1") for a, b in legal_moves(state.board, YELLOW) if a == sq("d8"))


# --- captures --------------------------------------------------------------------------------------
def test_a_partners_piece_may_be_captured_but_never_ones_own():
    # "Un jugador puede comer una pieza de su compañero ... pero no una propia."
    state = position({**KINGS, "d4": "0R", "d6": "2N", "f4": "0N"}, hands={0: ("T1", "T2")})
    found = targets(state, "d4")
    assert "d6" in found and "f4" not in found
    assert state.reserves[RED] == ["Q", "R", "B", "P"]
    state.apply(YELLOW, card_move(sq("d4"), sq("d6"), c("T1"), "hand"))
    assert state.reserves[RED] == ["Q", "R", "B", "N", "P"]  # kept in the order of the pieces


def test_kings_are_never_captured():
    # D3: a king that cannot escape is mated, never taken
    state = position({**KINGS, "a7": "0R"})
    assert "a8" not in targets(state, "a7")  # red's king (partner)
    state = position({**KINGS, "h2": "0R"})
    assert "h1" not in targets(state, "h2")  # green's king (opponent): check, not a capture


def test_captured_pieces_go_to_their_owners_reserve():
    state = position({**KINGS, "d4": "0R", "d6": "1N"}, hands={0: ("T1", "T2")})
    state.apply(YELLOW, card_move(sq("d4"), sq("d6"), c("T1"), "hand"))
    assert state.reserves[GREEN] == ["Q", "R", "B", "N", "P"]
    assert state.board[sq("d6")] == (YELLOW, "R")


# --- re-entry ------------------------------------------------------------------------------------------
def test_a_captured_piece_comes_back_to_its_start_with_a_matching_card():
    # "Las piezas comidas pueden volver a entrar en el terreno a su posición inicial ... tendrá que
    # usar una carta correspondiente, como en cualquier otro movimiento."
    state = position({**KINGS}, hands={0: ("D1", "P2")})
    legal = state.legal_actions(YELLOW)
    assert entry("Q", c("D1"), "hand") in legal
    assert entry("Q", c("P2"), "hand") not in legal  # a pawn card does not bring a queen back
    assert entry("P", c("P2"), "hand") in legal
    state.apply(YELLOW, entry("Q", c("D1"), "hand"))
    assert state.board[LAYOUT.home(YELLOW, "Q")] == (YELLOW, "Q") and "Q" not in state.reserves[YELLOW]


def test_re_entry_captures_what_stands_on_the_start_square():
    # "Si en ese momento hay una pieza en la posición a la que se desea entrar, esta será comida por la entrante."
    home = square_name(LAYOUT.home(YELLOW, "Q"))
    for occupant, owner in (("1N", GREEN), ("2B", RED)):
        state = position({**KINGS, home: occupant}, hands={0: ("D1", "P2")})
        state.apply(YELLOW, entry("Q", c("D1"), "hand"))
        assert state.board[sq(home)] == (YELLOW, "Q")
        assert occupant[1] in state.reserves[owner]


def test_re_entry_is_blocked_by_ones_own_piece_or_a_king():
    # D8: "no una propia"; kings are never captured
    home = square_name(LAYOUT.home(YELLOW, "Q"))
    state = position({**KINGS, home: "0N"})
    assert "Q" not in legal_entries(state.board, YELLOW, tuple(state.reserves[YELLOW]))
    men = dict(KINGS)
    del men["h8"]
    men[home] = "3K"
    state = position(men)
    assert "Q" not in legal_entries(state.board, YELLOW, tuple(state.reserves[YELLOW]))


def test_re_entry_may_not_leave_the_king_in_check_and_may_give_check():
    # D8; "nunca puede quedar en posición de jaque una vez el jugador haya efectuado su movimiento"
    assert square_name(LAYOUT.home(YELLOW, "R")) == "a5"
    state = position({**KINGS, "a6": "1R"})  # green's rook checks yellow's king down the a-file
    assert in_check(state.board, YELLOW)
    assert legal_entries(state.board, YELLOW, tuple(state.reserves[YELLOW])) == [
        "Q",
        "R",
        "B",
        "P",
    ]  # three block; the pawn takes the rook on a6
    state = position({**KINGS, "c1": "1R"})  # a check along the first rank: no entry blocks it
    assert legal_entries(state.board, YELLOW, tuple(state.reserves[YELLOW])) == []
    state = position({"a1": "0K", "h5": "1K", "a8": "2K", "h8": "3K"}, hands={0: ("T1", "T2")})
    state.apply(YELLOW, entry("R", c("T1"), "hand"))
    assert in_check(state.board, GREEN)  # the rook back on a5 checks green's king on h5


# --- cards, as in PokerDrez ------------------------------------------------------------------------------
def test_a_move_needs_a_matching_card_of_the_hand_or_the_commons():
    # "solo puedes moverla si tienes la carta correspondiente entre las dos propias ocultas o las 5 comunes"
    state = position({**KINGS, "d4": "0R"}, hands={0: ("A1", "C1")}, commons=("T1", "P2", "P3", "P4", "P5"))
    legal = state.legal_actions(YELLOW)
    assert card_move(sq("d4"), sq("d5"), c("T1"), "common") in legal
    assert card_move(sq("d4"), sq("d5"), c("A1"), "hand") not in legal
    with pytest.raises(IllegalActionError, match="does not move that piece"):
        state.apply(YELLOW, card_move(sq("d4"), sq("d5"), c("A1"), "hand"))


def test_the_bufon_moves_any_piece():
    # "Bufón: comodín, permite mover cualquier pieza."
    state = position({**KINGS, "d4": "0R", "e4": "0N"}, hands={0: ("B1", "A1")})
    legal = state.legal_actions(YELLOW)
    assert card_move(sq("d4"), sq("d5"), c("B1"), "hand") in legal
    assert card_move(sq("e4"), sq("f6"), c("B1"), "hand") in legal
    assert entry("Q", c("B1"), "hand") in legal


def test_after_the_move_the_player_draws_and_a_common_card_is_replaced():
    # "Luego cogerá una carta del mazo y en caso de haber utilizado una carta de las comunes deberá
    # reponerla pudiendo escoger, entre las 3 que tendrá en ese momento en la mano, cuál devolverá."
    state = position({**KINGS, "d4": "0R"}, hands={0: ("A1", "C1")}, commons=("T1", "P2", "P3", "P4", "P5"))
    deck = state.cards.count("deck")
    state.apply(YELLOW, card_move(sq("d4"), sq("d5"), c("T1"), "common"))
    assert state.phase == PHASE_RETURN and state.to_act() == (YELLOW,)
    assert len(state.hand(YELLOW)) == 3 and state.cards.count("deck") == deck - 1
    state.apply(YELLOW, return_card(c("A1")))
    assert len(state.commons()) == 5 and c("A1") in state.commons()
    assert state.to_act() == (GREEN,)
    # with a card of the hand: draw, no return
    state = position({**KINGS, "d4": "0R"}, hands={0: ("T1", "C1")})
    state.apply(YELLOW, card_move(sq("d4"), sq("d5"), c("T1"), "hand"))
    assert len(state.hand(YELLOW)) == 2 and c("T1") not in state.hand(YELLOW) and state.to_act() == (GREEN,)


def test_no_neutral_cards_in_para_4():
    # D6
    state = PokerDrez4(4, 0, {})
    assert all(not card.is_neutral for card in state.cards.layout.box)
    assert len(state.cards.layout.box) == 108 and len(PokerDrez4(4, 0, {"decks": 1}).cards.layout.box) == 54


def test_no_card_backed_move_passes_and_redraws():
    # D4: not in check, nothing the cards back: show and discard both cards, draw two. Yellow's king on
    # b2 is walled in by its own men and squares the enemy covers; its cards are all pawns, and its
    # pawn in the corner cannot move.
    men = {
        "b2": "0K",
        "a1": "0P",
        "a2": "0Q",
        "b1": "0R",
        "a3": "0B",
        "c1": "0N",
        "h1": "1K",
        "h3": "1R",
        "a8": "2K",
        "h8": "3K",
        "d1": "3B",
    }
    state = position(men, hands={0: ("P1", "P2")}, commons=("P3", "P4", "P5", "P6", "P7"))
    assert not in_check(state.board, YELLOW)
    assert state.legal_actions(YELLOW) == [pass_turn()]
    before, deck = state.cards.count("discard"), state.cards.count("deck")
    state.apply(YELLOW, pass_turn())
    assert state.cards.count("discard") == before + 2 and state.cards.count("deck") == deck - 2
    assert len(state.hand(YELLOW)) == 2 and state.to_act() == (GREEN,)


def test_the_deck_running_out_frees_the_moves():
    # D5: as PokerDrez: "hasta que el mazo quede vacío. A partir de entonces ... sin tener que usar ninguna carta"
    state = position({**KINGS, "d4": "0R"}, hands={0: ("T1", "C1")}, deck_left=1)
    state.apply(YELLOW, card_move(sq("d4"), sq("d5"), c("T1"), "hand"))
    assert state.cards.count("deck") == 0 and state.phase == PHASE_FREE
    legal = state.legal_actions(GREEN)
    assert legal and all(len(a.args) == 1 for a in legal)


# --- the end -----------------------------------------------------------------------------------------------
def test_a_team_wins_by_mating_either_opposing_king():
    # "Gana el equipo que logre dar jaque mate a uno de los dos reyes contrarios." Mirror of the next test:
    # green's king on h1 mated by red and yellow rooks; the light team wins whichever king it was.
    men = {"a1": "0K", "h1": "1K", "a8": "2K", "e8": "3K", "h5": "2R", "g5": "0R"}
    state = position(men, mover=YELLOW, hands={0: ("P1", "P2"), 1: ("C1", "C2")})
    state.apply(YELLOW, card_move(sq("a1"), sq("b1"), c("P1"), "hand"))
    assert state.result is not None and state.result == ("checkmate", 0, GREEN)
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (YELLOW, RED)


def test_mate_ends_the_game_for_both_teams_at_once():
    # D2: yellow (light) to move, attacked by green's rook a5 and with b1/b2 covered by blue's rook b5
    # (yellow's cards bring back neither the queen nor the bishop, which could block on a3 or a4)
    men = {"a1": "0K", "h1": "1K", "e8": "2K", "h8": "3K", "a5": "1R", "b5": "3R"}
    state = position(men, mover=BLUE, hands={0: ("C1", "C2"), 3: ("P1", "P2")})
    # blue plays a quiet king move; yellow is then judged on its own turn
    state.apply(BLUE, card_move(sq("h8"), sq("g8"), c("P1"), "hand"))
    assert state.phase == PHASE_OVER
    assert state.result is not None and state.result[:3] == ("checkmate", 1, YELLOW)
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (GREEN, BLUE)


def test_the_partner_may_rescue_before_the_owner_is_judged():
    # D2: red moves between green's check and yellow's turn; capturing the checking rook saves yellow
    men = {"a1": "0K", "h1": "1K", "e8": "2K", "h8": "3K", "a7": "2R", "c5": "1R"}
    state = position(men, mover=GREEN, hands={1: ("T1", "T2"), 2: ("T3", "T4")})
    state.apply(GREEN, card_move(sq("c5"), sq("a5"), c("T1"), "hand"))  # check on the a-file
    assert in_check(state.board, YELLOW) and not state.is_over()
    assert state.to_act() == (RED,)
    state.apply(RED, card_move(sq("a7"), sq("a5"), c("T3"), "hand"))  # the partner takes the rook
    assert not in_check(state.board, YELLOW) and not state.is_over()


def test_a_partners_move_may_leave_ones_king_in_check():
    # "nunca puede quedar en posición de jaque una vez el jugador haya efectuado su movimiento": one's own king only
    men = {"a1": "0K", "h1": "1K", "e8": "2K", "h8": "3K", "a5": "1R", "a3": "2N"}
    state = position(men, mover=RED, hands={2: ("C1", "C2")})
    assert card_move(sq("a3"), sq("c4"), c("C1"), "hand") in state.legal_actions(RED)


def test_a_piece_without_a_card_still_gives_check():
    # PokerDrez: "el rey nunca debe moverse a una posición en la que se encuentre en Jaque, aún cuando se
    # sepa que el contrario no tiene cartas para mover la pieza que ataca al rey"
    state = position({**KINGS, "c3": "1R"}, hands={0: ("P1", "P2"), 1: ("A1", "A2")})
    assert "a3" not in legal_targets(state, YELLOW, "a1") and "b3" not in legal_targets(state, YELLOW, "a1")


def test_threefold_repetition_is_a_draw():
    # D9 (played once the deck is out, so no card gets in the way)
    men = {**KINGS, "d4": "0R", "e5": "1R", "c6": "2R", "f3": "3R"}
    state = position(men, deck_left=0)
    shuttle = ["d4d3", "e5e6", "c6c7", "f3f2", "d3d4", "e6e5", "c7c6", "f2f3"]
    for ply, squares in enumerate(shuttle * 2):
        assert not state.is_over(), ply
        state.apply(state.to_act()[0], Action("move", (squares,)))
    assert state.result is not None and state.result[0] == "repetition"


# --- refusals ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "move:a2a3",
        "move:a2b9,P1,hand",
        "move:zz,P1,hand",
        "enter:K,B1,hand",
        "enter:X",
        "return:P1",
        "pass",
        "move:a2b2,Q9,hand",
        "dance",
    ],
)
def test_bad_actions_are_refused_and_change_nothing(text):
    state = PokerDrez4(4, 5, {})
    before = json.dumps(state.snapshot(), sort_keys=True)
    with pytest.raises(IllegalActionError) as info:
        state.apply(YELLOW, Action.decode(text))
    assert info.value.reason
    assert json.dumps(state.snapshot(), sort_keys=True) == before


def test_only_the_seat_to_act_may_act():
    state = PokerDrez4(4, 5, {})
    action = state.legal_actions(YELLOW)[0]
    with pytest.raises(IllegalActionError, match="turn"):
        state.apply(GREEN, action)


def test_the_quick_legality_agrees_with_looking_after_every_move():
    # board.legal_moves skips the look after moves that cannot expose the king; compare on real games
    from games.pokerdrez4.board import legal_moves_slowly

    compared = 0
    for seed in range(30):
        state = PokerDrez4(4, seed, {"decks": 1 + seed % 2})
        rng = random.Random(seed)
        while not state.is_over() and compared < 4000 * (seed + 1):
            for seat in range(4):
                assert legal_moves(state.board, seat) == legal_moves_slowly(state.board, seat)
                compared += 1
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert compared > 2000
