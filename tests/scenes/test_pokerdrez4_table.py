"""The PokerDrez para 4 table: moves and entries clicked, the card chosen with one click where several
fit, the return to the commons, the other hands absent, the partner's hand only with the option, the
curtain between teams (not between partners who share their cards), a real turn through the app."""

import random
import types

import pygame
import pytest
from table_helpers import build, click, display  # noqa: F401 (display: autouse fixture)

from games.pokerdrez4.engine import PokerDrez4
from games.pokerdrez4.table import PokerDrez4Table
from games.pokerdrez4.view import read_play
from scenes.cards.widget import CardWidget
from scenes.tables import TABLES
from scenes.widgets.base import find_widget


def square(sq: int) -> str:
    return f"square:{sq // 8},{sq % 8}"


def table_for(lang: str = "en") -> PokerDrez4Table:
    table = PokerDrez4Table(types.SimpleNamespace(lang=lang))
    table.seat_names = ["Ana", "Bea", "Carla", "Dani"]
    return table


def grouped(state: PokerDrez4, seat: int) -> dict[tuple[int, int], list]:
    found: dict[tuple[int, int], list] = {}
    for action in state.legal_actions(seat):
        read = read_play(action)
        if read is not None and read.kind_of_action == "move":
            found.setdefault((read.origin, read.target), []).append(action)
    return found


def position_where(fits, seed: int = 3, options=None, limit: int = 400):
    rng = random.Random(seed)
    state = PokerDrez4(4, seed, options or {})
    for _ in range(limit):
        seat = state.to_act()[0]
        if state.phase == "play":
            for move, actions in sorted(grouped(state, seat).items()):
                if fits(actions):
                    return state, seat, move
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        if state.is_over():
            state = PokerDrez4(4, rng.randrange(1000), options or {})
    raise AssertionError("no such position")


def test_registered():
    assert TABLES["pokerdrez4"] is PokerDrez4Table


def test_a_move_one_card_backs_is_played_at_the_second_click():
    state, seat, (origin, target) = position_where(lambda actions: len(actions) == 1)
    (only,) = grouped(state, seat)[(origin, target)]
    table = table_for()
    assert click(state, seat, square(origin), table) is None
    widgets, _ = build(state, seat, table)
    assert find_widget(widgets, square(target)).target
    assert click(state, seat, square(target), table) == only


def test_where_several_cards_fit_they_light_up_and_one_click_spends_one():
    state, seat, (origin, target) = position_where(lambda actions: len(actions) >= 2)
    backers = grouped(state, seat)[(origin, target)]
    table = table_for()
    assert click(state, seat, square(origin), table) is None
    assert click(state, seat, square(target), table) is None
    widgets, legal = build(state, seat, table)
    cards = [w for w in widgets if isinstance(w, CardWidget) and w.name.startswith(("hand:", "common:"))]
    lit = [w for w in cards if w.clickable]
    assert {w.intent for w in lit} == set(backers)
    assert "several cards" in find_widget(widgets, "prompt").text.lower()
    chosen = lit[-1]
    assert table.on_intent(chosen.intent, state.view(seat), seat, legal) == chosen.intent
    state.apply(seat, chosen.intent)
    assert state.view(seat).discard_top == read_play(chosen.intent).card


def test_a_card_chosen_first_keeps_only_the_moves_it_backs():
    state, seat, (origin, target) = position_where(lambda actions: len(actions) >= 2)
    first = grouped(state, seat)[(origin, target)][0]
    read = read_play(first)
    table = table_for()
    widgets, _ = build(state, seat, table)
    name = next(
        w.name for w in widgets if isinstance(w, CardWidget) and w.code == read.card and w.name.startswith(read.source)
    )
    assert click(state, seat, name, table) is None and table.pick == (read.card, read.source)
    assert click(state, seat, square(origin), table) is None
    assert click(state, seat, square(target), table) == first


def test_after_a_common_card_the_three_cards_in_hand_offer_the_return():
    state, seat, (origin, target) = position_where(
        lambda actions: len(actions) == 1 and read_play(actions[0]).source == "common"
    )
    table = table_for()
    click(state, seat, square(origin), table)
    assert click(state, seat, square(target), table) is not None
    assert state.phase == "return"
    widgets, _ = build(state, seat, table)
    hand = [w for w in widgets if w.name.startswith("hand:")]
    assert len(hand) == 3 and all(w.clickable and w.intent.kind == "return" for w in hand)
    assert click(state, seat, "hand:2", table).kind == "return"


