"""BlackDrez's rules against the rulebook (rulebook 003, section "BlackDrez"), one test per rule, each
quoting the line it checks; the rulebook's worked example is a test, turn by turn; the decisions
where the text is silent (D1-D9 in games/blackdrez/engine.py) are tested by name."""

from __future__ import annotations

import json

import pytest

from game.cards.pokerdrez import Figure, PokerDrezCard
from game.core import Action, IllegalActionError
from games.blackdrez.engine import BlackDrez, joker_count, total, value
from games.blackdrez.view import (
    ACTIVE,
    BUST,
    END_DEAL_ELEVENS,
    END_ELEVEN,
    END_LAST,
    END_TIE,
    OUT,
    PHASE_ROUND_OVER,
    WHY_AGAIN,
    WHY_ALL_TIED,
    WHY_LOWEST,
    WHY_TIE,
    draw,
    jokers,
    next_round,
    stand,
    withdraw,
)


def cards(*codes: str) -> list[PokerDrezCard]:
    return [PokerDrezCard.decode(code) for code in codes]


def position(
    players: int,
    tables: dict[int, list[str]],
    deck_top: list[str] = (),  # type: ignore[assignment]
    status: dict[int, str] | None = None,
    last: int | None = None,
    options: dict | None = None,
    seed: int = 0,
) -> BlackDrez:
    """A round in play with exactly these cards before each seat and ``deck_top`` the next cards
    drawn (first named, first drawn); the turn worked out as the engine does after ``last`` played
    (None: the first turn after the deal)."""
    state = BlackDrez(players, seed, options or {})
    n = players
    state.cards.gather(state.cards.layout.names, "deck")
    pool = list(state.cards.cards("deck"))
    for seat in range(n):
        held = cards(*tables[seat])
        for card in held:
            pool.remove(card)
        state.cards.replace(f"table.{seat}", held)
    top = cards(*deck_top)
    for card in top:
        pool.remove(card)
    state.cards.replace("deck", pool + list(reversed(top)))
    state.results = []
    state.round_number = 1
    state.dealer = n - 1
    state.status = [ACTIVE] * n
    state.stood = []
    state.switched = False
    for seat, word in (status or {}).items():
        state.status[seat] = word
    state.high = [0] * n
    for seat in range(n):
        state._recount(seat)
        held = state.table(seat)
        while state.high[seat] < joker_count(held) and total(held, state.high[seat] + 1) < 11:
            state.high[seat] += 1
    state.last_actor = n - 1 if last is None else last
    state._pass_turn(first=last is None)
    state._legal = None
    assert not state.invariant_violations(), state.invariant_violations()
    return state


def dealt(players: int, hands: dict[int, list[str]], seed: int = 0) -> BlackDrez:
    """A game whose first deal gives each seat exactly these two cards (dealt as the engine deals:
    one card each from the dealer's right, twice)."""
    state = BlackDrez(players, seed)
    state.cards.gather(state.cards.layout.names, "deck")
    pool = list(state.cards.cards("deck"))
    order = [hands[s][0] for s in range(players)] + [hands[s][1] for s in range(players)]
    for card in cards(*order):
        pool.remove(card)
    state.cards.replace("deck", pool + list(reversed(cards(*order))))
    state.results, state.round_number, state.dealer, state.phase = [], 0, players - 1, "play"
    state._deal()
    return state


def deal_on(state: BlackDrez) -> None:
    """The round is over and its cards in sight: the next dealer gathers them and deals on."""
    assert state.phase == PHASE_ROUND_OVER
    assert state.legal_actions(state.to_act()[0]) == [next_round()]
    state.apply(state.to_act()[0], next_round())


def piles(state: BlackDrez) -> list[int]:
    return [state.pile_count(s) for s in range(state.players)]


