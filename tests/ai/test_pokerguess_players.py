"""PokerGuess's computer players: they read only their seat's view (twin states that differ only in
the others' hidden cards get the same choice), estimate their chances by dealing the unseen cards,
name the prediction that wins most often, bet by those chances and the pot, and show the hidden card
that tells least."""

from __future__ import annotations

import dataclasses
import math
import random

import pytest

from game.ai.base import RandomBot
from games.pokerguess.engine import PokerGuess
from games.pokerguess.players import (
    _KEYS,
    ALL_CARDS,
    STYLES,
    PokerGuessPlayer,
    _deal_count,
    _read_deals,
    best_borne_out,
    judge,
    likelihood,
    unseen_cards,
)
from games.pokerguess.predictions import Prediction
from games.pokerguess.view import SHOWING, all_in, check, fold, keep, predict
from tests.random_play import bot_moves
from tests.rules.test_pokerguess import arrange, cs, turn


def positions(players: int, seeds: range):
    for seed in seeds:
        state = bot_moves(PokerGuess(players, seed, {}), random.Random(seed).randrange(25), seed)
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
                a = PokerGuessPlayer(strength, 3).choose(state, seat)
                b = PokerGuessPlayer(strength, 3).choose(twin, seat)
                assert a == b, f"seed {state.seed} seat {seat}: {a} on the true state, {b} on its twin"
    assert compared > 5


def test_the_unseen_cards_are_what_the_view_does_not_show():
    state = PokerGuess(3, 1, {})
    view = state.view(0)
    unseen = unseen_cards(view)
    assert len(unseen) == 54 - 5 - 2 and not set(view.seats[0].hidden) & set(unseen)


def test_what_its_own_cards_bear_out():
    # reds D2 C2 T2 P2 and pawns P6 P9: 4 reds and 2 pawns, or 3 reds and 3 pawns; the first is higher.
    assert best_borne_out(cs("D2 C2 T2 P2 P6 P9")) == _KEYS[2, 4, 1, 2]


def test_a_sure_prediction_is_judged_sure():
    # Two players; seat 0 holds four reds with the table: its best guess is likely to win.
    state = PokerGuess(2, 1, {})
    arrange(state, ["D2 C2", "P6 B3"], "T2 P2 P9 A9 B6")
    view = state.view(0)
    judgement = judge(view, STYLES["normal"], random.Random(1))
    chance, best = judgement.best
    assert chance > 0.5
    assert best.holds(cs("D2 C2 T2 P2 P9 A9 B6"))  # it names what its own cards show


def test_it_folds_a_poor_guess_to_an_all_in_and_keeps_a_good_one():
    state = PokerGuess(2, 2, {})
    arrange(state, ["A5 A8", "D2 C2"], "T2 P2 P9 A9 B6")
    turn(state, 0, all_in(), predict(Prediction(2, 6, 6, 1)))
    player = PokerGuessPlayer("normal", 1)
    assert state.to_act() == (1,)
    choice = player.choose(state, 1)
    assert choice.kind in ("call", "fold")


def test_it_shows_the_card_that_tells_least():
    state = PokerGuess(2, 3, {})
    arrange(state, ["D2 A5", "P6 B3"], "T2 P2 P9 A9 B6")
    turn(state, 0, check(), predict(Prediction(2, 3, 1, 2)))
    turn(state, 1, check(), predict(Prediction(9, 2, 6, 2)))
    turn(state, 0, check(), keep())
    assert state.phase == SHOWING
    choice = PokerGuessPlayer("normal", 1).choose(state, 0)
    assert choice.args == ("A5",)  # the red queen supports its 3 reds: it shows the blue bishop


def test_easy_loses_to_normal_and_normal_beats_random_in_a_few_games():
    # Not the arena (docs/AI.md has the figures): a quick sign that the strengths are in order.
    wins = 0
    for game in range(6):
        state = PokerGuess(2, game, {"table": "quick"})
        bots = {0: PokerGuessPlayer("normal", game), 1: RandomBot(game)}
        while not state.is_over():
            seat = state.to_act()[0]
            state.apply(seat, bots[seat].choose(state, seat))
        outcome = state.outcome()
        assert outcome is not None
        wins += outcome.winners == (0,)
    assert wins >= 5


