"""A Ludo player: a race evaluation that knows how each piece can be hit, and an
expectimax search over the dice.

Ludo has no hidden information, but the dice are chance. The player asks the
true state for ``determinize(seat)`` (a copy whose generator is reseeded, so
the future rolls are not the real ones) and for its own legal actions, nothing
else; every throw it considers is one it sets itself, never a read of the
game's generator.

The evaluation, per seat, counts the *dice still needed*:

- Each piece: the expected number of dice that piece alone still consumes to
  reach the central CORONA (a table computed once from the board by value
  iteration). A die that cannot help a piece may go to another piece, so a
  piece may pass on a die at a small cost (``SKIP_COST``); this is what makes
  the exact count at the end cheap rather than ruinous. A piece in prison
  costs its start square plus ``prison_extra`` (it waits for a CORONA).
- Danger: there are no safe squares on the track, so for every piece on it the
  chance that each opponent can land on its square in their next throw (all 36
  ordered throws, each die alone and both in either order, freeing onto the
  start CORONA, CORONA and PLUMA jumps and the carry after landing by points on
  one, and the double 1 that imprisons pieces two squares behind) comes from a
  precomputed table of reachable squares; the expected loss is that chance
  times the dice the piece would lose in prison. An attacker that moves before
  the piece's owner can react weighs fully; one that moves after weighs
  ``reaction_weight``.
- A seat's value is its chance of being ahead of every rival, each pairwise
  chance a logistic in the difference of dice still needed, scaled by the
  square root of the dice left (a long race forgives more).

Strengths:

- hard: every way of playing the whole throw (each die on each piece, in either
  order, the landing choice, the opponents' forced retreats chosen by them),
  each end position judged by the evaluation; then the best few ways to start
  are searched one throw deeper: for each of the 21 throws of the next player,
  that player's best answer by the same evaluation, then the evaluation again,
  weighted by the chance of the throw (expectimax). Bounded by a time cap; on
  the cap it keeps the one-ply choice.
- normal: the same evaluation, one die at a time (each die is judged by the
  position it leaves, without planning the other die with it).
  Measured with the arena over 400 games, planning the whole throw alone won
  65% against this; the expectimax added about 54% against whole-throw
  planning. Normal plans one die at a time so that hard is clearly stronger,
  while normal still beats random play clearly and matches the generic search
  it replaces (docs/AI.md, the Ludo measurements).
- easy: one die at a time as well, sees no danger, and now and then plays a
  move at random; it races and captures, and leaves pieces in reach.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass

from game.ai.player import ViewPlayer
from game.core import Action, GameState, Seat
from games.ludo.engine import CORONA, FACES, PRISON, ROLL, Ludo, Path
from games.ludo.view import LudoView

# What a piece pays, in dice, for letting a die go to another piece: dice are
# shared by four pieces, so passing is cheap but not free (the race goes on).
SKIP_COST = 0.3
ORDERED_THROWS: tuple[tuple[int | str, int | str], ...] = tuple((a, b) for a in FACES for b in FACES)
# The 21 different throws and how many of the 36 ordered ones each stands for.
THROWS: tuple[tuple[tuple[int | str, int | str], int], ...] = tuple(
    ((a, b), 1 if a == b else 2) for i, a in enumerate(FACES) for b in FACES[i:]
)
DOUBLE_ONE_BIT = 1 << (FACES.index(1) * len(FACES) + FACES.index(1))
DOUBLE_ONE_REACH = 2  # the double 1 takes pieces exactly two squares behind the thrower's


@dataclass(frozen=True, slots=True)
class Geometry:
    """What one colour's path means to the evaluation."""

    last_track: int
    centre: int
    start_square: int
    dice_to_go: tuple[float, ...]  # by progress 0..centre
    # by progress + 1 (index 0 is prison): progress reachable on the track -> bits of the 36 ordered throws
    reach: tuple[dict[int, int], ...]
    # the same keyed by track square instead of progress
    reach_squares: tuple[dict[int, int], ...]


_GEOMETRY: dict[int, tuple[Path, Geometry]] = {}
_BY_PATHS: dict[int, tuple[tuple[Path, ...], tuple[Geometry, ...]]] = {}


def geometry(path: Path) -> Geometry:
    found = _GEOMETRY.get(id(path))
    if found is None or found[0] is not path:
        found = _GEOMETRY[id(path)] = (path, _build_geometry(path))
    return found[1]


