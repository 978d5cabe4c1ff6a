"""Recompensas (rulebook 000, "La Dama y el Tigre", pp. 20-25): each rule quoted beside its test."""

from __future__ import annotations

import json
import random

import pytest

from game.core import Action, IllegalActionError
from game.text import render
from games.recompensas.engine import (
    DOORS,
    Recompensas,
    rating_text,
)

# Gem counts per Door in the order red, blue, white, black.
EMPTY = {door: [0, 0, 0, 0] for door in DOORS}


def game_with(doors: dict[str, list[int]], current: str, level: str = "normal", seed: int = 0) -> Recompensas:
    """A game whose Doors and revealed card are set by hand (gems not on a Door count as collected or removed)."""
    state = Recompensas(1, seed, {"level": level})
    state.doors = {door: list(doors.get(door, [0, 0, 0, 0])) for door in DOORS}
    # keep the deck consistent: the hand-picked card is the revealed one
    cards = state.deck + [state.current]
    cards.remove(current)
    state.deck = cards
    state.current = current
    return state


def act(kind: str, *args) -> Action:
    return Action(kind, tuple(args))


def play_to_end(state: Recompensas, rng: random.Random) -> None:
    while not state.is_over():
        state.apply(0, rng.choice(state.legal_actions(0)))


def test_four_doors_five_random_gems_each():
    # "Mezcla las 20 gemas restantes y coloca 5 de ellas de forma aleatoria en cada una de las cartas de Puerta."
    # "El resto de gemas amarillas no se utilizan en este juego."
    layouts = set()
    for seed in range(20):
        state = Recompensas(1, seed)
        assert tuple(state.doors) == ("RL", "BL", "RT", "BT")  # Ladies on top, Red on the left
        assert all(sum(counts) == 5 for counts in state.doors.values())
        assert [state.on_doors(gem) for gem in range(4)] == [5, 5, 5, 5]
        layouts.add(json.dumps(state.doors))
    assert len(layouts) > 10


def test_the_fourteen_clue_cards_form_the_deck():
    # "Baraja las 14 cartas de Pista para formar el mazo."
    state = Recompensas(1, 0)
    assert len(state.deck) + 1 == 14 and state.current is not None
    assert sorted(state.deck + [state.current]) == sorted(["RL", "BL", "RT", "BT"] * 3 + ["RB", "LT"])
    assert len({tuple(Recompensas(1, seed).deck) for seed in range(10)}) > 1


def test_red_tiger_worked_example():
    # "Luego de revelar al Tigre Rojo, debes elegir una de las siguientes opciones: Mover 1 tesoro o basura de la
    #  carta de Puerta del Tigre Azul a la carta de Puerta del Tigre Rojo. / ... del Tigre Rojo a ... Tigre Azul. /
    #  Eliminar todos los pares ... / Si no hay basura en la carta de Puerta del Tigre Rojo, puedes recolectar"
    doors = {"RL": [1, 1, 1, 1], "BL": [1, 1, 1, 1], "RT": [2, 1, 1, 1], "BT": [1, 2, 1, 1]}
    state = game_with(doors, "RT")
    assert state.legal_actions(0) == [
        act("move", "RT", "red"), act("move", "RT", "blue"), act("move", "RT", "white"), act("move", "RT", "black"),
        act("move", "BT", "red"), act("move", "BT", "blue"), act("move", "BT", "white"), act("move", "BT", "black"),
        act("remove"),
    ]
    state.apply(0, act("move", "BT", "blue"))
    assert state.doors["RT"] == [2, 2, 1, 1] and state.doors["BT"] == [1, 1, 1, 1]


def test_moves_are_sideways_only():
    # "Toma 1 tesoro o 1 basura y muévela a otra carta del mismo rol (no color)." /
    # "No puedes mover gemas en dirección vertical."
    doors = {"RL": [1, 0, 1, 0], "BL": [0, 0, 0, 0], "RT": [1, 1, 1, 1], "BT": [0, 0, 0, 0]}
    state = game_with(doors, "RL")
    before = state.dumps()
    with pytest.raises(IllegalActionError, match="sideways"):
        state.apply(0, act("move", "RT", "red"))  # Red Tiger is below the Red Lady
    assert state.dumps() == before
    state.apply(0, act("move", "RL", "white"))
    assert state.doors["BL"] == [0, 0, 1, 0] and state.doors["RL"] == [1, 0, 0, 0]


