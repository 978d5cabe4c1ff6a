"""Statistics: recorded once per finished game, stored atomically beside the saves, a broken
file kept aside, and a screen that lists every game (from the menu and from the end panel)."""

import json
import random

import pygame
from shell_helpers import click, find, frames, make_app, names, widgets

from game.core import Outcome
from game.registry import GAMES
from scenes import user_files
from scenes.app import start
from scenes.game_scene import GameScene
from scenes.menu import MenuScene
from scenes.session import COMPUTER, HUMAN, SeatConfig, Session
from scenes.shell import DialogScene
from scenes.stats import StatsScene, number_text, row_cells
from scenes.stats_store import (
    GameStats,
    Result,
    StatsStore,
    game_key,
    record_session,
    result_of,
    stats_path,
)

ANA = SeatConfig("Ana", HUMAN)
BETO = SeatConfig("Beto", HUMAN)
ROBOT = SeatConfig("Robot", COMPUTER, "random")


def finished(game_id, seats, seed=1, options=None):
    """A session played to its end with random legal moves (no window)."""
    session = Session.new(game_id, seats, seed=seed, options=options)
    rng = random.Random(seed)
    while not session.state.is_over():
        seat = session.state.to_act()[0]
        session.apply(seat, rng.choice(session.state.legal_actions(seat)))
    return session


def play_to_end(scene, seed=5):
    """Play every remaining move through the scene's own apply (as clicks and computers do)."""
    rng = random.Random(seed)
    while not scene.state.is_over():
        seat = scene.state.to_act()[0]
        scene._apply(seat, rng.choice(scene.state.legal_actions(seat)))


# --- what a result counts as ---------------------------------------------------------------------

def test_a_person_wins_loses_or_draws():
    reverso = GAMES["reverso"](2, 1)
    assert result_of(reverso, Outcome((40, 24), (1, 2)), [0]).won
    assert not result_of(reverso, Outcome((24, 40), (2, 1)), [0]).won
    draw = result_of(reverso, Outcome((32, 32), (1, 1)), [0])
    assert draw.drawn and not draw.won
    assert result_of(reverso, Outcome((40, 24), (1, 2)), []) is None  # computers only: not the player's record
    two_people = result_of(reverso, Outcome((40, 24), (1, 2)), [0, 1])
    assert two_people.won and two_people.scores == (40.0, 24.0)


def test_solitaire_results_carry_their_difficulty():
    state = GAMES["recompensas"](1, 3, {"level": "hard"} if "hard" in GAMES["recompensas"].options_spec[0].choices
                                 else None)
    result = result_of(state, Outcome((7,), (1,)), [0])
    assert result.won and result.solo_options == f"level={state.options['level']}"
    assert not result_of(state, Outcome((-3,), (2,)), [0]).won


def test_cooperative_games_are_won_together():
    vuelvan = GAMES["vuelvan"](2, 1)
    result = result_of(vuelvan, Outcome((5, 5), (1, 1), team_score=5), [0])
    assert result.won and not result.drawn  # everybody first is the team's result, not a draw


# --- the store ------------------------------------------------------------------------------------

def test_the_store_adds_saves_and_reads_back(ludoteca_home):
    store = StatsStore()
    assert store.add(Result("reverso", True, False, (40.0,), None), key="a")
    assert store.add(Result("reverso", False, False, (20.0,), None), key="b")
    assert store.add(Result("reverso", False, True, (32.0,), None), key="c")
    assert not store.add(Result("reverso", True, False, (60.0,), None), key="a")  # recorded already
    store.add(Result("recompensas", True, False, (9.0,), "level=normal"))
    store.add(Result("recompensas", True, False, (6.0,), "level=normal"))
    store.add(Result("recompensas", False, False, (-2.0,), "level=hard"))
    store.save()
    again = StatsStore()
    reverso = again.get("reverso")
    assert (reverso.played, reverso.won, reverso.drawn, reverso.lost) == (3, 1, 1, 1)
    assert reverso.best == 40 and reverso.average == 92 / 3
    assert again.get("recompensas").solo_best == {"level=normal": 9.0, "level=hard": -2.0}
    assert again.get("damas") == GameStats()
    assert not list(stats_path().parent.glob("*.tmp"))  # written through a temporary file, renamed


def test_a_broken_file_is_moved_aside_and_counting_starts_again(ludoteca_home):
    path = stats_path()
    path.parent.mkdir(parents=True)
    for broken in (b"{not json", b"\xff\xfe", b"[1, 2]", b'{"format": 1, "games": {"reverso": {"played": -1}}}',
                   b'{"format": 1, "games": {"reverso": {"played": 1, "won": 3}}}', b'{"games": {}}'):
        path.write_bytes(broken)
        store = StatsStore()
        assert store.problem and store.moved_to is not None and store.moved_to.read_bytes() == broken
        assert not path.exists() and store.games == {}
        store.add(Result("reverso", True, False, (40.0,), None))
        store.save()
        assert StatsStore().get("reverso").played == 1
        path.unlink()


