"""TriumfDrez (rulebook 003): trick taking with a figure of trumps and a colour of super-trumps, won
in an auction. Everything that knows the game lives in this folder; this module is its spec, light
enough for the menu (no engine is imported here).

The rules are tested against the rulebook in tests/rules/test_triumfdrez.py; the contract, snapshot
and fuzz checks run on the class directly in tests/rules/test_triumfdrez_contract.py until the game
is registered."""

from game.spec import GameSpec, Sounds
from game.text import N_

SPEC = GameSpec(
    id="triumfdrez",
    title="TriumfDrez",
    family="PokerDrez",
    min_players=2,
    max_players=4,
    summary=N_("Bid how many tricks you will take, name the trumps, and make your contract."),
    engine="games.triumfdrez.engine:TriumfDrez",
    hidden_information=True,
    sounds=Sounds(cards=True),
)