def test_remove_takes_every_pair_and_leaves_the_rest():
    # "elimina todos los pares que consistan en 1 basura blanca y 1 basura negra de esa carta. Toda la basura que no
    #  pueda formar pares se deja sobre la carta."
    doors = {"RL": [1, 1, 3, 2], "BL": [1, 1, 0, 0], "RT": [1, 1, 2, 1], "BT": [2, 2, 0, 2]}
    state = game_with(doors, "RL")
    state.apply(0, act("remove"))
    assert state.doors["RL"] == [1, 1, 1, 0]
    assert state.removed(2) == 2 and state.removed(3) == 2 and state.score() == 4


def test_decision_remove_needs_a_pair():
    # Decision: with only white (or only black) trash nothing would be removed, so "remove" is not an action.
    doors = {"RL": [1, 1, 2, 0], "BL": [0, 0, 0, 0], "RT": [4, 4, 3, 5], "BT": [0, 0, 0, 0]}
    state = game_with(doors, "RL")
    assert act("remove") not in state.legal_actions(0)
    with pytest.raises(IllegalActionError, match="no white-black pair"):
        state.apply(0, act("remove"))


def test_collect_one_treasure_of_the_door_colour_when_no_trash():
    # "Puedes recolectar 1 tesoro desde una Puerta Si: El color del tesoro coincide con la carta de Puerta Y
    #  No hay basura en la carta de Puerta."
    doors = {"RL": [0, 0, 0, 0], "BL": [2, 3, 0, 0], "RT": [3, 2, 5, 5], "BT": [0, 0, 0, 0]}
    state = game_with(doors, "BL")
    assert act("collect") in state.legal_actions(0)
    state.apply(0, act("collect"))
    assert state.doors["BL"] == [2, 2, 0, 0] and state.collected(1) == 1 and state.collected(0) == 0

    state = game_with(doors, "RT")
    with pytest.raises(IllegalActionError, match="still holds trash"):
        state.apply(0, act("collect"))
    state = game_with({**doors, "RL": [0, 2, 0, 0]}, "RL")
    with pytest.raises(IllegalActionError, match="no treasure of its colour"):
        state.apply(0, act("collect"))


def test_collected_treasure_never_returns():
    # "Coloca todo el tesoro que recolectes a un lado, este nunca regresa a las cartas de Puerta."
    rng = random.Random(4)
    state = Recompensas(1, 4)
    collected = 0
    while not state.is_over():
        state.apply(0, rng.choice(state.legal_actions(0)))
        now = state.collected(0) + state.collected(1)
        assert now >= collected
        collected = now


def test_acting_is_compulsory_and_pass_only_when_nothing_is_possible():
    # "Debes realizar una acción siempre que sea posible. Si eres incapaz de realizar una acción, pasa el turno y
    #  revela otra carta."
    doors = {"RL": [0, 0, 0, 0], "BL": [0, 0, 0, 0], "RT": [3, 2, 5, 5], "BT": [2, 3, 0, 0]}
    state = game_with(doors, "BL")
    assert state.legal_actions(0) == [Action("pass")]
    deck_before = len(state.deck)
    state.apply(0, Action("pass"))
    assert len(state.deck) == deck_before - 1 and state.doors["RT"] == [3, 2, 5, 5]
    state = game_with(doors, "BT")
    with pytest.raises(IllegalActionError, match="compulsory"):
        state.apply(0, Action("pass"))


def test_blue_red_wild_card_puts_removed_trash_on_the_blue_or_the_red_doors():
    # "Cuando se revela la carta Azul/Rojo, debes tomar 1 gema blanca y 1 gema negra de la basura eliminada y colocar
    #  1 en cada carta Azul -O- colocar 1 en cada carta Roja. Tu eliges que gema colocar en cada carta de Puerta."
    doors = {"RL": [2, 1, 1, 1], "BL": [1, 2, 1, 1], "RT": [1, 1, 1, 1], "BT": [1, 1, 1, 1]}  # one pair removed
    state = game_with(doors, "RB")
    assert state.legal_actions(0) == [
        act("restore", "RL", "RT"), act("restore", "RT", "RL"), act("restore", "BL", "BT"), act("restore", "BT", "BL"),
    ]
    state.apply(0, act("restore", "BT", "BL"))
    assert state.doors["BT"] == [1, 1, 2, 1] and state.doors["BL"] == [1, 2, 1, 2]
    assert state.score() == 0


