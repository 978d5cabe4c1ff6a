"""Contract checks shared by the test suite and ``python -m game selfplay``.

Each check raises ContractViolation with a message that says what broke; a
game passes when whole games of random play raise nothing.
"""

from __future__ import annotations

import dataclasses
import json
import operator
import pickle
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.core import Action, GameState, IllegalActionError, Outcome, Seat, load_state
from game.text import Msg, render
from game.view import View, json_field_names, view_json


class ContractViolation(AssertionError):
    pass


def _fail(state: GameState, message: str) -> None:
    raise ContractViolation(f"{state.id} (seed {state.seed}, after {len(state.history)} actions): {message}")


def _jsonable(state: GameState, what: str, value: object) -> None:
    try:
        json.dumps(value)
    except (TypeError, ValueError) as exc:
        _fail(state, f"{what} is not JSON: {exc}")


def _view_parts(value: object) -> object:
    """``json.dumps``'s ``default`` for a typed view: the same parts ``game.view.to_json`` makes of
    the values plain JSON does not know (an action, a dataclass, a set), one level at a time. Which
    part a value makes depends on its type alone, so the way is worked out once per type."""
    kind = type(value)
    parts = _PARTS.get(kind)
    if parts is None:
        parts = _PARTS[kind] = _parts_of(kind, named=True)
    return parts(value)


def _view_values(value: object) -> object:
    """``_view_parts`` with a dataclass's fields as a list of their values rather than an object
    of names and values: the same values for ``json.dumps`` to take or refuse (the names are
    text, which it always takes), without building the object. For the check alone."""
    kind = type(value)
    parts = _VALUES.get(kind)
    if parts is None:
        parts = _VALUES[kind] = _parts_of(kind, named=False)
    return parts(value)


def _parts_of(kind: type, named: bool) -> Callable[[Any], object]:
    # The same tests in the same order as ``to_json``'s, each a question about the type.
    if issubclass(kind, Action):
        return kind.encode
    if dataclasses.is_dataclass(kind) and not issubclass(kind, type):
        names = json_field_names(kind)
        if not names:
            return lambda value: {} if named else ()
        if len(names) == 1:
            name = names[0]
            if named:
                return lambda value: {name: getattr(value, name)}
            return lambda value: (getattr(value, name),)
        fields = operator.attrgetter(*names)
        if named:
            return lambda value: dict(zip(names, fields(value), strict=True))
        return fields
    if issubclass(kind, (frozenset, set)):
        return list

    def no_json(value: object) -> object:
        raise TypeError(f"{kind.__name__} has no JSON form in a view")

    return no_json


_PARTS: dict[type, Callable[[Any], object]] = {}
_VALUES: dict[type, Callable[[Any], object]] = {}
_VIEW_ENCODER = json.JSONEncoder(default=_view_values)  # made once: ``json.dumps(default=)`` makes one a call


def _view_jsonable(state: GameState, what: str, view: object) -> None:
    """``_jsonable(view_json(view))``, cheaper. ``view_json`` walks the whole view in Python (a
    tenth of DomiDrez's soak); ``json.dumps`` walks it in C and asks ``_view_values`` only
    for the values it does not know. Where that says no (or where the two could differ: a dict
    key that is not a string, a view with its own ``to_json``) the answer is ``view_json``'s."""
    if isinstance(view, View) and type(view).to_json is View.to_json:
        try:
            _VIEW_ENCODER.encode(view)
            return
        except (TypeError, ValueError):
            pass
    _jsonable(state, what, view_json(view))


# A turn with more legal actions than this has a sample of them round-tripped and described
# (every kind of action, the first and last listed, and random others): Ideograma lists
# hundreds of plays a turn, and checking each one was half of its soak's time. At 48, describing
# PokerGuess's two dozen predictions and bets in both languages at every step was still 28% of
# its soak; 16 random others a step still meet every action many times over a soak's games.
ROUND_TRIP_SAMPLE = 16


def _first_of_each_kind(actions: list[Action]) -> list[Action]:
    # One pass in C-speed comprehension: the last write of a kind wins, so walk the list backwards.
    return list({action.kind: action for action in reversed(actions)}.values())


def _round_trip_sample(
    actions: list[Action], rng: random.Random | None, first_of_kind: list[Action] | None = None
) -> list[Action]:
    if rng is None or len(actions) <= ROUND_TRIP_SAMPLE:
        return actions
    if first_of_kind is None:
        first_of_kind = _first_of_each_kind(actions)
    return [actions[0], actions[-1], *first_of_kind, *rng.sample(actions, ROUND_TRIP_SAMPLE)]


class TurnMemory:
    """What one playout's turn checks have already proven, so that a later turn does not prove it
    again: the actions whose text reads back as the same action (encoding is a function of the
    action alone), and the very message objects already rendered to a non-empty text in a language
    (a message is an immutable value; a game that keeps its messages, as PokerGuess does, hands
    back the same object). ``describe`` itself is still asked, since what it says may depend on
    the position. Keyed by identity, not by equality: hashing a message (the reprs of its
    parameters) cost as much as rendering it."""

    KEEP = 4096  # messages remembered at most (those a game makes afresh are never met again)

    def __init__(self) -> None:
        self.round_trips: set[Action] = set()
        self.rendered: dict[tuple[int, str], Msg] = {}  # the message kept, so that its id stays its own

    def said_something(self, said: object, lang: str) -> bool:
        if not isinstance(said, Msg):
            return bool(said)
        key = (id(said), lang)
        if self.rendered.get(key) is said:
            return True
        if not render(said, lang):
            return False
        if len(self.rendered) >= self.KEEP:
            self.rendered.clear()
        self.rendered[key] = said
        return True


