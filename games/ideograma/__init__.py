"""Ideograma (rulebook 001): words on a board with letter tiles. Everything that knows the game lives in this folder; this
module is its spec, light enough for the menu (no engine, no table is imported here)."""

from game.spec import GameSpec, Showcase
from game.text import N_

SPEC = GameSpec(
    id="ideograma",
    title="Ideograma",
    family="Clásicos",
    board=True,
    min_players=2,
    max_players=4,
    summary=N_("Cross words on a 15x15 board; letter values and premium squares make the score."),
    engine="games.ideograma.engine:Ideograma",
    table="games.ideograma.table:IdeogramaTable",
    emblem="games.ideograma.emblem:tiles",
    hidden_information=True,
    # Thousands of plays a turn and seconds per playout: search cannot help; the best play can.
    players={"easy": "games.ideograma.players:make_easy", "normal": "games.ideograma.players:make_normal", "hard": "games.ideograma.players:make_hard"},
    strength_guide={"easy": N_("Plays everyday words, and not always its best: good for learning the game.")},
    seed_words=N_("Seed (to replay the same tiles)"),
    secret_words=N_("Each player's tiles stay hidden from the others."),
    showcase=Showcase(seed=1, moves=8),
)
