"""PokerDrez (rulebook 003, "PokerDrez"): each rule with the passage it checks, and our decisions.

Positions are set up directly (a FEN and the cards of each zone), then reached by one real move where
the rule is about what follows a move."""

from __future__ import annotations

import chess
import pytest

from game.cards import Table
from game.cards.pokerdrez import NEUTRAL, PokerDrezCard
from game.core import Action, IllegalActionError
from games.pokerdrez.engine import PHASE_CHESS, PHASE_PLAY, PHASE_RETURN, PokerDrez
from games.pokerdrez.view import (
    card_move,
    chess_move,
    die_move,
    keep,
    read_move,
    remove_pawn,
    return_card,
    roll,
    swap,
)

W, B = 0, 1


def c(text: str) -> PokerDrezCard:
    return PokerDrezCard.decode(text)


def cards(*texts: str) -> list[PokerDrezCard]:
    return [c(t) for t in texts]


def deal(state: PokerDrez, hand0, hand1, commons, top: str | None = None, deck_size: int | None = None) -> None:
    """Put these cards in the hands and the commons; the rest in the deck (``top`` on top), or, with
    ``deck_size``, only that many in the deck and the rest in the discard pile."""
    rest = list(state.layout.box)
    for card in [*hand0, *hand1, *commons]:
        rest.remove(card)
    rest.sort()
    if top is not None:
        rest.remove(c(top))
        rest.append(c(top))
    discard: list[PokerDrezCard] = []
    if deck_size is not None:
        discard, rest = rest[: len(rest) - deck_size], rest[len(rest) - deck_size :]
    state.cards = Table(
        state.layout, {"hand.0": hand0, "hand.1": hand1, "commons": commons, "deck": rest, "discard": discard}
    )
    state.known = [[], []]
    state._legal = None


def position(
    fen: str,
    hand0=("P1", "P2"),
    hand1=("P3", "P4"),
    commons=("P5", "P6", "P7", "P8", "P9"),
    options=None,
    die_holder: int | None = B,
    top: str | None = None,
) -> PokerDrez:
    state = PokerDrez(2, 0, options or {})
    state.apply(B, keep())
    state.apply(W, keep())
    state.board = chess.Board(fen)
    state.start_fen = fen
    state.sans = []
    deal(state, cards(*hand0), cards(*hand1), cards(*commons), top=top)
    if state.options["die"]:
        state.die_holder = die_holder
    state._legal = None
    return state


def moves_of(state: PokerDrez) -> set[str]:
    seat = state.to_act()[0]
    return {read.uci for a in state.legal_actions(seat) if (read := read_move(a)) is not None}


def cards_for(state: PokerDrez, uci: str) -> set[tuple[str, str]]:
    seat = state.to_act()[0]
    return {
        (read.card.encode() if read.card else "", read.source or "")
        for a in state.legal_actions(seat)
        if (read := read_move(a)) is not None and read.uci == uci
    }


class FixedDie:
    """A stand-in generator whose die shows ``face``."""

    def __init__(self, face: int) -> None:
        self.face = face

    def randint(self, low: int, high: int) -> int:
        return self.face


# --- set-up ----------------------------------------------------------------------------------------
def test_deal_two_hidden_five_common_rest_deck():
    # "cada jugador contará siempre con dos cartas (cartas propias) que permanecerán ocultas"
    # "Otras cinco cartas (cartas comunes) se colocan bocarriba"
    # "El resto de las cartas se colocaran en un mazo bocabajo"
    for decks, deck_count in ((2, 112 - 9), (1, 56 - 9)):
        state = PokerDrez(2, 3, {"decks": decks})
        view = state.view(W)
        assert len(view.hand) == 2 and view.hand_counts == (2, 2)
        assert len(view.commons) == 5 and view.deck_count == deck_count
        other = state.view(B)
        assert other.hand != view.hand or True  # each sees its own; the other's is a count
        assert state.view(None).hand is None


def test_one_or_two_decks_option():
    # "Se recomienda el uso de dos juegos de cartas" (D11: two by default, one as an option)
    assert len(PokerDrez(2, 0, {}).layout.box) == 112
    assert len(PokerDrez(2, 0, {"decks": 1}).layout.box) == 56


