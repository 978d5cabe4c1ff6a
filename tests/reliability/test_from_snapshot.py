"""Every game goes on from a snapshot saved under its older rules (``GameState.from_snapshot``).

When a game's rules change so that old moves replay differently, the game raises its
``rules_version`` and an older save continues from the snapshot it stored. Here, for each game
that can: the state rebuilt from a snapshot is the same game and plays on to the end under the
contract checks; the game's format-1 fixture, treated as a save of older rules, loads through
that path; and a spoilt snapshot is refused with a SaveError that says what is wrong.
"""

from __future__ import annotations

import importlib
import json
import random
from pathlib import Path

import pytest

from game.checks import check_from_snapshot, check_invariants, checked_playout, continues_from_snapshots
from game.core import Action, GameState, RulesError, SaveError, SnapshotBase, load_state
from game.registry import GAMES
from scenes.session import Session, describe_history

FIXTURES = Path(__file__).resolve().parent / "fixtures"
RESTORING = sorted(gid for gid, cls in GAMES.items() if continues_from_snapshots(cls))
# The games this change taught to continue; the list may only grow.
EXPECTED = {"damas", "favores", "ideograma", "laberinto", "ludo", "puertas", "recompensas", "reverso", "trampas", "vuelvan"}


def _random_options(cls: type[GameState], rng: random.Random) -> dict:
    return {spec.name: rng.choice(spec.choices) for spec in cls.options_spec}


def _play(state: GameState, rng: random.Random, moves: int) -> GameState:
    for _ in range(moves):
        if state.is_over():
            break
        seat = rng.choice(state.to_act())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def _playout_options(gid: str, cls: type[GameState], rng: random.Random) -> dict:
    """Random options for a game played to its end under checks, with those of ``SHORT_GAME`` in
    ``games/<id>/testing.py`` (a game whose longest setting makes these playouts take minutes says
    there which options make it short; the checks are the same)."""
    options = _random_options(cls, rng)
    try:
        short = importlib.import_module(f"games.{gid}.testing").SHORT_GAME
    except (ImportError, AttributeError):
        short = {}
    return {**options, **short}


def _game_at(gid: str, players: int, seed: int, moves: int) -> GameState:
    cls = GAMES[gid]
    rng = random.Random(seed)
    return _play(cls(players, seed, cls.options_for(players, _random_options(cls, rng))), rng, moves)


def _json(value):
    return json.loads(json.dumps(value))


def _rebuilt_with_base(state: GameState, rules: int = 1) -> GameState:
    """What load_state builds for a save of older rules: the game at its snapshot, with its moves."""
    base = SnapshotBase(len(state.history), _json(state.snapshot()), state.seed * 7 + 1, rules)
    return base.state(type(state), state.players, state.seed, state.options, state.history)


def test_the_games_of_this_change_continue_from_snapshots():
    assert EXPECTED <= set(RESTORING)


# --- (a) the rebuilt state is the same game, and plays on to the end -------------------------------

