"""SoloDrez's rules (rulebook 003, section "SoloDrez"): each test quotes the line it checks."""

from __future__ import annotations

from collections import Counter

import pytest

from game.cards.pokerdrez import PokerDrezCard, deck
from game.core import Action, IllegalActionError
from games.solodrez.engine import SoloDrez
from games.solodrez.rules import FULL_RUN, fits, moves, segment_first, top_run
from games.solodrez.view import RESIGN, move


def position(*columns: str) -> SoloDrez:
    """A game whose nine columns are ``columns`` (each a space-separated list of codes, the card
    lying on the table first; missing columns are empty). The deck is not complete: rules only."""
    state = SoloDrez(1, 0, {})
    state.columns = [[PokerDrezCard.decode(code) for code in text.split()] for text in columns]
    state.columns += [[] for _ in range(9 - len(state.columns))]
    state.removed = []
    state.neutrals_removed = False
    state._moves = None
    return state


def legal(state: SoloDrez) -> set[tuple[int, int, int]]:
    return {tuple(a.args) for a in state.legal_actions(0) if a != RESIGN}  # type: ignore[misc]


# --- the deal -------------------------------------------------------------------------------------
def test_the_whole_deck_is_dealt_face_up_into_nine_columns_of_seven_seven_and_six():
    # "Después de barajar las 56 cartas se colocarán sobre la mesa boca arriba en 9 columnas."
    # "En cada columna quedarán por tanto 6 cartas (en las dos primeras serán 7)"
    state = SoloDrez(1, 5, {})
    assert [len(c) for c in state.columns] == [7, 7, 6, 6, 6, 6, 6, 6, 6]
    assert Counter(c for col in state.columns for c in col) == Counter(deck(1))
    view = state.view(0)
    assert view.columns == tuple(tuple(c.encode() for c in col) for col in state.columns)  # all open


def test_a_deal_is_replayed_by_its_number():
    # Our decision: the deal's number is the game's seed, dealt from the game's own generator.
    assert SoloDrez(1, 1234, {}).columns == SoloDrez(1, 1234, {}).columns
    assert SoloDrez(1, 1234, {}).columns != SoloDrez(1, 1235, {}).columns
    assert SoloDrez(1, 1234, {}).view(0).deal == 1234


# --- moving ordered runs --------------------------------------------------------------------------
def test_an_ordered_run_moves_onto_the_figure_just_above_its_first_card_colours_free():
    # "se podrán mover las últimas cartas de una columna a otra siempre que las cartas que se muevan
    # ya estén ordenadas (sin que sean necesariamente del mismo color) y que la carta destino sea la
    # inmediatamente superior en rango."
    state = position("P1 A3 C5", "C9 D2")
    assert (0, 2, 1) not in legal(state) and (0, 1, 1) not in legal(state)
    state = position("P1 T3", "C9 D2 A7")
    assert (1, 1, 0) in legal(state)  # a bishop of another colour onto a rook
    state.apply(0, move(1, 1, 0))
    assert [c.encode() for c in state.columns[0]] == ["P1", "T3", "A7"]


def test_the_rulebook_example_bishop_and_knight_onto_a_rook():
    # "se podrán mover, por ejemplo, de una columna sus dos últimas cartas alfil y caballo hacia
    # otra columna donde la última carta sea una torre."
    state = position("P1 A3 C5", "C9 T2")
    assert (0, 2, 1) in legal(state)
    state.apply(0, move(0, 2, 1))
    assert [c.encode() for c in state.columns[1]] == ["C9", "T2", "A3", "C5"]


def test_cards_that_are_not_in_order_do_not_move_together_and_skipping_a_rank_is_not_allowed():
    # "siempre que las cartas que se muevan ya estén ordenadas" / "la inmediatamente superior en rango"
    state = position("P1 A3 T5", "C9 D2", "P2 B4")
    assert (0, 2, 1) not in legal(state)  # bishop then rook: not in order
    assert (0, 1, 2) not in legal(state)  # a rook onto a joker skips the queen
    assert (0, 1, 1) in legal(state)


