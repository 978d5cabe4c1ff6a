"""DomiDrez's computer players: they never peek (twin deals that differ only in what a seat cannot see
get the same choice), they remember who could not follow, and they play whole games."""

from __future__ import annotations

import random

import pytest

from game.cards.pokerdrez import NEUTRAL, Colour, Figure, PokerDrezCard
from games.domidrez.engine import DomiDrez
from games.domidrez.players import lacking, make_easy, make_hard, make_normal
from games.domidrez.view import Requirement, Turn, play
from tests.rules.test_domidrez import arranged


def twin(state: DomiDrez, seat: int, salt: int) -> DomiDrez:
    """The same game with the cards ``seat`` cannot see dealt otherwise (the others' hands and the
    stock): another deal ``determinize`` could have drawn, with the same future of chance."""
    other = state
    for tries in range(50):
        other = state.determinize(seat, random.Random(salt * 100 + tries))
        other.rng = state.rng
        if other.snapshot()["cards"] != state.snapshot()["cards"]:
            return other
    return other


@pytest.mark.parametrize("make", [make_easy, make_normal, make_hard])
def test_players_never_peek(make):
    state = DomiDrez(3, 21)
    players = [make(seed=s) for s in range(3)]
    checked = 0
    while not state.is_over() and checked < 25:
        seat = state.to_act()[0]
        other = twin(state, seat, checked)
        assert other.view(seat) == state.view(seat)
        mine = players[seat].choose(state, seat)
        assert make(seed=seat).choose(other, seat) == mine
        state.apply(seat, mine)
        checked += 1


def test_the_record_says_who_could_not_follow():
    purple_joker = Requirement(Figure.BUFON, Colour.PURPLE)
    turns = (
        Turn(0, purple_joker, drew=True),
        Turn(1, purple_joker, PokerDrezCard(Figure.BUFON, Colour.GREEN)),
        Turn(2, Requirement(Figure.BUFON, Colour.GREEN), drew=True),
    )
    assert lacking(turns, 3) == {0: purple_joker, 2: Requirement(Figure.BUFON, Colour.GREEN)}
    assert lacking((*turns, Turn(0, purple_joker, PokerDrezCard(Figure.BUFON, Colour.RED))), 3) == {
        2: Requirement(Figure.BUFON, Colour.GREEN)
    }


def test_normal_keeps_its_neutral_card_while_another_fits():
    state = arranged([["N", "A4", "C2"], ["D2", "T5"]], "A7", ["P1"])
    assert make_normal(seed=1).choose(state, 0) == play(PokerDrezCard(Figure.ALFIL, Colour.PURPLE))


def test_normal_names_what_it_holds_after_a_neutral_card():
    state = arranged([["N", "C2", "C3", "P3"], ["D2", "T5"]], "A7", ["P1"])
    action = make_normal(seed=1).choose(state, 0)
    assert action.args[0] == "N"
    named = Requirement(Figure.CABALLO, Colour.MAGENTA)
    assert action == play(NEUTRAL, named.figure, named.colour)


@pytest.mark.parametrize("make", [make_easy, make_normal])
def test_whole_games(make):
    for players in (2, 5):
        state = DomiDrez(players, players)
        bots = [make(seed=s) for s in range(players)]
        while not state.is_over():
            seat = state.to_act()[0]
            state.apply(seat, bots[seat].choose(state, seat))
        assert state.outcome() is not None and max(state.scores) >= state.target