def test_a_newer_file_is_left_alone(ludoteca_home):
    path = stats_path()
    path.parent.mkdir(parents=True)
    newer = json.dumps({"format": 99, "games": {}})
    path.write_text(newer)
    store = StatsStore()
    assert store.read_only and "newer" in store.problem
    store.add(Result("reverso", True, False, (40.0,), None))
    store.save()
    assert path.read_text() == newer


def test_a_folder_in_the_way_does_not_stop_a_game(ludoteca_home):
    stats_path().mkdir(parents=True)
    (stats_path() / "inside.txt").write_text("mine")
    session = finished("reverso", (ANA, ROBOT))
    assert record_session(session) is True  # the folder is set aside, kept whole, and the game counted
    [kept] = ludoteca_home.glob("stats.broken-*.json")
    assert (kept / "inside.txt").read_text() == "mine"
    [problem] = user_files.take_problems()
    assert problem.file == user_files.STATISTICS and problem.moved_to == kept


# --- recorded once per game --------------------------------------------------------------------

def test_a_finished_game_is_recorded_once_even_after_undo_and_a_second_ending():
    app = make_app()
    scene = GameScene(app, Session.new("reverso", (ANA, ROBOT), seed=2))
    app.push(scene)
    frames(app)
    play_to_end(scene)
    assert StatsStore().get("reverso").played == 1
    frames(app)
    click(app, "toggle-end")  # look at the board, then the result again: nothing more is counted
    click(app, "toggle-end")
    assert scene.undo()
    play_to_end(scene, seed=9)
    assert scene.state.is_over()
    assert StatsStore().get("reverso").played == 1


def test_resuming_an_undone_game_does_not_count_it_twice_but_a_restart_counts():
    session = finished("reverso", (ANA, ROBOT), seed=4)
    assert record_session(session)
    assert not record_session(session)  # the same game finishing again after a resume
    assert StatsStore().get("reverso").played == 1
    key = game_key(session.state, session.seats)
    app = make_app()
    app.push(GameScene(app, Session.new("reverso", (ANA, ROBOT), seed=4)))  # a fresh game, same seed
    frames(app)
    assert key not in StatsStore().recent
    assert record_session(finished("reverso", (ANA, ROBOT), seed=4))
    assert StatsStore().get("reverso").played == 2


def test_computers_alone_are_not_the_players_record():
    assert not record_session(finished("reverso", (ROBOT, ROBOT)))
    assert StatsStore().get("reverso").played == 0


def test_solitaire_best_per_difficulty_is_kept():
    spec = GAMES["recompensas"].options_spec[0]
    for seed, level in enumerate(spec.choices[:2]):
        record_session(finished("recompensas", (ANA,), seed=seed, options={spec.name: level}))
    stats = StatsStore().get("recompensas")
    assert stats.played == 2 and set(stats.solo_best) == {f"{spec.name}={v}" for v in spec.choices[:2]}
    cells = row_cells(GAMES["recompensas"], stats, "es")
    assert spec.choice_text(spec.choices[0], "es") in cells[-1]


# --- the screen ---------------------------------------------------------------------------------

def test_the_menu_opens_statistics_listing_every_game():
    record_session(finished("reverso", (ANA, ROBOT), seed=3))
    app = make_app()
    start(app)
    frames(app)
    click(app, "stats")
    assert isinstance(app.top, StatsScene)
    shown = [w.name for w in widgets(app) if w.name.startswith("stats:") and w.name != "stats:heading"]
    assert shown == [f"stats:{gid}" for gid in GAMES][: len(shown)]
    assert len(shown) == len(GAMES) or app.top.max_scroll > 0
    row = find(app, "stats:reverso")
    assert row.cells[0] == "Reverso" and row.cells[1] == "1"
    click(app, "back")
    assert isinstance(app.top, MenuScene)


def test_every_game_is_reachable_by_scrolling_in_a_small_window():
    app = make_app(size=(480, 360))
    app.push(StatsScene(app))
    frames(app)
    scene = app.top
    seen = set()
    for _ in range(40):
        seen |= {w.name for w in widgets(app) if w.name.startswith("stats:")}
        scene.scroll_by(20)
        frames(app, 1)
    assert {f"stats:{gid}" for gid in GAMES} <= seen
    window = pygame.Rect((0, 0), (480, 360))
    assert all(window.contains(w.rect) for w in widgets(app) if not w.name.startswith("stats:"))


def test_the_end_panel_opens_statistics_with_the_game_marked():
    app = make_app(lang="es")
    scene = GameScene(app, Session.new("reverso", (ANA, ROBOT), seed=6))
    app.push(scene)
    frames(app)
    play_to_end(scene)
    frames(app)
    assert "end:stats" in names(app)
    click(app, "end:stats")
    assert isinstance(app.top, StatsScene)
    row = find(app, "stats:reverso")
    assert row.highlight and row.cells[1] == "1"
    assert find(app, "stats:heading").cells[1] == "Jugadas"


