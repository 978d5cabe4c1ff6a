"""Chips won per round between two computer players, for any game played for chips: matches of a fixed
number of rounds (the game's own option), two players, the seats turning each match. A measure, not a
test; each such game runs it from a small command of its own, with its own word for a round.

Prints a line per match: the chips the first player won over all rounds so far, per round, and the mean
per match with its 95% half-width."""

from __future__ import annotations

import argparse
import math
import statistics
from collections.abc import Callable
from typing import Any

from game.ai.base import make_bot
from game.core import GameState


def main(
    description: str,
    new_game: Callable[[int, int], GameState],
    chips_of: Callable[[Any, int], int],
    rounds_of: Callable[[Any], int],
    start: int,
    word: str,
) -> None:
    """``new_game(seed, rounds)``: a two-player game of ``rounds`` rounds; ``chips_of(state, seat)``
    and ``rounds_of(state)`` read the end; ``start`` is the stack; ``word``, what a round is called."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("first")
    parser.add_argument("second")
    parser.add_argument("--matches", type=int, default=60)
    parser.add_argument(f"--{word}s", dest="rounds", type=int, default=10, choices=(10, 25))
    parser.add_argument("--seed", type=int, default=5000)
    args = parser.parse_args()
    won: list[int] = []
    played: list[int] = []
    for match in range(args.matches):
        names = [args.first, args.second] if match % 2 == 0 else [args.second, args.first]
        bots = [make_bot(name, seed=match * 1009 + seat) for seat, name in enumerate(names)]
        state = new_game(args.seed + match, args.rounds)
        while not state.is_over():
            seat = state.to_act()[0]
            state.apply(seat, bots[seat].choose(state, seat))
        won.append(chips_of(state, names.index(args.first)) - start)
        played.append(rounds_of(state))
        spread = 1.96 * statistics.stdev(won) / math.sqrt(len(won)) if len(won) > 1 else 0.0
        print(
            f"[{match + 1}/{args.matches}] {args.first} vs {args.second}: {sum(won):+d} chips over "
            f"{sum(played)} {word}s = {sum(won) / sum(played):+.2f} a {word}; a match {statistics.mean(won):+.1f} "
            f"chips (±{spread:.1f})",
            flush=True,
        )
