"""PokerDrez computer players: they play legal actions, read only their seat's view (twins that
differ only in the opponent's hidden cards and the deck's order get the same move), and see what a
player must see (a mate in one backed by a card). Speed is measured in docs/AI.md, not here."""

from __future__ import annotations

import random

import chess
import pytest

from game.ai.base import RandomBot
from game.cards import Table
from game.cards.pokerdrez import PokerDrezCard
from games.pokerdrez.engine import PHASE_PLAY, PokerDrez
from games.pokerdrez.knowledge import KNOWLEDGE, evaluate_board
from games.pokerdrez.players import (
    EasyPlayer,
    Level,
    PokerDrezPlayer,
    give_back,
    make_easy,
    make_hard,
    make_normal,
)
from games.pokerdrez.view import card_move, keep, read_move

W, B = 0, 1
# Levels with no clock: the number of worlds, not the machine's load, ends the search.
NORMAL_FIXED = Level(depth=1, quiescence=3, worlds=3, seconds=1000.0)
HARD_FIXED = Level(depth=2, quiescence=3, worlds=3, seconds=1000.0, weigh_roll=True)


def c(text: str) -> PokerDrezCard:
    return PokerDrezCard.decode(text)


def position(
    fen: str, hand0: list[str], hand1: list[str], commons: list[str], seed: int = 0, die: bool = True
) -> PokerDrez:
    state = PokerDrez(2, seed, {"die": die})
    state.apply(B, keep())
    state.apply(W, keep())
    state.board = chess.Board(fen)
    state.start_fen = fen
    state.sans = []
    placed = [c(t) for t in (*hand0, *hand1, *commons)]
    rest = list(state.layout.box)
    for card in placed:
        rest.remove(card)
    random.Random(seed).shuffle(rest)
    state.cards = Table(
        state.layout,
        {
            "hand.0": [c(t) for t in hand0],
            "hand.1": [c(t) for t in hand1],
            "commons": [c(t) for t in commons],
            "deck": rest,
            "discard": [],
        },
    )
    state.known = [[], []]
    state._legal = None
    return state


def positions_along_random_games(count: int, seed: int = 5) -> list[PokerDrez]:
    """Positions of the card phase met along random games, the seat to act holding a choice."""
    rng = random.Random(seed)
    found: list[PokerDrez] = []
    game = 0
    while len(found) < count:
        state = PokerDrez(2, seed + game, {})
        bot = RandomBot(seed + game)
        game += 1
        while not state.is_over() and len(found) < count:
            seat = state.to_act()[0]
            if (
                state.phase == PHASE_PLAY
                and len(state.legal_actions(seat)) > 1
                and rng.random() < 0.08
                and len(state.board.move_stack) > 6
            ):
                found.append(state.clone())
            state.apply(seat, bot.choose(state, seat))
    return found


def twin(state: PokerDrez, seat: int, seed: int) -> PokerDrez:
    """The same game but for the opponent's hidden cards and the deck's order: the cards of the
    opponent's hand that ``seat`` has not seen are dealt anew with the deck."""
    other = 1 - seat
    copy = state.clone()
    known = list(state.known[other])
    unseen = list(state.hand(other))
    for card in known:
        unseen.remove(card)
    pool = unseen + list(state.cards.cards("deck"))
    rng = random.Random(seed)
    while True:
        rng.shuffle(pool)
        hand = known + pool[: len(unseen)]
        if sorted(hand) != sorted(state.hand(other)):
            break
    copy.cards.replace(f"hand.{other}", hand)
    copy.cards.replace("deck", pool[len(unseen) :])
    copy._legal = None
    return copy


def test_every_strength_plays_legal_actions_through_whole_turns():
    for state in positions_along_random_games(6):
        for bot in (make_easy(1), PokerDrezPlayer(NORMAL_FIXED, 2), PokerDrezPlayer(HARD_FIXED, 3)):
            game = state.clone()
            for _ in range(4):  # a swap or a roll, the move, the card given back, the reply
                if game.is_over():
                    break
                seat = game.to_act()[0]
                action = bot.choose(game, seat)
                assert action in game.legal_actions(seat)
                game.apply(seat, action)


def test_the_shipped_strengths_finish_a_game_against_random():
    state = PokerDrez(2, 11, {})
    bots = {W: make_normal(4), B: RandomBot(5)}
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state, seat))
    assert state.outcome() is not None


