"""Vuelvan's guided opening ("Show me"): a real two-player deal (seed 1) at the basic level. The
newcomer's Door is the Blue Tiger; the partner's is the Red Lady (learnt with the white gem). The
words say only what the newcomer's seat can see: never the cards in their own hand.
tests/scenes/test_guide.py replays it on the engine."""

from game.guide import Guide, GuideStep
from game.text import N_

GUIDE = Guide(
    players=2,
    seed=1,
    person=0,
    welcome=N_(
        "Welcome to Vuelvan, a game you win together. Each of you has a secret Door (yours is the Blue Tiger), and "
        "every card must end on the Door of its own identity. The catch: you hold your cards backwards. You see "
        "your partner's hand, never your own. Hints cost gems, and every gem left at the end scores."
    ),
    steps=(
        GuideStep(
            0,
            "colour:1,blue",
            N_(
                "Your partner holds Blue Tiger, Red Lady, Blue Lady, Red Tiger, Blue Tiger, and cannot see them. "
                "Tell them which of their cards are blue: click your blue gem, then choose blue. A hint must point "
                "at every such card."
            ),
        ),
        GuideStep(
            1,
            "role:0,lady",
            N_(
                "Your partner spends its red gem to tell you which of your cards are Ladies: cards 1, 2 and 4. The "
                "marks under your cards keep what the table knows of them."
            ),
        ),
        GuideStep(
            0,
            "look:1",
            N_(
                "Where do Ladies go? Spend your white gem to look in secret at your partner's Door: click the white "
                "gem, then their Door. It is the Red Lady."
            ),
        ),
        GuideStep(
            1,
            "colour:0,red",
            N_("Your partner tells you which of your cards are red: 1, 3 and 5. Card 1 is red and a Lady."),
        ),
        GuideStep(
            0,
            "play:0,1",
            N_(
                "So your card 1 is a Red Lady, and you saw that your partner's Door is the Red Lady. Place it there: "
                "click your card 1, then your partner's Door. Everyone sees it on its way; a right card scores 1, a "
                "wrong one costs 4."
            ),
        ),
        GuideStep(
            1,
            "look:0",
            N_("Your partner spends its white gem to look at your Door, the Blue Tiger."),
        ),
        GuideStep(
            0,
            "role:1,tiger",
            N_(
                "Your partner knows which of its cards are blue, and now your Door. Tell it which are Tigers with "
                "your red gem: cards 1 and 5 are then surely Blue Tigers."
            ),
        ),
        GuideStep(
            1,
            "play:0,0",
            N_("Your partner places its card 1, a Blue Tiger, on your Door. The team is working."),
        ),
    ),
    farewell=N_(
        "Keep going until every card is placed or discarded: only the wild cards (Blue/Red and Lady/Tiger) should be "
        "discarded, for 3 points each. The black gem swaps one of your cards with a partner's. From here you play on "
        "with your partner; press Play on to bring back the list of moves. This practice game is not saved and does "
        "not count in the statistics."
    ),
)
