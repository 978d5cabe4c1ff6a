"""Cards slide and gems travel on the Dama y Tigre tables (scenes/motion.py): the motion comes
from the difference between two builds of one seat's view, lasts at most ``LONGEST``, never holds
up a click, is skipped with the Animations setting off, and shows a seat nothing it could not see."""

from __future__ import annotations

import random
import types

import pygame
import pytest
from shell_helpers import click as app_click
from table_helpers import build_seen, display, frame_pixels, start_against_computer  # noqa: F401 (display: autouse fixture)

from game.ai.base import RandomBot
from game.core import IllegalActionError
from game.registry import GAMES
from scenes import motion
from scenes.cards.dama_tigre import CardWidget
from scenes.motion import LONGEST, CardSpot, GemPile, MotionLayer, plan_cards, plan_gems
from scenes.tables import TABLES

DAMA_TIGRE, CARD, DOOR = "dama_tigre", (False, True), (True, True)  # La Dama y el Tigre's faces, a card, a Door
DECK = (DAMA_TIGRE, CARD)  # the look a deck of its cards deals
MOVING_TABLES = ("puertas", "favores", "trampas", "laberinto", "recompensas", "vuelvan")
SIZE = (960, 600)


@pytest.fixture(autouse=True)
def animations_on():
    motion.set_enabled(True)
    yield
    motion.set_enabled(True)


def _players(gid: str) -> int:
    cls = GAMES[gid]
    return max(cls.min_players, min(cls.max_players, 3))


def _table(gid: str):
    return TABLES[gid](types.SimpleNamespace(lang="en"))


def _moving_positions(gid: str, seed: int, seat: int = 0, wanted: int = 6):
    """(state before, action, state after) for moves after which ``seat``'s table moves something."""
    state = GAMES[gid](_players(gid), seed, {})
    bot = RandomBot(seed)
    table = _table(gid)
    build_seen(table, state, seat, SIZE)
    found = []
    while not state.is_over() and len(found) < wanted:
        before = state.clone()
        actor = state.to_act()[0]
        action = bot.choose(state, actor)
        state.apply(actor, action)
        build_seen(table, state, seat, SIZE)
        if table.animating:
            found.append((before, actor, action, state.clone()))
        table.motion.land()
    return found


# --- the plan, from two pictures ------------------------------------------------------------------

def spot(name, code, rect, place=None, **more):
    from scenes.motion import place_of

    return CardSpot(name, place or place_of(name), code, DAMA_TIGRE, rect, more.pop("variant", CARD), **more)


def test_a_card_that_changes_places_slides_and_one_from_nowhere_comes_off_the_deck():
    before = [spot("market:0", "RL", (100, 100, 70, 100)), spot("market:1", "BT", (180, 100, 70, 100))]
    after = [spot("collected:0", "RL", (100, 400, 70, 100)), spot("market:0", "BT", (180, 100, 70, 100)),
             spot("market:1", "RT", (260, 100, 70, 100))]
    flights, waits = plan_cards(before, after, [((0, 100, 70, 100), DECK)])
    moves = {(f.start, f.end, f.start_code, f.end_code) for f in flights}
    assert ((100, 100, 70, 100), (100, 400, 70, 100), "RL", "RL") in moves  # taken
    assert ((0, 100, 70, 100), (260, 100, 70, 100), None, "RT") in moves  # dealt, turning over on the way
    assert set(waits) == {"collected:0", "market:1"}  # BT kept its place: it does not move
    assert all(f.duration <= LONGEST for f in flights)


def test_a_card_seen_from_the_back_stays_a_back_all_the_way():
    before = [spot("hand:0", None, (10, 10, 70, 100), place="hand:1"),
              spot("hand:1", None, (90, 10, 70, 100), place="hand:1")]
    after = [spot("hand:0", None, (10, 10, 70, 100), place="hand:1"), spot("pile:1", None, (300, 300, 70, 100))]
    flights, _ = plan_cards(before, after, [])
    assert [(f.start_code, f.end_code) for f in flights] == [(None, None)]


