"""Spanish and English. Short texts live beside the code as ``tr(lang, en, es)``;
game names keep their Spanish names in both languages."""

from __future__ import annotations

import locale
import os

LANGUAGES = ("es", "en")


def tr(lang: str, en: str, es: str) -> str:
    return es if lang == "es" else en


def system_language() -> str:
    """'es' when the system locale is Spanish, else 'en'."""
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(variable, "")
        if value:
            return "es" if value.lower().startswith("es") else "en"
    try:
        code = locale.getlocale()[0] or ""
    except ValueError:
        code = ""
    return "es" if code.lower().startswith("es") else "en"
