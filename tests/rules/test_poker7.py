"""Poker7 (rulebook 003, "Poker7"): each rule with the passage it checks, the worked example, and our
decisions where the rulebook is silent (rule ids of ../shared/specs/pokerdrez-card-games.md).

Card codes are the deck's: B Bufón (Jóker), D Dama (Reina), T Torre, A Alfil, C Caballo, P Peón, then
the colour's number (1 grey, 2 red, 3 magenta, 4 purple, 5 blue, 6 yellow, 7 cyan, 8 orange, 9 green)."""

from __future__ import annotations

import random

import pytest

from game.cards import Table
from game.cards.pokerdrez import PokerDrezCard, figure_deck
from game.core import Action, IllegalActionError
from games.poker7.engine import Poker7, layout
from games.poker7.hands import best_by_every_split, card_bit, evaluate, hand_key, hand_rank, key_of_mask, rank_of_mask
from games.poker7.view import (
    BETTING,
    HAND_OVER,
    OVER,
    SHOWING,
    all_in,
    call,
    check,
    fold,
    next_hand,
    raise_to,
    show,
)


def c(text: str) -> PokerDrezCard:
    return PokerDrezCard.decode(text)


def cs(text: str) -> list[PokerDrezCard]:
    return [c(t) for t in text.split()]


def key(text: str):
    return hand_key(cs(text))


def arrange(state: Poker7, hidden: list[str], commons: str = "") -> None:
    """Give each seat these hidden cards and put ``commons`` on top of the deck, in the order they
    will be turned (the state must be in its first betting round, nothing turned yet)."""
    assert state.cards.count("commons") == 0
    zones = {f"hidden.{s}": cs(text) for s, text in enumerate(hidden)}
    used = [card for cards in zones.values() for card in cards]
    turned = cs(commons)
    rest = sorted(set(figure_deck()) - set(used) - set(turned))
    zones["deck"] = rest + list(reversed(turned))
    zones["commons"] = []
    state.cards = Table(layout(state.players), zones)
    assert not state.invariant_violations()


def play_round_by_checks(state: Poker7) -> None:
    start = state.round_index
    while state.phase == BETTING and state.round_index == start:
        seat = state.to_act()[0]
        state.apply(seat, check())


def show_first(state: Poker7) -> None:
    while state.phase == SHOWING:
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])


# --- components -----------------------------------------------------------------------------------
def test_the_54_figure_cards_without_the_neutral_ones():
    # "Se utilizarán un paquete completo de 56 cartas de Pokerdrez. Las dos cartas neutrales no
    # intervendrán en este juego."
    box = layout(4).box
    assert len(box) == 54 and not any(card.is_neutral for card in box) and len(set(box)) == 54


def test_everybody_starts_with_the_same_chips():
    # "Al comenzar la partida cada jugador recibirá la misma cantidad de fichas para apostar."
    for table, chips in (("quick", 50), ("standard", 100), ("deep", 200)):
        state = Poker7(5, 1, {"table": table})
        assert [seat.stack + seat.committed for seat in state.view(None).seats] == [chips] * 5


def test_two_hidden_cards_each_kept_from_the_others():
    # "En cada ronda los jugadores recibirán dos cartas que mantendrán ocultas al resto."
    state = Poker7(4, 2, {})
    for seat in range(4):
        view = state.view(seat)
        assert view.seats[seat].hidden is not None and len(view.seats[seat].hidden) == 2
        assert all(view.seats[other].hidden is None for other in range(4) if other != seat)
    assert all(s.hidden is None for s in state.view(None).seats)


# --- betting ----------------------------------------------------------------------------------------
def test_everybody_puts_in_the_stake_at_the_start():
    # "Al principio donde todos aportan la apuesta mínima"
    state = Poker7(3, 0, {"table": "quick"})
    view = state.view(None)
    assert [s.committed for s in view.seats] == [5, 5, 5] and view.pot == 15 and view.highest == 0