def _geometries(world: Ludo) -> tuple[Geometry, ...]:
    """The geometry of every seat; copies of a game share its tuple of paths."""
    found = _BY_PATHS.get(id(world.paths))
    if found is None or found[0] is not world.paths:
        found = _BY_PATHS[id(world.paths)] = (world.paths, tuple(geometry(p) for p in world.paths))
    return found[1]


def _dice_to_go(path: Path) -> tuple[float, ...]:
    """Expected dice a lone piece consumes from each progress, passing on a die when that is cheaper."""
    centre = path.centre
    need = [0.0] * (centre + 1)
    for _ in range(400):
        change = 0.0
        for p in range(centre - 1, -1, -1):
            total = 0.0
            for face in FACES:
                landing = path.moves[p][face]
                wait = SKIP_COST + need[p]
                total += wait if landing is None else min(wait, 1.0 + need[landing[0]])
            value = total / len(FACES)
            change = max(change, abs(value - need[p]))
            need[p] = value
        if change < 1e-9:
            break
    return tuple(need)


def _reach_from(path: Path, progress: int) -> dict[int, int]:
    """Track progresses a piece at ``progress`` can stop on during one throw, with the throws that do it."""
    reach: dict[int, int] = {}
    moves = path.moves
    for bit_index, (first, second) in enumerate(ORDERED_THROWS):
        stops: set[int] = set()
        for a, b in ((first, second), (second, first)):
            if progress == PRISON:
                if a != CORONA:
                    continue
                stops.add(0)  # freed onto its start CORONA, which may hold a victim
                landing = moves[0][b]
                if landing is not None:
                    stops.add(landing[0])
                continue
            landing = moves[progress][a]
            if landing is None:
                continue
            stops.add(landing[0])
            if landing[0] < path.centre and (then := moves[landing[0]][b]) is not None:
                stops.add(then[0])
        for stop in stops:
            if stop <= path.last_track:
                reach[stop] = reach.get(stop, 0) | (1 << bit_index)
    return reach


def _build_geometry(path: Path) -> Geometry:
    start = path.squares[0]
    assert start is not None
    reach = tuple(_reach_from(path, p) for p in range(PRISON, path.last_track + 1))
    by_square = tuple({path.squares[t]: bits for t, bits in stops.items()} for stops in reach)
    return Geometry(path.last_track, path.centre, start, _dice_to_go(path), reach, by_square)


@dataclass(frozen=True, slots=True)
class Style:
    """The knobs of one strength."""

    name: str
    prison_extra: float = 2.5  # dice a piece in prison costs beyond its start square
    see_danger: bool = True
    reaction_weight: float = 0.35  # weight of a threat from a seat that moves after the victim's owner
    spread: float = 0.55  # logistic scale per square root of the dice left
    whole_throw: bool = True  # plan both dice together (easy and normal judge one die at a time)
    lookahead: int = 0  # ways to start the throw searched one throw deeper (hard)
    margin: float = 0.08  # ... only those within this much of the best one-ply value
    seconds: float = 2.0  # time cap of the deeper search
    blunder: float = 0.0  # chance of a random move (easy)


EASY_STYLE = Style("easy", see_danger=False, whole_throw=False, blunder=0.15)
NORMAL_STYLE = Style("normal", whole_throw=False)
HARD_STYLE = Style("hard", lookahead=4, margin=0.1, seconds=2.0)


# The generator of every search copy once its throw is set: copies share it, nothing draws from it.
_SPENT_DICE = random.Random(0)


class _Dice:
    """Stands in for a search copy's generator: the next throw is the one being considered."""

    def __init__(self, first: int | str, second: int | str) -> None:
        self.faces = [first, second]

    def choice(self, options):
        return self.faces.pop(0)


