"""Every game Ludoteca knows. Explicit: each game's folder declares a spec, and this list names
them; importing a game's spec imports neither its engine nor its table.

``SPECS`` is the light catalogue the menu reads (id -> :class:`~game.spec.GameSpec`).
``GAMES`` maps an id to the game's rules class, importing the engine the first time it is asked
for, so the app starts without loading ten engines it may never open.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, MutableMapping
from pathlib import Path

import games.blackdrez
import games.damas
import games.domidrez
import games.estafado
import games.favores
import games.ideograma
import games.laberinto
import games.ludo
import games.neurodrez
import games.poker7
import games.pokerdrez
import games.pokerdrez4
import games.pokerguess
import games.puertas
import games.recompensas
import games.reverso
import games.rummidrez
import games.sokudrez
import games.solodrez
import games.tradingfaces
import games.trampas
import games.triumfdrez
import games.vikingdrez
import games.vuelvan
from game.core import GameState
from game.spec import GameSpec, load
from game.text import register_domain

# Each game's folder, in the order the menu lists them.
FOLDERS = (
    games.reverso,
    games.damas,
    games.ludo,
    games.ideograma,
    games.puertas,
    games.laberinto,
    games.recompensas,
    games.favores,
    games.trampas,
    games.vuelvan,
    games.pokerdrez,
    games.vikingdrez,
    games.pokerdrez4,
    games.neurodrez,
    games.solodrez,
    games.sokudrez,
    games.rummidrez,
    games.poker7,
    games.pokerguess,
    games.triumfdrez,
    games.blackdrez,
    games.domidrez,
    games.tradingfaces,
    games.estafado,
)

SPECS: dict[str, GameSpec] = {folder.SPEC.id: folder.SPEC for folder in FOLDERS}
# Where each game's folder is: its rules texts (rules/<lang>.md) and catalogue (locale/) live there.
FOLDER_PATHS: dict[str, Path] = {folder.SPEC.id: Path(str(folder.__file__)).parent for folder in FOLDERS}

# A game's texts are its own gettext domain, named by its id, when its folder has a locale/.
for _id, _path in FOLDER_PATHS.items():
    if (_path / "locale").is_dir():
        register_domain(_id, _path / "locale")


class _Engines(MutableMapping[str, type[GameState]]):
    """Game id -> rules class, each engine imported on first use. Tests may set or remove
    entries, as with a dict (a stand-in engine for a registered game, or a game of their own)."""

    def __init__(self, specs: Mapping[str, GameSpec]) -> None:
        self._specs = specs
        self._set: dict[str, type[GameState]] = {}
        self._removed: set[str] = set()

    def __getitem__(self, game_id: str) -> type[GameState]:
        if game_id in self._set:
            return self._set[game_id]
        if game_id in self._removed:
            raise KeyError(game_id)
        cls: type[GameState] = load(self._specs[game_id].engine)  # KeyError for an unknown game
        return cls

    def __setitem__(self, game_id: str, cls: type[GameState]) -> None:
        self._set[game_id] = cls
        self._removed.discard(game_id)

    def __delitem__(self, game_id: str) -> None:
        if game_id not in self:
            raise KeyError(game_id)
        self._set.pop(game_id, None)
        if game_id in self._specs:
            self._removed.add(game_id)

    def __iter__(self) -> Iterator[str]:
        seen = [gid for gid in self._specs if gid not in self._removed]
        return iter(seen + [gid for gid in self._set if gid not in self._specs])

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._set or (game_id in self._specs and game_id not in self._removed)


GAMES: MutableMapping[str, type[GameState]] = _Engines(SPECS)


def get_game(game_id: str) -> type[GameState]:
    try:
        return GAMES[game_id]
    except KeyError:
        known = ", ".join(sorted(GAMES))
        raise KeyError(f"unknown game {game_id!r}; known games: {known}") from None


def get_spec(game_id: str) -> GameSpec:
    try:
        return SPECS[game_id]
    except KeyError:
        known = ", ".join(sorted(SPECS))
        raise KeyError(f"unknown game {game_id!r}; known games: {known}") from None
