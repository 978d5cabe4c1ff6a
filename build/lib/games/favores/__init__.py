"""Favores (rulebook 000, La Dama y el Tigre). Everything that knows the game lives in this folder; this
module is its spec, light enough for the menu (no engine, no table is imported here)."""

from game.spec import GameSpec, Showcase, Sounds
from game.text import N_

SPEC = GameSpec(
    id="favores",
    title="Favores",
    family="La Dama y el Tigre",
    min_players=2,
    max_players=4,
    summary=N_("Three days of auctions: win the lots that match your secret identity."),
    engine="games.favores.engine:Favores",
    table="games.favores.table:FavoresTable",
    emblem="games.favores.emblem:emblem",
    hidden_information=True,
    sounds=Sounds(cards=True, gem_moves=frozenset({"bid"})),
    showcase=Showcase(seed=1, moves=24, players=3),
)
