"""SokuDrez's rules (rulebook 003, section "SokuDrez"): each test quotes the line it checks."""

from __future__ import annotations

import json
import random

import pytest

from game.cards.pokerdrez import PokerDrezCard, figure_deck
from game.core import Action, IllegalActionError, SaveError, load_state
from games.sokudrez.engine import PER_PLAYER_LIMIT, SokuDrez, points, sorted_grid
from games.sokudrez.solver import plain_target, target_swaps
from games.sokudrez.testing import one_too_many
from games.sokudrez.view import RESIGN, swap


def sorted_cards() -> list[PokerDrezCard]:
    """A sorted grid: figure of rank f in row f - 1, colours shifted a column per row."""
    grid: list[PokerDrezCard | None] = [None] * 54
    for card, cell in zip(figure_deck(1), plain_target(figure_deck(1)), strict=True):
        grid[cell] = card
    assert all(card is not None for card in grid)
    return grid  # type: ignore[return-value]


def with_grid(players: int, grid: list[PokerDrezCard]) -> SokuDrez:
    state = SokuDrez(players, 0, {})
    state.grid = list(grid)
    return state


def test_the_54_figure_cards_are_dealt_face_up_in_six_rows_of_nine():
    # "Las dos cartas neutrales no intervendrán en este juego."
    # "las cartas se colocaran boca arriba sobre una mesa en 6 filas de 9 columnas cada una"
    state = SokuDrez(1, 7, {})
    assert sorted(state.grid) == sorted(figure_deck(1)) and len(state.view(0).grid) == 54
    assert SokuDrez(1, 7, {}).grid == state.grid and SokuDrez(1, 8, {}).grid != state.grid


def test_the_goal_every_row_all_nine_colours_every_column_all_six_figures():
    # "En cada una de las filas se encuentre una carta de cada uno de los números del 1 al 9"
    # "En cada columna aparezcan las seis figuras existentes"
    grid = sorted_cards()
    assert sorted_grid(grid)
    broken = list(grid)
    broken[0], broken[10] = broken[10], broken[0]  # another row and another column
    assert not sorted_grid(broken)
    same_row = list(grid)
    same_row[18], same_row[19] = same_row[19], same_row[18]  # two cards of one figure in one row
    assert sorted_grid(same_row)


def test_a_move_swaps_any_two_cards():
    # "Para lograrlo se podrá intercambiar la posición de dos cartas cualesquiera. Esto constituirá un movimiento."
    state = SokuDrez(1, 3, {})
    a, b = state.grid[0], state.grid[53]
    assert len(state.legal_actions(0)) == 54 * 53 // 2
    state.apply(0, swap(0, 53))
    assert state.grid[0] == b and state.grid[53] == a and state.view(0).moves == 1


def test_alone_the_game_ends_when_the_grid_is_sorted_and_counts_the_swaps():
    # "Se ha de tratar de lograr que las cartas sobre las mesa cumplan las dos condiciones de arriba en
    # el menor número de movimientos posible."
    state = SokuDrez(1, 4, {})
    for a, b in target_swaps(state.grid, plain_target(state.grid)):
        state.apply(0, swap(a, b))
    assert state.is_over() and state.view(0).solved
    outcome = state.outcome()
    assert outcome is not None and outcome.placing == (1,) and outcome.scores == (float(state.moves),)


def test_the_eight_points_of_a_swap():
    # "Un punto si la figura de la primera carta estaba repetida en su columna original" ... "Un punto extra
    # si el número de la segunda carta no existía en la fila destino"
    grid = sorted_cards()
    assert points(grid, 0, 10) == 0  # a sorted grid: nothing is repeated, everything exists everywhere
    # Make column 0 repeat a figure and row 0 repeat a colour, then swap one back: all eight points.
    spoiled = list(grid)
    # cells 0 (row 0, col 0) and 10 (row 1, col 1): swapping them puts row 1's figure in column 0 twice
    spoiled[0], spoiled[10] = spoiled[10], spoiled[0]
    assert points(spoiled, 0, 10) == 8  # swapping back mends two columns and two rows at once


def test_a_swap_of_two_cards_of_one_figure_scores_no_figure_point():
    # Our decision: judged before the swap, the card leaving counts as existing where it is.
    grid = sorted_cards()
    same = [i for i, card in enumerate(grid) if card.figure == grid[0].figure]
    assert points(grid, same[0], same[1]) == 0


def test_double_turns_after_the_first_player_s_first_turn():
    # "Después del primer turno del primer jugador, los jugadores disfrutarán de turnos dobles cada uno"
    state = SokuDrez(3, 5, {})
    order = []
    for _ in range(9):
        seat = state.to_act()[0]
        order.append(seat)
        state.apply(seat, swap(0, 1) if len(order) % 2 else swap(2, 3))
    assert order == [0, 1, 1, 2, 2, 0, 0, 1, 1]


