"""Poker7's computer players: they read only their seat's view (twin states that differ only in the
others' hidden cards get the same choice), weigh their chances against the pot, and show the hidden
card that tells least."""

from __future__ import annotations

import random

import pytest

from game.ai.base import RandomBot
from game.core import Action
from games.poker7.engine import Poker7
from games.poker7.players import (
    FIT_PRIOR,
    Poker7Player,
    Seen,
    _NormalModel,
    _Street,
    chance_to_win,
    unseen_cards,
)
from games.poker7.view import SHOWING, all_in, call, check, fold, raise_to, show
from tests.random_play import bot_moves
from tests.rules.test_poker7 import arrange, c, play_round_by_checks


def positions(players: int, seeds: range):
    for seed in seeds:
        state = bot_moves(Poker7(players, seed, {}), random.Random(seed).randrange(25), seed)
        if not state.is_over():
            yield state, state.to_act()[0]


@pytest.mark.parametrize("strength", ["easy", "normal", "hard"])
def test_twins_that_differ_only_in_hidden_cards_get_the_same_choice(strength):
    compared = 0
    for players in (2, 4):
        for state, seat in positions(players, range(6)):
            for k in range(2):
                twin = state.determinize(seat, random.Random(k))
                assert twin.view(seat) == state.view(seat)
                compared += twin.snapshot() != state.snapshot()
                a = Poker7Player(strength, 3).choose(state, seat)
                b = Poker7Player(strength, 3).choose(twin, seat)
                assert a == b, f"seed {state.seed} seat {seat}: {a} on the true state, {b} on its twin"
    assert compared > 5


def test_the_unseen_cards_are_what_the_view_does_not_show():
    state = Poker7(3, 1, {})
    view = state.view(0)
    unseen = unseen_cards(view)
    assert len(unseen) == 52 and not set(view.seats[0].hidden) & set(unseen)


def test_a_sure_hand_calls_an_all_in_and_a_poor_one_folds_to_it():
    strong = Poker7(2, 2, {})
    arrange(strong, ["D2 C2", "P5 A7"], "T2 P2 A2 B9 C5")  # seat 0 holds five reds
    play_round_by_checks(strong)
    play_round_by_checks(strong)
    strong.apply(0, check())
    strong.apply(1, all_in())
    assert chance_to_win(strong.view(0), 200, random.Random(1)) > 0.9
    assert Poker7Player("normal", 1).choose(strong, 0) == call()

    weak = Poker7(2, 3, {})
    arrange(weak, ["P1 C3", "D9 T9"], "A4 B6 T8 D7 C9")  # seat 0: nothing but single cards
    play_round_by_checks(weak)
    play_round_by_checks(weak)
    weak.apply(0, check())
    weak.apply(1, all_in())
    assert chance_to_win(weak.view(0), 200, random.Random(1)) < 0.3
    assert Poker7Player("normal", 1).choose(weak, 0) == fold()


def test_it_shows_the_hidden_card_outside_its_biggest_group():
    state = Poker7(2, 4, {})
    arrange(state, ["D2 B9", "P5 A7"], "T2 P2 A2 C8 C5")  # the red Queen is in the reds, the green Joker alone
    for _ in range(3):
        play_round_by_checks(state)
    assert state.phase == SHOWING and state.to_act() == (0,)
    assert Poker7Player("normal", 1).choose(state, 0) == show(c("B9"))


def test_a_rival_read_as_the_best_of_more_hands_leaves_less_chance():
    state = Poker7(2, 5, {})
    view = state.view(0)
    plain = chance_to_win(view, 2000, random.Random(1))
    read = [chance_to_win(view, 2000, random.Random(1), wary={1: k}) for k in (1, 2, 4)]
    assert read[0] == plain  # one hand: the plain reading, the same draws
    assert read[0] > read[1] > read[2]
    # Two hands by name or by count are the same reading.
    assert chance_to_win(view, 500, random.Random(2), wary=[1]) == chance_to_win(
        view, 500, random.Random(2), wary={1: 2}
    )


def test_hard_reads_a_careful_rivals_chips_as_strong_and_a_random_players_as_noise():
    state = Poker7(2, 6, {})
    state.apply(0, call() if call() in state.legal_actions(0) else check())
    hard = Poker7Player("hard", 1)
    view = state.view(1)
    big = view.seats[0].__class__(
        **{**{f: getattr(view.seats[0], f) for f in view.seats[0].__slots__}, "committed": 20}
    )
    view = view.__class__(**{**{f: getattr(view, f) for f in view.__dataclass_fields__}, "seats": (big, view.seats[1])})
    hard.rival_moves[0] = [20, 2, 0]  # bets one move in ten: careful
    assert hard._read_depths(view)[0] >= 3
    hard.rival_moves[0] = [30, 20, 5]  # bets two moves in three: a random player's rate
    assert hard._read_depths(view)[0] == 1


