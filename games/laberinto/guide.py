"""Laberinto's guided opening ("Show me"): five turns of a real maze (seed 1) in which the newcomer,
Red, brings a first cub home by riding swaps, and ends by sending a Blue cub away on a swap.
The words place cards by what is around them (the maze has no coordinates drawn).
tests/scenes/test_guide.py replays it on the engine."""

from game.guide import Guide, GuideStep
from game.text import N_

GUIDE = Guide(
    players=2,
    seed=1,
    person=0,
    welcome=N_(
        "Welcome to Laberinto. You play Red: your five cubs start on the Red Lady Door in the top left corner "
        "and must all reach the Red Tiger Door in the bottom right. The computer's Blue cubs race the other way. "
        "A turn has two steps: walk one cub one card, then shift the maze by swapping two cards."
    ),
    steps=(
        GuideStep(
            0,
            "move:0,4",
            N_(
                "Walk first: click your cubs on the Red Lady Door, then the card just below it, a Red Lady. A cub "
                "steps one card up, down, left or right."
            ),
        ),
        GuideStep(
            0,
            "swap:4,6",
            N_(
                "Now shift the maze. The two swap cards beside the maze have markers, now on Blue and on Lady: you "
                "may swap two blue cards or two lady cards in one row or column, and one of them must carry a cub. "
                "Cubs ride with their card. Click your cub's Red Lady, then the Blue Lady two cards to its right: "
                "your cub rides along."
            ),
        ),
        GuideStep(
            1,
            "move:3,7",
            N_("The Lady marker has moved to Tiger. Now Blue: the computer walks a cub down from its Door, top right."),
        ),
        GuideStep(
            1,
            "swap:5,7",
            N_(
                "It swaps its cub's Red Tiger with the Red Tiger two cards to the left, and the cub rides along. "
                "Swapping two identical cards moves both markers: they now read Red and Lady."
            ),
        ),
        GuideStep(0, "move:6,7", N_("Walk your cub one card right, onto the Red Tiger at the right edge.")),
        GuideStep(
            0,
            "swap:7,11",
            N_(
                "That card and the Red Lady below it are both red, and the colour marker reads Red: swap them, and "
                "your cub rides down, right next to your Tiger Door."
            ),
        ),
        GuideStep(1, "move:5,9", N_("Blue walks its cub down one card.")),
        GuideStep(
            1,
            "swap:9,13",
            N_(
                "And rides it down to the bottom row by swapping two Blue Tigers: it is one card from its own Tiger "
                "Door, bottom left."
            ),
        ),
        GuideStep(
            0,
            "move:11,15",
            N_("Walk your cub down onto the Red Tiger Door. A cub home has escaped: it stays there."),
        ),
        GuideStep(
            0,
            "swap:1,13",
            N_(
                "You still shift the maze, and any cub may ride, your rival's too. The Tiger marker lets you swap the "
                "Blue Tiger under Blue's cub with the Red Tiger at the top of its column: it rides all the way back up."
            ),
        ),
    ),
    farewell=N_(
        "One cub home, and Blue's best cub sent back to the top. Four more to go: the first to bring all five home "
        "wins. From here you play on your own; press Play on to bring back the list of moves. This practice game is "
        "not saved and does not count in the statistics."
    ),
)