# --- components ----------------------------------------------------------------------------------
def test_one_or_two_decks_and_no_neutral_cards():
    # "En este juego se podrán usar uno o dos paquetes de Pokerdrez."
    # D1: the neutral cards have no value here: they stay in the box.
    for decks, size in ((1, 54), (2, 108)):
        state = BlackDrez(2, 1, {"decks": decks})
        assert len(state.layout.box) == size
        assert not any(card.is_neutral for card in state.layout.box)


def test_two_to_eight_players():
    # "Podrán participar de dos a ocho jugadores."
    assert (BlackDrez.min_players, BlackDrez.max_players) == (2, 8)
    for n in range(2, 9):
        assert BlackDrez(n, 3).players == n
    with pytest.raises(ValueError):
        BlackDrez(9, 3)


def test_card_values():
    # "Reina: 5 puntos / Torre: 4 puntos / Alfil: 3 puntos / Caballo: 2 puntos / Peón: 1 punto"
    assert [value(c) for c in cards("D5", "T5", "A5", "C5", "P5")] == [5, 4, 3, 2, 1]


def test_joker_is_six_or_one():
    # "El Jóker puede valer 6 puntos o 1 punto"
    held = cards("B3", "P1")
    assert total(held, 0) == 2 and total(held, 1) == 7


# --- the deal -------------------------------------------------------------------------------------
def test_two_cards_face_up_each():
    # "Cada jugador recibirá dos cartas bocarriba (visibles para todos)."
    state = BlackDrez(5, 11)
    if state.round_number != 1:
        pytest.skip("an 11 at the deal")
    for seat in range(5):
        assert len(state.table(seat)) == 2
    for seat in (None, 0, 3):
        view = state.view(seat)
        assert view.tables == tuple(state.table(s) for s in range(5))
        assert view.deck_count == 54 - 10
    assert not state.view_holds_secrets(0)


def test_eleven_at_the_deal_wins_the_table():
    # "Si alguno de los jugadores en este momento ... obtiene una mano de 11 puntos. entonces habrá
    # ganado la ronda inmediatamente y se quedará con las cartas de todos los jugadores"
    state = dealt(3, {0: ["P1", "P2"], 1: ["B4", "D4"], 2: ["C1", "C2"]})
    result = state.results[0]
    assert result.end == END_ELEVEN and result.takers == (1,) and result.taken == (0, 6, 0)
    assert state.phase == PHASE_ROUND_OVER and state.to_act() == (0,)  # the next dealer deals on
    deal_on(state)
    assert piles(state) == [0, 6, 0] and state.round_number == 2


def test_deals_with_an_eleven_are_counted_by_the_engine():
    # the same from real deals: every deal that gives somebody 11 ends that round at once
    found = 0
    for seed in range(400):
        state = BlackDrez(8, seed)
        if state.results:
            found += 1
            first = state.results[0]
            assert first.end in (END_ELEVEN, END_DEAL_ELEVENS)
            for seat in first.takers:
                held = first.tables[seat]
                assert sorted(c.figure for c in held) == [Figure.DAMA, Figure.BUFON]  # only J + Q make 11
            assert sum(first.taken) + first.aside == 16
    assert found


def test_several_elevens_at_the_deal_share_the_table():
    # "Si varios jugadores tienen en sus dos cartas iniciales 11 puntos entonces se repartirán todas
    # las cartas sobre las mesa a partes iguales." D6: what cannot be split equally is set aside.
    state = dealt(4, {0: ["B1", "D1"], 1: ["B2", "D2"], 2: ["B3", "D3"], 3: ["P4", "P5"]})
    result = state.results[0]
    assert result.end == END_DEAL_ELEVENS and result.takers == (0, 1, 2)
    deal_on(state)
    assert piles(state) == [2, 2, 2, 0] and result.aside == 2
    assert state.cards.count("aside") == 2


