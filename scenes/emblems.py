"""A small vector picture for each game on the menu: drawn in code, so it scales with
the window and needs no image files. Games without a picture of their own get their
family's, and an unknown family gets a pair of dice."""

from __future__ import annotations

import hashlib
import math
import os
import sys
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

import pygame

from scenes import theme
from scenes.widgets import paint

Painter = Callable[[pygame.Surface, pygame.Rect], None]


def _square(rect: pygame.Rect, scale: float = 0.86) -> pygame.Rect:
    side = int(min(rect.w, rect.h) * scale)
    square = pygame.Rect(0, 0, side, side)
    square.center = rect.center
    return square


def _disc(surface: pygame.Surface, centre: tuple[int, int], radius: int, black: bool) -> None:
    base, light = ((24, 24, 28), (80, 80, 92)) if black else ((214, 212, 200), (255, 255, 250))
    pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 1, centre[1] + 2), radius)
    pygame.draw.circle(surface, base, centre, radius)
    pygame.draw.circle(surface, light, (centre[0] - radius // 4, centre[1] - radius // 4), max(1, radius // 2))


def reverso(surface: pygame.Surface, rect: pygame.Rect) -> None:
    board = _square(rect)
    pygame.draw.rect(surface, theme.WOOD, board.inflate(6, 6), border_radius=4)
    pygame.draw.rect(surface, (36, 128, 80), board)
    n = 4
    cell = board.w / n
    for i in range(1, n):
        pygame.draw.line(surface, (16, 70, 44), (board.x + i * cell, board.y), (board.x + i * cell, board.bottom))
        pygame.draw.line(surface, (16, 70, 44), (board.x, board.y + i * cell), (board.right, board.y + i * cell))
    for (r, c), black in {(1, 1): False, (1, 2): True, (2, 1): True, (2, 2): False, (0, 2): True, (1, 3): False}.items():
        _disc(surface, (int(board.x + (c + 0.5) * cell), int(board.y + (r + 0.5) * cell)), int(cell * 0.38), black)


def draughts(surface: pygame.Surface, rect: pygame.Rect) -> None:
    board = _square(rect)
    n = 5
    cell = board.w / n
    pygame.draw.rect(surface, theme.WOOD_DARK, board.inflate(6, 6), border_radius=4)
    for r in range(n):
        for c in range(n):
            colour = (236, 218, 180) if (r + c) % 2 == 0 else (140, 96, 62)
            pygame.draw.rect(surface, colour, pygame.Rect(board.x + c * cell, board.y + r * cell, cell + 1, cell + 1))
    for r, c, black in ((0, 1, True), (0, 3, True), (1, 2, True), (3, 0, False), (3, 2, False), (4, 1, False)):
        _disc(surface, (int(board.x + (c + 0.5) * cell), int(board.y + (r + 0.5) * cell)), int(cell * 0.38), black)


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
    from scenes.widgets.card import card_image

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


# --- La Dama y el Tigre: one picture per game, from the deck's own art ---------------------------------
# Each is drawn once per size at twice the size and scaled down (smooth edges), then only blitted.

@lru_cache(maxsize=1)
def _art_stamp() -> str:
    """A name for the art's code: the source files' sizes and times (from source), or the
    executable's (a built app), so a change to the art never shows a stale picture."""
    here = Path(__file__).resolve().parent
    sources = [here / "emblems.py", here / "theme.py", here / "widgets" / "card.py",
               here / "widgets" / "gem.py", here / "widgets" / "paint.py"]
    if not all(path.is_file() for path in sources):
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


def _cached(render: Callable[[pygame.Surface, pygame.Rect], None]) -> Painter:
    """A painter that draws ``render`` once per size and blits the result afterwards (kept on
    disk too, for the next start)."""

    def draw(w: int, h: int) -> pygame.Surface:
        big = pygame.Surface((w * 2, h * 2), pygame.SRCALPHA)
        render(big, big.get_rect())
        return pygame.transform.smoothscale(big, (w, h))

    @lru_cache(maxsize=8)
    def picture(size: tuple[int, int]) -> pygame.Surface:
        w, h = max(8, size[0]), max(8, size[1])
        return _kept_picture(render.__name__, (w, h), lambda: draw(w, h))

    def paint_picture(surface: pygame.Surface, rect: pygame.Rect) -> None:
        try:
            surface.blit(picture(rect.size), rect.topleft)
        except (ImportError, ValueError, pygame.error):
            lady_and_tiger(surface, rect)  # the family's picture will do

    paint_picture.__name__ = render.__name__
    paint_picture.__wrapped_picture__ = picture  # type: ignore[attr-defined]  # for tests: its cache
    return paint_picture


def _card_at(surface: pygame.Surface, centre: tuple[float, float], height: float, code: str | None,
             face_up: bool = True, door: bool = False, angle: float = 0.0) -> pygame.Rect:
    """One card of the deck (the card widget's art) standing at ``centre``, turned by ``angle`` degrees."""
    from scenes.widgets.card import card_image, card_size_for, shadow_image

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


def _gem(surface: pygame.Surface, centre: tuple[float, float], size: float, colour: str) -> None:
    from scenes.widgets.gem import draw_gem

    draw_gem(surface, (int(centre[0]), int(centre[1])), int(size), colour)


def _badge(surface: pygame.Surface, centre: tuple[float, float], radius: float, mark: str) -> None:
    """A gold coin with a dark mark on it (a question mark, an exclamation)."""
    cx, cy = int(centre[0]), int(centre[1])
    r = max(3, int(radius))
    pygame.draw.circle(surface, (0, 0, 0, 90), (cx + r // 8, cy + r // 5), r)
    pygame.draw.circle(surface, theme.GOLD, (cx, cy), r)
    pygame.draw.circle(surface, (150, 110, 30), (cx, cy), r, max(1, r // 9))
    paint.text_in(surface, mark, pygame.Rect(cx - r, cy - r, 2 * r, 2 * r), int(r * 1.5), theme.INK, bold=True)


def _render_puertas(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A closed door between a lady and a tiger, and a question mark: whose card is behind it?"""
    h = rect.h * 0.84
    cx, cy = rect.centerx, rect.centery
    _card_at(surface, (cx - h * 0.52, cy + h * 0.04), h * 0.78, "RL", angle=14)
    _card_at(surface, (cx + h * 0.52, cy + h * 0.04), h * 0.78, "BT", angle=-14)
    door = _card_at(surface, (cx, cy), h, None, face_up=False, door=True)
    _badge(surface, (door.right - h * 0.08, door.y + h * 0.16), h * 0.17, "?")


def _gavel(surface: pygame.Surface, centre: tuple[float, float], length: float, angle: float) -> None:
    """An auctioneer's gavel: a turned wooden head on a handle, drawn upright and then tilted."""
    w, h = int(length * 0.9), int(length * 1.1)
    layer = pygame.Surface((w, h), pygame.SRCALPHA)
    handle = pygame.Rect(0, 0, max(3, int(length * 0.09)), int(length * 0.72))
    handle.midtop = (w // 2, int(h * 0.32))
    pygame.draw.rect(layer, (118, 72, 36), handle, border_radius=handle.w // 2)
    pygame.draw.rect(layer, (150, 98, 52), handle.inflate(-handle.w // 2, 0), border_radius=handle.w // 4)
    head = pygame.Rect(0, 0, int(length * 0.62), int(length * 0.26))
    head.center = (w // 2, int(h * 0.3))
    pygame.draw.rect(layer, (96, 56, 26), head, border_radius=head.h // 3)
    pygame.draw.rect(layer, (140, 88, 44), head.inflate(-head.w // 6, -head.h // 3), border_radius=head.h // 4)
    for fx in (0.2, 0.8):  # brass bands near the ends
        band = pygame.Rect(0, 0, max(2, head.w // 14), head.h)
        band.center = (head.x + int(head.w * fx), head.centery)
        pygame.draw.rect(layer, theme.GOLD, band)
    turned = pygame.transform.rotozoom(layer, angle, 1.0)
    surface.blit(turned, turned.get_rect(center=(int(centre[0]), int(centre[1]))))


def _render_favores(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """An auction: a lot of two cards, the gavel coming down on its block, and gems bid for it."""
    h = min(rect.h, rect.w / 2.3)
    cx, cy = rect.centerx, rect.centery
    _card_at(surface, (cx - h * 0.78, cy - h * 0.02), h * 0.62, "RT", angle=10)
    _card_at(surface, (cx - h * 0.48, cy + h * 0.04), h * 0.62, "BL", angle=-6)
    block = pygame.Rect(0, 0, int(h * 0.5), int(h * 0.14))
    block.midbottom = (int(cx + h * 0.12), int(cy + h * 0.42))
    pygame.draw.ellipse(surface, (0, 0, 0, 90), block.move(0, block.h // 3))
    pygame.draw.rect(surface, (96, 56, 26), block, border_radius=block.h // 3)
    pygame.draw.rect(surface, (150, 98, 52), block.inflate(-block.w // 8, -block.h // 2).move(0, -block.h // 6),
                     border_radius=block.h // 4)
    _gavel(surface, (cx + h * 0.2, cy - h * 0.1), h * 0.72, 38)
    for i, (dx, dy, colour) in enumerate(((0.62, 0.2, "red"), (0.84, 0.24, "blue"), (0.73, 0.02, "yellow"),
                                         (0.95, 0.02, "white"), (0.84, -0.18, "red"))):
        _gem(surface, (cx + h * dx, cy + h * dy), h * (0.24 - 0.01 * i), colour)


def _render_recompensas(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Four doors in a square, treasure (red and blue gems) and trash (white and black) in front of them."""
    h = rect.h
    cx, cy = rect.centerx, rect.centery
    card_h = h * 0.46
    gems = (("red", "white"), ("blue",), ("black", "red"), ("white", "blue"))
    for i, stones in enumerate(gems):
        row, col = divmod(i, 2)
        centre = (cx + (col - 0.5) * card_h * 0.82, cy + (row - 0.5) * card_h * 1.04)
        door = _card_at(surface, centre, card_h, None, face_up=False, door=True)
        for k, colour in enumerate(stones):
            offset = (k - (len(stones) - 1) / 2) * card_h * 0.24
            _gem(surface, (door.centerx + offset, door.bottom - card_h * 0.12), card_h * 0.3, colour)


def _cub(surface: pygame.Surface, centre: tuple[float, float], size: float, colour: tuple[int, int, int]) -> None:
    """A tiger cub's head: the card's tiger, small."""
    from scenes.widgets.card import _Box, draw_tiger

    box = _Box(centre[0] - size / 2, centre[1] - size * 0.58, size, size)
    draw_tiger(surface, box, colour)


def _render_laberinto(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A 4x4 maze of cards with a path through it and two cubs, a red and a blue, finding their way."""
    side = int(min(rect.w * 0.62, rect.h * 0.96))
    board = pygame.Rect(0, 0, side, side)
    board.center = rect.center
    pygame.draw.rect(surface, (0, 0, 0, 80), board.move(side // 60 + 1, side // 40 + 1), border_radius=side // 16)
    pygame.draw.rect(surface, (58, 44, 30), board.inflate(side // 14, side // 14), border_radius=side // 14)
    cell = side / 4
    tints = {"R": (238, 206, 200), "B": (204, 214, 236)}
    pattern = ("RBBR", "BRRB", "RRBB", "BBRR")
    for r in range(4):
        for c in range(4):
            tile = pygame.Rect(int(board.x + c * cell), int(board.y + r * cell), int(cell), int(cell)).inflate(
                -max(2, int(cell * 0.1)), -max(2, int(cell * 0.1)))
            pygame.draw.rect(surface, tints[pattern[r][c]], tile, border_radius=max(2, int(cell * 0.12)))
            pygame.draw.rect(surface, (120, 104, 84), tile, max(1, int(cell * 0.03)), border_radius=max(2, int(cell * 0.12)))
    # The way out: a gold trail across the maze.
    path = [(0, 0), (1, 0), (1, 1), (2, 1), (2, 2), (3, 2), (3, 3)]
    points = [(board.x + (c + 0.5) * cell, board.y + (r + 0.5) * cell) for c, r in path]
    pygame.draw.lines(surface, theme.GOLD, False, points, max(2, int(cell * 0.1)))
    for point in points[1:-1]:
        pygame.draw.circle(surface, theme.GOLD, point, max(2, int(cell * 0.07)))
    exit_x, exit_y = board.right + cell * 0.25, board.y + 3.5 * cell
    pygame.draw.polygon(surface, theme.GOLD, [(exit_x, exit_y - cell * 0.22), (exit_x + cell * 0.3, exit_y),
                                             (exit_x, exit_y + cell * 0.22)])
    _cub(surface, points[2], cell * 0.95, (204, 60, 52))
    _cub(surface, (board.x + 3.5 * cell, board.y + 0.5 * cell), cell * 0.95, (46, 96, 190))


def _trap(surface: pygame.Surface, centre: tuple[float, float], width: float) -> None:
    """A sprung-open jaw trap seen from above: a steel ring of jagged teeth around the plate, and its chain."""
    cx, cy = centre
    steel, light, dark = (156, 162, 172), (214, 218, 226), (52, 56, 64)
    outer = pygame.Rect(0, 0, int(width), int(width * 0.62))
    outer.center = (int(cx), int(cy))
    links = [(outer.right + width * 0.08 * k, outer.centery + width * 0.05 * k) for k in range(4)]
    for x, y in links:
        pygame.draw.ellipse(surface, dark, pygame.Rect(x - width * 0.06, y - width * 0.035, width * 0.12, width * 0.07),
                            max(1, int(width * 0.025)))
    pygame.draw.ellipse(surface, (0, 0, 0, 100), outer.move(0, int(width * 0.05)))
    pygame.draw.ellipse(surface, dark, outer)
    pygame.draw.ellipse(surface, steel, outer.inflate(-int(width * 0.06), -int(width * 0.05)))
    inner = outer.inflate(-int(width * 0.26), -int(width * 0.2))
    pygame.draw.ellipse(surface, (40, 60, 50), inner)
    teeth = 14
    for i in range(teeth):  # jagged teeth from the ring towards the plate
        a0, a1 = 2 * math.pi * i / teeth, 2 * math.pi * (i + 1) / teeth
        am = (a0 + a1) / 2
        base0 = (inner.centerx + inner.w / 2 * math.cos(a0), inner.centery + inner.h / 2 * math.sin(a0))
        base1 = (inner.centerx + inner.w / 2 * math.cos(a1), inner.centery + inner.h / 2 * math.sin(a1))
        tip = (inner.centerx + inner.w * 0.3 * math.cos(am), inner.centery + inner.h * 0.3 * math.sin(am))
        pygame.draw.polygon(surface, light, [base0, tip, base1])
        pygame.draw.polygon(surface, dark, [base0, tip, base1], 1)
    plate = inner.inflate(-int(inner.w * 0.62), -int(inner.h * 0.62))
    pygame.draw.ellipse(surface, dark, plate)
    pygame.draw.ellipse(surface, steel, plate.inflate(-max(2, plate.w // 4), -max(2, plate.h // 4)))
    pygame.draw.ellipse(surface, dark, outer, max(1, int(width * 0.02)))


def _render_trampas(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Piles of face-down cards built on the table, one with a trap on it, and the gem it costs."""
    h = rect.h
    cx, cy = rect.centerx, rect.centery
    card_h = h * 0.66
    for pile, (dx, height) in enumerate(((-0.95, 3), (0.0, 5), (0.95, 2))):
        base = (cx + dx * card_h * 0.8, cy + h * 0.1)
        for k in range(height):
            _card_at(surface, (base[0] + k * card_h * 0.025, base[1] - k * card_h * 0.07), card_h, None,
                     face_up=False, angle=(k % 2 - 0.5) * 4)
        if pile == 2:
            top = (base[0] + (height - 1) * card_h * 0.025, base[1] - (height - 1) * card_h * 0.07)
            _card_at(surface, (top[0] + card_h * 0.05, top[1] - card_h * 0.06), card_h, "RT", angle=-8)
    top_y = cy + h * 0.1 - 4 * card_h * 0.07
    _trap(surface, (cx + card_h * 0.1, top_y - card_h * 0.05), card_h * 0.78)
    _gem(surface, (cx - card_h * 0.72, cy - h * 0.3), h * 0.2, "yellow")


def _arrow(surface: pygame.Surface, start: tuple[float, float], end: tuple[float, float], bend: float,
           width: int, colour: tuple[int, int, int]) -> None:
    """A curved arrow from ``start`` to ``end``, bowed sideways by ``bend`` pixels."""
    (x0, y0), (x1, y1) = start, end
    mx, my = (x0 + x1) / 2 + bend, (y0 + y1) / 2
    points = []
    for i in range(17):
        t = i / 16
        points.append(((1 - t) ** 2 * x0 + 2 * (1 - t) * t * mx + t * t * x1,
                       (1 - t) ** 2 * y0 + 2 * (1 - t) * t * my + t * t * y1))
    pygame.draw.lines(surface, colour, False, points[:-2], width)
    (ax, ay), (bx, by) = points[-3], points[-1]
    length = math.hypot(bx - ax, by - ay) or 1
    ux, uy = (bx - ax) / length, (by - ay) / length
    size = width * 2.6
    pygame.draw.polygon(surface, colour, [(bx + ux * size * 0.4, by + uy * size * 0.4),
                                          (bx - ux * size - uy * size * 0.7, by - uy * size + ux * size * 0.7),
                                          (bx - ux * size + uy * size * 0.7, by - uy * size - ux * size * 0.7)])


def _render_vuelvan(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Three door cards waiting, and cards on their way back to the right door."""
    h = rect.h
    cx, cy = rect.centerx, rect.centery
    card_h = h * 0.56
    doors = ((-1, "RL"), (0, "BT"), (1, "BL"))
    for i, code in doors:
        _card_at(surface, (cx + i * card_h * 0.86, cy + h * 0.18), card_h, code, door=True)
    width = max(2, int(h * 0.035))
    flying = ((-1.55, "RL", -1, 16), (1.55, "BL", 1, -16))
    for dx, code, target, angle in flying:
        start = (cx + dx * card_h * 0.86, cy - h * 0.22)
        _card_at(surface, start, card_h * 0.62, code, angle=angle)
        end = (cx + target * card_h * 0.86 - target * card_h * 0.05, cy - h * 0.1)
        _arrow(surface, (start[0] - dx * card_h * 0.1, start[1] - card_h * 0.32), end, -dx * card_h * 0.25, width,
               theme.GOLD)
    _card_at(surface, (cx, cy - h * 0.3), card_h * 0.5, "BT", angle=0)
    _arrow(surface, (cx + card_h * 0.22, cy - h * 0.4), (cx + card_h * 0.06, cy - h * 0.14), card_h * 0.3, width,
           theme.GOLD)


puertas = _cached(_render_puertas)
favores = _cached(_render_favores)
recompensas = _cached(_render_recompensas)
laberinto = _cached(_render_laberinto)
trampas = _cached(_render_trampas)
vuelvan = _cached(_render_vuelvan)


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
    board = _square(rect)
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


def ludo(surface: pygame.Surface, rect: pygame.Rect) -> None:
    board = _square(rect)
    half = board.w // 2
    for i, colour in enumerate(((214, 44, 56), (40, 110, 220), (244, 196, 40), (60, 160, 80))):
        quarter = pygame.Rect(board.x + (i % 2) * half, board.y + (i // 2) * half, half, half)
        pygame.draw.rect(surface, colour, quarter.inflate(-4, -4), border_radius=4)
        pygame.draw.circle(surface, theme.IVORY, quarter.center, half // 4)
    pygame.draw.rect(surface, theme.IVORY, pygame.Rect(board.centerx - half // 5, board.y, half * 2 // 5, board.h))
    pygame.draw.rect(surface, theme.IVORY, pygame.Rect(board.x, board.centery - half // 5, board.w, half * 2 // 5))


def tiles(surface: pygame.Surface, rect: pygame.Rect) -> None:
    side = int(min(rect.w / 4.4, rect.h / 2.2))
    for i, letter in enumerate("IDEA"):
        tile = pygame.Rect(0, 0, side, side)
        tile.center = (int(rect.centerx + (i - 1.5) * side * 1.08), rect.centery)
        pygame.draw.rect(surface, (0, 0, 0), tile.move(1, 2), border_radius=side // 6)
        pygame.draw.rect(surface, (240, 222, 180), tile, border_radius=side // 6)
        paint.text_in(surface, letter, tile, int(side * 0.6), theme.INK, bold=True)


BY_GAME: dict[str, Painter] = {
    "reverso": reverso,
    "damas": draughts,
    "ludo": ludo,
    "ideograma": tiles,
    "puertas": puertas,
    "favores": favores,
    "recompensas": recompensas,
    "laberinto": laberinto,
    "trampas": trampas,
    "vuelvan": vuelvan,
    "estafado": forest,
}

BY_FAMILY: dict[str, Painter] = {
    "La Dama y el Tigre": lady_and_tiger,
    "Clásicos": draughts,
    "PokerDrez": chess_cards,
    "Trading Faces": faces,
    "Estafado": forest,
}


def emblem_for(game_id: str, family: str) -> Painter:
    if game_id in BY_GAME:
        return BY_GAME[game_id]
    if family in BY_FAMILY:
        return BY_FAMILY[family]
    lowered = family.lower()
    if "drez" in lowered or "poker" in lowered:
        return chess_cards
    if "trading" in lowered:
        return faces
    return dice