class Evaluator:
    """Values of positions for one style."""

    def __init__(self, style: Style) -> None:
        self.style = style

    def dice_needed(self, world: Ludo, last_mover: Seat) -> list[float]:
        """Dice each seat still needs, danger included; ``last_mover`` has just played."""
        players = world.players
        geos = _geometries(world)
        pos = world.pos
        prison_extra = self.style.prison_extra
        needed = []
        for s in range(players):
            to_go = geos[s].dice_to_go
            prison = to_go[0] + prison_extra
            needed.append(sum(prison if p == PRISON else to_go[p] for p in pos[s]))
        if not self.style.see_danger:
            return needed
        track = len(world.board.kinds)
        attackers = []
        for a in range(players):
            g = geos[a]
            froms = [q for q in set(pos[a]) if q <= g.last_track]  # prison and the track
            squares = {(g.start_square + q) % track for q in froms if q >= 0}
            attackers.append((a, [g.reach_squares[q + 1] for q in froms], squares))
        reaction = self.style.reaction_weight
        for v in range(players):
            gv = geos[v]
            last_v = gv.last_track
            to_go = gv.dice_to_go
            prison = to_go[0] + prison_extra
            # Seats play after ``last_mover`` in turn order; an attacker threatens fully when it
            # plays before the victim's owner can move the piece away.
            rank_v = (v - last_mover - 1) % players
            loss = 0.0
            for p in pos[v]:
                if p < 0 or p > last_v:
                    continue
                square = (gv.start_square + p) % track
                safe = 1.0
                for a, reaches, squares in attackers:
                    if a == v:
                        continue
                    mask = DOUBLE_ONE_BIT if (square + DOUBLE_ONE_REACH) % track in squares else 0
                    for reach in reaches:
                        mask |= reach.get(square, 0)
                    if mask:
                        chance = mask.bit_count() / 36.0
                        if (a - last_mover - 1) % players > rank_v:
                            chance *= reaction
                        safe *= 1.0 - chance
                if safe < 1.0:
                    loss += (1.0 - safe) * (prison - to_go[p])
            needed[v] += loss
        return needed

    def values(self, world: Ludo, last_mover: Seat) -> list[float]:
        """Each seat's chance of finishing ahead of every rival, as far as the evaluation can tell."""
        players = world.players
        if world.winner is not None:
            return [1.0 if s == world.winner else 0.0 for s in range(players)]
        need = self.dice_needed(world, last_mover)
        spread = self.style.spread
        out = []
        for s in range(players):
            value = 1.0
            for o in range(players):
                if o != s:
                    x = (need[o] - need[s]) / (spread * math.sqrt(need[o] + need[s] + 1.0))
                    value *= 1.0 / (1.0 + math.exp(-x))
            out.append(value)
        return out


