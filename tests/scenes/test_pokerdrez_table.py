"""The PokerDrez table: a real turn clicked through the app, the card a move spends chosen with one
click where several fit (and none asked for where one does), the curtain and the hidden hand between
two people, and clicks that do nothing saying why."""

import random
import types

import pygame
import pytest
from table_helpers import build, click, display, start_against_computer  # noqa: F401 (display: autouse fixture)

from games.pokerdrez.engine import PokerDrez
from games.pokerdrez.table import PokerDrezTable
from games.pokerdrez.table_pieces import placement
from games.pokerdrez.view import DIE, read_move
from scenes.cards.widget import CardWidget
from scenes.tables import TABLES
from scenes.widgets.base import find_widget

FILES = "abcdefgh"


def square(name: str) -> str:
    """The widget name of a square (the chessboard widget counts rows from rank 1)."""
    return f"square:{int(name[1]) - 1},{FILES.index(name[0])}"


def table_for(lang: str = "en") -> PokerDrezTable:
    table = PokerDrezTable(types.SimpleNamespace(lang=lang))
    table.seat_names = ["Ana", "Bea"]
    return table


def card_moves(state: PokerDrez, seat: int) -> dict[tuple[str, str], list]:
    """The seat's legal card moves grouped by (from, to) square, promotions aside."""
    grouped: dict[tuple[str, str], list] = {}
    for action in state.legal_actions(seat):
        read = read_move(action)
        if read is not None and read.source != DIE and len(read.uci) == 4:
            grouped.setdefault((read.uci[:2], read.uci[2:4]), []).append(action)
    return grouped


def position_where(fits, seed: int = 3, limit: int = 400) -> tuple[PokerDrez, int, tuple[str, str]]:
    """Random play until the player to move has a card move (from, to) whose backers satisfy ``fits``."""
    rng = random.Random(seed)
    state = PokerDrez(2, seed, {})
    for _ in range(limit):
        seat = state.to_act()[0]
        if state.view(seat).phase == "play":
            for move, actions in sorted(card_moves(state, seat).items()):
                if fits(actions):
                    return state, seat, move
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        if state.is_over():
            state = PokerDrez(2, rng.randrange(1000), {})
    raise AssertionError("no such position")


def test_registered():
    assert TABLES["pokerdrez"] is PokerDrezTable


def test_a_move_one_card_backs_is_played_at_the_second_click():
    state, seat, (origin, target) = position_where(lambda actions: len(actions) == 1)
    (only,) = card_moves(state, seat)[(origin, target)]
    table = table_for()
    assert click(state, seat, square(origin), table) is None  # the piece is chosen
    widgets, _ = build(state, seat, table)
    assert find_widget(widgets, square(target)).target  # its square is offered
    assert click(state, seat, square(target), table) == only  # and the one card is spent at once


def test_where_several_cards_fit_they_light_up_and_one_click_spends_one():
    state, seat, (origin, target) = position_where(lambda actions: len(actions) >= 2)
    backers = card_moves(state, seat)[(origin, target)]
    table = table_for()
    assert click(state, seat, square(origin), table) is None
    assert click(state, seat, square(target), table) is None  # a card is still to choose
    widgets, legal = build(state, seat, table)
    cards = [w for w in widgets if isinstance(w, CardWidget) and w.name.startswith(("hand:", "common:"))]
    lit = [w for w in cards if w.clickable]
    assert {w.intent for w in lit} == set(backers)  # exactly the fitting cards, each its own action
    assert all(w.highlight for w in lit) and all(w.dimmed for w in cards if not w.clickable)
    assert "several cards back this move" in find_widget(widgets, "prompt").text.lower()
    chosen = lit[-1]
    assert table.on_intent(chosen.intent, state.view(seat), seat, legal) == chosen.intent
    state.apply(seat, chosen.intent)
    assert state.view(seat).discard_top == read_move(chosen.intent).card  # shown on the pile


def test_a_card_chosen_first_keeps_only_the_pieces_it_moves():
    state, seat, (origin, target) = position_where(lambda actions: len(actions) >= 2)
    backers = card_moves(state, seat)[(origin, target)]
    card = read_move(backers[0]).card
    table = table_for()
    widgets, _ = build(state, seat, table)
    source = read_move(backers[0]).source
    name = next(
        w.name
        for w in widgets
        if isinstance(w, CardWidget)
        and w.code == card
        and w.name.startswith("hand:" if source == "hand" else "common:")
    )
    assert click(state, seat, name, table) is None
    assert table.pick == (card, source)
    assert click(state, seat, square(origin), table) is None
    assert click(state, seat, square(target), table) == backers[0]  # that card, no question asked


