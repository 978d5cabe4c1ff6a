"""PokerGuess (rulebook 003, "PokerGuess"): each rule with the passage it checks, the worked example,
and our decisions where the rulebook is silent (rule ids of ../shared/specs/pokerdrez-card-games.md).

Card codes are the deck's: B Bufón (Jóker), D Dama (Reina), T Torre, A Alfil, C Caballo, P Peón, then
the colour's number (1 grey, 2 red, 3 magenta, 4 purple, 5 blue, 6 yellow, 7 cyan, 8 orange, 9 green).
A prediction ``P(c, a, f, b)``: at least a cards of colour c and b cards of figure f (1 Peón .. 6 Jóker)."""

from __future__ import annotations

import json

import pytest

from game.cards import Table
from game.cards.pokerdrez import PokerDrezCard, figure_deck
from game.core import Action, IllegalActionError
from games.pokerguess.engine import NAMES_PER_PHASE, PokerGuess, layout
from games.pokerguess.predictions import Prediction, counts_hold
from games.pokerguess.view import (
    BET_STEP,
    FIRST,
    NAME_STEP,
    OVER,
    ROUND_OVER,
    SECOND,
    SHOWING,
    all_in,
    call,
    check,
    fold,
    keep,
    next_round,
    predict,
    raise_to,
)

P = Prediction
RED, GREEN = 2, 9
PAWN, KNIGHT, BISHOP, JOKER = 1, 2, 3, 6


def c(text: str) -> PokerDrezCard:
    return PokerDrezCard.decode(text)


def cs(text: str) -> list[PokerDrezCard]:
    return [c(t) for t in text.split()]


def arrange(state: PokerGuess, hidden: list[str], table: str) -> None:
    """Give each seat these hidden cards and lay ``table`` open (a round just dealt)."""
    zones = {f"hidden.{s}": cs(text) for s, text in enumerate(hidden)}
    zones["table"] = cs(table)
    used = [card for cards in zones.values() for card in cards]
    zones["deck"] = sorted(set(figure_deck()) - set(used))
    state.cards = Table(layout(state.players), zones)
    assert not state.invariant_violations()


# The rulebook's example: top, left, bottom, right in play order (top speaks first).
EXAMPLE_HIDDEN = ["A5 A8", "P6 B3", "B8 C9", "D2 C2"]
EXAMPLE_TABLE = "T2 P2 P9 A9 B6"
TOP, LEFT, BOTTOM, RIGHT = 0, 1, 2, 3


def example() -> PokerGuess:
    state = PokerGuess(4, 1, {})
    arrange(state, EXAMPLE_HIDDEN, EXAMPLE_TABLE)
    return state


def name(state: PokerGuess, seat: int, said: Action | tuple[Action, ...]) -> None:
    """Keep, or name a prediction (``predict``: its colour part, then its figure part)."""
    for action in said if isinstance(said, tuple) else (said,):
        state.apply(seat, action)


def turn(state: PokerGuess, seat: int, bet: Action, said: Action | tuple[Action, ...]) -> None:
    assert state.to_act() == (seat,)
    state.apply(seat, bet)
    name(state, seat, said)


# --- components and the deal ----------------------------------------------------------------------
def test_the_54_figure_cards_without_the_neutral_ones():
    # "Se juega con un paquete de 56 cartas de Pokerdrez. Las dos cartas neutrales no intervendrán"
    box = layout(4).box
    assert len(box) == 54 and not any(card.is_neutral for card in box)


def test_two_hidden_cards_each_five_open_at_once_and_the_stake():
    # "cada jugador recibirá dos cartas ocultas y se colocarán otras cinco de forma abierta sobre la
    # mesa (todas de una vez)". "Todos los jugadores aportan la apuesta mínima antes de comenzar"
    state = PokerGuess(5, 3, {})
    assert state.cards.count("table") == 5
    assert all(state.cards.count(f"hidden.{s}") == 2 for s in range(5))
    assert state.chips.committed == [2] * 5 and state.chips.stacks == [98] * 5
    view = state.view(1)
    assert len(view.table) == 5 and view.seats[1].hidden is not None and view.seats[0].hidden is None


# --- predictions -----------------------------------------------------------------------------------
def test_each_card_counts_in_one_group_only():
    # "Cada carta puede ser contabilizada solo en uno de los dos grupos: por su figura o por su color."
    cards = cs("D2 C2 T2 P2 P6 P9")
    assert P(RED, 4, PAWN, 2).holds(cards)  # reds D2 C2 T2 P2, pawns P6 P9
    assert not P(RED, 4, PAWN, 3).holds(cards)  # P2 cannot be red and a pawn at once
    assert P(RED, 3, PAWN, 3).holds(cards)  # the red pawn goes to the pawns
    assert counts_hold(4, 3, nc=4, nf=3, shared=0) and not counts_hold(4, 3, nc=4, nf=3, shared=1)


