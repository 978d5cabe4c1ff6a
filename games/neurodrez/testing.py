"""What the shared tests need to know of this game and no rule says: how to spoil a position."""

from __future__ import annotations

from typing import Any


def one_too_many(snapshot: dict[str, Any]) -> None:
    """Add to ``snapshot()``'s JSON a card the box does not have (the loader must refuse it:
    tests/reliability/test_from_snapshot.py): a third blue Dama (D5), where the two decks hold two."""
    snapshot["cards"]["deck"].append("D5")
