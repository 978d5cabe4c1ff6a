"""Trading Faces (rulebook 004) and its Memory variant: each rule with the line it checks."""

from __future__ import annotations

from collections import Counter

import pytest

from game.core import Action, IllegalActionError, OptionError, SaveError, load_state
from games.tradingfaces.emotions import EXCITED, HAPPY
from games.tradingfaces.engine import BOX, TradingFaces
from games.tradingfaces.view import (
    ACT_IN_PERSON,
    END_TURN,
    GRID_COLUMNS,
    GRID_ROWS,
    PERFORM,
    guess,
    lift,
    pass_card,
    try_pair,
)

LAURA, TIM, NADIA, JENNY = range(4)


def deal(hands, pile=None, players=None):
    """A game of ``len(hands)`` with these hands; the pile is the rest of the box unless given. A hand
    made by ``filler`` is completed from what the box has left, without making a set."""
    players = players or len(hands)
    state = TradingFaces(players, 0, {})
    left = Counter(BOX) - Counter(c for h in hands for c in (h.cards if isinstance(h, Fill) else h))
    full = []
    for h in hands:
        if isinstance(h, Fill):
            hand = list(h.cards)
            for n in range(13, 0, -1):
                while len(hand) < h.size and left[n] > 0 and hand.count(n) < 2 and n not in h.cards:
                    hand.append(n)
                    left[n] -= 1
                    break
            full.append(hand)
        else:
            full.append(list(h))
    rest = Counter(BOX) - Counter(c for h in full for c in h)
    state.hands = [sorted(h) for h in full]
    state.pile = list(pile) if pile is not None else sorted(rest.elements())
    state.boxed, state.sets, state.guesses = [], [], []
    if pile is not None:
        state.boxed = sorted((rest - Counter(pile)).elements())
    state.won = [[] for _ in range(players)]
    state.queue, state.current, state.choices = [], None, [None] * players
    state.passes = 0
    state._after_change()
    assert not state.invariant_violations()
    return state


class Fill:
    def __init__(self, cards, size):
        self.cards, self.size = tuple(cards), size


def filler(*emotions, size=8):
    """A hand holding ``emotions``, completed to ``size`` by ``deal`` with other emotions (no set)."""
    return Fill(emotions, size)


# --- set-up --------------------------------------------------------------------------------------------
def test_player_counts_are_the_rulebooks_for_each_variant():
    # "Juego (para 3-5 jugadores)"; "Variación de la memoria (para 2-4 jugadores)"
    assert TradingFaces.player_range({"variant": "classic"}) == (3, 5)
    assert TradingFaces.player_range({"variant": "memory"}) == (2, 4)
    assert sorted((n, o["variant"]) for n, o in TradingFaces.configurations()) == [
        (2, "memory"),
        (3, "classic"),
        (3, "memory"),
        (4, "classic"),
        (4, "memory"),
        (5, "classic"),
    ]
    with pytest.raises(OptionError, match="3-5 players, not 2"):
        TradingFaces(2, 1, {})
    with pytest.raises(OptionError, match="2-4 players, not 5"):
        TradingFaces(5, 1, {"variant": "memory"})


def test_a_save_of_a_count_the_variant_does_not_take_is_refused():
    # (saves made before the rulebook's counts were followed: two players passing, five at Memory)
    save = TradingFaces(4, 3, {"variant": "memory"}).to_json()
    with pytest.raises(SaveError, match="for 5 players, but Trading Faces with its options is for 2 to 4"):
        load_state({**save, "players": 5}, {"tradingfaces": TradingFaces})


@pytest.mark.parametrize(("players", "cards"), [(3, 10), (4, 8), (5, 6)])
def test_the_deal_by_player_count_and_the_rest_is_the_pile(players, cards):
    # "Para un juego de 3 jugadores: 10 cartas / 4 jugadores: 8 cartas / 5 jugadores: 6 cartas"
    # "Las cartas restantes se colocan boca abajo ... para formar la pila de robo."
    for seed in range(20):
        state = TradingFaces(players, seed, {})
        if state.phase == "pass":
            break
    dealt = [len(h) for h in state.hands]
    assert state.phase == "pass" and dealt == [cards] * players
    assert len(state.pile) == 39 - players * cards


