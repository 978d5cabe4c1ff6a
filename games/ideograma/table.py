"""The Ideograma table: the 15x15 board, the viewing seat's rack, and words laid by hand.

Laying a word:
- Drag a tile from the rack to a square (drag it back to the rack, or to another square,
  to change your mind), or click a tile and then a square.
- Or from the keyboard: click a square (or reach it with the arrows and press Space) to put
  the cursor there; click it again to write downwards instead of across. Each letter typed
  takes a matching tile from the rack (the blank when there is none) and moves on, skipping
  squares already filled. Ñ is typed as ñ or with the ; key (where Ñ sits on a Spanish
  keyboard); accented vowels lose their accent (tiles have none). Backspace takes back the
  last tile, Enter plays, Escape takes every tile back (and only pauses the game when there
  is nothing to take back).
- A blank laid by hand asks for its letter (a picker that also takes a typed letter).

While tiles are laid, the table shows the play they make: the score, as the engine counts it,
when the play is one of the legal actions; otherwise why not, in words. The table runs no rule
for it: it says which tiles are laid (``tentative``), the game screen asks the engine's
``preview`` and hands the answer back before the table builds (``previewed``). In the challenge variant any placement
that fits the board may be played: the table does not say whether its words are in the
dictionary (deciding that is the opponents' job, with the Challenge button).

Raw input (dragging, typing) reaches the table through ``handle_event``, which the game
scene offers every event first; clicks on buttons and squares come as intents as usual.
Nothing here changes the game: the table only returns actions.

Tiles move (scenes/motion.py, as the card tables' cards do): every tile drawn is a spot the
motion reads, so a word played slides onto the board letter by letter, from the rack when the
seat shown played it, else from that player's tiles in the score panel (face down, turning up
on the way); tiles drawn come out of the bag, tiles exchanged go into it, and tiles laid or
taken back by hand slide between the rack and the board. All of it is read from the views the
table is built from: the shown seat's rack before and after, and the last move's tiles.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

import pygame

from game.core import Action, Seat
from game.text import N_, render
from games.ideograma.texts import TEXTS
from games.ideograma.view import (
    ACCEPT,
    ALPHABET,
    BLANK,
    CENTRE,
    CHALLENGE,
    COLUMNS,
    PASS,
    SIZE,
    IdeogramaView,
    Judgement,
    LaidTile,
    Move,
    Square,
    exchange_codes,
    is_exchange,
    rack_code,
)
from scenes import theme
from scenes.cards.pieces import MovingTable
from scenes.widgets import paint
from scenes.widgets.base import Widget
from scenes.widgets.button import Button, button, row
from scenes.widgets.pictures import kept
from scenes.widgets.text import Label, Paragraph, Picture
from scenes.widgets.tile import BACK, FACE_NEW, Tile, draw_tile, tile_image
from scenes.widgets.tile import tile_code as flight_code

LETTERS = tuple(ALPHABET)  # A..N, Ñ, O..Z: the blank's choices
DRAG_THRESHOLD = 0.18  # of a rack tile: less movement than this is a click, not a drag


# The board: cream squares, the premiums in the classic colours, a wooden frame.
PLAIN = (226, 214, 184)
GRID_LINE = (150, 128, 92)
FRAME = (104, 66, 36)
FRAME_EDGE = (64, 38, 20)
PREMIUMS = {
    # colour, ink, label, name
    "DL": ((240, 204, 84), (92, 62, 12), N_("2L"), N_("Double letter")),
    "TL": ((234, 136, 52), (76, 32, 6), N_("3L"), N_("Triple letter")),
    # TRANSLATORS: a premium square's label: 2W, "double word"
    "DW": ((104, 168, 96), (246, 250, 238), N_("2W"), N_("Double word")),
    # TRANSLATORS: a premium square's label: 3W, "triple word"
    "TW": ((198, 62, 52), (255, 240, 232), N_("3W"), N_("Triple word")),
}
LAST_RING = (255, 214, 92)
PENDING_RING = (232, 96, 70)
CURSOR = (40, 96, 180)
PANEL = (14, 30, 24, 215)
SOFT = (176, 196, 182)
GOOD = (150, 230, 170)
BAD = (255, 150, 128)
WORD_STAGGER = 0.06  # seconds between the first and the last tile of a word setting off
DRAW_STAGGER = 0.04  # the same for the tiles drawn from the bag
Box = tuple[int, int, int, int]


# --- reading the view ----------------------------------------------------------------------------------

_ACCENTS = str.maketrans({"á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u", "ü": "u", "à": "a", "è": "e",
                          "ì": "i", "ò": "o", "ù": "u", ";": "ñ"})


def typed_letter(text: str) -> str | None:
    """The tile letter a typed character means (upper case, "Ñ" for ñ or ;), or None."""
    if len(text) != 1:
        return None
    letter = text.lower().translate(_ACCENTS)
    return letter.upper() if letter.upper() in ALPHABET else None


@dataclass(frozen=True, slots=True)
class Placed:
    """A tile laid this turn, not yet played: which rack slot it came from and its letter."""

    slot: int
    letter: str  # upper case, "Ñ" included; for a blank, the letter it stands for ("" while unchosen)
    blank: bool


@dataclass(frozen=True, slots=True)
class Assessment:
    """What the tiles laid this turn make: the action and its score, or why they make none."""

    action: Action | None = None
    score: int | None = None
    words: tuple[tuple[str, int], ...] = ()
    bonus: int = 0
    reason: str = ""  # in the player's language; "" when playable or when nothing is laid
    playable: bool = False
    unchecked: bool = False  # challenge variant: the words are not judged here


def laid_tiles(placed: dict[Square, Placed]) -> tuple[LaidTile, ...]:
    """The tiles laid this turn as the engine's ``preview`` reads them (the table's tentative play)."""
    return tuple(LaidTile(row=r, col=c, letter=tile.letter, blank=tile.blank) for (r, c), tile in placed.items())


def assessment_of(judged: Judgement | None, lang: str) -> Assessment:
    """The engine's judgement of the laid tiles (its ``preview``, handed over by the game screen),
    its reason in the player's language; nothing when there is none."""
    if judged is None:
        return Assessment()
    return Assessment(judged.action, judged.score, judged.words, judged.bonus,
                      "" if judged.reason is None else render(judged.reason, lang), judged.playable,
                      judged.unchecked)


# --- the board, painted once per size ---------------------------------------------------------------------

def board_geometry(area: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect, int]:
    """(frame, squares, cell) of the largest board fitting ``area``: the frame holds the coordinates."""
    cell = max(6, int(min(area.w, area.h) / (SIZE + 1.3)))
    squares = pygame.Rect(0, 0, cell * SIZE, cell * SIZE)
    margin = int(cell * 0.65)
    frame = squares.inflate(2 * margin, 2 * margin)
    frame.center = area.center
    squares.center = frame.center
    return frame, squares, cell


def _logo(surface: pygame.Surface, rect: pygame.Rect, ink: tuple[int, int, int]) -> None:
    """The centre square's mark: a ring with a four-pointed star, the brush-stroke of an ideogram."""
    cx, cy = rect.center
    r = rect.w * 0.36
    pygame.draw.circle(surface, ink, (cx, cy), r, max(1, int(rect.w * 0.05)))
    points = []
    for i in range(8):
        angle = math.pi / 4 * i - math.pi / 2
        reach = r * (0.82 if i % 2 == 0 else 0.26)
        points.append((cx + reach * math.cos(angle), cy + reach * math.sin(angle)))
    pygame.draw.polygon(surface, ink, points)


