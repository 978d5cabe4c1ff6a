"""VikingDrez's own message catalogue (games/vikingdrez/locale), falling back to the shared one."""

from __future__ import annotations

from game.text import Domain

TEXTS = Domain("vikingdrez")
