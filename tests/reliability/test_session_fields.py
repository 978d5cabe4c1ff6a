"""Issue 24, point 9: the top of an autosave is checked as strictly as the game inside it."""

from __future__ import annotations

import json

import pytest

from game.core import SaveError, load_state
from game.registry import GAMES
from scenes.session import COMPUTER, HUMAN, SeatConfig, Session, check_autosave

SEATS = (SeatConfig("Ana", HUMAN), SeatConfig("Robot", COMPUTER, "random"))


def _data() -> dict:
    return Session.new("reverso", SEATS, seed=5, save_path=None).to_json()


@pytest.mark.parametrize("fmt", [0, -1, -10**30])
def test_a_session_format_below_one_is_refused(fmt, ludoteca_home):
    data = _data()
    data["format"] = fmt
    with pytest.raises(SaveError):
        Session.from_json(data)
    ludoteca_home.mkdir(parents=True)
    path = ludoteca_home / "autosave.json"
    path.write_text(json.dumps(data))
    found = check_autosave(path)
    assert found.session is None and found.broken_message and found.moved_to is not None


@pytest.mark.parametrize("players", [True, False, 1.0, "1"])
def test_a_player_count_that_is_not_an_integer_is_refused(players):
    # Recompensas is for one player: ``true`` used to load as one player and be written back as ``true``.
    data = Session.new("recompensas", SEATS[:1], seed=5, save_path=None).to_json()
    data["game"]["players"] = players
    with pytest.raises(SaveError):
        load_state(data["game"], GAMES)
    with pytest.raises(SaveError):
        Session.from_json(data)