def test_lady_tiger_wild_card_puts_removed_trash_on_the_ladies_or_the_tigers():
    # "Cuando se revela la carta Dama/Tigre, debes tomar 1 gema blanca y 1 gema negra de la basura eliminada y
    #  colocar 1 en cada carta de Dama -O- colocar 1 en cada carta de Tigre."
    doors = {"RL": [2, 1, 1, 1], "BL": [1, 2, 1, 1], "RT": [1, 1, 1, 1], "BT": [1, 1, 1, 1]}
    state = game_with(doors, "LT")
    assert state.legal_actions(0) == [
        act("restore", "RL", "BL"), act("restore", "BL", "RL"), act("restore", "RT", "BT"), act("restore", "BT", "RT"),
    ]
    with pytest.raises(IllegalActionError):
        state.apply(0, act("restore", "RL", "RT"))  # the Red Doors belong to the other wild card
    with pytest.raises(IllegalActionError, match="wild card asks for its own action"):
        state.apply(0, act("collect"))


def test_wild_card_without_removed_trash_swaps_black_for_white_between_any_two_doors():
    # "Si revelas una Pista Comodín y aún no hay basura eliminada, elige 2 cartas de Puerta cualquiera e intercambia
    #  una gema negra de una de esas cartas por una gema blanca de la otra carta. De esta forma, se puede intercambiar
    #  basura entre cartas de Dama y Tigre."
    doors = {"RL": [1, 1, 0, 3], "BL": [2, 2, 1, 0], "RT": [2, 2, 1, 0], "BT": [0, 0, 3, 2]}
    state = game_with(doors, "LT")
    assert state.legal_actions(0) == [
        act("swap", "RL", "BL"), act("swap", "RL", "RT"), act("swap", "RL", "BT"),
        act("swap", "BT", "BL"), act("swap", "BT", "RT"),
    ]
    state.apply(0, act("swap", "RL", "RT"))  # a Lady and a Tiger Door: vertical trade is allowed here
    assert state.doors["RL"] == [1, 1, 1, 2] and state.doors["RT"] == [2, 2, 0, 1]
    assert state.score() == 0


def test_wild_card_with_no_possible_swap_passes():
    # "Si eres incapaz de realizar una acción, pasa el turno"
    doors = {"RL": [5, 0, 5, 5], "BL": [0, 5, 0, 0], "RT": [0, 0, 0, 0], "BT": [0, 0, 0, 0]}
    state = game_with(doors, "RB")  # all trash on one Door: no black on one Door with white on another
    assert state.legal_actions(0) == [Action("pass")]


def test_the_last_card_of_a_round_goes_under_a_marker_and_the_rest_are_reshuffled():
    # "Luego de utilizar la última carta del mazo, colócala bocarriba debajo de uno de los marcadores de ronda."
    # "Baraja las otras cartas de Pista para formar un nuevo mazo y comienza una nueva ronda."
    state = Recompensas(1, 2)
    rng = random.Random(0)
    sizes = []
    while not state.is_over():
        if not state.deck:
            sizes.append(len(state.played) + 1)
            last = state.current
            state.apply(0, rng.choice(state.legal_actions(0)))
            if state.is_over():
                break
            assert state.markers[-1] == last and last not in state.played
            assert state.round == len(state.markers) + 1 and not state.played
            continue
        state.apply(0, rng.choice(state.legal_actions(0)))
    if not state.won:
        assert sizes == [14, 13, 12]


