"""The end of a game in the player's words: ``Outcome.detail`` line by line, in Spanish or
English, with the players' names instead of seat numbers.

The engine writes its detail lines in plain English for the log and the command line
("seat 2: 5 points, 3 gems", "black 34", "white wins", "7/10"). Here each game's lines are
read back and said again for people; a line nobody knows yet is shown as it is, so a new
game's detail is never lost, only untranslated. A table may instead offer
``outcome_lines(view, outcome, lang)`` and say it its own way."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from game.core import GameState, Outcome
from game.spec import load
from scenes.i18n import Msg, render, t, tp

Namer = Callable[[int], str]


def seat_lines(pattern: str, msgid: str) -> Callable[[str, GameState, Namer, str], str | None]:
    """A line like ``seat 2: 5 points, 3 gems`` said with the player's name."""
    regex = re.compile(pattern)

    def say(line: str, state: GameState, name: Namer, lang: str) -> str | None:
        found = regex.fullmatch(line)
        if not found:
            return None
        seat = int(found.group("seat")) - 1
        values = {k: v for k, v in found.groupdict().items() if k != "seat"}
        return t(lang, msgid, name=name(seat), **values)

    return say


def colour_word(colour: str, lang: str) -> str:
    """A side's colour as the outcome lines say it ("White"; in Spanish Damas' sides are "blancas"
    and "negras"); an unknown one as it is."""
    words = {"white": tp(lang, "a side's colour", "White"), "black": tp(lang, "a side's colour", "Black"),
             "red": tp(lang, "a side's colour", "Red"), "blue": tp(lang, "a side's colour", "Blue"),
             "green": tp(lang, "a side's colour", "Green"), "yellow": tp(lang, "a side's colour", "Yellow")}
    return words.get(colour, colour)


def pair(line: str, state: GameState, name: Namer, lang: str, label: str) -> str | None:
    """``4 – 10`` (seat 1 – seat 2) with the names."""
    found = re.fullmatch(r"(-?\d+) – (-?\d+)", line)
    if not found or state.players != 2:
        return None
    left, right = found.groups()
    return t(lang, label) + f": {name(0)} {left} – {name(1)} {right}"


def colour_wins(line: str, state: GameState, name: Namer, lang: str,
                colour_of: Callable[[int], str | None] | None = None) -> str | None:
    """``white wins`` with the name of whoever played white (``colour_of(seat)``, else the
    state's ``colours``)."""
    found = re.fullmatch(r"(\w+) wins", line)
    if not found:
        return None
    colour = found.group(1)
    seats = [s for s in range(state.players) if (colour_of or (lambda s: _seat_colour(state, s)))(s) == colour]
    if seats:
        return t(lang, "{name} wins ({colour}).", name=name(seats[0]), colour=colour_word(colour, lang).lower())
    return t(lang, "{colour} wins.", colour=colour_word(colour, lang))


def _seat_colour(state: GameState, seat: int) -> str | None:
    colours = getattr(state, "colours", None)
    if isinstance(colours, (tuple, list)) and seat < len(colours):
        return str(colours[seat])
    return None


def say_line(line: str, state: GameState, name: Namer, lang: str) -> str:
    """One detail line in ``lang``, as the game's own words say it (``GameSpec.words``);
    unknown lines come back unchanged."""
    spec = getattr(type(state), "spec", None)
    if spec is not None and spec.words:
        said = load(spec.words)(line, state, name, lang)
        if said:
            return str(said)
    return line


def rating_words(state: GameState, rating: str, lang: str) -> str:
    """The game's words for a rating band. A game that names its bands in a module-level
    ``rating_text(rating, lang)`` but does not override ``GameState.rating_name`` still
    gets them said in the player's language."""
    said = state.rating_name(rating, lang)
    if isinstance(said, Msg):
        return render(said, lang)
    if said == rating:
        import sys

        module_words = getattr(sys.modules.get(type(state).__module__), "rating_text", None)
        if callable(module_words):
            try:
                return str(module_words(rating, lang))
            except (KeyError, ValueError, TypeError):
                pass
    return said


def outcome_lines(state: GameState, outcome: Outcome, names: Sequence[str], lang: str) -> list[str]:
    """Every detail line of ``outcome`` for people, in ``lang``."""

    def name(seat: int) -> str:
        if 0 <= seat < len(names):
            return names[seat]
        return t(lang, "Player {number}", number=seat + 1)

    said = []
    for line in outcome.detail:
        if isinstance(line, Msg):  # an engine's message: said with the names, plurals and all
            said.append(render(line, lang, names))
        else:
            said.append(_singular(say_line(line, state, name, lang)))
    return said


def _singular(text: str) -> str:
    """"1 gems" reads "1 gem" ("1 gemas", "1 gema")."""
    return re.sub(r"(?<![\d.-])1 (gem|point|gema|punto|disc|ficha)s\b", r"1 \1", text)
