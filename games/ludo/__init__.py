"""Ludo (rulebook 001). Everything that knows the game lives in this folder; this
module is its spec, light enough for the menu (no engine, no table is imported here)."""

from game.spec import GameSpec, Showcase
from game.text import N_

SPEC = GameSpec(
    id="ludo",
    title="Ludo",
    family="Clásicos",
    board=True,
    min_players=2,
    max_players=4,
    summary=N_("Race your four pieces home with dice that show CORONA and PLUMA."),
    engine="games.ludo.engine:Ludo",
    table="games.ludo.table:LudoTable",
    emblem="games.ludo.emblem:ludo",
    # Dice, no secrets and long games: a race evaluation that knows which pieces can be hit, searched
    # over the dice, plays better and far faster than sampled search.
    players={"easy": "games.ludo.players:make_easy", "normal": "games.ludo.players:make_normal", "hard": "games.ludo.players:make_hard"},
    knowledge="games.ludo.knowledge:KNOWLEDGE",
    seed_words=N_("Seed (to replay the same dice)"),
    showcase=Showcase(seed=4, moves=36, players=3),
)
