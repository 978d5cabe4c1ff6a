"""The README's front door tells the truth: the games it lists are the games the registry has."""

import re
from pathlib import Path

from game.registry import SPECS

README = Path(__file__).resolve().parents[1] / "README.md"


def listed_games() -> dict[str, list[str]]:
    text = README.read_text(encoding="utf-8")
    block = re.search(r"<!-- games:.*?-->\n(.*?)<!-- /games -->", text, re.S)
    assert block, "README.md lost its list of games between <!-- games --> and <!-- /games -->"
    families: dict[str, list[str]] = {}
    for line in block.group(1).splitlines():
        match = re.fullmatch(r"- \*\*(.+?)\*\*: (.+)\.", line.strip())
        assert match, f"README.md: a line of the games list is not '- **Family**: Game, Game.': {line!r}"
        families[match.group(1)] = [title.strip() for title in match.group(2).split(",")]
    return families


def test_the_readme_lists_every_registered_game_by_family_and_nothing_else() -> None:
    registered: dict[str, list[str]] = {}
    for spec in SPECS.values():
        registered.setdefault(spec.family, []).append(spec.title)
    assert listed_games() == registered