def test_order_of_checking_count_first_then_the_colour_group_then_the_figure():
    # "empezando por el jugador que haya hecho la predicción más alta tanto en cantidad como en
    # jerarquía (Jóker, Reina, Torre, Alfil, Caballo, Peón) o números entre los colores"
    top, left, right, bottom = P(RED, 4, BISHOP, 4), P(RED, 4, PAWN, 4), P(RED, 4, PAWN, 3), P(GREEN, 3, JOKER, 3)
    assert sorted([bottom, right, left, top], key=lambda p: p.key, reverse=True) == [top, left, right, bottom]
    # Our decision [G-PG-8]: the bigger group first, as a Poker7 hand: 5 reds and 2 pawns above 4 and 4.
    assert P(RED, 5, PAWN, 2).key > P(GREEN, 4, JOKER, 4).key
    # Equal sizes: a colour group beats any figure group; colours by number.
    assert P(1, 3, PAWN, 3).key > P(9, 2, JOKER, 3).key
    assert P(GREEN, 3, PAWN, 3).key > P(RED, 3, JOKER, 3).key


def test_a_prediction_speaks_of_one_colour_and_one_figure_with_counts():
    # "propondrá una cantidad de cartas de color y otra de alguna de las figuras"
    state = example()
    legal = state.legal_actions(TOP)
    assert {a.kind for a in legal} == {"check", "raise", "allin"}  # the chips first
    state.apply(TOP, check())
    names = state.legal_actions(TOP)
    assert all(a.kind == "colour" for a in names)  # no prediction yet: nothing to keep
    colour_part, figure_part = predict(P(RED, 3, BISHOP, 4))
    assert colour_part in names and len(names) == 9 * 6
    state.apply(TOP, colour_part)
    figures = state.legal_actions(TOP)
    assert figure_part in figures and all(a.kind == "figure" for a in figures)
    # Our decision [G-PG-3]: counts from 1, the two together at most the cards in play (5 + 2 x 4).
    assert all(3 + a.args[1] <= 13 for a in figures) and len(figures) == 6 * 9
    with pytest.raises(IllegalActionError):
        state.apply(TOP, Action("colour", (RED, 7)))  # only six reds exist


def test_never_exactly_a_prediction_already_made():
    # "en ningún caso la predicción de uno de los jugadores puede ser exactamente igual a la de uno de
    # los anteriores"
    state = example()
    turn(state, TOP, check(), predict(P(RED, 3, BISHOP, 4)))
    state.apply(LEFT, check())
    colour_part, figure_part = predict(P(RED, 3, BISHOP, 4))
    state.apply(LEFT, colour_part)  # the same colour part is fine...
    assert figure_part not in state.legal_actions(LEFT)  # ...but not the whole prediction
    before = state.snapshot()
    with pytest.raises(IllegalActionError, match="very prediction"):
        state.apply(LEFT, figure_part)
    assert state.snapshot() == before
    # Not higher, another colour or figure: all fine ("no tiene que ser necesariamente mayor").
    state.apply(LEFT, predict(P(RED, 3, PAWN, 1))[1])


# --- the phases of changes --------------------------------------------------------------------------
def test_a_raise_after_the_prediction_must_be_called_or_folded():
    # "Después de esto podrá aumentar o no la apuesta existente." "deberá decidir si retirarse del
    # juego ... cubrir la apuesta del jugador anterior ... aumentar la apuesta de su antecesor"
    state = example()
    turn(state, TOP, raise_to(4), predict(P(RED, 3, BISHOP, 4)))
    kinds = {a.kind for a in state.legal_actions(LEFT)}
    assert kinds == {"fold", "call", "raise", "allin"}
    state.apply(LEFT, fold())  # its chips stay in the pot
    assert state.chips.committed[LEFT] == 2 and state.to_act() == (BOTTOM,)
    state.apply(BOTTOM, call())
    assert state.step == NAME_STEP  # then it predicts: "En cualquiera de los dos últimos casos ..."


