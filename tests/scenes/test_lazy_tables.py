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


def test_the_menus_first_frame_imports_no_engine_and_no_table():
    # Issue 23: "engines and tables load when a game opens". Every emblem is drawn on the first frame;
    # Estafado's had imported its whole table for two token painters.
    code = ("import os; os.environ['SDL_VIDEODRIVER'] = 'dummy'; os.environ['SDL_AUDIODRIVER'] = 'dummy'; "
            "import sys; from scenes.app import App; from scenes.menu import MenuScene; "
            "app = App(size=(1280, 720), lang='en', load_settings=False); app.push(MenuScene(app)); app.step(); "
            "print(sorted(m for m in sys.modules if m.startswith('games.') and m.rsplit('.', 1)[-1] in "
            "('engine', 'table', 'players', 'knowledge')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip().splitlines()[-1] == "[]", out
