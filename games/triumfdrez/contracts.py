"""The arena's games with the contracts counted: who wins, and how often each strength makes the
contract it declares (issue 20 asks for it). A measurement, not a test; docs/AI.md has the figures.

    python -m games.triumfdrez.contracts --bots hard,normal --players 2 --games 24 --seed 0 --out FILE

It plays exactly the games of ``python -m game arena triumfdrez`` with the same arguments (the same
game seeds, bot seeds and seating, turning one place a game; TriumfDrez never has two seats to act
at once), so blocks of games (``--seed`` a multiple of the player count apart) add up to one long
run. Each finished game is appended to ``--out`` as one JSON line, so a stopped run keeps what it
played and a rerun of the same command plays only the games missing; ``--sum FILE...`` adds the
lines up.
"""

from __future__ import annotations

import argparse
import json
from collections import defaultdict
from pathlib import Path

from game.ai.base import make_bot
from game.arena import MAX_ACTIONS, seating_for
from game.intervals import wilson
from games.triumfdrez.engine import TriumfDrez


def play(bots: list[str], players: int, index: int, seed: int) -> dict[str, object]:
    """Game ``index`` of an arena run from ``seed``: its seating, places and contracts."""
    seating = seating_for(bots, players)
    game_seed = seed + index
    names = [seating[(s + index) % players] for s in range(players)]
    players_at = [make_bot(name, seed=game_seed * 1009 + s) for s, name in enumerate(names)]
    state = TriumfDrez(players, game_seed, {})
    steps = 0
    while not state.is_over() and steps < MAX_ACTIONS:
        seat = state.to_act()[0]
        state.apply(seat, players_at[seat].choose(state, seat))
        steps += 1
    outcome = state.outcome()
    return {
        "game": game_seed,
        "names": names,
        "placing": list(outcome.placing) if outcome else None,
        "contracts": [[names[r.contract.declarer], r.contract.bid.tricks, r.taken, r.made] for r in state.results],
    }


def summary(lines: list[dict[str, object]]) -> str:
    """Wins per bot name as the arena counts them (first place not shared by everybody; a pair's win
    counts for each of its seats' names once a game), and contracts made per declaring strength."""
    wins: dict[str, int] = defaultdict(int)
    draws = 0
    made: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for line in lines:
        names, placing = line["names"], line["placing"]
        assert isinstance(names, list) and isinstance(placing, list)
        if all(p == 1 for p in placing):
            draws += 1
        else:
            for name in {n for n, p in zip(names, placing, strict=True) if p == 1}:
                wins[name] += 1
        contracts = line["contracts"]
        assert isinstance(contracts, list)
        for who, _bid, _taken, ok in contracts:
            made[who][0] += int(ok)
            made[who][1] += 1
    games = len(lines)
    out = [f"{games} games, {draws} shared by everybody"]
    for name, won in sorted(wins.items()):
        low, high = wilson(won, games)
        out.append(f"{name} won {won}/{games} ({100 * won / games:.1f}%, {100 * low:.1f}-{100 * high:.1f}%)")
    for name, (ok, declared) in sorted(made.items()):
        share = 100 * ok / declared if declared else 0.0
        out.append(f"{name} declared {declared} hands and made {ok} ({share:.1f}%)")
    return "\n".join(out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bots", default="hard,normal")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, help="append one JSON line per game here")
    parser.add_argument("--sum", type=Path, nargs="+", help="only add up these files' lines")
    args = parser.parse_args()
    if args.sum:
        lines = [json.loads(text) for path in args.sum for text in path.read_text().splitlines() if text.strip()]
        print(summary(lines))
        return
    bots = args.bots.split(",")
    lines = []
    done = set()
    if args.out and args.out.exists():  # resume: the games already in the file are not played again
        done = {json.loads(text)["game"] for text in args.out.read_text().splitlines() if text.strip()}
    for index in range(args.games):
        if args.seed + index in done:
            continue
        line = play(bots, args.players, index, args.seed)
        lines.append(line)
        if args.out:
            with args.out.open("a") as sink:
                sink.write(json.dumps(line) + "\n")
    print(summary(lines))


if __name__ == "__main__":
    main()