def test_nothing_goes_on_a_pawn():
    # "no hay ninguna carta con jerarquía inferior al peón"
    state = position("D1 P4", "N", "C2")
    assert not any(target == 0 for _, _, target in legal(state))


# --- neutral cards ---------------------------------------------------------------------------------
def test_a_lone_neutral_card_goes_almost_anywhere_but_onto_a_pawn():
    # "una carta neutral, como carta única, se podrá mover casi siempre de una columna a otra,
    # exceptuando cuando la última carta de la columna destino sea un peón"
    state = position("A1 N", "B2", "D3", "T4", "A5", "C6", "P7", "")
    targets = {target for source, count, target in legal(state) if source == 0 and count == 1}
    assert targets == {1, 2, 3, 4, 5, 7, 8}  # every column but the pawn's (6); 7 and 8 are empty (as a Jóker)


def test_the_rulebook_example_neutral_bishop_knight_moves_only_onto_a_queen_or_a_neutral_queen():
    # "si queremos mover las tres últimas cartas de una columna que sean carta neutral, alfil y
    # caballo, será porque la carta neutral está realizando el papel de una torre, por tanto solo se
    # podrán mover hacia una columna en que la última carta sea una reina (o la otra carta neutral
    # que estaría realizando entonces papel de reina)"
    state = position("P1 N A3 C5", "C9 D2", "C8 T2", "C7 B2", "A4 B9 N", "P6")
    assert {target for source, count, target in legal(state) if source == 0 and count == 3} == {1, 4}


def test_a_neutral_card_inside_a_run_stands_for_the_missing_figure():
    # "pueden cumplir el papel de cualquier otra carta en el orden de cartas"
    # "esta siempre sustituye a una carta en particular y juega por tanto ese rol"
    assert top_run([6, 0, 4, 3]) == (4, 6)  # Jóker, neutral (Reina), Torre, Alfil
    assert top_run([5, 0, 0, 2]) == (4, 5)  # Reina, neutral (Torre), neutral (Alfil), Caballo
    assert top_run([5, 0, 3, 2]) == (4, 5)  # Reina, neutral (Torre), Alfil, Caballo
    assert top_run([5, 0, 2]) == (2, 3)  # a Reina under a neutral under a Caballo: the neutral is an Alfil
    assert top_run([2, 0, 0]) == (
        2,
        None,
    )  # a Caballo, then two neutrals: they would stand below the Peón, so they run alone
    assert top_run([0, 0, 0, 0, 0, 0, 0]) == (6, None)  # six ranks at most


def test_a_run_of_neutral_cards_and_a_pawn_stands_for_the_cards_above_the_pawn():
    state = position("D9 N N P1", "T5")
    assert (0, 3, 1) in legal(state)  # neutral (Alfil), neutral (Caballo), Peón onto a Torre
    assert (0, 4, 1) not in legal(state)


def test_decision_a_neutral_on_a_column_stands_for_what_the_run_under_it_gives():
    # Where the rulebook is silent: a neutral card lying on a Reina is a Torre (an Alfil goes on it,
    # nothing else); a neutral card on a Peón ends no run and is free.
    state = position("C1 D2 N", "A3", "C3", "P4 N", "T7")
    assert (1, 1, 0) in legal(state) and (2, 1, 0) not in legal(state)
    assert (1, 1, 3) in legal(state) and (2, 1, 3) in legal(state) and (4, 1, 3) in legal(state)
    # a neutral on a Caballo is a Peón: nothing goes on it
    state = position("A1 C2 N", "P3")
    assert not any(target == 0 for _, _, target in legal(state))


def test_decision_a_lone_neutral_card_may_go_into_an_empty_column_as_a_joker():
    state = position("A1 N", "")
    assert (0, 1, 1) in legal(state)