def _counts(cls) -> list[int]:
    """The fewest, the most and one between: games of two to eight played every count to the end
    with checks at every step (DomiDrez alone took three minutes)."""
    return sorted({cls.min_players, (cls.min_players + cls.max_players) // 2, cls.max_players})


CASES = [pytest.param(gid, players, id=f"{gid}-{players}p") for gid in RESTORING for players in _counts(GAMES[gid])]


@pytest.mark.parametrize("gid,players", CASES)
def test_from_random_positions_the_rebuilt_game_is_the_same_and_plays_to_the_end(gid, players):
    cls = GAMES[gid]
    for seed in range(2):
        rng = random.Random(f"{gid}-{players}-{seed}")
        state = cls(players, seed, cls.options_for(players, _playout_options(gid, cls, rng)))
        # Several positions of one game: the start, a few on the way, and one to go on from.
        for _ in range(4):
            check_from_snapshot(state)
            _play(state, rng, rng.randrange(1, 25))
        # The rebuilt state, given the moves and the generator of the original, is the original:
        # the playout's checks (a save reloaded from the seed at the first and the last step, a
        # replica replaying every move in between) prove it plays on exactly as the original would.
        rebuilt = cls.from_snapshot(players, seed, dict(state.options), _json(state.snapshot()))
        rebuilt.history, rebuilt.undo_floor = list(state.history), state.undo_floor
        rebuilt.rng.setstate(state.rng.getstate())
        report = checked_playout(rebuilt, lambda st, seat, rng=rng: rng.choice(st.legal_actions(seat)),
                                 random.Random(seed), save_every=3, views_every=3)
        assert report.finished and rebuilt.is_over()


@pytest.mark.parametrize("gid,players", CASES)
def test_a_game_going_on_from_its_base_plays_to_the_end_and_saves(gid, players, monkeypatch):
    """As load_state builds it for a save of older rules: the base's own generator from there."""
    cls = GAMES[gid]
    monkeypatch.setattr(cls, "rules_version", 2)  # a base is always of older rules than the game's
    rng = random.Random(f"{gid}-{players}-base")
    state = _play(cls(players, 5, cls.options_for(players, _playout_options(gid, cls, rng))), rng, rng.randrange(5, 40))
    goes_on = _rebuilt_with_base(state)
    assert goes_on.restored_from_older_rules and goes_on.snapshot() == state.snapshot()
    assert goes_on.history == state.history and goes_on.undo_floor == len(state.history)
    for step in range(20000):
        if goes_on.is_over():
            break
        check_invariants(goes_on)
        if step % 5 == 0:
            check_from_snapshot(goes_on)
            again = load_state(_json(goes_on.to_json()), GAMES)
            assert again == goes_on and again.rng.getstate() == goes_on.rng.getstate()
        seat = rng.choice(goes_on.to_act())
        goes_on.apply(seat, rng.choice(goes_on.legal_actions(seat)))
    assert goes_on.is_over()
    check_from_snapshot(goes_on)
    assert load_state(_json(goes_on.to_json()), GAMES) == goes_on


@pytest.mark.parametrize("gid", RESTORING)
def test_a_finished_game_is_rebuilt_too(gid):
    state = _game_at(gid, GAMES[gid].min_players, 3, 20000)
    assert state.is_over()
    check_from_snapshot(state)
    rebuilt = GAMES[gid].from_snapshot(state.players, state.seed, state.options, _json(state.snapshot()))
    assert rebuilt.outcome() == state.outcome()


# --- (b) the format-1 fixture, as a save of older rules -----------------------------------------------

@pytest.mark.parametrize("gid", RESTORING)
def test_the_fixture_saved_under_older_rules_goes_on_from_its_snapshot(gid, monkeypatch):
    path = FIXTURES / f"{gid}-format1.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    game = data["game"]
    assert game.get("rules", 1) == 1
    monkeypatch.setattr(GAMES[gid], "rules_version", 2)
    # Under the "new" rules an early move no longer replays.
    game["actions"][1][1] = "retired_move"
    with pytest.raises(RulesError):
        GAMES[gid].replay(game["players"], game["seed"], game["options"],
                          [(seat, Action.decode(text)) for seat, text in game["actions"]])

    session = Session.from_json(data)
    state = session.state
    moves = len(game["actions"])
    assert state.restored_from_older_rules and state.base.rules == 1 and state.base.length == moves
    assert _json(state.snapshot()) == game["snapshot"]
    assert len(state.history) == moves and state.undo_floor == moves
    assert len(session.log) == moves
    assert session.undo_point() is None  # the moves of older rules cannot be taken back
    assert all("under earlier rules" in entry.en and "reglas anteriores" in entry.es for entry in session.log)
    with pytest.raises(RulesError, match="older rules"):
        state.rewound(moves - 1)
    assert _json(state.rewound(moves).snapshot()) == game["snapshot"]

    # Play goes on until the human (seat 0) has moved; undo then goes back, never past the base.
    rng = random.Random(gid)
    human_moved = False
    while not state.is_over() and not human_moved and len(state.history) < moves + 60:
        seat = state.to_act()[0]
        session.apply(seat, rng.choice(state.legal_actions(seat)))
        human_moved = seat == 0
        state = session.state
        assert state.invariant_violations() == []  # the game's own laws count from the base
    log_after = describe_history(state)
    assert len(log_after) == len(state.history)
    assert [entry.en for entry in log_after[moves:]] == [entry.en for entry in session.log[moves:]]

    # The next save carries the base and loads again, to the same game.
    again = Session.from_json(_json(session.to_json()))
    assert again.state == state and again.state.base == state.base and again.state.undo_floor == state.undo_floor
    assert again.state.rng.getstate() == state.rng.getstate()
    point = session.undo_point()
    if point is not None:
        assert point >= moves
        assert session.undo() and len(session.state.history) == point
        if point == moves:
            assert _json(session.state.snapshot()) == game["snapshot"]


# --- (c) a spoilt snapshot is refused with a message --------------------------------------------------

def _mid_game(gid: str) -> GameState:
    cls = GAMES[gid]
    return _game_at(gid, min(cls.max_players, max(cls.min_players, 3)), 11, 15)


@pytest.mark.parametrize("gid", RESTORING)
def test_a_snapshot_missing_any_key_is_refused(gid):
    state = _mid_game(gid)
    snapshot = _json(state.snapshot())
    for key in snapshot:
        spoilt = dict(snapshot)
        del spoilt[key]
        with pytest.raises(SaveError, match=f"the saved {state.title} position"):
            type(state).from_snapshot(state.players, state.seed, state.options, spoilt)


@pytest.mark.parametrize("gid", RESTORING)
@pytest.mark.parametrize("wrong", ["?", [["?"]], {"?": 1}, -1, 1.5, True], ids=repr)
def test_a_snapshot_with_a_key_of_the_wrong_type_is_refused(gid, wrong):
    state = _mid_game(gid)
    snapshot = _json(state.snapshot())
    for key in snapshot:
        spoilt = dict(snapshot)
        spoilt[key] = wrong
        try:
            rebuilt = type(state).from_snapshot(state.players, state.seed, state.options, spoilt)
        except SaveError as exc:
            assert str(exc).startswith(f"the saved {state.title} position"), exc
        else:
            # Accepted only where the value means something there (-1 for a count is never one).
            assert _json(rebuilt.snapshot()) == spoilt, f"{key}={wrong!r} was taken as something else"


@pytest.mark.parametrize("gid", RESTORING)
def test_what_is_not_a_snapshot_is_refused(gid):
    cls = GAMES[gid]
    for wrong in (None, [], "snapshot", 3):
        with pytest.raises(SaveError, match="is not a JSON object"):
            cls.from_snapshot(cls.min_players, 1, {}, wrong)


def _one_too_many(gid: str, snapshot: dict) -> None:
    """Add a card, a disc, a piece or a cub that the box does not have: each game says how, in its
    own folder (games/<id>/testing.py), so a new game edits no shared test."""
    try:
        spoil = importlib.import_module(f"games.{gid}.testing").one_too_many
    except (ImportError, AttributeError):
        raise AssertionError(f"say how to spoil a {gid} snapshot in games/{gid}/testing.py") from None
    spoil(snapshot)


@pytest.mark.parametrize("gid", RESTORING)
def test_a_snapshot_with_one_card_too_many_is_refused(gid):
    state = _mid_game(gid)
    snapshot = _json(state.snapshot())
    _one_too_many(gid, snapshot)
    with pytest.raises(SaveError, match=f"the saved {state.title} position"):
        type(state).from_snapshot(state.players, state.seed, state.options, snapshot)


@pytest.mark.parametrize("gid", RESTORING)
def test_a_save_of_older_rules_with_a_spoilt_snapshot_is_refused_by_load(gid, monkeypatch):
    state = _mid_game(gid)
    data = _json(state.to_json())
    monkeypatch.setattr(GAMES[gid], "rules_version", state.rules_version + 1)  # the save's rules are older
    data["actions"][0][1] = "retired_move"
    _one_too_many(gid, data["snapshot"])
    with pytest.raises(SaveError, match="older rules"):
        load_state(data, GAMES)


JUNK = (None, True, False, -1, 0, 1, 2, 99, 10**20, 1.5, "", "?", "RL", "a", "red", [], [0], [[0, 0]], {},
        {"kind": "x"}, [None], ["RL"])


def _places(value, path=()):
    """Every place inside a JSON value (a path of keys and indexes), the value itself excluded."""
    if isinstance(value, dict):
        items = value.items()
    elif isinstance(value, list):
        items = enumerate(value)
    else:
        return
    for key, inner in items:
        yield (*path, key)
        yield from _places(inner, (*path, key))


def _with(value, path, new):
    value = _json(value)
    inner = value
    for key in path[:-1]:
        inner = inner[key]
    inner[path[-1]] = new
    return value


@pytest.mark.parametrize("gid", RESTORING)
def test_any_spoilt_place_in_a_snapshot_gives_a_save_error_or_a_game_that_plays(gid):
    """Junk anywhere (not only at the top): never another exception, and what is accepted is
    taken as it is and plays on keeping the game's laws."""
    cls = GAMES[gid]
    rng = random.Random(gid)
    for seed in range(3):
        state = _game_at(gid, rng.randint(cls.min_players, cls.max_players), seed, rng.randrange(0, 25))
        snapshot = _json(state.snapshot())
        places = list(_places(snapshot))
        for _ in range(60):
            spoilt = _with(snapshot, rng.choice(places), rng.choice(JUNK))
            try:
                rebuilt = cls.from_snapshot(state.players, state.seed, state.options, spoilt)
            except SaveError:
                continue
            assert _json(rebuilt.snapshot()) == spoilt
            for _ in range(3):
                if rebuilt.is_over():
                    break
                seat = rebuilt.to_act()[0]
                rebuilt.apply(seat, rng.choice(rebuilt.legal_actions(seat)))
            for seat in (*range(rebuilt.players), None):
                rebuilt.view(seat)
