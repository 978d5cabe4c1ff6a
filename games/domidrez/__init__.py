"""DomiDrez (rulebook 003): lay a card of the same figure or colour as the last one, or a neutral card
that names the next; first to empty the hand scores the cards left in the others' hands. Everything
that knows the game lives in this folder; this module is its spec, light enough for the menu (no
engine is imported here).

The rules are tested against the rulebook in tests/rules/test_domidrez.py."""

from game.spec import GameSpec, Showcase, Sounds
from game.text import N_

SPEC = GameSpec(
    id="domidrez",
    title="DomiDrez",
    family="PokerDrez",
    min_players=2,
    max_players=8,
    summary=N_("Follow the figure or the colour of the last card, and be the first to run out of cards."),
    engine="games.domidrez.engine:DomiDrez",
    table="games.domidrez.table:DomiDrezTable",
    emblem="games.domidrez.emblem:emblem",
    hidden_information=True,
    players={
        "easy": "games.domidrez.players:make_easy",
        "normal": "games.domidrez.players:make_normal",
        "hard": "games.domidrez.players:make_hard",
    },
    strength_guide={
        "easy": N_("Lays any card that fits, and names what it holds most of."),
        "normal": N_(
            "Keeps its neutral cards for need, lays the card that leaves it most to follow with, and "
            "remembers what the next player could not follow."
        ),
        "hard": N_("Plays the hand out on guesses of the hidden cards, from what it has seen, before each card."),
    },
    sounds=Sounds(cards=True),
    showcase=Showcase(seed=3, moves=10, players=3),
)
