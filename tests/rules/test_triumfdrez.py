"""TriumfDrez's rules against the rulebook (rulebook 003, section "TriumfDrez"), one test per rule,
each quoting the line it checks; the rulebook's trick, auction and scoring examples are tests; the
decisions where the text is silent (D1-D11 in games/triumfdrez/engine.py) are tested by name."""

from __future__ import annotations

import random

import pytest

from game.cards.pokerdrez import Colour, Figure, PokerDrezCard, figure_deck
from game.core import Action, IllegalActionError
from games.triumfdrez.engine import TriumfDrez, hand_value, minimum_bid, power, sides_for
from games.triumfdrez.view import Bid, bid, pass_, play

A, B, C, D, P, T = Figure.ALFIL, Figure.BUFON, Figure.CABALLO, Figure.DAMA, Figure.PEON, Figure.TORRE
GREY, RED, BLUE, CYAN, GREEN = Colour.GREY, Colour.RED, Colour.BLUE, Colour.CYAN, Colour.GREEN


def cards(*codes: str) -> list[PokerDrezCard]:
    return [PokerDrezCard.decode(code) for code in codes]


def position(players: int, hands: dict[int, list[str]], seed: int = 0, options=None) -> TriumfDrez:
    """A fresh hand whose named hands hold exactly the given cards (the others dealt from the rest)."""
    state = TriumfDrez(players, seed, options or {})
    chosen = [card for codes in hands.values() for card in cards(*codes)]
    rest = [card for card in figure_deck(1) if card not in chosen]
    random.Random(seed).shuffle(rest)
    for seat in range(players):
        if seat in hands:
            held = cards(*hands[seat])
        else:
            held, rest = rest[:13], rest[13:]
        assert len(held) == 13
        state.cards.replace(f"hand.{seat}", held)
    state.cards.replace("undealt", rest)
    assert not state.invariant_violations()
    return state


def contract(state: TriumfDrez, declarer: int, wanted: Bid) -> None:
    """Run the auction so that ``declarer`` wins it with ``wanted`` (the others pass)."""
    n = state.players
    seat = state.to_act()[0]
    while seat != declarer:
        state.apply(seat, pass_() if state.high() else Bid(minimum_bid(n), P, GREY, False).action())
        seat = state.to_act()[0]
    state.apply(declarer, wanted.action())
    for _ in range(n - 1):
        state.apply(state.to_act()[0], pass_())
    assert state.contract is not None and state.contract.bid == wanted


def play_out(state: TriumfDrez) -> None:
    """Every seat plays its first legal card until the hand is scored."""
    hand = state.hand_number
    while state.hand_number == hand and not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])


# --- components, players, deal -----------------------------------------------------------------------


def test_thirteen_cards_each_and_the_rest_face_down_unseen():
    # "cada jugador recibirá 13 cartas al comenzar la partida. Las cartas restantes permanecerán ocultas
    # bocabajo todo el tiempo." D1: the 54 figure cards (the neutral cards have no rule here).
    for players, undealt in ((2, 28), (3, 15), (4, 2)):
        state = TriumfDrez(players, 3)
        assert [state.cards.count(f"hand.{s}") for s in range(players)] == [13] * players
        assert state.cards.count("undealt") == undealt
        assert not any(card.is_neutral for card in state.cards.layout.box) and len(state.cards.layout.box) == 54
        for seat in (*range(players), None):
            view = state.view(seat)
            assert view.undealt_count == undealt and view.hand_counts == (13,) * players
        assert state.view(None).hand is None


def test_two_three_or_four_players_four_in_partnerships_sitting_opposite():
    # "Podrán jugar dos, tres o cuatro jugadores, en este último caso se jugará en parejas que se
    # sentarán uno frente al otro."
    assert sides_for(4) == ((0, 2), (1, 3))
    assert sides_for(3) == ((0,), (1,), (2,)) and sides_for(2) == ((0,), (1,))
    for bad in (1, 5):
        with pytest.raises(ValueError):
            TriumfDrez(bad, 0)


