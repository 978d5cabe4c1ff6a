"""An Ideograma player: the best-scoring play, judged with what it keeps on the rack.

Search cannot help much here: one turn can offer thousands of plays and a random
playout takes seconds. Like the classic crossword programs, this player
scores every play the move generator finds (the engine lists them with their
scores) and picks the best. The hard strength ranks plays, and exchanges, by
equity: the score plus what the tiles kept (the "leave") are worth, with
values fitted from self-play (``games/ideograma/leaves.py``): per letter, the
vowel and consonant balance, and the chance that the leave and the next draw
spell a word of seven (the 50-point bonus). Once the bag is empty, with two
players, it knows the opponent's rack and weighs its best plays against the
best reply, going out included.

It reads only its own rack and the public board (a determinization for its
own seat, which keeps its rack and resamples everyone else's). In the
challenge mode it challenges exactly the plays that spell a word missing from
the dictionary: the words are on the table for everybody to check."""

from __future__ import annotations

import hashlib
import json
import random
import time
from collections import Counter

from game.ai.choices import legal_choices
from game.core import Action, GameState, Seat
from games.ideograma.engine import ACCEPT, BLANK, BLANK_WORD, CHALLENGE, PASS, Ideograma, scoring, tile_set
from games.ideograma.lexicon import ALPHABET, common_words, fold, load_lexicon
from games.ideograma.moves import ACROSS, DOWN, SIZE, Generated, Placement, _in_line, generate, read_placement
from games.ideograma.view import IdeogramaView

VOWELS = frozenset("aeiou")
# What keeping tiles is worth (points), fitted by games/ideograma/leaves.py: the
# best score available on the next turn after each leave, over self-play games.
# Per letter: the first copy kept, the second, the third; then the vowel and
# consonant count of the lettered tiles kept. Drawing fresh tiles is worth
# something, so most leaves are worth less than none (0).
LEAVE_TILES: dict[str, tuple[float, float, float]] = {
    "a": (0.1, -4.0, 0.4),
    "b": (-0.4, 0.1, 0.0),
    "c": (-2.8, -5.4, -1.4),
    "d": (-2.1, -4.2, -4.7),
    "e": (-0.2, -3.0, -5.2),
    "f": (-0.9, 0.0, 0.0),
    "g": (-3.3, -4.2, 0.0),
    "h": (-1.6, -2.7, 0.0),
    "i": (-1.4, -6.7, -2.9),
    "j": (10.7, 0.0, 0.0),
    "l": (-3.0, -6.4, -3.3),
    "m": (-1.2, -0.4, 0.0),
    "n": (-0.8, -5.1, -0.6),
    "ñ": (1.9, 0.0, 0.0),
    "o": (-1.7, -4.6, -3.8),
    "p": (-2.5, -2.5, 0.0),
    "q": (-5.4, 0.0, 0.0),
    "r": (-2.4, -3.7, -2.0),
    "s": (1.3, -5.8, -2.0),
    "t": (-2.9, -6.0, -2.1),
    "u": (-4.0, -6.7, -1.3),
    "v": (-0.9, 0.0, 0.0),
    "x": (0.1, 0.0, 0.0),
    "y": (-4.4, 0.0, 0.0),
    "z": (9.1, 0.0, 0.0),
    "?": (7.5, 0.0, 0.0),
}
LEAVE_BALANCE: dict[tuple[int, int], float] = {
    (0, 1): 1.0,
    (0, 2): -1.1,
    (0, 3): -1.6,
    (0, 4): -1.7,
    (0, 5): -3.9,
    (0, 6): -6.4,
    (1, 0): -0.9,
    (1, 1): -0.4,
    (1, 2): 0.6,
    (1, 3): -0.5,
    (1, 4): 0.8,
    (1, 5): -1.1,
    (2, 0): -0.1,
    (2, 1): -1.5,
    (2, 2): -0.8,
    (2, 3): 1.6,
    (2, 4): -0.6,
    (3, 0): -1.0,
    (3, 1): -0.7,
    (3, 2): -0.1,
    (3, 3): -1.6,
    (4, 0): -4.3,
    (4, 1): 2.5,
    (4, 2): 0.8,
    (5, 0): -4.6,
    (5, 1): 1.5,
    (6, 0): -2.3,
}
LEAVE_BINGO = 37.4  # points per unit of chance of a seven
LEAVE_SPAN = 60.0  # more than two leaves differ by


