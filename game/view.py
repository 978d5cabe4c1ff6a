"""Typed views: what one seat may know, as a frozen value.

Each game declares its view as a frozen dataclass that extends :class:`View`
(``games/<id>/view.py``). ``GameState.view(seat)`` returns it; scenes draw only from it and
computer players never see more. A secret is *absent* from a view (a hidden hand is a count,
not a list of cards marked hidden), so nothing can leak through a table that forgets to hide.

The common part every view carries:

- ``seat``: whose view it is (None: a spectator);
- ``to_act``: the seats that must act now (empty when the game is over);
- ``legal``: the legal actions of ``seat`` when it must act now, else empty. A table offers
  exactly these, so it never needs to ask the rules what is allowed;
- ``last``: the last move as everybody saw it (:class:`Event`), or None at the start;
- ``over``: whether the game has ended.

A view's fields hold only immutable values: ints, strings, bools, None, tuples, frozen
dataclasses, :class:`~game.core.Action`. ``to_json`` turns any view into plain JSON (tuples
become lists, dataclasses objects, actions their text form) for the soak's checks, the
privacy tests and the command line.

Learned from OpenSpiel's per-player observations and boardgame.io's ``playerView``: the
game decides what each player sees, once, and everybody downstream reads only that.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypedDict

from game.core import Action, GameState, Seat

JSON = Any


@dataclass(frozen=True, slots=True)
class Event:
    """A move as the table and the log show it: who did what. ``action`` is None for what no
    seat chose (a deal, the end of a round); ``detail`` holds public facts the move revealed
    (a die rolled, a card turned), as the game's own frozen value or None."""

    seat: Seat | None
    action: Action | None
    detail: Any = None


@dataclass(frozen=True, slots=True, kw_only=True)
class View:
    """The part of every game's view that the shell reads. Games extend it with their own
    fields (``@dataclass(frozen=True, slots=True, kw_only=True) class ReversoView(View): ...``)."""

    seat: Seat | None
    to_act: tuple[Seat, ...]
    legal: tuple[Action, ...] = ()
    last: Event | None = None
    over: bool = False

    def to_json(self) -> JSON:
        return to_json(self)

    def may_act(self) -> bool:
        return self.seat is not None and self.seat in self.to_act


class TurnFields(TypedDict):
    """The turn part of every view, worked out the same way for every game (:func:`turn_fields`)."""

    seat: Seat | None
    to_act: tuple[Seat, ...]
    legal: tuple[Action, ...]
    over: bool


def turn_fields(state: GameState, seat: Seat | None) -> TurnFields:
    """``seat``, ``to_act``, ``legal`` and ``over`` of ``state`` as ``seat`` sees them: an engine
    builds its view as ``XView(**turn_fields(self, seat), last=..., <its own fields>)``, so the
    rule that only the seat to act is offered moves is written once."""
    to_act = state.to_act()
    acting = seat is not None and seat in to_act
    return TurnFields(
        seat=seat,
        to_act=to_act,
        legal=tuple(state.legal_actions(seat)) if acting and seat is not None else (),
        over=state.is_over(),
    )


def event_json(event: Event | None, detail: Callable[[Any], JSON] | None = None) -> JSON:
    """``event`` for a snapshot: ``[seat, action text or None, detail]`` (None: no move yet).

    A view's ``last`` must be the same for a state rebuilt from its snapshot, and a snapshot holds
    no history, so a game that cannot read its last move off the position keeps the event in its
    snapshot: ``"last": event_json(self.last)`` in ``snapshot()`` and
    ``state.last = fields.event(fields["last"], "last", players)`` in ``from_snapshot``.
    ``detail`` turns the game's detail value into JSON (default: it already is JSON)."""
    if event is None:
        return None
    shown = event.detail if detail is None else detail(event.detail)
    return [event.seat, None if event.action is None else event.action.encode(), shown]


def to_json(value: Any) -> JSON:
    """Plain JSON for a view or any part of it."""
    kind = type(value)
    if value is None or kind in _PLAIN:
        return value
    names = _FIELD_NAMES.get(kind)
    if names is not None:
        return {name: to_json(getattr(value, name)) for name in names}
    if kind is tuple or kind is list:
        return [to_json(item) for item in value]
    if isinstance(value, (bool, int, float, str)):  # an IntEnum, a str enum: JSON as they are
        _PLAIN.add(kind)
        return value
    if isinstance(value, Action):
        return value.encode()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        names = json_field_names(kind)
        return {name: to_json(getattr(value, name)) for name in names}
    if isinstance(value, (tuple, list, frozenset, set)):
        items = [to_json(item) for item in value]
        return sorted(items, key=repr) if isinstance(value, (frozenset, set)) else items
    if isinstance(value, dict):
        return {str(key): to_json(item) for key, item in value.items()}
    raise TypeError(f"{type(value).__name__} has no JSON form in a view")


_PLAIN: set[type] = {bool, int, float, str}  # and their subclasses met so far
# A view is turned into JSON at every check of a soak: a dataclass's field names are looked up once
# per class, not once per value.
_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def json_field_names(kind: type) -> tuple[str, ...]:
    """The fields that make a dataclass value: a field with ``init=False`` is worked out from the
    others (a cache such as a card's rank), so its JSON leaves it out."""
    names = _FIELD_NAMES.get(kind)
    if names is None:
        names = _FIELD_NAMES[kind] = tuple(f.name for f in dataclasses.fields(kind) if f.init)
    return names


def view_json(view: Any) -> JSON:
    """JSON of a view, typed or (while games move to typed views) already a dict."""
    return view.to_json() if isinstance(view, View) else view