# --- turns ------------------------------------------------------------------------------------------
def test_the_lowest_total_plays():
    # "El orden de los turnos lo determinará la cantidad de puntos que tenga cada jugador empezando
    # por el menor."
    state = position(3, {0: ["D1", "T1"], 1: ["P1", "C1"], 2: ["A1", "A2"]})
    assert state.to_act() == (1,) and state.why == WHY_LOWEST


def test_first_turn_tie_goes_to_the_first_after_the_dealer():
    # "le corresponderá al siguiente a la derecha ... del que repartió las cartas en caso de ser el
    # primer turno" (the dealer is seat 3: seat 0 is first to the right, then 1)
    state = position(4, {0: ["D1", "T1"], 1: ["P1", "C1"], 2: ["D2", "D3"], 3: ["C2", "P2"]})
    assert state.dealer == 3 and state.to_act() == (1,) and state.why == WHY_TIE
    # the dealer tied with a later seat: the one after the dealer first
    state = position(4, {0: ["P1", "C1"], 1: ["D1", "T1"], 2: ["D2", "D3"], 3: ["C2", "P2"]})
    assert state.to_act() == (0,)


def test_a_tie_after_a_turn_goes_to_the_next_tied_player_after_the_last_to_play():
    # "le corresponderá al siguiente a la derecha del jugador que tuvo el último turno"
    # seat 3 draws a Rook (3 -> 7), leaving seats 0 and 2 tied at 4: the first after seat 3 is 0.
    state = position(4, {0: ["P1", "A1"], 1: ["D1", "P2"], 2: ["C1", "C2"], 3: ["P3", "C3"]}, ["T1"])
    assert state.to_act() == (3,)
    state.apply(3, draw())
    assert state.to_act() == (0,) and state.why == WHY_TIE
    # and seat 1 drawing from a tie with seat 3 (first after 1 is 2, then 3)
    state = position(4, {0: ["D1", "T1"], 1: ["P1", "P2"], 2: ["D2", "T2"], 3: ["C1", "C2"]}, ["C3"], last=0)
    assert state.to_act() == (1,)
    state.apply(1, draw())  # 2 -> 4: tied with seat 3, who is next after 1 among the tied
    assert state.to_act() == (1,) and state.why == WHY_AGAIN  # D3: still tied lowest, plays again


def test_still_the_lowest_plays_again():
    # "La nueva puntuación sigue siendo la menor de todas con lo cual el jugador comenzará también el
    # próximo turno."
    state = position(3, {0: ["P1", "P2"], 1: ["D1", "T1"], 2: ["A1", "A2"]}, ["P3"])
    state.apply(0, draw())
    assert state.to_act() == (0,) and state.why == WHY_AGAIN


def test_no_longer_the_lowest_hands_the_turn_on():
    # "La nueva puntuación deja de ser la menor de todas con lo que el turno pasa al jugador con la
    # nueva menor puntuación."
    state = position(3, {0: ["P1", "P2"], 1: ["D1", "T1"], 2: ["A1", "A2"]}, ["D2"])
    state.apply(0, draw())  # 3 -> 8
    assert state.to_act() == (2,)


# --- a card over 11, exactly 11 ---------------------------------------------------------------------
def test_over_eleven_loses_the_cards():
    # "La nueva puntuación es mayor de 11 puntos con lo que el jugador pierde la ronda perdiendo todas
    # las cartas que tenga sobre la mesa en ese momento."
    state = position(3, {0: ["D1", "A1"], 1: ["D2", "T1"], 2: ["D3", "T2"]}, ["D4"])
    state.apply(0, draw())  # 8 + 5 = 13
    assert state.status[0] == BUST and len(state.table(0)) == 3
    assert state.to_act() == (1,)
    # the bust cards stay on the table for the round's winner (D-G-BD-8 of our reading)
    state = position(3, {0: ["D1", "A1"], 1: ["D2", "T1"], 2: ["D3", "T2"]}, ["D4", "C1", "A3"])
    state.apply(0, draw())
    state.apply(1, draw())  # 9 + 2 = 11: wins everything, the bust cards too
    deal_on(state)
    assert piles(state) == [0, 3 + 3 + 2, 0]


