"""Puertas (rulebook 000, "# Puertas"): one test per rule, each quoting the passage it checks."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from game.core import Action, IllegalActionError
from game.dama_tigre.deck import clue_cards
from game.text import render
from games.puertas.engine import (
    ALL_GUESSES,
    END_TURN,
    NEXT_ROUND,
    REVEAL,
    SCORE_SET,
    Puertas,
    guess_is_right,
    set_attributes,
    set_cards,
)

ALL_CLUES = Counter(card.code for card in clue_cards())


def rigged(collector: int = 0, identities: tuple[str, str] = ("RL", "BT"), market: list[str] | None = None,
           collected: list[str] | None = None, discard: list[str] | None = None,
           deck: list[str] | None = None, phase: str = "collect", scores: tuple[int, int] = (0, 0)) -> Puertas:
    """A Puertas position laid out by hand; the deck gets whatever clue cards are not placed,
    unless given (a deck given first is drawn first)."""
    state = Puertas(2, seed=0)
    state.collector = collector
    state.identities = list(identities)
    state.aside = [c for c in ("RL", "BL", "RT", "BT") if c not in identities]
    state.market = list(market or ["RL", "BL", "RT", "BT"])
    state.collected = list(collected or [])
    state.discard = list(discard or [])
    placed = Counter(state.market) + Counter(state.collected) + Counter(state.discard)
    rest = ALL_CLUES - placed
    if deck is None:
        deck = sorted(rest.elements())
    else:
        assert Counter(deck) <= rest, "the rigged deck uses cards already placed"
    state.deck = list(deck)
    state.phase = phase
    state.scores = list(scores)
    return state


def take(state: Puertas, slot: int) -> None:
    state.apply(state.collector, Action("take", (slot, state.market[slot])))


def discard(state: Puertas, slot: int) -> None:
    state.apply(state.guesser, Action("discard", (slot, state.market[slot])))


# --- PREPARACIÓN ----------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(20))
def test_deal_identities_from_the_four_doors(seed):
    # "baraja las 4 cartas de Puerta y reparte 1 bocabajo a cada jugador.
    #  Coloca las otras 2 cartas de Puerta a un lado sin mirarlas."
    state = Puertas(2, seed)
    assert sorted(state.identities + state.aside) == ["BL", "BT", "RL", "RT"]
    assert state.identities[0] != state.identities[1]
    assert len(state.aside) == 2


@pytest.mark.parametrize("seed", range(20))
def test_fourteen_clues_shuffled_four_face_up(seed):
    # "Baraja las 14 cartas de Pista para formar el mazo y despliega las primeras 4"
    state = Puertas(2, seed)
    assert len(state.market) == 4 and len(state.deck) == 10
    assert Counter(state.market + state.deck) == ALL_CLUES
    assert sum(ALL_CLUES.values()) == 14


def test_shuffles_differ_between_seeds():
    deals = {tuple(Puertas(2, seed).deck) for seed in range(20)}
    assert len(deals) > 15


def test_identity_is_secret_from_the_opponent_and_spectators():
    # "La carta recibida representa tu identidad. Revísala sin mostrársela al oponente."
    state = rigged(identities=("RL", "BT"), market=["BL", "BT", "RT", "LT"])
    mine, theirs, spectator = state.view(0), state.view(1), state.view(None)
    assert mine.identities == ("RL", None)
    assert theirs.identities == (None, "BT")
    assert spectator.identities == (None, None)
    for view in (mine, theirs, spectator):
        assert not hasattr(view, "aside") and not hasattr(view, "deck")
    assert "RL" not in json.dumps(theirs.to_json())  # the market here holds no Red Lady


def test_deck_order_is_hidden_from_both():
    state = Puertas(2, 3)
    for seat in (0, 1, None):
        view = state.view(seat)
        assert view.deck_count == 10
        assert not hasattr(view, "deck")


def test_first_collector_is_chosen_by_chance():
    # "El último jugador que abrió una puerta, será el primer Recolector." The app cannot
    # ask, so the game's own generator decides (documented decision).
    first = {Puertas(2, seed).collector for seed in range(30)}
    assert first == {0, 1}
    for seed in range(5):
        assert Puertas(2, seed).collector == Puertas(2, seed).collector


def test_turns_alternate_starting_with_the_collector():
    # "Los jugadores alternan sus turnos empezando por el Recolector."
    state = rigged(collector=1, identities=("RL", "BT"), market=["BL", "RL", "LT", "RB"])
    assert state.to_act() == (1,)
    take(state, 0)
    assert state.to_act() == (0,)
    discard(state, 0)
    state.apply(0, END_TURN)
    assert state.to_act() == (1,)


# --- SETS -----------------------------------------------------------------------------------

def test_rulebook_example_red_lady_set_of_four_reds():
    # "Esta Dama Roja tiene un set de 4 cartas rojas: 2 Damas Rojas, 1 Azul/Rojo y 1 Tigre Rojo."
    assert set_attributes(["RL", "RL", "RB", "RT"], "RL") == ["red"]
    # ...and it is played out: the 4th red card taken forces the reveal, worth 6 gems.
    state = rigged(collector=0, identities=("RL", "BT"), collected=["RL", "RL", "RB"],
                   market=["RT", "BL", "BL", "BT"])
    take(state, 0)
    assert state.legal_actions(0) == [REVEAL]
    state.apply(0, REVEAL)
    assert state.scores == [6, 0]
    assert state.rounds[-1].reason == "collector_set" and state.rounds[-1].set_attribute == "red"


def test_rulebook_example_red_tiger():
    # "si eres un Tigre Rojo, puedes juntar un set de 4 cartas de Tigre o 4 cartas Rojas.
    #  No puedes revelar para puntuar un set de 4 cartas Azules o 4 cartas de Dama."
    assert set_attributes(["RT", "BT", "BT", "LT"], "RT") == ["tiger"]
    assert set_attributes(["RL", "RL", "RT", "RB"], "RT") == ["red"]
    assert set_attributes(["BL", "BL", "BT", "RB"], "RT") == []
    assert set_attributes(["BL", "RL", "BL", "LT"], "RT") == []
    assert set_attributes(["BL", "BL", "BL", "LT"], "RT") == []


def test_set_needs_four_cards_sharing_one_attribute():
    # "Un set son 4 cartas de Pista que comparten 1 atributo con tu identidad."
    # Two reds and two tigers do not make a set for the Red Tiger: all four must share ONE.
    assert set_attributes(["RL", "RL", "BT", "BT"], "RT") == []
    assert set_attributes(["RL", "RL", "RL"], "RL") == []
    assert set_attributes(["RL", "RL", "RL", "BL"], "RL") == ["lady"]


def test_wild_colour_card_counts_as_both_colours_and_no_role():
    # "La carta Azul/Rojo cuenta como ambos COLORES, no como Dama o Tigre."
    assert set_attributes(["BT", "BT", "BL", "RB"], "BL") == ["blue"]
    assert set_attributes(["RT", "RT", "RL", "RB"], "RL") == ["red"]
    assert set_attributes(["RL", "BL", "BL", "RB"], "BL") == []  # 3 ladies + RB is no lady set
    assert set_attributes(["RL", "BL", "BL", "RB"], "RL") == []


def test_wild_role_card_counts_as_both_roles_and_no_colour():
    # "La carta Dama/Tigre cuenta como ambos ROLES, no como Rojo o Azul."
    assert set_attributes(["RL", "BL", "BL", "LT"], "RL") == ["lady"]
    assert set_attributes(["RT", "BT", "BT", "LT"], "BT") == ["tiger"]
    assert set_attributes(["BT", "RT", "RT", "LT"], "RT") == ["tiger"]
    assert set_attributes(["BL", "BT", "BT", "LT"], "BL") == []  # 3 blues + LT is no blue set


def test_set_cards_picks_the_matching_four():
    assert set_cards(["BL", "RL", "RL", "RB", "RT"], "RL") == [1, 2, 3, 4]


# --- RECOLECTOR -------------------------------------------------------------------------------

def test_collector_takes_a_card_face_up_and_the_slot_refills_from_the_deck():
    # "toma 1 de las 4 cartas disponibles y déjala bocarriba frente a ti. Rellena el espacio
    #  inmediatamente con la primera carta del mazo."
    state = rigged(market=["RL", "BL", "RT", "BT"], deck=["LT", "RB", "RL", "RL", "BL", "BL", "RT", "RT", "BT", "BT"])
    take(state, 2)
    assert state.collected == ["RT"]
    assert state.market == ["RL", "BL", "LT", "BT"]
    assert state.view(1).refilled == 2  # everyone saw which slot was refilled
    assert len(state.deck) == 9
    for seat in (0, 1, None):
        assert state.view(seat).collected == ("RT",)


def test_collector_may_take_any_card():
    # "No estás obligado a escoger una carta que coincida con tu identidad."
    state = rigged(identities=("RL", "BT"), market=["BT", "BT", "BL", "LT"])
    assert state.legal_actions(0) == [Action("take", (i, c)) for i, c in enumerate(["BT", "BT", "BL", "LT"])]


def test_collector_must_reveal_a_set():
    # "si tienes un set de cartas que coincidan con tu identidad, debes revelar tu identidad
    #  para obtener 6 gemas y terminar el enfrentamiento."  The turn summary calls it optional;
    # we follow the detailed rule: revealing is the only legal action.
    state = rigged(collector=1, identities=("RL", "BT"), collected=["BT", "RT", "LT"], market=["BL", "BT", "RL", "RL"])
    take(state, 1)
    assert state.phase == "reveal" and state.to_act() == (1,)
    assert state.legal_actions(1) == [REVEAL]
    with pytest.raises(IllegalActionError, match="must reveal"):
        state.apply(1, Action("end_turn"))
    with pytest.raises(IllegalActionError):
        state.apply(0, Action("discard", (0, "BL")))
    state.apply(1, REVEAL)
    assert state.scores == [0, 6]


def test_without_a_set_the_guesser_plays_next():
    # "De otra forma, el enfrentamiento continúa con el turno del Adivinador."
    state = rigged(collector=0, identities=("RL", "BT"), collected=["BT", "BT", "BL"], market=["BL", "BT", "RL", "RL"])
    take(state, 1)  # four blue cards, but the Red Lady cannot score blues
    assert state.phase == "guess" and state.to_act() == (1,)


# --- ADIVINADOR ---------------------------------------------------------------------------------

def test_guesser_discards_face_up_refills_and_everyone_sees_the_pile():
    # "descarta cualquiera de las 4 cartas reveladas y colócala bocarriba junto al mazo. Rellena el
    #  espacio inmediatamente ... Los jugadores pueden mirar la pila de cartas descartadas en cualquier momento."
    state = rigged(market=["RL", "BL", "RT", "BT"], deck=["LT", "RB", "RL", "RL", "BL", "BL", "RT", "RT", "BT", "BT"])
    take(state, 0)
    assert state.phase == "guess"
    assert [a for a in state.legal_actions(1) if a.kind == "discard"] == [
        Action("discard", (i, c)) for i, c in enumerate(["LT", "BL", "RT", "BT"])]
    discard(state, 3)
    assert state.market == ["LT", "BL", "RT", "RB"]
    for seat in (0, 1, None):
        assert state.view(seat).discard == ("BT",)


def test_guesser_may_guess_before_or_after_discarding():
    # "Antes o después de descartar una carta, el Adivinador puede intentar adivinar o puntuar"
    state = rigged(market=["RL", "BL", "RT", "BT"])
    take(state, 1)
    before = state.legal_actions(1)
    assert all(guess in before for guess in ALL_GUESSES)
    discard(state, 0)
    after = state.legal_actions(1)
    assert all(guess in after for guess in ALL_GUESSES)
    assert END_TURN in after and not any(a.kind == "discard" for a in after)


def test_after_the_discard_the_turn_passes_to_the_collector():
    # "De otra forma, el enfrentamiento continúa y el Recolector tendrá un nuevo turno."
    state = rigged(market=["RL", "BL", "RT", "BT"])
    take(state, 1)
    discard(state, 0)
    state.apply(1, END_TURN)
    assert state.phase == "collect" and state.to_act() == (0,)


def play_to_guess(identities=("RL", "BT"), collector=0) -> Puertas:
    state = rigged(collector=collector, identities=identities, market=["RL", "BL", "RT", "BT"])
    take(state, 1)
    return state


def test_guess_one_attribute_right_scores_one_gem():
    # "Gana 1 gema al descubrir Color o Rol."
    for guess in ("red", "lady"):
        state = play_to_guess(identities=("RL", "BT"))
        state.apply(1, Action("guess", (guess,)))
        assert state.scores == [0, 1]
        assert state.phase == "round_over"


def test_guess_colour_and_role_right_scores_five_gems():
    # "Gana 5 gemas al descubrir Color Y Rol." ("Eres la Dama Roja.")
    state = play_to_guess(identities=("RL", "BT"))
    state.apply(1, Action("guess", ("red", "lady")))
    assert state.scores == [0, 5]
    assert state.rounds[-1].reason == "guess_right"


@pytest.mark.parametrize("guess", [("blue",), ("tiger",), ("blue", "lady"), ("red", "tiger"), ("blue", "tiger")])
def test_any_wrong_part_gives_the_collector_four_gems(guess):
    # "Si cualquier parte de tu conjetura es incorrecta, no obtienes nada y el Recolector gana 4 gemas."
    state = play_to_guess(identities=("RL", "BT"))
    state.apply(1, Action("guess", guess))
    assert state.scores == [4, 0]
    assert state.rounds[-1].reason == "guess_wrong"


def test_guess_after_discard_sees_the_refill():
    # A guess after the discard is scored the same way.
    state = play_to_guess(identities=("BT", "RL"))
    discard(state, 0)
    state.apply(1, Action("guess", ("blue", "tiger")))
    assert state.scores == [0, 5]


def test_guess_is_right_helper_with_every_identity():
    assert guess_is_right(("red",), "RT") and guess_is_right(("tiger",), "RT")
    assert not guess_is_right(("red", "lady"), "RT")


def test_guesser_scores_a_set_matching_their_own_identity():
    # "Si el Recolector creó un set que coincide con tu Rol o Color, puedes revelar tu identidad
    #  para obtener 2 gemas y terminar el enfrentamiento."
    # The Collector (Red Tiger) holds 3 Blue Ladies and the Lady/Tiger: a lady set for the
    # Guesser (Blue Lady), and nothing for the Collector (one tiger, no red).
    state = rigged(collector=0, identities=("RT", "BL"), collected=["BL", "BL", "LT"], market=["BL", "RT", "RL", "BT"])
    take(state, 0)
    assert state.phase == "guess"
    assert SCORE_SET in state.legal_actions(1)
    assert state.view(1).my_sets == ("lady",)
    state.apply(1, SCORE_SET)
    assert state.scores == [0, 2]
    assert state.rounds[-1].reason == "guesser_set"


def test_guesser_set_also_after_discarding():
    state = rigged(collector=0, identities=("RT", "BL"), collected=["BL", "BL", "LT"], market=["BL", "RT", "RL", "BT"])
    take(state, 0)
    discard(state, 1)
    assert SCORE_SET in state.legal_actions(1)


def test_guesser_cannot_score_without_a_set():
    state = play_to_guess(identities=("RL", "BT"))
    assert SCORE_SET not in state.legal_actions(1)
    before = state.dumps()
    with pytest.raises(IllegalActionError, match="no set"):
        state.apply(1, SCORE_SET)
    assert state.dumps() == before


# --- EL MAZO SE ACABA ---------------------------------------------------------------------------

def test_deck_running_out_scores_three_for_the_guesser():
    # "7 Si el mazo se acaba, el Adivinador puntúa 3 gemas."  The 10 cards after the market last
    # five full turns; the Guesser's 5th discard draws the last one, and ending that turn pays 3.
    state = rigged(collector=0, identities=("RL", "BT"), market=["BT", "BT", "BT", "BL"],
                   deck=["BL", "BL", "RT", "RT", "RT", "RB", "LT", "RL", "RL", "RL"])
    for turn in range(5):
        take(state, 0)
        assert state.phase == "guess", f"turn {turn + 1}"
        discard(state, 0)
        if turn < 4:
            assert state.deck
            state.apply(1, END_TURN)
    assert state.deck == [] and state.phase == "after_discard"
    assert len(state.collected) == 5 and len(state.discard) == 5
    # The Guesser may still guess with the last card seen; here they take the 3 gems.
    assert Action("guess", ("red",)) in state.legal_actions(1)
    state.apply(1, END_TURN)
    assert state.scores == [0, 3]
    assert state.rounds[-1].reason == "deck_out"


def test_deck_out_guess_instead_of_the_three_gems():
    state = rigged(collector=0, identities=("RL", "BT"), market=["BT", "BT", "BT", "BL"],
                   deck=["BL", "BL", "RT", "RT", "RT", "RB", "LT", "RL", "RL", "RL"])
    for turn in range(5):
        take(state, 0)
        discard(state, 0)
        if turn < 4:
            state.apply(1, END_TURN)
    state.apply(1, Action("guess", ("red", "lady")))
    assert state.scores == [0, 5]


# --- FIN DEL ENFRENTAMIENTO -----------------------------------------------------------------------

def test_round_end_reveals_both_identities_and_swaps_roles():
    # "Ambos jugadores revelan sus identidades, ... barajan las cartas de Pista y Puerta, reparten una
    #  nueva identidad" / "Al final de cada enfrentamiento, los jugadores intercambian sus roles"
    state = play_to_guess(identities=("RL", "BT"), collector=0)
    state.apply(1, Action("guess", ("tiger",)))
    for seat in (0, 1, None):
        assert state.view(seat).identities == ("RL", "BT")
    assert state.to_act() == (1,)  # the next Collector starts the new round
    assert state.legal_actions(1) == [NEXT_ROUND]
    state.apply(1, NEXT_ROUND)
    assert state.collector == 1 and state.guesser == 0
    assert state.phase == "collect"
    assert len(state.market) == 4 and len(state.deck) == 10 and not state.collected and not state.discard
    assert sorted(state.identities + state.aside) == ["BL", "BT", "RL", "RT"]
    assert state.view(0).identities[1] is None
    assert state.view(0).rounds[0].identities == ("RL", "BT")  # a public record stays


def test_round_ends_as_soon_as_anyone_gains_gems():
    # "Cada enfrentamiento termina tan pronto como cualquier jugador obtenga gemas."
    state = play_to_guess()
    state.apply(1, Action("guess", ("red",)))
    assert state.phase == "round_over"
    assert state.legal_actions(0) == [] and state.legal_actions(1) == [NEXT_ROUND]


def test_first_to_ten_gems_wins():
    # "El primero en obtener 10 gemas será el ganador."
    state = rigged(collector=0, identities=("RL", "BT"), market=["RL", "BL", "RT", "BT"], scores=(9, 6))
    take(state, 1)
    state.apply(1, Action("guess", ("red", "lady")))
    assert state.scores == [9, 11]
    assert state.is_over() and state.to_act() == ()
    outcome = state.outcome()
    assert outcome.winners == (1,) and outcome.scores == (9, 11)
    assert state.view(0).winner == 1


def test_nine_gems_is_not_yet_a_win():
    state = rigged(collector=0, identities=("RL", "BT"), market=["RL", "BL", "RT", "BT"], scores=(5, 8))
    take(state, 1)
    state.apply(1, Action("guess", ("red",)))
    assert state.scores == [5, 9] and not state.is_over()


# --- ILLEGAL INPUT, DETERMINIZE, CLONE, LOG -----------------------------------------------------------

def test_roles_are_kept_apart():
    state = rigged(collector=0, market=["RL", "BL", "RT", "BT"])
    before = state.dumps()
    with pytest.raises(IllegalActionError):
        state.apply(0, Action("guess", ("red",)))
    with pytest.raises(IllegalActionError, match="not seat 2's turn"):
        state.apply(1, Action("discard", (0, "RL")))
    with pytest.raises(IllegalActionError, match="holds RL"):
        state.apply(0, Action("take", (0, "BT")))
    with pytest.raises(IllegalActionError):
        state.apply(0, Action("take", (7, "RL")))
    assert state.dumps() == before


def test_determinize_respects_the_forced_reveal():
    # The Collector (Blue Lady) holds four red cards and did not reveal, so the Guesser can rule
    # out both red identities: the determinized Collector is always the Blue Lady.
    state = rigged(collector=0, identities=("BL", "BT"), collected=["RT", "RT", "RB"], market=["RL", "BL", "RT", "BT"])
    take(state, 0)
    assert state.phase == "guess"
    assert state.possible_identities(1) == ["BL"]
    rng = random.Random(1)
    for _ in range(10):
        det = state.determinize(1, rng)
        assert det.identities == ["BL", "BT"]
        assert det.view(1) == state.view(1)


def test_determinize_resamples_the_opponent_and_the_deck():
    state = rigged(collector=0, identities=("RL", "BT"), market=["RL", "BL", "RT", "BT"])
    rng = random.Random(2)
    seen_identities, seen_decks = set(), set()
    for _ in range(40):
        det = state.determinize(0, rng)
        assert det.identities[0] == "RL"
        assert sorted(det.identities + det.aside) == ["BL", "BT", "RL", "RT"]
        assert Counter(det.deck) == Counter(state.deck)
        assert det.view(0) == state.view(0)
        seen_identities.add(det.identities[1])
        seen_decks.add(tuple(det.deck))
    assert seen_identities == {"BL", "RT", "BT"}
    assert len(seen_decks) > 10


def test_determinize_in_the_reveal_phase_keeps_a_set_holder():
    state = rigged(collector=0, identities=("RT", "BL"), collected=["RL", "RL", "RB"], market=["RT", "BL", "BT", "BT"])
    take(state, 0)
    assert state.phase == "reveal"
    assert sorted(state.possible_identities(1)) == ["RL", "RT"]
    det = state.determinize(1, random.Random(5))
    assert det.legal_actions(0) == [REVEAL] and set_attributes(det.collected, det.identities[0])


def test_clone_is_independent():
    state = Puertas(2, 9)
    copy = state.clone()
    seat = copy.to_act()[0]
    copy.apply(seat, copy.legal_actions(seat)[0])
    assert state.collected == [] and len(state.history) == 0
    again = state.clone()
    assert again == state and again.rng.getstate() == state.rng.getstate()


def test_describe_in_both_languages():
    state = play_to_guess()
    assert render(state.describe(1, Action("guess", ("red", "lady")), "es"), "es") == "Jugador 2 adivina: «Eres la Dama Roja»"
    assert render(state.describe(1, Action("guess", ("blue",)), "en"), "en") == 'Player 2 guesses: "You are Blue"'
    assert "Tigre Rojo" in render(state.describe(0, Action("take", (0, "RT")), "es"), "es")
    assert "Lady/Tiger" in render(state.describe(1, Action("discard", (0, "LT")), "en"), "en")


@pytest.mark.parametrize("seed", range(10))
def test_random_games_reach_ten_gems(seed):
    state = Puertas(2, seed)
    rng = random.Random(seed)
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert max(state.scores) >= 10 and min(state.scores) < 10
    assert sum(result.gems for result in state.rounds) == sum(state.scores)


def _guessed(guess: tuple[str, ...]) -> Puertas:
    state = rigged(collector=0, identities=("RL", "BT"), market=["BT", "BL", "RT", "BT"])
    take(state, 0)
    state.apply(1, Action("guess", guess))
    return state


def _collector_set() -> Puertas:
    state = rigged(collector=0, identities=("RL", "BT"), collected=["RL", "RL", "RB"], market=["RT", "BL", "BL", "BT"])
    take(state, 0)
    state.apply(0, REVEAL)
    return state


def _guesser_set() -> Puertas:
    state = rigged(collector=0, identities=("RT", "BL"), collected=["BL", "BL", "LT"], market=["BL", "RT", "RL", "BT"])
    take(state, 0)
    state.apply(1, SCORE_SET)
    return state


def _deck_out() -> Puertas:
    state = rigged(collector=0, identities=("RL", "BT"), market=["BT", "BT", "BT", "BL"],
                   deck=["BL", "BL", "RT", "RT", "RT", "RB", "LT", "RL", "RL", "RL"])
    for _ in range(5):
        take(state, 0)
        discard(state, 0)
        state.apply(1, END_TURN)
    return state


@pytest.mark.parametrize("play,scores", [
    # PUNTUACIÓN DEL RECOLECTOR
    (lambda: _guessed(("blue",)), [4, 0]),  # "Gana 4 gemas al ser adivinado incorrectamente."
    (_collector_set, [6, 0]),  # "Gana 6 gemas al completar un set de cartas."
    # PUNTUACIÓN DEL ADIVINADOR
    (lambda: _guessed(("lady",)), [0, 1]),  # "Gana 1 gema al descubrir Color o Rol."
    (_guesser_set, [0, 2]),  # "Gana 2 gemas al completar un set de cartas."
    (_deck_out, [0, 3]),  # "Gana 3 gemas cuando el mazo se acaba."
    (lambda: _guessed(("red", "lady")), [0, 5]),  # "Gana 5 gemas al descubrir Color Y Rol."
])
def test_quick_reference_scoring_table(play, scores):
    state = play()
    assert state.scores == scores
    assert state.phase == "round_over"
    assert state.invariant_violations() == []