def test_the_betting_moments_come_in_the_printed_order():
    # "Después de recibir las dos cartas ocultas", "Después de colocar las tres primeras cartas
    # comunes", "Después de colocada las dos últimas cartas comunes (las dos a la vez)", "Después de que
    # cada jugador muestre una de sus dos cartas ocultas"
    state = Poker7(3, 4, {})
    seen = []
    while state.phase != HAND_OVER:
        seen.append((state.phase, state.round_index, state.cards.count("commons")))
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0] if state.phase == SHOWING else check())
    steps = list(dict.fromkeys(seen))
    assert steps == [(BETTING, 0, 0), (BETTING, 1, 3), (BETTING, 2, 5), (SHOWING, 2, 5), (BETTING, 3, 5)]


def test_a_raise_must_be_matched_or_raised_to_go_on():
    # "Cada vez que un jugador sube una apuesta los demás deben igualarla para continuar o superarla
    # obligando al resto a cubrirla."
    state = Poker7(3, 5, {})
    state.apply(0, raise_to(10))
    assert state.legal_actions(1)[:2] == [fold(), call()] and check() not in state.legal_actions(1)
    state.apply(1, raise_to(20))
    state.apply(2, call())
    assert state.to_act() == (0,) and state.round_index == 0  # the first raiser must answer
    state.apply(0, call())
    assert state.round_index == 1 and state.cards.count("commons") == 3


def test_no_limit_with_the_stake_as_the_smallest_bet():
    # "Las reglas para apostar son las mismas que para el Póker Texas Holdem" [P7-7, G-P7-4]
    state = Poker7(2, 6, {"table": "standard"})
    choices = state.view(0).choices
    assert choices.opening and choices.raise_from == 2 and choices.raise_to == 98
    assert state.is_legal(0, raise_to(57)) and not state.is_legal(0, raise_to(1))
    state.apply(0, raise_to(57))
    assert state.view(1).choices.raise_from == 98 and not state.is_legal(1, raise_to(97))


def test_every_player_still_in_shows_one_hidden_card_in_turn_and_everybody_sees_it():
    # "Después de que cada jugador muestre una de sus dos cartas ocultas" [G-P7-3: play order]
    state = Poker7(3, 7, {})
    arrange(state, ["D5 C2", "P1 P3", "A7 T8"], "B1 B2 B3 B4 B5")
    state.apply(0, check())
    state.apply(1, raise_to(4))
    state.apply(2, fold())
    state.apply(0, call())
    play_round_by_checks(state)
    play_round_by_checks(state)
    assert state.phase == SHOWING and state.to_act() == (0,)
    assert state.legal_actions(0) == [show(c("C2")), show(c("D5"))]
    state.apply(0, show(c("D5")))
    assert state.view(1).seats[0].shown == c("D5") and state.view(2).seats[0].hidden is None
    assert state.to_act() == (1,)  # the folded seat shows nothing
    state.apply(1, show(c("P3")))
    assert state.phase == BETTING and state.round_index == 3 and state.to_act() == (0,)


def test_all_seven_cards_make_the_hand():
    # "Tener la mejor combinación (mano) entre las 7 cartas (5 comunes y 2 individuales) ... (no sólo 5
    # de ellas como en el Póker normal)"
    hand = evaluate(cs("D2 C2 T2 P2 P9 A9 B6"))
    assert sum(group.size for group in hand.groups) == 7


# --- the hierarchy ------------------------------------------------------------------------------------
def test_the_largest_group_wins():
    # "Entre dos manos ganará aquella que tenga el grupo mayor de cartas del mismo tipo (misma figura o
    # mismo color)."
    assert key("P1 P2 P3 P4 A5 C6 D7") > key("B9 D9 T9 A1 C2 P3 B4")


