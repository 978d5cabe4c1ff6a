"""Trampas (rulebook 000, "# Trampas"): one test per rule, each quoting the passage it checks."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from game.core import Action, IllegalActionError
from game.dama_tigre.deck import Card, clue_cards
from game.text import render
from games.trampas.engine import PASS, Trampas, matching_attributes

ALL_CLUES = Counter(card.code for card in clue_cards())


def cards(*codes: str) -> list[Card]:
    return [Card(c) for c in codes]


def act(kind: str, *args: int | str) -> Action:
    return Action(kind, tuple(args))


def rigged(players: int, *, goal: str, hands: list[list[str]], piles: list[list[str]], gems: list[int],
           pot: int = 3, bid: int = 0, bidder: int | None = None, passed: list[bool] | None = None,
           turn: int = 0, phase: str = "build", doors: tuple[str, ...] = ("RT", "RL"),
           start_player: int = 0) -> Trampas:
    """A Trampas position laid out by hand (piles bottom first); the cards held by nobody are set aside."""
    state = Trampas(players, seed=0)
    state.goal = Card(goal)
    state.doors = cards(*doors)
    state.used_doors = cards(*({"RL", "BL", "RT", "BT"} - set(doors) - {goal}))
    state.hands = [sorted(cards(*h)) for h in hands]
    state.piles = [cards(*p) for p in piles]
    state.shown = [[] for _ in range(players)]
    held = sum((Counter(h) + Counter(p) for h, p in zip(hands, piles, strict=True)), Counter())
    assert held <= ALL_CLUES, "the rigged hands use more cards than the deck has"
    state.aside = cards(*sorted((ALL_CLUES - held).elements()))
    state.gems = list(gems)
    state.pot = pot
    state.treasury = 25 - sum(gems) - pot
    state.bid, state.bidder = bid, bidder
    state.passed = list(passed or [False] * players)
    state.turn = turn
    state.phase = phase
    state.start_player = start_player
    state.known = [Counter() for _ in range(players)]
    return state


def total_gems(state: Trampas) -> int:
    return sum(state.gems) + state.pot + state.treasury


# --- PREPARACIÓN -----------------------------------------------------------------------------

@pytest.mark.parametrize("players,hand,aside", [(2, 6, 2), (3, 4, 2), (4, 3, 2), (5, 2, 4), (6, 2, 2)])
def test_set_up_by_player_count(players, hand, aside):
    # "coloca 2 de ellas a un lado sin verlas. En una partida de 5 jugadores, coloca 2 Pistas adicionales a un lado."
    # "Partidas de 2 jugadores: 6 a cada uno. ... 3 jugadores: 4 ... 4 jugadores: 3 ... 5 o 6 jugadores: 2"
    state = Trampas(players, seed=players)
    assert [len(h) for h in state.hands] == [hand] * players
    assert len(state.aside) == aside
    assert Counter(c.code for h in state.hands for c in h) + Counter(c.code for c in state.aside) == ALL_CLUES


def test_one_gem_each_a_treasury_and_a_three_gem_pot():
    # "Cada jugador comienza la partida con 1 gema" / "toma 3 gemas de la tesorería ... Este será el pozo."
    # "La cantidad de gemas que posea cada jugador siempre es de conocimiento público."
    state = Trampas(4, seed=1)
    assert state.gems == [1, 1, 1, 1] and state.pot == 3 and state.treasury == 25 - 4 - 3
    assert state.view(2).gems == (1, 1, 1, 1)


def test_a_season_reveals_a_goal_door_from_the_shuffled_door_deck():
    # "Baraja las 4 cartas de Puerta para formar un mazo." / "revela la primera carta de Puerta del mazo. Esta es la carta de meta."
    state = Trampas(3, seed=2)
    assert len(state.doors) == 3
    assert {c.code for c in state.doors} | {state.goal.code} == {"RL", "BL", "RT", "BT"}
    assert state.view(0).goal == state.goal.code and state.view(0).door_deck_size == 3


def test_hands_are_secret_but_their_size_is_public():
    # "Mira tus cartas y no se las enseñes a tus oponentes."
    state = Trampas(3, seed=3)
    view = state.view(1)
    assert view.hand == tuple(c.code for c in state.hands[1])
    assert view.hand_sizes == (4, 4, 4)
    assert not any(hasattr(view, key) for key in ("hands", "aside", "doors"))
    assert state.view(None).hand is None


# --- COMENZAR UNA ESTACIÓN -------------------------------------------------------------------

def test_first_pile_cards_are_chosen_simultaneously_and_face_down():
    # "los jugadores eligen simultáneamente una carta de su mano y la juegan bocabajo frente a sí mismos."
    state = Trampas(3, seed=4)
    assert state.to_act() == (0, 1, 2)
    code = state.hands[1][0].code
    state.apply(1, act("play", code))
    assert state.to_act() == (0, 2)
    assert state.legal_actions(1) == []
    assert state.view(1).pile_sizes == (0, 1, 0) and code not in json.dumps(state.view(1).to_json()["shown"])
    others = state.view(0)
    assert others.pile_sizes == (0, 1, 0)
    assert others.hand_sizes == (4, 3, 4)
    state.apply(2, state.legal_actions(2)[0])
    state.apply(0, state.legal_actions(0)[0])
    assert state.phase == "build" and state.to_act() == (0,)


def test_the_first_seat_starts():
    # "El jugador que más recientemente capturó algo será el jugador inicial." (decision: the first seat)
    state = Trampas(2, seed=5)
    for seat in (0, 1):
        state.apply(seat, state.legal_actions(seat)[0])
    assert state.to_act() == (0,)


# --- CONSTRUIR y PUJAR -----------------------------------------------------------------------

def test_build_puts_a_hand_card_face_down_on_your_pile():
    # "Para construir coloca una carta de tu mano boca abajo en tu pila."
    state = rigged(3, goal="BL", hands=[["RL", "BT"], ["RT"], ["BL"]], piles=[["RB"], ["LT"], ["RL"]], gems=[1, 1, 1])
    state.apply(0, act("build", "BT"))
    assert [c.code for c in state.piles[0]] == ["RB", "BT"]
    assert state.view(0).pile_sizes == (2, 1, 1)
    assert state.view(1).pile_sizes == (2, 1, 1) and "BT" not in json.dumps(state.view(1).to_json()["shown"])
    assert state.to_act() == (1,)


def test_nobody_sees_the_cards_of_a_pile_not_even_its_owner():
    # "Los jugadores no pueden mirar las cartas de su pila." (issue 24, point 3: the owner saw them)
    state = rigged(3, goal="BL", hands=[["RL", "BT"], ["RT"], ["BL"]], piles=[["RB"], ["LT"], ["RL"]], gems=[1, 1, 1])
    state.apply(0, act("build", "BT"))
    for seat in (0, 1, 2, None):
        view = state.view(seat)
        assert view.pile_sizes == (2, 1, 1)
        assert not hasattr(view, "my_pile")
        text = json.dumps(view.to_json()["shown"]) + json.dumps(view.to_json()["known"])
        assert "RB" not in text and "BT" not in text
    # Twin positions that differ only in the order and choice of the owner's face-down cards look the same to it.
    twin = rigged(3, goal="BL", hands=[["RL", "RB"], ["RT"], ["BL"]], piles=[["BT"], ["LT"], ["RL"]], gems=[1, 1, 1])
    twin.apply(0, act("build", "RB"))
    assert twin.view(0) == state.view(0)


def test_without_cards_in_hand_you_must_bid():
    # "Si en tu turno no tienes cartas en tu mano, entonces debes pujar."
    state = rigged(2, goal="BL", hands=[[], ["RT"]], piles=[["RB"], ["LT"]], gems=[1, 1])
    assert {a.kind for a in state.legal_actions(0)} == {"bid"}
    assert [a.args[0] for a in state.legal_actions(0)] == list(range(1, 14))


def test_bids_rise_up_to_13_and_stop_the_building():
    # "di cualquier número mayor que la puja actual con un tope máximo de 13."
    # "Una vez que un jugador inicie una puja, los jugadores no pueden construir. Solo pueden pujar o pasar."
    state = rigged(3, goal="BL", hands=[["RL"], ["RT"], ["BL"]], piles=[["RB"], ["LT"], ["RL"]], gems=[1, 1, 1])
    state.apply(0, act("bid", 4))
    legal = state.legal_actions(1)
    assert [a.args[0] for a in legal if a.kind == "bid"] == list(range(5, 14))
    assert PASS in legal and not any(a.kind == "build" for a in legal)
    before = state.snapshot()
    with pytest.raises(IllegalActionError, match="no more building"):
        state.apply(1, act("build", "RT"))
    with pytest.raises(IllegalActionError, match="higher than 4"):
        state.apply(1, act("bid", 4))
    assert state.snapshot() == before
    state.apply(1, act("bid", 13))
    assert state.legal_actions(2) == [PASS]


def test_passing_is_only_possible_once_bidding_started():
    # "Una vez que un jugador inicie una puja, ... Solo pueden pujar o pasar."
    state = rigged(2, goal="BL", hands=[["RL"], ["RT"]], piles=[["RB"], ["LT"]], gems=[1, 1])
    assert PASS not in state.legal_actions(0)
    with pytest.raises(IllegalActionError, match="nobody has bid yet"):
        state.apply(0, PASS)


def test_passing_drops_you_out_and_the_last_one_left_reveals():
    # "Una vez que pasas, estás fuera de la subasta el resto de la estación."
    # "Cuando solo queda un jugador, la puja se termina y ese jugador comienza a revelar cartas."
    state = rigged(4, goal="BL", hands=[["RL"], ["RT"], ["BL"], ["BT"]], piles=[["RB"], ["LT"], ["RL"], ["BT"]],
                   gems=[1, 1, 1, 1])
    state.apply(0, act("bid", 2))
    state.apply(1, PASS)
    state.apply(2, act("bid", 3))
    state.apply(3, PASS)
    assert state.to_act() == (0,)  # seat 1 is skipped from now on
    state.apply(0, PASS)
    assert state.phase == "reveal" and state.to_act() == (2,)


# --- REVELAR ---------------------------------------------------------------------------------

def test_reveal_from_the_top_of_any_pile():
    # "Puedes revelar cartas de la parte superior de cualquier pila, incluyendo las de los oponentes."
    state = rigged(3, goal="BL", hands=[[], [], []], piles=[["RB"], ["RL", "BT"], ["BL"]], gems=[1, 1, 1],
                   bid=5, bidder=0, passed=[False, True, True], phase="reveal")
    assert state.legal_actions(0)[:3] == [act("reveal", 0), act("reveal", 1), act("reveal", 2)]
    state.apply(0, act("reveal", 1))
    assert [c.code for c in state.shown[1]] == ["BT"] and state.found == 1
    assert state.view(2).shown[1] == ("BT",)  # "Las cartas reveladas se exhiben bocarriba"


def test_matching_attributes_and_the_wild_cards():
    # "Las cartas sin atributos coincidentes son trampas." / "La carta Azul/Rojo siempre comparte 1 atributo."
    # "La carta Dama/Tigre siempre es una TRAMPA."
    goal = Card("BL")
    assert matching_attributes(Card("BL"), goal) == 2
    assert matching_attributes(Card("RL"), goal) == 1
    assert matching_attributes(Card("BT"), goal) == 1
    assert matching_attributes(Card("RT"), goal) == 0
    assert matching_attributes(Card("RB"), goal) == 1
    assert matching_attributes(Card("LT"), goal) == 0


def test_an_opponents_trap_gives_them_a_gem_from_the_pot():
    # "Si la trampa pertenecía a la pila de un oponente, ese oponente obtiene la gema."
    state = rigged(3, goal="BL", hands=[[], [], []], piles=[["RB"], ["BL", "RT"], ["BL"]], gems=[1, 1, 1],
                   bid=5, bidder=0, passed=[False, True, True], phase="reveal")
    state.apply(0, act("reveal", 1))
    assert state.gems == [1, 2, 1] and state.pot == 2 and state.phase == "reveal"


def test_your_own_trap_gem_goes_to_the_opponent_you_choose_but_not_one_with_four():
    # "Si la trampa pertenecía a tu propia pila, tu eliges que oponente obtiene la gema.
    #  No puedes elegir un oponente que ya posea 4 gemas."
    state = rigged(4, goal="BL", hands=[[], [], [], []], piles=[["RB", "LT"], ["BL"], ["BL"], ["RL"]],
                   gems=[1, 2, 4, 3], bid=5, bidder=0, passed=[False, True, True, True], phase="reveal")
    state.apply(0, act("reveal", 0))
    assert state.phase == "give" and state.legal_actions(0) == [act("give", 1), act("give", 3)]
    with pytest.raises(IllegalActionError, match="3 or fewer"):
        state.apply(0, act("give", 2))
    state.apply(0, act("give", 3))
    assert state.gems == [1, 2, 4, 4] and state.pot == 2 and state.phase == "reveal"


def test_your_own_trap_with_a_single_possible_receiver_needs_no_choice():
    # "tu eliges que oponente obtiene la gema" (decision: with one possible opponent it goes there at once)
    state = rigged(2, goal="BL", hands=[[], []], piles=[["RB", "LT"], ["BL"]], gems=[1, 2],
                   bid=5, bidder=0, passed=[False, True], phase="reveal")
    state.apply(0, act("reveal", 0))
    assert state.gems == [1, 3] and state.phase == "reveal" and state.pot == 2


def test_own_trap_with_every_opponent_at_four_costs_you_two_gems_and_ends_the_season():
    # "si revelas una trampa de tu propia pila, y todos tus oponentes ya poseen 4 gemas ..., entonces regresa la gema
    #  a la tesorería, paga 2 de tus gemas al pozo y termina la estación inmediatamente."
    state = rigged(3, goal="BL", hands=[[], [], []], piles=[["RB", "LT"], ["BL"], ["BL"]], gems=[3, 4, 4],
                   bid=5, bidder=0, passed=[False, True, True], phase="reveal", doors=("RT",))
    state.apply(0, act("reveal", 0))
    assert state.gems == [1, 4, 4]
    assert state.season == 2 and state.pot == 3 and total_gems(state) == 25
    assert state.last["paid_pot"] == 2


def test_you_may_pay_one_gem_to_an_opponent_with_three_or_fewer_to_stop():
    # "puedes dar 1 de tus gemas a un oponente que posea 3 o menos gemas para terminar la estación actual inmediatamente."
    state = rigged(3, goal="BL", hands=[[], [], []], piles=[["RB"], ["BL"], ["BL"]], gems=[2, 4, 3],
                   bid=5, bidder=0, passed=[False, True, True], phase="reveal", doors=("RT",))
    assert [a for a in state.legal_actions(0) if a.kind == "stop"] == [act("stop", 2)]
    state.apply(0, act("stop", 2))
    assert state.gems == [1, 4, 4] and state.season == 2
    broke = rigged(2, goal="BL", hands=[[], []], piles=[["RB"], ["BL"]], gems=[0, 1],
                   bid=5, bidder=0, passed=[False, True], phase="reveal")
    assert all(a.kind == "reveal" for a in broke.legal_actions(0))


def test_meeting_the_bid_wins_the_pot_and_ends_the_season():
    # "Si alcanzas o excedes tu puja, obtienes todas las gemas del pozo y termina la estación."
    state = rigged(3, goal="BL", hands=[[], [], []], piles=[["RB"], ["BL"], ["BT"]], gems=[1, 1, 1],
                   bid=3, bidder=0, passed=[False, True, True], phase="reveal", doors=("RT",))
    state.apply(0, act("reveal", 2))
    state.apply(0, act("reveal", 1))  # 1 + 2 = 3: exceeds nothing, meets the bid
    assert state.gems == [4, 1, 1] and state.season == 2 and state.pot == 3
    assert state.treasury == 25 - 6 - 3


def test_running_out_of_cards_or_of_pot_ends_the_season():
    # "Si se te acaban las cartas para revelar de la pila o el pozo se vacía, termina la estación."
    state = rigged(2, goal="BL", hands=[[], []], piles=[["RB"], ["BT"]], gems=[1, 1],
                   bid=5, bidder=0, passed=[False, True], phase="reveal", doors=("RT",))
    state.apply(0, act("reveal", 0))
    state.apply(0, act("reveal", 1))
    assert state.season == 2 and state.gems == [1, 1]
    state = rigged(3, goal="BL", hands=[[], [], []], piles=[["RB"], ["RT"], ["BL"]], gems=[1, 1, 1], pot=1,
                   bid=5, bidder=0, passed=[False, True, True], phase="reveal", doors=("RT",))
    state.apply(0, act("reveal", 1))
    assert state.season == 2 and state.gems == [1, 2, 1]


# --- FIN DE ESTACIÓN y AÑO NUEVO -------------------------------------------------------------

def test_season_end_returns_the_piles_refills_the_pot_and_passes_the_start_left_of_the_bidder():
    # "Al final de una estación, reajusta el pozo a 3 gemas." / "los jugadores toman sus pilas junto a las cartas que
    #  hayan revelado" / "El jugador sentado a la izquierda del mayor postor de la estación anterior será el nuevo jugador inicial."
    state = rigged(3, goal="BL", hands=[["RL"], [], ["BT"]], piles=[["RB", "RT"], ["BL"], ["RL"]], gems=[1, 1, 1],
                   pot=1, bid=9, bidder=1, passed=[True, False, True], turn=1, phase="reveal", doors=("RT",))
    state.apply(1, act("reveal", 0))  # Red Tiger: a trap for seat 0, the pot empties
    assert state.season == 2 and state.pot == 3 and state.goal == Card("RT")
    assert [sorted(c.code for c in h) for h in state.hands] == [["RB", "RL", "RT"], ["BL"], ["BT", "RL"]]
    assert state.piles == [[], [], []] and state.shown == [[], [], []]
    assert state.phase == "choose" and state.start_player == 2
    assert total_gems(state) == 25


def test_cards_revealed_earlier_in_the_year_stay_known():
    # "conservarán las mismas cartas por 4 estaciones" — a revealed card is known to stay with its owner.
    state = rigged(2, goal="BL", hands=[["RL"], []], piles=[["RB"], ["BT"]], gems=[1, 1],
                   bid=5, bidder=0, passed=[False, True], phase="reveal", doors=("RT",))
    state.apply(0, act("reveal", 1))
    state.apply(0, act("reveal", 0))
    assert state.season == 2
    assert state.view(0).known == (("RB",), ("BT",))
    for seed in range(20):
        det = state.determinize(0, random.Random(seed))
        assert Card("BT") in det.hands[1] + det.piles[1]
        assert len(det.hands[1]) == 1


def test_a_new_year_reshuffles_and_deals_new_hands():
    # "Si no hay cartas en el mazo de Puerta cuando una estación comienza, entonces baraja todas las cartas de Puerta
    #  para comenzar un nuevo año. También baraja las 14 cartas de Pista, y quita cartas de forma aleatoria"
    state = rigged(5, goal="BL", hands=[[], [], [], [], []], piles=[["RB"], ["BL"], ["BT"], ["RL"], ["RL"]],
                   gems=[1, 1, 1, 1, 1], bid=9, bidder=0, passed=[False, True, True, True, True],
                   phase="reveal", doors=())
    state.year = 1
    state.known[1]["BL"] = 1
    state.apply(0, act("stop", 1))
    assert state.year == 2 and len(state.doors) == 3 and state.used_doors == []
    assert [len(h) for h in state.hands] == [2] * 5 and len(state.aside) == 4
    assert all(not k for k in state.known)


# --- FIN DEL JUEGO ---------------------------------------------------------------------------

def test_an_opponents_fifth_gem_from_your_reveal_wins_them_the_game():
    # "El primer jugador que obtenga su 5ta gema será el ganador de la partida."
    state = rigged(2, goal="BL", hands=[[], []], piles=[["RB"], ["RT"]], gems=[1, 4],
                   bid=5, bidder=0, passed=[False, True], phase="reveal")
    state.apply(0, act("reveal", 1))
    assert state.is_over() and state.to_act() == () and state.outcome().winners == (1,)


def test_winning_the_pot_can_win_the_game():
    # "El primer jugador que obtenga su 5ta gema será el ganador de la partida."
    state = rigged(2, goal="BL", hands=[[], []], piles=[["RB"], ["BL"]], gems=[3, 1],
                   bid=2, bidder=0, passed=[False, True], phase="reveal")
    state.apply(0, act("reveal", 1))
    assert state.is_over() and state.gems == [6, 1] and state.outcome().placing == (1, 2)


# --- EJEMPLO DE JUEGO ------------------------------------------------------------------------

def worked_example() -> Trampas:
    # Goal Blue Lady; A (seat 0) bid 5, B, C and D passed; B holds 4 gems, C and D 3 each.
    return rigged(4, goal="BL",
                  hands=[[], ["BT"], ["RL", "BL"], ["BT"]],
                  piles=[["BT", "LT", "RB"], ["BL", "RT"], ["RT"], ["RL", "RT"]],
                  gems=[2, 4, 3, 3], bid=5, bidder=0, passed=[False, True, True, True], phase="reveal")


def play_the_worked_example() -> Trampas:
    # "El jugador A revela su propia carta Azul/Rojo y obtiene 1 atributo, luego revela el Tigre Rojo de D y es una
    #  TRAMPA, así que D toma una gema. Entonces, revela el Tigre Rojo de C y también es una TRAMPA, así que C
    #  también obtiene una gema. El jugador A revela una Dama Roja de la pila del jugador D. Ahora A ha obtenido ya
    #  2 atributos y solo le quedan 3 por descubrir."
    state = worked_example()
    state.apply(0, act("reveal", 0))
    assert state.found == 1
    state.apply(0, act("reveal", 3))
    assert state.gems[3] == 4
    state.apply(0, act("reveal", 2))
    assert state.gems[2] == 4
    state.apply(0, act("reveal", 3))
    assert state.found == 2 and state.bid - state.found == 3
    return state


def test_worked_example():
    # "Ya que cada uno de los oponentes de A posee 4 gemas, A deberá seguir revelando cartas"
    state = play_the_worked_example()
    assert state.gems == [2, 4, 4, 4] and state.pot == 1
    assert state.phase == "reveal" and state.to_act() == (0,)
    assert all(a.kind == "reveal" for a in state.legal_actions(0))  # nobody may be paid to stop


def test_worked_example_an_opponents_trap_now_loses_the_game():
    # "Tus oponentes no pueden ganar cuando tu revelas tus propias cartas de trampa." — but their own traps can.
    state = play_the_worked_example()
    state.apply(0, act("reveal", 1))  # B's Red Tiger: B's fifth gem
    assert state.is_over() and state.outcome().winners == (1,)


def test_worked_example_an_own_trap_now_costs_two_gems():
    # "regresa la gema a la tesorería, paga 2 de tus gemas al pozo y termina la estación inmediatamente."
    state = play_the_worked_example()
    treasury = state.treasury
    state.apply(0, act("reveal", 0))  # A's own Lady/Tiger
    assert state.gems == [0, 4, 4, 4] and not state.is_over()
    assert state.season == 2 and state.pot == 3
    # The pot's last gem went back to the treasury and A's 2 refill the new pot: the treasury is unchanged.
    assert state.treasury == treasury and total_gems(state) == 25


# --- the engine ------------------------------------------------------------------------------

def test_determinize_resamples_what_the_seat_cannot_see():
    state = Trampas(4, seed=8)
    for seat in range(4):
        state.apply(seat, state.legal_actions(seat)[0])
    seen = set()
    for seed in range(20):
        det = state.determinize(0, random.Random(seed))
        assert det.view(0) == state.view(0)
        assert det.hands[0] == state.hands[0] and det.piles[0] == state.piles[0]
        every = [c.code for h in det.hands + det.piles for c in h] + [c.code for c in det.aside]
        assert Counter(every) == ALL_CLUES
        seen.add(tuple(c.code for c in det.hands[1]))
    assert len(seen) > 1


def test_clone_is_independent():
    state = Trampas(3, seed=1)
    copy = state.clone()
    copy.apply(0, copy.legal_actions(0)[0])
    assert state.piles[0] == [] and copy.piles[0]
    assert state.history == []


def test_descriptions_never_name_a_hidden_card():
    state = Trampas(2, seed=0)
    code = state.hands[0][0].code
    for lang in ("en", "es"):
        text = render(state.describe(0, act("play", code), lang), lang)
        assert code not in text and "face down" in text or "bocabajo" in text
    assert render(state.describe(1, act("stop", 0), "es"), "es") == "Jugador 2 paga 1 gema a Jugador 1 y termina la estación"
    assert render(state.describe(0, act("reveal", 1), "en"), "en") == "Player 1 reveals from Player 2's pile"
