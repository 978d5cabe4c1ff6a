"""Statistics of finished games, kept beside the saves in ``stats.json``.

Pure Python (no pygame), so it is tested without a window. Per game: games
played and won by a person, the people's best and average score, and for
solitaire games the best score per set of options (Recompensas' difficulty
levels). Only games with at least one person at the table count: a table of
computers playing each other is a demonstration, not the player's record.

Scores that count different things are never mixed in one record (:func:`record_key`):
a game played alone that can also be played against others (SokuDrez: swaps alone,
points against others) and a choice whose option says ``separate_records`` (PokerDrez's
chips) are counted under ``<id>|<words>``, a row of their own on the screen. A game
whose solitaire score counts something to keep low (``GameSpec.solo_lower_is_better``)
keeps its lowest as the best.

A game is recorded once. The game scene remembers that it recorded its game,
so undoing the last move and finishing again does not count twice; and the
file keeps the keys of the last games recorded, so finishing again after
quitting and resuming an undone game does not count twice either. A game that
starts afresh forgets its key (a restart with the same chosen seed is a new
game).

The file is written atomically like the saves; a file that cannot be read is
moved aside (kept, never deleted) and the statistics start again. A file from a
newer Ludoteca is left alone and nothing is written over it.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core import GameState, Outcome
from scenes import user_files
from scenes.session import Session, data_dir, write_atomically

STATS_NAME = "stats.json"
STATS_FORMAT = 1
MAX_STATS_BYTES = 1024 * 1024  # a year of daily play is a few kilobytes
RECENT_KEYS = 64
MAX_FORMAT = 1000  # a newer Ludoteca's file is left alone; a format beyond this is no format at all  # games remembered as already recorded


def stats_path() -> Path:
    return data_dir() / STATS_NAME


def options_key(options: Mapping[str, Any]) -> str:
    """Options as one stable word list, e.g. ``level=hard`` ("" when a game has none)."""
    return ",".join(f"{name}={options[name]}" for name in sorted(options))


SOLO_RECORD = "solo"  # the words of a record of games played alone, for a game also played against others


def record_key(state: GameState) -> str:
    """The record a finished game counts in: the game's id, or ``<id>|<words>`` when its scores
    do not compare with the game's others (see the module's text). The words are ``solo`` and the
    ``name=value`` of every separate-records option not at its default, e.g. ``pokerdrez|stakes=5-20``."""
    words = [SOLO_RECORD] if state.players == 1 and state.spec.max_players > 1 else []
    for option in type(state).options_spec:
        value = state.options.get(option.name, option.default)
        if option.separate_records and value != option.default:
            words.append(f"{option.name}={value}")
    return f"{state.id}|{','.join(words)}" if words else state.id


def split_record_key(key: str) -> tuple[str, str]:
    """``pokerdrez|stakes=5-20`` -> (``pokerdrez``, ``stakes=5-20``); a plain id -> (id, "")."""
    game_id, _, words = key.partition("|")
    return game_id, words


def game_key(state: GameState, seats: Sequence[Any]) -> str:
    """What tells one game apart from another: game, seed, options and who sat where.
    Random seeds are 32 bits, so two games of one person practically never share a key;
    a restart with a chosen seed is told apart because a new game forgets its key."""
    people = "|".join(f"{getattr(s, 'kind', '?')}:{getattr(s, 'name', '?')}" for s in seats)
    return f"{state.id}#{state.seed}#{state.players}#{options_key(state.options)}#{people}"


# Far beyond any real record, and small enough that sums, averages and rates stay finite floats.
MAX_COUNT = 10**9
MAX_SCORE = 1e12


def _number(value: Any) -> bool:
    """A score: a finite number of sane size (``float()`` of a 400-digit integer overflows)."""
    return isinstance(value, (int, float)) and not isinstance(value, bool) and -MAX_SCORE <= value <= MAX_SCORE


@dataclass
class GameStats:
    """One game's record. ``score_count`` scores of people summed in ``score_sum``."""

    played: int = 0
    won: int = 0
    drawn: int = 0
    score_count: int = 0
    score_sum: float = 0.0
    best: float | None = None
    solo_best: dict[str, float] = field(default_factory=dict)
    # A solitaire dealt from its seed, by deal number: played, won, and the fewest moves and the
    # shortest time of a win (None until a win), the deals played last at the end (MAX_DEALS kept).
    deals: dict[str, DealRecord] = field(default_factory=dict)

    @property
    def lost(self) -> int:
        return self.played - self.won - self.drawn

    @property
    def average(self) -> float | None:
        return self.score_sum / self.score_count if self.score_count else None

    @property
    def win_rate(self) -> float | None:
        return self.won / self.played if self.played else None

    def to_json(self) -> dict[str, Any]:
        data = {"played": self.played, "won": self.won, "drawn": self.drawn, "score_count": self.score_count,
                "score_sum": self.score_sum, "best": self.best, "solo_best": dict(self.solo_best)}
        if self.deals:
            data["deals"] = {deal: record.to_json() for deal, record in self.deals.items()}
        return data

    @classmethod
    def from_json(cls, data: Any) -> GameStats:
        if not isinstance(data, dict):
            raise ValueError("a game's statistics are not an object")
        counts = {}
        for name in ("played", "won", "drawn", "score_count"):
            value = data.get(name, 0)
            if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= MAX_COUNT:
                raise ValueError(f"{name} is not a count")
            counts[name] = value
        if counts["won"] + counts["drawn"] > counts["played"]:
            raise ValueError("more games won or drawn than played")
        score_sum, best = data.get("score_sum", 0.0), data.get("best")
        if not _number(score_sum) or not (best is None or _number(best)):
            raise ValueError("scores are not numbers")
        solo = data.get("solo_best", {})
        if not isinstance(solo, dict) or not all(isinstance(k, str) and _number(v) for k, v in solo.items()):
            raise ValueError("solitaire bests are not numbers by options")
        deals = data.get("deals", {})
        if not isinstance(deals, dict) or len(deals) > MAX_DEALS or not all(isinstance(k, str) for k in deals):
            raise ValueError("the deals played are not a record by deal number")
        return cls(played=counts["played"], won=counts["won"], drawn=counts["drawn"],
                   score_count=counts["score_count"], score_sum=float(score_sum),
                   best=None if best is None else float(best), solo_best={k: float(v) for k, v in solo.items()},
                   deals={k: DealRecord.from_json(v) for k, v in deals.items()})


