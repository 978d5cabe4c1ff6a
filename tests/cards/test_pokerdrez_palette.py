"""The nine colours stay apart for colour-blind players (docs/pokerdrez-palette.md).

The simulation is the shared cvd_simulate.py's (same matrices, same linear RGB), in plain Python."""

from __future__ import annotations

import colorsys

from game.cards.pokerdrez import PALETTE, Colour
from tools.cvd_palette_check import VISIONS, closest_pair, simulate

FLOOR = 12.0  # CIEDE2000; 2.3 is just noticeable


def test_every_pair_of_colours_stays_apart_in_every_vision():
    for vision in VISIONS:
        seen = {colour.id: simulate(rgb, vision) for colour, rgb in PALETTE.items()}
        distance, first, second = closest_pair(seen)
        assert distance >= FLOOR, f"{vision}: {first} and {second} are only {distance:.1f} apart"


def test_the_palette_is_complete_data_and_reads_as_its_names():
    assert set(PALETTE) == set(Colour)
    assert all(len(rgb) == 3 and all(0 <= c <= 255 for c in rgb) for rgb in PALETTE.values())
    hues = {colour: colorsys.rgb_to_hsv(*(c / 255 for c in rgb)) for colour, rgb in PALETTE.items()}
    assert hues[Colour.GREY][1] < 0.05
    degrees = {colour: h * 360 for colour, (h, s, v) in hues.items() if colour is not Colour.GREY}
    assert degrees[Colour.RED] > 345 or degrees[Colour.RED] < 10
    assert 20 <= degrees[Colour.ORANGE] <= 40 and 45 <= degrees[Colour.YELLOW] <= 65
    assert 95 <= degrees[Colour.GREEN] <= 150 and 175 <= degrees[Colour.CYAN] <= 195
    assert 210 <= degrees[Colour.BLUE] <= 245 and 255 <= degrees[Colour.PURPLE] <= 290
    assert 290 <= degrees[Colour.MAGENTA] <= 330
    assert Colour.BLUE.rgb == PALETTE[Colour.BLUE]
