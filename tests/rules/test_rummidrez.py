"""RummiDrez's rules against the rulebook (rulebook 003, section "RummiDrez", lines 549-580), one test
per rule, each quoting the line it checks; the decisions where the text is silent (D1-D10 in
games/rummidrez/engine.py) are tested by name. The section has no worked example with cards; the
spec's readings (RD-3, RD-4, RD-6, RD-17) are tests below."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.cards.pokerdrez import NEUTRAL, PokerDrezCard, deck
from game.core import Action, IllegalActionError, OptionError
from games.rummidrez.engine import CARD_ORDER, HAND_SIZE, OPENING, RummiDrez, blocked_score, target_for
from games.rummidrez.rules import ALL_MELDS, COLOUR_RUN, FIGURE_RUN, Meld, decode, fault, meld_of
from games.rummidrez.view import Composition, draw, lay, pass_


def cards(*codes: str) -> list[PokerDrezCard]:
    return [PokerDrezCard.decode(code) for code in codes]


def run(*codes: str) -> Meld | None:
    return meld_of(cards(*codes))


def position(
    players: int, hands: dict[int, list[str]], table: list[str] = (), opened=(), seed: int = 0, options=None
) -> RummiDrez:
    """A fresh hand whose named hands hold exactly the given cards, ``table`` on the table, the
    others dealt from the rest (the stock keeps what is left)."""
    state = RummiDrez(players, seed, options or {})
    chosen = Counter(c for codes in hands.values() for c in cards(*codes))
    laid = [decode(code) for code in table]
    for meld in laid:
        chosen.update(meld.cards)
    rest = list((Counter(deck(2)) - chosen).elements())
    random.Random(seed).shuffle(rest)
    for seat in range(players):
        if seat in hands:
            state.hands[seat] = sorted(cards(*hands[seat]), key=CARD_ORDER.__getitem__)
        else:
            state.hands[seat], rest = sorted(rest[:HAND_SIZE], key=CARD_ORDER.__getitem__), rest[HAND_SIZE:]
    state.stock = rest
    state.table = laid
    state.opened = [seat in opened for seat in range(players)]
    state._legal = None
    assert not state.invariant_violations(), state.invariant_violations()
    return state


# --- components -----------------------------------------------------------------------------------------
def test_two_decks_112_cards():
    # "utilizaremos dos paquetes de cartas de Pokerdrez. En total 112 cartas."
    state = RummiDrez(2, 1)
    total = len(state.stock) + sum(len(h) for h in state.hands)
    assert total == 112
    assert Counter(state.stock) + Counter(c for h in state.hands for c in h) == Counter(deck(2))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_two_to_four_players_fourteen_cards_each(players):
    # "Podrán jugar de 2 a 4 jugadores." / "Cada jugador recibirá 14 cartas al iniciar la partida."
    state = RummiDrez(players, 5)
    assert [len(h) for h in state.hands] == [14] * players
    assert len(state.stock) == 112 - 14 * players
    with pytest.raises(OptionError):
        RummiDrez(5, 0)


# --- runs -----------------------------------------------------------------------------------------------
def test_figure_run_by_consecutive_numbers():
    # "escaleras de al menos tres cartas de cada una de las figuras (ordenadas consecutivamente por los números)"
    assert run("A3", "A4", "A5") == Meld(FIGURE_RUN, 3, 3, 5)
    assert run("A5", "A3", "A4") == Meld(FIGURE_RUN, 3, 3, 5)  # however they are put down
    assert run("A3", "A4") is None  # at least three
    assert run("A3", "A4", "A6") is None  # consecutive
    assert run("P9", "P1", "P2") is None  # no wrap-around


def test_colour_run_by_consecutive_figures():
    # "o de los colores (ordenados consecutivamente por la jerarquía de sus figuras)"
    assert run("T6", "A6", "C6") == Meld(COLOUR_RUN, 6, 2, 4)  # yellow Rook, Bishop, Knight
    assert decode("K6TC").cards == tuple(cards("T6", "A6", "C6"))  # laid from the highest figure
    assert run("B2", "D2", "P2") is None  # Joker, Queen, Pawn: not consecutive
    assert run("D2", "T2", "A2", "C2") is not None


def test_longest_runs_nine_and_six_without_repeats():
    # "Los grupos del mismo color pueden tener más de tres cartas (hasta seis, sin repetir figura) y las
    # escaleras de figuras pueden tener más de tres cartas (hasta nueve, sin repetir color)."
    assert len(run(*[f"P{n}" for n in range(1, 10)])) == 9
    assert len(run(*[f"{f}8" for f in "BDTACP"])) == 6
    assert run("A3", "A4", "A4", "A5") is None
    assert fault(cards("A3", "A4", "A4", "A5")) == "repeated"
    assert run("T6", "T6", "A6") is None


def test_same_colour_or_figure_unordered_is_not_a_group():
    # D3: "estén ordenados": an unordered set of one colour is not a group
    assert run("B5", "A5", "P5") is None
    assert fault(cards("B5", "A5", "P5")) == "gaps"
    assert fault(cards("A5", "C6", "P7")) == "mixed"


def test_neutral_fills_a_gap_between_two_cards():
    # "Las cartas neutrales tienen el papel de comodines, o sea, podrán ser usadas para cubrir una carta que
    # pueda faltar como conexión entre otras dos cartas tanto de colores como de figuras."
    assert run("A3", "N", "A5") == Meld(FIGURE_RUN, 3, 3, 5, (4,))  # RD-6: B3 X B5 with X = B4
    assert run("A3", "N", "N", "A6") == Meld(FIGURE_RUN, 3, 3, 6, (4, 5))
    assert run("T2", "N", "C2") == Meld(COLOUR_RUN, 2, 2, 4, (3,))  # red Rook, X = Bishop, Knight
    assert len(run("A3", "N", "A5")) == 3  # a run's length counts its neutral cards


def test_neutral_never_ends_a_run():
    # D2: a neutral card is a "conexión entre otras dos cartas": both ends are real cards
    assert run("A3", "A4", "N") is None
    assert fault(cards("A3", "A4", "N")) == "neutral_end"
    assert run("N", "A3", "N") is None
    assert run("A3", "N", "A6") is None  # one neutral cannot fill two gaps
    assert fault(cards("A3", "N", "A6")) == "gaps"


def test_jokers_are_ordinary_figures():
    # "Las cartas de Jóker son tratadas como cartas normales de figura."
    assert run("B1", "B2", "B3") == Meld(FIGURE_RUN, 6, 1, 3)
    assert run("B4", "D4", "T4") == Meld(COLOUR_RUN, 4, 4, 6)
    assert run("B1", "A1", "P1") is None  # a Joker stands for nothing else


def test_text_form_of_runs_round_trips():
    for meld in ALL_MELDS:
        assert decode(meld.code) == meld
        assert meld_of(meld.cards) == meld
    assert decode("A53") is None and decode("A35n3") is None and decode("K6CT") is None


def test_every_card_can_be_laid_at_once():
    # RD-17: the 112 cards fit in valid runs at once: copy A as six full figure runs; copy B with the
    # orange Queen, Rook, Bishop and Knight in a colour run and the four neutral cards in their places
    words = ["B19", "D19", "T19", "A19", "C19", "P19", "K8DC", "D19n8", "T19n8", "A19n8", "C19n8", "B19", "P19"]
    melds = [decode(w) for w in words]
    assert all(m is not None for m in melds)
    assert Counter(c for m in melds for c in m.cards) == Counter(deck(2))


# --- turns ----------------------------------------------------------------------------------------------
OPENING_HAND = ["A3", "A4", "A5", "T6", "A6", "C6", "P1", "P2", "D7", "D8", "B9", "B1", "C4", "N"]


def test_opening_needs_seven_cards_in_own_runs():
    # "En su primera jugada cada jugador deberá bajar de su mano a la mesa un mínimo de siete cartas formando
    # grupos propios."
    state = position(2, {0: OPENING_HAND})
    six = lay(["A35", "K6TC"])
    assert not state.is_legal(0, six)
    assert state.why_illegal(0, six).startswith("Your opening needs at least seven")
    state = position(2, {0: ["A3", "A4", "A5", "A6", "T6", "A6", "C6", "P1", "P2", "D7", "D8", "B9", "B1", "C4"]})
    seven = lay(["A36", "K6TC"])
    state.apply(0, seven)
    assert state.opened[0] and len(state.hands[0]) == 14 - 7
    assert [m.code for m in state.table] == ["A36", "K6TC"]


def test_neutrals_count_toward_the_opening():
    # D4: seven cards, neutral cards included (six with a neutral are not enough)
    state = position(2, {0: ["A3", "N", "A5", "T6", "A6", "C6", "D1", "P2", "D7", "D8", "B9", "B1", "C4", "C1"]})
    assert state.why_illegal(0, lay(["A35n4", "K6TC"])).startswith("Your opening needs")


def test_opening_of_six_with_neutral_refused_seven_accepted():
    hand = ["A3", "N", "A5", "A6", "T6", "A6", "C6", "D1", "P2", "D7", "D8", "B9", "B1", "C4"]
    state = position(2, {0: hand})
    assert state.is_legal(0, lay(["A36n4", "K6TC"]))  # A3 N A5 A6 + T6 A6 C6 = 7 with the neutral


def test_unopened_player_draws():
    # "Mientras un jugador no esté en condiciones de realizar esa primera jugada, deberá, cada vez, robar una
    # carta del bulto y pasar el turno al siguiente jugador."
    state = position(2, {0: ["A3", "C5", "P9", "B1", "D2", "T3", "A4", "C6", "P7", "B8", "D9", "T1", "A2", "C3"]})
    assert state.legal_actions(0) == [draw()]
    top = state.stock[-1]
    state.apply(0, draw())
    assert top in state.hands[0] and len(state.hands[0]) == 15
    assert state.to_act() == (1,)


def test_unopened_may_not_add_to_the_table():
    # D4: the opening is "grupos propios"; no rework before it
    hand = ["A6", "C1", "C2", "C3", "D1", "D2", "D3", "T5", "T7", "B6", "B7", "P8", "P9", "C9"]
    state = position(2, {0: OPENING_HAND, 1: hand}, table=["A35"], opened=[0])
    state.turn = 1
    assert state.why_illegal(1, lay(["A36"], ["A35"])) == "Before your opening you may lay only runs of your own cards"


def test_after_opening_add_to_any_group():
    # "Después de haber creado sus propios grupos, los jugadores podrán bajar tantas cartas de su mano a la mesa
    # como consideren tanto creando nuevos grupos o completando otro preexistentes propios o de los oponentes."
    state = position(2, {0: ["A6", "A2", "P5", "P6", "P7", "B1"]}, table=["A35", "K6TC"], opened=[0, 1])
    state.turn = 0
    action = lay(["A26", "P57"], ["A35"])
    assert state.is_legal(0, action)
    state.apply(0, action)
    assert sorted(m.code for m in state.table) == ["A26", "K6TC", "P57"]
    assert state.hands[0] == cards("B1")


def test_cannot_or_will_not_lay_draws():
    # "si el jugador no puede bajar ninguna carta durante su turno deberá robar una del mazo y pasar el turno"
    # D5: drawing is allowed also when a lay is possible
    state = position(2, {0: ["A6", "A2", "P5", "P6", "P7", "B1"]}, table=["A35"], opened=[0, 1])
    assert draw() in state.legal_actions(0)
    assert any(a.kind == "lay" for a in state.legal_actions(0))
    state.apply(0, draw())
    assert state.to_act() == (1,)


def test_rework_the_table_with_a_hand_card():
    # "Durante su turno, los jugadores podrán utilizar cartas de algún grupo que ya se encuentre sobre la
    # mesa para formar nuevos grupos."
    # A3..A6 and C5 on the table; from hand T5: A5 leaves its run for a new blue... here colour 5: T5 A5 C5
    state = position(2, {0: ["T5", "P9"]}, table=["A36", "C46"], opened=[0, 1])
    state.turn = 0
    # A3 A4 | A5 T5 C5 ... A3 A4 alone is short: take A6 as well? A3 A4 A6 is not a run: refused
    bad = lay(["A34", "K5TC", "C46"], ["A36"])
    assert not state.is_legal(0, bad)
    # with a longer run it works: table A3..A7, hand T5 -> A3 A4 + ... still short; use A2..A7
    state = position(2, {0: ["T5", "P9"]}, table=["A27", "C46"], opened=[0, 1])
    state.turn = 0
    # A2 A3 A4 | T5 A5 C5 (C5 from the knights' run, which keeps C4? no: C4 C5 C6 loses C5)
    assert not state.is_legal(0, lay(["A24", "A67", "K5TC", "C46"], ["A27", "C46"]))
    state = position(2, {0: ["T5", "P9"]}, table=["A28", "C28"], opened=[0, 1])
    state.turn = 0
    good = lay(["A24", "A68", "C24", "C68", "K5TC"], ["A28", "C28"])
    assert state.is_legal(0, good), state.why_illegal(0, good)
    state.apply(0, good)
    assert sorted(m.code for m in state.table) == ["A24", "A68", "C24", "C68", "K5TC"]
    assert state.hands[0] == cards("P9")


def test_rework_needs_a_card_from_the_hand_and_valid_groups():
    # "Es importante que tras estos movimientos el jugador haya bajado al menos una carta propia y después de
    # las transformaciones los grupos sigan teniendo al menos tres cartas del mismo color o figura y estén
    # ordenados."
    state = position(2, {0: ["P9", "B1"]}, table=["A27"], opened=[0, 1])
    state.turn = 0
    split = lay(["A24", "A57"], ["A27"])  # only rearranged: no card of the hand
    assert state.why_illegal(0, split) == "Lay at least one card from your hand"
    broken = lay(["A23", "A47"], ["A27"])
    with pytest.raises(IllegalActionError):
        state.apply(0, broken)
    lost = lay(["A24"], ["A27"])  # cards taken off must go back
    assert state.why_illegal(0, lost) == "Every card taken off the table must go back onto it"


def test_a_neutral_never_goes_back_to_a_hand():
    # D6: swapping a real card in for a neutral frees the neutral, which must stay on the table
    state = position(2, {0: ["A4", "C7", "C8"]}, table=["A35n4"], opened=[0, 1])
    state.turn = 0
    assert not state.is_legal(0, lay(["A35"], ["A35n4"]))
    # the freed neutral goes into a new run with C7 C8? it may not end one: C7 C8 N is not a run
    assert run("C7", "C8", "N") is None
    state = position(2, {0: ["A4", "C7", "C9"]}, table=["A35n4"], opened=[0, 1])
    state.turn = 0
    ok = lay(["A35", "C79n8"], ["A35n4"])
    assert state.is_legal(0, ok)


def test_first_out_wins_the_hand_and_scores_the_others_cards():
    # "Ganará el jugador que se quede antes sin cartas en su mano." / "Se contabilizarán como puntos propios de
    # victoria la cantidad de cartas que le hayan quedado en la mano a los jugadores contrarios."
    state = position(3, {0: ["A6"]}, table=["A35"], opened=[0, 1, 2], options={"hands": 3})
    state.turn = 0
    left = [len(h) for h in state.hands]
    state.apply(0, lay(["A36"], ["A35"]))
    assert state.scores == [left[1] + left[2], 0, 0]
    assert state.results[-1].how == "out"
    assert state.hand_number == 2 and all(len(h) == 14 for h in state.hands)  # the next hand is dealt


@pytest.mark.parametrize(("players", "target"), [(2, 14), (3, 28), (4, 42)])
def test_targets_by_number_of_players(players, target):
    # "Ganará el primer jugador que logre acumular 14 puntos de victoria si son dos jugadores, 28 sin son tres
    # o 42 si son cuatro"
    assert target_for(players) == target
    state = position(players, {0: ["A6"]}, table=["A35"], opened=list(range(players)))
    state.turn = 0
    state.scores[0] = target - 1
    state.results = []  # the scores as given: check the end only
    state.apply(0, lay(["A36"], ["A35"]))
    assert state.is_over() and state.outcome().winners == (0,)


def test_timed_game_is_a_set_number_of_hands():
    # "o el que acumule más puntos en el momento de terminar la partida, si se juega por tiempo" (D8)
    state = position(2, {0: ["A6"]}, table=["A35"], opened=[0, 1], options={"hands": 1})
    state.turn = 0
    state.apply(0, lay(["A36"], ["A35"]))
    assert state.is_over() and state.winners == (0,)


def test_blocked_hand_scoring():
    # D7: the stock empty, a whole round of passes ends the hand: fewest cards wins the differences
    assert blocked_score([2, 4]) == (0, 2)
    assert blocked_score([3, 3, 5]) == (None, 0)
    assert blocked_score([1, 4, 6]) == (0, 3 + 5)


def test_pass_only_with_an_empty_stock():
    state = position(2, {0: OPENING_HAND})
    assert not state.is_legal(0, pass_())
    assert state.why_illegal(0, pass_()).startswith("you may pass only when the stock is empty")


def test_blocked_round_ends_the_hand():
    state = RummiDrez(2, 3, {"hands": 1})
    # everyone draws until the stock is empty
    while state.stock:
        state.apply(state.to_act()[0], draw())
    assert state.legal_actions(state.to_act()[0])[0] == pass_()
    state.apply(state.to_act()[0], pass_())
    assert not state.is_over()
    state.apply(state.to_act()[0], pass_())
    assert state.is_over() and state.results[-1].how == "blocked"
    left = [len(h) for h in state.hands]
    assert (state.results[-1].winner, state.results[-1].points) == blocked_score(left)


def test_solo_lays_as_cards_come_and_ends_at_the_last_draw():
    # "Se puede jugar una variante en solitario de este juego si el jugador va ordenando las cartas sobre la
    # mesa, según las reglas explicadas previamente, a medida que las va sacando del mazo. [...] El número de
    # cartas que le queden al jugador en la mano contará como su record personal" (D9)
    state = RummiDrez(1, 7)
    assert len(state.hands[0]) == 14
    while not state.is_over():
        assert state.to_act() == (0,)
        state.apply(0, draw())
    assert not state.stock and len(state.hands[0]) == 112
    outcome = state.outcome()
    assert outcome.scores == (-112.0,) and outcome.rating == "done"


def test_solo_lay_keeps_the_turn():
    state = position(1, {0: ["A3", "A4", "A5", "A6", "T6", "A6", "C6", "P1", "P2", "D7", "D8", "B9", "B1", "C4"]})
    state.apply(0, lay(["A36", "K6TC"]))
    assert state.to_act() == (0,) and not state.is_over()


def test_first_player_after_the_dealer():
    # D1: the first dealer is the last seat; seat 0 plays first; the deal rotates
    state = RummiDrez(3, 2)
    assert state.dealer == 2 and state.to_act() == (0,)


def test_malformed_lays_are_refused_unchanged():
    state = position(2, {0: OPENING_HAND})
    before = state.snapshot()
    for text in ("lay:Z99", "lay:A35,A35", "lay:_A35", "lay:K6CT", "draw:1", "pass"):
        action = Action.decode(text)
        with pytest.raises(IllegalActionError):
            state.apply(0, action)
    assert state.snapshot() == before


def test_preview_marks_groups_and_gives_the_lay():
    state = position(2, {0: ["A6", "A2", "P5", "P6", "P7", "B1"]}, table=["A35", "K6TC"], opened=[0, 1])
    state.turn = 0
    answer = state.preview(0, ("table", (("A3", "A4", "A5", "A6"), ("T6", "A6", "C6"), ("P5", "P6"))))
    assert isinstance(answer, Composition)
    assert answer.groups[:2] == ("A36", "K6TC") and answer.groups[2] is None and answer.faults[2] == "short"
    assert answer.action is None and answer.problem == "not_run"
    answer = state.preview(0, ("table", (("A3", "A4", "A5", "A6"), ("T6", "A6", "C6"))))
    assert answer.action == lay(["A36"], ["A35"]) and answer.from_hand == 1
    state.apply(0, answer.action)


def test_opening_constant_and_neutral():
    assert OPENING == 7 and NEUTRAL.is_neutral
