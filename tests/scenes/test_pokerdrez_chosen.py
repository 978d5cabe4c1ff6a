"""PokerDrez: the computer's chosen move is marked on the table before it is played (the pace
setting holds it back): which piece, where it goes, and with which card, before the piece slides."""

from shell_helpers import click, find, frames, game_scene, make_app, run_until, widgets

from games.pokerdrez.view import COMMON, DIE, HAND, read_move
from scenes.cards.widget import CardWidget
from scenes.session import COMPUTER, HUMAN, SeatConfig, Session

ROBOT = SeatConfig("Robot", COMPUTER, "normal")
ANA = SeatConfig("Ana", HUMAN)
FILES = "abcdefgh"


def square(name: str) -> str:
    return f"square:{int(name[1]) - 1},{FILES.index(name[0])}"


def chosen_moves(seed: int, count: int):
    """Ana (Black) keeps her pawns; then each of the computer's chosen moves while it is held back,
    with the table's widgets at that moment; Ana's turns are played for her (the first legal move)."""
    app = make_app(size=(1280, 720))
    app.think_delay = 60.0  # only settle() lets a chosen move land
    scene = game_scene(app, Session.new("pokerdrez", (ROBOT, ANA), seed=seed, options={"stakes": "5-20"}))
    click(app, "keep")
    found = []
    while len(found) < count and not scene.session.state.is_over():
        run_until(app, lambda: scene.pending is not None or scene.session.state.to_act() == (1,), limit=2000)
        if scene.pending is not None:
            seat, action = scene.pending
            state = scene.session.state
            found.append((action, widgets(app), list(state.hand(seat)), list(state.commons())))
            before = len(state.history)
            scene.settle()
            frames(app)
            assert state.history[before] == (seat, action)  # played as shown
        else:
            state = scene.session.state
            scene.board.play(1, state.legal_actions(1)[0])
            frames(app)
    return app, found


def test_the_computers_move_is_marked_with_its_piece_target_and_card_before_it_is_played():
    app, found = chosen_moves(seed=5, count=6)
    moves = [(a, w, h, c) for a, w, h, c in found if read_move(a) is not None]
    assert moves
    for action, shown, _hand, _commons in moves:
        read = read_move(action)
        marker = next(w for w in shown if w.name == "chosen")
        assert marker.highlight
        by_name = {w.name: w for w in shown}
        origin, target = by_name[square(read.uci[:2])], by_name[square(read.uci[2:4])]
        assert origin.rect in marker.rings and target.rect in marker.rings
        assert marker.points == [origin.rect.center, target.rect.center]  # the arrow, from the piece
        if read.source == HAND:  # the card of its hand, turned face up where it lies
            faces = [w for w in shown if w.name.startswith("opponent:") and isinstance(w, CardWidget) and w.face_up]
            assert any(w.code == read.card and w.highlight for w in faces)
        elif read.source == COMMON:
            lit = [w for w in shown if w.name.startswith("common:") and w.highlight]
            assert [w.code for w in lit] == [read.card]
        elif read.source == DIE:
            assert by_name["die"].rect in marker.rings


def test_nothing_is_marked_when_no_computer_move_waits():
    app, _ = chosen_moves(seed=5, count=1)
    scene = app.top
    # The computer's first move ("keep") is followed by another of its own, thought in its real
    # thread: whether that one already waits depended on the machine's load (a flaky check). Let
    # the computer's moves land until Ana is to act, when no computer move can wait.
    for _ in range(20):
        run_until(app, lambda: scene.pending is not None or scene.session.state.to_act() == (1,), limit=2000)
        if scene.pending is None:
            break
        scene.settle()
        frames(app)
    assert scene.pending is None and scene.session.state.to_act() == (1,)
    assert "chosen" not in {w.name for w in widgets(app)}
    assert isinstance(find(app, "status").text, str)


def test_the_face_shown_is_the_card_played_and_no_other():
    # The mark tells only what the action says: one card turned up, lit; any other face-up card of
    # the computer's hand is one the person saw go there before (not lit).
    _, found = chosen_moves(seed=8, count=4)
    checked = 0
    for action, shown, _hand, _commons in found:
        read = read_move(action)
        if read is None or read.source != HAND:
            continue
        faces = [w for w in shown if w.name.startswith("opponent:") and isinstance(w, CardWidget) and w.face_up]
        lit = [w for w in faces if w.highlight]
        assert [w.code for w in lit] == [read.card]
        checked += 1
    assert checked


def test_a_computers_raise_rings_the_stake_before_it_is_made():
    import types

    import pygame

    from games.pokerdrez.betting import raise_to
    from games.pokerdrez.engine import PokerDrez
    from games.pokerdrez.table import PokerDrezTable
    from games.pokerdrez.view import keep

    state = PokerDrez(2, 7, {"stakes": "5-20"})
    state.apply(1, keep())
    state.apply(0, keep())
    table = PokerDrezTable(types.SimpleNamespace(lang="en"))
    table.seat_names = ["Robot", "Ana"]
    built = table.build(pygame.Rect(0, 0, 1280, 640), state.view(1), 1, [])
    marked = table.show_chosen(built, 0, raise_to(9))
    marker = next(w for w in marked if w.name == "chosen")
    pot = next(w for w in marked if w.name == "pot")
    assert marker.highlight and pot.rect in marker.rings
