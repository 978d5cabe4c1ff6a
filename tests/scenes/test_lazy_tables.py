"""Tables load when a game opens, not when the app starts (a third of the time to the first
menu frame went into importing them)."""

import subprocess
import sys

from scenes.base import GameTable
from scenes.tables import TABLE_CLASSES, TABLES


def test_every_table_path_names_a_table_for_its_game():
    for game_id in TABLE_CLASSES:
        assert issubclass(TABLES[game_id], GameTable)


def test_the_menu_imports_no_table():
    code = ("import os; os.environ['SDL_VIDEODRIVER'] = 'dummy'; import sys, scenes.app, scenes.menu; "
            "print(sorted(m for m in sys.modules if m.startswith('scenes.tables.')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]", out
