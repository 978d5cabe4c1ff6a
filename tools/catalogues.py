"""The message catalogues: extract the texts from the code, merge them into every language, compile.

    python tools/catalogues.py extract      # the code's messages -> <localedir>/<domain>.pot
    python tools/catalogues.py update       # extract, then merge into every <lang>/LC_MESSAGES/<domain>.po
    python tools/catalogues.py compile      # every .po -> .mo (the app reads the .mo)
    python tools/catalogues.py check        # complete, consistent and compiled? (exit 1 if not)
    python tools/catalogues.py init fr      # start a new language from the template

Domains: ``ludoteca`` (assets/locale/) takes the messages of game/ and scenes/; a game folder
with a ``locale/`` folder of its own (games/<id>/locale/) is the domain ``<id>`` and takes the
messages of that folder.

Extraction goes through Babel (``babel.messages.extract``) with an extraction method that reads
the code's syntax tree, so it knows the calls' keyword arguments (``Msg(..., plural="...", n=n,
context="...")``) and the parameters given as a dict, which Babel's token-based Python extractor
would take for messages. The calls it finds (KEYWORDS): ``t(lang, msgid)``, ``tn(lang, singular,
plural, n)``, ``tp(lang, context, msgid)``, ``Msg(msgid, params, plural, n, context, domain)``
and ``msg(...)`` (the same), ``N_(msgid)``; called by name or as an attribute (``texts.t``).
A comment starting ``TRANSLATORS:`` on the line above a call goes to the translators."""

from __future__ import annotations

import argparse
import ast
import datetime
import io
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from gettext import GNUTranslations
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.text import DEFAULT_DOMAIN, LOCALE_DIR, placeholders  # noqa: E402

# The argument names of each call that carries a message, in order.
KEYWORDS: dict[str, tuple[str, ...]] = {
    "t": ("lang", "msgid"),
    "tn": ("lang", "msgid", "plural", "n"),
    "tp": ("lang", "context", "msgid"),
    "Msg": ("msgid", "params", "plural", "n", "context", "domain"),
    "msg": ("msgid", "params", "plural", "n", "context"),
    "N_": ("msgid",),
}
# What the extraction method yields, by arity, for Babel's spec matching: (msgid,),
# (msgid, plural), (context, msgid, -), (context, msgid, plural, -).
BABEL_SPECS: dict[str, Any] = {
    name: {1: (1,), 2: (1, 2), 3: ((1, "c"), 2), 4: ((1, "c"), 2, 3)} for name in KEYWORDS
}
COMMENT_TAG = "TRANSLATORS:"
SHARED_SOURCES = ("game", "scenes", "games")
# The template and the catalogues carry this date, not the day they were made: regenerating
# them changes nothing unless a message changed.
FIXED_DATE = datetime.datetime(2025, 1, 1, tzinfo=datetime.UTC)
PROJECT = "Ludoteca"


@dataclass(frozen=True)
class Domain:
    name: str
    localedir: Path
    sources: tuple[Path, ...]
    excluded: tuple[Path, ...] = ()

    @property
    def template(self) -> Path:
        return self.localedir / f"{self.name}.pot"

    def po_files(self) -> dict[str, Path]:
        if not self.localedir.is_dir():
            return {}
        return {p.name: p / "LC_MESSAGES" / f"{self.name}.po" for p in sorted(self.localedir.iterdir())
                if (p / "LC_MESSAGES" / f"{self.name}.po").is_file()}


def domains(root: Path = ROOT) -> list[Domain]:
    """``ludoteca`` and one domain per game folder that has texts of its own (a ``texts.py`` or a
    ``locale/``): a new game's words go to its own catalogue from its first ``update``."""
    folder = root / "games"
    games = sorted({p.parent for pattern in ("*/locale", "*/texts.py") for p in folder.glob(pattern)}) \
        if folder.is_dir() else []
    shared = Domain(DEFAULT_DOMAIN, root / LOCALE_DIR.relative_to(ROOT), tuple(root / s for s in SHARED_SOURCES),
                    tuple(games))
    return [shared] + [Domain(g.name, g / "locale", (g,)) for g in games]


# --- extraction -------------------------------------------------------------------------------
def _called_name(node: ast.Call) -> str | None:
    if isinstance(node.func, ast.Name):
        return node.func.id
    if isinstance(node.func, ast.Attribute):
        return node.func.attr
    return None


def _literal(node: ast.expr | None) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def _arguments(node: ast.Call, names: tuple[str, ...]) -> dict[str, ast.expr]:
    found = {name: arg for name, arg in zip(names, node.args, strict=False) if not isinstance(arg, ast.Starred)}
    found.update({k.arg: k.value for k in node.keywords if k.arg in names})
    return found


