"""PokerDrez's oracles (issue 16, item 7): with every card a joker, or once the deck has run out, the
legal moves are python-chess's, and perft from the start is chess's perft."""

from __future__ import annotations

import random

import chess

from game.__main__ import main
from games.pokerdrez.engine import PHASE_CHESS, PHASE_RETURN, PokerDrez, perft
from games.pokerdrez.view import keep, read_move


def _moves_in_actions(state: PokerDrez) -> set[str]:
    seat = state.to_act()[0]
    return {read.uci for a in state.legal_actions(seat) if (read := read_move(a)) is not None}


def _chess(state: PokerDrez) -> set[str]:
    return {m.uci() for m in state.board.legal_moves}


def test_perft_with_every_card_a_joker_is_chess_perft():
    state = PokerDrez(2, 0, {})
    assert [perft(state, depth, jokers=True) for depth in (1, 2, 3)] == [20, 400, 8902]


def test_perft_command_line_with_jokers(capsys):
    assert main(["perft", "pokerdrez", "--depth", "2", "--jokers"]) == 0
    assert capsys.readouterr().out.strip() == "400"
    assert main(["perft", "reverso", "--depth", "1", "--jokers"]) == 2  # no jokers there


def test_jokers_give_python_chess_moves_on_thousands_of_random_positions():
    positions = 0
    for seed in range(24):
        rng = random.Random(seed)
        state = PokerDrez(2, seed, {"decks": 2, "die": seed % 2 == 0})
        state._jokers = True
        state.apply(1, keep())
        state.apply(0, keep())
        state._legal = None
        for _ in range(100):
            if state.is_over() or state.phase == PHASE_CHESS:
                break
            want = _chess(state)
            assert _moves_in_actions(state) == want, state.board.fen()
            assert set(state.move_choices()) == want, state.board.fen()
            positions += 1
            seat = state.to_act()[0]
            moves = list(state.move_choices().values())
            state.apply(seat, rng.choice(moves))
            while state.phase == PHASE_RETURN:
                state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert positions >= 2000


def test_once_the_deck_is_empty_the_moves_are_python_chess():
    checked = 0
    for seed in range(4):
        rng = random.Random(seed)
        state = PokerDrez(2, seed, {"decks": 1})
        while not state.is_over() and checked < 4000:
            seat = state.to_act()[0]
            if state.phase == PHASE_CHESS:
                assert _moves_in_actions(state) == _chess(state)
                assert len(state.legal_actions(seat)) == state.board.legal_moves.count()
                checked += 1
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        if state.is_over() and state.cards.count("deck") == 0 and state.result[0] == "checkmate":
            assert state.board.is_checkmate()  # in plain chess, a mate is chess's mate
    assert checked > 100


def test_card_moves_are_a_subset_of_chess_moves():
    rng = random.Random(5)
    for seed in range(10):
        state = PokerDrez(2, seed, {})
        for _ in range(150):
            if state.is_over():
                break
            seat = state.to_act()[0]
            if state.phase != "remove":
                assert _moves_in_actions(state) <= _chess(state)
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        assert chess.Board(state.start_fen).is_valid()
