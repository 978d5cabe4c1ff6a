"""Vuelvan (rulebook 000, "# Vuelvan"): one test per rule, each quoting the passage it checks."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from game.core import Action, IllegalActionError
from game.dama_tigre.deck import ALL_CODES, clue_cards
from game.text import render
from games.vuelvan.engine import (
    LEVELS,
    RATING_BANDS,
    HandCard,
    Vuelvan,
    opposite,
    rating_for,
    rating_text,
)
from games.vuelvan.view import PlacedView, VuelvanView

ALL_CLUES = Counter(card.code for card in clue_cards())


def rigged(hands: list[list[str]], doors: tuple[str, ...] = ("RL", "BL", "RT", "BT"), level: str = "basic",
           turn: int = 0, box: list[str] | None = None) -> Vuelvan:
    """A Vuelvan position laid out by hand; the box gets the Clue cards not dealt."""
    state = Vuelvan(len(hands), seed=0, options={"level": level})
    state.doors = list(doors)
    state.hands = [[HandCard(code) for code in hand] for hand in hands]
    dealt = Counter(code for hand in hands for code in hand)
    rest = ALL_CLUES - dealt
    state.box = sorted(rest.elements()) if box is None else list(box)
    state.turn = turn
    assert not state.invariant_violations()
    return state


def act(state: Vuelvan, text: str) -> None:
    state.apply_text(state.turn, text)


def own_codes_absent(view: VuelvanView, seat: int) -> bool:
    return all(card.code is None for card in view.hands[seat])


# --- PREPARACIÓN -------------------------------------------------------------------------------

@pytest.mark.parametrize("players", [2, 3, 4])
def test_one_door_each_and_the_spare_doors_stay_in_play(players):
    # "reparte bocabajo una a cada jugador" / "las cartas de Puerta restantes se colocan a los
    # costados de la mesa ... También se utilizarán en la partida."
    state = Vuelvan(players, seed=3)
    view = state.view(0)
    assert [d.owner for d in view.doors] == [s if s < players else None for s in range(4)]
    assert sorted(state.doors) == ["BL", "BT", "RL", "RT"]
    assert Action("play", (0, 3)) in state.legal_actions(0)  # a neutral Door takes cards too


@pytest.mark.parametrize("players,size", [(2, 5), (3, 4), (4, 3)])
def test_clue_hands_are_five_four_three(players, size):
    # "Partidas para 2 jugadores: 5 cartas ... 3 jugadores: 4 cartas ... 4 jugadores: 3 cartas"
    state = Vuelvan(players, seed=11)
    assert [len(h) for h in state.hands] == [size] * players
    # "Las cartas restantes se devuelven a la caja"
    assert len(state.box) == 14 - players * size


def test_two_players_remove_one_wild_unseen_first():
    # "Para una partida de dos jugadores, previamente deberemos retirar una carta de Pista
    # Comodín sin mirar al azar."  The picture: "4 Cartas retiradas del juego. Entre ellas un comodín"
    removed = Counter()
    for seed in range(60):
        state = Vuelvan(2, seed=seed)
        in_hands = [c.code for hand in state.hands for c in hand]
        assert sum(code in ("RB", "LT") for code in in_hands) <= 1
        assert len(state.box) == 4 and any(code in ("RB", "LT") for code in state.box)
        removed.update(code for code in state.box if code in ("RB", "LT"))
    assert removed["RB"] and removed["LT"]  # either wild may be the one removed


def test_basic_gems_are_one_of_each_colour():
    # "reparte 1 set de gemas (1 roja, 1 azul, 1 blanca y 1 negra) a cada jugador"
    state = Vuelvan(3, seed=1)
    assert state.gems == [("red", "blue", "white", "black")] * 3
    assert state.gem_limit is None


def test_each_player_knows_only_their_own_door():
    # "Al principio del juego, los jugadores solo podrán saber la información de su propia puerta."
    state = Vuelvan(2, seed=5)
    for seat in range(2):
        doors = state.view(seat).doors
        assert [(d.code is not None) for d in doors] == [d == seat for d in range(4)]
        assert doors[seat].code == state.doors[seat]
    assert all(d.code is None for d in state.view(None).doors)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_view_never_holds_the_seats_own_cards(players):
    # "cada jugador podrá ver la mano de cartas de sus compañeros, pero no la propia."
    state = Vuelvan(players, seed=2)
    for seat in range(players):
        view = state.view(seat)
        assert own_codes_absent(view, seat)
        for other in range(players):
            if other != seat:
                assert [c.code for c in view.hands[other]] == [c.code for c in state.hands[other]]
    spectator = state.view(None)
    assert all(own_codes_absent(spectator, s) for s in range(players))


def test_own_cards_stay_absent_through_a_whole_game():
    state = Vuelvan(3, seed=8)
    rng = random.Random(8)
    while not state.is_over():
        for seat in range(3):
            assert own_codes_absent(state.view(seat), seat)
        seat = state.turn
        state.apply(seat, rng.choice(state.legal_actions(seat)))


# --- DESARROLLO: turnos y gemas ----------------------------------------------------------------

def test_turns_go_clockwise_from_seat_one():
    # "Los jugadores realizan turnos alternadamente en sentido horario."
    state = Vuelvan(4, seed=0)
    seen = []
    for _ in range(5):
        seen.append(state.turn)
        act(state, "play:0,0")
    assert seen == [0, 1, 2, 3, 0]


def test_red_gem_points_every_card_of_the_role_including_the_lady_tiger_wild():
    # "Debes indicar todas las cartas de Rol que escojas. Si este tiene la carta de Pista Comodín
    # Dama/Tigre, también se debe indicar."
    state = rigged([["RT", "BT", "RL", "BL", "RB"], ["RL", "LT", "BT", "RT", "BL"]])
    act(state, "role:1,lady")
    assert state.hints[-1].slots == (0, 1, 4)
    known = [c.possible for c in state.hands[1]]
    assert known[0] == ("RL", "BL", "LT") and known[1] == ("RL", "BL", "LT")
    assert known[2] == ("RT", "BT", "RB")  # not pointed: not a Lady, and not the role wild
    assert state.gems[0] == ("blue", "white", "black") and state.gems_used[0] == 1
    # the wild answers to both roles (a second red gem for seat 1, laid out by hand)
    state.turn, state.gems[0] = 0, ("red",)
    act(state, "role:1,tiger")
    assert state.hands[1][1].possible == ("LT",)


def test_blue_gem_points_every_card_of_the_colour_including_the_colour_wild():
    # "Debes indicar todas las cartas del Color que escojas al jugador. Si este tiene la carta de
    # Pista Comodín Azul/Rojo, también se debe indicar."
    state = rigged([["RT", "BT", "RL", "BL", "LT"], ["RB", "RL", "BT", "RT", "BL"]])
    act(state, "colour:1,blue")
    assert state.hints[-1].slots == (0, 2, 4)
    assert state.hands[1][0].possible == ("BL", "BT", "RB")
    assert state.hands[1][1].possible == ("RL", "RT", "LT")


def test_a_hint_must_point_at_something():
    # Decision: the rulebook's hints always point cards; a hint that points at none is not offered.
    state = rigged([["RT", "BT", "RL", "BL", "LT"], ["RL", "RL", "BL", "RB", "BL"]])
    assert Action("role", (1, "tiger")) not in state.legal_actions(0)
    with pytest.raises(IllegalActionError, match="point at least one"):
        act(state, "role:1,tiger")
    assert Action("role", (1, "lady")) in state.legal_actions(0)


def test_black_gem_swaps_and_both_players_remember_the_cards_they_saw():
    # "Gema Negra: Intercambia una de tus cartas con la de otro jugador."
    # Decision: each saw the other's card face up before the swap, so both are known.
    state = rigged([["RT", "BT", "RL", "BL", "LT"], ["RB", "RL", "BT", "RT", "BL"]])
    act(state, "swap:2,1,0")
    assert [c.code for c in state.hands[0]] == ["RT", "BT", "RB", "BL", "LT"]
    assert [c.code for c in state.hands[1]] == ["RL", "RL", "BT", "RT", "BL"]
    assert state.hands[0][2].possible == ("RB",) and state.hands[1][0].possible == ("RL",)
    assert state.hands[0][2].swapped == "taken" and state.hands[1][0].swapped == "given"  # public memory
    view = state.view(0)
    assert view.hands[0][2].code is None and view.hands[0][2].possible == ("RB",)
    assert "black" not in state.gems[0]


def test_white_gem_looks_at_a_door_secretly():
    # "Gema Blanca: Mira secretamente una de las cuatro cartas de Puerta a tu elección."
    state = rigged([["RT", "BT", "RL"], ["RB", "RL", "BT"], ["BL", "BL", "RT"]])
    act(state, "look:2")
    assert state.view(0).doors[2].code == state.doors[2]
    assert state.view(1).doors[2].code is None and state.view(None).doors[2].code is None
    assert state.view(1).doors[2].looked_by == (0,)  # everybody saw where the gem went
    assert Action("look", (2,)) in state.legal_actions(1)  # any Door, one seen by a partner too
    assert state.undo_floor == len(state.history)


def test_cards_may_be_placed_while_holding_gems():
    # Decision: "Cuando un jugador se haya quedado sin gemas, estará obligado a..." says what is
    # left once gems run out; unused gems score ("2 Puntos Por cada gema que no se haya usado").
    state = Vuelvan(2, seed=4)
    kinds = {a.kind for a in state.legal_actions(0)}
    assert {"play", "discard", "role", "colour", "look", "swap"} <= kinds


def test_a_placed_card_is_shown_to_everybody_then_kept_in_memory():
    # "debes mostrar a todos los jugadores la carta de Pista que estas jugando, y después ponerla
    # bocabajo en la carta de Puerta que hayas escogido."
    state = rigged([["RT", "BT", "RL", "BL", "LT"], ["RB", "RL", "BT", "RT", "BL"]])
    act(state, "play:2,0")
    for seat in (0, 1, None):
        assert state.view(seat).placed == (PlacedView(seat=0, door=0, code="RL", possible=ALL_CODES,
                                                      swapped=None),)
    assert state.undo_floor == 1  # the card was revealed: undo stops here


def test_a_discard_is_face_down_so_the_discarder_does_not_see_it():
    # "Descarta una carta de Pista Comodín bocabajo en el centro de la mesa."
    state = rigged([["RT", "BT", "RL", "BL", "LT"], ["RB", "RL", "BT", "RT", "BL"]])
    act(state, "discard:4")
    assert state.view(0).discards[0].code is None
    assert state.view(1).discards[0].code == "LT"  # the partner had seen it in that hand
    assert state.view(None).discards[0].code is None


def test_any_card_may_be_discarded_but_only_wilds_should_be():
    # "Solo deberías descartar las cartas de Pista Comodín ... Si descartas cualquier otra carta de
    # Pista representaría un error que te descontará puntaje."  A mistake, not a forbidden move.
    state = rigged([["RT"], ["LT"]], doors=("RL", "BL", "RT", "BT"))
    act(state, "discard:0")
    act(state, "discard:0")
    assert state.tally()["clue_discarded"] == 1 and state.tally()["wild_discarded"] == 1


def test_a_player_without_cards_must_play_a_gem():
    # "Si un jugador se ha quedado sin cartas de Pista ... estará obligado a jugar alguna gema"
    state = rigged([["RT"], ["RL", "BT"]])
    act(state, "play:0,2")
    act(state, "play:0,0")
    assert state.turn == 0
    kinds = {a.kind for a in state.legal_actions(0)}
    assert kinds == {"role", "colour", "look"}  # the black gem cannot swap with no card


def test_a_lone_black_gem_is_dropped():
    # "Si la única que le queda es la gema negra, deberá simplemente descartarla."
    state = rigged([["RT"], ["RL", "BT"]])
    state.gems[0] = ("black",)
    act(state, "play:0,2")
    act(state, "play:0,0")
    assert state.legal_actions(0) == [Action("drop")]
    act(state, "drop")
    assert state.gems[0] == () and state.gems_used[0] == 1


def test_a_player_with_nothing_to_play_is_skipped():
    # Decision: no cards and no playable gem: the turn passes on.
    state = rigged([["RT"], ["RL", "BT"]])
    state.gems[0] = ()
    act(state, "play:0,2")
    act(state, "play:0,0")
    assert state.turn == 1


def test_the_game_ends_when_every_card_is_placed():
    # "Una vez que los jugadores han colocado todas las cartas de Pista en las cartas de Puerta o
    # zona de descarte, se procede a revisar todas las puertas."
    state = rigged([["RT"], ["RL"]])
    act(state, "play:0,2")
    assert not state.is_over()
    act(state, "play:0,0")
    assert state.is_over() and state.to_act() == ()
    view = state.view(1)
    assert [d.code for d in view.doors] == ["RL", "BL", "RT", "BT"]  # every Door turned up
    assert view.score == 2 + 2 * 8


# --- FIN DEL JUEGO: puntaje y rendimiento ----------------------------------------------------------

def test_the_scoring_table():
    # "1 Punto Por cada carta de Pista jugada en su Puerta correspondiente. 2 Puntos Por cada gema
    # que no se haya usado. 3 Puntos Por cada carta de Pista Comodín descartada. -4 Puntos ... en una
    # Puerta no correspondiente. -5 Puntos Por cada carta de Pista (que no sea Comodín) descartada.
    # -6 Puntos Por cada carta de Pista Comodín jugada en una Puerta."
    state = rigged([["RL", "BT", "RB"], ["LT", "RT", "BL"]], doors=("RL", "BL", "RT", "BT"))
    for text in ["look:1", "discard:0", "play:0,0", "play:0,2", "play:0,3", "discard:0", "discard:0"]:
        act(state, text)
    assert state.is_over()
    assert state.tally() == {"correct": 3, "unused_gems": 7, "wild_discarded": 2, "wrong_door": 0,
                             "clue_discarded": 1, "wild_on_door": 0}
    assert state.team_score() == 3 * 1 + 7 * 2 + 2 * 3 - 5
    other = rigged([["BL"], ["RB"]], doors=("RL", "BL", "RT", "BT"))
    act(other, "play:0,0")  # the Blue Lady on the Red Lady's Door: -4
    act(other, "play:0,1")  # a wild on a Door: -6
    assert other.tally()["wrong_door"] == 1 and other.tally()["wild_on_door"] == 1
    assert other.team_score() == -4 - 6 + 16
    outcome = other.outcome()
    assert outcome.team_score == 6 and outcome.scores == (6, 6) and outcome.placing == (1, 1)
    assert outcome.rating == "poor"


@pytest.mark.parametrize("players,score,band", [
    # "PARA 2 JUGADORES 16 o + Excelente ... 12 - 15 Muy buen ... 8 - 11 Regular ... 5 - 7 Malo ...
    # 1 - 4 Muy malo ... 0 o - ¿En serio?"
    (2, 16, "excellent"), (2, 30, "excellent"), (2, 15, "very_good"), (2, 12, "very_good"), (2, 11, "fair"),
    (2, 8, "fair"), (2, 7, "poor"), (2, 5, "poor"), (2, 4, "very_poor"), (2, 1, "very_poor"), (2, 0, "seriously"),
    (2, -20, "seriously"),
    # "PARA 3 JUGADORES 22 o + ... 16 - 21 ... 12 - 15 ... 8 - 11 ... 1 - 7 ... 0 o -"
    (3, 22, "excellent"), (3, 21, "very_good"), (3, 16, "very_good"), (3, 15, "fair"), (3, 12, "fair"),
    (3, 11, "poor"), (3, 8, "poor"), (3, 7, "very_poor"), (3, 1, "very_poor"), (3, 0, "seriously"),
    # "PARA 4 JUGADORES 28 o + ... 24 - 27 ... 18 - 23 ... 10 - 17 ... 1 - 9 ... 0 o -"
    (4, 28, "excellent"), (4, 27, "very_good"), (4, 24, "very_good"), (4, 23, "fair"), (4, 18, "fair"),
    (4, 17, "poor"), (4, 10, "poor"), (4, 9, "very_poor"), (4, 1, "very_poor"), (4, 0, "seriously"),
])
def test_rating_bands(players, score, band):
    assert rating_for(players, score) == band
    assert rating_text(band, "es") and rating_text(band, "en")
    assert players in RATING_BANDS


# --- NIVEL INTERMEDIO ------------------------------------------------------------------------------

def test_intermediate_allows_three_gems_and_the_fourth_still_scores():
    # "Cada jugador solo podrá jugar hasta tres gemas a lo largo de una partida. La gema no usada
    # contará de todos modos en el puntaje."
    state = rigged([["RT", "BT", "RL", "BL", "LT"], ["RB", "RL", "BT", "RT", "BL"]], level="intermediate")
    assert state.gems[0] == ("red", "blue", "white", "black")
    for text in ["look:1", "look:0", "role:1,lady", "role:0,lady", "colour:1,red", "colour:0,red"]:
        act(state, text)
    assert state.gems_used == [3, 3]
    kinds = {a.kind for a in state.legal_actions(0)}
    assert kinds == {"play", "discard"}
    with pytest.raises(IllegalActionError, match="at most 3"):
        act(state, "swap:0,1,0")
    assert state.tally()["unused_gems"] == 2


def test_intermediate_four_players_get_three_random_gems_and_may_use_them_all():
    # "Para una partida de cuatro jugadores, además cada jugador solo recibirá tres de las cuatro
    # gemas de colores al azar ... La que no se recibe, contará como gema no usada en el puntaje"
    kinds = set()
    for seed in range(20):
        state = Vuelvan(4, seed=seed, options={"level": "intermediate"})
        assert all(len(g) == 3 for g in state.gems)
        kinds.update(g for g in state.gems)
        assert state.tally()["unused_gems"] == 16
    assert len(kinds) > 1  # the missing gem is random


# --- NIVEL EXPERTO ----------------------------------------------------------------------------------

@pytest.mark.parametrize("level", ["expert_gems", "expert_both"])
def test_expert_fewer_gems(level):
    # "Para una partida de dos o tres jugadores, cada jugador solo recibirá tres de las cuatro gemas
    # ... Para cuatro jugadores, además dos de ellos elegidos por el equipo, solo recibirán dos"
    for players in (2, 3):
        state = Vuelvan(players, seed=1, options={"level": level})
        assert [len(g) for g in state.gems] == [3] * players
    state = Vuelvan(4, seed=1, options={"level": level})
    # Decision: the two who act last in the round get two gems.
    assert [len(g) for g in state.gems] == [3, 3, 2, 2]
    assert state.tally()["unused_gems"] == 16  # "Las gemas que no se reciban cuentan como gemas no usadas"


def test_expert_cards_go_to_the_opposite_door():
    # "Haz que las cartas de Pista deban regresar a la carta de Puerta de Rol y Color contrario.
    # Ejemplo: Las cartas de Dama Azul deben ir ahora a la Puerta del Tigre Rojo."
    assert opposite("BL") == "RT" and opposite("RT") == "BL" and opposite("RL") == "BT"
    state = rigged([["BL"], ["BL"]], doors=("RL", "BL", "RT", "BT"), level="expert_doors")
    act(state, "play:0,2")  # Blue Lady on the Red Tiger's Door: right
    act(state, "play:0,1")  # Blue Lady on its own Door: wrong in this variant
    assert state.tally()["correct"] == 1 and state.tally()["wrong_door"] == 1


def test_expert_builds_on_the_intermediate_gem_limit():
    # Decision: levels are cumulative ("procedan inmediatamente a probar el siguiente nivel").
    for level in ("expert_gems", "expert_doors", "expert_both"):
        assert Vuelvan(2, seed=0, options={"level": level}).gem_limit == 3


# --- the worked example of the setup ----------------------------------------------------------------

def test_setup_example_for_two_players_from_one_seat():
    # The picture "Ejemplo de preparación de partida para dos jugadores desde tu perspectiva": the
    # partner's hand, "4 Cartas retiradas del juego. Entre ellas un comodín", the partner's Door,
    # two "Puerta Neutra", "Mi puerta que conozco", the gems and "Mi mano" (backs only).
    state = Vuelvan(2, seed=21)
    view = state.view(0)
    assert len(view.hands[1]) == 5 and all(c.code is not None for c in view.hands[1])
    assert view.box == 4
    assert [d.owner for d in view.doors] == [0, 1, None, None]
    assert view.doors[0].code is not None and all(d.code is None for d in view.doors[1:])
    assert view.gems[0] == ("red", "blue", "white", "black")
    assert len(view.hands[0]) == 5 and own_codes_absent(view, 0)


# --- engine: determinize, refusals, clone, text -------------------------------------------------------

def test_determinize_resamples_only_what_the_seat_cannot_see():
    state = rigged([["RT", "BT", "RL", "BL", "LT"], ["RB", "RL", "BT", "RT", "BL"]])
    act(state, "colour:1,red")  # seat 1 learns which of its cards are red
    act(state, "look:2")  # seat 1 sees Door 2
    hands_seen = set()
    for k in range(40):
        det = state.determinize(1, random.Random(k))
        assert det.view(1) == state.view(1)
        assert [c.code for c in det.hands[0]] == [c.code for c in state.hands[0]]
        assert det.doors[1] == state.doors[1] and det.doors[2] == state.doors[2]
        for card in det.hands[1]:
            assert card.code in card.possible
        assert any(code in ("RB", "LT") for code in det.box)  # 2 players: a wild was removed unseen
        assert not det.invariant_violations()
        hands_seen.add(tuple(c.code for c in det.hands[1]))
    assert len(hands_seen) > 3


def test_determinize_keeps_swapped_cards_known():
    state = rigged([["RT", "BT", "RL"], ["RB", "RL", "BT"], ["BL", "BL", "RT"]])
    act(state, "swap:0,1,0")
    for k in range(10):
        det = state.determinize(0, random.Random(k))
        assert det.hands[0][0].code == "RB"


def test_illegal_actions_are_refused_and_change_nothing():
    state = rigged([["RT", "BT", "RL"], ["RB", "RL", "BT"], ["BL", "BL", "RT"]])
    before = state.dumps()
    for text, reason in [("role:0,lady", "another player"), ("play:5,0", "slot"), ("play:0,7", "four Doors"),
                         ("look:4", "Door"), ("colour:1,green", "lady or tiger"), ("drop", "black gem"),
                         ("swap:0,0,1", "swap")]:
        with pytest.raises(IllegalActionError, match=reason):
            act(state, text)
        assert state.dumps() == before
    state2 = rigged([["RT"], ["RB"]])
    state2.gems[0] = ("red",)
    with pytest.raises(IllegalActionError, match="no white gem"):
        act(state2, "look:1")


def test_clone_is_independent_and_equal():
    state = Vuelvan(3, seed=6)
    copy = state.clone()
    assert copy == state and copy.snapshot() == state.snapshot()
    copy.apply(0, copy.legal_actions(0)[0])
    assert copy != state and len(state.history) == 0
    assert state.rng.random() == Vuelvan(3, seed=6).rng.random()


def test_descriptions_in_both_languages_never_name_the_actors_own_cards():
    state = Vuelvan(2, seed=9)
    names = {"en": ["Lady", "Tiger"], "es": ["Dama ", "Tigre "]}
    for action in state.legal_actions(0):
        for lang in ("en", "es"):
            text = render(state.describe(0, action, lang), lang)
            assert text
            if action.kind in ("play", "discard", "swap", "look"):
                assert not any(name in text for name in names[lang])
    lady = Action("role", (1, "lady"))
    if lady in state.legal_actions(0):
        assert "Damas" in render(state.describe(0, lady), "es") and "Ladies" in render(state.describe(0, lady), "en")


def test_view_and_snapshot_are_json_and_saves_reload():
    state = Vuelvan(4, seed=12, options={"level": "expert_both"})
    rng = random.Random(3)
    for _ in range(6):
        state.apply(state.turn, rng.choice(state.legal_actions(state.turn)))
    json.dumps(state.view(None).to_json())
    json.dumps(state.snapshot())
    from game.core import loads_state
    from game.registry import GAMES
    assert loads_state(state.dumps(), GAMES) == state


@pytest.mark.parametrize("level", LEVELS)
def test_random_games_end_with_a_band(level):
    for seed in range(10):
        players = 2 + seed % 3
        state = Vuelvan(players, seed=seed, options={"level": level})
        rng = random.Random(seed)
        while not state.is_over():
            state.apply(state.turn, rng.choice(state.legal_actions(state.turn)))
            assert not state.invariant_violations()
        outcome = state.outcome()
        assert outcome.rating == rating_for(players, outcome.team_score)


def test_the_white_gem_looks_at_any_of_the_four_doors():
    # "Gema Blanca: Mira secretamente una de las cuatro cartas de Puerta a tu elección."
    # Any of the four, at the player's choice: one's own Door and a Door a partner already
    # looked at too (issue 24, point 4; rules version 2). Looking at one's own Door spends the
    # gem for nothing, a mistake the score punishes, not a forbidden move.
    state = rigged([["RT", "BT", "RL"], ["RB", "RL", "BT"], ["BL", "BL", "RT"]])
    assert {Action("look", (door,)) for door in range(4)} <= set(state.legal_actions(0))
    act(state, "look:0")  # one's own Door
    act(state, "look:3")
    act(state, "look:3")  # a Door already seen by a partner
    assert state.looks == [(0, 0), (1, 3), (2, 3)]
    assert state.view(0).doors[3].looked_by == (1, 2)
    assert Vuelvan.rules_version == 2
    rebuilt = Vuelvan.from_snapshot(3, 0, {"level": "basic"}, json.loads(json.dumps(state.snapshot())))
    assert rebuilt.looks == state.looks