def test_the_deal_comes_from_the_games_own_generator():
    assert TriumfDrez(4, 11).snapshot() == TriumfDrez(4, 11).snapshot()
    assert TriumfDrez(4, 11).snapshot()["cards"] != TriumfDrez(4, 12).snapshot()["cards"]


# --- the auction ----------------------------------------------------------------------------------------


def test_the_player_after_the_dealer_opens_the_auction_and_must_bid():
    # "el primer jugador, el siguiente por la derecha al que ha repartido las cartas, deberá indicar una
    # figura ... y un color ... y la cantidad de bazas" (D2: seat 0 opens the first hand; D3: no pass)
    state = TriumfDrez(3, 0)
    assert state.dealer == 2 and state.to_act() == (0,)
    assert pass_() not in state.legal_actions(0)
    before = state.snapshot()
    with pytest.raises(IllegalActionError, match="must bid"):
        state.apply(0, pass_())
    assert state.snapshot() == before


def test_a_later_player_passes_or_raises_the_number_of_tricks():
    # "Los siguientes jugadores, por orden, deberán pasar ... o aumentar la cantidad de bazas propuesta"
    state = TriumfDrez(2, 0)
    state.apply(0, bid(8, C, BLUE))
    legal = state.legal_actions(1)
    assert pass_() in legal and bid(9, A, RED) in legal
    assert bid(8, A, RED) not in legal  # as many tricks with trump and super-trump is not higher
    assert bid(7, None, None, True) not in legal  # fewer tricks never


def test_as_many_tricks_without_trump_super_trump_or_both_is_higher():
    # "Un jugador también puede mejorar la propuesta del jugador anterior (sin tener que aumentar el número
    # de bazas ...) si propone jugar sin triunfos, sin supertriunfos o incluso, sin ninguno de los dos."
    high = Bid(9, A, RED, False)
    assert Bid(9, None, GREEN, False).beats(high) and Bid(9, A, None, False).beats(high)
    assert Bid(9, None, None, False).beats(Bid(9, None, GREEN, False))
    # D5: dropping the trump or the super-trump is the same step
    assert not Bid(9, A, None, False).beats(Bid(9, None, GREEN, False))
    assert not Bid(9, None, GREEN, False).beats(Bid(9, A, None, False))


def test_open_hands_have_priority_at_the_same_number_of_tricks():
    # "Por último, sin tener que aumentar las cantidad de bazas propuestas (con o sin triunfos y
    # supertriunfos) un jugador (o pareja) tendrá prioridad frente a otros si declara que jugará
    # (jugarán) con sus cartas descubiertas." D5: open beats any closed bid of as many tricks.
    assert Bid(9, A, RED, True).beats(Bid(9, None, None, False))
    assert Bid(9, None, None, True).beats(Bid(9, A, RED, True))
    assert not Bid(9, None, None, True).beats(Bid(10, A, RED, False))


def test_the_figure_and_colour_chosen_never_make_a_bid_higher():
    # D5
    assert not Bid(9, B, GREEN, False).beats(Bid(9, P, GREY, False))


def test_the_rulebooks_auction_example():
    # "El primer jugador dice que ganará ocho bazas si el triunfo es el caballo y el supertriunfo el azul"
    state = TriumfDrez(4, 5)
    state.apply(0, bid(8, C, BLUE))
    # "El segundo jugador dice que él ganará nueve si el triunfo es el alfil y el supertriunfo el rojo"
    state.apply(1, bid(9, A, RED))
    # "El tercer jugador afirma que ganará igualmente nueve bazas sin utilizar triunfos, pero sí
    # supertriunfos verdes con lo que ha mejorado la proposición de su antecesor"
    state.apply(2, bid(9, None, GREEN))
    # "El cuarto jugador predice que ganará nueve bazas sin triunfos y con el supertriunfo cian y con sus
    # cartas (y las de su compañero) abiertas. Esto vence a la proposición del tercer jugador."
    state.apply(3, bid(9, None, CYAN, True))
    # "El primer jugador decide aumentar a diez bazas con triunfo de caballo y el supertriunfo azul."
    state.apply(0, bid(10, C, BLUE))
    # "Ninguno de los demás jugadores se atreve a aumentar esta predicción"
    for seat in (1, 2, 3):
        assert state.phase == "auction"
        state.apply(seat, pass_())
    # "La pareja del primer y tercer jugador deberá, por tanto ganar al menos 10 de las 13 bazas ...
    # No necesitarán mostrar sus cartas"
    assert state.phase == "play" and state.contract is not None
    assert state.contract.declarer == 0 and state.contract.side == (0, 2)
    assert state.contract.bid == Bid(10, C, BLUE, False)
    assert state.view(1).open_hands == ()
    assert state.to_act() == (0,)  # D7: the declarer leads


