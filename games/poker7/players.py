"""Poker7's computer players: they bet, not just play.

Each reads only its seat's view. Its chances are an estimate: the cards it cannot see (the others'
hidden cards, less what they showed, and the commons still to come) are dealt at random from the
cards it has not seen, many times, and the showdowns counted (a win counts 1, a split its share).
Then it compares that chance with what the pot offers:

- to call ``c`` chips into a pot of ``p`` is worth it when the chance beats ``c / (p + c)`` (pot odds);
- it bets or raises when its chance is well above a fair share (1 / the hands still in), more the
  stronger it is, sized as a part of the pot;
- it bluffs: now and then, with nothing to call, it bets as if strong (the rate below);
- at the showing it shows the hidden card that tells least: the one outside its biggest group.

The strengths differ in how well they look and how disciplined they are:

=======  ========  =====================================================  ==========
         samples   judgement                                              bluffs
=======  ========  =====================================================  ==========
easy     40        calls too often, seldom raises, one move in 8 random   never
normal   160       two in the hand: the betting round looked at two       never
                   moves deep (``_Street``: its move, the rival's answer  (more: 1
                   with each legal move alike, its reply, the answer),    in 20)
                   the pot then worth the chance; chips worth the chance
                   of winning the game, ``1 - (1 - x) ** 3``; more: pot
                   odds, raises by strength
hard     300       with more in the hand as normal, reading the rival's  as normal
                   bets as the best of 2-4 hands the more seldom it
                   bets; two in the hand the best reply to normal's
                   rule (``_NormalModel``): for 32 hands the rival may
                   hold, weighed by how well normal's rule with each
                   explains the rival's moves this hand, each of its
                   moves answered as normal would; chips worth
                   ``1 - (1 - x) ** 3``; only once the rival's moves
                   fit normal's rule better than a random player's way
                   (``Poker7Player.fit``), normal's way until then
=======  ========  =====================================================  ==========

Normal reads its rival (session 15): each rival move seen adds to two log-odds that it picks each
legal move alike (the random player's way) rather than betting by its hand: against normal's rule with
the hands it may hold (``randomness``) and against its own habit in like spots (``unhabitual``). With
two seats holding chips, once the first reaches ``RANDOM_GATE`` (150 to 1) and the second is not below
even, normal plays the best reply to random (``games.poker7.planner.CeilingPlayer``: the whole hand
planned against each legal move alike); otherwise, and until then, its own rule as above.

With three or more in the hand, normal and hard bet by street (``_bet_by_street``). Session 9's
search of the rest of a two-player hand (``games/poker7/search.py``) was removed in session 10: measured
on the same games, it won no more than ``_bet_heads_up`` at six times the CPU (docs/AI.md).
"""

from __future__ import annotations

import copy
import math
import random
from array import array
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import cast

from game.ai.player import ViewPlayer
from game.cards.pokerdrez import PokerDrezCard, figure_deck
from game.core import Action, GameState, Seat
from games.poker7.hands import card_bit, evaluate, rank_of_mask
from games.poker7.planner import CeilingPlayer, shared_data, unseen_cards
from games.poker7.view import (
    ALL_IN,
    BET_KINDS,
    CALL,
    CHECK,
    FOLD,
    RAISE,
    SHOWING,
    Poker7View,
    SeatView,
    all_in,
    call,
    check,
    fold,
    raise_to,
    raise_total,
    show,
)

ALL_CARDS: tuple[PokerDrezCard, ...] = tuple(figure_deck())
_ALL_BITS: tuple[int, ...] = tuple(card_bit(card) for card in ALL_CARDS)
# Hard's model of normal (``_NormalModel``): hands the rival may hold, and deals per chance estimated.
MODEL_HANDS, MODEL_SAMPLES = 32, 24
# Hard's starting belief that the rival bets by normal's rule (log-odds, about 1 to 7 against): it
# plays normal's way until the rival's moves show normal's rule (two or three of normal's moves do),
# as the model's answers (everything in, hand after hand) lose to a rival that calls at random.
FIT_PRIOR = -2.0
# Normal's gate (session 15): the log-odds that the rival picks each legal move alike (the random
# player's way) rather than betting by its hand (normal's rule, the form hard's ``fit`` reads), summed
# over the rival's moves seen this game from even (0). Normal plays the best reply to random
# (``games.poker7.planner``) only from RANDOM_GATE: odds of 150 to 1 (log 150, about 5.0). Why so high:
# the best reply calls everything in wide and builds pots a rival betting by its hand punishes; a
# false open costs more than a late one (against random the reading passes 5 within normal's first
# 40 moves in 5 of 6 games, tests/ai/test_poker7_gate.py). It is held at most at RANDOM_CAP, so that a
# rival that turns to betting by its hand shuts the gate again within a few moves (each move normal's
# rule explains and random seldom makes takes off 1 to 1.5).
RANDOM_GATE = math.log(150.0)
RANDOM_CAP = 2 * RANDOM_GATE
# The second reading (``unhabitual``): the same log-odds against the rival's own habit (its share of
# each kind of move in like spots, ``_habit``). Hard's best reply to normal's rule (everything in from
# the first move, hand after hand) fits normal's rule badly and so read as random by the first reading
# alone (its gate opened in 3 of 4 trial games); it repeats itself, and random does not, so the gate
# also asks that the habit explain the rival no better than each legal move alike (below HABIT_VETO,
# 0: even odds, the gate stays shut).
HABIT_VETO = 0.0


@dataclass(frozen=True, slots=True)
class Style:
    samples: int
    call_margin: float  # added to the pot odds a call needs (negative: calls too often)
    raise_factor: float  # raises when the chance is above this many fair shares
    bluff: float  # the chance of betting with nothing, when nothing is to call
    blunder: float  # the chance of a random legal move
    evaluations: int  # at most this many hands judged per decision (fewer samples with many rivals):
    # a bound on time that, unlike a clock, gives the same choice on a busy machine
    sizing: bool  # sizes raises by strength (else always half the pot)
    caution: float  # more chance asked of a call the more of the stack it risks (a freezeout: busting ends it)
    wary: bool  # reads a big pot as rivals holding better than random cards (see chance_to_win)
    # Everything in at this many fair shares of the pot, by street (before the commons, three, five,
    # after the showing); also what a call of the whole stack asks for. None: the older, simpler betting.
    commit: tuple[float, float, float, float] | None = None
    reads: bool = False  # keeps count of each rival's bets: a rival who seldom bets is read as strong when it does
    graded: bool = False  # reads a careful rival's chips as the best of more hands the more careful it is
    # Two in the hand: the betting round looked at two moves deep, a share x of the chips worth
    # 1 - (1 - x) ** worth (``_bet_heads_up``); None: bet by street as with more.
    worth: float | None = None
    # Hard, two in the hand (session 11): the best reply to a rival that bets by normal's rule
    # (``_NormalModel``): for hands the rival may hold, read by what it did this hand, its answer to
    # each move is normal's own; None: off. The value is the chips' ``worth`` for hard's own ends.
    models: float | None = None
    # Two in the hand, facing everything in from a rival read as loose (``Poker7Player.reads_loose``:
    # it goes everything in far more often than hands justify), the chips are worth this ``k`` for
    # that call instead of ``worth``; None: off.
    loose_worth: float | None = None
    # Normal, two seats with chips (session 15): reads from the rival's moves whether it picks each
    # legal move alike (``Poker7Player.randomness``), and plays the best reply to random once it does
    # (``RANDOM_GATE``); its own rule otherwise.
    reads_random: bool = False


