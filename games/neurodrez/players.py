"""NeuroDrez computer players: easy, normal and hard, each reading only its own seat.

A player asks the state for ``view(seat)`` (its legal actions) and ``determinize(seat, rng)``: a
world where the other players' tiles and cards and the deck are dealt anew from what the seat has
not seen. Everything a choice needs is decided by the dice already thrown and public facts, so one
world is enough: each candidate is played on a copy of it and the position scored for the seat's
side (``evaluate``):

- per surface, how much of it the side holds: the tiles showing its colours, plus the tiles its
  pieces are conquering (less when an enemy piece could take the conqueror by its own move); a
  surface nearly whole counts far more than several half-held (a cube);
- pieces on the terrain a little, pieces an enemy can take by its own move less;
- the best other side's score is subtracted (the competitive game); in the cooperative game and the
  solitaire every side's best surface is added up instead;
- a won game is worth everything.

Easy does not see threats, and now and then picks among its best three. Normal plays each
distinct action once, and calls early sudden death when the call wins. Hard also weighs its best
six moves by the next player's answer, an expectimax over its throw: six throws of the three dice,
a stratified sample (every figure face, colour and surface once, paired at random) shared by all six
moves, and for each its greedy tile among 40 placements and its greedy move; the mean is the move's
value. ``plan_place`` (each of the best tile placements followed by the best move) is written and
tested but off: it did not make hard stronger.

Hard also reads the race to early sudden death (session 10): from 18 tiles laid, a side that starts
its turn holding every laid tile of a surface calls and wins. So a turn that ends with the next
thrower in that position (its conquests made) is lost outright, an answer of the next player that
leaves hard's side in it is won, and while the race is on the best 8 tile placements are each
followed by the best move before the tile is laid. Its positions add ``race_value``: the chance of
calling first, against the thrower's one tile and one capture to break the surfaces held whole.
With three sides (six players, session 12) the race is read over the three in turn order, and in
sudden death too (``sudden_race_value``): a side one removable tile short of a surface, or holding
it whole once its conquests are made, wins at its turn unless a side before it stops it.

Five players (session 13, the competitive game of five sides: ``CROWD``) play a level of their own
(``Level.crowd``): normal reads the race as hard does, over all five sides in turn order; it
subtracts the other sides beyond the best (``rivals``: with four rivals, any one of them winning
loses); from 16 tiles laid it measures a surface against its tiles laid, as sudden death will
(``near_sudden``); and every side's surfaces held whole among the laid tiles count alike
(``callers``: any side's call decides for every side). Every other game plays as before.

Session 14: a tile taken away in sudden death (the turn goes on) is scored with the level's own
reading, the race included (it was the plain score); and at five players hard's answers in sudden
death go round the table (``deep_sudden``): the four others answer in turn, each taking away its
greedy tile and making its greedy move, since what each must take away decides who wins.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection
from dataclasses import dataclass, replace

from game.ai.player import ViewPlayer
from game.cards.pokerdrez import Figure, PokerDrezCard
from game.core import Action, GameState, Seat
from games.neurodrez.engine import NeuroDrez
from games.neurodrez.terrain import NONE, removable, tile_surface
from games.neurodrez.view import (
    BUILD,
    COMPETITIVE,
    COOPERATIVE,
    DIE,
    ENTER,
    KING_VIA,
    MOVE,
    PLACE,
    ROLL,
    STEP_ROLL,
    SUDDEN,
    SUDDEN_DEATH,
    NeuroDrezView,
    via_card,
)

WIN = 1000.0
SURFACE_WEIGHT = 10.0
PIECE_WORTH = 0.3
HANGING = 0.8  # an own piece an enemy can take by its own move
PENDING = 0.75  # a tile being conquered, not threatened
PENDING_THREATENED = 0.25
CALLABLE = 8.0  # a surface whole among the laid tiles once early sudden death may be called
EARLY = 18
CROWD = 5  # the competitive game of five sides (five players, one colour each) plays a level's ``crowd``


@dataclass(frozen=True, slots=True)
class Level:
    threats: bool  # see what enemy pieces can take
    plan_place: int  # hard: how many tile placements are followed by the best move (0: none)
    wander: float  # chance of a random pick among the best three
    calls_sudden: bool
    replies: int = 0  # hard: how many of its best actions are tried against the next player's answers
    rolls: int = 0  # hard: throws of the next player weighed, per action tried (at most 6)
    sample: int = 40  # hard: the next player's tile placements (and moves) looked at, at most
    race: bool = False  # hard: a turn that ends with the next thrower holding a whole surface is lost or won
    race_place: int = 0  # hard, in the race: how many tile placements are followed by the best move
    race_eval: bool = False  # hard: the race read as chances of calling first (``race_value``)
    parity: bool = False  # whole surfaces weigh most for the side that first may call, not the next thrower
    rivals: float = 0.0  # the other sides' scores beyond the best one's, subtracted at this weight
    callers: float = 0.4  # the weight of surfaces held whole among the laid tiles for a side not first to call
    near_sudden: bool = False  # from 16 tiles laid, a surface is measured against its tiles laid, not six
    crowd: Level | None = None  # the level played in the competitive game of five players, if not this one
    follow_removal: int = 0  # hard, sudden death: a tile taken away is weighed by its best moves after it, answered
    deep_sudden: int = 0  # hard, sudden death: how many players answer in turn (0: the next one only)
    deep_build: bool = False  # hard: ``deep_sudden`` players answer while tiles are laid too


EASY = Level(threats=False, plan_place=0, wander=0.35, calls_sudden=False)
# Laying the tile with the best move after it in view (plan_place) did not help: 22 and 20 of 40 games
# against normal (seed 5000, with 4 and 8 placements), against 27 of 40 for the answers alone.
# The answers: before, three throws that were in fact one (each copy of the world rolled the same
# dice from the same generator): 114 of 200 against normal. Six distinct throws, stratified: 26 of 40
# (4 moves, 3 throws), 28 of 40 (4 moves, 6 throws) and 28 of 40 (6 moves, 6 throws), deals 5000-5039.
# Session 10, the race to early sudden death (deals 7000-7039, against normal): session 9's hard 20 of 40;
# with the outright race (a turn that leaves the next thrower a whole surface is lost, one that leaves
# this side one after the answers is won) 21; with the best 8 tile placements each followed by the best
# move while racing, 23; and reading the race as chances of calling first (race_value), 27.
# Session 11, teams of four: the first turn that may call is known from the tiles laid (one a turn),
# and in 6 of 10 games (deals 9300-9309) the side of that turn called and won there. ``parity``
# (whole surfaces weigh most for that side) won 25 of 40 team games against normal, against 23 for
# this hard on the same deals and seeds (9000-9039); only 4 games changed hands: left off, not shown.
# Session 12, three teams of two (6 players): race_value read two sides only (70 of 200 against a fair
# share of 66.7). On tuning deals 20000-20029 (paired, one game a deal): 10 wins before; 12 with the
# race over three sides in turn order while tiles are laid; 15 with sudden death read too (most
# six-player games reach it: 19 of those 30); 17 with each side's conquests counted in turn order.
# Session 13, five players (five sides of one colour; four random players call early sudden death
# half the time from 18 tiles laid, so nearly every game is decided at a call or soon after it, in
# sudden death): normal against four random players on tuning deals 40000-40799 (400 + 400, one game
# a deal, the same deals and seeds each step) won 154 + 143 as it was; 172 + 150 reading the race
# over the five sides in turn order as hard reads it (``race_value``, ``sudden_race_value``);
# 193 + 150 with the other sides beyond the best subtracted at 0.3 (``rivals``; 0.15: 188, 0.6: 187,
# 1.0: 182 on the first 400); 201 + 171 measuring the surfaces against the tiles laid from 16 on
# (``near_sudden``: the call comes within a turn or two); 206 + 174 with every side's surfaces held
# whole among the laid tiles weighed alike (``callers`` 1.0: any side's call decides for all; +5 and
# +3, within the noise, kept because that is how the call works with five). Counting each side's
# surfaces it may win at its turn in sudden death as well (weights 4 and 10) changed nothing (197).
CROWD_NORMAL = Level(
    threats=True,
    plan_place=0,
    wander=0.0,
    calls_sudden=True,
    race=True,
    race_eval=True,
    rivals=0.3,
    callers=1.0,
    near_sudden=True,
)
NORMAL = Level(threats=True, plan_place=0, wander=0.0, calls_sudden=True, crowd=CROWD_NORMAL)
HARD = Level(
    threats=True,
    plan_place=0,
    wander=0.0,
    calls_sudden=True,
    replies=6,
    rolls=6,
    race=True,
    race_place=8,
    race_eval=True,
)
# Session 14, five players: games between normals run to sudden death (every tile laid), where few
# tiles may still be taken away and each side must take one: half of the games are won at a removal
# by another side, often forced (every tile it may take hands someone a surface). The next player's
# answer alone does not see that; with the four others answering in turn (``deep_sudden``) hard won
# more on tuning deals 46000-46099 (paired: the same deals and players' seeds; see docs/AI.md).
HARD = replace(HARD, crowd=replace(HARD, rivals=0.3, callers=1.0, near_sudden=True, deep_sudden=4))


def evaluate(
    world: NeuroDrez,
    side: int,
    threats: bool = True,
    race: bool = False,
    known: dict[int, set[int]] | None = None,
    parity: bool = False,
    rivals: float = 0.0,
    callers: float = 0.4,
    near_sudden: bool = False,
) -> float:
    """The position for ``side``: its holdings against the best other side's (see the module);
    ``race`` adds hard's reading of the race to early sudden death (``race_value``). ``known`` is
    ``world.threats()`` when the caller has it already (the players score thousands of positions a
    move, and finding the threats is a third of the cost). ``parity``: the surfaces held whole count
    most for the side that will throw first once 18 tiles are laid, not for the next thrower.
    ``rivals``: the other sides' scores beyond the best one's are subtracted too, at this weight;
    ``callers``: the weight of the surfaces held whole among the laid tiles for a side other than
    the first that may call; ``near_sudden``: from 16 tiles laid a surface is measured against its
    tiles laid (as sudden death will), not six (five players: see ``CROWD``)."""
    if race and world.result is None:
        hanging_all = world.threats() if known is None else known
        outright = race_value(world, side, hanging_all)
        if abs(outright) >= WIN:
            return outright
        return outright + evaluate(
            world,
            side,
            threats,
            known=hanging_all,
            parity=parity,
            rivals=rivals,
            callers=callers,
            near_sudden=near_sudden,
        )
    if world.result is not None:
        kind, winner, _ = world.result
        if kind == "win":
            return WIN if winner == side else -WIN
        if kind == "coop_win":
            return WIN
        return -WIN if kind == "coop_loss" else 0.0
    hanging: dict[int, set[int]] = (world.threats() if known is None else known) if threats else {}
    sides = len(world.side_colours)
    values = [0.0] * sides
    # Per side and surface: tiles held, and tiles being conquered. (The engine's tile_surface,
    # shown_colour, side_of_piece and safe, inline: this loop runs for every position scored.)
    held = [[0.0] * 6 for _ in range(sides)]
    count = [0] * 6
    colour_side, marker, board, side_colours = world.colour_side, world.marker, world.board, world.side_colours
    for cell, tile in enumerate(world.terrain):
        if tile == NONE:
            continue
        surface = tile % 6
        count[surface] += 1
        mark = marker[tile]
        shown = tile // 6 if mark == NONE else mark
        piece = board[cell]
        if piece != NONE:
            conqueror = colour_side[piece // 6]
            if shown not in side_colours[conqueror]:  # not safe: a conquest under way
                held[conqueror][surface] += PENDING_THREATENED if piece in hanging else PENDING
                continue
        owner = colour_side[shown]
        if owner != NONE:
            held[owner][surface] += 1.0
    for piece, cell in enumerate(world.where):
        if cell == NONE:
            continue
        owner = colour_side[piece // 6]
        values[owner] += PIECE_WORTH
        if piece in hanging:
            values[owner] -= HANGING if piece % 6 != 0 else HANGING / 2
    # Early sudden death: from 18 tiles on, whoever holds every laid tile of a surface may call it at
    # the start of a turn and win ("mantener los 6 recursos controlados en todo momento").
    laid = sum(count)
    urgency = 1.0 if laid >= EARLY - 2 else 0.5 if laid >= EARLY - 6 else 0.0
    # The side that next throws the dice calls first: a surface it holds whole among the laid tiles,
    # or one with no tile laid yet (its own tile there makes it whole), is its win.
    nxt = world.actor if world.step == "roll" else (world.actor + 1) % world.actors
    next_side = world.actor_side[nxt]
    # Every turn lays one tile, so the first turn that starts with 18 laid, the first that may call,
    # is known from the tiles laid: it is that side's surfaces held whole that the race is about.
    first = world.actor_side[(nxt + EARLY - laid) % world.actors] if parity and laid < EARLY else next_side
    for s in range(sides):
        if urgency and world.phase == BUILD:
            whole = sum(1 for surface in range(6) if count[surface] and held[s][surface] >= count[surface] - 0.3)
            if s == next_side:
                whole += sum(1 for surface in range(6) if count[surface] == 0)
            values[s] += (
                urgency * CALLABLE * (1.0 if s == first else callers) * min(whole, 3) / (1 + 0.5 * min(whole, 3) - 0.5)
            )
        best = []
        for surface in range(6):
            need = 6 if world.phase == BUILD and not (near_sudden and urgency == 1.0) else count[surface]
            if need == 0:
                continue
            best.append((held[s][surface] / need) ** 3)
        best.sort(reverse=True)
        values[s] += SURFACE_WEIGHT * (best[0] if best else 0.0) + SURFACE_WEIGHT * 0.3 * sum(best[1:3])
    if world.mode != COMPETITIVE:
        # Together: every side needs a surface of its own, so the surfaces are shared out (greedily,
        # the best held first) and each side counts only its own.
        pairs = sorted(
            (
                (held[s][f] / (6 if world.phase == BUILD else count[f]), s, f)
                for s in range(sides)
                for f in range(6)
                if count[f]
            ),
            reverse=True,
        )
        taken_sides: set[int] = set()
        taken_surfaces: set[int] = set()
        shared = 0.0
        for frac, s, f in pairs:
            if s not in taken_sides and f not in taken_surfaces:
                taken_sides.add(s)
                taken_surfaces.add(f)
                shared += SURFACE_WEIGHT * frac**2
        return shared + 0.1 * sum(values)
    mine = values[side]
    others = [v for s, v in enumerate(values) if s != side]
    if not others:
        return mine
    leader = max(others)
    return mine - leader - rivals * (sum(others) - leader)


RACE_WEIGHT = 40.0  # hard: a call at the next turn that the others cannot stop (a share of it)
CAUGHT = 0.8  # hard: chance a conqueror an enemy piece can take by its own move is taken first
CAUGHT_BY_DICE = 0.3  # hard: the same for a conqueror only the dice could bring an enemy onto


def _note_catchers(caught: list[list[float]], surface: int, holder: int, takers: Collection[int]) -> None:
    """Every side but ``holder`` may take the conqueror standing on a tile of ``surface``: by its own
    move (a side in ``takers``) or by the dice; each chance adds to that side's odds of breaking it."""
    for breaker in range(len(caught)):
        if breaker != holder:
            chance = CAUGHT if breaker in takers else CAUGHT_BY_DICE
            caught[breaker][surface] = 1 - (1 - caught[breaker][surface]) * (1 - chance)


