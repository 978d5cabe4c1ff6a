"""Whose turn, and whose view is on the table. Nothing here draws.

- Which view is drawn: the human seat to act; while a computer acts, the last human seat shown;
  with no humans at all, seat 0.
- Pass-and-play: in a game with hidden information, when the next person to act is not the one
  whose view was last shown and their view holds a secret (``view_holds_secrets``), a curtain
  replaces the whole table (``curtain_for``), unless the game says the two share their secrets
  (``GameState.shares_secrets``: partners who show their cards). After a move it falls once the
  table has stopped moving (``curtain_next``), so the player sees their card land; until then the
  table keeps that player's view and takes no input.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import Seat

if TYPE_CHECKING:
    from scenes.game_scene import GameScene


class Turns:
    def __init__(self, scene: GameScene) -> None:
        self.scene = scene
        self.shown_seat: Seat | None = None  # the human whose view was last on the table
        self.curtain_for: Seat | None = None  # the person the device goes to next
        self.curtain_next: Seat | None = None  # the same, once the last move has finished moving

    @property
    def state(self) -> Any:
        return self.scene.session.state

    def human_to_act(self) -> Seat | None:
        for seat in self.state.to_act():
            if self.scene.session.seats[seat].is_human:
                return seat
        return None

    def computer_to_act(self) -> Seat | None:
        # During a guided opening a computer acts only on its own step, even when the game lets it
        # act at the same time as the person (a simultaneous choice).
        guide = self.scene.session.guide
        step = guide.step_at(self.state) if guide is not None else None
        for seat in self.state.to_act():
            if not self.scene.session.seats[seat].is_human and (step is None or step.seat == seat):
                return seat
        return None

    @property
    def pass_and_play(self) -> bool:
        return self.state.hidden_information and len(self.scene.session.humans()) > 1

    def decide(self) -> None:
        """Pick the seat whose view is drawn, raising the curtain when the device must change hands."""
        if self.state.is_over() or self.computer_to_act() is not None:
            return
        seat = self.human_to_act()
        if seat is None:
            return
        if (self.pass_and_play and seat != self.shown_seat and self.state.view_holds_secrets(seat)
                and not self._shared(seat)):
            if self.shown_seat is None:
                self.curtain_for = seat  # nobody's view has been shown yet: nothing to watch land
            else:
                self.curtain_next = seat
        elif self.curtain_for is None:
            self.shown_seat = seat

    def _shared(self, seat: Seat) -> bool:
        """The person who last looked may stay for ``seat``'s turn (the game says they share secrets)."""
        shown = self.shown_seat
        return shown is not None and bool(self.state.shares_secrets(seat, shown))

    def table_settled(self, moving: bool) -> bool:
        """Told every frame whether the table still moves: a curtain waiting for the move to land falls
        now. True when it fell."""
        if self.curtain_next is None or moving:
            return False
        self.curtain_for, self.curtain_next = self.curtain_next, None
        return True

    def reveal(self) -> None:
        """The person the curtain waited for is at the device."""
        self.shown_seat = self.curtain_for
        self.curtain_for = None

    def viewer(self) -> Seat | None:
        if self.curtain_for is not None:
            return None
        if self.curtain_next is not None:
            return self.shown_seat  # the one who just played watches their move land, nobody else's view
        if self.computer_to_act() is None and not self.state.is_over():
            seat = self.human_to_act()
            if seat is not None:
                return seat
        if self.shown_seat is not None:
            return self.shown_seat
        humans = self.scene.session.humans()
        if not humans:
            return 0
        # Before any person has been shown the table in pass-and-play, show nobody's secrets.
        return None if self.pass_and_play else humans[0]

    def may_act(self) -> bool:
        seat = self.viewer()
        return (seat is not None and self.curtain_for is None and self.curtain_next is None
                and not self.scene.computers.busy
                and not self.state.is_over() and seat in self.state.to_act()
                and self.scene.session.seats[seat].is_human)
