"""Puertas knowledge for the generic search: sensible rollouts.

Uniformly random rollouts are mostly random guesses, and a random guess ends
the round with a big swing of gems, so every position looked alike. Here the
simulated Collector mostly takes cards that share an attribute with their
Door (the simulated world's Door: a determinization, not the real one), and
the simulated Guesser rarely guesses, so a simulated round is decided by the
race between a set and the deck running out. Guesses worth making are
learned in the tree, where their statistics are kept.

Every strength now plays Puertas with its own player (games/puertas/players.py);
this knowledge serves the generic search, which the ``ismcts`` yardstick still uses.
"""

from __future__ import annotations

import random

from game.ai.knowledge import GameKnowledge
from game.core import Action, GameState, Seat
from game.dama_tigre.deck import Card
from games.puertas.engine import Puertas

TAKE_MATCHING = 0.85  # how often a simulated Collector takes a card that fits their Door
GUESS_IN_ROLLOUT = 0.03  # how often a simulated Guesser gambles on a guess in a turn


def rollout_policy(state: GameState, seat: Seat, legal: list[Action], rng: random.Random) -> Action:
    if len(legal) == 1:
        return legal[0]
    assert isinstance(state, Puertas)
    first = legal[0].kind
    if first == "take":
        identity = Card(state.identities[seat])
        fitting = [a for a in legal if Card(str(a.args[1])).shares_with(identity)]
        if fitting and rng.random() < TAKE_MATCHING:
            return fitting[rng.randrange(len(fitting))]
        return legal[rng.randrange(len(legal))]
    scoring = [a for a in legal if a.kind == "score_set"]
    if scoring:
        return scoring[0]
    guesses = [a for a in legal if a.kind == "guess"]
    if guesses and rng.random() < GUESS_IN_ROLLOUT:
        return guesses[rng.randrange(len(guesses))]
    quiet = [a for a in legal if a.kind in ("discard", "end_turn")]
    if quiet:
        return quiet[rng.randrange(len(quiet))]
    return legal[rng.randrange(len(legal))]


KNOWLEDGE = GameKnowledge(rollout_policy=rollout_policy)
