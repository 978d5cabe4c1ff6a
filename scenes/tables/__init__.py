"""Every game table the app can show, by game id. Explicit: a game without an
entry here is listed in the menu as coming soon, never opened."""

from __future__ import annotations

from scenes.base import GameTable
from scenes.tables.damas import DamasTable
from scenes.tables.favores import FavoresTable
from scenes.tables.ideograma import IdeogramaTable
from scenes.tables.laberinto import LaberintoTable
from scenes.tables.ludo import LudoTable
from scenes.tables.puertas import PuertasTable
from scenes.tables.recompensas import RecompensasTable
from scenes.tables.reverso import ReversoTable
from scenes.tables.trampas import TrampasTable
from scenes.tables.vuelvan import VuelvanTable

TABLES: dict[str, type[GameTable]] = {
    "reverso": ReversoTable,
    "puertas": PuertasTable,
    "favores": FavoresTable,
    "trampas": TrampasTable,
    "laberinto": LaberintoTable,
    "recompensas": RecompensasTable,
    "damas": DamasTable,
    "ludo": LudoTable,
    "vuelvan": VuelvanTable,
    "ideograma": IdeogramaTable,
}


def table_for(game_id: str) -> type[GameTable] | None:
    return TABLES.get(game_id)
