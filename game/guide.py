"""A guided opening ("Show me"): the first moves of a real game, each with words that explain it.

A guide is data, kept in the game's folder (``games/<id>/guide.py``, named by ``GameSpec.guide``):
the seats, seed and options of a game, the seat the newcomer plays, and the first actions in order
(by their text encoding, as saves keep them), each with an English message id of the game's own
catalogue. Every chance result comes from the game's seeded generator, so the same actions from the
same seed show the same cards and dice every time, and the words may name them. A step is either the
newcomer's (they make that very move on the real table; another move is refused with the step's
words) or a computer's (the table shows it, the words say why, and it waits to be read).

After the last step the game goes on as an ordinary game against the computers. Nothing here knows
a game: :func:`check_guide` replays a guide on its engine, which is how a test keeps every guide
playable when a game changes.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game.core import Action, BadActionTextError, JSONValue, Seat

if TYPE_CHECKING:
    from game.core import GameState


@dataclass(frozen=True, slots=True)
class GuideStep:
    """One move of the opening: who makes it, the move (``Action.encode()``), and what is said."""

    seat: Seat
    action: str
    says: str  # an English message id in the game's catalogue


@dataclass(frozen=True, slots=True)
class Guide:
    players: int
    seed: int
    person: Seat  # the seat the newcomer plays; every other seat is a computer
    welcome: str  # said before the first step (message id)
    steps: tuple[GuideStep, ...]
    farewell: str  # said once the steps are over (message id)
    options: Mapping[str, JSONValue] = field(default_factory=dict)

    def step_at(self, state: GameState) -> GuideStep | None:
        """The step to play now: the game has made exactly as many moves as the steps before it."""
        made = len(state.history)
        return self.steps[made] if made < len(self.steps) else None

    def number_at(self, state: GameState) -> int:
        """1-based number of the step to play now (``len(steps) + 1`` once the guide is over)."""
        return min(len(state.history), len(self.steps)) + 1

    def over(self, state: GameState) -> bool:
        return self.step_at(state) is None

    def expected(self, state: GameState, seat: Seat) -> Action | None:
        """The move the guide has ``seat`` make now, if it is that seat's step."""
        step = self.step_at(state)
        if step is None or step.seat != seat:
            return None
        return Action.decode(step.action)

    def allows(self, state: GameState, seat: Seat, action: Action) -> bool:
        """Whether ``action`` by ``seat`` keeps to the guide: any move once the guide is over, else
        exactly the step's move by the step's seat."""
        step = self.step_at(state)
        return step is None or (step.seat == seat and Action.decode(step.action) == action)


class GuideError(ValueError):
    """A guide that does not replay on its game: which step and why."""


def check_guide(guide: Guide, engine: type[GameState]) -> GameState:
    """Replay ``guide`` on a new game of ``engine``: every step's move must be legal for its seat,
    and the newcomer must make at least one. Returns the state after the last step."""
    if not 0 <= guide.person < guide.players:
        raise GuideError(f"the newcomer's seat {guide.person} is not one of {guide.players}")
    if not any(step.seat == guide.person for step in guide.steps):
        raise GuideError("the newcomer makes no move")
    state = engine(guide.players, guide.seed, dict(guide.options))
    for number, step in enumerate(guide.steps, 1):
        try:
            action = Action.decode(step.action)
        except BadActionTextError as exc:
            raise GuideError(f"step {number}: {exc}") from exc
        if step.seat not in state.to_act() or not state.is_legal(step.seat, action):
            raise GuideError(
                f"step {number}: {step.action} is not legal for seat {step.seat}: "
                f"{state.why_illegal(step.seat, action)}"
            )
        state.apply(step.seat, action)
    return state