def test_pawn_removal_black_first_white_not_the_same_file():
    # "El jugador con las piezas negras será el primero en escoger su peón a descartar y el jugador
    # con las piezas blancas podrá escoger cualquier peón, excepto el de la misma columna"
    state = PokerDrez(2, 0, {})
    assert state.to_act() == (B,)
    assert remove_pawn("e7") in state.legal_actions(B)
    state.apply(B, remove_pawn("e7"))
    assert state.to_act() == (W,)
    legal = state.legal_actions(W)
    assert remove_pawn("e2") not in legal and remove_pawn("d2") in legal and keep() in legal
    with pytest.raises(IllegalActionError):
        state.apply(W, remove_pawn("e2"))
    state.apply(W, remove_pawn("a2"))
    assert state.board.piece_at(chess.E7) is None and state.board.piece_at(chess.A2) is None
    assert state.phase == PHASE_PLAY and state.to_act() == (W,)


def test_pawn_removal_is_optional():
    # "los contrincantes podrán deshacerse de uno de los peones propios si así lo desean"
    state = PokerDrez(2, 0, {})
    state.apply(B, keep())
    assert len(state.legal_actions(W)) == 9  # keep, or any of eight pawns
    state.apply(W, keep())
    assert state.board.fen() == chess.Board().fen()


def test_removed_pawn_lets_the_rook_play_at_once():
    # "Si se elimina el peón frente a una de las torres ... esta puede entrar en juego inmediatemente"
    state = PokerDrez(2, 0, {})
    state.apply(B, keep())
    state.apply(W, remove_pawn("a2"))
    deal(state, cards("T1", "P2"), cards("P3", "P4"), cards("P5", "P6", "P7", "P8", "P9"))
    assert card_move("a1a2", c("T1"), "hand") in state.legal_actions(W)


# A deal (two decks, seed 356) that leaves White, keeping every pawn, only Dama, Torre and Alfil
# cards: no piece of the chess start can move with them.
DEAD_DEAL_SEED = 356


def test_a_dead_first_deal_is_dealt_again():
    # D12: "Si en algún momento un jugador no tiene movimientos posibles ... la partida acaba en
    # tablas" would end the game before a single move; the cards are dealt again instead.
    first = PokerDrez(2, DEAD_DEAL_SEED, {})
    assert {card.figure.letter for card in (*first.hand(W), *first.commons())} <= {"D", "T", "A"}
    state = first.clone()
    state.apply(B, keep())
    state.apply(W, keep())
    assert not state.is_over() and state.to_act() == (W,)
    assert any(read_move(action) for action in state.legal_actions(W))
    assert state.last.detail >= 1  # how many deals were dealt again
    assert (state.hand(W), state.commons()) != (first.hand(W), first.commons())
    assert state.invariant_violations() == []
    assert state.cards.count("deck") == 112 - 9
    # from the game's own generator: the same seed and choices give the same new deal
    again = PokerDrez.replay(2, DEAD_DEAL_SEED, {}, state.history)
    assert again.snapshot() == state.snapshot()
    assert PokerDrez.from_snapshot(2, DEAD_DEAL_SEED, {}, state.snapshot()).snapshot() == state.snapshot()


def test_a_live_first_deal_is_kept():
    # D12: only a deal with no action at all is dealt again; the removed pawn counts (the rook of
    # the open file may move with the Torre card of that deal).
    state = PokerDrez(2, DEAD_DEAL_SEED, {})
    hand, commons = state.hand(W), state.commons()
    state.apply(B, keep())
    state.apply(W, remove_pawn("a2"))
    assert state.last.detail is None
    assert (state.hand(W), state.commons()) == (hand, commons)
    assert any(read_move(a) and read_move(a).uci == "a1a2" for a in state.legal_actions(W))


