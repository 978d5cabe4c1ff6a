"""Trading Faces' ceiling against normal: a hard player that sees every hand and the draw pile.

A measure, never a player of the game (no registry name, no menu, no strength in the app). GAME-DONE
asks hard to beat normal head to head in 60% of the pairs; with four and five players no fair hard
has done it (docs/AI.md, sessions 9-13). This tool asks whether any player could: the peeker reads
the engine's state, not a view.

- Guessing: it names the emotion acted (it saw the actor's hand), always right.
- Passing: for each card it may pass it plays the game out many times from the true position (every
  hand, the pile in its real order) with the normal players' own rule for the others (a single card
  at random, never a pair while a single is left; a guesser names the drawn face 63% of the time, as
  normal does in the reading test) and itself passing a single card its left-hand neighbour does not
  hold two of, always guessing right; the same random numbers for every candidate; it passes the
  card whose play-outs end best head to head (ties broken by the cards won). It does not read the
  others' choices in the round under way (it sees hands and pile, not minds).

``--player`` seats another player in the measured seat on the same deals (paired seeds), to split
the ceiling by decision:

- ``peek``: both decisions peeked; ``peek-pass``: peeked passing, hard's guessing; ``peek-guess``:
  hard's passing, peeked guessing; ``peek-left``: hard's own rule, its reading of the left-hand
  neighbour's hand made exact (no other peek); ``hard``, ``normal``: the players of the game (the check that this
  loop is the arena's: ``hard`` here scores as ``python -m games.tradingfaces.arena --bots
  hard,normal`` on the same seeds).

    nice -n 10 python -m games.tradingfaces.peek --players 4 --games 100 --seed 80000 --player peek

The seating and seeds are the arena's (``games/tradingfaces/arena.py``): one measured player against
normal players, game ``g`` turning the table by ``g`` places. Each game's line is printed as it ends
(resumable by seed range: ``--sum`` adds up saved outputs); the last line is head to head with its
95% Wilson interval, first places, and the measured seat's median and longest move.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from typing import Any

from game.ai.base import Bot, make_bot
from game.core import Action, GameState, Seat
from game.intervals import share_text
from games.tradingfaces.engine import TradingFaces
from games.tradingfaces.players import HARD, TradingFacesPlayer
from games.tradingfaces.view import (
    GUESS,
    MAX_PASSES_WITHOUT_SET,
    MIN_HAND,
    PASS,
    SET_SIZE,
    TradingFacesView,
    guess,
    pass_card,
)

EMOTIONS = 14  # counts are indexed by emotion number, 1-13 (0 unused)
NORMAL_RIGHT = 0.63  # how often normal names a drawn face (the reading test; 0.81 before session 16)
PLAYOUTS = 16  # play-outs for each card it may pass


def _single_or_any(hand: list[int], rng: random.Random) -> int:
    """Normal's pass as the play-outs play it: a single card at random, a pair card when none is left
    (every single card is worth the same to normal in the passing game)."""
    singles = [e for e in range(1, EMOTIONS) if hand[e] == 1]
    if singles:
        return singles[rng.randrange(len(singles))]
    held = [e for e in range(1, EMOTIONS) if hand[e]]
    return held[rng.randrange(len(held))]


def _own_pass(hand: list[int], left: list[int], rng: random.Random) -> int:
    """The peeker's later passes in a play-out: a single card its left-hand neighbour does not hold two of."""
    singles = [e for e in range(1, EMOTIONS) if hand[e] == 1]
    safe = [e for e in singles if left[e] < 2]
    pool = safe or singles or [e for e in range(1, EMOTIONS) if hand[e]]
    return pool[rng.randrange(len(pool))]