def test_a_set_at_the_deal_is_played_before_the_first_pass():
    # "puede suceder que un jugador ... tenga un conjunto de tres cartas iguales inmediatamente después
    # de recibir cartas. Si es así, el jugador dice «detener» y el juego se detiene."
    state = deal([filler(2, 2, 2), filler(5), filler(7), filler(9)])
    assert state.phase == "act" and state.to_act() == (LAURA,) and state.current == (LAURA, 2)


# --- passing ---------------------------------------------------------------------------------------------
def test_everyone_passes_to_the_left_at_the_same_time():
    # "Laura coloca una carta boca abajo frente a Tim, Tim ... frente a Nadia, Nadia ... frente a Jenny y
    # Jenny ... frente a Laura, al mismo tiempo. Ahora todos toman en sus manos la carta"
    state = deal([filler(1, 1), filler(4, 4), filler(8, 8), filler(10, 10)])
    assert state.to_act() == (LAURA, TIM, NADIA, JENNY)
    before = [list(h) for h in state.hands]
    state.apply(LAURA, pass_card(1))
    # Nothing moves until everybody has chosen, and nobody else sees Laura's choice.
    assert state.hands == before and state.to_act() == (TIM, NADIA, JENNY)
    assert state.view(TIM).my_choice is None and state.view(LAURA).my_choice == 1
    assert state.view(TIM).chosen == (True, False, False, False)
    assert "1" not in str(state.view(TIM).last)
    state.apply(JENNY, pass_card(10))
    state.apply(NADIA, pass_card(8))
    state.apply(TIM, pass_card(4))
    assert state.hands[TIM].count(1) == before[TIM].count(1) + 1  # from Laura
    assert state.hands[NADIA].count(4) == before[NADIA].count(4) + 1  # from Tim
    assert state.hands[JENNY].count(8) == before[JENNY].count(8) + 1  # from Nadia
    assert state.hands[LAURA].count(10) == before[LAURA].count(10) + 1  # from Jenny
    assert [len(h) for h in state.hands] == [len(h) for h in before]
    assert state.view(TIM).received == 1


def test_the_card_that_called_stop_stays_the_card_received():
    # Our decision: the card passed in the round that called stop is still "the card received in the
    # last pass" once the set is played (hidden while someone acts, like the hand).
    state = deal([filler(3, 3, 1), filler(2, 6), filler(3, 4)])
    for seat, card in ((0, 1), (1, 6), (2, 3)):
        state.apply(seat, pass_card(card))
    assert state.phase == "act" and state.current == (0, 3)
    assert state.view(0).received == 3  # the actor may look at its hand
    assert state.view(1).received is None and state.view(1).hand_hidden  # a guesser may not
    state.apply(0, ACT_IN_PERSON)
    state.apply(1, guess(3))
    assert state.phase == "pass"
    assert state.view(1).received == 1 and state.view(2).received == 6


def test_a_card_not_in_hand_cannot_be_passed_and_nothing_changes():
    state = deal([filler(1), filler(4), filler(8)])
    snapshot = state.snapshot()
    missing = next(n for n in range(1, 14) if n not in state.hands[0])
    with pytest.raises(IllegalActionError):
        state.apply(0, pass_card(missing))
    state.apply(0, pass_card(state.hands[0][0]))
    with pytest.raises(IllegalActionError):  # one card per round
        state.apply(0, pass_card(state.hands[0][0]))
    assert state.snapshot()["hands"] == snapshot["hands"]


def test_a_pass_that_completes_a_set_calls_stop():
    # "Si un jugador tiene un juego en la mano , dice «, deténgase» y el juego se detiene."
    state = deal([filler(3, 3, 1), filler(3, 2), filler(5, 4)])
    state.apply(0, pass_card(1))
    state.apply(2, pass_card(4))
    state.apply(1, pass_card(3))  # Tim's 3 goes to Nadia? no: Tim (1) passes left to seat 2
    # seat 2 received a 3 but holds none: no set; seat 0 receives from seat 2
    assert state.phase == "pass"
    state = deal([filler(3, 3, 1), filler(2, 6), filler(3, 4)])
    for seat, card in ((0, 1), (1, 6), (2, 3)):
        state.apply(seat, pass_card(card))
    assert state.phase == "act" and state.current == (0, 3)


# --- acting and guessing -----------------------------------------------------------------------------------
def laura_has_happy():
    # "Laura tiene tres cartas con el número 6 en la mano y paga «stop»."
    return deal([filler(HAPPY, HAPPY, HAPPY), filler(1), filler(2), filler(4)])