def test_the_points_are_summed_and_the_highest_wins():
    # "Al final del juego se sumarán los puntos obtenidos por cada uno de ellos." / "El jugador con la
    # mayor puntuación ganará la partida."
    state = SokuDrez(2, 6, {})
    rng = random.Random(6)
    expected = [0, 0]
    while not state.is_over():
        seat = state.to_act()[0]
        a, b = sorted(rng.sample(range(54), 2))
        scored = points(state.grid, a, b)
        state.apply(seat, swap(a, b))
        if not state.view(None).solved:
            expected[seat] += scored
    assert list(state.scores) == expected
    outcome = state.outcome()
    assert outcome is not None
    best = max(state.scores)
    assert all((place == 1) == (score == best) for place, score in zip(outcome.placing, state.scores, strict=True))


def _one_swap_from_sorted() -> list[PokerDrezCard]:
    grid = sorted_cards()
    grid[0], grid[10] = grid[10], grid[0]
    return grid


# In the sorted grid every card of row 2 is of one figure: swapping two of them changes nothing that
# counts, so these swaps let a player spend a move without getting nearer or further.
IDLE = (swap(18, 19), swap(20, 21), swap(22, 23))


def test_the_sorting_swap_counts_only_as_the_first_of_a_double_turn():
    # "La última jugada, tras la cual quedan organizadas todas las cartas, solo se contabilizará si es el
    # primero del turno doble de ese jugador."
    grid = _one_swap_from_sorted()
    second_of_two = with_grid(2, grid)
    second_of_two.apply(0, IDLE[0])  # player 1's single opening swap
    second_of_two.apply(1, IDLE[1])  # player 2, first of two
    assert points(second_of_two.grid, 0, 10) == 8
    second_of_two.apply(1, swap(0, 10))  # ... and the second sorts the grid: it counts nothing
    assert second_of_two.is_over() and second_of_two.last_points == 0 and second_of_two.scores[1] == 0
    first_of_two = with_grid(2, grid)
    first_of_two.apply(0, IDLE[0])
    first_of_two.apply(1, IDLE[1])
    first_of_two.apply(1, IDLE[2])
    first_of_two.apply(0, swap(0, 10))  # player 1, the first of two: it counts
    assert first_of_two.is_over() and first_of_two.last_points == 8 and first_of_two.scores[0] == 8
    outcome = first_of_two.outcome()
    assert outcome is not None and outcome.placing == (1, 2)


def test_decision_the_single_opening_swap_is_not_the_first_of_two():
    opening = with_grid(2, _one_swap_from_sorted())
    opening.apply(0, swap(0, 10))
    assert opening.is_over() and opening.scores == [0, 0]


def test_decision_a_table_ends_after_sixty_swaps_each():
    state = SokuDrez(2, 9, {})
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, swap(0, 1))
    assert state.moves_by_seat == [PER_PLAYER_LIMIT, PER_PLAYER_LIMIT] or min(state.moves_by_seat) == PER_PLAYER_LIMIT


def test_decision_alone_one_may_give_up_but_not_at_a_table():
    state = SokuDrez(1, 2, {})
    assert RESIGN not in state.legal_actions(0)
    state.apply(0, RESIGN)
    assert state.is_over() and state.outcome().placing == (2,)  # type: ignore[union-attr]
    table = SokuDrez(2, 2, {})
    with pytest.raises(IllegalActionError):
        table.apply(0, RESIGN)


@pytest.mark.parametrize("text", ["swap:3,3", "swap:5,2", "swap:0,54", "swap:-1,2", "swap:1", "move:1,2,3", "swap:a,b"])
def test_bad_swaps_are_refused_and_nothing_changes(text):
    state = SokuDrez(2, 1, {})
    before = state.snapshot()
    with pytest.raises(IllegalActionError):
        state.apply(0, Action.decode(text))
    assert state.snapshot() == before


def test_snapshots_saves_and_damage():
    state = SokuDrez(3, 4, {})
    rng = random.Random(4)
    for _ in range(20):
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    snapshot = json.loads(json.dumps(state.snapshot()))
    assert SokuDrez.from_snapshot(3, 4, {}, snapshot).snapshot() == state.snapshot()
    assert load_state(json.loads(state.dumps()), {"sokudrez": SokuDrez}) == state
    one_too_many(snapshot)
    with pytest.raises(SaveError):
        SokuDrez.from_snapshot(3, 4, {}, snapshot)


def test_the_log_names_the_swapped_cards_in_words():
    # Our decision (the rulebook says nothing of a log): a swap reads "Red Pawn", not the card's
    # code "P2", in both languages, with the points it scored when several play.
    from game.cards.pokerdrez import CARD_NAMES
    from game.text import render
    from games.sokudrez.texts import TEXTS

    state = with_grid(2, sorted_cards())
    first, second = (TEXTS.t("en", CARD_NAMES[card.encode()]) for card in state.grid[:2])
    assert render(state.describe(0, swap(0, 1), "en"), "en") == f"Swaps {first} and {second}: 0 points"
    first_es, second_es = (TEXTS.t("es", CARD_NAMES[card.encode()]) for card in state.grid[:2])
    assert first_es != first
    assert render(state.describe(0, swap(0, 1), "es"), "es") == f"Intercambia {first_es} y {second_es}: 0 puntos"
    solo = with_grid(1, sorted_cards())
    assert render(solo.describe(0, swap(0, 1), "es"), "es") == f"Intercambia {first_es} y {second_es}"
