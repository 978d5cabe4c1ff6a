"""Words people read, kept out of the code that decides them.

Every text a person reads comes from gettext message catalogues (``.po`` sources compiled to
``.mo``), read at run time by the standard library's :mod:`gettext`. The message ids are the
English texts themselves with ``{name}`` placeholders (``str.format``), so English needs no
catalogue and reads well in logs and tests; every other language is a folder::

    <localedir>/<lang>/LC_MESSAGES/<domain>.mo

The shared domain ``ludoteca`` lives in ``assets/locale/``; a game registers a domain of its own
(``Domain("ideograma", folder / "locale")``) whose lookups fall back to the shared one. A
translator adds a language by adding a folder: :meth:`Catalogues.languages` finds it.

Engines do not say sentences: they return a :class:`Msg` (a message id with parameters) and the
screen renders it in the player's language with :func:`render`. Parameters may themselves be
messages (rendered in the same language) or a :class:`Seat` (rendered as the player's name when
the screen knows it, "Player 2" otherwise).

Pure: no pygame, nothing from ``scenes``.
"""

from __future__ import annotations

import gettext as _gettext
import string
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any

from assets import asset_path

SOURCE_LANGUAGE = "en"  # the language of the message ids: it needs no catalogue
DEFAULT_DOMAIN = "ludoteca"
LOCALE_DIR = asset_path("locale")


def N_(msgid: str) -> str:
    """Marks a message id for extraction where it is written (a table of texts) and returns it
    unchanged; it is translated where it is shown (gettext's ``gettext_noop``)."""
    return msgid


@dataclass(frozen=True, slots=True)
class Seat:
    """A seat as a message parameter: the player's name on screen, "Player 2" when unnamed."""

    index: int


SEAT_WORDS = "Player {number}"  # how an unnamed seat reads (translated like any message)


@dataclass(frozen=True, slots=True, eq=True)
class Msg:
    """A message to show: an English message id, its parameters, and for plurals the English
    plural and the count that chooses the form. ``str(msg)`` is the English text (logs, tests).

    ``Msg("{who} drew {n} card", {"who": Seat(0)}, plural="{who} drew {n} cards", n=3)``; the
    count is also the parameter ``n`` unless ``params`` says otherwise. ``context`` tells apart
    two messages that read the same in English (gettext's ``msgctxt``); ``domain`` is the catalogue
    (a game's own; None: the one the screen renders with, else ``ludoteca``)."""

    msgid: str
    params: Mapping[str, object] = field(default_factory=dict)
    plural: str | None = None
    n: int | None = None
    context: str | None = None
    domain: str | None = None

    def __post_init__(self) -> None:
        params = dict(self.params)
        if self.plural is not None:
            if self.n is None:
                raise ValueError(f"the plural message {self.msgid!r} has no count n")
            params.setdefault("n", self.n)
        object.__setattr__(self, "params", MappingProxyType(params))

    def __hash__(self) -> int:
        return hash((self.msgid, tuple(sorted((k, repr(v)) for k, v in self.params.items())), self.plural,
                     self.n, self.context, self.domain))

    def __str__(self) -> str:
        return render(self, SOURCE_LANGUAGE, catalogues=_SOURCE_ONLY)


def placeholders(text: str) -> frozenset[str]:
    """The ``{name}`` fields of a message (``{n:g}`` counts as ``n``), for checks."""
    names: set[str] = set()
    try:
        for _literal, name, _spec, _conversion in string.Formatter().parse(text):
            if name is not None:
                names.add(name.split(".")[0].split("[")[0])
    except ValueError:
        pass
    return frozenset(names)