def test_the_auction_ends_when_everybody_else_passes_after_a_bid_and_a_pass_is_not_final():
    # "Cuando, tras la propuesta de un jugador, ninguno de los demás se atreva a aumentar su propuesta,
    # éste resultará el vencedor" (D6: the example's first player bids again after passing the turn)
    state = TriumfDrez(3, 1)
    state.apply(0, bid(5, T, RED))
    state.apply(1, pass_())
    state.apply(2, bid(6, T, RED))
    state.apply(0, pass_())
    state.apply(1, bid(6, None, RED))  # passed once, bids again
    state.apply(2, pass_())
    assert state.phase == "auction"
    state.apply(0, pass_())
    assert state.phase == "play" and state.contract.declarer == 1


def test_a_contract_is_a_majority_of_the_tricks_at_least_and_thirteen_at_most():
    # D4: the text sets no bounds; a smaller bid could not fail
    assert minimum_bid(2) == minimum_bid(4) == 7 and minimum_bid(3) == 5
    state = TriumfDrez(2, 0)
    assert bid(6, A, RED) not in state.legal_actions(0) and bid(7, A, RED) in state.legal_actions(0)
    with pytest.raises(IllegalActionError, match="7 to 13"):
        state.apply(0, bid(14, A, RED))
    state.apply(0, bid(13, None, None, True))
    assert state.legal_actions(1) == [pass_()]


def test_the_opener_may_open_without_trumps_or_open():
    # D3
    state = TriumfDrez(2, 0)
    assert bid(7, None, None, True) in state.legal_actions(0)


# --- the play of a trick -------------------------------------------------------------------------------


def test_the_others_must_follow_the_figure_led():
    # "el resto de los jugadores están obligados a lanzar cartas de la misma figura que la que lanzó el
    # primer jugador siempre que dispongan al menos de una de ellas."
    state = position(
        2,
        {
            0: ["C9", "C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8", "P1", "P2", "P3", "P4"],
            1: ["A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8", "A9", "P5", "P6", "P7", "P8"],
        },
    )
    contract(state, 0, Bid(7, None, None, False))
    state.apply(0, play(cards("P1")[0]))
    assert state.legal_actions(1) == [play(c) for c in cards("P5", "P6", "P7", "P8")]
    before = state.snapshot()
    with pytest.raises(IllegalActionError, match="figure led"):
        state.apply(1, play(cards("A9")[0]))
    assert state.snapshot() == before


def test_the_first_player_may_lead_any_card_and_a_void_player_play_any():
    # "el primer jugador podrá escoger la carta que desee para empezarla"; "Cuando un jugador no tiene
    # ninguna carta de la figura inicial puede lanzar también, si lo desea, una carta de triunfo"
    state = position(
        2,
        {
            0: ["C9", "C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8", "P1", "P2", "P3", "P4"],
            1: ["A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8", "A9", "P5", "P6", "P7", "P8"],
        },
    )
    contract(state, 0, Bid(7, A, None, False))
    assert len(state.legal_actions(0)) == 13
    state.apply(0, play(cards("C9")[0]))
    assert len(state.legal_actions(1)) == 13


def test_the_highest_number_of_the_figure_led_wins_and_other_figures_cannot():
    # "La baza será ganada por la carta con la mayor numeración, según el color, de la misma figura lanzada
    # por el primer jugador. Cartas de una figura diferente a la inicial, aunque posean una jerarquía o
    # numeración mayor, no podrán ganar la baza (siempre que no sean triunfos)."
    led = cards("C3")[0]
    assert power(cards("C8")[0], led, A, None) > power(led, led, A, None)
    assert power(cards("D9")[0], led, A, None) < power(led, led, A, None)
    assert power(cards("B9")[0], led, None, None) < power(cards("C1")[0], led, None, None)


