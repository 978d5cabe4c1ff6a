"""Ideograma's tiles move (scenes/motion.py through games/ideograma/table.py): a word played slides
onto the board, from the rack when the seat shown played it, else from its player's tiles in the score
panel; tiles drawn come out of the bag and tiles exchanged go into it. The motion comes from two builds
of one seat's view, ends within ``LONGEST``, never holds up a click or a key, is skipped with the
Animations setting off, and shows a seat nothing it could not see."""

from __future__ import annotations

import random
import types
from collections import Counter

import pygame
import pytest
from shell_helpers import click as app_click
from shell_helpers import frames, make_app, press, run_until
from table_helpers import build_seen, display, frame_pixels  # noqa: F401 (display: autouse fixture)

from game.ai.base import RandomBot
from game.core import IllegalActionError
from game.registry import GAMES
from games.ideograma.table import IdeogramaTable, Placed, drawn_slots
from scenes import motion
from scenes.game_scene import GameScene
from scenes.motion import LONGEST, MotionLayer
from scenes.pause import PauseScene
from scenes.session import COMPUTER, HUMAN, SeatConfig, Session
from scenes.widgets.tile import Tile

SIZE = (1000, 600)  # wide: the score panel beside the board has a row for each player


@pytest.fixture(autouse=True)
def animations_on():
    motion.set_enabled(True)
    yield
    motion.set_enabled(True)


def table_for() -> IdeogramaTable:
    table = IdeogramaTable(types.SimpleNamespace(lang="en"))
    table.seat_names = ["Ana", "Bea"]
    return table


def moves(seed: int, count: int, kinds=("play",)):
    """(before, actor, action, after) for the first ``count`` moves of these kinds in a game between
    random players."""
    state = GAMES["ideograma"](2, seed, {})
    bot = RandomBot(seed)
    found = []
    while not state.is_over() and len(found) < count:
        before = state.clone()
        actor = state.to_act()[0]
        action = bot.choose(state, actor)
        state.apply(actor, action)
        if action.kind in kinds:
            found.append((before, actor, action, state.clone()))
    return found


def new_squares(before, after) -> set[tuple[int, int]]:
    old, new = before.view(None).board, after.view(None).board
    return {(r, c) for r in range(15) for c in range(15) if old[r][c] is None and new[r][c] is not None}


def staged(table, before, after, seat):
    """The table built from ``before`` and then from ``after`` for ``seat``: the widgets and the
    rectangles the tiles of ``before`` had, by name."""
    old = {w.name: tuple(w.rect) for w in build_seen(table, before, seat, SIZE)}
    table.motion.land()
    return build_seen(table, after, seat, SIZE), old


# --- a word arrives ------------------------------------------------------------------------------

def test_a_word_played_slides_onto_the_board_and_ends_within_its_time():
    # "El jugador que comienza debe formar una palabra combinando dos o más fichas de su atril
    #  ubicándolas sobre el tablero"
    for before, actor, _, after in moves(seed=5, count=4):
        for seat in (0, 1):
            table = table_for()
            widgets, old = staged(table, before, after, seat)
            assert table.animating and isinstance(widgets[-1], MotionLayer)
            landing = {(tuple(map(int, w.name[5:].split(","))), tuple(w.rect)) for w in widgets
                       if w.name.startswith("tile:")}
            arrivals = [f for f in table.motion.cards if f.end in {rect for sq, rect in landing
                                                                   if sq in new_squares(before, after)}]
            assert len(arrivals) == len(new_squares(before, after)), "every tile of the word travels"
            if seat == actor:
                # Its own word: each tile leaves a slot of the rack it was on, face up all the way.
                slots = {rect for name, rect in old.items() if name.startswith("rack:")}
                assert all(f.start in slots and f.start_code == f.end_code for f in arrivals)
            else:
                # Another's word: from that player's tiles in the score panel, face down until half way.
                row = next(w.rect for w in widgets if w.name == f"score:{actor}")
                assert all(row.contains(pygame.Rect(f.start)) and f.start_code is None for f in arrivals)
            assert all(f.ends <= LONGEST + 1e-9 and f.art == "tile" for f in table.motion.cards)
            assert len({f.delay for f in arrivals}) == len(arrivals) or len(arrivals) == 1  # one letter after another
            frame_pixels(widgets, SIZE)  # the first frame
            table.update(0.0)
            table.update(LONGEST / 2)
            assert table.animating
            frame_pixels(widgets, SIZE)  # half way
            table.update(LONGEST / 2 + 1e-6)
            assert not table.animating and not table.update(0.01)
            # Built again from the same view (a hover, a click that selects): nothing starts again.
            again = build_seen(table, after, seat, SIZE)
            assert not table.animating and not any(isinstance(w, MotionLayer) for w in again)