class LudoPlayer(ViewPlayer[LudoView]):
    """Chooses a Ludo action for a seat from what that seat may know (``game.ai.player``)."""

    view_type = LudoView

    def __init__(self, seed: int = 0, style: Style = NORMAL_STYLE) -> None:
        self.name = style.name
        self.style = style
        self.rng = random.Random(seed)
        self.evaluator = Evaluator(style)
        self.last_considered = 0  # end positions judged for the last choice (tests, benchmarks)

    # --- the entry point -----------------------------------------------------------------------------
    def decide(self, state: GameState, seat: Seat, view: LudoView, legal: list[Action]) -> Action:
        actions = legal
        if self.style.blunder and self.rng.random() < self.style.blunder:
            return self.rng.choice(actions)
        world = state.determinize(seat, self.rng)
        assert isinstance(world, Ludo)
        world.history = []  # a private copy: nothing needs the record, and clones copy it
        return self.best_action(world, seat, actions)

    def best_action(self, world: Ludo, seat: Seat, actions: list[Action]) -> Action:
        if world.retreats:
            # Someone reached a CORONA: choose which of my pieces goes back.
            mover = world.turn
            return max(actions, key=lambda a: self._after(world, seat, a, mover)[seat])
        if not self.style.whole_throw:
            return max(actions, key=lambda a: self._one_die(world, seat, a))
        leaves = self.turn_leaves(world, seat)
        self.last_considered = len(leaves)
        best_first: dict[Action, float] = {}
        for first, _, value in leaves:
            if value > best_first.get(first, -1.0):
                best_first[first] = value
        choice = max(actions, key=lambda a: best_first.get(a, -1.0))
        if self.style.lookahead and world.players >= 2:
            choice = self._deeper(world, seat, leaves, choice)
        return choice

    def _after(self, world: Ludo, seat: Seat, action: Action, mover: Seat) -> list[float]:
        child = _search_copy(world)
        _play(child, seat, action)
        return self.evaluator.values(child, mover)

    def _one_die(self, world: Ludo, seat: Seat, action: Action) -> float:
        child = _search_copy(world)
        _play(child, seat, action)
        self._settle_retreats(child, seat)
        return self.evaluator.values(child, seat)[seat]

    # --- one throw, played in every way ----------------------------------------------------------------
    def turn_leaves(self, world: Ludo, seat: Seat) -> list[tuple[Action, Ludo, float]]:
        """Every distinct end of ``seat``'s throw: (first action, end position, its value for ``seat``)."""
        leaves: list[tuple[Action, Ludo, float]] = []
        seen: dict[tuple, float] = {}

        def walk(node: Ludo, first: Action | None) -> None:
            for action in node.legal_actions(seat):
                child = _search_copy(node)
                _play(child, seat, action)
                self._settle_retreats(child, seat)
                head = first or action
                if not child.is_over() and child.to_act() == (seat,) and not child.awaiting_roll:
                    walk(child, head)
                    continue
                key = (head, _position_key(child))
                if key in seen:
                    continue
                value = self.evaluator.values(child, seat)[seat]
                seen[key] = value
                leaves.append((head, child, value))

        walk(world, None)
        return leaves

    def _settle_retreats(self, world: Ludo, mover: Seat) -> None:
        """Opponents sent back by a CORONA choose their piece as this player would in their place."""
        while world.retreats and not world.is_over():
            seat = world.to_act()[0]
            options = world.legal_actions(seat)
            best = max(options, key=lambda a: self._after(world, seat, a, mover)[seat])
            _play(world, seat, best)

    # --- one throw deeper (hard) -------------------------------------------------------------------------
    def _deeper(self, world: Ludo, seat: Seat, leaves: list[tuple[Action, Ludo, float]], fallback: Action) -> Action:
        started = time.perf_counter()
        # Only the first action is decided now (the rest of the throw is decided again after it),
        # so each first action is represented by its best end position.
        best_leaf: dict[Action, tuple[Action, Ludo, float]] = {}
        for leaf in leaves:
            if leaf[0] not in best_leaf or leaf[2] > best_leaf[leaf[0]][2]:
                best_leaf[leaf[0]] = leaf
        ranked = sorted(best_leaf.values(), key=lambda leaf: -leaf[2])
        top = ranked[0][2]
        chosen = [leaf for leaf in ranked[: self.style.lookahead] if leaf[2] >= top - self.style.margin]
        if len(chosen) < 2:
            return fallback  # one way to start is clearly best
        best_value, best_first = -1.0, fallback
        for first, leaf, _ in chosen:
            value = self._expect_reply(leaf, seat, started)
            if value is None:
                return fallback  # out of time: the one-ply choice stands
            if value > best_value:
                best_value, best_first = value, first
        return best_first

    def _expect_reply(self, leaf: Ludo, seat: Seat, started: float) -> float | None:
        """This seat's value after the next player's throw, averaged over the 21 throws."""
        if leaf.is_over():
            return 1.0 if leaf.winner == seat else 0.0
        nxt = leaf.to_act()[0]
        total = 0.0
        for (first, second), weight in THROWS:
            if time.perf_counter() - started > self.style.seconds:
                return None
            after = _search_copy(leaf)
            after.rng = _Dice(first, second)
            _play(after, nxt, ROLL)
            after.rng = _SPENT_DICE
            if not after.is_over() and after.to_act() == (nxt,) and not after.awaiting_roll:
                answers = self.turn_leaves(after, nxt)
                after = max(answers, key=lambda leaf: leaf[2])[1]
            total += weight * self.evaluator.values(after, nxt)[seat]
        return total / 36.0


def _search_copy(world: Ludo) -> Ludo:
    """A copy for the search: the engine's own position copy, without the history or a
    generator (every throw in the search is set by the player)."""
    other = world.position_copy([])
    other.rng = _SPENT_DICE
    return other


def _play(world: Ludo, seat: Seat, action: Action) -> None:
    """Apply an action the copy itself listed as legal, without checking it again."""
    world._irreversible = False
    world._apply(seat, action)


def _position_key(world: Ludo) -> tuple:
    return (tuple(tuple(p) for p in world.pos), tuple(tuple(r) for r in world.riding), world.turn, world.awaiting_roll)


def make_easy(seed: int = 0) -> LudoPlayer:
    return LudoPlayer(seed, EASY_STYLE)


def make_normal(seed: int = 0) -> LudoPlayer:
    return LudoPlayer(seed, NORMAL_STYLE)


def make_hard(seed: int = 0) -> LudoPlayer:
    return LudoPlayer(seed, HARD_STYLE)
