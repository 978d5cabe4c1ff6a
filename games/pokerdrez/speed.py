"""PokerDrez speed, a benchmark and not a test: ``PYTHONPATH=. python -m games.pokerdrez.speed``
(the engine), ``... --moves N`` (the computer players' move times).

Engine: CPU seconds (``time.process_time``: the machine is shared, and wall time counts the
waits), the best of three runs. Random play is whole games through the checked ``apply``; the rest
is what a searching player does at every node, measured on positions sampled along random games.

Players: each strength chooses in the same N positions of the card phase, met along games between
two normal players (seeds 500 on); the median and the longest choice, in wall-clock seconds (what
a person waits) and CPU seconds (what the load does not change)."""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable

from games.pokerdrez.engine import PokerDrez


def best(run: Callable[[], float], repeats: int = 3) -> float:
    return max(run() for _ in range(repeats))


def random_play(games: int = 10) -> float:
    """Actions per CPU second over whole games of random play."""
    actions = 0
    started = time.process_time()
    for index in range(games):
        state = PokerDrez(2, index, {})
        rng = random.Random(index)
        while not state.is_over():
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            actions += 1
    return actions / (time.process_time() - started)


def sample_positions(games: int = 6, share: float = 0.05) -> list[PokerDrez]:
    rng = random.Random(1)
    positions = []
    for index in range(games):
        state = PokerDrez(2, index, {})
        while not state.is_over():
            seat = state.to_act()[0]
            if rng.random() < share:
                positions.append(state.clone())
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    return positions


def per_second(positions: list[PokerDrez], work: Callable[[PokerDrez], object], count: int = 2000) -> float:
    def run() -> float:
        started = time.process_time()
        for index in range(count):
            work(positions[index % len(positions)])
        return count / (time.process_time() - started)

    return best(run)


def main() -> None:
    positions = sample_positions()
    rng = random.Random(2)

    def fresh_legal(state: PokerDrez) -> None:
        other = state.clone()
        other._legal = None
        if other.to_act():
            other.legal_actions(other.to_act()[0])

    def clone_apply(state: PokerDrez) -> None:
        if state.to_act():
            seat = state.to_act()[0]
            action = state.legal_actions(seat)[0]
            state.clone()._apply(seat, action)

    def determinize(state: PokerDrez) -> None:
        state.determinize(state.to_act()[0] if state.to_act() else 0, rng)

    plies = statistics.fmean(len(state.board.move_stack) for state in positions)
    print(f"{len(positions)} positions, {plies:.0f} plies on average")
    print(f"random play (checked apply)       {best(random_play):8.0f} actions/s")
    print(f"clone                             {per_second(positions, PokerDrez.clone):8.0f} /s")
    print(f"determinize                       {per_second(positions, determinize):8.0f} /s")
    print(f"clone + legal actions anew        {per_second(positions, fresh_legal):8.0f} /s")
    print(f"clone + _apply (verdict included) {per_second(positions, clone_apply):8.0f} /s")


def move_times(count: int) -> None:
    from games.pokerdrez.engine import PHASE_PLAY
    from games.pokerdrez.players import make_easy, make_hard, make_normal

    positions: list[PokerDrez] = []
    game = 0
    while len(positions) < count:
        state = PokerDrez(2, 500 + game, {})
        players = (make_normal(game), make_normal(game + 1))
        game += 1
        while not state.is_over() and len(positions) < count:
            seat = state.to_act()[0]
            choices = state.legal_actions(seat)
            if state.phase == PHASE_PLAY and len(choices) > 1 and not any(a.kind == "swap" for a in choices):
                if len(state.board.move_stack) % 3 == 0:
                    positions.append(state.clone())
            state.apply(seat, players[seat].choose(state, seat))
    for name, make in (("easy", make_easy), ("normal", make_normal), ("hard", make_hard)):
        wall: list[float] = []
        cpu: list[float] = []
        for index, state in enumerate(positions):
            bot = make(index)
            seat = state.to_act()[0]
            started, started_cpu = time.perf_counter(), time.process_time()
            bot.choose(state, seat)
            wall.append(time.perf_counter() - started)
            cpu.append(time.process_time() - started_cpu)
        print(
            f"{name:<7} {len(wall)} moves: median {statistics.median(wall):.3f} s, longest {max(wall):.3f} s "
            f"(CPU: median {statistics.median(cpu):.3f} s, longest {max(cpu):.3f} s)",
            flush=True,
        )


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "--moves":
        move_times(int(sys.argv[2]))
    else:
        main()
