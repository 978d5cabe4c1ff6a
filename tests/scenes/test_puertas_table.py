"""The Puertas table: built from a seat's view, clicks become legal actions, Doors stay secret;
and a real turn clicked through the running app."""

import types

import pygame
import pytest
from table_helpers import build as build_table
from table_helpers import click as click_table
from table_helpers import display, run_out_animation, start_against_computer  # noqa: F401 (display: autouse fixture)

from game.core import Action
from games.puertas.engine import END_TURN, NEXT_ROUND, REVEAL, SCORE_SET, Puertas
from games.puertas.table import PuertasTable
from scenes.cards.dama_tigre import CardWidget
from scenes.tables import TABLES
from scenes.widgets.base import find_widget


def build(state: Puertas, seat, lang="en", table=None, size=(960, 640)):
    table = table or PuertasTable(types.SimpleNamespace(lang=lang))
    widgets, legal = build_table(state, seat, table, size)
    return table, widgets, legal


def click(state: Puertas, seat: int, name: str, table=None) -> Action | None:
    return click_table(state, seat, name, table or PuertasTable(types.SimpleNamespace(lang="en")), (960, 640))


def rigged(collector=0, identities=("RL", "BT"), market=("RL", "BL", "RT", "BT"), collected=()) -> Puertas:
    state = Puertas(2, seed=0)
    state.collector = collector
    state.identities = list(identities)
    state.aside = [c for c in ("RL", "BL", "RT", "BT") if c not in identities]
    state.market = list(market)
    state.collected = list(collected)
    rest = ["RL"] * 3 + ["BL"] * 3 + ["RT"] * 3 + ["BT"] * 3 + ["RB", "LT"]
    for code in state.market + state.collected:
        rest.remove(code)
    state.deck = rest
    return state


def test_registered():
    assert TABLES["puertas"] is PuertasTable


def test_a_whole_round_by_clicks():
    state = rigged(collector=0, identities=("RL", "BT"))
    table = PuertasTable(types.SimpleNamespace(lang="es"))
    assert click(state, 0, "market:2", table) == Action("take", (2, "RT"))
    assert click(state, 1, "market:0", table) == Action("discard", (0, "RL"))
    # Guess after the discard: pick a colour, then a role, then say it.
    assert click(state, 1, "pick:red", table) is None
    assert click(state, 1, "pick:lady", table) is None
    assert table.picked_guess() == Action("guess", ("red", "lady"))
    assert click(state, 1, "guess", table) == Action("guess", ("red", "lady"))
    assert state.scores == [0, 5] and state.phase == "round_over"
    assert click(state, 1, "next_round", table) == NEXT_ROUND
    assert state.collector == 1


def test_picking_twice_unpicks():
    state = rigged()
    table = PuertasTable(types.SimpleNamespace(lang="en"))
    click(state, 0, "market:0", table)
    click(state, 1, "pick:blue", table)
    click(state, 1, "pick:blue", table)
    assert table.picked_guess() is None
    _, widgets, _ = build(state, 1, table=table)
    assert not find_widget(widgets, "guess").enabled


def test_end_turn_after_discarding():
    state = rigged()
    click(state, 0, "market:1")
    _, widgets, _ = build(state, 1)
    assert "end_turn" not in [w.name for w in widgets]
    click(state, 1, "market:3")
    assert click(state, 1, "end_turn") == END_TURN
    assert state.phase == "collect"


def test_doors_are_secret_until_the_round_ends():
    state = rigged(identities=("RL", "BT"))
    for lang in ("en", "es"):
        _, widgets, _ = build(state, 0, lang)
        mine, theirs = find_widget(widgets, "door:0"), find_widget(widgets, "door:1")
        assert mine.code == "RL" and mine.face_up and mine.door
        assert theirs.code is None and not theirs.face_up
        assert all(w.code != "BT" or w.name.startswith("market") for w in widgets if isinstance(w, CardWidget))
    _, widgets, _ = build(state, None)
    assert find_widget(widgets, "door:0").code is None and find_widget(widgets, "door:1").code is None
    click(state, 0, "market:0")
    state.apply(1, Action("guess", ("blue",)))
    _, widgets, _ = build(state, 0)
    assert find_widget(widgets, "door:1").code == "BT"


def test_only_legal_cards_are_clickable():
    state = rigged()
    _, widgets, _ = build(state, 1)  # the Guesser waits while the Collector takes
    assert not any(w.clickable for w in widgets if w.name.startswith("market:"))
    _, widgets, _ = build(state, 0)
    assert all(w.clickable for w in widgets if w.name.startswith("market:"))


def test_forced_reveal_shows_the_set():
    # "Esta Dama Roja tiene un set de 4 cartas rojas": the three reds and the fourth taken glow.
    state = rigged(collector=0, identities=("RL", "BT"), market=("RT", "BL", "BL", "BT"), collected=("RL", "RL", "RB"))
    click(state, 0, "market:0")
    table, widgets, legal = build(state, 0)
    assert legal == [REVEAL]
    assert [find_widget(widgets, f"collected:{i}").highlight for i in range(4)] == [True] * 4
    assert click(state, 0, "reveal") == REVEAL
    assert state.scores == [6, 0]