def play_out(
    hands: list[list[int]], pile: list[int], scores: list[int], passes: int, me: int, first: int, rng: random.Random
) -> list[int]:
    """The cards each seat ends with, from a pass round where ``me`` passes ``first`` (the engine's
    rules: passes at once, stops clockwise from seat 0, one draw after a set then up to three, the
    end when a hand is below three with the pile empty, no set possible, or 50 rounds without one)."""
    n = len(hands)
    hands = [h[:] for h in hands]
    pile = pile[:]
    scores = scores[:]
    mine: int | None = first
    while True:
        picks = []
        for s in range(n):
            if s == me:
                picks.append(mine if mine is not None else _own_pass(hands[s], hands[(s + 1) % n], rng))
                mine = None
            else:
                picks.append(_single_or_any(hands[s], rng))
        for s, card in enumerate(picks):
            hands[s][card] -= 1
        for s, card in enumerate(picks):
            hands[(s + 1) % n][card] += 1
        passes += 1
        while True:
            queue = [(s, e) for s in range(n) for e in range(1, EMOTIONS) if hands[s][e] >= SET_SIZE]
            if not queue:
                break
            for actor, emotion in queue:
                hands[actor][emotion] -= SET_SIZE
                winner = None
                for k in range(1, n):
                    guesser = (actor + k) % n
                    if guesser == me or rng.random() < NORMAL_RIGHT:
                        winner = guesser
                        break
                if winner is None:
                    scores[actor] += 1
                else:
                    scores[actor] += 2
                    scores[winner] += 1
                hand = hands[actor]
                if pile:
                    hand[pile.pop()] += 1
                while sum(hand) < MIN_HAND and pile:
                    hand[pile.pop()] += 1
            passes = 0
        if not pile and any(sum(h) < MIN_HAND for h in hands):
            return scores
        together = [sum(h[e] for h in hands) for e in range(EMOTIONS)]
        if max(together) < SET_SIZE or passes >= MAX_PASSES_WITHOUT_SET:
            return scores


def head_to_head(scores: list[int], me: int) -> float:
    """Over the other seats, the share ``me`` finished ahead of (a tie half), with the cards won as a tie-break."""
    others = [s for s in range(len(scores)) if s != me]
    ahead = sum(1.0 if scores[me] > scores[o] else 0.5 if scores[me] == scores[o] else 0.0 for o in others)
    margin = sum(scores[me] - scores[o] for o in others)
    return (ahead + 0.01 * margin) / len(others)


def peeked_pass(state: TradingFaces, seat: Seat, playouts: int = PLAYOUTS) -> int:
    """The card whose play-outs from the true position end best for ``seat`` head to head."""
    hands = [[0] * EMOTIONS for _ in range(state.players)]
    for s, hand in enumerate(state.hands):
        for card in hand:
            hands[s][card] += 1
    scores = list(state.scores())
    candidates = sorted(set(state.hands[seat]))
    if len(candidates) == 1:
        return candidates[0]
    base = random.Random(f"{state.seed}|{len(state.sets)}|{state.passes}|{seat}").randrange(1 << 30)
    best, best_value = candidates[0], -1.0
    for card in candidates:
        value = 0.0
        for k in range(playouts):
            rng = random.Random(base + k)  # the same numbers for every candidate
            value += head_to_head(play_out(hands, state.pile, scores, state.passes, seat, card, rng), seat)
        if value > best_value:
            best, best_value = card, value
    return best


class PeekingPlayer(TradingFacesPlayer):
    """Hard with the engine's state in sight for passing, guessing or both; a measuring tool only."""

    def __init__(self, seed: int = 0, passing: bool = True, guessing: bool = True, playouts: int = PLAYOUTS) -> None:
        super().__init__(seed, HARD, "tradingfaces-peek")
        self.peek_passing = passing
        self.peek_guessing = guessing
        self.playouts = playouts

    def choose(self, state: GameState, seat: Seat) -> Action:
        assert isinstance(state, TradingFaces)
        if self.peek_passing and state.phase == PASS and state.variant == "classic":
            return pass_card(peeked_pass(state, seat, self.playouts))
        if self.peek_guessing and state.phase == GUESS and state.current is not None:
            return guess(state.current[1])
        return super().choose(state, seat)


