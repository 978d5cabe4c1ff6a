"""The engine contract, run over every registered game: a new game gets these for free."""

from __future__ import annotations

import itertools
import json
import random

import pytest

from game.ai.base import RandomBot
from game.checks import checked_playout
from game.core import Action, IllegalActionError, SaveError, load_state
from game.registry import GAMES


def _option_sets(cls):
    specs = cls.options_spec
    if not specs:
        return [{}]
    combos = itertools.product(*(spec.choices for spec in specs))
    return [dict(zip((s.name for s in specs), combo, strict=True)) for combo in combos]


# Checked playouts of a game with many configurations (PokerGuess: 63, BlackDrez: 56) cost minutes
# each game; the suite must stay within minutes as the games grow. A game with up to MANY
# configurations plays them all; beyond, a covering few: every player count and every value of every
# option at least once (the soak, a command, plays every configuration).
MANY = 12


def covering(configurations: list[tuple[int, dict]]) -> list[tuple[int, dict]]:
    """A few configurations, in their order, that between them hold every count and every option value."""
    if len(configurations) <= MANY:
        return configurations
    wanted = {("players", players) for players, _ in configurations}
    wanted |= {(name, repr(value)) for _, options in configurations for name, value in options.items()}
    chosen = []
    while wanted:
        best = max(configurations, key=lambda c: len(wanted & _facets(c)))
        chosen.append(best)
        wanted -= _facets(best)
    return sorted(chosen, key=configurations.index)


def _facets(configuration: tuple[int, dict]) -> set[tuple[str, str]]:
    players, options = configuration
    return {("players", players)} | {(name, repr(value)) for name, value in options.items()}


# Every count with every combination of options it may be played with (an option may narrow the range),
# or a covering few of them.
CASES = [
    pytest.param(cls, players, options, len(cls.configurations()) <= MANY,
                 id=f"{gid}-{players}p-{'-'.join(f'{k}={v}' for k, v in options.items()) or 'default'}")
    for gid, cls in GAMES.items()
    for players, options in covering(cls.configurations())
]


def test_a_covering_few_hold_every_count_and_every_option_value():
    for cls in GAMES.values():
        every, few = cls.configurations(), covering(cls.configurations())
        assert len(few) <= max(MANY, len(every)) and all(c in every for c in few)
        assert set().union(*map(_facets, few)) == set().union(*map(_facets, every))


@pytest.mark.parametrize("cls,players,options,every", CASES)
def test_random_playouts_keep_the_contract(cls, players, options, every):
    for seed in range(3 if every else 1):  # a covering few: one game each
        state = cls(players, seed, options)
        bots = [RandomBot(seed * 10 + s) for s in range(players)]
        report = checked_playout(state, lambda st, seat, bots=bots: bots[seat].choose(st, seat), random.Random(seed),
                                 save_every=5)
        assert report.finished
        outcome = state.outcome()
        assert len(outcome.scores) == players and len(outcome.placing) == players
        # Only a cooperative game or a lost solitaire may end with nobody first.
        assert outcome.winners or cls.cooperative or players == 1


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_many_seeds_finish(gid):
    """Cheap playouts over more seeds (no per-step checks) to catch rare dead ends."""
    cls = GAMES[gid]
    for seed in range(30):
        players = cls.min_players + seed % (cls.max_players - cls.min_players + 1)
        options = cls.options_for(players, random.Random(seed).choice(_option_sets(cls)))
        state = cls(players, seed, options)
        bot = RandomBot(seed)
        for _ in range(20000):
            if state.is_over():
                break
            seat = state.to_act()[0]
            state.apply(seat, bot.choose(state, seat))
        assert state.is_over(), f"{gid} seed {seed} did not end"


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_replay_from_seed_and_actions_is_exact(gid):
    cls = GAMES[gid]
    state = cls(cls.min_players, 1234, cls.options_for(cls.min_players))
    bot = RandomBot(7)
    for _ in range(40):
        if state.is_over():
            break
        seat = state.to_act()[0]
        state.apply(seat, bot.choose(state, seat))
    again = cls.replay(state.players, state.seed, state.options, state.history)
    assert again == state
    assert json.dumps(again.snapshot(), sort_keys=True) == json.dumps(state.snapshot(), sort_keys=True)


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_a_clone_is_equal_and_independent(gid):
    # Searching players play on clones: a clone must be the same position with the same future
    # of chance, and nothing played on it may reach the original (its generator included).
    cls = GAMES[gid]
    state = cls(cls.max_players, 99, cls.options_for(cls.max_players))
    bot = RandomBot(3)
    shares_generator, after_setup = False, state.rng.getstate()
    for step in range(60):
        if state.is_over():
            break
        if step % 10 == 0:
            before = json.dumps(state.snapshot(), sort_keys=True)
            twin = state.clone()
            assert twin == state and json.dumps(twin.snapshot(), sort_keys=True) == before
            assert twin.rng.getstate() == state.rng.getstate()
            shares_generator |= twin.rng is state.rng
            for _ in range(5):
                if twin.is_over():
                    break
                seat = twin.to_act()[0]
                twin.apply(seat, bot.choose(twin, seat))
            if not shares_generator:
                twin.rng.random()
            assert json.dumps(state.snapshot(), sort_keys=True) == before
            assert state == cls.replay(state.players, state.seed, state.options, state.history)
        seat = state.to_act()[0]
        state.apply(seat, bot.choose(state, seat))
    if shares_generator:  # only a game without chance after setup (Damas, Reverso) may save the copy
        assert state.rng.getstate() == after_setup


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_garbage_is_refused_and_state_unchanged(gid):
    cls = GAMES[gid]
    state = cls(cls.max_players, 5, cls.options_for(cls.max_players))
    before = state.dumps()
    seat = state.to_act()[0]
    for text in ["", "place:", "x:1,,2", "💥", "a" * 500, "place:99,99", "pass:1", "take:-1"]:
        with pytest.raises(ValueError):
            state.apply_text(seat, text)
        assert state.dumps() == before
    with pytest.raises(IllegalActionError, match="no seat"):
        state.apply(cls.max_players + 3, state.legal_actions(seat)[0])
    assert state.dumps() == before


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_broken_saves_give_clear_errors(gid):
    cls = GAMES[gid]
    state = cls(cls.min_players, 3, cls.options_for(cls.min_players))
    seat = state.to_act()[0]
    state.apply(seat, state.legal_actions(seat)[-1])
    good = state.to_json()
    bad_versions = [
        {**good, "format": 999},
        {**good, "game": "no_such_game"},
        {**good, "actions": [[0, "no_such_action"]]},
        {**good, "actions": "nope"},
        {**good, "players": 99},
        {**good, "snapshot": {"tampered": True}},
        [1, 2, 3],
    ]
    for data in bad_versions:
        with pytest.raises(SaveError):
            load_state(data, GAMES)
    assert load_state(good, GAMES) == state


def test_action_text_round_trips():
    for action in [Action("pass"), Action("place", (2, 3)), Action("guess", ("red", "lady")), Action("x", (-1, "a_b"))]:
        assert Action.decode(action.encode()) == action
    with pytest.raises(ValueError):
        Action("bad kind")