def test_equal_largest_groups_are_decided_by_the_rest():
    # "Ejemplo: Si hay dos manos con un grupo de 4 cartas iguales se revisarán las otras tres. Si una de
    # ellas tiene otro grupo de tres cartas del mismo tipo, mientras que la otra solo tiene un grupo de
    # dos, entonces ganará la primera."
    first = key("P1 P3 P5 P7 A2 A4 A6")  # four pawns, three bishops
    second = key("D1 D3 D5 D7 A2 A4 C8")  # four queens, two bishops and one knight
    assert first[0] == (4, 3) and second[0] == (4, 2, 1) and first > second


def test_each_card_counts_in_one_group_only():
    # "Cada carta se contabilizará en un único grupo, independientemente de que tenga el mismo color de
    # uno y la misma figura de otro."
    hand = evaluate(cs("P2 A2 P5 P7 D9 T1 C4"))  # P2 is a pawn and a red: counted once
    cards = [card for group in hand.groups for card in group.cards]
    assert sorted(cards) == sorted(cs("P2 A2 P5 P7 D9 T1 C4"))
    assert hand.key[0] == (3, 1, 1, 1, 1)  # three pawns (not also two reds)


def test_a_run_beats_a_group_of_the_same_size_even_of_a_higher_figure():
    # "Entre dos grupos del mismo tamaño, si uno de ellos (y no el otro) tiene todas sus cartas
    # consecutivas ... será este el vencedor (aunque la jerarquía del otro sea mayor)."
    pawns_in_a_row = key("P3 P4 P5 A1 C7 D8 B9")
    jokers_apart = key("B1 B5 B9 P2 C6 D7 T8")
    assert pawns_in_a_row[0] == jokers_apart[0] == (3, 1, 1, 1, 1)
    assert pawns_in_a_row > jokers_apart
    # a colour group runs by its figures' numbers: red Torre, Alfil, Caballo are 4, 3, 2
    assert evaluate(cs("T2 A2 C2 P1 B3 D5 P6")).groups[0].run


def test_a_pair_in_a_row_is_a_run():
    # our reading [G-P7-11]: the rulebook sets no smallest run
    assert evaluate(cs("A3 A4 P1 C2 T6 D7 B8")).groups[0].run


def test_colour_beats_every_figure_and_figures_rank_joker_queen_rook_bishop_knight_pawn():
    # "Color (cartas del mismo color) / Jókers / Reinas / Torres / Alfiles / Caballos / Peones"
    colour = key("P1 C1 T1 A2 D3 B4 P5")  # three greys, not in a row (figures 1, 2, 4)
    jokers = key("B1 B5 B9 P2 C3 A6 T7")  # three jokers, not in a row (colours 1, 5, 9)
    assert colour[0] == jokers[0] == (3, 1, 1, 1, 1) and colour > jokers
    order = ["B", "D", "T", "A", "C", "P"]
    threes = {
        f: key(
            f"{f}1 {f}4 {f}8 "
            + {
                "B": "P2 C3 A6 T7",
                "D": "P2 C3 A6 T7",
                "T": "P2 C3 A6 D7",
                "A": "P2 C3 T6 D7",
                "C": "P2 A3 T6 D7",
                "P": "C2 A3 T6 D7",
            }[f]
        )
        for f in order
    }
    ranked = sorted(order, key=lambda f: threes[f], reverse=True)
    assert ranked == order


def test_two_colour_groups_by_the_colours_number():
    # "Entre dos grupos de colores de igual tamaño ganará aquel cuyo color represente un número mayor"
    # (9 verde, 8 naranja, 7 cyan, 6 amarillo, 5 azul, 4 morado, 3 magenta, 2 rojo, 1 gris)
    greens = key("P9 T9 B9 C1 A2 D3 P4")
    oranges = key("P8 T8 B8 C1 A2 D3 P4")
    assert greens > oranges


def test_same_size_same_colour_the_higher_figure_wins():
    # "Entre dos grupos del mismo tamaño y del mismo color vencerá el que tenga la figura con mayor
    # relevancia."
    assert key("B2 C2 P2 A5 T7 D8 P9") > key("D2 C2 P2 A5 T7 B8 P9")