def test_first_predictions_are_changes_the_first_player_speaks_again():
    # The example: "El de arriba, de nuevo con el turno, ahora con la información del resto de las
    # predicciones decide cambiar"
    state = example()
    for seat, said in [(TOP, P(RED, 3, BISHOP, 4)), (LEFT, P(RED, 4, PAWN, 4)), (BOTTOM, P(GREEN, 3, JOKER, 3))]:
        turn(state, seat, check(), predict(said))
    turn(state, RIGHT, check(), predict(P(RED, 4, PAWN, 3)))
    assert state.phase == FIRST and state.to_act() == (TOP,)


def test_changes_go_on_until_nobody_changes_and_the_last_changer_waits():
    # "cada cambio dará la posibilidad al resto de los jugadores a rectificar su apuesta o predicción,
    # pero no permitirá al que ha hecho el último cambio volver a realizar ninguna nueva modificación"
    state = example()
    for seat, said in [
        (TOP, P(RED, 3, BISHOP, 4)),
        (LEFT, P(RED, 4, PAWN, 4)),
        (BOTTOM, P(GREEN, 3, JOKER, 3)),
        (RIGHT, P(RED, 4, PAWN, 3)),
    ]:
        turn(state, seat, check(), predict(said))
    turn(state, TOP, check(), predict(P(RED, 4, BISHOP, 4)))
    assert state.last_changer == TOP
    turn(state, LEFT, check(), keep())
    turn(state, BOTTOM, check(), keep())
    # Right changes: everybody else (top included) answers it, right waits.
    turn(state, RIGHT, check(), predict(P(RED, 4, PAWN, 2)))
    assert state.last_changer == RIGHT
    for seat in (TOP, LEFT, BOTTOM):
        turn(state, seat, check(), keep())
    assert state.phase == SHOWING  # right had no turn: nobody changed since its change


def test_a_raise_alone_is_a_change():
    # "mientras alguno de ellos quiera cambiar ... o quiera aumentar su apuesta durante su turno"
    state = PokerGuess(3, 2, {})
    for seat, said in [(0, P(1, 1, 1, 1)), (1, P(1, 1, 1, 2)), (2, P(1, 1, 1, 3))]:
        turn(state, seat, check(), predict(said))
    turn(state, 0, check(), keep())
    turn(state, 1, raise_to(2), keep())  # the same prediction, but a raise
    assert state.last_changer == 1
    turn(state, 2, call(), keep())
    turn(state, 0, call(), keep())
    assert state.phase == SHOWING


def test_our_limit_two_predictions_a_phase():
    # Our decision: each seat names a prediction at most twice a phase (keeps phases finite).
    state = PokerGuess(2, 4, {})
    turn(state, 0, check(), predict(P(1, 1, 1, 1)))
    turn(state, 1, check(), predict(P(2, 1, 1, 1)))
    turn(state, 0, check(), predict(P(1, 1, 1, 2)))
    turn(state, 1, check(), keep())
    assert state.phase == SHOWING
    state = PokerGuess(2, 4, {})
    for k in range(NAMES_PER_PHASE):
        turn(state, 0, check(), predict(P(1, 1, 1, 1 + k)))
        turn(state, 1, check(), predict(P(2, 1, 1, 1 + k)))
    state.apply(0, check())
    assert state.legal_actions(0) == [keep()]
    state.apply(0, keep())
    assert state.phase == SHOWING  # player 1 changed last: no turn


def test_a_seat_all_in_still_answers_with_its_prediction():
    # Our decision: all in, it bets no more but still names or keeps its prediction.
    state = PokerGuess(2, 5, {})
    turn(state, 0, all_in(), predict(P(1, 1, 1, 1)))
    turn(state, 1, call(), predict(P(2, 1, 1, 1)))
    assert state.to_act() == (0,) and state.step == NAME_STEP
    state.apply(0, keep())
    assert state.phase == SHOWING


def test_show_one_card_in_turn_then_a_second_round_of_changes():
    # "por orden de turno, cada jugador mostrará una de sus dos cartas" ... "siguiendo el orden
    # original, los jugadores tendrán la posibilidad de cambiar su predicción anterior o aumentar"
    state = example()
    for seat, said in [
        (TOP, P(RED, 3, BISHOP, 4)),
        (LEFT, P(RED, 4, PAWN, 4)),
        (BOTTOM, P(GREEN, 3, JOKER, 3)),
        (RIGHT, P(RED, 4, PAWN, 3)),
    ]:
        turn(state, seat, check(), predict(said))
    for seat in (TOP, LEFT, BOTTOM):  # right named last: it waits
        turn(state, seat, check(), keep())
    assert state.phase == SHOWING
    for seat in (TOP, LEFT, BOTTOM, RIGHT):
        assert state.to_act() == (seat,)
        card = state.cards.cards(f"hidden.{seat}")[0]
        state.apply(seat, Action("show", (card.encode(),)))
        assert state.view(BOTTOM if seat != BOTTOM else TOP).seats[seat].shown == card
    assert state.phase == SECOND and state.to_act() == (TOP,) and state.step == BET_STEP
    assert state.view(RIGHT).seats[TOP].hidden is None  # only the shown card is public
    turn(state, TOP, check(), predict(P(RED, 4, BISHOP, 3)))
    for seat in (LEFT, BOTTOM, RIGHT):
        turn(state, seat, check(), keep())
    assert state.phase == ROUND_OVER