def test_exactly_eleven_wins_at_once():
    # "La nueva puntuación es exactamente 11 con lo cual gana inmediatamente la ronda y se queda con
    # las cartas de todos los jugadores para su montón."
    state = position(3, {0: ["D1", "C1"], 1: ["D2", "T1"], 2: ["D3", "T2"]}, ["T3"])
    state.apply(0, draw())
    last = state.results[-1]
    assert last.end == END_ELEVEN and last.takers == (0,)
    # the round's cards stay in sight, the drawn Rook with them, until the next dealer deals on
    assert state.table(0)[-1] == cards("T3")[0]
    deal_on(state)
    assert piles(state) == [7, 0, 0]
    assert state.round_number == 2 and all(len(state.table(s)) == 2 for s in range(3))


# --- withdrawing, the last player left, ties ---------------------------------------------------------
def test_withdraw_keeps_half_of_ones_cards():
    # "o si prefiere retirarse de la mano, recuperando para su bulto propio la mitad de las cartas
    # propias y dejando el resto como trofeo para el jugador ganador de la ronda."
    # D5: half rounded down.
    state = position(3, {0: ["P1", "P2", "P3", "C1", "C2"], 1: ["D2", "T1"], 2: ["D3", "T2"]})
    assert state.to_act() == (0,)
    state.apply(0, withdraw())
    assert state.status[0] == OUT and piles(state)[0] == 2 and len(state.table(0)) == 3


def test_the_last_player_left_takes_the_table():
    # "Los turnos se sucederán hasta que solo quede un jugador con puntuación menor que 11 que se
    # quedará con todas las cartas sobre la mesa."
    state = position(3, {0: ["P1", "P2", "P3"], 1: ["D2", "T1"], 2: ["D3", "C2"]}, ["D4"])
    state.apply(0, withdraw())  # keeps 1, leaves 2
    assert state.to_act() == (2,)  # 7 against 9
    state.apply(2, draw())  # 12: bust
    assert state.results[-1].end == END_LAST and state.results[-1].takers == (1,)
    deal_on(state)
    assert piles(state) == [1, 2 + 2 + 3, 0]


def test_stand_only_when_nobody_is_ahead():
    # "deberá decidir si desea recibir una carta más, algo que tendrá que hacer siempre que no tenga
    # él la mayor puntuacion (empatado con otros jugadores)" D4: standing only when all are tied.
    state = position(3, {0: ["P1", "P2"], 1: ["D2", "T1"], 2: ["A3", "A2"]})
    assert stand() not in state.legal_actions(0)
    with pytest.raises(IllegalActionError):
        state.apply(0, stand())
    state = position(3, {0: ["T3", "T2"], 1: ["D2", "A1"], 2: ["D3", "A2"]})
    assert state.why == WHY_ALL_TIED and stand() in state.legal_actions(0)


def test_all_tied_and_nobody_draws_share_the_table():
    # "Si varios jugadores tienen todos la misma puntuación (menor de 11 puntos) y ninguno de ellos
    # quiere pedir alguna carta más entonces habrán empatado y se repartirán las cartas a partes
    # iguales entre ellos."
    state = position(3, {0: ["T3", "T2"], 1: ["D2", "A1"], 2: ["D3", "A2", "P4"]}, status={2: OUT})
    state.cards.replace("table.2", cards("D3", "A2", "P4"))
    state._recount(2)
    state.status[2] = OUT
    state.last_actor = 2
    state._pass_turn()
    assert state.to_act() == (0,) and state.why == WHY_ALL_TIED
    state.apply(0, stand())
    assert state.to_act() == (1,)
    state.apply(1, stand())
    result = state.results[-1]
    assert result.end == END_TIE and result.takers == (0, 1) and result.taken == (3, 3, 0) and result.aside == 1


