"""How RummiDrez hands between two normal players end (a measurement for the players' tuning, not a
test; docs/AI.md, section "RummiDrez", has the figures):

    nice -n 10 python -m games.rummidrez.endings --seeds 100-115 > FILE

One JSON line per one-hand deal (``RummiDrez(2, seed, {"hands": 1})``, normal in both seats): the
turn each seat opened on, the winner and the cards left, the loser's last move, and, when that was
a lay, whether the winner's last hand could already go out on the table as it was before that lay
(``out_before``; false: the loser's own lay gave the winner the cards or room it lacked). It reads
the engine's hidden state: a measurement, never a player.
"""

from __future__ import annotations

import argparse
import json

from games.rummidrez.engine import RummiDrez
from games.rummidrez.players import GUARD_SECONDS, NODES, make_normal
from games.rummidrez.solver import largest_lay
from games.rummidrez.view import RummiDrezView


def ending(seed: int) -> dict[str, object]:
    state = RummiDrez(2, seed, {"hands": 1})
    normal = make_normal()
    history = []  # (seat, kind, table before, hands before)
    opened: dict[int, int] = {}
    while not state.is_over():
        seat = state.to_act()[0]
        action = normal.choose(state, seat)
        history.append((seat, action.kind, list(state.table), [list(h) for h in state.hands]))
        if action.kind == "lay" and seat not in opened:
            opened[seat] = (len(history) - 1) // 2
        state.apply(seat, action)
    view = state.view(0)
    assert isinstance(view, RummiDrezView)
    result = view.results[-1]
    winner = history[-1][0]
    last = history[-2]
    hand = history[-1][3][winner]
    row: dict[str, object] = {
        "seed": seed,
        "winner": winner,
        "left": list(result.left),
        "opened": [opened.get(0), opened.get(1)],
        "moves": len(history),
        "loser_last": last[1],
    }
    if last[1] == "lay":
        plan = largest_lay(last[2], hand, rework=True, seconds=GUARD_SECONDS, nodes=NODES)
        row["out_before"] = plan is not None and plan.laid == len(hand)
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--seeds", default="100-115", help="deals, LOW-HIGH inclusive")
    args = parser.parse_args()
    low, _, high = args.seeds.partition("-")
    for seed in range(int(low), int(high or low) + 1):
        print(json.dumps(ending(seed)), flush=True)


if __name__ == "__main__":
    main()