def test_only_the_actor_knows_the_emotion_and_guessers_may_not_look_at_their_cards():
    # "El jugador mira detenidamente la palabra que está escrita en su set y hace la cara"
    # "no se les permite mirar en sus propias cartas"
    state = laura_has_happy()
    assert state.view(LAURA).my_emotion == HAPPY
    for seat in (TIM, NADIA, JENNY, None):
        view = state.view(seat)
        assert view.my_emotion is None and view.hand == ()
        assert view.hand_hidden or seat is None
    assert state.legal_actions(LAURA) == [ACT_IN_PERSON, PERFORM]
    # Once the acting starts the screen may be in everybody's sight: the emotion leaves it.
    state.apply(LAURA, ACT_IN_PERSON)
    assert state.view(LAURA).my_emotion is None


def test_a_guessers_view_holds_no_secret_so_no_curtain_is_needed():
    # Our decision: while guessing the cards are put away and the emotion is off the screen, so the
    # device goes from guesser to guesser without the pass-and-play curtain.
    state = laura_has_happy()
    assert state.view_holds_secrets(LAURA)  # the emotion, for her eyes alone
    state.apply(LAURA, ACT_IN_PERSON)
    assert not any(state.view_holds_secrets(seat) for seat in (TIM, NADIA, JENNY))
    assert state.view_holds_secrets(LAURA)  # her hand, which she may look at
    state.apply(TIM, guess(EXCITED))
    state.apply(NADIA, guess(HAPPY))
    assert all(state.view_holds_secrets(seat) for seat in state.to_act())  # passing: hands again
    game = memory(3)
    assert not game.view_holds_secrets(0)  # nothing seen yet
    game.apply(0, lift(5))
    assert game.view_holds_secrets(1) and not game.view_holds_secrets(0)
    game.apply(1, ACT_IN_PERSON)
    assert game.view_holds_secrets(1)  # what Tim saw stays in his memory of the grid


def test_the_rulebook_example_tim_wrong_then_nadia_right():
    # "El jugador a la izquierda de Laura, Tim, tiene la primera conjetura. Lo intenta con «emocionado».
    # ... Nadia adivina, «feliz» y tiene razón! Nadia recibe una carta del conjunto de Laura ...
    # Laura recibe las dos cartas restantes"
    state = laura_has_happy()
    state.apply(LAURA, ACT_IN_PERSON)
    assert state.to_act() == (TIM,)
    state.apply(TIM, guess(EXCITED))
    assert state.to_act() == (NADIA,)
    assert guess(EXCITED) not in state.legal_actions(NADIA)  # our choice: a wrong guess is not offered again
    state.apply(NADIA, guess(HAPPY))
    assert state.won[NADIA] == [HAPPY] and state.won[LAURA] == [HAPPY, HAPPY]
    assert state.sets[-1].winner == NADIA and state.sets[-1].emotion == HAPPY


def test_each_player_has_exactly_one_guess_in_clockwise_order():
    # "Esto continúa en el sentido de las agujas del reloj ... ¡Cada jugador tiene solo una suposición"
    state = deal([filler(1), filler(2), filler(HAPPY, HAPPY, HAPPY), filler(4)])
    state.apply(2, ACT_IN_PERSON)
    order = []
    for emotion in (1, 2, 3):
        seat = state.to_act()[0]
        order.append(seat)
        state.apply(seat, guess(emotion))
    assert order == [3, 0, 1]


def test_nobody_right_the_actor_takes_one_and_two_go_back_in_the_box():
    # "el jugador que hizo la cara recibe solo una carta del conjunto ... Nadie recibe las dos cartas
    # restantes del conjunto. Ya no se necesitan y se vuelven a colocar en la caja."
    state = laura_has_happy()
    state.apply(LAURA, ACT_IN_PERSON)
    for seat, emotion in ((TIM, 1), (NADIA, 2), (JENNY, 3)):
        state.apply(seat, guess(emotion))
    assert state.won[LAURA] == [HAPPY] and state.boxed.count(HAPPY) == 2
    assert state.sets[-1].winner is None
    assert state.view(TIM).sets[-1].emotion == HAPPY  # our choice: the emotion is shown to all


