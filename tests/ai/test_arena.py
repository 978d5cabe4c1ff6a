"""The arena: seating, rotation, counting, and the command line."""

from __future__ import annotations

import json

import pytest

from game.__main__ import main
from game.arena import run_arena, seating_for


def test_the_last_bot_fills_the_remaining_seats():
    assert seating_for(["normal", "random"], 4) == ["normal", "random", "random", "random"]
    with pytest.raises(ValueError):
        seating_for(["a", "b", "c"], 2)


def test_every_game_counts_once_per_seat_and_seats_turn():
    result = run_arena("reverso", ["random"], players=2, games=3, seed=4)
    record = result.records["random"]
    assert record.games == 6 and record.moves > 0
    assert record.wins + record.draws <= 6
    assert record.seconds_max >= 0


def test_seats_rotate_so_each_bot_plays_both_colours():
    seen: list[int] = []

    def progress(done, result):
        seen.append(done)

    result = run_arena("reverso", ["random", "easy"], games=2, seed=1, progress=progress)
    assert seen == [1, 2]
    assert result.records["random"].games == 2 and result.records["easy"].games == 2
    assert result.records["random"].moves > 0 and result.records["easy"].moves > 0


def test_the_command_prints_json(capsys):
    assert main(["arena", "reverso", "--bots", "random,random", "--games", "2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == "reverso" and data["bots"][0]["games"] == 4


def test_the_command_refuses_unknown_bots_and_too_many_bots(capsys):
    assert main(["arena", "reverso", "--bots", "nosuch"]) == 2
    assert main(["arena", "recompensas", "--bots", "normal,random"]) == 2


def test_a_solitaire_won_counts_as_a_win():
    # Recompensas: "Ganarás la partida si consigues recolectar los 10 tesoros."
    result = run_arena("recompensas", ["normal"], players=1, games=6, seed=1000)
    record = result.records["normal"]
    assert record.draws == 0
    assert record.wins == round(record.reward_total) > 0  # placing 1 (won) gives reward 1, a loss 0