def test_a_trump_beats_any_non_trump_and_a_super_trump_beats_even_trumps():
    # "una carta de triunfo que vencerá a cualquier carta que no sea triunfo o una carta del color del
    # supertriunfo, que vencerá incluso a cualquier otra carta de triunfo."
    led = cards("C9")[0]
    trump, supertrump = A, CYAN
    assert power(cards("A1")[0], led, trump, supertrump) > power(led, led, trump, supertrump)
    assert power(cards("P7")[0], led, trump, supertrump) > power(cards("A9")[0], led, trump, supertrump)


def test_among_trumps_the_higher_number_among_super_trumps_the_higher_figure():
    # "Entre triunfos vencerá el de mayor mumeración. Entre supertriunfos vencerá el de mayor jerarquía
    # teniendo en cuenta el siguiente orden de mayor a menor: Jóker, Dama, Torre, Alfil, Caballo, Peón."
    led = cards("P2")[0]
    assert power(cards("A8")[0], led, A, CYAN) > power(cards("A3")[0], led, A, CYAN)
    ranking = [power(c, led, A, CYAN) for c in cards("B7", "D7", "T7", "C7", "P7")]
    assert ranking == sorted(ranking, reverse=True)
    assert power(cards("P7")[0], led, A, CYAN) > power(cards("A9")[0], led, A, CYAN)


def test_the_trump_figure_in_the_super_trump_colour_is_the_highest_card_of_all():
    # "La carta de la figura del triunfo y el color del supertriunfo será la carta más poderosa de toda la
    # baraja en esa partida."
    led = cards("B1")[0]
    top = power(cards("A7")[0], led, A, CYAN)
    assert all(top > power(c, led, A, CYAN) for c in figure_deck(1) if c.encode() != "A7")


def test_a_led_super_trump_keeps_its_power():
    # D8: "un color que será un supertriunfo" is powerful wherever it is played
    led = cards("C7")[0]
    assert power(led, led, A, CYAN) > power(cards("C9")[0], led, A, CYAN)


def test_without_trump_or_super_trump_only_the_figure_led_wins():
    # "Normalmente (se explicará luego cuando no es el caso) existirá una figura que será el triunfo"
    led = cards("T2")[0]
    assert power(cards("A7")[0], led, None, None) == (0, 0) == power(cards("P7")[0], led, None, None)


EXAMPLE_HANDS = {
    0: ["C9", "C1", "C5", "C6", "D1", "D2", "D3", "D4", "D5", "D6", "B1", "B2", "B3"],
    1: ["A3", "A1", "A2", "T1", "T2", "T3", "T4", "T5", "T6", "T9", "B4", "B5", "D8"],
    2: ["C2", "C3", "C4", "P1", "P2", "P3", "P4", "P5", "P6", "P8", "P9", "B6", "B8"],
    3: ["P7", "A4", "A5", "A6", "A7", "A8", "A9", "D7", "D9", "T7", "T8", "B7", "B9"],
}


def test_the_rulebooks_trick_example():
    # "Ejemplo donde el triunfo es el alfil y el supertriunfo es el cian"
    state = position(4, EXAMPLE_HANDS)
    contract(state, 0, Bid(7, A, CYAN, False))
    # "Si en una baza un jugador comienza con un caballo verde todos los jugadores tendrán que lanzar
    # cartas de caballos siempre que tengan."
    state.apply(0, play(cards("C9")[0]))
    # "El segundo jugador no tiene caballos y lanza un alfil, que es un triunfo, con lo que está ganando
    # la baza de momento."
    assert len(state.legal_actions(1)) == 13
    state.apply(1, play(cards("A3")[0]))
    assert state.trick.winner(state._power) == 1
    # "El tercer jugador lanza una caballo rojo (tiene que servir el caballo, aunque ya sepa que va a
    # perder la baza)."
    assert state.legal_actions(2) == [play(c) for c in cards("C2", "C3", "C4")]
    state.apply(2, play(cards("C2")[0]))
    # "El último jugador tampoco tiene caballos y lanza un peón cian que siendo el color del supertriunfo
    # vence incluso al triunfo de alfil y gana la baza."
    state.apply(3, play(cards("P7")[0]))
    assert state.done[-1][1] == 3 and state.tricks_won() == (0, 0, 0, 1)
    assert state.last.detail.winner == 3 and state.view(1).tricks[-1].winner == 3
    # "El jugador que gane una baza comenzará la siguiente."
    assert state.to_act() == (3,) and state.trick.leader == 3


