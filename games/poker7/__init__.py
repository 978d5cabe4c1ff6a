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
    hidden_information=True,
    sounds=Sounds(cards=True, gem_moves=frozenset({"call", "raise", "allin"})),
    showcase=Showcase(seed=3, moves=14, players=4),
)
