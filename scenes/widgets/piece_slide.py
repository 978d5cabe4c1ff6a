"""One piece sliding across a board: the last move shown as a journey, not a jump.

A table keeps one ``PieceSlide`` and, when a fresh move arrives, ``start``\\ s it with the move
(origin and target cell; an origin below 0 is a piece entering from off the board) and the pieces
as they stood before it. Each frame ``advance`` moves it on; ``shown`` says what a cell draws
meanwhile (the origin is empty, a piece taken stays on the target until the mover lands) and
``at`` where the mover is between two rectangles. ``finish`` lands it at once (a click or a key).
The motion setting is honoured: with motion off a slide starts finished.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Generic, TypeVar

import pygame

from scenes import motion

P = TypeVar("P")


@dataclass(eq=False)
class PieceSlide(Generic[P]):
    seconds: float  # how long the journey takes
    progress: float = 1.0  # 0 at the origin, 1 landed
    move: tuple[int, int] | None = None
    before: dict[int, P] = field(default_factory=dict)

    @property
    def sliding(self) -> bool:
        return self.progress < 1.0 and self.move is not None

    def start(self, move: tuple[int, int], before: dict[int, P]) -> None:
        self.before = dict(before)
        self.move = move
        self.progress = 0.0 if motion.enabled() else 1.0

    def advance(self, dt: float) -> bool:
        """Move on by ``dt`` seconds (the first step no longer than a 60th, whatever the frame
        that started it cost); whether anything changed."""
        if self.progress >= 1.0:
            return False
        step = min(dt, motion.FIRST_STEP) if self.progress == 0.0 else dt
        self.progress = min(1.0, self.progress + step / self.seconds)
        return True

    def finish(self) -> None:
        self.progress = 1.0

    def shown(self, cell: int, piece: P | None) -> P | None:
        """What ``cell`` (holding ``piece`` after the move) draws while the mover is on its way."""
        if not self.sliding:
            return piece
        assert self.move is not None
        origin, target = self.move
        if cell == target:
            return self.before.get(cell)  # a piece taken stays until the mover lands
        if cell == origin:
            return None
        return piece

    def at(self, start: pygame.Rect, end: pygame.Rect) -> tuple[float, float]:
        """The mover's centre now, on its way from ``start`` to ``end`` (eased)."""
        t = motion.ease(self.progress)
        return (
            start.centerx + (end.centerx - start.centerx) * t,
            start.centery + (end.centery - start.centery) * t,
        )
