"""How two-player Poker7 hands end between two computer players, and the chips each way of ending
moves: a fold (whose, in which betting round, after somebody went all in or not) or a showdown (after
an all-in, whose and when, or without one). The first player's chips per kind of ending, and the hands
of each game it lost that moved 6 chips or more. A measure, not a test (the arena's seating and seeds):

    python -m games.poker7.hand_endings normal random --games 40 --seed 1000
"""

from __future__ import annotations

import argparse
from collections import defaultdict

from game.ai.base import make_bot
from games.poker7.engine import Poker7
from games.poker7.view import ALL_IN, FOLD, HAND_OVER, OVER


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("first")
    parser.add_argument("second")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1000)
    args = parser.parse_args()
    kinds: dict[str, list[int]] = defaultdict(lambda: [0, 0])  # kind of ending -> [hands, chips]
    wins = 0
    for index in range(args.games):
        seed = args.seed + index
        names = [args.first, args.second] if index % 2 == 0 else [args.second, args.first]
        me = index % 2  # where the first player sits, as the arena seats it
        bots = [make_bot(name, seed=seed * 1009 + seat) for seat, name in enumerate(names)]
        state = Poker7(2, seed, {})
        log: list[tuple[str, int, int]] = []
        start = state.chips.stacks[me] + state.chips.committed[me]
        shove: tuple[str, int] | None = None
        folder: tuple[str, int] | None = None
        counted = False
        while not state.is_over():
            seat = state.to_act()[0]
            action = bots[seat].choose(state, seat)
            who = "first" if seat == me else "second"
            if action.kind == ALL_IN and shove is None:
                shove = (who, state.round_index)
            if action.kind == FOLD:
                folder = (who, state.round_index)
            state.apply(seat, action)
            if state.phase in (HAND_OVER, OVER) and not counted:
                if folder is not None:
                    kind = f"fold by {folder[0]} in round {folder[1]}"
                    kind += f", after all in by {shove[0]}" if shove is not None else ""
                elif shove is not None:
                    kind = f"showdown, all in by {shove[0]} in round {shove[1]}"
                else:
                    kind = "showdown, no all-in"
                delta = state.chips.stacks[me] - start
                kinds[kind][0] += 1
                kinds[kind][1] += delta
                log.append((kind, delta, state.chips.stacks[me]))
                counted = True
            elif state.phase not in (HAND_OVER, OVER) and counted:
                start = state.chips.stacks[me] + state.chips.committed[me]
                shove = folder = None
                counted = False
        outcome = state.outcome()
        assert outcome is not None
        if me in outcome.winners:
            wins += 1
        else:
            moves = "; ".join(f"{kind}: {delta:+d} (then {chips})" for kind, delta, chips in log if abs(delta) >= 6)
            print(f"seed {seed}, lost: {moves}", flush=True)
    print(f"{args.first} won {wins} of {args.games} against {args.second}")
    for kind, (hands, chips) in sorted(kinds.items(), key=lambda item: item[1][1]):
        print(f"{kind:48s} {hands:5d} hands {chips:+7d} chips {chips / hands:+7.1f} a hand")


if __name__ == "__main__":
    main()
