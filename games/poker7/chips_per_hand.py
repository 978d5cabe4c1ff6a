"""Chips won per hand between two computer players of Poker7: matches of a fixed number of hands (the game's
``hands`` option), the seats turning each match. A measure, not a test (the loop is game/chip_matches.py):

    python -m games.poker7.chips_per_hand normal random --matches 60 --hands 10
"""

from __future__ import annotations

from game.chip_matches import main as matches
from games.poker7.engine import TABLES, Poker7


def main() -> None:
    matches(
        __doc__.split("\n\n")[0],
        lambda seed, count: Poker7(2, seed, {"hands": count}),
        lambda state, seat: state.chips.stacks[seat],
        lambda state: state.hand_number,
        TABLES["standard"][0],
        "hand",
    )


if __name__ == "__main__":
    main()
