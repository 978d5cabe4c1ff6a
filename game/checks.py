"""Contract checks shared by the test suite and ``python -m game selfplay``.

Each check raises ContractViolation with a message that says what broke; a
game passes when whole games of random play raise nothing.
"""

from __future__ import annotations

import json
import pickle
import random
from collections.abc import Callable
from dataclasses import dataclass, field

from game.core import Action, GameState, IllegalActionError, Outcome, Seat, load_state
from game.text import Msg, render
from game.view import view_json


class ContractViolation(AssertionError):
    pass


def _fail(state: GameState, message: str) -> None:
    raise ContractViolation(f"{state.id} (seed {state.seed}, after {len(state.history)} actions): {message}")


def _jsonable(state: GameState, what: str, value: object) -> None:
    try:
        json.dumps(value)
    except (TypeError, ValueError) as exc:
        _fail(state, f"{what} is not JSON: {exc}")


# A turn with more legal actions than this has a sample of them round-tripped and described
# (every kind of action, the first and last listed, and random others): Ideograma lists
# hundreds of plays a turn, and checking each one was half of its soak's time. At 48, describing
# PokerGuess's two dozen predictions and bets in both languages at every step was still 28% of
# its soak; 16 random others a step still meet every action many times over a soak's games.
ROUND_TRIP_SAMPLE = 16


def _round_trip_sample(actions: list[Action], rng: random.Random | None) -> list[Action]:
    if rng is None or len(actions) <= ROUND_TRIP_SAMPLE:
        return actions
    first_of_kind: dict[str, Action] = {}
    for action in actions:
        first_of_kind.setdefault(action.kind, action)
    return [actions[0], actions[-1], *first_of_kind.values(), *rng.sample(actions, ROUND_TRIP_SAMPLE)]


def check_turn(state: GameState, rng: random.Random | None = None) -> None:
    """Legal actions exist until the game is over, and encodings round-trip.

    Without ``rng`` every legal action is round-tripped and described; with it, a long list
    is sampled (see ``ROUND_TRIP_SAMPLE``)."""
    seats = state.to_act()
    if state.is_over():
        if seats:
            _fail(state, f"the game is over but seats {seats} are asked to act")
        if state.outcome() is None:
            _fail(state, "the game is over but has no outcome")
        return
    if not seats:
        _fail(state, "the game is not over but nobody is to act")
    if state.outcome() is not None:
        _fail(state, "an outcome exists before the game is over")
    for seat in seats:
        actions = state.legal_actions(seat)
        if not actions:
            _fail(state, f"seat {seat} must act but has no legal action")
        if len(set(actions)) != len(actions):
            _fail(state, f"seat {seat} has duplicate legal actions")
        if actions != state.legal_actions(seat):
            _fail(state, "legal actions are not deterministic")
        for action in _round_trip_sample(actions, rng):
            if Action.decode(action.encode()) != action:
                _fail(state, f"action {action!r} does not round-trip through its text")
            for lang in ("en", "es"):
                said = state.describe(seat, action, lang)
                if not (render(said, lang) if isinstance(said, Msg) else said):
                    _fail(state, f"action {action.encode()} has no description in {lang}")


def _probe_illegal(state: GameState, rng: random.Random) -> list[tuple[Seat, Action]]:
    probes: list[tuple[Seat, Action]] = [(0, Action("no_such_action", (rng.randrange(100),)))]
    acting = state.to_act()
    idle = [s for s in range(state.players) if s not in acting]
    if acting and idle:
        seat = acting[0]
        probes.append((rng.choice(idle), rng.choice(state.legal_actions(seat))))
    if acting:
        probes.append((state.players, state.legal_actions(acting[0])[0]))
    return probes


def check_invariants(state: GameState) -> None:
    problems = state.invariant_violations()
    if problems:
        _fail(state, "invariant broken: " + "; ".join(problems))


def check_refusals(state: GameState, rng: random.Random) -> None:
    """Illegal actions raise IllegalActionError and change nothing."""
    before = pickle.dumps(state.snapshot(), 5)
    history = list(state.history)
    probes = _probe_illegal(state, rng)
    for seat, action in probes:
        try:
            state.apply(seat, action)
        except IllegalActionError as exc:
            if not str(exc):
                _fail(state, "an illegal action was refused without a message")
        else:
            _fail(state, f"illegal action {action.encode()} by seat {seat} was accepted")
    # One comparison after all the probes, of pickled snapshots (the same code writes both,
    # so equal states give equal bytes): snapshots to JSON were the soak's dearest step.
    if pickle.dumps(state.snapshot(), 5) != before or state.history != history:
        probes_text = ", ".join(f"{action.encode()} by seat {seat}" for seat, action in probes)
        _fail(state, f"refusing {probes_text} changed the state")


def check_save(state: GameState) -> None:
    """Save then load gives an equal state (which also proves replay)."""
    text = state.dumps()
    again = load_state(json.loads(text), {state.id: type(state)})
    if again != state:
        _fail(state, "save and reload gave a different state")