class Catalogues:
    """The message catalogues of every registered domain, loaded on first use (thread-safe: the
    computer players' threads may describe moves)."""

    def __init__(self, localedir: Path | str | None = LOCALE_DIR, default_domain: str = DEFAULT_DOMAIN) -> None:
        self.default_domain = default_domain
        self._dirs: dict[str, Path | None] = {default_domain: Path(localedir) if localedir is not None else None}
        self._loaded: dict[tuple[str, str], _gettext.NullTranslations] = {}
        self._lock = threading.Lock()

    # --- domains and languages -----------------------------------------------------------------
    def register_domain(self, domain: str, localedir: Path | str) -> None:
        """Where ``domain``'s catalogues are (``<localedir>/<lang>/LC_MESSAGES/<domain>.mo``).
        Its lookups fall back to the default domain, then to the English message id."""
        with self._lock:
            self._dirs[domain] = Path(localedir)
            self._loaded.clear()

    def domains(self) -> tuple[str, ...]:
        return tuple(self._dirs)

    def localedir(self, domain: str | None = None) -> Path | None:
        return self._dirs.get(domain or self.default_domain)

    def languages(self, domain: str | None = None) -> tuple[str, ...]:
        """Every language with a compiled catalogue of ``domain`` (the default one), found by its
        folder, then English (the message ids). A new folder is a new language, without code."""
        folder = self.localedir(domain)
        found: list[str] = []
        if folder is not None and folder.is_dir():
            name = f"{domain or self.default_domain}.mo"
            found = sorted(p.name for p in folder.iterdir() if (p / "LC_MESSAGES" / name).is_file())
        return tuple(code for code in found if code != SOURCE_LANGUAGE) + (SOURCE_LANGUAGE,)

    def translation(self, lang: str, domain: str | None = None) -> _gettext.NullTranslations:
        """The catalogue of ``domain`` in ``lang``, falling back to the default domain, then to the
        message ids themselves (English)."""
        domain = domain or self.default_domain
        key = (domain, lang)
        found = self._loaded.get(key)
        if found is not None:
            return found
        fallback = self.translation(lang) if domain != self.default_domain else None
        with self._lock:
            folder = self._dirs.get(domain)
            if folder is None:
                loaded: _gettext.NullTranslations = _gettext.NullTranslations()
            else:
                loaded = _gettext.translation(domain, str(folder), languages=[lang], fallback=True)
            if fallback is not None:
                loaded.add_fallback(fallback)
            self._loaded[key] = loaded
        return loaded

    # --- lookups --------------------------------------------------------------------------------
    def gettext(self, lang: str, msgid: str, domain: str | None = None) -> str:
        return self.translation(lang, domain).gettext(msgid)

    def ngettext(self, lang: str, singular: str, plural: str, n: int, domain: str | None = None) -> str:
        return self.translation(lang, domain).ngettext(singular, plural, n)

    def pgettext(self, lang: str, context: str, msgid: str, domain: str | None = None) -> str:
        return self.translation(lang, domain).pgettext(context, msgid)

    def npgettext(self, lang: str, context: str, singular: str, plural: str, n: int,
                  domain: str | None = None) -> str:
        return self.translation(lang, domain).npgettext(context, singular, plural, n)

    def render(self, msg: Msg, lang: str, names: Sequence[str] = (), domain: str | None = None) -> str:
        """``msg`` in ``lang``: its catalogue text with the parameters filled in (parameters that
        are messages in the same language; a :class:`Seat` as ``names[seat]`` when given)."""
        domain = msg.domain or domain
        if msg.plural is None:
            text = (self.pgettext(lang, msg.context, msg.msgid, domain) if msg.context
                    else self.gettext(lang, msg.msgid, domain))
        else:
            n = int(msg.n or 0)
            text = (self.npgettext(lang, msg.context, msg.msgid, msg.plural, n, domain) if msg.context
                    else self.ngettext(lang, msg.msgid, msg.plural, n, domain))
        if not msg.params:
            return text
        values = {key: self.parameter(value, lang, names, domain) for key, value in msg.params.items()}
        return fill(text, values, source=msg.msgid if msg.plural is None or msg.n == 1 else msg.plural)

    def parameter(self, value: object, lang: str, names: Sequence[str], domain: str | None) -> object:
        if isinstance(value, Msg):
            return self.render(value, lang, names, domain)
        if isinstance(value, Seat):
            if 0 <= value.index < len(names):
                return names[value.index]
            return self.render(Msg(SEAT_WORDS, {"number": value.index + 1}), lang, domain=domain)
        return value


def fill(text: str, values: Mapping[str, Any], source: str | None = None) -> str:
    """``text.format(**values)``; a translation whose placeholders do not fit falls back to the
    English ``source`` rather than failing on screen (``tools/catalogues.py check`` catches it)."""
    for candidate in (text, source):
        if candidate is None:
            continue
        try:
            return candidate.format(**values)
        except (KeyError, IndexError, ValueError, AttributeError):
            continue
    return text


CATALOGUES = Catalogues()
_SOURCE_ONLY = Catalogues(localedir=None)  # English only: the text form of a message


def register_domain(domain: str, localedir: Path | str) -> None:
    CATALOGUES.register_domain(domain, localedir)


def languages() -> tuple[str, ...]:
    return CATALOGUES.languages()


def render(msg: Msg, lang: str, names: Sequence[str] = (), *, catalogues: Catalogues | None = None) -> str:
    return (catalogues or CATALOGUES).render(msg, lang, names)


class Domain:
    """A domain's lookups for the code that shows texts, formatting parameters as it goes:
    ``t(lang, "Turn: {names}", names=...)``, ``tn(lang, "{n} player", "{n} players", n)``,
    ``tp(lang, "menu button", "Resume")``, and ``msg(...)`` to make a :class:`Msg` of this
    domain. ``tools/catalogues.py extract`` finds the calls by these names."""

    def __init__(self, name: str = DEFAULT_DOMAIN, localedir: Path | str | None = None,
                 catalogues: Catalogues | None = None) -> None:
        self.name = name
        self.catalogues = catalogues or CATALOGUES
        if localedir is not None:
            self.catalogues.register_domain(name, localedir)

    def t(self, lang: str, msgid: str, /, **params: object) -> str:
        """gettext, then ``{name}`` filled from ``params`` (none: the text as it is)."""
        text = self.catalogues.gettext(lang, msgid, self.name)
        return fill(text, self._values(params, lang), msgid) if params else text

    def tn(self, lang: str, singular: str, plural: str, n: int, /, **params: object) -> str:
        """ngettext: the form for ``n`` in ``lang`` (``{n}`` is filled with the count)."""
        text = self.catalogues.ngettext(lang, singular, plural, n, self.name)
        values = self._values({"n": n, **params}, lang)
        return fill(text, values, singular if n == 1 else plural)

    def tp(self, lang: str, context: str, msgid: str, /, **params: object) -> str:
        """pgettext: ``msgid`` in a ``context``, for texts that read alike in English only."""
        text = self.catalogues.pgettext(lang, context, msgid, self.name)
        return fill(text, self._values(params, lang), msgid) if params else text

    def msg(self, msgid: str, params: Mapping[str, object] | None = None, plural: str | None = None,
            n: int | None = None, context: str | None = None) -> Msg:
        return Msg(msgid, params or {}, plural, n, context, self.name)

    def _values(self, params: Mapping[str, object], lang: str) -> dict[str, object]:
        return {key: self.catalogues.parameter(value, lang, (), self.name) for key, value in params.items()}


SHARED = Domain()
