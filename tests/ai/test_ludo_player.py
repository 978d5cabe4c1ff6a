"""The Ludo player (games/ludo/players.py): legal, sees captures and danger, never reads the dice.

Positions are set by progress along a colour's own path, as in tests/rules/test_ludo.py:
-1 prison, 0 the start CORONA, up to 50 on the track, 51-55 the home lane, 56 home. In a
two-player game Red (seat 0) starts on track square 0 and Green (seat 1) on square 26, so a
Green piece at progress q stands on track square (26 + q) % 52. CORONAs are on squares 0, 13,
26, 39 and PLUMAs on 8, 21, 34, 47.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from game.ai.strengths import StrengthBot
from game.core import Action
from game.registry import SPECS
from games.ludo.engine import CORONA, Ludo
from games.ludo.players import (
    DOUBLE_ONE_BIT,
    EASY_STYLE,
    HARD_STYLE,
    NORMAL_STYLE,
    Evaluator,
    LudoPlayer,
    _search_copy,
    geometry,
    make_easy,
    make_hard,
    make_normal,
)
from tests.rules.ludo_setup import ready, roll

RED, GREEN = 0, 1


def play_throw(state: Ludo, player: LudoPlayer, seat: int) -> list[Action]:
    """Let ``player`` use the whole throw; opponents sent back take their first choice."""
    played = []
    while not state.is_over() and state.to_act() == (seat,) and not state.awaiting_roll:
        action = player.choose(state, seat)
        played.append(action)
        state.apply(seat, action)
        while state.retreats:
            other = state.to_act()[0]
            state.apply(other, state.legal_actions(other)[0])
    return played


def unhurried(make, seed: int = 0) -> LudoPlayer:
    """The player with its time cap far away, so that a slow machine changes nothing."""
    player = make(seed)
    return LudoPlayer(seed, replace(player.style, seconds=600.0))


PLAYERS = {"easy": make_easy, "normal": make_normal, "hard": make_hard}


def _random_positions(players: int, count: int, seed: int):
    """States along random games where the player has a real choice to make."""
    rng = random.Random(seed)
    found = 0
    game = 0
    while found < count:
        state = Ludo(players, seed * 1000 + game)
        game += 1
        stop = rng.randrange(20, 400)
        for _ in range(stop):
            if state.is_over():
                break
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        if not state.is_over() and len(state.legal_actions(state.to_act()[0])) > 1:
            found += 1
            yield state, state.to_act()[0]


# --- the table in the strengths ----------------------------------------------------------------------------


def test_every_strength_of_ludo_is_this_player():
    for strength in ("easy", "normal", "hard"):
        bot = StrengthBot(3)
        bot.strength = strength
        assert isinstance(bot.delegate_for("ludo"), LudoPlayer)
    assert set(SPECS["ludo"].players) == {"easy", "normal", "hard"}


# --- legality ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("strength", ["easy", "normal"])
def test_never_an_illegal_action_over_many_positions(players, strength):
    for state, seat in _random_positions(players, 40, seed=players):
        before = state.snapshot()
        action = PLAYERS[strength](7).choose(state, seat)
        assert action in state.legal_actions(seat)
        assert state.snapshot() == before  # the player searched on its own copies


@pytest.mark.parametrize("players", [2, 4])
def test_hard_never_plays_an_illegal_action_either(players):
    for state, seat in _random_positions(players, 8, seed=10 + players):
        before = state.snapshot()
        assert unhurried(make_hard).choose(state, seat) in state.legal_actions(seat)
        assert state.snapshot() == before


def test_whole_games_between_the_strengths_end_with_a_winner():
    for seed in range(2):
        state = Ludo(3, seed)
        players = [make_easy(seed), make_normal(seed), make_easy(seed + 1)]
        steps = 0
        while not state.is_over():
            seat = state.to_act()[0]
            state.apply(seat, players[seat].choose(state, seat))
            steps += 1
            assert steps < 5000
        assert state.outcome() is not None


# --- what it sees -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("strength", ["easy", "normal", "hard"])
def test_sends_a_piece_to_prison_when_it_lands_on_it(strength):
    # "7) Si un jugador echa los dados, y su ficha llega a un casillero ocupado por un adversario,
    #  puede enviarlo a prisión, o dejarse llevar adelante por él"
    # Red on square 10 throws 4 and 2; Green's piece 4 ahead (square 14) is nearly home.
    state = ready({RED: [10], GREEN: [40]})
    roll(state, 4, 2)
    played = play_throw(state, unhurried(PLAYERS[strength]), RED)
    assert played[0] == Action("move", (4, 0, "prison"))  # the 4 first, or the capture is gone
    assert state.pos[GREEN] == [-1] * 4


@pytest.mark.parametrize("strength", ["normal", "hard"])
def test_moves_a_piece_out_of_reach(strength):
    # Green's piece on square 19 can reach squares 20 to 24 before turning into its lane. Red's
    # piece on 22 is in reach, the one on 30 is not: the throw goes to the piece in danger.
    state = ready({RED: [22, 30], GREEN: [45]})
    roll(state, 2, 4)
    play_throw(state, unhurried(PLAYERS[strength]), RED)
    assert state.pos[RED][1] == 30
    assert state.pos[RED][0] > 24


def test_easy_sees_no_danger_and_leaves_it_there():
    state = ready({RED: [22, 30], GREEN: [45]})
    roll(state, 2, 4)
    play_throw(state, LudoPlayer(0, replace(EASY_STYLE, blunder=0.0)), RED)
    assert state.pos[RED][0] == 22


def test_chooses_which_piece_goes_back_so_that_none_comes_into_reach():
    # "6) Si sale CORONA, [...] debiendo los demás jugadores retroceder (una ficha) dos casilleros."
    # Green lands on a CORONA; Red's piece on 22 would go back to 20, three squares in front of
    # Green's piece on 17; the piece on 30 is far from everything and loses nothing by it.
    state = ready({RED: [22, 30], GREEN: [43, 10]}, turn=GREEN)
    roll(state, CORONA, 3)
    state.apply(GREEN, Action("move", (CORONA, 1)))  # Green from square 36 to the CORONA on 39
    assert state.to_act() == (RED,)
    choice = make_normal(0).choose(state, RED)
    assert choice == Action("back", (1,))


def test_keeps_out_of_reach_of_the_double_one():
    # "9) Cuando un jugador obtiene 2 puntos (dos 1), y una ficha de otro participante se encuentra
    #  dos casillas detrás de él, la manda a prisión"
    evaluator = Evaluator(NORMAL_STYLE)
    blind = Evaluator(replace(NORMAL_STYLE, see_danger=False))

    def danger(state: Ludo) -> float:
        return evaluator.dice_needed(state, RED)[RED] - blind.dice_needed(state, RED)[RED]

    # Green's piece on square 14; Red's piece two squares behind it (12) or far from it (40).
    # Green cannot reach square 12 with points (it is behind Green's piece): only the double 1 can.
    to_go = geometry(ready({}).paths[RED]).dice_to_go
    lost_in_prison = to_go[0] + NORMAL_STYLE.prison_extra - to_go[12]
    assert danger(ready({RED: [12], GREEN: [40]})) == pytest.approx(lost_in_prison / 36)
    assert danger(ready({RED: [40], GREEN: [40]})) == 0


def test_takes_the_winning_move():
    # "11) Gana la partida quien llega primero a la CORONA central con sus cuatro fichas."
    state = ready({RED: [56, 56, 56, 53], GREEN: [50, 50, 50, 50]})
    roll(state, 3, 1)
    assert make_normal(0).choose(state, RED) == Action("move", (3, 3))


# --- the tables behind the evaluation -------------------------------------------------------------------


def test_a_piece_in_prison_is_reached_from_by_a_corona_only():
    # "3) Es preciso sacar CORONA con el dado, para poder liberar una ficha. Esta se colocará en la
    #  CORONA de salida [...] y avanzará los puntos obtenidos con el otro dado."
    geo = geometry(ready({}).paths[RED])
    from_prison = geo.reach[0]
    # At least one CORONA in two dice: 11 throws of 36 put the piece on its start CORONA.
    assert from_prison[0].bit_count() == 11
    # CORONA and 2: out, then two squares on (either die first).
    assert from_prison[2].bit_count() == 2


def test_the_dice_still_needed_fall_as_a_piece_comes_round():
    geo = geometry(ready({}).paths[RED])
    to_go = geo.dice_to_go
    assert to_go[geo.centre] == 0
    assert to_go[0] > to_go[13] > to_go[26] > to_go[39] > to_go[50] > 0
    # In the lane only the exact count moves a piece home, but other pieces take the dice meanwhile.
    assert all(0 < to_go[p] < 4 for p in range(geo.last_track + 1, geo.centre))


def test_a_corona_reaches_the_next_corona_and_points_ride_on_from_a_pluma():
    # "4) Si avanzando por puntos el participante terminara en una pluma o corona, deberá avanzar
    #  hasta la próxima pluma o corona respectivamente."
    geo = geometry(ready({}).paths[RED])
    from_five = geo.reach[5 + 1]
    assert 13 in from_five  # the CORONA die
    # Points never stop on the PLUMA at 8 (3 points carry on to 21): only a PLUMA die stops there,
    # and 11 throws of 36 show one.
    assert from_five[8].bit_count() == 11
    assert 21 in from_five
    assert from_five[21] & DOUBLE_ONE_BIT == 0


def test_the_search_copy_keeps_step_with_the_engine_clone():
    for state, seat in _random_positions(3, 15, seed=99):
        mine, theirs = _search_copy(state), state.clone()
        assert mine.snapshot() == theirs.snapshot()
        action = state.legal_actions(seat)[0]
        mine._apply(seat, action)
        theirs._apply(seat, action)
        assert mine.snapshot() == theirs.snapshot()
        assert state.snapshot() != mine.snapshot() or action.kind == "roll"


def test_the_player_chooses_the_same_whatever_the_game_will_roll_next():
    # The dice are chance: two games alike except for the generator's future get the same move.
    for state, seat in _random_positions(2, 10, seed=5):
        twin = state.clone()
        twin.rng = random.Random(12345)
        for make in (make_normal, make_hard):
            assert unhurried(make).choose(state, seat) == unhurried(make).choose(twin, seat)


def test_the_styles_differ_as_documented():
    assert not EASY_STYLE.see_danger and not EASY_STYLE.whole_throw and EASY_STYLE.blunder > 0
    assert NORMAL_STYLE.see_danger and not NORMAL_STYLE.whole_throw and NORMAL_STYLE.lookahead == 0
    assert HARD_STYLE.see_danger and HARD_STYLE.whole_throw and HARD_STYLE.lookahead > 0


def test_out_of_time_hard_keeps_its_one_ply_choice():
    no_time = LudoPlayer(0, replace(HARD_STYLE, seconds=0.0))
    one_ply = LudoPlayer(0, replace(HARD_STYLE, lookahead=0))
    for state, seat in _random_positions(2, 12, seed=21):
        assert no_time.choose(state, seat) == one_ply.choose(state, seat)

