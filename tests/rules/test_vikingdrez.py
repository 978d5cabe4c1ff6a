"""VikingDrez (rulebook 003, "VikingDrez (Brandubh)"): each rule with the line it checks, and each
decision where the rulebook is silent with its option."""

from __future__ import annotations

import json
import random

import pytest

from game.ai.base import RandomBot
from game.checks import checked_playout
from game.core import Action, IllegalActionError, SaveError, load_state
from game.view import View, to_json
from games.vikingdrez import SPEC
from games.vikingdrez.engine import (
    ATT,
    ATTACKER,
    DEF,
    DEFENDER,
    EMPTY,
    KING,
    SIZE,
    THRONE,
    VikingDrez,
    perft,
)
from games.vikingdrez.view import ATTACKERS, DEFENDERS, VikingDrezView, move


def game(rows: list[str] | None = None, to_move: int = ATT, attacker_seat: int = 0, **options) -> VikingDrez:
    state = VikingDrez(2, seed=0, options=options)
    state.attacker_seat = attacker_seat
    if rows is not None:
        state.set_position(rows, to_move)
    return state


def play(state: VikingDrez, start: tuple[int, int], end: tuple[int, int]) -> None:
    state.apply(state.to_act()[0], move(start, end))


def took(state: VikingDrez) -> int:
    """How many pieces the last move captured."""
    return 0 if state.last is None else len(state.last[3])


def cell(state: VikingDrez, square: tuple[int, int]) -> int:
    return state.board[square[0] * SIZE + square[1]]


# --- components and start ---------------------------------------------------------------------------
def test_start_position():
    # "8 peones negros, 4 peones blancos y el rey blanco" on "el trono: su posición inicial"
    state = VikingDrez(2, seed=0)
    assert state.board.count(ATTACKER) == 8
    assert state.board.count(DEFENDER) == 4
    assert state.board[THRONE] == KING
    assert state.rows()[3] == ("a", "a", "d", "k", "d", "a", "a")
    assert [row[3] for row in state.rows()] == ["a", "a", "d", "k", "d", "a", "a"]


def test_the_first_seat_attacks_and_the_attackers_move_first():
    # Decision: the rulebook names no first player; every tafl source has the attackers start, and
    # a person picks a side by picking a seat (nothing is drawn, so every seed plays the same game).
    for seed in range(5):
        state = VikingDrez(2, seed=seed)
        assert state.attacker_seat == 0 and state.to_act() == (0,)
        assert state.view(None).to_move == ATTACKERS and state.view(None).sides == (ATTACKERS, DEFENDERS)


def test_perft_from_the_start():
    # Counted by this engine (the attackers have 40 moves at the start, the cross blocks the rest).
    state = VikingDrez(2, seed=0)
    assert [perft(state, d) for d in (1, 2, 3)] == [40, 960, 39512]


# --- movement -------------------------------------------------------------------------------------
def test_rook_moves_stop_at_pieces():
    # "se mueven como las torres del ajedrez: horizontal y verticalmente, tantas casillas como deseen,
    #  sin poder pasar por encima de otras o colocarse en casillas previamente ocupadas"
    state = game(
        [
            ".......",
            ".......",
            ".......",
            ".a.d...",
            ".......",
            "...k...",
            ".......",
        ]
    )
    targets = {a.args[2:] for a in state.legal_actions(0) if a.args[:2] == (3, 1)}
    assert targets == {(0, 1), (1, 1), (2, 1), (4, 1), (5, 1), (6, 1), (3, 0), (3, 2)}
    with pytest.raises(IllegalActionError, match="in the way"):
        play(state, (3, 1), (3, 4))
    with pytest.raises(IllegalActionError, match="straight line"):
        play(state, (3, 1), (4, 2))