def test_a_new_deal_sends_the_old_cards_back_to_the_deck():
    deck = (0, 0, 70, 100)
    before = [spot("market:0", "RL", (100, 0, 70, 100))]
    after = [spot("market:0", "BT", (100, 0, 70, 100)), spot("collected:0", "RL", (100, 300, 70, 100))]
    flights, _ = plan_cards(before, after, [(deck, DECK)], fresh=True)
    assert {(f.start, f.end) for f in flights} == {((100, 0, 70, 100), deck), (deck, (100, 0, 70, 100)),
                                                   (deck, (100, 300, 70, 100))}


def test_cards_are_paired_only_with_cards_of_their_look():
    """A Door that left is not the plain card that turned up: the card comes off the deck of its
    look, and the Door fades (no Door deck on this table)."""
    deck = (0, 0, 70, 100)
    before = [spot("door:0", "RL", (100, 0, 70, 100), variant=DOOR)]
    after = [spot("market:0", "RL", (300, 0, 70, 100))]
    flights, _ = plan_cards(before, after, [(deck, DECK), ((0, 300, 70, 100), (DAMA_TIGRE, DOOR))])
    assert {(f.start, f.end, f.variant, f.fade) for f in flights} == {
        ((100, 0, 70, 100), (100, 0, 70, 100), DOOR, True), (deck, (300, 0, 70, 100), CARD, False)}


def test_a_card_of_any_deck_slides_with_its_own_faces():
    """Motion knows no deck: a PokerDrez card widget moves as a PokerDrez card, drawn by its painter."""
    from game.cards.pokerdrez import Colour, Figure, card
    from scenes.cards import pokerdrez
    from scenes.cards.widget import card_image, card_widget
    from scenes.motion import _draw_card_flight, read_cards

    code = card(Figure.TORRE, Colour.RED)
    old = read_cards([card_widget("hand:0", pygame.Rect(10, 10, 70, 100), code, faces=pokerdrez.FACES)])
    new = read_cards([card_widget("shown:0", pygame.Rect(200, 10, 70, 100), code, faces=pokerdrez.FACES)])
    assert (new[0].faces, new[0].variant) == (pokerdrez.FACES, None)
    (flight,), _ = plan_cards(old, new, [])
    assert (flight.faces, flight.start_code, flight.end_code) == (pokerdrez.FACES, code, code)
    drawn = pygame.Surface((300, 130))
    _draw_card_flight(drawn, flight, 0.0)  # its first frame: the card where it was
    expected = pygame.Surface((300, 130))
    expected.blit(card_image((70, 100), code, faces=pokerdrez.FACES), (10, 10))
    assert pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(expected, "RGB")


def test_gems_go_from_the_pile_that_lost_them_to_the_pile_that_gained_them_and_the_rest_from_the_bank():
    before = {"a": GemPile("a", 5, "red"), "b": GemPile("b", 2, "blue")}
    after = {"a": GemPile("a", 2, "red"), "b": GemPile("b", 7, "blue")}
    anchors = {"a": (0, 0, 20, 20), "b": (200, 0, 20, 20)}
    flights = plan_gems(before, after, anchors, (100, 100, 40, 40))
    from_a = [f for f in flights if f.start == (10, 10)]
    from_bank = [f for f in flights if f.start == (120, 120)]
    assert len(from_a) == 3 and len(from_bank) == 2
    assert all(f.end == (210, 10) and f.target == "b" for f in flights)
    assert max(f.ends for f in flights) <= LONGEST


# --- on the tables ------------------------------------------------------------------------------------

