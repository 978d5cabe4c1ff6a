"""What the shared tests need to know of this game and no rule says: how to spoil a position, and
which options make a short game for the long from-snapshot playouts."""

from __future__ import annotations

from typing import Any


def one_too_many(snapshot: dict[str, Any]) -> None:
    """Add to ``snapshot()``'s JSON a card the box does not have (the loader must refuse it:
    tests/reliability/test_from_snapshot.py): a third neutral card in the stock of one deck."""
    snapshot["cards"]["stock"].append("N")


# tests/reliability/test_from_snapshot.py plays whole games with checks every few steps: a random
# two-player game to 100 points with two decks runs to 5,000 actions, and each save check reads the
# whole game, so that one playout took minutes. To 25 points the same checks run on a game about a
# quarter as long (every other option as the test draws it).
SHORT_GAME: dict[str, Any] = {"target": 25}
