"""Where the game screen's sections go: the top bar, the table, the side panels and the status line."""

from __future__ import annotations

from typing import NamedTuple

import pygame

from scenes import theme
from scenes.widgets.base import Widget
from scenes.widgets.text import Picture


class Regions(NamedTuple):
    u: float  # the screen's unit (theme.unit)
    margin: int
    top: pygame.Rect
    table: pygame.Rect
    side: pygame.Rect  # the players above, the moves log below
    status: pygame.Rect


def regions(rect: pygame.Rect) -> Regions:
    """On a wide window the side panels stand to the right of the table; on a tall one, below it."""
    u = theme.unit(rect.size)
    margin = int(u * 2.5)
    top_h = int(u * 8)
    status_h = int(u * 6)
    wide = rect.w >= rect.h * 1.15
    side_w = int(max(u * 36, rect.w * 0.24)) if wide else rect.w - 2 * margin
    top = pygame.Rect(rect.x + margin, rect.y + margin, rect.w - 2 * margin, top_h)
    if wide:
        side = pygame.Rect(rect.right - margin - side_w, top.bottom + margin, side_w,
                           rect.h - top_h - status_h - 4 * margin)
        table = pygame.Rect(rect.x + margin, top.bottom + margin, side.x - rect.x - 2 * margin, side.h)
    else:
        side_h = int(rect.h * 0.26)
        side = pygame.Rect(rect.x + margin, rect.bottom - margin * 2 - status_h - side_h, side_w, side_h)
        table = pygame.Rect(rect.x + margin, top.bottom + margin, rect.w - 2 * margin,
                            side.y - top.bottom - 2 * margin)
    status = pygame.Rect(rect.x + margin, rect.bottom - margin - status_h, rect.w - 2 * margin, status_h)
    return Regions(u, margin, top, table, side, status)


def below(side: pygame.Rect, upper: pygame.Rect, margin: int) -> pygame.Rect:
    """What is left of ``side`` under ``upper`` (the moves log under the players)."""
    return pygame.Rect(side.x, upper.bottom + margin, side.w, side.bottom - upper.bottom - margin)


def free_spot(table: pygame.Rect, size: tuple[int, int], beneath: list[Widget], gap: int) -> pygame.Rect:
    """A place of ``size`` in ``table`` for a button over a finished game: along the bottom (the middle
    first), then along the top, then anywhere on a grid, the first that covers nothing of ``beneath``
    a person reads or clicks (a picture, such as the felt or a plate, may be covered); else the one
    covering least. Always at the bottom's middle, it covered the lowest seat's words on a card table."""
    words = [w.rect for w in beneath if not isinstance(w, Picture) and w.rect.w and w.rect.h]
    w, h = size
    xs = [table.centerx - w // 2]
    xs += sorted(
        range(table.x + gap, table.right - w - gap + 1, max(1, w // 4)), key=lambda x: abs(x + w // 2 - table.centerx)
    )
    ys = [table.bottom - h - gap, table.y + gap]
    ys += sorted(range(table.y + gap, table.bottom - h - gap + 1, max(1, h // 2)), key=lambda y: -y)
    best: tuple[int, pygame.Rect] | None = None
    for y in ys:
        for x in xs:
            place = pygame.Rect(x, y, w, h)
            covered = sum(place.clip(r).w * place.clip(r).h for r in words)
            if covered == 0:
                return place
            if best is None or covered < best[0]:
                best = (covered, place)
    return best[1] if best is not None else pygame.Rect(table.centerx - w // 2, table.bottom - h - gap, w, h)