def test_a_draw_after_a_stand_starts_the_standing_again():
    state = position(2, {0: ["T3", "T2"], 1: ["D2", "A1"]}, ["P1", "P2"])
    state.apply(0, stand())
    assert state.to_act() == (1,)
    state.apply(1, draw())  # 8 -> 9: seat 0 lowest
    assert state.stood == [] and state.to_act() == (0,)


# --- the Joker -----------------------------------------------------------------------------------------
def test_joker_counts_one_rather_than_bust():
    # "puede cambiar entre estos dos valores en cualquier momento de la ronda, según le convenga"
    # D2: a new Joker counts 6 if that does not take the total over 11, else 1.
    state = position(3, {0: ["T1", "T2"], 1: ["D2", "A1"], 2: ["D3", "A2"]}, ["B5"])
    state.apply(0, draw())
    assert state.high[0] == 0 and state._total(0) == 9 and state.status[0] == ACTIVE
    state = position(3, {0: ["P1", "P2"], 1: ["D2", "A1"], 2: ["D3", "A2"]}, ["B5"])
    state.apply(0, draw())
    assert state.high[0] == 1 and state._total(0) == 8


def test_a_joker_that_can_make_eleven_does():
    # D2: exactly 11 by some count of the Jokers is 11 at once (the holder would say so).
    state = position(3, {0: ["P1", "P2", "P3"], 1: ["D2", "A1"], 2: ["D3", "A2"]}, ["B5"])
    state.apply(0, draw())  # 3 + 6 + ... = 1+1+1+6 = 9; not 11
    assert state._total(0) == 9
    state = position(3, {0: ["T1", "P2"], 1: ["D2", "A1"], 2: ["D3", "A2"]}, ["B5"])
    state.apply(0, draw())  # 4 + 1 + 6 = 11
    assert state.results[-1].end == END_ELEVEN and state.results[-1].takers == (0,)


def test_a_joker_dealt_first_counts_six_like_one_dealt_second():
    # "El Jóker puede valer 6 puntos o 1 punto"; D2: a Joker counts 6 when it arrives if that keeps
    # the total within 11. Rules 1 counted only the second card of the deal (a Joker then a Pawn
    # showed 2), so this is rules version 2.
    state = dealt(3, {0: ["B4", "P3"], 1: ["P2", "B5"], 2: ["B1", "B2"]})
    assert state.totals() == (7, 7, 7)
    assert state.high == [1, 1, 1]  # two Jokers: the first at 6, the second at 1 (6 + 6 is over 11)
    assert BlackDrez.rules_version == 2
    state = dealt(3, {0: ["B4", "D3"], 1: ["P2", "C5"], 2: ["A1", "A2"]})
    assert state.results[0].end == END_ELEVEN and state.results[0].takers == (0,)  # 6 + 5


def test_joker_choice_on_ones_turn():
    # The holder changes the Joker's value: counted low, the seat stays the lowest and plays; counted
    # high, it may no longer be the lowest, and the turn passes (D2).
    state = position(3, {0: ["B1", "C1"], 1: ["P3", "A1"], 2: ["D3", "A2"]})
    assert state._total(0) == 8 and state.to_act() == (1,)
    state = position(3, {0: ["B1", "C1"], 1: ["P3", "A1"], 2: ["D3", "A2"]}, last=1)
    state.high[0] = 0
    state._pass_turn()
    assert state.to_act() == (0,) and jokers(1) in state.legal_actions(0)
    state.apply(0, jokers(1))  # 3 -> 8: seat 1 (4) is now the lowest
    assert state.to_act() == (1,) and state._total(0) == 8