@pytest.mark.parametrize("gid", MOVING_TABLES)
def test_a_view_change_starts_a_motion_that_ends_within_its_time(gid):
    found = _moving_positions(gid, seed=4, wanted=3)
    assert found, f"{gid}: nothing ever moved"
    table = _table(gid)
    for before, _, _, after in found:
        build_seen(table, before, 0, SIZE)
        table.motion.land()
        widgets = build_seen(table, after, 0, SIZE)
        assert table.animating and isinstance(widgets[-1], MotionLayer)
        frame_pixels(widgets, SIZE)  # the first frame, mid-way and the last all draw
        table.update(0.0)  # the first frame shown: the motion's clock starts
        table.update(LONGEST / 2)
        frame_pixels(widgets, SIZE)
        assert table.animating
        table.update(LONGEST / 2 + 1e-6)
        assert not table.animating
        assert not table.update(0.01)  # nothing left to draw
        # Built again from the same view (a hover, a selection step): nothing starts again.
        again = build_seen(table, after, 0, SIZE)
        assert not table.animating and not any(isinstance(w, MotionLayer) for w in again)


@pytest.mark.parametrize("gid", MOVING_TABLES)
def test_with_animations_off_the_end_is_drawn_at_once(gid):
    before, _, _, after = _moving_positions(gid, seed=4, wanted=1)[0]
    table = _table(gid)
    build_seen(table, before, 0, SIZE)
    widgets = build_seen(table, after, 0, SIZE)
    table.motion.land()
    ended = frame_pixels(widgets, SIZE)
    motion.set_enabled(False)
    table = _table(gid)
    build_seen(table, before, 0, SIZE)
    widgets = build_seen(table, after, 0, SIZE)
    assert not table.animating
    assert not any(isinstance(w, MotionLayer) for w in widgets)
    assert frame_pixels(widgets, SIZE) == ended


def test_the_counter_shows_the_old_count_until_the_gems_land():
    for before, _, _, after in _moving_positions("favores", seed=1, wanted=40):
        table = _table("favores")
        build_seen(table, before, 0, SIZE)
        widgets = build_seen(table, after, 0, SIZE)
        if not table.motion.gems:
            continue
        gained = [s for s, (a, b) in enumerate(zip(before.view(0).gems, after.view(0).gems, strict=True))
                  if b > a]
        if not gained:
            continue
        label = next(w for w in widgets if w.name == f"gems:{gained[0]}")
        assert label._stand_in.text == str(before.view(0).gems[gained[0]])
        assert label.text == str(after.view(0).gems[gained[0]])
        table.update(0.0)
        table.update(LONGEST)
        assert not table.animating
        return
    pytest.fail("no Favores move in 40 gave gems to a player")


def test_a_staged_card_keeps_its_class_and_fields():
    """The waiting copy of a card is still a card widget, with the same code and intent (a test or the
    shell's "the computer plays here" highlight reads them)."""
    for before, _, _, after in _moving_positions("puertas", seed=2, wanted=10):
        table = _table("puertas")
        build_seen(table, before, 1, SIZE)
        widgets = build_seen(table, after, 1, SIZE)
        waiting = [w for w in widgets if type(w).__name__ in ("SlidingCard", "FlippingCard")]
        if waiting:
            plain = {w.name: w for w in _table("puertas").build(pygame.Rect(0, 0, *SIZE), after.view(1), 1, [])}
            for widget in waiting:
                assert isinstance(widget, CardWidget)
                assert (widget.code, widget.face_up, widget.rect) == (plain[widget.name].code,
                                                                      plain[widget.name].face_up,
                                                                      plain[widget.name].rect)
            return
    pytest.fail("no card slid")


# --- nothing hidden shows ------------------------------------------------------------------------------