def test_a_captured_piece_comes_back_by_clicks():
    rng = random.Random(5)
    for seed in range(60):
        state = PokerDrez4(4, seed, {})
        for _ in range(200):
            if state.is_over():
                break
            seat = state.to_act()[0]
            entries = [a for a in state.legal_actions(seat) if a.kind == "enter"]
            if entries:
                kind = str(entries[0].args[0])
                table = table_for()
                assert click(state, seat, f"reserve:{seat}:{kind}", table) is None
                home = state.view(seat).homes[seat]["KQRBNP".index(kind)]
                widgets, _ = build(state, seat, table)
                assert find_widget(widgets, square(home)).target
                action = click(state, seat, square(home), table)
                if action is None:  # several cards: the first lit one
                    widgets, _ = build(state, seat, table)
                    card = next(w for w in widgets if isinstance(w, CardWidget) and w.clickable and w.highlight)
                    action = click(state, seat, card.name, table)
                assert action is not None and action.kind == "enter"
                return
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    raise AssertionError("no entry found")


def test_the_other_hands_are_not_on_the_table_and_the_partners_only_with_the_option():
    for options, shown in (({}, False), ({"partners_see": True}, True)):
        state = PokerDrez4(4, 8, options)
        table = table_for()
        widgets, _ = build(state, 0, table)
        faces = {w.code for w in widgets if isinstance(w, CardWidget) and w.face_up}
        assert set(state.hand(0)) <= faces
        partner_cards = [w for w in widgets if w.name.startswith("partner:")]
        assert bool(partner_cards) == shown
        if shown:
            assert sorted(w.code for w in partner_cards) == sorted(state.hand(2))
        secret = set(state.hand(1)) | set(state.hand(3))
        if not shown:
            secret |= set(state.hand(2))
        assert not (faces & (secret - set(state.hand(0)) - set(state.commons())))


def test_the_curtain_falls_between_teams_not_between_partners_who_share():
    from scenes.session import HUMAN, SeatConfig, Session
    from tests.scenes.shell_helpers import game_scene, make_app

    seats = tuple(SeatConfig(n, HUMAN) for n in ("Ana", "Bea", "Carla", "Dani"))
    for options, between_partners in (({"partners_see": True}, False), ({}, True)):
        app = make_app()
        scene = game_scene(app, Session.new("pokerdrez4", seats, seed=6, options=options, save_path=None))
        assert scene.curtain_up and scene.curtain_for == 0
        scene.on_intent("reveal")
        scene.ensure_layout()
        for seat in (0, 1):  # yellow plays, then green (the other team): the curtain falls
            action = next(a for a in scene.state.legal_actions(seat) if a.kind == "move" and a.args[2] == "hand")
            scene._apply(seat, action)
            scene.settle()  # the curtain falls once the move has landed
            scene.ensure_layout()
            assert scene.curtain_up and scene.curtain_for == seat + 1
            scene.on_intent("reveal")
            scene.ensure_layout()
        # red (yellow's partner) after green: always a curtain, green is the other team
        turns = scene.turns
        turns.shown_seat = 0  # as if yellow were still at the screen when red's turn comes
        turns.curtain_for = None
        turns.decide()
        assert (turns.curtain_for is not None or turns.curtain_next is not None) == between_partners


@pytest.mark.parametrize("size", [(420, 300), (640, 380), (920, 540), (1500, 760)])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_builds_at_any_size(size, lang):
    state, seat, (origin, target) = position_where(lambda actions: len(actions) >= 2, options={"partners_see": True})
    table = table_for(lang)
    click(state, seat, square(origin), table, size)
    click(state, seat, square(target), table, size)
    widgets, _ = build(state, seat, table, size)
    surface = pygame.Surface(size)
    for widget in widgets:
        widget.draw(surface)
    assert table.status(state.view(seat), seat, lang)


def test_a_real_turn_through_the_app():
    from scenes.game_scene import GameScene
    from scenes.session import COMPUTER, HUMAN, SeatConfig, Session
    from tests.scenes.shell_helpers import click as app_click
    from tests.scenes.shell_helpers import frames, make_app, run_until

    app = make_app()
    seats = (SeatConfig("Ana", HUMAN),) + tuple(SeatConfig(f"Robot {i}", COMPUTER, "random") for i in (1, 2, 3))
    scene = GameScene(app, Session.new("pokerdrez4", seats, seed=4, save_path=None))
    app.push(scene)
    app.apply_pending()
    run_until(app, lambda: scene.session.state.to_act() == (0,))
    state = scene.session.state
    moves = grouped(state, 0)
    (origin, target), backers = next(iter(sorted(moves.items())))
    done = len(state.history)
    app_click(app, square(origin))
    app_click(app, square(target))
    if len(backers) > 1:
        common = [a for a in backers if read_play(a).source == "common"]  # so the return comes by keys too
        card = next(w.name for w in scene.widgets if isinstance(w, CardWidget) and w.intent == (common or backers)[0])
        app_click(app, card)
    frames(app, 2)
    played = scene.session.state.history[done]
    assert played[0] == 0 and played[1] in backers
    if scene.session.state.phase == "return":
        app_click(app, "hand:0")
    run_until(app, lambda: scene.session.state.to_act() == (0,) or scene.session.state.is_over())
    assert len(scene.session.state.history) >= done + 4