def test_pawns_are_removed_or_kept_by_clicks_before_play():
    state = PokerDrez(2, 5, {})
    table = table_for()
    assert state.to_act() == (1,)  # Black chooses first
    assert click(state, 1, square("e7"), table).kind == "remove"
    widgets, _ = build(state, 0, table)
    assert not find_widget(widgets, square("e2")).clickable  # not the file Black emptied
    why = table.refusal(square("e2"), state.view(0), 0, state.legal_actions(0), "en")
    assert why == "White may not empty the file Black emptied."
    assert click(state, 0, "keep", table).kind == "keep"
    assert state.view(0).phase == "play"


def test_after_a_common_card_the_three_cards_in_hand_offer_the_return():
    state, seat, (origin, target) = position_where(
        lambda actions: len(actions) == 1 and read_move(actions[0]).source == "common"
    )
    table = table_for()
    click(state, seat, square(origin), table)
    assert click(state, seat, square(target), table) is not None
    assert state.view(seat).phase == "return"
    widgets, legal = build(state, seat, table)
    hand = [w for w in widgets if w.name.startswith("hand:")]
    assert len(hand) == 3 and all(w.clickable and w.intent.kind == "return" for w in hand)
    assert click(state, seat, "hand:2", table).kind == "return"
    assert state.view(seat).phase in ("play", "chess", "over")


def test_the_opponents_cards_are_backs_and_their_secret_is_not_on_the_table():
    state = PokerDrez(2, 8, {})
    table = table_for()
    widgets, _ = build(state, 0, table)
    theirs = [w for w in widgets if w.name.startswith("opponent:")]
    assert len(theirs) == 2 and all(w.code is None and not w.face_up for w in theirs)
    shown = {w.code for w in widgets if isinstance(w, CardWidget) and w.face_up}
    hidden = set(state.hand(1)) - set(state.hand(0)) - set(state.commons())
    assert not (shown & hidden)


def test_clicks_that_do_nothing_say_why():
    state, seat, _ = position_where(lambda actions: True)
    view, legal = state.view(seat), state.legal_actions(seat)
    table = table_for()
    build(state, seat, table)
    board = placement(view.fen)
    theirs = next(sq for sq, piece in board.items() if piece.islower() == (seat == 0))
    assert table.refusal(square(theirs), view, seat, legal, "en").startswith("That piece is not yours")
    assert table.refusal("opponent:0", view, seat, legal, "en").startswith("Their cards are hidden")
    empty = next(
        f"{f}{r}"
        for r in "45362718"
        for f in FILES
        if f"{f}{r}" not in board and not any(m[2:4] == f"{f}{r}" for m in view.chess_moves)
    )
    assert (
        table.refusal(square(empty), view, seat, legal, "en")
        == "Click one of your pieces first, then the square it goes to."
    )
    assert (
        table.refusal(square(empty), view, seat, legal, "es")
        == "Pulsa primero una de tus piezas y luego la casilla adonde va."
    )


def test_a_real_turn_through_the_app_and_a_refused_click():
    from tests.scenes.shell_helpers import click as app_click
    from tests.scenes.shell_helpers import find, frames, run_until

    app, scene = start_against_computer("pokerdrez", seed=4)
    state = scene.session.state
    assert state.view(0).phase == "remove"
    app_click(app, "keep")
    assert scene.session.state.history[-1][1].kind == "keep"
    run_until(app, lambda: scene.session.state.to_act() == (0,) or scene.session.state.is_over())
    state = scene.session.state
    # A click on a black piece: nothing happens, and the status line says why.
    black = find(app, square("e8"))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=black.rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=black.rect.center, button=1))
    frames(app, 2)
    assert scene.status.notice == "That piece is not yours: you play White."
    # A move: the piece, then its square, then (when several cards fit) the card.
    grouped = card_moves(state, 0)
    (origin, target), backers = next(iter(sorted(grouped.items())))
    done = len(state.history)
    app_click(app, square(origin))
    app_click(app, square(target))
    if len(backers) > 1:
        card = next(w.name for w in scene.widgets if isinstance(w, CardWidget) and w.intent == backers[0])
        app_click(app, card)
    played = scene.session.state.history[done]
    assert played[0] == 0 and played[1] in backers
    if scene.session.state.view(0).phase == "return":
        app_click(app, "hand:0")
    run_until(app, lambda: scene.session.state.to_act() == (0,) or scene.session.state.is_over())
    assert len(scene.session.state.history) >= done + 2
    assert find(app, "moves").tooltip.endswith("moves played")