def race_value(world: NeuroDrez, side: int, known: dict[int, set[int]] | None = None) -> float:
    """Hard's reading of the race to early sudden death (and five players' normal's), the sides
    (two players, two teams of two, three teams of two, five players) taken in turn order: from 18 tiles laid, whoever starts a turn
    holding every laid tile of a surface calls and wins (D8, D9). A tile counts for the side whose
    unsafe piece sits on it (its conquest is made at that side's next turn start), else for the side
    its colour shows.

    The side to throw next wins outright when it holds a surface whole. Else the next side wins at
    its own turn start unless the thrower breaks every surface it holds whole: by laying a tile of
    that surface in a colour not the holder's (one tile, so one surface; the chance it holds one
    from the size of its hand) or by taking a conqueror (one move, so one surface). With three sides,
    else the third side wins at its turn start unless the two before it break all it holds whole
    (the thrower only when the next side holds nothing whole: else its tile and move go there).
    With more sides, each the same way (``_first_caller``). Returns ``side``'s share: +-WIN when the
    thrower wins now, else RACE_WEIGHT times its own chance of calling first less the others'
    chances; 0 outside the race. In sudden death (three sides or more): ``sudden_race_value``."""
    sides = len(world.side_colours)
    if sides >= 3 and world.phase == SUDDEN_DEATH and world.mode == COMPETITIVE:
        return sudden_race_value(world, side, known)
    if world.phase != BUILD or world.sudden_called or world.mode != COMPETITIVE:
        return 0.0
    laid = world.tiles_laid()
    if laid < EARLY - 2:
        return 0.0
    nxt = world.actor if world.step == STEP_ROLL else (world.actor + 1) % world.actors
    order = [world.actor_side[(nxt + i) % world.actors] for i in range(sides)]  # thrower first
    thrower = order[0]
    counts = [[0] * 6 for _ in range(sides)]  # per side, per surface: laid tiles that count for it
    # per breaking side and surface: the chance it takes one of another side's conquerors there
    caught = [[0.0] * 6 for _ in range(sides)]
    total = [0] * 6
    hanging = world.threats() if known is None else known
    for cell, tile in enumerate(world.terrain):
        if tile == NONE:
            continue
        surface = tile_surface(tile)
        total[surface] += 1
        piece = world.board[cell]
        if piece != NONE and not world.safe(piece):
            holder = world.side_of_piece(piece)
            _note_catchers(caught, surface, holder, hanging.get(piece, ()))
        else:
            owner = world.colour_side[world.shown_colour(tile)]
            if owner == NONE:
                continue
            holder = owner
        counts[holder][surface] += 1
    whole = [[f for f in range(6) if total[f] and counts[s][f] == total[f]] for s in range(sides)]
    # The thrower calls only once 18 tiles are laid at its turn's start (before its own tile).
    if whole[thrower] and laid >= EARLY:
        if world.step != STEP_ROLL:  # the turn's move may still take a conqueror of the thrower's
            return 1.5 * RACE_WEIGHT if thrower == side else -1.5 * RACE_WEIGHT
        return WIN if thrower == side else -WIN

    def broken(breaker: int, holder: int) -> float:
        """The chance ``breaker``'s one tile and one move break every surface ``holder`` holds whole."""
        turns = ((nxt + i) % world.actors for i in range(world.actors))
        hand = len(world.hands[next(a for a in turns if world.actor_side[a] == breaker)])  # its next turn
        # a tile of that surface in a colour not the holder's: 3 of 36 with two sides, 4 with three
        lay = 1 - (1 - (6 - len(world.side_colours[holder])) / 36) ** hand
        held = whole[holder]
        if len(held) == 1:
            return 1 - (1 - lay) * (1 - caught[breaker][held[0]])
        if len(held) == 2:
            a, b = held
            return lay * max(caught[breaker][a], caught[breaker][b])
        return 0.0

    # The i-th side's turn starts i tiles later, once the sides before it have laid.
    threat = [bool(whole[s]) and laid + i >= EARLY for i, s in enumerate(order)]
    return _first_caller(order, threat, broken, side)