MAX_DEALS = 500  # deal numbers remembered per solitaire (the oldest go first)


@dataclass
class DealRecord:
    """One deal of a solitaire: how often it was played and won, its fewest moves and shortest time."""

    played: int = 0
    won: int = 0
    moves: int | None = None
    seconds: float | None = None

    def to_json(self) -> dict[str, Any]:
        return {"played": self.played, "won": self.won, "moves": self.moves, "seconds": self.seconds}

    @classmethod
    def from_json(cls, data: Any) -> DealRecord:
        if not isinstance(data, dict):
            raise ValueError("a deal's record is not an object")
        played, won, moves, seconds = (data.get(k) for k in ("played", "won", "moves", "seconds"))
        if not all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= MAX_COUNT for v in (played, won)):
            raise ValueError("a deal's counts are not counts")
        if won > played or not (moves is None or (type(moves) is int and 0 <= moves <= MAX_COUNT)):
            raise ValueError("a deal's record is impossible")
        if not (seconds is None or (_number(seconds) and seconds >= 0)):
            raise ValueError("a deal's time is not a time")
        return cls(played, won, moves, None if seconds is None else float(seconds))

    def add(self, won: bool, moves: int, seconds: float) -> None:
        self.played += 1
        if won:
            self.won += 1
            self.moves = moves if self.moves is None else min(self.moves, moves)
            self.seconds = seconds if self.seconds is None else min(self.seconds, seconds)


@dataclass(frozen=True, slots=True)
class Result:
    """What one finished game adds to the record."""

    record: str  # where it counts: the game's id, or <id>|<words> (record_key)
    won: bool
    drawn: bool
    scores: tuple[float, ...]  # the people's scores
    solo_options: str | None  # options key of a solitaire game, else None
    deal: str | None = None  # a solitaire's deal number (its seed), when chance deals it
    moves: int = 0
    seconds: float = 0.0
    lower_is_better: bool = False  # the scores count something to keep low: the best is the lowest


def result_of(state: GameState, outcome: Outcome, humans: Sequence[int], seconds: float = 0.0) -> Result | None:
    """The person's side of ``outcome``; None when no person played. ``seconds``: the time played."""
    if not humans:
        return None
    placing = outcome.placing
    everybody_first = all(p == 1 for p in placing)
    if state.players == 1:
        won, drawn = placing[0] == 1, False
    elif state.cooperative:
        # A cooperative game is won by the table together; the rating says how well.
        won, drawn = bool(outcome.winners), False
    else:
        won = any(placing[s] == 1 for s in humans) and not everybody_first
        drawn = everybody_first
    scores = tuple(float(outcome.scores[s]) for s in humans)
    solo = options_key(state.options) if state.players == 1 else None
    dealt = state.players == 1 and state.spec.seed_words is not None
    lower = state.players == 1 and state.spec.solo_lower_is_better
    return Result(record_key(state), won, drawn, scores, solo, str(state.seed) if dealt else None,
                  len(state.history), seconds, lower)