def test_the_curtain_hides_one_hand_from_the_other_person():
    from scenes.session import HUMAN, SeatConfig, Session
    from tests.scenes.shell_helpers import game_scene, make_app

    app = make_app()
    scene = game_scene(
        app, Session.new("pokerdrez", (SeatConfig("Ana", HUMAN), SeatConfig("Bea", HUMAN)), seed=6, save_path=None)
    )
    assert scene.curtain_up and scene.curtain_for == 1  # Black chooses a pawn first
    assert not [w for w in scene.widgets if isinstance(w, CardWidget)]  # nothing of the table shows
    scene.on_intent("reveal")
    scene.ensure_layout()
    state = scene.state
    mine = sorted(w.code for w in scene.widgets if isinstance(w, CardWidget) and w.name.startswith("hand:"))
    assert mine == sorted(state.hand(1))
    theirs = [w for w in scene.widgets if isinstance(w, CardWidget) and w.name.startswith("opponent:")]
    assert theirs and all(w.code is None for w in theirs)
    scene._apply(1, state.legal_actions(1)[0])  # Black keeps its pawns: the device goes to White
    scene.settle()  # once the move has landed
    scene.ensure_layout()
    assert scene.curtain_up and scene.curtain_for == 0
    assert not [w for w in scene.widgets if isinstance(w, CardWidget)]


@pytest.mark.parametrize("size", [(420, 300), (640, 380), (920, 540), (1500, 760), (600, 900)])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_builds_at_any_size(size, lang):
    state, seat, (origin, target) = position_where(lambda actions: len(actions) >= 2)
    table = table_for(lang)
    click(state, seat, square(origin), table, size)
    click(state, seat, square(target), table, size)
    widgets, _ = build(state, seat, table, size)
    for widget in widgets:
        assert widget.rect.w >= 0 and widget.rect.h >= 0


def test_a_move_slides_then_settles():
    state, seat, (origin, target) = position_where(lambda actions: len(actions) == 1)
    table = table_for()
    build(state, seat, table)
    click(state, seat, square(origin), table)
    click(state, seat, square(target), table)
    widgets, _ = build(state, seat, table)
    assert table.animating and table._slides[0][1:] == (origin, target)
    find_widget(widgets, "slides").draw(pygame.Surface((920, 540)), None)
    while table.update(0.05):
        pass
    assert not table.animating


def test_a_promotion_asks_for_the_piece_then_the_card():
    import chess

    state = PokerDrez(2, 9, {})
    state.apply(1, state.legal_actions(1)[0])  # both keep their pawns
    state.apply(0, state.legal_actions(0)[0])
    state.board = chess.Board("8/P6k/8/8/8/8/8/K7 w - - 0 1")
    state._jokers = True  # the engine's test hook: every card backs every move (several fit)
    state._legal = None
    table = table_for()
    assert click(state, 0, square("a7"), table) is None
    assert click(state, 0, square("a8"), table) is None
    widgets, _ = build(state, 0, table)
    assert {w.name for w in widgets if w.name.startswith("promote:")} == {
        "promote:q",
        "promote:r",
        "promote:b",
        "promote:n",
    }
    assert find_widget(widgets, "prompt").text == "Your pawn is promoted: choose what it becomes."
    assert click(state, 0, "promote:n", table) is None  # several cards still fit
    widgets, legal = build(state, 0, table)
    lit = [w for w in widgets if isinstance(w, CardWidget) and w.clickable]
    assert lit and all(read_move(w.intent).uci == "a7a8n" for w in lit)
    assert click(state, 0, lit[0].name, table) == lit[0].intent
    assert placement(state.view(0).fen)["a8"] == "N"


def test_the_die_is_rolled_by_a_click_and_its_result_stays_readable():
    state = PokerDrez(2, 10, {})
    state.apply(1, state.legal_actions(1)[0])
    state.apply(0, state.legal_actions(0)[0])
    state.apply(0, next(a for a in state.legal_actions(0) if a.kind == "move"))
    if state.view(0).phase == "return":
        state.apply(0, state.legal_actions(0)[0])
    assert state.to_act() == (1,) and state.view(1).die_holder == 1  # the die starts with Black
    table = table_for()
    build(state, 1, table)
    assert click(state, 1, "roll", table).kind == "roll"
    rolled = state.view(1).rolled
    widgets, _ = build(state, 1, table)
    assert table.animating  # the die tumbles a moment before it settles
    assert find_widget(widgets, "die_caption").text.startswith(f"Rolled {rolled}:")
    assert "roll" not in {w.name for w in widgets}
    assert table.refusal("die", state.view(1), 1, state.legal_actions(1), "en") == "The die was rolled this turn."


def test_the_keyboard_reaches_the_choices():
    from tests.scenes.shell_helpers import press, run_until

    app, scene = start_against_computer("pokerdrez", seed=4)
    for _ in range(80):  # Tab through the clickable things until the button to keep the pawns
        if scene.focused_widget is not None and scene.focused_widget.name == "keep":
            break
        press(app, pygame.K_TAB)
    assert scene.focused_widget.name == "keep"
    press(app, pygame.K_RETURN)
    seat, action = scene.session.state.history[-1]
    assert seat == 0 and action.kind == "keep"
    run_until(app, lambda: scene.session.state.to_act() == (0,) or scene.session.state.is_over())
    focusable = {w.name for w in scene.focusable()}
    assert any(name.startswith("square:") for name in focusable)  # the pieces that may move
    assert any(name.startswith(("hand:", "common:")) for name in focusable)  # the cards that may be chosen
