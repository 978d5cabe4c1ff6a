"""Laberinto (rulebook 000, La Dama y el Tigre). Everything that knows the game lives in this folder; this
module is its spec, light enough for the menu (no engine, no table is imported here)."""

from game.spec import GameSpec, Showcase, Sounds
from game.text import N_

SPEC = GameSpec(
    id="laberinto",
    title="Laberinto",
    family="La Dama y el Tigre",
    min_players=2,
    max_players=2,
    summary=N_("Lead your five tiger cubs through a maze that shifts every turn."),
    engine="games.laberinto.engine:Laberinto",
    guide="games.laberinto.guide:GUIDE",
    table="games.laberinto.table:LaberintoTable",
    emblem="games.laberinto.emblem:emblem",
    # Perfect information, two players: alpha-beta with a race evaluation sees deeper and plays far
    # faster than sampled search.
    players={"normal": "games.laberinto.players:make_normal", "hard": "games.laberinto.players:make_hard"},
    knowledge="games.laberinto.knowledge:KNOWLEDGE",
    sounds=Sounds(cards=True),
    showcase=Showcase(seed=1, moves=12),
)
