"""The BlackDrez ceiling tool (``games.blackdrez.ceiling``): its players play legal moves only, the
best replies read only their view (twin states differing only in the deck's order get the same
choices), and on short decks their exact values agree with sampled playouts of the engine."""

from __future__ import annotations

import random

import pytest

from game.ai.base import make_bot
from games.blackdrez.ceiling import (
    COUNTING,
    COUNTING_LEVEL,
    NORMAL_REPLY,
    REPLY_NORMAL,
    REPLY_RANDOM,
    Ends,
    Known,
    OraclePlayer,
    Plan,
    ReplyPlayer,
    Round,
    dealt,
    ending,
    fits,
    main,
)
from games.blackdrez.engine import BlackDrez
from games.blackdrez.players import NORMAL, BlackDrezPlayer, Reckoning, make_hard, win_chance
from tests.rules.test_blackdrez_players import twin


def play(state: BlackDrez, bots: list, check: bool = True) -> BlackDrez:
    while not state.is_over():
        seat = state.to_act()[0]
        action = bots[seat].choose(state, seat)
        if check:
            assert action in state.legal_actions(seat)
        state.apply(seat, action)
    return state


@pytest.mark.parametrize(
    "mine,theirs",
    [
        (lambda s: ReplyPlayer(s, REPLY_RANDOM), "random"),
        (lambda s: ReplyPlayer(s, REPLY_NORMAL), "counting"),
        (lambda s: OraclePlayer(s, REPLY_RANDOM), "random"),
        (lambda s: OraclePlayer(s, REPLY_NORMAL), "counting"),
    ],
)
def test_plays_legal_moves_through_whole_games(mine, theirs):
    for seed in range(2):
        state = play(BlackDrez(2, 900 + seed), [mine(seed), bot(theirs, seed)][:: 1 if seed % 2 else -1])
        assert state.outcome() is not None


@pytest.mark.parametrize("plan", [REPLY_RANDOM, REPLY_NORMAL])
def test_the_replies_never_peek(plan):
    for seed in range(3):
        state = BlackDrez(2, 40 + seed)
        other_bot = make_bot("random", seed=seed)
        while not state.is_over():
            seat = state.to_act()[0]
            if seat == 0 and len(state.legal_actions(0)) > 1:
                other = twin(state, seed + 100)
                assert ReplyPlayer(7, plan).choose(state, 0) == ReplyPlayer(7, plan).choose(other, 0)
            bot = ReplyPlayer(1, plan) if seat == 0 else other_bot
            state.apply(seat, bot.choose(state, seat))


def test_the_deal_counts_jokers_as_the_engine_does():
    # D2 (rules 2): a Joker and a Pawn show 7; two Jokers 6 and 1; a Queen and a Joker make 11
    assert dealt(5, 0) == dealt(0, 5) == (2, 1, 1, 2)
    assert dealt(5, 5) == (2, 2, 1, 2)
    assert dealt(4, 5)[:3] == (6, 1, 1)
    assert dealt(4, 3) == (9, 0, 0, 2)


def test_the_approximation_is_a_chance():
    ends = Ends(Plan(drift=0.0, spread=3.8, exact=0))
    assert ends.guess(0, 40) == pytest.approx(0.5)
    assert 0.5 < ends.guess(3, 40) < 1.0
    assert ends.value(1, (1, 1, 1, 0, 0, 0), True) == 1.0  # three cards: no deal, the game is over
    assert ending(0, 0.5) == 0.5 and ending(-2, 0.5) == 0.0


def bot(name: str, seed: int):
    """The arena's bot, or ``counting``: Normal's rule (what ``reply-normal`` and ``oracle-normal``
    take the other seat to play)."""
    return BlackDrezPlayer(seed, COUNTING_LEVEL, "counting") if name == "counting" else make_bot(name, seed=seed)


def short_positions(seed: int, left: int, opponent: str) -> BlackDrez:
    """A two-player game played by random moves until the deck holds at most ``left`` cards and seat 0
    has a real choice in a round with both seats in."""
    rng = random.Random(seed)
    state = BlackDrez(2, seed)
    while True:
        if state.is_over():
            state = BlackDrez(2, rng.randrange(10**6))
            continue
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        if seat == 0 and len(legal) > 1 and state.cards.count("deck") <= left and fits(state.view(0)):
            return state
        state.apply(seat, rng.choice(legal))


