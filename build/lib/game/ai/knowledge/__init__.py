"""Optional game knowledge for the generic search, by game id.

A game's spec names its knowledge (``GameSpec.knowledge``, usually
``games/<id>/knowledge.py:KNOWLEDGE``), a :class:`GameKnowledge`. Everything in it receives only determinized states
(what the searching seat may know, the rest resampled), never the true state.

- ``evaluate(state)``: one value per seat, in the units of the final reward:
  between 0 (certain loss) and 1 (certain win) for competitive games; an
  estimate of the final score for solitaire and cooperative games.
- ``rollout_cutoff``: random actions played before ``evaluate`` is asked.
- ``rollout_policy(state, seat, legal, rng)``: an action for rollouts instead
  of a uniformly random one (it must return one of ``legal``).
- ``fair_opponents``: in plain single-observer search the other seats choose, in
  the tree, as if they knew the searching seat's secrets (those are the same in
  every determinization). With this set, half the iterations are played in a
  world resampled from one opponent's point of view and feed only that
  opponent's choices, so opponents are modelled without that knowledge; the
  other half feed only the searching seat's choices. Tried on Puertas: 28 of 40
  games against random (70%) against 134 of 200 (67%) without it, no clear gain,
  so no game sets it yet.

Naming a module in a spec imports nothing until a bot first plays that game.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from game.core import Action, GameState, Seat
from game.registry import SPECS
from game.spec import load

Evaluate = Callable[[GameState], tuple[float, ...]]
RolloutPolicy = Callable[[GameState, Seat, list[Action], random.Random], Action]


@dataclass(frozen=True, slots=True)
class GameKnowledge:
    evaluate: Evaluate | None = None
    rollout_cutoff: int = 20
    rollout_policy: RolloutPolicy | None = None
    fair_opponents: bool = False


NO_KNOWLEDGE = GameKnowledge()

_loaded: dict[str, GameKnowledge] = {}


def knowledge_for(game_id: str) -> GameKnowledge:
    """What the game's spec names as its knowledge, or none."""
    found = _loaded.get(game_id)
    if found is None:
        spec = SPECS.get(game_id)
        found = load(spec.knowledge) if spec is not None and spec.knowledge else NO_KNOWLEDGE
        _loaded[game_id] = found
    return found
