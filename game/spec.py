"""What a game declares about itself, in one value: :class:`GameSpec`.

Each game's folder (``games/<id>/__init__.py``) holds its spec and nothing heavier, so the
menu can list every game without importing a single engine or table. The spec names the
game's parts by import path (``"package.module:name"``); a part is imported the first time it
is asked for (:func:`load`). Shared code asks a spec instead of naming a game: this is how a
new game joins by adding its own folder and one line in ``game/registry.py``.

The spec is pure data: it never imports pygame, an engine or a table.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from game.text import N_

# What the seed repeats, when a game does not say otherwise: most games deal cards.
DEAL_SEED_WORDS = N_("Seed (to replay the same deal)")
# How the setup screen describes a game with secrets, when a game does not say otherwise.
HIDDEN_CARDS_WORDS = N_("Some cards stay hidden from the others.")


@dataclass(frozen=True, slots=True)
class Sounds:
    """Which synthesised sound a move makes: cards, gems, or pieces set down (see scenes/sound.py)."""

    cards: bool = False  # every move handles cards unless it is a gem move or a quiet one
    gem_moves: frozenset[str] = frozenset()  # action kinds that hand over, bid or collect gems


@dataclass(frozen=True, slots=True)
class Showcase:
    """A real position worth showing: the screenshots and the motion-frame tool play ``moves``
    computer moves from ``seed`` with ``players`` seats; ``moving`` is how many frames of motion
    a move of this game shows at least (0: none checked)."""

    seed: int = 1
    moves: int = 10
    players: int | None = None
    moving: int = 0


@dataclass(frozen=True, slots=True)
class Variant:
    """Words for a game played under another choice of its variant option (``GameSpec.variant_option``):
    the choice's summary for the setup screen, and its own secret words when they differ."""

    summary: str  # an English message id, said in the game's catalogue
    secret_words: str | None = None


@dataclass(frozen=True, slots=True)
class GameSpec:
    """One game, as the registry, the menu, the setup screen and the computer players see it.

    Import paths are ``"module:attribute"``. ``players`` maps a strength ("easy", "normal",
    "hard") to a factory taking a seed and returning a computer player; a strength without an
    entry is the generic search, helped by ``knowledge`` when the game has some.
    """

    id: str
    title: str
    family: str
    min_players: int
    max_players: int
    summary: str  # an English message id, said in the game's catalogue
    engine: str
    table: str | None = None
    emblem: str | None = None
    hidden_information: bool = False
    # Played on a board of squares or cells (chess, draughts, tiles), not with cards alone: the app
    # bench holds card games to a floor of random actions a second that board games, whose every
    # action asks for a move search, are not held to (GAME-DONE line 11: "say what it is for board
    # games and why"; docs/PERFORMANCE.md gives their figures).
    board: bool = False
    # Whether people sharing one screen need the curtain between their turns; None: whenever the
    # game hides something. BlackDrez hides only the deck's order, which no seat sees: no curtain.
    curtain: bool | None = None
    cooperative: bool = False
    players: Mapping[str, str] = field(default_factory=dict)
    knowledge: str | None = None
    # A solitaire's solver, if it has one: ``solve(state, nodes) -> answer`` for the position as it
    # stands, the answer a frozen value with ``status`` ("won", "lost" or "unknown") and a ``moves``
    # tuple of actions (``python -m game solve``; the game's hint and computer player use it too).
    solver: str | None = None
    # A guided opening for newcomers ("Show me" on the rules screen): a ``game.guide.Guide``.
    guide: str | None = None
    # Words the setup screen uses for this game: English message ids, translated in the game's
    # catalogue (games/<id>/locale) or the shared one.
    strength_guide: Mapping[str, str] = field(default_factory=dict)
    seed_words: str | None = DEAL_SEED_WORDS  # None: nothing is left to chance
    secret_words: str = HIDDEN_CARDS_WORDS
    # How the players side, for the setup screen, when it is not "each for themselves" nor all
    # together (a team game); None: the default words.
    mode_words: str | None = None
    # The same, for one player count only (TriumfDrez: four play as two partnerships).
    mode_words_by_players: Mapping[int, str] = field(default_factory=dict)
    sounds: Sounds = Sounds()
    showcase: Showcase = Showcase()
    # How many may play when an option changes it: {option name: {str(value): (fewest, most)}}.
    # ``min_players``..``max_players`` is every count of any choice (what the menu says); a value
    # not listed keeps it. ``GameState.player_range(options)`` is the range a game is played with.
    players_by_option: Mapping[str, Mapping[str, tuple[int, int]]] = field(default_factory=dict)
    # A solitaire's score counts something to keep low (SokuDrez's swaps): its best is the lowest.
    solo_lower_is_better: bool = False
    # The option that picks which game is played (Trading Faces or its Memory), and the words for its
    # choices other than the default: the setup screen and the offers to resume name the one chosen.
    variant_option: str | None = None
    variants: Mapping[str, Variant] = field(default_factory=dict)

    def variant(self, options: Mapping[str, object]) -> tuple[str, Variant] | None:
        """The variant ``options`` choose (its choice and its words), or None for the game itself."""
        if self.variant_option is None:
            return None
        choice = str(options.get(self.variant_option))
        words = self.variants.get(choice)
        return (choice, words) if words is not None else None

    @property
    def solo(self) -> bool:
        return self.min_players == 1

    def player_range(self, options: Mapping[str, object]) -> tuple[int, int]:
        """The fewest and most players for ``options`` (every option given, defaults included)."""
        low, high = self.min_players, self.max_players
        for name, ranges in self.players_by_option.items():
            fewest, most = ranges.get(str(options.get(name)), (low, high))
            low, high = max(low, fewest), min(high, most)
        return low, high

    def engine_class(self) -> Any:
        return load(self.engine)

    def table_class(self) -> Any:
        return load(self.table) if self.table else None


_loaded: dict[str, Any] = {}


def load(path: str) -> Any:
    """The attribute a ``"module:attribute"`` path names, imported on first use."""
    found = _loaded.get(path)
    if found is None:
        module, _, name = path.partition(":")
        if not module or not name:
            raise ValueError(f"import path {path!r} is not of the form 'module:attribute'")
        found = _loaded[path] = getattr(importlib.import_module(module), name)
    return found