# --- empty columns ----------------------------------------------------------------------------------
def test_an_empty_column_takes_a_joker_or_a_run_headed_by_one():
    # "Una vez que una columna queda vacía se pueden mover hacia allí cualquier jóker o un conjunto
    # de cartas ordenadas que tengan como base a un jóker."
    state = position("P1 B2 D3", "P2 D4", "", "A1 N D5")
    assert (0, 2, 2) in legal(state)  # Jóker and Reina
    assert (1, 1, 2) not in legal(state)  # a Reina alone
    assert (3, 2, 2) in legal(state)  # a neutral (as Jóker) and a Reina


def test_decision_a_whole_column_is_not_moved_into_an_empty_one():
    state = position("B2 D3", "")
    assert (0, 2, 1) not in legal(state) and (0, 1, 1) not in legal(state)


# --- finished runs and the end ------------------------------------------------------------------------
def test_a_finished_run_alone_in_a_column_leaves_the_table():
    # "Cuando en una columna quede solo una serie completa, ordenada desde el jóker hasta el peón y
    # ninguna otra carta (tampoco las neutrales), podrá ser retirada"
    state = position("B1 D2 T3 A4 C5", "A1 P6", "N", "N", "C9")
    state.apply(0, move(1, 1, 0))
    assert state.columns[0] == [] and len(state.removed) == 1
    assert [c.encode() for c in state.removed[0]] == ["B1", "D2", "T3", "A4", "C5", "P6"]
    assert state.view(0).removed == 1


def test_a_run_with_a_neutral_card_or_over_other_cards_does_not_leave():
    # "ninguna otra carta (tampoco las neutrales)"
    state = position("B1 D2 N A4 C5", "A1 P6", "P2 B3 D3 T4 A5 C6", "C7 P7")
    state.apply(0, move(1, 1, 0))
    assert len(state.columns[0]) == 6 and not state.removed
    state.apply(0, move(3, 1, 2))
    assert len(state.columns[2]) == 7 and not state.removed


def test_the_neutral_cards_leave_last_and_the_game_is_won():
    # "El juego acabará cuando se hayan retirado todas las cartas. Las dos cartas neutrales se
    # retirarán finalmente cuando solo queden ellas sobre la mesa."
    state = position("B1 D2 T3 A4 C5", "P6", "N", "N")
    state.apply(0, move(1, 1, 0))
    assert state.won and state.is_over() and all(not c for c in state.columns)
    outcome = state.outcome()
    assert outcome is not None and outcome.placing == (1,) and outcome.rating == "won"


def test_the_game_is_lost_when_nothing_can_move():
    # "una situación de bloqueo en la cual el jugador ha perdido porque no puede retirar las
    # últimas cartas que quedan"
    state = position("B1 P2", "D1 P3", "T1 P4", "A1 P5", "D2 P6", "P1 P7", "B2 P8", "D4 P9", "T5 A9")
    assert state.is_over() and not state.won
    outcome = state.outcome()
    assert outcome is not None and outcome.placing == (2,) and outcome.rating == "lost"
    assert state.to_act() == ()


def test_decision_the_player_may_give_up_at_any_time_though_it_is_not_listed():
    state = SoloDrez(1, 2, {})
    assert RESIGN not in state.legal_actions(0)
    state.apply(0, RESIGN)
    assert state.is_over() and state.outcome().placing == (2,)  # type: ignore[union-attr]


# --- bad input --------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "text", ["move:0,1,0", "move:0,9,1", "move:9,1,0", "move:-1,1,2", "move:0,1", "place:1", "move:a,1,2", "move:2,1,3"]
)
def test_illegal_moves_are_refused_with_a_reason_and_nothing_changes(text):
    state = SoloDrez(1, 3, {})
    before = state.snapshot()
    with pytest.raises(IllegalActionError) as refused:
        state.apply(0, Action.decode(text))
    assert refused.value.reason
    assert state.snapshot() == before and state.history == []


def test_why_a_move_is_refused_is_said():
    state = position("P1 A3 T5", "C9 D2", "")
    assert "empty column" in state.why_illegal(0, move(1, 1, 2))
    assert "not an ordered run" in state.why_illegal(0, move(0, 2, 1))
    assert "does not go" in state.why_illegal(0, move(0, 1, 1)) or (0, 1, 1) in legal(state)


