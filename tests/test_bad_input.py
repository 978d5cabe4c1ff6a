"""Bad input never crashes the engine and never changes the state (every registered game)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.ai.base import RandomBot
from game.core import Action, IllegalActionError, RulesError
from game.registry import GAMES

GAME_IDS = sorted(GAMES)
SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def _midgame(gid: str, seed: int = 11, steps: int = 6):
    cls = GAMES[gid]
    state = cls(cls.min_players, seed, cls.options_for(cls.min_players))
    bot = RandomBot(seed)
    for _ in range(steps):
        if state.is_over():
            break
        seat = state.to_act()[0]
        action = bot.choose(state, seat)
        trial = state.clone()
        trial.apply(seat, action)
        if trial.is_over():  # a game in the middle, as the name says (a poker game can end at once)
            break
        state.apply(seat, action)
    return state


def _refused_unchanged(state, seat, attempt) -> None:
    before = state.dumps()
    with pytest.raises((RulesError, ValueError)) as info:
        attempt()
    assert str(info.value), "a refusal must say why"
    assert state.dumps() == before


@pytest.mark.parametrize("gid", GAME_IDS)
@SETTINGS
@given(text=st.text(max_size=60))
def test_garbage_text_is_refused(gid, text):
    state = _midgame(gid)
    seat = state.to_act()[0] if state.to_act() else 0
    try:
        action = Action.decode(text)
    except ValueError:
        return  # refused while parsing: nothing reached the state
    if action in state.legal_actions(seat):
        return  # hypothesis found a legal action: fine
    if action == Action("resign", ()) and state.is_legal(seat, action):
        # A solitaire's "give up" is always open and never listed (SoloDrez, SokuDrez alone: the
        # decisions on their rules screens); Hypothesis draws words from the code, "resign" among them.
        return
    _refused_unchanged(state, seat, lambda: state.apply(seat, action))


@pytest.mark.parametrize("gid", GAME_IDS)
@SETTINGS
@given(kind=st.sampled_from(["place", "take", "pass", "move", "bid", "guess", "play", "swap", "roll"]),
       args=st.lists(st.one_of(st.integers(-10**9, 10**9), st.sampled_from(["red", "blue", "x", "RL", "LT"])), max_size=5))
def test_out_of_range_values_are_refused(gid, kind, args):
    state = _midgame(gid)
    seat = state.to_act()[0] if state.to_act() else 0
    action = Action(kind, tuple(args))
    if action in state.legal_actions(seat):
        return
    _refused_unchanged(state, seat, lambda: state.apply(seat, action))


@pytest.mark.parametrize("gid", GAME_IDS)
def test_actions_of_other_games_and_wrong_seats_are_refused(gid):
    state = _midgame(gid)
    seat = state.to_act()[0]
    for other_id in GAME_IDS:
        other = _midgame(other_id, seed=3, steps=2)
        if other.is_over():
            continue
        for action in other.legal_actions(other.to_act()[0])[:20]:
            if action in state.legal_actions(seat):
                continue
            _refused_unchanged(state, seat, lambda action=action: state.apply(seat, action))
    idle = [s for s in range(state.players) if s not in state.to_act()]
    for wrong in [*idle, -1, state.players, 10**6]:
        _refused_unchanged(state, wrong, lambda wrong=wrong: state.apply(wrong, state.legal_actions(seat)[0]))
    _refused_unchanged(state, seat, lambda: state.apply(seat, "place:1,1"))  # text, not an Action
    _refused_unchanged(state, seat, lambda: state.apply_text(seat, None))


@pytest.mark.parametrize("gid", GAME_IDS)
def test_nothing_is_accepted_after_the_end(gid):
    cls = GAMES[gid]
    state = cls(cls.min_players, 5, cls.options_for(cls.min_players))
    bot = RandomBot(5)
    while not state.is_over():
        seat = state.to_act()[0]
        last = bot.choose(state, seat)
        state.apply(seat, last)
    for seat in range(state.players):
        with pytest.raises(IllegalActionError, match="over"):
            state.apply(seat, last)
