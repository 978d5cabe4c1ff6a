"""Poker7's ceiling against the random player: normal's own rule, told the rival's hidden cards.

A measure, never a player of the game (no registry name, no menu): the peeker is normal
(``games/poker7/players.py``, the same ``_Street`` look at the betting round and the same worth of
the chips) whose view is given the lone rival's two hidden cards, so its chance of winning the pot is
the exact equity of the two known hands over the commons still to come (those stay unknown: the
commons are dealt at random, as normal does). What it wins against random, over the arena's seeds
and seating, says how much of the 90% target the information alone is worth; what it cannot win is
the game's luck (the commons) and the rule itself.

    nice -n 10 python -m games.poker7.peek --games 50 --seed 60000

Each game's result is printed as it ends (resumable by seed range); the last line is the total with
its 95% Wilson interval.
"""

from __future__ import annotations

import argparse
import dataclasses
import time

from game.ai.base import make_bot
from game.arena import seat_names
from game.core import GameState, Seat
from game.intervals import share_text
from games.poker7.engine import Poker7
from games.poker7.players import Poker7Player
from games.poker7.view import Poker7View


def peeked_view(state: GameState, seat: Seat) -> Poker7View:
    """``seat``'s view with every other seat's hidden cards filled in from that seat's own view."""
    view = state.view(seat)
    assert isinstance(view, Poker7View)
    seats = []
    for other in view.seats:
        if other.seat != seat and other.in_hand and other.hidden is None:
            theirs = state.view(other.seat)
            assert isinstance(theirs, Poker7View)
            other = dataclasses.replace(other, hidden=theirs.seats[other.seat].hidden)
        seats.append(other)
    return dataclasses.replace(view, seats=tuple(seats))


class PeekingPlayer(Poker7Player):
    """Normal's rule with the rival's hidden cards known (``peeked_view``); test-only."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__("normal", seed)

    def view_of(self, state: GameState, seat: Seat) -> Poker7View:
        return peeked_view(state, seat)  # normal's rule (which never blunders) decides from it


def play(seed: int, rival: str, plain: bool = False) -> bool:
    """One two-player game, seated and seeded as the arena seats ``peek,rival``: True if the peeker won.
    ``plain``: normal itself in the peeker's seat (the check that this loop is the arena's)."""
    names = seat_names(["peek", rival], seed)
    players = [
        (make_bot("normal", seed=seed * 1009 + s) if plain else PeekingPlayer(seed=seed * 1009 + s))
        if name == "peek"
        else make_bot(name, seed=seed * 1009 + s)
        for s, name in enumerate(names)
    ]
    state = Poker7(2, seed, {})
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, players[seat].choose(state, seat))
    outcome = state.outcome()
    assert outcome is not None
    return outcome.placing[names.index("peek")] == 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--seed", type=int, default=60000)
    parser.add_argument("--rival", default="random")
    parser.add_argument("--plain", action="store_true", help="normal without the peek, for comparison")
    args = parser.parse_args()
    wins = 0
    started = time.process_time()
    for index in range(args.games):
        seed = args.seed + index
        won = play(seed, args.rival, args.plain)
        wins += won
        print(f"seed {seed} {'won' if won else 'lost'}", flush=True)
    cpu = time.process_time() - started
    who = "normal" if args.plain else "peek"
    print(f"{who} won {share_text(wins, args.games)} against {args.rival}; {cpu / args.games:.2f} CPU s a game")


if __name__ == "__main__":
    main()
