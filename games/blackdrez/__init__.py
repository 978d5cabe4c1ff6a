"""BlackDrez (rulebook 003): an open-card race to eleven with PokerDrez cards, the lowest total always
to play, the table's cards to whoever reaches eleven or outlasts the rest. Everything that knows the
game lives in this folder; this module is its spec, light enough for the menu (no engine is imported
here).

The rules are tested against the rulebook in tests/rules/test_blackdrez.py."""

from game.spec import GameSpec, Showcase, Sounds
from game.text import N_

SPEC = GameSpec(
    id="blackdrez",
    title="BlackDrez",
    family="PokerDrez",
    min_players=2,
    max_players=8,
    summary=N_("Race to eleven with open cards: the lowest total draws, eleven takes the whole table."),
    engine="games.blackdrez.engine:BlackDrez",
    table="games.blackdrez.table:BlackDrezTable",
    emblem="games.blackdrez.emblem:emblem",
    # Only the order of the deck is hidden: every card dealt lies face up (no curtain is needed).
    hidden_information=True,
    curtain=False,
    secret_words=N_("Every card dealt lies face up; only the order of the deck is hidden."),
    players={
        "easy": "games.blackdrez.players:make_easy",
        "normal": "games.blackdrez.players:make_normal",
        "hard": "games.blackdrez.players:make_hard",
    },
    strength_guide={
        "easy": N_("Draws while the total is low and withdraws when it feels risky."),
        "normal": N_("Counts the cards left in the deck and draws while going over 11 is not too likely."),
        "hard": N_("Works the round out over every card the deck may still give before each choice."),
    },
    sounds=Sounds(cards=True),
    showcase=Showcase(seed=4, moves=6, players=4),
)