def test_only_the_king_stands_on_the_throne_and_the_corners():
    # "Solo el rey puede posicionarse en la casilla central (el trono ...) así como en cualquiera de las 4 esquinas"
    state = game(
        [
            ".a.....",
            ".......",
            ".......",
            "a......",
            ".......",
            "...d..k",
            ".......",
        ]
    )
    ends = {a.args[2:] for a in state.legal_actions(0)}
    assert (0, 0) not in ends and (3, 3) not in ends
    with pytest.raises(IllegalActionError, match="only the king may stand on a corner"):
        play(state, (0, 1), (0, 0))
    state.to_move = DEF
    state._legal_cache = None
    ends = {a.args[2:] for a in state.legal_actions(1) if a.args[:2] == (5, 3)}
    assert (3, 3) not in ends  # a defender may not stop on the throne either
    king = {a.args[2:] for a in state.legal_actions(1) if a.args[:2] == (5, 6)}
    assert (6, 6) in king and (0, 6) in king


def test_pieces_pass_over_the_empty_throne_in_every_rule_set():
    # Decision: the rulebook forbids stopping on the throne, not passing it.
    rows = [
        ".......",
        ".......",
        ".......",
        "a......",
        ".......",
        ".....k.",
        "...d...",
    ]
    for rules in ("book", "copenhagen", "opentafl", "ludii", "unarmed_king"):
        state = game(rows, rules=rules)
        ends = {a.args[2:] for a in state.legal_actions(0)}
        assert {(3, 4), (3, 5), (3, 6)} <= ends and (3, 3) not in ends  # across d4, never on it


def test_the_king_may_go_back_to_the_throne_unless_the_option_forbids_it():
    rows = [
        ".......",
        ".......",
        ".......",
        "...k...",
        "a......",
        ".......",
        ".......",
    ]
    state = game(rows, to_move=DEF)
    play(state, (3, 3), (3, 5))
    play(state, (4, 0), (4, 1))
    assert move((3, 5), (3, 3)) in state.legal_actions(1)
    state = game(rows, to_move=DEF, rules="ludii")
    play(state, (3, 3), (3, 5))
    play(state, (4, 0), (4, 1))
    legal = state.legal_actions(1)
    assert move((3, 5), (3, 3)) not in legal and move((3, 5), (3, 0)) in legal  # he still crosses it
    with pytest.raises(IllegalActionError, match="may not go back"):
        play(state, (3, 5), (3, 3))


# --- the king escapes ----------------------------------------------------------------------------------
def test_the_king_on_a_corner_wins():
    # "(en cuyo caso habrá logrado escapar y habrán ganado las blancas)"
    state = game(
        [
            ".......",
            ".......",
            ".......",
            "a......",
            ".......",
            ".......",
            "....k.a",
        ],
        to_move=DEF,
        attacker_seat=1,
    )
    play(state, (6, 4), (6, 0))
    assert state.is_over()
    outcome = state.outcome()
    assert outcome.winners == (0,) and state.result == (DEF, "escape")


# --- custodial capture ---------------------------------------------------------------------------------
def test_a_piece_between_two_enemies_is_captured():
    # "Cuando una pieza logra encerrar a una contraria entre ella misma y otra propia (modo sandwich:
    #  una a cada lado vertical u horizontal), la pieza contraria será capturada y retirada del tablero."
    state = game(
        [
            ".......",
            ".a.....",
            ".d.....",
            ".......",
            "...a...",
            ".....k.",
            ".......",
        ]
    )
    play(state, (4, 3), (4, 1))  # d3 to b3? no capture; then b3 to b4 closes b5 between b6 and b4
    play(state, (5, 5), (5, 4))
    play(state, (4, 1), (3, 1))
    assert cell(state, (2, 1)) == EMPTY and took(state) == 1
    assert state.view(None).last_move.taken == ((2, 1),)


def test_captures_in_several_directions_at_once():
    state = game(
        [
            ".......",
            "..a....",
            "..d....",
            "ad...a.",
            ".......",
            "..a...k",
            ".......",
        ]
    )
    play(state, (5, 2), (3, 2))  # to c4: b4 falls against a4, c5 against c6
    assert cell(state, (3, 1)) == EMPTY and cell(state, (2, 2)) == EMPTY
    assert took(state) == 2
    assert set(state.view(None).last_move.taken) == {(3, 1), (2, 2)}


