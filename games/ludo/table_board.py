"""The Ludo board, painted from its Tiled map (games/ludo/data/board.tmx).

Every position comes from the map's objects: the track squares (with their kind and
each colour's start), the home lanes step by step, the prisons with their four cells
and the central CORONA. ``LudoMap`` holds them in map units; ``BoardGeometry`` scales
them into a square on the screen, and ``board_image`` paints the empty board once per
size. Pieces are drawn by the table on top.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import pygame

from scenes.widgets import paint
from scenes.widgets.dice import draw_crown_mark, draw_feather_mark
from scenes.widgets.pictures import kept

# The game's data files live beside its code (games/ludo/data/); resolved from this module's own
# file (a table imports no engine, so it names the map itself): the same from a source checkout, an
# installed wheel and a PyInstaller bundle (whose modules report a __file__ inside the bundle's folder,
# beside the collected data).
BOARD_PATH = Path(__file__).resolve().parent / "data" / "board.tmx"

FRect = tuple[float, float, float, float]
Point = tuple[float, float]
SUPERSAMPLE = 2

LUDO_RGB = {
    "red": (206, 54, 50),
    "blue": (42, 100, 198),
    "green": (40, 148, 74),
    "yellow": (234, 186, 32),
}
PLATE = (246, 238, 218)
SQUARE = (253, 251, 245)
LINE = (150, 138, 116)
IDLE = (150, 150, 150)  # a colour nobody plays is greyed


@dataclass(frozen=True, slots=True)
class LudoMap:
    width: float
    height: float
    colours: tuple[str, ...]
    track: tuple[tuple[FRect, str, str | None], ...]  # by index: rect, kind, start_of
    lanes: dict[str, tuple[FRect, ...]]  # by colour, steps 1..n
    prisons: dict[str, FRect]
    cells: dict[str, tuple[Point, ...]]  # by colour, slots 0..3
    centre: FRect

    def home_side(self, colour: str) -> str:
        """Which side of the centre the colour's lane reaches: "left", "right", "top" or "bottom"."""
        x, y, w, h = self.lanes[colour][-1]
        cx, cy, cw, ch = self.centre
        dx, dy = (x + w / 2) - (cx + cw / 2), (y + h / 2) - (cy + ch / 2)
        if abs(dx) >= abs(dy):
            return "left" if dx < 0 else "right"
        return "top" if dy < 0 else "bottom"


@lru_cache(maxsize=2)
def load_map(path: str | None = None) -> LudoMap:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pytmx

    tmx = pytmx.TiledMap(str(path or BOARD_PATH))
    colours = tuple(str(tmx.properties["colours"]).split(","))
    track_objects = sorted(tmx.get_layer_by_name("track"), key=lambda o: o.properties["index"])
    track = tuple(((o.x, o.y, o.width, o.height), str(o.properties["kind"]),
                   str(o.properties["start_of"]) if o.properties.get("start_of") else None) for o in track_objects)
    lanes: dict[str, list[tuple[int, FRect]]] = {}
    for o in tmx.get_layer_by_name("home lanes"):
        lanes.setdefault(str(o.properties["colour"]), []).append((int(o.properties["step"]), (o.x, o.y, o.width, o.height)))
    prisons: dict[str, FRect] = {}
    cells: dict[str, list[tuple[int, Point]]] = {}
    for o in tmx.get_layer_by_name("prisons"):
        colour = str(o.properties["colour"])
        if o.type == "prison":
            prisons[colour] = (o.x, o.y, o.width, o.height)
        else:
            cells.setdefault(colour, []).append((int(o.properties["slot"]), (o.x, o.y)))
    centre_object = next(iter(tmx.get_layer_by_name("centre")))
    return LudoMap(
        width=float(tmx.width * tmx.tilewidth),
        height=float(tmx.height * tmx.tileheight),
        colours=colours,
        track=track,
        lanes={c: tuple(r for _, r in sorted(steps)) for c, steps in lanes.items()},
        prisons=prisons,
        cells={c: tuple(p for _, p in sorted(slots)) for c, slots in cells.items()},
        centre=(centre_object.x, centre_object.y, centre_object.width, centre_object.height),
    )


@dataclass(frozen=True, slots=True)
class BoardGeometry:
    """The map scaled into ``rect`` (a square of screen pixels)."""

    rect: pygame.Rect
    map: LudoMap

    @property
    def scale(self) -> float:
        return self.rect.w / self.map.width

    @property
    def square(self) -> float:
        """The side of one track square on the screen."""
        return self.map.track[0][0][2] * self.scale

    def to_screen(self, frect: FRect) -> pygame.Rect:
        x, y, w, h = frect
        s = self.scale
        left, top = round(self.rect.x + x * s), round(self.rect.y + y * s)
        return pygame.Rect(left, top, round(self.rect.x + (x + w) * s) - left, round(self.rect.y + (y + h) * s) - top)

    def point(self, p: Point) -> tuple[int, int]:
        return round(self.rect.x + p[0] * self.scale), round(self.rect.y + p[1] * self.scale)

    def track_rect(self, index: int) -> pygame.Rect:
        return self.to_screen(self.map.track[index][0])

    def lane_rect(self, colour: str, step: int) -> pygame.Rect:
        return self.to_screen(self.map.lanes[colour][step - 1])

    def prison_rect(self, colour: str) -> pygame.Rect:
        return self.to_screen(self.map.prisons[colour])

    def cell_point(self, colour: str, slot: int) -> tuple[int, int]:
        return self.point(self.map.cells[colour][slot])

    def centre_rect(self) -> pygame.Rect:
        return self.to_screen(self.map.centre)

    def home_triangle(self, colour: str) -> list[tuple[int, int]]:
        centre = self.centre_rect()
        corners = {"left": (centre.topleft, centre.bottomleft), "right": (centre.topright, centre.bottomright),
                   "top": (centre.topleft, centre.topright), "bottom": (centre.bottomleft, centre.bottomright)}
        a, b = corners[self.map.home_side(colour)]
        return [a, b, centre.center]

    def home_point(self, colour: str) -> tuple[int, int]:
        """Where the pieces that reached the central CORONA stand: in their colour's triangle."""
        a, b, c = self.home_triangle(colour)
        # Between the triangle's centroid and its outer edge, clear of the crown in the middle.
        return round((a[0] + b[0]) * 0.36 + c[0] * 0.28), round((a[1] + b[1]) * 0.36 + c[1] * 0.28)


