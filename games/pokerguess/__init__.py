"""PokerGuess (rulebook 003): every player guesses how many cards of one colour and of one figure lie
among all the cards in play, and bets on it, as in the dice game of liar's bluffing. Everything that
knows the game lives in this folder; this module is its spec, light enough for the menu."""

from game.spec import GameSpec, Showcase, Sounds
from game.text import N_

SPEC = GameSpec(
    id="pokerguess",
    title="PokerGuess",
    family="PokerDrez",
    min_players=2,
    max_players=8,
    summary=N_("Bet on a guess: how many cards of one colour and of one figure are in play among everybody's cards."),
    engine="games.pokerguess.engine:PokerGuess",
    table="games.pokerguess.table:PokerGuessTable",
    emblem="games.pokerguess.emblem:emblem",
    hidden_information=True,
    players={
        "easy": "games.pokerguess.players:make_easy",
        "normal": "games.pokerguess.players:make_normal",
        "hard": "games.pokerguess.players:make_hard",
    },
    strength_guide={
        "easy": N_("Guesses from its own cards and calls too often."),
        "normal": N_("Deals the cards it cannot see many times over to weigh each guess, and bets by the pot."),
        "hard": N_("The same with more deals, and it reads the others' guesses as hints of their cards."),
    },
    sounds=Sounds(cards=True, gem_moves=frozenset({"call", "raise", "allin"})),
    showcase=Showcase(seed=3, moves=14, players=4),
)
