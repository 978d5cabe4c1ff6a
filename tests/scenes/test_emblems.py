"""Every game has a menu picture of its own, drawn in code at any size."""

import pygame
import pytest

from game.registry import GAMES
from scenes import emblems, theme


@pytest.fixture(autouse=True)
def display():
    theme.font.cache_clear()
    pygame.init()
    pygame.display.set_mode((1, 1))


def picture(game_id: str, size=(170, 90)) -> bytes:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    emblems.emblem_for(game_id, GAMES[game_id].family)(surface, surface.get_rect())
    return pygame.image.tobytes(surface, "RGBA")


def test_every_game_has_a_picture_of_its_own():
    painters = {gid: emblems.emblem_for(gid, cls.family) for gid, cls in GAMES.items()}
    assert len(set(painters.values())) == len(painters)
    pictures = {gid: picture(gid) for gid in GAMES}
    assert len(set(pictures.values())) == len(pictures)
    blank = bytes(170 * 90 * 4)
    assert blank not in pictures.values()


@pytest.mark.parametrize("size", [(40, 24), (170, 90), (400, 210)])
def test_pictures_draw_at_any_size(size):
    for game_id in GAMES:
        picture(game_id, size)


def test_a_picture_kept_on_disk_is_the_picture_drawn(ludoteca_home):
    # The card pictures are kept between runs (a faster first menu frame): the copy read
    # back must be pixel for pixel the drawing, and a spoilt copy is drawn again.
    drawn = picture("puertas", (150, 80))
    kept = list((ludoteca_home / "cache").glob("pictures-*/*._render_puertas-150x80.png"))
    assert len(kept) == 1
    emblems.emblem_for("puertas", "").__wrapped_picture__.cache_clear()
    assert picture("puertas", (150, 80)) == drawn  # read back from the disk
    kept[0].write_bytes(b"not a picture")
    emblems.emblem_for("puertas", "").__wrapped_picture__.cache_clear()
    assert picture("puertas", (150, 80)) == drawn  # drawn again


def test_the_kept_pictures_are_drawn_again_when_a_card_face_or_a_table_piece_changes():
    # The stamp listed scenes/widgets/card.py after it had moved, so it fell back to the Python
    # executable's and pictures kept on disk never followed a change of the art.
    import os
    from pathlib import Path

    from scenes import emblems

    stamp = emblems._art_stamp.__wrapped__  # once per run in the app; here before and after a change
    root = Path(emblems.__file__).resolve().parent.parent
    for source in (root / "scenes" / "cards" / "faces.py", next(iter(sorted(root.glob("games/*/table.py"))))):
        before = stamp()
        times = source.stat()
        try:
            os.utime(source, ns=(times.st_atime_ns, times.st_mtime_ns + 1_000_000_000))
            assert stamp() != before, source
        finally:
            os.utime(source, ns=(times.st_atime_ns, times.st_mtime_ns))
        assert stamp() == before


def test_two_emblems_of_one_function_name_keep_pictures_of_their_own(ludoteca_home):
    # NeuroDrez's first emblem, a function named _render like PokerDrez para 4's, showed the other's
    # picture in the menu: the kept file was named by the function alone.
    import pygame

    from scenes import emblems

    def paint(colour):
        def _render(surface, rect):
            surface.fill(colour)

        _render.__module__ = f"games.fake{colour[0]}.emblem"
        return emblems.cached(_render)

    red, blue = pygame.Surface((40, 20)), pygame.Surface((40, 20))
    paint((200, 0, 0))(red, red.get_rect())
    paint((0, 0, 200))(blue, blue.get_rect())
    assert red.get_at((5, 5))[:3] != blue.get_at((5, 5))[:3]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_setup_draws_every_picture_at_one_size(size, lang):
    # Estafado's words took three lines and its picture 81 px of the 106 the others had at the first
    # window: longer words are set a little smaller first. (Games with options may give the picture
    # less room; those without share one card size.) The words still fit under it.
    from scenes.app import App
    from scenes.setup import SetupScene

    app = App(size=size, lang=lang, think_delay=0.0, load_settings=False)
    heights = {}
    for gid in sorted(g for g, cls in GAMES.items() if not cls.options_spec):
        scene = SetupScene(app, gid)
        scene.ensure_layout()
        widgets = {w.name: w for w in scene.widgets}
        heights[gid] = widgets["emblem"].rect.h
        how = widgets["about:how"]
        assert how.height_for(how.rect.w) <= how.rect.h + 1 and how.size >= 11, (gid, how.text)
    assert max(heights.values()) - min(heights.values()) <= 3, heights
