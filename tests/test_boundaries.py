"""One boundary per game: a game's folder is the only place that knows the game.

- Shared code (game/, scenes/, tools/, build/) names no game and imports no game's package: it asks a spec.
- The rules side has no import circle: the registry is passed to what needs it.
- The menu imports no engine and no table: each loads when its game opens.
"""

import ast
import re
import subprocess
import sys
from pathlib import Path

from game.registry import SPECS
from game.spec import load

ROOT = Path(__file__).resolve().parent.parent
SHARED = ("game", "scenes", "tools", "build")
# What pip and PyInstaller leave under build/ (ignored by git): copies of every package, games too.
GENERATED = ("build/lib", "build/work", "build/out", "build/bdist.")
# Tools that re-create findings made in named games (issue 23's newcomer tour draws the very screens
# the issue names): by nature they name games, and nothing else reads them.
NAMING_BY_NATURE = ("tools/newcomer_tour.py",)


def test_no_game_id_appears_in_shared_code():
    ids = set(SPECS)
    found = []
    for folder in SHARED:
        for path in (ROOT / folder).rglob("*.py"):
            if path.relative_to(ROOT).as_posix().startswith(GENERATED + NAMING_BY_NATURE):
                continue
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in ids:
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {node.value!r}")
    assert not found, found


def test_no_shared_module_imports_a_game_s_package():
    """A tool for one game lives in that game's folder (``python -m games.<id>.<tool>``), so that
    the folder holds everything that knows the game; shared code reaches a game only through the
    registry and its spec."""
    packages = {f"games.{game_id}" for game_id in SPECS}
    found = []
    for folder in SHARED:
        for path in (ROOT / folder).rglob("*.py"):
            # The registry is the one list of the games.
            if path.relative_to(ROOT).as_posix().startswith((*GENERATED, *NAMING_BY_NATURE, "game/registry.py")):
                continue
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                names = []
                if isinstance(node, ast.Import):
                    names = [alias.name for alias in node.names]
                elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                    names = [node.module]
                for name in names:
                    if any(name == package or name.startswith(package + ".") for package in packages):
                        found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {name}")
    assert not found, found


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _runtime_nodes(tree: ast.AST):
    """Every node but those under ``if TYPE_CHECKING:`` (imports for annotations never run)."""
    stack = [tree]
    while stack:
        node = stack.pop()
        yield node
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and getattr(child.test, "id", getattr(child.test, "attr", None)) == "TYPE_CHECKING":
                stack.extend(child.orelse)
                continue
            stack.append(child)


def _import_graph(paths: list[Path]) -> dict[str, set[str]]:
    modules = {_module_name(p): p for p in paths}
    graph: dict[str, set[str]] = {m: set() for m in modules}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in _runtime_nodes(ast.parse(path.read_text(encoding="utf-8"))):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    up = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join(up + ([base] if base else []))
                targets = [base] + [f"{base}.{a.name}" for a in node.names]
            for target in targets:
                # importing a.b.c runs a and a.b too
                pieces = target.split(".")
                for i in range(1, len(pieces) + 1):
                    candidate = ".".join(pieces[:i])
                    # A module's own parent packages are already running when it runs: not an arrow.
                    if candidate in modules and candidate != name and not name.startswith(candidate + "."):
                        graph[name].add(candidate)
    return graph


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = [0]

    def visit(node: str) -> None:
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        for other in graph[node]:
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    sys.setrecursionlimit(10_000)
    for node in graph:
        if node not in index:
            visit(node)
    return found


def test_the_rules_side_has_no_import_circle():
    paths = list((ROOT / "game").rglob("*.py"))
    paths += [p for p in (ROOT / "games").rglob("*.py")
              if not (p.stem.startswith("table") or p.stem == "emblem")]
    assert _circles(_import_graph(paths)) == []


