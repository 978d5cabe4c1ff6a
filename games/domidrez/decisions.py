"""Hard's decisions scored one by one, for comparing players' choices cheaply (docs/AI.md, DomiDrez,
session 14): whole games cost minutes and their results swing on the stock's luck.

    python -m games.domidrez.decisions --seeds 3008 3060 base=HARD inf="replace(HARD, tries=8)"

Positions come from games normal plays against itself (every other turn that has a choice, while
some hand holds between ``--low`` and ``--high`` cards). At each, every level named chooses from the
seat's view as in a game; its choice is then scored on the true deal (the others' real hands), the
hand played out by normal's rule for everyone after it, averaged over 16 orders of the stock (which
nobody has seen), with ``HARD.stakes``. A line of JSON per seed: for each level the mean points a
decision above the first level's choice, with its standard error (paired over the same positions),
and how often it chose otherwise. ``--oracle`` adds the best card on the true deal: what knowing the
others' hands would be worth to a player that then plays by the rule.

It measures one card's choice with the rule after it, not a game: a player that looks further is
not scored fairly here. ``--level`` expressions as in ``games.domidrez.paired``.
"""

from __future__ import annotations

import argparse
import dataclasses
import functools
import json
import random
import time

from game.core import Action
from games.domidrez import players
from games.domidrez.engine import LINE, STOCK, DomiDrez
from games.domidrez.view import DomiDrezView, play, read_play

Deal = tuple[list[list[int]], list[int], list[int]]

SHUFFLES = 16


def candidates(state: DomiDrez, seat: int) -> list[Action]:
    """The cards hard weighs: every legal card, a neutral card with the rule's best few names."""
    view = state.view(seat)
    assert view.hand is not None
    legal = state.legal_actions(seat)
    tried: list[Action] = []
    for action in legal:
        played = read_play(action)
        if played is None:
            continue
        if not (played.card.is_neutral and played.named is not None):
            tried.append(action)
    for action in legal:
        played = read_play(action)
        if played is not None and played.card.is_neutral and played.named is not None:
            rest = players._without(view.hand, played.card)
            unseen = players.unseen_counts(view.hand, view.line, view.decks)
            names = players.best_names(rest, unseen, view.lacks[(seat + 1) % view.players], players.NAMES_TRIED)
            tried += [play(played.card, r.figure, r.colour) for r in names]
            break
    return tried


def _value(action: Action, *, values: dict[Action, float], deals: list[Deal], view: DomiDrezView, mover: int) -> float:
    """``action``'s points on the true deal, over the stock's orders (kept in ``values``)."""
    if action not in values:
        points = sum(players._play_codes(d, view, mover, action, players.HARD.stakes) for d in deals)
        values[action] = points / SHUFFLES
    return values[action]


def decisions(levels: dict[str, players.Level], n: int, seeds: range, low: int, high: int, oracle: bool) -> None:
    names = [*levels, *(["oracle"] if oracle else [])]
    total = dict.fromkeys(names, 0.0)
    squares = dict.fromkeys(names, 0.0)
    differ = dict.fromkeys(names, 0)
    cpu = dict.fromkeys(names, 0.0)
    count = 0
    for seed in seeds:
        state = DomiDrez(n, seed, {})
        bots = [players.make_normal(seed * 7 + s) for s in range(n)]
        steps = 0
        while not state.is_over() and steps < 4000:
            mover = state.to_act()[0]
            view = state.view(mover)
            legal = state.legal_actions(mover)
            if len(legal) > 1 and low <= min(view.hand_counts) <= high and steps % 2 == 0:
                hands = [list(state.hand(s)) for s in range(n)]
                shuffler = random.Random(steps)
                deals = []
                for _ in range(SHUFFLES):
                    stock = list(state.cards.cards(STOCK))
                    shuffler.shuffle(stock)
                    deals.append(players._codes(hands, stock, list(state.cards.cards(LINE)), state.decks))
                values: dict[Action, float] = {}

                value = functools.partial(_value, values=values, deals=deals, view=view, mover=mover)

                picks: dict[str, Action] = {}
                for name, level in levels.items():
                    began = time.process_time()
                    picks[name] = players.DomiDrezPlayer(seed * 13 + steps, level, name).choose(state, mover)
                    cpu[name] += time.process_time() - began
                if oracle:
                    picks["oracle"] = max(candidates(state, mover), key=value)
                base = value(picks[names[0]])
                for name, action in picks.items():
                    gain = value(action) - base
                    total[name] += gain
                    squares[name] += gain**2
                    differ[name] += action != picks[names[0]]
                count += 1
            state.apply(mover, bots[mover].choose(state, mover))
            steps += 1
        line: dict[str, object] = {"seed": seed, "positions": count}
        for name in names:
            mean = total[name] / max(count, 1)
            error = (max(0.0, squares[name] / max(count, 1) - mean**2) / max(count, 1)) ** 0.5
            line[name] = [round(mean, 3), round(error, 3)]
        line["differ"] = differ
        line["cpu"] = {name: round(c, 1) for name, c in cpu.items()}
        print(json.dumps(line), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("levels", nargs="+", metavar="NAME=LEVEL", help='e.g. base=HARD "inf=replace(HARD, tries=8)"')
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seeds", type=int, nargs=2, default=(3000, 3010), metavar=("FIRST", "STOP"))
    parser.add_argument("--low", type=int, default=0, help="the smallest hand at least this")
    parser.add_argument("--high", type=int, default=7, help="the smallest hand at most this")
    parser.add_argument("--oracle", action="store_true", help="also the best card on the true deal")
    args = parser.parse_args()
    levels: dict[str, players.Level] = {}
    for item in args.levels:
        name, _, expr = item.partition("=")
        # a tool for the one who types it, as a REPL is
        level = eval(expr, {"replace": dataclasses.replace, **vars(players)})
        if not isinstance(level, players.Level):
            parser.error(f"{name}: not a players.Level")
        levels[name] = level
    decisions(levels, args.players, range(*args.seeds), args.low, args.high, args.oracle)


if __name__ == "__main__":
    main()