def tint(colour: str, amount: float, playing: bool = True) -> tuple[int, int, int]:
    """The colour blended towards white by ``amount`` (greyed when nobody plays it)."""
    base = LUDO_RGB[colour] if playing else paint.blend(LUDO_RGB[colour], IDLE, 0.7)
    return paint.blend(base, (255, 255, 255), amount)


@kept
def board_image(side: int, playing: tuple[str, ...]) -> pygame.Surface:
    """The empty board, ``side`` pixels square: prisons, track, CORONA and PLUMA marks, lanes, centre."""
    big = max(60, side) * SUPERSAMPLE
    image = pygame.Surface((big, big), pygame.SRCALPHA)
    geometry = BoardGeometry(pygame.Rect(0, 0, big, big), load_map())
    ludo = geometry.map
    radius = max(2, big // 60)
    pygame.draw.rect(image, PLATE, image.get_rect(), border_radius=radius)
    line = max(1, round(geometry.scale * 1.2))
    # Prisons: a coloured yard with a pale court and four cells.
    for colour in ludo.prisons:
        on = colour in playing
        yard = geometry.prison_rect(colour).inflate(-line * 4, -line * 4)
        pygame.draw.rect(image, tint(colour, 0.0, on), yard, border_radius=yard.w // 10)
        pygame.draw.rect(image, paint.blend(tint(colour, 0.0, on), (0, 0, 0), 0.3), yard, line * 2,
                         border_radius=yard.w // 10)
        court = yard.inflate(-yard.w * 0.2, -yard.h * 0.2)
        pygame.draw.rect(image, SQUARE, court, border_radius=court.w // 8)
        for slot in range(len(ludo.cells[colour])):
            centre = geometry.cell_point(colour, slot)
            r = geometry.square * 0.56
            pygame.draw.circle(image, tint(colour, 0.55, on), centre, r)
            pygame.draw.circle(image, tint(colour, 0.0, on), centre, r, line * 2)
    # The track: plain squares, each colour's start in its colour, CORONA and PLUMA marked.
    for frect, kind, start_of in ludo.track:
        rect = geometry.to_screen(frect)
        fill = tint(start_of, 0.2, start_of in playing) if start_of else SQUARE
        pygame.draw.rect(image, fill, rect)
        pygame.draw.rect(image, LINE, rect, line)
        _mark(image, rect, kind)
    # Home lanes: pale steps of the colour towards the centre.
    for colour, steps in ludo.lanes.items():
        on = colour in playing
        for step, frect in enumerate(steps, start=1):
            rect = geometry.to_screen(frect)
            pygame.draw.rect(image, tint(colour, 0.55 - 0.35 * step / len(steps), on), rect)
            pygame.draw.rect(image, LINE, rect, line)
    # The centre: four triangles, one per colour, and the central CORONA.
    centre = geometry.centre_rect()
    for colour in ludo.colours:
        triangle = geometry.home_triangle(colour)
        pygame.draw.polygon(image, tint(colour, 0.1, colour in playing), triangle)
        pygame.draw.polygon(image, LINE, triangle, line)
    pygame.draw.circle(image, PLATE, centre.center, centre.w * 0.2)
    pygame.draw.circle(image, LINE, centre.center, centre.w * 0.2, line)
    draw_crown_mark(image, centre.center, centre.w * 0.3)
    pygame.draw.rect(image, paint.blend(LINE, (0, 0, 0), 0.3), image.get_rect(), line * 2, border_radius=radius)
    return paint.optimised(pygame.transform.smoothscale(image, (side, side)))


def _mark(surface: pygame.Surface, rect: pygame.Rect, kind: str) -> None:
    """A CORONA or PLUMA square: a large faint mark in the middle and small ones in two corners,
    which stay visible when pieces stand on the square (the rulebook's "pequeñas CORONAS y PLUMAS")."""
    if kind not in ("corona", "pluma"):
        return
    draw = draw_crown_mark if kind == "corona" else draw_feather_mark
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    draw(layer, (rect.w / 2, rect.h / 2), rect.w * 0.62)
    layer.set_alpha(110)
    surface.blit(layer, rect.topleft)
    small = rect.w * 0.3
    for fx, fy in ((0.2, 0.2), (0.8, 0.8)):
        draw(surface, (rect.x + rect.w * fx, rect.y + rect.h * fy), small)
