"""A search of the rest of a two-player hand, for Poker7's normal and hard players (session 9).

Why: against a player who bets again and again, the chance of winning the pot now is not what a call
is worth. A call buys the next cards, but also the rival's next bets: a middling hand that calls now
often folds to the rival's later raise, and loses what it put in. So each choice the seat has now is
played out to the end of the hand, many times, against a model of the rival's answers:

- **Worlds.** The cards the seat cannot see are dealt at random (as ``chance_to_win`` does, a rival
  read as strong keeps the best of several pairs): the rival's hidden cards, the commons still to come
  and the card the rival will show. Only the seat's view is read.
- **What the seat will know.** In each world the seat's chance is estimated again as the view will
  be at each later betting round (three commons, five, the rival's shown card), by dealing what it
  will not see then; its later choices in the play-out read only that estimate, never the world.
- **The rival's answers.** Each of its legal moves (the engine's list: fold, call or check, the three
  usual raises, everything in) with the same weight: exactly how the random yardstick plays, and a
  loose rival's moves are close to it. A careful rival's strength shows in its cards instead (read as
  the best of two hands, ``Poker7Player._read_as_strong``).
- **Later choices of the seat.** A plain rule (``_later``): a call that ends the betting is made when
  it makes the game likelier won; a smaller bet is called at the pot's odds and a margin; a strong
  hand bets the pot. The choice now is the one whose play-outs end best on average; every choice
  meets the same worlds and the same rival moves (fewer false differences).
- **What the chips are worth.** Not the chips but the chance of winning the game with them: holding a
  share ``x`` of all the chips is taken to be worth ``1 - (1 - x) ** plan`` (``plan`` 3.5: nine games
  in ten won from an even start, as the target asks). Risking an even stack then asks for about nine
  chances in ten; a short stack doubles up from about six in ten (at 17% of the chips, 63%), where
  folding and waiting would wear it down. Session 9 first tried ``(1 - e^(-k x)) / (1 - e^(-k))``:
  with k = 4 it put everything in at 87% with even stacks (half the random player's answers to
  everything in are folds); with k = 6.5 a short stack folded 73% to everything in, hand after hand.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.core import Action
from games.poker7.hands import rank_of_mask
from games.poker7.view import ALL_IN, CALL, CHECK, FOLD, RAISE, Poker7View, raise_total

FOLD_, CHECK_, CALL_, RAISE_, ALL_IN_ = 0, 1, 2, 3, 4
ME, RIVAL = 0, 1


@dataclass(frozen=True, slots=True)
class SearchStyle:
    worlds: int  # deals of what the seat cannot see
    inner: int  # samples for each later estimate of the chance, in each world
    replies: int  # play-outs of the rival's moves in each world
    plan: float  # the curve of the chips' worth (above); 1: chips as they are


class Betting:
    """A two-seat betting round as the shared chips module plays it (no limit, the smallest raise
    the last full raise or the stake), small and mutable for the play-outs: seat 0 is the searching
    seat, 1 its rival."""

    __slots__ = (
        "street",
        "stacks",
        "bets",
        "committed",
        "highest",
        "full",
        "acted",
        "turn",
        "first",
        "stake",
        "folded",
    )

    def __init__(self) -> None:
        self.street = 0
        self.stacks = [0, 0]
        self.bets = [0, 0]
        self.committed = [0, 0]
        self.highest = 0
        self.full = 0
        self.acted = [False, False]
        self.turn = ME
        self.first = ME
        self.stake = 1
        self.folded = -1

    def copy(self) -> Betting:
        other = Betting.__new__(Betting)
        other.street = self.street
        other.stacks = self.stacks[:]
        other.bets = self.bets[:]
        other.committed = self.committed[:]
        other.highest = self.highest
        other.full = self.full
        other.acted = self.acted[:]
        other.turn = self.turn
        other.first = self.first
        other.stake = self.stake
        other.folded = self.folded
        return other

    def options(self, who: int) -> list[tuple[int, int]]:
        """The engine's legal list for ``who``: (kind, raise total)."""
        bets, stacks, highest = self.bets, self.stacks, self.highest
        owes = highest - bets[who]
        top = bets[who] + stacks[who]
        other = 1 - who
        found: list[tuple[int, int]] = []
        if owes > 0:
            found.append((FOLD_, 0))
            found.append((CALL_, 0))
        else:
            found.append((CHECK_, 0))
        if top > highest and bets[other] + stacks[other] > highest:
            smallest = highest + max(self.full, self.stake)
            raise_from = smallest if smallest < top else top
            to_call = owes if owes < stacks[who] else stacks[who]
            pot_after_call = self.committed[0] + self.committed[1] + to_call
            for total in sorted({raise_from, highest + pot_after_call // 2, highest + pot_after_call}):
                if raise_from <= total < top:
                    found.append((RAISE_, total))
            found.append((ALL_IN_, 0))
        return found

    def _put(self, who: int, amount: int) -> None:
        self.stacks[who] -= amount
        self.bets[who] += amount
        self.committed[who] += amount

    def play(self, who: int, kind: int, total: int) -> bool:
        """Make a move; True when the hand's betting is over (a fold, or nobody left to bet)."""
        if kind == FOLD_:
            self.folded = who
            return True
        if kind == ALL_IN_:
            total = self.bets[who] + self.stacks[who]
            if total <= self.highest:
                kind = CALL_
        if kind == CALL_:
            owes = self.highest - self.bets[who]
            self._put(who, owes if owes < self.stacks[who] else self.stacks[who])
        elif kind in (RAISE_, ALL_IN_):
            size = total - self.highest
            self._put(who, total - self.bets[who])
            if size >= self.full:
                self.full = size
                self.acted = [False, False]
            self.highest = total
        self.acted[who] = True
        other = 1 - who
        if self._settled(other):
            return self._next_street()
        self.turn = other
        return False

    def _settled(self, who: int) -> bool:
        return self.stacks[who] == 0 or (self.acted[who] and self.bets[who] == self.highest)

    def _next_street(self) -> bool:
        """The round is over: the next one opens (True when none is left, or nobody can bet)."""
        if self.stacks[0] == 0 or self.stacks[1] == 0 or self.street == 3:
            return True
        self.street += 1
        self.bets = [0, 0]
        self.highest = 0
        self.full = self.stake
        self.acted = [False, False]
        self.turn = self.first
        return False

    def final_chips(self, share: float) -> int:
        """The searching seat's chips after the hand, winning ``share`` of the matched pot at a
        showdown (1, 0.5 or 0), or the pot when the rival folded, none when it folded itself."""
        mine, theirs = self.committed
        if self.folded == RIVAL:
            return self.stacks[0] + mine + theirs
        if self.folded == ME:
            return self.stacks[0]
        matched = min(mine, theirs)
        return self.stacks[0] + (mine - matched) + round(2 * matched * share)


def root_betting(view: Poker7View) -> Betting | None:
    """The betting as the view shows it, when exactly two seats are in the hand (else None)."""
    me = view.seat
    choices = view.choices
    if me is None or choices is None:
        return None
    rivals = [s for s in view.seats if s.in_hand and s.seat != me]
    if len(rivals) != 1:
        return None
    mine, theirs = view.seats[me], rivals[0]
    node = Betting()
    node.street = view.betting_round
    node.stacks = [mine.stack, theirs.stack]
    node.bets = [mine.bet, theirs.bet]
    node.committed = [mine.committed, theirs.committed]
    node.highest = view.highest
    node.stake = view.stake
    # The smallest raise: what the view offers, else (a raise only to everything) the rival's last
    # bet or raise over this seat's bet.
    if choices.can_raise and choices.raise_from < choices.raise_to:
        node.full = choices.raise_from - view.highest
    else:
        node.full = view.highest - mine.bet
    node.full = max(node.full, view.stake)
    # Who bets first in every round: the first seat after the dealer of the two.
    players = len(view.seats)
    order = [(view.dealer + step) % players for step in range(1, players + 1)]
    first_seat = next(s for s in order if s in (me, theirs.seat))
    node.first = ME if first_seat == me else RIVAL
    node.turn = ME
    rival_acted = view.highest > mine.bet or node.first == RIVAL
    node.acted = [False, rival_acted]
    return node


def worth_curve(plan: float, total: int) -> list[float]:
    """The worth of holding each number of chips, 0..total: ``1 - (1 - share) ** plan`` (above)."""
    return [1.0 - (1.0 - chips / total) ** plan for chips in range(total + 1)]


class World:
    """One deal of what the seat cannot see (the commons to come, the card the rival will show) and
    the seat's estimate at each betting round as it will know it then (worked out only when a
    play-out gets there)."""

    __slots__ = ("chance", "own", "boards", "show", "pool", "depth", "inner", "rng")

    def __init__(
        self,
        now: float,
        street: int,
        own: int,
        boards: tuple[int, int],
        show: int,
        pool: list[int],
        depth: int,
        inner: int,
        rng: random.Random,
    ) -> None:
        self.chance: list[float | None] = [None] * 4
        for done in range(street + 1):
            self.chance[done] = now
        self.own, self.boards, self.show, self.pool = own, boards, show, pool
        self.depth, self.inner, self.rng = depth, inner, rng

    def chance_at(self, street: int) -> float:
        found = self.chance[street]
        if found is None:
            # The rival's cards stay unknown to the seat; only the commons (and its shown card) appear.
            if street == 1:
                flop = self.boards[0]
                rest = [b for b in self.pool if not b & flop]
                found = _estimate(self.own, flop, 2, 0, rest, self.depth, self.inner, self.rng)
            elif street == 2:
                board = self.boards[1]
                rest = [b for b in self.pool if not b & board]
                found = _estimate(self.own, board, 0, 0, rest, self.depth, self.inner, self.rng)
            else:
                board = self.boards[1]
                rest = [b for b in self.pool if not b & (board | self.show)]
                found = _estimate(self.own, board, 0, self.show, rest, self.depth, self.inner, self.rng)
            self.chance[street] = found
        return found


def _best_pair(pairs: list[int], commons: int) -> int:
    best, best_key = pairs[0], rank_of_mask(pairs[0] | commons)
    for pair in pairs[1:]:
        key = rank_of_mask(pair | commons)
        if key > best_key:
            best, best_key = pair, key
    return best


def _estimate(
    own: int, commons: int, missing: int, shown: int, pool: list[int], depth: int, samples: int, rng: random.Random
) -> float:
    """The seat's share of the pot against one rival (``shown``: its shown card, or 0), dealing
    ``missing`` commons and the rival's unknown cards from ``pool``."""
    per_pair = 1 if shown else 2
    needed = missing + per_pair * depth
    if needed > len(pool):
        depth, needed = 1, missing + per_pair
    fixed = rank_of_mask(own | commons) if missing == 0 else None
    total = 0.0
    for _ in range(samples):
        dealt = rng.sample(pool, needed)
        board = commons
        for bit in dealt[:missing]:
            board |= bit
        mine = fixed if fixed is not None else rank_of_mask(own | board)
        at = missing
        best = None
        for _ in range(depth):
            hand = shown | dealt[at] if shown else dealt[at] | dealt[at + 1]
            at += per_pair
            key = rank_of_mask(hand | board)
            if best is None or key > best:
                best = key
        assert best is not None
        total += 1.0 if mine > best else 0.5 if mine == best else 0.0
    return total / samples


def deal_worlds(
    own: int,
    commons: list[int],
    rival_shown: int,
    pool: list[int],
    street: int,
    now: float,
    depth: int,
    style: SearchStyle,
    rng: random.Random,
) -> list[World]:
    """``style.worlds`` deals of what the seat cannot see, each with the seat's later estimates."""
    missing = 5 - len(commons)
    table = 0
    for bit in commons:
        table |= bit
    per_pair = 1 if rival_shown else 2
    worlds: list[World] = []
    for _ in range(style.worlds):
        wanted = missing + per_pair * depth
        use_depth = depth if wanted <= len(pool) else 1
        dealt = rng.sample(pool, missing + per_pair * use_depth)
        new_commons = dealt[:missing]
        board = table
        for bit in new_commons:
            board |= bit
        pairs = [
            (rival_shown | dealt[missing + i]) if rival_shown else (dealt[missing + 2 * i] | dealt[missing + 2 * i + 1])
            for i in range(use_depth)
        ]
        rival = pairs[0] if len(pairs) == 1 else _best_pair(pairs, board)
        flop = table
        for bit in new_commons[:3] if len(commons) == 0 else ():
            flop |= bit
        if rival_shown:
            show = rival_shown
        else:
            show = (rival & -rival, rival & (rival - 1))[rng.randrange(2)]
        worlds.append(World(now, street, own, (flop, board), show, pool, depth, style.inner, rng))
    return worlds


def _later(node: Betting, chance: float, worth: list[float]) -> tuple[int, int]:
    """The seat's own later choices in a play-out: a plain rule on its estimate then."""
    options = node.options(ME)
    kinds = {kind for kind, _ in options}
    stack = node.stacks[0]
    owes = node.highest - node.bets[0]
    total = len(worth) - 1
    if owes > 0:
        pay = owes if owes < stack else stack
        fold_worth = worth[node.stacks[0]]
        ends = pay == stack or node.stacks[1] == 0 or (node.street == 3)
        if chance >= 0.88 and node.street >= 2 and ALL_IN_ in kinds:
            return (ALL_IN_, 0)
        if ends:
            matched = min(node.committed[0] + pay, node.committed[1])
            win = node.stacks[0] - pay + (node.committed[0] + pay - matched) + 2 * matched
            lose = node.stacks[0] - pay + (node.committed[0] + pay - matched)
            call_worth = chance * worth[min(total, win)] + (1 - chance) * worth[lose]
            return (CALL_, 0) if call_worth >= fold_worth else (FOLD_, 0)
        pot = node.committed[0] + node.committed[1]
        return (CALL_, 0) if chance >= pay / (pot + pay) + 0.1 else (FOLD_, 0)
    if chance >= 0.8 and node.street >= 1:
        raises = [total_ for kind, total_ in options if kind == RAISE_]
        if node.street == 3 and chance >= 0.9 and ALL_IN_ in kinds:
            return (ALL_IN_, 0)
        if raises:
            return (RAISE_, raises[-1])
        if ALL_IN_ in kinds:
            return (ALL_IN_, 0)
    return (CHECK_, 0)


# How a rival is taken to answer: a weight for each kind of move (fold, check, call, raise, everything
# in), facing a bet and with nothing to call; each raise size shares its kind's weight. None: every
# legal move alike (the random yardstick's way).
RivalModel = tuple[tuple[float, ...], tuple[float, ...]]


def rival_move(node: Betting, model: RivalModel | None, rng: random.Random) -> tuple[int, int]:
    options = node.options(RIVAL)
    if model is None:
        return options[int(rng.random() * len(options))]
    weights = model[0] if node.highest > node.bets[RIVAL] else model[1]
    counts = [0] * 5
    for kind, _ in options:
        counts[kind] += 1
    total = sum(weights[kind] for kind in range(5) if counts[kind])
    pick = rng.random() * total
    for kind, amount in options:
        pick -= weights[kind] / counts[kind]
        if pick <= 0:
            return (kind, amount)
    return options[-1]


def play_out(
    node: Betting, world: World, worth: list[float], rng: random.Random, model: RivalModel | None = None
) -> float:
    """The worth of the seat's chips at the end of the hand, from ``node`` (the rival to move or the
    seat itself), the seat by ``_later`` and the rival by ``model`` (at random among its legal moves)."""
    while True:
        if node.turn == RIVAL:
            kind, total = rival_move(node, model, rng)
            done = node.play(RIVAL, kind, total)
        else:
            kind, total = _later(node, world.chance_at(node.street), worth)
            done = node.play(ME, kind, total)
        if done:
            return ending(node, world.chance_at(node.street), worth)


def ending(node: Betting, chance: float, worth: list[float]) -> float:
    """The worth of the seat's chips once the betting is over: after a fold, what is left; at a
    showdown, weighed by the seat's estimate as it stands when the betting ends (no later choice
    can use more, so the estimate stands in for the deal's result with less noise)."""
    if node.folded >= 0:
        return worth[node.final_chips(0.0)]
    return chance * worth[node.final_chips(1.0)] + (1.0 - chance) * worth[node.final_chips(0.0)]


def action_of(kind: int, total: int) -> tuple[str, int]:
    return ({FOLD_: FOLD, CHECK_: CHECK, CALL_: CALL, RAISE_: RAISE, ALL_IN_: ALL_IN}[kind], total)


def choose_by_search(
    view: Poker7View,
    legal: list[Action],
    own: int,
    pool: list[int],
    commons: list[int],
    rival_shown: int,
    now: float,
    depth: int,
    style: SearchStyle,
    rng: random.Random,
    model: RivalModel | None = None,
) -> Action | None:
    """The legal betting move whose play-outs end best, or None when the search does not apply
    (more than two seats in the hand)."""
    root = root_betting(view)
    if root is None:
        return None
    total = sum(s.stack + s.committed for s in view.seats)
    worth = worth_curve(style.plan, total)
    worlds = deal_worlds(own, commons, rival_shown, pool, root.street, now, depth, style, rng)
    seeds = [rng.getrandbits(32) for _ in range(len(worlds) * style.replies)]
    best: Action | None = None
    best_value = -1.0
    for action in legal:
        if action.kind == FOLD:
            move = (FOLD_, 0)
        elif action.kind == CHECK:
            move = (CHECK_, 0)
        elif action.kind == CALL:
            move = (CALL_, 0)
        elif action.kind == ALL_IN:
            move = (ALL_IN_, 0)
        elif action.kind == RAISE:
            amount = raise_total(action)
            if amount is None:
                continue
            move = (RAISE_, amount)
        else:
            continue
        value = 0.0
        index = 0
        for world in worlds:
            for _ in range(style.replies):
                node = root.copy()
                if node.play(ME, *move):
                    value += ending(node, now, worth)
                else:
                    value += play_out(node, world, worth, random.Random(seeds[index]), model)
                index += 1
        if value > best_value + 1e-12:
            best, best_value = action, value
    return best
