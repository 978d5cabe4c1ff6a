"""The Recompensas table: gems, buttons and the wild card's choices become legal actions; the hint
rings a legal action; the deck stays face down; and a real turn clicked through the running app."""

import types

import pytest
from table_helpers import build as build_table
from table_helpers import click as click_table
from table_helpers import display  # noqa: F401 (autouse fixture)

from game.core import Action
from games.recompensas.engine import DOORS, Recompensas
from games.recompensas.table import RecompensasTable
from scenes.tables import TABLES


def rigged(doors: dict[str, list[int]], current: str, level: str = "normal") -> Recompensas:
    state = Recompensas(1, 0, {"level": level})
    state.doors = {door: list(doors.get(door, [0, 0, 0, 0])) for door in DOORS}
    cards = state.deck + [state.current]
    cards.remove(current)
    state.deck, state.current = cards, current
    return state


def build(state, table, size=(960, 640)):
    return build_table(state, 0, table, size)


def click(state, name, table):
    return click_table(state, 0, name, table, (960, 640))


def table(lang="en"):
    return RecompensasTable(types.SimpleNamespace(lang=lang))


MIXED = {"RL": [1, 1, 1, 1], "BL": [1, 1, 1, 1], "RT": [2, 1, 1, 1], "BT": [1, 2, 1, 1]}


def test_registered():
    assert TABLES["recompensas"] is RecompensasTable


def test_clicking_a_gem_moves_it_sideways():
    state = rigged(MIXED, "RT")
    t = table()
    widgets, _ = build(state, t)
    movable = sorted(w.name for w in widgets if w.clickable and w.name.startswith("gem:"))
    assert movable == sorted(f"gem:{door}:{gem}" for door in ("RT", "BT") for gem in ("red", "blue", "white", "black"))
    assert click(state, "gem:BT:blue", t) == Action("move", ("BT", "blue"))
    assert state.doors["RT"][1] == 2


def test_remove_and_collect_buttons_and_the_door_itself():
    state = rigged(MIXED, "RT")
    assert click(state, "remove", table()) == Action("remove")
    clean = rigged({"BL": [0, 2, 0, 0], "RT": [3, 3, 5, 5]}, "BL")
    assert click(clean, "door:BL", table()) == Action("collect")
    again = rigged({"BL": [0, 2, 0, 0], "RT": [3, 3, 5, 5]}, "BL")
    assert click(again, "collect", table()) == Action("collect")


def test_wild_card_put_back_choices():
    state = rigged(MIXED, "RB")  # one pair removed
    t = table("es")
    widgets, legal = build(state, t)
    names = [w.name for w in widgets if w.name.startswith("restore:")]
    assert names == ["restore:RL:RT", "restore:RT:RL", "restore:BL:BT", "restore:BT:BL"]
    assert click(state, "restore:BT:BL", t) == Action("restore", ("BT", "BL"))


def test_wild_card_trade_is_a_black_gem_then_a_white_gem():
    state = rigged({"RL": [1, 1, 0, 3], "BL": [2, 2, 1, 0], "RT": [2, 2, 1, 0], "BT": [0, 0, 3, 2]}, "LT")
    t = table()
    assert click(state, "gem:RL:black", t) is None
    widgets, _ = build(state, t)
    whites = sorted(w.name for w in widgets if w.clickable and w.name.endswith(":white"))
    assert whites == ["gem:BL:white", "gem:BT:white", "gem:RT:white"]
    assert click(state, "gem:RT:white", t) == Action("swap", ("RL", "RT"))


def test_pass_button_when_nothing_is_possible():
    state = rigged({"RT": [3, 2, 5, 5], "BT": [2, 3, 0, 0]}, "BL")
    assert click(state, "pass", table()) == Action("pass")


def test_hint_rings_a_legal_action():
    state = rigged(MIXED, "RT")
    t = table()
    assert click(state, "hint", t) is None
    assert t.hinted in state.legal_actions(0)
    widgets, _ = build(state, t)
    assert any(w.highlight or getattr(w, "style", "") == "primary" for w in widgets if w.extra.get("action") == t.hinted
               or w.intent == t.hinted)


def test_deck_and_face_down_cards_stay_hidden():
    state = Recompensas(1, 3, {"level": "impossible"})
    widgets, _ = build(state, table())
    aside = [w for w in widgets if w.name.startswith("aside:")]
    assert len(aside) == 3 and all(not w.face_up for w in aside)
    shown = {getattr(w, "code", None) for w in widgets} - {None}
    assert shown <= {state.current, *DOORS}


@pytest.mark.parametrize("size", [(640, 480), (960, 640), (1400, 700), (600, 900)])
def test_builds_at_any_size(size):
    state = rigged(MIXED, "RB", level="hard")
    widgets, _ = build(state, table(), size)
    doors = [w.rect for w in widgets if w.name.startswith("door:")]
    assert len(doors) == 4
    for i, a in enumerate(doors):
        assert all(not a.colliderect(b) for b in doors[i + 1:])


def test_a_real_turn_through_the_app():
    from scenes.game_scene import GameScene
    from scenes.session import HUMAN, SeatConfig, Session
    from tests.scenes.shell_helpers import click as app_click
    from tests.scenes.shell_helpers import make_app, run_until

    app = make_app(lang="en")
    session = Session.new("recompensas", (SeatConfig("Ana", HUMAN),), seed=5, save_path=None)
    scene = GameScene(app, session)
    app.push(scene)
    app.apply_pending()
    run_until(app, lambda: scene.session.state.to_act() == (0,))
    app_click(app, "hint")
    suggestion = scene.table.hinted
    assert suggestion in scene.session.state.legal_actions(0)
    if suggestion.kind == "move":
        app_click(app, f"gem:{suggestion.args[0]}:{suggestion.args[1]}")
    elif suggestion.kind in ("remove", "collect", "pass"):
        app_click(app, suggestion.kind)
    elif suggestion.kind == "restore":
        app_click(app, f"restore:{suggestion.args[0]}:{suggestion.args[1]}")
    else:
        app_click(app, f"gem:{suggestion.args[0]}:black")
        app_click(app, f"gem:{suggestion.args[1]}:white")
    assert scene.session.state.history == [(0, suggestion)]
