"""Ideograma (rulebook 001): the Spanish crossword game for 2-4 players.

100 tiles (2 blanks), racks of 7, a 15x15 board with letter and word premiums
(``games/ideograma/data/board.tmx``), letter values and counts in
``games/ideograma/data/tiles.json``, the dictionary in ``ideograma_lexicon`` and
the board rules and move generator in ``ideograma_moves``.

Actions:
- ``play:ROW,COL,DIR,T1,T2,...``: new tiles from (ROW, COL) along DIR (``h``
  across, ``v`` down), skipping squares already filled. A tile is ``A``..``Z``
  or ``NY`` (Ñ); lower case is a blank standing for that letter.
- ``exchange:T1,T2,...``: tiles of the rack back to the bag (``blank`` for a
  blank), as many drawn in their place.
- ``pass``.
- ``challenge`` (challenge mode): the word just played is checked; ``accept``
  lets a game-ending word stand.

``legal_actions`` lists every placement that spells dictionary words (with its
score in ``generated_plays``), every distinct exchange, pass and, when there is
a word to challenge, challenge. A placement is listed once: where it lays
blanks, they stand for the first letters (alphabet order, Ñ after N, in
reading order) that make every word good. The same placement with any other
letters that make good words is just as legal -- ``is_legal``, ``check`` and
``apply`` accept it, ``listed_play`` gives the form that is listed -- and it
scores the same, since a blank is worth 0 whatever it stands for. (Listing
every letter would turn a rack with two blanks into 100,000 plays.) So
``legal_actions`` holds every square-and-tile choice a player has and every
score, not every spelling of the blanks. In challenge mode a player may also
lay words the dictionary lacks: ``apply`` (and ``check``) accept any placement
that fits the board and the rack, though ``legal_actions`` does not list them
-- a table builds the action from the tiles a person laid and asks ``check``.

Decisions where the rulebook is silent (also on the rules screen):
- The board picture is missing: the premium layout is the classic 15x15 one.
- Tiles carry no accents: a word is good when its spelling without accents is
  in the list (ü counts as u); Ñ is its own letter. No K or W tiles exist, a
  blank may stand for them.
- Who starts: in the first-tile draw a blank beats every letter; tied players
  draw again.
- Words are at least two letters long (the rulebook's first word needs "dos o
  más fichas"); a lone tile must touch the board and form such a word.
- Exchanges need at least 7 tiles in the bag, as in tournaments: with fewer an
  exchange would mostly hand a player back their own tiles.
- "Imposible formar nuevas palabras": the game ends after two full rounds in
  which nobody laid a word (passes, exchanges, words taken back, lost turns).
- Word checking is an option. "Checked" (default): only placements whose every
  word is in the dictionary are legal. "Challenge": any placement that fits
  the board is accepted; the next player, as an extra choice in their turn,
  may challenge it. A bad word comes off the board, its tiles go back to the
  rack and its points are lost (the player lost the turn); the challenger then
  plays their turn. A good word stands and the challenger loses the turn. The
  player who laid the word draws new tiles only once it stands (the draw ends
  a turn, rule 2). A word that would end the game is followed by a choice of
  accepting or challenging.
- In the rulebook's fourth worked example LABERINTO needs eight new tiles,
  one more than a rack holds; its score is still tested, on a board built by
  hand.
"""

from __future__ import annotations

import copy
import json
import os
import random
from collections import Counter, OrderedDict
from collections.abc import Container, Mapping
from dataclasses import dataclass
from functools import cache
from itertools import product
from typing import Any

from game.core import Action, GameState, JSONValue, OptionSpec, Outcome, Seat, copy_generator, placing_from_scores
from game.snapshot_fields import SnapshotFields
from game.text import N_, Msg
from game.text import Seat as Who
from game.view import Event, turn_fields
from games.ideograma import SPEC
from games.ideograma.lexicon import ALPHABET, DATA_DIR, LETTER_INDEX, load_lexicon
from games.ideograma.moves import (
    ACROSS,
    CENTRE,
    CODE_TILE,
    DOWN,
    SIZE,
    SQUARES,
    TILE_CODE,
    Generated,
    Placement,
    PlacementError,
    Scoring,
    check_connection,
    first_blank_letters,
    formed_words,
    generate,
    read_placement,
    score_words,
    spell,
    square_name,
)
from games.ideograma.texts import TEXTS
from games.ideograma.view import (
    ACCEPT,
    CHALLENGE,
    PASS,
    BoardTile,
    IdeogramaView,
    Judgement,
    LaidTile,
    Move,
    Pending,
    WordScore,
)

BLANK = "?"  # a blank tile in racks and the bag
BLANK_WORD = "blank"  # a blank in exchange actions
CHECKED, CHALLENGE_MODE = "checked", "challenge"
ROUNDS_WITHOUT_WORDS = 2  # full rounds without a word laid that end the game


@dataclass(frozen=True, slots=True)
class TileSet:
    values: Mapping[str, int]  # letter (lower case) -> points; blanks score 0
    counts: Mapping[str, int]  # letter -> tiles in the box
    blanks: int
    rack_size: int
    all_tiles_bonus: int

    def bag(self) -> list[str]:
        tiles = [letter for letter in ALPHABET for _ in range(self.counts.get(letter, 0))]
        return tiles + [BLANK] * self.blanks

    def value(self, tile: str) -> int:
        return 0 if tile == BLANK else self.values[tile]


