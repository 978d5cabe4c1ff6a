"""PokerDrez (rulebook 003): chess where a move needs a matching card. Everything that knows the game
lives in this folder; this module is its spec, light enough for the menu (no engine is imported here).

The rules are tested against the rulebook in tests/rules/test_pokerdrez*.py; the table is played by
clicks in tests/scenes/test_pokerdrez_table.py."""

from game.spec import GameSpec, Showcase, Sounds
from game.text import N_

SPEC = GameSpec(
    id="pokerdrez",
    title="PokerDrez",
    family="PokerDrez",
    board=True,
    min_players=2,
    max_players=2,
    summary=N_("Chess where every move needs a matching card from your hand or the table."),
    engine="games.pokerdrez.engine:PokerDrez",
    table="games.pokerdrez.table:PokerDrezTable",
    emblem="games.pokerdrez.emblem:emblem",
    hidden_information=True,
    # Chess gated by hidden cards: alpha-beta over determinizations with a chess evaluation that
    # counts the cards (players.py); easy looks one move ahead.
    players={
        "easy": "games.pokerdrez.players:make_easy",
        "normal": "games.pokerdrez.players:make_normal",
        "hard": "games.pokerdrez.players:make_hard",
    },
    knowledge="games.pokerdrez.knowledge:KNOWLEDGE",
    sounds=Sounds(cards=False),
    showcase=Showcase(seed=1, moves=12),
)