def test_moving_between_two_enemies_is_safe():
    # "Una pieza puede colocarse entre dos contrarias sin que por ello tenga que ser eliminada"
    state = game(
        [
            ".......",
            ".......",
            ".d.....",
            "a......",
            ".d.....",
            ".....k.",
            "......a",
        ]
    )
    play(state, (3, 0), (3, 1))  # into the sandwich b5-b3
    assert cell(state, (3, 1)) == ATTACKER and took(state) == 0
    play(state, (5, 5), (5, 4))  # the defenders move elsewhere: the attacker stays
    assert cell(state, (3, 1)) == ATTACKER


def test_the_corners_capture_for_both_sides():
    # "El trono o las esquinas valen como piezas propias a la hora de encerrar una pieza contraria"
    state = game(
        [
            ".d.....",
            ".......",
            "..a....",
            ".......",
            ".......",
            ".....k.",
            ".......",
        ]
    )
    play(state, (2, 2), (0, 2))  # c7: the defender on b7 is between c7 and the corner a7
    assert cell(state, (0, 1)) == EMPTY and took(state) == 1
    state = game(
        [
            ".a.....",
            ".......",
            "..d....",
            ".......",
            ".......",
            ".....k.",
            "a......",
        ],
        to_move=DEF,
    )
    play(state, (2, 2), (0, 2))
    assert cell(state, (0, 1)) == EMPTY and took(state) == 1


def test_the_empty_throne_captures_for_both_sides_unless_the_option_says_no():
    # The king is elsewhere; the throne d4 is empty. The defender on c4 falls between b4 and the throne.
    rows = [
        ".......",
        ".......",
        ".a.....",
        "..d....",
        ".......",
        ".....k.",
        ".......",
    ]
    state = game(rows)
    play(state, (2, 1), (3, 1))
    assert cell(state, (3, 2)) == EMPTY
    state = game(rows, rules="opentafl")
    play(state, (2, 1), (3, 1))
    assert cell(state, (3, 2)) == DEFENDER
    # And for the defenders against an attacker beside the empty throne.
    state = game(
        [
            ".......",
            ".......",
            ".d.....",
            "..a....",
            ".......",
            ".....k.",
            "a......",
        ],
        to_move=DEF,
    )
    play(state, (2, 1), (3, 1))
    assert cell(state, (3, 2)) == EMPTY and took(state) == 1


def test_the_throne_with_the_king_on_it_is_hostile_to_attackers_only():
    # With the king on d4 (unarmed, so that only the throne can close the sandwich), an attacker on
    # d5 falls when a defender comes to d6; a defender on d5 does not fall to an attacker on d6.
    state = game(
        [
            ".......",
            "......d",
            "...a...",
            "...k...",
            ".......",
            ".......",
            "a.....a",
        ],
        to_move=DEF,
        rules="unarmed_king",
    )
    play(state, (1, 6), (1, 3))
    assert cell(state, (2, 3)) == EMPTY and took(state) == 1
    state = game(
        [
            ".......",
            "......a",
            "...d...",
            "...k...",
            ".......",
            ".......",
            "a......",
        ]
    )
    play(state, (1, 6), (1, 3))
    assert cell(state, (2, 3)) == DEFENDER and took(state) == 0


def test_the_armed_king_captures_and_the_unarmed_one_does_not():
    # "encerrar a una contraria entre ella misma y otra propia": the king is one of White's pieces.
    rows = [
        ".......",
        ".......",
        ".......",
        ".......",
        ".da...k",
        ".......",
        "a......",
    ]
    state = game(rows, to_move=DEF)
    play(state, (4, 6), (4, 3))
    assert cell(state, (4, 2)) == EMPTY and took(state) == 1
    state = game(rows, to_move=DEF, rules="unarmed_king")
    play(state, (4, 6), (4, 3))
    assert cell(state, (4, 2)) == ATTACKER
    # The king as the anvil: a defender closes the sandwich against him.
    rows = [
        ".......",
        ".......",
        ".......",
        ".......",
        "d......",
        ".ak....",
        "......a",
    ]
    state = game(rows, to_move=DEF)
    play(state, (4, 0), (5, 0))
    assert cell(state, (5, 1)) == EMPTY
    state = game(rows, to_move=DEF, rules="unarmed_king")
    play(state, (4, 0), (5, 0))
    assert cell(state, (5, 1)) == ATTACKER


