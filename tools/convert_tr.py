"""Rewrite ``tr(lang, "English", "Español")`` calls as catalogue lookups, once per file.

    python tools/convert_tr.py --po assets/locale/es/LC_MESSAGES/ludoteca.po scenes/menu.py ...
    python tools/catalogues.py update && python tools/catalogues.py compile

Each ``tr(lang, en, es)`` whose two texts are literals (plain or f-strings with the same
expressions in both) becomes ``t(lang, en)``; an f-string becomes a ``{name}`` template with the
expressions passed by name (``t(lang, "Turn: {names}", names=names)``), keeping the source's
layout. The Spanish goes into the given ``.po`` as the translation of the English. The import of
``tr`` becomes an import of ``t`` (both while some calls stay).

Left as they are, and listed for a person to convert: calls whose texts are not literals
(``tr(lang, *pair)``, ``tr(lang, en, es)`` on variables, texts built with ``+``), f-strings
whose English and Spanish use different expressions, and English texts that have two different
Spanish translations in the files given (they need a context: ``tp(lang, "context", "English")``).
Hand-written plurals (``"s" if n != 1``) are among the first kind: they become ``tn``.
For a game's own domain, give that game's ``.po`` and import ``t`` from the game's texts."""

from __future__ import annotations

import argparse
import ast
import io
import keyword
import re
import sys
import tokenize
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


@dataclass
class Conversion:
    start: int
    end: int
    text: str
    msgid: str
    spanish: str


@dataclass
class FileResult:
    path: Path
    source: str
    conversions: list[Conversion] = field(default_factory=list)
    left: list[str] = field(default_factory=list)


def _offsets(source: str) -> list[int]:
    """The byte offset of each line's start (the syntax tree's columns count UTF-8 bytes)."""
    starts, total = [0], 0
    for line in source.encode("utf-8").splitlines(keepends=True):
        total += len(line)
        starts.append(total)
    return starts


def _quote(text: str) -> str:
    body = text.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t")
    if '"' not in body:
        return f'"{body}"'
    if "'" not in body:
        return f"'{body}'"
    return '"' + body.replace('"', '\\"') + '"'


def _expression_name(node: ast.expr) -> str:
    if isinstance(node, ast.Name):
        name = node.id
    elif isinstance(node, ast.Attribute):
        name = node.attr
    elif isinstance(node, ast.Subscript):  # names[0]: a name
        name = _expression_name(node.value)
        return name[:-1] if name.endswith("s") and len(name) > 3 else name
    elif isinstance(node, ast.BinOp):  # seat + 1
        return "number"
    elif isinstance(node, ast.Call):
        return _expression_name(node.func)
    else:
        name = "value"
    name = name.strip("_") or "value"
    return name + "_" if keyword.iskeyword(name) else name


class _Names:
    """The placeholder name of each expression of one call (same expression, same name)."""

    def __init__(self) -> None:
        self.by_expression: dict[str, str] = {}

    def name(self, node: ast.expr) -> str:
        key = ast.unparse(node)
        if key not in self.by_expression:
            base = _expression_name(node)
            name, number = base, 2
            while name in self.by_expression.values():
                name, number = f"{base}{number}", number + 1
            self.by_expression[key] = name
        return self.by_expression[key]


def _template(node: ast.JoinedStr | ast.Constant, names: _Names, known_only: bool) -> str | None:
    """The str.format template of a (joined) f-string; None if it uses an expression not named yet
    while ``known_only``."""
    if isinstance(node, ast.Constant):
        return str(node.value).replace("{", "{{").replace("}", "}}")
    out = []
    for value in node.values:
        if isinstance(value, ast.Constant):
            out.append(str(value.value).replace("{", "{{").replace("}", "}}"))
            continue
        assert isinstance(value, ast.FormattedValue)
        if known_only and ast.unparse(value.value) not in names.by_expression:
            return None
        field_text = names.name(value.value)
        if value.conversion != -1:
            field_text += "!" + chr(value.conversion)
        if value.format_spec is not None:
            spec = _template(value.format_spec, names, known_only)  # type: ignore[arg-type]
            if spec is None:
                return None
            field_text += ":" + spec.replace("{{", "{").replace("}}", "}")
        out.append("{" + field_text + "}")
    return "".join(out)


def _rewrite_literal(segment: str, names: _Names, escape_braces: bool) -> str:
    """The English argument's source with each (f-)string token made a template, its layout kept
    (the call's name is one letter shorter, so continuation lines move one column left)."""
    tokens = list(tokenize.generate_tokens(io.StringIO(segment).readline))
    lines = segment.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))
    out, position = [], 0
    for token in tokens:
        if token.type != tokenize.STRING:
            continue
        begin = starts[token.start[0] - 1] + token.start[1]
        finish = starts[token.end[0] - 1] + token.end[1]
        between = segment[position:begin]
        out.append(re.sub(r"\n {1}", "\n", between))
        node = ast.parse(token.string, mode="eval").body
        if isinstance(node, ast.JoinedStr):
            text = _template(node, names, known_only=False)
        else:
            text = str(node.value)
            if escape_braces:
                text = text.replace("{", "{{").replace("}", "}}")
        out.append(_quote(text or ""))
        position = finish
    out.append(segment[position:])
    return "".join(out)


