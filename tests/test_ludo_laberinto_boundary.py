"""Ludo and Laberinto on the game boundary: typed views with nothing secret (both games have
none: every seat and spectators see the same game), tables that import no engine, and named
action constructors and readers that round-trip."""

from __future__ import annotations

import ast
from dataclasses import fields, replace
from pathlib import Path

import pytest

from game.core import Action
from game.view import Event, View
from games.laberinto import view as lab
from games.laberinto.engine import Laberinto
from games.ludo import view as ludo
from games.ludo.engine import Ludo
from tests.random_play import legal_moves

ROOT = Path(__file__).resolve().parent.parent


def table_imports(game: str) -> list[str]:
    found = []
    for path in sorted((ROOT / "games" / game).glob("table*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found += [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                found.append(node.module)
    return found


def played(cls, players, seed, moves):
    return legal_moves(cls(players, seed), moves, seed)


def frozen_and_immutable(value):
    if isinstance(value, (list, dict, set)):
        return False
    if isinstance(value, tuple):
        return all(frozen_and_immutable(v) for v in value)
    if hasattr(value, "__dataclass_fields__"):
        return all(frozen_and_immutable(getattr(value, f.name)) for f in fields(value))
    return True


@pytest.mark.parametrize("cls,players,view_type", [(Ludo, 2, ludo.LudoView), (Ludo, 4, ludo.LudoView),
                                                   (Laberinto, 2, lab.LaberintoView)])
def test_views_are_typed_frozen_and_the_same_for_every_seat(cls, players, view_type):
    for seed in range(3):
        for moves in (0, 7, 40):
            state = played(cls, players, seed, moves)
            spectator = state.view(None)
            assert isinstance(spectator, View) and isinstance(spectator, view_type)
            assert frozen_and_immutable(spectator)
            assert spectator.legal == () and spectator.to_act == state.to_act()
            for seat in range(players):
                seen = state.view(seat)
                acting = seat in state.to_act()
                assert seen.legal == (tuple(state.legal_actions(seat)) if acting else ())
                # No secrets: what differs between seats is only whose view it is and what they may do.
                assert replace(seen, seat=None, legal=()) == spectator
            if state.history:
                who, action = state.history[-1]
                assert isinstance(spectator.last, Event)
                assert (spectator.last.seat, spectator.last.action) == (who, action)


def test_ludo_view_says_what_the_dice_showed_and_where_moves_end():
    state = played(Ludo, 3, 4, 60)
    while state.is_over() or state.view(None).must_roll:
        state = played(Ludo, 3, state.seed + 1, 60)
    view = state.view(None)
    assert tuple(state.rolled) == view.rolled and tuple(state.dice) == view.dice
    acting = state.to_act()[0]
    assert [m.action for m in view.moves] == [a for a in state.legal_actions(acting) if a != ludo.ROLL]
    for landing in view.moves:
        clone = state.clone()
        clone.apply(acting, landing.action)
        assert clone.pos[acting][landing.piece] == landing.end or clone.is_over()


def test_ludo_paths_place_pieces_as_the_view_does():
    state = played(Ludo, 4, 2, 80)
    view = state.view(None)
    for seat, pieces in enumerate(view.pieces):
        for k, piece in enumerate(pieces):
            place = view.paths[seat].place(piece.progress, k)
            if piece.where == "track":
                assert place == ("track", piece.square)
            elif piece.where == "lane":
                assert place == ("lane", view.colours[seat], piece.step)
            else:
                assert place[0] == piece.where


def test_ludo_actions_round_trip():
    for face in ludo.FACES:
        for piece in range(ludo.PIECES):
            for landing in ((), ludo.PRISON_LANDING, ludo.ride_landing("blue")):
                action = ludo.move(face, piece, landing)
                assert Action.decode(action.encode()) == action and ludo.is_move(action)
                assert (ludo.move_face(action), ludo.move_piece(action), ludo.move_landing(action)) == (
                    face, piece, landing)
                assert ludo.landing_rides_on(landing) == ("blue" if landing[:1] == ("ride",) else None)
        assert ludo.back_piece(ludo.back(2)) == 2 and ludo.is_back(ludo.back(2))
    state = Ludo(2, 0)
    assert state.legal_actions(0) == [ludo.ROLL]


def test_laberinto_actions_round_trip():
    for a in range(lab.CELLS):
        for b in range(lab.CELLS):
            if a == b:
                continue
            moved = lab.move(a, b)
            assert lab.is_move(moved) and lab.move_cells(moved) == (a, b)
            swapped = lab.swap(a, b)
            assert lab.is_swap(swapped) and lab.swap_cells(swapped) == (min(a, b), max(a, b))
            assert Action.decode(swapped.encode()) == swapped
    assert lab.cell_name(0) == "a1" and lab.cell_name(15) == "d4"
    state = Laberinto(2, 0)
    assert all(lab.is_move(a) for a in state.legal_actions(0))
