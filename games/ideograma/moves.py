"""Ideograma on the board: reading a placement, the words it forms, its score,
and the generator of every placement that spells only dictionary words.

Squares are numbered ``row * 15 + col`` from the top-left corner. A board is a
list of 225 strings: ``""`` for an empty square, else the tile's letter (lower
case, ``ñ`` included); which tiles are blanks is kept apart, since a blank's
letter is fixed once played but it scores nothing.

Placements travel as a start square, a direction (``h`` across, ``v`` down)
and the codes of the new tiles in order, skipping squares already filled:
``A``..``Z`` and ``NY`` (Ñ) for lettered tiles, the same in lower case for a
blank standing for that letter (``ny`` for a blank Ñ).

The generator is Appel & Jacobson's: for every row (then every column) it
finds the anchors (empty squares touching a tile), precomputes for each empty
square the letters that make a valid word across the line (cross-checks), and
walks the DAWG from each anchor: first the part left of the anchor, from the
rack or from tiles already there, then the part through and right of it.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass

from games.ideograma.lexicon import ALPHABET, Lexicon

SIZE = 15
SQUARES = SIZE * SIZE
CENTRE = 7 * SIZE + 7
ACROSS, DOWN = "h", "v"

TILE_CODE = {letter: ("NY" if letter == "ñ" else letter.upper()) for letter in ALPHABET}
BLANK_CODE = {letter: code.lower() for letter, code in TILE_CODE.items()}
# code -> (letter, is_blank)
CODE_TILE: dict[str, tuple[str, bool]] = {code: (letter, False) for letter, code in TILE_CODE.items()}
CODE_TILE.update({code: (letter, True) for letter, code in BLANK_CODE.items()})


@dataclass(frozen=True, slots=True)
class Placement:
    """New tiles on the board: ``tiles`` holds (square, letter, is_blank) in reading order."""

    row: int
    col: int
    direction: str
    tiles: tuple[tuple[int, str, bool], ...]

    @property
    def squares(self) -> tuple[int, ...]:
        return tuple(sq for sq, _, _ in self.tiles)

    def codes(self) -> tuple[str, ...]:
        return tuple(BLANK_CODE[letter] if blank else TILE_CODE[letter] for _, letter, blank in self.tiles)


class PlacementError(ValueError):
    """A placement that cannot be made; the message says why (in English)."""


def square_name(square: int) -> str:
    """Board coordinates as players say them: column letter A-O, row number 1-15 (H8 is the centre)."""
    return f"{'ABCDEFGHIJKLMNO'[square % SIZE]}{square // SIZE + 1}"


def _step(direction: str) -> int:
    return 1 if direction == ACROSS else SIZE


def _in_line(square: int, step: int, start: int) -> bool:
    """Is ``square`` on the board and in the same row (across) or column (down) as ``start``?"""
    if not 0 <= square < SQUARES:
        return False
    return square // SIZE == start // SIZE if step == 1 else True


def _has_neighbour(cells: Sequence[str], square: int, step: int) -> bool:
    before, after = square - step, square + step
    return bool((_in_line(before, step, square) and cells[before]) or (_in_line(after, step, square) and cells[after]))


def read_placement(cells: Sequence[str], row: object, col: object, direction: object,
                   codes: Sequence[object]) -> Placement:
    """Turn action arguments into a Placement, checking only the geometry: on the
    board, onto empty squares, in one line with no gaps (tiles already on the board
    may sit between new ones). Raises PlacementError."""
    if not (isinstance(row, int) and isinstance(col, int) and 0 <= row < SIZE and 0 <= col < SIZE):
        raise PlacementError("the first tile must go on the board (row and column 0-14)")
    if direction not in (ACROSS, DOWN):
        raise PlacementError("the direction must be h (across) or v (down)")
    if not 1 <= len(codes) <= 7:
        raise PlacementError("a placement lays 1 to 7 tiles")
    step = _step(direction)
    square = row * SIZE + col
    if cells[square]:
        raise PlacementError(f"{square_name(square)} is already taken")
    tiles = []
    for code in codes:
        tile = CODE_TILE.get(code) if isinstance(code, str) else None
        if tile is None:
            raise PlacementError(f"{code!r} is not a tile (A-Z, NY for Ñ; lower case for a blank)")
        while _in_line(square, step, row * SIZE + col) and cells[square]:
            square += step
        if not _in_line(square, step, row * SIZE + col):
            raise PlacementError("the word runs off the board")
        tiles.append((square, tile[0], tile[1]))
        square += step
    if len(tiles) == 1:
        # One tile: its direction is that of the word it extends, across when both.
        canonical = ACROSS if _has_neighbour(cells, tiles[0][0], 1) or not _has_neighbour(cells, tiles[0][0], SIZE) else DOWN
        if direction != canonical:
            raise PlacementError(f"a single tile is written with direction {canonical}")
    return Placement(row, col, direction, tuple(tiles))


def formed_words(cells: Sequence[str], placement: Placement) -> list[list[int]]:
    """The squares of every word of two or more letters the placement forms: the word
    along its line first, then each cross-word through a new tile."""
    new = {sq: letter for sq, letter, _ in placement.tiles}
    main_step = _step(placement.direction)
    words = []
    for step, squares in ((main_step, [placement.tiles[0][0]]),
                          (SIZE + 1 - main_step, [sq for sq, _, _ in placement.tiles])):
        for square in squares:
            start = square
            while _in_line(start - step, step, square) and (cells[start - step] or start - step in new):
                start -= step
            end = square
            while _in_line(end + step, step, square) and (cells[end + step] or end + step in new):
                end += step
            if end > start:
                words.append(list(range(start, end + step, step)))
    return words


def spell(cells: Sequence[str], placement: Placement, squares: Sequence[int]) -> str:
    new = {sq: letter for sq, letter, _ in placement.tiles}
    return "".join(new.get(sq) or cells[sq] for sq in squares)


def check_connection(cells: Sequence[str], placement: Placement, words: list[list[int]]) -> None:
    """First word through the centre with two or more tiles; later words touch the board."""
    if not any(cells):
        if CENTRE not in placement.squares:
            raise PlacementError("the first word must cover the centre square (H8)")
        if len(placement.tiles) < 2:
            raise PlacementError("the first word needs two or more tiles")
        return
    if not words:
        raise PlacementError("a placement must form a word of two or more letters")
    new = set(placement.squares)
    if not any(sq not in new for word in words for sq in word):
        raise PlacementError("the new word must join the words on the board")


def score_words(cells: Sequence[str], blanks_on_board: Sequence[bool] | set[int], placement: Placement,
                words: list[list[int]], values: Mapping[str, int], letter_multiplier: Sequence[int],
                word_multiplier: Sequence[int]) -> list[int]:
    """The score of each formed word: premiums count only under the new tiles; blanks are worth 0."""
    new = {sq: (letter, blank) for sq, letter, blank in placement.tiles}
    scores = []
    for squares in words:
        total = 0
        factor = 1
        for sq in squares:
            tile = new.get(sq)
            if tile is None:
                if sq not in blanks_on_board:
                    total += values[cells[sq]]
            else:
                if not tile[1]:
                    total += values[tile[0]] * letter_multiplier[sq]
                factor *= word_multiplier[sq]
        scores.append(total * factor)
    return scores


# --- generation -------------------------------------------------------------------------

def _cross_sets(cells: Sequence[str], lexicon: Lexicon, step: int) -> list[frozenset[str] | None]:
    """For each empty square, the letters that make a valid word with the tiles
    before and after it along ``step`` (None when it touches none that way)."""
    edges, terminal = lexicon.edges, lexicon.terminal
    result: list[frozenset[str] | None] = [None] * SQUARES
    for square in range(SQUARES):
        if cells[square] or not _has_neighbour(cells, square, step):
            continue
        start = square
        while _in_line(start - step, step, square) and cells[start - step]:
            start -= step
        after = []
        end = square + step
        while _in_line(end, step, square) and cells[end]:
            after.append(cells[end])
            end += step
        node = lexicon.walk(cells[s] for s in range(start, square, step))
        allowed = set()
        if node is not None:
            for letter, child in edges[node].items():
                for tail in after:
                    down = edges[child].get(tail)
                    if down is None:
                        break
                    child = down
                else:
                    if terminal[child]:
                        allowed.add(letter)
        result[square] = frozenset(allowed)
    return result


@dataclass(frozen=True, slots=True)
class Scoring:
    """What a play is worth: letter values (blanks 0), premiums by square, the all-tiles bonus."""

    values: Mapping[str, int]
    letter_multiplier: Sequence[int]
    word_multiplier: Sequence[int]
    rack_size: int = 7
    all_tiles_bonus: int = 50


@dataclass(frozen=True, slots=True)
class Generated:
    """A generated play: the action arguments, its score and where its main word lies."""

    row: int
    col: int
    direction: str
    codes: tuple[str, ...]
    score: int
    word_start: int  # square of the first letter of the word along the line
    word_length: int


def generate(cells: Sequence[str], blank_squares: Sequence[int] | set[int], rack: Mapping[str, int], blanks: int,
             lexicon: Lexicon, scoring: Scoring,
             lines: Collection[tuple[str, int]] | None = None) -> list[Generated]:
    """Every placement of tiles from the rack (``rack`` counts letters, ``blanks``
    counts blanks) that spells only dictionary words and connects as the rules
    ask, scored. Each placement appears once, in no particular order. With
    ``lines`` (pairs of direction and row or column), only the placements along
    those lines: a computer player that changed a few lines of a board asks
    for just those."""
    first_move = not any(cells)
    tiles_held = sum(rack.values()) + blanks
    found: list[Generated] = []
    if tiles_held == 0:
        return found
    counts = {letter: n for letter, n in rack.items() if n > 0}
    values = scoring.values
    left_parts = _left_parts(counts, blanks, min(tiles_held - 1, SIZE - 1), lexicon, values)
    square_value = [0 if not letter or sq in blank_squares else values[letter] for sq, letter in enumerate(cells)]
    for direction in (ACROSS, DOWN):
        wanted = range(SIZE) if lines is None else sorted(i for d, i in lines if d == direction)
        if not wanted:
            continue
        step = _step(direction)
        cross_step = SIZE + 1 - step
        cross = _cross_sets(cells, lexicon, cross_step)
        for line_index in wanted:
            squares = ([line_index * SIZE + p for p in range(SIZE)] if step == 1
                       else [p * SIZE + line_index for p in range(SIZE)])
            line = [cells[sq] for sq in squares]
            line_cross = [cross[sq] for sq in squares]
            if first_move:
                anchors = [7] if CENTRE in squares else []
            else:
                anchors = [p for p in range(SIZE) if not line[p] and (
                    (p > 0 and line[p - 1]) or (p < SIZE - 1 and line[p + 1]) or line_cross[p] is not None)]
            if not anchors:
                continue
            cross_sum = [None if line_cross[p] is None else _cross_value(cells, square_value, squares[p], cross_step)
                         for p in range(SIZE)]
            plays = _line_plays(line, line_cross, anchors, counts, blanks, left_parts, lexicon, scoring,
                                [square_value[sq] for sq in squares], cross_sum,
                                [scoring.letter_multiplier[sq] for sq in squares],
                                [scoring.word_multiplier[sq] for sq in squares])
            for first, codes, start, end, score in plays:
                if step == 1:
                    found.append(Generated(line_index, first, ACROSS, codes, score, squares[start], end - start))
                elif len(codes) > 1 or line_cross[first] is None:
                    # (A lone tile that also forms a word across was found across already.)
                    found.append(Generated(first, line_index, DOWN, codes, score, squares[start], end - start))
    return found


def _cross_value(cells: Sequence[str], square_value: Sequence[int], square: int, step: int) -> int:
    """The points of the tiles already on the board in the cross-word through ``square``."""
    total = 0
    for direction in (-step, step):
        other = square + direction
        while _in_line(other, step, square) and cells[other]:
            total += square_value[other]
            other += direction
    return total


# --- blanks: one play per placement ---------------------------------------------------------
#
# Two blanks can stand for 27 x 27 letters: listing every choice would make a rack with two
# blanks worth 100,000 plays that differ only in letters that score nothing. So the generator
# walks the dictionary with a blank as a wildcard, following every letter at once: it keeps
# the set of DAWG nodes the tiles so far may have reached, each with the first letters (in
# alphabet order, Ñ after N) that reach it. A placement is found once, with the first blank
# letters that make every word good; the other letters that also do are just as legal
# (``GameState.is_legal`` checks a play directly) and score the same, since a blank's
# points are 0 whatever it stands for.

BLANK_SLOT = "?"  # a blank in a pattern of codes, its letter still to be chosen

# DAWG node -> the first blank letters (in reading order) that reach it. Nodes are kept in
# the order of those letters, so the first node that ends a word gives the first letters.
Reached = dict[int, tuple[str, ...]]


def _follow(reached: Reached, letter: str, edges: list[dict[str, int]]) -> Reached:
    """The nodes reached by one more ``letter`` (two nodes may lead to the same one)."""
    if len(reached) == 1:
        for node, letters in reached.items():
            child = edges[node].get(letter)
            return {} if child is None else {child: letters}
    result: Reached = {}
    for node, letters in reached.items():
        child = edges[node].get(letter)
        if child is not None and child not in result:
            result[child] = letters
    return result


def _follow_blank(reached: Reached, allowed: frozenset[str] | None, edges: list[dict[str, int]]) -> Reached:
    """The nodes reached by one more blank standing for any letter (of ``allowed``, if given)."""
    result: Reached = {}
    for node, letters in reached.items():
        for letter, child in edges[node].items():
            if child not in result and (allowed is None or letter in allowed):
                result[child] = letters + (letter,)
    return result


def fill_blanks(pattern: Sequence[str], letters: Sequence[str]) -> tuple[str, ...]:
    """Codes of a pattern whose blanks (``BLANK_SLOT``) stand for ``letters``, in order."""
    if not letters:
        return tuple(pattern)
    chosen = iter(letters)
    return tuple(BLANK_CODE[next(chosen)] if code == BLANK_SLOT else code for code in pattern)


def first_blank_letters(cells: Sequence[str], placement: Placement, lexicon: Lexicon) -> Placement | None:
    """The same placement with its blanks standing for the first letters (alphabet order,
    in reading order) that make every formed word good: the form the generator lists.
    None when no letters do. Tiles that are not blanks are kept as they are."""
    blanks = [index for index, (_, _, blank) in enumerate(placement.tiles) if blank]
    if not blanks:
        words = formed_words(cells, placement)
        return placement if all(spell(cells, placement, w) in lexicon for w in words) else None
    tiles = list(placement.tiles)

    def choose(depth: int) -> bool:
        if depth == len(blanks):
            trial = Placement(placement.row, placement.col, placement.direction, tuple(tiles))
            return all(spell(cells, trial, w) in lexicon for w in formed_words(cells, trial))
        index = blanks[depth]
        square = tiles[index][0]
        for letter in ALPHABET:
            tiles[index] = (square, letter, True)
            if choose(depth + 1):
                return True
        return False

    if not choose(0):
        return None
    return Placement(placement.row, placement.col, placement.direction, tuple(tiles))


# (nodes reached, or None when one node is, that node, the blank letters reaching it,
#  pattern of codes, face values, letters used, blanks used)
LeftPart = tuple[Reached | None, int, tuple[str, ...], tuple[str, ...], tuple[int, ...], tuple[str, ...], int]


def _left_parts(counts: dict[str, int], blanks: int, longest: int, lexicon: Lexicon,
                values: Mapping[str, int]) -> list[list[LeftPart]]:
    """Every word beginning that the rack can spell, up to ``longest`` tiles, by length (see
    ``LeftPart``). The same for every anchor of every line, so it is worked out once per
    generation. Without blanks one node is reached: it is kept apart for speed."""
    edges = lexicon.edges
    by_length: list[list[LeftPart]] = [[] for _ in range(longest + 1)]
    held = dict(counts)
    letters_held = list(counts)

    def grow(reached: Reached, pattern: tuple[str, ...], face: tuple[int, ...], used: tuple[str, ...],
             blanks_used: int) -> None:
        if len(reached) == 1:
            for node, letters in reached.items():
                by_length[len(pattern)].append((None, node, letters, pattern, face, used, blanks_used))
        else:
            by_length[len(pattern)].append((reached, -1, (), pattern, face, used, blanks_used))
        if len(pattern) >= longest:
            return
        for letter in letters_held:
            if held[letter]:
                after = _follow(reached, letter, edges)
                if after:
                    held[letter] -= 1
                    grow(after, pattern + (TILE_CODE[letter],), face + (values[letter],), used + (letter,),
                         blanks_used)
                    held[letter] += 1
        if blanks_used < blanks:
            after = _follow_blank(reached, None, edges)
            if after:
                grow(after, pattern + (BLANK_SLOT,), face + (0,), used, blanks_used + 1)

    grow({0: ()}, (), (), (), 0)
    return by_length


def _line_plays(line: list[str], line_cross: list[frozenset[str] | None], anchors: list[int],
                counts: dict[str, int], blanks: int, left_parts: list[list[LeftPart]], lexicon: Lexicon,
                scoring: Scoring,
                line_value: list[int], cross_sum: list[int | None], letter_mult: list[int],
                word_mult: list[int]) -> list[tuple[int, tuple[str, ...], int, int, int]]:
    """Plays along one line as (position of the first new tile, codes, word start, word end, score)."""
    edges, terminal = lexicon.edges, lexicon.terminal
    tile_code = TILE_CODE
    values = scoring.values
    rack_size, bonus = scoring.rack_size, scoring.all_tiles_bonus
    anchor_set = set(anchors)
    letters_held = list(counts)
    plays: list[tuple[int, tuple[str, ...], int, int, int]] = []
    placed: list[str] = []  # the pattern of codes laid so far (BLANK_SLOT for a blank)
    # The tiles left of the anchor: their face values; their premiums are added when a
    # play is found, since where they lie depends on how long the left part is.
    left_values: list[int] = []
    blank_left = [blanks]
    # Where the word being grown starts, its first new tile and its anchor: fixed
    # while ``extend`` runs, so they are read from here rather than passed down.
    start = first = anchor = 0

    def record(letters: tuple[str, ...], pos: int, main: int, factor: int, cross: int) -> None:
        word_sum, word_factor = main, factor
        for offset, value in enumerate(left_values):
            word_sum += value * letter_mult[first + offset]
            word_factor *= word_mult[first + offset]
        score = word_sum * word_factor + cross
        if len(placed) == rack_size:
            score += bonus
        plays.append((first, fill_blanks(placed, letters) if letters else tuple(placed), start, pos, score))

    def extend(node: int, letters: tuple[str, ...], pos: int, main: int, factor: int, cross: int) -> None:
        """Grow the word from one DAWG node (the only case until a blank is laid)."""
        if pos < SIZE and line[pos]:
            child = edges[node].get(line[pos])
            if child is not None:
                extend(child, letters, pos + 1, main + line_value[pos], factor, cross)
            return
        if pos > anchor and terminal[node] and pos - start >= 2:
            record(letters, pos, main, factor, cross)
        if pos >= SIZE:
            return
        allowed = line_cross[pos]
        lm, wm, cs = letter_mult[pos], word_mult[pos], cross_sum[pos]
        node_edges = edges[node]
        for letter in letters_held:
            if not counts[letter] or (allowed is not None and letter not in allowed):
                continue
            child = node_edges.get(letter)
            if child is None:
                continue
            value = values[letter] * lm
            counts[letter] -= 1
            placed.append(tile_code[letter])
            extend(child, letters, pos + 1, main + value, factor * wm,
                   cross if cs is None else cross + (cs + value) * wm)
            placed.pop()
            counts[letter] += 1
        if blank_left[0]:
            any_letter: Reached = {}
            for letter, child in node_edges.items():
                if (allowed is None or letter in allowed) and child not in any_letter:
                    any_letter[child] = letters + (letter,)
            if any_letter:
                blank_left[0] -= 1
                placed.append(BLANK_SLOT)
                grow(any_letter, pos + 1, main, factor * wm, cross if cs is None else cross + cs * wm)
                placed.pop()
                blank_left[0] += 1

    def extend_many(reached: Reached, pos: int, main: int, factor: int, cross: int) -> None:
        """Grow the word from several DAWG nodes at once (a blank stood for more than one letter)."""
        if pos < SIZE and line[pos]:
            grow(_follow(reached, line[pos], edges), pos + 1, main + line_value[pos], factor, cross)
            return
        if pos > anchor and pos - start >= 2:
            for node, letters in reached.items():
                if terminal[node]:
                    record(letters, pos, main, factor, cross)
                    break
        if pos >= SIZE:
            return
        allowed = line_cross[pos]
        lm, wm, cs = letter_mult[pos], word_mult[pos], cross_sum[pos]
        # One pass over the edges of every node groups the children by letter (for the
        # rack's letters) and gathers them all (for a blank).
        by_letter: dict[str, Reached] = {}
        any_letter: Reached | None = {} if blank_left[0] else None
        for node, letters in reached.items():
            for letter, child in edges[node].items():
                if allowed is not None and letter not in allowed:
                    continue
                if any_letter is not None and child not in any_letter:
                    any_letter[child] = letters + (letter,)
                if counts.get(letter):
                    group = by_letter.get(letter)
                    if group is None:
                        by_letter[letter] = {child: letters}
                    elif child not in group:
                        group[child] = letters
        for letter, after in by_letter.items():
            value = values[letter] * lm
            counts[letter] -= 1
            placed.append(tile_code[letter])
            grow(after, pos + 1, main + value, factor * wm, cross if cs is None else cross + (cs + value) * wm)
            placed.pop()
            counts[letter] += 1
        if any_letter:
            blank_left[0] -= 1
            placed.append(BLANK_SLOT)
            grow(any_letter, pos + 1, main, factor * wm, cross if cs is None else cross + cs * wm)
            placed.pop()
            blank_left[0] += 1

    def grow(reached: Reached, pos: int, main: int, factor: int, cross: int) -> None:
        if len(reached) == 1:
            for node, letters in reached.items():
                extend(node, letters, pos, main, factor, cross)
        elif reached:
            extend_many(reached, pos, main, factor, cross)

    for anchor in anchors:
        if anchor > 0 and line[anchor - 1]:
            start = anchor - 1
            while start > 0 and line[start - 1]:
                start -= 1
            first = anchor
            node = lexicon.walk(line[start:anchor])
            if node is not None:
                extend(node, (), anchor, sum(line_value[start:anchor]), 1, 0)
            continue
        # The part left of the anchor stops short of the previous anchor, so every
        # play is found from the leftmost anchor it covers, once. Those squares touch
        # no tile: any letter fits there and no cross-word forms.
        limit = 0
        p = anchor - 1
        while p >= 0 and not line[p] and p not in anchor_set:
            limit += 1
            p -= 1
        allowed = line_cross[anchor]
        for length in range(min(limit, len(left_parts) - 1) + 1):
            start = first = anchor - length
            for reached, node, letters, pattern, face_values, used, blanks_used in left_parts[length]:
                # Skipped when no letter that fits the anchor follows the left part.
                if reached is None:
                    if allowed is not None and allowed.isdisjoint(edges[node]):
                        continue
                elif allowed is not None and all(allowed.isdisjoint(edges[node]) for node in reached):
                    continue
                for letter in used:
                    counts[letter] -= 1
                blank_left[0] -= blanks_used
                placed[:] = pattern
                left_values[:] = face_values
                if reached is None:
                    extend(node, letters, anchor, 0, 1, 0)
                else:
                    extend_many(reached, anchor, 0, 1, 0)
                for letter in used:
                    counts[letter] += 1
                blank_left[0] += blanks_used
        placed.clear()
        left_values.clear()
    return plays
