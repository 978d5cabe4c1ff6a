"""PokerDrez para 4 (rulebook 003): two teams of two on one chessboard, every move backed by a card.
Everything that knows the game lives in this folder; this module is its spec, light enough for the
menu (no engine is imported here).

The rules are tested against the rulebook in tests/rules/test_pokerdrez4*.py."""

from game.spec import GameSpec, Showcase, Sounds
from game.text import N_

SPEC = GameSpec(
    id="pokerdrez4",
    title="PokerDrez para 4",
    family="PokerDrez",
    board=True,
    min_players=4,
    max_players=4,
    summary=N_("Two teams of two on one board: every move needs a matching card; mate either enemy king."),
    engine="games.pokerdrez4.engine:PokerDrez4",
    table="games.pokerdrez4.table:PokerDrez4Table",
    emblem="games.pokerdrez4.emblem:emblem",
    hidden_information=True,
    mode_words=N_("Yellow and red against green and blue."),
    # Four armies gated by hidden cards: a shallow search over determinizations of the seat's view
    # with a material-and-safety evaluation (players.py).
    players={
        "easy": "games.pokerdrez4.players:make_easy",
        "normal": "games.pokerdrez4.players:make_normal",
        "hard": "games.pokerdrez4.players:make_hard",
    },
    sounds=Sounds(cards=False),
    showcase=Showcase(seed=1, moves=16, players=4),
)