def test_the_actor_draws_one_even_when_nobody_guessed_then_up_to_three():
    # "El jugador que tenía el juego ahora roba una carta del mazo de robo ... (incluso si nadie adivinó)"
    state = laura_has_happy()
    before = len(state.hands[LAURA])  # the set has left the hand
    state.apply(LAURA, ACT_IN_PERSON)
    for seat, emotion in ((TIM, 1), (NADIA, 2), (JENNY, 3)):
        state.apply(seat, guess(emotion))
    assert len(state.hands[LAURA]) == before + 1
    # "si el jugador, después de robar una carta de la pila, aún tiene menos de tres cartas en su mano,
    # entonces roba tantas cartas como sea necesario para tener tres cartas."
    state = deal([[HAPPY, HAPPY, HAPPY], filler(1, size=6), filler(2, size=6), filler(4, size=6)], pile=[3, 5, 7, 8])
    state.apply(LAURA, PERFORM)
    state.apply(TIM, guess(HAPPY))
    assert state.hands[LAURA] == [5, 7, 8] and state.pile == [3]


def test_several_stops_at_once_are_played_from_the_eldest_clockwise():
    # "Puede suceder que varios jugadores digan «para» al mismo tiempo. ... el jugador de mayor edad
    # primero y luego los demás, en el sentido de las agujas del reloj." (our choice: the first seat
    # is the eldest)
    state = deal([filler(1), filler(5, 5, 5), filler(2), filler(9, 9, 9)])
    assert state.current == (TIM, 5) and [s for s, _ in state.queue] == [JENNY]
    assert state.view(LAURA).callers == (JENNY,)
    state.apply(TIM, ACT_IN_PERSON)
    state.apply(NADIA, guess(5))
    assert state.current == (JENNY, 9)


def test_a_hand_with_two_sets_plays_both_lowest_first():
    state = deal([filler(4, 4, 4, 11, 11, 11), filler(1), filler(2)])
    assert state.current == (0, 4) and state.queue == [(0, 11)]


# --- the end --------------------------------------------------------------------------------------------
def test_the_game_ends_when_a_hand_falls_below_three_with_the_pile_empty():
    # "una vez que un jugador finalmente tiene menos de tres cartas en su mano sin cartas en la pila de
    # robo, el juego termina" ; "Todas las cartas que los jugadores todavía tienen en la mano se apartan
    # y no cuentan como puntos." ; "¡El jugador con el total más alto es el ganador!"
    state = deal([[7, 7, 7, 1], [2, 3, 4, 5], [6, 8, 9, 10]], pile=[])
    state.apply(0, ACT_IN_PERSON)
    state.apply(1, guess(7))
    assert state.is_over()
    outcome = state.outcome()
    assert outcome.scores == (2.0, 1.0, 0.0) and outcome.winners == (0,)


def test_a_pending_set_is_still_played_before_the_end():
    # "el juego termina (a menos que alguien pueda llamar «, detener»)"
    state = deal([[7, 7, 7, 1], [2, 2, 2, 5], [6, 8, 9, 10]], pile=[])
    state.apply(0, ACT_IN_PERSON)
    state.apply(1, guess(7))
    assert not state.is_over() and state.current == (1, 2)


def test_when_the_hands_can_never_make_a_set_the_game_ends():
    # our decision: passing never changes the cards the hands hold together
    state = deal([[1, 2, 3], [4, 5, 6], [8, 9, 10]], pile=[11])
    assert state.is_over() and state.stuck


def test_a_deal_that_can_never_make_a_set_is_dealt_again():
    for seed in range(60):
        state = TradingFaces(3, seed, {})
        assert not state.is_over()
        assert Counter(c for h in state.hands for c in h).most_common(1)[0][1] == 3 or state.sets or state.current


def test_ties_share_the_win():
    state = deal([[7, 7, 7, 1], [2, 3, 4, 5], [6, 8, 9, 10]], pile=[])
    state.apply(0, ACT_IN_PERSON)
    state.apply(1, guess(7))
    state.won[2] = [11, 11]  # as if seat 3 had won as many cards
    assert state.outcome().winners == (0, 2)


# --- the drawn face ----------------------------------------------------------------------------------
def test_the_drawn_face_is_the_same_for_all_and_never_names_the_emotion():
    state = laura_has_happy()
    state.apply(LAURA, PERFORM)
    views = [state.view(seat) for seat in (TIM, NADIA, JENNY, None)]
    assert views[0].performance is not None and all(v.performance == views[0].performance for v in views)
    assert all(v.my_emotion is None for v in views)
    # all chance from the game's own generator: the same seed performs the same face
    again = laura_has_happy()
    again.apply(LAURA, PERFORM)
    assert again.performance == state.performance


