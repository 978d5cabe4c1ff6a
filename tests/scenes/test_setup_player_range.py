"""The setup screen offers the counts the chosen options allow (``GameSpec.players_by_option``),
and moves a count that no longer fits to the nearest allowed one, saying so."""

import pytest
from shell_helpers import click, find, frames, make_app, names

from game.registry import GAMES
from scenes.setup import SetupScene

NARROWED = [gid for gid, cls in GAMES.items() if cls.spec.players_by_option]


@pytest.mark.parametrize("gid", NARROWED)
@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_counts_follow_the_option_and_a_moved_count_is_said(gid, lang):
    app = make_app(lang=lang)
    app.push(SetupScene(app, gid))
    frames(app)
    scene, cls = app.top, GAMES[gid]
    name = next(iter(cls.spec.players_by_option))
    option = next(o for o in cls.options_spec if o.name == name)
    for _ in option.choices:  # every choice: the stepper stops at its range's ends
        low, high = cls.player_range(scene.options)
        while find(app, "players:+").enabled:
            click(app, "players:+")
        assert scene.players == high
        while find(app, "players:-").enabled:
            click(app, "players:-")
        assert scene.players == low
        assert low <= scene.players <= high and "players:moved" not in names(app)
        click(app, f"option:{name}:+")
    # From each choice's top count to a choice that does not hold it: the count moves, and says so.
    moved = False
    for _ in option.choices:
        while find(app, "players:+").enabled:
            click(app, "players:+")
        before = scene.players
        click(app, f"option:{name}:+")
        low, high = cls.player_range(scene.options)
        assert low <= scene.players <= high
        if before > high:
            moved = True
            assert scene.players == high
            words = find(app, "players:moved").text
            assert str(high) in words and option.choice_text(scene.options[name], lang) in words
            assert find(app, "about:players").text.count(str(high)) >= 1
            click(app, "players:-")  # choosing a count again: the words have said their piece
            assert "players:moved" not in names(app)
    assert moved, "no choice narrows the top count"
    click(app, "start")
    session = app.top.session
    assert session.state.players == scene.players and session.state.options == scene.options
