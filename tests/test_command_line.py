"""Issue 24, point 10: every bad value on the command line gives one line naming it and what is
allowed, exit status 2, never a traceback (``python -m game`` and ``ludoteca``)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from game.__main__ import main as game_main

HUGE = "1" * 23

GAME_CASES = [
    (["selfplay", "reverso", "--players", "1000000000000"], "1000000000000", "1 to 99"),
    (["selfplay", "reverso", "--players", HUGE], HUGE, "1 to 99"),
    (["selfplay", "reverso", "--players", "3"], "--players 3", "2 to 2"),
    (["selfplay", "reverso", "--save-every", "0"], "'0'", "1 to 1000000"),
    (["selfplay", "reverso", "--games", "-1"], "'-1'", "1 to 1000000"),
    (["selfplay", "reverso", "--bot", "nosuchbot"], "nosuchbot", "known: "),
    (["selfplay", "reverso", "--seed", "x1"], "x1", "0 to "),
    (["perft", "reverso", "--depth", "-1"], "'-1'", "0 to 12"),
    (["perft", "reverso", "--depth", "1", "--position", "garbage!!"], "garbage!!", "cannot be played"),
    (["perft", "reverso", "--depth", "1", "--position", "place:99,99"], "place:99,99", "cannot be played"),
    (["soak", "reverso", "--games-per-game", "-5"], "'-5'", "1 to 10000000"),
    (["soak", "reverso", "--bots", "random,nosuch"], "nosuch", "known: "),
    (["soak", "reverso", "--jobs", "0"], "'0'", "1 to 256"),
    (["bench", "reverso", "--moves", "-1"], "'-1'", "0 to 100000"),
    (["bench", "reverso", "--games", "-1"], "'-1'", "1 to 100000"),
    (["arena", "reverso", "--bots", "random", "--games", "-3"], "'-3'", "1 to 1000000"),
    (["arena", "reverso", "--bots", "random", "--players", HUGE], HUGE, "1 to 99"),
    (["arena", "blackdrez", "--bots", "random", "--option", "decks=3"], "decks", "[1, 2]"),
    (["arena", "blackdrez", "--bots", "random", "--option", "deck=2"], "'deck'", "decks (1, 2), rounds"),
    (["arena", "reverso", "--bots", "random", "--option", "size=8"], "'size'", "options of reverso: none"),
    (["arena", "reverso", "--bots", "random", "--option", "size"], "'size'", "NAME=VALUE"),
    (["selfplay", "nosuchgame"], "nosuchgame", "known games"),
]


def _one_line(err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert "Traceback" not in err
    return lines[0]


@pytest.mark.parametrize(("argv", "named", "allowed"), GAME_CASES, ids=[" ".join(c[0][:1] + c[0][2:4]) for c in GAME_CASES])
def test_python_m_game_refuses_a_bad_value_in_one_line(argv, named, allowed, capsys):
    try:
        status = game_main(argv)
    except SystemExit as exc:
        status = exc.code
    line = _one_line(capsys.readouterr().err)
    assert status == 2
    assert named in line and allowed in line, line


def test_good_values_still_work(capsys):
    assert game_main(["perft", "reverso", "--depth", "2", "--position", "place:2,3"]) == 0
    assert game_main(["selfplay", "reverso", "--games", "1", "--save-every", "50", "--bot", "random"]) == 0
    # --moves 0: the engine's speed alone, no computer timed (PokerDrez para 4's helper found it refused)
    assert game_main(["bench", "reverso", "--games", "1", "--moves", "0", "--json"]) == 0
    assert '"bots": []' in capsys.readouterr().out


def _ludoteca(argv, capsys):
    from scenes.app import main

    try:
        status = main(argv)
    except SystemExit as exc:
        status = exc.code
    return status, _one_line(capsys.readouterr().err)


@pytest.mark.parametrize(("argv", "named", "allowed"), [
    (["--demo", "reverso", "--players", HUGE], HUGE, "1 to 99"),
    (["--demo", "reverso", "--players", "3"], "--players 3", "2 to 2"),
    (["--demo", "reverso", "--moves", "-1"], "'-1'", "0 to 100000"),
    (["--demo", "reverso", "--bot", "nosuchbot"], "nosuchbot", "known: "),
    (["--demo", "reverso", "--seed", "-4"], "'-4'", "0 to "),
    (["--demo", "blackdrez", "--option", "decks=3"], "decks", "[1, 2]"),
])
def test_ludoteca_refuses_a_bad_value_in_one_line(argv, named, allowed, capsys):
    status, line = _ludoteca(argv, capsys)
    assert status == 2 and named in line and allowed in line, line


def test_a_screenshot_into_a_missing_folder_or_onto_a_folder_is_refused(tmp_path, capsys):
    missing = str(tmp_path / "no" / "such" / "shot.png")
    status, line = _ludoteca(["--demo", "reverso", "--moves", "1", "--screenshot", missing], capsys)
    assert status == 2 and missing in line and "folder that does not exist" in line
    status, line = _ludoteca(["--demo", "reverso", "--moves", "1", "--screenshot", str(tmp_path)], capsys)
    assert status == 2 and str(tmp_path) in line and "is a folder" in line


def test_from_a_real_shell_the_status_is_2_and_there_is_no_traceback():
    result = subprocess.run([sys.executable, "-m", "game", "selfplay", "reverso", "--players", HUGE],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_the_demo_takes_a_number_option_as_the_game_s_choice():
    # "2" on the command line is the choice 2 of BlackDrez's decks (it was refused as the text "2")
    import os

    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    result = subprocess.run([sys.executable, "-m", "scenes.app", "--demo", "blackdrez", "--option", "decks=2",
                             "--moves", "1"], capture_output=True, text=True, timeout=120, env=env)
    assert result.returncode == 0, result.stderr