# --- Memory ------------------------------------------------------------------------------------------
def memory(players=3, seed=0):
    return TradingFaces(players, seed, {"variant": "memory"})


def test_memory_lays_thirteen_pairs_and_the_rest_is_the_penalty_pile():
    # "Necesitas 13 pares de cartas de emoción (dos de cada tipo de carta). Estas 26 cartas se barajan"
    state = memory()
    cards = [c for c in state.grid if c is not None]
    assert len(state.grid) == GRID_COLUMNS * GRID_ROWS == 28 and len(cards) == 26
    assert Counter(cards) == Counter({n: 2 for n in range(1, 14)})
    # "Las cartas restantes se colocan boca abajo en un lado de la mesa."
    assert sorted(state.pile) == list(range(1, 14))
    # "El jugador de mayor edad va primero"
    assert state.to_act() == (0,)


def test_memory_the_lifted_card_is_seen_by_the_left_neighbour_alone():
    # "la levanta para que solo el jugador a su izquierda (y nadie más, incluso ellos mismos) pueda ver"
    state = memory(3)
    state.apply(0, lift(5))
    assert state.view(1).my_emotion == state.grid[5]
    assert state.view(0).my_emotion is None and state.view(2).my_emotion is None
    assert state.view(None).my_emotion is None
    # "El jugador de la izquierda ahora hace la cara de la emoción"
    assert state.to_act() == (1,)
    state.apply(1, ACT_IN_PERSON)
    # "el jugador activo tiene que decidir si quiere terminar el turno ... o ... entregar un par"
    assert state.to_act() == (0,) and END_TURN in state.legal_actions(0)
    assert try_pair(5) not in state.legal_actions(0)  # "primero, la carta recién levantada"


def test_memory_a_pair_scores_two_cards():
    # "Si ambas cartas muestran la misma ilustración y emoción, el jugador toma el par"
    state = memory(3)
    twin = next(p for p, c in enumerate(state.grid) if c == state.grid[0] and p != 0)
    state.apply(0, lift(0))
    state.apply(1, PERFORM)
    state.apply(0, try_pair(twin))
    assert len(state.won[0]) == 2 and state.grid[0] is None and state.grid[twin] is None
    assert state.to_act() == (1,)


def test_memory_a_miss_gives_every_other_player_a_penalty_card():
    # "todos los demás jugadores reciben una carta de la pila y la ponen debajo de sus cartas de referencia"
    state = memory(4)
    other = next(p for p, c in enumerate(state.grid) if c is not None and c != state.grid[0])
    state.apply(0, lift(0))
    state.apply(1, ACT_IN_PERSON)
    state.apply(0, try_pair(other))
    assert [len(p) for p in state.penalties] == [0, 1, 1, 1]
    assert state.scores() == (0, 1, 1, 1)
    # both cards go back face down, and everybody saw them
    assert state.grid[0] is not None and all(state.seen[s][other] == state.grid[other] for s in range(4))


def test_memory_ends_with_one_pair_left_face_down():
    # "hasta que solo quedan dos cartas boca abajo (un par boca abajo) en la cuadrícula"
    state = memory(2)
    while not state.is_over():
        seat = state.to_act()[0]
        if state.phase == "lift":
            place = next(p for p, c in enumerate(state.grid) if c is not None)
            state.apply(seat, lift(place))
        elif state.phase == "shown":
            state.apply(seat, ACT_IN_PERSON)
        else:
            twin = next(p for p, c in enumerate(state.grid) if c == state.grid[state.lifted] and p != state.lifted)
            state.apply(seat, try_pair(twin))
    assert sum(c is not None for c in state.grid) == 2
    assert sum(state.scores()) == 24


def test_memory_ending_the_turn_costs_nothing():
    state = memory(3)
    state.apply(0, lift(3))
    state.apply(1, ACT_IN_PERSON)
    state.apply(0, END_TURN)
    assert state.scores() == (0, 0, 0) and state.to_act() == (1,)


def test_bad_actions_are_refused_with_a_reason():
    state = memory(3)
    for action in (Action("guess", (3,)), Action("lift", (40,)), Action("pair", (1,)), Action("dance")):
        with pytest.raises(IllegalActionError) as error:
            state.apply(0, action)
        assert error.value.reason
