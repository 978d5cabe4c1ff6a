"""The end of a game in the player's words: ``Outcome.detail`` line by line, in the player's
language, with the players' names where the engine's messages name a seat.

Engines write their detail lines as messages (``game.text.Msg``; seats as ``game.text.Seat``),
so nothing here reads English back: a message is rendered in ``lang`` with the names, its plurals
chosen by the catalogue. A plain string (an engine not yet on messages) is shown as it is, so a
detail is never lost. A table may instead offer ``outcome_lines(view, outcome, lang)`` and say it
its own way."""

from __future__ import annotations

from collections.abc import Sequence

from game.core import GameState, Outcome
from scenes.i18n import Msg, render


def rating_words(state: GameState, rating: str, lang: str) -> str:
    """The game's words for a rating band (``GameState.rating_name``: a message or a sentence)."""
    said = state.rating_name(rating, lang)
    return render(said, lang) if isinstance(said, Msg) else str(said)


def outcome_lines(state: GameState, outcome: Outcome, names: Sequence[str], lang: str) -> list[str]:
    """Every detail line of ``outcome`` for people, in ``lang``."""
    return [render(line, lang, names) if isinstance(line, Msg) else str(line) for line in outcome.detail]
