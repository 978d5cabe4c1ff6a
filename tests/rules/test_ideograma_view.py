"""Ideograma's typed view: a frozen View that holds no secret, named actions that read back what
they were built from, and a table that imports no rule."""

from __future__ import annotations

import dataclasses
import random

from game.core import Action
from game.view import View
from games.ideograma.engine import BLANK, Ideograma
from games.ideograma.view import (
    IdeogramaView,
    code_letter,
    exchange,
    exchange_codes,
    is_exchange,
    is_play,
    play,
    play_codes,
    play_start,
    rack_code,
    tile_code,
)


def test_the_view_is_a_frozen_view_of_tuples():
    state = Ideograma(3, 5)
    view = state.view(state.to_act()[0])
    assert isinstance(view, IdeogramaView) and isinstance(view, View)
    assert view.legal == tuple(state.legal_actions(view.seat)) and state.preview(view.seat, ()) is not None
    assert state.view(None).legal == () and state.preview(None, ()) is None

    def walk(value: object) -> None:
        assert not isinstance(value, (list, dict, set)), value
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            assert type(value).__dataclass_params__.frozen  # type: ignore[attr-defined]
            for field in dataclasses.fields(value):
                walk(getattr(value, field.name))
        elif isinstance(value, tuple):
            for item in value:
                walk(item)

    walk(view)


def test_twins_differing_only_in_hidden_tiles_look_the_same():
    state = Ideograma(3, 7)
    seat = state.to_act()[0]
    state.apply(seat, max(state.generated_plays().items(), key=lambda item: item[1].score)[0])
    for viewer in (*range(3), None):
        twin = state.clone()
        hidden = [s for s in range(3) if s != viewer]
        pool = list(twin.bag) + [t for s in hidden for t in twin.racks[s]]
        random.Random(viewer or 0).shuffle(pool)
        for s in hidden:
            size = len(twin.racks[s])
            twin.racks[s], pool = sorted(pool[:size]), pool[size:]
        twin.bag = pool
        twin._legal = twin._plays = None
        assert twin.view(viewer) == state.view(viewer)


def test_action_constructors_and_readers_round_trip():
    action = play(7, 4, "h", (tile_code("C", False), tile_code("Ñ", False), tile_code("a", True)))
    assert action == Action("play", (7, 4, "h", "C", "NY", "a")) and is_play(action) and not is_exchange(action)
    assert play_start(action) == ((7, 4), "h") and play_codes(action) == ("C", "NY", "a")
    assert [code_letter(code) for code in play_codes(action)] == [("C", False), ("Ñ", False), ("A", True)]
    swap = exchange((rack_code("A"), rack_code("Ñ"), rack_code(BLANK)))
    assert swap == Action("exchange", ("A", "NY", "blank")) and is_exchange(swap)
    assert exchange_codes(swap) == ("A", "NY", "blank")
    state = Ideograma(2, 3)
    for legal in state.legal_actions(state.to_act()[0])[:200]:
        if is_play(legal):
            (row, col), direction = play_start(legal)
            assert play(row, col, direction, play_codes(legal)) == legal
        elif is_exchange(legal):
            assert exchange(exchange_codes(legal)) == legal


def test_the_preview_is_asked_of_the_engine_and_changes_nothing():
    """The table says which tiles are laid, the engine's ``preview`` says what they make (for the
    seat to act only), and asking it leaves the game as it was."""
    from games.ideograma.view import Judgement, LaidTile

    state = Ideograma(2, 5)
    seat = state.to_act()[0]
    action = max(state.generated_plays().items(), key=lambda item: item[1].score)[0]
    (row, col), direction = play_start(action)
    tiles = tuple(LaidTile(row=row + (i if direction == "v" else 0), col=col + (i if direction == "h" else 0),
                           letter=code_letter(code)[0], blank=code_letter(code)[1])
                  for i, code in enumerate(play_codes(action)))
    before = (state.snapshot(), list(state.history))
    judged = state.preview(seat, tiles)
    assert isinstance(judged, Judgement) and judged.playable and judged.action == action
    assert judged.score == state.generated_plays()[action].score
    assert (state.snapshot(), list(state.history)) == before
    assert state.preview(1 - seat, tiles) is None and state.preview(None, tiles) is None
    assert state.preview(seat, "not tiles") is None and state.preview(seat, ()) == Judgement()
    assert "judge" not in {field.name for field in dataclasses.fields(IdeogramaView)}
