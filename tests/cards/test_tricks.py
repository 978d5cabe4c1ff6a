"""The card kit's tricks module: a trick in progress, the duty to follow, the winner, the tallies."""

from __future__ import annotations

import pytest

from game.cards.tricks import Trick, follows, playable, seat_sides, side_tricks, tricks_taken, voids

# Plain cards for the tests: (suit, rank) tuples; a suit is a letter.
SUIT = lambda card: card[0]  # noqa: E731


def plain_power(trump: str | None):
    """The classic ranking: a trump beats any other card; else only the suit led can win."""

    def power(card, led):
        if card[0] == trump:
            return (2, card[1])
        if card[0] == led[0]:
            return (1, card[1])
        return (0, 0)

    return power


def test_a_trick_goes_round_the_table_from_its_leader():
    trick = Trick(2, 4)
    assert trick.to_play == 2 and trick.led is None and not trick.complete
    trick = trick.play(2, ("h", 5)).play(3, ("h", 9)).play(0, ("s", 1))
    assert trick.to_play == 1
    assert trick.plays == ((2, ("h", 5)), (3, ("h", 9)), (0, ("s", 1)))
    trick = trick.play(1, ("h", 2))
    assert trick.complete and trick.to_play is None
    assert trick.card_of(0) == ("s", 1) and trick.led == ("h", 5)


def test_playing_out_of_turn_or_too_many_cards_is_refused():
    trick = Trick(0, 2)
    with pytest.raises(ValueError):
        trick.play(1, ("h", 1))
    full = trick.play(0, ("h", 1)).play(1, ("h", 2))
    with pytest.raises(ValueError):
        full.play(0, ("h", 3))
    with pytest.raises(ValueError):
        Trick(3, 3)
    with pytest.raises(ValueError):
        Trick(0, 1, (("h", 1), ("h", 2)))


def test_a_seat_holding_the_suit_led_must_follow():
    hand = [("h", 3), ("s", 9), ("h", 7)]
    assert playable(hand, ("h", 1), SUIT) == (("h", 3), ("h", 7))
    assert not follows(("s", 9), hand, ("h", 1), SUIT)
    assert follows(("h", 7), hand, ("h", 1), SUIT)


def test_a_seat_without_the_suit_led_or_leading_plays_anything():
    hand = [("s", 9), ("d", 2)]
    assert playable(hand, ("h", 1), SUIT) == tuple(hand)
    assert playable(hand, None, SUIT) == tuple(hand)


def test_the_winner_follows_the_ranking_function():
    trick = Trick(1, 3, (("h", 5), ("h", 8), ("s", 2)))  # seats 1, 2, 0
    assert trick.winner(plain_power(None)) == 2  # highest of the suit led
    assert trick.winner(plain_power("s")) == 0  # the trump
    off_suit = Trick(0, 3, (("h", 2), ("d", 9), ("c", 9)))
    assert off_suit.winner(plain_power(None)) == 0  # another suit cannot win, however high


def test_between_equal_cards_the_first_played_wins():
    twins = Trick(0, 3, (("h", 4), ("h", 9), ("h", 9)))  # two decks: two copies of one card
    assert twins.winner(plain_power(None)) == 1


def test_a_partial_trick_has_a_winner_so_far_and_an_empty_one_none():
    assert Trick(0, 4, (("h", 4), ("h", 6))).winner(plain_power(None)) == 1
    with pytest.raises(ValueError):
        Trick(0, 4).winner(plain_power(None))


def test_tricks_taken_by_seat_and_by_partnership():
    winners = [0, 2, 1, 0, 3]
    assert tricks_taken(winners, 4) == (2, 1, 1, 1)
    assert side_tricks(winners, [(0, 2), (1, 3)]) == (3, 2)
    assert side_tricks(winners, [(0,), (1,), (2,), (3,)]) == (2, 1, 1, 1)
    with pytest.raises(ValueError):
        seat_sides([(0, 1), (1, 2)])


def test_voids_are_the_suits_a_seat_did_not_follow():
    tricks = [
        Trick(0, 3, (("h", 4), ("s", 6), ("h", 1))),
        Trick(1, 3, (("d", 4), ("d", 6), ("c", 1))),
        Trick(2, 3, (("c", 2),)),
    ]
    assert voids(tricks, SUIT) == {1: frozenset({"h"}), 0: frozenset({"d"})}