def extract_python_ast(fileobj: Any, keywords: Any, comment_tags: Any, options: Any) -> Iterator[tuple[int, str, Any,
                                                                                                          list[str]]]:
    """A Babel extraction method: (lineno, funcname, messages, comments) for each call in
    ``keywords`` whose message id is a string literal. A call whose id is not a literal (a variable)
    is not a message to extract: the text was marked where it is written (N_)."""
    source = fileobj.read()
    if isinstance(source, bytes):
        source = source.decode("utf-8")
    lines = source.splitlines()
    tags = tuple(comment_tags or ())
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        name = _called_name(node)
        if name not in keywords or name not in KEYWORDS:
            continue
        args = _arguments(node, KEYWORDS[name])
        msgid = _literal(args.get("msgid"))
        if msgid is None:
            continue
        plural = _literal(args.get("plural"))
        context = _literal(args.get("context"))
        if "context" in args and context is None:
            continue  # a context worked out at run time cannot be extracted
        comments = []
        above = node.lineno - 2
        while above >= 0 and lines[above].strip().startswith("#"):
            text = lines[above].strip().lstrip("#").strip()
            if any(text.startswith(tag) for tag in tags):
                comments.insert(0, text)
            above -= 1
        if context is None:
            messages: Any = msgid if plural is None else (msgid, plural)
        else:
            messages = (context, msgid, None) if plural is None else (context, msgid, plural, None)
        yield node.lineno, name, messages, comments


