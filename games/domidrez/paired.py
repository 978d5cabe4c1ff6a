"""Paired whole two-player games of a computer player's ``Level`` against normal, for trying a hard
player before the 200-game arena (docs/AI.md, DomiDrez):

    python -m games.domidrez.paired --level "Level(0, True, True, Weights(chain=3.0))" --seeds 0 100

Each seed is one game's deals, played twice with the seats swapped, so both players meet the same
cards; a line of JSON says the games the level won and its CPU seconds. ``--level`` is a Python
expression over ``games.domidrez.players`` (``Level``, ``Weights``, ``HARD``, ``NORMAL``...) and
``replace`` (``dataclasses.replace``: ``"replace(HARD, stakes=0)"``).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import time

from games.domidrez import players
from games.domidrez.engine import DomiDrez


def paired(level: players.Level, seeds: range, each: bool = False) -> dict[str, object]:
    """The games ``level`` won of two per seed; ``each``: also a line of JSON per seed as it ends
    (the seats it won, for comparing two levels seed by seed, and resuming a stopped run)."""
    wins = games = 0
    cpu = 0.0
    for seed in seeds:
        won: list[int] = []
        for seat in (0, 1):
            bots = [players.make_normal(seed * 1009 + s) for s in range(2)]
            bots[seat] = players.DomiDrezPlayer(seed * 1009 + seat, level, "tried")
            state = DomiDrez(2, seed, {})
            while not state.is_over():
                mover = state.to_act()[0]
                began = time.process_time()
                action = bots[mover].choose(state, mover)
                if mover == seat:
                    cpu += time.process_time() - began
                state.apply(mover, action)
            outcome = state.outcome()
            assert outcome is not None
            if outcome.scores[seat] > outcome.scores[1 - seat]:
                won.append(seat)
            games += 1
        wins += len(won)
        if each:
            print(json.dumps({"seed": seed, "won": won}), flush=True)
    return {"seeds": [seeds.start, seeds.stop], "wins": wins, "games": games, "cpu_seconds": round(cpu, 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--level", required=True, help='a Level, e.g. "Level(0, True, True, Weights(chain=3.0))"')
    parser.add_argument("--seeds", type=int, nargs=2, default=(0, 100), metavar=("FIRST", "STOP"))
    parser.add_argument("--each", action="store_true", help="also a line of JSON per seed as it ends")
    args = parser.parse_args()
    # a tool for the one who types it, as a REPL is
    level = eval(args.level, {"replace": dataclasses.replace, **vars(players)})
    if not isinstance(level, players.Level):
        parser.error("--level must give a players.Level")
    print(json.dumps({"level": args.level, **paired(level, range(*args.seeds), args.each)}))


if __name__ == "__main__":
    main()
