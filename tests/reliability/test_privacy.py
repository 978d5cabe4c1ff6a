"""Nothing leaks: for every game with hidden information, what a seat is shown does not depend on
what that seat cannot see.

The test of a frame: take a position A and B = A.determinize(seat), a position that differs from A
only in what the seat cannot see (the others' hands, the deck's order). Draw the table for the seat
from A and from B: the two frames must be equal pixel for pixel. The same for the pass-and-play
curtain. And the game log, which everybody at the table reads: a move's sentence must not depend on
what a reader could not see, in any world consistent with what the reader saw after the move.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pygame
import pytest

from game.ai.base import RandomBot
from game.core import GameState, IllegalActionError
from game.registry import GAMES
from scenes.game_scene import GameScene
from scenes.session import COMPUTER, HUMAN, SeatConfig, Session, describe_history
from scenes.tables import TABLES

HIDDEN = sorted(gid for gid, cls in GAMES.items() if cls.hidden_information)
WITH_TABLE = [gid for gid in HIDDEN if gid in TABLES]
SIZE = (960, 640)
CHECKPOINTS = 6  # positions per game where frames are compared (the last one is the end of the game)
MOVES_READ = 30  # moves per game whose log sentence is checked


def _players(cls: type[GameState]) -> int:
    return max(cls.min_players, min(cls.max_players, 3))


def _dump(value: object) -> str:
    return json.dumps(value, sort_keys=True)


def playout(gid: str, seed: int) -> list[GameState]:
    """Every position of one random game, the start and the end included."""
    cls = GAMES[gid]
    state = cls(_players(cls), seed, {})
    bot = RandomBot(seed)
    positions = [state.clone()]
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, bot.choose(state, seat))
        positions.append(state.clone())
    return positions


def other_world(state: GameState, seat: int, rng: random.Random, tries: int = 8) -> GameState:
    """A determinization for ``seat`` that differs from ``state`` if anything is hidden from it."""
    world = state.determinize(seat, rng)
    for _ in range(tries):
        if _dump(world.snapshot()) != _dump(state.snapshot()):
            break
        world = state.determinize(seat, rng)
    return world


# --- views ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("gid", HIDDEN)
def test_the_hidden_parts_are_really_resampled_and_spectators_learn_nothing(gid):
    """Determinize must resample something (else the frame test below proves nothing), and a spectator,
    who knows less than any seat, must see the same in every world a seat cannot tell apart."""
    rng = random.Random(3)
    resampled = 0
    compared = 0
    for state in playout(gid, seed=21):
        for seat in range(state.players):
            world = other_world(state, seat, rng)
            assert world.view(seat) == state.view(seat)
            assert world.view(None) == state.view(None), f"{gid}: the spectator's view shows what seat {seat} cannot see"
            compared += 1
            resampled += _dump(world.snapshot()) != _dump(state.snapshot())
    assert resampled > compared // 4, f"{gid}: determinize changed the hidden parts in only {resampled}/{compared} positions"


def log_leak(gid: str) -> str | None:
    """None when no move's sentence depends on what another seat could not see, else the first that does."""
    rng = random.Random(5)
    checked = 0
    for seed in (31, 32):
        positions = playout(gid, seed)
        moves = list(zip(positions, positions[1:], strict=False))
        for before, after in moves[:: max(1, len(moves) // MOVES_READ)]:
            actor, action = after.history[-1]
            for reader in range(before.players):
                if reader == actor:
                    continue
                for _ in range(3):  # the actor's own hand is resampled too: the move may not exist there
                    world = other_world(before, reader, rng)
                    moved = world.clone()
                    try:
                        moved.apply(actor, action)
                    except IllegalActionError:
                        continue
                    if moved.view(reader) != after.view(reader):
                        continue  # the move itself showed the reader something: the sentence may say it
                    checked += 1
                    for lang in ("en", "es"):
                        real = before.describe(actor, action, lang)
                        other = world.describe(actor, action, lang)
                        if real != other:
                            return (f"{gid} seed {seed}, move {len(before.history) + 1} by seat {actor}: the log "
                                    f"says {real!r} but, in a world seat {reader} cannot tell apart, {other!r}")
                    break
    assert checked > 0, f"{gid}: no move by one seat could be replayed in another seat's determinization"
    return None


@pytest.mark.parametrize("gid", HIDDEN)
def test_the_log_tells_nobody_what_they_could_not_see(gid):
    """Each move's sentence, as every other seat reads it in the shared log: in a world that seat cannot
    tell from the real one, before the move and after it, the move must be described the same way."""
    if _players(GAMES[gid]) < 2:
        pytest.skip(f"{gid} is played alone: nobody else reads the log")
    leak = log_leak(gid)
    assert leak is None, leak


def test_the_log_check_does_notice_a_leak(monkeypatch):
    gid = next(g for g in HIDDEN if _players(GAMES[g]) > 1)
    cls = GAMES[gid]
    honest = cls.describe
    monkeypatch.setattr(cls, "describe", lambda state, seat, action, lang="en": (
        str(honest(state, seat, action, lang)) + f" #{abs(hash(_dump(state.snapshot()))) % 1000}"))
    leak = log_leak(gid)
    assert leak is not None and "cannot tell apart" in leak


# --- frames -----------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def app():
    from scenes.app import App

    made = App(size=SIZE, lang="en", think_delay=0.0, load_settings=False)
    made.sounds.enabled = False
    return made


def _frame(app, scene: GameScene, state: GameState, log) -> bytes:
    scene.session.state = state
    scene.session.log = log
    scene.table.reset_selection()
    scene.relayout()
    scene.ensure_layout()
    scene.settle()  # animations finished at once
    surface = pygame.Surface(app.size)
    scene.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def _difference(one: bytes, two: bytes, size: tuple[int, int]) -> str:
    width = size[0]
    differing = [i // 3 for i in range(0, len(one), 3) if one[i:i + 3] != two[i:i + 3]]
    xs = [p % width for p in differing]
    ys = [p // width for p in differing]
    return f"{len(differing)} pixels differ, within x {min(xs)}-{max(xs)}, y {min(ys)}-{max(ys)}"


def _save_pair(tmp_path: Path, name: str, one: bytes, two: bytes) -> str:
    for suffix, data in (("a", one), ("b", two)):
        pygame.image.save(pygame.image.frombytes(data, SIZE, "RGB"), str(tmp_path / f"{name}-{suffix}.png"))
    return str(tmp_path / f"{name}-a.png")


def _checkpoints(positions: list[GameState]) -> list[GameState]:
    step = max(1, (len(positions) - 1) // (CHECKPOINTS - 1))
    chosen = positions[1:-1:step][: CHECKPOINTS - 1]
    return [*chosen, positions[-1]]


def frame_leak(app, gid: str, tmp_path: Path) -> str | None:
    """None when no frame of any seat changes with what that seat cannot see, else what differed."""
    cls = GAMES[gid]
    positions = playout(gid, seed=41)
    rng = random.Random(9)
    compared = 0
    for seat in range(_players(cls)):
        seats = [SeatConfig("Ana", HUMAN) if s == seat else SeatConfig(f"Robot {s + 1}", COMPUTER, "random")
                 for s in range(_players(cls))]
        scene = GameScene(app, Session(positions[0].clone(), tuple(seats)))
        scene.resize(app.size)
        scene.shown_seat = seat
        for state in _checkpoints(positions):
            world = other_world(state, seat, rng)
            log = describe_history(state)
            real = _frame(app, scene, state.clone(), log)
            again = _frame(app, scene, state.clone(), log)
            assert real == again, f"{gid}: two frames of one position differ ({_difference(real, again, SIZE)})"
            other = _frame(app, scene, world, log)
            if real != other:
                where = _save_pair(tmp_path, f"{gid}-seat{seat}", real, other)
                return (f"{gid}, seat {seat}, after {len(state.history)} moves: the frame changes with what "
                        f"the seat cannot see ({_difference(real, other, SIZE)}); frames beside {where}")
            compared += _dump(world.snapshot()) != _dump(state.snapshot())
    assert compared > 0, f"{gid}: no position had anything hidden to compare"
    return None


@pytest.mark.parametrize("gid", HIDDEN)
def test_a_seats_frame_does_not_depend_on_what_it_cannot_see(app, gid, tmp_path):
    if gid not in TABLES:
        pytest.skip(f"{gid} has no table yet (its views are checked above)")
    leak = frame_leak(app, gid, tmp_path)
    assert leak is None, leak


def test_the_frame_comparison_does_notice_a_leak(app, tmp_path, monkeypatch):
    """A status line that peeks at the whole state (secrets included) must be caught."""
    gid = next((g for g in WITH_TABLE if GAMES[g].min_players > 1), None)
    if gid is None:
        pytest.skip("no multi-player hidden-information game has a table yet")
    monkeypatch.setattr(GameScene, "_status_text",
                        lambda scene, seat: str(abs(hash(_dump(scene.state.snapshot()))) % 10**8))
    leak = frame_leak(app, gid, tmp_path)
    assert leak is not None and "pixels differ" in leak


@pytest.mark.parametrize("gid", HIDDEN)
def test_the_curtain_shows_nothing_of_the_game(app, gid):
    if gid not in TABLES:
        pytest.skip(f"{gid} has no table yet")
    cls = GAMES[gid]
    if _players(cls) < 2:
        pytest.skip(f"{gid} is played alone: no curtain")
    positions = playout(gid, seed=43)
    rng = random.Random(11)
    people = tuple(SeatConfig(name, HUMAN) for name in ("Ana", "Beto", "Carmen", "Dora")[: _players(cls)])
    scene = GameScene(app, Session(positions[0].clone(), people))
    scene.resize(app.size)
    built = []
    original_build = scene.table.build

    def spying_build(*args):
        built.append(args)
        return original_build(*args)

    scene.table.build = spying_build
    for state in _checkpoints(positions)[:-1]:
        for seat in range(state.players):
            scene.curtain_for = seat
            world = other_world(state, seat, rng)
            log = describe_history(state)
            real = _frame(app, scene, state.clone(), log)
            other = _frame(app, scene, world, log)
            assert real == other, f"{gid}: the curtain for seat {seat} changes with hidden cards"
            # Another position altogether (the start): the curtain is the same picture.
            assert real == _frame(app, scene, positions[0].clone(), []), f"{gid}: the curtain shows the game"
    assert built == []  # the table was never even laid out behind the curtain
