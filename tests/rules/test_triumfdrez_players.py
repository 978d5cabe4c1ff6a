"""TriumfDrez's computer players: they never peek (twin deals that differ only in what a seat cannot see
get the same choice), they bid within their hand's strength, and they play whole games."""

from __future__ import annotations

import random

import pytest

from game.cards.pokerdrez import Colour, Figure, PokerDrezCard
from games.triumfdrez.engine import TriumfDrez
from games.triumfdrez.players import estimate, make_easy, make_hard, make_normal
from games.triumfdrez.view import Bid, pass_


def twin(state: TriumfDrez, seat: int, salt: int) -> TriumfDrez:
    """The same game with the cards ``seat`` cannot see dealt otherwise (the others' hidden hands and the
    undealt cards, every void they showed kept): another deal ``determinize`` could have drawn."""
    for tries in range(50):
        other = state.determinize(seat, random.Random(salt * 100 + tries))
        assert isinstance(other, TriumfDrez)
        other.rng = state.rng  # the same future too: only the hidden cards differ
        if other.snapshot()["cards"] != state.snapshot()["cards"]:
            return other
    return other  # late in a hand the hidden cards may have one deal only


@pytest.mark.parametrize("make", [make_easy, make_normal, make_hard])
def test_players_never_peek(make):
    state = TriumfDrez(4, 21)
    players = [make(seed=s) for s in range(4)]
    checked = 0
    while not state.is_over() and checked < 30:
        seat = state.to_act()[0]
        other = twin(state, seat, checked)
        assert other.view(seat) == state.view(seat)
        mine = players[seat].choose(state, seat)
        assert make(seed=seat).choose(other, seat) == mine
        state.apply(seat, mine)
        checked += 1


def test_a_strong_hand_is_rated_higher_than_a_weak_one():
    strong = [PokerDrezCard(Figure.ALFIL, Colour(n)) for n in range(1, 10)] + [
        PokerDrezCard(f, Colour.CYAN) for f in (Figure.BUFON, Figure.DAMA, Figure.TORRE, Figure.CABALLO)
    ]
    weak = [PokerDrezCard(Figure.PEON, Colour(n)) for n in range(1, 8)] + [
        PokerDrezCard(Figure.CABALLO, Colour(n)) for n in range(1, 7)
    ]
    assert estimate(strong, Figure.ALFIL, Colour.CYAN, 2) > 10 > estimate(weak, Figure.PEON, Colour.GREY, 2)


def test_a_player_does_not_outbid_its_partner():
    state = TriumfDrez(4, 2)
    state.apply(0, Bid(7, Figure.PEON, Colour.GREY, False).action())
    state.apply(1, pass_())
    assert make_hard(seed=1).choose(state, 2) == pass_()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_computer_players_play_a_whole_game(players):
    state = TriumfDrez(players, 5 + players, {"target": 30})
    bots = [(make_easy, make_normal, make_hard)[s % 3](seed=s) for s in range(players)]
    for _ in range(5000):
        if state.is_over():
            break
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state, seat))
    assert state.is_over() and not state.invariant_violations()


def deal_to(state: TriumfDrez, seat: int, hand: list[PokerDrezCard]) -> None:
    """Give ``seat`` exactly ``hand``, the cards it held going where ``hand``'s cards were."""
    others = [f"hand.{s}" for s in range(state.players) if s != seat] + ["undealt"]
    pool = [c for zone in others for c in state.cards.cards(zone) if c not in hand]
    pool += [c for c in state.hand(seat) if c not in hand]
    state.cards.replace(f"hand.{seat}", hand)
    for zone in others:
        size = state.cards.count(zone)
        state.cards.replace(zone, pool[:size])
        pool = pool[size:]
    assert not state.invariant_violations()


# The text's scoring: the contract's tricks plus "dobles puntos extras" for each trick over, so a
# made contract is worth twice the tricks taken less the bid: the declarer's seat is worth fighting
# for, and hard weighs each contract by sampled deals of the unseen cards.
def test_hard_overcalls_with_a_hand_that_takes_most_tricks():
    state = TriumfDrez(2, 4)
    strong = [PokerDrezCard(Figure.ALFIL, Colour(n)) for n in range(1, 10)] + [
        PokerDrezCard(f, Colour.CYAN) for f in (Figure.BUFON, Figure.DAMA, Figure.TORRE, Figure.CABALLO)
    ]
    deal_to(state, 1, strong)
    state.apply(0, Bid(7, Figure.PEON, Colour.GREY, False).action())
    choice = make_hard(seed=3).choose(state, 1)
    assert choice != pass_() and state.is_legal(1, choice)


def test_hard_passes_a_high_contract_its_hand_cannot_beat():
    state = TriumfDrez(4, 4)
    low = [
        PokerDrezCard(figure, Colour(number))
        for figure, numbers in (
            (Figure.PEON, (1, 2, 3)),
            (Figure.CABALLO, (1, 2, 3)),
            (Figure.ALFIL, (1, 2, 4)),
            (Figure.TORRE, (3, 4)),
            (Figure.DAMA, (2, 4)),
        )
        for number in numbers
    ]
    deal_to(state, 1, low)
    state.apply(0, Bid(12, Figure.BUFON, Colour.GREEN, False).action())
    assert make_hard(seed=3).choose(state, 1) == pass_()
