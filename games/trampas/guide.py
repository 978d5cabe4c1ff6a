"""Trampas' guided opening ("Show me"): the first season of a real two-player deal (seed 1), the goal
the Blue Lady. The newcomer lays and builds two Blue Ladies, bids 5, and reveals both and then the
computer's Red Lady. tests/scenes/test_guide.py replays it on the engine."""

from game.guide import Guide, GuideStep
from game.text import N_

GUIDE = Guide(
    players=2,
    seed=1,
    person=0,
    welcome=N_(
        "Welcome to Trampas. Each season a Door is turned up as the goal, here the Blue Lady. A card scores what "
        "it shares with the goal: a Blue Lady 2, a Red Lady or a Blue Tiger 1 (one attribute), the Blue/Red wild "
        "1. A card that shares nothing, like the Red Tiger or the Lady/Tiger, is a trap. The first to 5 gems wins."
    ),
    steps=(
        GuideStep(
            0,
            "play:BL",
            N_(
                "Everyone starts a pile at the same time with one card face down. Lay a Blue Lady: click it in "
                "your hand."
            ),
        ),
        GuideStep(1, "play:RT", N_("The computer lays its first card. You cannot see it: it may be a trap.")),
        GuideStep(
            0,
            "build:BL",
            N_(
                "Now, turn by turn, you build (one more card face down on top of your pile) or bid. Build your "
                "other Blue Lady. Nobody may look at a pile, not even its owner: remember what you put where."
            ),
        ),
        GuideStep(1, "build:RL", N_("The computer builds a second card on its pile.")),
        GuideStep(
            0,
            "bid:5",
            N_(
                "Your pile holds two Blue Ladies: 4 points. A bid claims how many points you will turn up from "
                "the tops of the piles, yours and your rival's. Bid 5: the last point must come from the "
                "computer's pile."
            ),
        ),
        GuideStep(
            1,
            "pass",
            N_(
                "Once someone has bid, nobody builds any more: each bids higher or passes. The computer passes, "
                "so you are the last one in and you reveal."
            ),
        ),
        GuideStep(
            0,
            "reveal:0",
            N_("Turn up the top card of your own pile: click your pile. The Blue Lady you built last: 2 points."),
        ),
        GuideStep(0, "reveal:0", N_("Turn up your next card: your first Blue Lady, 4 points.")),
        GuideStep(
            0,
            "reveal:1",
            N_(
                "One point to go: turn up the top card of the computer's pile. Should it be a trap, a gem leaves "
                "the pot for the computer; if it shares something with the Blue Lady, it counts for you."
            ),
        ),
    ),
    farewell=N_(
        "A Red Lady shares the role: 5 points. Your bid is made and the pot's 3 gems are yours, 4 in all. A new "
        "season starts with a new goal; you keep your cards for the four seasons of a year. From here you play on "
        "your own; press Play on to bring back the list of moves. This practice game is not saved and does not "
        "count in the statistics."
    ),
)