def test_nobody_is_obliged_to_win_a_trick():
    # "Un jugador no está obligado a intentar ganar una baza ... aunque tenga cartas de mayor numeración
    # o triunfos puede reservarlos"
    state = position(4, EXAMPLE_HANDS)
    contract(state, 0, Bid(7, A, CYAN, False))
    state.apply(0, play(cards("C1")[0]))
    assert play(cards("B4")[0]) in state.legal_actions(1)  # a void player need not trump
    state.apply(1, play(cards("B4")[0]))
    assert play(cards("C2")[0]) in state.legal_actions(2) and play(cards("C4")[0]) in state.legal_actions(2)


# --- scoring and the match --------------------------------------------------------------------------------


def test_the_rulebooks_scoring_example():
    # "si un jugador gana el triunfo con una propuesta de 8 bazas y logra 10 entonces recibirá 12 puntos
    # ... Si en lugar de eso hubiese obtenido solo 7 bazas entonces sus contrincantes recibirían 10 puntos"
    assert hand_value(8, 10) == 12 and hand_value(8, 7) == 10 and hand_value(8, 8) == 8


def test_a_made_contract_scores_for_the_declaring_side():
    # "Si el jugador o pareja logra cumplir su objetivo recibirá esa cantidad de puntos"
    spades = ["B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9", "D1", "D2", "D3", "D4"]
    state = position(4, {0: spades})
    contract(state, 0, Bid(7, B, None, False))
    play_out(state)
    result = state.results[-1]
    assert result.made and result.taken >= 9  # nine Jokers, nobody else holds one
    assert state.scores == [hand_value(7, result.taken), 0] and result.scorers == (0,)


def test_a_failed_contract_scores_for_each_opponent():
    # "si no lo logra los recibirán los jugadores contrarios" (D11: both opponents with three players)
    state = position(
        3,
        {
            0: ["P1", "P2", "P3", "P4", "C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8", "C9"],
            1: ["P9", "A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8", "A9", "T1", "T2", "T3"],
        },
    )
    contract(state, 0, Bid(13, None, None, False))
    play_out(state)
    result = state.results[-1]
    assert not result.made and result.taken < 13
    value = hand_value(13, result.taken)
    assert state.scores == [0, value, value] and result.scorers == (1, 2)


def test_the_deal_passes_on_after_each_hand():
    # D2
    state = position(2, {})
    contract(state, 1, Bid(7, None, None, False))
    play_out(state)
    assert state.hand_number == 2 and state.dealer == 0 and state.to_act() == (1,)
    assert state.phase == "auction" and state.calls == [] and state.cards.count("hand.0") == 13


def test_the_first_side_to_reach_the_target_wins():
    # "Ganará el primer jugador o pareja que logre llegar a un número de puntos previamente establecido,
    # por ejemplo, 50." (option, 50 by default)
    assert TriumfDrez(2, 0).target == 50
    state = position(
        4, {0: ["B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9", "D1", "D2", "D3", "D4"]}, options={"target": 30}
    )
    state.scores = [20, 0]  # a game already under way: only the crossing of the target matters here
    contract(state, 0, Bid(7, B, None, False))
    play_out(state)
    assert state.is_over() and state.winners == (0,)
    outcome = state.outcome()
    assert outcome.placing == (1, 2, 1, 2) and outcome.scores[0] == outcome.scores[2] == state.scores[0]
    assert state.to_act() == () and state.legal_actions(0) == []


