"""Tables name the players by the names given at set-up (GameTable.seat_names), never "Player 1"."""

import types

import pygame
import pytest
from table_helpers import display  # noqa: F401 (autouse fixture)

from game.registry import GAMES
from scenes.tables import TABLES

NAMES = ["Ana", "Bea", "Carla", "Dani"]


def texts(widgets) -> list[str]:
    return [getattr(w, "text", "") or getattr(w, "label", "") for w in widgets] + [w.tooltip for w in widgets]


def played(game_id: str, players: int, steps: int):
    """A game a few actions in (first legal action each time), so that results and events exist."""
    state = GAMES[game_id](players, seed=3)
    for _ in range(steps):
        if state.is_over():
            break
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    return state


@pytest.mark.parametrize("game_id", ["puertas", "favores", "trampas", "damas", "ludo", "vuelvan"])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_names_replace_player_numbers(game_id, lang):
    players = 2 if game_id in ("puertas", "damas") else 3
    for steps in (0, 7):
        state = played(game_id, players, steps)
        table = TABLES[game_id](types.SimpleNamespace(lang=lang))
        table.seat_names = NAMES[:players]
        seat = state.to_act()[0] if state.to_act() else 0
        widgets = table.build(pygame.Rect(0, 0, 1000, 620), state.view(seat), seat, state.legal_actions(seat))
        shown = texts(widgets) + [table.status(state.view(seat), seat, lang)]
        joined = " | ".join(shown)
        assert "Player 1" not in joined and "Jugador 1" not in joined
        assert any(name in joined for name in NAMES[:players])
