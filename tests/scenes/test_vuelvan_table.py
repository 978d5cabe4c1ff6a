"""The Vuelvan table: drawn only from the seat's view (own cards are backs with what the
table knows of them), every kind of turn by clicks, markers for a computer's move; and a
real turn clicked through the running app."""

import dataclasses
import types

import pygame
import pytest
from table_helpers import build, click, display, start_against_computer  # noqa: F401 (display: autouse fixture)

from game.core import Action
from game.dama_tigre.deck import card_name
from games.vuelvan.engine import HandCard, Vuelvan
from games.vuelvan.table import VuelvanTable, knowledge_chips
from scenes.cards.dama_tigre import CardWidget
from scenes.tables import TABLES
from scenes.widgets.base import find_widget
from scenes.widgets.marker import MoveMarker


def table_for(lang="en"):
    table = VuelvanTable(types.SimpleNamespace(lang=lang))
    table.seat_names = ["Ana", "Bea", "Carla", "Dani"]
    return table


def test_registered():
    assert TABLES["vuelvan"] is VuelvanTable


@pytest.mark.parametrize("players", [2, 3, 4])
def test_own_cards_are_backs_and_partners_cards_faces(players):
    # "cada jugador podrá ver la mano de cartas de sus compañeros, pero no la propia"
    state = Vuelvan(players, seed=players)
    for seat in range(players):
        widgets, _ = build(state, seat, table_for())
        cards = {w.name: w for w in widgets if isinstance(w, CardWidget)}
        for slot in range(len(state.hands[seat])):
            own = cards[f"own:{slot}"]
            assert own.code is None and not own.face_up
        assert not [name for name in cards if name.startswith(f"card:{seat}:")]
        for other in range(players):
            if other != seat:
                for slot, card in enumerate(state.hands[other]):
                    assert cards[f"card:{other}:{slot}"].code == card.code
        # Doors: only the seat's own one is face up.
        for door in range(4):
            code = cards[f"door:{door}"].code
            assert (code is not None) == (door == seat)


def test_a_spectator_sees_no_card_of_any_hand():
    state = Vuelvan(3, seed=1)
    widgets, _ = build(state, None, table_for())
    hand_cards = [w for w in widgets if isinstance(w, CardWidget) and w.name.startswith("card:")]
    assert hand_cards and all(w.code is None for w in hand_cards)
    assert all(w.code is None for w in widgets if isinstance(w, CardWidget) and w.name.startswith("door:"))


def test_place_a_card_on_a_door():
    # "Selecciona una de tus cartas de Pista, y sin verla colócala encima de una carta de Puerta."
    state = Vuelvan(2, seed=4)
    table = table_for()
    assert click(state, 0, "own:1", table) is None
    widgets, _ = build(state, 0, table)
    assert find_widget(widgets, "own:1").selected
    assert all(find_widget(widgets, f"door:{d}").clickable for d in range(4))
    assert click(state, 0, "door:2", table) == Action("play", (1, 2))
    # "debes mostrar a todos los jugadores la carta de Pista [...] y después ponerla bocabajo":
    # it lies face down, and its badge and tooltip remember what was shown.
    widgets, _ = build(state, 1, table_for())
    assert find_widget(widgets, "placed:2:0").tooltip == f"{card_name(state.placed[0].code, 'en')}, placed by Ana"


def test_discard_a_card():
    # "Descarta una carta de Pista Comodín bocabajo en el centro de la mesa."
    state = Vuelvan(2, seed=4)
    table = table_for("es")
    click(state, 0, "own:0", table)
    widgets, _ = build(state, 0, table)
    assert find_widget(widgets, "discard").label == "Descartar"
    assert click(state, 0, "discard", table) == Action("discard", (0,))
    widgets, _ = build(state, 0, table_for())
    assert find_widget(widgets, "discard:0").tooltip == "Your discard: you never saw it"
    widgets, _ = build(state, 1, table_for())
    assert find_widget(widgets, "discard:0").tooltip == f"{card_name(state.discards[0].code, 'en')}, discarded by Ana"


def test_a_role_hint_with_one_partner():
    # "Gema Roja: Dar una pista de Rol a otro jugador."
    state = Vuelvan(2, seed=4)
    table = table_for()
    value = next(a.args[1] for a in state.legal_actions(0) if a.kind == "role")
    assert click(state, 0, "gem:red", table) is None
    assert table.partner == 1  # the only partner is chosen by itself
    assert click(state, 0, f"hint:{value}", table) == Action("role", (1, value))
    # The partner now sees the hinted role written on its own cards' backs.
    widgets, _ = build(state, 1, table_for())
    word = {"lady": "Lady", "tiger": "Tiger"}[value]
    for slot, card in enumerate(state.view(1).hands[1]):
        chips = knowledge_chips(card.knows, "en")
        if slot in state.hints[-1].slots:
            assert any(word in text for text, *_ in chips)
        assert f"knows:1:{slot}" in [w.name for w in widgets]