STYLES = {
    "easy": Style(
        samples=40,
        call_margin=-0.12,
        raise_factor=2.2,
        bluff=0.0,
        blunder=0.125,
        sizing=False,
        caution=0.0,
        wary=False,
        evaluations=300,
    ),
    "normal": Style(
        samples=160,
        call_margin=0.0,
        raise_factor=1.5,
        bluff=0.05,
        blunder=0.0,
        sizing=True,
        caution=0.12,
        wary=False,
        evaluations=1200,
        commit=(1.5, 1.7, 1.8, 1.85),
        reads=True,
        worth=3.0,
        reads_random=True,
    ),
    "hard": Style(
        samples=300,
        call_margin=0.0,
        raise_factor=1.5,
        bluff=0.05,
        blunder=0.0,
        sizing=True,
        caution=0.12,
        wary=True,
        evaluations=3000,
        commit=(1.5, 1.7, 1.8, 1.85),
        reads=True,
        graded=True,
        worth=3.0,
        models=3.0,
    ),
}


def worth_table(total: int, k: float) -> list[float]:
    """What holding ``chips`` of all ``total`` chips is worth (index ``chips``): ``1 - (1 - x) ** k``."""
    return [1.0 - (1.0 - chips / total) ** k for chips in range(total + 1)]


def _lone_rival(view: Poker7View) -> SeatView | None:
    """The one other seat still in the hand; None when three or more are in it (or it is won)."""
    rivals = [s for s in view.seats if s.in_hand and s.seat != view.seat]
    return rivals[0] if len(rivals) == 1 else None


def _mask_bits(bits: Iterable[int]) -> int:
    mask = 0
    for bit in bits:
        mask |= bit
    return mask


def _mask(cards: Iterable[PokerDrezCard]) -> int:
    mask = 0
    for card in cards:
        mask |= card_bit(card)
    return mask