def test_two_in_the_hand_a_poor_hand_folds_to_everything_in_and_a_sure_one_calls():
    weak = Poker7(2, 3, {})
    arrange(weak, ["P1 C3", "D9 T9"], "A4 B6 T8 D7 C9")  # seat 0: nothing but single cards
    play_round_by_checks(weak)
    play_round_by_checks(weak)
    weak.apply(0, check())
    weak.apply(1, all_in())
    for strength in ("normal", "hard"):
        assert Poker7Player(strength, 1).choose(weak, 0) == fold()
    strong = Poker7(2, 2, {})
    arrange(strong, ["D2 C2", "P5 A7"], "T2 P2 A2 B9 C5")  # seat 0 holds five reds
    play_round_by_checks(strong)
    play_round_by_checks(strong)
    strong.apply(0, check())
    strong.apply(1, all_in())
    for strength in ("normal", "hard"):
        assert Poker7Player(strength, 1).choose(strong, 0) == call()


def test_an_even_stack_folds_a_coin_toss_to_everything_in_and_a_short_one_calls_it():
    # two in the hand, each choice weighed by the chance of winning the game: with even stacks a call
    # of everything before the commons (about an even chance) risks the game for a pot of 4 chips;
    # with 6 chips against 194, folding wears the stack away, so the same chance calls
    for stacks, expected in (((98, 98), fold()), ((4, 192), call())):
        state = Poker7(2, 7, {})
        arrange(state, ["P1 C8", "D4 D5"])
        state.chips.stacks = list(stacks)
        state.apply(0, check())
        state.apply(1, all_in())
        assert 0.35 < chance_to_win(state.view(0), 2000, random.Random(1)) < 0.6
        for strength in ("normal", "hard"):
            assert Poker7Player(strength, 1).choose(state, 0) == expected, (stacks, strength)


def test_the_look_at_a_betting_round_offers_the_engines_moves():
    """``_Street`` copies the betting of a round for its look ahead: over random two-player positions,
    the moves it weighs are the engine's legal ones (the same raise totals, fold, check or call)."""
    compared = 0
    for seed in range(60):
        state = Poker7(2, seed, {})
        bot, rng = RandomBot(seed), random.Random(seed)
        for _ in range(rng.randrange(30)):
            if state.is_over():
                break
            seat = state.to_act()[0]
            state.apply(seat, bot.choose(state, seat))
        if state.is_over() or state.phase != "bet":
            continue
        seat = state.to_act()[0]
        view = state.view(seat)
        rivals = [s for s in view.seats if s.in_hand and s.seat != seat]
        if len(rivals) != 1:
            continue
        me, rival, choices = view.seats[seat], rivals[0], view.choices
        full = choices.raise_from - view.highest if choices.can_raise else view.stake
        street = _Street(0.5, [k / 200 for k in range(201)], view.stake)
        values = street.values((me.stack, me.committed, me.bet), (rival.stack, rival.committed, rival.bet), full, True)
        legal = state.legal_actions(seat)
        weighed = {raise_to(total) if kind == "raise" else Action(kind) for kind, total in values}
        assert {a for a in legal if a.kind != "allin"} == {a for a in weighed if a.kind != "allin"}, seed
        assert (all_in() in legal) <= (all_in() in weighed)
        compared += 1
    assert compared > 20


def test_hard_notes_the_rivals_moves_from_the_positions_they_were_made_from():
    """Two in the hand, hard rebuilds each move the rival made between two of its own (``_track``) from
    its views only: the betting round, both sides' chips (behind, in the hand, bet this round), whether
    hard had moved first in that round, and the kind of move. Checked against the engine's record over
    whole games with a random rival (its last moves of a hand, after hard's last, are never seen). A
    random rival's moves fit normal's rule worse than a random player's way: hard's ``fit`` falls, and
    it does not bet by its model of normal."""
    checked = 0
    fits = []
    for seed in range(4):
        state = Poker7(2, seed, {})
        hard, rival = Poker7Player("hard", seed), RandomBot(seed)
        truth: list[Seen] = []
        while not state.is_over():
            seat = state.to_act()[0]
            if state.phase == "hand_over":
                noted = [(s.betting_round, s.rival, s.me, s.acted, s.kind) for s in hard._seen]
                real = [(s.betting_round, s.rival, s.me, s.acted, s.kind) for s in truth]
                assert noted == real[: len(noted)], seed
                checked += len(hard._seen)
                truth = []
            view = state.view(seat)
            action = hard.choose(state, seat) if seat == 0 else rival.choose(state, seat)
            if seat == 1 and state.phase == "bet" and len([s for s in view.seats if s.in_hand]) == 2:
                me, other = view.seats[1], view.seats[0]
                truth.append(
                    Seen(
                        view.betting_round,
                        (me.stack, me.committed, me.bet),
                        (other.stack, other.committed, other.bet),
                        0,
                        view.highest > 0 or view.dealer == 1,
                        action.kind,
                    )
                )
            state.apply(seat, action)
        fits.append(hard.fit)
    assert checked > 12
    assert all(fit <= FIT_PRIOR for fit in fits) and min(fits) < FIT_PRIOR - 2, fits


