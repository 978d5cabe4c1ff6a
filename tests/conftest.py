"""Headless by default: every test can create surfaces and windows without a screen."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from scenes import user_files  # noqa: E402


@pytest.fixture(autouse=True)
def _no_file_problems_left_over():
    """Problems with the person's files wait in one queue until the menu tells them: each test starts
    with it empty, so one test's broken file is not another test's dialog."""
    user_files.take_problems()
    yield
    user_files.take_problems()