# --- which card backs which move ----------------------------------------------------------------------
def test_a_move_needs_a_matching_card_from_hand_or_commons():
    # "para mover una pieza de ajedrez es necesario poseer y descartarse de una carta correspondiente"
    # "Otras cinco cartas (cartas comunes) ... podrán ser utilizadas en su turno por cualquiera"
    state = position(chess.STARTING_FEN, hand0=("C1", "P2"), commons=("D1", "D2", "D3", "A1", "A2"))
    assert cards_for(state, "g1f3") == {("C1", "hand")}
    assert cards_for(state, "e2e4") == {("P2", "hand")}
    state = position(chess.STARTING_FEN, hand0=("D4", "D5"), commons=("C1", "D2", "D3", "A1", "A2"))
    assert cards_for(state, "g1f3") == {("C1", "common")}
    assert moves_of(state) == {"g1f3", "g1h3", "b1a3", "b1c3"}  # queen and bishops are blocked


def test_the_bufon_moves_any_piece():
    # "Bufón: comodín, permite mover cualquier pieza."
    state = position(chess.STARTING_FEN, hand0=("B1", "D5"), commons=("D1", "D2", "D3", "D4", "T2"))
    assert moves_of(state) == {m.uci() for m in chess.Board().legal_moves}
    assert ("B1", "hand") in cards_for(state, "e2e4") and ("B1", "hand") in cards_for(state, "b1c3")


def test_the_king_moves_with_any_card_but_it_is_still_discarded():
    # "Para mover el rey se puede utilizar cualquier carta, pero igualmente hay que descartarse de una."
    state = position("4k3/8/8/8/8/8/3PPP2/4K3 w - - 0 1", hand0=("A1", "T2"), commons=("D1", "D2", "D3", "D4", "D5"))
    # White has no bishop, rook or queen: those cards are wild anyway; the king takes every one
    assert cards_for(state, "e1d1") == {
        ("A1", "hand"),
        ("T2", "hand"),
        ("D1", "common"),
        ("D2", "common"),
        ("D3", "common"),
        ("D4", "common"),
        ("D5", "common"),
    }
    state.apply(W, card_move("e1d1", c("A1"), "hand"))
    assert c("A1") in state.cards.cards("discard") and c("A1") not in state.hand(W)


def test_castling_is_one_rook_move():
    # "Enroque: se considera como un único movimiento de torre."
    fen = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K1NR w KQkq - 0 1"
    state = position(fen, hand0=("C1", "P2"), commons=("C3", "C4", "P5", "P6", "P7"))
    assert "e1f1" in moves_of(state)  # the king steps with any card
    assert "e1c1" not in moves_of(state)  # castling needs a rook card
    state = position(fen, hand0=("T1", "P2"), commons=("C3", "C4", "P5", "P6", "P7"))
    assert cards_for(state, "e1c1") == {("T1", "hand")}
    state.apply(W, card_move("e1c1", c("T1"), "hand"))
    assert state.board.piece_at(chess.D1) == chess.Piece(chess.ROOK, chess.WHITE)


def test_a_lost_figure_turns_its_cards_into_jokers():
    # "ha perdido sus dos caballos, las cartas correspondientes de caballos se convierten de nuevo en
    # comodines para él. O sea, las puede usar para mover cualquier pieza"
    fen = "rn2k3/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w - - 0 1"  # White has no knight (nor bishop, queen)
    state = position(fen, hand0=("C1", "P2"), commons=("P3", "P4", "P5", "P6", "P7"))
    assert ("C1", "hand") in cards_for(state, "a1b1")
    # Black still has a knight: for Black a Caballo card moves only its knight
    state = position(fen.replace(" w ", " b "), hand1=("C1", "P2"), commons=("P3", "P4", "P5", "P6", "P7"))
    assert ("C1", "hand") not in cards_for(state, "a8a7") and ("C1", "hand") in cards_for(state, "b8c6")


def test_a_promotion_ends_the_wildness():
    # D5: the board as it is now counts; a new knight makes Caballo cards a knight's again
    fen = "k7/4P3/8/8/8/8/8/RB1QK3 w - - 0 1"
    state = position(fen, hand0=("P1", "C2"), commons=("P3", "P4", "P5", "P6", "P7"))
    assert ("C2", "hand") in cards_for(state, "a1a2")
    state.apply(W, card_move("e7e8n", c("P1"), "hand"))
    state.apply(B, card_move("a8b7", c("P3"), "common"))
    state.apply(B, return_card(state.hand(B)[0]))
    hand = state.hand(W)
    if c("C2") in hand:
        assert ("C2", "hand") not in cards_for(state, "a1a2")
        assert ("C2", "hand") in cards_for(state, "e8d6")