def sampled(state: BlackDrez, plan: Plan, opponent: str, games: int, peek: bool) -> float:
    """The reply's worth from ``state`` by playing it out ``games`` times on the engine: the deck
    reordered each time (kept when ``peek``: the oracle's value is over the other's moves only)."""
    rng = random.Random(5)
    player = OraclePlayer(0, plan) if peek else ReplyPlayer(0, plan)
    total = 0.0
    for index in range(games):
        trial = state.clone() if peek else state.determinize(0, rng)
        trial.rng = random.Random(index)
        other = bot(opponent, index)
        play(trial, [player, other], check=False)
        total += ending(trial.pile_count(0) - trial.pile_count(1), plan.draw)
    return total / games


@pytest.mark.parametrize("opponent,plan", [("random", REPLY_RANDOM), ("counting", REPLY_NORMAL)])
def test_exact_values_agree_with_playouts(opponent, plan):
    # the whole rest of the game reckoned exactly (a short deck) against the engine played out
    plan = Plan(other=plan.other, exact=8, draw=0.5)
    for seed in (11, 12):
        state = short_positions(seed, 8, opponent)
        view = state.view(0)
        reckoning = Round.from_view(view, 0, plan, Ends(plan))
        move = reckoning.choose(view.switched, bool(view.stood), view.deck_figures)
        worth = reckoning.after(reckoning.root, view.deck_figures, 0, bool(view.stood), move)
        games = 1500
        assert sampled(state, plan, opponent, games, peek=False) == pytest.approx(worth, abs=4 * 0.5 / games**0.5)


@pytest.mark.parametrize("opponent,plan", [("random", REPLY_RANDOM), ("counting", REPLY_NORMAL)])
def test_the_oracle_values_agree_with_playouts_on_its_deck(opponent, plan):
    state = short_positions(21, 12, opponent)
    view = state.view(0)
    order = tuple(int(c.figure or 0) - 1 for c in reversed(state.cards.cards("deck")))
    reckoning = Round.from_view(view, 0, plan, Known(plan, order))
    move = reckoning.choose(view.switched, bool(view.stood), 0)
    worth = reckoning.after(reckoning.root, 0, 0, bool(view.stood), move)
    games = 600 if opponent == "random" else 3  # against counting, the oracle's game is certain
    assert sampled(state, plan, opponent, games, peek=True) == pytest.approx(worth, abs=4 * 0.5 / games**0.5)


class HardEnds(Ends):
    """Hard's own round ends (``win_chance`` at every depth), to set the reply beside hard."""

    def value(self, margin: int, deck: object, i_deal: bool) -> float:
        assert isinstance(deck, tuple)
        left = sum(deck)
        return win_chance(margin, left, left < 4)


def test_hard_is_the_best_reply_to_counting_within_a_round():
    # with hard's ends, the reply to counting (written apart from hard's ``Reckoning.value``) makes
    # hard's choices and gives every move hard's worth: hard is exact within a round
    plan = Plan(other=COUNTING, risk=NORMAL.risk)
    checked = 0
    for seed in range(4):
        state = BlackDrez(2, 500 + seed)
        bots = [make_hard(seed), bot("counting", seed)]
        while not state.is_over():
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            view = state.view(seat)
            if seat == 0 and len(legal) > 1 and fits(view):
                mine = Round.from_view(view, 0, plan, HardEnds(plan))
                hard = Reckoning(view, 0, NORMAL.risk)
                for action in legal:
                    move = action.args[0] if action.args else action.kind
                    ours = mine.after(mine.root, view.deck_figures, 0, bool(view.stood), move)
                    theirs = hard.after(hard.root, view.deck_figures, 0, bool(view.stood), move)
                    assert ours == pytest.approx(theirs)
                checked += 1
            state.apply(seat, bots[seat].choose(state, seat))
    assert checked >= 10


def test_the_command_runs_the_arena(capsys):
    assert main(["--bots", "reply-random,random", "--games", "2", "--seed", "3", "--exact", "6", "--json"]) == 0
    out = capsys.readouterr().out
    assert '"reply-random"' in out and '"games": 2' in out


def test_normal_counts_and_the_reply_to_random_is_the_tool_s_player():
    # session 14: the best reply to random was tried as Normal and put back; it lives in the tool
    # (the shipping player module does not import the tool), and Normal counts
    state = BlackDrez(2, 7)
    reply = ReplyPlayer(0, NORMAL_REPLY)
    for _ in range(40):
        if state.is_over():
            break
        seat = state.to_act()[0]
        assert reply.choose(state, seat) in state.legal_actions(seat)
        state.apply(seat, make_bot("random", seed=len(state.view(0).results)).choose(state, seat))
    assert not hasattr(NORMAL, "reply")