def test_same_size_same_figure_the_higher_colour_number_wins():
    # "Entre dos grupos empatados en dimensión y de la misma figura prevalecerá el que tenga la carta
    # con el color con una numeración mayor."
    assert key("T2 T5 T9 P1 C3 A6 D8") > key("T2 T5 T8 P1 C3 A6 D7")


WORKED = {
    "top": "A5 A8",  # "un alfil azul y un alfil naranja"
    "left": "P6 B3",  # "un peón amarillo y un jóker magenta"
    "bottom": "B8 C9",  # "un jóker naranja y caballo verde"
    "right": "D2 C2",  # "una reina roja y un caballo rojo"
}
WORKED_COMMONS = "T2 P2 P9 A9 B6"  # "Una torre roja, Un peón rojo, Un peón verde, Un alfil verde, Un jóker amarillo"


def test_the_worked_example_groups_and_order():
    hands = {who: evaluate(cs(own + " " + WORKED_COMMONS)) for who, own in WORKED.items()}
    # "El jugador de arriba tiene un grupo de tres alfiles ... y un grupo secundario de dos cartas rojas"
    assert hands["top"].groups[0].cards == tuple(cs("A9 A8 A5")) and hands["top"].key[0] == (3, 2, 1, 1)
    assert set(hands["top"].groups[1].cards) == set(cs("T2 P2"))
    # "El jugador de la izquierda tiene un grupo de tres peones ... y un grupo de dos jókers"
    assert set(hands["left"].groups[0].cards) == set(cs("P6 P2 P9")) and hands["left"].key[0] == (3, 2, 1, 1)
    assert set(hands["left"].groups[1].cards) == set(cs("B3 B6"))
    # "El jugador de abajo tiene un grupo mayor de tres cartas verdes ... y un segundo grupo de dos
    # cartas rojas" (and two jokers the text leaves out [G-P7-10])
    assert set(hands["bottom"].groups[0].cards) == set(cs("C9 P9 A9")) and hands["bottom"].key[0] == (3, 2, 2)
    # "El jugador de la derecha ... es el único con un grupo de cuatro cartas de color, en este caso rojas"
    assert set(hands["right"].groups[0].cards) == set(cs("D2 C2 T2 P2")) and hands["right"].groups[0].kind == "colour"
    # "Aunque el número de grupos es el mismo que el de arriba, el grupo mayor es de peones que pierden
    # frente a los alfiles." "Este jugador vence al de arriba porque su grupo mayor es de color"
    ranked = sorted(hands, key=lambda who: hands[who].key, reverse=True)
    assert ranked == ["right", "bottom", "top", "left"]


def test_the_worked_example_played_the_right_hand_player_takes_the_whole_pot():
    # "De esta forma será el jugador de la derecha, con su grupo mayor, el ganador de la mano y de todo
    # el bote." Seats in play order: top, left, bottom, right.
    state = Poker7(4, 3, {})
    arrange(state, [WORKED["top"], WORKED["left"], WORKED["bottom"], WORKED["right"]], WORKED_COMMONS)
    for _ in range(3):
        play_round_by_checks(state)
    show_first(state)
    play_round_by_checks(state)
    assert state.phase == HAND_OVER
    result = state.view(0).result
    assert result.received == (0, 0, 0, 8) and [p.winners for p in result.pots] == [(3,)]
    places = {hand.seat: hand.place for hand in result.hands}
    assert places == {3: 1, 2: 2, 0: 3, 1: 4}
    # the showdown shows every hand's groups to everybody
    assert all(view.hidden is not None for view in state.view(None).seats)
    assert [g.cards for g in next(h for h in result.hands if h.seat == 3).groups][0] == tuple(cs("D2 T2 C2 P2"))


def test_the_fast_evaluator_agrees_with_every_split():
    rng = random.Random(3)
    deck = figure_deck()
    for _ in range(1500):
        seven = tuple(sorted(rng.sample(deck, 7)))
        assert evaluate(seven).key == best_by_every_split(seven).key


