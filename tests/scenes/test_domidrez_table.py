"""The DomiDrez table: a card laid by a click, a neutral card named by clicks, the stock clicked to
draw, the other hands kept as backs, the spot where the next card goes, and clicks that do nothing
saying why."""

import types

from table_helpers import build, click, display  # noqa: F401 (display: autouse fixture)

from game.cards.pokerdrez import NEUTRAL, Colour, Figure, PokerDrezCard
from games.domidrez.engine import DomiDrez
from games.domidrez.table import DomiDrezTable
from games.domidrez.view import draw, play
from scenes.cards.widget import CardWidget
from scenes.widgets.base import find_widget
from tests.rules.test_domidrez import arranged


def table_for(lang: str = "en") -> DomiDrezTable:
    table = DomiDrezTable(types.SimpleNamespace(lang=lang))
    table.seat_names = ["Ana", "Beto", "Carla"]
    return table


def test_a_card_is_laid_by_a_click_and_other_hands_stay_hidden():
    state = DomiDrez(3, 5)
    table = table_for()
    widgets, legal = build(state, 0, table)
    shown = [w.code for w in widgets if isinstance(w, CardWidget)]
    assert sorted(shown) == sorted(state.hand(0))  # nobody else's card is drawn face up
    assert {"back:1", "back:2", "deck", "spot", "line:0"} <= {w.name for w in widgets}
    first = next((w for w in widgets if isinstance(w, CardWidget) and w.intent is not None), None)
    if first is None:  # nothing fits: the stock is clicked
        assert click(state, 0, "deck", table) == draw()
        return
    action = click(state, 0, first.name, table)
    assert action is not None and state.cards.top("line") == first.code
    widgets, _ = build(state, 1, table)
    assert any(w.name == "line:1" for w in widgets)


def test_a_neutral_card_is_named_by_clicks():
    state = arranged([["N", "C2", "C3"], ["D2", "T5"]], "A7", ["P1"])
    table = table_for()
    widgets, _ = build(state, 0, table)
    neutral = next(w for w in widgets if isinstance(w, CardWidget) and w.code == NEUTRAL)
    assert click(state, 0, neutral.name, table) is None  # picked: the namer opens
    assert click(state, 0, "figure:0", table) is None  # the Jóker (figures from the Jóker down)
    assert click(state, 0, "colour:8", table) is None  # green
    widgets, _ = build(state, 0, table)
    assert find_widget(widgets, "lay_neutral").intent == play(NEUTRAL, Figure.BUFON, Colour.GREEN)
    assert click(state, 0, "lay_neutral", table) == play(NEUTRAL, Figure.BUFON, Colour.GREEN)
    assert state.requirement.figure is Figure.BUFON


def test_nothing_fits_the_stock_is_clicked_and_cards_say_why():
    state = arranged([["C2", "P3"], ["D2", "T5"]], "A7", ["P1", "B9"])
    table = table_for()
    widgets, legal = build(state, 0, table)
    assert all(w.intent is None for w in widgets if isinstance(w, CardWidget))
    assert "draw" in table.refusal("hand:0:0", state.view(0), 0, legal, "en")
    assert click(state, 0, "draw", table) == draw()
    assert PokerDrezCard.decode("B9") in state.hand(0)


def test_a_card_that_does_not_fit_says_why_in_spanish():
    state = arranged([["A4", "C2"], ["D2"]], "A7", ["P1"])
    table = table_for("es")
    widgets, legal = build(state, 0, table)
    assert "ni la figura ni el color" in table.refusal("hand:0:1", state.view(0), 0, legal, "es")
    assert table.status(state.view(0), 0, "es").startswith("Mano 1")


def test_the_joker_and_the_queen_have_the_decks_names_in_spanish():
    """Playtest in Spanish: the status line asked for a "Jóker" or a "Reina" while the moves list said
    "Ordenador 3 pone Bufón gris", "pone Dama gris" (the deck's names, as in Poker7, BlackDrez and
    SoloDrez); PokerGuess's predictions said "Jóker" and "Reina" too. A figure's word is the one in the
    card's own name."""
    from game.cards.pokerdrez import CARD_NAMES, Figure
    from game.text import render
    from games.domidrez.texts import FIGURE_NAMES
    from games.domidrez.texts import TEXTS as DOMI
    from games.pokerguess.texts import FIGURE_NAMES as GUESS_FIGURES
    from games.pokerguess.texts import TEXTS as GUESS

    card = render(DOMI.msg(CARD_NAMES["B1"]), "es")  # the Grey Joker
    assert card.split()[0] == DOMI.t("es", FIGURE_NAMES[Figure.BUFON]) == GUESS.t("es", GUESS_FIGURES[6])
    queen = render(DOMI.msg(CARD_NAMES["D1"]), "es")  # the Grey Queen
    assert queen.split()[0] == DOMI.t("es", FIGURE_NAMES[Figure.DAMA]) == GUESS.t("es", GUESS_FIGURES[5])
