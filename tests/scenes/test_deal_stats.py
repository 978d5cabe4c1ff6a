"""Statistics per deal number for a dealt solitaire: played, won, fewest moves and shortest time of a
win; the time played travels with the session's save."""

from __future__ import annotations

import json

from games.solodrez.solver import solve
from scenes.session import HUMAN, SeatConfig, Session
from scenes.stats import deals_text
from scenes.stats_store import MAX_DEALS, StatsStore, forget_session, record_session


def _finished(seed: int, win: bool, seconds: float, path=None) -> Session:
    session = Session.new("solodrez", (SeatConfig("Ana", HUMAN),), seed=seed, save_path=None)
    if path is not None:
        forget_session(session, path)  # a new game of a deal played before (as the game screen does)
    if win:
        for action in solve(session.state).moves:
            session.apply(0, action)
    else:
        session.apply(0, session.state.legal_actions(0)[0])
        from games.solodrez.view import RESIGN

        session.apply(0, RESIGN)
    session.seconds = seconds
    assert session.state.is_over()
    return session


def test_a_deal_is_recorded_by_its_number_with_its_best_win(tmp_path):
    path = tmp_path / "stats.json"
    assert record_session(_finished(4, False, 30.0), path)
    assert record_session(_finished(4, True, 200.0, path), path)
    assert record_session(_finished(4, True, 150.0, path), path)
    assert record_session(_finished(7, False, 10.0), path)
    stats = StatsStore(path).get("solodrez")
    deal = stats.deals["4"]
    assert (deal.played, deal.won, deal.seconds) == (3, 2, 150.0)
    assert deal.moves == len(solve(_finished(4, False, 0).state.rewound(0)).moves)
    assert list(stats.deals) == ["4", "7"]  # the last played at the end
    text = deals_text(stats, "es")
    assert text.startswith("Reparto 7: aún sin ganar") and "Reparto 4: ganado" in text and "2:30" in text


def test_the_deal_records_survive_the_file_and_a_broken_one_is_set_aside(tmp_path):
    path = tmp_path / "stats.json"
    record_session(_finished(4, True, 61.0), path)
    data = json.loads(path.read_text())
    assert data["games"]["solodrez"]["deals"]["4"]["won"] == 1
    data["games"]["solodrez"]["deals"]["4"]["won"] = 5  # more wins than plays
    path.write_text(json.dumps(data))
    store = StatsStore(path)
    assert store.problem and store.get("solodrez").deals == {}


def test_only_the_last_deals_are_kept():
    from scenes.stats_store import DealRecord, GameStats

    stats = GameStats(deals={str(n): DealRecord(1, 0) for n in range(MAX_DEALS)})
    assert len(GameStats.from_json(stats.to_json()).deals) == MAX_DEALS


def test_the_time_played_is_saved_with_the_session():
    session = Session.new("solodrez", (SeatConfig("Ana", HUMAN),), seed=3, save_path=None)
    session.seconds = 12.5
    again = Session.from_json(json.loads(json.dumps(session.to_json())))
    assert again.seconds == 12.5