def test_hard_models_normal_folding_nearly_every_hand_to_everything_in_between_even_stacks():
    """Between even stacks before the commons, normal's rule calls everything in with almost no hand (it
    would risk the game for 4 chips), and hard's model of it says so; a rival down to 4 chips calls
    with most hands."""
    for stacks, folding in (((98, 98), lambda share: share > 0.8), ((190, 4), lambda share: share < 0.5)):
        state = Poker7(2, 8, {})
        arrange(state, ["P1 C8", "D4 D5"])
        state.chips.stacks = list(stacks)
        view = state.view(0)
        hard = Poker7Player("hard", 1)
        hard._track(view, view.seats[1])
        total = sum(s.stack + s.committed for s in view.seats)
        worth = [1.0 - (1.0 - chips / total) ** 3 for chips in range(total + 1)]
        model = _NormalModel(worth, worth, view.stake)
        me, rival = view.seats[0], view.seats[1]
        shoved = (0, me.committed + me.stack, me.stack)
        hands = hard._rival_hands(view, rival, 64)
        folds = sum(
            model.move(hard._normal_chance(view, hand, 0, 48), (rival.stack, rival.committed, 0), shoved, 2, True)[0]
            == "fold"
            for hand in hands
        )
        assert folding(folds / len(hands)), (stacks, folds)


def test_a_rival_that_goes_everything_in_one_move_in_six_or_more_is_read_as_loose():
    # read from the public record only (``rival_moves``: the last move before each of its turns)
    player = Poker7Player("normal", 1)
    assert not player.reads_loose(1)  # nothing seen yet
    player.rival_moves[1] = [7, 5, 3]
    assert not player.reads_loose(1)  # too few moves to say
    player.rival_moves[1] = [12, 8, 2]
    assert player.reads_loose(1)  # the random player's way: many of its moves everything in
    player.rival_moves[1] = [40, 10, 2]
    assert not player.reads_loose(1)  # a careful player's way


def test_facing_a_loose_rivals_everything_in_the_chips_are_worth_the_loose_curve():
    # an even stack facing everything in before the commons with a pair of nines (about 0.65 against a
    # random hand): normal folds (``worth`` 3: the game is worth more than the pot); with the loose
    # curve set to 1 (the pot odds), the same seat reading its rival as loose calls, and reading it as
    # careful still folds
    import dataclasses

    for moves, expected in (([12, 8, 3], call()), ([40, 10, 1], fold())):
        state = Poker7(2, 7, {})
        arrange(state, ["D9 T9", "D4 D5"])
        state.chips.stacks = [98, 98]
        state.apply(0, check())
        state.apply(1, all_in())
        assert Poker7Player("normal", 1).choose(state, 0) == fold()
        player = Poker7Player("normal", 1)
        player.style = dataclasses.replace(player.style, loose_worth=1.0)
        player.rival_moves[1] = list(moves)
        assert player.choose(state, 0) == expected, moves


def test_the_ceiling_tools_peeker_sees_the_rivals_hidden_cards_and_the_players_never_do():
    # games/poker7/peek.py measures how much of the target is luck: its peeker is normal told the
    # rival's cards. The real players' view stays without them.
    from games.poker7.peek import PeekingPlayer, peeked_view

    state = Poker7(2, 5, {})
    arrange(state, ["D9 T9", "D4 D5"])
    seat = state.to_act()[0]
    other = 1 - seat
    assert state.view(seat).seats[other].hidden is None
    peeked = peeked_view(state, seat)
    assert peeked.seats[other].hidden == state.view(other).seats[other].hidden
    assert peeked.seats[seat] == state.view(seat).seats[seat]
    assert PeekingPlayer(1).choose(state, seat) in state.legal_actions(seat)
