"""Damas (rulebook 001): draughts. Everything that knows the game lives in this folder; this
module is its spec, light enough for the menu (no engine, no table is imported here)."""

from game.spec import GameSpec, Showcase
from game.text import N_

SPEC = GameSpec(
    id="damas",
    title="Damas",
    family="Clásicos",
    board=True,
    min_players=2,
    max_players=2,
    summary=N_("Draughts on ten columns with flying kings: forget a capture and your piece may be blown away."),
    engine="games.damas.engine:Damas",
    table="games.damas.table:DamasTable",
    emblem="scenes.emblems:draughts",
    # Perfect information, two players: alpha-beta with a draughts evaluation sees deeper and plays
    # far faster than sampled search.
    players={"normal": "games.damas.players:make_normal", "hard": "games.damas.players:make_hard"},
    knowledge="games.damas.knowledge:KNOWLEDGE",
    seed_words=N_("Seed (to replay the same draw for colours)"),
    showcase=Showcase(seed=2, moves=30),
)
