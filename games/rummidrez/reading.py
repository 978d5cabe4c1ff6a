"""How well hard's reading of the opponent's moves knows its hand (a measurement for tuning, not a
test; docs/AI.md, section "RummiDrez", has the figures):

    nice -n 10 python -m games.rummidrez.reading --seeds 104-109 --out FILE

One-hand deals of today's hard (``Style(reserve=0)``, which plays as it always does) against
normal, hard in each seat. At each of hard's turns late in the hand (both opened, the opponent at
three cards or fewer) eight hands are dealt the opponent twice from hard's view: as session 13 did
(``sample_hands``: the unseen cards, its last move read) and by ``Style.read_draws``'s reading
(``read_hands``: every move read since its opening). Then hard plays its move, and the share of
each set of hands that would go out on the table it leaves is set beside the truth (whether the
opponent's real hand goes out on it: here the grader reads the hidden hand, the players never do).
One JSON line per such lay; ``--out`` is appended to and deals already in it are skipped. The
summary: the Brier score of each share (the mean squared distance from the truth, 0 is perfect)
and the mean share where the truth is yes and where it is no.
"""

from __future__ import annotations

import argparse
import json
import statistics
from pathlib import Path

from games.rummidrez.engine import RummiDrez
from games.rummidrez.hands import append_rows, deals_to_play
from games.rummidrez.players import DrawReader, HardPlayer, Style, goes_out, make_normal, read_hands, sample_hands
from games.rummidrez.rules import decode
from games.rummidrez.view import LAY, RummiDrezView

SAMPLES = 8


def play(seed: int, hard_seat: int) -> list[dict[str, object]]:
    state = RummiDrez(2, seed, {"hands": 1})
    hard, normal, reader = HardPlayer(Style(reserve=0)), make_normal(), DrawReader()
    rows: list[dict[str, object]] = []
    while not state.is_over():
        seat = state.to_act()[0]
        if seat != hard_seat:
            state.apply(seat, normal.choose(state, seat))
            continue
        view = state.view(seat)
        assert isinstance(view, RummiDrezView)
        reader.read(view)
        opponent = 1 - seat
        late = view.opened[seat] and view.opened[opponent] and view.hand_counts[opponent] <= 3
        read = sampled = None
        if late:
            melds = [m for m in (decode(t.code) for t in view.table) if m is not None]
            read = read_hands(view, opponent, SAMPLES, reader)
            sampled = sample_hands(view, opponent, melds, SAMPLES)
        action = hard.choose(state, seat)
        state.apply(seat, action)
        if read is None or sampled is None or action.kind != LAY or state.is_over():
            continue
        after = list(state.table)
        rows.append(
            {
                "seed": seed,
                "hard_seat": hard_seat,
                "opponent_cards": view.hand_counts[opponent],
                "moves_read": len(reader.constraints(view.hand_counts[opponent])),
                "truth": goes_out(after, list(state.hands[opponent])),
                "read": sum(goes_out(after, h) for h in read) / SAMPLES,
                "sampled": sum(goes_out(after, h) for h in sampled) / SAMPLES,
            }
        )
    return rows


def summary(path: Path) -> str:
    rows = [json.loads(line) for line in path.read_text().splitlines()]
    rows = [r for r in rows if "truth" in r]
    parts = [f"{path.name}: {len(rows)} lays, the opponent went out on {sum(r['truth'] for r in rows)}"]
    for key in ("read", "sampled"):
        brier = statistics.mean((r[key] - r["truth"]) ** 2 for r in rows)
        yes = [r[key] for r in rows if r["truth"]]
        no = [r[key] for r in rows if not r["truth"]]
        parts.append(
            f"{key}: Brier {brier:.3f}, mean share {statistics.mean(yes) if yes else float('nan'):.2f} "
            f"where it goes out, {statistics.mean(no) if no else float('nan'):.2f} where not"
        )
    return "; ".join(parts)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--seeds", default="104-109", help="deals, LOW-HIGH inclusive")
    parser.add_argument("--out", type=Path, required=True, help="JSON lines, appended; deals in it are skipped")
    parser.add_argument("--read", action="store_true", help="only summarise --out")
    args = parser.parse_args()
    out: Path = args.out
    if not args.read:
        for seed, hard_seat in deals_to_play(out, args.seeds):
            append_rows(out, play(seed, hard_seat) or [{"seed": seed, "hard_seat": hard_seat}])  # a deal with none
    print(summary(out))


if __name__ == "__main__":
    main()
