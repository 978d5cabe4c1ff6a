"""How long Ideograma takes to list the legal actions of a rack holding two blanks.

A command, not a test: ``python -m games.ideograma.blanks_bench [--repeat N] [--json]``.

The positions are reproducible: a two-player game from a fixed seed, a number of
turns of best-scoring play (the normal computer player's choice: the highest score,
the first listed among equals), then the rack of the player to act is swapped for a
fixed one (its tiles go back to the bag, the wanted ones come from the bag), so the
hundred tiles still add up. Each timing starts with every cache emptied.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time

from games.ideograma import engine as ideograma_module
from games.ideograma.engine import BLANK, PASS, Ideograma
from games.ideograma.players import make_hard, make_normal

# (seed, turns of best play, rack: upper-case letters, ? for a blank, Ñ)
POSITIONS = [(4, 8, "??AERST"), (5, 8, "??EILNO"), (8, 8, "??CDEOU")]


def tile(letter: str) -> str:
    return BLANK if letter == "?" else letter.lower()


def best_play_position(seed: int, turns: int, greatest_among_equals: bool = False) -> Ideograma:
    """A two-player game from ``seed`` after ``turns`` of best-scoring play: among plays of the best
    score the first listed (the normal player's choice), or the greatest action (the positions the
    generator's tests in tests/rules/test_ideograma.py were written on)."""
    state = Ideograma(2, seed)
    for _ in range(turns):
        seat = state.to_act()[0]
        plays = state.generated_plays()
        if not plays:
            state.apply(seat, PASS)
            continue
        top = max(play.score for play in plays.values())
        best = [action for action, play in plays.items() if play.score == top]
        state.apply(seat, max(best) if greatest_among_equals else best[0])
    return state


def give_rack(state: Ideograma, rack: str) -> Ideograma:
    """The seat to act holds ``rack``; its old tiles go back to the bag, the new ones come from it
    (or from an opponent's rack, who gets the bag's last tile instead)."""
    seat = state.turn
    state.bag.extend(state.racks[seat])
    state.racks[seat] = []
    for letter in rack:
        wanted = tile(letter)
        if wanted not in state.bag:
            other = next(s for s in range(state.players) if s != seat and wanted in state.racks[s])
            state.racks[other].remove(wanted)
            state.racks[other].append(state.bag.pop())
            state.racks[other].sort(key=ideograma_module._tile_order)
            state.bag.append(wanted)
        state.bag.remove(wanted)
        state.racks[seat].append(wanted)
    state.racks[seat].sort(key=ideograma_module._tile_order)
    state._legal = None
    state._plays = None
    assert state.invariant_violations() == []
    return state


def forget_everything(state: Ideograma) -> None:
    state._legal = None
    state._plays = None
    ideograma_module._REMEMBERED.clear()
    ideograma_module._remembered_count[0] = 0


def measure(repeat: int) -> list[dict]:
    rows = []
    for seed, turns, rack in POSITIONS:
        state = give_rack(best_play_position(seed, turns), rack)
        seconds = []
        cpu_seconds = []
        for _ in range(repeat):
            forget_everything(state)
            started, cpu_started = time.perf_counter(), time.process_time()
            actions = state.legal_actions(state.turn)
            seconds.append(time.perf_counter() - started)
            cpu_seconds.append(time.process_time() - cpu_started)
        plays = [a for a in actions if a.kind == "play"]
        bots = {}
        for name, make in (("normal", make_normal), ("hard", make_hard)):
            forget_everything(state)
            started = time.perf_counter()
            choice = make(0).choose(state, state.turn)
            bots[name] = {"seconds": round(time.perf_counter() - started, 3), "choice": choice.encode()}
        rows.append(
            {
                "seed": seed,
                "turns": turns,
                "rack": rack,
                "tiles_on_board": sum(1 for c in state.board if c),
                "legal_actions": len(actions),
                "plays": len(plays),
                "best_score": max(state.generated_plays()[a].score for a in plays) if plays else None,
                "min_seconds": round(min(seconds), 3),
                "median_seconds": round(statistics.median(seconds), 3),
                "min_cpu_seconds": round(min(cpu_seconds), 3),
                "bots": bots,
            }
        )
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    rows = measure(args.repeat)
    if args.json:
        print(json.dumps(rows, indent=2))
    else:
        for row in rows:
            print(
                f"seed {row['seed']} after {row['turns']} turns ({row['tiles_on_board']} tiles on the board), "
                f"rack {row['rack']}: {row['plays']} plays listed, best {row['best_score']} points, "
                f"legal_actions {row['min_seconds']} s (min of {args.repeat}), {row['median_seconds']} s median, "
                f"{row['min_cpu_seconds']} s CPU; "
                + ", ".join(f"{name} player {bot['seconds']} s ({bot['choice']})" for name, bot in row["bots"].items())
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
