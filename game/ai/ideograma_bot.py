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

import random
from collections import Counter

from game.clasicos.ideograma import ACCEPT, BLANK, CHALLENGE, PASS, Ideograma
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


class IdeogramaBot:
    def __init__(self, seed: int = 0, weigh_leave: bool = False, name: str = "normal",
                 modest: bool = False) -> None:
        self.name = name
        self.weigh_leave = weigh_leave
        # A modest player does not look for the very best: any play worth at least
        # half of the best will do (beatable, yet it never wastes a turn).
        self.modest = modest
        self.rng = random.Random(seed)

    def choose(self, state: GameState, seat: Seat) -> Action:
        legal = state.legal_actions(seat)
        if not legal:
            raise ValueError(f"seat {seat} has no legal action")
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
    return IdeogramaBot(seed, weigh_leave=True, name="hard")
