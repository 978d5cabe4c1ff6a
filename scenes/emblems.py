"""A small vector picture for each game on the menu: drawn in code, so it scales with
the window and needs no image files. Games without a picture of their own get their
family's, and an unknown family gets a pair of dice."""

from __future__ import annotations

import hashlib
import os
import sys
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

import pygame

from scenes import theme
from scenes.widgets import paint

Painter = Callable[[pygame.Surface, pygame.Rect], None]


def square_in(rect: pygame.Rect, scale: float = 0.86) -> pygame.Rect:
    side = int(min(rect.w, rect.h) * scale)
    square = pygame.Rect(0, 0, side, side)
    square.center = rect.center
    return square


def disc(surface: pygame.Surface, centre: tuple[int, int], radius: int, black: bool) -> None:
    base, light = ((24, 24, 28), (80, 80, 92)) if black else ((214, 212, 200), (255, 255, 250))
    pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 1, centre[1] + 2), radius)
    pygame.draw.circle(surface, base, centre, radius)
    pygame.draw.circle(surface, light, (centre[0] - radius // 4, centre[1] - radius // 4), max(1, radius // 2))


def draughts(surface: pygame.Surface, rect: pygame.Rect) -> None:
    board = square_in(rect)
    n = 5
    cell = board.w / n
    pygame.draw.rect(surface, theme.WOOD_DARK, board.inflate(6, 6), border_radius=4)
    for r in range(n):
        for c in range(n):
            colour = (236, 218, 180) if (r + c) % 2 == 0 else (140, 96, 62)
            pygame.draw.rect(surface, colour, pygame.Rect(board.x + c * cell, board.y + r * cell, cell + 1, cell + 1))
    for r, c, black in ((0, 1, True), (0, 3, True), (1, 2, True), (3, 0, False), (3, 2, False), (4, 1, False)):
        disc(surface, (int(board.x + (c + 0.5) * cell), int(board.y + (r + 0.5) * cell)), int(cell * 0.38), black)


def _card(surface: pygame.Surface, rect: pygame.Rect, angle: float, colour: tuple[int, int, int], mark: str) -> None:
    w, h = rect.size
    card = pygame.Surface((w + 4, h + 4), pygame.SRCALPHA)
    body = pygame.Rect(2, 2, w, h)
    pygame.draw.rect(card, (0, 0, 0, 80), body.move(2, 2), border_radius=max(3, w // 8))
    pygame.draw.rect(card, theme.IVORY, body, border_radius=max(3, w // 8))
    pygame.draw.rect(card, colour, body.inflate(-w // 6, -w // 6), border_radius=max(2, w // 10))
    paint.text_in(card, mark, body, int(h * 0.42), theme.IVORY, bold=True)
    turned = pygame.transform.rotozoom(card, angle, 1.0)
    surface.blit(turned, turned.get_rect(center=rect.center))


@lru_cache(maxsize=8)
def _fan(size: tuple[int, int]) -> pygame.Surface:
    """Three cards of the shared deck fanned out (the deck's own art, from the card widget)."""
    from scenes.cards.dama_tigre import card_image

    w, h = size
    fan = pygame.Surface(size, pygame.SRCALPHA)
    card_h = int(h * 0.78)
    card_w = int(card_h * 0.7)
    for dx, angle, code in ((-0.2, 14, "BT"), (0.0, 0, "RL"), (0.2, -14, "LT")):
        face = pygame.transform.rotozoom(card_image((card_w, card_h), code), angle, 1.0)
        fan.blit(face, face.get_rect(center=(int(w / 2 + dx * w), int(h * 0.46))))
    return fan


def lady_and_tiger(surface: pygame.Surface, rect: pygame.Rect) -> None:
    try:
        surface.blit(_fan(rect.size), rect.topleft)
    except (ImportError, AttributeError, ValueError, pygame.error):
        # Without the card art, plain coloured cards tell the family just as well.
        h = int(rect.h * 0.72)
        w = int(h * 0.68)
        for dx, angle, colour, mark in ((-0.22, 14, theme.CARD_BLUE, "T"), (0.0, 0, theme.CARD_RED, "D"),
                                        (0.22, -14, theme.CARD_BLUE, "D")):
            card = pygame.Rect(0, 0, w, h)
            card.center = (int(rect.centerx + dx * rect.w), rect.centery)
            _card(surface, card, angle, colour, mark)
    gem_y = rect.bottom - max(4, rect.h // 12)
    for i, name in enumerate(("red", "blue", "yellow", "white", "black")):
        x = rect.centerx + (i - 2) * rect.w // 9
        pygame.draw.circle(surface, theme.GEM_RGB[name], (x, gem_y), max(3, rect.h // 16))
        pygame.draw.circle(surface, (255, 255, 255), (x - 1, gem_y - 1), max(1, rect.h // 50))


# --- Pictures drawn once per size (a game's emblem module uses these) ---------------------------------
# Each is drawn once per size at twice the size and scaled down (smooth edges), then only blitted.

@lru_cache(maxsize=1)
def _art_stamp() -> str:
    """A name for the art's code: the source files' sizes and times (from source), or the
    executable's (a built app), so a change to the art never shows a stale picture."""
    here = Path(__file__).resolve().parent
    games = here.parent / "games"
    # Everything a picture may draw with: the shared widgets and card faces, each game's emblem and
    # the table parts emblems borrow (a game's pieces). Globs, so no file named here can go missing.
    sources = [here / "emblems.py", here / "theme.py", *sorted((here / "widgets").glob("*.py")),
               *sorted((here / "cards").glob("*.py")), *sorted(games.glob("*/emblem.py")),
               *sorted(games.glob("*/table*.py"))]
    if not (here / "emblems.py").is_file():  # a built app: its files are inside the executable
        sources = [Path(sys.executable)]
    stamp = "|".join(f"{path.name}:{path.stat().st_size}:{path.stat().st_mtime_ns}" for path in sources)
    return hashlib.sha1(f"{pygame.version.ver}|{stamp}".encode()).hexdigest()[:12]


def _picture_folder() -> Path | None:
    """Where drawn pictures are kept between runs. Drawing the six card pictures was a third
    of the first menu frame; loading them back takes a few milliseconds."""
    try:
        from scenes.session import data_dir

        return data_dir() / "cache" / f"pictures-{_art_stamp()}"
    except (OSError, ImportError):
        return None


def _kept_picture(name: str, size: tuple[int, int], draw: Callable[[], pygame.Surface]) -> pygame.Surface:
    """``draw()``, or the copy kept on disk by an earlier run; any trouble with the disk means drawing."""
    folder = _picture_folder()
    path = folder / f"{name}-{size[0]}x{size[1]}.png" if folder else None
    if path is not None and path.is_file():
        try:
            return pygame.image.load(str(path)).convert_alpha() if pygame.display.get_surface() \
                else pygame.image.load(str(path))
        except (pygame.error, OSError):
            pass
    picture = draw()
    if path is not None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            temporary = path.with_suffix(".tmp.png")
            pygame.image.save(picture, str(temporary))
            os.replace(temporary, path)  # never a half-written picture under the real name
        except (pygame.error, OSError):
            pass
    return picture


def cached(render: Callable[[pygame.Surface, pygame.Rect], None]) -> Painter:
    """A painter that draws ``render`` once per size and blits the result afterwards (kept on
    disk too, for the next start)."""

    def draw(w: int, h: int) -> pygame.Surface:
        big = pygame.Surface((w * 2, h * 2), pygame.SRCALPHA)
        render(big, big.get_rect())
        return pygame.transform.smoothscale(big, (w, h))

    @lru_cache(maxsize=8)
    def picture(size: tuple[int, int]) -> pygame.Surface:
        w, h = max(8, size[0]), max(8, size[1])
        # Named by module and function: two games' emblems both called ``_render`` shared one file.
        return _kept_picture(f"{render.__module__}.{render.__qualname__}", (w, h), lambda: draw(w, h))

    def paint_picture(surface: pygame.Surface, rect: pygame.Rect) -> None:
        try:
            surface.blit(picture(rect.size), rect.topleft)
        except (ImportError, ValueError, pygame.error):
            lady_and_tiger(surface, rect)  # the family's picture will do

    paint_picture.__name__ = render.__name__
    paint_picture.__wrapped_picture__ = picture  # type: ignore[attr-defined]  # for tests: its cache
    return paint_picture


def card_at(surface: pygame.Surface, centre: tuple[float, float], height: float, code: str | None,
             face_up: bool = True, door: bool = False, angle: float = 0.0) -> pygame.Rect:
    """One card of the deck (the card widget's art) standing at ``centre``, turned by ``angle`` degrees."""
    from scenes.cards.dama_tigre import card_image, card_size_for, shadow_image

    size = card_size_for(height)
    face = card_image(size, code, face_up, door, symbols=True)
    shadow = shadow_image(size)
    if angle:
        face = pygame.transform.rotozoom(face, angle, 1.0)
        shadow = pygame.transform.rotozoom(shadow, angle, 1.0)
    lift = max(1, int(height / 40))
    surface.blit(shadow, shadow.get_rect(center=(int(centre[0]) + lift, int(centre[1]) + lift * 2)))
    drawn = face.get_rect(center=(int(centre[0]), int(centre[1])))
    surface.blit(face, drawn)
    return drawn


def gem(surface: pygame.Surface, centre: tuple[float, float], size: float, colour: str) -> None:
    from scenes.widgets.gem import draw_gem

    draw_gem(surface, (int(centre[0]), int(centre[1])), int(size), colour)


def badge(surface: pygame.Surface, centre: tuple[float, float], radius: float, mark: str) -> None:
    """A gold coin with a dark mark on it (a question mark, an exclamation)."""
    cx, cy = int(centre[0]), int(centre[1])
    r = max(3, int(radius))
    pygame.draw.circle(surface, (0, 0, 0, 90), (cx + r // 8, cy + r // 5), r)
    pygame.draw.circle(surface, theme.GOLD, (cx, cy), r)
    pygame.draw.circle(surface, (150, 110, 30), (cx, cy), r, max(1, r // 9))
    paint.text_in(surface, mark, pygame.Rect(cx - r, cy - r, 2 * r, 2 * r), int(r * 1.5), theme.INK, bold=True)


def chess_cards(surface: pygame.Surface, rect: pygame.Rect) -> None:
    h = int(rect.h * 0.78)
    w = int(h * 0.68)
    card = pygame.Rect(0, 0, w, h)
    card.center = (rect.centerx - w // 4, rect.centery)
    _card(surface, card, 10, (96, 64, 140), "7")
    card.center = (rect.centerx + w // 4, rect.centery)
    pygame.draw.rect(surface, theme.IVORY, card, border_radius=max(3, w // 8))
    paint.text_in(surface, "♞", card, int(h * 0.7), theme.INK)


def faces(surface: pygame.Surface, rect: pygame.Rect) -> None:
    centre = rect.center
    radius = int(min(rect.w, rect.h) * 0.38)
    pygame.draw.circle(surface, (244, 196, 60), centre, radius)
    pygame.draw.circle(surface, theme.INK, centre, radius, max(1, radius // 14))
    eye = max(2, radius // 8)
    pygame.draw.circle(surface, theme.INK, (centre[0] - radius // 3, centre[1] - radius // 4), eye)
    pygame.draw.circle(surface, theme.INK, (centre[0] + radius // 3, centre[1] - radius // 4), eye)
    mouth = pygame.Rect(0, 0, radius, radius // 2)
    mouth.center = (centre[0], centre[1] + radius // 4)
    pygame.draw.arc(surface, theme.INK, mouth, 3.5, 5.9, max(2, radius // 10))


def forest(surface: pygame.Surface, rect: pygame.Rect) -> None:
    board = square_in(rect)
    n = 3
    cell = board.w / n
    for r in range(n):
        for c in range(n):
            tile = pygame.Rect(board.x + c * cell + 2, board.y + r * cell + 2, cell - 4, cell - 4)
            pygame.draw.rect(surface, (54, 92, 50) if (r + c) % 2 else (70, 112, 60), tile, border_radius=3)
            top = (tile.centerx, tile.y + tile.h // 6)
            pygame.draw.polygon(surface, (24, 60, 30), [top, (tile.x + tile.w // 5, tile.bottom - tile.h // 4),
                                                         (tile.right - tile.w // 5, tile.bottom - tile.h // 4)])
    paint.text_in(surface, "☾", pygame.Rect(board.right - cell, board.y, cell, cell), int(cell * 0.8), theme.GOLD)


def dice(surface: pygame.Surface, rect: pygame.Rect) -> None:
    side = int(min(rect.w, rect.h) * 0.46)
    for offset, pips in ((-0.55, (1, 4, 7)), (0.55, (0, 2, 4, 6, 8))):
        die = pygame.Rect(0, 0, side, side)
        die.center = (int(rect.centerx + offset * side), rect.centery + int(offset * side * 0.3))
        pygame.draw.rect(surface, (0, 0, 0), die.move(2, 3), border_radius=side // 5)
        pygame.draw.rect(surface, theme.IVORY, die, border_radius=side // 5)
        for p in pips:
            x = die.x + (p % 3 + 0.5) * side / 3
            y = die.y + (p // 3 + 0.5) * side / 3
            pygame.draw.circle(surface, theme.INK, (int(x), int(y)), max(2, side // 11))


BY_FAMILY: dict[str, Painter] = {
    "La Dama y el Tigre": lady_and_tiger,
    "Clásicos": draughts,
    "PokerDrez": chess_cards,
    "Trading Faces": faces,
    "Estafado": forest,
}


def emblem_for(game_id: str, family: str) -> Painter:
    """The game's own picture (named by its spec), else its family's."""
    from game.registry import SPECS
    from game.spec import load

    spec = SPECS.get(game_id)
    if spec is not None and spec.emblem:
        return load(spec.emblem)
    if family in BY_FAMILY:
        return BY_FAMILY[family]
    lowered = family.lower()
    if "drez" in lowered or "poker" in lowered:
        return chess_cards
    if "trading" in lowered:
        return faces
    return dice
