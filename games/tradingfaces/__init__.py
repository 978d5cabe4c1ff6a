"""Trading Faces (rulebook 004), with its Memory variant. Everything that knows the game lives in this
folder; this module is its spec, light enough for the menu (no engine, no table is imported here)."""

from game.spec import GameSpec, Showcase, Sounds, Variant
from game.text import N_

SPEC = GameSpec(
    id="tradingfaces",
    title="Trading Faces",
    family="Fiesta",
    min_players=2,
    max_players=5,
    summary=N_("Pass cards to the left to collect three of one emotion, then make its face for the others to guess."),
    engine="games.tradingfaces.engine:TradingFaces",
    table="games.tradingfaces.table:TradingFacesTable",
    emblem="games.tradingfaces.emblem:emblem",
    hidden_information=True,
    # "Juego (para 3-5 jugadores)"; "Variación de la memoria (para 2-4 jugadores)" (the box's 2-5 is both together).
    players_by_option={"variant": {"classic": (3, 5), "memory": (2, 4)}},
    # Spec B.7.4: say on the setup screen that a computer cannot see a person's face.
    secret_words=N_("Hands stay hidden. A computer cannot see your face."),
    players={
        "easy": "games.tradingfaces.players:make_easy",
        "normal": "games.tradingfaces.players:make_normal",
        "hard": "games.tradingfaces.players:make_hard",
    },
    # Memory is another game with the same cards: the setup screen and the offers to resume say so.
    variant_option="variant",
    variants={
        "memory": Variant(
            summary=N_("Lift a card for your left-hand neighbour to act, then find its twin to win the pair."),
            secret_words=N_("The cards lie face down. A computer cannot see your face."),
        )
    },
    sounds=Sounds(cards=True),
    showcase=Showcase(seed=4, moves=14, players=3),
)
