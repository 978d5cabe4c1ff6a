"""The betting variant on the PokerDrez table: chips and the stake drawn from the view, chips that
travel, the raise control by mouse and keyboard, a refusal that asks twice, and dead clicks that say
why."""

import types

import pygame
from table_helpers import build, click, display  # noqa: F401 (display: autouse fixture)

from games.pokerdrez.betting import meet, raise_to, refuse
from games.pokerdrez.engine import PokerDrez
from games.pokerdrez.table import PokerDrezTable
from games.pokerdrez.view import keep
from scenes.widgets.base import find_widget


def table_for(lang: str = "en") -> PokerDrezTable:
    table = PokerDrezTable(types.SimpleNamespace(lang=lang))
    table.seat_names = ["Ana", "Bea"]
    return table


def game(stakes: str = "5-20") -> PokerDrez:
    state = PokerDrez(2, 7, {"stakes": stakes})
    state.apply(1, keep())
    state.apply(0, keep())
    return state


def names(widgets) -> set[str]:
    return {w.name for w in widgets}


def test_chips_and_the_stake_are_drawn_from_the_view():
    state = game()
    widgets, _ = build(state, 0, table_for())
    assert find_widget(widgets, "chips:0").count == 15 and find_widget(widgets, "chips:1").count == 15
    assert find_widget(widgets, "pot").count == 10
    assert "Stake: 5 each, at most 20" in find_widget(widgets, "stake").text
    plain, _ = build(game("off"), 0, table_for())
    assert not names(plain) & {"chips:0", "chips:1", "pot", "stake", "bet:raise"}


def test_a_raise_by_clicks_and_the_chips_travel():
    state = game()
    table = table_for()
    assert click(state, 0, "bet:more", table) is None
    assert click(state, 0, "bet:more", table) is None
    assert click(state, 0, "bet:less", table) is None
    action = click(state, 0, "bet:raise", table)
    assert action == raise_to(7)
    widgets, _ = build(state, 0, table)  # the same seat's table after its raise: chips fly to the middle
    assert table.motion.moving
    assert find_widget(widgets, "pot").count == 12


def test_the_answer_by_clicks_meet_and_a_refusal_that_asks_twice():
    state = game()
    state.apply(0, raise_to(9))
    table = table_for()
    widgets, _ = build(state, 1, table)
    assert "Ana raises the stake from 5 to 9" in find_widget(widgets, "prompt").text
    assert click(state, 1, "bet:refuse?", table) is None
    assert not state.is_over()
    widgets, _ = build(state, 1, table)
    assert "loses the game: are you sure" in find_widget(widgets, "prompt").text
    assert click(state, 1, "bet:refuse-no", table) is None
    assert click(state, 1, "bet:meet", table) == meet()
    assert state.to_act() == (0,) and state.betting.stake == 9

    other = game()
    other.apply(0, raise_to(9))
    table = table_for()
    click(other, 1, "bet:refuse?", table)
    assert click(other, 1, "bet:refuse", table) == refuse()
    assert other.is_over() and other.result == ("refused", 0)
    assert table.status(other.view(1), 1, "en") == "Raise refused: Ana wins. Ana wins 5 chips from Bea."


def test_the_keyboard_raises_and_meets():
    state = game()
    table = table_for()
    build(state, 0, table)
    view = state.view(0)
    key = lambda k: pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")  # noqa: E731
    assert table.handle_event(key(pygame.K_PLUS), True) == "relayout"
    assert table.handle_event(key(pygame.K_PLUS), True) == "relayout"
    assert table.handle_event(key(pygame.K_r), True) == raise_to(8)
    state.apply(0, raise_to(8))
    assert view.betting.raise_range == (6, 20)
    build(state, 1, table)
    assert table.handle_event(key(pygame.K_m), True) == meet()


def test_dead_clicks_say_why():
    state = game()
    table = table_for()
    widgets, legal = build(state, 0, table)
    assert not find_widget(widgets, "bet:less").clickable
    said = table.refusal("bet:less", state.view(0), 0, legal, "en")
    assert said == "The raise is at its least already: 6."
    assert "buttons" in table.refusal("pot", state.view(0), 0, legal, "en")
    state.apply(0, raise_to(9))
    widgets, legal = build(state, 1, table)
    assert table.refusal("square:1,4", state.view(1), 1, legal, "en") == (
        "Answer the raise first: meet it, beat it, or refuse it."
    )
    state.apply(1, meet())
    widgets, legal = build(state, 0, table)
    assert "bet:raise" not in names(widgets)  # one raise a turn
    assert table.refusal("chips:0", state.view(0), 0, legal, "en") == (
        "One raise a turn, on your own turn, before your move."
    )


def test_spanish_table_speaks_spanish():
    state = game()
    state.apply(0, raise_to(9))
    widgets, _ = build(state, 1, table_for("es"))
    assert "Ana" in find_widget(widgets, "prompt").text
    assert find_widget(widgets, "bet:meet").label != "Meet: stake 9"


def test_when_no_card_backs_a_move_the_prompt_points_at_the_die_and_the_neutral_card():
    # Met in the real-window playthrough: in check with no card for the only block, the table said
    # "click a piece", though only an exchange was left.
    import chess

    from game.cards import Table
    from game.cards.pokerdrez import PokerDrezCard

    state = PokerDrez(2, 0, {})
    state.apply(1, keep())
    state.apply(0, keep())
    state.board = chess.Board("4k3/8/8/8/8/2q5/2N1PP2/3QKB2 w - - 0 1")  # only Qd2 (a queen card) saves White
    rest = list(state.layout.box)
    hands = {"hand.0": ["P1", "N"], "hand.1": ["P3", "P4"], "commons": ["P5", "P6", "P7", "P8", "P9"]}
    zones = {}
    for zone, codes in hands.items():
        zones[zone] = [PokerDrezCard.decode(c) for c in codes]
        for card in zones[zone]:
            rest.remove(card)
    state.cards = Table(state.layout, {**zones, "deck": rest, "discard": []})
    state.die_holder = 1
    state._legal = None
    assert not any(a.kind == "move" for a in state.legal_actions(0))
    widgets, _ = build(state, 0, table_for())
    assert find_widget(widgets, "prompt").text == (
        "Check, and no card you may spend gets your king out of it: try the die or a neutral card."
    )
