"""Trading Faces' fair ceiling (games/tradingfaces/ceiling.py): a measuring tool that passes by
play-outs of positions sampled from its own view. It plays legal moves only, never peeks (twin
states differing only in what it cannot see get the same move), its guesses of the hidden table
never hold a card the seat has seen elsewhere, and it is seated as the arena seats its players."""

from __future__ import annotations

import random

import pytest

from game.ai.base import BOTS, make_bot
from games.tradingfaces import SPEC, peek
from games.tradingfaces.arena import arena
from games.tradingfaces.ceiling import FairPlayer, check_table, gain, measured_player, unseen
from games.tradingfaces.engine import TradingFaces
from games.tradingfaces.view import PASS
from tests.ai.twins import twins_agree


def _small(seed: int) -> FairPlayer:
    return FairPlayer(seed, playouts=3, guesses=40)  # the tool's own settings are 16 and 300: slower


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_fair_player_plays_legal_moves_and_its_guesses_hold_only_unseen_cards(players):
    checked = 0
    for seed in range(2):
        state = TradingFaces(players, 500 + seed, {"variant": "classic"})
        fair = _small(seed)
        bots = [fair if s == 0 else make_bot("normal", seed=seed * 10 + s) for s in range(players)]
        chooser = random.Random(seed)
        while not state.is_over():
            acting = state.to_act()
            seat = acting[chooser.randrange(len(acting))]
            action = bots[seat].choose(state, seat)
            assert action in state.legal_actions(seat)
            if seat == 0 and state.phase == PASS:
                view = state.view(0)
                assert fair.table is not None
                # Every guess: the cards the seat cannot see, and only those, in hands of the right sizes.
                assert check_table(view, fair.table) == []
                hidden = sum(unseen(view))
                assert hidden == sum(len(state.hands[s]) for s in range(1, players)) + len(state.pile)
                checked += 1
            state.apply(seat, action)
    assert checked > 10


def _fair_mid_game(players: int, seed: int):
    """A game of the fair player (seat 0) against normal ones, to a random pass round of seat 0."""
    state = TradingFaces(players, seed, {"variant": "classic"})
    fair = _small(seed)
    bots = [fair if s == 0 else make_bot("normal", seed=seed * 10 + s) for s in range(players)]
    rng = random.Random(seed)
    stop_at = rng.randrange(2, 10)
    seen = 0
    while not state.is_over():
        acting = state.to_act()
        seat = acting[rng.randrange(len(acting))]
        if seat == 0 and state.phase == PASS:
            seen += 1
            if seen == stop_at:
                return state, fair
        state.apply(seat, bots[seat].choose(state, seat))
    return None


@pytest.mark.parametrize("players", [4, 5])
def test_the_fair_player_never_peeks(players):
    # Twin games that differ only in what seat 0 cannot see (the others' hands, the pile): the fair
    # player, with all it remembers (its passes, its guesses of the table), passes the same card.
    checked = 0
    for seed in range(12):
        found = _fair_mid_game(players, seed)
        if found is None:
            continue
        state, fair = found
        checked += twins_agree(state, 0, fair, 2)
    assert checked > 8


def test_the_ceiling_is_seated_as_the_arena_and_is_no_strength_of_the_app():
    assert set(SPEC.players) == {"easy", "normal", "hard"} and not any("fair" in name for name in BOTS)
    assert isinstance(measured_player("fair", 1), FairPlayer)
    # The same seats and seeds: hard through the ceiling's loop scores game by game as the arena does.
    seed, games = 4000, 4
    chooser = random.Random(seed)
    played = [peek.play("hard", 4, seed + i, i, chooser, 1, measured_player) for i in range(games)]
    counted = arena(["hard", "normal"], 4, games, seed, "classic")
    ahead = sum(g["ahead"] for g in played)
    assert ahead == pytest.approx(counted["head_to_head"] * counted["head_to_head_pairs"], abs=0.01)  # rounded there
    assert sum(1 for g in played if g["first"]) == counted["first_places"]


def test_the_gain_measure_judges_both_choices_at_the_same_positions():
    # --gain: at each position both choices (from sampled positions, from the true one) are judged by
    # play-outs of the true position against a single card at random; a choice is one of the single
    # cards, so its gain lies between the worst and the best card's (within +-1 of the mean).
    found = gain(4, 3, 4, 98000)
    assert set(found) == {"fair", "peek"} and len(found["fair"]) == len(found["peek"]) > 0
    assert all(-1.0 <= g <= 1.0 for gains in found.values() for g in gains)