def test_the_rank_orders_hands_as_the_key_does():
    # the engine's showdown and the players compare ranks (one int each); the key's tuples are the
    # order the rules above check: over many random sevens, and every pair among them, the two agree
    rng = random.Random(11)
    deck = figure_deck()
    masks = []
    for _ in range(4000):
        mask = 0
        for card in rng.sample(deck, 7):
            mask |= card_bit(card)
        masks.append(mask)
    ranks = [rank_of_mask(mask) for mask in masks]
    keys = [key_of_mask(mask) for mask in masks]
    by_rank = sorted(range(len(masks)), key=lambda i: ranks[i])
    by_key = sorted(range(len(masks)), key=lambda i: keys[i])
    assert by_rank == by_key
    for before, after in zip(by_key, by_key[1:], strict=False):  # neighbours tie in one iff in the other
        assert (ranks[before] == ranks[after]) == (keys[before] == keys[after])


def test_the_rank_keeps_the_worked_example_order():
    # "De esta forma será el jugador de la derecha, con su grupo mayor, el ganador de la mano"
    ranks = {who: hand_rank(cs(own + " " + WORKED_COMMONS)) for who, own in WORKED.items()}
    assert sorted(ranks, key=ranks.__getitem__, reverse=True) == ["right", "bottom", "top", "left"]


def test_the_order_is_complete_two_different_sevens_never_tie():
    # our decision [G-P7-7]: the extended order leaves no tie between different cards
    rng = random.Random(4)
    deck = figure_deck()
    seen: dict = {}
    for _ in range(3000):
        seven = frozenset(rng.sample(deck, 7))
        seen.setdefault(hand_key(seven), set()).add(seven)
    assert all(len(sevens) == 1 for sevens in seen.values())


# --- the end of a hand, the game ------------------------------------------------------------------------
def test_the_last_player_in_takes_the_pot_unseen():
    # [P7-10] hold'em: everybody else folded
    state = Poker7(3, 8, {})
    state.apply(0, raise_to(6))
    state.apply(1, fold())
    state.apply(2, fold())
    assert state.phase == HAND_OVER
    view = state.view(1)
    assert view.result.received == (12, 0, 0) and view.result.hands == ()
    assert view.seats[0].hidden is None  # never shown


def test_side_pots_the_short_all_in_wins_only_what_it_could_match():
    # [P7-9, G-P7-6] standard side pots
    state = Poker7(3, 9, {})
    arrange(state, ["D2 C2", "P5 A7", "A1 T3"], WORKED_COMMONS)  # seat 0 holds the worked example's reds
    state.chips.stacks[0] = 18  # seat 0 has 20 chips in all (the 2 staked)
    state.start_chips = 0  # the table's total changed on purpose: no conservation check here
    state.apply(0, all_in())
    state.apply(1, raise_to(60))
    state.apply(2, call())
    for _ in range(2):
        play_round_by_checks(state)
    show_first(state)
    play_round_by_checks(state)
    result = state.view(None).result
    assert result.pots[0].amount == 60 and result.pots[0].winners == (0,)
    assert result.pots[1].amount == 84 and 0 not in result.pots[1].eligible
    assert result.received[0] == 60


def test_a_split_pot_gives_the_odd_chip_to_the_first_after_the_dealer():
    # our decision (the rulebook is silent): equal hands split, odd chips to the first after the dealer
    state = Poker7(3, 10, {"table": "deep"})
    state.hand_number = 1
    keys = {0: 1, 1: 1, 2: 0}
    state.chips.start_round(0)
    state.apply(0, check())
    state.apply(1, check())
    state.apply(2, check())
    state.chips.turn = None
    settled = state.chips.settle(keys)
    assert settled.received == (2, 1, 0)