def test_the_edge_is_not_hostile():
    state = game(
        [
            ".d.....",
            ".......",
            "......a",
            ".......",
            ".......",
            ".....k.",
            ".......",
        ]
    )
    play(state, (2, 6), (1, 6))
    play(state, (5, 5), (5, 4))
    play(state, (1, 6), (1, 1))  # b6, under b7: b7 is on the edge, nothing beyond it
    assert cell(state, (0, 1)) == DEFENDER


# --- capturing the king -------------------------------------------------------------------------------
def test_the_king_away_from_the_throne_falls_to_two():
    # "Para capturar al rey ... las negras necesitan igualmente encerrarlo entre dos de sus piezas"
    state = game(
        [
            ".......",
            ".......",
            ".......",
            ".......",
            "....a..",
            ".k.....",
            ".a.....",
        ]
    )
    play(state, (4, 4), (4, 1))  # b3 over the king on b2, b1 below him
    assert state.result == (ATT, "king_taken")
    assert state.outcome().winners == (state.attacker_seat,)
    assert cell(state, (5, 1)) == KING  # he stays on his square, crossed out on the table
    assert state.view(None).last_move.taken == ((5, 1),)


def test_the_king_beside_a_pawn_and_a_gap_is_not_taken():
    state = game(
        [
            ".......",
            ".......",
            ".......",
            "....a..",
            ".......",
            ".k.....",
            ".a.....",
        ]
    )
    play(state, (3, 4), (4, 4))
    assert not state.is_over()


def test_the_king_beside_a_corner_falls_to_one_attacker():
    # "El trono o las esquinas valen como piezas propias": the corner closes the sandwich on the king too.
    state = game(
        [
            ".k..a..",
            ".......",
            ".......",
            ".......",
            ".......",
            ".......",
            "a......",
        ]
    )
    play(state, (0, 4), (0, 2))
    assert state.result == (ATT, "king_taken")


def test_the_king_beside_the_throne_needs_three():
    # "o cuando está en una casilla adyacente al trono (en la que tendrá que ser rodeado por tres piezas negras)"
    state = game(
        [
            ".......",
            ".......",
            "..a....",
            ".ak....",
            ".....a.",
            ".......",
            ".......",
        ]
    )
    play(state, (4, 5), (4, 2))  # to c3: b4, c5 and c3 surround c4, the throne on the fourth side
    assert state.result == (ATT, "king_taken")
    state = game(
        [
            ".......",
            ".......",
            ".......",
            ".ak....",
            ".....a.",
            ".......",
            ".......",
        ]
    )
    play(state, (4, 5), (4, 2))
    assert not state.is_over()  # two are not enough beside the throne


def test_the_king_on_the_throne_needs_four():
    # "a excepción de cuando el rey se encuentra en el trono (entonces tendrá que ser rodeado por 4 piezas)"
    state = game(
        [
            ".......",
            ".......",
            "...a...",
            "..ak...",
            ".......",
            "......a",
            ".......",
        ]
    )
    play(state, (5, 6), (5, 3))
    assert not state.is_over()
    state = game(
        [
            ".......",
            ".......",
            "...a...",
            "..ak..a",
            "...a...",
            ".......",
            ".......",
        ]
    )
    play(state, (3, 6), (3, 4))
    assert state.result == (ATT, "king_taken")
    state = game(
        [
            ".......",
            ".......",
            "...a...",
            "..ak..a",
            ".......",
            ".......",
            ".......",
        ]
    )
    play(state, (3, 6), (3, 4))
    assert not state.is_over()  # three around the throne are not enough


