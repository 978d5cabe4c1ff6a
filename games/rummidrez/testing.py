"""What the shared tests need to know of this game and no rule says: how to spoil a position."""

from __future__ import annotations

from typing import Any


def one_too_many(snapshot: dict[str, Any]) -> None:
    """Add to ``snapshot()``'s JSON a card the two decks do not have (the loader must refuse it): a
    third Blue Queen in the stock."""
    snapshot["stock"].extend(["D5", "D5"])
