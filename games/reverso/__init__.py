"""Reverso (rulebook 001): Othello on an 8x8 board. Everything that knows the game lives in this folder; this
module is its spec, light enough for the menu (no engine, no table is imported here)."""

from game.spec import GameSpec, Showcase
from game.text import N_

SPEC = GameSpec(
    id="reverso",
    title="Reverso",
    family="Clásicos",
    board=True,
    min_players=2,
    max_players=2,
    summary=N_("Flank your opponent's discs to turn them your colour."),
    engine="games.reverso.engine:Reverso",
    table="games.reverso.table:ReversoTable",
    emblem="games.reverso.emblem:reverso",
    players={"normal": "games.reverso.players:make_normal", "hard": "games.reverso.players:make_hard"},
    knowledge="games.reverso.knowledge:KNOWLEDGE",
    seed_words=N_("Seed (to replay the same draw for colours)"),  # who plays black is drawn
    showcase=Showcase(seed=3, moves=22),
)