def _first_caller(order: list[int], threat: list[bool], stops: Callable[[int, int], float], side: int) -> float:
    """The race in turn order (``order``: the sides from the thrower on; ``threat[i]``: whether the
    i-th wins at its turn unless stopped; ``stops(breaker, holder)``: the chance one side's turn
    stops another's threat). The i-th side calls first unless a side before it wins first, or one
    of the sides before it stops it: each back to the nearest side before it that threatens too
    (the sides before that one spend their turn on that one's threat). The thrower's own threat is
    read by the caller (it wins outright). Returns ``side``'s share: RACE_WEIGHT times its chance of
    calling first less the others'."""
    chances = [0.0] * len(order)
    nobody = 1.0  # the chance no side before the i-th has won
    for i in range(1, len(order)):
        if threat[i]:
            stop = stops(order[i - 1], order[i])
            for j in range(i - 2, -1, -1):
                if threat[j + 1]:
                    break
                stop = 1 - (1 - stop) * (1 - stops(order[j], order[i]))
            chances[i] = nobody * (1 - stop)
            nobody *= 1 - chances[i]
    mine = sum(c for s, c in zip(order, chances, strict=True) if s == side)
    return RACE_WEIGHT * (mine - sum(c for s, c in zip(order, chances, strict=True) if s != side))