def test_under_a_tall_board_another_players_word_grows_where_it_lands():
    """A window taller than wide puts the panel under the board, without the players' rows: the word
    of another player appears on its squares, growing, as tiles."""
    before, actor, _, after = moves(seed=5, count=1)[0]
    table = table_for()
    rect = pygame.Rect(0, 0, 640, 900)
    table.build(rect, before.view(1 - actor), 1 - actor, [])
    widgets = table.build(rect, after.view(1 - actor), 1 - actor, [])
    assert not any(w.name.startswith("score:") for w in widgets)
    flights = table.motion.cards
    assert len(flights) == len(new_squares(before, after))
    assert all(f.art == "tile" and pygame.Rect(f.end).contains(pygame.Rect(f.start)) for f in flights)


def test_the_tiles_drawn_come_out_of_the_bag():
    # "luego toma tantas fichas nuevas como fichas haya utilizado, con lo que siempre se queda con
    #  siete fichas en su atril"
    for before, actor, _, after in moves(seed=6, count=3):
        if not after.view(actor).bag:
            continue
        table = table_for()
        widgets, _ = staged(table, before, after, actor)
        bag = table._bag_home
        drawn = [f for f in table.motion.cards if f.start == bag]
        old_rack, new_rack = before.view(actor).rack, after.view(actor).rack
        played = len(new_squares(before, after))
        assert len(drawn) == played == len(drawn_slots(tuple(old_rack), tuple(new_rack), after.view(actor).move,
                                                       actor))
        assert all(f.start_code is None for f in drawn)  # face down while it comes out
        arriving = sorted(f.end_code for f in drawn)
        assert Counter(arriving) <= Counter(w.code for w in widgets if isinstance(w, Tile)
                                            and w.name.startswith("rack:"))


def test_an_exchange_sends_the_old_tiles_into_the_bag_and_new_ones_out():
    # "Hace esto descartándolas hacia abajo, mezclándolas con las de la mesa y escogiendo la misma
    #  cantidad de letras nuevas"
    found = 0
    for seed in range(20, 40):
        state = GAMES["ideograma"](2, seed, {})
        seat = state.to_act()[0]
        action = next(a for a in state.legal_actions(seat) if a.kind == "exchange" and len(a.args) == 3)
        before = state.clone()
        state.apply(seat, action)
        table = table_for()
        staged(table, before, state, seat)
        old, new = Counter(before.view(seat).rack), Counter(state.view(seat).rack)
        gone = sum((old - new).values())
        if not gone:
            continue  # drew back the very letters it gave away: nothing to see
        bag = table._bag_home
        into = [f for f in table.motion.cards if f.end == bag]
        out = [f for f in table.motion.cards if f.start == bag]
        assert len(into) == len(out) == gone
        assert all(f.end_code is None for f in into) and all(f.start_code is None for f in out)
        assert table.motion.length <= LONGEST
        # The other seat sees an exchange as nothing moving on the table.
        other = table_for()
        staged(other, before, state, 1 - seat)
        assert not other.animating
        found += 1
        if found == 3:
            return
    pytest.fail(f"only {found} exchanges changed the rack")


