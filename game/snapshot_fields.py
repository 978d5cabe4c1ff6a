"""Reading a game's snapshot back (``GameState.from_snapshot``), for saves made under older rules.

A snapshot in a save went through JSON: tuples became lists and int keys strings. It is also
input from a file, so every field is checked before a state is built from it: a snapshot of the
wrong shape raises ``SaveError`` naming the field, never a ``KeyError`` from deep in a game.
``finish`` then makes sure the rebuilt state keeps its own laws and can be played on.
"""

from __future__ import annotations

import builtins
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Mapping
from typing import Any, NoReturn

from game.core import Action, GameState, RulesError, SaveError
from game.view import Event

_MISSING = object()


class SnapshotFields:
    """One snapshot being read; every failure is a SaveError that names the game and the field."""

    def __init__(self, cls: type[GameState], snapshot: object) -> None:
        self.title = cls.title
        if not isinstance(snapshot, Mapping):
            self.fail("is not a JSON object")
        self.data: Mapping[str, Any] = snapshot

    def fail(self, message: str) -> NoReturn:
        raise SaveError(f"the saved {self.title} position {message}")

    def __getitem__(self, key: str) -> Any:
        value = self.data.get(key, _MISSING)
        if value is _MISSING:
            self.fail(f"has no {key!r}")
        return value

    def check(self, condition: bool, message: str) -> None:
        if not condition:
            self.fail(message)

    # --- single values ---------------------------------------------------------------------
    def int(self, value: Any, name: str, low: builtins.int | None = None, high: builtins.int | None = None) -> builtins.int:
        """An int (never a bool) in ``low..high`` (both included, either may be open)."""
        if type(value) is not int:
            self.fail(f"has {name} {value!r}, not a whole number")
        if (low is not None and value < low) or (high is not None and value > high):
            self.fail(f"has {name} {value}, outside {low}..{high}")
        return value

    def optional_int(self, value: Any, name: str, low: builtins.int | None = None, high: builtins.int | None = None) -> builtins.int | None:
        return None if value is None else self.int(value, name, low, high)

    def bool(self, value: Any, name: str) -> builtins.bool:
        if type(value) is not bool:
            self.fail(f"has {name} {value!r}, not true or false")
        return value

    def word(self, value: Any, name: str, choices: Collection[str]) -> str:
        if not isinstance(value, str) or value not in choices:
            self.fail(f"has {name} {value!r}, not one of {sorted(choices)}")
        return value

    def optional_word(self, value: Any, name: str, choices: Collection[str]) -> str | None:
        return None if value is None else self.word(value, name, choices)

    def mapping(self, value: Any, name: str) -> Mapping[str, Any]:
        if not isinstance(value, Mapping):
            self.fail(f"has {name} that is not a JSON object")
        return value

    # --- lists -------------------------------------------------------------------------------
    def list(self, value: Any, name: str, length: builtins.int | None = None, max_length: builtins.int | None = None) -> builtins.list[Any]:
        if not isinstance(value, list):
            self.fail(f"has {name} that is not a list")
        if length is not None and len(value) != length:
            self.fail(f"has {len(value)} entries in {name}, not {length}")
        if max_length is not None and len(value) > max_length:
            self.fail(f"has {len(value)} entries in {name}, more than {max_length}")
        return value

    def ints(self, value: Any, name: str, low: builtins.int | None = None, high: builtins.int | None = None,
             length: builtins.int | None = None, max_length: builtins.int | None = None) -> builtins.list[builtins.int]:
        return [self.int(item, f"{name}[{i}]", low, high)
                for i, item in enumerate(self.list(value, name, length, max_length))]

    def words(self, value: Any, name: str, choices: Collection[str], length: builtins.int | None = None,
              max_length: builtins.int | None = None) -> builtins.list[str]:
        return [self.word(item, f"{name}[{i}]", choices)
                for i, item in enumerate(self.list(value, name, length, max_length))]

    def seat(self, value: Any, name: str, players: builtins.int) -> builtins.int:
        return self.int(value, name, 0, players - 1)

    def optional_seat(self, value: Any, name: str, players: builtins.int) -> builtins.int | None:
        return self.optional_int(value, name, 0, players - 1)

    def event(self, value: Any, name: str, players: builtins.int,
              detail: Callable[[Any], Any] | None = None) -> Event | None:
        """An event written by ``game.view.event_json``; ``detail`` reads the game's detail back
        from its JSON (and fails through ``self.fail`` when it is not one); default: kept as it is."""
        if value is None:
            return None
        seat, text, shown = self.list(value, name, length=3)
        action = None
        if text is not None:
            if not isinstance(text, str):
                self.fail(f"has {name} whose action is not text")
            try:
                action = Action.decode(text)
            except RulesError as exc:
                self.fail(f"has {name} whose action {text!r} does not read: {exc}")
        return Event(self.optional_seat(seat, f"{name}'s seat", players), action,
                     shown if detail is None else detail(shown))

    # --- whole-state checks ------------------------------------------------------------------
    def same_cards(self, found: Iterable[str], expected: Iterable[str], what: str) -> None:
        """The cards of ``found`` are exactly ``expected`` (as multisets): none made or lost."""
        have, want = Counter(found), Counter(expected)
        if have != want:
            extra = sorted((have - want).elements())
            missing = sorted((want - have).elements())
            self.fail(f"does not hold {what} exactly (too many: {extra or 'none'}; missing: {missing or 'none'})")

    def finish(self, state: GameState, invariants: builtins.bool = True) -> GameState:
        """The rebuilt state keeps its laws and can go on: its invariants hold, somebody may act
        (with an action to take) until it is over, and its outcome and views can be drawn.
        ``invariants=False`` for a game whose invariants read the history, which a rebuilt
        state does not have yet (the caller checks what it can instead)."""
        try:
            problems = state.invariant_violations() if invariants else []
            if problems:
                self.fail("is inconsistent: " + "; ".join(problems))
            seats = state.to_act()
            if state.is_over():
                self.check(not seats and state.outcome() is not None, "is over but has no result")
            else:
                self.check(bool(seats), "is not over but nobody is to act")
                for seat in seats:
                    self.check(bool(state.legal_actions(seat)), f"leaves seat {seat + 1} to act with nothing to do")
            # The public part of every view (each seat's own part reads fields checked by length).
            state.view(None)
        except (RulesError, LookupError, TypeError, ValueError, AttributeError) as exc:
            if isinstance(exc, SaveError):
                raise
            self.fail(f"cannot be played on: {exc}")
        return state