# Recompensas is left out: alone at the table, every move of it turns up the next card of the deck,
# the one thing hidden, so no move leaves two worlds looking alike afterwards.
@pytest.mark.parametrize("gid", [g for g in MOVING_TABLES if GAMES[g].hidden_information and _players(g) > 1])
def test_a_frame_mid_motion_is_the_same_in_a_world_differing_only_in_what_the_seat_cannot_see(gid):
    """The twin: the same position with everything the seat cannot see dealt again (determinize), and the
    same move made in it. Drawn for the seat part way through the motion, the two frames are equal."""
    rng = random.Random(7)
    compared = 0
    for seat in range(_players(gid)):
        for before, actor, action, after in _moving_positions(gid, seed=11 + seat, seat=seat, wanted=8):
            twin_before = before.determinize(seat, rng)
            twin_after = twin_before.clone()
            try:
                twin_after.apply(actor, action)
            except IllegalActionError:
                continue  # the move needed a card the twin world dealt elsewhere
            if twin_after.view(seat) != after.view(seat):
                continue  # the move itself showed the seat something that tells the worlds apart
            frames = []
            for start, end in ((before, after), (twin_before, twin_after)):
                table = _table(gid)
                build_seen(table, start, seat, SIZE)
                widgets = build_seen(table, end, seat, SIZE)
                assert table.animating
                table.update(0.0)
                table.update(LONGEST * 0.45)
                frames.append(frame_pixels(widgets, SIZE))
            assert frames[0] == frames[1], f"{gid}: seat {seat} mid-motion after {action} sees what it cannot see"
            compared += 1
    assert compared >= 2, f"{gid}: too few moves compared ({compared})"


# --- never in the way -----------------------------------------------------------------------------------

def test_a_click_during_the_motion_lands_it_and_plays(monkeypatch):
    app, scene = start_against_computer("puertas", seed=3)
    table = scene.table
    scene.ensure_layout()
    # Hold the clock still so the motion is surely running when the click comes.
    monkeypatch.setattr(table.motion, "update", lambda dt: table.motion.moving)
    state = scene.session.state
    take = next(a for a in state.legal_actions(0) if a.kind == "take")
    table.motion.clock, table.motion.length = 0.0, LONGEST  # as if the computer's move had just been drawn
    assert table.animating
    played = len(state.history)
    app_click(app, f"market:{take.args[0]}", count=1)
    assert scene.session.state.history[played] == (0, take)


def test_a_click_on_nothing_during_the_motion_lands_it():
    app, scene = start_against_computer("favores", seed=2)
    table = scene.table
    scene.ensure_layout()
    table.motion.clock, table.motion.length = 0.0, LONGEST
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(2, 2), button=1))
    app.step()
    assert not table.motion.moving


def test_a_screenshot_after_a_move_shows_the_table_settled(tmp_path):
    """``ludoteca --demo … --screenshot`` plays moves, settles and saves the frame: the last move's
    motion is finished in that frame even when the move had not been drawn yet."""
    from scenes.app import App
    from scenes.game_scene import GameScene, computer_seats
    from scenes.session import Session

    app = App(size=(1024, 640), lang="en", threaded_bots=False, think_delay=0.0, load_settings=False)
    app.sounds.enabled = False
    scene = GameScene(app, Session.new("puertas", computer_seats(2, "en", "random"), seed=5, save_path=None))
    app.push(scene)
    app.apply_pending()
    for _ in range(6):
        scene.update(0.0)
        scene.ensure_layout()  # drawn along the way, as a window would
    scene.update(0.0)  # and one more move, not drawn before the screenshot
    scene.settle()
    app.screenshot(tmp_path / "shot.png")
    assert not scene.table.animating


def test_the_first_step_of_a_motion_is_one_frame_whatever_the_frame_that_started_it_cost():
    before, _, _, after = _moving_positions("puertas", seed=4, wanted=1)[0]
    table = _table("puertas")
    build_seen(table, before, 0, SIZE)
    build_seen(table, after, 0, SIZE)
    table.update(0.5)  # a slow frame: painting new card sizes, a busy machine
    assert table.animating and table.motion.clock == pytest.approx(motion.FIRST_STEP)
    table.update(LONGEST)
    assert not table.animating
