"""The player's language and the shared texts of the screens.

Texts come from the ``ludoteca`` gettext catalogues in ``assets/locale/`` (see game/text.py and
docs/TRANSLATING.md): write the English, with ``{name}`` placeholders, where it is shown::

    t(lang, "Turn: {names}", names=names)
    tn(lang, "{n} player", "{n} players", count)
    tp(lang, "menu button", "Resume")     # the same English, said differently elsewhere
    N_("Easy")                            # in a table of texts; t(lang, value) where shown

and ``python tools/catalogues.py update`` puts it in every language's ``.po``. Game names keep
their Spanish names in every language.

``tr(lang, en, es)`` is the older way, kept for the files not converted yet (game tables)."""

from __future__ import annotations

import locale
import os
from collections.abc import Mapping, Sequence
from typing import Any

from game.text import CATALOGUES, N_, SHARED, SOURCE_LANGUAGE, Domain, Msg, render

__all__ = ["N_", "Msg", "game_summary", "game_t", "game_title", "language_name", "languages", "own_name", "render", "say", "system_language", "t", "tn", "tp", "tr", "variant_name"]

t = SHARED.t
tn = SHARED.tn
tp = SHARED.tp


def say(value: object, lang: str, names: Sequence[str] = ()) -> str:
    """Text for a person from what an engine returned: a :class:`Msg` rendered in ``lang`` with the
    players' names (an engine that still writes sentences: the sentence as it is)."""
    return render(value, lang, names) if isinstance(value, Msg) else str(value)


def game_t(game_id: str, lang: str, msgid: str, /, **params: object) -> str:
    """A game's own words, as its spec holds them: its catalogue (games/<id>/locale), else the
    shared one, else the English."""
    return Domain(game_id).t(lang, msgid, **params)


def variant_name(game: Any, options: Mapping[str, object], lang: str) -> str | None:
    """The name of the variant ``options`` choose ("Memory"), or None for the game itself
    (``game``: its engine class or a state)."""
    chosen = game.spec.variant(options)
    if chosen is None:
        return None
    option = next(o for o in game.options_spec if o.name == game.spec.variant_option)
    return str(option.choice_text(chosen[0], lang))


def game_title(game: Any, options: Mapping[str, object], lang: str) -> str:
    """A game's title as played with ``options`` (``game``: its engine class or a state): with the
    variant's name when its variant option chooses another game than the default, "Trading Faces
    (Memory)", so a screen never calls a game of Memory plain Trading Faces."""
    name = variant_name(game, options, lang)
    return str(game.title) if name is None else f"{game.title} ({name})"


def game_summary(game: Any, options: Mapping[str, object], lang: str) -> str:
    """What kind of game it is in a line, for the game ``options`` choose (its variant's own line)."""
    chosen = game.spec.variant(options)
    summary = chosen[1].summary if chosen is not None else game.spec.summary
    return game_t(game.id, lang, summary) if summary else ""


def languages() -> tuple[str, ...]:
    """The languages there are catalogues for (a folder in assets/locale/), English last."""
    return CATALOGUES.languages()


def own_name(lang: str) -> str:
    """"Español", "English", "Français": how a language calls itself, for the language choice (each
    catalogue translates this message with its own language's name)."""
    return tp(lang, "the name of this language in itself", "English")


def language_name(code: str, lang: str) -> str:
    """The language ``code`` named in ``lang`` ("inglés"), or its own name for a language the
    rules are not written in."""
    names = {"en": tp(lang, "language name", "English"), "es": tp(lang, "language name", "Spanish")}
    return names.get(code) or own_name(code)


def tr(lang: str, en: str, es: str) -> str:
    """Deprecated: the texts of a file not yet in the catalogues (English for any other language)."""
    return es if lang == "es" else en


def system_language() -> str:
    """The system locale's language when there is a catalogue for it, else English."""
    codes = languages()
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(variable, "")
        if value:
            return _known(value.split(":")[0], codes)
    try:
        code = locale.getlocale()[0] or ""
    except ValueError:
        code = ""
    return _known(code, codes)


def _known(value: str, codes: tuple[str, ...]) -> str:
    prefix = value.lower().replace("-", "_").split(".")[0].split("_")[0]
    return prefix if prefix in codes else SOURCE_LANGUAGE