def test_score_set_button_for_the_guesser():
    state = rigged(collector=0, identities=("RT", "BL"), market=("BL", "RT", "RL", "BT"), collected=("BL", "BL", "LT"))
    click(state, 0, "market:0")
    _, widgets, _ = build(state, 1)
    assert find_widget(widgets, "score_set").clickable and find_widget(widgets, "score_set").highlight
    assert click(state, 1, "score_set") == SCORE_SET
    assert state.scores == [0, 2]


def test_gems_are_shown_as_a_tray():
    state = rigged()
    state.apply(0, Action("take", (0, "RL")))
    state.apply(1, Action("guess", ("red", "lady")))
    _, widgets, _ = build(state, 0)
    assert len(find_widget(widgets, "gems:1").colours) == 5
    assert find_widget(widgets, "gems:0").colours == []


@pytest.mark.parametrize("size", [(640, 420), (960, 640), (1600, 900)])
def test_builds_at_any_size_without_overlapping_market_cards(size):
    state = Puertas(2, seed=4)
    seat = state.to_act()[0]
    _, widgets, _ = build(state, seat, size=size)
    market = [find_widget(widgets, f"market:{i}").rect for i in range(4)]
    for a, b in zip(market, market[1:], strict=False):
        assert not a.colliderect(b)
    assert all(pygame.Rect(0, 0, *size).contains(r) for r in market)


def test_a_real_turn_through_the_app():
    from tests.scenes.shell_helpers import click as app_click
    from tests.scenes.shell_helpers import find, run_until

    # Seed 1 makes seat 0 (the human) the first Collector.
    seed = next(s for s in range(50) if Puertas(2, s).collector == 0)
    app, scene = start_against_computer("puertas", seed=seed, lang="es")
    market = list(scene.session.state.market)
    app_click(app, "market:1")
    state = scene.session.state
    assert state.history[0] == (0, Action("take", (1, market[1])))
    assert state.collected == [market[1]]
    # The computer Guesser plays; then either a new Collector turn or a finished round comes back to us.
    run_until(app, lambda: scene.session.state.to_act() == (0,) or scene.session.state.is_over())
    assert len(scene.session.state.history) >= 2
    assert find(app, "door:0").code == scene.session.state.identities[0]


def test_a_refilled_card_and_a_revealed_door_flip_over():
    state = rigged(collector=0, identities=("RL", "BT"))
    table = PuertasTable(types.SimpleNamespace(lang="en"))
    build(state, 1, table=table)
    assert not table.animating
    state.apply(0, Action("take", (2, "RT")))
    _, widgets, _ = build(state, 1, table=table)
    assert table.animating
    assert type(find_widget(widgets, "market:2")).__name__ == "FlippingCard"
    assert type(find_widget(widgets, "market:1")) is CardWidget
    # Drawing mid-flip works, and the flip ends.
    run_out_animation(table, find_widget(widgets, "market:2"), (960, 640))
    assert not table.animating
    # Building again from the same view starts nothing new (a selection step, a resize).
    build(state, 1, table=table)
    assert not table.animating
    state.apply(1, Action("guess", ("red",)))
    _, widgets, _ = build(state, 1, table=table)
    assert table.animating and type(find_widget(widgets, "door:0")).__name__ == "FlippingCard"


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("size", [(640, 400), (960, 640)])
def test_the_guess_buttons_stay_under_the_pointer(lang, size):
    # Issue 23, point 7: "Puertas' guess buttons moving under the pointer". Picking a colour (its words
    # change) and discarding (the hint changes) leave every guess control where it was.
    state = rigged()
    table = PuertasTable(types.SimpleNamespace(lang=lang))
    click(state, 0, "market:0", table)
    names = ("pick:red", "pick:blue", "pick:lady", "pick:tiger", "guess", "score_set")

    def places():
        _, widgets, _ = build(state, 1, lang, table, size)
        return {name: tuple(find_widget(widgets, name).rect) for name in names}

    before = places()
    click(state, 1, "pick:red", table)
    assert places() == before
    click(state, 1, "pick:lady", table)
    assert places() == before
    click(state, 1, "market:3", table)
    assert places() == before


def test_the_curtain_falls_once_the_taken_card_has_landed():
    # Issue 23, point 2: "Puertas' curtain falls before you see your card land".
    from shell_helpers import frames, game_scene, make_app

    from scenes.session import HUMAN, SeatConfig, Session

    app = make_app()
    scene = game_scene(app, Session.new("puertas", (SeatConfig("Ana", HUMAN), SeatConfig("Bea", HUMAN)), seed=3))
    collector = scene.curtain_for
    scene.on_intent("reveal")
    scene.ensure_layout()
    take = next(w for w in scene.widgets if w.clickable and isinstance(w.intent, Action) and w.intent.kind == "take")
    scene.board.on_table_intent(take.intent)
    scene.ensure_layout()
    assert scene.table.animating  # the card is on its way to the collected row...
    assert not scene.curtain_up and scene.viewer() == collector and not scene.may_act()  # ...watched by its taker
    for _ in range(400):
        if scene.curtain_up:
            break
        frames(app, 1)
    assert scene.curtain_up and scene.curtain_for == 1 - collector and not scene.table.animating
