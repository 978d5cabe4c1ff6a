"""Every game Ludoteca knows, by id. Explicit: importing a game module registers nothing."""

from __future__ import annotations

from game.clasicos.damas import Damas
from game.clasicos.ideograma import Ideograma
from game.clasicos.ludo import Ludo
from game.clasicos.reverso import Reverso
from game.core import GameState
from game.dama_tigre.favores import Favores
from game.dama_tigre.laberinto import Laberinto
from game.dama_tigre.puertas import Puertas
from game.dama_tigre.recompensas import Recompensas
from game.dama_tigre.trampas import Trampas
from game.dama_tigre.vuelvan import Vuelvan

GAMES: dict[str, type[GameState]] = {
    cls.id: cls
    for cls in (
        Reverso,
        Damas,
        Ludo,
        Ideograma,
        Puertas,
        Laberinto,
        Recompensas,
        Favores,
        Trampas,
        Vuelvan,
    )
}


def get_game(game_id: str) -> type[GameState]:
    try:
        return GAMES[game_id]
    except KeyError:
        known = ", ".join(sorted(GAMES))
        raise KeyError(f"unknown game {game_id!r}; known games: {known}") from None
