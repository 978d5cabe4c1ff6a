"""The side of the game screen laid out together: the players panel, the moves log (or a lesson's
coach) and the status line.

After a computer's move they keep showing the position before it while the table is still moving,
then change at once when the move has landed: the board, the scores and the log change together
(Ideograma's score and log had changed before the computer's tiles reached the board)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import Seat
from scenes.game_screen.regions import Regions, below
from scenes.widgets.base import Widget

if TYPE_CHECKING:
    from scenes.game_scene import GameScene


class SidePanels:
    def __init__(self, scene: GameScene) -> None:
        self.scene = scene
        self.holding = False  # a computer's move is landing: the side still shows the position before it
        self._shown: tuple[tuple[object, ...], list[Widget]] | None = None

    def after_move(self, seat: Seat) -> None:
        self.holding = not self.scene.session.seats[seat].is_human

    def layout(self, where: Regions) -> list[Widget]:
        scene, u = self.scene, where.u
        key = (tuple(where.side), tuple(where.status), scene.lang)
        if self.holding and scene.table.animating and self._shown is not None and self._shown[0] == key:
            return self._shown[1]
        self.holding = False
        widgets = scene.players.layout(where.side, u)
        widgets += scene.guide.or_else(scene.log).layout(below(where.side, scene.players.rect, where.margin), u)
        widgets += scene.status.layout(where.status, u)
        self._shown = (key, widgets)
        return widgets

    def landed(self) -> bool:
        """Told once the table has stopped moving: True when the side must now catch up."""
        if self.holding and not self.scene.table.animating:
            self.holding = False
            return True
        return False