def test_the_king_is_not_taken_by_walking_between_two():
    state = game(
        [
            ".......",
            ".a.....",
            ".......",
            "....k..",
            ".a.....",
            ".......",
            "a......",
        ],
        to_move=DEF,
    )
    play(state, (3, 4), (3, 1))
    play(state, (6, 0), (6, 1))
    assert not state.is_over()


# --- where the rulebook is silent ------------------------------------------------------------------
def test_third_repetition_is_a_draw_or_a_loss_for_the_defenders():
    rows = [
        ".......",
        ".......",
        ".......",
        ".......",
        ".......",
        "a.....k",
        ".......",
    ]
    rows[0] = "..a...."  # one attacker shuffles on the top edge, the king beside the bottom one
    for option, expected in (("book", None), ("copenhagen", ATT), ("opentafl", None)):
        state = game(rows, rules=option)
        shuffle = [((0, 2), (0, 3)), ((5, 6), (4, 6)), ((0, 3), (0, 2)), ((4, 6), (5, 6))]
        for _ in range(2):
            for start, end in shuffle:
                assert not state.is_over()
                play(state, start, end)
        assert state.is_over() and state.result == (expected, "repetition")


def test_a_side_with_no_move_loses_or_draws():
    # The attackers' last pawn is shut in a corner pocket: after the defenders' move it cannot move.
    rows = [
        ".ad....",
        ".d.....",
        ".......",
        ".......",
        ".......",
        "....d.k",
        ".......",
    ]
    for option, expected in (("book", DEF), ("copenhagen", DEF), ("unarmed_king", None)):
        state = game(rows, to_move=DEF, rules=option)
        play(state, (5, 4), (5, 5))
        assert state.result == (expected, "no_move")


def test_quiet_moves_end_in_a_draw():
    state = game(
        [
            ".a.....",
            ".......",
            ".......",
            ".......",
            ".......",
            "......k",
            ".......",
        ],
    )
    # The attacker walks round five squares and the king round seven, so no position comes back a
    # third time before the count of 50 moves each runs out.
    spots = [(0, 1), (0, 2), (0, 3), (0, 4), (0, 5)]
    king = [(5, c) for c in (6, 5, 4, 3, 2, 1, 0)]
    plies = 0
    i = 0
    while not state.is_over():
        play(state, spots[i % 5], spots[(i + 1) % 5])
        plies += 1
        if state.is_over():
            break
        play(state, king[i % 7], king[(i + 1) % 7])
        plies += 1
        i += 1
    assert state.result == (None, "quiet") and plies == 100


# --- the contract ---------------------------------------------------------------------------------
def test_the_view_is_typed_and_lists_what_each_move_takes():
    state = game(
        [
            ".......",
            ".a.....",
            ".d.....",
            ".......",
            ".a.....",
            ".....k.",
            ".......",
        ]
    )
    view = state.view(0)
    assert isinstance(view, VikingDrezView) and isinstance(view, View)
    taking = list(view.captures)
    assert [(o.start, o.end, o.taken) for o in taking] == [((4, 1), (3, 1), ((2, 1),))]
    json.dumps(to_json(view))
    assert state.view(1).legal == ()


OPTION_SETS = [{"rules": name} for name in ("book", "copenhagen", "opentafl", "ludii", "unarmed_king")]


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: o["rules"])
def test_random_playouts_keep_the_contract(options):
    state = VikingDrez(2, 7, options)
    bots = [RandomBot(70 + s) for s in range(2)]
    report = checked_playout(
        state, lambda st, seat: bots[seat].choose(st, seat), random.Random(7), save_every=5, views_every=3
    )
    assert report.finished and state.outcome() is not None


def test_snapshots_rebuild():
    state = VikingDrez(2, 11)
    bot = RandomBot(3)
    for _ in range(30):
        if state.is_over():
            break
        seat = state.to_act()[0]
        state.apply(seat, bot.choose(state, seat))
    snapshot = json.loads(json.dumps(state.snapshot()))
    rebuilt = VikingDrez.from_snapshot(2, 11, state.options, snapshot)
    assert rebuilt.snapshot() == state.snapshot()
    for seat in (0, 1):
        assert rebuilt.legal_actions(seat) == state.legal_actions(seat)


