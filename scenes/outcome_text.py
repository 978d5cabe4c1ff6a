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
from scenes.i18n import tr

Namer = Callable[[int], str]


def _seat_lines(pattern: str, en: str, es: str) -> Callable[[str, GameState, Namer, str], str | None]:
    """A line like ``seat 2: 5 points, 3 gems`` said with the player's name."""
    regex = re.compile(pattern)

    def say(line: str, state: GameState, name: Namer, lang: str) -> str | None:
        found = regex.fullmatch(line)
        if not found:
            return None
        seat = int(found.group("seat")) - 1
        values = {k: v for k, v in found.groupdict().items() if k != "seat"}
        return tr(lang, en, es).format(name=name(seat), **values)

    return say


COLOUR_WORDS = {
    "en": {"white": "White", "black": "Black", "red": "Red", "blue": "Blue", "green": "Green", "yellow": "Yellow"},
    "es": {"white": "blancas", "black": "negras", "red": "rojo", "blue": "azul", "green": "verde", "yellow": "amarillo"},
}

FIXED: dict[str, dict[str, tuple[str, str]]] = {
    "damas": {
        "no_pieces": ("The other side has no pieces left.", "Al rival no le quedan piezas."),
        "blocked": ("The other side has no move left.", "El rival no tiene jugada posible."),
        "kings_only": ("Draw: only kings moved for too long.", "Tablas: demasiadas jugadas solo con damas."),
        "no_progress": ("Draw: too many moves without a capture or a man moving.",
                        "Tablas: demasiadas jugadas sin comer ni mover un peón."),
    },
    "ludo": {
        "four home": ("All four pieces reached home.", "Las cuatro fichas llegaron a casa."),
        "turn limit": ("The turn limit ended the game: most pieces home, then the furthest along.",
                       "El límite de turnos terminó la partida: gana quien tiene más fichas en casa, y después la "
                       "más adelantada."),
    },
    "favores": {
        "tie on points broken by gems on the last day": (
            "Tied on points: more gems on the last day decided it.",
            "Empate a puntos: decidieron las gemas del último día."),
        "tie on points and gems broken by who played first on the last day": (
            "Tied on points and gems: who played first on the last day decided it.",
            "Empate a puntos y gemas: decidió quién jugó antes el último día."),
    },
}

VUELVAN_LINES = {
    "correct": ("Cards on their right Door", "Cartas en su Puerta"),
    "unused_gems": ("Gems not played", "Gemas sin jugar"),
    "wild_discarded": ("Wild cards discarded", "Comodines descartados"),
    "wrong_door": ("Cards on a wrong Door", "Cartas en una Puerta equivocada"),
    "clue_discarded": ("Clue cards discarded", "Cartas de pista descartadas"),
    "wild_on_door": ("Wild cards on a Door", "Comodines en una Puerta"),
}

SEAT_LINES = {
    "favores": _seat_lines(r"seat (?P<seat>\d+): (?P<points>-?\d+) points, (?P<gems>\d+) gems",
                           "{name}: {points} points, {gems} gems", "{name}: {points} puntos, {gems} gemas"),
    "trampas": _seat_lines(r"seat (?P<seat>\d+): (?P<gems>\d+) gems", "{name}: {gems} gems", "{name}: {gems} gemas"),
    "ideograma": _seat_lines(r"Player (?P<seat>\d+): (?P<points>-?\d+)", "{name}: {points} points",
                             "{name}: {points} puntos"),
}


def _pair(line: str, state: GameState, name: Namer, lang: str, en: str, es: str) -> str | None:
    """``4 – 10`` (seat 1 – seat 2) with the names."""
    found = re.fullmatch(r"(-?\d+) – (-?\d+)", line)
    if not found or state.players != 2:
        return None
    left, right = found.groups()
    return tr(lang, en, es) + f": {name(0)} {left} – {name(1)} {right}"


def _colour_wins(line: str, state: GameState, name: Namer, lang: str) -> str | None:
    found = re.fullmatch(r"(\w+) wins", line)
    if not found:
        return None
    colour = found.group(1)
    words = COLOUR_WORDS["es" if lang == "es" else "en"]
    seats = [s for s in range(state.players) if _seat_colour(state, s) == colour]
    if seats:
        who = name(seats[0])
        return tr(lang, f"{who} wins ({words.get(colour, colour).lower()}).", f"Gana {who} ({words.get(colour, colour)}).")
    return tr(lang, f"{words.get(colour, colour)} wins.", f"Ganan {words.get(colour, colour)}.")


def _seat_colour(state: GameState, seat: int) -> str | None:
    colours = getattr(state, "colours", None)
    if isinstance(colours, (tuple, list)) and seat < len(colours):
        return str(colours[seat])
    colour_of_seat = getattr(state, "colour_of_seat", None)
    if callable(colour_of_seat) and state.id == "damas":
        return ("white", "black")[colour_of_seat(seat)]  # colours are drawn by lot in Damas
    return None


def say_line(line: str, state: GameState, name: Namer, lang: str) -> str:
    """One detail line in ``lang``; unknown lines come back unchanged."""
    game = state.id
    fixed = FIXED.get(game, {}).get(line)
    if fixed:
        return tr(lang, *fixed)
    if game in SEAT_LINES:
        said = SEAT_LINES[game](line, state, name, lang)
        if said:
            return said
    if game in ("damas", "ludo"):
        said = _colour_wins(line, state, name, lang)
        if said:
            return said
    if game == "reverso":
        found = re.fullmatch(r"(black|white) (\d+)", line)
        if found:
            colour, count = found.groups()
            return tr(lang, f"{colour.capitalize()}: {count} discs", f"{COLOUR_WORDS['es'][colour].capitalize()}: {count} fichas")
    if game == "puertas":
        said = _pair(line, state, name, lang, "Gems", "Gemas")
        if said:
            return said
    if game == "laberinto":
        said = _pair(line, state, name, lang, "Cubs out of the maze", "Cachorros fuera del laberinto")
        if said:
            return said
    if game == "recompensas":
        found = re.fullmatch(r"(\d+)/(\d+)", line)
        if found:
            got, of = found.groups()
            return tr(lang, f"Treasures collected: {got} of {of}", f"Tesoros recogidos: {got} de {of}")
    if game == "vuelvan":
        found = re.fullmatch(r"(\w+) (-?\d+)", line)
        if found and found.group(1) in VUELVAN_LINES:
            en, es = VUELVAN_LINES[found.group(1)]
            return f"{tr(lang, en, es)}: {found.group(2)}"
    return line


def rating_words(state: GameState, rating: str, lang: str) -> str:
    """The game's words for a rating band. A game that names its bands in a module-level
    ``rating_text(rating, lang)`` but does not override ``GameState.rating_name`` still
    gets them said in the player's language."""
    said = state.rating_name(rating, lang)
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
        return tr(lang, f"Player {seat + 1}", f"Jugador {seat + 1}")

    return [_singular(say_line(line, state, name, lang)) for line in outcome.detail]


def _singular(text: str) -> str:
    """"1 gems" reads "1 gem" ("1 gemas", "1 gema")."""
    return re.sub(r"(?<![\d.-])1 (gem|point|gema|punto|disc|ficha)s\b", r"1 \1", text)
