"""Chips won per round between two computer players of PokerGuess: matches of a fixed number of rounds (the game's
``rounds`` option), the seats turning each match. A measure, not a test (the loop is game/chip_matches.py):

    python -m games.pokerguess.chips_per_round normal random --matches 60 --rounds 10
"""

from __future__ import annotations

from game.chip_matches import main as matches
from games.pokerguess.engine import TABLES, PokerGuess


def main() -> None:
    matches(
        __doc__.split("\n\n")[0],
        lambda seed, count: PokerGuess(2, seed, {"rounds": count}),
        lambda state, seat: state.chips.stacks[seat],
        lambda state: state.round_number,
        TABLES["standard"][0],
        "round",
    )


if __name__ == "__main__":
    main()
