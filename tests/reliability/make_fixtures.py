"""Write a saved game of each registered game in today's save format, for the forever-loading test.

A fixture, once committed, is never rewritten: it stands for a player's autosave made by this
version of Ludoteca. Run this when a game is registered or the save format changes; it only writes
files that do not exist yet:

    python tests/reliability/make_fixtures.py [GAME ...]
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

FIXTURES = Path(__file__).resolve().parent / "fixtures"
MOVES = 30  # a game well under way, but never finished (a finished game leaves no autosave)


def fixture_name(game_id: str, session_format: int, rules: int = 1) -> str:
    """``<game>-format<N>.json``, and ``-rules<R>`` before the suffix once a game's rules version
    has been raised, so the fixture of the older rules stays beside the new one."""
    return f"{game_id}-format{session_format}{f'-rules{rules}' if rules > 1 else ''}.json"


def make(game_id: str) -> Path | None:
    from game.ai.base import RandomBot
    from game.registry import GAMES
    from scenes.session import COMPUTER, HUMAN, SESSION_FORMAT, SeatConfig, Session

    cls = GAMES[game_id]
    path = FIXTURES / fixture_name(game_id, SESSION_FORMAT, cls.rules_version)
    if path.exists():
        return None
    players = min(cls.max_players, max(cls.min_players, 3))
    seats = [SeatConfig("Ana", HUMAN)] + [SeatConfig(f"Ordenador {s + 1}", COMPUTER, "random")
                                           for s in range(1, players)]
    session = Session.new(game_id, seats, seed=2024, save_path=None)
    bot = RandomBot(2024)
    for _ in range(MOVES):
        state = session.state
        seat = state.to_act()[0]
        action = bot.choose(state, seat)
        trial = state.clone()
        trial.apply(seat, action)
        if trial.is_over():
            break
        session.apply(seat, action)
    FIXTURES.mkdir(exist_ok=True)
    path.write_text(json.dumps(session.to_json(), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return path


def main(argv: list[str]) -> int:
    from game.registry import GAMES

    for game_id in argv or sorted(GAMES):
        written = make(game_id)
        print(f"{game_id}: {'wrote ' + written.name if written else 'kept the existing fixture'}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
