"""Where a hard RummiDrez style departs from laying all it can, was it right? (a measurement for
tuning, not a test; docs/AI.md, section "RummiDrez", has the figures):

    nice -n 10 python -m games.rummidrez.rollouts --style '{"reserve": 0, "sample_below": 3}' \\
        --seeds 200-229 --rollouts 8 --out FILE

Paired one-hand games (games/rummidrez/hands.py) cannot see a rule that acts once or twice a hand:
any different move changes every later draw, so about half the hands of two nearly equal styles
differ and each pair's outcome is as good as dealt again. Here hard (the style given) plays one-hand
games against normal (each deal twice, hard in seat 0, then 1); at every move where the style laid
another number of cards than laying all it can (neutrals kept) would, the position is played on
both ways, its own choice and laying all, ``--rollouts`` times each, both seats then playing as
normal, each time with the stock shuffled anew (the same shuffles for both ways; the hands as they
really were, which is one draw of what hard guessed). One JSON line per such move (its cards and
the opponent's, the cards each way lays, hands won and points for each way), appended to ``--out``;
deals already in it are skipped. This reads the engine's hidden state: a measurement, never a player.
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path
from typing import Any

from game.core import Action
from games.rummidrez import players
from games.rummidrez.engine import RummiDrez
from games.rummidrez.solver import Plan
from games.rummidrez.view import RummiDrezView, draw, lay


def action_of(plan: Plan) -> Action:
    return draw() if plan.laid == 0 else lay([m.code for m in plan.put], [m.code for m in plan.taken])


def finish(state: RummiDrez, seat: int) -> tuple[int, int]:
    """Play the hand out, both seats as normal: (1 if ``seat`` wins, its points, negative if lost)."""
    normal = players.make_normal()
    while not state.is_over():
        s = state.to_act()[0]
        state.apply(s, normal.choose(state, s))
    view = state.view(0)
    assert isinstance(view, RummiDrezView)
    result = view.results[-1]
    won = result.winner == seat
    return int(won), result.points if won else -result.points


def deal(seed: int, hard_seat: int, style: players.Style, rollouts: int) -> list[dict[str, Any]]:
    departures: list[tuple[RummiDrez, int, Action, Action, int, int]] = []
    current: dict[str, RummiDrez] = {}
    original = players.HardPlayer._plan
    # what laying all it can means here: the same player with nothing held back but its neutrals
    lay_all_player = players.HardPlayer(players.Style(reserve=0))

    def watched(self: players.HardPlayer, view: RummiDrezView) -> Plan | None:
        chosen = original(self, view)
        if self is lay_all_player:
            return chosen
        lay_all = original(lay_all_player, view)
        if chosen is not None and lay_all is not None and chosen.laid != lay_all.laid:
            assert view.seat is not None
            departures.append(
                (current["state"].clone(), view.seat, action_of(chosen), action_of(lay_all), chosen.laid, lay_all.laid)
            )
        return chosen

    players.HardPlayer._plan = watched  # type: ignore[method-assign]
    try:
        state = RummiDrez(2, seed, {"hands": 1})
        hard, normal = players.HardPlayer(style), players.make_normal()
        while not state.is_over():
            seat = state.to_act()[0]
            current["state"] = state
            state.apply(seat, (hard if seat == hard_seat else normal).choose(state, seat))
    finally:
        players.HardPlayer._plan = original  # type: ignore[method-assign]
    rows = []
    for position, seat, own, lay_all, laid_own, laid_all in departures:
        rng = random.Random(seed * 1000 + len(position.stock))
        won, points = [0, 0], [0, 0]
        for _ in range(rollouts):
            order = list(position.stock)
            rng.shuffle(order)
            for way, action in enumerate((own, lay_all)):
                branch = position.clone()
                branch.stock = list(order)
                branch._legal = None
                branch.apply(seat, action)
                w, p = finish(branch, seat)
                won[way] += w
                points[way] += p
        rows.append(
            {
                "seed": seed,
                "hard_seat": hard_seat,
                "mine": len(position.hands[seat]),
                "opponent": len(position.hands[1 - seat]),
                "laid_own": laid_own,
                "laid_all": laid_all,
                "rollouts": rollouts,
                "won_own": won[0],
                "won_all": won[1],
                "points_own": points[0],
                "points_all": points[1],
            }
        )
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--style", default='{"reserve": 0, "sample_below": 3}', help="Style fields as JSON")
    parser.add_argument("--seeds", default="200-229", help="deals, LOW-HIGH inclusive")
    parser.add_argument("--rollouts", type=int, default=8, help="stock shuffles per way")
    parser.add_argument("--out", required=True, help="JSON lines, appended; deals in it are skipped")
    args = parser.parse_args()
    style = players.Style(**json.loads(args.style))
    out = Path(args.out)
    done_file = out.with_suffix(out.suffix + ".deals")
    done = set(done_file.read_text().split()) if done_file.exists() else set()
    low, _, high = args.seeds.partition("-")
    for seed in range(int(low), int(high or low) + 1):
        for hard_seat in (0, 1):
            if f"{seed}:{hard_seat}" in done:
                continue
            rows = deal(seed, hard_seat, style, args.rollouts)
            with out.open("a") as f:
                for row in rows:
                    f.write(json.dumps(row) + "\n")
            with done_file.open("a") as f:
                f.write(f"{seed}:{hard_seat}\n")


if __name__ == "__main__":
    main()
