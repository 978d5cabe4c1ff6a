"""How far a Poker7 player can go against the random player with two players (issue 18): a planner of
the whole hand against random's known way of betting, reading only its seat's view. A measuring
tool, not a strength of the app (no registry name, no menu).

    nice -n 10 python -m games.poker7.ceiling --bots ceiling,random --games 50 --seed 36000 --json

plays ``game.arena.run_arena`` itself (the arena's seating and bots' seeds) with ``ceiling`` added to
the arena's names for the run. ``python -m games.poker7.ceiling --rebuild`` remakes its data
(``ceiling_data.json``, below).

Why a plan is possible. The random player picks each move of the engine's legal list alike, whatever
it holds (``game.ai.base.RandomBot``), and shows either of its two hidden cards alike. So from the
seat's view its hidden cards stay dealt at random from the cards the seat has not seen, whatever it
does, and the best reply is a plan against a known chance opponent: each of the seat's moves is worth
the expectation, over random's next moves (each legal move alike), the commons to come and random's
cards, of what the hand's end is worth. The seat plays for the game, not the chips: a hand that ends
with ``c`` of the 200 chips is worth ``W[c]``, the chance of winning the game from there (a table).

How the hand is reckoned (``Planner``):

- A betting round is played out exactly to its end (``round_tree``: the engine's heads-up betting
  rules, the engine's legal lists; the seat takes its best move, random each legal move alike; a test
  compares the model with the engine's chips over whole games). The seat's own moves are the legal
  list's (fold, check, call, the usual raise sizes, everything in), as random's.
- Where a round closes with chips behind, the hand goes on: the value is the next round's, reckoned
  the same way, and so on to the showdown. The seat's chance of winning the showdown (against a hand
  dealt at random: random's cards) is the state of the cards between rounds. For the next round it is
  the seat's own: the cards to come are dealt (before the commons 24 flops, after three 24 pairs of
  last commons, each with the chance then from 60 deals; after five, every card the rival may show,
  each with the exact chance over the rival's other card). Rounds further on are reckoned on a grid of
  chances (``GRID``) with the measured spread of the next round's chance given this round's
  (``ceiling_data.json``: ``next01``, ``next12``, ``next23``, from ``--rebuild``'s deals).
- After the showing the chance is exact (the rival's one hidden card over every card not seen).
- Everything in before the last round: the showdown at the chance now (no more betting).
- ``W`` (``ceiling_data.json``): what a hand's end is worth, by the chips held. ``--rebuild`` starts
  from the curve of the chance normal wins from each share of the chips (session 12's measure) and
  improves it by value iteration with this very planner: ``W[c]`` is set to what the planner expects
  from a new hand with ``c`` chips (both dealers alike) at grid points, read between them.

Approximations (said where the figures are given): the rounds after the next are reckoned by the
grid and the measured spread, not the seat's own cards; the chances one round ahead are estimated
from 60 deals; the seat's own bet sizes are the legal list's (any total of the range is legal; session
14 found no gain in the others); ``W`` is the value iteration's, not measured.

Two players and the standard table (100 chips, stake 2) only; with anything else the player falls
back to normal.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from pathlib import Path

from game.ai.bot import TimedBot
from game.cards.pokerdrez import figure_deck
from games.poker7 import planner
from games.poker7.hands import card_bit
from games.poker7.planner import (  # noqa: F401 (the tool's names, as before the planner moved)
    _PLANNERS,
    _SHARED,
    _TREES,
    DATA,
    GRID,
    NEXT_DEALS,
    NEXT_SAMPLES,
    NOW_SAMPLES,
    RIVER,
    STAKE,
    TOTAL,
    After,
    Context,
    Data,
    Move,
    Node,
    Planner,
    _chance,
    _key,
    _spread,
    moves,
    opening,
    play,
    read_at,
    river_chances,
    river_exact,
    round_tree,
    shared_data,
    unseen_cards,
)
from games.poker7.players import Poker7Player


class CeilingPlayer(planner.CeilingPlayer):
    """The planner as a player (two players, the standard table); normal otherwise."""

    def __init__(self, seed: int = 0, data: Data | None = None) -> None:
        super().__init__(seed, data, Poker7Player("normal", seed))


# --- the data, rebuilt ----------------------------------------------------------------------------------


def _split(row: list[float], chance: float, weight: float = 1.0) -> None:
    """Add ``weight`` at ``chance`` to a grid row, shared between the two nearest points (the mean kept)."""
    steps = len(row) - 1
    x = min(max(chance, 0.0), 1.0) * steps
    i = min(int(x), steps - 1)
    frac = x - i
    row[i] += weight * (1 - frac)
    row[i + 1] += weight * frac


def _normalised(rows: list[list[float]], columns: int) -> list[list[float]]:
    """Each row summing to one; a row never met keeps its own chance (read on the columns' grid)."""
    out = []
    for index, row in enumerate(rows):
        total = sum(row)
        if total > 0:
            out.append([round(v / total, 6) for v in row])
        else:
            alone = [0.0] * columns
            _split(alone, index / (len(rows) - 1))
            out.append(alone)
    return out


def measure_spread(hands: int, seed: int) -> dict[str, list[float] | list[list[float]]]:
    """Deal ``hands`` hands at random and note each one's chance before the commons, after three,
    after five, and after each card the rival may show (exact after five and after the showing)."""
    rng = random.Random(seed)
    bits = [card_bit(card) for card in figure_deck()]
    start = [0.0] * (GRID + 1)
    next01 = [[0.0] * (GRID + 1) for _ in range(GRID + 1)]
    next12 = [[0.0] * (GRID + 1) for _ in range(GRID + 1)]
    next23 = [[0.0] * (RIVER + 1) for _ in range(GRID + 1)]
    for _ in range(hands):
        dealt = rng.sample(bits, 7)
        mine = dealt[0] | dealt[1]
        flop = dealt[2] | dealt[3] | dealt[4]
        table = flop | dealt[5] | dealt[6]
        p0 = _chance(mine, 0, [b for b in bits if b not in dealt[:2]], 5, 200, rng)
        p1 = _chance(mine, flop, [b for b in bits if b not in dealt[:5]], 2, 150, rng)
        by_card = river_chances(mine, table, [b for b in bits if b not in dealt])
        p2 = sum(by_card.values()) / len(by_card)
        _split(start, p0)
        _split(next01[round(p0 * GRID)], p1)
        _split(next12[round(p1 * GRID)], p2)
        for p3 in by_card.values():
            _split(next23[round(p2 * GRID)], p3, 1.0 / len(by_card))
    return {
        "start": [round(v / hands, 6) for v in start],
        "next01": _normalised(next01, GRID + 1),
        "next12": _normalised(next12, GRID + 1),
        "next23": _normalised(next23, RIVER + 1),
    }


def first_worth(k: float = 3.24) -> list[float]:
    """Session 12's measured curve of normal's games won by its share of the chips, as fitted:
    ``(1 - e^(-k x)) / (1 - e^(-k))``."""
    return [(1 - math.exp(-k * c / TOTAL)) / (1 - math.exp(-k)) for c in range(TOTAL + 1)]


def improve_worth(spread: dict[str, list[float] | list[list[float]]], worth: list[float], step: int) -> list[float]:
    """One sweep of value iteration: ``W`` at every ``step`` chips set to what the planner expects of a
    new hand from there (this seat first or second alike), read between those points."""
    planner = Planner(Data({**spread, "worth": worth}))
    start: list[float] = spread["start"]  # type: ignore[assignment]
    points = list(range(0, TOTAL + 1, step))
    got = {0: 0.0, TOTAL: 1.0}
    for chips in points[1:-1]:
        got[chips] = sum(planner.hand_start(chips, first, start) for first in (0, 1)) / 2
    out = []
    for c in range(TOTAL + 1):
        low = c - c % step
        high = min(TOTAL, low + step)
        out.append(got[low] if high == low else got[low] + (got[high] - got[low]) * (c - low) / (high - low))
    return out


def rebuild(hands: int, seed: int, sweeps: int, step: int, path: Path = DATA) -> None:
    started = time.process_time()
    spread = measure_spread(hands, seed)
    print(f"spread from {hands} hands: {time.process_time() - started:.0f} CPU s", flush=True)
    worth = first_worth()
    for sweep in range(sweeps):
        new = improve_worth(spread, worth, step)
        change = max(abs(a - b) for a, b in zip(new, worth, strict=True))
        worth = new
        print(
            f"sweep {sweep + 1}: W at 50/100/150 chips {worth[50]:.3f} {worth[100]:.3f} {worth[150]:.3f}, "
            f"largest change {change:.4f}, {time.process_time() - started:.0f} CPU s",
            flush=True,
        )
    data = {**spread, "worth": [round(v, 6) for v in worth]}
    path.write_text(json.dumps(data, separators=(",", ":")) + "\n", encoding="utf-8")


# --- the tool ---------------------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    from game import arena
    from game.ai import base
    from game.intervals import share_text

    parser = argparse.ArgumentParser(prog="python -m games.poker7.ceiling", description=__doc__.split("\n\n")[0])
    parser.add_argument("--bots", default="ceiling,random", help="two of: ceiling, or the arena's bots")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=36000)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--data", type=Path, default=DATA, help="the data file to read or to write (--rebuild)")
    parser.add_argument("--rebuild", action="store_true", help="remake ceiling_data.json (the spread and W)")
    parser.add_argument("--hands", type=int, default=3000, help="--rebuild: hands dealt for the spread")
    parser.add_argument("--sweeps", type=int, default=6, help="--rebuild: value iteration sweeps of W")
    parser.add_argument("--step", type=int, default=10, help="--rebuild: W's points, every this many chips")
    args = parser.parse_args(argv)
    if args.rebuild:
        rebuild(args.hands, args.seed, args.sweeps, args.step, args.data)
        return 0
    spent: list[float] = []
    data = Data.load(args.data)
    base.BOTS["ceiling"] = lambda seed=0: TimedBot(CeilingPlayer(seed, data), spent)
    bots = args.bots.split(",")
    won: list[int] = []

    def progress(done: int, result: arena.ArenaResult) -> None:
        won.append(result.records[bots[0]].wins)
        line = f"seed {args.seed + done - 1}: {bots[0]} {result.records[bots[0]].wins}/{done}"
        print(line, file=sys.stderr if args.json else sys.stdout, flush=True)

    result = arena.run_arena("poker7", bots, 2, args.games, args.seed, progress)
    if args.json:
        cpu = {"choices": len(spent), "median": statistics.median(spent), "worst": max(spent)} if spent else {}
        per_game = [w - (won[i - 1] if i else 0) for i, w in enumerate(won)]
        print(json.dumps({**result.to_json(), "won_per_game": per_game, "cpu_per_choice": cpu}, indent=1))
    else:
        print(arena.format_result(result))
        record = result.records[bots[0]]
        print(f"{bots[0]} won {share_text(record.wins, record.games)}")
        if spent:
            print(f"CPU a choice: median {statistics.median(spent):.4f} s, worst {max(spent):.3f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