def test_joker_choice_once_a_turn():
    state = position(3, {0: ["B1", "C1"], 1: ["D3", "T1"], 2: ["D4", "A2"]}, ["P5"])
    assert state.to_act() == (0,) and state._total(0) == 8
    state.apply(0, jokers(0))  # 3: still the lowest
    assert state.to_act() == (0,) and not any(a.kind == "jokers" for a in state.legal_actions(0))
    with pytest.raises(IllegalActionError):
        state.apply(0, jokers(1))
    state.apply(0, draw())  # 4, still the lowest: a new turn of the same player
    assert state.to_act() == (0,) and jokers(1) in state.legal_actions(0)


# --- the deck, the rounds, the end -------------------------------------------------------------------
def test_a_new_round_deals_two_cards_each_and_the_dealer_moves():
    # "Una vez terminada una ronda comienza la próxima con una nueva repartición de dos cartas por
    # jugador." D8: the deal passes one seat each round.
    state = position(3, {0: ["D1", "C1"], 1: ["D2", "T1"], 2: ["D3", "T2"]}, ["T3"])
    state.apply(0, draw())
    deal_on(state)
    assert state.round_number == 2 and state.dealer == 0
    assert all(len(state.table(s)) == 2 for s in range(3))


def test_empty_deck_no_draw():
    # D7: with the deck empty nobody can draw; the lowest withdraws (or stands, all tied).
    state = position(2, {0: ["P1", "P2"], 1: ["D2", "T1"]})
    rest = list(state.cards.cards("deck"))
    state.cards.replace("deck", [])
    state.cards.replace("aside", rest)
    state.results = []
    state._legal = None
    assert draw() not in state.legal_actions(0) and withdraw() in state.legal_actions(0)


def test_most_cards_wins_when_the_deck_runs_out():
    # "Ganará el juego completo el jugador que tenga más cartas en su montón al final del mismo."
    # D7: the game ends when the deck cannot deal two cards to each.
    from game.ai.base import RandomBot

    for n in (2, 5, 8):
        state = BlackDrez(n, 7)
        bot = RandomBot(1)
        while not state.is_over():
            seat = state.to_act()[0]
            state.apply(seat, bot.choose(state, seat))
        assert state.cards.count("deck") < 2 * n
        outcome = state.outcome()
        assert outcome is not None
        best = max(piles(state))
        assert outcome.winners == tuple(s for s in range(n) if piles(state)[s] == best)


def test_rounds_option():
    from game.ai.base import RandomBot

    state = BlackDrez(3, 2, {"rounds": 3})
    bot = RandomBot(2)
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, bot.choose(state, seat))
    assert len(state.results) == 3


# --- the worked example ---------------------------------------------------------------------------------
def test_the_rulebook_example_turn_by_turn():
    # "El jugador de arriba tiene 9 puntos / El jugador de la izquierda tiene 10 puntos / El jugador de
    # abajo tiene 8 puntos / El jugador de la derecha tiene 12 puntos con lo que se ha pasado de 11"
    top, left, bottom, right = 0, 1, 2, 3
    state = position(
        4,
        {top: ["T1", "D1"], left: ["D2", "D3"], bottom: ["T2", "T3"], right: ["D4", "T4", "A4"]},
        ["B5", "P5", "C5"],
        status={right: BUST},
        last=right,
    )
    assert state.totals()[:3] == (9, 10, 8)
    # "El próximo turno corresponderá, por tanto, al jugador de abajo."
    assert state.to_act() == (bottom,) and state.why == WHY_LOWEST
    # "solo si el sale una reina o una torre": with 8, only a Queen or a Rook takes it over 11
    assert [8 + value(c) > 11 for c in cards("D1", "T1", "A1", "C1", "P1")] == [True, True, False, False, False]
    # "recibe ... un jóker que puede usar como 6 con lo cual se pasaría o como 1 que es lo que
    # finalmente hace, aumentando su puntuación a 9 y manteniéndose como el de menor puntuación
    # conjuntamente con el de arriba. Pide entonces una próxima carta."
    state.apply(bottom, draw())
    assert state._total(bottom) == 9 and state.high[bottom] == 0
    assert state.to_act() == (bottom,) and state.why == WHY_AGAIN
    # "Esta sería un peón y llegaría a 10 puntos con lo que el turno pasaría al jugador de arriba."
    state.apply(bottom, draw())
    assert state._total(bottom) == 10 and state.to_act() == (top,)
    # "un caballo de valor 2 puntos que sumado a los 9 que tenía, alcanzan los 11 puntos, ganando
    # inmediatamente la mano y quedándose con todas las cartas de la mesa."
    state.apply(top, draw())
    result = state.results[-1]
    assert result.end == END_ELEVEN and result.takers == (top,)
    deal_on(state)
    assert piles(state) == [3 + 2 + 4 + 3, 0, 0, 0]


