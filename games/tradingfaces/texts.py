"""Trading Faces' words: its own gettext domain (games/tradingfaces/locale), and the emotions' names as
messages, so neither the engine nor the table writes a sentence in a language."""

from __future__ import annotations

from pathlib import Path

from game.text import Domain, Msg
from games.tradingfaces.emotions import BY_NUMBER

# The registry registers the folder too; saying it here lets the engine speak without the registry.
TEXTS = Domain("tradingfaces", Path(__file__).parent / "locale")


def emotion_msg(number: int) -> Msg:
    return TEXTS.msg(BY_NUMBER[number].name)


def emotion_name(number: int, lang: str) -> str:
    return TEXTS.t(lang, BY_NUMBER[number].name)