# Sevens: the sorted letters of every seven-letter word, and those less one letter (for a
# blank). A leave's chance of drawing a rack that spells a seven-letter word (the 50-point
# bonus) is sampled from the box less the leave, on a generator seeded by the leave itself.
BINGO_SAMPLES = 64
_sevens: list[set[str]] = []
_bingo_memo: dict[str, float] = {}


def _seven_keys() -> list[set[str]]:
    if not _sevens:
        lexicon = load_lexicon()
        edges, terminal = lexicon.edges, lexicon.terminal
        whole: set[str] = set()
        stack = [(0, "")]
        while stack:
            node, prefix = stack.pop()
            if len(prefix) == 7:
                if terminal[node]:
                    whole.add("".join(sorted(prefix)))
                continue
            stack.extend((child, prefix + letter) for letter, child in edges[node].items())
        less_one = {key[:i] + key[i + 1:] for key in whole for i in range(7)}
        _sevens.extend((whole, less_one))
    return _sevens


def _spells_a_seven(letters: list[str], blanks: int) -> bool:
    whole, less_one = _seven_keys()
    key = "".join(sorted(letters))
    if blanks == 0:
        return key in whole
    if blanks == 1:
        return key in less_one
    return any("".join(sorted(key + letter)) in less_one for letter in ALPHABET)


def bingo_chance(leave: list[str]) -> float:
    """How often keeping ``leave`` and drawing up to seven gives a rack that spells a word of seven."""
    name = "".join(sorted(leave))
    chance = _bingo_memo.get(name)
    if chance is None:
        pool = Counter(tile_set().bag())
        pool.subtract(leave)
        unseen = sorted(pool.elements(), key=lambda tile: (tile == BLANK, tile))
        sampler = random.Random(name)
        hits = 0
        for _ in range(BINGO_SAMPLES):
            rack = list(leave) + sampler.sample(unseen, 7 - len(leave))
            hits += _spells_a_seven([tile for tile in rack if tile != BLANK], rack.count(BLANK))
        chance = hits / BINGO_SAMPLES
        if len(_bingo_memo) > 100_000:
            _bingo_memo.clear()
        _bingo_memo[name] = chance
    return chance


def leave_value(leave: list[str]) -> float:
    if not leave:
        return 0.0
    value = LEAVE_BINGO * (bingo_chance(leave) - bingo_chance([]))
    for tile, n in Counter(leave).items():
        first, second, third = LEAVE_TILES.get(tile, (0.0, 0.0, 0.0))
        value += first + (second if n >= 2 else 0.0) + (third if n >= 3 else 0.0)
    vowels = sum(1 for tile in leave if tile in VOWELS)
    consonants = len(leave) - vowels - leave.count(BLANK)
    return value + LEAVE_BALANCE.get((vowels, consonants), 0.0)


# The look-ahead of hard: the best few plays by score and leave are tried against the
# best answer of a few sampled opponent racks (as in the classic Scrabble simulators).
# Before the bag is empty it is off: with the fitted leave it did not win more games
# (docs/AI.md) and cost two to ten times the time; the switch stays for a quieter machine.
MIDGAME_LOOKAHEAD = False
LOOKAHEAD_CANDIDATES = 6
LOOKAHEAD_RACKS = 2
LOOKAHEAD_WEIGHT = 1.0  # each point the opponent can answer with counts as one of ours
LOOKAHEAD_SPAN = 25.0  # candidates further below the best equity are not tried
LOOKAHEAD_SECONDS = 1.5  # a safety valve under load, far above the usual cost
ENDGAME_CANDIDATES = 12
ENDGAME_STUCK = 1.0  # per point of the tiles left when the bag is empty
EXCHANGES = True
LEAVE_SCALE = 1.0
REPLY_LEAVE = 0.0
EXCHANGE_EQUITY = 0.0


def _view_seed(view: IdeogramaView) -> int:
    """A seed from what the seat knows: the same position gives the same choice."""
    text = json.dumps(view.to_json(), sort_keys=True)
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


