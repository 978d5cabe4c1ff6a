"""Fit the leave values of the hard Ideograma player from self-play.

A command, not a test:

    python -m games.ideograma.leaves play --start 100000 --games 150 --out d1.jsonl
    python -m games.ideograma.leaves fit d1.jsonl d2.jsonl ... [--ridge 20]

``play`` plays two-player games and writes, for every turn followed by a full draw,
the tiles the player kept (the leave) and the best score the same player could make
on its next turn. The moves come from a mixed policy, so that many kinds of leave
occur: the best score (40%), the best score plus a simple hand-made leave (40%), a
random play within 12 points of the best (20%); a chunk is reproducible from its
start seed. ``fit`` regresses the next turn's best score on features of the leave
(ridge least squares): for each letter, whether one, two, three copies were kept;
the number of vowels and consonants kept; the chance that the leave and the tiles
drawn spell a word of seven (``bingo_chance``: the 50-point bonus). The weights, less the empty leave's, are
what keeping those tiles is worth: they are printed as the Python tables
``LEAVE_TILES``, ``LEAVE_BALANCE`` and ``LEAVE_BINGO`` of ``games/ideograma/players.py``.

The tables there come from 10,778 leaves: the chunks ``--start 100000 --games 150``
and ``--start 200000 --games 150``, and the first 2,695 and 2,583 lines of the chunks
``--start 300000 --games 300`` and ``--start 400000 --games 300`` (cut short when
the machine got busy; ``head -n`` gives the same lines), fitted with ``--ridge 20``.
"""

from __future__ import annotations

import argparse
import json
import random
from collections import Counter
from pathlib import Path

from games.ideograma.engine import BLANK, PASS, Ideograma
from games.ideograma.lexicon import ALPHABET
from games.ideograma.players import _leave, bingo_chance

VOWELS = frozenset("aeiou")
# The hand-made leave the hard player had before this fit (one of the data policies).
HAND_KEEP = {
    BLANK: 12.0,
    "s": 4.0,
    "e": 1.5,
    "a": 1.0,
    "r": 1.0,
    "l": 0.5,
    "n": 0.5,
    "o": 0.5,
    "q": -5.0,
    "ñ": -3.0,
    "x": -2.0,
    "j": -2.0,
    "z": -1.0,
    "v": -2.0,
    "h": -1.0,
    "y": -1.0,
    "f": -1.5,
}


def hand_leave(leave: list[str]) -> float:
    if not leave:
        return 0.0
    value = sum(HAND_KEEP.get(tile, 0.0) for tile in leave)
    counts = Counter(tile for tile in leave if tile != BLANK)
    value -= 2.5 * sum(n - 1 for n in counts.values() if n > 1)
    vowels = sum(1 for tile in leave if tile in VOWELS)
    return value - 1.5 * abs(vowels - 0.4 * len(leave))


def play(start: int, games: int, out: Path) -> None:
    rng = random.Random(start)
    with out.open("w", encoding="utf-8") as f:
        for game_seed in range(start, start + games):
            state = Ideograma(2, game_seed, {})
            pending: dict[int, tuple[list[str], int]] = {}
            while not state.is_over():
                seat = state.to_act()[0]
                plays = state.generated_plays()
                rack = list(state.racks[seat])
                top = max((p.score for p in plays.values()), default=0)
                if seat in pending:
                    leave, bag = pending.pop(seat)
                    f.write(json.dumps([leave, top, bag], ensure_ascii=False) + "\n")
                if not plays:
                    exchanges = [a for a in state.legal_actions(seat) if a.kind == "exchange"]
                    state.apply(seat, max(exchanges, key=lambda a: len(a.args)) if exchanges else PASS)
                    continue
                items = list(plays.items())
                r = rng.random()
                if r < 0.4:
                    action, chosen = max(items, key=lambda ap: ap[1].score)
                elif r < 0.8:
                    action, chosen = max(
                        items,
                        key=lambda ap: (
                            ap[1].score + hand_leave(_leave(rack, ap[1].codes)) if ap[1].score + 60 >= top else -1e9
                        ),
                    )
                else:
                    action, chosen = rng.choice([ap for ap in items if ap[1].score >= top - 12])
                leave = _leave(rack, chosen.codes)
                bag = len(state.bag)
                state.apply(seat, action)
                if bag >= 7 - len(leave):  # only leaves followed by a full draw
                    pending[seat] = (leave, bag)


TILES = [letter for letter in ALPHABET if letter not in "kw"] + [BLANK]  # no K or W tiles
BALANCES = sorted((v, c) for v in range(7) for c in range(7) if 1 <= v + c <= 6)


def features(leave: list[str]) -> list[float]:
    x = [1.0]
    counts = Counter(leave)
    for tile in TILES:
        x.extend(1.0 if counts[tile] >= k else 0.0 for k in (1, 2, 3))
    vowels = sum(1 for tile in leave if tile in VOWELS)
    consonants = len(leave) - vowels - counts[BLANK]
    x.extend(1.0 if (vowels, consonants) == vc else 0.0 for vc in BALANCES)
    x.append(bingo_chance(leave))
    return x


def fit(paths: list[Path], ridge: float) -> None:
    import numpy as np

    rows = [json.loads(line) for path in paths for line in path.read_text(encoding="utf-8").splitlines()]
    X = np.array([features(leave) for leave, _, _ in rows])
    y = np.array([float(best) for _, best, _ in rows])
    penalty = ridge * np.eye(X.shape[1])
    penalty[0, 0] = penalty[-1, -1] = 0.0  # the constant and the chance of a seven are not shrunk
    w = np.linalg.solve(X.T @ X + penalty, X.T @ y)
    seen = X.sum(axis=0)
    print(
        f"# {len(rows)} leaves; next turn's best score: {y.mean():.1f} on average, "
        f"{w[0] + w[-1] * bingo_chance([]):.1f} after an empty leave"
    )
    print("LEAVE_TILES: dict[str, tuple[float, float, float]] = {")
    for i, tile in enumerate(TILES):
        weights = [float(w[1 + 3 * i + k]) if seen[1 + 3 * i + k] else 0.0 for k in range(3)]
        print(f'    "{tile}": ({weights[0]:.1f}, {weights[1]:.1f}, {weights[2]:.1f}),')
    print("}")
    print("LEAVE_BALANCE: dict[tuple[int, int], float] = {")
    base = 1 + 3 * len(TILES)
    for j, vc in enumerate(BALANCES):
        if seen[base + j]:
            print(f"    {vc}: {float(w[base + j]):.1f},")
    print("}")
    print(f"LEAVE_BINGO = {float(w[-1]):.1f}  # points per unit of chance of a seven")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("play")
    p.add_argument("--start", type=int, required=True)
    p.add_argument("--games", type=int, required=True)
    p.add_argument("--out", type=Path, required=True)
    f = sub.add_parser("fit")
    f.add_argument("paths", type=Path, nargs="+")
    f.add_argument("--ridge", type=float, default=20.0)
    args = parser.parse_args()
    if args.command == "play":
        play(args.start, args.games, args.out)
    else:
        fit(args.paths, args.ridge)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