def chance_to_win(
    view: Poker7View,
    samples: int,
    rng: random.Random,
    evaluations: int | None = None,
    wary: bool | Iterable[Seat] | Mapping[Seat, int] = False,
) -> float:
    """This seat's share of the pot at a showdown, estimated by dealing what it cannot see at random
    ``samples`` times (fewer when that would judge more than ``evaluations`` hands).

    ``wary``: the rivals (all, when True) read as holding more than a random hand: each is dealt two
    pairs of hidden cards in every sample and keeps the better (who puts many chips in tends to hold
    more; ``Poker7Player`` says whom it reads so). A mapping says how many pairs each rival named is
    dealt (the best kept): the more, the stronger it is read."""
    me = view.seat
    assert me is not None
    own = view.seats[me].hidden
    assert own is not None
    rivals = [s for s in view.seats if s.in_hand and s.seat != me]
    if not rivals:
        return 1.0
    pool = [card_bit(card) for card in unseen_cards(view)]
    missing_commons = 5 - len(view.commons)
    if isinstance(wary, Mapping):
        depth = {r.seat: max(1, int(wary.get(r.seat, 1))) for r in rivals}
    else:
        named = {r.seat for r in rivals} if wary is True else set() if wary is False else set(wary)
        depth = {r.seat: 2 if r.seat in named else 1 for r in rivals}
    hidden_rivals = [r for r in rivals if r.hidden is None]
    while True:
        needed = missing_commons + sum((1 if r.shown is not None else 2) * depth[r.seat] for r in hidden_rivals)
        if needed <= len(pool) or all(k == 1 for k in depth.values()):
            break
        depth = {seat: max(1, k - 1) for seat, k in depth.items()}  # not enough unseen cards: read less
    judged = 1 + sum(depth.values())
    if evaluations is not None:
        samples = max(20, min(samples, evaluations // judged))
    own_mask = _mask(own)
    table = _mask(view.commons)
    known = [(_mask(r.hidden), 0) if r.hidden is not None else (0, _mask([r.shown]) if r.shown else 0) for r in rivals]
    plan = [(rival, whole, shown, depth[rival.seat]) for rival, (whole, shown) in zip(rivals, known, strict=True)]
    total = 0.0
    for _ in range(samples):
        dealt = rng.sample(pool, needed)
        commons = table
        for bit in dealt[:missing_commons]:
            commons |= bit
        at = missing_commons
        mine = rank_of_mask(own_mask | commons)
        ties = 0
        lost = False
        for _rival, whole, shown, pairs in plan:
            if whole:  # shown at a showdown (never while betting)
                theirs = rank_of_mask(whole | commons)
            else:
                best: int | None = None
                for _ in range(pairs):
                    if shown:
                        hand = shown | dealt[at]
                        at += 1
                    else:
                        hand = dealt[at] | dealt[at + 1]
                        at += 2
                    key = rank_of_mask(hand | commons)
                    if best is None or key > best:
                        best = key
                assert best is not None
                theirs = best
            if theirs > mine:
                lost = True
                break
            if theirs == mine:
                ties += 1
        if not lost:
            total += 1.0 / (1 + ties)
    return total / samples


class _Street:
    """One betting round between this seat (0) and a rival that picks each legal move alike (the random
    player's way), looked at two moves deep: this seat's move, the rival's answer, this seat's reply
    (fold, call or everything in), the rival's answer to that. Where the round closes, the hand is
    worth its pot at the chance ``chance`` (later rounds are not looked at); chips are worth ``worth``."""

    def __init__(
        self, chance: float, worth: list[float], stake: int, folds: float = 0.5, called: float | None = None
    ) -> None:
        self.chance, self.worth, self.stake = chance, worth, stake
        # How often the rival folds to everything in, and this seat's chance when it calls (None: the
        # chance): a loose rival folds half the time, whatever it holds.
        self.folds, self.called = folds, chance if called is None else called

    def _w(self, chips: int) -> float:
        return self.worth[max(0, min(len(self.worth) - 1, chips))]

    def closed(self, behind: int, mine: int, theirs: int) -> float:
        """The round closed with these chips in: the showdown at the chance."""
        won = behind + mine + min(theirs, mine)
        lost = behind + max(0, mine - theirs)
        return self.chance * self._w(won) + (1 - self.chance) * self._w(lost)

    @staticmethod
    def raises(bet: int, behind: int, other_bet: int, other_behind: int, pot: int, full: int) -> list[int]:
        """The usual raise totals (the engine's legal list), short of everything in."""
        highest = max(bet, other_bet)
        top = bet + behind
        if top <= highest or other_bet + other_behind <= highest:
            return []
        start = highest + full
        to_call = highest - bet
        wanted = {start, highest + (pot + to_call) // 2, highest + pot + to_call}
        return sorted(t for t in wanted if start <= t < top)

    def values(
        self, me: tuple[int, int, int], rival: tuple[int, int, int], full: int, rival_acted: bool
    ) -> dict[tuple[str, int], float]:
        """What each of this seat's moves is worth: ``me`` and ``rival`` are (behind, in the pot this
        hand, bet this round)."""
        behind, mine, bet = me
        r_behind, theirs, r_bet = rival
        pot = mine + theirs
        to_call = min(behind, max(0, r_bet - bet))
        out: dict[tuple[str, int], float] = {}
        if to_call:
            out[FOLD, 0] = self._w(behind)
            if r_behind == 0 or to_call == behind:
                out[CALL, 0] = self.closed(behind - to_call, mine + to_call, theirs)
            else:
                out[CALL, 0] = self.closed(behind - to_call, mine + to_call, theirs)
        elif rival_acted:
            out[CHECK, 0] = self.closed(behind, mine, theirs)
        else:
            out[CHECK, 0] = self._answer((behind, mine, bet), rival, full, pot)
        for total in self.raises(bet, behind, r_bet, r_behind, pot, full):
            added = total - bet
            out[RAISE, total] = self._answer(
                (behind - added, mine + added, total), rival, max(full, total - max(bet, r_bet)), pot + added
            )
        if behind > to_call and r_behind + r_bet > max(bet, r_bet):
            out[ALL_IN, 0] = self._answer_all_in(behind, mine, bet, rival)
        return out

    def _answer_all_in(self, behind: int, mine: int, bet: int, rival: tuple[int, int, int]) -> float:
        """The rival facing everything in: folds (``folds`` of the time) or calls."""
        r_behind, theirs, _ = rival
        folded = self._w(behind + mine + theirs)
        won, lost = mine + behind + min(theirs + r_behind, mine + behind), max(0, mine + behind - theirs - r_behind)
        called = self.called * self._w(won) + (1 - self.called) * self._w(lost)
        return self.folds * folded + (1 - self.folds) * called

    def _answer(self, me: tuple[int, int, int], rival: tuple[int, int, int], full: int, pot: int) -> float:
        """The rival's answer to this seat's check or bet, each legal move alike."""
        behind, mine, bet = me
        r_behind, theirs, r_bet = rival
        owes = min(r_behind, bet - r_bet)
        outcomes: list[float] = []
        if owes > 0:
            outcomes.append(self._w(behind + mine + theirs))  # it folds
            outcomes.append(self.closed(behind, mine, theirs + owes))  # it calls
        else:
            outcomes.append(self.closed(behind, mine, theirs))  # it checks: the round closes
        for total in self.raises(r_bet, r_behind, bet, behind, pot, full):
            added = total - r_bet
            outcomes.append(self._reply(me, (r_behind - added, theirs + added, total)))
        if r_behind > owes and behind + bet > r_bet + owes:
            outcomes.append(self._reply(me, (0, theirs + r_behind, r_bet + r_behind)))
        return sum(outcomes) / len(outcomes)

    def _reply(self, me: tuple[int, int, int], rival: tuple[int, int, int]) -> float:
        """This seat's best reply to the rival's raise: fold, call, or everything in."""
        behind, mine, bet = me
        r_behind, theirs, r_bet = rival
        to_call = min(behind, r_bet - bet)
        best = max(self._w(behind), self.closed(behind - to_call, mine + to_call, theirs))
        if behind > to_call and r_behind > 0:
            best = max(best, self._answer_all_in(behind, mine, bet, rival))
        return best


Tup = tuple[int, int, int]  # (chips behind, put in this hand, bet this round)
COMMONS_BY_ROUND = (0, 3, 5, 5)  # the commons out while each betting round is bet


@dataclass(frozen=True, slots=True)
class Seen:
    """One move the rival made this hand, and the position it made it from (its own side first)."""

    betting_round: int
    rival: Tup
    me: Tup
    full: int
    acted: bool  # this seat had moved in that round before it (normal's ``rival_acted``)
    kind: str


def _after(me: Tup, other: Tup, kind: str, total: int) -> Tup:
    """``me`` after its move ``kind`` (``total``: a raise's) against ``other``."""
    behind, mine, bet = me
    if kind == CALL:
        paid = min(behind, other[2] - bet)
        return behind - paid, mine + paid, bet + paid
    if kind == RAISE:
        return behind - (total - bet), mine + total - bet, total
    if kind == ALL_IN:
        return 0, mine + behind, bet + behind
    return me


class _NormalModel:
    """Hard's rival, two in the hand: it bets as normal does (``_bet_heads_up``: the chance of its
    hand against a random one, a random rival, the round looked at two moves deep). Hard deals the
    hands the rival may hold from what it has not seen, weighs each by how well normal's rule with
    that hand explains what the rival did this hand (``Seen``), and answers each of its moves with
    normal's choice for each hand. Only hard's view is read: the rival's cards are never known."""

    def __init__(self, worth_normal: list[float], worth_own: list[float], stake: int) -> None:
        self.worth_normal, self.worth_own, self.stake = worth_normal, worth_own, stake
        self._moves: dict[tuple[int, Tup, Tup, int, bool], tuple[str, int]] = {}
        # Filled by ``Poker7Player._against_normal``: per hand the rival may hold, its weight, this
        # seat's chance against it and normal's chance with it now.
        self.weights: list[float] = []
        self.mine: list[float] = []
        self.theirs: list[float] = []

    def move(self, chance: float, rival: Tup, me: Tup, full: int, acted: bool) -> tuple[str, int]:
        """Normal's move holding a hand of ``chance`` (against a random one), from its side."""
        bucket = min(50, max(0, round(chance * 50)))  # 2% steps: normal's own estimate is no finer
        key = (bucket, rival, me, full, acted)
        found = self._moves.get(key)
        if found is None:
            values = _Street(bucket / 50, self.worth_normal, self.stake).values(rival, me, full, acted)
            found = max(values, key=values.__getitem__)
            self._moves[key] = found
        return found

    def likelihood(self, chance: float, seen: Seen) -> float:
        """How well normal's rule with a hand of ``chance`` explains the move seen: the share of three
        chances around it (normal's own estimate is noisy) at which the rule makes that move."""
        hits = 0
        for shift in (-0.04, 0.0, 0.04):
            kind, _ = self.move(chance + shift, seen.rival, seen.me, seen.full, seen.acted)
            hits += (
                kind == seen.kind or {kind, seen.kind} <= {CALL, ALL_IN} and seen.rival[0] <= seen.me[2] - seen.rival[2]
            )
        return hits / 3

    def at_random(self, seen: Seen) -> float:
        """The chance of the move seen for a rival picking each legal move alike (the random player)."""
        kinds = [
            kind
            for kind, _ in _Street(0.5, self.worth_normal, self.stake).values(
                seen.rival, seen.me, seen.full, seen.acted
            )
        ]
        return max(1, kinds.count(seen.kind)) / len(kinds)

    def _w(self, chips: int) -> float:
        return self.worth_own[max(0, min(len(self.worth_own) - 1, chips))]

    def _closed(self, chance: float, me: Tup, theirs: int) -> float:
        behind, mine, _ = me
        return chance * self._w(behind + mine + min(theirs, mine)) + (1 - chance) * self._w(
            behind + max(0, mine - theirs)
        )

    def values(self, me: Tup, rival: Tup, full: int, rival_acted: bool) -> dict[tuple[str, int], float]:
        """What each of this seat's moves is worth against the hands (the same moves as ``_Street``)."""
        behind, mine, bet = me
        r_behind, theirs, r_bet = rival
        everyone = range(len(self.weights))
        to_call = min(behind, max(0, r_bet - bet))
        out: dict[tuple[str, int], float] = {}
        if to_call:
            out[FOLD, 0] = self._w(behind)
            after = _after(me, rival, CALL, 0)
            out[CALL, 0] = self._sum(everyone, lambda h: self._closed(self.mine[h], after, theirs))
        elif rival_acted:
            out[CHECK, 0] = self._sum(everyone, lambda h: self._closed(self.mine[h], me, theirs))
        else:
            out[CHECK, 0] = self._answer(me, rival, full, everyone)
        pot = mine + theirs
        for total in _Street.raises(bet, behind, r_bet, r_behind, pot, full):
            out[RAISE, total] = self._answer(
                _after(me, rival, RAISE, total), rival, max(full, total - max(bet, r_bet)), everyone
            )
        if behind > to_call and r_behind + r_bet > max(bet, r_bet):
            out[ALL_IN, 0] = self._answer(_after(me, rival, ALL_IN, 0), rival, full, everyone)
        total_weight = sum(self.weights) or 1.0
        return {key: value / total_weight if key != (FOLD, 0) else value for key, value in out.items()}

    def _sum(self, hands: Iterable[int], value: Callable[[int], float]) -> float:
        return sum(self.weights[h] * value(h) for h in hands)

    def _answer(self, me: Tup, rival: Tup, full: int, hands: Iterable[int]) -> float:
        """The rival's answer to this seat's move, by normal's rule for each hand (weighted sum)."""
        groups: dict[tuple[str, int], list[int]] = {}
        for h in hands:
            groups.setdefault(self.move(self.theirs[h], rival, me, full, True), []).append(h)
        behind, mine, _ = me
        total = 0.0
        for (kind, raised), group in groups.items():
            if kind == FOLD:
                total += self._sum(group, lambda h: self._w(behind + mine + rival[1]))
            elif kind in (CHECK, CALL):
                theirs = _after(rival, me, kind, 0)[1]
                total += sum(self.weights[h] * self._closed(self.mine[h], me, theirs) for h in group)
            else:
                total += self._reply(me, _after(rival, me, kind, raised), group)
        return total

    def _reply(self, me: Tup, rival: Tup, group: list[int]) -> float:
        """This seat's best reply to the rival's raise (fold, call or everything in), for the hands
        that raise so (weighted sum); the rival answers everything in by normal's rule."""
        behind, mine, bet = me
        r_behind, theirs, r_bet = rival
        weight = sum(self.weights[h] for h in group)
        best = weight * self._w(behind)
        called = _after(me, rival, CALL, 0)
        best = max(best, self._sum(group, lambda h: self._closed(self.mine[h], called, theirs)))
        if behind > r_bet - bet and r_behind > 0:
            shoved = _after(me, rival, ALL_IN, 0)
            everything = 0.0
            for h in group:
                kind, _ = self.move(self.theirs[h], rival, shoved, self.stake, True)
                if kind == FOLD:
                    everything += self.weights[h] * self._w(behind + mine + theirs)
                else:
                    final = _after(rival, shoved, CALL, 0)[1]
                    everything += self.weights[h] * self._closed(self.mine[h], shoved, final)
            best = max(best, everything)
        return best


class Poker7Player(ViewPlayer[Poker7View]):
    """A betting computer player of one strength (``STYLES``), reading only its seat's view
    (``game.ai.player``)."""

    view_type = Poker7View

    def __init__(self, name: str, seed: int = 0) -> None:
        self.name = name
        self.style = STYLES[name]
        self.rng = random.Random(f"poker7 {name} {seed}")
        # What it has seen each rival do while betting: [moves, bets and raises among them]. Only what
        # the views showed (the last move before each of its turns): no hidden card is read.
        self.rival_moves: dict[Seat, list[int]] = {}
        self._last_seen: object = None
        # Hard's record of the hand being played, two in the hand (``_track``): the rival's moves seen,
        # the position this seat's last move left, normal's chances per hand dealt, the hands dealt.
        self._hand_seen = -1
        self._seen: list[Seen] = []
        self._after_mine: tuple[int, Tup, Tup, int, str] | None = None
        self._chances: dict[tuple[int, int], float] = {}
        self._hands: list[int] = []
        # Hard: the log-odds that the rival bets by normal's rule rather than at random, over the game
        # (``_against_normal``), and how many of this hand's moves seen it has counted.
        self.fit = FIT_PRIOR
        self._fitted = 0
        # Normal: the log-odds that the rival picks each legal move alike rather than by its hand
        # (``_read_random``), over the game; its own generator for the reading, so that normal's choices
        # with the gate shut are those of its rule alone; the best reply to random, made when needed.
        self.randomness = 0.0
        self._read_rng = random.Random(f"poker7 reading {name} {seed}")
        self._seed = seed
        self._ceiling: object = None
        self._habits: dict[tuple[int, bool, bool], dict[str, int]] = {}
        self.unhabitual = 0.0
        # The game's moves as they stood at its last move, and what it remembered before each of its
        # moves (``_moments``: the history's length then, the memory): see ``choose``.
        self._history: list[tuple[Seat, Action]] = []
        self._moments: list[tuple[int, dict[str, object]]] = []

    # What the player remembers between moves (besides its generators and its best reply to random).
    _MEMORY = (
        "rival_moves",
        "_last_seen",
        "_hand_seen",
        "_seen",
        "_after_mine",
        "_chances",
        "_hands",
        "fit",
        "_fitted",
        "randomness",
        "_habits",
        "unhabitual",
    )

    def choose(self, state: GameState, seat: Seat) -> Action:
        """As every view player chooses, after going back to what it remembered at this point of the
        game when the game has gone back (issue 18). What it remembers (the rival's moves, normal's
        gate, hard's ``fit``, its generators) is built over the game from the views it was shown; a
        person's undo takes the game back and keeps the computer player, which would remember moves
        that are no longer played. So before each of its moves it keeps its memory beside the game's
        moves until then, and when the moves it is shown are not those it last saw carried on, it takes
        the memory of its first move among those taken back: that of a fresh player that played the
        moves still standing. Every Poker7 move is public (a bet, a card shown, the next deal): the
        moves are read from a determinization (its own seat's, as its view is), never the true state."""
        history = state.determinize(seat, random.Random(0)).history
        common = 0
        for before, now in zip(self._history, history, strict=False):
            if before != now:
                break
            common += 1
        if common < len(self._history) or len(history) == common:  # taken back, or asked again
            for index, (at, memory) in enumerate(self._moments):
                if at >= common:
                    self._recall(memory)
                    del self._moments[index:]
                    break
        self._moments.append((len(history), self._remember()))
        self._history = list(history)
        return super().choose(state, seat)

    def _remember(self) -> dict[str, object]:
        memory: dict[str, object] = copy.deepcopy({name: getattr(self, name) for name in self._MEMORY})
        memory["rng"], memory["read_rng"] = _packed(self.rng), _packed(self._read_rng)
        ceiling = self._ceiling
        memory["ceiling_rng"] = _packed(ceiling.rng) if isinstance(ceiling, CeilingPlayer) else None
        return memory

    def _recall(self, memory: dict[str, object]) -> None:
        for name in self._MEMORY:
            setattr(self, name, copy.deepcopy(memory[name]))
        _unpack(self.rng, memory["rng"])
        _unpack(self._read_rng, memory["read_rng"])
        if memory["ceiling_rng"] is None:
            self._ceiling = None  # made afresh when the gate opens, as a fresh player makes it
        else:
            if not isinstance(self._ceiling, CeilingPlayer):
                self._ceiling = CeilingPlayer(self._seed, shared_data())
            _unpack(self._ceiling.rng, memory["ceiling_rng"])

    def observe(self, view: Poker7View, seat: Seat) -> None:
        self._observe(view)

    def decide(self, state: GameState, seat: Seat, view: Poker7View, legal: list[Action]) -> Action:
        if self.style.blunder and self.rng.random() < self.style.blunder:
            return self.rng.choice(legal)
        if view.phase == SHOWING:
            return self._show(view)
        return self._bet(view, legal)

    def _observe(self, view: Poker7View) -> None:
        last = view.last
        if last is None or last.seat is None or last.seat == view.seat or last.action is None:
            return
        marker = (view.hand, view.betting_round, view.pot, last.seat, last.action)
        if marker == self._last_seen:
            return
        self._last_seen = marker
        kind = last.action.kind
        if kind in BET_KINDS:
            record = self.rival_moves.setdefault(last.seat, [0, 0, 0])
            record[0] += 1
            record[1] += kind in (RAISE, ALL_IN)
            record[2] += kind == ALL_IN

    def aggression(self, seat: Seat) -> float:
        """How often ``seat`` bets or raises when it moves, from what this player saw (a third before
        it has seen anything: a careful player's rate; a random player's is about two in three)."""
        moves, bets, _ = self.rival_moves.get(seat, (0, 0, 0))
        return (bets + 1) / (moves + 3)

    def reads_loose(self, seat: Seat) -> bool:
        """Whether ``seat`` goes everything in far more often than hands justify, from its moves this
        player saw (public: the last move before each of its turns): at least 8 moves seen and one in
        six or more of them everything in (the random player's is about one in four; normal's and
        hard's a few in a hundred)."""
        moves, _, shoves = self.rival_moves.get(seat, (0, 0, 0))
        return moves >= 8 and shoves * 6 >= moves

    def _read_as_strong(self, view: Poker7View) -> list[Seat]:
        """The rivals whose chips say more than a random hand: a rival that seldom bets (less than
        45% of its moves) and has put four stakes or more into this hand."""
        return [
            s.seat
            for s in view.seats
            if s.in_hand and s.seat != view.seat and s.committed >= 4 * view.stake and self.aggression(s.seat) < 0.45
        ]

    def _read_depths(self, view: Poker7View) -> dict[Seat, int]:
        """Hard's reading of the rivals' chips: a rival that has put four stakes or more into this hand
        (or everything) is dealt the best of ``0.6 / its rate of betting`` hands, two to four (a random
        player, betting two moves in three, is read as random: one hand). What it bets says more the
        more seldom it bets."""
        depths: dict[Seat, int] = {}
        for s in view.seats:
            if not s.in_hand or s.seat == view.seat:
                continue
            if s.committed >= 4 * view.stake or s.all_in:
                depths[s.seat] = max(1, min(4, round(0.6 / self.aggression(s.seat))))
        return depths

    def _show(self, view: Poker7View) -> Action:
        """Show the hidden card outside the biggest group (it tells least about the hand)."""
        me = view.seat
        assert me is not None
        own = view.seats[me].hidden
        assert own is not None
        if self.name == "easy":
            return show(self.rng.choice(own))
        best = evaluate([*own, *view.commons]).groups[0].cards
        outside = [card for card in own if card not in best]
        return show(outside[0] if outside else min(own))

    def _bet(self, view: Poker7View, legal: list[Action]) -> Action:
        style = self.style
        if style.reads_random:
            chosen = self._gated(view, legal)
            if chosen is not None:
                return chosen
        if style.models is not None:
            chosen = self._against_normal(view, style.models)
            if chosen is not None:
                return chosen
        if style.worth is not None:
            chosen = self._bet_heads_up(view, legal, style.worth)
            if chosen is not None:
                return chosen
        if style.commit is not None:
            return self._bet_by_street(view, legal, style.commit)
        choices = view.choices
        assert choices is not None and view.seat is not None
        kinds = {action.kind for action in legal}
        big_pot = style.wary and max(s.committed for s in view.seats) >= 4 * view.stake
        chance = chance_to_win(view, style.samples, self.rng, style.evaluations, wary=big_pot)
        hands_in = sum(1 for s in view.seats if s.in_hand)
        fair = 1.0 / max(1, hands_in)
        pot = view.pot
        to_call = choices.to_call
        strong = chance > min(0.9, fair * style.raise_factor)
        if choices.can_raise and (strong or (to_call == 0 and self.rng.random() < style.bluff)):
            return self._raise(view, chance, fair)
        if CHECK in kinds:
            return check()
        mine = view.seats[view.seat]
        risked = to_call / max(1, mine.stack + mine.bet)
        # Before the commons the chances are all close to even: a call that risks the stack there is a
        # coin toss, so it asks for more; later the cards have spoken and pot odds rule.
        caution = style.caution * (2.0 if not view.commons else 0.5)
        needed = to_call / (pot + to_call) + style.call_margin + caution * risked
        if chance >= needed and CALL in kinds:
            return call()
        if CALL not in kinds and ALL_IN in kinds and chance >= needed:
            return all_in()
        return fold() if FOLD in kinds else legal[0]

    def _bet_by_street(self, view: Poker7View, legal: list[Action], commit: tuple[float, ...]) -> Action:
        """Normal's and hard's betting: the chance against what the pot offers, the stack put at risk
        only with a clear edge, and strong hands bet for value (a loose rival pays them off).

        - Everything goes in (a raise to all, or a call of all) only at ``commit`` fair shares or more,
          a bar that rises street by street as the chances grow sharper (1.5 fair shares before the
          commons, 1.85 after the showing: 75% and 92.5% between two), and falls as the rival's chips
          fall short of its own (losing to a short stack costs only that stack).
        - From 1.2 fair shares, once the commons are out, it bets half the pot when nothing is to call.
        - A call is worth it when the chance beats the pot odds, plus a margin that grows with the part
          of the stack the call risks, up to the ``commit`` bar for a call of everything.
        - A rival read as strong (``_read_as_strong``) is dealt the better of two hands in each sample."""
        style = self.style
        choices = view.choices
        assert choices is not None and view.seat is not None
        kinds = {action.kind for action in legal}
        wary: bool | list[Seat] | dict[Seat, int] = style.wary
        if style.graded:
            wary = self._read_depths(view)
        elif style.reads:
            wary = self._read_as_strong(view)
        chance = chance_to_win(view, style.samples, self.rng, style.evaluations, wary=wary)
        hands_in = sum(1 for s in view.seats if s.in_hand)
        fair = 1.0 / max(1, hands_in)
        street = 0 if not view.commons else 1 if len(view.commons) == 3 else 2 if view.betting_round < 3 else 3
        pot, to_call = view.pot, choices.to_call
        mine = view.seats[view.seat]
        stack = mine.stack + mine.bet
        # What this hand may cost at most, against what it has: losing everything to a rival with more
        # chips ends the game; losing a short rival's stack does not, so the bar drops with the risk.
        deepest = max((s.stack + s.bet for s in view.seats if s.in_hand and s.seat != view.seat), default=0)
        risk = min(1.0, deepest / max(1, stack))
        bar = min(0.97, fair + (fair * commit[street] - fair) * risk)
        if choices.can_raise and chance >= bar:
            if street >= 2 or chance >= bar + 0.1 or to_call * 2 >= mine.stack:
                return all_in()
            return self._raise_part(view, 1.0)
        if choices.can_raise and to_call == 0:
            if street >= 1 and chance >= fair * 1.2:  # a bet for value: a loose rival pays it
                return self._raise_part(view, 0.5)
            if self.rng.random() < style.bluff:
                return self._raise_part(view, 0.5)
        if CHECK in kinds:
            return check()
        risked = min(1.0, to_call / max(1, stack))
        needed = to_call / (pot + to_call) + (bar - fair) * risked  # a call of everything asks for the bar
        if chance >= needed:
            if CALL in kinds:
                return call()
            if ALL_IN in kinds:
                return all_in()
        return fold() if FOLD in kinds else legal[0]

    def _bet_heads_up(self, view: Poker7View, legal: list[Action], k: float) -> Action | None:
        """Two in the hand: the betting round looked at two moves deep (``_Street``), each end weighed
        by the chance of winning the game. None with three or more in the hand.

        A share ``x`` of all the chips is taken to be worth ``1 - (1 - x) ** k``: a pot that the chance
        says is worth taking is not worth the whole game when the stacks are even, and is when this
        seat is short. The rival is taken to pick each legal move alike (the random player's way; hard,
        two in the hand, plays ``_against_normal`` instead). When the stack is
        at stake (everything in, or a call of it), the chance is looked at closer (four times the
        samples) first."""
        me = view.seat
        assert me is not None and view.choices is not None
        rival = _lone_rival(view)
        if rival is None:
            return None
        mine, choices = view.seats[me], view.choices
        samples = self.style.samples
        chance = chance_to_win(view, samples, self.rng, 2 * samples)
        total = max(1, sum(s.stack + s.committed for s in view.seats))
        facing_all = rival.all_in or choices.to_call >= mine.stack
        if self.style.loose_worth is not None and facing_all and self.reads_loose(rival.seat):
            k = self.style.loose_worth
        worth = worth_table(total, k)
        full = choices.raise_from - view.highest if choices.can_raise else view.stake
        rival_acted = view.highest > 0 or view.dealer == me  # two in the hand: the dealer bets second

        def best_of(chance: float) -> tuple[str, int]:
            street = _Street(chance, worth, view.stake)
            values = street.values(
                (mine.stack, mine.committed, mine.bet), (rival.stack, rival.committed, rival.bet), full, rival_acted
            )
            return max(values, key=values.__getitem__)

        kind, raised = best_of(chance)
        if kind == ALL_IN or rival.all_in or choices.to_call >= mine.stack:
            closer = chance_to_win(view, 4 * samples, self.rng, 8 * samples)
            kind, raised = best_of((chance + 4 * closer) / 5)
        if kind == RAISE:
            return raise_to(raised) if choices.raise_from <= raised < choices.raise_to else all_in()
        return {FOLD: fold, CHECK: check, CALL: call, ALL_IN: all_in}[kind]()

    # --- hard, two in the hand: the best reply to normal's rule (session 11) -------------------------
    def _track(self, view: Poker7View, rival: SeatView) -> None:
        """Note the rival's moves since this seat's last one in this hand, each with the position it
        was made from (``Seen``). Two in the hand, the seat after the dealer opens every round: what the
        rival did between two of this seat's moves follows from the view's last move and this seat's
        own last move (``_after_mine``: the position it left)."""
        me = view.seat
        assert me is not None
        if view.hand != self._hand_seen:
            self._hand_seen, self._seen, self._after_mine = view.hand, [], None
            self._chances, self._hands, self._fitted = {}, [], 0
        mine = view.seats[me]
        last = view.last
        rival_move = (
            last is not None and last.seat == rival.seat and last.action is not None and last.action.kind in BET_KINDS
        )
        r = view.betting_round
        after = self._after_mine
        if after is not None and after[0] == r:
            if rival_move and last is not None and last.action is not None:
                self._seen.append(Seen(r, after[2], after[1], after[3], True, last.action.kind))
            return
        if after is not None and after[4] in (RAISE, ALL_IN, CHECK):
            if after[4] != CHECK or view.dealer == rival.seat:  # a check by the seat after the dealer does not close
                self._seen.append(
                    Seen(after[0], after[2], after[1], after[3], True, CALL if after[4] != CHECK else CHECK)
                )
        if view.dealer == me and rival_move and last is not None and last.action is not None:
            opened = (rival.stack + rival.bet, rival.committed - rival.bet, 0)
            self._seen.append(Seen(r, opened, (mine.stack, mine.committed, 0), view.stake, False, last.action.kind))

    def _normal_chance(
        self, view: Poker7View, hand: int, betting_round: int, samples: int, rng: random.Random | None = None
    ) -> float:
        """The chance normal would give itself holding ``hand`` in that betting round of this hand:
        against a random hand of this seat (less what this seat had shown), what it had seen of the
        commons. Cached for the hand."""
        key = (hand, betting_round)
        found = self._chances.get(key)
        if found is not None:
            return found
        me = view.seat
        assert me is not None
        mine = view.seats[me]
        commons = view.commons[: COMMONS_BY_ROUND[betting_round]]
        my_shown = card_bit(mine.shown) if mine.shown is not None and betting_round == 3 else 0
        table = _mask(commons)
        pool = [bit for bit in _ALL_BITS if not bit & (hand | table | my_shown)]
        missing = 5 - len(commons)
        dealt_to_me = 1 if my_shown else 2
        wins = 0.0
        rng = rng or self.rng
        for _ in range(samples):
            dealt = rng.sample(pool, missing + dealt_to_me)
            full = table
            for bit in dealt[:missing]:
                full |= bit
            other = my_shown
            for bit in dealt[missing:]:
                other |= bit
            theirs, ours = rank_of_mask(hand | full), rank_of_mask(other | full)
            wins += 1.0 if theirs > ours else 0.5 if theirs == ours else 0.0
        found = wins / samples
        self._chances[key] = found
        return found

    def _rival_hands(
        self, view: Poker7View, rival: SeatView, count: int, rng: random.Random | None = None
    ) -> list[int]:
        """``count`` hands the rival may hold, dealt from what this seat has not seen (a card the rival
        showed is in each); those dealt at this seat's earlier moves of the hand are kept while the
        cards since allow them."""
        pool = [card_bit(card) for card in unseen_cards(view)]
        allowed = _mask_bits(pool)
        shown = card_bit(rival.shown) if rival.shown is not None else 0
        kept = [h for h in self._hands if (h & ~shown) & allowed == h & ~shown and (not shown or h & shown)]
        rng = rng or self.rng
        while len(kept) < count:
            if shown:
                kept.append(shown | rng.choice(pool))
            else:
                first, second = rng.sample(pool, 2)
                kept.append(first | second)
        self._hands = kept[:count]
        return self._hands

    def _my_chance_against(self, view: Poker7View, hand: int, samples: int) -> float:
        me = view.seat
        assert me is not None
        own = view.seats[me].hidden
        assert own is not None
        own_mask, table = _mask(own), _mask(view.commons)
        missing = 5 - len(view.commons)
        if not missing:
            ours, theirs = rank_of_mask(own_mask | table), rank_of_mask(hand | table)
            return 1.0 if ours > theirs else 0.5 if ours == theirs else 0.0
        rest = [card_bit(card) for card in unseen_cards(view)]
        rest = [bit for bit in rest if not bit & hand]
        wins = 0.0
        for _ in range(samples):
            commons = table
            for bit in self.rng.sample(rest, missing):
                commons |= bit
            ours, theirs = rank_of_mask(own_mask | commons), rank_of_mask(hand | commons)
            wins += 1.0 if ours > theirs else 0.5 if ours == theirs else 0.0
        return wins / samples

    def _against_normal(self, view: Poker7View, own_k: float) -> Action | None:
        """Hard, two in the hand: the move worth most against a rival that bets by normal's rule
        (``_NormalModel``), each end weighed by the chance of winning the game (chips worth
        ``1 - (1 - x) ** own_k``). None with three or more in the hand.

        The model is a bet on the rival: against one that calls everything in at random, its answers
        (everything in, hand after hand, as normal's rule folds to it) lose. So each rival move seen
        adds to ``fit`` the log of how much likelier normal's rule makes it than a random player's
        way, and below 0 hard plays normal's way (``_bet_heads_up``) instead."""
        me = view.seat
        assert me is not None and view.choices is not None
        rival = _lone_rival(view)
        if rival is None:
            return None
        self._track(view, rival)
        mine, choices = view.seats[me], view.choices
        total = max(1, sum(s.stack + s.committed for s in view.seats))
        normal_k = STYLES["normal"].worth or 3.0
        model = _NormalModel(
            worth_table(total, normal_k),
            worth_table(total, own_k),
            view.stake,
        )
        hands = self._rival_hands(view, rival, MODEL_HANDS)
        explained = [
            [
                model.likelihood(self._normal_chance(view, hand, seen.betting_round, MODEL_SAMPLES), seen)
                for seen in self._seen
            ]
            for hand in hands
        ]
        weights = [1.0] * len(hands)
        for index, seen in enumerate(self._seen):
            if index >= self._fitted:
                # Does normal's rule explain the rival's moves better than a random player's way does?
                # (A move normal's rule makes with no hand dealt still keeps a tenth of a chance.)
                by_rule = sum(w * row[index] for w, row in zip(weights, explained, strict=True)) / sum(weights)
                self.fit += math.log((0.9 * by_rule + 0.1 * model.at_random(seen)) / model.at_random(seen))
            weights = [w * max(0.05, row[index]) for w, row in zip(weights, explained, strict=True)]
        self._fitted = len(self._seen)
        full = choices.raise_from - view.highest if choices.can_raise else view.stake
        rival_acted = view.highest > 0 or view.dealer == me
        me_now, rival_now = (mine.stack, mine.committed, mine.bet), (rival.stack, rival.committed, rival.bet)
        if self.fit < 0:  # a rival that does not bet as normal does: normal's own way (a random rival)
            chosen = self._bet_heads_up(view, list(view.legal), self.style.worth or 3.0)
            assert chosen is not None
            kind, raised = chosen.kind, raise_total(chosen) or 0
        else:
            r = view.betting_round
            model.weights = weights
            for hand in hands:
                model.theirs.append(self._normal_chance(view, hand, r, MODEL_SAMPLES))
                model.mine.append(self._my_chance_against(view, hand, MODEL_SAMPLES))
            values = model.values(me_now, rival_now, full, rival_acted)
            kind, raised = max(values, key=values.__getitem__)
        if kind == RAISE and not choices.raise_from <= raised < choices.raise_to:
            kind = ALL_IN
        left = _after(me_now, rival_now, kind, raised)
        self._after_mine = (
            view.betting_round,
            left,
            rival_now,
            max(full, raised - view.highest) if kind == RAISE else full,
            kind,
        )
        if kind == RAISE:
            return raise_to(raised)
        return {FOLD: fold, CHECK: check, CALL: call, ALL_IN: all_in}[kind]()

    # --- normal, two seats with chips: the rival read, the best reply to random behind a gate (s15) ---
    def _read_random(self, view: Poker7View, rival: SeatView) -> None:
        """Add to ``randomness`` what each rival move seen since this seat's last says: the log of how
        much likelier a rival picking each legal move alike makes it than normal's rule with the hands
        it may hold (weighed, as hard's ``fit``, by how well each explains its earlier moves this hand;
        a tenth of a chance kept for a move the rule makes with no hand dealt). Only the seat's view is
        read: the moves are the views' last moves, the hands dealt from the cards it has not seen."""
        self._track(view, rival)
        if self._fitted >= len(self._seen):
            return
        total = max(1, sum(s.stack + s.committed for s in view.seats))
        model = _NormalModel(worth_table(total, self.style.worth or 3.0), [], view.stake)
        rng = self._read_rng
        hands = self._rival_hands(view, rival, MODEL_HANDS, rng)
        weights = [1.0] * len(hands)
        for index, seen in enumerate(self._seen):
            row = [
                model.likelihood(self._normal_chance(view, hand, seen.betting_round, MODEL_SAMPLES, rng), seen)
                for hand in hands
            ]
            if index >= self._fitted:
                by_rule = sum(w * x for w, x in zip(weights, row, strict=True)) / sum(weights)
                at_random = model.at_random(seen)
                follows = 0.9 * by_rule + 0.1 * at_random
                self.randomness = min(RANDOM_CAP, self.randomness + math.log(at_random / follows))
                self.unhabitual = min(RANDOM_CAP, self.unhabitual + math.log(at_random / self._habit(model, seen)))
            weights = [w * max(0.05, x) for w, x in zip(weights, row, strict=True)]
        self._fitted = len(self._seen)

    def _habit(self, model: _NormalModel, seen: Seen) -> float:
        """How well the rival's own habit explains the move seen: the share of its moves of that kind
        this game in the same kind of spot (the round, a bet to answer or not, first or second to act),
        among the kinds legal now (a half move of each kind to start). A rival that bets by a rule
        (normal's, hard's best reply to it, a person's) repeats itself in like spots; the random player
        spreads its moves over the legal list whatever it did before. Then counts the move."""
        legal = {
            kind
            for kind, _ in _Street(0.5, model.worth_normal, model.stake).values(
                seen.rival, seen.me, seen.full, seen.acted
            )
        }
        spot = (seen.betting_round, seen.me[2] > seen.rival[2], seen.acted)
        counts = self._habits.setdefault(spot, {})
        here = sum(counts.get(kind, 0) for kind in legal)
        found = (counts.get(seen.kind, 0) + 0.5) / (here + 0.5 * len(legal))
        counts[seen.kind] = counts.get(seen.kind, 0) + 1
        return found

    def reads_random(self) -> bool:
        """Whether the rival reads as picking each legal move alike, with odds of 150 to 1 or more."""
        return self.randomness >= RANDOM_GATE and self.unhabitual >= -HABIT_VETO

    def _gated(self, view: Poker7View, legal: list[Action]) -> Action | None:
        """Normal, two seats with chips and the standard table: the rival read from its moves; once it
        reads as random (``RANDOM_GATE``), the best reply to random (``CeilingPlayer.decide``: the
        whole hand planned against each legal move alike), else normal's own rule. None otherwise
        (more seats with chips: normal's rule by street)."""
        from games.poker7.planner import STAKE, TOTAL

        me = view.seat
        assert me is not None and view.choices is not None
        rival = _lone_rival(view)
        if rival is None or sum(1 for s in view.seats if s.stack + s.committed > 0) != 2:
            return None
        self._read_random(view, rival)
        total = sum(s.stack + s.committed for s in view.seats)
        if self.reads_random() and total == TOTAL and view.stake == STAKE:
            if not isinstance(self._ceiling, CeilingPlayer):
                self._ceiling = CeilingPlayer(self._seed, shared_data())
            assert isinstance(self._ceiling, CeilingPlayer)
            chosen: Action | None = self._ceiling.decide(view, legal)[0]
        else:
            chosen = self._bet_heads_up(view, legal, self.style.worth or 3.0)
        assert chosen is not None
        self._note_mine(view, rival, chosen)
        return chosen

    def _note_mine(self, view: Poker7View, rival: SeatView, chosen: Action) -> None:
        """The position this seat's move leaves (``_track`` reads the rival's next moves from it)."""
        me = view.seat
        assert me is not None and view.choices is not None
        mine, choices = view.seats[me], view.choices
        kind, raised = chosen.kind, raise_total(chosen) or 0
        full = choices.raise_from - view.highest if choices.can_raise else view.stake
        me_now, rival_now = (mine.stack, mine.committed, mine.bet), (rival.stack, rival.committed, rival.bet)
        self._after_mine = (
            view.betting_round,
            _after(me_now, rival_now, kind, raised),
            rival_now,
            max(full, raised - view.highest) if kind == RAISE else full,
            kind,
        )

    def _part_total(self, view: Poker7View, part: float) -> int:
        choices = view.choices
        assert choices is not None
        return max(choices.raise_from, view.highest + max(1, int((view.pot + choices.to_call) * part)))

    def _raise_part(self, view: Poker7View, part: float) -> Action:
        """A bet or raise of ``part`` of the pot after calling (at least the smallest, all at most)."""
        choices = view.choices
        assert choices is not None
        total = self._part_total(view, part)
        return all_in() if total >= choices.raise_to else raise_to(total)

    def _raise(self, view: Poker7View, chance: float, fair: float) -> Action:
        choices = view.choices
        assert choices is not None
        pot_after_call = view.pot + choices.to_call
        if self.style.sizing:
            part = 0.5 if chance < 2 * fair else (0.8 if chance < 0.75 else 1.2)
        else:
            part = 0.5
        if self.style.sizing and view.commons and chance > 0.8:
            return all_in()  # all but sure once the commons are out: everything in
        total = max(choices.raise_from, view.highest + max(1, int(pot_after_call * part)))
        if total >= choices.raise_to:
            return all_in()
        return raise_to(total)


Packed = tuple[int, bytes, float | None]


def _packed(rng: random.Random) -> Packed:
    """A generator's state in 2.5 KB (``getstate`` holds 625 int objects, some 22 KB): a player keeps
    one for each of its moves (``Poker7Player.choose``)."""
    version, words, gauss = rng.getstate()
    return version, array("I", words).tobytes(), gauss


def _unpack(rng: random.Random, packed: object) -> None:
    version, words, gauss = cast(Packed, packed)
    rng.setstate((version, tuple(array("I", words)), gauss))


def make_easy(seed: int = 0) -> Poker7Player:
    return Poker7Player("easy", seed)


def make_normal(seed: int = 0) -> Poker7Player:
    return Poker7Player("normal", seed)


def make_hard(seed: int = 0) -> Poker7Player:
    return Poker7Player("hard", seed)