def test_bad_snapshots_are_refused():
    state = VikingDrez(2, 1)
    good = json.loads(json.dumps(state.snapshot()))
    for spoil in (
        lambda s: s["board"].__setitem__(THRONE, 1),
        lambda s: s["board"].__setitem__(0, 2),
        lambda s: s.__setitem__("lost", [0, 9]),
        lambda s: s.__setitem__("seen", [["zz", 1]]),
        lambda s: s.__setitem__("attacker_seat", 2),
    ):
        bad = json.loads(json.dumps(good))
        spoil(bad)
        with pytest.raises(SaveError):
            VikingDrez.from_snapshot(2, 1, state.options, bad)


def test_illegal_actions_leave_the_state_unchanged():
    state = VikingDrez(2, 4)
    before = state.snapshot()
    seat = state.to_act()[0]
    for action in (
        Action("move", (0, 3, 0, 0)),
        Action("move", (9, 9, 9, 9)),
        Action("jump"),
        Action("move", (3, 3, 3, 4)),
        Action("move", ("x", 1, 2, 3)),
    ):
        with pytest.raises(IllegalActionError):
            state.apply(seat, action)
    with pytest.raises(IllegalActionError):
        state.apply(1 - seat, state.legal_actions(seat)[0])
    assert state.snapshot() == before


def test_saves_replay():
    state = VikingDrez(2, 9)
    bot = RandomBot(9)
    for _ in range(12):
        seat = state.to_act()[0]
        state.apply(seat, bot.choose(state, seat))
    again = load_state(json.loads(json.dumps(state.to_json())), {SPEC.id: VikingDrez})
    assert again.snapshot() == state.snapshot()


# --- the computer players ------------------------------------------------------------------------
def test_the_players_take_a_win_in_one():
    from games.vikingdrez.players import make_hard, make_normal

    for make in (make_normal, make_hard):
        # The king on f1 has a corner on each side; one is enough.
        escape = game([".......", ".......", ".......", ".......", "a......", "....a..", ".....k."], to_move=DEF)
        escape.apply(1, make(1).choose(escape, 1))
        assert escape.result == (DEF, "escape")
        capture = game([".......", ".......", ".......", ".......", "....a..", ".k.....", ".a....."])
        capture.apply(0, make(1).choose(capture, 0))
        assert capture.result == (ATT, "king_taken")


def test_the_evaluation_likes_a_free_king_for_the_defenders():
    from games.vikingdrez.players import HOOKS

    free = game([".......", ".......", ".......", "...a...", ".......", ".......", "...k..."])
    boxed = game([".......", ".......", ".......", "...a...", ".......", "...a...", "..aka.."])
    assert HOOKS.evaluate(free, 1) > HOOKS.evaluate(boxed, 1)
    assert HOOKS.evaluate(free, 0) == -HOOKS.evaluate(free, 1)


def test_the_move_list_names_the_king_when_he_captures():
    # The armed king "es una pieza" and captures like one: the list says it was he, not "the defenders".
    state = game([".......", ".......", ".......", "...a...", ".......", ".......", "..k.ad."], to_move=DEF)
    capture = move((6, 2), (6, 3))
    assert str(state.describe(1, capture)) == "The king moves c1-d1 and captures 1 piece"
    before = state.lost[ATT]
    state.apply(1, capture)
    assert state.lost[ATT] == before + 1


def test_the_balance_report_uses_the_shared_interval_to_three_places():
    from game.intervals import wilson as shared
    from games.vikingdrez.balance import wilson

    assert wilson(129, 200) == (0.577, 0.708)
    assert wilson(12.5, 20) == tuple(round(x, 3) for x in shared(12.5, 20))
    assert wilson(0, 0) == (0.0, 1.0)