def test_a_colour_hint_chooses_the_partner_first():
    # "Gema Azul: Dar una pista de Color a otro jugador."
    state = Vuelvan(3, seed=2)
    table = table_for()
    target = next(a for a in state.legal_actions(0) if a.kind == "colour")
    click(state, 0, "gem:blue", table)
    assert table.partner is None
    widgets, _ = build(state, 0, table)
    assert {"partner:1", "partner:2"} <= {w.name for w in widgets}
    click(state, 0, f"partner:{target.args[0]}", table)
    assert click(state, 0, f"hint:{target.args[1]}", table) == target


def test_look_at_a_door():
    # "Gema Blanca: Mira secretamente una de las cuatro cartas de Puerta a tu elección."
    state = Vuelvan(2, seed=4)
    table = table_for()
    click(state, 0, "gem:white", table)
    widgets, _ = build(state, 0, table)
    assert find_widget(widgets, "door:0").clickable  # any of the four Doors, one's own too (rules 2)
    assert click(state, 0, "door:3", table) == Action("look", (3,))
    widgets, _ = build(state, 0, table_for())
    assert find_widget(widgets, "door:3").code == state.doors[3]
    assert "door_seen:3" in [w.name for w in widgets]


@pytest.mark.parametrize("order", ["mine first", "theirs first"])
def test_swap_with_the_black_gem(order):
    # "Gema Negra: Intercambia una de tus cartas con la de otro jugador."
    state = Vuelvan(2, seed=4)
    table = table_for()
    click(state, 0, "gem:black", table)
    clicks = ["own:0", "card:1:2"] if order == "mine first" else ["card:1:2", "own:0"]
    assert click(state, 0, clicks[0], table) is None
    assert click(state, 0, clicks[1], table) == Action("swap", (0, 1, 2))


def test_dropping_the_lone_black_gem():
    # "Si la única que le queda es la gema negra, deberá simplemente descartarla."
    state = Vuelvan(2, seed=4)
    state.hands[0] = []
    state.hands[1] = [HandCard("RL")]
    state.gems[0] = ("black",)
    table = table_for()
    widgets, legal = build(state, 0, table)
    assert legal == [Action("drop")]
    assert click(state, 0, "gem:black", table) == Action("drop")


def test_markers_cover_every_legal_action_of_a_computer():
    state = Vuelvan(3, seed=3)
    state.apply(0, next(a for a in state.legal_actions(0) if a.kind == "colour"))
    widgets, _ = build(state, 0, table_for())  # seat 0 watches seat 1
    shown = {w.extra["action"] for w in widgets if isinstance(w, MoveMarker) or "action" in w.extra}
    assert set(state.legal_actions(1)) <= shown


@pytest.mark.parametrize("size", [(640, 400), (920, 540), (1380, 820), (600, 900)])
@pytest.mark.parametrize("players", [2, 4])
def test_builds_at_any_size(size, players):
    state = Vuelvan(players, seed=7)
    for lang in ("en", "es"):
        table = table_for(lang)
        widgets, _ = build(state, 0, table, size)
        bounds = pygame.Rect(0, 0, *size)
        for widget in widgets:
            if widget.name.startswith(("own:", "card:", "door:", "gem:", "side")):
                assert bounds.contains(widget.rect), widget.name
        assert table.status(state.view(0), 0, lang)
        assert len(table.seat_lines(state.view(None), lang)) == players


def test_the_end_shows_every_door_and_the_score():
    state = Vuelvan(2, seed=5)
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, next(a for a in state.legal_actions(seat) if a.kind in ("play", "drop")))
    table = table_for()
    widgets, _ = build(state, 0, table)
    assert all(find_widget(widgets, f"door:{d}").code == state.doors[d] for d in range(4))
    assert find_widget(widgets, "score").text == f"Team score: {state.team_score()}"
    assert table.status(state.view(0), 0, "en").startswith("The team scores")


def test_a_real_turn_through_the_app():
    from tests.scenes.shell_helpers import click as app_click
    from tests.scenes.shell_helpers import run_until

    app, scene = start_against_computer("vuelvan", seed=4)
    done = len(scene.session.state.history)
    app_click(app, "own:0")
    app_click(app, "door:0")
    assert scene.session.state.history[done] == (0, Action("play", (0, 0)))
    run_until(app, lambda: scene.session.state.to_act() == (0,) or scene.session.state.is_over())
    done = len(scene.session.state.history)
    if not scene.session.state.is_over():
        app_click(app, "gem:white")
        app_click(app, "door:1")
        assert scene.session.state.history[done] == (0, Action("look", (1,)))


def test_players_panel_counts_in_singular_and_plural():
    from games.vuelvan.engine import Vuelvan
    from games.vuelvan.table import VuelvanTable

    state = Vuelvan(2, 0)
    view = state.view(0)
    card = view.hands[1][0]
    view = dataclasses.replace(view, gems=(("red",), ("red", "blue")), hands=((card,), (card, card)))
    table = VuelvanTable.__new__(VuelvanTable)
    assert table.seat_lines(view, "en") == ["1 card · 1 gem", "2 cards · 2 gems"]
    assert table.seat_lines(view, "es") == ["1 carta · 1 gema", "2 cartas · 2 gemas"]
