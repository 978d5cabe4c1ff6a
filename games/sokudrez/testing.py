"""What the shared tests need to know of this game and no rule says: how to spoil a position."""

from __future__ import annotations

from typing import Any


def one_too_many(snapshot: dict[str, Any]) -> None:
    """Add to ``snapshot()``'s JSON a card the grid does not have room for (the loader must refuse it)."""
    snapshot["grid"].append("B1")
