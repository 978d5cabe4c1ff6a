"""Laberinto players: the generic alpha-beta (``game/ai/alphabeta.py``) with a race evaluation.

A turn is a move and then a swap by the same seat; the search counts the two as one
turn (its depth goes down only when the other seat is to act). The evaluation, for
the seat asked, in hundredths of a step:
- the race: the steps all of each player's cubs still need to reach their Tiger
  Door (escaped cubs need none), the opponent's less one's own;
- tempo: the player to move is about to take a step;
- what the swap markers allow next: the player to move must swap if any swap is
  possible, and the markers decide which; the best swap on offer (its gain in the
  race, counting the opponent's cubs it carries away or nearer) counts in part,
  whether it helps (a card that carries cubs forward) or hurts (only bad swaps left).
"""

from __future__ import annotations

from collections.abc import Hashable

from game.ai.alphabeta import AlphaBetaBot, GameHooks, SearchLevel
from game.core import Action, GameState, Seat
from games.laberinto.engine import CELLS, GOAL, SIZE, Laberinto

STEP = 100.0
TEMPO = 50.0  # the player to move takes a step before the other does
SWAP_SHARE = 0.5  # the best swap on offer to the player to move, counted in part


def _steps(cell: int, goal: int) -> int:
    return abs(cell // SIZE - goal // SIZE) + abs(cell % SIZE - goal % SIZE)


# STEPS[seat][cell]: steps from the cell to that seat's Tiger Door.
STEPS: tuple[tuple[int, ...], ...] = tuple(tuple(_steps(cell, GOAL[seat]) for cell in range(CELLS)) for seat in range(2))


def distance_left(cubs: list[int], seat: Seat) -> int:
    steps = STEPS[seat]
    return sum(count * steps[cell] for cell, count in enumerate(cubs) if count)


def swap_gain(state: Laberinto, seat: Seat, a: int, b: int) -> int:
    """Steps gained by ``seat`` against the other when the cards on ``a`` and ``b`` trade places."""
    own, other = state.cubs[seat], state.cubs[1 - seat]
    mine, theirs = STEPS[seat], STEPS[1 - seat]
    # A cub on ``a`` ends on ``b`` and the other way round.
    own_change = (own[a] - own[b]) * (mine[b] - mine[a])
    other_change = (other[a] - other[b]) * (theirs[b] - theirs[a])
    return other_change - own_change


def best_swap(state: Laberinto, seat: Seat) -> int:
    """The best gain among the swaps the markers allow now (0 when none is possible)."""
    swaps = state.legal_swaps()
    if not swaps:
        return 0
    return max(swap_gain(state, seat, a, b) for a, b in swaps)


def evaluate(state: Laberinto, seat: Seat) -> float:
    cubs = state.cubs
    value = STEP * (distance_left(cubs[1 - seat], 1 - seat) - distance_left(cubs[seat], seat))
    mover = state.turn
    bonus = TEMPO + SWAP_SHARE * STEP * best_swap(state, mover)
    return value + bonus if mover == seat else value - bonus


class LaberintoHooks(GameHooks):
    def key(self, state: GameState) -> Hashable:
        assert isinstance(state, Laberinto)
        return ("".join(state.cards), tuple(state.cubs[0]), tuple(state.cubs[1]),
                state.colour_marker, state.role_marker, state.turn, state.phase)

    def evaluate(self, state: GameState, seat: Seat) -> float:
        assert isinstance(state, Laberinto)
        return evaluate(state, seat)

    def order(self, state: GameState, seat: Seat, actions: list[Action]) -> list[Action]:
        assert isinstance(state, Laberinto)
        if actions[0].kind == "move":
            steps = STEPS[seat]
            return sorted(actions, key=lambda a: steps[a.args[1]] - steps[a.args[0]])
        if actions[0].kind == "swap":
            return sorted(actions, key=lambda a: -swap_gain(state, seat, a.args[0], a.args[1]))
        return actions

    def child(self, state: GameState, seat: Seat, action: Action) -> GameState:
        """A lighter copy than ``clone``: the game's generator is used only to deal the maze
        and the action log only by ``apply``, and a search node needs neither, so both are
        shared; the maze is copied only when a swap changes it."""
        assert isinstance(state, Laberinto)
        other = object.__new__(Laberinto)
        other.__dict__.update(state.__dict__)
        if action.kind == "swap":
            other.cards = list(state.cards)
        other.cubs = [list(own) for own in state.cubs]
        other._apply(seat, action)
        return other


HOOKS = LaberintoHooks()
# Normal: two turns (a move and a swap each). Hard: up to four turns, a deeper one
# begun only while less than 30% of the 2.4 s has gone.
# The rulebook has no draw: two players who keep swapping each other's cubs away could
# play for ever (two searches did, for thousands of actions), so a position met again is
# left by a random choice among the actions within a step of the best per earlier meeting.
NORMAL_LEVEL = SearchLevel(max_depth=2, seconds=0.8, random_plies=6, margin=40.0, repeat_margin=STEP)
HARD_LEVEL = SearchLevel(max_depth=4, seconds=2.4, random_plies=6, margin=25.0, repeat_margin=STEP)


def make_normal(seed: int = 0) -> AlphaBetaBot:
    return AlphaBetaBot(HOOKS, NORMAL_LEVEL, seed, "normal")


def make_hard(seed: int = 0) -> AlphaBetaBot:
    return AlphaBetaBot(HOOKS, HARD_LEVEL, seed, "hard")

