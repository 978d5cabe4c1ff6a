"""The shared Wilson interval gives the figures written in docs/AI.md."""

from __future__ import annotations

import pytest

from game.intervals import share_text, wilson


@pytest.mark.parametrize(
    ("wins", "games", "text"),
    [
        (129, 200, "129/200 (64.5%, 57.7-70.8%)"),  # NeuroDrez hard against normal, session 10
        (196, 200, "196/200 (98.0%, 95.0-99.2%)"),  # SokuDrez hard against normal
        (30, 50, "30/50 (60.0%, 46.2-72.4%)"),  # DomiDrez's whole-game arena so far
        (111, 200, "111/200 (55.5%, 48.6-62.2%)"),  # BlackDrez hard against normal
    ],
)
def test_the_figures_of_the_notes(wins, games, text):
    assert share_text(wins, games) == text


def test_the_ends_and_the_middle():
    low, high = wilson(0, 10)
    assert low == 0.0 and 0.27 < high < 0.28
    low, high = wilson(10, 10)
    assert high == 1.0 and 0.72 < low < 0.73
    low, high = wilson(50, 100)
    assert low == pytest.approx(1 - high)  # symmetric about one half
    assert wilson(0, 0) == (0.0, 1.0)  # nothing played, nothing known
    assert share_text(2.5, 5).startswith("2.5/5 (50.0%")  # a draw counts half a win
    with pytest.raises(ValueError):
        wilson(11, 10)


def test_a_wider_interval_for_a_larger_z():
    low95, high95 = wilson(60, 100)
    low99, high99 = wilson(60, 100, z=2.576)
    assert low99 < low95 < 0.6 < high95 < high99
