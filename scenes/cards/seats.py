"""The seats of a card table, once: the seats round an oval of felt (the viewer at the bottom), the
plate each seat sits on with its name, and the dealer's disc.

A table lays out its own plates' insides (cards, chips, piles); what every plate has the same way is
here: the plate lit for the seat to act, its name in ivory (in small letters rather than cut short),
and a name that does not fit in a narrow plate said shorter.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from scenes import theme
from scenes.cards.pieces import plate_painter
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.text import Label, Picture, label_fits


def dealer_disc(surface: pygame.Surface, r: pygame.Rect) -> None:
    """The dealer's disc: an ivory "D"."""
    pygame.draw.circle(surface, theme.IVORY, r.center, r.w // 2)
    pygame.draw.circle(surface, theme.INK, r.center, r.w // 2, max(1, r.w // 10))
    paint.text_in(surface, "D", r, paint.font_px(r.h, 0.62), theme.INK, bold=True)


def felt_oval(surface: pygame.Surface, r: pygame.Rect) -> None:
    """An oval of felt in a wooden rim, filling ``r`` but for a margin."""
    oval = r.inflate(-int(r.w * 0.08), -int(r.h * 0.14))
    pygame.draw.ellipse(surface, theme.WOOD_DARK, oval.inflate(max(6, r.w // 60), max(6, r.w // 60)))
    pygame.draw.ellipse(surface, theme.FELT_LIGHT, oval)
    pygame.draw.ellipse(surface, theme.FELT_DARK, oval, max(2, r.w // 200))


def fitted(text: str, size: int, width: int, bold: bool) -> int:
    """A size at which ``text`` fits ``width`` (down to half of ``size``): a crowded table at 640x480
    names its players in small letters rather than cutting them short."""
    return paint.size_to_fit(text, size, width, bold, 0.5)


def fits(text: str, size: int, width: int, bold: bool) -> bool:
    """Whether ``text`` fits ``width`` at no less than half of ``size``."""
    return paint.fit_text(text, fitted(text, size, width, bold), width, bold) == text


def oval_places(play: pygame.Rect, me: int, players: int, box_w: int, box_h: int) -> dict[int, pygame.Rect]:
    """Each seat's box of ``box_w`` x ``box_h``: the viewer at the bottom middle, the others round the
    oval in play order, from the lower left over the top to the lower right."""
    cx, cy = play.centerx, play.centery
    rx, ry = (play.w - box_w) / 2, (play.h - box_h) / 2
    places: dict[int, pygame.Rect] = {}
    bottom = pygame.Rect(0, 0, box_w, box_h)
    bottom.midbottom = (cx, play.bottom)
    places[me] = bottom
    others = [(me + k) % players for k in range(1, players)]
    below = math.radians(0 if players <= 3 else 20 if players <= 5 else 45)  # how far round the sides go
    for i, who in enumerate(others):
        angle = math.pi / 2 if len(others) == 1 else (math.pi + below) - (math.pi + 2 * below) * i / (len(others) - 1)
        box = pygame.Rect(0, 0, box_w, box_h)
        box.center = (round(cx + rx * math.cos(angle)), round(cy - ry * math.sin(angle)))
        box.clamp_ip(play)
        places[who] = box
    return places


def seat_places(
    play: pygame.Rect, me: int, players: int, widths: tuple[float, float, float], heights: tuple[float, float, float]
) -> dict[int, pygame.Rect]:
    """``oval_places`` with boxes sized as shares of the felt for up to three, four or five, and six
    or more players (``widths`` and ``heights``: one share for each)."""
    band = 0 if players <= 3 else 1 if players <= 5 else 2
    return oval_places(play, me, players, int(play.w * widths[band]), int(play.h * heights[band]))


def oval_middle(play: pygame.Rect, places: dict[int, pygame.Rect], u: int, wide: float, high: float) -> pygame.Rect:
    """The space in the middle of the oval (``wide`` and ``high`` of it at most), shrunk evenly about
    the centre until no seat's box reaches into it."""
    half_w, half_h = int(play.w * wide) // 2, int(play.h * high) // 2
    cx, cy = play.centerx, play.centery
    for box in places.values():
        middle = pygame.Rect(cx - half_w, cy - half_h, 2 * half_w, 2 * half_h)
        if not middle.colliderect(box):
            continue
        if box.right < cx or box.left > cx:  # a seat at a side: narrower
            half_w = min(half_w, (cx - box.right if box.right < cx else box.left - cx) - u)
        else:  # a seat above or below: lower or shorter
            half_h = min(half_h, (cy - box.bottom if box.bottom < cy else box.top - cy) - u)
    return pygame.Rect(cx - half_w, cy - half_h, max(10, 2 * half_w), max(10, 2 * half_h))


def seat_plate(name: str, rect: pygame.Rect, acting: bool, u: int) -> Picture:
    """The plate a seat sits on (``name``: its widget's name), lit while that seat is to act."""
    return Picture(name=name, rect=pygame.Rect(rect), painter=plate_painter(acting, u))


def name_label(who: int, rect: pygame.Rect, text: str, size: int) -> Label:
    """A seat's name (or its name and marks) on its plate: ivory, bold, widget ``name:<who>``."""
    return Label(name=f"name:{who}", rect=pygame.Rect(rect), text=text, size=size, colour=theme.IVORY, bold=True)


def first_fitting(forms: Sequence[str], size: int, width: int) -> str | None:
    """The first of ``forms`` (longest first: "Ana · 3 points · dealt", "Ana", "1") drawn whole in
    ``width`` at ``size`` in bold, or None when none is."""
    return next((text for text in forms if label_fits(text, size, width, True)), None)


def head_label(who: int, rect: pygame.Rect, forms: Sequence[str], size: int) -> Label:
    """A seat's name line: the first of ``forms`` that fits ``rect`` (the last one else), at a size
    that fits it."""
    text = first_fitting(forms, size, rect.w) or forms[-1]
    return name_label(who, rect, text, paint.size_to_fit(text, size, rect.w, True))


def short_name(name: str) -> str:
    """A name of several words said short for the narrowest plates: "Ordenador 8" as "Ord. 8" rather
    than "Ordena…" (the list of players beside the table gives the whole name)."""
    words = name.split()
    return f"{words[0][:3]}. {words[-1]}" if len(words) >= 2 else name


__all__ = [
    "dealer_disc",
    "felt_oval",
    "first_fitting",
    "fits",
    "fitted",
    "head_label",
    "name_label",
    "oval_middle",
    "oval_places",
    "seat_places",
    "seat_plate",
    "short_name",
    "Widget",
]