def _tab_to(app, scene, name: str, limit: int = 200) -> None:
    """Tab through the clickable things until ``name`` has the keyboard focus."""
    from tests.scenes.shell_helpers import press

    for _ in range(limit):
        focused = scene.focused_widget
        if focused is not None and focused.name == name:
            return
        press(app, pygame.K_TAB)
    raise AssertionError(f"Tab never reached {name}")


def test_a_real_turn_by_keys():
    """Tab (or the arrows) to a piece, Enter; Tab to its square, Space; a card by Enter where several
    pay; the card going back to the commons by Enter too: no mouse at all."""
    from scenes.game_scene import GameScene
    from scenes.session import COMPUTER, HUMAN, SeatConfig, Session
    from tests.scenes.shell_helpers import frames, make_app, press, run_until

    app = make_app()
    seats = (SeatConfig("Ana", HUMAN),) + tuple(SeatConfig(f"Robot {i}", COMPUTER, "random") for i in (1, 2, 3))
    scene = GameScene(app, Session.new("pokerdrez4", seats, seed=4, save_path=None))
    app.push(scene)
    app.apply_pending()
    run_until(app, lambda: scene.session.state.to_act() == (0,))
    scene.settle()
    frames(app)
    state = scene.session.state
    moves = grouped(state, 0)
    focusable = {w.name for w in scene.focusable()}
    assert {square(origin) for origin, _ in moves} <= focusable  # every piece that may move is reached
    (origin, target), backers = max(sorted(moves.items()), key=lambda item: len(item[1]))
    done = len(state.history)
    press(app, pygame.K_RIGHT)  # the arrows give the focus to the table too
    assert scene.focused_widget is not None
    _tab_to(app, scene, square(origin))
    press(app, pygame.K_RETURN)
    assert len(scene.session.state.history) == done and scene.table.origin == origin
    _tab_to(app, scene, square(target))
    press(app, pygame.K_SPACE)
    if len(backers) > 1:
        assert len(scene.session.state.history) == done  # the cards that pay glow, waiting for one
        common = [a for a in backers if read_play(a).source == "common"]  # so the return comes by keys too
        card = next(w.name for w in scene.widgets if isinstance(w, CardWidget) and w.intent == (common or backers)[0])
        _tab_to(app, scene, card)
        press(app, pygame.K_RETURN)
    frames(app, 2)
    played = scene.session.state.history[done]
    assert played[0] == 0 and played[1] in backers
    if len(backers) > 1:
        assert scene.session.state.phase == "return"
    if scene.session.state.phase == "return":
        _tab_to(app, scene, "hand:2")
        press(app, pygame.K_RETURN)
        assert scene.session.state.history[done + 1][1].kind == "return"
    run_until(app, lambda: scene.session.state.to_act() == (0,) or scene.session.state.is_over())
    assert len(scene.session.state.history) >= done + 4


def test_the_four_armies_stay_apart_for_colour_blind_players():
    from games.pokerdrez4.table_pieces import ARMY
    from tools.cvd_palette_check import VISIONS, closest_pair, simulate

    fills = {str(seat): fill for seat, (fill, _) in ARMY.items()}
    for vision in ("normal", *VISIONS):
        seen = fills if vision == "normal" else {k: simulate(v, vision) for k, v in fills.items()}
        distance, first, second = closest_pair(seen)
        assert distance > 15, (vision, first, second, distance)


def test_the_last_move_slides_once_not_again_after_the_card_goes_back():
    state, seat, (origin, target) = position_where(
        lambda actions: len(actions) == 1 and read_play(actions[0]).source == "common"
    )
    table = table_for()
    build(state, seat, table)
    click(state, seat, square(origin), table)
    click(state, seat, square(target), table)
    build(state, seat, table)
    assert table._slide.progress == 0.0 and table._slide.move == (origin, target)  # the piece travels
    while table.update(0.1):
        pass
    click(state, seat, "hand:0", table)  # the card back to the commons
    build(state, seat, table)
    assert table._slide.progress == 1.0  # nothing travels again


@pytest.mark.parametrize("size", [(420, 300), (640, 380), (560, 470), (920, 540), (1500, 760)])
def test_a_caption_keeps_clear_of_its_cards_glow(size):
    """Playtest at the default window: "Common cards · deck · discard pile" sat on the cards' top edge,
    and a lit card's glow crossed its letters; each caption leaves a gap above its row."""
    state = PokerDrez4(4, 3, {})
    widgets, _ = build(state, 0, table_for("es"), size)
    for caption, first in (("commons_label", "common:0"), ("hand_label", "hand:0")):
        label = find_widget(widgets, caption)
        cards = [w for w in widgets if w.name == first or (first == "common:0" and w.name == "common_slot:0")]
        assert cards and cards[0].rect.y - label.rect.bottom >= 2, (caption, size)
    side = find_widget(widgets, "side")
    assert all(side.rect.contains(w.rect) for w in widgets if w.name.startswith(("common", "hand", "deck")))
