"""Which soaks each registered game has on record, and whether they cover every configuration.

    python tools/soak_coverage.py [--markdown] [games...]

Reads every soak chunk under ``docs/soak/`` (the JSON files ``tools/soak_run.py`` and ``python -m
game soak --json`` write), random and with computer players apart, and for each game adds up the
games and violations. Coverage is worked out, not assumed: game ``i`` of a chunk played
configuration ``i mod n`` of the game's configurations (player count and options) as they were at
the commit the chunk ran on, under that commit's rules version. So each commit's
``game.soak.configurations`` and ``rules_version`` are asked (from a copy of that commit's ``game/``
and ``games/``, made with ``git archive``); games under another rules version than today's count
apart (another engine), and for today's the games of each of today's configurations are counted
(the fewest is shown). A chunk without its commit is dated by the commit
that added it; one without its bots by the ``--bots`` of its command, or of that commit's message.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tarfile
import tempfile
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOAKS = ROOT / "docs" / "soak"

PROBE = """
import json, sys
from game.registry import GAMES
try:
    from game.soak import configurations
except ImportError:
    configurations = lambda cls: cls.configurations()
out = {}
for gid in sys.argv[1:]:
    if gid in GAMES:
        out[gid] = {"configurations": [[p, o] for p, o in configurations(GAMES[gid])],
                    "rules_version": getattr(GAMES[gid], "rules_version", 1)}
print(json.dumps(out))
"""


def git(*args: str) -> str:
    return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip()


def chunks() -> list[dict]:
    found = []
    for path in sorted(SOAKS.rglob("*.json")):
        data = json.loads(path.read_text())
        rows = data if isinstance(data, list) else [data]
        for row in rows:
            if not isinstance(row, dict) or not {"game", "games", "violations"} <= row.keys():
                continue
            added = None
            if not row.get("commit") or not row.get("bots") and "bots" not in str(row.get("command", "")):
                added = git("log", "--diff-filter=A", "--format=%h %s", "-1", "--", str(path))
            commit = str(row.get("commit") or (added or "?").split(" ")[0]).split("+")[0]
            bots = row.get("bots")
            if isinstance(bots, list):
                bots = ",".join(bots)
            if not bots:
                match = re.search(r"--bots[ =](\S+)", str(row.get("command", "")) + " " + (added or ""))
                bots = match.group(1) if match else "random"
            found.append(
                {
                    "path": path.relative_to(ROOT).as_posix(),
                    "game": row["game"],
                    "games": row["games"],
                    "start": row.get("start", 0),
                    "violations": row["violations"],
                    "commit": commit,
                    "bots": bots,
                    "dirty": "+" in str(row.get("commit", "")),
                }
            )
    return found


def configurations_at(commit: str, games: list[str], cache: dict[str, dict]) -> dict:
    if commit not in cache:
        with tempfile.TemporaryDirectory() as tmp:
            archive = Path(tmp) / "code.tar"
            tops = set(git("ls-tree", "--name-only", commit).split())  # games/ came in session 5
            paths = [top for top in ("game", "games") if top in tops]
            subprocess.run(["git", "archive", "-o", str(archive), commit, *paths], cwd=ROOT, check=True)
            with tarfile.open(archive) as tar:
                tar.extractall(tmp, filter="data")
            proc = subprocess.run(
                [sys.executable, "-c", PROBE, *games],
                cwd=tmp,
                capture_output=True,
                text=True,
                env={"PYTHONPATH": tmp, "PATH": "/usr/bin:/bin", "SDL_VIDEODRIVER": "dummy"},
            )
            cache[commit] = json.loads(proc.stdout) if proc.returncode == 0 else {}
            if proc.returncode:
                print(
                    f"(commit {commit}: configurations unreadable: {proc.stderr.strip().splitlines()[-1:]})",
                    file=sys.stderr,
                )
    return cache[commit]


def key(config: list) -> str:
    return json.dumps(config, sort_keys=True)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("games", nargs="*")
    p.add_argument("--markdown", action="store_true", help="one table row per game")
    p.add_argument("--cache", type=Path, help="a JSON file keeping each commit's configurations between runs")
    args = p.parse_args()
    sys.path.insert(0, str(ROOT))
    from game.registry import GAMES
    from game.soak import configurations

    wanted = args.games or sorted(GAMES)
    now = {gid: {key([p, o]) for p, o in configurations(GAMES[gid])} for gid in wanted}
    cache: dict[str, dict] = json.loads(args.cache.read_text()) if args.cache and args.cache.exists() else {}
    # per game, per kind ("random" or "bots"): games, violations, configurations played, where
    table: dict[str, dict[str, dict]] = defaultdict(dict)
    for chunk in chunks():
        gid = chunk["game"]
        if gid not in now:
            continue
        kind = "random" if chunk["bots"] == "random" else "bots"
        entry = table[gid].setdefault(
            kind,
            {
                "games": 0,
                "violations": 0,
                "played": Counter(),
                "where": defaultdict(int),
                "unread": 0,
                "mixes": set(),
                "old_rules": Counter(),
            },
        )
        entry["games"] += chunk["games"]
        entry["violations"] += chunk["violations"]
        entry["where"][chunk["path"].rsplit("/", 1)[0]] += chunk["games"]
        if kind == "bots":
            entry["mixes"].add(chunk["bots"])
        then = configurations_at(chunk["commit"], wanted, cache).get(gid)
        if not then:
            entry["unread"] += chunk["games"]
            continue
        if then["rules_version"] != GAMES[gid].rules_version:
            entry["old_rules"][then["rules_version"]] += chunk["games"]
            continue  # another engine: it says nothing of today's
        configs = then["configurations"]
        for index in range(chunk["start"], chunk["start"] + chunk["games"]):
            entry["played"][key(configs[index % len(configs)])] += 1
    if args.cache:
        args.cache.write_text(json.dumps(cache))
    if args.markdown:
        print(
            "| game | random games, violations | of them under today's rules and configurations: games, configurations "
            "(fewest games of one) | where | games with computer players (strengths mixed), violations | "
            "of them under today's rules and configurations | where |"
        )
        print("|---|---|---|---|---|---|---|")
    for gid in wanted:
        cells = []
        for kind in ("random", "bots"):
            entry = table[gid].get(kind)
            if entry is None:
                cells += ["none", "—", "—"]
                continue
            where = ", ".join(
                f"{games:,} `{folder.removeprefix('docs/soak/')}`" for folder, games in sorted(entry["where"].items())
            )
            today = {config: games for config, games in entry["played"].items() if config in now[gid]}
            fewest = min(today.get(config, 0) for config in now[gid])
            cover = f"{sum(today.values()):,}, {len(today)} of {len(now[gid])} ({fewest:,})"
            if entry["unread"]:
                cover += f"; {entry['unread']:,} at a commit whose configurations could not be read"
            for version, games in sorted(entry["old_rules"].items()):
                cover += f"; {games:,} under rules {version}, today {GAMES[gid].rules_version}"
            mixes = f" ({'; '.join(sorted(entry['mixes']))})" if entry["mixes"] else ""
            cells += [f"{entry['games']:,}{mixes}, {entry['violations']}", cover, where]
        if args.markdown:
            print(f"| {gid} | " + " | ".join(cells) + " |")
        else:
            print(f"{gid}\n  random: " + "; ".join(cells[:3]) + "\n  bots:   " + "; ".join(cells[3:]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