def play_example(state: PokerGuess) -> None:
    """The rulebook's predictions, then everybody keeps (the example skips the showing: here each
    shows its first card and keeps)."""
    for seat, said in [
        (TOP, P(RED, 3, BISHOP, 4)),
        (LEFT, P(RED, 4, PAWN, 4)),
        (BOTTOM, P(GREEN, 3, JOKER, 3)),
        (RIGHT, P(RED, 4, PAWN, 3)),
    ]:
        turn(state, seat, check(), predict(said))
    turn(state, TOP, check(), predict(P(RED, 4, BISHOP, 4)))
    for seat in (LEFT, BOTTOM, RIGHT):
        turn(state, seat, check(), keep())
    while state.phase == SHOWING:
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    for seat in (TOP, LEFT, BOTTOM, RIGHT):
        turn(state, seat, check(), keep())


def test_the_rulebook_example_the_bottom_player_wins():
    # "Por tanto es este último jugador el vencedor de esta ronda llevándose todo el bote."
    state = example()
    play_example(state)
    assert state.phase == ROUND_OVER
    result = state.view(None).result
    assert result is not None
    # "será su apuesta la primera en ser comprobada" (top), then left, right, bottom.
    assert [check.seat for check in result.checks] == [TOP, LEFT, RIGHT, BOTTOM]
    assert [check.holds for check in result.checks] == [False, False, False, True]
    # "solo quedan los dos alfiles propios y el comunitario": 4 reds for the colour, 3 bishops.
    top = result.checks[0]
    assert set(top.colour_cards) == set(cs("D2 C2 T2 P2")) and set(top.figure_cards) == set(cs("A5 A8 A9"))
    # Right: the red pawn is one of the four reds, so only two pawns are left for its three.
    right = result.checks[2]
    assert set(right.figure_cards) == set(cs("P6 P9"))
    assert result.received == (0, 0, 8, 0) and state.chips.stacks == [98, 98, 106, 98]


def test_the_pot_to_the_first_that_holds_from_the_highest_down():
    # "Si este jugador ha acertado habrá ganado la ronda y se queda con todas las fichas apostadas."
    state = example()
    for seat, said in [
        (TOP, P(RED, 4, BISHOP, 3)),  # holds: reds D2 C2 T2 P2 and bishops A5 A8 A9
        (LEFT, P(RED, 4, PAWN, 2)),  # holds too, but lower
        (BOTTOM, P(GREEN, 1, JOKER, 1)),
        (RIGHT, P(RED, 1, PAWN, 1)),
    ]:
        turn(state, seat, check(), predict(said))
    while state.phase != ROUND_OVER:
        seat = state.to_act()[0]
        if state.phase == SHOWING:
            state.apply(seat, state.legal_actions(seat)[0])
        else:
            turn(state, seat, check(), keep())
    assert state.settlement is not None and state.settlement.received == (8, 0, 0, 0)


def test_nobody_right_the_pot_is_shared_among_those_at_the_show():
    # "Si ninguna de las predicciones se ve cumplida entonces el bote se reparte en partes iguales
    # entre todos los que llegaron a la fase final de mostrar las cartas."
    state = example()
    turn(state, TOP, raise_to(3), predict(P(1, 6, 1, 6)))  # 2 + 3 each for those who stay
    state.apply(LEFT, fold())  # 2 chips left in the pot, not shared back to left
    turn(state, BOTTOM, call(), predict(P(1, 6, 1, 5)))
    turn(state, RIGHT, call(), predict(P(1, 6, 1, 4)))
    turn(state, TOP, check(), keep())
    turn(state, BOTTOM, check(), keep())
    while state.phase == SHOWING:
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    for seat in (TOP, BOTTOM, RIGHT):
        turn(state, seat, check(), keep())
    settled = state.settlement
    assert settled is not None
    # 17 chips among three: 5 each; our decision [G-PG-9]: the odd chips to the first after the dealer.
    assert settled.received == (7, 0, 5, 5)
    result = state.view(TOP).result
    assert result is not None and all(not check.holds for check in result.checks)
    assert LEFT not in [check.seat for check in result.checks]


