"""Puertas (rulebook 000, La Dama y el Tigre). Everything that knows the game lives in this folder; this
module is its spec, light enough for the menu (no engine, no table is imported here)."""

from game.spec import GameSpec, Showcase, Sounds
from game.text import N_

SPEC = GameSpec(
    id="puertas",
    title="Puertas",
    family="La Dama y el Tigre",
    min_players=2,
    max_players=2,
    summary=N_("Collect cards that match your secret identity, or guess your opponent's."),
    engine="games.puertas.engine:Puertas",
    table="games.puertas.table:PuertasTable",
    emblem="games.puertas.emblem:emblem",
    hidden_information=True,
    # A round turns on one decision, to guess or to wait, which needs a reading of the other player's
    # takes: the Bayesian player does that; search did not (61-67% vs random).
    players={"easy": "games.puertas.players:make_easy", "normal": "games.puertas.players:make_normal", "hard": "games.puertas.players:make_hard"},
    knowledge="games.puertas.knowledge:KNOWLEDGE",
    guide="games.puertas.guide:GUIDE",
    sounds=Sounds(cards=True),
    showcase=Showcase(seed=5, moves=9),
)