# --- the rank helpers agree with the rules as stated -----------------------------------------------------------
def _ordered(ranks: list[int]) -> bool:
    """The definition, by brute force: some choice of ranks for the neutral cards makes each card
    exactly one rank below the card under it, all within Jóker..Peón."""
    import itertools

    spots = [i for i, r in enumerate(ranks) if r == 0]
    for choice in itertools.product(range(1, 7), repeat=len(spots)):
        filled = list(ranks)
        for i, r in zip(spots, choice, strict=True):
            filled[i] = r
        if all(filled[i] - 1 == filled[i + 1] for i in range(len(filled) - 1)):
            return True
    return False


def test_top_run_is_the_longest_ordered_end_by_brute_force():
    import itertools

    for length in range(1, 6):
        for column in itertools.product([0, 1, 2, 3, 4, 5, 6], repeat=length):
            found, _ = top_run(column)
            best = max(k for k in range(0, length + 1) if k == 0 or _ordered(list(column[length - k :])))
            assert found == best, column


def test_fits_agrees_with_joining_the_runs_by_brute_force():
    import itertools

    for target in itertools.product([0, 1, 2, 4, 6], repeat=2):
        run = top_run(target)
        tail = list(target[len(target) - run[0] :])
        for moved in itertools.product([0, 2, 3, 5], repeat=2):
            moved_run = top_run(moved)
            for count in range(1, moved_run[0] + 1):
                segment = list(moved[len(moved) - count :])
                expected = _ordered(tail + segment)
                assert fits(run, count, segment_first(moved, count, moved_run)) == expected, (target, moved, count)


def test_an_empty_column_takes_only_what_can_start_with_a_joker():
    assert fits(None, 2, 6) and fits(None, 1, None) and not fits(None, 1, 5)
    assert moves([FULL_RUN[:2], ()]) == [(0, 1, 1)] or moves([FULL_RUN[:2], ()]) == []


def test_decision_a_deal_still_going_after_a_thousand_moves_is_lost():
    state = position("D2", "D3 T4")
    for index in range(1000):
        assert not state.is_over()
        state.apply(0, move(1, 1, 0) if index % 2 == 0 else move(0, 1, 1))
    assert state.is_over() and not state.won and state.outcome().placing == (2,)  # type: ignore[union-attr]


def test_the_moves_listed_quickly_are_the_plain_readings_moves():
    """``moves`` works ``segment_first`` and ``fits`` out inline (session 15, for speed): the same
    moves in the same order as ``moves_plainly``, which reads them as the rules above say, on
    random tables of every kind (empty columns, neutral cards on top, runs of every length), with
    and without the solver's one empty target."""
    import random

    from games.solodrez.rules import moves_plainly

    rng = random.Random(15)
    listed = 0
    for trial in range(6000):
        columns = [
            tuple(rng.choice((0, 0, 1, 2, 3, 4, 5, 6)) for _ in range(rng.choice((0, 0, 1, 2, 3, 5, 7))))
            for _ in range(9)
        ]
        if trial % 2:  # ordered runs on top, some with neutral cards in them
            columns = [
                column
                + tuple(0 if rng.random() < 0.2 else r for r in range(rng.randint(1, 6), 0, -1))[: rng.randint(0, 4)]
                for column in columns
            ]
        for one_empty_target in (False, True):
            quick = moves(columns, one_empty_target)
            assert quick == moves_plainly(columns, one_empty_target), (columns, one_empty_target)
            listed += len(quick)
    assert listed > 50_000  # the tables were not all dead ends


def test_a_columns_ranks_are_read_alike_from_shared_and_from_copied_cards():
    """The engine reads ranks by the shared card values' ids; a card made apart reads the same."""
    from games.solodrez.engine import rank, ranks_of

    cards = deck(1)
    copies = [PokerDrezCard(card.figure, card.colour) for card in cards]
    assert ranks_of(cards) == ranks_of(copies) == tuple(rank(card) for card in cards)
    assert any(copy is not card for copy, card in zip(copies, cards, strict=True))