@pytest.mark.parametrize(
    "make",
    [lambda: make_easy(7), lambda: PokerDrezPlayer(NORMAL_FIXED, 7), lambda: PokerDrezPlayer(HARD_FIXED, 7)],
    ids=["easy", "normal", "hard"],
)
def test_never_peeks_twins_differing_in_hidden_cards_get_the_same_move(make):
    compared = 0
    for index, state in enumerate(positions_along_random_games(5, seed=21)):
        seat = state.to_act()[0]
        other = twin(state, seat, seed=index)
        assert other.view(seat) == state.view(seat)
        assert other.hand(1 - seat) != state.hand(1 - seat) or other.cards.cards("deck") != state.cards.cards("deck")
        assert make().choose(state, seat) == make().choose(other, seat)
        compared += 1
    assert compared == 5


def test_hard_and_normal_find_a_mate_in_one_backed_by_a_card():
    # Rd8 is mate (the black king is walled in by its own pawns); only the rook card backs it.
    fen = "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1"
    state = position(fen, ["T1", "P2"], ["P3", "P4"], ["P5", "P6", "P7", "P8", "P9"])
    assert card_move("d1d8", c("T1"), "hand") in state.legal_actions(W)
    for bot in (make_hard(1), make_normal(1), make_easy(1)):
        action = bot.choose(state, W)
        assert read_move(action).uci == "d1d8", bot
    # the same with the rook card among the commons
    state = position(fen, ["P1", "P2"], ["P3", "P4"], ["T5", "P6", "P7", "P8", "P9"])
    assert read_move(make_hard(2).choose(state, W)).uci == "d1d8"


def test_normal_does_not_give_its_queen_away():
    # White's queen is attacked by a pawn; Dama cards back a queen retreat.
    fen = "rnbqkbnr/ppp2ppp/8/3pp3/4Q3/8/PPPP1PPP/RNB1KBNR w KQkq - 0 3"
    state = position(fen, ["D1", "P2"], ["P3", "P4"], ["D5", "C6", "A7", "P8", "P9"])
    for bot in (make_normal(3), make_hard(3)):
        action = bot.choose(state, W)
        move = chess.Move.from_uci(read_move(action).uci)
        board = chess.Board(fen)
        assert board.piece_type_at(move.from_square) == chess.QUEEN, action
        board.push(move)
        assert not board.is_attacked_by(chess.BLACK, move.to_square) or board.is_capture(move), action


def test_the_card_given_back_is_the_least_useful():
    # White used a common card and drew: of Bufón, Peón and a Torre whose rooks cannot move yet,
    # the Bufón stays.
    state = position(chess.STARTING_FEN, ["B1", "P2"], ["P3", "P4"], ["P5", "P6", "T7", "T8", "T9"])
    state.apply(W, card_move("e2e4", c("P5"), "common"))
    view = state.view(W)
    action = give_back(view, state.legal_actions(W))
    assert action.args[0] != "B1"


def test_the_evaluation_counts_material_and_wakeful_cards():
    board = chess.Board()
    assert evaluate_board(board, [c("P1")], [c("P1")]) == pytest.approx(0.0)
    board.remove_piece_at(chess.D8)  # Black's queen gone
    assert evaluate_board(board, None, None) > 700
    start = chess.Board()
    # a Bufón in hand is worth more than a card of a piece that cannot move
    assert evaluate_board(start, [c("B1")], [c("P1")]) > evaluate_board(start, [c("T1")], [c("P1")])
    state = position(chess.STARTING_FEN, ["B1", "P2"], ["P3", "P4"], ["P5", "P6", "T7", "T8", "T9"])
    values = KNOWLEDGE.evaluate(state)
    assert values[0] + values[1] == pytest.approx(1.0) and values[0] > 0.5


def test_easy_plays_a_different_move_now_and_then():
    # A human-like beginner: its noise and wandering give more than one move over seeds.
    state = position(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ["P1", "C2"],
        ["P3", "P4"],
        ["P5", "C6", "A7", "P8", "P9"],
    )
    moves = {read_move(EasyPlayer(seed).choose(state, W)).uci for seed in range(12)}
    assert len(moves) > 1


def test_normal_and_hard_do_not_stalemate_a_lost_opponent():
    # Kxh1 wins Black's last free piece but leaves Black no move at all (the king is boxed in, the
    # pawn blocked): a stalemate, a draw, though White is three pawns up. Normal searches one ply and its
    # captures: the stalemate is seen at the root (the quiescence alone would take the bishop).
    fen = "k7/p2N4/P7/8/8/8/2PPP3/6Kb w - - 0 1"
    board = chess.Board(fen)
    board.push(chess.Move.from_uci("g1h1"))
    assert board.is_stalemate()
    state = position(fen, ["T1", "C2"], ["P3", "P4"], ["A5", "A6", "A7", "A8", "A9"], die=False)
    for bot in (make_normal(1), make_hard(1)):
        action = bot.choose(state, W)
        assert read_move(action).uci != "g1h1", action
