"""NeuroDrez (rulebook 003): chess pieces on a terrain of 36 coloured tiles that grows and shrinks,
moved by three dice or PokerDrez cards; conquer every tile of one surface. Everything that knows the
game lives in this folder; this module is its spec, light enough for the menu (no engine is
imported here).

The rules are tested against the rulebook in tests/rules/test_neurodrez.py."""

from game.spec import GameSpec, Showcase, Sounds
from game.text import N_

SPEC = GameSpec(
    id="neurodrez",
    title="NeuroDrez",
    family="PokerDrez",
    board=True,
    min_players=1,
    max_players=6,
    summary=N_(
        "Lay coloured tiles, move chess pieces by three dice or a card, and conquer all six tiles of one surface."
    ),
    engine="games.neurodrez.engine:NeuroDrez",
    table="games.neurodrez.table:NeuroDrezTable",
    emblem="games.neurodrez.emblem:emblem",
    hidden_information=True,
    secret_words=N_("Your tiles and cards stay hidden from the others."),
    mode_words=N_("Alone or in teams; four and six players play in teams seated alternately."),
    # A one-move look-ahead over the seat's own view with a conquest-and-safety evaluation (players.py).
    players={
        "easy": "games.neurodrez.players:make_easy",
        "normal": "games.neurodrez.players:make_normal",
        "hard": "games.neurodrez.players:make_hard",
    },
    sounds=Sounds(cards=False),
    showcase=Showcase(seed=1, moves=40, players=2),
)
