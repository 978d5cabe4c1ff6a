"""The card kit (scenes/cards/): a widget that knows no deck, decks that register their faces, the
PokerDrez faces, and the old module names kept for the tables."""

from __future__ import annotations

import ast
from pathlib import Path

import pygame
import pytest

from game.cards.pokerdrez import PALETTE, Colour, Figure, card, deck
from scenes.cards import card_image, card_size_for, face_painter, registered_faces
from scenes.cards import pokerdrez as faces
from scenes.cards.pieces import pile_painter
from tools.cvd_palette_check import VISIONS, closest_pair, simulate

ROOT = Path(__file__).resolve().parents[2]
SIZES = (60, 120, 300)


def _pixels(image: pygame.Surface) -> bytes:
    return pygame.image.tobytes(image, "RGBA")


@pytest.mark.parametrize("height", SIZES)
def test_every_pokerdrez_card_paints_a_distinct_non_blank_face(height):
    size = card_size_for(height)
    seen: dict[bytes, str] = {}
    back = _pixels(card_image(size, None, faces=faces.FACES))
    for value in deck(2):
        image = card_image(size, value, faces=faces.FACES)
        assert image.get_size() == size
        shown = _pixels(image)
        colours = {shown[i:i + 4] for i in range(0, len(shown), 4)}
        assert len(colours) > 20, f"{value} at {height} px looks blank"
        assert shown != back, f"{value} at {height} px looks like the back"
        # Copies (the two neutral cards, both decks' cards) look alike; different cards never do.
        assert seen.setdefault(shown, value.encode()) == value.encode(), \
            f"{value} and {seen[shown]} look the same at {height} px"
    assert len(seen) == 55  # 54 figure cards and the neutral card


def test_a_face_repaints_the_same_after_the_cache_is_cleared_and_an_unknown_deck_is_refused():
    value = card(Figure.DAMA, Colour.YELLOW)
    size = card_size_for(90)
    first = _pixels(card_image(size, value, faces=faces.FACES))
    from scenes.cards import widget

    widget._card_image.cache_clear()
    assert _pixels(card_image(size, value, faces=faces.FACES)) == first
    assert set(registered_faces()) >= {faces.FACES}
    assert face_painter(faces.FACES) is faces.PAINTER
    with pytest.raises(LookupError):
        face_painter("no such deck")


def test_the_colour_band_of_each_face_keeps_the_nine_colours_apart_for_every_eye():
    """The frame's band, read back from the painted faces, keeps the palette's distances."""
    w, h = size = card_size_for(120)
    for figure in Figure:
        band = {}
        for colour in Colour:
            image = card_image(size, card(figure, colour), faces=faces.FACES)
            band[colour.id] = tuple(image.get_at((round(0.075 * w), round(0.6 * h))))[:3]
            assert max(abs(a - b) for a, b in zip(band[colour.id], PALETTE[colour], strict=True)) <= 6, (figure, colour)
        for vision in VISIONS:
            distance, first, second = closest_pair({k: simulate(rgb, vision) for k, rgb in band.items()})
            assert distance >= 12.0, f"{figure.id}, {vision}: {first} and {second} only {distance:.1f} apart"


def test_the_number_disc_uses_ink_or_white_whichever_reads_better():
    assert faces.ink_on(PALETTE[Colour.YELLOW]) == faces.INK
    assert faces.ink_on(PALETTE[Colour.PURPLE]) == faces.WHITE
    assert faces.ink_on(PALETTE[Colour.BLUE]) == faces.WHITE


def test_a_pile_shows_its_top_card_face_up_and_an_empty_pile_a_slot():
    surface = pygame.Surface((200, 200), pygame.SRCALPHA)
    rect = pygame.Rect(50, 40, *card_size_for(100))
    pile_painter(5, card(Figure.TORRE, Colour.RED), faces=faces.FACES)(surface, rect)
    assert surface.get_at((rect.x + 3, rect.centery))[:3] != (0, 0, 0)
    empty = pygame.Surface((200, 200), pygame.SRCALPHA)
    pile_painter(0, faces=faces.FACES, badge=False)(empty, rect)
    assert empty.get_bounding_rect().w > 0


def test_the_generic_kit_names_no_deck():
    """widget, faces, hand and pieces import no deck module: decks register, the kit asks."""
    for name in ("widget", "faces", "hand", "pieces", "__init__"):
        tree = ast.parse((ROOT / "scenes" / "cards" / f"{name}.py").read_text(encoding="utf-8"))
        imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
        imported |= {a.name for node in ast.walk(tree) if isinstance(node, ast.Import) for a in node.names}
        assert not {m for m in imported if m and (m.startswith("game.cards") or m.startswith("games")
                                                  or m.endswith(("dama_tigre", "pokerdrez")))}, (name, imported)