def convert_file(path: Path, function: str = "t") -> FileResult:
    source = path.read_text(encoding="utf-8")
    result = FileResult(path, source)
    starts = _offsets(source)
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "tr"):
            continue
        where = f"{path}:{node.lineno}"
        if len(node.args) != 3 or node.keywords or any(isinstance(a, ast.Starred) for a in node.args):
            result.left.append(f"{where}: {ast.get_source_segment(source, node)}")
            continue
        lang, en, es = node.args
        literal = (ast.Constant, ast.JoinedStr)
        if not (isinstance(en, literal) and isinstance(es, literal)) or (
                isinstance(en, ast.Constant) and not isinstance(en.value, str)):
            result.left.append(f"{where}: {ast.get_source_segment(source, node)}")
            continue
        names = _Names()
        msgid = _template(en, names, known_only=False)
        spanish = _template(es, names, known_only=True)
        uses = set(names.by_expression)
        es_uses = {ast.unparse(v.value) for v in getattr(es, "values", []) if isinstance(v, ast.FormattedValue)}
        if msgid is None or spanish is None or es_uses != uses:
            result.left.append(f"{where}: different expressions in English and Spanish")
            continue
        if not uses:  # plain texts: no formatting, so no brace escaping
            msgid, spanish = _plain(en), _plain(es)
        segment = ast.get_source_segment(source, en) or ""
        text = _rewrite_literal(segment, names, escape_braces=bool(uses)) if isinstance(en, ast.JoinedStr) or uses \
            else re.sub(r"\n {1}", "\n", segment)
        params = "".join(f", {name}={expr}" for expr, name in names.by_expression.items())
        lang_text = ast.get_source_segment(source, lang)
        start = starts[node.lineno - 1] + node.col_offset
        end = starts[node.end_lineno - 1] + node.end_col_offset  # type: ignore[operator]
        result.conversions.append(Conversion(start, end, f"{function}({lang_text}, {text}{params})", msgid, spanish))
    return result


def _plain(node: ast.expr) -> str:
    if isinstance(node, ast.JoinedStr):
        return "".join(str(v.value) for v in node.values if isinstance(v, ast.Constant))
    assert isinstance(node, ast.Constant)
    return str(node.value)


def apply(result: FileResult, skip: set[str], function: str = "t") -> str:
    data = result.source.encode("utf-8")
    done = 0
    for conversion in sorted(result.conversions, key=lambda c: c.start, reverse=True):
        if conversion.msgid in skip:
            result.left.append(f"{result.path}: {conversion.msgid!r} has two Spanish translations (needs a context)")
            continue
        data = data[:conversion.start] + conversion.text.encode("utf-8") + data[conversion.end:]
        done += 1
    source = data.decode("utf-8")
    remaining = bool(re.search(r"\btr\(", source))
    names = f"{function}, tr" if remaining else function

    def imports(match: re.Match[str]) -> str:
        listed = [n.strip() for n in match.group(1).split(",") if n.strip() and n.strip() != "tr"]
        listed = sorted(set(listed) | set(names.split(", ")), key=lambda n: (n.lower(), n))
        return f"from scenes.i18n import {', '.join(listed)}"

    if done:
        source = re.sub(r"from scenes\.i18n import (\w+(?:, \w+)*)", imports, source)
    return source


def add_translations(po: Path, pairs: dict[str, str]) -> None:
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import read_po, write_po

    lang = po.parent.parent.name
    if po.is_file():
        with po.open("rb") as handle:
            catalog = read_po(handle, locale=lang)
    else:
        catalog = Catalog(locale=lang, domain=po.stem, fuzzy=False)
    for msgid, spanish in pairs.items():
        existing = catalog.get(msgid)
        if existing is not None and existing.string and existing.string != spanish:
            print(f"{po}: {msgid!r} keeps {existing.string!r}, not {spanish!r}", file=sys.stderr)
            continue
        catalog.add(msgid, spanish)
    po.parent.mkdir(parents=True, exist_ok=True)
    with po.open("wb") as handle:
        write_po(handle, catalog, width=100, include_lineno=False, sort_output=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--po", type=Path, required=True, help="the Spanish .po that receives the translations")
    parser.add_argument("--dry-run", action="store_true", help="report only")
    parser.add_argument("files", nargs="+", type=Path)
    args = parser.parse_args(argv)
    results = [convert_file(p) for p in args.files]
    spanish: dict[str, set[str]] = {}
    for result in results:
        for c in result.conversions:
            spanish.setdefault(c.msgid, set()).add(c.spanish)
    skip = {msgid for msgid, said in spanish.items() if len(said) > 1}
    pairs = {msgid: next(iter(said)) for msgid, said in spanish.items() if msgid not in skip}
    converted = 0
    for result in results:
        text = apply(result, skip)
        converted += sum(1 for c in result.conversions if c.msgid not in skip)
        if not args.dry_run and text != result.source:
            result.path.write_text(text, encoding="utf-8")
        for line in result.left:
            print("left:", line)
    if not args.dry_run:
        add_translations(args.po, pairs)
    print(f"{converted} calls converted, {len(pairs)} messages, {sum(len(r.left) for r in results)} left")
    return 0


if __name__ == "__main__":
    sys.exit(main())
