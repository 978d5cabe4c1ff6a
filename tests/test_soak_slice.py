"""A small slice of the soak, over every game and up to twelve of its configurations (the full run is `python -m game soak`)."""

import pytest

from game.registry import GAMES
from game.soak import configurations, soak_game

# One game a configuration, twelve at the most: PokerGuess's 63 configurations took two minutes here,
# and the contract tests already play every count and option value (tests/test_contract.py).
MOST = 12


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_soak_slice_has_no_violations(gid):
    games = min(MOST, len(configurations(GAMES[gid])))
    result = soak_game(gid, games=games, seed=99)
    assert result.games == games
    assert result.violations == []
