"""The RummiDrez table: a turn composed by clicks on a working copy (pick a card, drop it on a group or
New group, take it back), each group ringed from the engine's preview, Play only for a valid table,
Take back; the layout fits from 640x480 to 1920x1080; and a real turn through the app."""

from __future__ import annotations

import types

import pytest
from table_helpers import build as build_table
from table_helpers import click as click_table
from table_helpers import display  # noqa: F401 (autouse fixture)

from games.rummidrez.engine import RummiDrez
from games.rummidrez.table import RummiDrezTable
from games.rummidrez.view import lay
from scenes.tables import TABLES
from tests.rules.test_rummidrez import position

SIZE = (1280, 720)


def table(lang: str = "en") -> RummiDrezTable:
    return RummiDrezTable(types.SimpleNamespace(lang=lang))


def names(widgets):
    return {w.name: w for w in widgets}


def test_registered():
    assert TABLES["rummidrez"] is RummiDrezTable


def test_a_card_added_to_a_run_by_two_clicks_then_play():
    state = position(2, {0: ["A6", "P9"]}, table=["A35"], opened=[0, 1])
    state.turn = 0
    t = table()
    assert click_table(state, 0, "card:A6:1", t, SIZE) is None and t.picked == ("hand", 0)
    assert click_table(state, 0, "group:0", t, SIZE) is None
    assert t.tentative() == ("table", (("A3", "A4", "A5", "A6"),))
    widgets, _ = build_table(state, 0, t, SIZE)
    assert "ready" in names(widgets)  # the engine says the table is valid
    assert click_table(state, 0, "play", t, SIZE) == lay(["A36"], ["A35"])
    assert state.hands[0] == [c for c in state.hands[0]] and len(state.hands[0]) == 1


def test_an_invalid_group_is_marked_and_play_is_not_offered():
    state = position(2, {0: ["A6", "P9"]}, table=["A35"], opened=[0, 1])
    state.turn = 0
    t = table()
    click_table(state, 0, "card:P9:1", t, SIZE)
    click_table(state, 0, "new_group", t, SIZE)
    widgets, _ = build_table(state, 0, t, SIZE)
    shown = names(widgets)
    assert "problem" in shown and "ready" not in shown
    assert not shown["play"].clickable
    assert "at least three" in shown["group:1"].tooltip


def test_a_table_card_does_not_go_to_the_hand_and_take_back_restores():
    state = position(2, {0: ["A6", "P9"]}, table=["A35"], opened=[0, 1])
    state.turn = 0
    t = table()
    click_table(state, 0, "card:A3:1", t, SIZE)
    click_table(state, 0, "hand_area", t, SIZE)
    assert t.left == state.hands[0]  # refused: A3 stays on the table
    click_table(state, 0, "card:A6:1", t, SIZE)
    click_table(state, 0, "new_group", t, SIZE)
    assert t.changed and len(t.work) == 2
    click_table(state, 0, "take_back", t, SIZE)
    assert not t.changed and t.left == state.hands[0] and [len(g) for g in t.work] == [3]


def test_split_cuts_a_group_at_the_picked_card():
    state = position(2, {0: ["T5", "P9"]}, table=["A28", "C28"], opened=[0, 1])
    state.turn = 0
    t = table()
    build_table(state, 0, t, SIZE)
    # the bishops' run: A2..A8; pick A5 (the fourth card) and split there, then A6.. split again
    click_table(state, 0, "card:A5:1", t, SIZE)
    click_table(state, 0, "split", t, SIZE)
    assert [len(g) for g in t.work] == [3, 7, 4]


def test_drawing_from_the_side():
    state = position(2, {0: ["A6", "P9"]}, table=["A35"], opened=[0, 1])
    state.turn = 0
    assert click_table(state, 0, "draw", table(), SIZE).kind == "draw"


@pytest.mark.parametrize("size", [(640, 480), (1920, 1080), (800, 600)])
@pytest.mark.parametrize("players", [1, 2, 4])
def test_the_table_fits_at_any_size(size, players):
    state = RummiDrez(players, 2)
    widgets, _ = build_table(state, 0, table("es"), size)
    area = __import__("pygame").Rect(0, 0, *size)
    for w in widgets:
        if w.name.startswith("card:"):
            assert area.contains(w.rect), (w.name, w.rect)


def test_a_real_turn_through_the_app_against_a_computer():
    from tests.scenes.shell_helpers import click as app_click
    from tests.scenes.table_helpers import start_against_computer

    app, scene = start_against_computer("rummidrez", 5)
    # the hand sorted by colour with the button and back by figure with the key, through the app
    from tests.scenes.shell_helpers import press

    app_click(app, "sort")
    assert scene.table.sort_by == "colour"
    press(app, __import__("pygame").K_o)
    assert scene.table.sort_by == "figure"
    before = len(scene.session.state.history)
    app_click(app, "draw")
    assert scene.session.state.history[before][1].kind == "draw"