def test_a_tile_laid_by_hand_slides_from_the_rack_but_one_dropped_there_does_not():
    state = GAMES["ideograma"](2, 3, {})
    seat = state.to_act()[0]
    table = table_for()
    widgets = build_seen(table, state, seat, SIZE)
    slot = table.order[0]
    start = next(w.rect for w in widgets if w.name == f"rack:{slot}")
    table.on_intent(("rack", slot), state.view(seat), seat, state.legal_actions(seat))
    table.on_intent(("cell", 7, 7), state.view(seat), seat, state.legal_actions(seat))
    widgets = build_seen(table, state, seat, SIZE)
    square = next(w.rect for w in widgets if w.name == "placed:7,7")
    assert table.animating and any(f.start == tuple(start) and f.end == tuple(square) for f in table.motion.cards)
    table.motion.land()
    # Dragged to another square by hand: it is where the hand left it at once.
    centre = next(w.rect.center for w in widgets if w.name == "square:7,7")
    target = next(w.rect.center for w in widgets if w.name == "square:7,8")
    for kind, pos in ((pygame.MOUSEBUTTONDOWN, centre), (pygame.MOUSEMOTION, target), (pygame.MOUSEBUTTONUP, target)):
        table.handle_event(pygame.event.Event(kind, pos=pos, button=1, rel=(0, 0), buttons=(1, 0, 0)), True)
    build_seen(table, state, seat, SIZE)
    assert list(table.placed) == [(7, 8)] and not table.animating


