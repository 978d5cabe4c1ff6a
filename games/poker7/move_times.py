"""CPU time of one computer move, over positions of 2, 4 and 8 players reached by 0-40 random moves.
A measure, not a test (CPU time: a busy machine inflates wall time far more):

    python -m games.poker7.move_times --positions 25

Fresh players at random positions never open normal's gate (it reads the rival over a game), so
``--games N`` times normal's every real choice over N whole games against random instead, seated and
seeded as the arena seats them (``python -m game arena poker7 --bots normal,random --players 2 --seed
S``), one process as the arena is (the planner's tables of a stack size built once a process): CPU and
wall, the moves with the gate open apart, and a digest of normal's moves (two runs that choose alike
print the same digest)::

    python -m games.poker7.move_times --games 8 --seed 37300
"""

from __future__ import annotations

import argparse
import hashlib
import random
import statistics
import time

from game.ai.base import RandomBot
from game.core import Action, GameState, Seat
from games.poker7.engine import Poker7
from games.poker7.players import Poker7Player


def move_times(strength: str, positions: int) -> list[float]:
    times: list[float] = []
    for players in (2, 4, 8):
        for seed in range(positions):
            state = Poker7(players, seed, {})
            random_player, rng = RandomBot(seed), random.Random(seed)
            for _ in range(rng.randrange(40)):
                if state.is_over():
                    break
                seat = state.to_act()[0]
                state.apply(seat, random_player.choose(state, seat))
            if state.is_over():
                continue
            seat = state.to_act()[0]
            started = time.process_time()
            Poker7Player(strength, seed).choose(state, seat)
            times.append(time.process_time() - started)
    return times


class _Timed:
    """Normal, each real choice noted: (CPU s, wall s, gate open), and every move it made."""

    def __init__(self, player: Poker7Player, noted: list[tuple[float, float, bool]], moves: list[str]) -> None:
        self.player, self.noted, self.moves, self.name = player, noted, moves, player.name

    def choose(self, state: GameState, seat: Seat) -> Action:
        cpu, wall = time.process_time(), time.perf_counter()
        action = self.player.choose(state, seat)
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        if len(state.legal_actions(seat)) > 1:
            self.noted.append((cpu, wall, self.player.reads_random()))
        self.moves.append(action.encode())
        return action


def gated_times(games: int, seed: int) -> tuple[list[tuple[float, float, bool]], str]:
    """Normal against random over ``games`` whole games from ``seed``, as the arena plays them."""
    from game import arena
    from game.ai import base

    noted: list[tuple[float, float, bool]] = []
    moves: list[str] = []
    made = base.BOTS["normal"]
    base.BOTS["normal"] = lambda seed=0: _Timed(Poker7Player("normal", seed), noted, moves)
    try:
        arena.run_arena("poker7", ["normal", "random"], 2, games, seed)
    finally:
        base.BOTS["normal"] = made
    return noted, hashlib.sha256("\n".join(moves).encode()).hexdigest()[:16]


def _line(label: str, noted: list[tuple[float, float, bool]]) -> str:
    if not noted:
        return f"{label}: no moves"
    cpu, wall = [n[0] for n in noted], [n[1] for n in noted]
    return (
        f"{label}: {len(noted)} moves, CPU median {statistics.median(cpu):.4f} s, worst {max(cpu):.3f} s; "
        f"wall median {statistics.median(wall):.4f} s, worst {max(wall):.3f} s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--positions", type=int, default=25, help="seeds per player count")
    parser.add_argument("--games", type=int, default=0, help="whole games of normal against random instead")
    parser.add_argument("--seed", type=int, default=37300, help="--games: the first game's seed")
    args = parser.parse_args()
    if args.games:
        noted, digest = gated_times(args.games, args.seed)
        print(_line("normal, every choice", noted), flush=True)
        print(_line("normal, the gate open", [n for n in noted if n[2]]), flush=True)
        print(_line("normal, the gate shut", [n for n in noted if not n[2]]), flush=True)
        print(f"normal's moves: digest {digest}", flush=True)
        return
    for strength in ("easy", "normal", "hard"):
        times = move_times(strength, args.positions)
        print(
            f"{strength}: {len(times)} moves, median {statistics.median(times) * 1000:.1f} ms, "
            f"worst {max(times) * 1000:.1f} ms of CPU",
            flush=True,
        )


if __name__ == "__main__":
    main()
