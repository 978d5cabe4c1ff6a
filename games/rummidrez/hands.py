"""Paired one-hand games of a hard RummiDrez style against normal (a measurement for tuning, not a
test; docs/AI.md, section "RummiDrez", has the figures):

    nice -n 10 python -m games.rummidrez.hands --style '{"reserve": 1}' --seeds 100-149 --out FILE

Each deal (``RummiDrez(2, seed, {"hands": 1})``; with ``--match`` the whole match to its target) is
played twice, hard in seat 0 and then in seat 1, so both seats and both first moves go to each
player once. One JSON line per hand (or match) is appended to ``--out`` as it ends (seed, hard's
seat, winner, how it ended, points, cards left, moves), and those already in the file are skipped,
so a stopped run resumes where it was. A deal is where most of the luck is: comparing two styles on
the same seeds removes it from the difference.

``--peek`` deals ``Style.sample_below``'s rule the opponent's real hand instead of sampled ones: a
ceiling of that rule (what it would win knowing what it guesses), never a player of the game.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from games.rummidrez import players
from games.rummidrez.engine import RummiDrez
from games.rummidrez.players import HardPlayer, Style, make_normal
from games.rummidrez.view import RummiDrezView


def play(seed: int, hard_seat: int, style: Style, peek: bool = False, match: bool = False) -> dict[str, object]:
    state = RummiDrez(2, seed, {} if match else {"hands": 1})
    hard, normal = HardPlayer(style), make_normal()
    if peek:  # the sampled rule is dealt the opponent's real hand: a ceiling, never a player
        players.sample_hands = lambda view, opponent, melds, count: [list(state.hands[opponent])]
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


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--style", default="{}", help="Style fields as JSON (the rest as HARD)")
    parser.add_argument("--seeds", default="100-149", help="deals, LOW-HIGH inclusive")
    parser.add_argument("--peek", action="store_true", help="deal the sampled rule the opponent's real hand")
    parser.add_argument("--match", action="store_true", help="whole matches to the target, not one hand")
    parser.add_argument("--out", required=True, help="JSON lines, appended; hands in it are skipped")
    args = parser.parse_args()
    style = Style(**json.loads(args.style))
    out = Path(args.out)
    done = set()
    if out.exists():
        for line in out.read_text().splitlines():
            row = json.loads(line)
            done.add((row["seed"], row["hard_seat"]))
    for seed in seeds_of(args.seeds):
        for hard_seat in (0, 1):
            if (seed, hard_seat) in done:
                continue
            row = play(seed, hard_seat, style, args.peek, args.match)
            with out.open("a") as f:
                f.write(json.dumps(row) + "\n")


if __name__ == "__main__":
    main()
