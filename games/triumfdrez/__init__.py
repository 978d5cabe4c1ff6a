"""TriumfDrez (rulebook 003): trick taking with a figure of trumps and a colour of super-trumps, won
in an auction. Everything that knows the game lives in this folder; this module is its spec, light
enough for the menu (no engine is imported here).

The rules are tested against the rulebook in tests/rules/test_triumfdrez.py; the contract, snapshot
and fuzz checks run on the class directly in tests/rules/test_triumfdrez_contract.py until the game
is registered."""

from game.spec import GameSpec, Showcase, Sounds
from game.text import N_

SPEC = GameSpec(
    id="triumfdrez",
    title="TriumfDrez",
    family="PokerDrez",
    min_players=2,
    max_players=4,
    summary=N_("Bid how many tricks you will take, name the trumps, and make your contract."),
    engine="games.triumfdrez.engine:TriumfDrez",
    table="games.triumfdrez.table:TriumfDrezTable",
    emblem="games.triumfdrez.emblem:emblem",
    hidden_information=True,
    mode_words_by_players={4: N_("Two against two: partners sit opposite, 1 and 3 against 2 and 4.")},
    secret_words=N_("Hands stay hidden."),
    players={
        "easy": "games.triumfdrez.players:make_easy",
        "normal": "games.triumfdrez.players:make_normal",
        "hard": "games.triumfdrez.players:make_hard",
    },
    strength_guide={
        "easy": N_("Bids cautiously and plays by rule of thumb: wins cheaply, or throws its weakest card."),
        "normal": N_("Tries each card against a few guesses of the hidden hands, from what has been played."),
        "hard": N_(
            "Weighs each contract it may bid by playing whole hands out on guesses of the hidden cards, "
            "then plays as Normal with many more guesses."
        ),
    },
    sounds=Sounds(cards=True),
    showcase=Showcase(seed=3, moves=14, players=4),
)
