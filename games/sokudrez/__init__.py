"""SokuDrez (rulebook 003, PokerDrez): 54 cards in six rows of nine, sorted by swapping two at a time
until every row holds the nine colours and every column the six figures; alone (fewest swaps) or
two to eight players scoring each swap. Everything that knows the game lives in this folder; this
module is its spec, light enough for the menu (no engine, no table is imported here). Its solver
(the hard player and the "fewest swaps" button) runs on HiGHS (highspy)."""

from game.spec import GameSpec, Showcase, Sounds
from game.text import N_

SPEC = GameSpec(
    id="sokudrez",
    title="SokuDrez",
    family="PokerDrez",
    min_players=1,
    max_players=8,
    summary=N_("Swap cards until every row has the nine colours and every column the six figures."),
    engine="games.sokudrez.engine:SokuDrez",
    table="games.sokudrez.table:SokuDrezTable",
    emblem="games.sokudrez.emblem:emblem",
    solver="games.sokudrez.solver:solve",
    # easy: the rulebook's strategy; normal: the best-scoring swap; hard: the solver's choice among them.
    players={
        "easy": "games.sokudrez.players:make_easy",
        "normal": "games.sokudrez.players:make_normal",
        "hard": "games.sokudrez.players:make_hard",
    },
    seed_words=N_("Deal number"),
    solo_lower_is_better=True,  # alone, the score is the swaps made
    sounds=Sounds(cards=True),
    showcase=Showcase(seed=3, moves=6, players=2),
)