class StatsStore:
    """The statistics file. ``problem`` says why an unreadable file was moved aside."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or stats_path()
        self.games: dict[str, GameStats] = {}
        self.recent: list[str] = []
        self.read_only = False
        self.problem: str | None = None
        self.moved_to: Path | None = None
        self._load()

    # --- the file ----------------------------------------------------------------------------
    def _load(self) -> None:
        """Read the file through ``scenes.user_files``: a file that cannot be used (not a regular file,
        too large, not JSON, any value out of its range) is set aside and the person told once."""

        def parse(data: Any) -> tuple[dict[str, GameStats], list[str]]:
            if not isinstance(data, dict):
                raise ValueError("not a JSON object")
            fmt = data.get("format")
            if not isinstance(fmt, int) or isinstance(fmt, bool) or not 1 <= fmt <= MAX_FORMAT:
                raise ValueError("no format version")
            if fmt > STATS_FORMAT:
                self.problem = f"the statistics were written by a newer Ludoteca (format {fmt})"
                self.read_only = True
                raise user_files.KeepFile(self.problem)
            games = data.get("games", {})
            recent = data.get("recent", [])
            if not isinstance(games, dict) or not isinstance(recent, list):
                raise ValueError("no game list")
            parsed = {str(gid): GameStats.from_json(entry) for gid, entry in games.items()}
            return parsed, [k for k in recent if isinstance(k, str)][-RECENT_KEYS:]

        loaded, problem = user_files.load(self.path, MAX_STATS_BYTES, user_files.STATISTICS, parse)
        if problem is not None:
            self.problem = f"the statistics file is broken ({problem.detail})"
            self.moved_to = problem.moved_to
            self.read_only = problem.moved_to is None  # it is still there: do not write over it
        elif loaded is not None:
            self.games, self.recent = loaded

    def save(self) -> None:
        if self.read_only:
            return
        data = {"format": STATS_FORMAT, "games": {gid: s.to_json() for gid, s in sorted(self.games.items())},
                "recent": self.recent[-RECENT_KEYS:]}
        write_atomically(self.path, json.dumps(data, ensure_ascii=False, indent=1))

    # --- reading -----------------------------------------------------------------------------
    def get(self, game_id: str) -> GameStats:
        return self.games.get(game_id) or GameStats()

    # --- recording ---------------------------------------------------------------------------
    def add(self, result: Result, key: str | None = None) -> bool:
        """Count ``result``; False (nothing changed) when ``key`` was recorded already."""
        if key is not None and key in self.recent:
            return False
        stats = self.games.setdefault(result.record, GameStats())
        better = min if result.lower_is_better else max
        stats.played += 1
        stats.won += result.won
        stats.drawn += result.drawn
        for score in result.scores:
            stats.score_count += 1
            stats.score_sum += score
            stats.best = score if stats.best is None else better(stats.best, score)
        if result.solo_options is not None and result.scores:
            top = better(result.scores)
            previous = stats.solo_best.get(result.solo_options)
            stats.solo_best[result.solo_options] = top if previous is None else better(previous, top)
        if result.deal is not None:
            record = stats.deals.pop(result.deal, None) or DealRecord()
            record.add(result.won, result.moves, result.seconds)
            stats.deals[result.deal] = record  # the last played at the end
            while len(stats.deals) > MAX_DEALS:
                del stats.deals[next(iter(stats.deals))]
        if key is not None:
            self.recent = (self.recent + [key])[-RECENT_KEYS:]
        return True

    def forget(self, key: str) -> bool:
        """A game that starts afresh: its key no longer stands for a recorded game."""
        if key not in self.recent:
            return False
        self.recent = [k for k in self.recent if k != key]
        return True


def record_session(session: Session, path: Path | None = None) -> bool:
    """Record a finished session's game in the statistics file (once). True when it was counted.
    Never raises for a file problem: statistics must not stop a game."""
    state = session.state
    outcome = state.outcome()
    if outcome is None:
        return False
    result = result_of(state, outcome, session.humans(), session.seconds)
    if result is None:
        return False
    store = StatsStore(path)
    if store.read_only or not store.add(result, game_key(state, session.seats)):
        return False
    try:
        store.save()
    except OSError:
        return False
    return True


def forget_session(session: Session, path: Path | None = None) -> None:
    """A game at its first move: a finished game with the same key before it was another game."""
    if not session.humans():
        return
    store = StatsStore(path)
    if store.forget(game_key(session.state, session.seats)):
        try:
            store.save()
        except OSError:
            pass