def test_three_rounds_then_the_game_is_lost():
    # "El juego termina ... cuando se coloca una carta bajo el tercer marcador de ronda." /
    # "Si no has recolectado todos los tesoros al final de la tercera ronda, ¡pierdes la partida!"
    state = Recompensas(1, 7)
    turns = 0
    rng = random.Random(7)
    # never collect: the game must run all 14 + 13 + 12 cards and be lost
    while not state.is_over():
        choices = [a for a in state.legal_actions(0) if a.kind != "collect"] or state.legal_actions(0)
        state.apply(0, rng.choice(choices))
        turns += 1
    assert turns == 14 + 13 + 12
    assert len(state.markers) == 3 and not state.won
    outcome = state.outcome()
    assert outcome.placing == (2,) and outcome.rating == "lost"
    # Decision: a loss scores minus the treasures left behind, below every win.
    assert outcome.scores == (-state.treasures_left(),) and outcome.scores[0] < 0


def test_collecting_the_tenth_treasure_wins_and_removed_trash_is_the_score():
    # "Si recolectas todos los tesoros, ¡ganas la partida!" / "Cuenta la basura eliminada para determinar tu puntaje.
    #  10 puntos es el puntaje perfecto."
    doors = {"RL": [0, 0, 0, 0], "BL": [0, 1, 0, 0], "RT": [0, 0, 1, 1], "BT": [0, 0, 0, 0]}
    state = game_with(doors, "BL")
    state.apply(0, act("collect"))
    assert state.is_over() and state.won and state.to_act() == ()
    outcome = state.outcome()
    assert outcome.placing == (1,) and outcome.scores == (8,)
    assert outcome.rating == "won"
    perfect = game_with({"BL": [0, 1, 0, 0]}, "BL")
    perfect.apply(0, act("collect"))
    assert perfect.outcome().scores == (10,) and perfect.outcome().rating == "perfect"
    assert rating_text("perfect", "es").startswith("Perfecto")


@pytest.mark.parametrize("level,out,face_up", [("normal", 0, True), ("moderate", 1, True), ("hard", 2, True),
                                               ("impossible", 3, False)])
def test_difficulty_levels(level, out, face_up):
    # "MODERADA: Elimina 1 carta de Pista de forma aleatoria al comienzo del juego y colócala bocarriba junto a ti."
    # "DIFÍCIL: Elimina 2 cartas de Pista al comienzo del juego y colócalas bocarriba junto a ti."
    # "IMPOSIBLE: Elimina 3 cartas de Pista al comienzo del juego y colócalas bocabajo sin verlas junto a ti."
    state = Recompensas(1, 11, {"level": level})
    assert len(state.set_aside) == out and len(state.deck) + 1 == 14 - out
    view = state.view(0)
    assert view.set_aside_count == out
    assert (view.set_aside == tuple(state.set_aside)) if face_up else (view.set_aside is None)
    rng = random.Random(1)
    turns = 0
    while not state.is_over():
        state.apply(0, rng.choice(state.legal_actions(0)))
        turns += 1
        assert sorted(state.set_aside) == sorted(Recompensas(1, 11, {"level": level}).set_aside)
    if not state.won:
        n = 14 - out
        assert turns == n + (n - 1) + (n - 2)


def test_the_view_hides_the_deck_order_and_face_down_cards():
    state = Recompensas(1, 3, {"level": "impossible"})
    text = json.dumps(state.view(0).to_json())
    assert "deck\"" not in text.replace("deck_size", "")
    view = state.view(0)
    assert set(view.to_json()) >= {"doors", "current", "deck_size", "played", "markers", "score", "round"}
    assert view.set_aside is None and view.deck_size == len(state.deck)


def test_determinize_resamples_the_deck_and_the_face_down_cards():
    state = Recompensas(1, 3, {"level": "impossible"})
    hidden = sorted(state.deck + state.set_aside)
    seen_aside = set()
    for seed in range(30):
        det = state.determinize(0, random.Random(seed))
        assert det.view(0) == state.view(0)
        assert sorted(det.deck + det.set_aside) == hidden
        seen_aside.add(tuple(sorted(det.set_aside)))
    assert len(seen_aside) > 1
    face_up = Recompensas(1, 3, {"level": "hard"})
    for seed in range(5):
        det = face_up.determinize(0, random.Random(seed))
        assert det.set_aside == face_up.set_aside and sorted(det.deck) == sorted(face_up.deck)


