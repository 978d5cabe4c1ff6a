"""RummiDrez's computer players, reading only their seat's view (their hand, the table, who opened).

- easy: the listed lay that puts the most cards down (runs seen in the hand, single cards added to
  the ends of runs on the table); it never takes the table apart;
- normal: the largest lay there is, the table reworked as much as it takes (the integer program of
  ``solver.py``, solved by HiGHS); draws when nothing can be laid;
- hard: as normal, but keeps its neutral cards in hand unless laying them lets it go out, or
  nothing else can be laid (a neutral card in hand fits almost any run later).

Each lays whenever it can (a player who holds cards back gives the others time to go out).
"""

from __future__ import annotations

from game.cards.pokerdrez import NEUTRAL
from game.core import Action, GameState, Seat
from games.rummidrez.rules import decode
from games.rummidrez.solver import Plan, largest_lay
from games.rummidrez.view import LAY, RummiDrezView, lay, read_lay

OPENING = 7
LONGEST_ACTION = 200
SECONDS = {"normal": 0.7, "hard": 1.2}


def _laid_count(action: Action) -> int:
    read = read_lay(action)
    if read is None:
        return 0
    taken, put = read
    count = 0
    for code in put:
        meld = decode(code)
        count += len(meld) if meld is not None else 0
    for code in taken:
        meld = decode(code)
        count -= len(meld) if meld is not None else 0
    return count


class RummiDrezPlayer:
    def __init__(self, name: str) -> None:
        self.name = name

    def choose(self, state: GameState, seat: Seat) -> Action:
        view = state.view(seat)
        assert isinstance(view, RummiDrezView)
        return self.choose_from_view(view)

    def choose_from_view(self, view: RummiDrezView) -> Action:
        fallback = view.legal[0]  # draw, or pass when the stock is empty
        listed = [a for a in view.legal if a.kind == LAY]
        if self.name == "easy" or view.hand is None:
            return max(listed, key=_laid_count, default=fallback)
        plan = self._plan(view)
        if plan is None:
            return max(listed, key=_laid_count, default=fallback)
        action = lay([m.code for m in plan.put], [m.code for m in plan.taken])
        if len(action.encode()) > LONGEST_ACTION:  # too many runs for one saved move: the listed lay
            return max(listed, key=_laid_count, default=fallback)
        return action

    def _plan(self, view: RummiDrezView) -> Plan | None:
        assert view.hand is not None and view.seat is not None
        opened = view.opened[view.seat]
        table = [decode(m.code) for m in view.table] if opened else []
        melds = [m for m in table if m is not None]
        seconds = SECONDS.get(self.name, 1.0)
        plan = largest_lay(melds, view.hand, rework=opened, seconds=seconds)
        if plan is None or (not opened and plan.laid < OPENING):
            return None
        if self.name == "hard" and NEUTRAL in view.hand and plan.laid < len(view.hand):
            kept = largest_lay(melds, view.hand, rework=opened, hold=frozenset({NEUTRAL}), seconds=seconds)
            if kept is not None and (opened or kept.laid >= OPENING):
                return kept
        return plan


def make_easy(seed: int = 0) -> RummiDrezPlayer:
    return RummiDrezPlayer("easy")


def make_normal(seed: int = 0) -> RummiDrezPlayer:
    return RummiDrezPlayer("normal")


def make_hard(seed: int = 0) -> RummiDrezPlayer:
    return RummiDrezPlayer("hard")
