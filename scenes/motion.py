"""Whether things move on the table: the Animations setting.

The app sets it from the settings; every table that animates (a card turning over,
discs flipping, pawns walking) asks ``enabled()`` and, when it is off, shows the end of
the movement at once. The game scene also finishes any table animation at once when it
is off, so a table that forgets to ask still does not move."""

from __future__ import annotations

_enabled = True


def enabled() -> bool:
    return _enabled


def set_enabled(on: bool) -> None:
    global _enabled
    _enabled = bool(on)
