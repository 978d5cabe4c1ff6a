"""An Ideograma player: the best-scoring play, judged with what it keeps on the rack.

Search cannot help here: one turn can offer thousands of plays and a random
playout takes seconds. Like the classic crossword programs, this player
scores every play the move generator finds (the engine lists them with their
scores) and picks the best; the hard strength also weighs the tiles a play
leaves on the rack (the "leave"), a blank or an S being worth keeping,
duplicates and a rack of all vowels or all consonants not.

It reads only its own rack and the public board (a determinization for its
own seat, which keeps its rack and resamples everyone else's). In the
challenge mode it challenges exactly the plays that spell a word missing from
the dictionary: the words are on the table for everybody to check.
"""

from __future__ import annotations

import hashlib
import json
import random
import time
from collections import Counter

from game.ai.base import legal_choices
from game.clasicos.ideograma import ACCEPT, BLANK, CHALLENGE, PASS, Ideograma, tile_set
from game.clasicos.ideograma_lexicon import fold, load_lexicon
from game.core import Action, GameState, Seat

VOWELS = frozenset("aeiou")
# What a tile is worth to keep for the next turns (points, roughly).
KEEP = {BLANK: 12.0, "s": 4.0, "e": 1.5, "a": 1.0, "r": 1.0, "l": 0.5, "n": 0.5, "o": 0.5,
        "q": -5.0, "ñ": -3.0, "x": -2.0, "j": -2.0, "z": -1.0, "v": -2.0, "h": -1.0, "y": -1.0, "f": -1.5}
DUPLICATE = -2.5  # per extra copy of a letter kept
BALANCE = -1.5  # per vowel away from a balanced rack
LEAVE_SPAN = 60.0  # more than two leaves differ by (about -30 to +30)


def leave_value(leave: list[str]) -> float:
    if not leave:
        return 0.0
    value = sum(KEEP.get(tile, 0.0) for tile in leave)
    counts = Counter(tile for tile in leave if tile != BLANK)
    value += DUPLICATE * sum(n - 1 for n in counts.values() if n > 1)
    vowels = sum(1 for tile in leave if tile in VOWELS)
    value += BALANCE * abs(vowels - 0.4 * len(leave))
    return value


# The look-ahead of hard: the best few plays by score and leave are tried against the
# best answer of a few sampled opponent racks (as in the classic Scrabble simulators).
LOOKAHEAD_CANDIDATES = 6
LOOKAHEAD_RACKS = 2
LOOKAHEAD_WEIGHT = 1.0  # each point the opponent can answer with counts as one of ours
LOOKAHEAD_SPAN = 25.0  # candidates further below the best equity are not tried
LOOKAHEAD_SECONDS = 1.5
ENDGAME_STUCK = 1.0  # per point of the tiles left when the bag is empty  # a safety valve under load, far above the usual cost


def _view_seed(view: dict) -> int:
    """A seed from what the seat knows: the same position gives the same choice."""
    text = json.dumps(view, sort_keys=True, default=str)
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


