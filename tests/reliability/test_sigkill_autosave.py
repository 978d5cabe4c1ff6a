"""SIGKILL in the middle of autosaving, 200 times: the save always loads and loses at most the action in flight.

The driver is ``tests/reliability/sigkill.py`` (also a command for longer runs:
``python tests/reliability/sigkill.py --kills 2000``).
"""

from __future__ import annotations

import sys

import pytest

from reliability.sigkill import run_kills

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="fork and SIGKILL are POSIX")


def test_two_hundred_kills_never_lose_more_than_the_action_in_flight(tmp_path):
    report = run_kills(200, tmp_path, seed=7)
    assert report.problems == []
    assert report.kills == 200
    assert report.loads >= 190  # only a kill before a game's very first save may leave no file
    # The kills really land inside saves: some before the rename (a temporary file is left, the
    # previous save is intact) and some after it (the action in flight was kept).
    assert report.temp_files_left > 0 and report.kept_in_flight > 0
