"""The session: autosave, resume, broken saves, undo. Pure Python, no window."""

import json

import pytest

from game.core import Action, SaveError
from scenes.session import (
    COMPUTER,
    HUMAN,
    SeatConfig,
    Session,
    Settings,
    autosave_path,
    check_autosave,
    write_atomically,
)

HUMAN_VS_COMPUTER = (SeatConfig("Ana", HUMAN), SeatConfig("Robot", COMPUTER, "random"))
TWO_HUMANS = (SeatConfig("Ana", HUMAN), SeatConfig("Beto", HUMAN))


def test_autosave_after_every_action_and_resume(ludoteca_home):
    session = Session.new("reverso", HUMAN_VS_COMPUTER, seed=11, save_path=autosave_path("reverso"))
    assert autosave_path("reverso").parent == ludoteca_home / "saves"
    session.apply(0, Action("place", (2, 3)))
    data = json.loads(autosave_path("reverso").read_text(encoding="utf-8"))
    assert data["format"] == 1
    assert data["session"]["seats"][1] == {"name": "Robot", "kind": "computer", "bot": "random"}
    assert data["game"]["actions"] == [[0, "place:2,3"]]
    found = check_autosave(autosave_path("reverso"))
    assert found.session is not None and found.session.state == session.state
    assert [e.text("en") for e in found.session.log] == ["Black plays d3"]
    assert not list(ludoteca_home.glob("*.tmp"))


def test_illegal_action_is_refused_and_not_saved(ludoteca_home):
    session = Session.new("reverso", TWO_HUMANS, seed=5, save_path=autosave_path("reverso"))
    before = autosave_path("reverso").read_text(encoding="utf-8")
    with pytest.raises(ValueError):
        session.apply(0, Action("place", (0, 0)))
    assert autosave_path("reverso").read_text(encoding="utf-8") == before
    assert session.log == []


def test_broken_save_is_moved_aside_with_a_message(ludoteca_home):
    autosave_path("reverso").parent.mkdir(parents=True)
    autosave_path("reverso").write_text("{ not json", encoding="utf-8")
    found = check_autosave(autosave_path("reverso"))
    assert found.session is None
    assert "not valid JSON" in found.broken_message
    assert not autosave_path("reverso").exists()
    assert found.moved_to.exists() and found.moved_to.name.startswith("reverso.broken-")
    assert found.moved_to.read_text(encoding="utf-8") == "{ not json"


def test_save_of_an_unknown_game_is_refused_clearly(ludoteca_home):
    session = Session.new("reverso", TWO_HUMANS, seed=5, save_path=autosave_path("reverso"))
    data = session.to_json()
    data["game"]["game"] = "no_such_game"
    write_atomically(autosave_path("reverso"), json.dumps(data))
    found = check_autosave(autosave_path("reverso"))
    assert "unknown game" in found.broken_message


def test_finished_game_clears_the_autosave(ludoteca_home):
    session = Session.new("reverso", TWO_HUMANS, seed=5, save_path=autosave_path("reverso"))
    while not session.state.is_over():
        seat = session.state.to_act()[0]
        session.apply(seat, session.state.legal_actions(seat)[0])
    assert not autosave_path("reverso").exists()
    assert check_autosave(autosave_path("reverso")).session is None


def test_undo_goes_back_to_the_last_human_decision():
    session = Session.new("reverso", HUMAN_VS_COMPUTER, seed=7)
    session.apply(0, Action("place", (2, 3)))
    session.apply(1, session.state.legal_actions(1)[0])
    session.apply(0, session.state.legal_actions(0)[0])
    session.apply(1, session.state.legal_actions(1)[0])
    assert session.undo()
    assert len(session.state.history) == 2 and len(session.log) == 2
    assert session.state.to_act() == (0,)
    assert session.undo()
    assert session.state.history == [] and session.state.to_act() == (0,)
    assert not session.undo()


def test_no_undo_between_two_humans():
    session = Session.new("reverso", TWO_HUMANS, seed=7)
    session.apply(0, Action("place", (2, 3)))
    assert not session.undo_allowed and not session.undo()
    assert len(session.state.history) == 1


def test_undo_never_crosses_the_undo_floor():
    session = Session.new("reverso", HUMAN_VS_COMPUTER, seed=7)
    session.apply(0, Action("place", (2, 3)))
    session.apply(1, session.state.legal_actions(1)[0])
    session.state.undo_floor = 2  # as if chance had been used by the computer's move
    assert not session.can_undo()


def test_restart_keeps_a_chosen_seed_only():
    chosen = Session.new("reverso", TWO_HUMANS, seed=77)
    assert chosen.restarted().state.seed == 77
    assert Session.new("reverso", TWO_HUMANS).fixed_seed is False


def test_bad_session_part_is_a_save_error():
    session = Session.new("reverso", TWO_HUMANS, seed=7)
    data = session.to_json()
    data["session"]["seats"] = [{"name": "x", "kind": "alien"}]
    with pytest.raises(SaveError):
        Session.from_json(data)


def test_settings_round_trip_and_tolerate_garbage(ludoteca_home):
    settings = Settings.load(default_lang="es")
    assert settings.lang == "es"
    settings.sound = False
    settings.window = (1024, 640)
    settings.save()
    again = Settings.load(default_lang="en")
    assert (again.lang, again.sound, again.window) == ("es", False, (1024, 640))
    (ludoteca_home / "settings.json").write_text("[]", encoding="utf-8")
    assert Settings.load(default_lang="en").lang == "en"


def test_log_lines_name_the_players():
    from scenes.session import with_names

    names = ["Ana", "Ordenador 2"]
    assert with_names("Jugador 2 (Recolector) toma Dama Roja", names) == "Ordenador 2 (Recolector) toma Dama Roja"
    assert with_names("Player 1 passes", names) == "Ana passes"
    assert with_names("Player 3 passes", names) == "Player 3 passes"  # no such seat: left alone
    assert with_names("Jugador 2", []) == "Jugador 2"