class LeftPeekingPlayer(TradingFacesPlayer):
    """Hard's own passing rule with its one reading of another hand made exact: a single card costs
    ``FEED_COST`` more to pass when the left-hand neighbour truly holds two of it (hard reads that
    from its guesses, ``LeftHand``); no ``Ring`` at five players. Hard's guessing. A measuring tool only."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed, dataclasses.replace(HARD, block_cost=0.0), "tradingfaces-peek-left")
        self.state: TradingFaces | None = None

    def choose(self, state: GameState, seat: Seat) -> Action:
        assert isinstance(state, TradingFaces)
        self.state = state
        return super().choose(state, seat)

    def _feeds_left(self, view: TradingFacesView, emotion: int, mine: Counter[int], out: Counter[int]) -> float:
        if mine[emotion] != 1 or out[emotion] or self.state is None:
            return 0.0
        left = ((view.seat or 0) + 1) % view.players
        return 1.0 if self.state.hands[left].count(emotion) >= 2 else 0.0


def measured_player(name: str, seed: int, playouts: int = PLAYOUTS) -> Bot:
    if name == "peek":
        return PeekingPlayer(seed, playouts=playouts)
    if name == "peek-pass":
        return PeekingPlayer(seed, guessing=False, playouts=playouts)
    if name == "peek-left":
        return LeftPeekingPlayer(seed)
    if name == "peek-guess":
        return PeekingPlayer(seed, passing=False)
    return make_bot(name, seed=seed)


def play(
    player: str,
    players: int,
    game_seed: int,
    index: int,
    chooser: random.Random,
    playouts: int,
    maker: Callable[[str, int, int], Bot] = measured_player,
) -> dict[str, Any]:
    """One game seated as the arena seats ``player,normal`` (game ``index`` of the run); ``maker``
    makes the measured player (``games.tradingfaces.ceiling`` adds its own)."""
    seating = [player] + ["normal"] * (players - 1)
    names = [seating[(s + index) % players] for s in range(players)]
    mine = names.index(player)
    at = [
        maker(name, game_seed * 1009 + s, playouts) if s == mine else make_bot(name, seed=game_seed * 1009 + s)
        for s, name in enumerate(names)
    ]
    state = TradingFaces(players, game_seed, {"variant": "classic"})
    times: list[float] = []
    while not state.is_over():
        acting = state.to_act()
        seat = acting[0] if len(acting) == 1 else acting[chooser.randrange(len(acting))]
        started = time.perf_counter()
        action = at[seat].choose(state, seat)
        if seat == mine:
            times.append(time.perf_counter() - started)
        state.apply(seat, action)
    outcome = state.outcome()
    assert outcome is not None
    placing = outcome.placing
    ahead = sum(
        1.0 if placing[mine] < placing[o] else 0.5 if placing[mine] == placing[o] else 0.0
        for o in range(players)
        if o != mine
    )
    return {
        "seed": game_seed,
        "player": player,
        "players": players,
        "scores": list(state.scores()),
        "seat": mine,
        "ahead": ahead,
        "pairs": players - 1,
        "first": placing[mine] == 1 and not all(p == 1 for p in placing),
        "draw": all(p == 1 for p in placing),
        "median_move": statistics.median(times) if times else 0.0,
        "longest_move": max(times) if times else 0.0,
        "moves": len(times),
    }


def summary(games: list[dict[str, Any]]) -> str:
    ahead = sum(float(g["ahead"]) for g in games)
    pairs = sum(int(g["pairs"]) for g in games)
    firsts = sum(1 for g in games if g["first"])
    draws = sum(1 for g in games if g["draw"])
    players = {str(g["players"]) for g in games}
    who = {str(g["player"]) for g in games}
    seeds = sorted(int(g["seed"]) for g in games)
    medians = [float(g["median_move"]) for g in games]
    longest = max(float(g["longest_move"]) for g in games)
    return (
        f"{'/'.join(map(str, sorted(who)))} vs normal, {'/'.join(map(str, sorted(players)))} players, "
        f"{len(games)} games (seeds {seeds[0]}-{seeds[-1]}): head to head {share_text(ahead, pairs)}; "
        f"first {share_text(firsts, len(games))}, {draws} draws; "
        f"median move (median of games) {statistics.median(medians) * 1000:.1f} ms, longest {longest:.2f} s"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--player", default="peek", help="peek, peek-pass, peek-guess, peek-left, hard or normal")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=80000)
    parser.add_argument("--playouts", type=int, default=PLAYOUTS)
    parser.add_argument("--sum", nargs="*", metavar="LOG", help="add up the game lines of saved outputs instead")
    args = parser.parse_args()
    if args.sum is not None:
        games = []
        for path in args.sum:
            with open(path, encoding="utf-8") as lines:
                games += [json.loads(line) for line in lines if line.startswith("{")]
        print(summary(games))
        return 0
    chooser = random.Random(args.seed)  # the arena's: which simultaneous chooser moves next
    games = []
    for index in range(args.games):
        game = play(args.player, args.players, args.seed + index, index, chooser, args.playouts)
        games.append(game)
        print(json.dumps(game), flush=True)
    print(summary(games), file=sys.stdout)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
