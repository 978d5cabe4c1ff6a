"""Attack every registered game as a damaged disk or a hostile user would, with nothing written per game.

Pure Python (no pygame). Three targets per game, fed from real material (saves written by playing
random games of the game, with random options and player counts):

- ``save``: a real save, mutated (a value replaced, a key dropped, a list entry dropped, doubled or
  swapped, a number nudged or blown up, a text cut...), given to ``load_state``;
- ``snapshot``: a real snapshot, mutated the same way, given to the game's ``from_snapshot``;
- ``action``: a real position and a malformed action text (a legal action with an argument nudged,
  swapped for a word, dropped or doubled, another kind, random text), given to ``Action.decode`` and
  ``apply``.

What must hold: the error is the documented one (``SaveError`` for saves and snapshots,
``BadActionTextError`` for text that does not parse, ``IllegalActionError`` for a refused action);
a refused action leaves the state exactly as it was (snapshot and history); and anything accepted
satisfies ``invariant_violations() == []`` and can be played on. Anything else is a ``Failure``.

``python -m game fuzz [--minutes N] [--game ID] [--seed S]`` runs it for longer; the tests in
``tests/reliability/test_fuzz.py`` drive the same checks with hypothesis.
"""

from __future__ import annotations

import copy
import json
import random
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.core import (
    Action,
    BadActionTextError,
    GameState,
    IllegalActionError,
    SaveError,
    SnapshotBase,
    load_state,
)
from game.registry import GAMES

TARGETS = ("save", "snapshot", "action")
MAX_MOVES = 400  # a real save is cut somewhere in its first few hundred moves


@dataclass(frozen=True, slots=True)
class Failure:
    game: str
    target: str
    problem: str  # what went wrong, one line
    data: str  # the input, as JSON or action text (cut to a readable length)

    def key(self) -> tuple[str, str]:
        """Failures of one cause share this (the message without its numbers)."""
        return self.target, "".join("#" if c.isdigit() else c for c in self.problem)[:120]


@dataclass
class GameReport:
    game: str
    tried: Counter[str] = field(default_factory=Counter)
    failures: list[Failure] = field(default_factory=list)

    def distinct(self) -> list[Failure]:
        seen: dict[tuple[str, str], Failure] = {}
        for failure in self.failures:
            seen.setdefault(failure.key(), failure)
        return list(seen.values())


# --- real material ------------------------------------------------------------------------------

def random_game(cls: type[GameState], rng: random.Random) -> GameState:
    """A game of ``cls`` with a random player count and options, at a random point of random play."""
    while True:  # drawn until the count fits the options (most games: at once, so the same draws as always)
        players = rng.randint(cls.min_players, cls.max_players)
        options = {spec.name: rng.choice(spec.choices) for spec in cls.options_spec}
        low, high = cls.player_range(options)
        if low <= players <= high:
            break
    state = cls(players, rng.randrange(2**32), options)
    moves = rng.choice((0, 1, 2, 5, 10, 30, 80, MAX_MOVES))
    for _ in range(moves):
        if state.is_over():
            break
        seat = rng.choice(state.to_act())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def real_saves(cls: type[GameState], rng: random.Random, count: int) -> list[dict[str, Any]]:
    """``count`` saves (``to_json``, through JSON) of random games of ``cls``."""
    return [json.loads(json.dumps(random_game(cls, rng).to_json())) for _ in range(count)]


# --- mutations ------------------------------------------------------------------------------------

