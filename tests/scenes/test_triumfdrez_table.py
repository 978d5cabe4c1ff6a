"""The TriumfDrez table: the auction composed by clicks, a card played by a click, the other hands kept
as backs (or face up when an open contract shows them), and clicks that do nothing saying why."""

import types

from table_helpers import build, click, display  # noqa: F401 (display: autouse fixture)

from game.cards.pokerdrez import Colour, Figure
from games.triumfdrez.engine import TriumfDrez
from games.triumfdrez.table import TriumfDrezTable
from games.triumfdrez.view import Bid, pass_
from scenes.cards.widget import CardWidget
from scenes.widgets.base import find_widget


def table_for(lang: str = "en") -> TriumfDrezTable:
    table = TriumfDrezTable(types.SimpleNamespace(lang=lang))
    table.seat_names = ["Ana", "Beto", "Carla", "Dani"]
    return table


def test_the_auction_is_composed_by_clicks():
    state = TriumfDrez(4, 3)
    table = table_for()
    assert click(state, 0, "more", table) is None  # 8 tricks
    assert click(state, 0, "trump:4", table) is None  # Caballo (figures from the Joker down)
    assert click(state, 0, "super:4", table) is None  # blue (colour 5)
    action = click(state, 0, "bid", table)
    assert state.calls[-1].bid == Bid(8, Figure.CABALLO, Colour.BLUE, False) and action is not None
    assert click(state, 1, "pass", table) == pass_()
    # the composer starts again from the cheapest bid that beats the last one
    widgets, _ = build(state, 2, table)
    assert find_widget(widgets, "bid").intent == Bid(9, Figure.DAMA, Colour.BLUE, False).action()


def test_a_bid_not_higher_is_not_offered_and_says_why():
    state = TriumfDrez(2, 3)
    state.apply(0, Bid(9, None, None, False).action())
    table = table_for()
    click(state, 1, "trump:0", table)  # the Joker as trump: 9 tricks with trumps is not higher
    widgets, _ = build(state, 1, table)
    assert find_widget(widgets, "bid").intent == Bid(10, Figure.BUFON, Colour.BLUE, False).action()
    click(state, 1, "fewer", table)
    widgets, _ = build(state, 1, table)
    assert not any(w.name == "bid" for w in widgets)
    assert any(w.name == "too_low" for w in widgets)


def test_a_card_is_played_by_a_click_and_other_hands_stay_hidden():
    state = TriumfDrez(4, 5)
    state.apply(0, Bid(7, None, None, False).action())
    for seat in (1, 2, 3):
        state.apply(seat, pass_())
    table = table_for()
    widgets, legal = build(state, 0, table)
    shown = [w.code for w in widgets if isinstance(w, CardWidget)]
    assert sorted(shown) == sorted(state.hand(0))  # nobody else's card is drawn
    first = next(w for w in widgets if isinstance(w, CardWidget) and w.intent is not None)
    action = click(state, 0, first.name, table)
    assert action is not None and state.cards.cards("trick") == (first.code,)
    widgets, _ = build(state, 1, table)
    assert any(w.name == f"trick:{first.code.encode()}" for w in widgets)


def test_an_open_contract_shows_the_declaring_hands():
    state = TriumfDrez(4, 6)
    state.apply(0, Bid(7, None, None, True).action())
    for seat in (1, 2, 3):
        state.apply(seat, pass_())
    widgets, _ = build(state, 1, table_for())
    opened = sorted(w.code for w in widgets if isinstance(w, CardWidget) and w.name.startswith("open:"))
    assert opened == sorted(state.hand(0) + state.hand(2))


def test_clicks_that_do_nothing_say_why():
    state = TriumfDrez(2, 3)
    table = table_for()
    widgets, legal = build(state, 0, table)
    assert "auction" in table.refusal("hand:0:0", state.view(0), 0, legal, "en")
    assert table.status(state.view(0), 0, "en").startswith("Hand 1")


def test_the_table_speaks_spanish():
    state = TriumfDrez(3, 3)
    table = table_for("es")
    widgets, _ = build(state, 0, table)
    assert "Mano 1" in table.status(state.view(0), 0, "es")


def test_a_real_hand_is_played_by_clicks_in_the_app():
    from shell_helpers import click as app_click
    from shell_helpers import run_until, widgets
    from table_helpers import start_against_computer

    app, scene = start_against_computer("triumfdrez", seed=4)
    app_click(app, "more")
    app_click(app, "bid")
    assert scene.session.state.history[0] == (0, Bid(8, Figure.DAMA, Colour.BLUE, False).action())

    def my_turn_or_next_hand() -> bool:
        state = scene.session.state
        return state.hand_number > 1 or state.is_over() or state.to_act() == (0,)

    for _ in range(40):
        run_until(app, my_turn_or_next_hand)
        state = scene.session.state
        if state.hand_number > 1 or state.is_over():
            break
        if state.phase == "auction":
            app_click(app, "pass" if state.high() else "bid")
            continue
        card = next(w for w in widgets(app) if isinstance(w, CardWidget) and w.intent is not None)
        played = len(state.history)
        app_click(app, card.name)
        assert scene.session.state.history[played] == (0, card.intent)  # the computer may follow at once
    assert scene.session.state.hand_number == 2 and scene.session.state.results


def test_raising_ones_own_bid_keeps_its_trumps():
    # Found in a real window: after the computer overcalled, the composer had gone back to the Queen
    # and blue, and the player had to pick the trumps of its own bid again.
    state = TriumfDrez(2, 3)
    table = table_for()
    click(state, 0, "trump:3", table)  # Alfil
    click(state, 0, "super:6", table)  # cyan (colour 7)
    click(state, 0, "bid", table)
    state.apply(1, Bid(8, Figure.BUFON, Colour.GREY, False).action())
    widgets, _ = build(state, 0, table)
    assert find_widget(widgets, "bid").intent == Bid(9, Figure.ALFIL, Colour.CYAN, False).action()


def test_every_plate_takes_two_lines_when_one_must():
    # The dealer's plate ("Computer 4 · 0 tricks won · dealer") cannot say it all on one line, so
    # every plate across the table gives its name on one line and its marks under it, alike.
    state = TriumfDrez(4, 3)
    table = table_for()
    table.seat_names = ["Player 1", "Computer 2", "Computer 3", "Computer 4"]
    widgets, _ = build(state, 0, table, size=(1280, 720))
    marks = [w for w in widgets if w.name.startswith("marks:")]
    assert sorted(w.name for w in marks) == ["marks:1", "marks:2", "marks:3"]  # one's own plate is wide
    # Short names: every plate on one line.
    table.seat_names = ["Ana", "Beto", "Carla", "Dani"]
    widgets, _ = build(state, 0, table, size=(1280, 720))
    assert not [w for w in widgets if w.name.startswith("marks:")]
