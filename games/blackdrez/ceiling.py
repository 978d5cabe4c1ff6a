"""How far a BlackDrez player can go with two players (issue 20): the best reply to a known
opponent, and a peeking oracle for scale. A measuring tool, not a shipped strength.

``python -m games.blackdrez.ceiling --bots reply-random,random --games 50 --seed 80000 --json``
plays ``game.arena.run_arena`` itself (the arena's seating and bot seeds) with these players added
to the arena's names for the run:

- ``reply-random``: the best reply to the random player's known policy (each legal move equally
  likely), reading only its seat's view. Within a round it is exact: every legal choice of its own
  (Jokers, stands), every figure the next card may be, weighed by the cards of each figure left
  (the view counts them; the order is never read), and the other seat's every legal move weighed
  equally. Across rounds it plays for the game (a win is 1, a draw ``Plan.draw``, a loss 0): once a
  round ends with at most ``Plan.exact`` cards left in the deck, the rest of the game is reckoned
  exactly too (every deal the deck may give, weighed by the figures' counts, each later round
  reckoned the same way, the dealer turning as D8 says); with more cards left, the chance of winning
  is approximated by a normal curve for the rest of the game's margin (``Plan.drift`` cards a card
  left in the deck, variance ``Plan.spread`` a card left).
- ``reply-normal``: the same against the counting rule (Normal's; the tool's bot ``counting`` plays
  it too): what hard is, within a round (hard's round ends use
  ``players.win_chance`` at every depth, this one is exact near the end).
- ``ReplyPlayer(seed, NORMAL_REPLY)`` is ``reply-random`` without exact ends, playing for wins
  alone: the player session 14 tried as Normal and put back (it lives here, not in ``players``, which
  this module reads).
- ``oracle-random``, ``oracle-normal`` (against ``random`` and ``counting``): a player that PEEKS at the order of the deck (never a
  player: the scale of the deal's luck). It reckons the whole game exactly from the true order,
  the other seat as random (every legal move equally likely) or counting.

Two players and the whole deck (``rounds`` 0) only; with anything else the players fall back to
Normal's counting rule.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from collections.abc import Iterator
from dataclasses import dataclass, replace

from game.ai.bot import TimedBot
from game.ai.player import LevelPlayer
from game.core import Action, GameState, Seat
from games.blackdrez.engine import ELEVEN, JOKER_HIGH, JOKER_LOW, BlackDrez, joker_count, low_total
from games.blackdrez.players import (
    FACES,
    MOVES,
    NORMAL,
    BlackDrezPlayer,
    Move,
    Reckoning,
    Seat4,
    _points,
    counting,
)
from games.blackdrez.view import ACTIVE, DRAW, JOKERS, PHASE_PLAY, BlackDrezView

RANDOM, COUNTING = "random", "counting"
COUNTING_LEVEL = NORMAL  # the counting rule, Normal's
STEP = JOKER_HIGH - JOKER_LOW
DEAL = 4  # two cards each, two players


@dataclass(frozen=True)
class Plan:
    other: str = RANDOM  # the other seat's known policy: RANDOM or COUNTING (Normal's rule)
    risk: float = NORMAL.risk  # the counting rule's risk, for COUNTING
    exact: int = 8  # a round's end with at most this many cards left: the rest reckoned exactly
    drift: float = 0.3  # the rest of the game's margin, expected, a card left (approximation)
    spread: float = 2.8  # its variance a card left (approximation)
    draw: float = 0.5  # a drawn game's worth (the arena counts only wins: 0 plays for wins alone)


# Measured rests of a game (session 12, two players, 200 games, 54 cards): normal against random
# +16.0 cards (sd 12.4), so +0.3 a card and variance 2.8 a card; normal against normal, 0 and 3.8.
REPLY_RANDOM = Plan()
REPLY_NORMAL = Plan(other=COUNTING, drift=0.0, spread=3.8)


def dealt(first: int, second: int) -> Seat4:
    """A seat's two dealt figures (Pawn 0 .. Joker 5) reduced as the reckoning reads them: D2 for a
    deal (rules 2): Jokers at 6 when some choice makes 11, else as many as stay within 11."""
    low = FACES[first] + FACES[second]
    jokers = (first == 5) + (second == 5)
    high = next((h for h in range(jokers + 1) if low + STEP * h == ELEVEN), None)
    if high is None:
        high = jokers
        while high > 0 and low + STEP * high > ELEVEN:
            high -= 1
    return (low, jokers, high, 2)


def ending(margin: int, draw: float) -> float:
    return 1.0 if margin > 0 else draw if margin == 0 else 0.0


def _phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


SHARED: dict[Plan, Ends] = {}  # each plan's round ends, remembered across moves and games


class Round(Reckoning):
    """A round of two seats reckoned for the game: ``me`` (index 0) maximises, the other follows
    ``plan.other``; a round's end is worth ``ends.value`` of the margin it leaves. ``deck`` is
    whatever ``ends`` says a deck is (the figures' counts, or a place in a known order)."""

    def __init__(self, root: tuple[Seat4, Seat4], margin: int, i_deal: bool, plan: Plan, ends: Ends) -> None:
        # Reckoning's fields, set here without a view (a round may start from an imagined deal)
        self.root = root
        self.margin = margin
        self.i_deal = i_deal
        self.plan = plan
        self.ends = ends
        self.risk = plan.risk
        self.players = 2
        self.dead = 0
        self.for_game = True
        self.final = False
        self.seen: dict[tuple[object, ...], float] = {}

    @classmethod
    def from_view(cls, view: BlackDrezView, me: Seat, plan: Plan, ends: Ends) -> Round:
        other = 1 - me

        def reduced(seat: Seat) -> Seat4:
            cards = view.tables[seat]
            return (low_total(cards), joker_count(cards), view.jokers_high[seat], len(cards))

        margin = view.piles[me] - view.piles[other]
        return cls((reduced(me), reduced(other)), margin, view.dealer == me, plan, ends)

    def moves(self, seats: tuple[Seat4, Seat4], deck: object, turn: int, switched: bool) -> list[Move]:
        return super().moves(seats, self.ends.counts(deck), turn, switched)

    def value(self, seats: tuple[Seat4, Seat4], deck: object, turn: int, stood: bool, switched: bool) -> float:
        key = (seats, deck, turn, stood, switched)
        known = self.seen.get(key)
        if known is not None:
            return known
        moves = self.moves(seats, deck, turn, switched)
        if turn == 0:
            result = max(self.after(seats, deck, turn, stood, move) for move in moves)
        elif self.plan.other == RANDOM:  # every legal move equally likely
            result = sum(self.after(seats, deck, turn, stood, move) for move in moves) / len(moves)
        else:
            move = self.counting(seats[1], self.ends.counts(deck), moves)
            result = self.after(seats, deck, turn, stood, move)
        self.seen[key] = result
        return result

    def after(self, seats: tuple[Seat4, Seat4], deck: object, turn: int, stood: bool, move: Move) -> float:
        if move != DRAW:
            return super().after(seats, deck, turn, stood, move)  # type: ignore[arg-type]
        total = weights = 0.0
        for weight, figure, rest in self.ends.draws(deck):
            total += weight * self.card(seats, rest, turn, figure)  # type: ignore[arg-type]
            weights += weight
        return total / weights

    def worth(self, mine: int, others: int, deck: object) -> float:
        # the next round is dealt by the seat that did not deal this one (D8, two players)
        return self.ends.value(self.margin + mine - others, deck, not self.i_deal)

    def choose(self, switched: bool, stood: bool, deck: object) -> Move:
        """The move worth most now (``me``'s turn)."""
        moves = self.moves(self.root, deck, 0, switched)
        return max(moves, key=lambda move: self.after(self.root, deck, 0, stood, move))


class Ends:
    """What a round's end is worth to ``me``, from the view's counts of the figures left: exact once
    at most ``plan.exact`` cards are left (every deal, every later round reckoned), else a normal
    curve. Values are remembered across moves and games (they depend on nothing else)."""

    def __init__(self, plan: Plan) -> None:
        self.plan = plan
        self.memo: dict[tuple[int, tuple[int, ...], bool], float] = {}

    def counts(self, deck: object) -> tuple[int, ...]:
        assert isinstance(deck, tuple)
        return deck

    def draws(self, deck: object) -> Iterator[tuple[float, int, object]]:
        assert isinstance(deck, tuple)
        for index, count in enumerate(deck):
            if count:
                yield count, index, deck[:index] + (count - 1,) + deck[index + 1 :]

    def value(self, margin: int, deck: object, i_deal: bool) -> float:
        assert isinstance(deck, tuple)
        left = sum(deck)
        if left < DEAL:  # D7: no new deal, the game is over
            return ending(margin, self.plan.draw)
        if left > self.plan.exact:
            return self.guess(margin, left)
        key = (margin, deck, i_deal)
        known = self.memo.get(key)
        if known is None:
            known = self.memo[key] = self.deal(margin, deck, i_deal)
        return known

    def guess(self, margin: int, left: int) -> float:
        """The chance of winning (a draw at ``plan.draw``), the rest of the game's margin taken as
        normal with mean ``drift * left`` and variance ``spread * left``."""
        mean = margin + self.plan.drift * left
        sd = math.sqrt(self.plan.spread * left)
        lose_or_draw = _phi((0.5 - mean) / sd)
        lose = _phi((-0.5 - mean) / sd)
        return (1.0 - lose_or_draw) + self.plan.draw * (lose_or_draw - lose)

    def deal(self, margin: int, deck: tuple[int, ...], i_deal: bool) -> float:
        """Every deal of four cards from ``deck``: the non-dealer's first, the dealer's, the
        non-dealer's, the dealer's (``Table.deal``), weighed by the figures' counts."""
        hands: dict[tuple[tuple[int, int], tuple[int, int], tuple[int, ...]], float] = {}
        for p1, f1, d1 in self.draws(deck):
            for p2, f2, d2 in self.draws(d1):
                for p3, f3, d3 in self.draws(d2):
                    for p4, f4, d4 in self.draws(d3):
                        first, second = (min(f1, f3), max(f1, f3)), (min(f2, f4), max(f2, f4))
                        mine, theirs = (second, first) if i_deal else (first, second)
                        assert isinstance(d4, tuple)
                        key = (mine, theirs, d4)
                        hands[key] = hands.get(key, 0.0) + p1 * p2 * p3 * p4
        total = sum(hands.values())
        return (
            sum(
                weight * self.start(margin, mine, theirs, rest, i_deal)
                for (mine, theirs, rest), weight in hands.items()
            )
            / total
        )

    def start(self, margin: int, mine: tuple[int, int], theirs: tuple[int, int], rest: object, i_deal: bool) -> float:
        """A round's worth from its deal: 11s at once (one takes the four cards, two share them),
        else the lower total plays first, the non-dealer when tied (D3)."""
        seats = (dealt(*mine), dealt(*theirs))
        eleven = [_points(s) == ELEVEN for s in seats]
        if all(eleven):
            return self.value(margin, rest, not i_deal)
        if eleven[0]:
            return self.value(margin + DEAL, rest, not i_deal)
        if eleven[1]:
            return self.value(margin - DEAL, rest, not i_deal)
        a, b = _points(seats[0]), _points(seats[1])
        turn = 0 if a < b else 1 if b < a else (1 if i_deal else 0)
        return Round(seats, margin, i_deal, self.plan, self).value(seats, rest, turn, False, False)


class Known(Ends):
    """The same ends for a peeking oracle: the deck is a place in the true order (figures, top first),
    so a draw has one outcome and every later deal is known: the whole game is reckoned exactly."""

    def __init__(self, plan: Plan, order: tuple[int, ...]) -> None:
        super().__init__(plan)
        self.order = order
        suffix: list[tuple[int, ...]] = [(0,) * 6]
        for figure in reversed(order):
            counts = list(suffix[-1])
            counts[figure] += 1
            suffix.append(tuple(counts))
        self.suffix = suffix[::-1]  # suffix[place]: the figures' counts of order[place:]
        self.known: dict[tuple[int, int, bool], float] = {}

    def counts(self, deck: object) -> tuple[int, ...]:
        assert isinstance(deck, int)
        return self.suffix[deck]

    def draws(self, deck: object) -> Iterator[tuple[float, int, object]]:
        assert isinstance(deck, int)
        if deck < len(self.order):
            yield 1.0, self.order[deck], deck + 1

    def value(self, margin: int, deck: object, i_deal: bool) -> float:
        assert isinstance(deck, int)
        if len(self.order) - deck < DEAL:
            return ending(margin, self.plan.draw)
        key = (margin, deck, i_deal)
        known = self.known.get(key)
        if known is None:
            o = self.order
            a, b, c, d = o[deck : deck + DEAL]
            first, second = (min(a, c), max(a, c)), (min(b, d), max(b, d))
            mine, theirs = (second, first) if i_deal else (first, second)
            known = self.known[key] = self.start(margin, mine, theirs, deck + DEAL, i_deal)
        return known


def to_action(move: Move) -> Action:
    return MOVES[move] if isinstance(move, str) else Action(JOKERS, (move,))


def fits(view: BlackDrezView) -> bool:
    return view.players == 2 and view.rounds == 0 and view.phase == PHASE_PLAY and view.status.count(ACTIVE) == 2


# The plan session 14 tried as Normal's (not Normal's): to random, for wins alone, every round's end by the normal curve (the
# exact last 8 cards won the same games on 400 deals at up to 5.7 s CPU a choice; this, 0.57 s)
NORMAL_REPLY = Plan(exact=0, draw=0.0)


def reply_to(view: BlackDrezView, seat: Seat, plan: Plan) -> Action:
    """The best reply's choice from the view alone (two in the round, its turn, ``fits``)."""
    ends = SHARED.setdefault(plan, Ends(plan))
    reckoning = Round.from_view(view, seat, plan, ends)
    return to_action(reckoning.choose(view.switched, bool(view.stood), view.deck_figures))


class ReplyPlayer(LevelPlayer[BlackDrezView, Plan]):
    """The best reply to a known policy (its level: the ``Plan``), reading only its seat's view and
    legal actions (``game.ai.player``)."""

    view_type = BlackDrezView

    def __init__(self, seed: int = 0, plan: Plan = REPLY_RANDOM, name: str = "reply-random") -> None:
        super().__init__(seed, plan, name)

    @property
    def plan(self) -> Plan:
        return self.level

    def decide(self, state: GameState, seat: Seat, view: BlackDrezView, legal: list[Action]) -> Action:
        if not fits(view):
            return counting(view, seat, legal, NORMAL.risk)
        return self.reply(state, seat, view)

    def reply(self, state: GameState, seat: Seat, view: BlackDrezView) -> Action:
        """The reply's choice with two in the round, its turn (``fits``)."""
        return reply_to(view, seat, self.plan)


class OraclePlayer(ReplyPlayer):
    """PEEKS at the deck's order (``state.cards``): the whole game reckoned exactly from it, the other
    seat following ``plan.other``. For scale only: no player may do this."""

    def __init__(self, seed: int = 0, plan: Plan = REPLY_RANDOM, name: str = "oracle-random") -> None:
        super().__init__(seed, plan, name)
        self.known: Known | None = None

    def reply(self, state: GameState, seat: Seat, view: BlackDrezView) -> Action:
        assert isinstance(state, BlackDrez)
        top_first = tuple(int(card.figure or 0) - 1 for card in reversed(state.cards.cards("deck")))
        known = self.known
        if known is None or known.order[len(known.order) - len(top_first) :] != top_first:
            known = self.known = Known(self.plan, top_first)  # a new game: the full order now
        place = len(known.order) - len(top_first)
        reckoning = Round.from_view(view, seat, self.plan, known)
        return to_action(reckoning.choose(view.switched, bool(view.stood), place))


PLAYERS = {
    "reply-random": lambda seed=0: ReplyPlayer(seed, REPLY_RANDOM, "reply-random"),
    "reply-normal": lambda seed=0: ReplyPlayer(seed, REPLY_NORMAL, "reply-normal"),
    "oracle-random": lambda seed=0: OraclePlayer(seed, REPLY_RANDOM, "oracle-random"),
    "oracle-normal": lambda seed=0: OraclePlayer(seed, REPLY_NORMAL, "oracle-normal"),
}


def main(argv: list[str] | None = None) -> int:
    from game import arena
    from game.ai import base

    parser = argparse.ArgumentParser(prog="python -m games.blackdrez.ceiling", description=__doc__.split("\n\n")[0])
    parser.add_argument("--bots", required=True, help=f"two of: {', '.join(PLAYERS)}, or the arena's bots")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--exact", type=int, default=None, help="cards left from which the rest is reckoned exactly")
    parser.add_argument("--draw", type=float, default=None, help="a drawn game's worth to the reply (default 0.5)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    changes: dict[str, float] = {}
    if args.exact is not None:
        changes["exact"] = args.exact
    if args.draw is not None:
        changes["draw"] = args.draw
    spent: dict[str, list[float]] = {}
    for name, plan in (("reply-random", REPLY_RANDOM), ("reply-normal", REPLY_NORMAL)):
        adjusted = replace(plan, **changes)  # type: ignore[arg-type]
        oracle = "oracle" + name[5:]
        base.BOTS[name] = lambda seed=0, p=adjusted, n=name: TimedBot(ReplyPlayer(seed, p, n), spent.setdefault(n, []))
        base.BOTS[oracle] = lambda seed=0, p=adjusted, n=oracle: TimedBot(OraclePlayer(seed, p, n), spent.setdefault(n, []))
    bots = args.bots.split(",")
    # each game's cards for the first bot and the second (its score less the run's total before it)
    games: list[dict[str, int]] = []
    totals = dict.fromkeys(bots, 0.0)

    def progress(done: int, result: arena.ArenaResult) -> None:
        now = {name: result.records[name].score_total for name in bots}
        games.append({"seed": args.seed + done - 1, **{name: int(now[name] - totals[name]) for name in bots}})
        totals.update(now)

    # the counting rule as a bot of its own (Normal's; ``reply-normal`` replies to it)
    base.BOTS["counting"] = lambda seed=0: BlackDrezPlayer(seed, COUNTING_LEVEL, "counting")
    result = arena.run_arena("blackdrez", bots, 2, args.games, args.seed, progress)
    if args.json:
        # CPU seconds a choice (``time.process_time``, choices with more than one legal move)
        cpu = {
            name: {"choices": len(times), "median": statistics.median(times), "worst": max(times)}
            for name, times in spent.items()
            if times
        }
        print(json.dumps({**result.to_json(), "per_game": games, "cpu_per_choice": cpu}))
    else:
        print(arena.format_result(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
