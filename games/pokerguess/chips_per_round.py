"""Chips won per round between two computer players: matches of a fixed number of rounds (the game's
``rounds`` option), two players, the seats turning each match. A measure, not a test:

    python -m games.pokerguess.chips_per_round normal random --matches 60 --rounds 10

Prints a line per match: the chips the first player won over all rounds so far, per round, and the mean
a match with its 95% interval (normal approximation over matches).
"""

from __future__ import annotations

import argparse
import math
import statistics

from game.ai.base import make_bot
from games.pokerguess.engine import TABLES, PokerGuess


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("first")
    parser.add_argument("second")
    parser.add_argument("--matches", type=int, default=60)
    parser.add_argument("--rounds", type=int, default=10, choices=(10, 25))
    parser.add_argument("--seed", type=int, default=5000)
    args = parser.parse_args()
    start = TABLES["standard"][0]
    won: list[int] = []
    played: list[int] = []
    for match in range(args.matches):
        names = [args.first, args.second] if match % 2 == 0 else [args.second, args.first]
        bots = [make_bot(name, seed=match * 1009 + seat) for seat, name in enumerate(names)]
        state = PokerGuess(2, args.seed + match, {"rounds": args.rounds})
        while not state.is_over():
            seat = state.to_act()[0]
            state.apply(seat, bots[seat].choose(state, seat))
        won.append(state.chips.stacks[names.index(args.first)] - start)
        played.append(state.round_number)
        spread = 1.96 * statistics.stdev(won) / math.sqrt(len(won)) if len(won) > 1 else 0.0
        print(
            f"[{match + 1}/{args.matches}] {args.first} vs {args.second}: {sum(won):+d} chips over "
            f"{sum(played)} rounds = {sum(won) / sum(played):+.2f} a round; a match {statistics.mean(won):+.1f} "
            f"chips (±{spread:.1f})",
            flush=True,
        )


if __name__ == "__main__":
    main()