def test_clone_is_independent_and_keeps_the_generator():
    state = Recompensas(1, 5)
    copy = state.clone()
    copy.apply(0, copy.legal_actions(0)[0])
    assert state.history == [] and len(state.deck) == 13 and len(copy.deck) == 12
    twin = state.clone()
    assert twin == state and twin.rng.random() == state.rng.random()


def test_descriptions_in_both_languages():
    doors = {"RL": [1, 1, 1, 1], "BL": [1, 1, 1, 1], "RT": [2, 1, 1, 1], "BT": [1, 2, 1, 1]}
    state = game_with(doors, "RT")
    assert render(state.describe(0, act("move", "BT", "blue"), "en"), "en") == "Move a blue gem from the Blue Tiger Door to the Red Tiger Door"
    assert render(state.describe(0, act("move", "BT", "blue"), "es"), "es") == "Mueve una gema azul de la Puerta Tigre Azul a la Puerta Tigre Rojo"
    assert render(state.describe(0, act("remove"), "es"), "es") == "Elimina 1 par de basura de la Puerta Tigre Rojo"
    assert render(state.describe(0, act("remove"), "en"), "en") == "Remove 1 pair of trash from the Red Tiger Door"


def test_random_games_keep_the_gems_and_cards():
    for seed in range(20):
        state = Recompensas(1, seed, {"level": ("normal", "moderate", "hard", "impossible")[seed % 4]})
        rng = random.Random(seed)
        while not state.is_over():
            state.apply(0, rng.choice(state.legal_actions(0)))
            assert state.invariant_violations() == []
        assert Recompensas.replay(1, seed, state.options, state.history) == state


def test_hint_is_legal_reads_only_the_view_and_takes_the_last_treasure():
    from games.recompensas.engine import hint

    state = Recompensas(1, 8, {"level": "impossible"})
    rng = random.Random(8)
    while not state.is_over():
        suggestion = hint(state)
        assert suggestion in state.legal_actions(0)
        for seed in range(3):  # the same advice whatever the hidden cards are
            assert hint(state.determinize(0, random.Random(seed))) == suggestion
        state.apply(0, rng.choice(state.legal_actions(0)))
    last = game_with({"BL": [0, 1, 0, 0], "BT": [0, 0, 0, 0]}, "BL")
    assert hint(last) == act("collect")


def test_following_the_hint_wins_some_normal_deals():
    from games.recompensas.engine import hint

    wins = 0
    for seed in range(20):
        state = Recompensas(1, seed)
        while not state.is_over():
            state.apply(0, hint(state))
        wins += state.won
    assert wins >= 5  # about half in a long run; random play wins almost never


def test_still_winnable_is_never_wrong_about_a_won_game():
    from games.recompensas.engine import hint, still_winnable

    for seed in range(20):
        state = Recompensas(1, seed, {"level": ("normal", "hard")[seed % 2]})
        flags = []
        while not state.is_over():
            flags.append(still_winnable(state))
            state.apply(0, hint(state))
        if state.won:
            assert all(flags)
        assert still_winnable(state) == state.won


def test_still_winnable_counts_the_cards_of_each_colour_left():
    from games.recompensas.engine import still_winnable

    # third round, one card left in the deck: five red treasures cannot all be collected
    state = game_with({"RL": [3, 0, 0, 0], "RT": [2, 0, 0, 0]}, "RL")
    state.markers = [state.deck.pop(), state.deck.pop()]
    state.played, state.deck = state.deck[:-1], state.deck[-1:]
    assert not still_winnable(state)
    # first round with one red treasure left and red cards to come: not ruled out
    early = game_with({"RL": [1, 0, 0, 0]}, "BL")
    assert still_winnable(early)


def test_a_table_holding_only_the_view_gets_the_same_hint():
    from games.recompensas.engine import hint, state_from_view, still_winnable

    for level in ("normal", "impossible"):
        state = Recompensas(1, 21, {"level": level})
        rng = random.Random(2)
        while not state.is_over():
            rebuilt = state_from_view(state.view(0))
            assert rebuilt.view(0) == state.view(0)
            assert hint(rebuilt) == hint(state) and still_winnable(rebuilt) == still_winnable(state)
            state.apply(0, rng.choice(state.legal_actions(0)))