def extract(domain: Domain) -> Any:
    """The template catalogue of ``domain``: every message of its sources (Babel's Catalog)."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_dir

    catalog = Catalog(domain=domain.name, project=PROJECT, version="1", creation_date=FIXED_DATE,
                      revision_date=FIXED_DATE, charset="utf-8", fuzzy=False)
    method_map = [("**.py", extract_python_ast)]
    for folder in domain.sources:
        if not folder.is_dir():
            continue
        for filename, lineno, message, comments, context in extract_from_dir(
                folder, method_map, keywords=BABEL_SPECS, comment_tags=(COMMENT_TAG,), strip_comment_tags=True):
            path = folder / filename
            if any(path.is_relative_to(ex) for ex in domain.excluded):
                continue
            flags = ("python-brace-format",) if any(placeholders(m) for m in _forms(message)) else ()
            catalog.add(message, None, [(path.relative_to(ROOT).as_posix(), lineno)], flags=flags,
                        auto_comments=comments, context=context)
    return catalog


def _forms(message: Any) -> list[str]:
    return [m for m in (message if isinstance(message, (list, tuple)) else (message,)) if m]


def _write_po(path: Path, catalog: Any) -> None:
    from babel.messages.pofile import write_po

    buffer = io.BytesIO()
    write_po(buffer, catalog, width=100, include_lineno=False, ignore_obsolete=True, sort_output=True)
    path.parent.mkdir(parents=True, exist_ok=True)
    if not path.is_file() or path.read_bytes() != buffer.getvalue():
        path.write_bytes(buffer.getvalue())


def _read_po(path: Path, lang: str | None = None) -> Any:
    from babel.messages.pofile import read_po

    with path.open("rb") as handle:
        return read_po(handle, locale=lang, abort_invalid=True)


def command_extract(root: Path = ROOT) -> list[Any]:
    templates = []
    for domain in domains(root):
        template = extract(domain)
        _write_po(domain.template, template)
        print(f"{domain.template.relative_to(root)}: {len(template)} messages")
        templates.append(template)
    return templates


def command_update(root: Path = ROOT) -> None:
    found = domains(root)
    languages = sorted(found[0].po_files())  # every language the shared catalogue has
    for domain, template in zip(found, command_extract(root), strict=True):
        for lang in languages:  # a game's catalogue in a language it does not have yet starts empty
            if lang not in domain.po_files():
                _new_po(domain, lang, template, root)
        for lang, po in domain.po_files().items():
            catalog = _read_po(po, lang)
            catalog.update(template, update_creation_date=False)
            catalog.revision_date = FIXED_DATE
            _write_po(po, catalog)
            missing = sum(1 for m in catalog if m.id and (not _complete(m) or m.fuzzy))
            print(f"{po.relative_to(root)}: {len(catalog)} messages, {missing} to translate or review")


def command_init(lang: str, root: Path = ROOT) -> None:
    """Start ``lang`` in every domain that does not have it yet."""
    started = 0
    for domain in domains(root):
        if lang not in domain.po_files():
            _new_po(domain, lang, extract(domain), root)
            started += 1
    if not started:
        raise SystemExit(f"every catalogue has {lang} already")


def _new_po(domain: Domain, lang: str, template: Any, root: Path) -> None:
    from babel.messages.catalog import Catalog

    po = domain.localedir / lang / "LC_MESSAGES" / f"{domain.name}.po"
    po.parent.mkdir(parents=True, exist_ok=True)
    catalog = Catalog(locale=lang, domain=domain.name, project=PROJECT, version="1", creation_date=FIXED_DATE,
                      revision_date=FIXED_DATE, charset="utf-8", fuzzy=False)
    catalog.update(template, update_creation_date=False)
    _write_po(po, catalog)
    print(f"{po.relative_to(root)}: {len(catalog)} messages to translate")


def compiled(po: Path, lang: str) -> bytes:
    """The .mo of a .po, as ``compile`` writes it (fuzzy translations left out)."""
    from babel.messages.mofile import write_mo

    buffer = io.BytesIO()
    write_mo(buffer, _read_po(po, lang), use_fuzzy=False)
    return buffer.getvalue()


def command_compile(root: Path = ROOT) -> None:
    for domain in domains(root):
        for lang, po in domain.po_files().items():
            mo = po.with_suffix(".mo")
            data = compiled(po, lang)
            if not mo.is_file() or mo.read_bytes() != data:
                mo.write_bytes(data)
                print(f"{mo.relative_to(root)}: written")
            else:
                print(f"{mo.relative_to(root)}: up to date")


# --- checking ---------------------------------------------------------------------------------
def _complete(message: Any) -> bool:
    strings = message.string if isinstance(message.string, (list, tuple)) else (message.string,)
    return bool(strings) and all(s for s in strings)


def _mo_messages(data: bytes) -> dict[Any, str]:
    return dict(GNUTranslations(io.BytesIO(data))._catalog)  # type: ignore[attr-defined]


def problems(root: Path = ROOT) -> list[str]:
    """Everything ``check`` finds wrong, one line each (empty: all is well)."""
    found: list[str] = []
    for domain in domains(root):
        template = extract(domain)
        wanted = {(m.context, m.id if isinstance(m.id, str) else m.id[0]): m for m in template if m.id}
        if not domain.template.is_file():
            found.append(f"{domain.template.relative_to(root)}: missing (run extract)")
        else:
            written = {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in _read_po(domain.template)
                       if m.id}
            if written != set(wanted):
                found.append(f"{domain.template.relative_to(root)}: not the code's messages (run update)")
        if domain.name == DEFAULT_DOMAIN and len(domain.po_files()) == 0:
            found.append(f"{domain.localedir.relative_to(root)}: no language has a catalogue")
        for lang, po in domain.po_files().items():
            where = po.relative_to(root)
            catalog = _read_po(po, lang)
            have = {(m.context, m.id if isinstance(m.id, str) else m.id[0]): m for m in catalog if m.id}
            for key, source in wanted.items():
                message = have.get(key)
                label = f"{where}: {key[1]!r}" + (f" (context {key[0]!r})" if key[0] else "")
                if message is None:
                    found.append(f"{label}: missing (run update)")
                    continue
                found.extend(f"{label}: {problem}" for problem in _message_problems(source, message, catalog))
            for key in set(have) - set(wanted):
                found.append(f"{where}: {key[1]!r} is no longer in the code (run update)")
            mo = po.with_suffix(".mo")
            if not mo.is_file():
                found.append(f"{mo.relative_to(root)}: missing (run compile)")
            elif _mo_messages(mo.read_bytes()) != _mo_messages(compiled(po, lang)):
                found.append(f"{mo.relative_to(root)}: older than its .po (run compile)")
    return found


def _message_problems(source: Any, message: Any, catalog: Any) -> list[str]:
    out = []
    if message.fuzzy:
        out.append("marked fuzzy (review the translation, then remove the flag)")
    if not _complete(message):
        return out + ["not translated"]
    if source.pluralizable != message.pluralizable:
        return out + ["singular in the code and plural in the catalogue, or the other way round"]
    if source.pluralizable:
        if len(message.string) != catalog.num_plurals:
            out.append(f"{len(message.string)} plural forms where the language has {catalog.num_plurals}")
        names = (placeholders(source.id[0]) | placeholders(source.id[1])) - {"n"}
        for form in message.string:
            if placeholders(form) - {"n"} != names:
                out.append(f"placeholders {sorted(placeholders(form))} in {form!r}, the English has {sorted(names)}")
    elif placeholders(message.string) != placeholders(source.id):
        out.append(f"placeholders {sorted(placeholders(message.string))}, the English has "
                   f"{sorted(placeholders(source.id))}")
    return out


def command_check(root: Path = ROOT) -> int:
    found = problems(root)
    for line in found:
        print(line)
    print("catalogues: " + (f"{len(found)} problems" if found else "complete and compiled"))
    return 1 if found else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="catalogues", description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("extract", help="write each domain's .pot from the code")
    commands.add_parser("update", help="extract, then merge into every language's .po")
    commands.add_parser("compile", help="compile every .po into its .mo")
    commands.add_parser("check", help="every message translated in every language, placeholders matching, .mo current")
    init = commands.add_parser("init", help="start the catalogues of a new language")
    init.add_argument("lang", help="the language code, as its folder is named (fr, pt_BR)")
    args = parser.parse_args(argv)
    if args.command == "extract":
        command_extract()
    elif args.command == "update":
        command_update()
    elif args.command == "compile":
        command_compile()
    elif args.command == "init":
        command_init(args.lang)
    else:
        return command_check()
    return 0


if __name__ == "__main__":
    sys.exit(main())
