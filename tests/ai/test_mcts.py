"""The generic search and the strengths: right answers in tiny positions, legal moves always."""

from __future__ import annotations

import random

import pytest

from game.ai.base import BOTS, make_bot
from game.ai.mcts import Budget, ISMCTSBot
from game.checks import check_refusals, check_turn, check_views
from game.core import Action
from game.registry import GAMES
from games.reverso.engine import Reverso
from games.reverso.players import ReversoAlphaBetaBot, make_normal

from .fakes import Climb, HighNumber, Skirmish

SMALL = Budget(iterations=300, seconds=60.0)


def _value_for(state: Reverso, seat: int) -> int:
    """+1 if ``seat`` wins with best play from here, 0 draw, -1 loss (tiny endings only)."""
    if state.is_over():
        counts = state.seat_counts()  # the colours are drawn: count each seat's own colour
        diff = counts[seat] - counts[1 - seat]
        return (diff > 0) - (diff < 0)
    mover = state.turn
    best = -1
    for action in state.legal_actions(mover):
        child = state.clone()
        child.apply(mover, action)
        best = max(best, _value_for(child, mover))
    return best if mover == seat else -best


def _endgame_with_one_winning_move(seed: int) -> tuple[Reverso, object] | None:
    """Random play to a few empties; a position where exactly one move wins and the rest lose."""
    rng = random.Random(seed)
    state = Reverso(2, seed)
    while not state.is_over():
        seat = state.turn
        empties = 64 - sum(state.counts())
        actions = state.legal_actions(seat)
        if empties <= 5 and len(actions) >= 2:
            values = {}
            for action in actions:
                child = state.clone()
                child.apply(seat, action)
                values[action] = _value_for(child, seat)
            winners = [a for a, v in values.items() if v == 1]
            if len(winners) == 1 and all(v == -1 for a, v in values.items() if a != winners[0]):
                return state, winners[0]
        state.apply(seat, rng.choice(actions))
    return None


def _find_endgames(count: int) -> list[tuple[Reverso, object]]:
    found = []
    for seed in range(500):
        result = _endgame_with_one_winning_move(seed)
        if result:
            found.append(result)
            if len(found) == count:
                break
    assert len(found) == count
    return found


ENDGAMES = _find_endgames(3)


@pytest.mark.parametrize("index", range(len(ENDGAMES)))
def test_ismcts_finds_the_only_winning_move_in_a_reverso_ending(index):
    state, winning = ENDGAMES[index]
    bot = ISMCTSBot(seed=index, budget=SMALL)
    assert bot.choose(state, state.turn) == winning


@pytest.mark.parametrize("index", range(len(ENDGAMES)))
def test_alpha_beta_finds_the_only_winning_move_in_a_reverso_ending(index):
    state, winning = ENDGAMES[index]
    assert make_normal(index).choose(state, state.turn) == winning


def test_strength_names_are_registered_and_construct():
    for name in ("random", "easy", "normal", "hard"):
        assert name in BOTS
        assert make_bot(name, seed=3).name == name


def test_reverso_strengths_use_the_alpha_beta_player_and_others_use_search():
    normal = make_bot("normal", 1)
    assert isinstance(normal.delegate_for("reverso"), ReversoAlphaBetaBot)
    assert isinstance(make_bot("easy", 1).delegate_for("reverso"), ISMCTSBot)
    assert isinstance(normal.delegate_for("some_other_game"), ISMCTSBot)


TINY = Budget(iterations=6, seconds=60.0)


def _players_for(cls, gid: str) -> list[tuple[str, object]]:
    """(label, factory) of every distinct player a person can meet in this game: the
    game's own players for the strengths that have one, else search (tiny budget)."""
    from game.registry import SPECS
    from game.spec import load as _factory

    found: list[tuple[str, object]] = []
    overrides = SPECS[gid].players if gid in SPECS else {}
    for strength in ("easy", "normal", "hard"):
        if strength in overrides:
            found.append((strength, _factory(overrides[strength])))
    if len(overrides) < 3:
        found.append(("search", lambda seed: ISMCTSBot(seed=seed, budget=TINY)))
    return found