LANGUAGES = ("en", "es")


def check_turn(state: GameState, rng: random.Random | None = None, memory: TurnMemory | None = None) -> None:
    """Legal actions exist until the game is over, and encodings round-trip.

    Without ``rng`` every legal action is round-tripped and described in both languages. With
    it, a long list is sampled (see ``ROUND_TRIP_SAMPLE``), and the sampled actions other than
    the first of each kind and the first and last listed are described in one language drawn at
    random: every kind is still described in both languages at every turn, and any action met
    at k turns misses a language with chance 2^-k (describing every sampled action twice was
    20-30% of a soak). ``memory`` (one per playout) skips work an earlier turn already did."""
    memory = memory or TurnMemory()
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
        # Two actions are equal when their kind and arguments are: a set of those pairs is hashed in C,
        # where a set of actions calls their dataclass __hash__ (SokuDrez lists hundreds of swaps).
        if len({(action.kind, action.args) for action in actions}) != len(actions):
            _fail(state, f"seat {seat} has duplicate legal actions")
        if actions != state.legal_actions(seat):
            _fail(state, "legal actions are not deterministic")
        both: set[Action] | None = None
        first_of_kind: list[Action] | None = None
        if rng is not None:  # the first of each kind, and the first and last listed: in both languages
            first_of_kind = _first_of_each_kind(actions)
            both = {actions[0], actions[-1], *first_of_kind}
        for action in _round_trip_sample(actions, rng, first_of_kind):
            if action not in memory.round_trips:
                if Action.decode(action.encode()) != action:
                    _fail(state, f"action {action!r} does not round-trip through its text")
                memory.round_trips.add(action)
            langs: tuple[str, ...]
            if both is None or rng is None or action in both:
                langs = LANGUAGES
            else:
                langs = (LANGUAGES[rng.getrandbits(1)],)
            for lang in langs:
                if not memory.said_something(state.describe(seat, action, lang), lang):
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
    and it checks the same thing: the saved snapshot is what the moves replay to.
    (A playout checks this incrementally with :class:`Replica`.)"""
    data = json.loads(state.dumps())
    saved = [[seat, text] for seat, text in data["actions"]]
    if saved != [[seat, action.encode()] for seat, action in replica.history]:
        _fail(state, "the save does not list the moves played")
    if json.loads(json.dumps(replica.snapshot())) != data["snapshot"]:
        _fail(state, "the moves replay to a different position than the save records")
    if replica != state:
        _fail(state, "replaying the moves gives a different state")


class Replica:
    """``check_replica`` that costs the same at the thousandth move as at the tenth.

    ``check_replica`` wrote the whole save and read it back each time, so a long game's checks
    grew with its length (DomiDrez: 12% of its soak). A save is ``to_json``: the moves as
    ``action.encode()`` of ``state.history``, and the snapshot. So this checks, at each call:
    the state's moves are the moves played (the replica's, compared whole, which is a C-speed
    comparison of the very same action objects), the moves added since the last call read back
    from their text as themselves (earlier ones were read then, and are unchanged), the
    snapshot written as the save writes it equals the replica's, and the two states are equal.
    ``check_save`` still writes and reloads the whole save at a playout's first and last step."""

    def __init__(self, state: GameState) -> None:
        self.state = type(state)(state.players, state.seed, dict(state.options))
        for seat, action in state.history:
            self.state.apply(seat, action)
        self.read_back = 0  # moves of the history whose text has been read back

    def apply(self, seat: Seat, action: Action) -> None:
        self.state.apply(seat, action)

    def check(self, state: GameState) -> None:
        replica = self.state
        history = state.history
        if len(history) != len(replica.history) or history != replica.history:
            _fail(state, "the save does not list the moves played")
        for seat, action in history[self.read_back :]:
            if not isinstance(seat, int) or Action.decode(action.encode()) != action:
                _fail(state, "the save does not list the moves played")
        self.read_back = len(history)
        saved = json.loads(json.dumps(state.snapshot(), ensure_ascii=False, sort_keys=True))
        if json.loads(json.dumps(replica.snapshot())) != saved:
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
    _view_jsonable(state, "the spectator view", state.view(None))
    acting = state.to_act()
    for seat in range(state.players):
        view = state.view(seat)
        _view_jsonable(state, f"the view of seat {seat}", view)
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
    memory = TurnMemory()
    replica = Replica(state)
    while not state.is_over():
        if step >= max_actions:
            _fail(state, f"no end after {max_actions} actions")
        check_turn(state, sample_rng, memory)
        check_invariants(state)
        check_refusals(state, rng)
        if step % views_every == 0:
            check_views(state, rng)
        if step % (views_every * SNAPSHOT_CHECK_SPACING) == 0:
            check_from_snapshot(state)
        if step == 0:
            check_save(state)
        elif step % save_every == 0:
            replica.check(state)
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