def test_clearing_asks_first():
    record_session(finished("reverso", (ANA, ROBOT), seed=3))
    app = make_app()
    app.push(StatsScene(app))
    frames(app)
    click(app, "clear")
    assert isinstance(app.top, DialogScene)
    click(app, "dialog:1")  # cancel
    assert StatsStore().get("reverso").played == 1
    click(app, "clear")
    click(app, "dialog:0")
    assert StatsStore().get("reverso").played == 0
    assert find(app, "stats:reverso").cells[1] == "0"


def test_numbers_read_well():
    assert number_text(None) == "–" and number_text(12.0) == "12" and number_text(7.25) == "7.2"


def test_the_last_column_says_something_for_every_game_played():
    # Issue 23, point 7: "the statistics screen's empty third": the column had only solitaire bests.
    from game.registry import GAMES
    from scenes.stats import details_text
    from scenes.stats_store import GameStats

    stats = GameStats(played=5, won=2, drawn=1)
    assert details_text(GAMES["damas"], stats, "en") == "2 lost · 1 drawn"
    assert details_text(GAMES["damas"], stats, "es") == "2 perdidas · 1 en tablas"
    assert details_text(GAMES["ludo"], GameStats(played=3, won=1), "en") == "2 lost"
    assert details_text(GAMES["ludo"], GameStats(), "en") == ""


# --- records kept apart -------------------------------------------------------------------------
# Issue 16: "stats mix chips and plain scores in one row"; issue 19: SokuDrez's "Best" showed the
# most swaps. Scores that count different things get records of their own, and a score to keep low
# keeps its lowest.

def test_chips_are_kept_apart_from_plain_points():
    from scenes.stats_store import record_key

    plain = Session.new("pokerdrez", (ANA, ROBOT), seed=2).state
    chips = Session.new("pokerdrez", (ANA, ROBOT), seed=2, options={"stakes": "5-20"}).state
    assert record_key(plain) == "pokerdrez"
    assert record_key(chips) == "pokerdrez|stakes=5-20"
    store = StatsStore()
    store.add(result_of(plain, Outcome(scores=(3.0, 1.0), placing=(1, 2)), [0]))
    store.add(result_of(chips, Outcome(scores=(180.0, 20.0), placing=(1, 2)), [0]))
    assert store.get("pokerdrez").best == 3 and store.get("pokerdrez|stakes=5-20").best == 180


def test_a_solitaire_of_swaps_keeps_its_fewest_apart_from_games_against_others():
    from scenes.stats_store import record_key

    alone = Session.new("sokudrez", (ANA,), seed=4).state
    against = Session.new("sokudrez", (ANA, ROBOT), seed=4).state
    assert record_key(alone) == "sokudrez|solo" and record_key(against) == "sokudrez"
    store = StatsStore()
    for swaps in (31.0, 24.0, 40.0):
        result = result_of(alone, Outcome(scores=(swaps,), placing=(1,)), [0])
        assert result.lower_is_better
        store.add(result)
    store.add(result_of(against, Outcome(scores=(12.0, 30.0), placing=(2, 1)), [0]))
    assert store.get("sokudrez|solo").best == 24 and store.get("sokudrez|solo").solo_best == {"": 24.0}
    assert store.get("sokudrez").best == 12 and store.get("sokudrez").played == 1


def test_records_kept_apart_have_rows_of_their_own():
    store = StatsStore()
    store.add(Result("sokudrez|solo", True, False, (24.0,), "", lower_is_better=True))
    store.add(Result("pokerdrez|stakes=5-20", True, False, (180.0,), None))
    store.save()
    app = make_app(lang="es")
    app.push(StatsScene(app, "sokudrez|solo"))
    frames(app)
    scene = app.top
    seen = {}
    for _ in range(40):
        seen |= {w.name: w for w in widgets(app) if w.name.startswith("stats:")}
        scene.scroll_by(20)
        frames(app, 1)
    solo = seen["stats:sokudrez|solo"]
    assert solo.cells[0] == "SokuDrez · a solas" and solo.cells[3] == "24" and solo.highlight
    assert not seen["stats:sokudrez"].highlight
    chips = seen["stats:pokerdrez|stakes=5-20"]
    assert chips.cells[0].startswith("PokerDrez · ") and chips.cells[3] == "180"
    names_in_order = [name for name in seen if name != "stats:heading"]
    assert names_in_order.index("stats:pokerdrez|stakes=5-20") == names_in_order.index("stats:pokerdrez") + 1


def test_one_lost_game_is_said_in_the_singular():
    from scenes.stats import details_text

    assert details_text(GAMES["damas"], GameStats(played=1), "es") == "1 perdida"
    assert details_text(GAMES["damas"], GameStats(played=1), "en") == "1 lost"