class IdeogramaBot:
    def __init__(self, seed: int = 0, weigh_leave: bool = False, name: str = "normal",
                 modest: bool = False, look_ahead: bool = False) -> None:
        self.name = name
        self.weigh_leave = weigh_leave
        self.look_ahead = look_ahead
        # A modest player does not look for the very best: any play worth at least
        # half of the best will do (beatable, yet it never wastes a turn).
        self.modest = modest
        self.rng = random.Random(seed)

    def choose(self, state: GameState, seat: Seat) -> Action:
        legal = legal_choices(state, seat)
        position = state.determinize(seat, self.rng)
        assert isinstance(position, Ideograma)
        if CHALLENGE in legal:
            if self._pending_is_wrong(position):
                return CHALLENGE
            if ACCEPT in legal:
                return ACCEPT
        plays = position.generated_plays()
        rack = position.racks[seat]
        legal_set = set(legal)  # two blanks can make 100,000 plays: no list lookups
        if self.modest:
            scored = [(play.score, action) for action, play in plays.items() if action in legal_set]
            if scored:
                top = max(score for score, _ in scored)
                good = [action for score, action in scored if score >= top / 2]
                return good[self.rng.randrange(len(good))]
        candidates = [(play.score, index, action, play) for index, (action, play) in enumerate(plays.items())
                      if action in legal_set]
        if self.look_ahead and candidates:
            chosen = self._look_ahead(state, seat, position, rack, candidates)
            if chosen is not None:
                return chosen
        best: tuple[float, int, Action] | None = None
        if candidates:
            top = max(score for score, _, _, _ in candidates)
            for score, index, action, play in candidates:
                value = float(score)
                if self.weigh_leave:
                    if score + LEAVE_SPAN < top:
                        continue  # no leave makes up that many points: skip the arithmetic
                    value += leave_value(_leave(rack, play.codes))
                key = (value, -index, action)
                if best is None or key[:2] > best[:2]:
                    best = key
        if best is not None:
            return best[2]
        exchanges = [a for a in legal if a.kind == "exchange"]
        if exchanges:
            # No word at all: swap the most tiles (the longest exchange listed).
            return max(exchanges, key=lambda a: (len(a.args), a.encode()))
        return PASS if PASS in legal else legal[0]

    def _look_ahead(self, state: GameState, seat: Seat, position: Ideograma, rack: list[str],
                    candidates: list) -> Action | None:
        """The best of the top plays by score + leave - the opponent's best answer, averaged
        over a few opponent racks sampled from what this seat cannot see. With the bag
        empty the opponent's rack is known exactly: then the leave is what we may be stuck
        with, and going out ends the game."""
        if position.players != 2:
            return None
        endgame = not position.bag  # the bag's size is public
        ranked = sorted(((score + _leave_worth(_leave(rack, play.codes), endgame), -index, action)
                         for score, index, action, play in candidates), reverse=True)
        top = ranked[0][0]
        ranked = [entry for entry in ranked[:LOOKAHEAD_CANDIDATES] if entry[0] >= top - LOOKAHEAD_SPAN]
        if endgame:
            # Going out may score little and still win the game: the best such play is tried.
            out = [(score, -index, action) for score, index, action, play in candidates
                   if len(play.codes) == len(rack)]
            if out:
                best_out = max(out)
                if all(entry[2] != best_out[2] for entry in ranked):
                    ranked.append((float(best_out[0]), best_out[1], best_out[2]))
        if len(ranked) == 1:
            return ranked[0][2]
        sampler = random.Random(_view_seed(state.view(seat)))
        worlds = [state.determinize(seat, sampler) for _ in range(1 if endgame else LOOKAHEAD_RACKS)]
        started = time.perf_counter()
        replies: dict[Action, float] = {}
        for _equity, _, action in ranked:
            total = 0.0
            for world in worlds:
                after = world.clone()
                after.apply(seat, action)
                total += _best_reply(after, seat, endgame)
            replies[action] = total / len(worlds)
            if time.perf_counter() - started > LOOKAHEAD_SECONDS:
                break
        best = max(((equity - LOOKAHEAD_WEIGHT * replies[action], order, action)
                    for equity, order, action in ranked if action in replies))
        return best[2]

    @staticmethod
    def _pending_is_wrong(position: Ideograma) -> bool:
        last = position.last
        if position.pending is None or not last or last.get("kind") != "play":
            return False
        lexicon = load_lexicon()
        for word, _ in last.get("words", []):
            folded = fold(str(word))
            if folded is None or folded not in lexicon:
                return True
        return False


def _rack_points(tiles: list[str]) -> int:
    values = tile_set()
    return sum(values.value(tile) for tile in tiles)


def _leave_worth(leave: list[str], endgame: bool) -> float:
    if not endgame:
        return leave_value(leave)
    # Nothing more to draw: what stays on the rack may be counted against us; going out
    # wins the opponent's rack (counted in the reply, where the rack is known).
    return -ENDGAME_STUCK * _rack_points(leave)


def _best_reply(after: Ideograma, seat: Seat, endgame: bool) -> float:
    """What the opponent's best answer is worth against us on the board after our play."""
    opponent = 1 - seat
    if endgame and not after.racks[seat]:
        # We went out: the opponent's tiles come off their score and onto ours.
        return -2.0 * _rack_points(after.racks[opponent])
    if after.is_over():
        return 0.0
    # In the challenge mode our play waits for the opponent's word on it; the board
    # already holds it, and that is all the answer depends on.
    plays = after.generated_plays()
    if not endgame:
        return float(max((play.score for play in plays.values()), default=0))
    # The opponent going out takes our remaining tiles too.
    held = len(after.racks[opponent])
    ours = 2.0 * _rack_points(after.racks[seat])
    return float(max((play.score + (ours if len(play.codes) == held else 0.0) for play in plays.values()),
                     default=0))


def _leave(rack: list[str], codes: tuple[str, ...]) -> list[str]:
    leave = list(rack)
    for code in codes:
        tile = BLANK if code.islower() else ("ñ" if code == "NY" else code.lower())
        if tile in leave:
            leave.remove(tile)
    return leave


def make_easy(seed: int = 0) -> IdeogramaBot:
    return IdeogramaBot(seed, name="easy", modest=True)


def make_normal(seed: int = 0) -> IdeogramaBot:
    return IdeogramaBot(seed, weigh_leave=False, name="normal")


def make_hard(seed: int = 0) -> IdeogramaBot:
    return IdeogramaBot(seed, weigh_leave=True, name="hard", look_ahead=True)
