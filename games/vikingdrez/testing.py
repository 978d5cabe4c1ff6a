"""What the shared tests need to know of this game and no rule says: how to spoil a position."""

from __future__ import annotations

from typing import Any


def one_too_many(snapshot: dict[str, Any]) -> None:
    """Add to ``snapshot()``'s JSON a card, a disc, a piece or a cub that the box does not have
    (the loader must refuse it: tests/reliability/test_from_snapshot.py)."""
    board = snapshot["board"]
    empty = next(sq for sq in range(49) if not board[sq] and sq not in (0, 6, 24, 42, 48))
    board[empty] = 3  # a second king
