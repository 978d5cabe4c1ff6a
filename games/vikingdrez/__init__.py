"""VikingDrez (rulebook 003, "VikingDrez (Brandubh)"): the 7x7 tafl game. Everything that knows the
game lives in this folder; this module is its spec, light enough for the menu (no engine, no table
is imported here)."""

from game.spec import GameSpec, Showcase
from game.text import N_

SPEC = GameSpec(
    id="vikingdrez",
    title="VikingDrez",
    family="PokerDrez",
    board=True,
    min_players=2,
    max_players=2,
    summary=N_("Brandubh: the first player's eight attackers hunt the second's king before he slips away to a corner."),
    engine="games.vikingdrez.engine:VikingDrez",
    table="games.vikingdrez.table:VikingDrezTable",
    emblem="games.vikingdrez.emblem:vikingdrez",
    # Perfect information, two players: alpha-beta with a tafl evaluation.
    players={"normal": "games.vikingdrez.players:make_normal", "hard": "games.vikingdrez.players:make_hard"},
    knowledge="games.vikingdrez.knowledge:KNOWLEDGE",
    seed_words=None,  # nothing is drawn: the first seat attacks
    showcase=Showcase(seed=3, moves=16),
)
