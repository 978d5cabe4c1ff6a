"""The texts people read come from gettext catalogues (game/text.py, tools/catalogues.py):

- every message the code uses is translated in every language, with the same placeholders and
  the language's plural forms, and the committed .mo files are the .po files compiled;
- messages (Msg) render in any language, nested, with seats named, and read as English in logs;
- a new language is a folder: no code names the languages;
- the shared screens converted to the catalogues keep no ``lang == "es"`` branch and no ``tr(``.
"""

from __future__ import annotations

import ast
import io
import shutil
from pathlib import Path

import pytest

from game.text import Catalogues, Domain, Msg, Seat, placeholders
from tools import catalogues as tool

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "assets" / "locale"
ES_PO = LOCALE / "es" / "LC_MESSAGES" / "ludoteca.po"
# The shared screens, in the catalogues: the game tables and the emblems are per game (they move
# to each game's folder and get a domain of their own there).
CONVERTED = sorted(p for p in [*(ROOT / "scenes").glob("*.py"), *(ROOT / "scenes" / "widgets").glob("*.py")]
                   if p.name not in ("emblems.py", "i18n.py"))
LANGUAGE_CODES = {"es", "en"}


def test_every_message_is_translated_and_compiled():
    assert tool.problems() == []


def test_the_spanish_catalogue_holds_the_shared_messages():
    template = tool.extract(tool.domains()[0])
    assert len(template) > 150
    catalogues = Catalogues()
    assert catalogues.gettext("es", "Menu") == "Menú"
    assert catalogues.ngettext("es", "{n} player", "{n} players", 1) == "{n} jugador"
    assert catalogues.ngettext("es", "{n} player", "{n} players", 3) == "{n} jugadores"
    assert catalogues.pgettext("es", "the menu's button", "Resume") == "Seguir partida"
    assert catalogues.gettext("es", "Resume") == "Seguir"
    assert catalogues.gettext("en", "Menu") == "Menu"  # English is the message ids


def test_languages_are_found_by_folder():
    from scenes.i18n import languages, own_name

    assert languages() == ("es", "en")
    assert [own_name(code) for code in languages()] == ["Español", "English"]


def test_a_translator_adds_a_language_without_code(tmp_path):
    """Copy the Spanish .po as French, 'translate' one message, compile: the language is there."""
    from babel.messages.pofile import read_po, write_po

    with ES_PO.open("rb") as handle:
        catalog = read_po(handle, locale="fr")
    catalog.locale = "fr"
    catalog.get("Menu").string = "Menu (fr)"
    catalog.get("English", context="the name of this language in itself").string = "Français"
    po = tmp_path / "fr" / "LC_MESSAGES" / "ludoteca.po"
    po.parent.mkdir(parents=True)
    buffer = io.BytesIO()
    write_po(buffer, catalog)
    po.write_bytes(buffer.getvalue())
    po.with_suffix(".mo").write_bytes(tool.compiled(po, "fr"))
    shutil.copytree(LOCALE / "es", tmp_path / "es")
    catalogues = Catalogues(tmp_path)
    assert catalogues.languages() == ("es", "fr", "en")
    assert catalogues.gettext("fr", "Menu") == "Menu (fr)"
    assert catalogues.pgettext("fr", "the name of this language in itself", "English") == "Français"
    assert catalogues.gettext("de", "Menu") == "Menu"  # no catalogue: the English


def test_msg_is_an_immutable_value_with_an_english_text_form():
    move = Msg("{who} drew {n} card", {"who": Seat(1)}, plural="{who} drew {n} cards", n=3)
    assert str(move) == "Player 2 drew 3 cards"
    assert move == Msg("{who} drew {n} card", {"who": Seat(1)}, plural="{who} drew {n} cards", n=3)
    assert hash(move) == hash(Msg("{who} drew {n} card", {"who": Seat(1)}, plural="{who} drew {n} cards", n=3))
    assert move.params["n"] == 3
    with pytest.raises(TypeError):
        move.params["n"] = 4  # type: ignore[index]
    with pytest.raises(ValueError):
        Msg("{n} card", plural="{n} cards")  # a plural needs its count
    assert str(Msg("Use {{braces}}", {"x": 1})) == "Use {braces}"