BLOCK = 0.3  # hard, sudden death: the chance a piece is moved onto the one tile another side would take away


def sudden_race_value(world: NeuroDrez, side: int, known: dict[int, set[int]] | None = None) -> float:
    """Hard's reading of the race in sudden death with three sides or more, in turn order. A side wins at
    its turn's start holding every tile left of a surface (its conquests made then), or at its
    removal when a single tile of the surface is not its own and may be taken away (no piece on it,
    open to the outside: ``removable``). So the thrower holding a surface so wins outright; else the
    next side wins unless the thrower stops it (takes a conqueror of that surface, or moves a piece
    onto the one tile to take away: one move, so one surface); else the third unless the two
    before it stop it (the thrower only when the next side threatens nothing). Returns
    ``side``'s share as ``race_value`` does: +-WIN, else RACE_WEIGHT times its chance less the
    others'."""
    sides = len(world.side_colours)
    nxt = world.actor if world.step == STEP_ROLL else (world.actor + 1) % world.actors
    order = [world.actor_side[(nxt + i) % world.actors] for i in range(sides)]
    hanging = world.threats() if known is None else known
    caught = [[0.0] * 6 for _ in range(sides)]
    # Per surface: (cell, the side its colour shows, the side of an unsafe piece on it or NONE). A
    # conquest is made at its side's turn start: before a side's own check only if that side's
    # turn starts first (from a turn's start, the thrower's own were made already).
    tiles: list[list[tuple[int, int, int]]] = [[] for _ in range(6)]
    for cell, tile in enumerate(world.terrain):
        if tile == NONE:
            continue
        surface = tile_surface(tile)
        piece = world.board[cell]
        conqueror = NONE
        if piece != NONE and not world.safe(piece):
            conqueror = world.side_of_piece(piece)
            _note_catchers(caught, surface, conqueror, hanging.get(piece, ()))
        tiles[surface].append((cell, world.colour_side[world.shown_colour(tile)], conqueror))
    # The conquests made before each side's check, in turn order: at a turn's start the thrower's
    # are made already; mid-turn they come first.
    start = 1 if world.step == STEP_ROLL else 0
    claims = [set(order[start : i + 1]) for i in range(sides)]
    open_cells: set[int] | None = None
    threats: list[list[tuple[int, bool]]] = [[] for _ in range(sides)]  # per side: (surface, whole)
    for surface, cells in enumerate(tiles):
        if not cells:
            continue
        for i, s in enumerate(order):
            foreign = [cell for cell, shown, by in cells if (by if by in claims[i] else shown) != s]
            if not foreign:
                threats[s].append((surface, True))
            elif len(foreign) == 1 and len(cells) > 1 and world.board[foreign[0]] == NONE:
                if open_cells is None:  # rare: found only when a surface is one tile short
                    open_cells = set(removable(world.terrain, world.board))
                if foreign[0] in open_cells:
                    threats[s].append((surface, False))
    thrower = order[0]
    if threats[thrower]:
        if world.step != STEP_ROLL:  # the turn's move may still stop it
            return 1.5 * RACE_WEIGHT if thrower == side else -1.5 * RACE_WEIGHT
        return WIN if thrower == side else -WIN

    def stopped(breaker: int, holder: int) -> float:
        """The chance ``breaker``'s one move stops every surface ``holder`` threatens."""
        if len(threats[holder]) != 1:
            return 0.0
        surface, whole = threats[holder][0]
        take = caught[breaker][surface]
        return take if whole else 1 - (1 - take) * (1 - BLOCK)

    return _first_caller(order, [bool(threats[s]) for s in order], stopped, side)


