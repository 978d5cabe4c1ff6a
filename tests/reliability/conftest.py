"""Reliability tests run headless, with saves and settings in a fresh folder per test."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def ludoteca_home(tmp_path, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv("LUDOTECA_HOME", str(home))
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    return home