def test_a_word_laid_by_hand_stays_where_it_was_laid_when_it_is_played():
    """The person's own word is already on its squares: playing it moves only the rack (the tiles
    left close up, the new ones come out of the bag)."""
    state = GAMES["ideograma"](2, 3, {})
    seat = state.to_act()[0]
    table = table_for()
    build_seen(table, state, seat, SIZE)
    generated = state.generated_plays()
    action = max((a for a in generated if not any(c.islower() for c in a.args[3:])), key=lambda a: generated[a].score)
    used: set[int] = set()
    for square, letter, blank in state.placement_of(action, check_words=False).tiles:
        slot = next(s for s in table.order if table._rack[s] == letter.upper() and s not in used)
        used.add(slot)
        table.placed[(square // 15, square % 15)] = Placed(slot, letter.upper(), blank)
    build_seen(table, state, seat, SIZE)
    table.motion.land()
    assert table.on_intent(("play",), state.view(seat), seat, state.legal_actions(seat)) == action
    state.apply(seat, action)
    widgets = build_seen(table, state, seat, SIZE)
    board = {tuple(w.rect) for w in widgets if w.name.startswith("tile:")}
    assert table.animating and not any(f.end in board for f in table.motion.cards)
    assert sum(f.start == table._bag_home for f in table.motion.cards) == len(used)


# --- with the Animations setting off -----------------------------------------------------------------

def test_with_animations_off_nothing_moves_and_the_end_is_drawn_at_once():
    before, actor, _, after = moves(seed=5, count=1)[0]
    for seat in (actor, 1 - actor):
        table = table_for()
        widgets, _ = staged(table, before, after, seat)
        table.motion.land()
        ended = frame_pixels(widgets, SIZE)
        motion.set_enabled(False)
        table = table_for()
        widgets, _ = staged(table, before, after, seat)
        assert not table.animating and not any(isinstance(w, MotionLayer) for w in widgets)
        assert frame_pixels(widgets, SIZE) == ended
        motion.set_enabled(True)


# --- nothing hidden shows ---------------------------------------------------------------------------------

def test_a_frame_mid_motion_is_the_same_in_a_world_differing_only_in_hidden_tiles():
    # "las coloca en su atril de modo que sus compañeros no puedan observar las letras"
    # The twin: the same position with the other rack and the bag dealt again (determinize) so that
    # the other player still holds the word it plays; the same word played in it. Drawn for the seat
    # watching, part way through the word's arrival, the two frames are equal.
    rng = random.Random(7)
    compared = 0
    for before, actor, action, after in moves(seed=8, count=12):
        seat = 1 - actor
        for _ in range(300):
            twin_before = before.determinize(seat, rng)
            if twin_before.racks[actor] == before.racks[actor]:
                continue  # nothing hidden differs that the word could give away
            twin_after = twin_before.clone()
            try:
                twin_after.apply(actor, action)
            except IllegalActionError:
                continue  # the twin's rack does not hold the word
            break
        else:
            continue
        assert twin_after.view(seat) == after.view(seat)
        assert twin_after.racks[actor] != after.racks[actor] or twin_after.bag != after.bag
        pictures = []
        for start, end in ((before, after), (twin_before, twin_after)):
            table = table_for()
            widgets, _ = staged(table, start, end, seat)
            assert table.animating
            table.update(0.0)
            table.update(LONGEST * 0.45)
            pictures.append(frame_pixels(widgets, SIZE))
        assert pictures[0] == pictures[1], f"seat {seat} mid-motion after {action} sees what it cannot see"
        compared += 1
        if compared == 3:
            return
    assert compared >= 2, f"too few words compared ({compared})"


# --- never in the way -----------------------------------------------------------------------------------------

def watching_a_computer_word(monkeypatch, seed: int):
    """The running app, a person on seat 0 and a random computer on seat 1, just after the computer
    laid a word: its motion is held still so it is surely running when the person acts."""
    app = make_app((1280, 720))
    seats = (SeatConfig("Ana", HUMAN), SeatConfig("Robot", COMPUTER, "random"))
    scene = GameScene(app, Session.new("ideograma", seats, seed=seed, save_path=None))
    app.push(scene)
    app.apply_pending()
    run_until(app, lambda: scene.session.state.to_act() == (0,))
    table = scene.table
    monkeypatch.setattr(table.motion, "update", lambda dt: table.motion.moving)
    app_click(app, "pass")
    run_until(app, lambda: scene.session.state.to_act() == (0,))
    frames(app, 1)
    last = scene.session.state.history[-1]
    if last[0] != 1 or last[1].kind != "play":
        pytest.skip(f"the computer did not lay a word on seed {seed}")
    assert table.animating and table.motion.cards
    return app, scene


def test_a_click_during_the_motion_lands_it_and_acts(monkeypatch):
    app, scene = watching_a_computer_word(monkeypatch, seed=4)
    table = scene.table
    slot = table.order[2]
    app_click(app, f"rack:{slot}", count=1)
    assert not table.motion.moving and table.selected == slot  # landed, and the tile is picked
    square = next((r, c) for r in range(15) for c in range(15) if scene.session.state.board[r * 15 + c] == ""
                  and any(scene.session.state.board[r * 15 + c + d] for d in (-1, 1) if 0 <= c + d < 15))
    app_click(app, f"square:{square[0]},{square[1]}", count=1)
    assert table.placed and square in table.placed


def test_a_key_during_the_motion_lands_it_and_acts(monkeypatch):
    app, scene = watching_a_computer_word(monkeypatch, seed=4)
    table = scene.table
    press(app, pygame.K_ESCAPE, count=1)  # nothing laid: Escape pauses
    assert not table.motion.moving and isinstance(app.top, PauseScene)


def test_a_screenshot_shows_the_table_settled(tmp_path):
    """``ludoteca --demo ideograma … --screenshot`` settles before it saves: the last word's motion is
    finished in that frame even when the word had not been drawn yet."""
    from scenes.app import App
    from scenes.game_scene import computer_seats

    app = App(size=(1280, 720), lang="en", threaded_bots=False, think_delay=0.0, load_settings=False)
    app.sounds.enabled = False
    scene = GameScene(app, Session.new("ideograma", computer_seats(2, "en", "random"), seed=3, save_path=None))
    app.push(scene)
    app.apply_pending()
    for _ in range(4):
        scene.update(0.0)
        scene.ensure_layout()
    scene.update(0.0)
    scene.settle()
    app.screenshot(tmp_path / "shot.png")
    assert not scene.table.animating