def card_worth(card: PokerDrezCard) -> float:
    """What a card is worth keeping: a Jóker most, then the strong figures."""
    if card.figure is None:
        return 0.0
    return {Figure.BUFON: 6.0, Figure.DAMA: 5.0, Figure.TORRE: 4.0, Figure.ALFIL: 3.0, Figure.CABALLO: 2.0}.get(
        card.figure, 1.0
    )


def spend_cost(action: Action) -> float:
    via = str(action.args[2]) if len(action.args) == 3 else DIE
    if via in (DIE, KING_VIA):
        return 0.0
    card = via_card(via)
    return 0.5 + (card_worth(card) if card is not None else 0.0)


def play_key(action: Action) -> tuple[object, ...]:
    """Actions that do the same thing on the terrain (another card or the die) share a key."""
    if action.kind in (ENTER, MOVE):
        return (action.kind, action.args[0], action.args[1])
    return (action.kind, *action.args)


class NeuroDrezPlayer(ViewPlayer[NeuroDrezView]):
    """One strength; it reads the seat's view (``game.ai.player``) and plays its candidates on a world
    of it."""

    view_type = NeuroDrezView

    def __init__(self, level: Level, name: str, seed: int = 0) -> None:
        self.base = level
        self.level = level  # the base level, or with the race read (``race_from``) for this game
        self.name = name
        self.rng = random.Random(seed)

    def decide(self, state: GameState, seat: Seat, view: NeuroDrezView, legal: list[Action]) -> Action:
        kinds = {a.kind for a in legal}
        world = state.determinize(seat, self.rng)
        assert isinstance(world, NeuroDrez)
        side = world.actor_side[world.actor]
        crowd = self.base.crowd
        five = world.mode == COMPETITIVE and len(world.side_colours) == CROWD  # the solitaire has six
        self.level = crowd if crowd is not None and five else self.base
        if ROLL in kinds:
            # Only in the competitive game: together, an early end loses every surface not yet whole.
            if (
                SUDDEN in kinds
                and self.level.calls_sudden
                and world.mode == COMPETITIVE
                and self._call_wins(world, side)
            ):
                return Action(SUDDEN)
            return Action(ROLL)
        candidates = self._distinct(legal)
        score: Callable[[Action], float] = lambda a: self._after(world, seat, a, side)  # noqa: E731
        values = {a: score(a) for a in candidates}
        if self.level.race_place and candidates[0].kind == PLACE and self._racing(world, 1):
            # The tile laid now decides, with the move after it, whether the next thrower finds a
            # surface whole: the best placements are each followed by the best move.
            top = sorted(candidates, key=lambda a: -values[a])[: self.level.race_place]
            for action in top:
                values[action] = self._best_follow_up(world, seat, action, side)
            candidates = top
        if self.level.plan_place and candidates[0].kind == PLACE:
            top = sorted(candidates, key=lambda a: -values[a])[: self.level.plan_place]
            for action in top:
                values[action] = max(values[action], self._best_follow_up(world, seat, action, side))
            candidates = top
        if self.level.replies and candidates[0].kind not in (PLACE,):
            top = sorted(candidates, key=lambda a: -values[a])[: self.level.replies]
            throws = self._throws()
            for action in top:
                values[action] = self._answered(world, seat, action, side, throws)
            candidates = top
        ranked = sorted(candidates, key=lambda a: (-values[a], spend_cost(a)))
        if self.level.wander and self.rng.random() < self.level.wander:
            return self.rng.choice(ranked[:3])
        return ranked[0]

    def _after(self, world: NeuroDrez, seat: Seat, action: Action, side: int, race: bool | None = None) -> float:
        copy = world.clone()
        copy._apply(seat, action)
        racing = self.level.race if race is None else race
        value = evaluate(
            copy,
            side,
            self.level.threats,
            racing and self.level.race_eval,
            parity=self.level.parity,
            rivals=self.level.rivals,
            callers=self.level.callers,
            near_sudden=self.level.near_sudden,
        ) - 0.05 * spend_cost(action)
        if racing:
            value += self._race(copy, side)
        return value

    @staticmethod
    def _racing(world: NeuroDrez, ahead: int = 0) -> bool:
        """Whether early sudden death may be called at a turn's start ``ahead`` tiles from now."""
        return (
            world.mode == COMPETITIVE
            and world.phase == BUILD
            and not world.sudden_called
            and world.tiles_laid() + ahead >= EARLY
        )

    def _race(self, world: NeuroDrez, side: int) -> float:
        """At the start of a turn (its conquests made) once early sudden death may be called: the
        thrower holding every laid tile of a surface calls and wins (D8, D9), so the position is won
        or lost outright (WIN or -WIN for ``side``); 0 otherwise."""
        if world.result is not None or world.step != STEP_ROLL or not self._racing(world):
            return 0.0
        mover = world.actor_side[world.actor]
        if not self._call_wins(world, mover):
            return 0.0
        return WIN if mover == side else -WIN

    def _best_follow_up(self, world: NeuroDrez, seat: Seat, action: Action, side: int) -> float:
        copy = world.clone()
        copy._apply(seat, action)
        if copy.is_over():
            return evaluate(copy, side, self.level.threats)
        follow = copy.legal_actions(seat)
        seen: set[tuple[object, ...]] = set()
        best = -2 * WIN
        for each in follow:
            key = play_key(each)
            if key in seen:
                continue
            seen.add(key)
            best = max(best, self._after(copy, seat, each, side))
        return best

    def _throws(self) -> list[tuple[int, int, int]]:
        """The next player's throws to weigh, the same for every candidate (so that the candidates
        are compared on the same luck): a stratified sample of the 216, every figure face, colour and
        surface at most once, in a fresh random pairing each time."""
        colours, surfaces = list(range(6)), list(range(6))
        self.rng.shuffle(colours)
        self.rng.shuffle(surfaces)
        faces = list(range(1, 7))
        self.rng.shuffle(faces)
        return list(zip(faces, colours, surfaces, strict=True))[: self.level.rolls]

    def _answered(
        self, world: NeuroDrez, seat: Seat, action: Action, side: int, throws: list[tuple[int, int, int]]
    ) -> float:
        """``action``'s worth once the next player has answered it (expectimax over its throw): for
        each of ``throws`` the next player lays its greedy tile (among a sample of placements) and
        makes its greedy move for its own side; the mean over the throws is the value."""
        after = world.clone()
        after._apply(seat, action)
        if after.is_over():
            return evaluate(after, side, True)
        if after.actor == world.actor:
            # The turn goes on (a tile taken away in sudden death; its move follows): scored as every
            # other position of this level, the race read (plain ``evaluate`` lost the race reading,
            # with three sides and more the heart of sudden death), or by its best moves answered.
            if self.level.follow_removal:
                return self._removal_answered(after, seat, side, throws)
            return self._after(world, seat, action, side)
        if self.level.race:
            outright = self._race(after, side)
            if outright:
                return outright + evaluate(after, side, True)
        race_eval = self.level.race and self.level.race_eval
        total = 0.0
        # In sudden death ``deep_sudden`` players answer in turn, not only the next one: the tiles
        # left to take away are few, and each side's removal (forced) and move decide what the
        # sides after it may take. The k-th answers with the weighed throw re-paired (shared by
        # every candidate, so that they are compared on the same luck).
        deep = self.level.deep_sudden and (after.phase == SUDDEN_DEATH or self.level.deep_build)
        answering = self.level.deep_sudden if deep else 1
        for throw in throws:
            reply = after.clone()
            for k in range(answering):
                if reply.is_over() or reply.actor == world.actor:
                    break
                answerer = reply.actor
                other_seat = reply.actor_seat[answerer]
                other_side = reply.actor_side[answerer]
                reply._apply(other_seat, Action(ROLL))
                face, colour, surface = throw
                # the throw weighed, in place of the world's own
                reply.dice = throw if k == 0 else (face, (colour + k) % 6, (surface + 2 * k) % 6)
                reply._legal = None
                for _step in range(2):
                    if reply.is_over() or reply.actor != answerer:
                        break
                    options = self._distinct(reply._generate())
                    if len(options) > self.level.sample:
                        options = self.rng.sample(options, self.level.sample)
                    best = max(options, key=lambda a: self._after(reply, other_seat, a, other_side, False))
                    reply._apply(other_seat, best)
            level = self.level
            total += evaluate(
                reply,
                side,
                True,
                race_eval,
                parity=level.parity,
                rivals=level.rivals,
                callers=level.callers,
                near_sudden=level.near_sudden,
            ) + (self._race(reply, side) if self.level.race else 0.0)
        return total / len(throws)

    def _removal_answered(self, after: NeuroDrez, seat: Seat, side: int, throws: list[tuple[int, int, int]]) -> float:
        """A tile taken away (``after``: the turn goes on) is worth its best move after it, the best
        ``follow_removal`` moves (by the level's score) each weighed by the next player's answers."""
        moves = self._distinct(after._generate())
        scored = sorted(moves, key=lambda a: -self._after(after, seat, a, side))[: self.level.follow_removal]
        return max(self._answered(after, seat, move, side, throws) for move in scored)

    @staticmethod
    def _distinct(actions: list[Action]) -> list[Action]:
        """One action per effect on the terrain (the cheapest way to pay for it)."""
        groups: dict[tuple[object, ...], Action] = {}
        for action in actions:
            key = play_key(action)
            if key not in groups or spend_cost(action) < spend_cost(groups[key]):
                groups[key] = action
        return list(groups.values())

    def _call_wins(self, world: NeuroDrez, side: int) -> bool:
        """Whether sudden death, called now, would hand this side the game at once."""
        copy = world.clone()
        copy.phase = SUDDEN_DEATH
        for hand in copy.hands:
            copy.out += hand
            hand.clear()
        return bool(copy.holdings()[side])


