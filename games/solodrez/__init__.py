"""SoloDrez (rulebook 003, PokerDrez): a patience of nine open columns sorted into runs from the
Jóker down to the Peón. Everything that knows the game lives in this folder; this module is its
spec, light enough for the menu (no engine, no table is imported here)."""

from game.spec import GameSpec, Showcase, Sounds
from game.text import N_

SPEC = GameSpec(
    id="solodrez",
    title="SoloDrez",
    family="PokerDrez",
    min_players=1,
    max_players=1,
    summary=N_("Solitaire: sort nine open columns into runs from the Joker down to the Pawn."),
    engine="games.solodrez.engine:SoloDrez",
    table="games.solodrez.table:SoloDrezTable",
    emblem="games.solodrez.emblem:emblem",
    # The computer players and the Hint are the solver: a player plays a way to clear the table it
    # found within its budget of positions a deal, and then the solver's best-looking moves.
    players={
        "easy": "games.solodrez.players:make_easy",
        "normal": "games.solodrez.players:make_normal",
        "hard": "games.solodrez.players:make_hard",
    },
    solver="games.solodrez.solver:solve",
    seed_words=N_("Deal number"),
    sounds=Sounds(cards=True),
    showcase=Showcase(seed=3, moves=12),
)
