"""Poker7 (rulebook 003): hold'em with PokerDrez cards, where every player's hand is all seven cards
and shows one hidden card before the last bet. Everything that knows the game lives in this folder;
this module is its spec, light enough for the menu (no engine, no table is imported here)."""

from game.spec import GameSpec, Showcase, Sounds
from game.text import N_

SPEC = GameSpec(
    id="poker7",
    title="Poker7",
    family="PokerDrez",
    min_players=2,
    max_players=8,
    summary=N_("Hold'em with PokerDrez cards: your hand is all seven cards in groups of a colour or a figure."),
    engine="games.poker7.engine:Poker7",
    table="games.poker7.table:Poker7Table",
    emblem="games.poker7.emblem:emblem",
    hidden_information=True,
    players={
        "easy": "games.poker7.players:make_easy",
        "normal": "games.poker7.players:make_normal",
        "hard": "games.poker7.players:make_hard",
    },
    strength_guide={
        "easy": N_("Calls too often and seldom raises: a gentle table to learn on."),
        "normal": N_("Weighs its chances against the pot, bets its strong hands and notes how often each rival bets."),
        "hard": N_("The same, with a closer look at its chances."),
    },
    sounds=Sounds(cards=True, gem_moves=frozenset({"call", "raise", "allin"})),
    showcase=Showcase(seed=3, moves=14, players=4),
)
