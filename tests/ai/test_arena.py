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


def test_the_seating_follows_the_game_seed_not_its_place_in_the_run():
    from game.arena import seat_names

    seating = ["hard", "normal", "normal"]
    assert seat_names(seating, 0) == ["hard", "normal", "normal"]
    assert seat_names(seating, 7) == ["normal", "normal", "hard"]  # 7 % 3 == 1: seat s holds seating[s + 1]
    assert seat_names(seating, 7, origin=7) == seating  # a run from before session 11, replayed
    # the same game seed seats alike in any run
    assert seat_names(seating, 1_000_003 * 3 + 2) == seat_names(seating, 2)


def _per_bot(result):
    return {name: (r.games, r.wins, r.draws, r.score_total, r.moves) for name, r in result.records.items()}


def _added(*results):
    total: dict = {}
    for result in results:
        for name, row in _per_bot(result).items():
            total[name] = tuple(a + b for a, b in zip(total.get(name, (0,) * len(row)), row, strict=True))
    return total


class FirstBot:
    """Always the first legal action: a player that takes no time and draws no chance, so a game's
    result depends only on who sits where (the built-in players search against the clock)."""

    name = "first"

    def __init__(self, seed=0):
        pass

    def choose(self, state, seat):
        return state.legal_actions(seat)[0]


def test_pieces_of_a_run_from_any_seed_play_the_run_s_games(monkeypatch):
    # Seeds 3-6 in one run, or in pieces from each seed: the same seats, the same games.
    from game.ai.base import BOTS

    monkeypatch.setitem(BOTS, "first", FirstBot)
    whole = run_arena("reverso", ["first", "random"], players=2, games=4, seed=3)
    pieces = [run_arena("reverso", ["first", "random"], players=2, games=1, seed=s) for s in (3, 4, 5, 6)]
    assert _added(*pieces) == _per_bot(whole)
    odd = run_arena("reverso", ["first", "random"], players=2, games=1, seed=3)
    turned = run_arena("reverso", ["first", "random"], players=2, games=1, seed=3, seating_origin=3)
    assert _per_bot(odd) != _per_bot(turned)  # seed 3 seats "random" first unless told otherwise


def test_the_command_takes_a_seating_origin(capsys):
    command = "arena reverso --bots easy,random --games 1 --seed 5 --seating-origin 5 --json"
    assert main(command.split()) == 0
    assert json.loads(capsys.readouterr().out)["seating_origin"] == 5


class OptionsBot(FirstBot):
    """Notes the options of every game it is seated at."""

    seen: list[dict] = []

    def choose(self, state, seat):
        OptionsBot.seen.append(dict(state.options))
        return super().choose(state, seat)


def test_the_command_plays_the_options_it_is_given_and_records_them(monkeypatch, capsys):
    from game.ai.base import BOTS

    monkeypatch.setitem(BOTS, "options", OptionsBot)
    OptionsBot.seen = []
    command = "arena blackdrez --bots options,random --games 2 --option decks=2 --option rounds=3 --json"
    assert main(command.split()) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["options"] == {"decks": 2, "rounds": 3}  # typed as the game's choices, as a save records them
    assert OptionsBot.seen and all(o == {"decks": 2, "rounds": 3} for o in OptionsBot.seen)
    assert main("arena blackdrez --bots random --games 1 --json".split()) == 0
    assert json.loads(capsys.readouterr().out)["options"] == {"decks": 1, "rounds": 0}  # the defaults, written out


def test_an_option_that_narrows_the_player_count_is_checked_before_any_game(capsys):
    # Trading Faces: the classic game is for 3-5 players, the memory variant for 2-4.
    assert main("arena tradingfaces --bots random --players 2 --games 1".split()) == 2
    assert "3-5 players, not 2" in capsys.readouterr().err
    assert main("arena tradingfaces --bots random --players 2 --games 1 --option variant=memory".split()) == 0
    with pytest.raises(ValueError, match="no option"):
        run_arena("reverso", ["random"], players=2, games=1, options={"size": 8})