def test_a_neutral_card_backs_no_move():
    # D3: "cualquier carta" for the king means any figure card; a neutral card only exchanges
    state = position("4k3/8/8/8/8/8/3PPP2/4K3 w - - 0 1", hand0=("N", "P1"), commons=("P2", "P3", "P4", "P5", "P6"))
    assert ("N", "hand") not in cards_for(state, "e1d1")


# --- the turn -------------------------------------------------------------------------------------------
def test_after_a_move_with_an_own_card_the_player_draws():
    # "Luego cogerá una carta del mazo"
    state = position(chess.STARTING_FEN, hand0=("P1", "P2"), top="D9")
    before = state.cards.count("deck")
    state.apply(W, card_move("e2e4", c("P1"), "hand"))
    assert sorted(state.hand(W)) == sorted(cards("P2", "D9"))
    assert state.cards.count("deck") == before - 1 and state.to_act() == (B,)


def test_a_common_card_is_replaced_by_one_of_three_chosen():
    # "en caso de haber utilizado una carta de las comunes deberá reponerla pudiendo escoger, entre
    # las 3 que tendrá en ese momento en la mano, cuál devolverá"
    state = position(chess.STARTING_FEN, hand0=("D1", "D2"), commons=("P5", "P6", "P7", "P8", "P9"), top="T3")
    state.apply(W, card_move("e2e4", c("P5"), "common"))
    assert state.phase == PHASE_RETURN and state.to_act() == (W,)
    assert sorted(state.legal_actions(W)) == sorted(return_card(x) for x in cards("D1", "D2", "T3"))
    state.apply(W, return_card(c("D1")))
    assert sorted(state.hand(W)) == sorted(cards("D2", "T3"))
    assert c("D1") in state.commons() and len(state.commons()) == 5 and state.to_act() == (B,)


def test_the_discard_is_face_down_and_out_of_the_game():
    # "Esta carta después de mostrársela al oponente debe ser apartada bocabajo en el bulto de desecho.
    # No se volverá a usar más."
    state = position(chess.STARTING_FEN, hand0=("P1", "P2"))
    state.apply(W, card_move("e2e4", c("P1"), "hand"))
    view = state.view(B)
    assert view.discard_count == 1 and view.last.action == card_move("e2e4", c("P1"), "hand")  # shown
    assert not hasattr(view, "discard")


def test_neutral_card_exchanged_for_the_deck_top():
    # "Cartas neutrales o de traición: permiten cambiarlas en el momento deseado por una nueva carta,
    # tanto del montón, de las cartas en común o del propio oponente."
    state = position(chess.STARTING_FEN, hand0=("N", "P2"), top="B5")
    state.apply(W, swap("hand", "deck"))
    assert sorted(state.hand(W)) == sorted(cards("P2", "B5")) and NEUTRAL in state.cards.cards("deck")
    assert not state.invariant_violations()
    # D4: one exchange a turn, then a move
    assert all(a.kind != "swap" for a in state.legal_actions(W))


def test_neutral_card_exchanged_for_a_common_card():
    state = position(chess.STARTING_FEN, hand0=("N", "P2"), commons=("D5", "P6", "P7", "P8", "P9"))
    state.apply(W, swap("hand", c("D5")))
    assert sorted(state.hand(W)) == sorted(cards("P2", "D5")) and NEUTRAL in state.commons()
    assert state.view(B).opponent_known == (c("D5"),)  # Black saw it go


def test_neutral_card_exchanged_for_a_card_of_the_opponent():
    state = position(chess.STARTING_FEN, hand0=("N", "P2"), hand1=("D7", "D8"))
    state.apply(W, swap("hand", "opponent"))
    taken = [x for x in state.hand(W) if x != c("P2")][0]
    assert taken in cards("D7", "D8") and NEUTRAL in state.hand(B)
    assert state.view(W).opponent_known == (NEUTRAL,)  # White knows what it gave
    assert state.view(B).opponent_known == (taken,)  # Black knows what it lost