def main_word(position: Ideograma, play: Generated) -> str:
    """The word a play spells along its own line, in tiles (a blank's letter included)."""
    step = 1 if play.direction == ACROSS else SIZE
    codes = iter(play.codes)
    letters = []
    for i in range(play.word_length):
        cell = position.board[play.word_start + i * step]
        letters.append(cell if cell else next(codes, ""))
    return "".join(letter[-1:].lower() for letter in letters)


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
            # A beginner plays words they know: the main word from the common vocabulary when one fits
            # (any word otherwise, so a turn is never wasted), and not the very best of them.
            scored = [(play.score, action) for action, play in plays.items() if action in legal_set]
            known = common_words()
            familiar = [(score, action) for score, action in scored if main_word(position, plays[action]) in known]
            scored = familiar or scored
            if scored:
                top = max(score for score, _ in scored)
                good = [action for score, action in scored if score >= top / 2]
                return good[self.rng.randrange(len(good))]
        candidates = [(play.score, index, action, play) for index, (action, play) in enumerate(plays.items())
                      if action in legal_set]
        if self.weigh_leave:
            return self._hard_choice(state, seat, position, rack, candidates, legal)
        best: tuple[float, int, Action] | None = None
        for score, index, action, _play in candidates:
            key = (float(score), -index, action)
            if best is None or key[:2] > best[:2]:
                best = key
        if best is not None:
            return best[2]
        return _fallback(legal)

    def _hard_choice(self, state: GameState, seat: Seat, position: Ideograma, rack: list[str],
                     candidates: list, legal: list[Action]) -> Action:
        """Plays (and exchanges) ranked by equity: score + what the leave is worth; with two
        players the best few are weighed against the opponent's best answer."""
        endgame = not position.bag  # the bag's size is public
        ranked: list[tuple[float, int, Action]] = []
        if candidates:
            top = max(score for score, _, _, _ in candidates)
            worth: dict[tuple[str, ...], float] = {}  # a rack has at most 128 leaves
            for score, index, action, play in candidates:
                if score + LEAVE_SPAN < top:
                    continue  # no leave makes up that many points: skip the arithmetic
                used = tuple(sorted(play.codes))
                value = worth.get(used)
                if value is None:
                    value = worth[used] = _leave_worth(_leave(rack, play.codes), endgame)
                ranked.append((score + value, -index, action))
        if EXCHANGES:
            # An exchange scores nothing and keeps the rest of the rack (listed only with 7+
            # tiles in the bag): right when the best play is poor and its leave is bad.
            offset = len(ranked)
            for index, action in enumerate(a for a in legal if a.kind == "exchange"):
                ranked.append((LEAVE_SCALE * leave_value(_kept(rack, action.args)) + EXCHANGE_EQUITY, -(offset + index), action))
        if not ranked:
            return _fallback(legal)
        ranked.sort(reverse=True)
        if self.look_ahead and position.players == 2 and len(ranked) > 1 and (endgame or MIDGAME_LOOKAHEAD):
            return self._look_ahead(state, seat, rack, candidates, ranked, endgame)
        return ranked[0][2]

    def _look_ahead(self, state: GameState, seat: Seat, rack: list[str], candidates: list,
                    ranked: list[tuple[float, int, Action]], endgame: bool) -> Action:
        """The best of the top plays by equity - the opponent's best answer, averaged over a
        few opponent racks sampled from what this seat cannot see (the same racks for every
        play). With the bag empty the opponent's rack is known exactly: then the leave is
        what we may be stuck with, and going out ends the game."""
        top = ranked[0][0]
        width = ENDGAME_CANDIDATES if endgame else LOOKAHEAD_CANDIDATES
        ranked = [entry for entry in ranked[:width] if entry[0] >= top - LOOKAHEAD_SPAN]
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
        # Before the bag runs out, the answer's score is all that counts, and it changes only
        # along the lines our play touches: the rest is found once per sampled rack.
        quick = not endgame and any(worlds[0].board)
        answers: list[_Answers] = []
        if quick:
            for world in worlds:
                answers.append(_Answers(world, 1 - seat))
                if time.perf_counter() - started > LOOKAHEAD_SECONDS / 2:
                    break  # (a sampled rack with two blanks is slow to answer for)
            worlds = worlds[:len(answers)]
        replies: dict[Action, float] = {}
        for _equity, _, action in ranked:
            total = 0.0
            for n, world in enumerate(worlds):
                if quick:
                    total += answers[n].best_after(action)
                else:
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
        return LEAVE_SCALE * leave_value(leave)
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
        best = max(plays.values(), key=lambda play: play.score, default=None)
        if best is None:
            return 0.0
        if not REPLY_LEAVE:
            return float(best.score)
        return best.score + REPLY_LEAVE * leave_value(_leave(after.racks[opponent], best.codes))
    # The opponent going out takes our remaining tiles too.
    held = len(after.racks[opponent])
    ours = 2.0 * _rack_points(after.racks[seat])
    return float(max((play.score + (ours if len(play.codes) == held else 0.0) for play in plays.values()),
                     default=0))


