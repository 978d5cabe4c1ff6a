"""Trampas (rulebook 000, La Dama y el Tigre). Everything that knows the game lives in this folder; this
module is its spec, light enough for the menu (no engine, no table is imported here)."""

from game.spec import GameSpec, Showcase, Sounds
from game.text import N_

SPEC = GameSpec(
    id="trampas",
    title="Trampas",
    family="La Dama y el Tigre",
    min_players=2,
    max_players=6,
    summary=N_("Build piles of treasures and traps, then bid on what can be revealed."),
    engine="games.trampas.engine:Trampas",
    guide="games.trampas.guide:GUIDE",
    table="games.trampas.table:TrampasTable",
    emblem="games.trampas.emblem:emblem",
    hidden_information=True,
    sounds=Sounds(cards=True, gem_moves=frozenset({"bid", "stop"})),
    showcase=Showcase(seed=2, moves=14, players=3),
)
