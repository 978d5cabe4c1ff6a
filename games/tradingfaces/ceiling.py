"""Trading Faces' fair ceiling against normal: the best reply to normal's known passing, reading only
the seat's view (issue 22's last line; docs/AI.md "Session 15").

A measure, never a player of the game (no registry name, no menu, no strength in the app). The
peeker (``games/tradingfaces/peek.py``) passes by play-outs of the TRUE position and reaches about
80% head to head; this player passes by the very same play-outs (``peek.play_out``: the others as
normal plays, a normal guesser right 63% of the time, itself passing a single card its left-hand
neighbour does not hold two of) from SAMPLED positions, so the only difference is the information.

The sampler (:class:`Table`) keeps a few hundred guesses of the whole hidden table (every other
hand and the pile, as counts), from the seat's own view and its own memory alone:

- At the seat's first pass the cards it cannot see (not in its hand, not face up, not boxed) are
  dealt at random to the other hands (their sizes as the view counts them) and the pile, no hand
  holding three of a kind (nobody called stop).
- After each pass round every guess plays the round as the engine and normal's own code would:
  each other seat passes one of its single cards at random (one of a pair when it has no single:
  normal's rule, ``players.NORMAL``; a card face up can never be held, so its "dead card" rule never
  fires), the right-hand neighbour the card the seat truly received, and the guess is weighed by
  how likely normal's code was to pass that card from that hand (0 when it could not have); the
  seat's own gift goes to the left. Then the sets: every stop the guess would call must be the
  stops the view shows, in the engine's order (clockwise, a hand's sets lowest first, again after
  each batch of draws), each actor drawing from the guess's pile (one card, then up to three); a
  guess that calls a stop the table did not see, or misses one it saw, is dropped. The cards the
  seat itself drew (its hand now against its hand before, its gift, what it received and its own
  sets) must have been in that guess's pile, and leave it. The survivors are drawn again by weight.
  Should every guess die, the table is dealt afresh from the view (counted in ``restarts``).
- What it ignores: normal's guesses (they hint at the cards normal remembers passing, weakly) and the
  pile's order (drawn at random in each play-out, as the view never shows it).

Passing: for each card it may pass, ``--playouts`` play-outs, the k-th from the k-th of as many
guesses drawn from the table (its pile shuffled), the same guesses and random numbers for every card;
it passes the card whose play-outs end best head to head (ties broken by the cards won), exactly as
the peeker does from the true position. Guessing: hard's (fair; it names a drawn face 99% of the
time).

    nice -n 10 python -m games.tradingfaces.ceiling --player fair --players 4 --games 100 --seed 96000

``--gain POSITIONS`` measures instead what choosing the single card by play-outs is worth at a pass, judged
by play-outs of the true position, for the fair choice and the peeker's (:func:`gain`).

``--player fair-singles`` weighs only its single cards when it has one (normal never breaks a pair; with
sampled positions the play-outs are noisy enough to break one by mistake). ``--player`` also takes the peek tool's players (``peek``, ``peek-pass``, ``hard``, ``normal`` ...);
the seating and seeds are the arena's (one measured player against normal players, game ``g``
turning the table by ``g`` places; ``tests/ai/test_tradingfaces_ceiling.py`` checks that ``hard``
here scores as the arena does). Each game's line is printed as it ends (resumable by seed range;
``--sum`` adds saved outputs up), the last line head to head with its 95% Wilson interval.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import random
import statistics
import sys
from collections import Counter

from game.ai.base import Bot, make_bot
from game.core import Action, Seat
from games.tradingfaces import peek
from games.tradingfaces.engine import TradingFaces
from games.tradingfaces.players import HARD, TradingFacesPlayer
from games.tradingfaces.view import COPIES, PASS, SET_SIZE, TradingFacesView, pass_card

EMOTIONS = peek.EMOTIONS  # counts indexed by emotion, 1-13
GUESSES = 300  # guesses of the hidden table kept in mind
PLAYOUTS = peek.PLAYOUTS  # play-outs for each card it may pass (the peeker's 16)
MIN_HAND = 3
STIR = 1  # random exchanges of two hidden cards in each guess after each round (Table._stirred)
MEND = 0.25  # the weight of a guess mended to hold a card the seat saw come from its place (Table._followed)
MENDS = 3  # when every guess dies: tries again with the guesses stirred 1, 2, 3 times as hard


def _counts(cards: tuple[int, ...] | list[int]) -> list[int]:
    out = [0] * EMOTIONS
    for c in cards:
        out[c] += 1
    return out


def unseen(view: TradingFacesView) -> list[int]:
    """How many of each emotion the seat cannot see: not in its hand, not face up, not boxed."""
    seen = _counts(view.hand)
    for won in view.won:
        for c in won:
            seen[c] += 1
    for c in view.boxed:
        seen[c] += 1
    return [0] + [COPIES - seen[e] for e in range(1, EMOTIONS)]


def normal_choices(hand: list[int]) -> list[int]:
    """The cards normal's code may pass from ``hand``, each equally likely: a single card, else one of a
    pair (``players.TradingFacesPlayer._pass`` at ``NORMAL``: worth n*n + 0.3*(3-n) with a random
    tie-break below 0.01; a copy face up never shares a hand with one held)."""
    singles = [e for e in range(1, EMOTIONS) if hand[e] == 1]
    return singles or [e for e in range(1, EMOTIONS) if hand[e]]


def _draw(pile: list[int], rng: random.Random) -> int:
    """A card from the pile, each card equally likely (its order is unseen)."""
    x = rng.randrange(sum(pile))
    for e in range(1, EMOTIONS):
        x -= pile[e]
        if x < 0:
            pile[e] -= 1
            return e
    raise AssertionError("empty pile")


Guess = tuple[list[list[int]], list[int]]  # every seat's hand (the seat's own unused), the pile


class Table:
    """Guesses of every other hand and the pile, followed round by round (see the module's text)."""

    def __init__(self, view: TradingFacesView, rng: random.Random, size: int = GUESSES) -> None:
        self.me = view.seat or 0
        self.n = view.players
        self.others = [s for s in range(self.n) if s != self.me]
        self.size = size
        self.restarts = 0  # every guess died: dealt afresh
        self.mended = 0  # every guess died: tried again, stirred harder
        self.deaths: Counter[str] = Counter()  # why guesses died (a diagnostic)
        self.guesses: list[Guess] = self._dealt(view, rng)

    def _dealt(self, view: TradingFacesView, rng: random.Random) -> list[Guess]:
        pool = [e for e, k in enumerate(unseen(view)) for _ in range(k)]
        guesses: list[Guess] = []
        for _ in range(self.size * 20):
            if len(guesses) == self.size:
                break
            rng.shuffle(pool)
            hands = [[0] * EMOTIONS for _ in range(self.n)]
            at = 0
            for s in self.others:
                for c in pool[at : at + view.hand_counts[s]]:
                    hands[s][c] += 1
                at += view.hand_counts[s]
            if any(max(hands[s]) >= SET_SIZE for s in self.others):
                continue  # nobody called stop: no hand holds three of a kind
            guesses.append((hands, _counts(pool[at:])))
        return guesses

    def update(
        self,
        view: TradingFacesView,
        before: list[int],
        gift: int,
        sets_before: int,
        rng: random.Random,
    ) -> None:
        """One pass round went by: the seat held ``before`` and gave ``gift``; ``view`` is now."""
        me = self.me
        got = view.received
        new_sets = view.sets[sets_before:]
        mine = before[:]
        mine[gift] -= 1
        if got is not None:
            mine[got] += 1
        for acted in new_sets:
            if acted.actor == me:
                mine[acted.emotion] -= SET_SIZE
        now = _counts(view.hand)
        drew = [now[e] - mine[e] for e in range(EMOTIONS)]
        called = [(a.actor, a.emotion) for a in new_sets if a.actor != me]
        if got is None or min(drew) < 0:
            self.restart(view, rng)  # not one round after the last (never in a game played on)
            return
        for attempt in range(MENDS + 1):
            guesses = self.guesses if attempt == 0 else [self._stirred(g, rng, attempt * STIR) for g in self.guesses]
            kept, weights = self._followed(view, guesses, gift, got, drew, called, rng)
            if kept:
                break
            self.mended += 1
        else:
            self.restart(view, rng)
            return
        chosen = rng.choices(range(len(kept)), weights=weights, k=self.size)
        self.guesses = [self._stirred(kept[i], rng, STIR) for i in chosen]

    def _followed(
        self,
        view: TradingFacesView,
        guesses: list[Guess],
        gift: int,
        got: int,
        drew: list[int],
        called: list[tuple[Seat, int]],
        rng: random.Random,
    ) -> tuple[list[Guess], list[float]]:
        """The guesses that play the round out as the table saw it, and their weights."""
        me, n = self.me, self.n
        left, right = (me + 1) % n, (me - 1) % n
        kept: list[Guess] = []
        weights: list[float] = []
        # A seat's first stop in the round is the one the passes gave it (a later one comes from its
        # own draws): the card it received made its only three of a kind (it held none before).
        first: dict[Seat, int] = {}
        for seat, emotion in called:
            first.setdefault(seat, emotion)
        for hands0, pile0 in guesses:
            hands = [h[:] for h in hands0]
            pile = pile0[:]
            # The cards the seat drew came from the pile, each card of it equally likely: the guess is
            # weighed by how many ways its pile gives them (none: it held one in another hand).
            # A guess that cannot give what the seat saw is mended (the card brought in from another
            # place in exchange for one there) and weighs MEND as much: without mending nearly every
            # guess dies each round and the survivors soon descend from one.
            weight = 1.0
            for e in range(EMOTIONS):
                while pile[e] < drew[e]:
                    if not self._exchange(hands, pile, e, -1, rng):
                        weight = 0.0
                        break
                    weight *= MEND
                for k in range(drew[e]):
                    weight *= pile[e] - k
                pile[e] -= drew[e]
            if weight <= 0.0:
                continue
            # The right-hand neighbour passed what the seat received.
            if hands[right][got] == 0:
                if not self._exchange(hands, pile, got, right, rng):
                    continue
                weight *= MEND
            elif got not in normal_choices(hands[right]):
                # It held two: one of them was elsewhere (a single card is always one normal may pass).
                if not self._exchange(hands, pile, got, right, rng, away=True):
                    continue
                weight *= MEND
            choices = normal_choices(hands[right])
            if got not in choices:
                continue
            weight /= len(choices)
            passed = {right: got}
            # A stop the table saw a seat call right after the passes: it held two of the emotion and
            # its giver one it could pass (mended when the guess put them elsewhere).
            for seat, emotion in first.items():
                giver = (seat - 1) % n
                keep = (seat, giver)
                while weight > 0.0 and hands[seat][emotion] < SET_SIZE - 1:
                    weight *= MEND if self._exchange(hands, pile, emotion, seat, rng, keep=keep) else 0.0
                if giver in (me, right) or weight == 0.0:
                    continue
                if hands[giver][emotion] == 0:
                    weight *= MEND if self._exchange(hands, pile, emotion, giver, rng, keep=keep) else 0.0
                elif emotion not in normal_choices(hands[giver]):
                    weight *= MEND if self._exchange(hands, pile, emotion, giver, rng, away=True, keep=keep) else 0.0
            if weight == 0.0:
                self.deaths["mend"] += 1
                continue
            # The others' passes, from the right-hand neighbour's giver back to the left-hand neighbour:
            # each drawn from normal's choices among those that give its receiver the stop the table
            # saw it call, or none (weighed by their share of normal's choices: exact, and no guess
            # is lost to a stop it would have called or missed).
            receiver = right
            while weight > 0.0:
                giver = (receiver - 1) % n
                after = hands[receiver][:]
                after[passed[receiver]] -= 1
                stop = first.get(receiver)
                if giver == me:
                    if stop not in (None, gift) or (after[gift] == SET_SIZE - 1) != (stop == gift):
                        weight = 0.0
                    break
                choices = normal_choices(hands[giver])
                allowed = [c for c in choices if stop in (None, c) and (after[c] == SET_SIZE - 1) == (stop == c)]
                if not allowed:
                    weight = 0.0
                    break
                weight *= len(allowed) / len(choices)
                passed[giver] = allowed[rng.randrange(len(allowed))]
                receiver = giver
            if weight == 0.0:
                self.deaths["stop"] += 1
                continue
            for s, card in passed.items():
                hands[s][card] -= 1
                if (s + 1) % n != me:
                    hands[(s + 1) % n][card] += 1
            hands[left][gift] += 1
            if not self._sets_as_seen(hands, pile, called, rng):
                self.deaths["sets"] += 1
                continue
            if any(sum(hands[s]) != view.hand_counts[s] for s in self.others) or sum(pile) != view.pile_count:
                self.deaths["count"] += 1
                continue
            kept.append((hands, pile))
            weights.append(weight)
        return kept, weights

    def _exchange(
        self,
        hands: list[list[int]],
        pile: list[int],
        card: int,
        to: int,
        rng: random.Random,
        away: bool = False,
        keep: tuple[int, ...] = (),
    ) -> bool:
        """Bring a ``card`` into place ``to`` (a seat, or -1 the pile) from another place holding one, in
        exchange for another card of ``to`` (``away``: take one out of ``to`` in exchange for another
        card of another place), never from or to a place in ``keep``; no hand may come to hold three of a kind. False when none can."""
        home = pile if to < 0 else hands[to]
        places = [p for p in [*self.others, -1] if p != to and p not in keep]
        rng.shuffle(places)
        for place in places:
            other = pile if place < 0 else hands[place]
            if away:
                fits = [y for y in range(1, EMOTIONS) if other[y] and y != card and (to < 0 or home[y] + 1 < SET_SIZE)]
                if not fits or (place >= 0 and other[card] + 1 >= SET_SIZE):
                    continue
                y = fits[rng.randrange(len(fits))]
                home[card] -= 1
                home[y] += 1
                other[y] -= 1
                other[card] += 1
                return True
            if not other[card]:
                continue
            fits = [y for y in range(1, EMOTIONS) if home[y] and y != card and (place < 0 or other[y] + 1 < SET_SIZE)]
            if not fits:
                continue
            y = fits[rng.randrange(len(fits))]
            other[card] -= 1
            other[y] += 1
            home[y] -= 1
            home[card] += 1
            return True
        return False

    def _stirred(self, guess: Guess, rng: random.Random, swaps: int) -> Guess:
        """A copy of ``guess`` with ``swaps`` random exchanges of two hidden cards between two places
        (other hands, the pile), none making three of a kind in a hand: what the seat sees stays true
        (every count), older evidence is partly forgotten. Without it the guesses drawn again round
        after round soon descend from a single one, sure of a hand that is not the truth, and all of
        them die at once."""
        hands = [h[:] for h in guess[0]]
        pile = guess[1][:]
        places = [*self.others, -1]
        for _ in range(swaps):
            a, b = rng.sample(places, 2)
            one = pile if a < 0 else hands[a]
            two = pile if b < 0 else hands[b]
            if not sum(one) or not sum(two):
                continue
            x = _draw(one[:], rng)
            y = _draw(two[:], rng)
            if x == y or (a >= 0 and one[y] + 1 >= SET_SIZE) or (b >= 0 and two[x] + 1 >= SET_SIZE):
                continue
            one[x] -= 1
            one[y] += 1
            two[y] -= 1
            two[x] += 1
        return hands, pile

    def _sets_as_seen(
        self,
        hands: list[list[int]],
        pile: list[int],
        called: list[tuple[Seat, int]],
        rng: random.Random,
    ) -> bool:
        """Play the stops of this guess as the engine does (the other seats' only: the seat's own are
        in its true hand); True when they are the ones the table saw, in order."""
        at = 0
        while True:
            batch = [(s, e) for s in self.others for e in range(1, EMOTIONS) if hands[s][e] >= SET_SIZE]
            if not batch:
                return at == len(called)
            for s, e in batch:
                if at >= len(called) or called[at] != (s, e):
                    return False
                at += 1
                hand = hands[s]
                hand[e] -= SET_SIZE
                if sum(pile):
                    hand[_draw(pile, rng)] += 1
                while sum(hand) < MIN_HAND and sum(pile) > 0:
                    hand[_draw(pile, rng)] += 1

    def restart(self, view: TradingFacesView, rng: random.Random) -> None:
        self.restarts += 1
        self.guesses = self._dealt(view, rng) or self.guesses

    def positions(self, k: int, rng: random.Random) -> list[tuple[list[list[int]], list[int]]]:
        """``k`` guesses drawn from the table, each with its pile in a random order."""
        out = []
        for _ in range(k):
            hands, pile = self.guesses[rng.randrange(len(self.guesses))]
            order = [e for e in range(1, EMOTIONS) for _ in range(pile[e])]
            rng.shuffle(order)
            out.append(([h[:] for h in hands], order))
        return out


FAIR = dataclasses.replace(HARD, feed_cost=0.0, block_cost=0.0)  # hard's guessing; the passing is below


class FairPlayer(TradingFacesPlayer):
    """Passes by play-outs of positions sampled from what its view showed (:class:`Table`); hard's
    guessing. A measuring tool only."""

    def __init__(
        self,
        seed: int = 0,
        playouts: int = PLAYOUTS,
        guesses: int = GUESSES,
        singles: bool = False,
    ) -> None:
        super().__init__(seed, FAIR, "tradingfaces-fair")
        self.playouts = playouts
        self.singles = singles  # weigh only its single cards when it has one (normal never breaks a pair)
        self.table_size = guesses
        self.table: Table | None = None
        # The round it last passed in, its hand then and the sets acted by then.
        self.last: tuple[tuple[int, int], list[int], int] | None = None

    def _pass(self, view: TradingFacesView, legal: list[Action], rng: random.Random) -> Action:
        now = (len(view.sets), view.passes)
        hand = _counts(view.hand)
        if self.table is not None and self.last is not None and self.last[0] < now and self.last[0] in self.gifts:
            previous, before, sets_before = self.last
            self.table.update(view, before, self.gifts[previous], sets_before, rng)
        elif self.table is None or self.last is None or self.last[0] != now:
            self.table = Table(view, rng, self.table_size)
        self.last = (now, hand, len(view.sets))
        candidates = sorted(set(view.hand))
        if self.singles:
            candidates = [e for e in candidates if hand[e] == 1] or candidates
        if len(candidates) == 1:
            return pass_card(candidates[0])
        me = view.seat or 0
        positions = self.table.positions(self.playouts, rng)
        base = rng.randrange(1 << 30)
        scores = list(view.scores)
        best, best_value = candidates[0], -1.0
        for card in candidates:
            value = 0.0
            for k, (hands, pile) in enumerate(positions):
                hands[me] = hand
                play_rng = random.Random(base + k)  # the same numbers for every candidate
                value += peek.head_to_head(
                    peek.play_out(hands, pile, scores, view.passes, me, card, play_rng),
                    me,
                )
            if value > best_value:
                best, best_value = card, value
        return pass_card(best)


def measured_player(name: str, seed: int, playouts: int = PLAYOUTS) -> Bot:
    if name == "fair":
        return FairPlayer(seed, playouts)
    if name == "fair-singles":
        return FairPlayer(seed, playouts, singles=True)
    return peek.measured_player(name, seed, playouts)


def check_table(view: TradingFacesView, table: Table) -> list[str]:
    """What no guess may do: hold a card the seat has seen elsewhere, or miscount a hand or the pile."""
    faults = []
    hidden = unseen(view)
    for i, (hands, pile) in enumerate(table.guesses):
        together = [pile[e] + sum(hands[s][e] for s in table.others) for e in range(EMOTIONS)]
        if together != hidden:
            faults.append(f"guess {i}: holds {together}, the seat cannot see {hidden}")
        for s in table.others:
            if sum(hands[s]) != view.hand_counts[s] or max(hands[s]) >= SET_SIZE:
                faults.append(f"guess {i}: seat {s} holds {hands[s]}")
        if sum(pile) != view.pile_count:
            faults.append(f"guess {i}: pile of {sum(pile)}, not {view.pile_count}")
    return faults


def _values(
    positions: list[tuple[list[list[int]], list[int]]],
    view: TradingFacesView,
    hand: list[int],
    cards: list[int],
    base: int,
) -> dict[int, float]:
    """Each card's mean head to head over play-outs from ``positions`` (the k-th with numbers ``base + k``)."""
    me = view.seat or 0
    values = {}
    for card in cards:
        total = 0.0
        for k, (hands, pile) in enumerate(positions):
            hands = [h[:] for h in hands]
            hands[me] = hand
            rng = random.Random(base + k)
            total += peek.head_to_head(
                peek.play_out(hands, list(pile), list(view.scores), view.passes, me, card, rng),
                me,
            )
        values[card] = total / len(positions)
    return values


def gain(players: int, count: int, playouts: int, seed: int) -> dict[str, list[float]]:
    """What choosing the single card to pass by play-outs is worth, judged from the true position.

    For each of ``count`` positions (game ``seed + i``: the fair player at seat 0 against normal ones,
    to a random pass round of its own, where it holds two single cards or more), each single card's
    value is the mean head to head of ``playouts`` play-outs of the TRUE position (the judge). Two
    choices are judged: ``fair``, the card whose play-outs from as many positions sampled from the
    fair player's table end best; ``peek``, the card whose play-outs from the true position (other
    random numbers than the judge's) end best. Each gives (judged value of its card) - (mean judged
    value of the single cards): what it gains at that pass over a single card passed at random."""
    found: dict[str, list[float]] = {"fair": [], "peek": []}
    for game_seed in range(seed, seed + count):
        state = TradingFaces(players, game_seed, {"variant": "classic"})
        fair = FairPlayer(game_seed, playouts=1)
        bots: list[Bot] = [fair] + [make_bot("normal", seed=game_seed * 10 + s) for s in range(1, players)]
        rng = random.Random(game_seed)
        stop_at, seen = rng.randrange(1, 8), 0
        while not state.is_over():
            acting = state.to_act()
            seat = acting[rng.randrange(len(acting))]
            if seat == 0 and state.phase == PASS:
                seen += 1
                if seen == stop_at:
                    fair.choose(state, 0)  # its table follows the game to this round
                    view = state.view(0)
                    hand = _counts(view.hand)
                    singles = [e for e in range(1, EMOTIONS) if hand[e] == 1]
                    if len(singles) < 2 or fair.table is None:
                        break
                    sampled = fair.table.positions(2 * playouts, random.Random(game_seed))[:playouts]
                    truth = [([_counts(h) for h in state.hands], list(state.pile))] * playouts
                    judged = _values(truth, view, hand, singles, 5000)
                    mean = sum(judged.values()) / len(judged)
                    for name, positions in (("fair", sampled), ("peek", truth)):
                        chosen = _values(positions, view, hand, singles, 1000)
                        found[name].append(judged[max(chosen, key=lambda e: chosen[e])] - mean)
                    break
            state.apply(seat, bots[seat].choose(state, seat))
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--player",
        default="fair",
        help="fair, or one of the peek tool's: peek, peek-pass, hard ...",
    )
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=96000)
    parser.add_argument("--playouts", type=int, default=PLAYOUTS)
    parser.add_argument(
        "--sum",
        nargs="*",
        metavar="LOG",
        help="add up the game lines of saved outputs instead",
    )
    parser.add_argument(
        "--gain",
        type=int,
        metavar="POSITIONS",
        help="instead: what the choice of a single card is worth (see gain)",
    )
    args = parser.parse_args()
    if args.gain:
        for name, gains in gain(args.players, args.gain, args.playouts, args.seed).items():
            mean = statistics.mean(gains)
            half = 1.96 * statistics.stdev(gains) / math.sqrt(len(gains))
            print(
                f"{name}: {args.players} players, {len(gains)} positions (games {args.seed}-{args.seed + args.gain - 1}), "
                f"{args.playouts} play-outs a card: the chosen single card gains {mean:+.4f} +- {half:.4f} "
                "head to head over a single card at random, judged by play-outs of the true position"
            )
        return 0
    if args.sum is not None:
        games = []
        for path in args.sum:
            with open(path, encoding="utf-8") as lines:
                games += [json.loads(line) for line in lines if line.startswith("{")]
        print(peek.summary(games))
        return 0
    chooser = random.Random(args.seed)  # the arena's: which simultaneous chooser moves next
    games = []
    for index in range(args.games):
        game = peek.play(
            args.player,
            args.players,
            args.seed + index,
            index,
            chooser,
            args.playouts,
            measured_player,
        )
        games.append(game)
        print(json.dumps(game), flush=True)
    print(peek.summary(games), file=sys.stdout)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