DECK_MODULES = ("dama_tigre", "pokerdrez")


def _imports(path: Path, package: str) -> set[str]:
    """The modules a file imports (at any depth of its code, not for type checkers alone), relative
    imports resolved, and for ``from a import b`` also ``a.b`` (b may be a module)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            node.body = []
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parts, base] if base else parts)
            found.add(base)
            found |= {f"{base}.{a.name}" for a in node.names}
    return found


def test_motion_and_the_generic_kit_import_no_deck_module():
    """scenes/motion.py draws every deck's cards through the kit: it names no deck, nor do the
    kit's generic modules."""
    files = [ROOT / "scenes" / "motion.py", *(ROOT / "scenes" / "cards" / f"{n}.py"
                                             for n in ("widget", "faces", "hand", "pieces"))]
    for path in files:
        package = "scenes" if path.name == "motion.py" else "scenes.cards"
        decks = {m for m in _imports(path, package)
                 if m.startswith(("game.cards", "games")) or m.split(".")[-1] in DECK_MODULES}
        assert not decks, (path.name, decks)


def test_the_scenes_import_graph_has_no_circle_through_the_card_kit():
    """No chain of imports (even inside functions) leads from a module of scenes.cards back to itself."""
    modules: dict[str, Path] = {}
    for path in (ROOT / "scenes").rglob("*.py"):
        parts = path.relative_to(ROOT).with_suffix("").parts
        modules[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        own = {".".join(name.split(".")[:k]) for k in range(1, name.count(".") + 2)}  # itself and its packages
        targets = set()
        for imported in _imports(path, package):
            # importing a.b.c runs a and a.b first (a module's own packages are already running)
            pieces = imported.split(".")
            targets |= {".".join(pieces[:k]) for k in range(1, len(pieces) + 1)} & modules.keys()
        graph[name] = targets - own
    for start in (m for m in modules if m == "scenes.cards" or m.startswith("scenes.cards.")):
        path, seen, todo = {start: [start]}, {start}, [start]
        while todo:
            here = todo.pop()
            for there in sorted(graph[here]):
                if there == start and here != start:
                    raise AssertionError(" -> ".join([*path[here], start]))
                if there not in seen:
                    seen.add(there)
                    path[there] = [*path[here], there]
                    todo.append(there)


def test_the_colour_help_setting_is_read_where_it_lives():
    from scenes.cards import dama_tigre

    dama_tigre.set_colour_help(False)
    try:
        assert dama_tigre.COLOUR_HELP is False
    finally:
        dama_tigre.set_colour_help(True)
    assert dama_tigre.COLOUR_HELP is True


def test_the_old_generic_names_are_gone():
    import importlib.util

    # La Dama y el Tigre's drawings and table pieces lived under generic names; they live in the kit now.
    assert importlib.util.find_spec("scenes.widgets.card") is None
    assert importlib.util.find_spec("scenes.tables.common") is None


def _badge_words(monkeypatch, surface_size, pile, count):
    """The last words count_badge wrote, with their rectangle and size: (message, rect, size)."""
    from scenes.cards import pieces
    from scenes.widgets import paint

    said = []
    real = paint.text_in
    monkeypatch.setattr(paint, "text_in", lambda surface, message, rect, size, *a, **k: (
        said.append((message, rect, size)), real(surface, message, rect, size, *a, **k))[1])
    pygame.font.init()
    pieces.count_badge(pygame.Surface(surface_size, pygame.SRCALPHA), pile, count, 1)
    return said[-1]


def test_a_pile_badge_holds_a_three_figure_count(monkeypatch):
    # NeuroDrez's draw pile of 103 cards read "1…" on a small pile.
    from scenes.widgets import paint

    message, rect, size = _badge_words(monkeypatch, (60, 80), pygame.Rect(5, 5, 40, 56), 103)
    assert message == "103" and paint.fit_text(message, size, rect.w, True) == "103"


@pytest.mark.parametrize("pile_w", [18, 25, 40, 90])
def test_a_pile_badge_is_readable_on_the_smallest_piles(monkeypatch, pile_w):
    # At 640x480 a pile 25 px wide had a badge 8 px high, its 9-px digit over the gold rim: the letters
    # at least paint.READABLE, and the badge tall enough to hold them.
    from scenes import theme
    from scenes.widgets import paint

    pile = pygame.Rect(20, 20, pile_w, int(pile_w * 1.4))
    message, rect, size = _badge_words(monkeypatch, (200, 200), pile, 7)
    assert size >= paint.READABLE
    assert rect.h >= theme.font(size, True).get_ascent() + 4
    assert paint.fit_text(message, size, rect.w, True) == message
