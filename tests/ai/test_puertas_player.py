"""The Puertas player (games/puertas/players.py): legal always, and the reasoning of a
careful player, each rule-derived behaviour quoting the rulebook passage behind it."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.core import Action
from game.dama_tigre.deck import clue_cards
from games.puertas.engine import Puertas
from games.puertas.players import (
    STYLES,
    Take,
    make_easy,
    make_hard,
    make_normal,
    match_equity,
    posterior,
    style_posterior,
)

ALL_CLUES = Counter(card.code for card in clue_cards())
BUILDER = (1.0,) + (0.0,) * (len(STYLES) - 1)  # surely the most careful style: STYLES[0]
AT_RANDOM = (0.0,) * (len(STYLES) - 1) + (1.0,)  # surely the style that takes at random
PLAYERS = {"easy": make_easy, "normal": make_normal, "hard": make_hard}
GUESSER, COLLECTOR = 0, 1


def position(guesser_door: str = "RL", collector_door: str = "BT", collected: tuple[str, ...] = (),
             market: tuple[str, ...] = ("RL", "BL", "RT", "BT"), discard: tuple[str, ...] = (),
             phase: str = "after_discard", scores: tuple[int, int] = (0, 0)) -> Puertas:
    """A position laid out by hand: seat 0 guesses, seat 1 collects; unplaced clues make the deck."""
    state = Puertas(2, seed=0)
    state.collector = COLLECTOR
    state.identities = [guesser_door, collector_door]
    state.aside = [c for c in ("RL", "BL", "RT", "BT") if c not in state.identities]
    state.market = list(market)
    state.collected = list(collected)
    state.discard = list(discard)
    rest = ALL_CLUES - Counter(market) - Counter(collected) - Counter(discard)
    assert sum(rest.values()) + len(market) + len(collected) + len(discard) == 14
    state.deck = sorted(rest.elements())
    state.phase = phase
    state.scores = list(scores)
    state.refilled = None
    # The scores are laid out without the rounds that won them; everything else must hold.
    assert not [problem for problem in state.invariant_violations() if "gems" not in problem]
    return state


def choice(make, state: Puertas, seat: int) -> Action:
    action = make(3).choose(state, seat)
    assert action in state.legal_actions(seat)
    return action


@pytest.mark.parametrize("strength, decisions", [("easy", 80), ("normal", 120), ("hard", 30)])
def test_never_an_illegal_action_over_random_positions(strength, decisions):
    make = PLAYERS[strength]
    asked = 0
    seed = 0
    while asked < decisions:
        state = Puertas(2, seed)
        rng = random.Random(seed)
        player = make(seed)
        while not state.is_over() and asked < decisions:
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            if rng.random() < 0.5:
                action = player.choose(state, seat)
                assert action in legal, f"seed {seed}: {action} is not legal in {state.view(seat)}"
                asked += 1
            else:
                action = rng.choice(legal)
            state.apply(seat, action)
        seed += 1
    assert seed > 1  # more than one game was visited


def test_whole_games_between_the_strengths_finish():
    for seed in range(1):
        state = Puertas(2, seed)
        players = [make_hard(seed), make_normal(seed + 1)]
        while not state.is_over():
            seat = state.to_act()[0]
            state.apply(seat, players[seat].choose(state, seat))
        assert max(state.scores) >= 10


# --- as Collector ------------------------------------------------------------------------------------

@pytest.mark.parametrize("strength", sorted(PLAYERS))
def test_takes_the_card_that_completes_a_set(strength):
    # "si tienes un set de cartas que coincidan con tu identidad, debes revelar tu
    #  identidad para obtener 6 gemas": the Blue Tiger holding three tigers takes the Red Tiger.
    state = position(collector_door="BT", collected=("BT", "RT", "LT"), market=("RL", "BL", "RT", "RL"),
                     phase="collect")
    assert choice(PLAYERS[strength], state, COLLECTOR) == Action("take", (2, "RT"))


def test_normal_takes_a_card_that_fits_its_door():
    # "Un set son 4 cartas de Pista que comparten 1 atributo con tu identidad."
    # Only the Red Lady in the market shares anything with the Red Lady's Door.
    state = position(guesser_door="BL", collector_door="RL", market=("BT", "BT", "RL", "BT"), phase="collect")
    assert choice(make_normal, state, COLLECTOR) == Action("take", (2, "RL"))


def test_normal_prefers_a_wild_card_to_an_equal_card_that_tells_more():
    # "La carta Azul/Rojo cuenta como ambos COLORES": it builds the Red Lady's red set as
    # well as the Red Tiger does, and says nothing about the Door.
    state = position(guesser_door="BL", collector_door="RL", collected=("RL",), market=("RT", "BT", "RB", "BT"),
                     phase="collect")
    assert choice(make_normal, state, COLLECTOR) == Action("take", (2, "RB"))


# --- as Guesser --------------------------------------------------------------------------------------

@pytest.mark.parametrize("strength", sorted(PLAYERS))
def test_does_not_gamble_on_poor_odds(strength):
    # "Si cualquier parte de tu conjetura es incorrecta, no obtienes nada y el Recolector
    #  gana 4 gemas." One wild card taken says nothing: three Doors are as likely.
    state = position(guesser_door="RL", collector_door="BT", collected=("RB",), market=("RL", "BL", "RT", "BT"),
                     discard=("LT",))
    assert choice(PLAYERS[strength], state, GUESSER).kind == "end_turn"


@pytest.mark.parametrize("strength", sorted(PLAYERS))
def test_names_both_attributes_when_only_one_door_is_left(strength):
    # "debes revelar tu identidad": four reds would have made the Red Lady and the Red
    # Tiger reveal, so the Blue Lady's rival must be the Blue Tiger;
    # "Gana 5 gemas al descubrir Color Y Rol."
    state = position(guesser_door="BL", collector_door="BT", collected=("RL", "RL", "RT", "RB"),
                     market=("BL", "BT", "LT", "BT"), discard=("RT",))
    assert choice(PLAYERS[strength], state, GUESSER) == Action("guess", ("blue", "tiger"))


@pytest.mark.parametrize("strength", sorted(PLAYERS))
def test_waits_for_the_deck_to_run_out_when_it_has(strength):
    # "Gana 3 gemas cuando el mazo se acaba." Three Doors still fit the Collector's five
    # cards: ending the turn is 3 sure gems.
    state = position(guesser_door="RL", collector_door="BT", collected=("RL", "BL", "RT", "LT", "RB"),
                     market=("BT", "BT", "BT", "RL"), discard=("RL", "BL", "BL", "RT", "RT"))
    assert state.deck == []
    assert choice(PLAYERS[strength], state, GUESSER) == Action("end_turn")


@pytest.mark.parametrize("strength", sorted(PLAYERS))
def test_discards_the_card_that_would_complete_the_likely_set(strength):
    # "En tu turno, descarta cualquiera de las 4 cartas reveladas": three tigers taken, and
    # the Red Tiger in the market would make four.
    state = position(guesser_door="RL", collector_door="BT", collected=("BT", "BT", "LT"),
                     market=("RL", "RT", "BL", "RL"), phase="guess")
    assert choice(PLAYERS[strength], state, GUESSER) == Action("discard", (1, "RT"))


def test_one_gem_from_the_target_it_names_the_likelier_single_attribute():
    # "El primero en obtener 10 gemas será el ganador." At 9 gems each, any right guess
    # wins the game: "blue" (right for the Blue Lady and the Blue Tiger) beats naming the
    # Blue Tiger, worth 5 gems that are not needed, and beats waiting while the Collector,
    # holding three blue cards, may complete a set and win.
    state = position(guesser_door="RL", collector_door="BT", collected=("BT", "BL", "BT"),
                     market=("RL", "RT", "LT", "RL"), discard=("RB", "RL"), scores=(9, 9))
    assert choice(make_normal, state, GUESSER) == Action("guess", ("blue",))


# --- reading the Collector ---------------------------------------------------------------------------

def test_a_take_that_builds_one_door_points_at_it():
    # The Red Lady's rival took the Blue Tiger from a market where the Blue Lady and the
    # Red Tiger each had a card fitting both attributes: the Blue Tiger is the likeliest Door.
    takes = [Take("BT", ("BT", "BL", "RT", "RL"), ())]
    belief = posterior(["BL", "RT", "BT"], takes, BUILDER)
    assert max(belief, key=belief.get) == "BT"
    assert belief["BT"] > 2 * max(belief["BL"], belief["RT"])


def test_no_take_rules_a_door_out():
    # "No estás obligado a escoger una carta que coincida con tu identidad": a take that fits
    # nothing of a Door is a possible bluff, never a proof.
    takes = [Take("BT", ("BT", "BL", "RT", "RL"), ()), Take("BT", ("BT", "BL", "RT", "RL"), ("BT",))]
    belief = posterior(["BL", "RT", "RL"], takes, BUILDER)
    assert all(p > 0 for p in belief.values())


def test_takes_at_random_say_nothing():
    takes = [Take("BT", ("BT", "BL", "RT", "RL"), ())]
    belief = posterior(["BL", "RT", "BT"], takes, AT_RANDOM)
    assert STYLES[-1] == 1.0
    assert belief == pytest.approx({"BL": 1 / 3, "RT": 1 / 3, "BT": 1 / 3})


def test_easy_does_not_read_the_takes_normal_does():
    # Three tigers taken while Ladies were on offer: normal suspects a tiger; easy only rules
    # out what the forced reveal rules out, so a Collector building in plain sight beats it.
    state = position(guesser_door="RL", collector_door="BT", collected=("BT", "RT", "BT"),
                     market=("RL", "BL", "BL", "RL"), discard=("LT", "RB"))
    easy, normal = make_easy(1), make_normal(1)
    assert easy.belief(state.view(GUESSER), GUESSER) == pytest.approx({"BL": 1 / 3, "RT": 1 / 3, "BT": 1 / 3})
    belief = normal.belief(state.view(GUESSER), GUESSER)
    assert max(belief, key=belief.get) == "BT" and belief["BL"] < 0.25


def test_learns_that_a_collector_takes_at_random():
    # A Blue Tiger who took Red Ladies from markets full of tigers was not building a set.
    market = ("RL", "BT", "RT", "BT")
    random_rounds = [("BT", [Take("RL", market, ()), Take("RL", market, ("RL",))])] * 2
    building_rounds = [("BT", [Take("BT", market, ()), Take("BT", market, ("BT",))])] * 2
    assert style_posterior(random_rounds)[-1] > 0.8
    assert style_posterior(building_rounds)[0] > style_posterior([])[0]


def test_match_equity_counts_the_target():
    # "El primero en obtener 10 gemas será el ganador."
    assert match_equity(10, 9, True) == 1.0
    assert match_equity(9, 10, True) == 0.0
    assert match_equity(0, 0, True) == pytest.approx(1 - match_equity(0, 0, False))
    assert match_equity(9, 0, False) > match_equity(5, 0, False) > match_equity(0, 5, False)
