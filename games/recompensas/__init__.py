"""Recompensas (rulebook 000, La Dama y el Tigre). Everything that knows the game lives in this folder; this
module is its spec, light enough for the menu (no engine, no table is imported here)."""

from game.spec import GameSpec, Showcase, Sounds
from game.text import N_

SPEC = GameSpec(
    id="recompensas",
    title="Recompensas",
    family="La Dama y el Tigre",
    min_players=1,
    max_players=1,
    summary=N_("Solitaire: clear the trash and collect all ten treasures from the four Doors."),
    engine="games.recompensas.engine:Recompensas",
    guide="games.recompensas.guide:GUIDE",
    table="games.recompensas.table:RecompensasTable",
    emblem="games.recompensas.emblem:emblem",
    hidden_information=True,
    # A solitaire against the deck: the Hint's one-card look-ahead won about half the Normal deals
    # where search won none of 19; hard looks one card further.
    players={"normal": "games.recompensas.players:make_normal", "hard": "games.recompensas.players:make_hard"},
    strength_guide={
        "normal": N_("Plays what the Hint button would suggest."),
        "hard": N_("Looks one card further ahead than the Hint."),
    },
    sounds=Sounds(cards=True, gem_moves=frozenset({"collect", "move"})),
    showcase=Showcase(seed=3, moves=10),
)
