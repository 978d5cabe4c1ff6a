"""Pictures drawn once and kept for the frames that follow, within one memory budget shared by all.

A frame blits panels, texts, cards and boards drawn once and kept (drawing them again every frame
cost milliseconds). Each picture function had its own ``lru_cache`` of so many entries, whatever
their size, so the pictures of every table opened stayed: after every table of the app had been
open, 61 MB of pictures, most of them for tables no longer shown (docs/PERFORMANCE.md, "Memory,
session 15"). Here every picture function decorated with ``kept`` shares one least-recently-used
order and one budget in bytes, a number of window-sized screens: what the screen on show draws
(at most about two screens' worth in any table, measured) stays, what screens left behind drew
goes first. A hit costs a dictionary look-up and a move to the end of the order, about 0.1 us
more than ``lru_cache`` (a frame makes about a hundred).

Pictures are made and blitted on the drawing thread only, as before.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from typing import Any, TypeVar

import pygame

R = TypeVar("R")

# How many window-sized screens of pictures are kept. The most one screen draws is about two
# screens' worth (a table at 1280x720: the felt, its panels, texts, cards and board pictures;
# tests/scenes/test_pictures.py checks every table stays under half the budget), so a table's
# own pictures are never pushed out by its own drawing, and a few of the screens left behind stay.
SCREENS = 5
# Windows smaller than this are budgeted as this (tests draw on a 1x1 window).
SMALLEST_SCREEN = 1280 * 720

_KEPT: OrderedDict[tuple[Any, ...], tuple[Any, int]] = OrderedDict()
_used = [0]  # bytes of the pixels of every picture in _KEPT


def picture_bytes(value: object) -> int:
    """The bytes of the pixels ``value`` holds: a Surface, or a tuple whose first item is one.
    A subsurface shares its parent's pixels and counts nothing."""
    picture = value[0] if isinstance(value, tuple) and value else value
    if isinstance(picture, pygame.Surface) and picture.get_parent() is None:
        return picture.get_pitch() * picture.get_height()
    return 0


def budget() -> int:
    """The bytes kept at most: SCREENS screens of the window (of SMALLEST_SCREEN at least), 4 bytes a pixel."""
    window = pygame.display.get_surface() if pygame.display.get_init() else None
    area = window.get_width() * window.get_height() if window is not None else 0
    return SCREENS * 4 * max(area, SMALLEST_SCREEN)


def used_bytes() -> int:
    return _used[0]


def forget_all() -> None:
    """Drop every kept picture (a window's pixel format changed, or a test starts afresh)."""
    _KEPT.clear()
    _used[0] = 0


def _make_room(limit: int) -> None:
    while _used[0] > limit and len(_KEPT) > 1:  # the picture just made stays, however big
        _, (_, size) = _KEPT.popitem(last=False)
        _used[0] -= size


def kept(function: Callable[..., R]) -> Callable[..., R]:
    """``function``'s results kept by its arguments (which must be hashable), as ``lru_cache``
    keeps them, within the shared budget. ``cache_clear()`` drops this function's pictures. Typed as
    ``lru_cache`` is: the result's type kept, the arguments any hashable values."""
    get, to_end = _KEPT.get, _KEPT.move_to_end

    def cached(*args: Any, **kwargs: Any) -> R:
        key = (function, args, *kwargs.items()) if kwargs else (function, args)
        entry = get(key)
        if entry is not None:
            try:
                to_end(key)
            except KeyError:  # dropped meanwhile: keep the picture in hand all the same
                pass
            return entry[0]  # type: ignore[no-any-return]
        value = function(*args, **kwargs)
        size = picture_bytes(value)
        _KEPT[key] = (value, size)
        _used[0] += size
        if _used[0] > SMALLEST_SCREEN * 4:  # below one screen there is nothing to weigh
            _make_room(budget())
        return value

    def cache_clear() -> None:
        for key in [key for key in _KEPT if key[0] is function]:
            _, size = _KEPT.pop(key)
            _used[0] -= size

    cached.cache_clear = cache_clear  # type: ignore[attr-defined]
    cached.__wrapped__ = function  # type: ignore[attr-defined]
    cached.__name__ = function.__name__
    cached.__qualname__ = function.__qualname__
    cached.__doc__ = function.__doc__
    cached.__module__ = function.__module__
    return cached
