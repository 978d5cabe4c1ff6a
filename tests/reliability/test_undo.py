"""Undo never reveals or re-rolls anything.

- Chance and reveals sit behind the undo floor: any action that draws on the generator, or whose
  outcome a seat could tell apart between worlds it could not (a card drawn, a card turned up), must
  raise the floor, so undo never goes back across it.
- Undo through the session goes back to exactly the position it left (the secrets, the generator's
  future and the floor included), and playing the same action again gives exactly the same position
  as before: replays from the seed are deterministic, so undo and redo cannot re-roll.
"""

from __future__ import annotations

import json
import random

import pytest

from game.ai.base import RandomBot
from game.core import GameState, IllegalActionError
from game.registry import GAMES
from game.view import view_json
from scenes.session import COMPUTER, HUMAN, SeatConfig, Session

ALL = sorted(GAMES)
HIDDEN = sorted(gid for gid, cls in GAMES.items() if cls.hidden_information)


def _players(cls: type[GameState], seed: int) -> int:
    return cls.min_players + seed % (cls.max_players - cls.min_players + 1)


def fingerprint(state: GameState) -> tuple:
    """Everything that undo must bring back exactly, secrets and the generator's future included."""
    return (json.dumps(state.snapshot(), sort_keys=True), [(s, a.encode()) for s, a in state.history],
            state.rng.getstate(), state.undo_floor, json.dumps(view_json(state.view(0)), sort_keys=True))


@pytest.mark.parametrize("gid", ALL)
def test_every_use_of_chance_raises_the_undo_floor(gid):
    cls = GAMES[gid]
    for seed in range(3):
        state = cls(_players(cls, seed), seed, cls.options_for(_players(cls, seed)))
        bot = RandomBot(seed)
        while not state.is_over():
            seat = state.to_act()[0]
            action = bot.choose(state, seat)
            before = state.rng.getstate()
            state.apply(seat, action)
            if state.rng.getstate() != before:
                assert state.undo_floor == len(state.history), (
                    f"{gid} seed {seed}: {action.encode()} (move {len(state.history)}) used chance "
                    f"without mark_irreversible: undo could re-roll it")


@pytest.mark.parametrize("gid", HIDDEN)
def test_every_reveal_raises_the_undo_floor(gid):
    """If a move shows some seat something (its outcome differs between worlds that seat could not tell
    apart before the move), undo must not cross it, or taking the move back would leave the secret known."""
    cls = GAMES[gid]
    rng = random.Random(17)
    for seed in range(2):
        state = cls(_players(cls, seed + 1), seed, cls.options_for(_players(cls, seed + 1)))
        bot = RandomBot(seed)
        while not state.is_over():
            actor = state.to_act()[0]
            action = bot.choose(state, actor)
            worlds = [(seat, state.determinize(seat, random.Random(rng.getrandbits(32))))
                      for seat in range(state.players)]
            state.apply(actor, action)
            if state.undo_floor == len(state.history):
                continue  # marked: nothing to check
            for seat, world in worlds:
                try:
                    world.apply(actor, action)
                except IllegalActionError:
                    continue  # the actor's resampled hand has no such move: this world says nothing
                assert world.view(seat) == state.view(seat), (
                    f"{gid} seed {seed}: {action.encode()} by seat {actor} (move {len(state.history)}) showed "
                    f"seat {seat} something, but undo may go back across it")


@pytest.mark.parametrize("gid", ALL)
def test_undo_goes_back_exactly_and_redo_gives_the_same_position(gid):
    cls = GAMES[gid]
    undone = refused = 0
    for seed in range(2):
        players = _players(cls, seed)
        seats = [SeatConfig("Ana", HUMAN)] + [SeatConfig(f"Robot {s}", COMPUTER, "random") for s in range(1, players)]
        session = Session.new(gid, seats, seed=seed, save_path=None)
        bot = RandomBot(seed)
        coin = random.Random(seed)
        seen = {0: fingerprint(session.state)}  # history length -> the position then
        for _ in range(5000):
            state = session.state
            if state.is_over():
                break
            seat = state.to_act()[0]
            session.apply(seat, bot.choose(state, seat))
            seen[len(session.state.history)] = fingerprint(session.state)
            if session.state.is_over() or seat != 0 or coin.random() < 0.5:
                continue
            floor = session.state.undo_floor
            point = session.undo_point()
            if point is None:  # everything since the last human move is behind the floor
                here = fingerprint(session.state)
                assert not session.undo() and fingerprint(session.state) == here
                refused += 1
                continue
            assert point >= floor, f"{gid}: undo would go back to {point}, below the floor {floor}"
            redo = session.state.history[point]
            assert session.undo()
            undone += 1
            assert fingerprint(session.state) == seen[point], f"{gid} seed {seed}: undo to {point} is not exact"
            assert len(session.log) == point
            session.apply(*redo)
            assert fingerprint(session.state) == seen[point + 1], f"{gid} seed {seed}: redo after undo re-rolled"
            for length in [n for n in seen if n > point + 1]:
                del seen[length]  # the future after the redo is played anew
        assert session.state.is_over()
    assert undone + refused > 0, f"{gid}: undo was never even tried"
