"""Every game table the app can show, by game id, as the games' specs name them: a game
whose spec names no table is listed in the menu as coming soon, never opened.

A table's module is imported the first time its table is asked for, not when the
app starts: the menu needs only to know which games have one, and importing every
table (with its widgets) was a third of the time to the first menu frame. The
PyInstaller spec collects every submodule of ``scenes``, so the bundle has them all.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping, MutableMapping

from game.registry import SPECS
from scenes.base import GameTable

# Game id -> "module:Class" of its table, as each game's spec names it.
TABLE_CLASSES: dict[str, str] = {spec.id: spec.table for spec in SPECS.values() if spec.table}


class _Tables(MutableMapping[str, type[GameTable]]):
    """Game id -> table class, importing each table module on first use (tests may set or
    remove entries, as with a dict)."""

    def __init__(self, paths: Mapping[str, str]) -> None:
        self._paths = dict(paths)
        self._loaded: dict[str, type[GameTable]] = {}

    def __getitem__(self, game_id: str) -> type[GameTable]:
        table = self._loaded.get(game_id)
        if table is None:
            module, _, name = self._paths[game_id].partition(":")  # KeyError for an unknown game
            table = self._loaded[game_id] = getattr(importlib.import_module(module), name)
        return table

    def __setitem__(self, game_id: str, table: type[GameTable]) -> None:
        self._paths[game_id] = f"{table.__module__}:{table.__qualname__}"
        self._loaded[game_id] = table

    def __delitem__(self, game_id: str) -> None:
        del self._paths[game_id]
        self._loaded.pop(game_id, None)

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._paths

    def __iter__(self) -> Iterator[str]:
        return iter(self._paths)

    def __len__(self) -> int:
        return len(self._paths)


TABLES: MutableMapping[str, type[GameTable]] = _Tables(TABLE_CLASSES)


def table_for(game_id: str) -> type[GameTable] | None:
    return TABLES.get(game_id)