@cache
def tile_set() -> TileSet:
    data = json.loads(DATA_DIR.joinpath("tiles.json").read_text(encoding="utf-8"))
    values = {letter: 0 for letter in ALPHABET}  # K and W exist only as blanks
    counts = {}
    for name, entry in data["letters"].items():
        values[name.lower()] = int(entry["value"])
        counts[name.lower()] = int(entry["count"])
    return TileSet(values, counts, int(data["blanks"]), int(data["rack_size"]), int(data["all_tiles_bonus"]))


@dataclass(frozen=True, slots=True)
class Layout:
    letter_multiplier: tuple[int, ...]
    word_multiplier: tuple[int, ...]
    premium: tuple[str, ...]  # "", "DL", "TL", "DW", "TW" per square
    start: int


@cache
def scoring() -> Scoring:
    tiles = tile_set()
    layout = board_layout()
    return Scoring(tiles.values, layout.letter_multiplier, layout.word_multiplier, tiles.rack_size,
                   tiles.all_tiles_bonus)


@cache
def board_layout() -> Layout:
    """The premium squares, read once from the Tiled map."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # pytmx imports pygame quietly if present
    import pytmx  # type: ignore[import-untyped]

    tmx = pytmx.TiledMap(str(DATA_DIR / "board.tmx"))
    layer = tmx.get_layer_by_name("premiums")
    letter = [1] * SQUARES
    word = [1] * SQUARES
    premium = [""] * SQUARES
    start = -1
    for x, y, gid in layer.iter_data():
        props = tmx.get_tile_properties_by_gid(gid) or {}
        square = y * SIZE + x
        letter[square] = int(props.get("letter_multiplier", 1))
        word[square] = int(props.get("word_multiplier", 1))
        premium[square] = "" if props.get("premium", "plain") == "plain" else props["premium"]
        if props.get("start"):
            start = square
    return Layout(tuple(letter), tuple(word), tuple(premium), start)


def tile_text(tile: str) -> str:
    """A tile as players read it: upper case, ``?`` for a blank."""
    return tile if tile == BLANK else tile.upper()


def exchange_code(tile: str) -> str:
    return BLANK_WORD if tile == BLANK else TILE_CODE[tile]


def _exchange_tile(code: object) -> str | None:
    if code == BLANK_WORD:
        return BLANK
    tile = CODE_TILE.get(code) if isinstance(code, str) else None
    return tile[0] if tile and not tile[1] else None


def _tile_order(tile: str) -> int:
    return len(ALPHABET) if tile == BLANK else LETTER_INDEX[tile]


# Generation is a pure function of the board and the rack, and the same positions come
# back again and again (replays, the undo, a computer player's determinizations of its
# own turn, tests): the last results are remembered, up to a number of plays in all.
# A play kept costs about 330 bytes: 60,000 plays were 20 MB, most of the memory random play
# added to the app's (docs/PERFORMANCE.md, "Memory, session 15"); a position is asked for again
# soon or not at all (hard against normal, 4 games: 2 look-ups of 98 found a position, each the one
# just made), so 15,000 plays (about 5 MB; a rack with two blanks makes up to about 23,000, kept
# alone) keep the recent positions.
PositionKey = tuple[str, tuple[int, ...], str]  # the board, its blanks, the rack
_REMEMBERED: OrderedDict[PositionKey, dict[Action, Generated]] = OrderedDict()
_REMEMBERED_PLAYS_LIMIT = 15_000
_remembered_count = [0]


def _remembered_plays(key: PositionKey) -> dict[Action, Generated] | None:
    plays = _REMEMBERED.get(key)
    if plays is not None:
        _REMEMBERED.move_to_end(key)
    return plays


def _remember_plays(key: PositionKey, plays: dict[Action, Generated]) -> None:
    _REMEMBERED[key] = plays
    _remembered_count[0] += len(plays) + 1
    while _remembered_count[0] > _REMEMBERED_PLAYS_LIMIT and len(_REMEMBERED) > 1:
        _, dropped = _REMEMBERED.popitem(last=False)
        _remembered_count[0] -= len(dropped) + 1


def listed_play(cells: list[str], action: Action) -> Action | None:
    """The form in which ``legal_actions`` lists a play on the board ``cells`` (lower-case
    letters, "" for empty): the same squares and tiles, its blanks standing for the first
    letters that make every word good. None when the action does not fit the board or
    no letters make its words good. The rack and the connection are not checked here."""
    if action.kind != "play" or len(action.args) < 4:
        return None
    row, col, direction, *codes = action.args
    try:
        placement = read_placement(cells, row, col, direction, codes)
    except PlacementError:
        return None
    listed = first_blank_letters(cells, placement, load_lexicon())
    if listed is None:
        return None
    return Action("play", (row, col, direction, *listed.codes()))


def _draw_rank(tile: str) -> int:
    """Order of the first-tile draw: a blank beats every letter (decision), then A, B, ... Ñ after N."""
    return -1 if tile == BLANK else LETTER_INDEX[tile]


def _public_tiles(tiles: list[list[Any]]) -> list[list[Any]]:
    """[square, letter, is_blank] as players see them: [row, col, LETTER, is_blank]."""
    return [[sq // SIZE, sq % SIZE, tile_text(letter), blank] for sq, letter, blank in tiles]


@cache
def _premium_rows(layout: Layout) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(layout.premium[r * SIZE:(r + 1) * SIZE]) for r in range(SIZE))


@cache
def _view_values() -> tuple[tuple[str, int], ...]:
    return tuple((tile_text(letter), value) for letter, value in tile_set().values.items())


def _board_tiles(tiles: list[list[Any]]) -> tuple[BoardTile, ...]:
    """[square, letter, is_blank] as players see them."""
    return tuple(BoardTile(row=sq // SIZE, col=sq % SIZE, letter=tile_text(letter), blank=bool(blank))
                 for sq, letter, blank in tiles)


def _move(last: dict[str, Any] | None) -> Move | None:
    """The last move's public facts (the engine keeps them as saved: [row, col, LETTER, blank] tiles)."""
    if last is None:
        return None
    return Move(
        seat=last["seat"], kind=last["kind"],
        tiles=tuple(BoardTile(row=r, col=c, letter=letter, blank=bool(blank)) for r, c, letter, blank in last.get("tiles", ())),
        words=tuple(WordScore(word=w, points=p) for w, p in last.get("words", ())) if last["kind"] == "play" else (),
        score=last.get("score", 0), bonus=last.get("bonus", 0), count=last.get("count", 0),
        against=last.get("against"), upheld=bool(last.get("upheld", False)),
        bad_words=tuple(last.get("words", ())) if last["kind"] == "challenge" else (),
    )


