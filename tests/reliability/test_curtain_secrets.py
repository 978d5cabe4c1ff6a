"""A game may say a seat's view holds no secret now (``GameState.view_holds_secrets``): then the
pass-and-play curtain is not raised before it. The claim is checked here for every registered game:
a view said to hold no secret is the same in every world another seat's knowledge allows
(``determinize``), so it shows nothing that seat may not see."""

from __future__ import annotations

import json
import random

import pytest

from game.core import GameState
from game.registry import GAMES
from game.view import to_json

HIDDEN = sorted(gid for gid, cls in GAMES.items() if cls.hidden_information)


def _json(view):
    return json.dumps(to_json(view) if not isinstance(view, dict) else view, sort_keys=True, default=str)


@pytest.mark.parametrize("gid", HIDDEN)
def test_a_view_said_to_hold_no_secret_is_the_same_in_every_world_the_others_imagine(gid):
    cls = GAMES[gid]
    if cls.view_holds_secrets is GameState.view_holds_secrets:  # the default: every view a secret
        assert all(cls(n, 1, o).view_holds_secrets(0) for n, o in cls.configurations()[:2])
        return
    checked = 0
    for players, options in cls.configurations()[:6]:
        for seed in range(3):
            rng = random.Random(f"{gid}-{players}-{seed}")
            state = cls(players, seed, options)
            for _ in range(rng.randrange(200)):
                if state.is_over():
                    break
                seat = rng.choice(state.to_act())
                state.apply(seat, rng.choice(state.legal_actions(seat)))
                for looker in range(players):
                    if state.view_holds_secrets(looker):
                        continue
                    checked += 1
                    own = _json(state.view(looker))
                    for other in range(players):
                        if other != looker:
                            world = state.determinize(other, random.Random(rng.getrandbits(32)))
                            assert _json(world.view(looker)) == own, f"{gid}: seat {looker}'s view is not public"
    assert checked, f"{gid} says some views hold no secret, but none came up"