def test_neutral_in_the_commons_may_be_exchanged():
    # D4: a neutral common card, for the deck's top card or a blind card of the opponent
    state = position(chess.STARTING_FEN, commons=("N", "P6", "P7", "P8", "P9"), top="B5")
    assert swap("common", "deck") in state.legal_actions(W)
    state.apply(W, swap("common", "deck"))
    assert c("B5") in state.commons() and NEUTRAL not in state.commons()


# --- the die ----------------------------------------------------------------------------------------------
def test_the_die_starts_with_black_and_passes_when_rolled():
    # "un dado que comenzará en posesión del jugador con las piezas negras hasta que éste decida hacer
    # uso del mismo, momento en el cual pasará a manos de su oponente"
    state = PokerDrez(2, 5, {})
    assert state.die_holder == B
    state.apply(B, keep())
    state.apply(W, keep())
    assert roll() not in state.legal_actions(W)
    state = position(chess.STARTING_FEN.replace(" w ", " b "), die_holder=B)
    state.apply(B, roll())
    assert state.die_holder == W and 1 <= state.rolled <= 6
    assert roll() not in state.legal_actions(B)  # once a turn


@pytest.mark.parametrize("face,uci", [(1, "d7d5"), (2, "g8f6"), (3, "f8e7"), (4, "h8h7"), (5, "d8e7"), (6, "f8e7")])
def test_die_faces_name_the_pieces(face, uci):
    # "Peón: el uno / Caballo: el dos / Alfíl: el tres / Torre: el cuatro / Dama: el cinco / Jóker: el seis"
    fen = "rnbqkbnr/pppp1pp1/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1"
    state = position(fen, hand1=("N", "N"), commons=("P5", "P6", "P7", "P8", "P9"))  # Black: only neutrals
    state.rng = FixedDie(face)
    state.apply(B, roll())
    assert die_move(uci) in state.legal_actions(B)
    others = {1: "g8f6", 2: "d7d5", 3: "h8h7", 4: "d8e7", 5: "d7d5"}
    if face in others:
        assert die_move(others[face]) not in state.legal_actions(B)


def test_a_die_move_spends_no_card_and_draws_none():
    # "mover ... una de las piezas correspondiente al número que le ha salido, sin tener que
    # descartarse de ninguna carta" (D7: nothing drawn either)
    state = position(chess.STARTING_FEN.replace(" w ", " b "), hand1=("D1", "D2"))
    state.rng = FixedDie(2)
    before = state.snapshot()["cards"]
    state.apply(B, roll())
    state.apply(B, die_move("g8f6"))
    assert state.snapshot()["cards"] == before and state.to_act() == (W,)


def test_the_die_result_need_not_be_used():
    # "el jugador no está obligado a usar el resultado del dado, pudiendo mover otra pieza siempre que
    # utilice una carta que lo respalde" ... "haya usado el resultado obtenido ... o no, el jugador debe
    # cederlo a su oponente"
    state = position(chess.STARTING_FEN.replace(" w ", " b "), hand1=("P1", "D2"))
    state.rng = FixedDie(2)
    state.apply(B, roll())
    state.apply(B, card_move("e7e5", c("P1"), "hand"))
    assert state.die_holder == W and state.rolled is None


def test_any_die_result_moves_the_king_and_a_four_castles():
    # D6
    fen = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1"
    state = position(fen, hand1=("N", "N"))
    state.rng = FixedDie(1)
    state.apply(B, roll())
    assert die_move("e8f8") in state.legal_actions(B) and die_move("e8g8") not in state.legal_actions(B)
    state = position(fen, hand1=("N", "N"))
    state.rng = FixedDie(4)
    state.apply(B, roll())
    assert die_move("e8g8") in state.legal_actions(B)


def test_without_the_die_option_there_is_no_die():
    state = PokerDrez(2, 0, {"die": False})
    assert state.die_holder is None
    state.apply(B, keep())
    state.apply(W, keep())
    assert all(a.kind != "roll" for a in state.legal_actions(W))