def _neighbour(cells: list[str], square: int, step: int) -> bool:
    before, after = square - step, square + step
    if step == 1:
        return bool((square % SIZE > 0 and cells[before]) or (square % SIZE < SIZE - 1 and cells[after]))
    return bool((before >= 0 and cells[before]) or (after < SQUARES and cells[after]))


def judge_laid(cells: list[str], blanks: set[int], tiles: tuple[LaidTile, ...], legal: Container[Action],
               mode: str) -> Judgement:
    """What tiles laid by hand make on the board ``cells`` (lower-case letters, "" for empty;
    ``blanks`` its squares holding a blank): the play and its score as the engine counts it, or
    why there is none. ``legal`` holds the plays listed for the seat to act; ``mode`` is the
    option "words". The engine's ``preview`` for the table."""
    if not tiles:
        return Judgement()
    if any(not tile.letter for tile in tiles):
        return Judgement(reason=TEXTS.msg("Choose the blank's letter first."))
    laid = {tile.row * SIZE + tile.col: tile for tile in tiles}
    squares = sorted(laid)
    rows = {sq // SIZE for sq in squares}
    cols = {sq % SIZE for sq in squares}
    if len(squares) == 1:
        # One tile: written along the word it extends, across when it touches words both ways
        # or none (the canonical form).
        only = squares[0]
        direction = ACROSS if _neighbour(cells, only, 1) or not _neighbour(cells, only, SIZE) else DOWN
    elif len(rows) == 1:
        direction = ACROSS
    elif len(cols) == 1:
        direction = DOWN
    else:
        return Judgement(reason=TEXTS.msg("The tiles must go in one row or one column."))
    step = 1 if direction == ACROSS else SIZE
    for square in range(squares[0], squares[-1], step):
        if square not in laid and not cells[square]:
            return Judgement(reason=TEXTS.msg("No gaps: the word must be in one piece."))
    new = tuple((sq, laid[sq].letter.lower(), laid[sq].blank) for sq in squares)
    first = squares[0]
    placement = Placement(first // SIZE, first % SIZE, direction, new)
    action = Action("play", (first // SIZE, first % SIZE, direction, *placement.codes()))
    words = formed_words(cells, placement)
    if not any(cells):
        if CENTRE not in laid:
            return Judgement(action=action, reason=TEXTS.msg("The first word must cover the centre square (H8)."))
        if len(squares) < 2:
            return Judgement(action=action, reason=TEXTS.msg("The first word needs two tiles or more."))
    elif not any(sq not in laid for word in words for sq in word):
        return Judgement(action=action, reason=TEXTS.msg("The word must join the words on the board."))
    rules = scoring()
    points = score_words(cells, blanks, placement, words, rules.values, rules.letter_multiplier,
                         rules.word_multiplier)
    bonus = rules.all_tiles_bonus if len(squares) == rules.rack_size else 0
    spelled = tuple((spell(cells, placement, word).upper(), p) for word, p in zip(words, points, strict=True))
    total = sum(points) + bonus
    # The legal list holds each placement once, its blanks as the first letters that make good
    # words; the same tiles with the blanks as other letters that also make good words are fine.
    if action in legal or listed_play(cells, action) in legal:
        return Judgement(action=action, score=total, words=spelled, bonus=bonus, playable=True)
    if mode == CHALLENGE_MODE:
        # Any placement that fits the board is accepted; the opponents may challenge it.
        return Judgement(action=action, score=total, words=spelled, bonus=bonus, playable=True, unchecked=True)
    lexicon = load_lexicon()
    bad = [word for word, _ in spelled if word.lower() not in lexicon]
    if bad:
        reason = TEXTS.msg("Not in the dictionary: {words}.", {"words": ", ".join(bad)})
    else:
        reason = TEXTS.msg("That is not a play allowed now.")
    return Judgement(action=action, score=total, words=spelled, bonus=bonus, reason=reason)


class Ideograma(GameState, spec=SPEC):
    rules_version = 2  # 2: abbreviations and words without a vowel left the word list (issue 24)
    options_spec = (
        OptionSpec(
            "words", CHECKED, (CHECKED, CHALLENGE_MODE),
            label=N_("Word checking"),
            choice_labels={
                CHECKED: N_("Checked as they are placed"),
                CHALLENGE_MODE: N_("Opponents may challenge"),
            },
        ),
    )

    # --- set-up ----------------------------------------------------------------------------
    def setup(self) -> None:
        tiles = tile_set()
        self.board: list[str] = [""] * SQUARES
        self.blank_squares: set[int] = set()
        self.scores = [0] * self.players
        self.scoreless_turns = 0
        self.last: dict[str, Any] | None = None
        self.pending: dict[str, Any] | None = None
        self.ended: str | None = None  # "out" or "blocked"
        self.went_out: Seat | None = None
        self.adjustments: list[int] | None = None
        self._legal: list[Action] | None = None
        self._plays: dict[Action, Generated] | None = None  # the generated plays of the seat to act
        self.bag = tiles.bag()
        self.start_draws, self.first_player = self._draw_for_start()
        self.turn: Seat = self.first_player
        self.shuffle(self.bag)
        self.racks: list[list[str]] = [[] for _ in range(self.players)]
        for seat in range(self.players):
            self._draw(seat, tiles.rack_size)

    def _draw_for_start(self) -> tuple[list[list[str | None]], Seat]:
        """Each player draws a tile; the one nearest the start of the alphabet begins
        (a blank beats every letter); tied players draw again. The tiles go back."""
        rounds: list[list[str | None]] = []
        contenders = list(range(self.players))
        while len(contenders) > 1:
            self.shuffle(self.bag)
            drawn: list[str | None] = [None] * self.players
            for index, seat in enumerate(contenders):
                drawn[seat] = self.bag[-1 - index]
            best = min(_draw_rank(drawn[seat]) for seat in contenders)  # type: ignore[arg-type]
            contenders = [seat for seat in contenders if _draw_rank(drawn[seat]) == best]  # type: ignore[arg-type]
            rounds.append(drawn)
        return rounds, contenders[0]

    def _draw(self, seat: Seat, count: int) -> None:
        for _ in range(min(count, len(self.bag))):
            self.racks[seat].append(self.bag.pop())
        self.racks[seat].sort(key=_tile_order)
        if count:
            self.mark_irreversible()

    # --- turn structure ----------------------------------------------------------------------
    def to_act(self) -> tuple[Seat, ...]:
        return () if self.ended else (self.turn,)

    def is_over(self) -> bool:
        return self.ended is not None

    @property
    def mode(self) -> str:
        words: str = self.options["words"]  # one of the spec's choices
        return words

    def _pending_ends_game(self) -> bool:
        return self.pending is not None and not self.racks[self.pending["seat"]] and not self.bag

    def legal_actions(self, seat: Seat) -> list[Action]:
        if self.ended or seat != self.turn:
            return []
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def _compute_legal(self) -> list[Action]:
        if self._pending_ends_game():
            return [ACCEPT, CHALLENGE]
        plays = self.generated_plays()
        actions = list(plays)
        actions.extend(self._exchanges())
        actions.append(PASS)
        if self.pending is not None:
            actions.append(CHALLENGE)
        return actions

    def generated_plays(self) -> dict[Action, Generated]:
        """Every dictionary play of the seat to act, in the order legal_actions lists them,
        with its score (computer players and the log read them from here): each placement
        once, its blanks standing for the first letters that make good words. Treat it as
        read-only: it may be shared with other states of the same position."""
        if self._plays is None:
            rack = self.racks[self.turn]
            key = ("".join(cell or "." for cell in self.board), tuple(sorted(self.blank_squares)), "".join(rack))
            plays = _remembered_plays(key)
            if plays is None:
                letters = Counter(tile for tile in rack if tile != BLANK)
                found = generate(self.board, self.blank_squares, letters, rack.count(BLANK), load_lexicon(),
                                 scoring())
                found.sort(key=lambda g: (g.row, g.col, g.direction, g.codes))
                plays = {Action("play", (g.row, g.col, g.direction, *g.codes)): g for g in found}
                _remember_plays(key, plays)
            self._plays = plays
        return self._plays

    def _exchanges(self) -> list[Action]:
        """Every distinct choice of rack tiles to swap (a multiset, in alphabet order)."""
        if len(self.bag) < tile_set().rack_size:
            return []
        held = Counter(self.racks[self.turn])
        kinds = sorted(held, key=_tile_order)
        result = []
        for choice in product(*(range(held[tile] + 1) for tile in kinds)):
            if any(choice):
                result.append(Action("exchange", tuple(
                    exchange_code(tile) for tile, n in zip(kinds, choice, strict=True) for _ in range(n))))
        result.sort()
        return result

    # --- checking an action without generating every play ---------------------------------------
    def is_legal(self, seat: Seat, action: Action) -> bool:
        """A play is validated directly (geometry, rack, connection, dictionary)
        rather than looked up among thousands of plays; the tests hold this to
        agree with ``legal_actions``."""
        return not self._refusal(seat, action)

    def why_illegal(self, seat: Seat, action: Action) -> str:
        return self._refusal(seat, action) or "not one of the legal actions now"

    def _refusal(self, seat: Seat, action: Action) -> str | None:
        """None when ``action`` is legal for the seat to act, else the reason."""
        if self._pending_ends_game():
            if action in (ACCEPT, CHALLENGE):
                return None
            return "the last word would end the game: accept it or challenge it"
        if action.kind == "play":
            try:
                self.placement_of(action, seat, check_words=self.mode == CHECKED)
            except PlacementError as exc:
                return str(exc)
            return None
        if action.kind == "exchange":
            if not action.args or not all(isinstance(a, str) for a in action.args):
                return "exchange tiles are written A-Z, NY for Ñ, or blank"
            if action.args != tuple(sorted(action.args)):
                return "write the tiles to exchange in alphabetical order (A-Z, NY, blank)"
            tiles = [_exchange_tile(code) for code in action.args]
            if None in tiles:
                return "exchange tiles are written A-Z, NY for Ñ, or blank"
            if Counter(tiles) - Counter(self.racks[seat]):
                return "you can only exchange tiles from your rack"
            if len(self.bag) < tile_set().rack_size:
                return f"exchanges need at least {tile_set().rack_size} tiles in the bag"
            if action not in self._exchanges():
                return "write the tiles to exchange in alphabetical order (A-Z, NY, blank)"
            return None
        if action == PASS:
            return None
        if action == CHALLENGE:
            return None if self.pending is not None else "there is no new word to challenge"
        if action == ACCEPT:
            return "there is nothing to accept"
        return "Ideograma knows play, exchange, pass, challenge and accept"

    def placement_of(self, action: Action, seat: Seat | None = None, check_words: bool = True) -> Placement:
        """The placement an action describes, checked against the board, the rack of
        ``seat`` (the seat to act by default) and, with ``check_words``, the dictionary.
        Raises PlacementError saying what is wrong."""
        if action.kind != "play" or len(action.args) < 4:
            raise PlacementError("a play is play:ROW,COL,DIR,TILES...")
        row, col, direction, *codes = action.args
        placement = read_placement(self.board, row, col, direction, codes)
        rack = Counter(self.racks[self.turn if seat is None else seat])
        needed = Counter(BLANK if blank else letter for _, letter, blank in placement.tiles)
        missing = needed - rack
        if missing:
            names = ", ".join(tile_text(tile) for tile in sorted(missing, key=_tile_order))
            raise PlacementError(f"your rack does not hold {names}")
        words = formed_words(self.board, placement)
        check_connection(self.board, placement, words)
        if check_words:
            lexicon = load_lexicon()
            bad = [spell(self.board, placement, w) for w in words if spell(self.board, placement, w) not in lexicon]
            if bad:
                raise PlacementError(f"not in the dictionary: {', '.join(w.upper() for w in bad)}")
        return placement

    # --- scoring --------------------------------------------------------------------------------
    def score_of(self, placement: Placement) -> tuple[int, list[tuple[str, int]], int]:
        """(total, [(word, points)], bonus) of a placement on the current board."""
        layout = board_layout()
        tiles = tile_set()
        words = formed_words(self.board, placement)
        points = score_words(self.board, self.blank_squares, placement, words, tiles.values,
                             layout.letter_multiplier, layout.word_multiplier)
        bonus = tiles.all_tiles_bonus if len(placement.tiles) == tiles.rack_size else 0
        spelled = [(spell(self.board, placement, w), p) for w, p in zip(words, points, strict=True)]
        return sum(points) + bonus, spelled, bonus

    # --- applying -------------------------------------------------------------------------------------
    def _apply(self, seat: Seat, action: Action) -> None:
        self._legal = None
        self._plays = None
        if action == CHALLENGE:
            self._challenge(seat)
        elif action == ACCEPT:
            self._settle_pending()
            self._after_turn(seat)
        else:
            if self.pending is not None:
                self._settle_pending()
                if self.ended:
                    return
            if action.kind == "play":
                self._play(seat, action)
            elif action.kind == "exchange":
                self._exchange(seat, action)
            else:
                self.scoreless_turns += 1
                self.last = {"seat": seat, "kind": "pass"}
            self._after_turn(seat)

    def _play(self, seat: Seat, action: Action) -> None:
        placement = self.placement_of(action, seat, check_words=False)
        total, words, bonus = self.score_of(placement)
        for square, letter, blank in placement.tiles:
            self.board[square] = letter
            if blank:
                self.blank_squares.add(square)
            self.racks[seat].remove(BLANK if blank else letter)
        self.scores[seat] += total
        before = self.scoreless_turns
        self.scoreless_turns = 0
        tiles = [[sq, letter, blank] for sq, letter, blank in placement.tiles]
        self.last = {"seat": seat, "kind": "play", "tiles": _public_tiles(tiles),
                     "words": [[w.upper(), p] for w, p in words], "score": total, "bonus": bonus}
        if self.mode == CHALLENGE_MODE:
            self.pending = {"seat": seat, "tiles": tiles, "score": total, "scoreless_before": before}
        else:
            self._finish_play(seat)

    def _finish_play(self, seat: Seat) -> None:
        """The end of a turn with a word: draw up, and end the game if the player is out."""
        self._draw(seat, tile_set().rack_size - len(self.racks[seat]))
        if not self.racks[seat] and not self.bag:
            self.went_out = seat
            self._end("out")

    def _settle_pending(self) -> None:
        """The word waiting for a challenge stands."""
        pending = self.pending
        assert pending is not None
        self.pending = None
        self._finish_play(pending["seat"])

    def _challenge(self, seat: Seat) -> None:
        pending = self.pending
        assert pending is not None
        placer = pending["seat"]
        lexicon = load_lexicon()
        placement = Placement(0, 0, ACROSS, tuple((sq, letter, blank) for sq, letter, blank in pending["tiles"]))
        for square, _, _ in placement.tiles:
            self.board[square] = ""
        words = formed_words(self.board, placement)
        bad = [spell(self.board, placement, w) for w in words if spell(self.board, placement, w) not in lexicon]
        if bad:
            # "deberá retirar las fichas del tablero y perderá su turno"
            for square, letter, blank in placement.tiles:
                self.racks[placer].append(BLANK if blank else letter)
                self.blank_squares.discard(square)
            self.racks[placer].sort(key=_tile_order)
            self.scores[placer] -= pending["score"]
            self.scoreless_turns = pending["scoreless_before"] + 1
            self.pending = None
            self.last = {"seat": seat, "kind": "challenge", "against": placer, "upheld": True,
                         "words": [w.upper() for w in bad]}
            if self.scoreless_turns >= ROUNDS_WITHOUT_WORDS * self.players:
                self._end("blocked")
            # The challenger now plays their own turn.
            return
        for square, letter, _ in placement.tiles:
            self.board[square] = letter
        self._settle_pending()
        self.last = {"seat": seat, "kind": "challenge", "against": placer, "upheld": False, "words": []}
        if self.ended:
            return
        self.scoreless_turns += 1  # the challenger loses the turn
        self._after_turn(seat)

    def _exchange(self, seat: Seat, action: Action) -> None:
        tiles = [_exchange_tile(code) for code in action.args]
        for tile in tiles:
            self.racks[seat].remove(tile)  # type: ignore[arg-type]
        # "descartándolas hacia abajo, mezclándolas con las de la mesa y escogiendo la misma cantidad"
        self.bag.extend(tiles)  # type: ignore[arg-type]
        self.shuffle(self.bag)
        self._draw(seat, len(tiles))
        self.scoreless_turns += 1
        self.last = {"seat": seat, "kind": "exchange", "count": len(tiles)}

    def _after_turn(self, seat: Seat) -> None:
        if self.ended:
            return
        if self.scoreless_turns >= ROUNDS_WITHOUT_WORDS * self.players:
            self._end("blocked")
            return
        self.turn = (seat + 1) % self.players

    def _end(self, reason: str) -> None:
        """Rack values come off each score; the player who went out gains them all."""
        tiles = tile_set()
        left = [sum(tiles.value(t) for t in rack) for rack in self.racks]
        adjustments = [-v for v in left]
        if self.went_out is not None:
            adjustments[self.went_out] += sum(left)
        for seat, change in enumerate(adjustments):
            self.scores[seat] += change
        self.adjustments = adjustments
        self.ended = reason
        self.mark_irreversible()  # the racks are shown

    # --- outcome, views ------------------------------------------------------------------------------
    def outcome(self) -> Outcome | None:
        if not self.ended:
            return None
        scores = tuple(self.scores)
        return Outcome(
            scores=scores,
            placing=placing_from_scores(scores),
            detail=tuple(TEXTS.msg("{name}: {points} points", {"name": Who(s), "points": scores[s]})
                         for s in range(self.players)),
        )

    def board_rows(self) -> list[str]:
        return ["".join(self.board[r * SIZE + c] or "." for c in range(SIZE)) for r in range(SIZE)]

    def view(self, seat: Seat | None) -> IdeogramaView:
        layout = board_layout()
        seen = seat is not None and 0 <= seat < self.players
        pending = self.pending
        return IdeogramaView(
            **turn_fields(self, seat),
            last=self._last_event(),
            board=tuple(tuple(tile_text(self.board[r * SIZE + c]) if self.board[r * SIZE + c] else None
                              for c in range(SIZE)) for r in range(SIZE)),
            blanks=tuple(sorted((sq // SIZE, sq % SIZE) for sq in self.blank_squares)),
            premiums=_premium_rows(layout),
            values=_view_values(),
            scores=tuple(self.scores),
            rack_sizes=tuple(len(rack) for rack in self.racks),
            bag=len(self.bag),
            turn=None if self.ended else self.turn,
            start_draws=tuple(tuple(None if t is None else tile_text(t) for t in draw) for draw in self.start_draws),
            first_player=self.first_player,
            words=self.mode,
            move=_move(self.last),
            pending=None if pending is None else Pending(
                seat=pending["seat"], tiles=_board_tiles(pending["tiles"]), score=pending["score"]),
            scoreless_turns=self.scoreless_turns,
            end=self.ended,
            went_out=self.went_out,
            adjustments=None if self.adjustments is None else tuple(self.adjustments),
            rack=tuple(tile_text(t) for t in self.racks[seat]) if seen and seat is not None else None,
            # Racks are counted in the open at the end.
            final_racks=tuple(tuple(tile_text(t) for t in rack) for rack in self.racks) if self.ended else None,
        )

    def preview(self, seat: Seat, tentative: object) -> Judgement | None:
        """What the tiles a person has laid (``tentative``: the table's ``LaidTile``s) make for the
        seat to act: the play, its score and words, or why they make none (a :class:`Judgement`).
        None for any other seat, or anything but laid tiles. Reads nothing that seat may not know:
        the board and the plays its own rack makes."""
        if self.ended or seat != self.turn or not isinstance(tentative, tuple):
            return None
        if not all(isinstance(tile, LaidTile) for tile in tentative):
            return None
        plays: Container[Action] = () if self._pending_ends_game() else self.generated_plays()
        return judge_laid(list(self.board), set(self.blank_squares), tentative, plays, self.mode)

    def _last_event(self) -> Event | None:
        """The last move as everybody saw it: who, and its public facts (a :class:`Move`). The action
        itself is not told: an exchange's tiles are secret, and a game loaded from a save has no
        history to read it from (its snapshot keeps only these facts)."""
        move = _move(self.last)
        return None if move is None else Event(move.seat, None, move)

    def snapshot(self) -> dict[str, Any]:
        return {
            "board": self.board_rows(),
            "blanks": sorted(self.blank_squares),
            "racks": ["".join(rack) for rack in self.racks],
            "bag": "".join(self.bag),
            "scores": list(self.scores),
            "turn": self.turn,
            "first_player": self.first_player,
            "start_draws": [list(draw) for draw in self.start_draws],
            "scoreless_turns": self.scoreless_turns,
            "last": self.last,
            "pending": self.pending,
            "ended": self.ended,
            "went_out": self.went_out,
            "adjustments": self.adjustments,
        }

    @classmethod
    def from_snapshot(cls, players: int, seed: int, options: Mapping[str, JSONValue],
                      snapshot: Mapping[str, JSONValue]) -> Ideograma:
        fields = SnapshotFields(cls, snapshot)
        state = cls(players, seed, options)
        tiles = set(ALPHABET) | {BLANK}

        def tile_string(value: object, name: str) -> list[str]:
            if not isinstance(value, str) or not set(value) <= tiles:
                fields.fail(f"has {name} {value!r} that is not a string of tiles")
            return list(value)

        rows = fields.list(fields["board"], "board", length=SIZE)
        board: list[str] = []
        for r, row in enumerate(rows):
            fields.check(isinstance(row, str) and len(row) == SIZE and set(row) <= set(ALPHABET) | {"."},
                         f"has a board row {r} that is not {SIZE} letters or dots")
            board += ["" if square == "." else square for square in row]
        state.board = board
        state.blank_squares = set(fields.ints(fields["blanks"], "blanks", 0, SQUARES - 1))
        state.racks = [tile_string(rack, f"racks[{s}]")
                       for s, rack in enumerate(fields.list(fields["racks"], "racks", length=players))]
        state.bag = tile_string(fields["bag"], "bag")
        state.scores = fields.ints(fields["scores"], "scores", length=players)
        state.turn = fields.seat(fields["turn"], "turn", players)
        state.first_player = fields.seat(fields["first_player"], "first_player", players)
        draws = []
        for i, draw in enumerate(fields.list(fields["start_draws"], "start_draws")):
            draw = fields.list(draw, f"start_draws[{i}]", length=players)
            fields.check(all(t is None or (isinstance(t, str) and t in tiles) for t in draw),
                         f"has a start draw {draw!r} that is not tiles")
            draws.append(list(draw))
        state.start_draws = draws
        state.scoreless_turns = fields.int(fields["scoreless_turns"], "scoreless_turns", 0)
        last = fields["last"]
        if last is not None:
            fields.word(fields.mapping(last, "last").get("kind"), "last move's kind",
                        ("play", "pass", "exchange", "challenge"))
        pending = fields["pending"]
        if pending is not None:
            pending = fields.mapping(pending, "pending")
            fields.check(state.options["words"] == CHALLENGE_MODE, "waits for a challenge in a game without challenges")
            fields.seat(pending.get("seat"), "pending seat", players)
            fields.int(pending.get("score"), "pending score")
            fields.int(pending.get("scoreless_before"), "pending scoreless_before", 0)
            for tile in fields.list(pending.get("tiles"), "pending tiles", max_length=tile_set().rack_size):
                square, letter, blank = fields.list(tile, "a pending tile", length=3)
                fields.int(square, "a pending tile's square", 0, SQUARES - 1)
                fields.check(board[square] == letter and blank == (square in state.blank_squares),
                             "waits for a challenge of tiles that are not on the board")
                fields.bool(blank, "a pending tile's blank")
        # The saved base is kept: never share its dicts (they are replaced, never changed, here).
        state.last, state.pending = copy.deepcopy(last), copy.deepcopy(pending)
        state.ended = fields.optional_word(fields["ended"], "ended", ("out", "blocked"))
        state.went_out = fields.optional_seat(fields["went_out"], "went_out", players)
        adjustments = fields["adjustments"]
        state.adjustments = None if adjustments is None else fields.ints(adjustments, "adjustments", length=players)
        fields.check((state.ended is None) == (state.adjustments is None), "has end-of-game adjustments mid-game")
        fields.check(state.went_out is None or state.ended == "out", "has a player out before the end")
        state._legal = state._plays = None
        fields.finish(state)
        return state

    def clone(self) -> Ideograma:
        other = object.__new__(Ideograma)
        other.__dict__.update(self.__dict__)
        other.board = list(self.board)
        other.blank_squares = set(self.blank_squares)
        other.racks = [list(rack) for rack in self.racks]
        other.bag = list(self.bag)
        other.scores = list(self.scores)
        other.history = list(self.history)
        other.rng = copy_generator(self.rng)
        other.adjustments = None if self.adjustments is None else list(self.adjustments)
        # ``last``, ``pending`` and ``start_draws`` are replaced, never changed in place: shared.
        return other

    def determinize(self, seat: Seat, rng: random.Random) -> Ideograma:
        """Other racks and the bag order resampled from the tiles this seat cannot see."""
        clone = self.clone()
        clone.rng = random.Random(rng.getrandbits(64))
        shuffler = random.Random(rng.getrandbits(64))
        # Sorted before shuffling: the sample depends on what the seat knows, not on
        # where the hidden tiles really are.
        if self.ended:
            clone.bag = sorted(clone.bag, key=_tile_order)
            shuffler.shuffle(clone.bag)  # the racks are public now; only the bag order is unknown
            return clone
        others = [s for s in range(self.players) if s != seat]
        unseen = list(clone.bag)
        for other in others:
            unseen.extend(clone.racks[other])
        unseen.sort(key=_tile_order)
        shuffler.shuffle(unseen)
        for other in others:
            size = len(clone.racks[other])
            clone.racks[other] = sorted(unseen[:size], key=_tile_order)
            del unseen[:size]
        clone.bag = unseen
        if seat != self.turn:
            clone._legal = None
            clone._plays = None
        return clone

    def invariant_violations(self) -> list[str]:
        problems = []
        tiles = Counter(self.bag)
        for rack in self.racks:
            tiles.update(rack)
        for square, letter in enumerate(self.board):
            if letter:
                tiles[BLANK if square in self.blank_squares else letter] += 1
        expected = Counter(tile_set().bag())
        if tiles != expected:
            problems.append(f"tiles do not add up: extra {dict(tiles - expected)}, missing {dict(expected - tiles)}")
        if any(not self.board[sq] for sq in self.blank_squares):
            problems.append("a blank is marked on an empty square")
        if any(len(rack) > tile_set().rack_size for rack in self.racks):
            problems.append("a rack holds more than 7 tiles")
        if self.board[board_layout().start] == "" and any(self.board):
            problems.append("tiles on the board but not on the centre square")
        # Scores only grow by words (a challenged word takes back its own points); only the end's
        # adjustments, worked out from the racks left, may take a score below zero.
        adjustments = self.adjustments or [0] * self.players
        if any(score - change < 0 for score, change in zip(self.scores, adjustments, strict=True)):
            problems.append(f"a score below zero before the end's adjustments: {self.scores}")
        if self.adjustments is not None:
            left = [sum(tile_set().value(t) for t in rack) for rack in self.racks]
            owed = [-v for v in left]
            if self.went_out is not None:
                owed[self.went_out] += sum(left)
            if self.adjustments != owed:
                problems.append(f"end adjustments {self.adjustments} are not the racks' values {owed}")
        if self.pending is not None and not 0 <= self.pending["score"] <= self.scores[self.pending["seat"]]:
            problems.append("a word waiting for a challenge scored more than its player has")
        return problems

    def _play_facts(self, seat: Seat, action: Action) -> tuple[str, str, str, int] | None:
        """(main word, its first square, direction, points) of a play, from the
        generated plays when it is one of them (cheap: the log of every legal play is
        asked for), else worked out."""
        generated = self._plays.get(action) if seat == self.turn and self._plays else None
        if generated is not None:
            step = 1 if generated.direction == ACROSS else SIZE
            codes = iter(generated.codes)
            letters = []
            for offset in range(generated.word_length):
                square = generated.word_start + offset * step
                letters.append(self.board[square] or CODE_TILE[next(codes)][0])
            return "".join(letters).upper(), square_name(generated.word_start), generated.direction, generated.score
        try:
            placement = self.placement_of(action, seat, check_words=False)
        except PlacementError:
            return None
        words = formed_words(self.board, placement)
        if not words:
            return None
        total, _, _ = self.score_of(placement)
        return spell(self.board, placement, words[0]).upper(), square_name(words[0][0]), placement.direction, total

    # --- the log ---------------------------------------------------------------------------------------
    def describe(self, seat: Seat, action: Action, lang: str = "en") -> Msg:
        who = Who(seat)
        if action.kind == "play":
            facts = self._play_facts(seat, action)
            if facts is None:
                return TEXTS.msg("{who}: {action}", {"who": who, "action": action.encode()})
            main, where, direction, total = facts
            params = {"who": who, "word": main, "square": where, "points": total}
            if direction == ACROSS:
                return TEXTS.msg("{who} plays {word} from {square} across for {points} points", params)
            return TEXTS.msg("{who} plays {word} from {square} down for {points} points", params)
        if action.kind == "exchange":
            n = len(action.args)
            return TEXTS.msg("{who} exchanges {n} tile", {"who": who}, plural="{who} exchanges {n} tiles", n=n)
        if action == PASS:
            return TEXTS.msg("{who} passes", {"who": who})
        if action == CHALLENGE:
            return TEXTS.msg("{who} challenges the last word", {"who": who})
        if action == ACCEPT:
            return TEXTS.msg("{who} accepts the last word", {"who": who})
        return TEXTS.msg("{who}: {action}", {"who": who, "action": action.encode()})
