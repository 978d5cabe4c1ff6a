"""The computer strengths a person picks, in words: their names, what each is like, and the one a
new seat starts with. The setup screen and the game screen both say them, so they live apart from
either (the game screen importing the setup screen tied the two into the scene stack's circle)."""

from __future__ import annotations

from game.ai.base import BOTS
from game.registry import SPECS
from scenes.i18n import N_, game_t, t

STRENGTH_ORDER = ("easy", "normal", "hard", "random")
STRENGTH_LABELS = {
    "random": N_("Random"),
    "easy": N_("Easy"),
    "normal": N_("Normal"),
    "hard": N_("Hard"),
}


def strengths() -> list[str]:
    """The strengths a person may pick, easiest first. The searches the others are built from
    (``ismcts``, the arena's own players) are tools of ours, not opponents: they never appear."""
    return [name for name in STRENGTH_ORDER if name in BOTS]


def default_strength() -> str:
    return "normal" if "normal" in BOTS else "random"


# What each strength is like, for the guide under the seats (a person choosing an opponent
# wants to know what the names mean). A game may say it its own way.
STRENGTH_GUIDE: dict[str, str] = {
    "easy": N_("Quick, and makes mistakes: good for learning the game."),
    "normal": N_("A fair match: thinks up to a second a move."),
    "hard": N_("Thinks up to three seconds a move and punishes mistakes."),
    "random": N_("Picks any allowed move at random."),
}


def strength_guide(game_id: str, name: str, lang: str) -> str:
    spec = SPECS.get(game_id)
    own = spec.strength_guide.get(name) if spec is not None else None
    if own and spec is not None:
        return game_t(spec.id, lang, own)
    guide = STRENGTH_GUIDE.get(name, "")
    return t(lang, guide) if guide else ""


def strength_label(name: str, lang: str) -> str:
    return t(lang, STRENGTH_LABELS.get(name, name.capitalize()))


