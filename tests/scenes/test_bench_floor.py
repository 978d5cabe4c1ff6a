"""The app bench's floor of random actions a second applies to card games only."""

from __future__ import annotations

from game.registry import SPECS
from scenes.bench import missed_targets


def test_the_bench_holds_only_card_games_to_the_floor_of_random_actions() -> None:
    # GAME-DONE line 11: "at least 50,000 for card games (say what it is for board games and why)".
    slow = {"actions_per_second": 10, "actions_per_cpu_second": 10}
    result = {"engines": {"pokerdrez": {"card_game": False, **slow}, "poker7": {"card_game": True, **slow}}}
    assert [line.split(":")[0] for line in missed_targets(result)] == ["poker7", "poker7"]


def test_a_game_on_a_board_says_so_in_its_spec() -> None:
    boards = {gid for gid, spec in SPECS.items() if spec.board}
    assert boards == {"reverso", "damas", "ludo", "ideograma", "pokerdrez", "pokerdrez4", "vikingdrez", "neurodrez"}