def test_the_hand_sorts_by_colour_and_back_by_click_and_key():
    import pygame

    state = position(2, {0: ["A6", "P9", "A3", "T6", "N"]}, table=["A35"], opened=[0, 1])
    state.turn = 0
    t = table()
    build_table(state, 0, t, SIZE)
    codes = lambda cards: [c.encode() for c in cards]  # noqa: E731
    # by figure (the engine's order): Torre, Alfil 3, Alfil 6, Peón; neutral last
    assert codes(t.left) == ["T6", "A3", "A6", "P9", "N"]
    assert click_table(state, 0, "sort", t, SIZE) is None
    # by colour: colour 3, then colour 6 from the highest figure down (Torre before Alfil), then 9
    assert codes(t.left) == ["A3", "T6", "A6", "P9", "N"]
    widgets, _ = build_table(state, 0, t, SIZE)
    hand = sorted(
        (w for w in widgets if w.name.startswith("card:") and w.intent and w.intent[0] == "hand"),
        key=lambda w: w.rect.x,
    )
    assert [w.name.split(":")[1] for w in hand] == ["A3", "T6", "A6", "P9", "N"]  # drawn in that order
    assert names(widgets)["sort"].label == "Sort by figure"
    # a card laid and taken back returns to its place in the order chosen
    click_table(state, 0, "card:A6:1", t, SIZE)
    click_table(state, 0, "group:0", t, SIZE)
    click_table(state, 0, "card:A6:1", t, SIZE)
    click_table(state, 0, "hand_area", t, SIZE)
    assert codes(t.left) == ["A3", "T6", "A6", "P9", "N"]
    # the key O sorts back by figure; the move played is the same either way
    t.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_o, mod=0, unicode="o"), True)
    assert codes(t.left) == ["T6", "A3", "A6", "P9", "N"]
    click_table(state, 0, "card:A6:1", t, SIZE)
    click_table(state, 0, "group:0", t, SIZE)
    assert click_table(state, 0, "play", t, SIZE) == lay(["A36"], ["A35"])


def test_a_computer_laying_a_twin_of_a_card_in_my_hand_does_not_take_mine_in_flight():
    # Two decks hold two of every card. When the other player lays a card that I also hold, its
    # card comes from its hand on screen; mine stays in my hand (it once flew to the table from
    # my hand, and my own copy arrived from the other player's).
    from scenes.motion import plan_cards, read_cards, read_sources

    before = position(2, {0: ["A6", "P9"], 1: ["A6", "A7", "A8", "T2"]}, table=["A35"], opened=[0, 1])
    before.turn = 1
    after = position(2, {0: ["A6", "P9"], 1: ["T2"]}, table=["A35", "A68"], opened=[0, 1])
    after.turn = 0
    t = table()
    old, _ = build_table(before, 0, t, SIZE)
    new, _ = build_table(after, 0, t, SIZE)
    hand_top = min(w.rect.y for w in old if w.name == "hand_area")
    mine = [w for w in old if w.name.startswith("card:A6:") and w.rect.y >= hand_top]
    assert len(mine) == 1
    mine_after = [w for w in new if w.name.startswith("card:A6:") and w.rect.y >= hand_top]
    flights, _ = plan_cards(read_cards(old), read_cards(new), read_sources(new))
    assert flights, "the new run arrives by a motion"
    assert all(f.start != tuple(mine[0].rect) for f in flights), "my card left my hand"
    assert all(f.end != tuple(mine_after[0].rect) for f in flights), "my card arrived in my hand from elsewhere"
    laid = [w for w in new if w.name.startswith("card:A6:") and w.rect.y < hand_top]
    (into_run,) = [f for f in flights if f.end == tuple(laid[0].rect)]
    assert into_run.start_code is None  # from the other player's hidden hand, face down


def test_a_card_i_lay_slides_from_my_hand_to_the_run():
    from scenes.motion import plan_cards, read_cards, read_sources

    state = position(2, {0: ["A6", "P9"]}, table=["A35"], opened=[0, 1])
    state.turn = 0
    t = table()
    old, _ = build_table(state, 0, t, SIZE)
    (mine,) = [w for w in old if w.name.startswith("card:A6:")]
    click_table(state, 0, mine.name, t, SIZE)
    click_table(state, 0, "group:0", t, SIZE)
    picked, _ = build_table(state, 0, t, SIZE)
    new, _ = build_table(state, 0, t, SIZE)
    (laid,) = [w for w in new if w.name.startswith("card:A6:")]
    flights, _ = plan_cards(read_cards(old), read_cards(new), read_sources(new))
    assert any(f.start == tuple(mine.rect) and f.end == tuple(laid.rect) for f in flights)


def test_no_tooltip_stays_up_while_a_card_is_dragged():
    # Found playing (session 10): a hand card's tooltip stayed on screen while another card was
    # dragged, since the table takes the press and the motion before the shell sees them.
    import pygame

    from tests.scenes.shell_helpers import find, frames, widgets
    from tests.scenes.table_helpers import start_against_computer

    app, scene = start_against_computer("rummidrez", 5)
    hand = sorted(
        (w for w in widgets(app) if w.name.startswith("card:") and w.intent and w.intent[0] == "hand"),
        key=lambda w: w.rect.x,
    )
    first, other = hand[0], hand[-1]
    rest = (first.rect.x + 2, first.rect.centery)  # the cards overlap: the first one's uncovered edge
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rest, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 1)
    scene.update(1.0)  # the pointer rests on the first card: its tooltip shows
    assert scene._tooltip_shown and scene._hovered.name == first.name

    start = find(app, other.name).rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for step in range(1, 5):
        pos = (start[0], start[1] - 15 * step)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, -15), buttons=(1, 0, 0)))
        frames(app, 1)
        assert scene.table.drag is not None and scene.table.drag.moved
        scene.update(1.0)  # resting mid-drag shows no tooltip either
        assert not scene._tooltip_shown
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=start, button=1))
    frames(app, 1)
    assert scene.table.drag is None
    # once the pointer moves freely again, tooltips come back
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rest, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 1)
    scene.update(1.0)
    assert scene._tooltip_shown
