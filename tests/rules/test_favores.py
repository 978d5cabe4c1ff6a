"""Favores (rulebook 000, "# Favores"): one test per rule, each quoting the passage it checks."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.core import Action, IllegalActionError
from game.dama_tigre.deck import Card, clue_cards
from game.text import render
from games.favores.engine import ADD, AUCTION, PASS, Favores, card_points, score_collection

ALL_CLUES = Counter(card.code for card in clue_cards())


def cards(*codes: str) -> list[Card]:
    return [Card(c) for c in codes]


def bid(amount: int) -> Action:
    return Action("bid", (amount,))


def rigged(players: int = 3, *, day: int = 1, identities: tuple[str, ...] = ("RL", "BT", "RT", "BL"),
           lot: tuple[str, ...] = ("RL",), deck_top_first: tuple[str, ...] | None = None,
           gems: list[int] | None = None, turn: int = 0, day_start: int = 0,
           collections: list[list[str]] | None = None) -> Favores:
    """A Favores position laid out by hand. The deck gets the clue cards not placed
    elsewhere unless given (``deck_top_first[0]`` is revealed first)."""
    state = Favores(players, seed=0)
    state.day = day
    state.day_start = day_start
    state.identities = cards(*identities[:players])
    state.unused_doors = cards(*identities[players:])
    state.lot = cards(*lot)
    state.collections = [cards(*c) for c in (collections or [[] for _ in range(players)])]
    placed = Counter(lot) + sum((Counter(c) for c in (collections or [])), Counter())
    if deck_top_first is None:
        deck_top_first = tuple(sorted((ALL_CLUES - placed).elements()))
    state.deck = cards(*reversed(deck_top_first))
    state.gems = list(gems or [5] * players)
    state.turn = turn
    state.phase = "turn"
    return state


def auction(state: Favores, caller: int, *moves: int | None) -> None:
    """``caller`` calls an auction, then the seats bid in turn (None = no bid)."""
    state.apply(caller, AUCTION)
    for amount in moves:
        seat = state.to_act()[0]
        state.apply(seat, PASS if amount is None else bid(amount))


# --- PREPARACIÓN -----------------------------------------------------------------------------

def test_a_day_starts_with_a_secret_identity_five_gems_and_a_one_card_lot():
    # "reparte 1 bocabajo a cada jugador", "Cada jugador toma 5 gemas",
    # "Coloca la carta superior del mazo bocarriba ... el lote inicial"
    state = Favores(3, seed=4)
    assert state.day == 1
    assert len(set(state.identities)) == 3 and len(state.unused_doors) == 1
    assert state.gems == [5, 5, 5]
    assert len(state.lot) == 1 and len(state.deck) == 13
    assert Counter(c.code for c in state.deck + state.lot) == ALL_CLUES


def test_identities_are_secret():
    # "Puedes verla, pero no se la enseñes a tus oponentes." / "Coloca las cartas de Puerta restantes a un lado sin mirarlas"
    state = Favores(2, seed=1)
    mine = state.view(0)
    assert mine.identity == state.identities[0].code
    assert state.view(1).identity == state.identities[1].code
    assert state.view(None).identity is None
    for view in (mine, state.view(1), state.view(None)):
        assert not any(hasattr(view, name) for name in ("deck", "identities", "unused_doors"))
        assert view.results == ()  # nobody's identity is shown before the day ends


def test_day_one_is_started_by_the_first_seat():
    # "El último jugador en haber realizado un favor será el jugador inicial." (decision: the first seat)
    assert Favores(4, seed=9).to_act() == (0,)


# --- CÓMO SE JUEGA ---------------------------------------------------------------------------

def test_adding_reveals_the_top_card_and_ends_the_turn():
    # "Añadir al Lote: Revela la carta superior del mazo y añádela al lote actual. Esto termina tu turno."
    state = rigged(deck_top_first=("BT", "RT", "BL"))
    state.apply(0, ADD)
    assert [c.code for c in state.lot] == ["RL", "BT"]
    assert state.to_act() == (1,)
    assert state.legal_actions(1) == [ADD, AUCTION]


def test_bidding_goes_round_from_the_callers_left_and_the_caller_bids_last():
    # "A partir del jugador de tu izquierda, cada jugador puja ... entonces tienes la opción de pujar."
    # "Cada jugador tiene una sola oportunidad de pujar por cada lote."
    state = rigged(players=4, turn=2)
    state.apply(2, AUCTION)
    order = []
    while state.phase == "auction":
        seat = state.to_act()[0]
        order.append(seat)
        state.apply(seat, PASS)
    assert order == [3, 0, 1, 2]


def test_bids_must_rise_and_cannot_exceed_your_gems():
    # "Las pujas deben ser mayores a la puja anterior más alta y pueden aumentarse en cualquier cantidad."
    state = rigged(gems=[5, 5, 2])
    auction(state, 0, 2)
    assert state.to_act() == (2,)
    assert state.legal_actions(2) == [PASS]  # 2 gems cannot beat a bid of 2
    before = state.snapshot()
    with pytest.raises(IllegalActionError, match="higher than 2"):
        state.apply(2, bid(2))
    assert state.snapshot() == before
    state.apply(2, PASS)
    assert state.legal_actions(0) == [bid(3), bid(4), bid(5), PASS]


def test_nobody_bidding_discards_the_lot():
    # "Los jugadores pueden elegir no pujar en su turno. Si nadie puja, descarta el lote por completo."
    state = rigged(lot=("RL", "BT"))
    auction(state, 0, None, None, None)
    assert [c.code for c in state.discard] == ["RL", "BT"]
    assert all(not c for c in state.collections)
    assert state.gems == [5, 5, 5]


def test_worked_example_caller_outbids_everybody():
    # "A pide una subasta. B puja 3, C puja 4 y luego A puja 5. A se lleva todas las cartas del lote,
    #  paga 2 gemas a B y C para luego descartar la gema restante."
    state = rigged(lot=("RL", "BT"))
    auction(state, 0, 3, 4, 5)
    assert [c.code for c in state.collections[0]] == ["RL", "BT"]
    assert state.gems == [0, 7, 7]
    assert state.reserve == 1


def test_worked_example_without_the_caller_bidding():
    # "Si A no hubiese pujado, C ganaba el lote y pagaba 4 gemas a A. B recuperaría su puja."
    state = rigged(lot=("RL", "BT"))
    auction(state, 0, 3, 4, None)
    assert [c.code for c in state.collections[2]] == ["RL", "BT"]
    assert state.gems == [9, 5, 1]
    assert state.reserve == 0


def test_a_caller_winning_with_fewer_gems_than_opponents_sends_all_to_the_reserve():
    # "Si la puja ganadora es menor que la cantidad de oponentes, entonces todas las gemas ... se regresan a la reserva."
    state = rigged(players=4)
    auction(state, 0, None, None, None, 2)
    assert state.gems == [3, 5, 5, 5]
    assert state.reserve == 2


def test_two_players_the_winner_always_pays_the_opponent_everything():
    # "en una partida a 2 jugadores, el jugador que gane la subasta siempre pagará a su oponente todas las gemas"
    state = rigged(players=2)
    auction(state, 0, 2, 3)  # the caller wins
    assert state.gems == [2, 8] and state.reserve == 0
    state = rigged(players=2)
    auction(state, 0, 4, None)  # the opponent wins
    assert state.gems == [9, 1] and state.reserve == 0


def test_reserve_gems_stay_out_until_the_next_day():
    # "Las gemas en la reserva no se usarán nuevamente hasta el siguiente día."
    state = rigged(players=4, identities=("RL", "BT", "RT", "BL"))
    auction(state, 0, None, None, None, 2)
    assert sum(state.gems) + state.reserve == 20 and state.reserve == 2
    state.deck = cards("BT")
    state.apply(state.to_act()[0], ADD)  # the last card: final auction
    for _ in range(4):
        state.apply(state.to_act()[0], PASS)
    assert state.day == 2 and state.reserve == 0 and state.gems == [5, 5, 5, 5]


@pytest.mark.parametrize("day,new_lot", [(1, 1), (2, 2), (3, 3)])
def test_after_an_auction_a_new_lot_of_one_two_or_three_cards_starts_left_of_the_caller(day, new_lot):
    # "En el primer día: voltea la primera carta ... En el segundo día: ... las 2 primeras ... En el tercer día: ... las 3"
    # "El juego continúa desde el jugador ubicado a la izquierda del jugador que pidió la última subasta."
    state = rigged(day=day, turn=1)
    deck_before = len(state.deck)
    auction(state, 1, None, None, 2)
    assert len(state.lot) == new_lot and len(state.deck) == deck_before - new_lot
    assert state.phase == "turn" and state.to_act() == (2,)


def test_new_days_start_with_lots_of_two_and_three_cards():
    # "Al comienzo del segundo día, revela las 2 primeras cartas ... del tercer día, revela las 3 primeras"
    state = rigged(players=2)
    state.deck = cards("BT")
    state.apply(0, ADD)
    state.apply(1, PASS)
    state.apply(0, PASS)
    assert state.day == 2 and len(state.lot) == 2 and len(state.deck) == 12
    state.deck = state.deck[:1]
    state.apply(state.to_act()[0], ADD)
    state.apply(state.to_act()[0], PASS)
    state.apply(state.to_act()[0], PASS)
    assert state.day == 3 and len(state.lot) == 3 and len(state.deck) == 11


# --- SUBASTA FINAL ---------------------------------------------------------------------------

def test_revealing_the_last_card_starts_an_open_final_auction_paid_to_nobody():
    # "Cuando se revela la última carta, se lleva a cabo una subasta abierta." "comenzando por el jugador que
    #  hubiese tomado el siguiente turno." "El mejor postor se lleva todas las cartas del lote. Nadie recibe las gemas"
    state = rigged(lot=("RL",), deck_top_first=("BL",), turn=1)
    state.apply(1, ADD)
    assert state.phase == "final" and state.to_act() == (2,)
    state.apply(2, bid(1))
    state.apply(0, bid(3))
    state.apply(1, PASS)
    last = state.results[-1]
    assert last["collections"][0] == ["RL", "BL"]
    assert last["gems"] == [2, 5, 5]  # seat 0 paid 3 to nobody; seat 2 got its bid back
    assert state.day == 2 and state.to_act() == (0,)  # "El jugador que ganó la subasta final ... toma el primer turno."


def test_a_new_lot_that_empties_the_deck_starts_the_final_auction_left_of_the_caller():
    # "Cuando se revela la última carta, se lleva a cabo una subasta abierta."
    state = rigged(day=3, deck_top_first=("BL", "RT"), turn=1)
    auction(state, 1, None, None, None)
    assert state.phase == "final" and [c.code for c in state.lot] == ["BL", "RT"]
    assert state.to_act() == (2,)


def test_nobody_winning_the_final_auction_lets_its_first_bidder_start_the_next_day():
    # "Si nadie puja, descarta el lote completo." / "Si nadie ganó la subasta final, el jugador que tuvo la
    #  primera oportunidad de pujar será el jugador inicial."
    state = rigged(deck_top_first=("BL",), turn=0)
    state.apply(0, ADD)
    for _ in range(3):
        state.apply(state.to_act()[0], PASS)
    assert state.results[-1]["collections"] == [[], [], []]
    assert state.day == 2 and state.day_start == 1 and state.to_act() == (1,)


# --- PUNTUACIÓN ------------------------------------------------------------------------------

def test_card_points_are_3_1_and_minus_2():
    # "Coinciden exactamente con tu identidad 3 pts" / "Comparten 1 atributo ... 1 pts" / "Comparten 0 ... -2 pts"
    red_tiger = Card("RT")
    assert card_points(red_tiger, "red", "tiger") == 3
    assert card_points(red_tiger, "blue", "tiger") == 1
    assert card_points(red_tiger, "red", "lady") == 1
    assert card_points(red_tiger, "blue", "lady") == -2
    assert score_collection(red_tiger, cards("RT", "RL", "BL", "BL")).points == 3 + 1 - 2 - 2


def test_wild_cards_change_one_attribute_of_one_card():
    # "Azul/Rojo permite cambiar el color de una carta." / "Dama/Tigre permite cambiar el rol de una carta."
    red_tiger = Card("RT")
    colour = score_collection(red_tiger, cards("BT", "RB"))  # Blue Tiger becomes Red Tiger
    assert colour.points == 3 and colour.colour_target == 0 and colour.role_target is None
    role = score_collection(red_tiger, cards("LT", "RL", "BL"))  # the -2 card gains most: Blue Tiger
    assert role.points == 1 + 1 and role.role_target == 2


def test_both_wilds_may_change_the_same_card():
    # "Ambas Pistas Comodín pueden utilizarse en la misma carta."
    scored = score_collection(Card("RT"), cards("BL", "RB", "LT"))
    assert scored.points == 3 and scored.colour_target == scored.role_target == 0


def test_unused_wilds_do_nothing():
    # "Las Pistas Comodín no utilizadas no tendrán efecto alguno en la partida."
    assert score_collection(Card("RT"), cards("RB", "LT")).points == 0
    assert score_collection(Card("RT"), cards("RT", "RB")).points == 3


def test_most_gems_score_3_ties_all_score_and_totals_may_be_negative():
    # "BONIFICACIÓN: Más gemas al final del día 3 pts" / "Los jugadores pueden obtener puntajes negativos."
    # Decision: every player tied for the most gems gets the bonus.
    state = rigged(identities=("RT", "BL", "RL", "BT"), lot=("BL",), deck_top_first=("RB",),
                   collections=[["BL", "BL"], ["RT"], ["RL"]], gems=[4, 6, 6])
    state.apply(0, ADD)  # the last card: the final auction, nobody bids
    for _ in range(3):
        state.apply(state.to_act()[0], PASS)
    day = state.results[0]
    assert day["card_points"] == [-4, -2, 3]
    assert day["bonus"] == [0, 3, 3]
    assert state.scores == [-4, 1, 6]


def test_scoring_reveals_the_identities():
    # "Luego de la subasta final, el día termina. Los jugadores revelan su identidad y calculan su puntaje."
    state = rigged(identities=("RT", "BL", "RL", "BT"), deck_top_first=("RB",))
    state.apply(0, ADD)
    for _ in range(3):
        state.apply(state.to_act()[0], PASS)
    assert state.view(1).results[0].identities == ("RT", "BL", "RL")


# --- FIN DEL JUEGO ---------------------------------------------------------------------------

def finish_day_three(state: Favores, final_bids: list[int | None]) -> None:
    state.apply(state.to_act()[0], ADD)
    for amount in final_bids:
        seat = state.to_act()[0]
        state.apply(seat, PASS if amount is None else bid(amount))


def test_three_days_then_the_highest_total_wins():
    # "Al final del tercer día, el jugador que posea el mayor puntaje acumulado gana la partida."
    state = rigged(day=3, identities=("RT", "BL", "RL", "BT"), lot=("RT",), deck_top_first=("BT",),
                   collections=[["RL"], [], []])
    state.scores = [0, 5, 0]
    finish_day_three(state, [None, None, 2])  # seat 0 takes Red Tiger and Blue Tiger: 3 + 1 + 1
    assert state.is_over() and state.to_act() == ()
    assert state.scores == [5, 8, 3]
    assert state.outcome().winners == (1,)


def test_ties_go_to_the_most_gems_on_the_last_day_then_to_who_played_first():
    # "Los empates se rompen a favor del jugador que posea la mayor cantidad de gemas en el último día.
    #  Si el empate persiste, gana el jugador que jugó primero el último día."
    state = rigged(day=3, lot=("RT",), deck_top_first=("BT",), gems=[5, 5, 4], day_start=2, turn=2)
    state.scores = [10, 10, 10]
    state.collections = [[], [], []]
    finish_day_three(state, [None, None, None])
    # All score 3 for the most gems except seat 2; seats 0 and 1 tie on points and gems:
    # seat 0 played before seat 1 on day 3 (seat 2 started).
    assert state.scores == [13, 13, 10]
    assert state.outcome().placing == (1, 2, 3)
    assert "who played first" in str(state.outcome().detail[-1])
    state = rigged(day=3, lot=("RT",), deck_top_first=("BT",), gems=[4, 5, 0])
    state.scores = [13, 10, 0]
    state.collections = [[], [], []]
    finish_day_three(state, [None, None, None])
    assert state.scores == [13, 13, 0]  # seat 1 drew level with the most-gems bonus
    assert state.outcome().placing == (2, 1, 3)
    assert "gems on the last day" in str(state.outcome().detail[-1])
    state = rigged(day=3, lot=("RT",), deck_top_first=("BT",), gems=[5, 5, 5], day_start=1, turn=1)
    state.scores = [0, 0, 0]
    state.collections = [[], [], []]
    finish_day_three(state, [None, None, None])
    assert state.outcome().placing == (3, 1, 2)


# --- the engine ------------------------------------------------------------------------------

def test_determinize_keeps_my_identity_and_the_public_deck_contents():
    state = Favores(4, seed=3)
    state.apply(0, ADD)
    for seed in range(10):
        det = state.determinize(1, random.Random(seed))
        assert det.identities[1] == state.identities[1]
        assert {c.code for c in det.identities} | {c.code for c in det.unused_doors} == {"RL", "RT", "BL", "BT"}
        assert Counter(det.deck) == Counter(state.deck)
        assert det.view(1) == state.view(1)
    seen = {tuple(state.determinize(1, random.Random(s)).identities) for s in range(30)}
    assert len(seen) > 1


def test_clone_is_independent():
    state = Favores(3, seed=2)
    copy = state.clone()
    copy.apply(0, ADD)
    assert len(state.lot) == 1 and len(copy.lot) == 2
    assert state.history == [] and copy.history


def test_descriptions_in_both_languages():
    state = Favores(2, seed=0)
    assert render(state.describe(0, AUCTION, "en"), "en") == "Player 1 calls an auction"
    assert render(state.describe(1, bid(3), "es"), "es") == "Jugador 2 puja 3 gemas"
    assert render(state.describe(0, PASS, "es"), "es") == "Jugador 1 no puja"


def test_wrong_phase_actions_are_refused_with_a_reason():
    state = Favores(3, seed=0)
    before = state.snapshot()
    with pytest.raises(IllegalActionError, match="no auction now"):
        state.apply(0, bid(1))
    with pytest.raises(IllegalActionError, match="turn"):
        state.apply(1, ADD)
    assert state.snapshot() == before
