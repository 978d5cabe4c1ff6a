"""A game's last move in its snapshot, written once for every game: ``game.view.event_json`` and
``SnapshotFields.event`` (a view's ``last`` must survive ``from_snapshot(snapshot())``)."""

import json

import pytest

from game.core import Action, SaveError
from game.registry import GAMES
from game.snapshot_fields import SnapshotFields
from game.view import Event, event_json


def read(value, detail=None):
    fields = SnapshotFields(GAMES["reverso"], {"last": value})
    return fields.event(fields["last"], "last", 2, detail)


@pytest.mark.parametrize("event", [
    None,
    Event(0, Action("place", (2, 3))),
    Event(1, None, 5),
    Event(None, None, {"dealt": [1, 2]}),
    Event(1, Action("pass"), "check"),
])
def test_an_event_comes_back_from_its_json_as_it_was(event) -> None:
    written = json.loads(json.dumps(event_json(event)))  # as a save keeps it
    assert read(written) == event


def test_a_game_may_turn_its_detail_into_json_and_back() -> None:
    event = Event(0, Action("roll"), (3, 4))
    written = json.loads(json.dumps(event_json(event, detail=list)))
    assert written == [0, "roll", [3, 4]]
    assert read(written, detail=tuple) == event


@pytest.mark.parametrize("bad", [
    [0, "place:2,3"],  # too short
    [5, "pass", None],  # no such seat
    [0, 17, None],  # an action that is not text
    [0, "pl ace::", None],  # an action that does not read
    "pass",
])
def test_a_damaged_event_is_a_save_error_naming_the_field(bad) -> None:
    with pytest.raises(SaveError, match="last"):
        read(bad)