def check_replica(state: GameState, replica: GameState) -> None:
    """The save of ``state`` would load to an equal state: ``replica`` is a fresh state of
    the same seed and options that received exactly the saved actions and nothing else,
    which is what loading does. Cheaper than ``check_save`` (no replay from the start),
    and it checks the same thing: the saved snapshot is what the moves replay to."""
    data = json.loads(state.dumps())
    saved = [[seat, text] for seat, text in data["actions"]]
    if saved != [[seat, action.encode()] for seat, action in replica.history]:
        _fail(state, "the save does not list the moves played")
    if json.loads(json.dumps(replica.snapshot())) != data["snapshot"]:
        _fail(state, "the moves replay to a different position than the save records")
    if replica != state:
        _fail(state, "replaying the moves gives a different state")


def continues_from_snapshots(cls: type[GameState]) -> bool:
    # A game that overrides from_snapshot: its classmethod's function is not the contract's.
    return getattr(cls.from_snapshot, "__func__", None) is not getattr(GameState.from_snapshot, "__func__", None)


def check_from_snapshot(state: GameState) -> None:
    """A game saved under older rules goes on from its snapshot: the state rebuilt from it is
    the same game (the same snapshot, seats to act, legal actions and views)."""
    cls = type(state)
    if not continues_from_snapshots(cls):
        return
    snapshot = json.loads(json.dumps(state.snapshot()))
    rebuilt = cls.from_snapshot(state.players, state.seed, dict(state.options), snapshot)
    if json.loads(json.dumps(rebuilt.snapshot())) != snapshot:
        _fail(state, "from_snapshot(snapshot()) gives a different snapshot")
    if rebuilt.to_act() != state.to_act() or rebuilt.is_over() != state.is_over():
        _fail(state, "from_snapshot(snapshot()) changed who is to act")
    for seat in state.to_act():
        if rebuilt.legal_actions(seat) != state.legal_actions(seat):
            _fail(state, f"from_snapshot(snapshot()) changed seat {seat}'s legal actions")
    for seat in (*range(state.players), None):
        if rebuilt.view(seat) != state.view(seat):
            _fail(state, f"from_snapshot(snapshot()) changed what seat {seat} sees")


def check_views(state: GameState, rng: random.Random) -> None:
    """Views are JSON; a determinized state shows the seat the very same view and
    the same legal actions; spectators see no more than any seat."""
    _jsonable(state, "the snapshot", state.snapshot())
    _jsonable(state, "the spectator view", view_json(state.view(None)))
    acting = state.to_act()
    for seat in range(state.players):
        view = state.view(seat)
        _jsonable(state, f"the view of seat {seat}", view_json(view))
        for _ in range(2):
            det = state.determinize(seat, random.Random(rng.getrandbits(32)))
            if det.view(seat) != view:
                _fail(state, f"determinize({seat}) changed what seat {seat} sees")
            if det.to_act() != acting:
                _fail(state, f"determinize({seat}) changed who is to act")
            if seat in acting and det.legal_actions(seat) != state.legal_actions(seat):
                _fail(state, f"determinize({seat}) changed seat {seat}'s legal actions")


# Rebuilding from a snapshot at every view check cost the contract tests 30-60% more time;
# every fifth is enough to meet every phase of a game several times.
SNAPSHOT_CHECK_SPACING = 5


@dataclass
class PlayoutReport:
    actions: int = 0
    finished: bool = False
    outcome: Outcome | None = None
    per_seat_actions: dict[int, int] = field(default_factory=dict)


def checked_playout(state: GameState, choose: Callable[[GameState, Seat], Action], rng: random.Random, max_actions: int = 20000,
                    save_every: int = 1, views_every: int = 1) -> PlayoutReport:
    """Play to the end with ``choose(state, seat)``, checking the contract as it goes.

    Saves are checked by a full reload at the first and the last step, and in between
    against a replica that replays each move as it is played (a reload every time
    would cost a replay from the start: quadratic in the game's length)."""
    report = PlayoutReport()
    step = 0
    # Its own generator, so that sampling leaves the playout's choices as they were.
    sample_rng = random.Random(f"round-trip sample {state.seed}")
    replica = type(state)(state.players, state.seed, dict(state.options))
    for seat, action in state.history:
        replica.apply(seat, action)
    while not state.is_over():
        if step >= max_actions:
            _fail(state, f"no end after {max_actions} actions")
        check_turn(state, sample_rng)
        check_invariants(state)
        check_refusals(state, rng)
        if step % views_every == 0:
            check_views(state, rng)
        if step % (views_every * SNAPSHOT_CHECK_SPACING) == 0:
            check_from_snapshot(state)
        if step == 0:
            check_save(state)
        elif step % save_every == 0:
            check_replica(state, replica)
        seats = state.to_act()
        seat = seats[rng.randrange(len(seats))]
        action = choose(state, seat)
        state.apply(seat, action)
        replica.apply(seat, action)
        report.per_seat_actions[seat] = report.per_seat_actions.get(seat, 0) + 1
        step += 1
    check_turn(state)
    check_invariants(state)
    check_views(state, rng)
    check_from_snapshot(state)
    check_save(state)
    report.actions = step
    report.finished = True
    report.outcome = state.outcome()
    return report