# --- the deck runs out ---------------------------------------------------------------------------------
def test_when_the_deck_runs_out_it_is_plain_chess():
    # "El juego continuará con estas reglas hasta que el mazo quede vacío. A partir de entonces (aunque
    # aún quedan cartas comunes y propias a ambos jugadores) se continuará jugando con las reglas del
    # ajedrez tradicional"
    state = position(chess.STARTING_FEN, hand0=("P1", "P2"))
    deal(state, cards("P1", "P2"), cards("P3", "P4"), cards("P5", "P6", "P7", "P8", "P9"), deck_size=1)
    state.apply(W, card_move("e2e4", c("P1"), "hand"))
    assert state.phase == PHASE_CHESS and state.cards.count("deck") == 0
    assert sorted(state.legal_actions(B)) == sorted(chess_move(m.uci()) for m in state.board.legal_moves)
    assert state.view(B).hand_counts == (2, 2)  # cards stay, inert


# --- the end --------------------------------------------------------------------------------------------
BACK_RANK = "7k/8/8/8/8/r7/3R1PPP/6K1 b - - 0 1"  # Black plays Ra1+; only Rd1 blocks


def test_checkmate_with_the_cards_at_hand():
    # "El juego acaba cuando se le da jaque mate al rey contrario entendiéndose que el oponente, con
    # las cartas que tiene a su disposición, no puede realizar ningún movimiento que lo libere del jaque."
    state = position(BACK_RANK, hand0=("P1", "P2"), hand1=("T1", "P4"))
    state.apply(B, card_move("a3a1", c("T1"), "hand"))
    assert state.is_over() and state.result == ("checkmate", B)
    assert not state.board.is_checkmate()  # in chess Rd1 would save White
    assert state.outcome().winners == (B,)


def test_not_mate_while_a_card_saves_the_king():
    state = position(BACK_RANK, hand0=("T2", "P2"), hand1=("T1", "P4"))
    state.apply(B, card_move("a3a1", c("T1"), "hand"))
    assert not state.is_over() and moves_of(state) == {"d2d1"}


def test_the_unrolled_die_postpones_the_verdict():
    # D2: "Será en ese instante cuando el dado cumpla la misión para la que está destinado."
    state = position(BACK_RANK, hand0=("P1", "P2"), hand1=("T1", "P4"), die_holder=W)
    state.apply(B, card_move("a3a1", c("T1"), "hand"))
    assert not state.is_over() and state.legal_actions(W) == [roll()]
    saved = state.clone()
    state.rng = FixedDie(4)
    state.apply(W, roll())
    assert state.legal_actions(W) == [die_move("d2d1")]
    saved.rng = FixedDie(1)
    saved.apply(W, roll())
    assert saved.is_over() and saved.result == ("checkmate", B)


def test_a_neutral_card_postpones_the_verdict():
    state = position(BACK_RANK, hand0=("N", "P2"), hand1=("T1", "P4"), top="T9")
    state.apply(B, card_move("a3a1", c("T1"), "hand"))
    assert not state.is_over()
    state.apply(W, swap("hand", "deck"))
    assert moves_of(state) == {"d2d1"}


def test_the_king_never_steps_into_check_whatever_the_cards():
    # "el rey nunca debe moverse a una posición en la que se encuentre en Jaque, aún cuando se sepa que
    # el contrario no tiene cartas para mover la pieza que ataca al rey"
    state = position("4k3/8/8/8/8/8/8/r3K3 w - - 0 1", hand0=("P1", "P2"))
    assert moves_of(state) == {"e1e2", "e1d2", "e1f2"}


def test_no_move_without_check_is_a_draw():
    # "Si en algún momento un jugador no tiene movimientos posibles que realizar teniendo en cuenta las
    # cartas que posee, pero no está en jaque, la partida acaba en tablas. Se considera rey ahogado."
    state = position("k7/8/8/8/8/4q2p/7P/N6K b - - 0 1", hand0=("P1", "P2"), hand1=("D1", "P4"))
    state.apply(B, card_move("e3f2", c("D1"), "hand"))
    assert state.is_over() and state.result == ("stalemate", None)
    assert not state.board.is_stalemate()  # in chess the knight could move
    assert state.outcome().placing == (1, 1)


