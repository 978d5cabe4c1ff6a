"""Kill a game in the middle of autosaving, over and over, and check the save every time.

A *zygote* process imports the engine once and forks one *victim* per kill, so a
kill costs a fork rather than a Python start-up. Each victim resumes the autosave
the way the app does at start (``check_autosave``), then plays with computer
players through ``Session.apply`` (which autosaves after every action). After each
save returns it reports ``saved <seed> <count>`` straight to the pipe (unbuffered,
so nothing it reported is lost with it). The driver kills it with SIGKILL at a random
moment, waits for the zygote to say it is dead (so every report is in), and loads the
save. It must load, and must hold the last reported position or the one after it:
at most the action in flight is lost. When the next action would end a game the
victim starts a new one instead (seed + 1), so the save is never cleared under us.

Command: ``python tests/reliability/sigkill.py --kills 2000`` (the suite runs 200).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

# Short games with cheap replays and saves of every size we make (1 KB to 10 KB).
DEFAULT_GAMES = ("reverso", "ludo", "trampas", "favores", "puertas", "laberinto")


# --- the victim's side ---------------------------------------------------------------------------

def _say(text: str) -> None:
    os.write(1, (text + "\n").encode())


def _victim(save_path: Path, game_id: str, first_seed: int) -> None:
    from game.ai.base import RandomBot
    from scenes.session import COMPUTER, SeatConfig, Session, check_autosave

    _say(f"pid {os.getpid()}")
    found = check_autosave(save_path)
    if found.broken_message:
        _say(f"broken {found.broken_message}")
        os._exit(3)
    session = found.session
    if session is None:
        cls = __import__("game.registry", fromlist=["GAMES"]).GAMES[game_id]
        seats = [SeatConfig(f"Bot {s + 1}", COMPUTER, "random") for s in range(cls.max_players)]
        session = Session.new(game_id, seats, seed=first_seed, save_path=save_path)
    bot = RandomBot(os.getpid())
    _say(f"saved {session.state.seed} {len(session.state.history)}")
    while True:
        state = session.state
        seat = state.to_act()[0]
        action = bot.choose(state, seat)
        trial = state.clone()
        trial.apply(seat, action)
        if trial.is_over():
            session = Session.new(game_id, session.seats, seed=state.seed + 1, save_path=save_path)
        else:
            session.apply(seat, action)
        _say(f"saved {session.state.seed} {len(session.state.history)}")


def zygote() -> int:
    """Read ``play <save path> <game> <seed>`` lines; fork a victim for each and report its death."""
    import game.ai.base  # noqa: F401 - import everything once, before forking
    import game.registry  # noqa: F401
    import scenes.session  # noqa: F401

    _say("ready")
    for line in sys.stdin:
        parts = line.split()
        if not parts:
            continue
        if parts[0] != "play":
            return 0
        save_path, game_id, seed = Path(parts[1]), parts[2], int(parts[3])
        pid = os.fork()
        if pid == 0:
            code = 0
            try:
                _victim(save_path, game_id, seed)
            except BaseException as exc:  # noqa: BLE001 - report any failure to the driver, then die
                _say(f"error {type(exc).__name__}: {exc}")
                code = 4
            os._exit(code)
        _, status = os.waitpid(pid, 0)
        _say(f"dead {pid} {status}")
    return 0


# --- the driver's side ---------------------------------------------------------------------------

@dataclass
class KillReport:
    kills: int = 0
    loads: int = 0
    kept_in_flight: int = 0  # kills after the save was renamed in but before its report was written
    before_first_report: int = 0  # kills while the victim was still resuming
    # Kills that left a half-written temporary file: killed inside the save, before the rename (the save
    # then holds the position before the action in flight).
    temp_files_left: int = 0
    problems: list[str] = field(default_factory=list)

    def to_json(self) -> dict:
        return {"kills": self.kills, "loads": self.loads, "kept_in_flight": self.kept_in_flight, "before_first_report": self.before_first_report,
                "temp_files_left": self.temp_files_left, "problems": self.problems[:10]}


class _Zygote:
    def __init__(self) -> None:
        env = {**os.environ, "PYTHONPATH": str(REPO), "PYTHONUNBUFFERED": "1"}
        self.proc = subprocess.Popen([sys.executable, str(Path(__file__).resolve()), "--zygote"], cwd=REPO, env=env,
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                     bufsize=1)
        line = self.readline()
        if line != "ready":
            raise RuntimeError(f"the zygote did not start: {line!r} {self.proc.stderr.read()}")

    def readline(self) -> str:
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError(f"the zygote died: {self.proc.stderr.read()}")
        return line.rstrip("\n")

    def send(self, text: str) -> None:
        self.proc.stdin.write(text + "\n")
        self.proc.stdin.flush()

    def close(self) -> None:
        try:
            self.send("quit")
            self.proc.stdin.close()
            self.proc.wait(timeout=10)
        except (OSError, subprocess.TimeoutExpired):
            self.proc.kill()
            self.proc.wait()


def _one_kill(zyg: _Zygote, save_path: Path, game_id: str, seed: int, last: tuple[int, int] | None,
              rng: random.Random, max_delay: float, report: KillReport) -> tuple[int, int] | None:
    """Start a victim, kill it at a random moment, check the save; returns the new last known position."""
    zyg.send(f"play {save_path} {game_id} {seed}")
    line = zyg.readline()
    if not line.startswith("pid "):
        report.problems.append(f"{game_id}: victim did not start: {line}")
        return last
    pid = int(line.split()[1])
    reported = last
    if rng.random() < 0.1:
        report.before_first_report += 1  # kill at once: in the middle of resuming, or of its very first save
    else:
        line = zyg.readline()
        if line.startswith("saved "):
            _, s, n = line.split()
            reported = (int(s), int(n))
        else:
            report.problems.append(f"{game_id}: victim said {line!r} instead of its position")
        time.sleep(rng.uniform(0.0, max_delay))
    try:
        os.kill(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    report.kills += 1
    while True:
        line = zyg.readline()
        if line.startswith("saved "):
            _, s, n = line.split()
            reported = (int(s), int(n))
        elif line.startswith("dead "):
            status = int(line.split()[2])
            if not (os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL):
                report.problems.append(f"{game_id}: victim ended by itself (status {status})")
            break
        else:
            report.problems.append(f"{game_id}: victim said {line!r}")
    temps = list(save_path.parent.glob(f"{save_path.stem}.*.tmp"))
    for temp in temps:
        report.temp_files_left += 1
        temp.unlink()
    return _check_save(save_path, game_id, reported, report)


def _check_save(save_path: Path, game_id: str, reported: tuple[int, int] | None,
                report: KillReport) -> tuple[int, int] | None:
    from game.core import SaveError
    from scenes.session import Session

    if not save_path.exists():
        if reported is not None:
            report.problems.append(f"{game_id}: the save is gone after reporting {reported}")
        return reported
    try:
        session = Session.load(save_path)
    except SaveError as exc:
        report.problems.append(f"{game_id}: the save does not load after reporting {reported}: {exc}")
        save_path.rename(save_path.with_suffix(f".failed-{report.kills}.json"))
        return None
    report.loads += 1
    found = (session.state.seed, len(session.state.history))
    if reported is None:
        if found[1] != 0:
            report.problems.append(f"{game_id}: nothing was reported but the save holds {found}")
        return found
    seed, count = reported
    if found == reported:
        return found
    if found in ((seed, count + 1), (seed + 1, 0)):
        report.kept_in_flight += 1
        return found
    if found[0] == seed and found[1] < count:
        report.problems.append(f"{game_id}: the save lost actions: it holds {found[1]}, {count} were reported saved")
    else:
        report.problems.append(f"{game_id}: the save holds {found}, reported {reported}")
    return found


def run_kills(kills: int, workdir: Path, games: tuple[str, ...] = DEFAULT_GAMES, seed: int = 0,
              max_delay: float = 0.02) -> KillReport:
    """``kills`` victims, rotating through ``games`` (one save folder each)."""
    rng = random.Random(seed)
    report = KillReport()
    last: dict[str, tuple[int, int] | None] = {g: None for g in games}
    zyg = _Zygote()
    try:
        for index in range(kills):
            game_id = games[index % len(games)]
            save_path = workdir / game_id / "autosave.json"
            save_path.parent.mkdir(parents=True, exist_ok=True)
            last[game_id] = _one_kill(zyg, save_path, game_id, 1000 + index, last[game_id], rng, max_delay, report)
    finally:
        zyg.close()
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--zygote", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--kills", type=int, default=200)
    parser.add_argument("--games", default=",".join(DEFAULT_GAMES))
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--max-delay", type=float, default=0.02, help="longest wait before a kill, in seconds")
    args = parser.parse_args(argv)
    if args.zygote:
        return zygote()
    workdir = Path(tempfile.mkdtemp(prefix="ludoteca-sigkill-"))
    started = time.perf_counter()
    try:
        report = run_kills(args.kills, workdir, tuple(args.games.split(",")), args.seed, args.max_delay)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    result = report.to_json() | {"seconds": round(time.perf_counter() - started, 1)}
    print(json.dumps(result, indent=2))
    return 1 if report.problems else 0


if __name__ == "__main__":
    sys.exit(main())
