"""Estafado (rulebook 002, the two-player mode of DEVORAR): the Red Fox hunts three rabbits on a 5x5
floor of face-down forest cards while the Crow rearranges the floor and the Black Bear hunts him.
Everything that knows the game lives in this folder; this module is its spec, light enough for the
menu (no engine, no table is imported here)."""

from game.spec import GameSpec, Showcase, Sounds
from game.text import N_

SPEC = GameSpec(
    id="estafado",
    title="Estafado",
    family="Devorar",
    min_players=2,
    max_players=2,
    summary=N_(
        "The Fox hunts three rabbits on a floor of hidden cards; the Crow shuffles the forest "
        "under his paws and sends the Bear after him."
    ),
    engine="games.estafado.engine:Estafado",
    table="games.estafado.table:EstafadoTable",
    emblem="games.estafado.emblem:emblem",
    hidden_information=True,
    # The rules of thumb (players.py) play easy and normal; hard adds a search (on determinizations of the
    # side's view) for its ring piece and the Bear.
    players={
        "easy": "games.estafado.players:make_easy",
        "normal": "games.estafado.players:make_normal",
        "hard": "games.estafado.players:make_hard",
    },
    knowledge="games.estafado.knowledge:KNOWLEDGE",
    sounds=Sounds(cards=True),
    seed_words=N_("Seed (to replay the same forest)"),
    secret_words=N_("The Fox's hand and the cards the Crow peeks at stay secret."),
    # The two seats play different sides: the setup screen says which (a newcomer could not tell).
    mode_words=N_("Player 1 plays the Red Fox, player 2 the Crow."),
    showcase=Showcase(seed=3, moves=30),
)
