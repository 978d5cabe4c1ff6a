"""Nothing cut short in an 800x600 or a 640x480 window: every label, button and paragraph of the tables
that once were (Puertas, Trampas, Vuelvan, Ludo, Favores, Damas, Laberinto, Recompensas, Ideograma)
drawn whole, in both languages, along 60 random moves at each game's smallest and largest player
count, as tools/text_fit_sweep.py checks them. A small window may set words smaller, wrap them onto more lines
or say them in fewer words; it may not end them in an ellipsis or leave lines out."""

from __future__ import annotations

import pygame
import pytest
from table_helpers import display  # noqa: F401 (display: autouse fixture)

from scenes.widgets import paint
from scenes.widgets.button import label_fits
from scenes.widgets.text import label_fits as text_fits
from tools.text_fit_sweep import sweep

TOUCHED = ["damas", "favores", "ideograma", "laberinto", "ludo", "puertas", "recompensas", "trampas", "vuelvan"]


@pytest.mark.parametrize("game", TOUCHED)
def test_nothing_cut_short_at_800x600(game):
    # Each game's own screens (its setup and rules) and its table after every move.
    assert sweep([(800, 600)], 60, [game], quiet=True) == []


@pytest.mark.parametrize("game", TOUCHED)
def test_nothing_cut_short_at_640x480(game):
    assert sweep([(640, 480)], 60, [game], screens=False, quiet=True) == []


def test_every_setup_choice_of_every_game_fits_at_640x480():
    # The sweep tries every choice of every option at every player count it allows (a choice's words
    # show only while it is chosen: PokerDrez para 4's "Sí (personas ante una pantalla)" was cut).
    assert sweep([(640, 480)], 0, quiet=True) == []


def test_the_larger_windows_stay_whole_too():
    assert sweep([(1024, 640)], 30, TOUCHED, screens=False, quiet=True) == []


def test_label_fits_agrees_with_what_is_drawn():
    # The two helpers the tables ask before choosing shorter words or another layout.
    assert label_fits("Tirar", pygame.Rect(0, 0, 200, 30), True)
    assert not label_fits("Tirar para ver quién empieza", pygame.Rect(0, 0, 60, 30), True)
    size = paint.font_px(30)
    assert text_fits("Jugador 2", size, 400)
    assert not text_fits("Jugador 2", size, 20)