@kept
def board_picture(frame_size: tuple[int, int], squares_offset: tuple[int, int], cell: int, premiums: tuple,
                  lang: str) -> pygame.Surface:
    """The frame with its coordinates and every square with its premium, as one picture."""
    image = pygame.Surface(frame_size, pygame.SRCALPHA)
    frame = image.get_rect()
    paint.panel(image, frame, FRAME, radius=max(4, cell // 3), border=FRAME_EDGE, border_width=max(1, cell // 12),
                shadow=False)
    squares = pygame.Rect(squares_offset, (cell * SIZE, cell * SIZE))
    pygame.draw.rect(image, GRID_LINE, squares.inflate(2, 2))
    label_px = max(7, int(cell * 0.3))
    code_px = max(7, int(cell * 0.36))
    gap = max(1, cell // 22)
    for r in range(SIZE):
        for c in range(SIZE):
            box = pygame.Rect(squares.x + c * cell, squares.y + r * cell, cell, cell).inflate(-gap, -gap)
            kind = premiums[r][c]
            if kind in PREMIUMS:
                colour, ink, label, _ = PREMIUMS[kind]
                pygame.draw.rect(image, colour, box, border_radius=max(1, cell // 10))
                if (r, c) == CENTRE:
                    _logo(image, box, ink)
                else:
                    paint.text_in(image, TEXTS.t(lang, label), box, code_px, ink, bold=True)
            else:
                pygame.draw.rect(image, PLAIN, box, border_radius=max(1, cell // 10))
    # Coordinates as the log says them: columns A-O, rows 1-15.
    margin = squares.x
    ink = (238, 220, 188)
    for i in range(SIZE):
        top = pygame.Rect(squares.x + i * cell, 0, cell, margin)
        paint.text_in(image, COLUMNS[i], top, label_px, ink, bold=True)
        left = pygame.Rect(0, squares.y + i * cell, margin, cell)
        paint.text_in(image, str(i + 1), left, label_px, ink, bold=True)
    return paint.optimised(image)


# --- widgets ----------------------------------------------------------------------------------------------

@dataclass(eq=False)
class BoardSquare(Widget):
    """A square you can click: it draws only its hover glow (the board picture has the rest)."""

    row: int = 0
    col: int = 0

    def draw(self, surface: pygame.Surface, theme_module: Any = theme) -> None:
        if (self.hovered and self.clickable) or self.highlight:
            glow = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            glow.fill((255, 255, 255, 60) if not self.highlight else (*theme.HIGHLIGHT, 110))
            surface.blit(glow, self.rect.topleft)


@dataclass
class Drag:
    source: str  # "rack" or "board"
    key: Any  # the rack slot, or the square on the board
    start: tuple[int, int]
    pos: tuple[int, int]
    moved: bool = False


# --- the table ----------------------------------------------------------------------------------------------

def _stagger(spread: float, k: int, count: int) -> float:
    """When the ``k``-th of ``count`` tiles sets off: evenly from 0 to ``spread`` seconds."""
    return spread * k / (count - 1) if count > 1 else 0.0


def _kin(letter: str, blank: bool) -> str:
    """What a tile is, whatever its face shows: its letter, or the blank."""
    return f"tile:{BLANK if blank else letter}"


def drawn_slots(old: tuple[str, ...], new: tuple[str, ...], last: Move | None, seat: Seat | None) -> frozenset[int]:
    """The slots of ``new`` (a seat's rack) holding tiles just drawn from the bag, when the move
    that turned the rack ``old`` into ``new`` was that seat's own play or exchange (read from
    the view: the rack before and after, the last move's public tiles). Of equal tiles the
    later ones count as drawn."""
    if not old or last is None or last.seat != seat:
        return frozenset()
    kept = Counter(old)
    if last.kind == "play":
        for placed in last.tiles:
            kept[BLANK if placed.blank else placed.letter] -= 1
    elif last.kind == "exchange":
        kept &= Counter(new)  # the tiles that went back are not told: whatever is still there stayed
    else:
        return frozenset()
    drawn = set()
    for slot, letter in enumerate(new):
        if kept[letter] > 0:
            kept[letter] -= 1
        else:
            drawn.add(slot)
    return frozenset(drawn)


class IdeogramaTable(MovingTable):
    game_id = "ideograma"

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self._rack: tuple[str, ...] = ()
        self.order: list[int] = []  # the rack's slots in the order shown (shuffle and drags change it)
        self.placed: dict[Square, Placed] = {}
        self.sequence: list[Square] = []  # the squares in the order their tiles were laid (Backspace)
        self.selected: int | None = None  # a rack slot clicked, waiting for a square
        self.cursor: Square | None = None
        self.across = True
        self.exchanging = False
        self.marks: set[int] = set()  # rack slots chosen for an exchange
        self.picking: Square | None = None  # a blank laid there waits for its letter
        self.drag: Drag | None = None
        self.message = ""
        self._view: IdeogramaView = {}
        self._seat: Seat | None = None
        self._legal: list[Action] = []
        self._legal_key: tuple = ()
        self._kinds: frozenset[str] = frozenset()  # the kinds of the legal actions: play, exchange, pass...
        self._assessment = Assessment()
        # Geometry of the last build, for the raw mouse events.
        self._squares = pygame.Rect(0, 0, 0, 0)
        self._cell = 1
        self._rack_area = pygame.Rect(0, 0, 0, 0)
        self._slot_rects: dict[int, pygame.Rect] = {}
        self._tile_widgets: dict[int, Tile] = {}
        self._placed_widgets: dict[Square, Tile] = {}
        self._board_tiles: dict[Square, Tile] = {}
        # For the motion: where tiles come from (read from the layout of the last build).
        self._bag_home: Box | None = None
        self._row_homes: dict[int, list[Box]] = {}
        self._position: tuple = ()
        self._drawn: frozenset[int] = frozenset()  # rack slots just drawn from the bag (this position only)
        self._quiet = False  # a tile was dropped by hand: the next build shows it there at once

    # --- selection state ---------------------------------------------------------------------------------
    def reset_selection(self) -> None:
        self.placed = {}
        self.sequence = []
        self.selected = None
        self.cursor = None
        self.across = True
        self.exchanging = False
        self.marks = set()
        self.picking = None
        self.drag = None
        self.message = ""

    def _follow(self, view: IdeogramaView, seat: Seat | None, legal: list[Action]) -> None:
        rack = tuple(view.rack or ())
        board_text = "".join(cell or "." for line in view.board for cell in line)
        position = (seat, rack, board_text, view.bag, view.turn, view.scores, bool(view.pending))
        if position != self._position:
            # The tiles just drawn are marked for this position only: built again from it they
            # stay marked (the motion is not started again), the next position clears them.
            same_seat = bool(self._position) and self._position[0] == seat and seat is not None
            self._drawn = (drawn_slots(self._rack, rack, view.move, seat)
                           if same_seat and rack != self._rack else frozenset())
            self._position = position
        if rack != self._rack or seat != self._seat:
            self._rack = rack
            self.order = list(range(len(rack)))
            self.reset_selection()
        self._seat = seat
        self._view = view
        self._legal = legal
        key = (seat, rack, len(legal), board_text, view.turn, bool(view.pending))
        if key != self._legal_key:
            # Read once per position, not at every click: the legal list holds thousands of plays.
            self._legal_key = key
            self._kinds = frozenset(a.kind for a in legal)
        board = view.board
        if any(board[r][c] is not None for r, c in self.placed):
            self.reset_selection()  # the board changed under the tiles (an undo)
        if not legal:
            self.selected = None
            self.picking = None
            self.exchanging = False
            if self.drag is not None and self.drag.source != "rack":
                self.drag = None  # only the rack's order may change out of turn

    def tentative(self) -> tuple[LaidTile, ...] | None:
        """The tiles laid this turn, for the engine's preview (asked by the game screen)."""
        return laid_tiles(self.placed) if self.placed else None

    def _free_slots(self) -> list[int]:
        """Rack slots still on the rack, in the order shown."""
        used = {tile.slot for tile in self.placed.values()}
        return [slot for slot in self.order if slot not in used]

    def _lay(self, square: Square, slot: int, letter: str | None = None) -> None:
        tile = self._rack[slot]
        if tile == BLANK:
            self.placed[square] = Placed(slot, letter or "", True)
            if not letter:
                self.picking = square
        else:
            self.placed[square] = Placed(slot, tile, False)
        if square in self.sequence:
            self.sequence.remove(square)
        self.sequence.append(square)
        self.selected = None
        self.message = ""

    def _follow_line(self, square: Square) -> None:
        """After a tile laid by hand, the cursor waits after it along the line the tiles make,
        so the rest of the word can be typed."""
        rows = {r for r, _ in self.placed}
        cols = {c for _, c in self.placed}
        if len(self.placed) > 1 and len(cols) == 1:
            self.across = False
        elif len(self.placed) > 1 and len(rows) == 1:
            self.across = True
        self.cursor = self._step(square) if self.picking is None else square

    def _take_back(self, square: Square) -> Placed | None:
        tile = self.placed.pop(square, None)
        if square in self.sequence:
            self.sequence.remove(square)
        if self.picking == square:
            self.picking = None
        return tile

    def _clear(self) -> None:
        self.placed = {}
        self.sequence = []
        self.selected = None
        self.picking = None
        self.message = ""

    def _occupied(self, square: Square) -> bool:
        r, c = square
        return self._view.board[r][c] is not None

    def _step(self, square: Square) -> Square | None:
        r, c = square
        r, c = (r, c + 1) if self.across else (r + 1, c)
        return (r, c) if r < SIZE and c < SIZE else None

    def _writing_square(self) -> Square | None:
        """Where the next typed letter goes: the cursor, past squares already filled."""
        square = self.cursor
        while square is not None and (self._occupied(square) or square in self.placed):
            square = self._step(square)
        return square

    def _type(self, letter: str) -> None:
        if self.cursor is None:
            if any(cell for line in self._view.board for cell in line):
                self.message = TEXTS.t(self.lang, "Click a square first (twice to write downwards).")
                return
            self.cursor, self.across = CENTRE, True
        square = self._writing_square()
        if square is None:
            self.message = TEXTS.t(self.lang, "The word has reached the edge of the board.")
            return
        free = self._free_slots()
        slot = next((s for s in free if self._rack[s] == letter), None)
        if slot is None:
            slot = next((s for s in free if self._rack[s] == BLANK), None)
        if slot is None:
            self.message = TEXTS.t(self.lang, "There is no {letter} on your rack.", letter=letter)
            return
        self._lay(square, slot, letter)
        self.cursor = self._step(square)

    def _backspace(self) -> bool:
        if not self.sequence:
            return False
        square = self.sequence[-1]
        self._take_back(square)
        self.cursor = square
        self.message = ""
        return True

    # --- intents (clicks and the keyboard's Space/Enter on a focused thing) ---------------------------------------
    def on_intent(self, intent: Any, view: IdeogramaView, seat: Seat, legal: list[Action]) -> Action | None:
        self.motion.land()
        if isinstance(intent, Action):
            if intent in legal:
                self.reset_selection()
                return intent
            return None
        if not isinstance(intent, tuple) or not intent:
            return None
        kind = intent[0]
        if kind == "cell" and len(intent) == 3:
            self._click_square((intent[1], intent[2]))
        elif kind == "rack" and len(intent) == 2:
            self._click_slot(intent[1])
        elif kind == "play":
            assessment = self._assessment
            if assessment.playable and assessment.action is not None:
                action = assessment.action
                self.reset_selection()
                return action
            self.message = assessment.reason
        elif kind == "clear":
            self._clear()
            self.cursor = None
        elif kind == "shuffle":
            random.shuffle(self.order)
        elif kind == "exchange":
            self._clear()
            self.exchanging = not self.exchanging
            self.marks = set()
        elif kind == "exchange-confirm":
            action = self._exchange_action()
            if action is not None:
                self.reset_selection()
                return action
        elif kind == "blank" and len(intent) == 2:
            self._choose_blank(intent[1])
        elif kind == "blank-cancel":
            if self.picking is not None:
                self._take_back(self.picking)
        return None

    def _click_square(self, square: Square) -> None:
        if self.picking is not None or self.exchanging:
            return
        if square in self.placed:
            self._take_back(square)
            self.cursor = square
            return
        if self.selected is not None and not self._occupied(square):
            self._lay(square, self.selected)
            self._follow_line(square)
            return
        if self.cursor == square:
            self.across = not self.across
        else:
            self.cursor, self.across = square, True
        self.message = ""

    def _click_slot(self, slot: int) -> None:
        if self.picking is not None:
            return
        if self.exchanging:
            self.marks ^= {slot}
            return
        if slot not in self._free_slots():
            return
        self.selected = None if self.selected == slot else slot

    def _choose_blank(self, letter: str) -> None:
        if self.picking is None or letter not in LETTERS:
            return
        square = self.picking
        slot = self.placed[square].slot
        self.placed[square] = Placed(slot, letter, True)
        self.picking = None
        if self.cursor == square:
            self.cursor = self._step(square)

    def _exchange_action(self) -> Action | None:
        wanted = Counter(rack_code(self._rack[s]) for s in self.marks)
        if not wanted:
            return None
        return next((a for a in self._legal if is_exchange(a) and Counter(exchange_codes(a)) == wanted), None)

    # --- raw input: drags and typing ----------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event, may_act: bool) -> str | Action | None:
        """The game scene's first look at every event: None leaves it to the usual clicks and
        keys; "redraw" or "relayout" says it was used; an Action is a move to play. A press or
        a key lands any motion first (and then does what it does)."""
        super().handle_event(event, may_act)
        if not may_act or not self._legal:
            return self._rearrange(event)
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            return self._press(event.pos)
        return self._motion_or_release(event) or self._typing(event)

    def _rearrange(self, event: pygame.event.Event) -> str | None:
        """While others play, the rack's tiles can still be put in another order (nothing else)."""
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            self.drag = None
            slot = next((s for s, r in self._slot_rects.items() if r.collidepoint(event.pos)), None)
            if slot is None or self._view.over:
                return None
            self.drag = Drag("rack", slot, event.pos, event.pos)
            return "redraw"
        if self.drag is None or self.drag.source != "rack":
            self.drag = None
            return None
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1:
            drag, self.drag = self.drag, None
            if drag.moved and self._rack_area.collidepoint(event.pos):
                self._move_in_rack(drag.key, event.pos)
                self._quiet = True
            return "relayout"
        return self._motion_or_release(event)

    def _motion_or_release(self, event: pygame.event.Event) -> str | None:
        if event.type == pygame.MOUSEMOTION and self.drag is not None:
            self.drag.pos = event.pos
            if not self.drag.moved:
                distance = math.dist(event.pos, self.drag.start)
                if distance >= max(3, self._tile_size() * DRAG_THRESHOLD):
                    self.drag.moved = True
                    if self.drag.source == "rack" and self.drag.key in self._tile_widgets:
                        self._tile_widgets[self.drag.key].hidden = True
                    elif self.drag.source == "board" and self.drag.key in self._placed_widgets:
                        self._placed_widgets[self.drag.key].hidden = True
            return "redraw"
        if event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1 and self.drag is not None:
            return self._release(event.pos)
        return None

    def _typing(self, event: pygame.event.Event) -> str | Action | None:
        if event.type == pygame.TEXTINPUT:
            return self._text(event.text)
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return None

    def _tile_size(self) -> int:
        return max((r.w for r in self._slot_rects.values()), default=self._cell)

    def _square_at(self, pos: tuple[int, int]) -> Square | None:
        if not self._squares.collidepoint(pos):
            return None
        return ((pos[1] - self._squares.y) // self._cell, (pos[0] - self._squares.x) // self._cell)

    def _press(self, pos: tuple[int, int]) -> str | None:
        if self.picking is not None:
            return None
        for slot, rect in self._slot_rects.items():
            if rect.collidepoint(pos) and slot in self._free_slots():
                if self.exchanging:
                    return None  # a click: the shell presses the tile
                self.drag = Drag("rack", slot, pos, pos)
                return "redraw"
        square = self._square_at(pos)
        if square is not None and square in self.placed and not self.exchanging:
            self.drag = Drag("board", square, pos, pos)
            return "redraw"
        return None

    def _release(self, pos: tuple[int, int]) -> str:
        drag, self.drag = self.drag, None
        assert drag is not None
        if not drag.moved:
            if drag.source == "rack":
                self._click_slot(drag.key)
            else:
                self._click_square(drag.key)
            return "relayout"
        self._quiet = True  # put down by hand where it is shown: no slide from where it was picked up
        target = self._square_at(pos)
        if target is not None and not self._occupied(target) and (target not in self.placed or target == drag.key):
            if drag.source == "rack":
                self._lay(target, drag.key)
            elif target != drag.key:
                tile = self._take_back(drag.key)
                if tile is not None:
                    self._lay(target, tile.slot, tile.letter or None)
            self._follow_line(target)
            return "relayout"
        on_board = self._squares.collidepoint(pos)
        slot = drag.key if drag.source == "rack" else None
        if drag.source == "board" and not on_board:
            # Dropped off the board (on the rack or anywhere else): the tile goes home.
            tile = self._take_back(drag.key)
            slot = tile.slot if tile is not None else None
        if slot is not None and self._rack_area.collidepoint(pos):
            self._move_in_rack(slot, pos)
        return "relayout"

    def _move_in_rack(self, slot: int, pos: tuple[int, int]) -> None:
        """Put ``slot`` where it was dropped among the tiles on the rack."""
        shown = [s for s in self._free_slots() if s != slot]
        rects = [self._slot_rects[s] for s in shown if s in self._slot_rects]
        index = sum(1 for r in rects if r.centerx < pos[0])
        before = shown[index] if index < len(shown) else None
        self.order.remove(slot)
        self.order.insert(self.order.index(before) if before is not None else len(self.order), slot)

    def _text(self, text: str) -> str | None:
        used = False
        for character in text:
            letter = typed_letter(character)
            if letter is None:
                continue
            used = True
            if self.picking is not None:
                self._choose_blank(letter)
            elif self.exchanging:
                slot = next((s for s in self.order if self._rack[s] == letter and s not in self.marks), None)
                if slot is None:
                    slot = next((s for s in self.order if self._rack[s] == letter), None)
                if slot is not None:
                    self.marks ^= {slot}
            else:
                self._type(letter)
        return "relayout" if used else None

    def _key(self, event: pygame.event.Event) -> str | Action | None:
        key = event.key
        if key == pygame.K_ESCAPE:
            if self.picking is not None:
                self._take_back(self.picking)
                return "relayout"
            if self.placed or self.selected is not None or self.exchanging or self.cursor is not None:
                self.reset_selection()
                return "relayout"
            return None  # nothing to take back: Escape pauses as everywhere
        if key == pygame.K_BACKSPACE:
            if self.picking is not None:
                self._take_back(self.picking)
                return "relayout"
            return "relayout" if self._backspace() else None
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and not event.mod & pygame.KMOD_ALT:
            focused = getattr(getattr(self.app, "top", None), "focused_widget", None)
            if isinstance(focused, Button) or self.picking is not None:
                return None  # Enter presses the focused button
            if self.exchanging:
                action = self._exchange_action()
                return action if action is not None else "relayout"
            if self.placed:
                if self._assessment.playable and self._assessment.action is not None:
                    action = self._assessment.action
                    self.reset_selection()
                    return action
                self.message = self._assessment.reason
                return "relayout"
        return None

    # --- layout -------------------------------------------------------------------------------------------
    def build(self, rect: pygame.Rect, view: IdeogramaView, seat: Seat | None, legal: list[Action]) -> list[Widget]:
        lang = self.lang
        self._follow(view, seat, legal)
        judged = self.previewed() if legal and self.placed else None
        self._assessment = assessment_of(judged if isinstance(judged, Judgement) else None, lang)
        u = max(3.0, min(rect.w, rect.h) / 100)
        gap = int(u * 2)
        # The side panel beside the board or under it, whichever leaves the bigger board.
        panel_min_w, panel_min_h = int(u * 44), int(u * 30)
        wide = min(rect.h, rect.w - panel_min_w - gap) >= min(rect.w, rect.h - panel_min_h - gap)
        if wide:
            panel_w = max(int(rect.w - rect.h - gap), panel_min_w)
            board_area = pygame.Rect(rect.x, rect.y, rect.w - panel_w - gap, rect.h)
            panel = pygame.Rect(board_area.right + gap, rect.y, panel_w, rect.h)
        else:
            panel_h = max(panel_min_h, rect.h - rect.w - gap)
            board_area = pygame.Rect(rect.x, rect.y, rect.w, rect.h - panel_h - gap)
            panel = pygame.Rect(rect.x, board_area.bottom + gap, rect.w, panel_h)
        self._row_homes = {}
        widgets = self._board_widgets(board_area, view, legal, lang)
        widgets += self._panel_widgets(panel, view, seat, legal, lang, u, wide)
        if self.picking is not None and legal:
            widgets += self._picker_widgets(board_area, lang, u)
        widgets.append(Picture(name="drag", rect=pygame.Rect(rect), painter=self._paint_drag))
        self._mark_travels(view)
        staged = self.staged(rect, seat, widgets)
        if self._quiet:
            self._quiet = False
            self.motion.land()
        if staged is not widgets:
            # The tiles waiting for the motion are stand-ins: a drag must hide the one drawn.
            by_name = {w.name: w for w in staged}
            self._tile_widgets = {slot: by_name.get(w.name, w) for slot, w in self._tile_widgets.items()}
            self._placed_widgets = {sq: by_name.get(w.name, w) for sq, w in self._placed_widgets.items()}
        return staged

    def _mark_travels(self, view: IdeogramaView) -> None:
        """Where the tiles of this build come from if they are new: a word just played from its
        player's tiles in the score panel, one letter after another; drawn tiles from the bag."""
        for widget in self._tile_widgets.values():
            widget.extra["home"] = self._bag_home
        drawn = [slot for slot in self.order if slot in self._drawn and slot in self._tile_widgets]
        for k, slot in enumerate(drawn):
            self._tile_widgets[slot].extra["lag"] = _stagger(DRAW_STAGGER, k, len(drawn))
        last = view.move
        if last is None or last.kind != "play":
            return
        tiles = last.tiles
        homes = self._row_homes.get(last.seat, [])
        for k, placed in enumerate(tiles):
            widget = self._board_tiles.get((placed.row, placed.col))
            if widget is None:
                continue
            widget.extra["lag"] = _stagger(WORD_STAGGER, k, len(tiles))
            if homes:
                widget.extra["home"] = homes[min(k, len(homes) - 1)]

    # --- the board ---------------------------------------------------------------------------------------
    def _board_widgets(self, area: pygame.Rect, view: IdeogramaView, legal: list[Action], lang: str) -> list[Widget]:
        frame, squares, cell = board_geometry(area)
        self._squares, self._cell = squares, cell
        premiums = view.premiums
        offset = (squares.x - frame.x, squares.y - frame.y)
        widgets: list[Widget] = [Picture(name="board", rect=frame, painter=lambda surface, r: surface.blit(
            board_picture(r.size, offset, cell, premiums, lang), r.topleft))]
        blanks = set(view.blanks)
        inset = max(1, cell // 20)

        def tile_widget(name: str, square: Square, letter: str, blank: bool, place: str, **more: Any) -> Tile:
            r, c = square
            box = pygame.Rect(squares.x + c * cell, squares.y + r * cell, cell, cell).inflate(-inset, -inset)
            value = None if blank else view.value(letter)
            return Tile(name=name, rect=box, letter=letter, value=value, blank=blank, enabled=False,
                        extra={"card": (flight_code(letter, value, blank), None, None), "art": "tile", "place": place,
                               "kin": _kin(letter, blank), "look": square, "owner": square}, **more)

        # The tiles on the board, the rings round the last word (shown once its tiles have
        # landed), then the tiles laid this turn and the marks over them.
        self._board_tiles = {}
        for r, line in enumerate(view.board):
            for c, letter in enumerate(line):
                if letter is not None:
                    widget = tile_widget(f"tile:{r},{c}", (r, c), letter, (r, c) in blanks, "board")
                    self._board_tiles[(r, c)] = widget
                    widgets.append(widget)
        rings = Picture(name="rings", rect=pygame.Rect(squares), painter=lambda surface, r: self._paint_rings(
            surface, r, view, cell))
        last = view.move
        if last is not None and last.kind == "play" and last.tiles:
            rings.extra["rides"] = f"tile:{last.tiles[-1].row},{last.tiles[-1].col}"
        widgets.append(rings)
        dragged = self.drag.key if self.drag is not None and self.drag.source == "board" and self.drag.moved else None
        self._placed_widgets = {}
        for square, tile in self.placed.items():
            widget = tile_widget(f"placed:{square[0]},{square[1]}", square, tile.letter, tile.blank, "placed",
                                 face=FACE_NEW, hole=False, hidden=square == dragged)
            self._placed_widgets[square] = widget
            widgets.append(widget)
        widgets.append(Picture(name="marks", rect=pygame.Rect(squares), painter=lambda surface, r: self._paint_marks(
            surface, r, cell)))
        active = bool(legal) and self.picking is None and not self.exchanging
        for r in range(SIZE):
            for c in range(SIZE):
                kind = premiums[r][c]
                tip = ""
                if kind in PREMIUMS:
                    tip = TEXTS.t(lang, PREMIUMS[kind][3])
                widgets.append(BoardSquare(
                    name=f"square:{r},{c}", rect=pygame.Rect(squares.x + c * cell, squares.y + r * cell, cell, cell),
                    intent=("cell", r, c) if active else None, row=r, col=c, tooltip=tip))
        return widgets

    def _paint_rings(self, surface: pygame.Surface, squares: pygame.Rect, view: IdeogramaView, cell: int) -> None:
        """The last word laid, and a word waiting for a challenge."""
        ring = max(2, cell // 12)
        last = view.move
        pending = view.pending
        for tiles, colour in ((last.tiles if last is not None and last.kind == "play" else None, LAST_RING),
                              (pending.tiles if pending is not None else None, PENDING_RING)):
            for placed in tiles or ():
                box = pygame.Rect(squares.x + placed.col * cell, squares.y + placed.row * cell, cell, cell)
                pygame.draw.rect(surface, colour, box.inflate(-1, -1), ring, border_radius=max(2, cell // 6))

    def _paint_marks(self, surface: pygame.Surface, squares: pygame.Rect, cell: int) -> None:
        """Over the tiles laid this turn: their running score, the cursor, where a dragged tile would go."""
        dragged = self.drag.key if self.drag is not None and self.drag.source == "board" and self.drag.moved else None
        if self.placed and self._assessment.words:
            self._paint_score_badge(surface, squares, cell)
        self._paint_cursor(surface, squares, cell)
        if self.drag is not None and self.drag.moved:
            target = self._square_at(self.drag.pos)
            if target is not None and not self._occupied(target) and (target not in self.placed or target == dragged):
                box = pygame.Rect(squares.x + target[1] * cell, squares.y + target[0] * cell, cell, cell)
                pygame.draw.rect(surface, theme.HIGHLIGHT, box, max(2, cell // 10), border_radius=max(2, cell // 6))

    def _paint_score_badge(self, surface: pygame.Surface, squares: pygame.Rect, cell: int) -> None:
        """The running score on a small disc beside the last tile of the word (as players expect)."""
        assessment = self._assessment
        last = max(self.placed)
        r, c = last
        centre = (squares.x + (c + 1) * cell - cell // 6, squares.y + r * cell + cell // 6)
        radius = max(7, int(cell * 0.34))
        colour = (40, 132, 76) if assessment.playable else (150, 60, 50)
        pygame.draw.circle(surface, (0, 0, 0), (centre[0] + 1, centre[1] + 2), radius)
        pygame.draw.circle(surface, colour, centre, radius)
        pygame.draw.circle(surface, theme.IVORY, centre, radius, max(1, radius // 6))
        text = str(assessment.score) if assessment.score is not None else "?"
        paint.text_in(surface, text, pygame.Rect(centre[0] - radius, centre[1] - radius, radius * 2, radius * 2),
                      max(8, int(radius * (1.0 if len(text) < 3 else 0.8))), theme.IVORY, bold=True)

    def _paint_cursor(self, surface: pygame.Surface, squares: pygame.Rect, cell: int) -> None:
        if self.cursor is None or not self._legal or self.exchanging:
            return
        square = self._writing_square()
        if square is None:
            return
        r, c = square
        box = pygame.Rect(squares.x + c * cell, squares.y + r * cell, cell, cell)
        pygame.draw.rect(surface, CURSOR, box.inflate(-2, -2), max(2, cell // 12), border_radius=max(2, cell // 8))
        # An arrow says which way the typed letters go.
        cx, cy = box.center
        s = cell * 0.28
        if self.across:
            points = [(cx - s * 0.6, cy - s), (cx + s, cy), (cx - s * 0.6, cy + s)]
        else:
            points = [(cx - s, cy - s * 0.6), (cx, cy + s), (cx + s, cy - s * 0.6)]
        pygame.draw.polygon(surface, CURSOR, points)

    def _paint_drag(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        drag = self.drag
        if drag is None or not drag.moved:
            return
        if drag.source == "rack":
            letter = self._rack[drag.key] if drag.key < len(self._rack) else ""
            blank = letter == BLANK
            shown, value = ("" if blank else letter), None if blank else self._view.value(letter)
        else:
            tile = self.placed.get(drag.key)
            if tile is None:
                return
            blank = tile.blank
            shown, value = tile.letter, None if blank else self._view.value(tile.letter)
        size = max(self._cell, self._tile_size())
        image = tile_image(size, shown, value, blank, FACE_NEW, True)
        surface.blit(image, (drag.pos[0] - size // 2, drag.pos[1] - size // 2))

    # --- the side: scores, the last move, the preview, the rack, the buttons -------------------------------
    def _panel_widgets(self, panel: pygame.Rect, view: IdeogramaView, seat: Seat | None, legal: list[Action], lang: str,
                       u: float, wide: bool) -> list[Widget]:
        widgets: list[Widget] = [Picture(name="panel", rect=pygame.Rect(panel), painter=lambda s, r: paint.panel(
            s, r, PANEL, radius=int(u * 2), shadow=False))]
        pad = int(u * 1.8)
        inner = panel.inflate(-2 * pad, -2 * pad)
        size = max(10, int(u * 2.6))
        # Bottom up: buttons, rack, then the preview; top down: scores, bag, last move.
        button_h = int(u * 6.5)
        bottom = inner.bottom
        my_turn = bool(legal)
        if wide:
            rows = self._button_rows(legal, lang)
            for line in reversed(rows):
                strip = pygame.Rect(inner.x, bottom - button_h, inner.w, button_h)
                for r, made in zip(row(strip, len(line), int(u * 1.2)), line, strict=True):
                    made.rect = r
                    widgets.append(made)
                bottom = strip.y - int(u * 1.2)
            if len(rows) == 1:
                # Exchanging shows one row of buttons instead of two: the rack keeps its place above the room
                # of both, so the tiles being chosen do not jump under the pointer.
                bottom -= button_h + int(u * 1.2)
            tile = int(min(inner.w / 7.6, u * 11))
            rack = pygame.Rect(inner.x, bottom - tile - int(u * 2.4), inner.w, tile + int(u * 2.4))
            widgets += self._rack_widgets(rack, view, my_turn, lang, tile)
            bottom = rack.y - int(u * 1.5)
        else:
            # Below the board: the rack and the buttons side by side.
            rows = self._button_rows(legal, lang)
            buttons_w = int(inner.w * 0.42)
            strip_x = inner.right - buttons_w
            y = bottom
            for line in reversed(rows):
                strip = pygame.Rect(strip_x, y - button_h, buttons_w, button_h)
                for r, made in zip(row(strip, len(line), int(u)), line, strict=True):
                    made.rect = r
                    widgets.append(made)
                y = strip.y - int(u)
            rack_w = inner.w - buttons_w - int(u * 2)
            tile = int(min(rack_w / 7.6, u * 11))
            rack = pygame.Rect(inner.x, inner.bottom - tile - int(u * 2.4), rack_w, tile + int(u * 2.4))
            widgets += self._rack_widgets(rack, view, my_turn, lang, tile)
            bottom = min(rack.y, y) - int(u)
        top = inner.y
        rows_h = int(size * 1.6)
        if wide:
            # Scores: each player, their points and how many tiles they hold (only the count of others').
            # Under the board there is no room: the shell's list of players says the same.
            for s in range(len(view.scores)):
                line = pygame.Rect(inner.x, top, inner.w, rows_h)
                widgets.append(self._score_row(line, view, s, seat, lang, size))
                top += rows_h
        bag = pygame.Rect(inner.x, top, inner.w, rows_h)
        widgets.append(self._bag_row(bag, view, lang, size))
        top += rows_h + int(u)
        # The last move.
        last = self._last_text(view, lang)
        if last:
            text = Paragraph(name="last", rect=pygame.Rect(inner.x, top, inner.w, 0), text=last,
                             size=max(9, int(size * 0.9)), colour=LAST_RING)
            # One line under the board, two beside it; more when a narrow window (640x480) needs them.
            text.rect.h = text.height_for(inner.w)
            widgets.append(text)
            top = text.rect.bottom + int(u)
        # A word waiting for a challenge.
        if legal and CHALLENGE.kind in self._kinds:
            widgets += self._challenge_widgets(pygame.Rect(inner.x, top, inner.w, bottom - top), view, legal, lang, u,
                                               size)
            if ACCEPT.kind in self._kinds:
                return widgets  # accept or challenge, nothing else
            top = max(w.rect.bottom for w in widgets[-2:]) + int(u * 1.5)
        legend_h = int(size * 3.4)
        if bottom - top >= legend_h + size * 9:
            # What the coloured squares do, when there is room to spare above the rack.
            widgets.append(self._legend(pygame.Rect(inner.x, bottom - legend_h, inner.w, legend_h), lang, size))
            bottom -= legend_h + int(u)
        widgets += self._preview_widgets(pygame.Rect(inner.x, top, inner.w, bottom - top), view, seat, legal, lang,
                                         size)
        return widgets

    def _legend(self, area: pygame.Rect, lang: str, size: int) -> Widget:
        def draw(surface: pygame.Surface, r: pygame.Rect) -> None:
            chip = int(r.h * 0.4)
            text_px = max(8, int(size * 0.85))
            for i, kind in enumerate(("DL", "TL", "DW", "TW")):
                colour, ink, label, name = PREMIUMS[kind]
                x = r.x + (i % 2) * r.w // 2
                y = r.y + (i // 2) * (r.h // 2) + (r.h // 2 - chip) // 2
                box = pygame.Rect(x, y, int(chip * 1.3), chip)
                pygame.draw.rect(surface, colour, box, border_radius=max(2, chip // 5))
                paint.text_in(surface, TEXTS.t(lang, label), box, max(7, int(chip * 0.62)), ink, bold=True)
                paint.text_in(surface, TEXTS.t(lang, name),
                              pygame.Rect(box.right + chip // 3, y, r.w // 2 - box.w - chip // 2, chip), text_px, SOFT,
                              align="left")

        return Picture(name="legend", rect=pygame.Rect(area), painter=draw)

    def _score_row(self, line: pygame.Rect, view: IdeogramaView, s: int, seat: Seat | None, lang: str, size: int) -> Widget:
        name = self.seat_name(s, lang)
        score = view.scores[s]
        count = view.rack_sizes[s]
        to_act = view.turn == s
        final = view.final_racks[s] if view.final_racks is not None else None

        def draw(surface: pygame.Surface, r: pygame.Rect) -> None:
            if to_act:
                paint.panel(surface, r.inflate(int(size * 0.4), 0), (60, 90, 70, 160), radius=r.h // 3, shadow=False)
            marker = "▸ " if to_act else ""
            score_w = int(size * 3.2)
            backs_w = int(r.h * 0.5) * 7 if s != seat else 0
            name_rect = pygame.Rect(r.x, r.y, r.w - score_w - backs_w - size // 2, r.h)
            paint.text_in(surface, marker + name, name_rect, size, theme.IVORY if to_act else SOFT, bold=to_act,
                          align="left")
            paint.text_in(surface, str(score), pygame.Rect(r.right - score_w, r.y, score_w, r.h), int(size * 1.1),
                          theme.GOLD, bold=True, align="right")
            if s != seat:
                x = r.right - score_w - backs_w
                if final is not None:
                    # The game is over: the tiles left are counted in the open.
                    w = int(r.h * 0.48)
                    for i, letter in enumerate(final):
                        blank = letter == BLANK
                        draw_tile(surface, pygame.Rect(x + i * int(r.h * 0.5), r.centery - w // 2, w, w),
                                  "" if blank else letter, None, blank)
                    return
                # Their tiles, face down: only how many.
                w = int(r.h * 0.42)
                for i in range(count):
                    back = pygame.Rect(x + i * int(r.h * 0.5), r.centery - w // 2, w, w)
                    pygame.draw.rect(surface, paint.blend(BACK, (0, 0, 0), 0.3), back.move(0, 1),
                                     border_radius=max(1, w // 5))
                    pygame.draw.rect(surface, BACK, back, border_radius=max(1, w // 5))

        if s != seat:
            # Where this player's tiles leave from when they play a word (the backs drawn above).
            backs_x = line.right - int(size * 3.2) - int(line.h * 0.5) * 7
            w = int(line.h * 0.42)
            self._row_homes[s] = [(backs_x + i * int(line.h * 0.5), line.centery - w // 2, w, w)
                                  for i in range(max(1, count))]
        tiles = TEXTS.t(lang, "{count} tiles", count=count)
        return Picture(name=f"score:{s}", rect=pygame.Rect(line), painter=draw,
                       tooltip=TEXTS.t(lang, "{name}: {score} points, {tiles}", name=name, score=score, tiles=tiles))

    def _bag_row(self, line: pygame.Rect, view: IdeogramaView, lang: str, size: int) -> Widget:
        left = view.bag
        text = TEXTS.tn(lang, "Bag: {n} tile", "Bag: {n} tiles", left)
        mouth = int(line.h * 0.8)
        self._bag_home = (line.x, line.centery - mouth // 2, mouth, mouth)  # tiles come out of it and go into it

        def draw(surface: pygame.Surface, r: pygame.Rect) -> None:
            # A little cloth bag tied at the neck.
            h = int(r.h * 0.8)
            body = pygame.Rect(r.x, r.centery - h // 2 + h // 5, h, h - h // 5)
            pygame.draw.ellipse(surface, (150, 112, 74), body)
            pygame.draw.polygon(surface, (150, 112, 74), [(r.x + h * 0.3, body.y + 2), (r.x + h * 0.7, body.y + 2),
                                                          (r.x + h * 0.85, r.centery - h // 2),
                                                          (r.x + h * 0.15, r.centery - h // 2)])
            pygame.draw.line(surface, theme.GOLD, (r.x + h * 0.25, body.y + 2), (r.x + h * 0.75, body.y + 2),
                             max(1, h // 8))
            paint.text_in(surface, text, pygame.Rect(r.x + h + size // 2, r.y, r.w - h, r.h), size, SOFT, align="left")

        return Picture(name="bag", rect=pygame.Rect(line), painter=draw)

    def _last_text(self, view: IdeogramaView, lang: str) -> str:
        last = view.move
        if last is None:
            return self._start_text(view, lang)
        who = self.seat_name(last.seat, lang)
        kind = last.kind
        if kind == "play":
            words = ", ".join(f"{w.word} {w.points}" for w in last.words)
            bonus = TEXTS.t(lang, " (+50 all seven tiles)") if last.bonus else ""
            return TEXTS.t(lang, "{who}: {words} = {score}{bonus}", who=who, words=words, score=last.score, bonus=bonus)
        if kind == "exchange":
            n = last.count
            return TEXTS.tn(lang, "{who} exchanged {n} tile", "{who} exchanged {n} tiles", n, who=who)
        if kind == "pass":
            return TEXTS.t(lang, "{who} passed", who=who)
        if kind == "challenge":
            against = self.seat_name(last.against or 0, lang)
            if last.upheld:
                bad = ", ".join(last.bad_words)
                return TEXTS.t(lang, "{who} challenged {against}: {bad} is not a word, the tiles went back", who=who, against=against, bad=bad)
            return TEXTS.t(lang, "{who} challenged {against}: the word stands and {who} loses the turn", who=who, against=against)
        return ""

    def _start_text(self, view: IdeogramaView, lang: str) -> str:
        """Who starts and why: the tiles drawn (the last draw decides; ties drew again)."""
        draws = view.start_draws
        first = view.first_player
        if not draws or first is None:
            return ""
        drawn = ", ".join(f"{self.seat_name(s, lang)} {tile if tile != BLANK else TEXTS.t(lang, 'blank')}"
                          for s, tile in enumerate(draws[-1]) if tile is not None)
        who = self.seat_name(first, lang)
        return TEXTS.t(lang, "{who} starts ({drawn})", who=who, drawn=drawn)

    def _preview_widgets(self, area: pygame.Rect, view: IdeogramaView, seat: Seat | None, legal: list[Action], lang: str,
                         size: int) -> list[Widget]:
        if area.h < size * 2:
            return []
        widgets: list[Widget] = []
        assessment = self._assessment
        if not legal:
            if view.over:
                return []
            turn = view.turn
            text = TEXTS.t(lang, "{seat_name} is playing.", seat_name=self.seat_name(turn, lang)) if turn is not None else ""
            widgets.append(Paragraph(name="preview:hint", rect=pygame.Rect(area), text=text, size=size, colour=SOFT))
            return widgets
        if self.exchanging:
            count = len(self.marks)
            text = TEXTS.t(lang, "Choose the tiles to put back in the bag ({count} chosen). You score nothing this turn.", count=count)
            widgets.append(Paragraph(name="preview:hint", rect=pygame.Rect(area), text=text, size=size, colour=SOFT))
            return widgets
        if not self.placed:
            # Typing skips the squares already filled: only the player's own letters are typed.
            text = TEXTS.t(lang, "Drag tiles onto the board, or click a square and type your letters; the ones "
                           "already on the board are skipped (click the square again to write downwards).")
            if self.message:
                text = self.message
            widgets.append(Paragraph(name="preview:hint", rect=pygame.Rect(area), text=text, size=size,
                                     colour=BAD if self.message else SOFT))
            return widgets
        y = area.y
        if assessment.words:
            total = pygame.Rect(area.x, y, area.w, int(size * 2.2))
            points = TEXTS.t(lang, "{score} points", score=assessment.score)
            widgets.append(Label(name="preview:score", rect=total, text=points, size=int(size * 1.6),
                                 colour=GOOD if assessment.playable else SOFT, bold=True))
            y = total.bottom
            words = " · ".join(f"{w} {p}" for w, p in assessment.words)
            if assessment.bonus:
                words += TEXTS.t(lang, " · +{bonus} all seven", bonus=assessment.bonus)
            text = Paragraph(name="preview:words", rect=pygame.Rect(area.x, y, area.w, 0), text=words, size=size,
                             colour=theme.IVORY)
            text.rect.h = min(text.height_for(area.w), max(0, area.bottom - y))
            widgets.append(text)
            y = text.rect.bottom + size // 3
        note = self.message or assessment.reason
        if not note and assessment.unchecked:
            note = TEXTS.t(lang, "Opponents may challenge it.")
        if note and area.bottom - y >= size:
            # While tiles are being laid the engine's reason is guidance ("the first word needs two tiles"),
            # not an error: it turns red only when a play was refused (the first tile had shown an error).
            widgets.append(Paragraph(name="preview:reason", rect=pygame.Rect(area.x, y, area.w, area.bottom - y),
                                     text=note, size=size, colour=BAD if self.message else SOFT))
        return widgets

    def _challenge_widgets(self, area: pygame.Rect, view: IdeogramaView, legal: list[Action], lang: str, u: float,
                           size: int) -> list[Widget]:
        pending = view.pending
        last = view.move
        who = self.seat_name(pending.seat if pending is not None else 0, lang)
        words = ", ".join(w.word for w in last.words) if last is not None and last.kind == "play" else ""
        if legal and ACCEPT.kind in self._kinds:
            text = TEXTS.t(lang, "{who}'s {words} would end the game. Accept it or challenge it?", who=who, words=words)
        else:
            text = TEXTS.t(lang, "You may challenge {who}'s {words} before your turn: if a word is not in the dictionary, "
                           "the tiles go back; if they all are, you lose your turn.", who=who, words=words)
        widgets: list[Widget] = []
        para = Paragraph(name="challenge:text", rect=pygame.Rect(area.x, area.y, area.w, 0), text=text, size=size,
                         colour=theme.IVORY)
        para.rect.h = min(para.height_for(area.w), max(0, area.h - int(u * 7)))
        widgets.append(para)
        strip = pygame.Rect(area.x, para.rect.bottom + int(u), area.w, int(u * 6))
        choices = [("challenge", TEXTS.t(lang, "Challenge"), CHALLENGE, "danger")]
        if legal and ACCEPT.kind in self._kinds:
            choices.append(("accept", TEXTS.t(lang, "Accept"), ACCEPT, "primary"))
        for r, (name, label, action, style) in zip(row(strip, len(choices), int(u)), choices, strict=True):
            widgets.append(button(name, r, label, action, style=style))
        return widgets

    def _button_rows(self, legal: list[Action], lang: str) -> list[list[Widget]]:
        """The buttons, each without its place yet."""
        empty = pygame.Rect(0, 0, 0, 0)
        my_turn = bool(legal) and self.picking is None
        if (legal and ACCEPT.kind in self._kinds) or self._view.over:
            return []  # only accept or challenge (their buttons are in the panel), or nothing at all
        if self.exchanging:
            action = self._exchange_action()
            n = len(self.marks)
            label = TEXTS.t(lang, "Exchange {n}", n=n) if n else TEXTS.t(lang, "Exchange")
            return [[button("exchange-confirm", empty, label, ("exchange-confirm",), enabled=action is not None,
                            style="primary"),
                     button("exchange", empty, TEXTS.t(lang, "Cancel"), ("exchange",), style="quiet")]]
        assessment = self._assessment
        play_label = TEXTS.t(lang, "Play")
        if assessment.playable and assessment.score is not None:
            play_label = TEXTS.t(lang, "Play {score}", score=assessment.score)
        can_exchange = "exchange" in self._kinds
        return [
            [button("play", empty, play_label, ("play",), enabled=my_turn and assessment.playable, style="primary",
                    tooltip=TEXTS.t(lang, "Play the tiles laid (Enter)")),
             button("clear", empty, TEXTS.t(lang, "Clear"), ("clear",), enabled=my_turn and bool(self.placed),
                    tooltip=TEXTS.t(lang, "Take the tiles back to the rack (Esc)"))],
            [button("shuffle", empty, TEXTS.t(lang, "Shuffle"), ("shuffle",), enabled=my_turn, style="quiet",
                    tooltip=TEXTS.t(lang, "Mix the tiles on your rack")),
             button("exchange", empty, TEXTS.t(lang, "Exchange"), ("exchange",),
                    enabled=my_turn and can_exchange, style="quiet",
                    tooltip=TEXTS.t(lang, "Put tiles back in the bag and draw as many")
                    if can_exchange else TEXTS.t(lang, "Fewer than 7 tiles left in the bag")),
             button("pass", empty, TEXTS.t(lang, "Pass"), PASS, enabled=my_turn and PASS.kind in self._kinds, style="quiet")],
        ]

    def _rack_widgets(self, area: pygame.Rect, view: IdeogramaView, my_turn: bool, lang: str, tile: int) -> list[Widget]:
        self._rack_area = pygame.Rect(area)
        self._slot_rects = {}
        self._tile_widgets = {}

        def draw_rack(surface: pygame.Surface, r: pygame.Rect) -> None:
            # A wooden rack: a ledge the tiles lean on.
            ledge = pygame.Rect(r.x, r.bottom - max(6, r.h // 4), r.w, max(6, r.h // 4))
            paint.panel(surface, ledge, theme.WOOD, radius=ledge.h // 3, border=theme.WOOD_DARK, shadow=True)
            pygame.draw.line(surface, paint.blend(theme.WOOD, (255, 255, 255), 0.25), (ledge.x + ledge.h // 3, ledge.y + 1),
                             (ledge.right - ledge.h // 3, ledge.y + 1))

        widgets: list[Widget] = [Picture(name="rack", rect=pygame.Rect(area), painter=draw_rack)]
        if not self._rack:
            if self._seat is None:
                widgets.append(Label(name="rack:none", rect=pygame.Rect(area), text=TEXTS.t(lang, "Watching: the racks are hidden"),
                    size=max(9, tile // 3), colour=SOFT, align="center"))
            return widgets
        free = self._free_slots()
        step = tile + max(2, tile // 10)
        x0 = area.centerx - (step * len(free) - (step - tile)) // 2
        y = area.bottom - max(6, area.h // 4) - tile + max(2, tile // 8)
        clickable = my_turn and self.picking is None
        for index, slot in enumerate(free):
            rect = pygame.Rect(x0 + index * step, y, tile, tile)
            letter = self._rack[slot]
            blank = letter == BLANK
            widget = Tile(name=f"rack:{slot}", rect=rect, intent=("rack", slot) if clickable else None,
                          letter="" if blank else letter, value=None if blank else view.value(letter), blank=blank,
                          selected=self.selected == slot, marked=slot in self.marks,
                          hidden=self.drag is not None and self.drag.moved and self.drag.key == slot
                          and self.drag.source == "rack",
                          tooltip=TEXTS.t(lang, "Blank: any letter, no points")
                          if blank else "")
            widget.extra.update({"card": (widget.code, None, None), "art": "tile", "place": "rack",
                                 "kin": _kin(letter, blank), "dealt": slot in self._drawn})
            self._slot_rects[slot] = rect
            self._tile_widgets[slot] = widget
            widgets.append(widget)
        return widgets

    def _picker_widgets(self, board_area: pygame.Rect, lang: str, u: float) -> list[Widget]:
        """A small dialog over the board: the letter the blank stands for (or type it)."""
        per_row = 7
        rows = -(-len(LETTERS) // per_row)
        tile = int(min(board_area.w * 0.8 / per_row, u * 9))
        gap = max(2, tile // 6)
        width = per_row * tile + (per_row - 1) * gap + 2 * int(u * 3)
        title_h = int(u * 7)
        height = title_h + rows * (tile + gap) + int(u * 10)
        card = pygame.Rect(0, 0, width, height)
        card.center = board_area.center

        def draw_card(surface: pygame.Surface, r: pygame.Rect) -> None:
            veil = pygame.Surface(board_area.size, pygame.SRCALPHA)
            veil.fill((8, 12, 10, 120))
            surface.blit(veil, board_area.topleft)
            paint.panel(surface, r, (26, 34, 40, 240), radius=int(u * 2), border=theme.GOLD,
                        border_width=max(1, int(u / 3)))

        widgets: list[Widget] = [Picture(name="picker", rect=card, painter=draw_card)]
        widgets.append(Label(name="picker:title", rect=pygame.Rect(card.x, card.y + int(u), card.w, title_h - int(u)),
                             text=TEXTS.t(lang, "Which letter is the blank? (type it)"),
                             size=max(10, int(u * 2.6)), colour=theme.GOLD, bold=True, align="center"))
        x0 = card.x + int(u * 3)
        for i, letter in enumerate(LETTERS):
            r, c = divmod(i, per_row)
            rect = pygame.Rect(x0 + c * (tile + gap), card.y + title_h + r * (tile + gap), tile, tile)
            widgets.append(Tile(name=f"blank:{letter}", rect=rect, intent=("blank", letter), letter=letter,
                                blank=True))
        cancel = pygame.Rect(0, 0, int(u * 20), int(u * 6))
        cancel.midbottom = (card.centerx, card.bottom - int(u * 2))
        widgets.append(button("blank-cancel", cancel, TEXTS.t(lang, "Cancel"), ("blank-cancel",), style="quiet"))
        return widgets

    # --- shell hooks -------------------------------------------------------------------------------------
    def status(self, view: IdeogramaView, seat: Seat | None, lang: str) -> str:
        if view.over:
            scores = view.scores
            best = max(scores)
            winners = [self.seat_name(s, lang) for s, v in enumerate(scores) if v == best]
            if len(winners) > 1:
                return TEXTS.t(lang, "A tie at {best} points: {join}", best=best, join=', '.join(winners))
            return TEXTS.t(lang, "{winner} wins with {best} points", winner=winners[0], best=best)
        turn = view.turn
        if turn is None:
            return ""
        if seat == turn and self._legal and view is self._view:
            if view.pending is not None and turn != view.pending.seat:
                return TEXTS.t(lang, "Challenge the last word, or play your turn")
            return TEXTS.t(lang, "Your turn: lay a word, exchange tiles or pass")
        return TEXTS.t(lang, "{seat_name} to play", seat_name=self.seat_name(turn, lang))

    def seat_lines(self, view: IdeogramaView, lang: str) -> list[str]:
        return [TEXTS.t(lang, "{score} pts · {n} tiles", score=score, n=n)
                for score, n in zip(view.scores, view.rack_sizes, strict=True)]

    def outcome_lines(self, view: IdeogramaView, outcome: Any, lang: str) -> list[str]:
        lines = []
        if view.end == "out" and view.went_out is not None:
            who = self.seat_name(view.went_out, lang)
            lines.append(TEXTS.t(lang, "{who} used every tile and the bag is empty.", who=who))
        elif view.end == "blocked":
            lines.append(TEXTS.t(lang, "Two full rounds without a word: no more words to make."))
        adjustments = view.adjustments or ()
        racks = view.final_racks or ()
        parts = []
        for s, change in enumerate(adjustments):
            left = "".join(racks[s]) if s < len(racks) else ""
            sign = f"+{change}" if change > 0 else str(change)
            if change > 0:
                parts.append(TEXTS.t(lang, "{seat_name} {sign} (the others' tiles)", seat_name=self.seat_name(s, lang), sign=sign))
            elif change < 0:
                parts.append(TEXTS.t(lang, "{seat_name} {sign} ({left} left)", seat_name=self.seat_name(s, lang), sign=sign, left=left))
        if parts:
            lines.append(" · ".join(parts))
        return lines
