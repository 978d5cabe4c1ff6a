"""The setup screen says a curtain will hide the table between people only for games that raise
one: BlackDrez hides nothing a seat could see (only the deck's order), so people just take turns."""

import random

import pytest
from shell_helpers import frames, make_app

from game.registry import GAMES
from scenes.setup import SetupScene


def _notes(app) -> str:
    return " ".join(getattr(w, "text", "") for w in app.top.widgets)


@pytest.mark.parametrize(("gid", "curtain"), [("blackdrez", False), ("pokerdrez", True), ("sokudrez", False)])
def test_the_note_on_sharing_a_screen_follows_the_curtain(gid, curtain):
    app = make_app(lang="en", size=(1280, 720))
    app.push(SetupScene(app, gid))
    frames(app)
    text = _notes(app)
    assert ("a curtain hides the table" in text) == curtain
    assert ("take turns at one screen" in text) == (not curtain)


@pytest.mark.parametrize("gid", [gid for gid, cls in GAMES.items() if cls.hidden_information and not cls.needs_curtain])
def test_a_game_without_a_curtain_never_has_a_view_with_secrets(gid):
    # The spec's word and the engine's must agree, or the setup screen would promise no curtain
    # while the table raised one (or the other way round).
    cls = GAMES[gid]
    for seed in range(3):
        rng = random.Random(seed)
        state = cls(cls.max_players, seed, {})
        while not state.is_over() and len(state.history) < 300:
            assert not any(state.view_holds_secrets(seat) for seat in range(state.players))
            seat = rng.choice(state.to_act())
            state.apply(seat, rng.choice(state.legal_actions(seat)))