def make_easy(seed: int = 0) -> NeuroDrezPlayer:
    return NeuroDrezPlayer(EASY, "easy", seed)


def make_normal(seed: int = 0) -> NeuroDrezPlayer:
    return NeuroDrezPlayer(NORMAL, "normal", seed)


def make_hard(seed: int = 0) -> NeuroDrezPlayer:
    return NeuroDrezPlayer(HARD, "hard", seed)


__all__ = ["NeuroDrezPlayer", "evaluate", "make_easy", "make_hard", "make_normal", "race_value"]


def _player(name: str, seed: int) -> NeuroDrezPlayer | random.Random:
    if name == "random":
        return random.Random(seed)
    return {"easy": make_easy, "normal": make_normal, "hard": make_hard}[name](seed)


def match(names: list[str], players: int, games: int, seed: int, progress: bool = False) -> dict[str, object]:
    """Sides against each other: ``names[i]`` plays every seat of side i (``random`` picks among the
    legal actions); game ``g`` has seed ``seed + g`` and gives side i's strength to side
    ``(i + g) % sides``, so every strength plays every side. Returns wins per strength (and per
    entry of ``names``, so that two sides of one strength are told apart), draws and the seconds
    per move of each strength. ``progress`` prints the tally after every game on
    stderr, so that a run stopped early still tells what it had."""
    import statistics
    import sys
    import time

    wins = dict.fromkeys(names, 0)
    by_entry = [0] * len(names)  # per entry of ``names``: two sides of one strength apart (head to head)
    draws = 0
    times: dict[str, list[float]] = {name: [] for name in names}
    cpu: dict[str, list[float]] = {name: [] for name in names}  # this process's CPU: the load aside
    for g in range(games):
        state = NeuroDrez(players, seed + g)
        sides = len(state.side_colours)
        strength = {side: names[(side - g) % sides] for side in range(sides)}
        bots = {seat: _player(strength[state.actor_side[seat]], seed * 31 + g * 7 + seat) for seat in range(players)}
        while not state.is_over():
            seat = state.to_act()[0]
            bot = bots[seat]
            started, cpu_started = time.perf_counter(), time.process_time()
            if isinstance(bot, random.Random):
                action = bot.choice(state.legal_actions(seat))
            else:
                action = bot.choose(state, seat)
            times[strength[state.actor_side[seat]]].append(time.perf_counter() - started)
            cpu[strength[state.actor_side[seat]]].append(time.process_time() - cpu_started)
            state.apply(seat, action)
        assert state.result is not None
        if state.result[0] == "win" and state.result[1] is not None:
            wins[strength[state.result[1]]] += 1
            by_entry[(state.result[1] - g) % sides] += 1
        else:
            draws += 1
        if progress:
            print(
                f"game {g + 1}/{games} seed {seed + g}: wins {wins} by side {by_entry} draws {draws}",
                file=sys.stderr,
                flush=True,
            )
    return {
        "games": games,
        "wins": wins,
        "wins_by_entry": by_entry,
        "draws": draws,
        "median_s": {n: round(statistics.median(t), 4) if t else None for n, t in times.items()},
        "max_s": {n: round(max(t), 3) if t else None for n, t in times.items()},
        "cpu_median_s": {n: round(statistics.median(t), 4) if t else None for n, t in cpu.items()},
        "cpu_max_s": {n: round(max(t), 3) if t else None for n, t in cpu.items()},
    }