# --- promotion, en passant, chess draws (our decisions) ---------------------------------------------------
def test_promotion_is_a_pawn_move_to_any_piece():
    # D8
    state = position("k7/4P3/8/8/8/8/8/RNBQK3 w - - 0 1", hand0=("P1", "T2"), commons=("C3", "C4", "C5", "C6", "C7"))
    for piece in "qrbn":
        assert ("P1", "hand") in cards_for(state, "e7e8" + piece)
        assert ("T2", "hand") not in cards_for(state, "e7e8" + piece)


def test_en_passant_is_a_pawn_move_on_the_next_turn_only():
    # D8
    state = position("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", hand0=("P1", "D2"), hand1=("P3", "P4"))
    state.apply(B, card_move("d7d5", c("P3"), "hand"))
    assert ("P1", "hand") in cards_for(state, "e5d6")
    state = position(
        "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1",
        hand0=("D1", "D2"),
        hand1=("P3", "P4"),
        commons=("D3", "D4", "D5", "D6", "D7"),
    )
    state.apply(B, card_move("d7d5", c("P3"), "hand"))
    assert "e5d6" in moves_of(state)  # White has no bishop, rook nor queen... Dama cards are wild
    state.apply(W, card_move("e1e2", c("D1"), "hand"))
    state.apply(B, card_move("e8e7", c("P4"), "hand"))
    assert "e5d6" not in moves_of(state)


def _chess_phase(fen: str) -> PokerDrez:
    state = position(fen)
    deal(state, cards("P1", "P2"), cards("P3", "P4"), cards("P5", "P6", "P7", "P8", "P9"), deck_size=0)
    state.phase = PHASE_CHESS
    state._legal = None
    return state


def test_threefold_repetition_draws():
    # D9
    state = _chess_phase(chess.STARTING_FEN)
    for uci in ("g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"):
        state.apply(state.to_act()[0], chess_move(uci))
        assert not state.is_over()
    state.apply(B, chess_move("f6g8"))
    assert state.result == ("repetition", None)


def test_threefold_repetition_draws_in_the_card_phase_too():
    state = position(chess.STARTING_FEN, hand0=("B1", "B2"), hand1=("B3", "B4"), commons=("B5", "B6", "B7", "B8", "B9"))
    state._jokers = True
    for uci in ("g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"):
        seat = state.to_act()[0]
        state.apply(seat, state.move_choices()[uci])
        if state.phase == PHASE_RETURN:
            state.apply(seat, state.legal_actions(seat)[0])
    assert state.result == ("repetition", None)


def test_fifty_moves_without_capture_or_pawn_move_draw():
    # D9
    state = _chess_phase("4k3/8/8/8/8/8/4P3/R3K3 w - - 99 80")
    state.apply(W, chess_move("a1a2"))
    assert state.result == ("fifty", None)


def test_insufficient_material_draws():
    # D9
    state = _chess_phase("4k3/8/8/8/8/8/4r3/4KN2 w - - 0 1")
    state.apply(W, chess_move("e1e2"))
    assert state.result == ("material", None)


# --- refusals ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text,words",
    [
        ("move:e2e4,D1,hand", "no D1"),
        ("move:e2e5,P1,hand", "not a legal chess move"),
        ("move:e2e4", "needs a card"),
        ("move:g1f3,P1,hand", "does not move that piece"),
        ("roll", "do not hold the die"),
    ],
)
def test_illegal_actions_are_refused_with_a_reason(text, words):
    state = position(chess.STARTING_FEN, hand0=("P1", "P2"))
    before = state.snapshot()
    with pytest.raises(IllegalActionError) as info:
        state.apply(W, Action.decode(text))
    assert words in str(info.value)
    assert state.snapshot() == before


def test_a_mate_of_plain_chess_is_not_put_off_by_a_neutral_card_or_the_die():
    # D2: the die and the exchanges postpone the verdict only while they could still bring a move;
    # when the board allows none whatever the cards, the game is over at once.
    state = position("6k1/8/3q4/8/8/7K/7b/8 b - - 0 1", hand0=("N", "P2"), hand1=("D1", "P4"), die_holder=W)
    state.apply(B, card_move("d6g3", c("D1"), "hand"))
    assert state.board.is_checkmate()
    assert state.is_over() and state.result == ("checkmate", B)
