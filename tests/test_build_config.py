"""Fast checks of what the app build relies on; nothing here builds anything.

- build/ludoteca.spec lists exactly the data folders under assets/ (a folder it missed would be
  missing from the double-click app), and none of them belongs to one game;
- every game's own data (rules, catalogue, data/) ships in the app and in the wheel;
- the Linux .desktop entry is well formed and names an icon that exists;
- the icons exist in every size, are square PNGs of that size, and the Windows/macOS icon files
  hold the images they claim;
- assets resolve from the package folder, as they do inside a PyInstaller bundle.
"""

from __future__ import annotations

import ast
import configparser
import re
import struct
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build" / "ludoteca.spec"
DESKTOP = ROOT / "packaging" / "linux" / "ludoteca.desktop"
ICONS = ROOT / "assets" / "icons"
ICON_SIZES = (16, 32, 48, 64, 128, 256)
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def spec_data_folders() -> tuple[str, ...]:
    """DATA_FOLDERS as written in the spec (read, not run: the spec needs PyInstaller)."""
    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "DATA_FOLDERS" for t in node.targets):
            return tuple(ast.literal_eval(node.value))
    raise AssertionError("build/ludoteca.spec has no DATA_FOLDERS")


def spec_skip_suffixes() -> tuple[str, ...]:
    """SKIP_SUFFIXES as written in the spec: the files it leaves out of the app."""
    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "SKIP_SUFFIXES" for t in node.targets):
            return tuple(ast.literal_eval(node.value))
    raise AssertionError("build/ludoteca.spec has no SKIP_SUFFIXES")


def wheel_game_patterns() -> list[str]:
    """The wheel's package-data patterns for the games package."""
    import tomllib

    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return list(config["tool"]["setuptools"]["package-data"]["games"])


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == PNG_SIGNATURE, "not a PNG"
    width, height = struct.unpack(">II", data[16:24])  # the IHDR chunk comes first
    return width, height


def test_spec_lists_every_data_folder_that_exists() -> None:
    present = {p.name for p in (ROOT / "assets").iterdir() if p.is_dir() and p.name != "__pycache__"}
    listed = set(spec_data_folders())
    assert listed - present == set(), "the spec lists folders that are gone"
    assert present - listed == set(), "assets/ has folders the spec would leave out of the app"


def test_no_game_keeps_data_under_assets() -> None:
    # A game's data lives in its own folder (games/<id>/data/), never in assets/.
    from game.registry import FOLDER_PATHS

    shared = {p.name for p in (ROOT / "assets").iterdir() if p.is_dir()}
    assert shared & set(FOLDER_PATHS) == set(), "a game keeps data under assets/: move it to games/<id>/data/"


def test_spec_folders_hold_data() -> None:
    for folder in spec_data_folders():
        files = [p for p in (ROOT / "assets" / folder).rglob("*") if p.is_file() and "__pycache__" not in p.parts]
        assert files, f"assets/{folder} is empty"


def test_spec_entry_point_and_icons_exist() -> None:
    text = SPEC.read_text(encoding="utf-8")
    assert (ROOT / "build" / "launcher.py").is_file()
    assert '"launcher.py"' in text
    for name in re.findall(r'ASSETS / "icons" / "([^"]+)"', text):
        assert (ICONS / name).is_file(), name


def test_launcher_runs_the_app_main() -> None:
    tree = ast.parse((ROOT / "build" / "launcher.py").read_text(encoding="utf-8"))
    imports = [(n.module, [a.name for a in n.names]) for n in tree.body if isinstance(n, ast.ImportFrom)]
    assert ("scenes.app", ["main"]) in imports


def test_desktop_entry_is_valid() -> None:
    text = DESKTOP.read_text(encoding="utf-8")
    assert text.startswith("[Desktop Entry]\n")
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read_string(text)
    entry = parser["Desktop Entry"]
    for key in ("Type", "Name", "Exec", "Icon", "Categories"):
        assert entry.get(key), key
    assert entry["Type"] == "Application"
    assert entry["Exec"].split()[0] == "ludoteca"
    assert entry["Terminal"] == "false"
    assert entry["Categories"].endswith(";") and "Game" in entry["Categories"].split(";")
    assert entry["Keywords"].endswith(";")
    assert entry["Icon"] == "ludoteca" and (ICONS / "ludoteca-256.png").is_file()
    for key in entry:
        assert re.fullmatch(r"[A-Za-z0-9-]+(\[[A-Za-z_@]+\])?", key), key


