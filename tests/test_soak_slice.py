"""A small slice of the soak, over every game and every configuration (the full run is `python -m game soak`)."""

import pytest

from game.registry import GAMES
from game.soak import configurations, soak_game


@pytest.mark.parametrize("gid", sorted(GAMES))
def test_soak_slice_has_no_violations(gid):
    games = len(configurations(GAMES[gid]))
    result = soak_game(gid, games=games, seed=99)
    assert result.games == games
    assert result.violations == []