def test_a_tie_past_the_target_plays_another_hand():
    # D9: several sides pass the target on one hand: the higher total wins; still tied, another hand
    state = position(
        3,
        {
            0: ["P1", "P2", "P3", "P4", "C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8", "C9"],
            1: ["P9", "A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8", "A9", "T1", "T2", "T3"],
        },
        options={"target": 30},
    )
    contract(state, 0, Bid(13, None, None, False))
    play_out(state)
    assert state.scores[1] == state.scores[2] >= 30
    assert not state.is_over() and state.hand_number == 2


def test_the_target_is_an_option():
    assert TriumfDrez(2, 0, {"target": 100}).target == 100
    with pytest.raises(ValueError):
        TriumfDrez(2, 0, {"target": 7})


# --- open hands and what each seat sees ---------------------------------------------------------------------


def test_an_open_contract_shows_the_declarers_and_partners_hands_to_everyone():
    # "declara que jugará (jugarán) con sus cartas descubiertas" (D10: from the first lead to the end)
    state = TriumfDrez(4, 2)
    assert state.view(1).open_hands == ()
    contract(state, 1, Bid(7, None, CYAN, True))
    for seat in (0, 1, 2, 3, None):
        shown = state.view(seat).open_hands
        assert [hand.seat for hand in shown] == [1, 3]
        assert set(shown[0].cards) == set(state.hand(1)) and set(shown[1].cards) == set(state.hand(3))


def test_a_seat_sees_its_own_hand_and_counts_of_the_others():
    state = TriumfDrez(3, 4)
    view = state.view(1)
    assert sorted(view.hand) == sorted(state.hand(1)) and view.hand_counts == (13, 13, 13)
    twin = state.clone()
    swap = list(state.hand(0)[:3])
    hidden = list(state.cards.cards("undealt")[:3])
    twin.cards.replace("hand.0", hidden + list(state.hand(0)[3:]))
    twin.cards.replace("undealt", swap + list(state.cards.cards("undealt")[3:]))
    assert not twin.invariant_violations()
    assert twin.view(1) == state.view(1) and twin.view(None) == state.view(None)
    assert twin.view(0) != state.view(0)


def test_determinize_never_gives_a_seat_a_figure_it_failed_to_follow():
    state = position(4, EXAMPLE_HANDS)
    contract(state, 0, Bid(7, A, CYAN, False))
    for code in ("C9", "A3", "C2", "P7"):
        state.apply(state.to_act()[0], play(cards(code)[0]))
    rng = random.Random(3)
    hands = set()
    for _ in range(30):
        det = state.determinize(3, rng)
        assert not det.invariant_violations()
        assert det.view(3) == state.view(3)
        assert not any(card.figure is C for card in det.hand(1))
        hands.add(tuple(sorted(det.hand(0))))
    assert len(hands) > 10


def test_determinize_keeps_open_hands():
    state = TriumfDrez(4, 8)
    contract(state, 2, Bid(8, None, None, True))
    for _ in range(5):
        det = state.determinize(1, random.Random(_))
        assert det.hand(2) == state.hand(2) and det.hand(0) == state.hand(0)


# --- bad input -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "play:C9",
        "bid:9,A,7",
        "bid:9,X,7,closed",
        "bid:9,A,12,closed",
        "bid:9,A,7,maybe",
        "bid:x,A,7,open",
        "dance",
        "play:N",
        "play:Z9",
    ],
)
def test_malformed_or_illegal_actions_are_refused_and_change_nothing(text):
    state = TriumfDrez(2, 0)
    before = state.snapshot()
    with pytest.raises(IllegalActionError):
        state.apply(0, Action.decode(text))
    assert state.snapshot() == before


def test_playing_a_card_one_does_not_hold_is_refused():
    state = position(2, {0: ["B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9", "D1", "D2", "D3", "D4"]})
    contract(state, 0, Bid(7, B, None, False))
    with pytest.raises(IllegalActionError, match="not in your hand"):
        state.apply(0, play(cards("P1")[0]))
    with pytest.raises(IllegalActionError, match="auction is over"):
        state.apply(0, pass_())