@pytest.mark.parametrize("size", ICON_SIZES)
def test_icon_exists_in_each_size(size: int) -> None:
    assert png_size((ICONS / f"ludoteca-{size}.png").read_bytes()) == (size, size)


def test_window_icon_is_one_of_them() -> None:
    assert '"ludoteca-64.png"' in (ROOT / "scenes" / "app.py").read_text(encoding="utf-8")


def test_windows_icon_holds_the_small_sizes() -> None:
    data = (ICONS / "ludoteca.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    sizes = set()
    for index in range(count):
        width, height, _, _, _, _, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * index:22 + 16 * index])
        side = width or 256
        assert png_size(data[offset:offset + length]) == (side, side)
        sizes.add(side)
    assert set(ICON_SIZES) <= sizes


def test_mac_icon_is_well_formed() -> None:
    data = (ICONS / "ludoteca.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    offset, kinds = 8, []
    while offset < len(data):
        kind, length = data[offset:offset + 4], struct.unpack(">I", data[offset + 4:offset + 8])[0]
        assert data[offset + 8:offset + 16] == PNG_SIGNATURE
        kinds.append(kind)
        offset += length
    assert offset == len(data) and b"ic08" in kinds  # 256 px


def test_assets_resolve_from_the_package_folder() -> None:
    # Under PyInstaller the package's __file__ sits in the bundle's folder beside the collected data,
    # so asset_path gives the same relative layout from source, an install and the app.
    from assets import ASSETS_DIR, asset_path

    assert ASSETS_DIR == (ROOT / "assets").resolve()
    assert asset_path("fonts", "DejaVuSans.ttf").is_file()


def test_every_game_folder_ships_its_rules_and_its_compiled_catalogue() -> None:
    # The built app and an installed wheel carry each game's data beside its code: the spec's
    # datas take every non-source file under games/, the wheel's package-data the same patterns.
    text = SPEC.read_text(encoding="utf-8")
    assert '(ROOT / "games").rglob("*")' in text
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert '"*/rules/*.md"' in pyproject and '"*/locale/*/LC_MESSAGES/*.mo"' in pyproject
    assert '"*/data/*"' in pyproject
    from game.registry import FOLDER_PATHS

    for game_id, folder in FOLDER_PATHS.items():
        assert (folder / "rules" / "en.md").is_file() and (folder / "rules" / "es.md").is_file(), game_id
        assert (folder / "locale" / "es" / "LC_MESSAGES" / f"{game_id}.mo").is_file(), game_id


def test_every_game_s_data_files_ship_in_the_app_and_the_wheel() -> None:
    # games/<id>/data/ (Ideograma's word list, DAWG, board and tiles; Ludo's board): the spec takes
    # every file under games/ whose suffix it does not skip, the wheel every file its patterns match.
    from fnmatch import fnmatchcase

    from game.registry import FOLDER_PATHS

    skipped = spec_skip_suffixes()
    patterns = wheel_game_patterns()
    games = ROOT / "games"
    data_files = [p for folder in FOLDER_PATHS.values() for p in (folder / "data").rglob("*")
                  if p.is_file() and "__pycache__" not in p.parts]
    assert {p.parent.parent.name for p in data_files} >= {"ideograma", "ludo"}
    for path in data_files:
        relative = path.relative_to(games).as_posix()
        assert path.suffix not in skipped, f"the spec would leave {relative} out of the app"
        assert any(fnmatchcase(relative, pattern) for pattern in patterns), f"the wheel would leave out {relative}"


def test_game_data_resolves_from_the_game_s_folder() -> None:
    # Found from the modules' own __file__, as the locale and assets are, so the same from source,
    # an installed wheel and a PyInstaller bundle (whose modules sit beside the collected data).
    from games.ideograma import engine as ideograma_engine
    from games.ideograma.lexicon import DATA_DIR, DAWG_PATH, WORDS_PATH
    from games.ludo.engine import BOARD_PATH
    from games.ludo.table_board import BOARD_PATH as TABLE_BOARD_PATH

    assert DATA_DIR == (ROOT / "games" / "ideograma" / "data").resolve()
    assert ideograma_engine.DATA_DIR == DATA_DIR
    for path in (WORDS_PATH, DAWG_PATH, DATA_DIR / "board.tmx", DATA_DIR / "tiles.json"):
        assert path.is_file(), path
    assert BOARD_PATH == TABLE_BOARD_PATH == (ROOT / "games" / "ludo" / "data" / "board.tmx").resolve()
    assert BOARD_PATH.is_file()
