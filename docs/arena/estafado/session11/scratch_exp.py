"""Scratch: one matchup over a seed range with patched knobs, a JSON line per game (resumable)."""
import json, os, sys, time
sys.path.insert(0, os.getcwd())
import games.estafado.players as P
from games.estafado.balance import MAKERS, play
from games.estafado.view import FOX

def main():
    fox_s, crow_s, start, n, out = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
    knobs = {}
    for kv in sys.argv[6:]:
        k, v = kv.split("=")
        knobs[k] = float(v)
        setattr(P, k, float(v) if "." in v else int(v))
    done = set()
    if os.path.exists(out):
        for line in open(out):
            done.add(json.loads(line)["seed"])
    with open(out, "a") as f:
        for s in range(start, start + n):
            if s in done:
                continue
            t = time.process_time()
            st = play(s, MAKERS[fox_s](s * 2 + 1), MAKERS[crow_s](s * 2 + 2))
            f.write(json.dumps({"seed": s, "fox": int(st.winner == FOX), "end": st.end, "cpu": round(time.process_time() - t, 3)}) + "\n")
            f.flush()

main()
