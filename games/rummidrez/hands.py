"""Paired one-hand games of a hard RummiDrez style against normal (a measurement for tuning, not a
test; docs/AI.md, section "RummiDrez", has the figures):

    nice -n 10 python -m games.rummidrez.hands --style '{"reserve": 1}' --seeds 100-149 --out FILE

Each deal (``RummiDrez(2, seed, {"hands": 1})``; with ``--match`` the whole match to its target) is
played twice, hard in seat 0 and then in seat 1, so both seats and both first moves go to each
player once. One JSON line per hand (or match) is appended to ``--out`` as it ends (seed, hard's
seat, winner, how it ended, points, cards left, moves), and those already in the file are skipped,
so a stopped run resumes where it was. A deal is where most of the luck is: comparing two styles on
the same seeds removes it from the difference.

``--read FILE...`` summarises files of one-hand rows (``summary``).

``--peek`` deals ``Style.sample_below``'s rule the opponent's real hand instead of sampled ones: a
ceiling of that rule (what it would win knowing what it guesses), never a player of the game.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from pathlib import Path
from typing import Any

from game.intervals import share_text
from games.rummidrez import players
from games.rummidrez.engine import RummiDrez
from games.rummidrez.players import HardPlayer, Style, make_normal
from games.rummidrez.view import RummiDrezView

TARGET = 14  # the two-player match's target (engine.target_for(2))


def play(seed: int, hard_seat: int, style: Style, peek: bool = False, match: bool = False) -> dict[str, object]:
    state = RummiDrez(2, seed, {} if match else {"hands": 1})
    hard, normal = HardPlayer(style), make_normal()
    if peek:  # the sampled rule is dealt the opponent's real hand: a ceiling, never a player
        players.sample_hands = lambda view, opponent, melds, count: [list(state.hands[opponent])]
        players.read_hands = lambda view, opponent, count, reader: [list(state.hands[opponent])]
    moves = 0
    started = time.process_time()
    while not state.is_over():
        seat = state.to_act()[0]
        player = hard if seat == hard_seat else normal
        state.apply(seat, player.choose(state, seat))
        moves += 1
    view = state.view(0)
    assert isinstance(view, RummiDrezView)
    if match:  # the whole match to its target: who won it, the scores, how many hands
        won = ["hard" if s == hard_seat else "normal" for s in state.winners]
        return {
            "seed": seed,
            "hard_seat": hard_seat,
            "winner": won[0] if len(won) == 1 else None,
            "score_hard": view.scores[hard_seat],
            "score_normal": view.scores[1 - hard_seat],
            "hands": len(view.results),
            "moves": moves,
            "cpu": round(time.process_time() - started, 2),
        }
    result = view.results[-1]
    return {
        "seed": seed,
        "hard_seat": hard_seat,
        "winner": None if result.winner is None else ("hard" if result.winner == hard_seat else "normal"),
        "how": result.how,
        "points": result.points,
        "left_hard": result.left[hard_seat],
        "left_normal": result.left[1 - hard_seat],
        "moves": moves,
        "cpu": round(time.process_time() - started, 2),
    }


def seeds_of(text: str) -> list[int]:
    low, _, high = text.partition("-")
    return list(range(int(low), int(high or low) + 1))


def summary(path: Path, trials: int = 20000) -> str:
    """One line for a file of one-hand rows: hands won by hard with the interval, points for and
    against, and what those hands make of matches to 14 if each hand were dealt independently from
    them (a model: seats alternate and scores steer play in a real match; it is a reading of the
    points as well as the hands, not a measurement of matches)."""
    rows = [json.loads(line) for line in path.read_text().splitlines()]
    net = [r["points"] if r["winner"] == "hard" else -r["points"] if r["winner"] == "normal" else 0 for r in rows]
    rng = random.Random(1)
    won = 0
    for _ in range(trials):
        mine = theirs = 0
        while mine < TARGET and theirs < TARGET:
            x = rng.choice(net)
            mine, theirs = mine + max(x, 0), theirs + max(-x, 0)
        won += mine >= TARGET
    return (
        f"{path.name}: hands won {share_text(sum(x > 0 for x in net), len(net))}, points "
        f"{sum(x for x in net if x > 0)} / {-sum(x for x in net if x < 0)}; as matches to {TARGET}: "
        f"{100 * won / trials:.1f}%"
    )


def paired(path: Path, other: Path) -> str:
    """The hands two files share (same seed, same seat for hard): how many went differently, and
    hard's net points a hand in ``path`` less in ``other``, with its standard error."""

    def load(p: Path) -> dict[tuple[int, int], int]:
        rows = [json.loads(line) for line in p.read_text().splitlines()]
        sign = {"hard": 1, "normal": -1, None: 0}
        return {(r["seed"], r["hard_seat"]): sign[r["winner"]] * r["points"] for r in rows}

    a, b = load(path), load(other)
    keys = sorted(set(a) & set(b))
    diffs = [a[k] - b[k] for k in keys]
    n = len(diffs)
    mean = sum(diffs) / n
    error = (sum((d - mean) ** 2 for d in diffs) / (n - 1) / n) ** 0.5 if n > 1 else 0.0
    apart = sum((a[k] > 0) != (b[k] > 0) for k in keys)
    return f"{path.name} against {other.name}: {n} hands, {apart} won by another seat, net points a hand {mean:+.2f} (standard error {error:.2f})"



def deals_to_play(out: Path, seeds: str) -> list[tuple[int, int]]:
    """Each (deal, hard's seat) of ``seeds`` not yet in ``out``'s rows: a run resumes where it stopped."""
    done = set()
    if out.exists():
        for line in out.read_text().splitlines():
            row = json.loads(line)
            done.add((row["seed"], row["hard_seat"]))
    return [(seed, seat) for seed in seeds_of(seeds) for seat in (0, 1) if (seed, seat) not in done]


def append_rows(out: Path, rows: list[dict[str, Any]]) -> None:
    with out.open("a") as f:
        for row in rows:
            f.write(json.dumps(row) + "\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument(
        "--style", default="{}", help="Style fields as JSON (the rest as Style(); today's hard is reserve 0)"
    )
    parser.add_argument("--seeds", default="100-149", help="deals, LOW-HIGH inclusive")
    parser.add_argument("--peek", action="store_true", help="deal the sampled rule the opponent's real hand")
    parser.add_argument("--match", action="store_true", help="whole matches to the target, not one hand")
    parser.add_argument("--out", help="JSON lines, appended; hands in it are skipped")
    parser.add_argument("--read", nargs="+", type=Path, help="summarise files of one-hand rows instead")
    parser.add_argument("--against", type=Path, help="with --read: each file paired with this one")
    args = parser.parse_args()
    if args.read:
        for path in args.read:
            print(summary(path) if args.against is None else paired(path, args.against))
        return
    if not args.out:
        parser.error("--out is needed to play")
    style = Style(**json.loads(args.style))
    for seed, hard_seat in deals_to_play(Path(args.out), args.seeds):
        append_rows(Path(args.out), [play(seed, hard_seat, style, args.peek, args.match)])


if __name__ == "__main__":
    main()