class _Answers:
    """The opponent's best answers on one sampled rack: every play on the board as it is,
    found once and kept as the best per line (row or column); after one of our plays only
    the lines it changed are searched again."""

    def __init__(self, world: Ideograma, opponent: Seat) -> None:
        self.cells = list(world.board)
        self.blank_squares = set(world.blank_squares)
        self.rack = list(world.racks[opponent])
        self.letters = Counter(tile for tile in self.rack if tile != BLANK)
        self.blanks = self.rack.count(BLANK)
        best: dict[tuple[str, int], Generated] = {}
        for play in self._generate(self.cells, self.blank_squares, None):
            line = _line_of(play)
            if line not in best or play.score > best[line].score:
                best[line] = play
        self.by_score = sorted(best.items(), key=lambda item: -item[1].score)

    def _generate(self, cells: list[str], blank_squares: set[int],
                  lines: set[tuple[str, int]] | None) -> list[Generated]:
        return generate(cells, blank_squares, self.letters, self.blanks, load_lexicon(), scoring(), lines)

    def best_after(self, action: Action) -> float:
        """The opponent's best answer (its score; with REPLY_LEAVE, plus what it keeps) after ``action``."""
        if action.kind != "play":
            found = next((play for _, play in self.by_score), None)
        else:
            placement = read_placement(self.cells, action.args[0], action.args[1], action.args[2], action.args[3:])
            cells = list(self.cells)
            blank_squares = set(self.blank_squares)
            for square, letter, blank in placement.tiles:
                cells[square] = letter
                if blank:
                    blank_squares.add(square)
            lines = _changed_lines(cells, placement)
            found = next((play for line, play in self.by_score if line not in lines), None)
            for play in self._generate(cells, blank_squares, lines):
                if found is None or play.score > found.score:
                    found = play
        if found is None:
            return 0.0
        if not REPLY_LEAVE:
            return float(found.score)
        return found.score + REPLY_LEAVE * leave_value(_leave(self.rack, found.codes))


def _line_of(play: Generated) -> tuple[str, int]:
    return (ACROSS, play.row) if play.direction == ACROSS else (DOWN, play.col)


def _changed_lines(cells: list[str], placement: Placement) -> set[tuple[str, int]]:
    """The lines whose plays may differ once ``placement`` is on the board (``cells``
    include it): the row and the column of each new tile, and the lines through the
    empty squares at both ends of the words through it, whose cross-checks changed."""
    lines: set[tuple[str, int]] = set()
    for square, _, _ in placement.tiles:
        lines.add((ACROSS, square // SIZE))
        lines.add((DOWN, square % SIZE))
        for step in (1, SIZE):
            for direction in (-step, step):
                other = square + direction
                while _in_line(other, step, square) and cells[other]:
                    other += direction
                if _in_line(other, step, square):
                    # An end of a word across changes what fits down there, and the reverse.
                    lines.add((DOWN, other % SIZE) if step == 1 else (ACROSS, other // SIZE))
    return lines


def _fallback(legal: list[Action]) -> Action:
    exchanges = [a for a in legal if a.kind == "exchange"]
    if exchanges:
        # No word at all: swap the most tiles (the longest exchange listed).
        return max(exchanges, key=lambda a: (len(a.args), a.encode()))
    return PASS if PASS in legal else legal[0]


def _kept(rack: list[str], codes: tuple) -> list[str]:
    """What an exchange of ``codes`` keeps on the rack."""
    kept = list(rack)
    for code in codes:
        tile = BLANK if code == BLANK_WORD else ("ñ" if code == "NY" else str(code).lower())
        if tile in kept:
            kept.remove(tile)
    return kept


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