def test_messages_render_nested_in_the_players_language_with_their_names():
    import game.registry  # noqa: F401 - registers every game's catalogue
    from game.text import render

    # Reverso's own catalogue (games/reverso/locale) says its outcome lines; Ludo's says who won.
    inner = Msg("{colour}: {n} disc", {"colour": "Blancas"}, plural="{colour}: {n} discs", n=1, domain="reverso")
    outer = Msg("{action} (under earlier rules)", {"action": inner})
    assert render(outer, "es") == "Blancas: 1 ficha (con reglas anteriores)"
    assert render(outer, "en") == "Blancas: 1 disc (under earlier rules)"
    seated = Msg("{name} wins ({colour}).", {"name": Seat(0), "colour": "blancas"}, domain="ludo")
    assert render(seated, "es") == "Gana Jugador 1 (blancas)."
    assert render(seated, "es", names=["Ana"]) == "Gana Ana (blancas)."


def test_a_game_domain_falls_back_to_the_shared_one(tmp_path):
    catalogues = Catalogues()
    texts = Domain("somegame", tmp_path / "locale", catalogues=catalogues)  # no catalogue of its own yet
    assert texts.t("es", "Menu") == "Menú"
    assert texts.tn("es", "{n} player", "{n} players", 2) == "2 jugadores"
    assert catalogues.render(texts.msg("Pass to {name}", {"name": "Ana"}), "es") == "Pasa a Ana"
    assert "somegame" in catalogues.domains()


def test_a_translation_with_wrong_placeholders_falls_back_to_the_english():
    from game.text import fill

    assert fill("Turno: {nombres}", {"names": "Ana"}, "Turn: {names}") == "Turn: Ana"


def test_the_extractor_reads_keyword_arguments_and_parameter_dicts():
    source = b'''
from scenes.i18n import t, tn, tp, N_
# TRANSLATORS: a button
a = t(lang, "Menu")
b = tn(lang, "{n} player", "{n} players", count, extra={"x": "not a message"})
c = tp(lang, "the menu's button", "Resume")
d = Msg("{who} drew {n} card", {"who": Seat(0), "k": "not a message"}, plural="{who} drew {n} cards", n=2)
e = texts.msg("Pass", context="cards")
f = N_("Easy")
g = t(lang, variable)
'''
    from babel.messages.extract import extract

    found = {(context, message if isinstance(message, str) else tuple(message)): comments
             for _line, message, comments, context in extract(tool.extract_python_ast, io.BytesIO(source),
                                                             tool.BABEL_SPECS, comment_tags=(tool.COMMENT_TAG,),
                                                             strip_comment_tags=True)}
    assert set(found) == {
        (None, "Menu"), (None, ("{n} player", "{n} players")), ("the menu's button", "Resume"),
        (None, ("{who} drew {n} card", "{who} drew {n} cards")), ("cards", "Pass"), (None, "Easy")}
    assert found[(None, "Menu")] == ["a button"]


def test_placeholders():
    assert placeholders("{name}: {points} points, {score:g} {n!r}") == {"name", "points", "score", "n"}
    assert placeholders("Use {{braces}}") == frozenset()


def _language_literal(node: ast.AST) -> bool:
    if isinstance(node, ast.Constant) and node.value in LANGUAGE_CODES:
        return True
    return isinstance(node, (ast.Tuple, ast.List, ast.Set)) and any(_language_literal(e) for e in node.elts)


@pytest.mark.parametrize("path", CONVERTED, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_the_shared_screens_branch_on_no_language(path):
    """No ``lang == "es"``, ``"en" if ...``, ``lang in ("es", "en")`` and no tr(): the catalogues say it."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare) and any(_language_literal(n) for n in [node.left, *node.comparators]):
            found.append(f"line {node.lineno}: {ast.unparse(node)}")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "tr":
            found.append(f"line {node.lineno}: {ast.unparse(node)[:60]}")
    assert found == []


def test_the_build_ships_the_compiled_catalogues():
    from tests.test_build_config import SPEC, spec_data_folders

    assert "locale" in spec_data_folders()
    skipped = ast.literal_eval(SPEC.read_text(encoding="utf-8").split("SKIP_SUFFIXES = ", 1)[1].split("\n", 1)[0])
    assert ".mo" not in skipped
    assert list(LOCALE.glob("*/LC_MESSAGES/ludoteca.mo"))


def test_the_system_language_is_one_there_is_a_catalogue_for(monkeypatch):
    from scenes.i18n import system_language

    for variable in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "es_ES.UTF-8")
    assert system_language() == "es"
    monkeypatch.setenv("LANG", "xx_XX.UTF-8")
    assert system_language() == "en"
    monkeypatch.setenv("LANG", "C.UTF-8")
    assert system_language() == "en"
