"""Puertas' guided opening ("Show me"): two rounds of a real deal (seed 21), the newcomer the
Collector of the first and the Guesser of the second. The newcomer's Door is the Red Lady in the
first round and the Blue Lady in the second; the computer is the Red Tiger then. The words name the
cards the seed deals, so they change only with the steps (tests/scenes/test_guide.py replays it)."""

from game.guide import Guide, GuideStep
from game.text import N_

GUIDE = Guide(
    players=2,
    seed=21,
    person=0,
    welcome=N_(
        "Welcome to Puertas. You and the computer each hide an identity behind a Door: the Red Lady, "
        "the Blue Lady, the Red Tiger or the Blue Tiger. You see your own Door, never the other. "
        "The first to 10 gems wins."
    ),
    steps=(
        GuideStep(
            0,
            "take:3,RL",
            N_(
                "This round you are the Collector and your Door is the Red Lady. Four cards "
                "that share her colour (red) or her role (lady) make a set worth 6 gems. "
                "Take the Red Lady, the last card of the market: click it."
            ),
        ),
        GuideStep(
            1,
            "discard:0,BT",
            N_(
                "The computer is the Guesser. Each turn it throws away one market card, "
                "here the Blue Tiger. Press Next to see it go."
            ),
        ),
        GuideStep(
            1,
            "end_turn",
            N_("The Guesser ends its turn. Instead it could have guessed who you are: that ends the round at once."),
        ),
        GuideStep(
            0,
            "take:0,RT",
            N_(
                "Take the Red Tiger, the first card. It is red like your Lady, so it counts "
                "towards a set of four reds. Taking cards also tells the Guesser something: "
                "mixing in a misleading card is allowed."
            ),
        ),
        GuideStep(1, "discard:1,BL", N_("The computer discards the Blue Lady.")),
        GuideStep(1, "end_turn", N_("Its turn ends; the gap in the market fills from the deck.")),
        GuideStep(
            0,
            "take:0,RB",
            N_(
                "Take the Blue/Red card, the first one. It is wild for colour: it counts as "
                "red and as blue, but as no role."
            ),
        ),
        GuideStep(1, "discard:2,LT", N_("The computer discards the Lady/Tiger, the card that is wild for role.")),
        GuideStep(1, "end_turn", N_("Its turn ends.")),
        GuideStep(0, "take:0,RT", N_("Take the Red Tiger, the first card: your fourth red card.")),
        GuideStep(
            0,
            "reveal",
            N_(
                "Four reds make a set for the Red Lady. With a set in hand you must reveal "
                "your Door: press Reveal. You win 6 gems and the round ends."
            ),
        ),
        GuideStep(
            1,
            "next_round",
            N_(
                "Round over. The roles swap: the computer becomes the Collector and you the "
                "Guesser, and the Doors are dealt again. Your new Door is the Blue Lady."
            ),
        ),
        GuideStep(
            1,
            "take:0,RT",
            N_(
                "The computer, now the Collector, takes the Red Tiger. It may be collecting "
                "its own colour, or bluffing."
            ),
        ),
        GuideStep(
            0,
            "discard:0,BT",
            N_(
                "You are the Guesser: each turn you throw away one market card, so the "
                "Collector cannot have it. Discard the Blue Tiger, the first card."
            ),
        ),
        GuideStep(
            0, "end_turn", N_("After your discard you may still guess, or end your turn. Press End turn for now.")
        ),
        GuideStep(1, "take:1,RL", N_("The computer takes the Red Lady: two red cards now.")),
        GuideStep(
            0,
            "guess:red",
            N_(
                "Two reds in a row: time to guess. Pick Red, then press the button that reads "
                '"You are Red". A right colour or role wins 1 gem, colour and role together '
                "5; if any part is wrong, the Collector wins 4."
            ),
        ),
    ),
    farewell=N_(
        "Right: the computer is the Red Tiger, and you lead 7 to 0. From here you play on your own against "
        "the computer; press Play on to bring back the list of moves. This practice game is not saved "
        "and does not count in the statistics."
    ),
)
