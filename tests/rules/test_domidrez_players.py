"""DomiDrez's computer players: they never peek (twin deals that differ only in what a seat cannot see
get the same choice), they remember who could not follow, and they play whole games."""

from __future__ import annotations

import random

import pytest

from game.cards.pokerdrez import NEUTRAL, Colour, Figure, PokerDrezCard
from games.domidrez.engine import DomiDrez, shown_lacks
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


def test_the_view_carries_what_the_record_says_each_seat_lacks_and_what_the_line_named():
    # the view carries what a player remembers of the turns, not the turns: it must say what the
    # whole record says, at every step of a game
    state = DomiDrez(3, 9)
    bots = [make_normal(seed=s) for s in range(3)]
    for _ in range(400):
        if state.is_over():
            break
        view = state.view(None)
        notes = lacking(state.turns, 3)
        assert view.lacks == tuple(notes.get(seat) for seat in range(3))
        assert view.named == (None, *(t.named for t in state.turns if t.card is not None))
        assert len(view.named) == len(view.line) and view.turn_count == len(state.turns)
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state, seat))


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


def test_shown_lacks_counts_the_cards_held_since_a_draw_or_a_pass():
    purple_joker = Requirement(Figure.BUFON, Colour.PURPLE)
    green_peon = Requirement(Figure.PEON, Colour.GREEN)
    turns = (
        Turn(1, purple_joker, drew=True),  # seat 1 then held no Joker, purple or neutral card
        Turn(0, purple_joker, PokerDrezCard(Figure.BUFON, Colour.GREEN)),
        Turn(1, green_peon, drew=True),
    )
    # seat 1 holds 7: the 5 it held before its first draw fit neither requirement; the card drawn
    # then fits none of the second; the last card drawn may be anything
    assert shown_lacks(turns, 1, 7) == [(5, (purple_joker, green_peon)), (1, (green_peon,))]
    assert shown_lacks(turns, 0, 6) == []
    assert shown_lacks(turns, 1, 1) == []  # it may have laid every card it held then


def test_determinize_respects_what_a_seat_showed_it_lacks():
    # "En caso de no poseer ninguna carta válida, el jugador deberá robar": a seat that drew held
    # no card that fitted, so the deals a computer imagines give it none among the cards it kept
    state = DomiDrez(3, 5)
    bots = [make_normal(seed=s) for s in range(3)]
    checked = 0
    for _ in range(300):
        if state.is_over():
            break
        seat = state.to_act()[0]
        for tries in range(3):
            world = state.determinize(seat, random.Random(tries))
            assert world.view(seat) == state.view(seat)
            assert not world.invariant_violations()
            for other in range(3):
                if other == seat:
                    continue
                for count, lacks in shown_lacks(state.turns, other, len(state.hand(other))):
                    fit_none = [card for card in world.hand(other) if not any(r.admits(card) for r in lacks)]
                    assert len(fit_none) >= count
                    checked += 1
        state.apply(seat, bots[seat].choose(state, seat))
    assert checked > 50
