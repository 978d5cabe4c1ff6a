"""The setup screen's options say their words whole and readable: a long value ("Until one has every
chip", "Hasta que uno lo gane todo") wraps to two lines rather than shrinking to 8-px letters, and
the labels beside their choosers take only the room their words need."""

import pytest
from shell_helpers import frames, make_app

from game.registry import GAMES
from scenes.session import DEFAULT_WINDOW
from scenes.setup import SetupScene
from scenes.widgets import paint
from scenes.widgets.text import Label, Paragraph

WITH_OPTIONS = sorted(gid for gid, cls in GAMES.items() if cls.options_spec)


def drawn_whole(widget) -> bool:
    if isinstance(widget, Label):
        return paint.fit_text(widget.text, widget.size, widget.rect.w, widget.bold) == widget.text
    assert isinstance(widget, Paragraph)
    return widget.height_for(widget.rect.w) <= widget.rect.h + 1


@pytest.mark.parametrize("size", [(640, 480), (1280, 720)])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_option_value_is_whole_and_readable(size, lang):
    app = make_app(size=size, lang=lang)
    bad = []
    for gid in WITH_OPTIONS:
        scene = SetupScene(app, gid)
        app.push(scene)
        frames(app, 1)
        for spec in scene.game.options_spec:
            for choice in spec.choices:
                scene.options[spec.name] = choice
                low, high = scene.game.player_range(scene.options)
                scene.players = min(max(scene.players, low), high)
                scene.relayout()
                scene.ensure_layout()
                for name in (f"option:{spec.name}", f"option-label:{spec.name}"):
                    w = next(w for w in scene.widgets if w.name == name)
                    if w.size < paint.READABLE or not drawn_whole(w):
                        bad.append((gid, name, choice, w.size, type(w).__name__))
            scene.options[spec.name] = spec.default
        app.pop()
        frames(app, 1)
    assert not bad, bad


def test_poker7s_length_keeps_the_size_of_its_neighbours_at_the_default_window():
    # Playtest: at 1280x720 "Until one has every chip" was drawn at 11 px beside a 15-px "100 chips, stake 2".
    app = make_app(size=(1280, 720), lang="en")
    app.push(SetupScene(app, "poker7"))
    frames(app)
    sizes = {w.name: w.size for w in app.top.widgets if w.name.startswith("option:") and hasattr(w, "size")}
    assert sizes["option:hands"] >= 0.85 * sizes["option:table"], sizes


@pytest.mark.parametrize("size", [(640, 480), DEFAULT_WINDOW, (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_subtitle_is_whole_at_every_size(size, lang):
    # At the first window (1280x800) Estafado's "Devorar · The Fox hunts three rabbits…" was cut with an
    # ellipsis on its one line: it wraps to two, set smaller only if two are not enough.
    from scenes import theme
    from scenes.shell import SUBTITLE_UNITS, subtitle_lines

    app = make_app(size=size, lang=lang)
    u = theme.unit(size)
    width = SetupScene.header_rect(size).w
    for gid in sorted(GAMES):
        _, subtitle = SetupScene(app, gid).heading()
        lines, px = subtitle_lines(subtitle, int(u * SUBTITLE_UNITS), width)
        assert " ".join(lines) == subtitle, (gid, lines)
        assert px >= paint.READABLE and len(lines) <= 2
        assert all(theme.font(px).size(line)[0] <= width for line in lines), (gid, lines)