# --- bad input, saves -------------------------------------------------------------------------------------
def test_bad_input_is_refused_and_nothing_changes():
    state = position(3, {0: ["P1", "P2"], 1: ["D2", "T1"], 2: ["D3", "T2"]})
    before = json.dumps(state.snapshot(), sort_keys=True)
    for seat, action in ((1, draw()), (0, stand()), (0, jokers(1)), (0, Action("play", ("D5",))), (7, draw())):
        with pytest.raises(IllegalActionError):
            state.apply(seat, action)
    assert json.dumps(state.snapshot(), sort_keys=True) == before


def test_snapshot_round_trip():
    from game.ai.base import RandomBot

    for n, options in ((2, {}), (5, {"decks": 2}), (8, {"rounds": 5})):
        state = BlackDrez(n, 9, options)
        bot = RandomBot(3)
        for _ in range(25):
            if state.is_over():
                break
            seat = state.to_act()[0]
            state.apply(seat, bot.choose(state, seat))
        data = json.loads(json.dumps(state.snapshot()))
        again = BlackDrez.from_snapshot(n, 9, state.options, data)
        assert again.snapshot() == state.snapshot()
        assert again.view(0) == state.view(0)


def test_determinize_only_reorders_the_deck():
    import random

    state = BlackDrez(4, 5)
    other = state.determinize(1, random.Random(3))
    assert sorted(other.cards.cards("deck")) == sorted(state.cards.cards("deck"))
    for s in range(4):
        assert other.table(s) == state.table(s)
    assert other.view(1) == state.view(1)


def test_the_log_says_which_way_a_joker_turned_and_the_total():
    # "El Jóker puede valer 6 puntos o 1 punto y puede cambiar entre estos dos valores en cualquier
    # momento de la ronda": the moves list said "counts 0 Jokers at 6" when a Joker went from 6 to 1,
    # a line that read as if nothing had happened. It says the change and the total it makes.
    from game.text import render

    state = position(3, {0: ["B1", "C1"], 1: ["D3", "T1"], 2: ["D4", "A2"]}, ["P5"])
    assert state.to_act() == (0,) and state._total(0) == 8
    down = state.describe(0, jokers(0))
    assert render(down, "en", ["Ana", "Bea", "Cid"]) == "Ana turns a Joker down to 1 (total 3)"
    assert render(down, "es", ["Ana", "Bea", "Cid"]) == "Ana baja un bufón a 1 (total 3)"
    state.apply(0, jokers(0))
    state.apply(0, draw())  # 4, still the lowest: the Joker may turn again
    up = state.describe(0, jokers(1))
    assert render(up, "en", ["Ana", "Bea", "Cid"]) == "Ana turns a Joker up to 6 (total 9)"
    assert render(up, "es", ["Ana", "Bea", "Cid"]) == "Ana sube un bufón a 6 (total 9)"
    two = position(3, {0: ["B1", "B2"], 1: ["D3", "T1"], 2: ["D4", "A2"]})
    assert two.high[0] == 1 and two._total(0) == 7
    assert render(two.describe(0, jokers(0)), "en", ["Ana", "Bea", "Cid"]) == "Ana turns a Joker down to 1 (total 2)"