def test_out_of_chips_out_of_the_game_and_the_last_with_chips_wins():
    # [P7-21, G-P7-9]
    state = Poker7(3, 11, {"table": "quick"})
    arrange(state, ["D2 C2", "P5 A7", "A1 T3"], WORKED_COMMONS)
    state.apply(0, all_in())
    state.apply(1, call())
    state.apply(2, call())
    show_first(state)
    assert state.is_over() and state.view(None).winners == (0,)
    outcome = state.outcome()
    assert outcome.placing[0] == 1 and outcome.scores == (150.0, 0.0, 0.0)
    assert state.view(None).seats[1].out_after == 1 and not state.view(None).seats[1].in_game


def test_a_seat_out_of_chips_is_dealt_no_more():
    state = Poker7(3, 12, {"table": "quick"})
    arrange(state, ["D2 C2", "P5 A7", "A1 T3"], WORKED_COMMONS)
    state.apply(0, all_in())
    state.apply(1, call())
    state.apply(2, fold())
    show_first(state)
    assert state.phase == HAND_OVER and state.chips.stacks[1] == 0
    state.apply(state.to_act()[0], next_hand())
    assert state.cards.count("hidden.1") == 0 and 1 not in state.chips.order
    assert all(1 not in (state.to_act() or ()) for _ in range(1))


def test_the_game_may_end_after_a_number_of_hands():
    # the issue: "an option to end after N rounds, for people with less time"
    state = Poker7(2, 13, {"hands": 10})
    hands = 0
    while not state.is_over():
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        action = check() if check() in legal else (call() if call() in legal else legal[0])
        state.apply(seat, action)
        hands = state.hand_number
    assert hands == 10 and state.outcome() is not None
    stacks = state.chips.stacks
    assert set(state.outcome().winners) == {s for s in range(2) if stacks[s] == max(stacks)}


def test_the_dealer_moves_and_the_first_after_the_dealer_speaks_first():
    # our decision [G-P7-5]
    state = Poker7(3, 14, {})
    assert state.dealer == 2 and state.to_act() == (0,)
    state.apply(0, raise_to(4))
    state.apply(1, fold())
    state.apply(2, fold())
    assert state.to_act() == (0,)  # the next dealer deals
    state.apply(0, next_hand())
    assert state.dealer == 0 and state.to_act() == (1,)


def test_betting_is_skipped_when_nobody_can_bet_against_anybody():
    # our decision: all-in against all-in, the cards come without betting, the showing still happens
    state = Poker7(2, 15, {})
    state.apply(0, all_in())
    state.apply(1, call())
    assert state.phase == SHOWING and state.cards.count("commons") == 5


def test_illegal_actions_are_refused_and_change_nothing():
    state = Poker7(3, 16, {})
    before = state.snapshot()
    for seat, action in [
        (1, check()),
        (0, fold()),
        (0, call()),
        (0, raise_to(1)),
        (0, raise_to(10_000)),
        (0, show(c("P1"))),
        (0, next_hand()),
        (0, Action("dance")),
        (0, Action("raise", ("x",))),
    ]:
        with pytest.raises(IllegalActionError):
            state.apply(seat, action)
        assert state.snapshot() == before
    state.apply(0, raise_to(4))
    with pytest.raises(IllegalActionError) as refused:
        state.apply(1, check())
    assert "call" in str(refused.value)


def test_a_raise_of_any_amount_in_the_range_is_accepted_even_if_not_listed():
    state = Poker7(2, 17, {})
    assert raise_to(37) not in state.legal_actions(0)
    state.apply(0, raise_to(37))
    assert state.view(1).highest == 37


def test_every_seat_sees_the_bets_the_stacks_and_the_pots():
    state = Poker7(3, 18, {})
    state.apply(0, raise_to(10))
    for seat in (0, 1, 2, None):
        view = state.view(seat)
        assert view.seats[0].bet == 10 and view.pot == 16 and view.highest == 10
    assert state.view(1).choices.to_call == 10 and state.view(2).choices is None


def test_the_game_ends_over_with_every_chip_with_one():
    state = Poker7(4, 19, {})
    rng = random.Random(19)
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert state.phase == OVER and state.chips.champion() is not None
    assert sum(state.chips.stacks) == 400