def test_it_folds_nothing_when_checking_is_free():
    state = PokerGuess(3, 4, {})
    seat = state.to_act()[0]
    assert PokerGuessPlayer("hard", 1).choose(state, seat) != fold()


def _best_borne_out_by_every_pair(cards):
    """The oracle for ``best_borne_out``: every colour with every figure, the shared card in either."""
    best = -1
    for colour in range(1, 10):
        nc = sum(1 for card in cards if int(card.colour) == colour)
        for figure in range(1, 7):
            nf = sum(1 for card in cards if int(card.figure) == figure)
            shared = any(int(card.colour) == colour and int(card.figure) == figure for card in cards)
            for a, b in ((nc, nf - shared), (nc - shared, nf)):
                if a >= 1 and b >= 1:
                    best = max(best, _KEYS[colour, min(a, 6), figure, min(b, 9)])
    return best


def test_the_quick_best_borne_out_agrees_with_every_pair():
    rng = random.Random(5)
    deck = list(ALL_CARDS)
    for _ in range(3000):
        cards = rng.sample(deck, rng.choice((1, 2, 3, 7, 8, 9, 13)))
        assert best_borne_out(cards) == _best_borne_out_by_every_pair(cards)


def test_hard_deals_every_pair_of_a_lone_rival_and_needs_no_luck():
    # Heads-up before the showing: the rival's two cards are 2 of the 47 unseen, 1,081 deals, all of
    # them; the judgement is then the same whatever the generator.
    state = PokerGuess(2, 6, {})
    arrange(state, ["D2 C2", "P6 B3"], "T2 P2 P9 A9 B6")
    view = state.view(0)
    assert STYLES["hard"].exact >= math.comb(47, 2)
    one = judge(view, STYLES["hard"], random.Random(1))
    two = judge(view, STYLES["hard"], random.Random(2))
    assert one == two
    assert one.best[1].holds(cs("D2 C2 T2 P2 P9 A9 B6"))


def test_a_rival_names_what_its_cards_bear_out_or_a_card_beyond():
    style = STYLES["hard"]
    table = cs("T2 P2 P9 A9 B6")
    said = Prediction(9, 3, 6, 1)  # 3 greens and a Joker: P9 A9 on the table
    borne = likelihood(said, cs("C9 A5"), table, [], style)  # a third green in hand: borne out
    one_short = likelihood(said, cs("C5 A5"), table, [], style)  # a green short
    two_short = likelihood(Prediction(9, 4, 6, 1), cs("C5 A5"), table, [], style)  # two greens short
    under = likelihood(said, cs("C9 D9"), table, [], style)  # it sees 4 greens and said 3
    assert borne > one_short > two_short
    assert under < one_short


def test_hard_reads_a_rivals_prediction():
    # Seat 0 sees 4 reds and a Joker for sure. The rival says 4 yellows and 2 pawns (2 yellows and 2
    # pawns on the table), higher than that: read as a hint, it likely holds the 2 yellows, so the
    # reds win less often than with the rival's word ignored.
    state = PokerGuess(2, 7, {})
    arrange(state, ["D2 C2", "P5 T5"], "T2 P2 P9 A6 B6")
    turn(state, 0, check(), predict(Prediction(2, 3, 1, 2)))
    turn(state, 1, check(), predict(Prediction(6, 4, 1, 2)))
    view = state.view(0)
    reading = {p: c for c, p in judge(view, STYLES["hard"], random.Random(1)).chances}
    blind_style = dataclasses.replace(STYLES["hard"], beyond=1.0, unlikely=1.0)
    blind = {p: c for c, p in judge(view, blind_style, random.Random(1)).chances}
    reds = Prediction(2, 4, 6, 1)
    assert reading[reds] < blind[reds]


def _three_have_predicted():
    """Seat 0's view with three players before the showing, seat 1 having said 4 yellows and 2 pawns."""
    state = PokerGuess(3, 7, {})
    arrange(state, ["D2 C2", "P5 T5", "B8 C9"], "T2 P2 P9 A6 B6")
    turn(state, 0, check(), predict(Prediction(2, 3, 1, 2)))
    turn(state, 1, check(), predict(Prediction(6, 4, 1, 2)))
    turn(state, 2, check(), predict(Prediction(9, 2, 6, 1)))
    return state.view(0)