SCALARS: tuple[Any, ...] = (None, True, False, 0, 1, -1, 2, 7, 255, 2**31, -(2**31), 10**30, -(10**30), 1.5, -0.0,
                            "", "x", "A", "red", "blank", "place", "0", "\u00d1", "\x00")


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON tree (the root included)."""
    places = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            places += _paths(item, prefix + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            places += _paths(item, prefix + (index,))
    return places


def _get(value: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        value = value[step]
    return value


def _changed(old: Any, rng: random.Random) -> Any:
    """A new value for one place of a JSON tree."""
    roll = rng.random()
    if isinstance(old, bool):
        return not old if roll < 0.5 else rng.choice(SCALARS)
    if isinstance(old, int) and roll < 0.6:
        return old + rng.choice((-1, 1, -2, 2, 10, -100, 10**6, -(10**6), 10**20))
    if isinstance(old, str) and roll < 0.6:
        if not old:
            return rng.choice(("A", "x", "."))
        i = rng.randrange(len(old))
        kind = rng.randrange(4)
        if kind == 0:
            return old[:i]
        if kind == 1:
            return old[:i] + old[i + 1:]
        if kind == 2:
            return old[:i] + rng.choice("AZ.?1,:-_ \u00d1") + old[i:]
        return old + old
    if isinstance(old, list) and old and roll < 0.7:
        new = list(old)
        kind = rng.randrange(4)
        i = rng.randrange(len(new))
        if kind == 0:
            del new[i]
        elif kind == 1:
            new.insert(i, copy.deepcopy(new[i]))
        elif kind == 2:
            j = rng.randrange(len(new))
            new[i], new[j] = new[j], new[i]
        else:
            new.append(rng.choice(SCALARS))
        return new
    if isinstance(old, dict) and old and roll < 0.5:
        fewer = dict(old)
        del fewer[rng.choice(list(fewer))]
        return fewer
    if roll < 0.85:
        return rng.choice(SCALARS)
    return rng.choice(([], {}, [old], {"x": old}))


def mutate(value: Any, rng: random.Random, changes: int | None = None) -> Any:
    """A copy of the JSON tree ``value`` with one to three places changed."""
    value = copy.deepcopy(value)
    for _ in range(changes or rng.choice((1, 1, 1, 2, 3))):
        places = _paths(value)
        path = rng.choice(places)
        if not path:
            value = _changed(value, rng)
            continue
        parent = _get(value, path[:-1])
        parent[path[-1]] = _changed(parent[path[-1]], rng)
    return value


def malformed_action(state: GameState, seat: int, rng: random.Random) -> str:
    """Action text close to a legal one of ``seat`` (or not close at all)."""
    legal = state.legal_actions(seat) if seat in state.to_act() else []
    roll = rng.random()
    if not legal or roll < 0.1:
        alphabet = "abcdefghijklmnopqrstuvwxyzABCNYZ0123456789:,-_. !\u00d1"
        return "".join(rng.choice(alphabet) for _ in range(rng.randrange(1, 30)))
    action = rng.choice(legal)
    args = list(action.args)
    kind = action.kind
    pick = rng.randrange(7)
    if pick == 0 and args:
        i = rng.randrange(len(args))
        arg = args[i]
        args[i] = arg + rng.choice((-1, 1, 7, -100, 10**12)) if isinstance(arg, int) else rng.choice((0, 1, -1, 99))
    elif pick == 1 and args:
        i = rng.randrange(len(args))
        args[i] = rng.choice(("A", "x", "blank", "red", "NY", "lady")) if isinstance(args[i], int) else rng.randrange(-2, 40)
    elif pick == 2 and args:
        del args[rng.randrange(len(args))]
    elif pick == 3:
        args.append(rng.choice((0, 1, 99, "A", "x")))
    elif pick == 4:
        kinds = sorted({a.kind for a in legal} | {"play", "pass", "move", "place", "exchange", "guess", "roll"})
        kind = rng.choice(kinds)
    elif pick == 5 and len(args) > 1:
        rng.shuffle(args)
    else:
        other = rng.choice(legal)
        args = list(other.args) + args[: rng.randrange(len(args) + 1)]
    text = kind if not args else kind + ":" + ",".join(str(a) for a in args)
    return text


# --- the checks ------------------------------------------------------------------------------------

def _line(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {str(exc).splitlines()[0] if str(exc) else ''}"[:300]


def _shown(data: Any) -> str:
    text = data if isinstance(data, str) else json.dumps(data, ensure_ascii=False, sort_keys=True)
    return text if len(text) <= 4000 else text[:4000] + "..."


def playable_problem(state: GameState) -> str | None:
    """Why an accepted state breaks the contract, or None."""
    problems = state.invariant_violations()
    if problems:
        return "accepted, but its invariants fail: " + "; ".join(problems)
    if state.is_over():
        return None if state.outcome() is not None else "accepted, over, without an outcome"
    seats = state.to_act()
    if not seats:
        return "accepted, not over, but nobody is to act"
    for seat in seats:
        if not state.legal_actions(seat):
            return f"accepted, but seat {seat} is to act with nothing legal"
    state.view(None)
    return None


def check_save(game: str, data: Any) -> Failure | None:
    """``load_state`` of ``data``: a SaveError, or a state that keeps its laws."""
    try:
        state = load_state(copy.deepcopy(data), GAMES)
    except SaveError:
        return None
    except RecursionError:
        return None  # nested deeper than Python goes: json.loads of a file refuses it first
    except Exception as exc:  # noqa: BLE001 - any other error is what we are looking for
        return Failure(game, "save", f"load_state raised {_line(exc)} instead of SaveError", _shown(data))
    try:
        problem = playable_problem(state)
    except Exception as exc:  # noqa: BLE001
        problem = f"accepted, then {_line(exc)}"
    return None if problem is None else Failure(game, "save", problem, _shown(data))


def check_snapshot(cls: type[GameState], players: int, seed: int, options: dict[str, Any], snapshot: Any,
                   history: list[tuple[int, Action]] | None = None) -> Failure | None:
    """The game at ``snapshot`` as a save of older rules builds it (``from_snapshot``, then its moves
    put back as ``SnapshotBase.state`` does): a SaveError, or a state that keeps its laws."""
    history = history or []
    base = SnapshotBase(len(history), snapshot, seed * 7 + 1, max(1, cls.rules_version - 1))
    shown = {"players": players, "options": options, "snapshot": snapshot,
             "actions": [[seat, action.encode()] for seat, action in history]}
    try:
        state = base.state(cls, players, seed, options, history)
    except SaveError:
        return None
    except Exception as exc:  # noqa: BLE001
        return Failure(cls.id, "snapshot", f"from_snapshot raised {_line(exc)} instead of SaveError", _shown(shown))
    try:
        problem = playable_problem(state)
    except Exception as exc:  # noqa: BLE001
        problem = f"accepted, then {_line(exc)}"
    return None if problem is None else Failure(cls.id, "snapshot", problem, _shown(shown))


def check_action(state: GameState, seat: int, text: str) -> Failure | None:
    """``Action.decode`` and ``apply`` of ``text``: refused with the documented error and nothing
    changed, or legal and the laws kept. ``state`` is changed only when the action is legal."""
    game = state.id
    shown = _shown({"save": state.to_json(), "seat": seat, "action": text})
    try:
        action = Action.decode(text)
    except BadActionTextError:
        return None
    except Exception as exc:  # noqa: BLE001
        return Failure(game, "action", f"Action.decode raised {_line(exc)} instead of BadActionTextError", shown)
    before, history, floor = state.snapshot(), list(state.history), state.undo_floor
    try:
        legal = seat in state.to_act() and action in state.legal_actions(seat)
        state.apply(seat, action)
    except IllegalActionError:
        if state.snapshot() != before or state.history != history or state.undo_floor != floor:
            return Failure(game, "action", f"refused {text!r} but changed the state", shown)
        if legal:
            return Failure(game, "action", f"refused {text!r}, which legal_actions lists", shown)
        return None
    except Exception as exc:  # noqa: BLE001
        return Failure(game, "action", f"apply({text!r}) raised {_line(exc)} instead of IllegalActionError", shown)
    # Accepted though not listed is allowed: a game whose list is huge validates directly and may list
    # only a canonical choice (Ideograma lists dictionary plays; with challenges any word may be tried).
    try:
        problem = playable_problem(state)
    except Exception as exc:  # noqa: BLE001
        problem = f"accepted, then {_line(exc)}"
    return None if problem is None else Failure(game, "action", f"{text!r} {problem}", shown)


# --- one input of each kind, from a seed ------------------------------------------------------------

def fuzz_save(cls: type[GameState], saves: list[dict[str, Any]], rng: random.Random) -> Failure | None:
    return check_save(cls.id, mutate(rng.choice(saves), rng))


def fuzz_snapshot(cls: type[GameState], saves: list[dict[str, Any]], rng: random.Random) -> Failure | None:
    save = rng.choice(saves)
    history = [(seat, Action.decode(text)) for seat, text in save["actions"]]
    return check_snapshot(cls, save["players"], save["seed"], save["options"], mutate(save["snapshot"], rng), history)


def fuzz_action(cls: type[GameState], saves: list[dict[str, Any]], rng: random.Random) -> Failure | None:
    save = rng.choice(saves)
    state = load_state(copy.deepcopy(save), GAMES)
    if state.is_over():
        return check_action(state, rng.randrange(-1, state.players + 1), malformed_action(state, 0, rng))
    for _ in range(rng.randrange(1, 4)):  # a few in a row: what one accepts, the next plays on from
        seats = state.to_act()
        if not seats:
            break
        seat = rng.choice(seats) if rng.random() < 0.9 else rng.randrange(-1, state.players + 1)
        failure = check_action(state, seat, malformed_action(state, seat, rng))
        if failure is not None:
            return failure
    return None


FUZZERS: dict[str, Callable[[type[GameState], list[dict[str, Any]], random.Random], Failure | None]] = {
    "save": fuzz_save, "snapshot": fuzz_snapshot, "action": fuzz_action,
}


def run(seconds: float, game_ids: list[str] | None = None, seed: int = 0, saves_per_game: int = 12,
        progress: Callable[[GameReport], None] | None = None) -> list[GameReport]:
    """Fuzz each game (all registered ones by default) for its share of ``seconds``."""
    ids = game_ids or sorted(GAMES)
    reports = []
    share = seconds / len(ids)
    for gid in ids:
        cls = GAMES[gid]
        rng = random.Random(f"{seed}-{gid}")
        report = GameReport(gid)
        saves = real_saves(cls, rng, saves_per_game)
        ends = time.monotonic() + share
        refresh = 0
        while time.monotonic() < ends:
            for target in TARGETS:
                report.tried[target] += 1
                failure = FUZZERS[target](cls, saves, rng)
                if failure is not None:
                    report.failures.append(failure)
            refresh += 1
            if refresh % 200 == 0:  # new real material now and then
                saves[rng.randrange(len(saves))] = real_saves(cls, rng, 1)[0]
        reports.append(report)
        if progress is not None:
            progress(report)
    return reports
