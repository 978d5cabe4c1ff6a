"""Vuelvan (rulebook 000, La Dama y el Tigre). Everything that knows the game lives in this folder; this
module is its spec, light enough for the menu (no engine, no table is imported here)."""

from game.spec import GameSpec, Showcase, Sounds
from game.text import N_

SPEC = GameSpec(
    id="vuelvan",
    title="Vuelvan",
    family="La Dama y el Tigre",
    min_players=2,
    max_players=4,
    summary=N_("Together, send every Lady and Tiger back to its Door, seeing every hand but your own."),
    engine="games.vuelvan.engine:Vuelvan",
    guide="games.vuelvan.guide:GUIDE",
    table="games.vuelvan.table:VuelvanTable",
    emblem="games.vuelvan.emblem:emblem",
    hidden_information=True,
    cooperative=True,
    # Cooperative with hidden own hands: the conventions partner (written with the game) plays far
    # better than search, and a partner people can read is the point.
    players={"normal": "games.vuelvan.players:make_partner", "hard": "games.vuelvan.players:make_partner"},
    strength_guide={
        "normal": N_("A partner who follows the conventions explained in the rules."),
        "hard": N_("The same partner as Normal: the conventions are what make a team."),
    },
    secret_words=N_("Each player sees every hand but their own."),
    sounds=Sounds(cards=True),
    showcase=Showcase(seed=2, moves=12, players=3),
)
