"""The BlackDrez table: a card drawn by a click, whose turn and why, the Jokers' count, the round's
cards kept in sight until the next dealer deals on, and clicks that do nothing saying why."""

import dataclasses
import types

import pygame
import pytest
from table_helpers import (  # noqa: F401 (display: autouse fixture)
    build,
    click,
    display,
    start_against_computer,
    the_computers_deal_waits_for_a_click,
)

from games.blackdrez.engine import BlackDrez
from games.blackdrez.table import BlackDrezTable
from games.blackdrez.view import PHASE_ROUND_OVER, draw, next_round, withdraw
from scenes.cards.widget import CardWidget
from scenes.widgets.base import find_widget


def table_for(lang: str = "en") -> BlackDrezTable:
    table = BlackDrezTable(types.SimpleNamespace(lang=lang))
    table.seat_names = ["Ana", "Beto", "Carla", "Dani"]
    return table


def playing(players: int = 4, seed: int = 3) -> BlackDrez:
    for s in range(seed, seed + 50):
        state = BlackDrez(players, s)
        if state.phase == "play":
            return state
    raise AssertionError("no deal without an 11")


def test_a_card_is_drawn_by_a_click():
    state = playing()
    table = table_for()
    seat = state.to_act()[0]
    before = len(state.table(seat))
    assert click(state, seat, "draw", table) == draw()
    assert len(state.table(seat)) == before + 1 or state.phase == PHASE_ROUND_OVER


def test_every_card_is_face_up_and_the_turn_says_why():
    state = playing()
    table = table_for()
    seat = state.to_act()[0]
    widgets, _ = build(state, (seat + 1) % 4, table)
    faces = [w for w in widgets if isinstance(w, CardWidget) and w.name.startswith("table:")]
    assert len(faces) == 8 and all(w.face_up for w in faces)
    turn = find_widget(widgets, "turn")
    assert table.seat_name(seat, "en") in turn.text and "lowest" in turn.text


def test_withdraw_says_how_many_cards_are_kept():
    state = playing()
    table = table_for()
    seat = state.to_act()[0]
    widgets, _ = build(state, seat, table)
    button = find_widget(widgets, "withdraw")
    assert button.intent == withdraw() and "keep 1 card" in button.label


def test_the_round_stays_in_sight_until_the_next_deal():
    state = playing()
    table = table_for()
    while state.phase != PHASE_ROUND_OVER:
        seat = state.to_act()[0]
        state.apply(seat, draw() if draw() in state.legal_actions(seat) else withdraw())
    dealer = state.to_act()[0]
    widgets, _ = build(state, dealer, table)
    assert find_widget(widgets, "round_result") is not None
    assert find_widget(widgets, "next").intent == next_round()
    assert click(state, dealer, "next", table) == next_round()


def test_a_click_on_a_card_says_why_it_does_nothing():
    state = playing()
    table = table_for()
    seat = state.to_act()[0]
    view = state.view(seat)
    words = table.refusal("table:0:0", view, seat, state.legal_actions(seat), "en")
    assert words and "draw" in words


def test_keys_draw_and_withdraw():
    state = playing()
    table = table_for()
    seat = state.to_act()[0]
    build(state, seat, table)
    event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_d, mod=0, unicode="d")
    assert table.handle_event(event, True) == draw()
    event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_w, mod=0, unicode="w")
    assert table.handle_event(event, True) == withdraw()


def test_every_player_count_lays_out_in_spanish_at_640x480():
    for n in range(2, 9):
        state = playing(n, 1)
        table = table_for("es")
        table.seat_names = [f"Jugador {i + 1}" for i in range(n)]
        build(state, 0, table, (640, 480))


def test_the_round_stays_until_a_person_clicks_when_a_computer_deals():
    # GAME-DONE line 5: the round's end (who takes the cards, and why) stays on the table until a
    # person has read it when the computer deals the next round (``waits_for_reader``).
    app, scene = start_against_computer("blackdrez", seed=4)
    the_computers_deal_waits_for_a_click(
        app,
        scene,
        lambda state: state.phase == PHASE_ROUND_OVER,
        lambda state, legal: draw() if draw() in legal else legal[0],
        lambda widgets: any(w.name == "round_result" for w in widgets),
    )
    assert scene.session.state.phase != PHASE_ROUND_OVER


def test_a_single_joker_says_what_it_counts_and_several_say_how_many_at_6():
    state = playing()
    view = state.view(0)
    others = tuple(0 for _ in view.jokers[1:])
    table = table_for()
    one_low = dataclasses.replace(view, jokers=(1, *others), jokers_high=(0, *others))
    assert "Joker at 1" in table._seat_status(one_low, 0, "en")[0]
    one_high = dataclasses.replace(view, jokers=(1, *others), jokers_high=(1, *others))
    assert "Joker at 6" in table._seat_status(one_high, 0, "en")[0]
    assert "of" not in table._seat_status(one_high, 0, "en")[0]
    assert "Bufón a 6" in table_for("es")._seat_status(one_high, 0, "es")[0]
    two = dataclasses.replace(view, jokers=(2, *others), jokers_high=(1, *others))
    assert "Jokers at 6: 1 of 2" in table._seat_status(two, 0, "en")[0]


def test_the_cards_taken_count_as_won_as_soon_as_the_round_is_over():
    """Playtest: "Beto reaches 11 and takes 8 cards" stood beside "Beto: 0 cards won" (in the side
    panel and the players' list) until the next deal moved the cards to the piles."""
    state = playing()
    table = table_for()
    while state.phase != PHASE_ROUND_OVER:
        seat = state.to_act()[0]
        state.apply(seat, draw() if draw() in state.legal_actions(seat) else withdraw())
    view = state.view(0)
    taken = view.results[-1].taken
    taker = max(range(4), key=lambda s: taken[s])
    assert taken[taker] > 0 and view.piles[taker] == 0
    widgets, _ = build(state, 0, table)
    name = table.seat_name(taker, "en")
    assert find_widget(widgets, f"piles:{taker}").text == f"{name}: {taken[taker]} cards won"
    assert table.seat_lines(view, "en")[taker] == f"{taken[taker]} cards won"
    state.apply(state.to_act()[0], next_round())
    assert table.seat_lines(state.view(0), "en")[taker] == f"{taken[taker]} cards won"  # the same after the deal


@pytest.mark.parametrize("size", [(420, 330), (710, 470), (640, 480), (1280, 720)])
@pytest.mark.parametrize("players", [2, 3, 5, 8])
def test_every_seats_name_is_drawn_at_one_size(size, players):
    """Playtest: at the default window "Computer 3 · dealer" was drawn smaller than "Computer 2"
    beside it: every name line has one size, the dealer's words giving way to the disc."""
    state = playing(players)
    table = table_for()
    table.seat_names = [f"Computer {k + 1}" for k in range(players)]
    widgets, _ = build(state, 0, table, size=size)
    sizes = {w.size for w in widgets if w.name.startswith("name:")}
    assert len(sizes) == 1, sizes
    dealer = state.view(0).dealer
    name = find_widget(widgets, f"name:{dealer}")
    discs = [w for w in widgets if w.name == f"dealer:{dealer}"]
    assert name.text.endswith("dealer") or discs
    for disc in discs:  # never over the name; beside it, as tall as its line, wherever the name leaves room
        assert not disc.rect.colliderect(name.rect)
        if name.rect.right < disc.rect.x:
            assert disc.rect.h == name.rect.h and disc.rect.y == name.rect.y
    if size == (710, 470):  # the default window: the disc beside the name, not a speck over the pile
        assert name.text.endswith("dealer") or discs[0].rect.y == name.rect.y