@pytest.mark.parametrize("cls", [*GAMES.values(), Skirmish, HighNumber, Climb], ids=lambda c: c.id)
def test_every_player_only_ever_returns_legal_actions(cls):
    for label, factory in _players_for(cls, cls.id):
        # Search runs with a tiny budget; a game's own players run as they are, for fewer moves.
        moves = 20 if label == "search" else 4
        for players in sorted({cls.min_players, cls.max_players}):
            state = cls(players, 11, cls.options_for(players))
            bots = [factory(s) for s in range(players)]
            rng = random.Random(5)
            for _ in range(moves):
                if state.is_over():
                    break
                seats = state.to_act()
                seat = seats[rng.randrange(len(seats))]
                before = state.legal_actions(seat)
                action = bots[seat].choose(state, seat)
                assert action in before, f"{label} player chose {action}"
                state.apply(seat, action)


@pytest.mark.parametrize("cls", [Skirmish, HighNumber, Climb], ids=lambda c: c.id)
def test_the_test_games_keep_the_contract(cls):
    # The contract checks, less save/reload (which goes through the registry these games are not in).
    for players in range(cls.min_players, cls.max_players + 1):
        for seed in range(4):
            state = cls(players, seed)
            bots = [ISMCTSBot(seed=s, budget=TINY) for s in range(players)]
            rng = random.Random(seed)
            while not state.is_over():
                check_turn(state)
                check_refusals(state, rng)
                check_views(state, rng)
                seats = state.to_act()
                seat = seats[rng.randrange(len(seats))]
                state.apply(seat, bots[seat].choose(state, seat))
            check_turn(state)
            check_views(state, rng)


@pytest.mark.parametrize("players", [2, 3])
def test_a_seat_among_several_to_act_picks_the_winning_number(players):
    state = HighNumber(players, 0)
    assert state.to_act() == tuple(range(players))
    for seat in range(players):
        assert ISMCTSBot(seed=seat, budget=SMALL).choose(state, seat).args == (3,)
    # After another seat has committed (unseen), the choice is still the dominant one.
    state.apply(0, state.legal_actions(0)[0])
    assert ISMCTSBot(seed=9, budget=SMALL).choose(state, 1).args == (3,)


def test_solitaire_search_maximizes_the_score():
    state = Climb(1, 0)
    bot = ISMCTSBot(seed=2, budget=SMALL)
    while not state.is_over():
        state.apply(0, bot.choose(state, 0))
    assert state.outcome().scores == (8,)


def test_budget_caps_iterations_and_time():
    state = Reverso(2, 0)
    bot = ISMCTSBot(seed=1, budget=Budget(iterations=25, seconds=60.0))
    bot.choose(state, 0)
    assert bot.last_iterations == 25
    quick = ISMCTSBot(seed=1, budget=Budget(iterations=10**9, seconds=0.05))
    quick.choose(state, 0)
    assert 0 < quick.last_iterations < 10**9


def test_a_single_legal_action_is_played_without_search():
    state = Climb(1, 0)
    bot = ISMCTSBot(seed=1, budget=SMALL)
    state.apply(0, state.legal_actions(0)[0])
    # Climb always offers three actions; Skirmish's last card is forced.
    card_game = Skirmish(2, 3)
    for _ in range(3):
        seat = card_game.to_act()[0]
        card_game.apply(seat, card_game.legal_actions(seat)[0])
    seat = card_game.to_act()[0]
    assert len(card_game.legal_actions(seat)) == 1
    assert bot.choose(card_game, seat) == card_game.legal_actions(seat)[0]
    assert bot.last_iterations == 0


def test_fair_opponents_search_stays_legal_and_wins_the_obvious_trick(monkeypatch):
    from game.ai import knowledge

    monkeypatch.setitem(knowledge._loaded, Skirmish.id, knowledge.GameKnowledge(fair_opponents=True))
    # Seat 1 holds 2 and 4 against a lead of 3: the 4 wins or ties whatever seat 0 kept;
    # the 2 ties or loses.
    state = Skirmish(2, 0)
    state.hands = [[1, 3], [2, 4]]
    state.unused = [0, 5]
    state.apply(0, Action("play", (3,)))
    bot = ISMCTSBot(seed=1, budget=SMALL)
    assert bot.choose(state, 1) == Action("play", (4,))
    for seed in range(5):
        game = Skirmish(2, seed)
        bots = [ISMCTSBot(seed=s, budget=TINY) for s in range(2)]
        while not game.is_over():
            seat = game.to_act()[0]
            action = bots[seat].choose(game, seat)
            assert action in game.legal_actions(seat)
            game.apply(seat, action)