def test_folded_cards_do_not_count_and_the_last_one_in_takes_the_pot_unseen():
    # "retirarse del juego, con lo cual sus fichas quedan como bote para el ganador"; our decision
    # [G-PG-2]: a folded hand is out of play and never shown.
    state = example()
    turn(state, TOP, raise_to(4), predict(P(RED, 4, BISHOP, 3)))
    for seat in (LEFT, BOTTOM, RIGHT):
        state.apply(seat, fold())
    assert state.phase == ROUND_OVER and state.settlement is not None
    assert state.settlement.received == (12, 0, 0, 0)
    view = state.view(LEFT)
    assert view.result is not None and view.result.checks == () and view.seats[TOP].hidden is None
    state = example()
    state.chips.folded[RIGHT] = True  # right's reds out of play: top's four reds fail
    assert len(state.cards_in_play()) == 11 and not P(RED, 4, BISHOP, 3).holds(state.cards_in_play())


def test_out_of_chips_out_of_the_game_and_the_game_ends_with_one_holder():
    # "Cuando un jugador se quede sin fichas tendrá que retirarse de la partida." "Las rondas se
    # sucederán hasta que un único jugador se haya hecho con todas las fichas."
    state = PokerGuess(3, 6, {})
    arrange(state, ["D2 C2", "P6 B3", "B8 C9"], "T2 P2 P9 A9 B6")
    turn(state, 0, all_in(), predict(P(RED, 4, PAWN, 2)))  # holds
    turn(state, 1, call(), predict(P(1, 5, 1, 5)))
    state.apply(2, fold())
    while state.phase not in (ROUND_OVER, OVER):
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0] if state.phase == SHOWING else keep())
    assert state.chips.stacks[1] == 0 and state.out_after[1] == 1
    state.apply(state.to_act()[0], next_round())
    assert state.cards.count("hidden.1") == 0 and 1 not in state.chips.order
    assert state.view(0).seats[1].in_game is False


def test_the_game_ends_when_one_holds_every_chip():
    state = PokerGuess(2, 7, {"table": "quick"})
    arrange(state, ["D2 C2", "P6 B3"], "T2 P2 P9 A9 B6")
    turn(state, 0, all_in(), predict(P(RED, 4, PAWN, 2)))
    turn(state, 1, call(), predict(P(1, 5, 1, 4)))
    state.apply(0, keep())
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0] if state.phase == SHOWING else keep())
    assert state.phase == OVER and state.chips.stacks == [100, 0]
    outcome = state.outcome()
    assert outcome is not None and outcome.winners == (0,)


def test_the_rounds_option_ends_the_game():
    # Our option for people with less time: a fixed number of rounds.
    state = PokerGuess(2, 8, {"rounds": 10})
    from game.ai.base import RandomBot

    bot = RandomBot(1)
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, bot.choose(state, seat))
    assert state.round_number <= 10


def test_the_dealer_moves_and_the_next_seat_starts():
    # Our decision [G-PG-5]: the deal passes on; each phase starts with the first seat after the dealer.
    state = PokerGuess(3, 9, {})
    assert state.dealer == 2 and state.to_act() == (0,)
    state.apply(0, raise_to(2))
    name(state, 0, predict(P(1, 1, 1, 1)))
    state.apply(1, fold())
    state.apply(2, fold())
    state.apply(state.to_act()[0], next_round())
    assert state.dealer == 0 and state.to_act() == (1,)


def test_bad_input_is_refused_and_the_state_unchanged():
    state = example()
    before = state.snapshot()
    for text in ["keep", "colour:2", "colour:0,1", "figure:1,1", "fold", "show:A5", "next", "raise:1"]:
        with pytest.raises(IllegalActionError):
            state.apply_text(TOP, text)
        assert state.snapshot() == before


def test_a_snapshot_reads_back_the_same():
    state = example()
    turn(state, TOP, raise_to(4), predict(P(RED, 3, BISHOP, 4)))
    state.apply(LEFT, call())
    data = json.loads(json.dumps(state.snapshot()))
    again = PokerGuess.from_snapshot(4, 1, {}, data)
    assert again.snapshot() == state.snapshot()
    assert again.legal_actions(LEFT) == state.legal_actions(LEFT)