def test_hard_reads_several_rivals_jointly():
    # Three players before the showing: too many deals to weigh them all (990 x 903), so hard draws its
    # worlds from the rivals' predictions. Seat 1 says 4 yellows and 2 pawns (2 yellows and 2 pawns on
    # the table): read as a hint, it likely holds yellows, and seat 0's reds win less often than with
    # the rivals' words ignored.
    view = _three_have_predicted()
    style = STYLES["hard"]
    pool = unseen_cards(view)
    assert _deal_count(len(pool), [2, 2]) > style.exact
    rivals = [view.seats[1], view.seats[2]]
    known: list[list] = [[], []]
    deals = list(_read_deals(pool, [2, 2], rivals, known, list(view.table), [[], []], style, random.Random(3)))
    assert len(deals) == style.worlds
    assert all(len(set(deal)) == 4 and set(deal) <= set(pool) for deal in deals)
    # Seat 1 needs 2 of the 4 unseen yellows for its word. Blind, it holds one or more in 170 deals of
    # its 990 (17%); read (a yellow short weighs half, two short 0.03), in 88 of about 113 (78%).
    yellows = {card for card in pool if int(card.colour or 0) == 6}
    assert len(yellows) == 4
    some = sum(bool(set(deal[:2]) & yellows) for deal in deals)
    assert some > 0.6 * len(deals)
    reading = {p: c for c, p in judge(view, style, random.Random(1)).chances}
    blind = {
        p: c for c, p in judge(view, dataclasses.replace(style, beyond=1.0, unlikely=1.0), random.Random(1)).chances
    }
    reds = Prediction(2, 4, 6, 1)
    assert reading[reds] < blind[reds]


def test_the_joint_draw_and_blind_weighed_worlds_read_alike():
    # ``Style.joint_seats``: with too many deals to weigh all, hard draws its worlds from the rivals'
    # likelihoods (session 10; up to 3 seats) or deals them blind and weighs each (session 9; from 4
    # seats). Both estimate the same chances; in the position above they agree within the sampling
    # error, and both read seat 1's yellows (the reds win less often than with the rivals' words
    # ignored).
    view = _three_have_predicted()
    style = dataclasses.replace(STYLES["hard"], worlds=3000)
    joint = {p: c for c, p in judge(view, style, random.Random(1)).chances}
    weighed = {p: c for c, p in judge(view, dataclasses.replace(style, joint_seats=2), random.Random(1)).chances}
    unread = {
        p: c for c, p in judge(view, dataclasses.replace(style, beyond=1.0, unlikely=1.0), random.Random(1)).chances
    }
    reds = Prediction(2, 4, 6, 1)
    assert weighed[reds] < unread[reds] and joint[reds] < unread[reds]
    top = sorted(joint, key=joint.__getitem__, reverse=True)[:5]
    assert max(abs(joint[p] - weighed[p]) for p in top) < 0.08, [(joint[p], weighed[p]) for p in top]


def test_the_head_to_head_summary_counts_pairs_and_every_bots_steps():
    from games.pokerguess.head_to_head import summary

    games = [
        {"seed": 0, "names": ["hard", "normal", "normal"], "placing": [1, 2, 3], "bet_times": [0.2],
         "choice_times": [0.2], "steps": {"hard": {"bet_wall": [0.2], "bet_cpu": [0.1]},
                                          "normal": {"bet_wall": [0.05, 0.07], "bet_cpu": [0.01, 0.03]}}},
        {"seed": 1, "names": ["normal", "hard", "normal"], "placing": [1, 2, 2], "bet_times": [0.4],
         "choice_times": [0.4]},  # a game of session 10: no "steps"
    ]  # fmt: skip
    counted = summary(games, "hard")
    assert counted["games"] == 2 and counted["first_places"] == 1 and counted["pairs"] == 4
    assert counted["head_to_head"] == (1 + 1 + 0 + 0.5) / 4
    assert counted["chips_steps"]["normal"] == {
        "steps": 2, "bet_wall_median_s": 0.06, "bet_wall_longest_s": 0.07,
        "bet_cpu_median_s": 0.02, "bet_cpu_longest_s": 0.03,
    }  # fmt: skip