def test_the_menu_imports_no_engine_and_no_table():
    code = ("import os; os.environ['SDL_VIDEODRIVER'] = 'dummy'; import sys, scenes.app, scenes.menu; "
            "print(sorted(m for m in sys.modules if m.startswith('games.') and m.count('.') >= 2))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT).stdout
    assert out.strip() == "[]", out


def test_every_spec_names_parts_that_exist():
    from game.core import GameState
    from game.spec import load

    for spec in SPECS.values():
        engine = load(spec.engine)
        assert issubclass(engine, GameState) and engine.spec is spec and engine.id == spec.id
        for path in [*spec.players.values(), *([spec.knowledge] if spec.knowledge else [])]:
            assert load(path) is not None, path


def _table_modules(game_id: str) -> list[Path]:
    folder = ROOT / "games" / game_id
    return [p for p in folder.glob("*.py") if p.stem.startswith("table") or p.stem == "emblem"]


def test_no_table_imports_an_engine_or_a_rule_module():
    """A table draws the view and offers its legal moves: it imports its game's view and texts,
    the shared contract types and scenes, never the engine, the computer players or a rule helper."""
    allowed_own = {"view", "texts"}
    found = []
    for game_id in SPECS:
        for path in _table_modules(game_id):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                names: list[str] = []
                if isinstance(node, ast.Import):
                    names = [a.name for a in node.names]
                elif isinstance(node, ast.ImportFrom) and node.module:
                    names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
                for name in names:
                    parts = name.split(".")
                    if parts[0] == "games" and len(parts) > 2 and parts[1] == game_id:
                        own = parts[2]
                        if own not in allowed_own and not own.startswith("table") and own != "emblem":
                            found.append(f"{path.relative_to(ROOT)}: {name}")
                    elif parts[0] == "games" and len(parts) > 1 and parts[1] != game_id:
                        found.append(f"{path.relative_to(ROOT)}: {name} (another game)")
                    elif name in ("game.core.GameState", "game.registry", "game.dama_tigre.deck") or parts[:2] == ["game", "ai"]:
                        found.append(f"{path.relative_to(ROOT)}: {name}")
            # Nor does it build a state, read a view as a dict or an action by position, or say a
            # text outside the catalogues.
            text = path.read_text(encoding="utf-8")
            for sign in ("GameState", "state_from_view", "object.__new__", "args[", 'view["', "view.get("):
                if sign in text:
                    found.append(f"{path.relative_to(ROOT)}: {sign}")
            if re.search(r"(?<![\w.])tr\(", text):
                found.append(f"{path.relative_to(ROOT)}: tr()")
    assert not found, found


def test_no_language_branch_in_any_game_folder():
    """Words are chosen by the catalogues, never by a branch on the language."""
    found = [f"{p.relative_to(ROOT)}" for p in (ROOT / "games").rglob("*.py") if re.search(r"lang\s*==", p.read_text())]
    assert not found, found


def test_every_game_gives_a_typed_view_with_the_seat_s_legal_moves():
    from game.view import View

    for game_id, spec in SPECS.items():
        cls = load(spec.engine)
        state = cls(spec.min_players, 3, cls.options_for(spec.min_players))
        for seat in (*range(state.players), None):
            view = state.view(seat)
            assert isinstance(view, View), f"{game_id}: view({seat}) is a {type(view).__name__}"
            assert view.seat == seat and view.to_act == state.to_act()
            expected = tuple(state.legal_actions(seat)) if seat is not None and seat in state.to_act() else ()
            assert view.legal == expected, f"{game_id}: view({seat}).legal is not the seat's legal moves"


def test_no_table_calls_a_preview_or_a_judge():
    """What a move being composed makes is the engine's answer (``GameState.preview``), which the
    game screen asks and hands to the table: a table module calls no ``preview`` and touches no
    ``judge``, so it runs no rule code through the view either."""
    found = []
    for game_id in SPECS:
        for path in _table_modules(game_id):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Call):
                    func = node.func
                    name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
                    if name == "preview":
                        found.append(f"{path.relative_to(ROOT)}:{node.lineno}: calls {name}")
                if (isinstance(node, ast.Attribute) and node.attr == "judge") or (
                        isinstance(node, ast.Name) and node.id == "judge"):
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno}: judge")
    assert not found, found


def test_no_view_carries_code():
    """A view is data: no field of any game's view (for a seat to act) holds something to call."""
    import dataclasses

    def callables(value: object, where: str) -> list[str]:
        if callable(value):
            return [where]
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            return [hit for f in dataclasses.fields(value) for hit in callables(getattr(value, f.name), f"{where}.{f.name}")]
        if isinstance(value, tuple):
            return [hit for i, item in enumerate(value[:50]) for hit in callables(item, f"{where}[{i}]")]
        return []

    for game_id, spec in SPECS.items():
        state = load(spec.engine)(spec.min_players, 3, load(spec.engine).options_for(spec.min_players))
        for seat in state.to_act():
            assert not callables(state.view(seat), game_id), callables(state.view(seat), game_id)


def test_the_scenes_circles_are_only_the_scene_stack_s():
    """A stack of scenes that push one another needs the menu, the setup screen and the game scene
    to know each other; and ``ludoteca --bench`` starts the app it measures. Nothing else in scenes/
    (widgets, the card kit, the game screen's parts, settings) may close a circle."""
    graph = _import_graph(list((ROOT / "scenes").rglob("*.py")))
    allowed = [{"scenes.game_scene", "scenes.menu", "scenes.setup"}, {"scenes.app", "scenes.bench"}]
    for circle in _circles(graph):
        assert set(circle) in allowed, circle


def test_a_game_asks_for_a_seed_exactly_when_chance_plays_a_part():
    """The setup screen offers a seed only for a game where it changes something (a deal, dice, a
    draw for colours): the spec's seed_words is None exactly when every seed plays the same game."""
    for game_id, spec in SPECS.items():
        cls = load(spec.engine)
        seen = set()
        for seed in range(1, 6):
            state = cls(spec.min_players, seed, cls.options_for(spec.min_players))
            for _ in range(30):  # the same choices from every seed: only chance can tell them apart
                if state.is_over():
                    break
                seat = state.to_act()[0]
                state.apply(seat, state.legal_actions(seat)[0])
            seen.add(repr(state.snapshot()))
        has_chance = len(seen) > 1
        assert has_chance == (spec.seed_words is not None), (game_id, has_chance, spec.seed_words)


def test_every_engine_builds_its_views_turn_part_with_turn_fields():
    # seat, to_act, legal (only for the seat to act) and over are worked out once, in game/view.py.
    missing = [path.relative_to(ROOT).as_posix() for path in sorted((ROOT / "games").glob("*/engine.py"))
               if "turn_fields(self, seat)" not in path.read_text(encoding="utf-8")]
    assert not missing, missing
