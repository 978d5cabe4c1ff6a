"""Ludo positions for tests: a game past the roll-off with pieces placed by progress, and
dice that roll what the test says. Shared by the rules tests and the player's tests.

Progress runs along a colour's own path: -1 prison, 0 its start CORONA, up to 50 on the
track, 51-55 its home lane, 56 home."""

from __future__ import annotations

import random

from game.core import Action
from games.ludo.engine import Ludo


class ScriptedDice:
    """Stands in for the game's generator: each ``choice`` gives the next scripted face."""

    def __init__(self, *faces: int | str) -> None:
        self.faces = list(faces)

    def choice(self, options):
        face = self.faces.pop(0)
        assert face in options
        return face


def ready(positions: dict[int, list[int]] | None = None, *, players: int = 2, turn: int = 0) -> Ludo:
    """A game past the roll-off, with pieces where ``positions`` says (the rest in prison)."""
    state = Ludo(players, 0)
    state.phase = "play"
    state.rolloff_waiting = []
    state.turn = turn
    for seat, places in (positions or {}).items():
        state.pos[seat] = list(places) + [-1] * (4 - len(places))
    return state


def roll(state: Ludo, *faces: int | str) -> None:
    """The player to act rolls ``faces``; the game's own generator is put back afterwards."""
    state.rng = ScriptedDice(*faces)
    state.apply(state.to_act()[0], Action("roll"))
    state.rng = random.Random(0)
