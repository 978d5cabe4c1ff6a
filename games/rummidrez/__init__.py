"""RummiDrez (rulebook 003, PokerDrez): rummy with two PokerDrez decks; lay runs of one figure or one
colour, rework the runs on the table, and be first to empty your hand. 2-4 players, or alone.
Everything that knows the game lives in this folder; this module is its spec, light enough for the
menu (no engine, no table is imported here). Its Normal and Hard players find their lay with an
integer program solved by HiGHS (highspy): Normal reworks up to four of the table's runs a turn,
Hard the whole table."""

from game.spec import GameSpec, Showcase, Sounds
from game.text import N_

SPEC = GameSpec(
    id="rummidrez",
    title="RummiDrez",
    family="PokerDrez",
    min_players=1,
    max_players=4,
    summary=N_("Lay runs of one figure or one colour, rework the table, and empty your hand first."),
    engine="games.rummidrez.engine:RummiDrez",
    table="games.rummidrez.table:RummiDrezTable",
    emblem="games.rummidrez.emblem:emblem",
    hidden_information=True,
    players={
        "easy": "games.rummidrez.players:make_easy",
        "normal": "games.rummidrez.players:make_normal",
        "hard": "games.rummidrez.players:make_hard",
    },
    strength_guide={
        "easy": N_("Lays the runs it sees in its hand and adds single cards to the table; never reworks it."),
        "normal": N_("Lays all it can, adding to the table's runs and reworking up to four of them a turn."),
        "hard": N_("Reworks the whole table to lay all it can; keeps its neutral cards unless they let it go out."),
    },
    seed_words=N_("Deal number"),
    sounds=Sounds(cards=True),
    showcase=Showcase(seed=3, moves=16, players=2),
)
