"""What the soak costs a game, in CPU seconds, and proof that two trees played the same games.

    python tools/soak_cost.py pokerdrez4 domidrez --games 3 --seed 11 [--start K] [--root OTHER_TREE]

Plays games 0 .. N-1 (K .. K+N-1 with ``--start``) of each game exactly as ``python -m game soak
GAME --games-per-game N --seed S`` does (the same configurations, seeds and players) and prints, per game, the CPU
seconds of this process (wall time says more about the load than about the code), the
number of actions and a hash of every game's moves: two trees that print the same actions and
hash played the same games, so their CPU figures compare the checks alone. ``--root`` runs
another checkout's code (an export of an older commit) for a before/after pair.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import time
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="+")
    parser.add_argument("--games", dest="count", type=int, default=3)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--start", type=int, default=0, help="the first game (a chunk of a longer run)")
    parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parent.parent)
    args = parser.parse_args(argv)
    sys.path.insert(0, str(args.root.resolve()))
    import game.soak as soak

    moves = [hashlib.sha256()]
    plain = soak.checked_playout

    def recorded(state, *rest, **options):  # type: ignore[no-untyped-def]
        report = plain(state, *rest, **options)
        moves[0].update(" ".join(f"{seat}:{action.encode()}" for seat, action in state.history).encode())
        moves[0].update(b"\n")
        return report

    soak.checked_playout = recorded
    for game_id in args.games:
        moves[0] = hashlib.sha256()
        began = time.process_time()
        result = soak.soak_game(game_id, args.count, seed=args.seed, start=args.start)
        cpu = time.process_time() - began
        print(
            f"{game_id} ({soak.__file__}): {result.games} games, {result.actions} actions, "
            f"{cpu:.2f} CPU s, {cpu / max(1, result.games):.3f} CPU s a game, "
            f"violations {len(result.violations)}, moves {moves[0].hexdigest()[:16]}",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
