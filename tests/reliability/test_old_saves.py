"""Saved games of every format version load forever.

``fixtures/<game>-format<N>.json`` are autosaves written by the Ludoteca of format N
(``-rules<R>`` before the suffix: written under rules version R of that game; a save of older
rules that no longer replays goes on from its snapshot)
(``make_fixtures.py`` writes the missing ones and never rewrites one). If one of them
stops loading, a change broke the saves of people who play: either keep reading the
old format (and the old rules' replay), or say so loudly in the release notes.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from game.core import SAVE_FORMAT
from game.registry import GAMES
from scenes.session import SESSION_FORMAT, Session, check_autosave, write_atomically

FIXTURES = Path(__file__).resolve().parent / "fixtures"
FILES = sorted(FIXTURES.glob("*-format*.json"))
NAME = re.compile(r"^(?P<game>[a-z0-9_]+)-format(?P<format>[0-9]+)(?:-rules(?P<rules>[0-9]+))?\.json$")


def test_there_are_fixtures_of_several_games_and_of_todays_format():
    games = {NAME.match(path.name)["game"] for path in FILES}
    assert len(games) >= 5
    assert any(NAME.match(path.name)["format"] == str(SESSION_FORMAT) for path in FILES)


@pytest.mark.parametrize("path", FILES, ids=[path.stem for path in FILES])
def test_an_old_save_loads_and_plays_on(path, ludoteca_home):
    match = NAME.match(path.name)
    assert match, f"{path.name}: fixture names are <game>-format<N>.json or <game>-format<N>-rules<R>.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == int(match["format"]) and data["game"]["game"] == match["game"]
    assert data["game"].get("rules", 1) == int(match["rules"] or 1)
    assert data["format"] <= SESSION_FORMAT and data["game"]["format"] <= SAVE_FORMAT
    assert match["game"] in GAMES, f"{path.name}: the game {match['game']!r} is no longer registered"

    session = Session.load(path)  # replays the actions and checks the recorded snapshot
    state = session.state
    assert [seat.name for seat in session.seats] == [s["name"] for s in data["session"]["seats"]]
    assert len(state.history) == len(data["game"]["actions"]) and state.seed == data["game"]["seed"]
    assert len(session.log) == len(state.history)
    assert not state.is_over() and state.to_act()

    # As the app would: it is offered for resuming, then play goes on and saves in today's format.
    home_save = ludoteca_home / "autosave.json"
    write_atomically(home_save, path.read_text(encoding="utf-8"))
    found = check_autosave(home_save)
    assert found.broken_message is None and found.session is not None and found.session.state == state
    resumed = found.session
    seat = state.to_act()[0]
    resumed.apply(seat, resumed.state.legal_actions(seat)[0])
    if not resumed.state.is_over():
        again = Session.load(home_save)
        assert again.state == resumed.state
        assert json.loads(home_save.read_text(encoding="utf-8"))["format"] == SESSION_FORMAT
