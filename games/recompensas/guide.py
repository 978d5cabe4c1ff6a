"""Recompensas' guided opening ("Show me"): the first five cards of a real deal (seed 174) at the
Normal level, each of the three actions and a wild card once. tests/scenes/test_guide.py replays it."""

from game.guide import Guide, GuideStep
from game.text import N_

GUIDE = Guide(
    players=1,
    seed=174,
    person=0,
    welcome=N_(
        "Welcome to Recompensas, a solitaire. Four Doors hold treasure (red and blue gems) mixed with trash (white "
        "and black gems). Turn up one card at a time and use it: carry off all ten treasures before the deck has "
        "gone round three times. The card just turned up is beside the deck."
    ),
    steps=(
        GuideStep(
            0,
            "remove",
            N_(
                "The card is the Red Lady, so you may act on the Red Lady Door. It holds one white and one black "
                "gem: a pair of trash. Press Remove trash pairs to take every white-and-black pair off that Door."
            ),
        ),
        GuideStep(
            0,
            "move:BT,red",
            N_(
                "A Red Tiger: a Tiger card lets you move one gem between the two Tiger Doors of the bottom row, "
                "either way (a Lady card works on the top row). Move the red gem from the Blue Tiger Door to the "
                "Red Tiger Door: click it. Red treasure can only be collected from a Red Door."
            ),
        ),
        GuideStep(
            0,
            "collect",
            N_(
                "The Red Lady again. Her Door holds no trash any more, so you may collect one treasure of her "
                "colour for good: press Collect a treasure."
            ),
        ),
        GuideStep(
            0,
            "move:RT,white",
            N_(
                "A Blue Tiger. The Red Tiger Door still has trash; gather it where pairs can form. Move its white "
                "gem to the Blue Tiger Door: click the white gem on the Red Tiger Door. Whenever you can act you "
                "must; only with nothing possible do you pass."
            ),
        ),
        GuideStep(
            0,
            "restore:BL,BT",
            N_(
                "The Blue/Red card is wild, and not kind: it puts one removed white and one removed black gem back, "
                "one on each Red Door or one on each Blue Door, your choice. Put the white one on the Blue Lady Door "
                "and the black one on the Blue Tiger Door, away from your clean Red Lady."
            ),
        ),
    ),
    farewell=N_(
        "That is the whole game: move, remove, collect, and live with the wild cards (with no removed trash to "
        "put back, a wild card instead trades a black gem for a white one between any two Doors). Removed trash "
        "is your score, 10 is perfect. The Hint button shows a good action at any time. From here you play on "
        "your own; press Play on to bring back the list of moves. This practice game is not saved and does not "
        "count in the statistics."
    ),
)