def solitaire(name: str, games: int, seed: int, players: int = 1, progress: bool = False) -> dict[str, object]:
    """The solitaire (``players`` 1), or the cooperative game of ``players`` seats all played by one
    strength: deals ``seed`` .. ``seed + games - 1``; how many were won together (every side holding
    a surface of its own at the same moment, D10), and how many surfaces were so held at the end."""
    import statistics
    import sys
    import time

    won = 0
    times: list[float] = []
    cpu: list[float] = []
    turns: list[int] = []
    held: list[int] = []
    for g in range(games):
        state = NeuroDrez(players, seed + g, {} if players == 1 else {"mode": COOPERATIVE})
        bots = [_player(name, seed * 31 + g * 7 + seat) for seat in range(players)]
        while not state.is_over():
            seat = state.to_act()[0]
            bot = bots[seat]
            started, cpu_started = time.perf_counter(), time.process_time()
            if isinstance(bot, random.Random):
                action = bot.choice(state.legal_actions(seat))
            else:
                action = bot.choose(state, seat)
            times.append(time.perf_counter() - started)
            cpu.append(time.process_time() - cpu_started)
            state.apply(seat, action)
        won += state.result is not None and state.result[0] == "coop_win"
        outcome = state.outcome()
        held.append(int(outcome.team_score or 0) if outcome is not None else 0)
        turns.append(state.turn)
        if progress:
            print(f"deal {g + 1}/{games} seed {seed + g}: won {won}", file=sys.stderr, flush=True)
    return {
        "games": games,
        "won": won,
        "sides_held_mean": round(statistics.mean(held), 2),
        "median_turns": statistics.median(turns),
        "median_s": round(statistics.median(times), 4),
        "max_s": round(max(times), 3),
        "cpu_median_s": round(statistics.median(cpu), 4),
        "cpu_max_s": round(max(cpu), 3),
    }


if __name__ == "__main__":
    import argparse
    import json

    parser = argparse.ArgumentParser(description="NeuroDrez sides against each other (players.py)")
    parser.add_argument("--sides", nargs="+", required=True, help="a strength per side: random easy normal hard")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--progress", action="store_true", help="the tally after every game, on stderr")
    parser.add_argument("--cooperative", action="store_true", help="the cooperative game, every seat --sides[0]")
    args = parser.parse_args()
    if args.players == 1 or args.cooperative:
        print(json.dumps(solitaire(args.sides[0], args.games, args.seed, args.players, args.progress)))
    else:
        print(json.dumps(match(args.sides, args.players, args.games, args.seed, args.progress)))
